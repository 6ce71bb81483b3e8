"""`embed.index_type: auto`: flat below `embed.auto_approximate_from` chunks in the largest strategy, the approximate
type (tasks.embed.faiss_build.AUTO_APPROXIMATE) at or above it; the stage records the resolved type in the version
manifest. Real faiss and the real stage on the runtime tests' tiny chunk store, with a tiny threshold."""

from __future__ import annotations

import faiss
import numpy as np
import pytest

from tasks.core.paths import DataPaths
from tasks.core.settings import load_settings
from tasks.embed import faiss_build


def auto(threshold: int):
    return load_settings(overrides={"embed.index_type": "auto", "embed.auto_approximate_from": threshold})


def test_auto_is_flat_below_the_threshold_and_approximate_at_or_above_it() -> None:
    embed = auto(1_000).embed
    assert faiss_build.resolve_index_type(embed, 0) == "flat"
    assert faiss_build.resolve_index_type(embed, 999) == "flat"
    assert faiss_build.resolve_index_type(embed, 1_000) == faiss_build.AUTO_APPROXIMATE == "ivf_flat"
    assert faiss_build.resolve_index_type(embed, 5_000_000) == "ivf_flat"
    for explicit in ("flat", "hnsw", "ivf_flat", "ivf_pq"):  # only auto is resolved
        embed = load_settings(overrides={"embed.index_type": explicit, "embed.auto_approximate_from": 1}).embed
        assert faiss_build.resolve_index_type(embed, 10**9) == explicit
    resolved = faiss_build.resolved_settings(auto(1_000), 1_000)
    assert resolved.embed.index_type == "ivf_flat" and resolved.embed.auto_approximate_from == 1_000


def test_params_yaml_default_keeps_the_sample_corpus_flat() -> None:
    embed = load_settings().embed
    assert embed.index_type == "auto" and embed.auto_approximate_from == 200_000
    assert faiss_build.resolve_index_type(embed, 5_000) == "flat"  # the sample corpus: a few thousand per strategy
    assert faiss_build.resolve_index_type(embed, 200_000) == "ivf_flat"


def test_empty_index_resolves_auto_by_the_vectors_it_will_hold() -> None:
    settings = auto(100)
    assert faiss_build.is_flat_ip(faiss_build.empty_index(16, settings, 99))
    big = faiss_build.empty_index(16, settings, 100)
    assert isinstance(big, faiss.IndexIVFFlat)
    assert faiss_build.is_flat_ip(faiss_build.empty_index(16, settings))  # no size given: flat


@pytest.fixture(scope="module")
def tiny_store(tmp_path_factory: pytest.TempPathFactory) -> DataPaths:
    import pyarrow as pa
    import pyarrow.parquet as pq

    from tasks.ingest.chunk_builder import chunk_schema
    from tests.unit.tasks.runtime.tiny_index import chunk_rows

    paths = DataPaths(tmp_path_factory.mktemp("auto") / "data")
    paths.chunks_dir.mkdir(parents=True)
    pq.write_table(pa.Table.from_pylist(chunk_rows(), schema=chunk_schema()), paths.chunk_store)
    return paths


@pytest.mark.parametrize("threshold, expected", [(10**6, "flat"), (2, "ivf_flat")])
def test_the_stage_records_the_resolved_type(tiny_store: DataPaths, threshold: int, expected: str) -> None:
    from collections import Counter

    import pandas as pd

    from tasks.embed import stage
    from tasks.runtime.index_store import read_manifest
    from tasks.runtime.retrieval import open_current
    from tests.unit.tasks.runtime.tiny_index import runtime_settings

    settings = runtime_settings(tiny_store, **{"embed.index_type": "auto", "embed.auto_approximate_from": threshold})
    report = stage.run(settings, tiny_store, progress=False)
    largest = max(Counter(pd.read_parquet(tiny_store.chunk_store, columns=["strategy"])["strategy"]).values())
    assert largest >= 2
    assert report.switched and report.index_type == expected
    manifest = read_manifest(tiny_store.index_root / report.version)
    assert manifest["index_type"] == expected and manifest["index_type_setting"] == "auto"
    assert manifest["auto_approximate_from"] == threshold
    dense = open_current(tiny_store).strategy("operation").dense
    if expected == "ivf_flat":  # an IVF index keeps the stage's ids in its lists: no IndexIDMap2 around it
        assert isinstance(dense, faiss.IndexIVFFlat)
    else:
        assert isinstance(faiss.downcast_index(dense.index), faiss.IndexFlatIP)
    assert stage.up_to_date(settings, tiny_store)  # same store, same resolution: nothing to do
    other = 10**6 if expected == "ivf_flat" else 2  # a threshold that resolves the other way: rebuild
    changed = runtime_settings(tiny_store, **{"embed.index_type": "auto", "embed.auto_approximate_from": other})
    assert stage.up_to_date(changed, tiny_store) is None
    explicit = runtime_settings(tiny_store, **{"embed.index_type": expected})
    assert stage.up_to_date(explicit, tiny_store)  # the explicit type auto resolved to: the same index
    assert np.isfinite(report.probe_rate["operation"])
