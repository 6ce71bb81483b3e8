"""The report tail every benchmark shares (tasks/bench/common.py `write_and_log`): the JSON file under
`<data_root>/reports/`, the MLflow run with its metrics, tags and the file, the run id handed back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from mlflow.tracking import MlflowClient

from tasks.bench.common import write_and_log
from tasks.core.paths import DataPaths
from tasks.core.settings import load_settings


def test_the_report_is_written_then_logged_and_the_run_id_handed_back(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MLFLOW_TRACKING_URI", raising=False)
    paths = DataPaths(tmp_path / "data")
    report = {"queries": 3, "ms": {"p50": 1.5}}

    returned = write_and_log(report, "bench_probe", load_settings(), paths,
                             lambda report: {"queries": float(report["queries"]), "p50_ms": report["ms"]["p50"]},
                             {"index_version": "v1"})

    assert returned is report
    written = json.loads((paths.reports / "bench_probe.json").read_text(encoding="utf-8"))
    assert written == {"queries": 3, "ms": {"p50": 1.5}}  # the file is written before the run: no run id in it
    run = MlflowClient(tracking_uri=f"sqlite:///{paths.root / 'mlflow.db'}").get_run(returned["mlflow_run_id"])
    assert run.data.tags["ragops.stage"] == "bench_probe" and run.data.tags["index_version"] == "v1"
    assert run.data.metrics == {"queries": 3.0, "p50_ms": 1.5}
    artifacts = {item.path for item in MlflowClient(tracking_uri=f"sqlite:///{paths.root / 'mlflow.db'}")
                 .list_artifacts(run.info.run_id)}
    assert "bench_probe.json" in artifacts
