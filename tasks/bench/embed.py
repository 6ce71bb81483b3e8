"""`make bench` for the embed stage: full and incremental index builds, and query latency at 100k chunks.

1. Full build: the sample corpus (seed 7) is generated and ingested (OCR off) into a scratch data root, and
   `tasks.embed.stage.build` runs from scratch -> chunks/s. The model is loaded before the clock starts. Side by
   side, interleaved (raw, build, raw, build), the bare library on the same chunk texts: sentence-transformers'
   `encode` (torch, fp32, the same batch size and normalisation) -> the build's speed as a share of raw encode's.
2. Incremental: one document gets a changed text (a revision paragraph appended to its last page, rendered
   with the corpus's own PDF renderer), is re-ingested, and `embed.build` runs again against the published
   full build -> its seconds as a share of the full build's, and how many chunks were embedded vs reused
   (only the changed document's chunks whose text changed should be embedded).
3. Query latency on a synthetic 100k-chunk strategy index laid out exactly as `tasks.embed.stage` writes one
   (`build_synthetic_index`: 384-d unit vectors clustered around 1,000 centres by `ragops bench faiss`'s generator,
   seed 0, in the FAISS index `embed.index_type` gives 100k chunks — flat under `auto` — built by the stage's own
   code; BM25 over texts of zipf-sampled corpus words; chunks.parquet with the index columns): `tasks.runtime.retrieval.search` (hybrid, k=10, query embedding
   included) against a plain FAISS flat `index.search(q, 10)` on the same index with precomputed vectors,
   plus the parts in between (hybrid without the embedding, the embedding alone, the BM25 score row alone).
   All of them run query by query in rotating order in one process, so their ratios hold on a noisy
   machine even when absolute milliseconds do not.
4. Backends: `embed.backend` torch (fp32) against onnx-int8 — encode speed on the corpus's chunk texts (rounds
   interleaved), one-query embedding latency (interleaved query by query), and held-out recall@5
   (`tasks.evaluation.retrieval` on the sample corpus's held-out queries) of an index built with each, from the
   chunk store as the full build saw it (the full build itself for the configured backend).

Scratch stage runs (ingest) log to a scratch MLflow store, not the caller's. Output:
`<data_root>/reports/bench_embed.json`, also logged to MLflow (`bench_embed` run).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import shutil
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import replace
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import numpy as np

from tasks.bench.common import machine, percentiles, progress, write_and_log
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings

SEED = 7
CHANGED_DOCUMENT = "official/manuals/hx-300-operation-manual.pdf"
REVISION_NOTE = ("Revision note: from this edition on, the start-up checklist also requires a visual "
                 "inspection of the inlet strainer and a leak test of the drain valve before the first run "
                 "of the day; record both in the maintenance log.")
N_CHUNKS = 100_000
DIMENSION = 384
N_QUERIES = 200
WARMUP = 20
K = 10
VOCABULARY = 3000
SYNTHETIC_STRATEGY = "operation"
METHODS = ("hybrid", "hybrid_without_embedding", "faiss_flat", "query_embedding", "bm25_scores")
ROUNDS = 2  # interleaved rounds of the full build against raw encode, and of fp32 against int8 encode
BACKEND_QUERIES = 100
BACKEND_TEXTS = 600  # chunk texts (an even sample) encoded per backend and round
SYNTHETIC_CACHE_FORMAT = 1  # bump when build_synthetic_index changes what it writes: older cached builds are not reused
SYNTHETIC_INFO = "bench_info.json"  # in a cached synthetic version folder, written last: the build completed
RECALL_QUERIES = 200  # held-out points near the synthetic index's centres: its dense recall@10 against exact search


def _progress(message: str) -> None:
    progress("bench_embed", message)


@contextlib.contextmanager
def scratch_tracking(root: Path) -> Iterator[None]:
    """Stage runs inside the block log to `<root>/mlflow.db`, whatever MLFLOW_TRACKING_URI says outside it."""
    saved = os.environ.get("MLFLOW_TRACKING_URI")
    os.environ["MLFLOW_TRACKING_URI"] = f"sqlite:///{(root / 'mlflow.db').resolve()}"
    try:
        yield
    finally:
        if saved is None:
            os.environ.pop("MLFLOW_TRACKING_URI", None)
        else:
            os.environ["MLFLOW_TRACKING_URI"] = saved


# ---------------------------------------------------------------- 1 + 2: full and incremental builds


def rewrite_document(corpus: Path, rel_path: str, seed: int = SEED, note: str = REVISION_NOTE) -> None:
    """Re-render one corpus document with `note` appended to its last page (a real content change)."""
    from tasks.sample_corpus.render import render_document_pdf
    from tasks.sample_corpus.specs import ParagraphBlock, build_document_specs

    specs = {spec.rel_path: spec for spec in build_document_specs(seed)}
    if rel_path not in specs:
        raise ValueError(f"{rel_path!r} is not a sample corpus document")
    spec = specs[rel_path]
    if spec.pages[-1].scanned:
        raise ValueError(f"{rel_path}: the last page is a scan; pick a document with a text layer")
    last = replace(spec.pages[-1], blocks=(*spec.pages[-1].blocks, ParagraphBlock(note)))
    render_document_pdf(replace(spec, pages=(*spec.pages[:-1], last)), corpus / rel_path)


def _doc_chunks(paths: DataPaths, rel_path: str) -> int:
    import pandas as pd

    chunks = pd.read_parquet(paths.chunk_store, columns=["source_path"])
    return int((chunks["source_path"] == rel_path).sum())


def _timed_build(settings: Settings, paths: DataPaths) -> tuple[Path, float, dict[str, Any]]:
    from tasks.embed.stage import build
    from tasks.runtime.index_store import read_manifest

    start = time.perf_counter()
    staging = build(settings, paths, progress=False)
    seconds = time.perf_counter() - start
    return staging, seconds, read_manifest(staging)


def _validate_and_switch(staging: Path, settings: Settings, paths: DataPaths) -> tuple[dict[str, float], float]:
    """The stage's gate, then CURRENT -> staging (index_store.publish: no MLflow run for scratch builds)."""
    from tasks.embed.stage import validate
    from tasks.runtime.index_store import publish

    start = time.perf_counter()
    rates = validate(staging, settings)
    seconds = time.perf_counter() - start
    publish(paths, staging, settings.embed.keep_versions)
    return rates, seconds


def scratch_settings(settings: Settings, workdir: Path) -> Settings:
    """The caller's settings over the scratch sample corpus, OCR off."""
    return settings.model_copy(update={"ingest": settings.ingest.model_copy(update={
        "source": str(workdir / "sample_corpus"), "ocr": settings.ingest.ocr.model_copy(update={"enabled": False})})})


def raw_encode_seconds(embedder: Any, texts: Sequence[str]) -> float:
    """sentence-transformers' own `encode` (torch fp32) of `texts` as the embedder calls it: same model object,
    batch size and normalisation, nothing around it."""
    start = time.perf_counter()
    embedder._model.encode(list(texts), batch_size=embedder.batch_size, convert_to_numpy=True,
                           normalize_embeddings=True)
    return time.perf_counter() - start


def measure_builds(settings: Settings, workdir: Path, changed: str = CHANGED_DOCUMENT, seed: int = SEED) -> dict[str, Any]:
    from tasks.ingest import stage as ingest
    from tasks.runtime.embedder import embedder_for
    from tasks.sample_corpus import generate_sample_corpus

    corpus = workdir / "sample_corpus"
    paths = DataPaths(workdir / "data")
    settings = scratch_settings(settings, workdir)
    _progress(f"generating the sample corpus (seed {seed}) and ingesting it (OCR off) under {workdir}")
    summary = generate_sample_corpus(corpus, seed=seed)
    ingested = ingest.run(settings, paths, progress=False)

    start = time.perf_counter()
    embedder_for(settings).embed(["warm-up"])  # the model load is a per-process cost, not a per-chunk one
    model_load = time.perf_counter() - start

    from tasks.embed.stage import read_chunks

    texts = read_chunks(paths)[0]["text"].tolist()
    raw_seconds, build_seconds = [], []
    for round_ in range(ROUNDS):
        _progress(f"round {round_ + 1}/{ROUNDS}: raw encode and full build of {len(texts)} chunks")
        raw_seconds.append(raw_encode_seconds(embedder_for(settings), texts))
        shutil.rmtree(paths.index_root, ignore_errors=True)  # from scratch: no previous version, no cache
        staging, seconds, full = _timed_build(settings, paths)
        build_seconds.append(seconds)
    full_seconds, raw = float(np.median(build_seconds)), float(np.median(raw_seconds))
    full_rates, full_validate = _validate_and_switch(staging, settings, paths)
    shutil.copytree(paths.chunks_dir, workdir / "chunks_of_full_build")  # for the backend comparison
    heldout = {settings.embed.backend: heldout_recall(settings, paths, full_seconds, full)}  # no second build
    before = _doc_chunks(paths, changed)

    _progress(f"changing {changed}, re-ingesting, incremental build")
    rewrite_document(corpus, changed, seed)
    reingested = ingest.run(settings, paths, progress=False)
    after = _doc_chunks(paths, changed)
    staging, incremental_seconds, incremental = _timed_build(settings, paths)
    incremental_rates, incremental_validate = _validate_and_switch(staging, settings, paths)
    return {
        "corpus": {"seed": seed, "documents": summary.n_documents, "ocr": False,
                   "documents_ingested": ingested.processed, "quarantined": ingested.quarantined},
        "model_id": full["model_id"],
        "model_load_seconds": round(model_load, 3),
        "heldout_of_full_build": heldout,
        "full_build": {
            "chunks": full["total"],
            "seconds": round(full_seconds, 3),
            "chunks_per_s": round(full["total"] / full_seconds, 3),
            "rounds": ROUNDS,
            "seconds_per_round": [round(value, 3) for value in build_seconds],
            # The bare library on the same chunk texts in the same rounds: encode of every chunk's text.
            "raw_encode_seconds": round(raw, 3),
            "raw_encode_seconds_per_round": [round(value, 3) for value in raw_seconds],
            "raw_encode_chunks_per_s": round(full["total"] / raw, 3),
            "speed_ratio_to_raw_encode": round(raw / full_seconds, 3),
            "embedded": full["embedded"],
            "per_strategy": full["strategies"],
            "validate_seconds": round(full_validate, 3),
            "probe_rate": full_rates,
        },
        "incremental": {
            "changed_document": changed,
            "documents_reprocessed": reingested.processed,
            "document_chunks_before": before,
            "document_chunks_after": after,
            "seconds": round(incremental_seconds, 3),
            "seconds_ratio_to_full_build": round(incremental_seconds / full_seconds, 4),
            "embedded": incremental["embedded"],
            "reused": incremental["reused"],
            "removed": incremental["removed"],
            "total": incremental["total"],
            "full_rebuild": incremental["full_rebuild"],
            # Every chunk id of the changed document is new (ids hash the file's content), but only the
            # chunks whose text changed miss the embedding cache; nothing outside the document may be embedded.
            "embedded_within_changed_document": 0 < incremental["embedded"] <= after,
            "per_strategy": incremental["strategies"],
            "validate_seconds": round(incremental_validate, 3),
            "probe_rate": incremental_rates,
        },
    }


# ---------------------------------------------------------------- 3: a synthetic 100k-chunk index


_COMPOUND = re.compile(r"[^\W_]+(?:[-_./][^\W_]+)*")
_HAN = re.compile(r"[\u3400-\u9fff]")


def corpus_vocabulary(texts: Sequence[str], size: int = VOCABULARY) -> list[str]:
    """The `size` most frequent words of `texts`, most frequent first: Latin words and codes as written
    ("HX-200", "E42"), Chinese runs split into words by the BM25 tokenizer (jieba)."""
    from models.retrieval.bm25_tokens import tokenize

    counts: Counter[str] = Counter()
    for text in texts:
        for word in _COMPOUND.findall(text):
            if _HAN.search(word):
                counts.update(tokenize(word))
            else:
                counts[word] += 1
    return [word for word, _ in sorted(counts.items(), key=lambda item: (-item[1], item[0]))[:size]]


def synthetic_texts(words: Sequence[str], n: int, rng: np.random.Generator, min_words: int = 20,
                    max_words: int = 90, exponent: float = 1.07) -> list[str]:
    """n texts of min..max words drawn with zipf-like probabilities (p ∝ 1 / rank^exponent) from `words`."""
    if not words:
        raise ValueError("no words to sample from")
    weights = 1.0 / np.arange(1, len(words) + 1) ** exponent
    lengths = rng.integers(min_words, max_words + 1, n)
    drawn = rng.choice(len(words), size=int(lengths.sum()), p=weights / weights.sum())
    vocabulary = np.asarray(words, dtype=object)
    texts, offset = [], 0
    for length in lengths:
        texts.append(" ".join(vocabulary[drawn[offset:offset + length]]))
        offset += length
    return texts


def synthetic_chunk_ids(n: int, strategy: str = SYNTHETIC_STRATEGY) -> list[str]:
    """Chunk ids of a synthetic strategy index: distinct per strategy, as the embed stage's are."""
    return [hashlib.sha256(f"synthetic:{strategy}:{i}".encode()).hexdigest()[:24] for i in range(n)]


def synthetic_chunks(texts: Sequence[str], rng: np.random.Generator, chunks_per_doc: int = 50,
                     strategy: str = SYNTHETIC_STRATEGY) -> Any:
    """chunks.parquet rows with every column `tasks.embed.stage` writes (INDEX_COLUMNS), plausibly filled."""
    import pandas as pd

    from models.evidence.version_cues import VersionCues
    from tasks.embed.stage import INDEX_COLUMNS
    from tasks.runtime.index_store import faiss_ids, text_hash

    n = len(texts)
    doc = np.arange(n) // chunks_per_doc
    n_docs = int(doc[-1]) + 1 if n else 0
    source_types = np.array(["official", "wechat", "forum"])
    doc_source = source_types[rng.choice(3, size=n_docs, p=[0.8, 0.12, 0.08])]
    doc_language = np.where(rng.random(n_docs) < 0.15, "zh", "en")
    doc_updated = [date(2021, 1, 1) + timedelta(days=int(day)) for day in rng.integers(0, 5 * 365, n_docs)]
    chunk_ids = synthetic_chunk_ids(n, strategy)
    ordinal = (np.arange(n) % chunks_per_doc).astype(np.int32)
    page = (ordinal // 4 + 1).astype(np.int32)
    is_table = rng.random(n) < 0.1
    ocr = rng.random(n) < 0.05
    year = np.where(rng.random(n) < 0.3, rng.integers(2021, 2026, n), np.nan)
    no_cues = VersionCues().to_json()  # what ingest stores for a document that names no version
    frame = pd.DataFrame({
        "faiss_id": faiss_ids(chunk_ids),
        "chunk_id": chunk_ids,
        "text_hash": [text_hash(text) for text in texts],
        "text": list(texts),
        "doc_id": [f"{d:016x}" for d in doc],
        "doc_sha256": [hashlib.sha256(f"synthetic-doc:{d}".encode()).hexdigest() for d in doc],
        "source_path": [f"synthetic/doc-{d:05d}.pdf" for d in doc],
        "source_paths": [[f"synthetic/doc-{d:05d}.pdf"] for d in doc],
        "title": [f"Synthetic document {d}" for d in doc],
        "strategy": strategy,
        "ordinal": ordinal,
        "page": page,
        "page_end": page,
        "bbox": [[56.7, 66.2, 494.4, 815.2]] * n,
        "language": doc_language[doc],
        "source_type": doc_source[doc],
        "credibility": pd.Series(doc_source[doc]).map({"official": 1.0, "wechat": 0.6, "forum": 0.3}).to_numpy(),
        "last_updated": [doc_updated[d] for d in doc],
        "effective_date": None,
        "version_cues": no_cues,
        "year": year,
        "is_table": is_table,
        "ocr": ocr,
        "ocr_engine": np.where(ocr, "rapidocr", None),
        "ocr_confidence": np.where(ocr, np.round(rng.uniform(0.8, 0.99, n), 4), np.nan),
    })
    return frame[INDEX_COLUMNS]


def as_strategy(chunks: Any, strategy: str) -> Any:
    """The same synthetic rows as another strategy's chunks (own chunk and FAISS ids, like the embed stage's)."""
    from tasks.runtime.index_store import faiss_ids

    ids = synthetic_chunk_ids(len(chunks), strategy)
    return chunks.assign(faiss_id=faiss_ids(ids), chunk_id=ids, strategy=strategy)


def build_synthetic_index(folder: Path, words: Sequence[str], model_id: str, settings: Settings,
                          n: int = N_CHUNKS, dimension: int = DIMENSION, seed: int = 0,
                          strategies: Sequence[str] = (SYNTHETIC_STRATEGY,),
                          version: str | None = None) -> tuple[Path, dict[str, Any]]:
    """An index version folder `folder/<version>/` (default `synthetic-<n>`) in the layout `tasks.embed.stage`
    writes, with n chunks in each of `strategies` (one strategy by default; the serving benchmark takes all three).
    The strategies share the texts, vectors and BM25 index (built once) under their own chunk and FAISS ids.

    Vectors: `tasks.bench.faiss_build.synthetic_vectors` (clustered, seed `seed`); the FAISS index is the type
    `embed.index_type` resolves to for n chunks (`auto`: flat below embed.auto_approximate_from, approximate at or
    above), built by the embed stage's own `empty_index` + `train_and_add`; its recall@10 against exact search
    over the same vectors is measured on RECALL_QUERIES held-out points and kept in the manifest (`synthetic_recall`)."""
    from tasks.bench.faiss_build import synthetic_vectors
    from tasks.embed.faiss_build import resolved_settings
    from tasks.runtime.bm25_index import SparseIndex
    from tasks.runtime.index_store import write_manifest

    if not strategies:
        raise ValueError("no strategies to build")
    typed = resolved_settings(settings, n)
    root = folder / (version or f"synthetic-{n}")
    root.mkdir(parents=True)
    seconds: dict[str, float] = dict.fromkeys(("data", "faiss", "bm25", "parquet"), 0.0)
    start = time.perf_counter()
    points = synthetic_vectors(n + RECALL_QUERIES, dimension, seed)
    vectors, queries = np.ascontiguousarray(points[:n]), np.ascontiguousarray(points[n:])
    del points
    rng = np.random.default_rng(seed + 1)
    texts = synthetic_texts(words, n, rng)
    chunks = synthetic_chunks(texts, rng, strategy=strategies[0])
    seconds["data"] = time.perf_counter() - start
    _progress(f"synthetic index: {n} texts and vectors in {seconds['data']:.0f} s; now {typed.embed.index_type}")

    dense: Any = None
    recall: dict[str, Any] = {}
    for position, strategy in enumerate(strategies):
        target = root / strategy
        target.mkdir()
        rows = chunks if position == 0 else as_strategy(chunks, strategy)

        start = time.perf_counter()
        dense = synthetic_dense(vectors, rows["faiss_id"].to_numpy(), typed, dense)
        if position == 0:
            recall = dense_recall(dense, vectors, rows["faiss_id"].to_numpy(), queries, typed.embed.index_type)
        _write_index(dense, target / "dense.faiss")
        seconds["faiss"] += time.perf_counter() - start

        start = time.perf_counter()
        if position == 0:
            SparseIndex.build(texts, k1=settings.embed.bm25.k1, b=settings.embed.bm25.b).save(target / "sparse")
        else:  # the same texts in the same row order: the same BM25 index
            shutil.copytree(root / strategies[0] / "sparse", target / "sparse")
        seconds["bm25"] += time.perf_counter() - start

        start = time.perf_counter()
        rows.to_parquet(target / "chunks.parquet")
        seconds["parquet"] += time.perf_counter() - start
        _progress(f"synthetic index: {strategy} written ({sum(seconds.values()):.0f} s)")
    del vectors, dense

    counts = {"total": n, "embedded": 0, "reused": 0, "removed": 0}
    embed = typed.embed
    write_manifest(root, {
        "version": root.name, "model_id": model_id, "dimension": dimension, "index_type": embed.index_type,
        "index_type_setting": settings.embed.index_type, "auto_approximate_from": embed.auto_approximate_from,
        "hnsw_m": embed.hnsw_m, "hnsw_ef_search": embed.hnsw_ef_search, "ivf": embed.ivf.model_dump(),
        "total": n * len(strategies), "strategies": {strategy: dict(counts) for strategy in strategies},
        "bm25": settings.embed.bm25.model_dump(), "synthetic": True, "synthetic_recall": recall,
    })
    info = {
        "n_chunks": n, "dimension": dimension, "vector_seed": seed, "vocabulary_words": len(words),
        "mean_words_per_text": round(float(np.mean([text.count(" ") + 1 for text in texts])), 1),
        "index_type": embed.index_type, **recall,
        "build_seconds": {key: round(value, 3) for key, value in seconds.items()},
    }
    if len(strategies) > 1:
        info["strategies"] = list(strategies)
        info["chunks_per_strategy"] = n
    return root, info


def synthetic_cache_key(words: Sequence[str], model_id: str, settings: Settings, n: int, dimension: int, seed: int,
                        strategies: Sequence[str]) -> str:
    """`<n>-<resolved index type>-<seed>-<digest>`: the digest covers everything else the index depends on
    (dimension, model id, strategies, vocabulary, the generator's constants, BM25 and index parameters)."""
    from tasks.bench import faiss_build as generator
    from tasks.embed.faiss_build import resolved_settings

    embed = resolved_settings(settings, n).embed
    parts = {"format": SYNTHETIC_CACHE_FORMAT, "dimension": dimension, "model_id": model_id,
             "strategies": list(strategies), "words": list(words), "recall_queries": RECALL_QUERIES,
             "centres": generator.CENTRES, "noise": generator.NOISE, "bm25": embed.bm25.model_dump(),
             "hnsw": [embed.hnsw_m, embed.hnsw_ef_search], "ivf": embed.ivf.model_dump()}
    digest = hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()[:10]
    return f"{n}-{embed.index_type}-{seed}-{digest}"


def cached_synthetic_index(cache_root: Path, words: Sequence[str], model_id: str, settings: Settings,
                           n: int = N_CHUNKS, dimension: int = DIMENSION, seed: int = 0,
                           strategies: Sequence[str] = (SYNTHETIC_STRATEGY,)) -> tuple[Path, dict[str, Any]]:
    """`build_synthetic_index`, built once: `cache_root/<synthetic_cache_key>/synthetic-<n>/` is the index version
    folder, its `bench_info.json` (the build's info) written last. A build runs in `cache_root/.building-<pid>-*/`,
    renamed to `<key>/` only when complete, so an entry without `bench_info.json` is never reused (it is removed
    and rebuilt) and `.building-*` folders of processes that are gone are swept. Later calls with the same
    parameters return the cached folder (info["cached"] True, info["build_seconds"] those of the first build)."""
    from tasks.core.atomic import write_json_atomic

    cache_root.mkdir(parents=True, exist_ok=True)
    key = synthetic_cache_key(words, model_id, settings, n, dimension, seed, strategies)
    final = cache_root / key
    version = f"synthetic-{n}"
    if (final / version / SYNTHETIC_INFO).exists():
        _progress(f"synthetic index: reusing {final / version}")
        return final / version, {**json.loads((final / version / SYNTHETIC_INFO).read_text(encoding="utf-8")),
                                 "cache_key": key, "cached": True}
    _sweep_building(cache_root)
    if final.exists():  # not complete: something other than a finished build left it
        shutil.rmtree(final)
    workdir = Path(tempfile.mkdtemp(prefix=f".building-{os.getpid()}-", dir=cache_root))
    try:
        built, info = build_synthetic_index(workdir, words, model_id, settings, n, dimension, seed, strategies, version)
        write_json_atomic(built / SYNTHETIC_INFO, info)
        try:
            workdir.rename(final)
        except OSError:  # another process finished the same build first: keep its folder
            if not (final / version / SYNTHETIC_INFO).exists():
                raise
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    return final / version, {**info, "cache_key": key, "cached": False}


def _sweep_building(cache_root: Path) -> None:
    """Remove `.building-<pid>-*` folders whose process is gone (builds that were killed)."""
    for folder in cache_root.glob(".building-*"):
        pid = folder.name.split("-")[1]
        if pid.isdigit() and not _alive(int(pid)):
            shutil.rmtree(folder, ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def synthetic_dense(vectors: np.ndarray, ids: np.ndarray, settings: Settings, built: Any = None) -> Any:
    """The FAISS index of `vectors` under `ids`, of settings.embed.index_type (resolved), as the embed stage builds
    it (`empty_index` + `train_and_add`). `built`: the same vectors' index under other ids (another strategy's):
    an IndexIDMap2 (flat, hnsw) is copied with its ids replaced — the inner index depends on the vectors only —
    instead of built again; an IVF index, which keeps its ids in its lists, is built again."""
    import faiss

    from tasks.embed.faiss_build import device_for, empty_index, train_and_add

    if built is not None and isinstance(built, faiss.IndexIDMap2):
        copy = faiss.deserialize_index(faiss.serialize_index(built))
        copy.id_map.clear()
        faiss.copy_array_to_vector(np.ascontiguousarray(ids, dtype=np.int64), copy.id_map)
        copy.construct_rev_map()
        return copy
    index = empty_index(vectors.shape[1], settings, len(vectors))
    return train_and_add(index, vectors, ids, device_for(settings.embed))[0]


def dense_recall(index: Any, vectors: np.ndarray, ids: np.ndarray, queries: np.ndarray, index_type: str,
                 k: int = K) -> dict[str, Any]:
    """recall@k of `index` (holding `vectors` under `ids`) against exact inner-product search over the same vectors,
    on `queries`; a flat index is exact: 1.0 without searching."""
    import faiss

    from tasks.bench.faiss_build import recall_of

    if index_type == "flat":
        return {f"dense_recall_at_{k}": 1.0, "dense_exact": True, "recall_queries": 0}
    exact = np.asarray(ids)[faiss.knn(queries, vectors, k, metric=faiss.METRIC_INNER_PRODUCT)[1]]
    return {f"dense_recall_at_{k}": recall_of(index.search(queries, k)[1], exact), "dense_exact": False,
            "recall_queries": len(queries)}


def _write_index(index: Any, path: Path) -> None:
    import faiss

    faiss.write_index(index, str(path))


def measure_latency(version: Any, queries: Sequence[str], settings: Settings, scratch: DataPaths,
                    warmup: int = WARMUP, k: int = K) -> dict[str, Any]:
    """ms per query for each method, interleaved query by query in rotating order (first `warmup` untimed)."""
    import faiss

    from tasks.runtime.embedder import embedder_for
    from tasks.runtime.retrieval import search

    embedder = embedder_for(settings)
    index = version.strategy(SYNTHETIC_STRATEGY)
    vectors = embedder.embed(list(queries))
    hybrid = settings.embed.hybrid

    def runner(method: str, i: int) -> Callable[[], Any]:
        query, vector = queries[i], vectors[i]
        return {
            "hybrid": lambda: search(query, SYNTHETIC_STRATEGY, k, settings=settings, paths=scratch, version=version),
            "hybrid_without_embedding": lambda: version.search(vector, query, SYNTHETIC_STRATEGY, k, None,
                                                               hybrid.dense_weight, hybrid.candidates),
            "faiss_flat": lambda: index.dense.search(vector.reshape(1, -1), k),
            "query_embedding": lambda: embedder.embed([query]),
            "bm25_scores": lambda: index.sparse.scores(query),
        }[method]

    samples: dict[str, list[float]] = {method: [] for method in METHODS}
    found = 0
    for i in range(len(queries)):
        shift = i % len(METHODS)
        for method in METHODS[shift:] + METHODS[:shift]:
            work = runner(method, i)
            start = time.perf_counter()
            result = work()
            elapsed = (time.perf_counter() - start) * 1000.0
            if i >= warmup:
                samples[method].append(elapsed)
            if method == "hybrid":
                found += len(result) == k
    stats = {method: percentiles(values) for method, values in samples.items()}
    flat = stats["faiss_flat"]
    return {
        "queries": len(queries) - warmup,
        "warmup": warmup,
        "k": k,
        "dense_weight": hybrid.dense_weight,
        "candidates_per_side": hybrid.candidates,
        "hybrid_returned_k_share": round(found / len(queries), 4),
        "faiss_omp_threads": faiss.omp_get_max_threads(),
        "torch_threads": settings.embed.torch_threads,
        "ms": stats,
        "hybrid_to_flat_p50_ratio": round(stats["hybrid"]["p50"] / flat["p50"], 2),
        "hybrid_to_flat_p95_ratio": round(stats["hybrid"]["p95"] / flat["p95"], 2),
        "hybrid_without_embedding_to_flat_p50_ratio": round(stats["hybrid_without_embedding"]["p50"] / flat["p50"], 2),
        "hybrid_without_embedding_to_flat_p95_ratio": round(stats["hybrid_without_embedding"]["p95"] / flat["p95"], 2),
    }


def bench_queries(corpus: Path, n: int) -> list[str]:
    """Query texts from the sample corpus (train, then held-out), cycled when fewer than n."""
    rows = []
    for name in ("train.jsonl", "heldout.jsonl"):
        rows += [json.loads(line)["query"] for line in (corpus / "queries" / name).read_text(encoding="utf-8").splitlines()
                 if line.strip()]
    return [rows[i % len(rows)] for i in range(n)]


def measure_query_latency(settings: Settings, workdir: Path, n: int = N_CHUNKS, n_queries: int = N_QUERIES,
                          warmup: int = WARMUP) -> dict[str, Any]:
    import pandas as pd

    from tasks.runtime.embedder import embedder_for
    from tasks.runtime.retrieval import IndexVersion

    scratch = DataPaths(workdir / "data")
    words = corpus_vocabulary(pd.read_parquet(scratch.chunk_store, columns=["text"])["text"].tolist())
    _progress(f"building a synthetic {n}-chunk index ({len(words)}-word vocabulary)")
    folder, info = build_synthetic_index(workdir / "synthetic", words, embedder_for(settings).model_id, settings, n)
    start = time.perf_counter()
    version = IndexVersion(folder)
    version.strategy(SYNTHETIC_STRATEGY)
    info["load_seconds"] = round(time.perf_counter() - start, 3)
    _progress(f"timing {n_queries} queries (+{warmup} warm-up) per method")
    queries = bench_queries(workdir / "sample_corpus", n_queries + warmup)
    return {"index": info, **measure_latency(version, queries, settings, scratch, warmup)}


# ---------------------------------------------------------------- 4: torch fp32 against onnx-int8


def with_backend(settings: Settings, backend: str) -> Settings:
    return settings.model_copy(update={"embed": settings.embed.model_copy(update={"backend": backend})})


def build_heldout_recall(settings: Settings, root: Path, chunks: Path) -> dict[str, Any]:
    """Build, gate and publish an index of `chunks` (a chunk store folder) under `root` with `settings`, then
    its held-out recall."""
    paths = DataPaths(root)
    shutil.copytree(chunks, paths.chunks_dir)
    staging, seconds, manifest = _timed_build(settings, paths)
    _validate_and_switch(staging, settings, paths)
    return heldout_recall(settings, paths, seconds, manifest)


def heldout_recall(settings: Settings, paths: DataPaths, seconds: float, manifest: Mapping[str, Any]) -> dict[str, Any]:
    """The retrieval evaluation of CURRENT on the held-out queries: recall@k (intent-matched) per method."""
    from tasks.evaluation import retrieval as evaluation

    report = evaluation.run(settings, paths)
    return {
        "model_id": manifest["model_id"],
        "build_seconds": round(seconds, 3),
        "n_queries": report["n_queries"],
        "k": report["k"],
        **{f"recall_{method}": values["all"]["recall"] for method, values in report["recall_at_k"].items()},
    }


def measure_backends(settings: Settings, workdir: Path, heldout: Mapping[str, Any] | None = None,
                     n_queries: int = BACKEND_QUERIES, max_texts: int = BACKEND_TEXTS) -> dict[str, Any]:
    """`heldout`: recall already measured per backend (the full build's); the others build their own index."""
    import pandas as pd

    from tasks.runtime.embedder import embedder_for

    chunks = workdir / "chunks_of_full_build"
    texts = pd.read_parquet(chunks / "chunks.parquet", columns=["text"])["text"].tolist()
    texts = texts[::-(-len(texts) // max_texts)] if texts else texts  # an even sample: encode speed, not coverage
    backends = {name: with_backend(scratch_settings(settings, workdir), name) for name in ("torch", "onnx-int8")}
    start = time.perf_counter()
    embedders = {name: embedder_for(value) for name, value in backends.items()}  # int8: exported once, here
    load_seconds = time.perf_counter() - start
    _progress(f"encoding {len(texts)} chunk texts with torch fp32 and onnx-int8, {ROUNDS} rounds interleaved")
    encode: dict[str, list[float]] = {name: [] for name in embedders}
    for round_ in range(ROUNDS):
        names = list(embedders) if round_ % 2 == 0 else list(embedders)[::-1]
        for name in names:
            start = time.perf_counter()
            embedders[name].embed(texts)
            encode[name].append(time.perf_counter() - start)
    queries = bench_queries(workdir / "sample_corpus", n_queries + WARMUP)
    query_ms: dict[str, list[float]] = {name: [] for name in embedders}
    for i, query in enumerate(queries):
        for name in list(embedders)[i % 2:] + list(embedders)[:i % 2]:
            start = time.perf_counter()
            embedders[name].embed([query])
            if i >= WARMUP:
                query_ms[name].append((time.perf_counter() - start) * 1000.0)
    _progress("held-out recall of an index built with each backend")
    with scratch_tracking(workdir):
        recall = {name: (heldout or {}).get(name) or build_heldout_recall(value, workdir / "backends" / name, chunks)
                  for name, value in backends.items()}
    seconds = {name: float(np.median(values)) for name, values in encode.items()}
    latency = {name: percentiles(values) for name, values in query_ms.items()}
    return {
        "texts": len(texts),
        "rounds": ROUNDS,
        "load_seconds_both": round(load_seconds, 3),
        "encode_chunks_per_s": {name: round(len(texts) / value, 3) for name, value in seconds.items()},
        "encode_speedup_int8": round(seconds["torch"] / seconds["onnx-int8"], 3),
        "query_embedding_ms": latency,
        "query_embedding_speedup_int8_p50": round(latency["torch"]["p50"] / latency["onnx-int8"]["p50"], 3),
        "heldout": recall,
        "recall_hybrid_delta_points": round(100 * (recall["onnx-int8"]["recall_hybrid"]
                                                   - recall["torch"]["recall_hybrid"]), 2),
    }


# ---------------------------------------------------------------- report


def run(settings: Settings, paths: DataPaths, n_chunks: int = N_CHUNKS, n_queries: int = N_QUERIES,
        workdir: Path | None = None) -> dict[str, Any]:
    if n_queries < 1:
        raise ValueError(f"n_queries must be at least 1, got {n_queries}")
    owned = workdir is None
    workdir = Path(tempfile.mkdtemp(prefix="bench_embed_")) if owned else Path(workdir)
    workdir.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    try:
        with scratch_tracking(workdir):
            builds = measure_builds(settings, workdir)
        latency = measure_query_latency(settings, workdir, n_chunks, n_queries)
        backends = measure_backends(settings, workdir, builds["heldout_of_full_build"])
    finally:
        if owned:
            shutil.rmtree(workdir, ignore_errors=True)
    report: dict[str, Any] = {
        **builds,
        "query_latency": latency,
        "backends": backends,
        "machine": machine(),
        "bench_seconds": round(time.perf_counter() - started, 1),
        "note": "chunks/s = chunks / seconds of embed.build (embedding, FAISS and BM25 for 3 strategies, "
                "parquet, cache), model loaded beforehand, median of the rounds; raw encode = sentence-transformers "
                "encode of the same chunk texts in the same rounds; latencies in ms, one process, methods "
                "interleaved query by query; hybrid = tasks.runtime.retrieval.search incl. the query embedding; "
                "backends: torch fp32 vs onnx-int8 encode and held-out recall@k (intent-matched)",
    }
    return write_and_log(report, "bench_embed", settings, paths, metrics)


def metrics(report: Mapping[str, Any]) -> dict[str, float]:
    full, incremental, latency = report["full_build"], report["incremental"], report["query_latency"]
    flat = {
        "full_build_chunks": full["chunks"],
        "full_build_seconds": full["seconds"],
        "full_build_chunks_per_s": full["chunks_per_s"],
        "full_build_speed_ratio_to_raw_encode": full["speed_ratio_to_raw_encode"],
        "raw_encode_chunks_per_s": full["raw_encode_chunks_per_s"],
        "int8_encode_speedup": report["backends"]["encode_speedup_int8"],
        "int8_query_embedding_speedup_p50": report["backends"]["query_embedding_speedup_int8_p50"],
        "int8_recall_hybrid_delta_points": report["backends"]["recall_hybrid_delta_points"],
        "incremental_build_seconds": incremental["seconds"],
        "incremental_to_full_seconds_ratio": incremental["seconds_ratio_to_full_build"],
        "incremental_embedded": incremental["embedded"],
        "incremental_reused": incremental["reused"],
        "incremental_removed": incremental["removed"],
        "incremental_changed_document_chunks": incremental["document_chunks_after"],
        "latency_index_chunks": latency["index"]["n_chunks"],
        "hybrid_to_flat_p50_ratio": latency["hybrid_to_flat_p50_ratio"],
        "hybrid_to_flat_p95_ratio": latency["hybrid_to_flat_p95_ratio"],
        "hybrid_without_embedding_to_flat_p50_ratio": latency["hybrid_without_embedding_to_flat_p50_ratio"],
    }
    for method, stats in latency["ms"].items():
        for key in ("p50", "p95"):
            flat[f"{method}_{key}_ms"] = stats[key]
    return {key: float(value) for key, value in flat.items()}


def summary(report: Mapping[str, Any]) -> dict[str, Any]:
    latency = report["query_latency"]
    return {
        "full_build": {key: report["full_build"][key] for key in (
            "chunks", "seconds", "chunks_per_s", "raw_encode_chunks_per_s", "speed_ratio_to_raw_encode")},
        "backends": {key: report["backends"][key] for key in (
            "encode_chunks_per_s", "encode_speedup_int8", "query_embedding_speedup_int8_p50",
            "recall_hybrid_delta_points")},
        "incremental": {key: report["incremental"][key] for key in (
            "changed_document", "document_chunks_after", "seconds", "seconds_ratio_to_full_build", "embedded",
            "reused", "removed", "embedded_within_changed_document")},
        "query_latency_ms": {method: {"p50": stats["p50"], "p95": stats["p95"]} for method, stats in latency["ms"].items()},
        **{key: latency[key] for key in latency if key.endswith("_ratio")},
        "index_chunks": latency["index"]["n_chunks"],
        "bench_seconds": report["bench_seconds"],
    }
