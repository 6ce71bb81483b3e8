"""`ragops bench tables` end to end on a small copy of the development sets and on the generated families:
every extractor scored by the same scorer, anchors whose library is missing reported as skipped, the report and its MLflow run."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from tasks.bench.tables import compare, summary_lines
from tasks.cli import main

SUBSET = {
    "tables/icdar2013-eu": ["eu-001.pdf", "eu-001-str.xml"],
    # camelot's ground truth comes from its test modules; files they name that are not here are ignored.
    "tables/camelot": ["expected_data.py", "test_lattice.py", "test_stream.py", "test_network.py", "test_hybrid.py",
                       "twotables_2.pdf", "health.pdf"],
    "tables/tabula": ["AnimalSounds.pdf", "AnimalSounds.csv", "twotables.pdf", "twotables.json"],
    "pdf": ["scotus-transcript-p1.pdf"],
}


def _subset(testdata: Path, root: Path) -> Path:
    for folder, names in SUBSET.items():
        (root / folder).mkdir(parents=True)
        for name in names:
            (root / folder / name).symlink_to(testdata / folder / name)
    return root


def test_bench_tables_scores_every_extractor_the_same_way(testdata: Path, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    from mlflow.tracking import MlflowClient

    monkeypatch.setenv("RAGOPS_DATA_ROOT", str(tmp_path))
    monkeypatch.delenv("MLFLOW_TRACKING_URI", raising=False)
    subset = _subset(testdata, tmp_path / "testdata")
    assert main(["--data-root", str(tmp_path), "bench", "tables", "--testdata", str(subset), "--extractors",
                 "ragops", "pdfplumber-text", "camelot-lattice", "--json"]) == 0

    report = json.loads((tmp_path / "reports" / "bench_tables.json").read_text(encoding="utf-8"))
    real = {"icdar2013-eu", "camelot", "tabula"}
    assert set(report["sets"]) == real | {"generated-dev", "generated-held-out"}
    expected_tables = {"icdar2013-eu": 7, "camelot": 3, "tabula": 3}  # eu-001: seven regions
    for set_name, per_extractor in report["sets"].items():
        if set_name not in real:  # the generated families: every page drawn and scored, ragops reads its tables
            assert per_extractor["ragops"]["tables_found"] == per_extractor["ragops"]["tables"] > 0
            assert per_extractor["ragops"]["errors"] == 0
            continue
        for name in ("ragops", "pdfplumber-text"):
            result = per_extractor[name]
            assert result["tables"] == expected_tables[set_name] and result["errors"] == 0
            assert 0.0 <= result["accuracy"] <= result["accuracy_ignoring_spaces"] <= 1.0
            assert 0.0 <= result["adjacency"]["f1"] <= 1.0 and result["seconds"] > 0
        assert "comparison" in per_extractor
    assert report["sets"]["icdar2013-eu"]["ragops"]["tables_found"] == 7
    assert report["sets"]["icdar2013-eu"]["ragops"]["accuracy"] >= 0.9
    camelot = report["sets"]["tabula"]["camelot-lattice"]
    if importlib.util.find_spec("camelot") is None:
        assert "camelot-py is not installed" in camelot["skipped"]
    else:
        assert camelot["tables"] == 3 and camelot["errors"] == 0
        assert report["versions"]["camelot-py"]
    assert report["no_table_pdfs"]["files"] == ["pdf/scotus-transcript-p1.pdf"]
    assert report["no_table_pdfs"]["extractors"]["ragops"]["false_tables"] == 0
    assert json.loads(capsys.readouterr().out)["sets"]["camelot"]["ragops"]["tables"] == 3

    client = MlflowClient(tracking_uri=f"sqlite:///{tmp_path / 'mlflow.db'}")
    (run,) = client.search_runs([client.get_experiment_by_name("ragops").experiment_id])
    assert run.data.tags["ragops.stage"] == "bench_tables"
    assert run.data.metrics["icdar2013_eu_ragops_accuracy"] == report["sets"]["icdar2013-eu"]["ragops"]["accuracy"]


def test_bench_tables_without_testdata_writes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--data-root", str(tmp_path / "data"), "bench", "tables", "--testdata", str(tmp_path / "absent")]) == 0
    assert "shared test data not found" in capsys.readouterr().err
    assert not (tmp_path / "data").exists()


def _result(accuracy: float, f1: float) -> dict:
    return {"accuracy": accuracy, "accuracy_ignoring_spaces": accuracy, "adjacency": {"precision": f1, "recall": f1,
            "f1": f1}, "tables": 2, "tables_found": 2, "false_tables": 0, "seconds": 1.0}


def test_ragops_is_compared_with_the_best_anchor_of_each_figure() -> None:
    sets = {"ragops": _result(0.8, 0.9), "camelot-lattice": _result(0.85, 0.5), "camelot-stream": _result(0.2, 0.95),
            "camelot-hybrid": {"skipped": "camelot-py is not installed"}}
    assert compare(sets) == {
        "best_anchor_accuracy": {"extractor": "camelot-lattice", "value": 0.85},
        "best_anchor_adjacency_f1": {"extractor": "camelot-stream", "value": 0.95},
        "ragops_accuracy_at_least_best": False, "ragops_adjacency_f1_at_least_best": False,
    }
    lines = summary_lines({"sets": {"tabula": {**sets, "comparison": {}}}, "no_table_pdfs": {"ragops": 0}})
    assert lines[-2].split()[:3] == ["tabula", "camelot-hybrid", "skipped:"]
    assert lines[-1].split() == ["no-table", "PDFs", "ragops", "false", "tables", "0"]


def test_img2table_runs_in_its_own_process_or_is_skipped_with_the_way_to_install_it(testdata: Path,
                                                                                   tmp_path: Path) -> None:
    from tasks.bench.tables import IMG2TABLE_OVERLAY, Img2TableExtractor

    with pytest.raises(ImportError, match=r"requirements-img2table\.lock"):
        Img2TableExtractor(overlay=tmp_path / "absent")
    if not (IMG2TABLE_OVERLAY / "img2table").is_dir():
        return  # `make bench` installs the overlay; a fresh checkout reports img2table as skipped (above)
    extractor = Img2TableExtractor()
    try:
        found = extractor(testdata / "tables" / "tabula" / "AnimalSounds.pdf", [1])
    finally:
        extractor.close()
    (table,) = found[1]
    assert any("cat" in cell.lower() for row in table.grid for cell in row)
    assert 0 <= table.bbox[0] < table.bbox[2] <= 612 and table.bbox[1] < table.bbox[3]
