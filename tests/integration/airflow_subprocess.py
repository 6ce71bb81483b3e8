"""The environment `dag_runner.py` subprocesses run in (imported by the DAG integration tests)."""

from __future__ import annotations

from pathlib import Path

from tasks.bench.orchestration import airflow_env

REPO = Path(__file__).resolve().parents[2]


def migrated_airflow_env(home: Path, data_root: Path) -> dict[str, str]:
    """Environment for `dag_runner.py` subprocesses: their own AIRFLOW_HOME and SQLite metadata DB (migrated
    here), the repo's dags/, and RAGOPS_DATA_ROOT (whose mlflow.db the stages then log to)."""
    return airflow_env(home, data_root)
