"""Embedding shards: the texts a refresh must embed, split into `embed.shard_size` pieces that can run anywhere.

The refresh_embeddings DAG plans the shards (`plan`), embeds each as one mapped task on whichever Celery worker
takes it (`embed_shard`), and the index build reads their vectors (`load_vectors`) instead of embedding itself.
The CLI and `dvc repro` go through the very same plan and shards in one process (`embed_all`), so both paths embed
the same texts in the same groups — and a text's vector depends only on the group it was encoded with (padding and
batch order) — hence give bit-identical vectors and index files.

Only texts neither in the embedding cache of this model nor kept unchanged in CURRENT are planned: a refresh after
a small ingest plans a small shard, a new model plans every text.
"""

from __future__ import annotations

import logging
import shutil
from pathlib import Path
from typing import Any

import numpy as np

from tasks.core.atomic import atomic_path, write_json_atomic
from tasks.core.manifests import listed_manifests, load_manifest, write_manifests
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings

log = logging.getLogger(__name__)
SHARDS_PREFIX = ".shards-"


def shards_root(paths: DataPaths, run_id: str) -> Path:
    return paths.index_root / f"{SHARDS_PREFIX}{run_id}"


def sweep(paths: DataPaths, keep: Path | None = None) -> list[str]:
    """Remove shard folders of earlier (killed or failed) refreshes; one refresh runs at a time per data root."""
    if not paths.index_root.exists():
        return []
    stale = [folder for folder in paths.index_root.iterdir()
             if folder.name.startswith(SHARDS_PREFIX) and folder != keep]
    for folder in stale:
        shutil.rmtree(folder, ignore_errors=True)
    return [folder.name for folder in stale]


def pending_texts(settings: Settings, paths: DataPaths, chunks: Any) -> list[tuple[str, str]]:
    """(text hash, text) of every chunk text this refresh must embed, each once, in index order (strategy, source
    path, ordinal): not in the cache for this model, and not kept with an unchanged text from CURRENT."""
    import pandas as pd

    from models.vocabulary import STRATEGIES
    from tasks.runtime.embedder import embedding_model_id
    from tasks.runtime.index_store import EmbeddingCache, current_dir, faiss_ids, read_manifest, text_hash

    model_id = embedding_model_id(settings.embed.model, settings.embed.backend)
    cached = set(EmbeddingCache.load(paths, model_id).vectors)
    previous = current_dir(paths)
    same_model = previous is not None and read_manifest(previous)["model_id"] == model_id
    seen: set[str] = set()
    pending: list[tuple[str, str]] = []
    for strategy in STRATEGIES:
        rows = chunks[chunks["strategy"] == strategy].sort_values(["source_path", "ordinal"])
        kept: set[tuple[int, str]] = set()
        if same_model and previous is not None and (previous / strategy / "chunks.parquet").exists():
            old = pd.read_parquet(previous / strategy / "chunks.parquet", columns=["faiss_id", "text_hash"])
            kept = set(zip(old["faiss_id"].tolist(), old["text_hash"].tolist()))
        ids = faiss_ids(rows["chunk_id"], rows["source_paths"]).tolist() if len(rows) else []
        for faiss_id, text in zip(ids, rows["text"].tolist()):
            digest = text_hash(text)
            if digest in seen or digest in cached or (int(faiss_id), digest) in kept:
                continue
            seen.add(digest)
            pending.append((digest, text))
    return pending


def plan(settings: Settings, paths: DataPaths, run_id: str, chunks: Any) -> Path:
    """Write the shard manifests of this refresh (`chunks`: the chunk store as the build reads it, each chunk id
    once); returns the plan's path (its `shards`: manifest names)."""
    folder = shards_root(paths, run_id)
    swept = sweep(paths, keep=folder)
    if swept:
        log.warning("removed shard folders of interrupted refreshes: %s", ", ".join(swept))
    pending = pending_texts(settings, paths, chunks)
    size = settings.embed.shard_size
    pieces = [pending[start : start + size] for start in range(0, len(pending), size)]
    names = write_manifests(folder, "shard", ({"index": index, "hashes": [h for h, _ in piece],
                                               "texts": [t for _, t in piece]} for index, piece in enumerate(pieces)))
    plan_path = folder / "plan.json"
    write_json_atomic(plan_path, {"run_id": run_id, "texts": len(pending), "shard_size": size, "shards": names})
    log.info("embedding plan %s: %d texts in %d shards of <= %d", run_id, len(pending), len(names), size)
    return plan_path


def shard_manifests(plan_path: str | Path) -> list[str]:
    """The shard manifests of a plan, as paths beside it."""
    return listed_manifests(plan_path, "shards")


def shard_name(manifest_path: str | Path) -> str:
    """For the Airflow grid: "shard 2: 2048 texts"."""
    manifest = load_manifest(manifest_path)
    return f"shard {manifest['index'] + 1}: {len(manifest['hashes'])} texts"


def embed_shard(manifest_path: str | Path, settings: Settings, embedder: Any = None) -> Path:
    """Embed one shard's texts in one encode call; the vectors go beside the manifest (`shard_NNNN.npy`)."""
    from tasks.runtime.embedder import embedder_for

    manifest_path = Path(manifest_path)
    manifest = load_manifest(manifest_path)
    embedder = embedder or embedder_for(settings)
    vectors = np.asarray(embedder.embed(manifest["texts"], progress=False), dtype=np.float32)
    target = manifest_path.with_suffix(".npy")
    with atomic_path(target) as tmp, open(tmp, "wb") as handle:
        np.save(handle, vectors.reshape(len(manifest["texts"]), -1))
    return target


def load_vectors(plan_path: str | Path) -> dict[str, np.ndarray]:
    """text hash -> vector from every shard of a plan; a shard without its vectors is an error (it did not run)."""
    vectors: dict[str, np.ndarray] = {}
    for manifest_path in map(Path, shard_manifests(plan_path)):
        result = manifest_path.with_suffix(".npy")
        if not result.exists():
            raise FileNotFoundError(f"embedding shard {manifest_path.name} has no vectors ({result.name}): it did "
                                    "not run to the end")
        matrix = np.load(result)
        hashes = load_manifest(manifest_path)["hashes"]
        vectors.update(zip(hashes, matrix))
    return vectors


def embed_all(settings: Settings, paths: DataPaths, run_id: str, chunks: Any, progress: bool = False) -> Path:
    """Plan and embed every shard in this process (the CLI and `dvc repro` path); returns the plan's path."""
    from tqdm import tqdm

    from tasks.runtime.embedder import embedder_for

    plan_path = plan(settings, paths, run_id, chunks)
    manifests = shard_manifests(plan_path)
    embedder = embedder_for(settings) if manifests else None
    for manifest in tqdm(manifests, desc="embed shards", unit="shard", disable=not progress or len(manifests) < 2):
        embed_shard(manifest, settings, embedder)
    return plan_path
