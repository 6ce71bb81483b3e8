"""tasks/embed/faiss_build.py on the CPU with real faiss: device choice, IVF-PQ build and search, the nlist cap, the
pq_m check, and an ivf_pq index built, gated and searched through the embed stage. The GPU paths: tests/gpu."""

from __future__ import annotations

from pathlib import Path

import faiss
import numpy as np
import pytest

from tasks.core.paths import DataPaths
from tasks.core.settings import SettingsError, load_settings
from tasks.embed import faiss_build

GPU_USABLE, GPU_WHY = faiss_build.gpu_status()
no_gpu_here = pytest.mark.skipif(GPU_USABLE, reason=f"a usable GPU is present ({GPU_WHY}): the no-GPU paths don't run")

IVF = {"embed.index_type": "ivf_pq", "embed.ivf.nlist": 32, "embed.ivf.pq_m": 16, "embed.ivf.nprobe": 8}


def clustered(n: int, dimension: int, centres: int, seed: int, noise: float = 0.5) -> np.ndarray:
    """Unit vectors around `centres` random centres (per-coordinate noise, then normalised)."""
    rng = np.random.default_rng(seed)
    middle = rng.standard_normal((centres, dimension)).astype(np.float32)
    vectors = middle[rng.integers(0, centres, n)] + noise * rng.standard_normal((n, dimension)).astype(np.float32)
    return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)


def hashed_ids(n: int) -> np.ndarray:
    """Large, non-contiguous int64 ids, as the stage's faiss ids are."""
    return np.arange(n, dtype=np.int64) * 7_919_000_003 + 11


# ---------------------------------------------------------------- device


@no_gpu_here
def test_auto_builds_on_the_cpu_where_faiss_has_no_usable_gpu() -> None:
    assert faiss_build.choose_device("auto") == "cpu"
    assert faiss_build.choose_device("cpu") == "cpu"
    assert faiss_build.device_for(load_settings(overrides=IVF).embed) == "cpu"


def test_cpu_setting_and_hnsw_never_use_the_gpu() -> None:
    assert faiss_build.choose_device("cpu") == "cpu"
    assert faiss_build.device_for(load_settings(overrides={"embed.index_type": "hnsw"}).embed) == "cpu"
    with pytest.raises(ValueError, match="auto, cpu or gpu"):
        faiss_build.choose_device("cuda")


@no_gpu_here
def test_gpu_setting_without_a_gpu_fails_saying_what_to_install_or_set() -> None:
    with pytest.raises(RuntimeError) as raised:
        faiss_build.choose_device("gpu")
    message = str(raised.value)
    assert "faiss-gpu-cu12" in message and "[gpu]" in message and "embed.faiss_device=cpu" in message
    assert GPU_WHY in message  # why: a CPU-only faiss, or no CUDA device
    with pytest.raises(RuntimeError, match="faiss-gpu-cu12"):  # asked for directly, the build refuses the same way
        faiss_build.train_and_add(faiss.IndexIDMap2(faiss.IndexFlatIP(8)), np.eye(8, dtype=np.float32),
                                  np.arange(8), "gpu")


def test_faiss_device_is_a_setting_with_three_choices() -> None:
    assert load_settings().embed.faiss_device == "auto"  # params.yaml's default
    assert load_settings(overrides={"embed.faiss_device": "gpu"}).embed.faiss_device == "gpu"
    with pytest.raises(SettingsError, match="faiss_device"):
        load_settings(overrides={"embed.faiss_device": "cuda"})


def test_what_the_gpu_cannot_build_is_named() -> None:
    settings = load_settings(overrides=IVF)
    assert faiss_build.gpu_unsupported(faiss_build.empty_index(64, settings, 10_000)) == ""
    assert faiss_build.gpu_unsupported(faiss.IndexIDMap2(faiss.IndexFlatIP(64))) == ""
    assert "HNSW" in faiss_build.gpu_unsupported(
        faiss_build.empty_index(64, load_settings(overrides={"embed.index_type": "hnsw"})))
    assert "bit PQ codes" in faiss_build.gpu_unsupported(faiss_build.empty_index(64, settings, 100))  # 6-bit codes


# ---------------------------------------------------------------- IVF-PQ


def test_ivf_pq_trains_adds_and_finds_near_duplicates() -> None:
    dimension, n = 64, 2000
    vectors, ids = clustered(n, dimension, 20, seed=0), hashed_ids(n)
    index = faiss_build.empty_index(dimension, load_settings(overrides=IVF), n)
    assert isinstance(index, faiss.IndexIVFPQ) and index.metric_type == faiss.METRIC_INNER_PRODUCT
    assert (index.nlist, index.pq.M, index.pq.nbits, index.nprobe) == (32, 16, 8, 8)

    built, timing = faiss_build.train_and_add(index, vectors, ids, "cpu")
    assert built.is_trained and built.ntotal == n
    assert timing.device == "cpu" and timing.vectors == n and timing.train_s > 0 and timing.to_gpu_s == 0

    rng = np.random.default_rng(1)
    source = rng.choice(n, 100, replace=False)
    queries = vectors[source] + 0.02 * rng.standard_normal((100, dimension)).astype(np.float32)
    queries /= np.linalg.norm(queries, axis=1, keepdims=True)
    found = built.search(queries, 10)[1]
    exact = ids[faiss.knn(queries, vectors, 10, metric=faiss.METRIC_INNER_PRODUCT)[1]]
    assert np.mean(found[:, 0] == ids[source]) >= 0.9  # each query's own vector first
    recall = np.mean([len(set(a) & set(b)) / 10 for a, b in zip(found, exact)])
    assert recall >= 0.5, recall  # approximate, but not far off the exact top 10
    # The stage's ids are the index's ids, and reconstruct(id) works (hashtable direct map), PQ-approximately.
    assert set(found.ravel()) <= set(ids.tolist())
    assert float(built.reconstruct(int(ids[5])) @ vectors[5]) > 0.9


def test_ivf_pq_survives_write_and_read_with_its_direct_map_and_filters(tmp_path: Path) -> None:
    dimension, n = 64, 1000
    vectors, ids = clustered(n, dimension, 10, seed=2), hashed_ids(n)
    built, _ = faiss_build.train_and_add(
        faiss_build.empty_index(dimension, load_settings(overrides=IVF), n), vectors, ids, "cpu")
    faiss.write_index(built, str(tmp_path / "dense.faiss"))
    loaded = faiss.read_index(str(tmp_path / "dense.faiss"))
    assert isinstance(loaded, faiss.IndexIVFPQ) and loaded.nprobe == built.nprobe and loaded.ntotal == n
    assert np.allclose(loaded.reconstruct(int(ids[7])), built.reconstruct(int(ids[7])))
    allowed = ids[::10]
    params = faiss.SearchParametersIVF(sel=faiss.IDSelectorBatch(allowed), nprobe=loaded.nlist)
    hits = loaded.search(vectors[:5], 5, params=params)[1]
    assert set(hits.ravel()) <= set(allowed.tolist())


def test_ivf_flat_keeps_whole_vectors_finds_the_exact_top_10_and_memory_maps(tmp_path: Path) -> None:
    """ivf_flat: the IVF lists of `embed.ivf` over whole vectors, so every score is exact and `reconstruct(id)`
    returns the stored vector; on clustered vectors the probed lists hold the exact top 10. Read back memory-mapped
    (IO_FLAG_MMAP_IFC, as retrieval reads it) it answers the same."""
    dimension, n = 64, 2000
    vectors, ids = clustered(n, dimension, 20, seed=0), hashed_ids(n)
    settings = load_settings(overrides={**IVF, "embed.index_type": "ivf_flat"})
    index = faiss_build.empty_index(dimension, settings, n)
    assert isinstance(index, faiss.IndexIVFFlat) and (index.nlist, index.nprobe) == (32, 8)
    built, _ = faiss_build.train_and_add(index, vectors, ids, "cpu")
    rng = np.random.default_rng(1)
    queries = vectors[rng.choice(n, 100, replace=False)] + 0.02 * rng.standard_normal((100, dimension)).astype(np.float32)
    queries /= np.linalg.norm(queries, axis=1, keepdims=True)
    scores, found = built.search(queries, 10)
    exact_scores, exact = faiss.knn(queries, vectors, 10, metric=faiss.METRIC_INNER_PRODUCT)
    assert np.mean([len(set(a) & set(b)) / 10 for a, b in zip(found, ids[exact])]) >= 0.95
    assert np.allclose(scores[:, 0], exact_scores[:, 0], atol=1e-5)  # whole vectors: exact scores
    assert np.array_equal(built.reconstruct(int(ids[5])), vectors[5])
    faiss.write_index(built, str(tmp_path / "dense.faiss"))
    mapped = faiss.read_index(str(tmp_path / "dense.faiss"), faiss.IO_FLAG_MMAP_IFC)
    assert mapped.nprobe == 8 and np.array_equal(mapped.search(queries, 10)[1], found)


def test_nlist_is_capped_at_39_training_vectors_per_list() -> None:
    assert faiss_build.capped_nlist(1024, 300) == 7
    assert faiss_build.capped_nlist(1024, 10) == 1
    assert faiss_build.capped_nlist(1024, 39 * 1024) == 1024
    assert faiss_build.capped_nlist(16, 100_000) == 16
    settings = load_settings(overrides={**IVF, "embed.ivf.nlist": 1024})
    assert faiss_build.empty_index(64, settings, 300).nlist == 7
    # PQ codes shrink too where there are fewer vectors than 256 codes (k-means needs one per centroid at least)
    assert [faiss_build.pq_nbits(n) for n in (1, 2, 5, 255, 256, 10**6)] == [1, 1, 2, 7, 8, 8]


@pytest.mark.parametrize("n", [1, 3, 40])
def test_tiny_strategies_train_too(n: int) -> None:
    vectors, ids = clustered(n, 64, 2, seed=3), hashed_ids(n)
    built, _ = faiss_build.train_and_add(
        faiss_build.empty_index(64, load_settings(overrides=IVF), n), vectors, ids, "cpu")
    assert built.ntotal == n and built.search(vectors[:1], 1)[1][0, 0] == ids[0]


def test_pq_m_must_divide_the_dimension() -> None:
    settings = load_settings(overrides={**IVF, "embed.ivf.pq_m": 50})
    with pytest.raises(ValueError, match=r"pq_m=50 does not divide the embedding dimension 384.*48"):
        faiss_build.empty_index(384, settings, 1000)
    assert faiss_build.empty_index(384, load_settings(overrides={**IVF, "embed.ivf.pq_m": 48}), 1000).pq.M == 48
    with pytest.raises(SettingsError, match="pq_m"):
        load_settings(overrides={"embed.ivf.pq_m": 0})


def test_flat_and_hnsw_keep_the_stage_ids() -> None:
    dimension, n = 32, 500
    vectors, ids = clustered(n, dimension, 5, seed=4), hashed_ids(n)
    for index_type in ("flat", "hnsw"):
        index = faiss_build.empty_index(dimension, load_settings(overrides={"embed.index_type": index_type}), n)
        built, timing = faiss_build.train_and_add(index, vectors, ids, "cpu")
        assert built is index and timing.train_s == 0 and timing.device == "cpu"
        assert list(faiss.vector_to_array(built.id_map)) == list(ids)
        assert built.search(vectors[:3], 1)[1][:, 0].tolist() == ids[:3].tolist()
        assert faiss_build.is_flat_ip(built) == (index_type == "flat")
    assert not faiss_build.is_flat_ip(faiss_build.empty_index(dimension, load_settings(overrides=IVF), n))


# ---------------------------------------------------------------- through the stage


@pytest.fixture(scope="module")
def ivf_root(tmp_path_factory: pytest.TempPathFactory):
    """The runtime tests' tiny chunk store (nine documents, three strategies), indexed as ivf_pq by the real stage."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    from tasks.embed import stage
    from tasks.ingest.chunk_builder import chunk_schema
    from tests.unit.tasks.runtime.tiny_index import chunk_rows, runtime_settings

    paths = DataPaths(tmp_path_factory.mktemp("ivf_pq") / "data")
    paths.chunks_dir.mkdir(parents=True)
    rows = chunk_rows()
    pq.write_table(pa.Table.from_pylist(rows, schema=chunk_schema()), paths.chunk_store)
    settings = runtime_settings(paths, **{"embed.index_type": "ivf_pq", "embed.ivf.nprobe": 4})
    report = stage.run(settings, paths, progress=False)
    return paths, settings, report, len(rows)


def test_the_stage_builds_gates_and_serves_an_ivf_pq_index(ivf_root) -> None:
    from tasks.embed import stage
    from tasks.runtime.index_store import read_manifest
    from tasks.runtime.retrieval import open_current, search

    paths, settings, report, n_rows = ivf_root
    assert report.switched and report.index_type == "ivf_pq" and report.total == n_rows
    assert report.faiss_device == ("gpu" if GPU_USABLE else "cpu")
    assert min(report.probe_rate.values()) >= settings.embed.probe_min_rate
    manifest = read_manifest(paths.index_root / report.version)
    assert manifest["faiss_device"] == report.faiss_device and manifest["ivf"]["nprobe"] == 4
    version = open_current(paths)
    for strategy in ("operation", "comparison", "trend"):
        dense = version.strategy(strategy).dense
        assert isinstance(dense, faiss.IndexIVFPQ) and dense.ntotal == len(version.strategy(strategy).chunks)
        assert dense.nprobe == min(4, dense.nlist)
    hits = search("How long do I purge the condenser loop with nitrogen?", "operation", 3, settings=settings,
                  paths=paths)
    assert "14 minutes" in hits[0].text
    zh = search("冷水机组 防冻", "operation", 3, {"language": "zh"}, settings=settings, paths=paths)
    assert zh and all(hit.metadata["language"] == "zh" for hit in zh)  # a filter through IVF search parameters
    assert stage.up_to_date(settings, paths)  # same store, same settings: nothing to do
    from tests.unit.tasks.runtime.tiny_index import runtime_settings

    changed = runtime_settings(paths, **{"embed.index_type": "ivf_pq", "embed.ivf.nprobe": 8})
    assert stage.up_to_date(changed, paths) is None  # an IVF setting changed: rebuild
