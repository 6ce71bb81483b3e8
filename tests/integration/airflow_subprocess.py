"""The environment `dag_runner.py` subprocesses run in (imported by the DAG integration tests)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from filelock import FileLock

from tasks.bench.orchestration import airflow_env

REPO = Path(__file__).resolve().parents[2]


def migrated_airflow_env(home: Path, data_root: Path) -> dict[str, str]:
    """Environment for `dag_runner.py` subprocesses: their own AIRFLOW_HOME and SQLite metadata DB, the repo's dags/,
    and RAGOPS_DATA_ROOT (whose mlflow.db the stages then log to). The DB is a copy of one migrated once per test
    run (`airflow db migrate` costs seconds in every module otherwise); every module still gets its own."""
    home.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(_migrated_template(home), home / "airflow.db")
    return airflow_env(home, data_root, migrate=False)


def _migrated_template(home: Path) -> Path:
    """A freshly migrated, empty airflow.db beside the test run's temporary folders (shared by the pytest-xdist
    workers, built by the first under a file lock)."""
    # `home` is <basetemp>/<name>: under xdist basetemp is the worker's own folder below the run's shared one.
    shared = home.parent.parent if os.environ.get("PYTEST_XDIST_WORKER") else home.parent
    folder = shared / "airflow_template"
    with FileLock(str(shared / "airflow_template.lock")):
        if not (folder / "DONE").exists():
            shutil.rmtree(folder, ignore_errors=True)
            airflow_env(folder, folder / "data")
            (folder / "DONE").write_text("migrated\n")
    return folder / "airflow.db"
