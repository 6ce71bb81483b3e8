"""`dag.test()` of ingest_documents on the sample corpus (first run, no-op rerun, one changed file), then of
refresh_embeddings on the chunks it wrote."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

from tests.integration.airflow_subprocess import migrated_airflow_env

REPO = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def airflow_env(tmp_path_factory) -> dict[str, str]:
    return migrated_airflow_env(tmp_path_factory.mktemp("airflow_home"), tmp_path_factory.mktemp("data"))


def run_dag(env: dict[str, str], conf: dict, dag_id: str = "ingest_documents") -> dict:
    done = subprocess.run(
        [sys.executable, str(Path(__file__).with_name("dag_runner.py")), dag_id, json.dumps(conf)],
        env=env, capture_output=True, text=True, timeout=900,
    )
    assert done.returncode == 0, done.stderr[-4000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["state"] == "success", result
    report_file = "ingest/last_report.json" if dag_id == "ingest_documents" else "index/last_report.json"
    report = json.loads((Path(env["RAGOPS_DATA_ROOT"]) / report_file).read_text())
    return {**result, "report": report}


# A slice of the sample corpus, every kind of document: English and Chinese text, a table, two policy versions, a
# page that needs OCR (instrument-calibration-2020 p.1 is a scan) — what the DAG wiring must carry. The whole
# corpus goes through ingest in the session's built root and in `dvc repro`.
DAG_CORPUS = [
    "official/manuals/kt-100-operation-manual.pdf", "official/manuals/hx-200-operation-manual-zh.pdf",
    "official/specs/kt-100-vs-kt-220-spec-sheet.pdf", "official/fault-guides/hx-200-fault-guide-eu.pdf",
    "official/policies/instrument-calibration-2020.pdf", "official/policies/instrument-calibration-2023.pdf",
    "wechat/warranty-visit-booking-guide.pdf", "forum/hx-200-e42-after-firmware-update.pdf",
]


@pytest.fixture
def dag_corpus(sample_corpus: Path) -> Path:
    for path in sample_corpus.rglob("*.pdf"):
        if str(path.relative_to(sample_corpus)) not in DAG_CORPUS:
            path.unlink()
    return sample_corpus


def test_ingest_dag_is_incremental(airflow_env, dag_corpus: Path):
    conf = {"ingest": {"source": str(dag_corpus), "batch_size": 3}}
    n_docs = len(list(dag_corpus.rglob("*.pdf")))
    assert n_docs == len(DAG_CORPUS)

    first = run_dag(airflow_env, conf)
    assert first["report"]["processed"] == n_docs and first["report"]["quarantined"] == 0
    assert first["report"]["ocr_pages"] == 1  # the scan was read by OCR inside an Airflow task
    mapped = [task for task in first["tasks"] if task.startswith("extract_batch[")]
    assert len(mapped) == -(-n_docs // 3)  # dynamic task mapping: one task per batch

    second = run_dag(airflow_env, conf)
    assert (second["report"]["processed"], second["report"]["skipped"]) == (0, n_docs)
    assert second["tasks"]["commit_ingest"] == "success"  # commits (and emits the asset) with nothing to do

    changed = dag_corpus / "official/manuals/kt-100-operation-manual.pdf"
    with changed.open("ab") as handle:
        handle.write(b"\n% revised\n")
    third = run_dag(airflow_env, conf)
    assert (third["report"]["processed"], third["report"]["skipped"]) == (1, n_docs - 1)
    assert third["report"]["chunks_total"] == first["report"]["chunks_total"]


def test_refresh_embeddings_dag_after_ingest(airflow_env):
    """Runs on the chunks the ingest DAG above committed (same data root)."""
    chunks = Path(airflow_env["RAGOPS_DATA_ROOT"]) / "chunks" / "chunks.parquet"
    assert chunks.exists(), "runs after test_ingest_dag_is_incremental"
    result = run_dag(airflow_env, {"embed": {"probe_sample": 20}}, dag_id="refresh_embeddings")
    assert {result["tasks"][task] for task in ("build_index", "validate_index", "publish_index")} == {"success"}
    report = result["report"]
    stored = pd.read_parquet(chunks)
    assert report["switched"] and report["full_rebuild"] and report["embedded"] == report["total"] == len(stored)
    current = (Path(airflow_env["RAGOPS_DATA_ROOT"]) / "index" / "CURRENT").read_text().strip()
    assert current == report["version"]
