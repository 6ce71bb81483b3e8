"""SparseIndex.load(mmap=True): the bm25s score matrix memory-mapped read-only gives the same scores as a load into
memory; retrieval loads it so."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from tasks.core.settings import load_settings
from tasks.runtime.bm25_index import SparseIndex

TEXTS = [
    "KT-100 error E42 means a phase was lost; check the supply wiring.",
    "错误E42表示供电缺相，请检查电源接线。",
    "HX-200 pump: error E17 indicates low water pressure at the inlet.",
    "Replace the KT-100 air filter every 500 operating hours.",
] * 50
QUERIES = ["error E42 KT-100", "供电缺相", "HX-200 water pressure", "filter hours", "nothing matches this"]


def test_a_memory_mapped_load_scores_as_the_normal_one(tmp_path: Path) -> None:
    bm25 = load_settings().embed.bm25
    SparseIndex.build(TEXTS, k1=bm25.k1, b=bm25.b).save(tmp_path / "sparse")
    loaded = SparseIndex.load(tmp_path / "sparse")
    mapped = SparseIndex.load(tmp_path / "sparse", mmap=True)
    assert isinstance(mapped.model.scores["data"], np.memmap) and not mapped.model.scores["data"].flags.writeable
    assert not isinstance(loaded.model.scores["data"], np.memmap)
    assert np.array_equal(mapped.scores_many(QUERIES), loaded.scores_many(QUERIES))
    assert mapped.top("error E42", 5) == loaded.top("error E42", 5)
    assert mapped.document_frequencies() == loaded.document_frequencies()


def test_retrieval_loads_the_sparse_index_memory_mapped(tmp_path: Path) -> None:
    from tasks.bench.embed import build_synthetic_index
    from tasks.runtime.retrieval import IndexVersion

    folder, _ = build_synthetic_index(tmp_path, ["pump", "valve", "error", "E42"], "test-model", load_settings(),
                                      300, 16)
    sparse = IndexVersion(folder).strategy("operation").sparse
    assert isinstance(sparse.model.scores["data"], np.memmap)
    assert np.array_equal(sparse.scores("pump error"), SparseIndex.load(folder / "operation" / "sparse").scores("pump error"))
