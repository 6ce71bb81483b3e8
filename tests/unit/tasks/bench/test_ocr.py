"""`ragops bench ocr` end to end on a small page subset: both backends measured, report and MLflow run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tasks.cli import main


def test_bench_ocr_reports_both_backends(testdata: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    from mlflow.tracking import MlflowClient

    monkeypatch.setenv("RAGOPS_DATA_ROOT", str(tmp_path))
    monkeypatch.delenv("MLFLOW_TRACKING_URI", raising=False)  # the run goes into tmp_path/mlflow.db

    assert main(["--data-root", str(tmp_path), "bench", "ocr", "--testdata", str(testdata), "--rounds", "1",
                 "--pages", "phototest.tif", "ocr_test.pdf", "--json"]) == 0

    report = json.loads((tmp_path / "reports" / "bench_ocr.json").read_text(encoding="utf-8"))
    assert [page["path"] for page in report["pages"]] == ["ocr/phototest.tif", "scanned/ocr_test.pdf"]
    for name in ("rapidocr", "tesseract"):
        backend = report["backends"][name]
        assert isinstance(backend["pages_per_s"], float) and backend["pages_per_s"] > 0
        assert set(backend["cer"]) == {"ocr/phototest.tif", "scanned/ocr_test.pdf"}
        assert all(0.0 <= cer <= 1.0 for cer in backend["cer"].values())
        assert backend["errors"] == 0
    assert report["backends"]["rapidocr"]["cer_phototest"] <= 0.03
    assert report["backends"]["rapidocr"]["targets_met"]["phototest_cer"] is True
    assert report["backends"]["rapidocr"]["targets_met"]["unlv_cer"] is None  # not in the subset
    paddle = report["backends"]["paddleocr"]
    assert "skipped" in paddle or paddle["pages_per_s"] > 0
    assert report["rapidocr_to_tesseract_seconds_per_page_ratio"] > 0
    assert json.loads(capsys.readouterr().out)["rapidocr"]["cer"]["ocr/phototest.tif"] <= 0.03

    client = MlflowClient(tracking_uri=f"sqlite:///{tmp_path / 'mlflow.db'}")
    (run,) = client.search_runs([client.get_experiment_by_name("ragops").experiment_id])
    assert run.data.tags["ragops.stage"] == "bench_ocr"
    assert run.data.metrics["rapidocr_pages_per_s"] == report["backends"]["rapidocr"]["pages_per_s"]
    assert run.data.metrics["tesseract_cer_phototest"] == report["backends"]["tesseract"]["cer_phototest"]
    assert "bench_ocr.json" in {item.path for item in client.list_artifacts(run.info.run_id)}


def test_bench_ocr_without_testdata_writes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--data-root", str(tmp_path / "data"), "bench", "ocr", "--testdata", str(tmp_path / "absent")]) == 0
    assert "shared test data not found" in capsys.readouterr().err
    assert not (tmp_path / "data").exists()
