"""The environment `dag_runner.py` subprocesses run in (imported by the DAG integration tests)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def migrated_airflow_env(home: Path, data_root: Path) -> dict[str, str]:
    """Environment for `dag_runner.py` subprocesses: their own AIRFLOW_HOME and SQLite metadata DB (migrated
    here), the repo's dags/, and RAGOPS_DATA_ROOT (whose mlflow.db the stages then log to)."""
    env = {
        **os.environ,
        "AIRFLOW_HOME": str(home),
        "AIRFLOW__CORE__DAGS_FOLDER": str(REPO / "dags"),
        "AIRFLOW__CORE__LOAD_EXAMPLES": "False",
        "AIRFLOW__CORE__PARALLELISM": "4",
        "AIRFLOW__DATABASE__SQL_ALCHEMY_CONN": f"sqlite:///{home}/airflow.db",
        "RAGOPS_DATA_ROOT": str(data_root),
        "MLFLOW_DISABLE_TELEMETRY": "true",
    }
    env.pop("MLFLOW_TRACKING_URI", None)
    airflow = Path(sys.executable).with_name("airflow")
    migrate = subprocess.run([str(airflow), "db", "migrate"], env=env, capture_output=True, text=True, timeout=600)
    assert migrate.returncode == 0, migrate.stderr[-3000:]
    return env
