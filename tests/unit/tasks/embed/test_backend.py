"""embed.backend in the embed stage: a new backend is a new model id, so the switch re-embeds every chunk into a
new index version under its own embedding cache, and switching back finds the first backend's vectors untouched."""

from __future__ import annotations

from pathlib import Path

import faiss
import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq

from tasks.core.paths import DataPaths
from tasks.embed import stage
from tasks.ingest.chunk_builder import chunk_schema
from tasks.runtime.index_store import read_manifest
from tests.unit.tasks.runtime.tiny_index import chunk_rows, runtime_settings


def _vectors(paths: DataPaths, version: str) -> dict[str, np.ndarray]:
    index = faiss.read_index(str(paths.index_root / version / "operation" / "dense.faiss"))
    ids = faiss.vector_to_array(index.id_map)
    return {int(i): index.reconstruct(int(i)) for i in ids}


def test_switching_backend_re_embeds_under_its_own_id_and_cache(tmp_path: Path) -> None:
    paths = DataPaths(tmp_path / "data")
    paths.chunks_dir.mkdir(parents=True)
    pq.write_table(pa.Table.from_pylist(chunk_rows(), schema=chunk_schema()), paths.chunk_store)
    torch = runtime_settings(paths)
    int8 = runtime_settings(paths, **{"embed.backend": "onnx-int8", "embed.export_dir": str(tmp_path / "exports")})

    first = stage.run(torch, paths, progress=False)
    assert stage.up_to_date(torch, paths) and stage.up_to_date(int8, paths) is None  # the backend is part of it

    switched = stage.run(int8, paths, progress=False)
    assert switched.full_rebuild and switched.embedded == switched.total == first.total
    assert read_manifest(paths.index_root / switched.version)["model_id"] == f"{first.model_id}+onnx-int8"
    assert len(list(paths.embedding_cache.glob("*.parquet"))) == 2  # one cache per backend, never mixed
    int8_vectors = _vectors(paths, switched.version)
    torch_vectors = _vectors(paths, first.version)
    assert not any(np.array_equal(int8_vectors[i], torch_vectors[i]) for i in torch_vectors)

    back = stage.run(torch, paths, progress=False)  # every vector from the torch cache: nothing embedded
    assert back.full_rebuild and back.embedded == 0 and back.reused == back.total
    restored = _vectors(paths, back.version)
    assert all(np.array_equal(restored[i], torch_vectors[i]) for i in torch_vectors)
