"""Every DAG file imports cleanly, cheaply and safely: no errors, no heavy imports, no DB/network at parse."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
DAGS = REPO / "dags"


@pytest.fixture(scope="module")
def parse_report(tmp_path_factory) -> dict:
    home = tmp_path_factory.mktemp("airflow_home")
    env = {
        **os.environ,
        "AIRFLOW_HOME": str(home),
        "AIRFLOW__CORE__DAGS_FOLDER": str(DAGS),
        "AIRFLOW__CORE__LOAD_EXAMPLES": "False",
        # An unreachable metadata DB: parsing must not need one.
        "AIRFLOW__DATABASE__SQL_ALCHEMY_CONN": f"sqlite:///{home}/missing/forbidden.db",
    }
    result = subprocess.run(
        [sys.executable, str(Path(__file__).with_name("parse_dags.py")), str(DAGS)],
        capture_output=True, text=True, env=env, timeout=300, check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    return json.loads(result.stdout.strip().splitlines()[-1])


def dag_files() -> list[str]:
    """The DAG files; `_common.py` and `__init__.py` are the helpers they import, `_overhead.py` the benchmark's
    dag.test() probe (all listed in .airflowignore)."""
    return sorted(path.name for path in DAGS.glob("*.py") if not path.name.startswith("_"))


def test_helpers_are_ignored_by_the_dag_processor():
    assert {"__init__.py", "_common.py", "_overhead.py"} <= set((DAGS / ".airflowignore").read_text().split())


def test_there_are_dag_files():
    assert {"ingest_documents.py", "refresh_embeddings.py", "train_evaluators.py", "import_labels.py",
            "promote_models.py"} <= set(dag_files())


@pytest.mark.parametrize("name", dag_files())
def test_dag_file_imports_without_errors_and_defines_a_dag(parse_report, name):
    entry = parse_report["files"][name]
    assert entry["error"] is None, f"{name}: {entry['error']}"
    assert entry["dags"], f"{name} defines no DAG"


@pytest.mark.parametrize("name", dag_files())
def test_no_heavy_imports_at_parse_time(parse_report, name):
    assert parse_report["files"][name]["heavy_imports"] == [], (
        f"{name} imports heavy modules at parse time; move the import into the task body"
    )


def test_no_database_or_network_access_at_parse_time(parse_report):
    assert parse_report["forbidden_calls"] == []


@pytest.mark.parametrize("name", dag_files())
def test_dags_have_tags_docs_and_retries(parse_report, name):
    for dag in parse_report["files"][name]["dags"]:
        assert dag["tags"], f"{dag['dag_id']} has no tags"
        assert dag["has_doc"], f"{dag['dag_id']} has no doc_md"
        assert dag["catchup"] is False, f"{dag['dag_id']} must not catch up"
        low = {task: retries for task, retries in dag["retries"].items() if retries < 2}
        assert not low, f"{dag['dag_id']}: tasks with retries < 2: {low}"


def test_ingest_dag_runs_one_at_a_time(parse_report):
    (dag,) = parse_report["files"]["ingest_documents.py"]["dags"]
    assert dag["max_active_runs"] == 1
    assert set(dag["retries"]) == {"snapshot_settings", "plan_ingest", "list_batches", "extract_batch", "commit_ingest",
                                   "announce_chunks"}
    # Only announce_chunks emits the chunks asset, after the commit: it is skipped when nothing changed.
    assert dag["upstream"]["announce_chunks"] == ["commit_ingest"]
    # The grid names a mapped batch after what it holds, not its index.
    assert dag["map_index_template"] == {"extract_batch": "{{ batch_name }}"}


@pytest.mark.parametrize("name", dag_files())
def test_every_task_has_an_execution_timeout(parse_report, name):
    for dag in parse_report["files"][name]["dags"]:
        missing = [task for task, seconds in dag["execution_timeout"].items() if not seconds]
        assert not missing, f"{dag['dag_id']}: tasks without execution_timeout: {missing}"


@pytest.mark.parametrize("name", dag_files())
def test_trigger_params_are_typed_settings_with_descriptions_and_current_defaults(parse_report, name):
    """The trigger form shows a typed field per Param; a settings Param is named by its `--set` key and carries the
    settings model's type and the value params.yaml gives it now."""
    from tasks.core.settings import load_settings

    current = load_settings().to_flat_dict()
    for dag in parse_report["files"][name]["dags"]:
        assert dag["params"], f"{dag['dag_id']} declares no Params: its trigger form would be empty"
        for key, param in dag["params"].items():
            assert param["schema"].get("type") or param["schema"].get("enum"), (dag["dag_id"], key)
            assert param["description"], (dag["dag_id"], key)
            if key in current and key != "ingest.source":  # the source is anchored to the params file's folder
                assert param["default"] == current[key], (dag["dag_id"], key)


def test_refresh_embeddings_is_scheduled_on_chunks_and_publishes_the_index(parse_report):
    (ingest_dag,) = parse_report["files"]["ingest_documents.py"]["dags"]
    (dag,) = parse_report["files"]["refresh_embeddings.py"]["dags"]
    assert ingest_dag["outlets"] == ["ragops_chunks"]
    assert dag["schedule_assets"] == ["ragops_chunks"] and dag["outlets"] == ["ragops_index"]
    assert dag["max_active_runs"] == 1
    assert set(dag["retries"]) == {"snapshot_settings", "plan_embedding", "list_shards", "embed_shard", "build_index",
                                   "validate_index", "publish_index"}
    # The shards are mapped over the plan; the build waits for all of them (and runs when there were none to embed).
    assert dag["upstream"]["embed_shard"] == ["list_shards", "snapshot_settings"]
    assert dag["upstream"]["build_index"] == ["embed_shard", "plan_embedding", "snapshot_settings"]


def test_import_labels_is_manual_and_emits_the_labels_asset(parse_report):
    (dag,) = parse_report["files"]["import_labels.py"]["dags"]
    assert dag["schedule_assets"] == [] and dag["outlets"] == ["ragops_labels"]
    assert dag["max_active_runs"] == 1
    assert dag["upstream"] == {"import_labels": []}


def test_train_evaluators_is_scheduled_on_labels_ranker_after_dcee_and_intent(parse_report):
    (dag,) = parse_report["files"]["train_evaluators.py"]["dags"]
    assert dag["schedule_assets"] == ["ragops_labels"] and dag["outlets"] == ["ragops_evaluators"]
    assert dag["max_active_runs"] == 1
    assert dag["upstream"] == {
        "snapshot_settings": [],  # params.yaml + conf, frozen for the run
        "train_dcee": ["snapshot_settings"],
        "train_intent": ["snapshot_settings"],  # in parallel with train_dcee
        # DCEE scores and the routed intent are its features
        "train_ranker": ["snapshot_settings", "train_dcee", "train_intent"],
        "eval_evaluators": ["snapshot_settings", "train_ranker"],
        "export_queue": ["snapshot_settings", "train_ranker"],
    }


def test_promote_models_is_scheduled_on_the_evaluators_and_the_index_and_reviews_before_promoting(parse_report):
    (dag,) = parse_report["files"]["promote_models.py"]["dags"]
    assert dag["schedule_assets"] == ["ragops_evaluators", "ragops_index"] and dag["outlets"] == []
    assert dag["max_active_runs"] == 1
    assert dag["upstream"] == {
        "snapshot_settings": [],
        "evaluate": ["snapshot_settings"],
        "gate": ["evaluate", "snapshot_settings"],
        "route": ["gate", "snapshot_settings"],
        "review": ["route"],  # the human-in-the-loop approval; skipped by route without require_review
        "promote": ["gate", "review", "route", "snapshot_settings"],
        "record_rejection": ["promote", "snapshot_settings"],
    }


@pytest.mark.parametrize("name", ["ingest_documents.py", "refresh_embeddings.py", "train_evaluators.py",
                                  "promote_models.py"])
def test_every_task_reads_the_run_settings_snapshot(parse_report, name):
    """A param edit mid-run must not change a running DAG: the first task freezes the settings, every other
    task is downstream of it."""
    (dag,) = parse_report["files"][name]["dags"]
    assert dag["upstream"]["snapshot_settings"] == []
    for task_id in dag["upstream"]:
        if task_id != "snapshot_settings":
            assert _reaches(dag["upstream"], task_id, "snapshot_settings"), task_id


def _reaches(upstream: dict, task_id: str, target: str) -> bool:
    pending, seen = list(upstream[task_id]), set()
    while pending:
        node = pending.pop()
        if node == target:
            return True
        if node not in seen:
            seen.add(node)
            pending.extend(upstream.get(node, []))
    return False


def test_a_run_id_becomes_a_folder_name(monkeypatch):
    """The ingest and embedding plans name their staging folders after the DAG run: no `:`, `+` or `/` of
    Airflow's run ids reaches a path."""
    from dags import _common

    monkeypatch.setattr(_common, "get_current_context", lambda: {"run_id": "manual__2026-01-01T00:00:00+00:00/x"})
    assert _common.folder_run_id() == "manual__2026-01-01T00_00_00_00_00_x"
