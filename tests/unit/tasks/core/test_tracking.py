"""Every stage run is logged to MLflow with the resolved settings; artifacts stay under the data root."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from mlflow.tracking import MlflowClient


def test_ingest_run_logs_settings_metrics_and_report(sample_corpus_master: Path, tmp_path: Path):
    data = tmp_path / "data"
    workdir = tmp_path / "elsewhere"
    workdir.mkdir()
    env = {key: value for key, value in os.environ.items() if key != "MLFLOW_TRACKING_URI"}
    done = subprocess.run(
        [sys.executable, "-m", "tasks.cli", "--data-root", str(data), "--set", "ingest.batch_size=5", "--set", "ingest.ocr.enabled=false",
         "ingest", "--source", str(sample_corpus_master), "--json", "--no-progress"],
        cwd=workdir, env=env, capture_output=True, text=True, timeout=600, check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout)

    client = MlflowClient(tracking_uri=f"sqlite:///{data / 'mlflow.db'}")
    run = client.get_run(report["mlflow_run_id"])
    assert run.data.tags["ragops.stage"] == "ingest"
    assert run.data.params["ingest.batch_size"] == "5"  # the override, as resolved
    assert run.data.params["ingest.chunking.strategies.operation.max_tokens"] == "128"
    assert run.data.metrics["documents_processed"] == report["processed"]
    artifacts = {item.path for item in client.list_artifacts(run.info.run_id)}
    assert {"settings.json", "ingest_report.json", "quarantine.json"} <= artifacts
    assert run.info.artifact_uri.startswith((data / "mlflow-artifacts").resolve().as_uri())
    assert list(workdir.iterdir()) == []  # nothing (no ./mlruns) in the working directory


def test_consecutive_stage_runs_in_one_process_log_to_their_own_data_roots(tmp_path: Path, monkeypatch):
    """mlflow.set_tracking_uri exports MLFLOW_TRACKING_URI; a second run must not follow the first's store."""
    from tasks.core.paths import DataPaths
    from tasks.core.settings import load_settings
    from tasks.core.tracking import stage_run

    monkeypatch.delenv("MLFLOW_TRACKING_URI", raising=False)
    settings = load_settings()
    ids = {}
    for name in ("first", "second"):
        with stage_run("probe", settings, DataPaths(tmp_path / name)) as run:
            ids[name] = run.run_id
    assert "MLFLOW_TRACKING_URI" not in os.environ
    for name, run_id in ids.items():
        assert MlflowClient(tracking_uri=f"sqlite:///{tmp_path / name / 'mlflow.db'}").get_run(run_id)
