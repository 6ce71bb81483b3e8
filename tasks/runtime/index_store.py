"""Index versions on disk: `data/index/<version>/` folders and the `CURRENT` pointer that readers follow.

A refresh builds into `.staging-<version>/`, renames it to `<version>/` only when complete, and then
replaces `CURRENT` (a one-line file) with `os.replace` — atomic on POSIX. Readers resolve CURRENT once and
read a complete, immutable folder, so they never see a half-built index; a build killed at any point leaves
CURRENT on the previous version, and its staging folder is swept by the next refresh.

Version names are `v<sequence>-<chunk store digest>` (v000003-1a2b3c4d): numbered in the order they were built in
this data root (so sorting by name sorts by age), never from the clock, so that the same inputs built in a fresh data
root — a second `dvc repro`, or the Airflow DAG beside `dvc repro` — give the same folder and the same bytes.

Per version: `manifest.json` (model id, dimension, index type, counts per strategy, the chunk store's
hash: what the inputs decide), `timing.json` (when it was built and how long each step took: kept apart so that the
manifest stays a function of the inputs, and left out of DVC's hash of data/index by .dvcignore), and per strategy
`<strategy>/dense.faiss` (FAISS IndexIDMap2), `<strategy>/sparse/` (bm25s) and `<strategy>/chunks.parquet` (FAISS
id, chunk id, text hash, text and the metadata filters use).

Also the embedding cache: `cache/<model key>.parquet`, text hash -> vector for every chunk of the latest
build with that model, so a refresh embeds only new text and an approximate index can be rebuilt without
re-embedding.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
from pathlib import Path
from typing import Any

import numpy as np

from tasks.core.atomic import atomic_path, write_json_atomic
from tasks.core.paths import DataPaths

STAGING_PREFIX = ".staging-"


VERSION_NAME = re.compile(r"^v(\d+)-")


def new_version(paths: DataPaths) -> str:
    """`v000004-1a2b3c4d`: one more than the highest sequence number in the index root (its versions and any staging
    folder), then the first 8 hex digits of the chunk store's sha256.

    Deterministic, so that the same inputs give the same index bytes (the folder name is part of what `dvc repro`
    hashes; a name from the clock and a random suffix made every build's data/index differ). Sorting by name still
    sorts by age (`prune`), and after the older clock names (`20261129T160501Z-3f2a1c`: digits sort before "v").
    The digest keeps names apart across index roots (a wiped and rebuilt root numbers from 1 again)."""
    from tasks.core.tracking import file_sha256

    numbers = [int(match.group(1)) for folder in (paths.index_root.iterdir() if paths.index_root.is_dir() else ())
               if (match := VERSION_NAME.match(folder.name.removeprefix(STAGING_PREFIX)))]
    digest = file_sha256(paths.chunk_store)[:8] if paths.chunk_store.exists() else "00000000"
    return f"v{max(numbers, default=0) + 1:06d}-{digest}"


def staging_dir(paths: DataPaths, version: str) -> Path:
    return paths.index_root / f"{STAGING_PREFIX}{version}"


def current_version(paths: DataPaths) -> str | None:
    """The version CURRENT names, if it names a complete folder."""
    pointer = paths.current_index_pointer
    if not pointer.exists():
        return None
    version = pointer.read_text(encoding="utf-8").strip()
    return version if version and (paths.index_root / version / "manifest.json").exists() else None


def current_dir(paths: DataPaths) -> Path | None:
    version = current_version(paths)
    return None if version is None else paths.index_root / version


# Manifest keys that say when and how fast, not what: written to `timing.json` beside the manifest (see the module
# docstring); `read_manifest` puts them back, so readers see one dict.
TIMING_KEYS = ("created_at", "seconds")
TIMING_FILE = "timing.json"


def read_manifest(version_dir: Path) -> dict[str, Any]:
    manifest = json.loads((version_dir / "manifest.json").read_text(encoding="utf-8"))
    timing = version_dir / TIMING_FILE
    if timing.exists():
        manifest.update(json.loads(timing.read_text(encoding="utf-8")))
    return manifest


def publish(paths: DataPaths, staging: Path, keep: int) -> str:
    """Staging folder -> `<version>/`, then CURRENT -> it; older versions beyond `keep` are deleted."""
    version = staging.name.removeprefix(STAGING_PREFIX)
    final = paths.index_root / version
    if not final.exists():
        staging.rename(final)
        fsync_dir(paths.index_root)
    with atomic_path(paths.current_index_pointer) as tmp:
        tmp.write_text(version + "\n", encoding="utf-8")
    prune(paths, keep)
    return version


def prune(paths: DataPaths, keep: int) -> list[str]:
    """Delete the oldest versions so that `keep` remain; CURRENT is never deleted, nor a version a deployment
    manifest under `deployments/` names (the one serving serves, the one a rollback would restore)."""
    current = current_version(paths)
    versions = sorted(
        folder.name for folder in paths.index_root.iterdir()
        if folder.is_dir() and (folder / "manifest.json").exists()
    )
    kept = {current, *deployed_index_versions(paths)}
    doomed = [version for version in versions[: max(0, len(versions) - keep)] if version not in kept]
    for version in doomed:
        shutil.rmtree(paths.index_root / version, ignore_errors=True)
    return doomed


def deployed_index_versions(paths: DataPaths) -> set[str]:
    """Index versions the manifests under `deployments/` name (unreadable ones are skipped: pruning must not fail
    on them, and keeping one version too many is harmless)."""
    found: set[str] = set()
    if not paths.deployments_dir.is_dir():
        return found
    for manifest in paths.deployments_dir.glob("*.json"):
        try:
            version = json.loads(manifest.read_text(encoding="utf-8")).get("index_version")
        except (OSError, ValueError, AttributeError):
            continue
        if isinstance(version, str):
            found.add(version)
    return found


def sweep_staging(paths: DataPaths) -> list[str]:
    """Remove staging folders left by killed or failed builds."""
    if not paths.index_root.exists():
        return []
    stale = [folder for folder in paths.index_root.iterdir() if folder.name.startswith(STAGING_PREFIX)]
    for folder in stale:
        shutil.rmtree(folder, ignore_errors=True)
    return [folder.name for folder in stale]


class DuplicateChunkIds(ValueError):
    """The same chunk id on several rows: one content stored more than once (a byte-identical file under several
    names, in a chunk store written before ingest merged copies) — not a hash collision."""


class FaissIdCollision(ValueError):
    """Two different chunk ids whose first 60 bits agree, so they would share one FAISS id."""


def faiss_ids(chunk_ids: Any, source_paths: Any = None) -> np.ndarray:
    """Stable int64 FAISS ids from chunk ids (the first 60 bits of their hex digest): the same chunk keeps its
    id across versions, which is what lets a flat index be updated in place (remove_ids / add_with_ids).

    Refuses ids that would not be unique, saying which case it is: a chunk id repeated (DuplicateChunkIds, with
    the rows' source paths, `source_paths` being one path or list of paths per chunk id) or two different chunk
    ids with one 60-bit prefix (FaissIdCollision, with both ids)."""
    chunk_ids = [str(chunk_id) for chunk_id in chunk_ids]
    ids = np.fromiter((int(chunk_id[:15], 16) for chunk_id in chunk_ids), dtype=np.int64, count=len(chunk_ids))
    if len(np.unique(ids)) == len(ids):
        return ids
    from tasks.core.chunk_store import describe_paths, paths_of

    rows_of: dict[str, list[int]] = {}
    for row, chunk_id in enumerate(chunk_ids):
        rows_of.setdefault(chunk_id, []).append(row)
    repeated = {chunk_id: rows for chunk_id, rows in rows_of.items() if len(rows) > 1}
    if repeated:
        listed = [] if source_paths is None else list(source_paths)
        groups = [(chunk_id, sorted({path for row in rows for path in paths_of(listed[row], listed[row])})
                   if listed else [f"{len(rows)} rows"]) for chunk_id, rows in sorted(repeated.items())]
        raise DuplicateChunkIds(
            f"chunk ids repeated in the chunk store ({len(repeated)}; the same content stored once per file name, "
            f"not a hash collision): {describe_paths(groups)}. Re-run `ragops ingest` to store each chunk once with "
            "all its source paths."
        )
    by_id: dict[int, list[str]] = {}
    for faiss_id, chunk_id in zip(ids.tolist(), chunk_ids):
        by_id.setdefault(faiss_id, []).append(chunk_id)
    clashes = [sorted(group) for group in by_id.values() if len(group) > 1]
    raise FaissIdCollision(
        "different chunk ids map to one FAISS id (their first 60 bits agree): "
        + "; ".join(" and ".join(group) for group in clashes)
    )


def text_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


class EmbeddingCache:
    """text hash -> vector for one model; a plain dict in memory, one Parquet file on disk."""

    def __init__(self, path: Path, vectors: dict[str, np.ndarray]) -> None:
        self.path = path
        self.vectors = vectors

    @classmethod
    def load(cls, paths: DataPaths, model_id: str) -> EmbeddingCache:
        path = paths.embedding_cache / f"{hashlib.sha256(model_id.encode()).hexdigest()[:16]}.parquet"
        if not path.exists():
            return cls(path, {})
        import pyarrow.parquet as pq

        table = pq.read_table(path)
        hashes = table.column("text_hash").to_pylist()
        matrix = np.asarray(table.column("vector").to_pylist(), dtype=np.float32)
        return cls(path, dict(zip(hashes, matrix)))

    def save(self, keep: dict[str, np.ndarray]) -> None:
        """Replace the file with exactly `keep` (the vectors of the chunks now indexed)."""
        import pyarrow as pa
        import pyarrow.parquet as pq

        self.vectors = keep
        hashes = list(keep)
        matrix = np.stack([keep[h] for h in hashes]) if hashes else np.zeros((0, 0), dtype=np.float32)
        dimension = matrix.shape[1] if hashes else 0
        table = pa.table({
            "text_hash": pa.array(hashes, pa.string()),
            "vector": pa.FixedSizeListArray.from_arrays(pa.array(matrix.reshape(-1), pa.float32()), dimension)
            if hashes else pa.array([], pa.list_(pa.float32())),
        })
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with atomic_path(self.path) as tmp:
            pq.write_table(table, tmp)


def write_manifest(folder: Path, manifest: dict[str, Any]) -> None:
    """`manifest.json`, with the TIMING_KEYS in `timing.json` beside it (written first: a reader that finds the new
    manifest finds its timing)."""
    timing = {key: manifest[key] for key in TIMING_KEYS if key in manifest}
    if timing:
        write_json_atomic(folder / TIMING_FILE, timing)
    else:
        (folder / TIMING_FILE).unlink(missing_ok=True)
    write_json_atomic(folder / "manifest.json",
                      {key: value for key, value in manifest.items() if key not in TIMING_KEYS})


def fsync_dir(folder: Path) -> None:
    """Make a rename durable before the pointer moves (best effort; not all filesystems allow it)."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)
