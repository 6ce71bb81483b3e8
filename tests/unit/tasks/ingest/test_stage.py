"""Incremental ingestion through the stage functions (the CLI / dvc code path): ledger, removals, quarantine."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pandas as pd

from tasks.core.paths import DataPaths
from tasks.core.settings import load_settings
from tasks.ingest import stage as ingest


def run_ingest(source: Path | str, data_root: Path) -> dict:
    # These tests are about the ledger and quarantine; OCR is off to keep them fast (test_ocr_ingest.py
    # covers it). With OCR off, pages without a text layer are listed as needs_ocr.
    settings = load_settings(overrides={"ingest.source": str(source), "ingest.ocr.enabled": False})
    return ingest.run(settings, DataPaths(data_root), progress=False).to_dict()


def counts(report: dict) -> tuple[int, int, int, int]:
    return report["processed"], report["skipped"], report["removed"], report["quarantined"]


def test_changed_deleted_and_bad_files(sample_corpus: Path, tmp_path: Path):
    data = tmp_path / "data"
    first = run_ingest(sample_corpus, data)
    n_docs = len(list(sample_corpus.rglob("*.pdf")))
    assert counts(first) == (n_docs, 0, 0, 0)
    chunks_before = pd.read_parquet(DataPaths(data).chunk_store)

    # A touch without a content change re-hashes the file but it is still unchanged: skipped.
    manual = sample_corpus / "official/manuals/hx-200-operation-manual.pdf"
    os.utime(manual, (1_900_000_000, 1_900_000_000))
    assert counts(run_ingest(sample_corpus, data)) == (0, n_docs, 0, 0)

    # A changed file replaces its chunks (new ids, no duplicates); a deleted file removes them;
    # broken files are quarantined while the rest of the batch finishes.
    with manual.open("ab") as handle:
        handle.write(b"\n% revised copy\n")
    (sample_corpus / "official/specs/ls-40-vs-ls-60-spec-sheet.pdf").unlink()
    (sample_corpus / "official/empty.pdf").write_bytes(b"")
    (sample_corpus / "official/not-really.pdf").write_text("<html>a web page saved as .pdf</html>")
    report = run_ingest(sample_corpus, data)
    assert counts(report) == (1, n_docs - 2, 1, 2)

    chunks = pd.read_parquet(DataPaths(data).chunk_store)
    assert chunks["chunk_id"].is_unique
    assert "official/specs/ls-40-vs-ls-60-spec-sheet.pdf" not in set(chunks["source_path"])
    old_ids = set(chunks_before[chunks_before["source_path"] == str(manual.relative_to(sample_corpus))]["chunk_id"])
    new_ids = set(chunks[chunks["source_path"] == str(manual.relative_to(sample_corpus))]["chunk_id"])
    assert new_ids and not (old_ids & new_ids)
    assert len(chunks) == len(chunks_before) - (chunks_before["source_path"] == "official/specs/ls-40-vs-ls-60-spec-sheet.pdf").sum()

    quarantine = json.loads(DataPaths(data).quarantine_index.read_text())
    assert {item["source_path"]: item["reason"][:11] for item in quarantine} == {
        "official/empty.pdf": "empty file ",
        "official/not-really.pdf": "not a PDF: ",
    }
    # Unchanged bad files are not retried on every run; fixing one clears it from quarantine.
    assert counts(run_ingest(sample_corpus, data)) == (0, n_docs - 1 + 2, 0, 0)
    (sample_corpus / "official/not-really.pdf").unlink()
    (sample_corpus / "official/empty.pdf").unlink()
    run_ingest(sample_corpus, data)
    assert json.loads(DataPaths(data).quarantine_index.read_text()) == []


def test_with_ocr_disabled_scanned_pages_are_listed_never_dropped(sample_corpus_master: Path, tmp_path: Path):
    report = run_ingest(sample_corpus_master, tmp_path / "data")
    manifest = json.loads((sample_corpus_master / "manifest.json").read_text())
    documents = manifest["documents"] if isinstance(manifest, dict) else manifest
    expected = {(doc["path"], page) for doc in documents for page in doc["scanned_pages"]}
    listed = {(item["source_path"], item["page"]) for item in report["needs_ocr_pages"]}
    assert listed == expected and len(expected) >= 5
    assert all(item["reason"].startswith("scanned page") for item in report["needs_ocr_pages"])
    assert report["ocr_pages"] == 0


def test_cli_contract_json_and_errors(sample_corpus_master: Path, tmp_path: Path):
    ragops = [sys.executable, "-m", "tasks.cli"]
    done = subprocess.run(
        [*ragops, "--data-root", str(tmp_path / "d"), "--set", "ingest.ocr.enabled=false", "ingest", "--source", str(sample_corpus_master), "--json", "--no-progress"],
        capture_output=True, text=True, check=False, timeout=600,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout)
    assert report["processed"] > 40 and report["quarantined"] == 0
    assert report["chunk_store"] == str(tmp_path / "d" / "chunks" / "chunks.parquet")
    assert Path(report["chunk_store"]).exists()

    bad = subprocess.run([*ragops, "ingest", "--set", "ingest.batch_sise=3"], capture_output=True, text=True, check=False)
    assert bad.returncode == 2
    assert "ingest.batch_sise" in bad.stderr and "batch_size" in bad.stderr

    env = {**os.environ, "RAGOPS_DATA_ROOT": str(tmp_path / "from_env")}
    missing = subprocess.run([*ragops, "ingest", "--source", str(tmp_path / "nowhere")], capture_output=True, text=True,
                             check=False, env=env)
    assert missing.returncode == 1 and "does not exist" in missing.stderr


def test_any_fsspec_url_is_a_source(sample_corpus_master: Path, tmp_path: Path):
    import fsspec

    memory = fsspec.filesystem("memory")
    for path in sorted(sample_corpus_master.rglob("*.pdf"))[:3]:
        memory.pipe(f"/bucket/docs/{path.relative_to(sample_corpus_master)}", path.read_bytes())
    report = run_ingest("memory://bucket/docs", tmp_path / "data")
    assert counts(report) == (3, 0, 0, 0)
    assert counts(run_ingest("memory://bucket/docs", tmp_path / "data")) == (0, 3, 0, 0)
    memory.rm("/bucket", recursive=True)


def test_a_crash_inside_one_file_quarantines_it_and_the_batch_finishes(sample_corpus: Path, tmp_path: Path, monkeypatch):
    import tasks.ingest.pdf_extract as pdf_extract

    real_extract = pdf_extract.extract_pdf

    def crashing_on_one_file(data, name, settings, vocabulary=None):  # fault injection: a library bug on one input
        if name.endswith("vp-50-operation-manual.pdf"):
            raise RecursionError("maximum recursion depth exceeded in pdfminer")
        return real_extract(data, name, settings, vocabulary)

    monkeypatch.setattr(pdf_extract, "extract_pdf", crashing_on_one_file)
    report = run_ingest(sample_corpus, tmp_path / "data")
    n_docs = len(list(sample_corpus.rglob("*.pdf")))
    assert counts(report) == (n_docs - 1, 0, 0, 1)
    (item,) = report["quarantine"]
    assert item["source_path"] == "official/manuals/vp-50-operation-manual.pdf"
    assert "RecursionError" in item["reason"] and "unexpectedly" in item["reason"]
