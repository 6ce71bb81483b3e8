"""Index version folders, the CURRENT pointer, pruning, staging sweeps, FAISS ids, the embedding cache."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import numpy as np
import pytest

from tasks.core.paths import DataPaths
from tasks.ingest.chunk_builder import chunk_id
from tasks.runtime.index_store import (
    TIMING_FILE,
    DuplicateChunkIds,
    EmbeddingCache,
    FaissIdCollision,
    current_version,
    faiss_ids,
    new_version,
    prune,
    publish,
    read_manifest,
    staging_dir,
    sweep_staging,
    write_manifest,
)


def staged(paths: DataPaths, version: str) -> Path:
    folder = staging_dir(paths, version)
    folder.mkdir(parents=True)
    write_manifest(folder, {"version": version})
    return folder


def test_publish_switches_current_and_prunes_but_never_current(tmp_path: Path) -> None:
    paths = DataPaths(tmp_path)
    assert current_version(paths) is None
    for version in ("20260101T000000Z-a", "20260102T000000Z-b", "20260103T000000Z-c"):
        assert publish(paths, staged(paths, version), keep=2) == version
        assert current_version(paths) == version
    assert sorted(p.name for p in paths.index_root.iterdir() if p.is_dir()) == [
        "20260102T000000Z-b", "20260103T000000Z-c"]
    # Rolled back by hand to an older version: pruning keeps CURRENT even when it is the oldest.
    paths.current_index_pointer.write_text("20260102T000000Z-b\n")
    publish(paths, staged(paths, "20260104T000000Z-d"), keep=1)
    assert prune(paths, keep=1) == []
    assert current_version(paths) == "20260104T000000Z-d"


def test_pruning_keeps_the_versions_deployment_manifests_name(tmp_path: Path) -> None:
    """Serving serves the manifest's index version and a rollback restores previous.json's: neither may be pruned
    when newer versions are published."""
    paths = DataPaths(tmp_path)
    publish(paths, staged(paths, "20260101T000000Z-served"), keep=5)
    publish(paths, staged(paths, "20260102T000000Z-previous"), keep=5)
    paths.deployments_dir.mkdir()
    (paths.deployments_dir / "manifest.json").write_text('{"index_version": "20260101T000000Z-served"}')
    (paths.deployments_dir / "previous.json").write_text('{"index_version": "20260102T000000Z-previous"}')
    (paths.deployments_dir / "pending_review.json").write_text("not json")  # unreadable: skipped, not fatal
    for version in ("20260103T000000Z-c", "20260104T000000Z-d"):
        publish(paths, staged(paths, version), keep=1)
    assert sorted(p.name for p in paths.index_root.iterdir() if p.is_dir()) == [
        "20260101T000000Z-served", "20260102T000000Z-previous", "20260104T000000Z-d"]


def test_current_pointing_at_a_missing_folder_is_no_version(tmp_path: Path) -> None:
    paths = DataPaths(tmp_path)
    paths.index_root.mkdir()
    paths.current_index_pointer.write_text("20260101T000000Z-gone\n")
    assert current_version(paths) is None


def test_sweep_removes_only_staging_folders(tmp_path: Path) -> None:
    paths = DataPaths(tmp_path)
    staged(paths, "20260101T000000Z-dead")
    publish(paths, staged(paths, "20260102T000000Z-live"), keep=3)
    assert sweep_staging(paths) == [".staging-20260101T000000Z-dead"]
    assert current_version(paths) == "20260102T000000Z-live"


def test_faiss_ids_are_stable_and_collisions_refused() -> None:
    ids = faiss_ids(["a1b2c3d4e5f60718293a4b5c", "ffffffffffffffff00000000"])
    assert ids.dtype == np.int64 and (ids >= 0).all()
    assert ids[0] == int("a1b2c3d4e5f6071", 16)
    assert len(faiss_ids([])) == 0


def test_a_repeated_chunk_id_and_a_prefix_collision_are_told_apart(testdata: Path) -> None:
    """The same chunk id twice (one file's bytes under two names) is DuplicateChunkIds naming the id and its paths;
    two different chunk ids that share their first 60 bits are FaissIdCollision naming both ids."""
    sha = hashlib.sha256((testdata / "pdf" / "scotus-transcript-p1.pdf").read_bytes()).hexdigest()
    first, second = chunk_id(sha, "operation", 0), chunk_id(sha, "operation", 1)
    with pytest.raises(DuplicateChunkIds) as repeated:
        faiss_ids([first, second, first], ["cases/a.pdf", "cases/a.pdf", "archive/b.pdf"])
    assert str(repeated.value).startswith("chunk ids repeated in the chunk store (1; the same content stored once "
                                          f"per file name, not a hash collision): {first} (archive/b.pdf, cases/a.pdf).")
    assert second not in str(repeated.value)
    with pytest.raises(DuplicateChunkIds, match=f"{first} \\(2 rows\\)"):
        faiss_ids([first, first])  # without paths: how many rows
    # A different id with the same 15 leading hex digits (no two real chunk ids share them; made here by hand).
    twin = first[:15] + ("0" if first[15] != "0" else "1") + first[16:]
    with pytest.raises(FaissIdCollision) as collided:
        faiss_ids([first, second, twin], ["cases/a.pdf", "cases/a.pdf", "archive/b.pdf"])
    assert str(collided.value) == ("different chunk ids map to one FAISS id (their first 60 bits agree): "
                                   f"{min(first, twin)} and {max(first, twin)}")
    assert not isinstance(collided.value, DuplicateChunkIds) and isinstance(collided.value, ValueError)


def test_embedding_cache_round_trip_per_model(tmp_path: Path) -> None:
    paths = DataPaths(tmp_path)
    cache = EmbeddingCache.load(paths, "model-a")
    assert cache.vectors == {}
    vectors = {"h1": np.array([1, 0, 0], dtype=np.float32), "h2": np.array([0, 1, 0], dtype=np.float32)}
    cache.save(vectors)
    again = EmbeddingCache.load(paths, "model-a")
    assert set(again.vectors) == {"h1", "h2"} and np.array_equal(again.vectors["h2"], vectors["h2"])
    assert EmbeddingCache.load(paths, "model-b").vectors == {}  # keyed by model id


def test_version_names_are_numbered_in_build_order_not_taken_from_the_clock(tmp_path: Path) -> None:
    """The same chunk store in a fresh index root gets the same name (`dvc repro` hashes the folder names); each
    build in a root one more than the highest (staging folders included), sorting after the older clock names."""
    paths = DataPaths(tmp_path)
    paths.chunks_dir.mkdir(parents=True)
    paths.chunk_store.write_bytes(b"chunks")
    digest = hashlib.sha256(b"chunks").hexdigest()[:8]
    assert new_version(paths) == new_version(DataPaths(tmp_path)) == f"v000001-{digest}"
    publish(paths, staged(paths, "20261129T160501Z-3f2a1c"), keep=5)  # an older clock name does not count
    publish(paths, staged(paths, new_version(paths)), keep=5)
    staging_dir(paths, new_version(paths)).mkdir()  # a build under way takes its number
    assert new_version(paths) == f"v000003-{digest}"
    versions = sorted(folder.name for folder in paths.index_root.iterdir()
                      if folder.is_dir() and not folder.name.startswith("."))
    assert versions == ["20261129T160501Z-3f2a1c", f"v000001-{digest}"]  # by name = by age, as prune sorts them
    assert current_version(paths) == f"v000001-{digest}"


def test_build_times_are_kept_beside_the_manifest(tmp_path: Path) -> None:
    """manifest.json holds what the inputs decide; when and how long go to timing.json, read back as one dict."""
    folder = tmp_path / "v000001-00000000"
    folder.mkdir()
    write_manifest(folder, {"version": folder.name, "total": 3, "created_at": "2026-12-03T13:53:22Z",
                            "seconds": {"build": 1.5}})
    assert json.loads((folder / "manifest.json").read_text()) == {"version": folder.name, "total": 3}
    assert read_manifest(folder) == {"version": folder.name, "total": 3, "created_at": "2026-12-03T13:53:22Z",
                                     "seconds": {"build": 1.5}}
    write_manifest(folder, {"version": folder.name, "total": 3})
    assert read_manifest(folder) == {"version": folder.name, "total": 3} and not (folder / TIMING_FILE).exists()
