"""Parse every DAG file the way a DAG processor would, in a clean interpreter, and report what happened.

Run as a script by test_dag_integrity.py: database and network access are made to fail loudly before any
DAG file is imported, so a DAG that touches either at parse time shows up as an import error.
"""

from __future__ import annotations

import importlib.util
import json
import socket
import sqlite3
import sys
from pathlib import Path

HEAVY_MODULES = ["torch", "faiss", "mlflow", "transformers", "sentence_transformers", "pdfplumber", "pdfminer",
                 "pandas", "pyarrow", "xgboost", "rapidocr", "onnxruntime", "dvc", "bm25s", "jieba", "cv2"]
forbidden_calls: list[str] = []


def _refuse(what: str):
    def refuse(*args, **kwargs):
        forbidden_calls.append(what)
        raise RuntimeError(f"{what} at DAG parse time")

    return refuse


sqlite3.connect = _refuse("sqlite3.connect")
socket.socket.connect = _refuse("socket.connect")  # PostgreSQL/MySQL metadata DBs and HTTP APIs alike


def main(dags_folder: Path) -> None:
    from airflow.sdk import DAG
    from airflow.sdk.definitions._internal.contextmanager import DagContext

    def _assets(timetable) -> list:
        """The Assets of an asset-triggered schedule (AssetAll / AssetAny nest them in `.objects`)."""
        pending = [getattr(timetable, "asset_condition", None)]
        found = []
        while pending:
            node = pending.pop()
            if node is None:
                continue
            if hasattr(node, "objects"):
                pending.extend(node.objects)
            elif hasattr(node, "name"):
                found.append(node)
        return found

    report = {"files": {}, "forbidden_calls": forbidden_calls}
    for path in sorted(dags_folder.glob("*.py")):
        before = set(sys.modules)
        entry = {"error": None, "dags": [], "heavy_imports": []}
        try:
            name = f"dagfile_{path.stem}"
            spec = importlib.util.spec_from_file_location(name, path)
            module = importlib.util.module_from_spec(spec)
            sys.modules[name] = module
            DagContext.current_autoregister_module_name = name
            spec.loader.exec_module(module)
        except Exception as err:  # reported, not raised: the test names the file
            entry["error"] = f"{type(err).__name__}: {err}"
        else:
            # A TaskFlow DAG file just calls its @dag function; the DAG registers itself (as DagBag sees it).
            found = {id(dag): dag for dag, _ in DagContext.autoregistered_dags}
            found.update({id(v): v for v in vars(module).values() if isinstance(v, DAG)})
            DagContext.autoregistered_dags.clear()
            for value in found.values():
                entry["dags"].append({
                    "dag_id": value.dag_id,
                    "tags": sorted(value.tags),
                    "retries": {task.task_id: task.retries for task in value.tasks},
                    "upstream": {task.task_id: sorted(task.upstream_task_ids) for task in value.tasks},
                    "catchup": value.catchup,
                    "max_active_runs": value.max_active_runs,
                    "has_doc": bool(value.doc_md),
                    # Asset names the DAG is scheduled on, and those its tasks emit.
                    "schedule_assets": sorted(asset.name for asset in _assets(value.timetable)),
                    "outlets": sorted(outlet.name for task in value.tasks for outlet in task.outlets
                                      if hasattr(outlet, "name")),
                    # The trigger form's fields: each Param's JSON schema and default.
                    "params": {key: {"schema": param.schema, "description": param.description,
                                     "default": param.value if param.has_value else None}
                               for key, param in value.params.items()},
                    "execution_timeout": {task.task_id: task.execution_timeout.total_seconds()
                                          if task.execution_timeout else None for task in value.tasks},
                    "map_index_template": {task.task_id: task.map_index_template for task in value.tasks
                                           if getattr(task, "map_index_template", None)},
                })
        loaded = set(sys.modules) - before
        entry["heavy_imports"] = sorted(m for m in HEAVY_MODULES if m in loaded or m in sys.modules)
        report["files"][path.name] = entry
    print(json.dumps(report))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
