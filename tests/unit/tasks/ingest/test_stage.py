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
from tasks.ingest.ledger import doc_id_for
from tests.unit.tasks.ingest import copies


def run_ingest(source: Path | str, data_root: Path, **overrides) -> dict:
    # These tests are about the ledger and quarantine; OCR is off to keep them fast (test_ocr_ingest.py
    # covers it). With OCR off, pages without a text layer are listed as needs_ocr.
    settings = load_settings(overrides={"ingest.source": str(source), "ingest.ocr.enabled": False, **overrides})
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
    # Without time and memory bounds text layers are read in this process, where the fault is injected (with them,
    # in a worker process: tests/reliability covers a worker that crashes or overruns).
    report = run_ingest(sample_corpus, tmp_path / "data", **{"ingest.limits.wall_time_s": None,
                                                             "ingest.limits.max_memory_mb": None})
    n_docs = len(list(sample_corpus.rglob("*.pdf")))
    assert counts(report) == (n_docs - 1, 0, 0, 1)
    (item,) = report["quarantine"]
    assert item["source_path"] == "official/manuals/vp-50-operation-manual.pdf"
    assert "RecursionError" in item["reason"] and "unexpectedly" in item["reason"]


# ---------------------------------------------------------------- the same file under several names


def transcript_rows(data: Path) -> pd.DataFrame:
    """The chunk rows of the transcript (whichever of its names they stand under)."""
    chunks = pd.read_parquet(DataPaths(data).chunk_store)
    sha = ledger_sha(data, copies.SECOND) or ledger_sha(data, copies.FIRST)
    return chunks[chunks["doc_sha256"] == sha]


def ledger_sha(data: Path, path: str) -> str | None:
    entry = json.loads(DataPaths(data).ledger.read_text())["files"].get(path)
    return entry["sha256"] if entry else None


def store_view(data: Path) -> list[tuple]:
    """What must not depend on how the copies arrived: each chunk with its paths, id, document id and text."""
    chunks = pd.read_parquet(DataPaths(data).chunk_store)
    return sorted((row.chunk_id, row.source_path, tuple(row.source_paths), row.doc_id, row.title, row.text)
                  for row in chunks.itertuples())


def test_byte_identical_copies_are_one_document_with_both_paths(testdata: Path, tmp_path: Path):
    """Two names, one content: the ledger and the document store keep a row per path, the chunk store each chunk
    once under both paths (the first, sorted, canonical), in one batch as in two."""
    source = copies.place(testdata, tmp_path / "share", copies.FIRST, copies.SECOND, copies.OTHER)
    report = ingest.run(copies.ingest_settings(source), DataPaths(tmp_path / "data"), progress=False).to_dict()
    assert counts(report) == (3, 0, 0, 0)

    ledger = json.loads(DataPaths(tmp_path / "data").ledger.read_text())["files"]
    assert ledger[copies.FIRST]["sha256"] == ledger[copies.SECOND]["sha256"]
    assert ledger[copies.FIRST]["doc_id"] != ledger[copies.SECOND]["doc_id"]
    chunks = pd.read_parquet(DataPaths(tmp_path / "data").chunk_store)
    assert chunks["chunk_id"].is_unique
    rows = transcript_rows(tmp_path / "data")
    assert len(rows) == ledger[copies.FIRST]["n_chunks"] > 0  # the text once, not once per copy
    assert not rows.duplicated(["strategy", "text"]).any()
    assert {tuple(paths) for paths in rows["source_paths"]} == {(copies.FIRST, copies.SECOND)}
    assert set(rows["source_path"]) == {copies.FIRST}
    assert set(rows["doc_id"]) == {doc_id_for(copies.FIRST)}
    other = chunks[chunks["source_path"] == copies.OTHER]
    assert len(other) and {tuple(paths) for paths in other["source_paths"]} == {(copies.OTHER,)}

    documents = pd.read_parquet(DataPaths(tmp_path / "data").document_store).set_index("source_path")
    assert sorted(documents.index) == sorted([copies.FIRST, copies.SECOND, copies.OTHER])
    assert documents.loc[copies.SECOND, "canonical_path"] == copies.FIRST
    assert documents.loc[copies.SECOND, "doc_id"] == doc_id_for(copies.SECOND)
    assert documents.loc[copies.OTHER, "canonical_path"] == copies.OTHER

    # One file per batch: the copies meet only at the merge, with the same result.
    ingest.run(copies.ingest_settings(source, **{"ingest.batch_size": 1}), DataPaths(tmp_path / "batches"),
               progress=False)
    assert store_view(tmp_path / "batches") == store_view(tmp_path / "data")


def test_copies_across_runs_removal_and_change_keep_the_document_under_the_other_path(testdata: Path, tmp_path: Path):
    """A copy arriving in a later run joins the stored document; removing or changing one copy keeps the document
    under the other; removing every copy removes it."""
    source, data = tmp_path / "share", tmp_path / "data"
    settings = copies.ingest_settings(source)
    copies.place(testdata, source, copies.SECOND, copies.OTHER)
    ingest.run(settings, DataPaths(data), progress=False)
    alone = transcript_rows(data)
    assert {tuple(paths) for paths in alone["source_paths"]} == {(copies.SECOND,)}

    copies.place(testdata, source, copies.FIRST)  # the same bytes, a second run
    assert counts(ingest.run(settings, DataPaths(data), progress=False).to_dict()) == (1, 2, 0, 0)
    both = transcript_rows(data)
    assert set(both["chunk_id"]) == set(alone["chunk_id"]) and len(both) == len(alone)
    assert {tuple(paths) for paths in both["source_paths"]} == {(copies.FIRST, copies.SECOND)}
    assert set(both["source_path"]) == {copies.FIRST} and set(both["doc_id"]) == {doc_id_for(copies.FIRST)}
    copies.place(testdata, tmp_path / "one_run", copies.FIRST, copies.SECOND, copies.OTHER)
    ingest.run(copies.ingest_settings(tmp_path / "one_run"), DataPaths(tmp_path / "one_run_data"), progress=False)
    assert store_view(data) == store_view(tmp_path / "one_run_data")

    (source / copies.FIRST).unlink()  # the canonical copy goes: the document stays under the other name
    assert counts(ingest.run(settings, DataPaths(data), progress=False).to_dict()) == (0, 2, 1, 0)
    kept = transcript_rows(data)
    assert set(kept["chunk_id"]) == set(alone["chunk_id"])
    assert {tuple(paths) for paths in kept["source_paths"]} == {(copies.SECOND,)}
    assert set(kept["source_path"]) == {copies.SECOND} and set(kept["doc_id"]) == {doc_id_for(copies.SECOND)}

    copies.place(testdata, source, copies.FIRST)
    ingest.run(settings, DataPaths(data), progress=False)
    with (source / copies.SECOND).open("ab") as handle:  # one copy edited: it is a document of its own now
        handle.write(b"\n% revised copy\n")
    assert counts(ingest.run(settings, DataPaths(data), progress=False).to_dict()) == (1, 2, 0, 0)
    chunks = pd.read_parquet(DataPaths(data).chunk_store)
    assert chunks["chunk_id"].is_unique
    original = chunks[chunks["chunk_id"].isin(alone["chunk_id"])]
    assert len(original) == len(alone) and {tuple(paths) for paths in original["source_paths"]} == {(copies.FIRST,)}
    edited = chunks[chunks["source_path"] == copies.SECOND]
    assert len(edited) and not set(edited["chunk_id"]) & set(alone["chunk_id"])

    (source / copies.FIRST).unlink()
    (source / copies.SECOND).unlink()
    assert counts(ingest.run(settings, DataPaths(data), progress=False).to_dict()) == (0, 1, 2, 0)
    chunks = pd.read_parquet(DataPaths(data).chunk_store)
    assert set(chunks["source_path"]) == {copies.OTHER}
    assert {tuple(paths) for paths in chunks["source_paths"]} == {(copies.OTHER,)}
    assert list(pd.read_parquet(DataPaths(data).document_store)["source_path"]) == [copies.OTHER]


def test_a_store_written_before_copies_were_merged_is_read_and_rewritten(testdata: Path, tmp_path: Path):
    """A chunk store with a row per copy and no `source_paths` (and a document store without `canonical_path`)
    is read as one path per row; the next run, with nothing to process, rewrites it merged."""
    source = copies.place(testdata, tmp_path / "share", copies.FIRST, copies.SECOND, copies.OTHER)
    settings, data = copies.ingest_settings(source), tmp_path / "data"
    ingest.run(settings, DataPaths(data), progress=False)
    merged = store_view(data)
    copies.write_pre_merge_store(DataPaths(data))
    old = pd.read_parquet(DataPaths(data).chunk_store)
    assert "source_paths" not in old.columns and not old["chunk_id"].is_unique
    assert counts(ingest.run(settings, DataPaths(data), progress=False).to_dict()) == (0, 3, 0, 0)
    assert store_view(data) == merged
    documents = pd.read_parquet(DataPaths(data).document_store).set_index("source_path")
    assert documents.loc[copies.SECOND, "canonical_path"] == copies.FIRST
