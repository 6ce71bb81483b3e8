"""Embedding shards (tasks/embed/shards.py): what the refresh_embeddings DAG maps over Celery workers gives the index
one process gives — every shard embedded in its own copy of the data root (as on another worker), the vectors
brought back, the build reading them — byte for byte; only new texts are planned; a missing shard fails the build."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from tasks.core.paths import DataPaths
from tasks.embed import shards, stage
from tasks.ingest.chunk_builder import chunk_schema
from tests.unit.tasks.runtime.tiny_index import chunk_rows, runtime_settings


def _root(folder: Path, rows: list[dict]) -> DataPaths:
    paths = DataPaths(folder)
    paths.chunks_dir.mkdir(parents=True)
    pq.write_table(pa.Table.from_pylist(rows, schema=chunk_schema()), paths.chunk_store)
    return paths


def _index_files(paths: DataPaths) -> dict[str, bytes]:
    version = paths.index_root / (paths.current_index_pointer.read_text().strip())
    return {path.relative_to(version).as_posix(): path.read_bytes() for path in sorted(version.rglob("*"))
            if path.is_file() and path.name not in ("manifest.json", "timing.json")}


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return chunk_rows()


def test_shards_embedded_apart_give_the_index_one_process_gives(tmp_path: Path, rows: list[dict]):
    one = _root(tmp_path / "one", rows)
    settings = runtime_settings(one, **{"embed.shard_size": 7})
    stage.run(settings, one, progress=False)  # the CLI / dvc path: plans and embeds the same shards in a row

    mapped = _root(tmp_path / "mapped", rows)
    plan = stage.plan_shards(settings, mapped, "run1")
    manifests = shards.shard_manifests(plan)
    texts = json.loads(plan.read_text())["texts"]
    assert len(manifests) == -(-texts // 7) >= 3  # ceil: several shards
    for manifest in manifests:  # each on "another worker": a copy holding only its manifest, vectors copied back
        worker = DataPaths(tmp_path / f"worker-{Path(manifest).stem}")
        copy = worker.root / Path(manifest).relative_to(mapped.root)
        copy.parent.mkdir(parents=True)
        shutil.copy(manifest, copy)
        vectors = shards.embed_shard(copy, settings)
        shutil.copy(vectors, Path(manifest).with_suffix(".npy"))
    staging = stage.build(settings, mapped, shards_plan=plan)
    stage.publish(staging, stage.validate(staging, settings), settings, mapped)

    assert _index_files(mapped) == _index_files(one)  # dense.faiss, BM25 and chunk tables, every strategy
    report = json.loads(mapped.last_embed_report.read_text())
    assert report["embedded"] == json.loads(one.last_embed_report.read_text())["embedded"] > 0
    assert not list(mapped.index_root.glob(f"{shards.SHARDS_PREFIX}*"))  # consumed and removed


def test_only_texts_new_to_the_model_are_planned_and_a_missing_shard_fails_the_build(tmp_path: Path,
                                                                                    rows: list[dict]):
    paths = _root(tmp_path / "data", rows)
    settings = runtime_settings(paths, **{"embed.shard_size": 5})
    stage.run(settings, paths, progress=False)
    changed = [dict(row) for row in rows]
    changed[0]["text"] = changed[0]["text"] + " A sentence added in a new revision."
    pq.write_table(pa.Table.from_pylist(changed, schema=chunk_schema()), paths.chunk_store)

    plan = stage.plan_shards(settings, paths, "run2")
    planned = [text for manifest in shards.shard_manifests(plan)
               for text in json.loads(Path(manifest).read_text())["texts"]]
    assert planned == [changed[0]["text"]]  # the cache and CURRENT hold every other text

    with pytest.raises(FileNotFoundError, match="did not run"):
        stage.build(settings, paths, shards_plan=plan)
