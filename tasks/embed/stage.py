"""Stage `embed`: chunk store -> a new versioned hybrid index (FAISS + BM25 per strategy), gated, then switched.

Three steps, each callable on its own so Airflow can run them as tasks, while the CLI and `dvc repro` run
them in a row through `run()`:

1. `build`: into `.staging-<version>/`. Incremental against CURRENT when the model is the same: a chunk
   whose id and text are unchanged keeps its vector (a flat index is copied and updated in place with
   remove_ids / add_with_ids; an HNSW index, which cannot delete, is rebuilt from cached vectors, and an IVF-PQ
   one retrained from them, on a GPU where there is one: tasks/embed/faiss_build.py); new or changed text is
   looked up in the embedding cache and only then embedded; chunks that left the store are removed. A
   different model id re-embeds every chunk into a new version (a shadow build: CURRENT keeps serving the old
   one until this one passes the gate). The chunk store is only read, never re-ingested.
2. `validate`: dimension and model consistency, counts, and a self-retrieval probe — a sample of chunks,
   searched by their own text through the hybrid search, must come back in their own top `embed.probe_k` (5) at a rate of at
   least `embed.probe_min_rate`. A failure raises `IndexValidationError` with the reasons; CURRENT stays.
3. `publish`: rename staging to `<version>/`, switch CURRENT atomically, prune old versions, log to MLflow.
"""

from __future__ import annotations

import logging
import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from models.vocabulary import STRATEGIES
from tasks.core.atomic import write_json_atomic
from tasks.core.locks import stage_lock
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings
from tasks.core.tracking import file_sha256
from tasks.embed import faiss_build
from tasks.runtime.index_store import (
    EmbeddingCache,
    current_dir,
    faiss_ids,
    new_version,
    read_manifest,
    staging_dir,
    sweep_staging,
    text_hash,
    write_manifest,
)
from tasks.runtime.index_store import (
    publish as publish_version,
)

log = logging.getLogger(__name__)
INDEX_COLUMNS = [
    "faiss_id", "chunk_id", "text_hash", "text", "doc_id", "doc_sha256", "source_path", "source_paths", "title",
    "strategy", "ordinal", "page", "page_end", "bbox", "language", "source_type", "credibility", "last_updated",
    "effective_date", "version_cues", "year", "is_table", "ocr", "ocr_engine", "ocr_confidence",
]


class IndexValidationError(RuntimeError):
    """The new index failed the gate; CURRENT was left on the previous version."""


@dataclass
class EmbedReport:
    version: str = ""
    previous_version: str | None = None
    model_id: str = ""
    dimension: int = 0
    index_type: str = ""
    faiss_device: str = ""  # where FAISS trained and bulk-added (cpu | gpu); an in-place flat update adds on the CPU
    full_rebuild: bool = False  # no previous version with the same model and dimension: every vector is new
    embedded: int = 0  # vectors computed by the model in this refresh
    reused: int = 0  # vectors kept from the previous version or found in the cache
    removed: int = 0  # chunks of the previous version no longer in the store (or whose text changed)
    total: int = 0
    strategies: dict[str, dict[str, int]] = field(default_factory=dict)
    probe_rate: dict[str, float] = field(default_factory=dict)
    seconds: dict[str, float] = field(default_factory=dict)
    chunks_sha256: str = ""
    duplicate_chunks: int = 0  # chunk ids the store held more than once (indexed once, source paths merged)
    switched: bool = False
    mlflow_run_id: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


# ---------------------------------------------------------------- step 0: is there anything to do


def up_to_date(settings: Settings, paths: DataPaths) -> str | None:
    """Why CURRENT already is what a build would publish — the chunk store it indexed is byte-for-byte the one on disk
    and the model and index settings are the same — or None when a build has work to do. Cheap: hashes the chunk
    store and reads the model id, loads no model."""
    from tasks.runtime.embedder import embedding_model_id

    previous = current_dir(paths)
    if previous is None or not paths.chunk_store.exists():
        return None
    manifest = read_manifest(previous)
    # `auto` resolves by the largest strategy's chunk count: the same chunk store (sha256, compared below) has the
    # counts the manifest records.
    largest = max((counts["total"] for counts in manifest.get("strategies", {}).values()), default=0)
    index_type = faiss_build.resolve_index_type(settings.embed, largest)
    wanted = {"model_id": embedding_model_id(settings.embed.model, settings.embed.backend), "index_type": index_type,
              "hnsw_m": settings.embed.hnsw_m, "hnsw_ef_search": settings.embed.hnsw_ef_search,
              "bm25": settings.embed.bm25.model_dump(), "chunks_sha256": file_sha256(paths.chunk_store)}
    if index_type in ("ivf_flat", "ivf_pq"):
        wanted["ivf"] = settings.embed.ivf.model_dump()
    if any(manifest.get(key) != value for key, value in wanted.items()):
        return None
    return (f"index {manifest['version']} (CURRENT) already indexes this chunk store (sha256 "
            f"{wanted['chunks_sha256'][:12]}) with {wanted['model_id']}, {wanted['index_type']}: nothing to embed")


# ---------------------------------------------------------------- step 1: build


def build(settings: Settings, paths: DataPaths, progress: bool = False, shards_plan: str | Path | None = None) -> Path:
    """Build a complete index version into a staging folder; returns that folder.

    The texts to embed are embedded as shards (tasks/embed/shards.py): by mapped Airflow tasks before this step
    (`shards_plan`: their plan), or here, one after another, when no plan is given (the CLI and dvc)."""
    import shutil

    from tasks.embed import shards
    from tasks.runtime.embedder import embedder_for

    if not paths.chunk_store.exists():
        raise FileNotFoundError(f"no chunk store at {paths.chunk_store}: run `ragops ingest` first")
    swept = sweep_staging(paths)
    if swept:
        log.warning("removed staging folders of interrupted builds: %s", ", ".join(swept))
    started = time.perf_counter()
    version = new_version(paths)
    with stage_lock(paths, "chunks", shared=True, wait_s=300):  # not half-way through an ingest commit
        chunks, duplicates = read_chunks(paths)
        chunks_sha256 = file_sha256(paths.chunk_store)
    configured, settings = settings.embed.index_type, _resolved(settings, chunks)
    if shards_plan is None:
        shards_plan = shards.embed_all(settings, paths, version, chunks, progress)
    fresh = shards.load_vectors(shards_plan)
    embedder = embedder_for(settings)
    previous = current_dir(paths)
    previous_manifest = read_manifest(previous) if previous else None
    incremental = bool(
        previous_manifest
        and previous_manifest["model_id"] == embedder.model_id
        and previous_manifest["dimension"] == embedder.dimension
    )
    staging = staging_dir(paths, version)
    staging.mkdir(parents=True)
    cache = EmbeddingCache.load(paths, embedder.model_id)
    report = EmbedReport(
        version=version,
        previous_version=previous_manifest["version"] if previous_manifest else None,
        model_id=embedder.model_id,
        dimension=embedder.dimension,
        index_type=settings.embed.index_type,
        faiss_device=faiss_build.device_for(settings.embed),
        full_rebuild=not incremental,
        chunks_sha256=chunks_sha256,
        duplicate_chunks=duplicates,
    )
    kept_vectors: dict[str, np.ndarray] = {}
    for strategy in STRATEGIES:
        rows = chunks[chunks["strategy"] == strategy].sort_values(["source_path", "ordinal"]).reset_index(drop=True)
        counts, vectors = _build_strategy(
            rows, strategy, staging / strategy, embedder, cache,
            previous / strategy if incremental and previous else None, settings, progress, fresh,
        )
        report.strategies[strategy] = counts
        kept_vectors.update(vectors)
    report.embedded = sum(counts["embedded"] for counts in report.strategies.values())
    report.reused = sum(counts["reused"] for counts in report.strategies.values())
    report.removed = sum(counts["removed"] for counts in report.strategies.values())
    report.total = sum(counts["total"] for counts in report.strategies.values())
    report.seconds["build"] = round(time.perf_counter() - started, 3)
    cache.save(kept_vectors)
    shutil.rmtree(Path(shards_plan).parent, ignore_errors=True)  # the shards' vectors are in the cache now
    # Which documents are versions of one another and why: the review record of this index version's chains.
    from tasks.core.atomic import write_json_atomic
    from tasks.runtime.evidence import chains_report, version_chains

    write_json_atomic(staging / "lineage.json", chains_report(version_chains([chunks]), [chunks]))
    write_manifest(staging, {
        **report.to_dict(),
        "created_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "index_type_setting": configured,
        "auto_approximate_from": settings.embed.auto_approximate_from,
        "hnsw_m": settings.embed.hnsw_m,
        "hnsw_ef_search": settings.embed.hnsw_ef_search,
        "ivf": settings.embed.ivf.model_dump(),
        "bm25": settings.embed.bm25.model_dump(),
    })
    log.info("built index %s: %d chunks, %d embedded, %d reused, %d removed",
             version, report.total, report.embedded, report.reused, report.removed)
    return staging


def plan_shards(settings: Settings, paths: DataPaths, run_id: str) -> Path:
    """The embedding shards of a refresh run as mapped tasks (tasks/embed/shards.py); returns the plan's path."""
    from tasks.embed import shards

    if not paths.chunk_store.exists():
        raise FileNotFoundError(f"no chunk store at {paths.chunk_store}: run `ragops ingest` first")
    return shards.plan(settings, paths, run_id, read_chunks(paths)[0])


def read_chunks(paths: DataPaths) -> tuple[Any, int]:
    """The chunk store, each chunk id once. A store written before ingest merged byte-identical copies holds a
    chunk once per file name; indexing it as it is would refuse it (faiss_ids), so each chunk is indexed once
    under all its names, and the log says which, so the store can be rewritten by re-ingesting."""
    import pandas as pd

    from tasks.core.chunk_store import describe_paths, one_row_per_chunk

    chunks, duplicates = one_row_per_chunk(pd.read_parquet(paths.chunk_store))
    if duplicates:
        log.warning(
            "the chunk store holds %d chunk ids more than once (byte-identical files under several names, stored "
            "before ingest merged copies): each is indexed once with its source paths merged: %s. Re-run "
            "`ragops ingest` to rewrite the store.", len(duplicates), describe_paths(sorted(duplicates.items())),
        )
    return chunks, len(duplicates)


def _resolved(settings: Settings, chunks: Any) -> Settings:
    """`settings` with `embed.index_type: auto` resolved for this build: by its largest strategy's chunk count."""
    return faiss_build.resolved_settings(settings, max(Counter(chunks["strategy"]).values(), default=0))


def _gathered_vectors(rows: Any, hashes: list[str], unchanged: np.ndarray, embedder: Any, cache: EmbeddingCache,
                      fresh: dict[str, np.ndarray] | None, progress: bool) -> tuple[dict[str, np.ndarray], list[int]]:
    """A vector per text hash from what is at hand: the shards' fresh vectors, the embedding cache, and the embedder
    for a changed text neither covers. Returns them and the rows that needed embedding (by a shard or here)."""
    vectors: dict[str, np.ndarray] = {}
    to_embed = [row for row in range(len(rows)) if not unchanged[row] and hashes[row] not in cache.vectors]
    fresh = fresh or {}
    unsharded = [row for row in to_embed if hashes[row] not in fresh]
    for row, vector in zip(unsharded, embedder.embed([rows["text"].iloc[row] for row in unsharded],
                                                     progress=progress)):
        vectors[hashes[row]] = vector
    for row in to_embed:
        vectors.setdefault(hashes[row], fresh.get(hashes[row]))
    for row in range(len(rows)):
        if hashes[row] not in vectors and hashes[row] in cache.vectors:
            vectors[hashes[row]] = cache.vectors[hashes[row]]
    return vectors, to_embed


def _fill_from_previous(missing: list[int], rows: Any, hashes: list[str], ids: np.ndarray,
                        vectors: dict[str, np.ndarray], dense_prev: Any, embedder: Any, strategy: str,
                        progress: bool) -> None:
    """Kept chunks whose cache entry is gone: their vectors from the previous index (embedded again when it is
    IVF-PQ, whose codes decode to approximations)."""
    import faiss

    if not missing:
        return
    if dense_prev is None:
        raise RuntimeError(f"{strategy}: {len(missing)} vectors neither cached nor in a previous index")
    if faiss.try_extract_index_ivf(dense_prev) is not None:
        texts = [rows["text"].iloc[row] for row in missing]
        for row, vector in zip(missing, embedder.embed(texts, progress=progress)):
            vectors[hashes[row]] = vector
    else:
        for row in missing:
            vectors[hashes[row]] = dense_prev.reconstruct(int(ids[row]))


def _build_strategy(
    rows: Any, strategy: str, folder: Path, embedder: Any, cache: EmbeddingCache, previous: Path | None,
    settings: Settings, progress: bool, fresh: dict[str, np.ndarray] | None = None,
) -> tuple[dict[str, int], dict[str, np.ndarray]]:
    """One strategy's dense and sparse index into `folder`. `fresh`: vectors the embedding shards computed for this
    refresh (text hash -> vector); a text to embed that no shard covered is embedded here."""
    import faiss
    import pandas as pd

    from tasks.runtime.bm25_index import SparseIndex

    folder.mkdir(parents=True)
    rows = rows.copy()
    rows["faiss_id"] = faiss_ids(rows["chunk_id"], rows["source_paths"]) if len(rows) else np.zeros(0, dtype=np.int64)
    rows["text_hash"] = [text_hash(text) for text in rows["text"]]
    ids = rows["faiss_id"].to_numpy()
    hashes = rows["text_hash"].tolist()

    old = pd.read_parquet(previous / "chunks.parquet", columns=["faiss_id", "text_hash"]) if previous else None
    old_pairs = set(zip(old["faiss_id"].tolist(), old["text_hash"].tolist())) if old is not None else set()
    unchanged = np.array([(int(i), h) in old_pairs for i, h in zip(ids, hashes)], dtype=bool)
    current_pairs = set(zip(ids.tolist(), hashes))
    gone = [i for i, h in old_pairs if (i, h) not in current_pairs]

    # The previous index is read only where it is used: updated in place (flat), or for kept vectors the
    # cache has lost. An HNSW refresh with a full cache never opens it.
    in_place = settings.embed.index_type == "flat" and previous is not None
    vectors, to_embed = _gathered_vectors(rows, hashes, unchanged, embedder, cache, fresh, progress)
    missing = [row for row in range(len(rows)) if hashes[row] not in vectors]
    dense_prev = faiss.read_index(str(previous / "dense.faiss")) if previous and (in_place or missing) else None
    _fill_from_previous(missing, rows, hashes, ids, vectors, dense_prev, embedder, strategy, progress)

    device = faiss_build.device_for(settings.embed)
    if in_place and dense_prev is not None and faiss_build.is_flat_ip(dense_prev):
        # In place: drop what left (or changed), add what is new; unchanged vectors are never touched.
        dense = dense_prev
        if gone:
            dense.remove_ids(np.asarray(gone, dtype=np.int64))
        added = np.flatnonzero(~unchanged)
        device = "cpu"  # a few vectors into an index already in memory: not worth a round trip through a GPU
    else:  # first build, model change, HNSW (no deletion) or IVF-PQ (retrained): everything from vectors in hand
        dense = faiss_build.empty_index(embedder.dimension, settings, len(rows))
        added = np.arange(len(rows))
    if len(added):
        matrix = np.stack([vectors[hashes[row]] for row in added]).astype(np.float32)
        dense, timing = faiss_build.train_and_add(dense, matrix, ids[added], device)
        log.info("%s: FAISS %s on %s: %d vectors, train %.2fs, add %.2fs, transfers %.2fs", strategy,
                 settings.embed.index_type, timing.device, timing.vectors, timing.train_s, timing.add_s,
                 timing.to_gpu_s + timing.to_cpu_s)
    if dense.ntotal != len(rows):
        raise RuntimeError(f"{strategy}: dense index holds {dense.ntotal} vectors for {len(rows)} chunks")
    faiss.write_index(dense, str(folder / "dense.faiss"))
    # Each chunk is tokenised by the rules of its language; queries by those of theirs, among ingest.languages.
    text_languages = rows["language"].tolist() if "language" in rows.columns else None
    SparseIndex.build(rows["text"].tolist(), k1=settings.embed.bm25.k1, b=settings.embed.bm25.b,
                      text_languages=text_languages, languages=settings.ingest.languages,
                      min_distance=settings.ingest.language_min_distance).save(folder / "sparse")
    rows[[column for column in INDEX_COLUMNS if column in rows.columns]].to_parquet(folder / "chunks.parquet")
    counts = {
        "total": len(rows),
        "embedded": len(to_embed),
        "reused": len(rows) - len(to_embed),
        "removed": len(gone),
    }
    return counts, vectors


# ---------------------------------------------------------------- step 2: validate


def validate(staging: str | Path, settings: Settings) -> dict[str, float]:
    """The gate: raises IndexValidationError (reasons joined) or returns the probe rate per strategy."""
    from tasks.runtime.embedder import embedder_for
    from tasks.runtime.retrieval import IndexVersion

    staging = Path(staging)
    version = IndexVersion(staging)
    manifest = version.manifest
    embedder = embedder_for(settings)
    reasons: list[str] = []
    if manifest["model_id"] != embedder.model_id:
        reasons.append(f"built with {manifest['model_id']}, but embed.model is {embedder.model_id}")
    rates: dict[str, float] = {}
    for strategy in STRATEGIES:
        index = version.strategy(strategy)
        n = len(index.chunks)
        broken = []
        if index.dense.d != embedder.dimension:
            broken.append(f"{strategy}: index dimension {index.dense.d} != model dimension {embedder.dimension}")
        if not index.dense.ntotal == index.sparse.n_docs == manifest["strategies"][strategy]["total"] == n:
            broken.append(f"{strategy}: {index.dense.ntotal} vectors and {index.sparse.n_docs} BM25 documents "
                          f"for {n} chunks")
        reasons.extend(broken)
        if broken or n == 0:  # nothing to probe, or a probe of a broken index would only crash
            continue
        rates[strategy], probe_reasons = _probe(version, strategy, embedder, settings)
        reasons.extend(probe_reasons)
    if reasons:
        raise IndexValidationError("index validation failed: " + "; ".join(reasons))
    return rates


def _probe(version: Any, strategy: str, embedder: Any, settings: Settings) -> tuple[float, list[str]]:
    """Self-retrieval: `probe_sample` chunks searched by their own text (BM25) and vector must come back in their own
    top `probe_k`. The first `probe_encoded` of them are embedded again by the model — a model or embedding cache
    that no longer agrees with the index fails those —, the rest search with the vector the index stores, which
    checks the index's ids, vectors, BM25 rows and chunk table against each other without paying the model again
    (re-embedding every probe chunk was a third of a small refresh's time)."""
    config = settings.embed
    index = version.strategy(strategy)
    sample = index.chunks.sample(n=min(config.probe_sample, len(index.chunks)), random_state=0)
    texts, chunk_ids = sample["text"].tolist(), sample["chunk_id"].tolist()
    encoded = min(config.probe_encoded, len(texts))
    try:
        vectors = index.vectors(chunk_ids)
    except RuntimeError as err:  # an id the chunk table names but the FAISS index does not hold
        return 0.0, [f"{strategy}: a probe chunk's stored vector cannot be read ({err})"]
    vectors[:encoded] = embedder.embed(texts[:encoded])
    hits = version.search_many(vectors, texts, strategy, config.probe_k, None, config.hybrid.dense_weight,
                               config.hybrid.candidates)
    found = [chunk_id in {hit.chunk_id for hit in top} for chunk_id, top in zip(chunk_ids, hits)]
    rate = round(float(np.mean(found)), 4)
    reasons = []
    if rate < config.probe_min_rate:
        reasons.append(f"{strategy}: only {rate:.0%} of {len(found)} probe chunks find themselves in their top "
                       f"{config.probe_k} (< embed.probe_min_rate {config.probe_min_rate:.0%})")
    if encoded and float(np.mean(found[:encoded])) < config.probe_min_rate:
        reasons.append(f"{strategy}: only {sum(found[:encoded])} of the {encoded} probe chunks embedded again by "
                       f"{embedder.model_id} find themselves in their top {config.probe_k}: the model or the "
                       "embedding cache no longer agrees with the index")
    return rate, reasons


# ---------------------------------------------------------------- step 3: publish


def publish(staging: str | Path, probe_rate: dict[str, float], settings: Settings, paths: DataPaths) -> EmbedReport:
    staging = Path(staging)
    manifest = read_manifest(staging)
    fields = {key: manifest[key] for key in EmbedReport.__dataclass_fields__ if key in manifest}
    report = EmbedReport(**fields)
    report.probe_rate = probe_rate
    report.switched = True
    manifest["probe_rate"] = probe_rate
    write_manifest(staging, manifest)
    publish_version(paths, staging, settings.embed.keep_versions)
    report.mlflow_run_id = _log_run(report, settings, paths)
    write_json_atomic(paths.last_embed_report, report.to_dict())
    return report


def reject(staging: str | Path, reason: str, settings: Settings, paths: DataPaths) -> None:
    """A failed gate: the staging folder goes, CURRENT stays, and the run is logged with the reason."""
    import shutil

    staging = Path(staging)
    manifest = read_manifest(staging) if (staging / "manifest.json").exists() else {}
    shutil.rmtree(staging, ignore_errors=True)
    from tasks.core.tracking import stage_run

    with stage_run("embed", settings, paths, tags={"validation_status": "failed", "gate.reasons": reason[:4000],
                                                  "index.version": manifest.get("version", "")}) as run:
        run.log_metrics({"switched": 0})


def _log_run(report: EmbedReport, settings: Settings, paths: DataPaths) -> str:
    from tasks.core.tracking import stage_run

    tags = {"validation_status": "passed", "index.version": report.version, "index.model_id": report.model_id,
            "index.previous_version": report.previous_version or ""}
    with stage_run("embed", settings, paths, tags=tags) as run:
        run.log_metrics({
            "chunks_total": report.total,
            "chunks_embedded": report.embedded,
            "chunks_reused": report.reused,
            "chunks_removed": report.removed,
            "full_rebuild": int(report.full_rebuild),
            "switched": 1,
            **{f"seconds_{step}": value for step, value in report.seconds.items()},
            **{f"probe_rate_{strategy}": rate for strategy, rate in report.probe_rate.items()},
        })
        run.log_dict(report.to_dict(), "embed_report.json")
        return run.run_id


# ---------------------------------------------------------------- the whole stage


def run(settings: Settings, paths: DataPaths, progress: bool = True) -> EmbedReport:
    """build -> validate -> publish in this process (the CLI and `dvc repro` path), holding the data root's
    `embed` lock: a second build on the same root is refused with who holds it (it would sweep this one's staging)."""
    with stage_lock(paths, "embed"):
        return _run(settings, paths, progress)


def _run(settings: Settings, paths: DataPaths, progress: bool) -> EmbedReport:
    staging = build(settings, paths, progress)
    started = time.perf_counter()
    try:
        rates = validate(staging, settings)
    except IndexValidationError as err:
        reject(staging, str(err), settings, paths)
        raise
    manifest = read_manifest(staging)
    manifest.setdefault("seconds", {})["validate"] = round(time.perf_counter() - started, 3)
    write_manifest(staging, manifest)
    return publish(staging, rates, settings, paths)

