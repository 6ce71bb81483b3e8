"""Run one DAG with `dag.test()` in this interpreter and print its final state as JSON.

Used by the integration tests in a subprocess, so each run gets a clean Airflow configuration
(AIRFLOW_HOME, DAGS_FOLDER and the SQLite metadata DB come from the environment the test sets).
Usage: python dag_runner.py DAG_ID '{"ingest": {"source": "..."}}' ['{...}' | --append PATH TEXT ...]
With several confs, the runs go one after the other in this process (one JSON line each, in order): each run is its
own DagRun in the same metadata DB, as separate processes would make, without paying Airflow's start-up (imports, DAG
parsing: about 8 s here) again for a run that lasts a second. `--append PATH TEXT` between two confs appends TEXT to
the file PATH after the run before it has ended and before the next one starts (a source file edited between runs).
"""

from __future__ import annotations

import json
import sys


def main(dag_id: str, *steps: dict | tuple[str, str]) -> None:
    """`steps`: a conf (dict) runs the DAG once; a (path, text) pair appends text to that file."""
    from airflow.dag_processing.dagbag import DagBag
    from airflow.settings import DAGS_FOLDER

    bag = DagBag(dag_folder=DAGS_FOLDER)
    if bag.import_errors:
        raise SystemExit(f"DAG import errors: {bag.import_errors}")
    for step in steps or ({},):
        if isinstance(step, tuple):
            with open(step[0], "ab") as handle:
                handle.write(step[1].encode("utf-8"))
            continue
        report(bag.dags[dag_id].test(run_conf=step))


def parse_steps(args: list[str]) -> list[dict | tuple[str, str]]:
    """The command line's confs (JSON) and `--append PATH TEXT` edits, in order."""
    steps: list[dict | tuple[str, str]] = []
    while args:
        if args[0] == "--append":
            steps.append((args[1], args[2]))
            args = args[3:]
        else:
            steps.append(json.loads(args[0]))
            args = args[1:]
    return steps


def report(dag_run) -> None:
    instances = dag_run.get_task_instances()
    states = {_name(ti): str(ti.state) for ti in instances}
    counts, extras = asset_events()
    print(json.dumps({"state": str(dag_run.state), "tasks": states,
                      "tries": {_name(ti): ti.try_number for ti in instances},
                      "map_names": {_name(ti): ti.rendered_map_index for ti in instances if ti.map_index >= 0},
                      "asset_events": counts, "asset_extras": extras, "reports": stage_reports()}), flush=True)


def stage_reports() -> dict[str, dict]:
    """The ingest and embed stages' last reports in RAGOPS_DATA_ROOT as this run left them (the next run in this
    process overwrites them)."""
    import os
    from pathlib import Path

    root = Path(os.environ.get("RAGOPS_DATA_ROOT", "data"))
    found = {name: root / name / "last_report.json" for name in ("ingest", "index")}
    return {name: json.loads(path.read_text(encoding="utf-8")) for name, path in found.items() if path.is_file()}


def _name(ti) -> str:
    return ti.task_id + (f"[{ti.map_index}]" if ti.map_index >= 0 else "")


def asset_events() -> tuple[dict[str, int], dict[str, dict]]:
    """Per asset name, the events recorded so far in this metadata DB and the `extra` of the newest one (what the
    assets view shows for it): one pass over the events, oldest first."""
    from airflow.models.asset import AssetEvent, AssetModel
    from airflow.utils.session import create_session
    from sqlalchemy import select

    counts: dict[str, int] = {}
    newest: dict[str, dict] = {}
    with create_session() as session:
        for name, extra in session.execute(select(AssetModel.name, AssetEvent.extra)
                                           .join(AssetEvent, AssetEvent.asset_id == AssetModel.id)
                                           .order_by(AssetEvent.id)):
            counts[name] = counts.get(name, 0) + 1
            newest[name] = dict(extra or {})
    return counts, newest


if __name__ == "__main__":
    main(sys.argv[1], *parse_steps(sys.argv[2:]))
