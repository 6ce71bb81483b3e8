"""The embed stage's FAISS build on a GPU (tasks/embed/faiss_build.py): same answers as the CPU build, and how much
faster it is at 100k vectors.

Needs a CUDA device (tests/gpu/conftest.py skips `gpu` tests without one) and the GPU build of faiss (the `gpu`
extra, faiss-gpu-cu12, installed in place of faiss-cpu); without it every test here is skipped with the reason.
The 100k timing prints its figures and writes them as JSON to $RAGOPS_FIGURES_DIR (or the test's tmp folder).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import faiss
import numpy as np
import pytest

from tasks.core.settings import load_settings
from tasks.embed import faiss_build

GPU_USABLE, GPU_WHY = faiss_build.gpu_status()
pytestmark = [
    pytest.mark.gpu,
    pytest.mark.skipif(not GPU_USABLE, reason=f"no GPU build of faiss usable here: {GPU_WHY}; install the `gpu` "
                                              "extra (faiss-gpu-cu12) in place of faiss-cpu on a CUDA host"),
]

K = 10


def separated_clusters(clusters: int, size: int, dimension: int, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """`clusters` tight groups of `size` unit vectors around random (nearly orthogonal) centres, and the centres:
    a centre's top `size` is its own group for any sound index, exact or approximate, wherever it was trained."""
    rng = np.random.default_rng(seed)
    centres = rng.standard_normal((clusters, dimension)).astype(np.float32)
    centres /= np.linalg.norm(centres, axis=1, keepdims=True)
    vectors = np.repeat(centres, size, axis=0) + 0.03 * rng.standard_normal((clusters * size, dimension)).astype(
        np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    return vectors, centres


def ids_for(n: int) -> np.ndarray:
    return np.arange(n, dtype=np.int64) * 7_919_000_003 + 11  # large and sparse, like the stage's faiss ids


def build_both(settings, vectors: np.ndarray, ids: np.ndarray):
    dimension = vectors.shape[1]
    cpu, cpu_timing = faiss_build.train_and_add(faiss_build.empty_index(dimension, settings, len(vectors)),
                                                vectors, ids, "cpu")
    gpu, gpu_timing = faiss_build.train_and_add(faiss_build.empty_index(dimension, settings, len(vectors)),
                                                vectors, ids, "gpu")
    assert cpu_timing.device == "cpu" and gpu_timing.device == "gpu", gpu_timing.note
    assert gpu_timing.to_gpu_s > 0 and gpu_timing.to_cpu_s > 0
    return cpu, gpu


def test_auto_chooses_the_gpu() -> None:
    assert faiss_build.choose_device("auto") == faiss_build.choose_device("gpu") == "gpu"
    assert faiss_build.device_for(load_settings(overrides={"embed.index_type": "ivf_pq"}).embed) == "gpu"


def test_gpu_flat_build_equals_the_cpu_build(tmp_path: Path) -> None:
    vectors, centres = separated_clusters(2000, K, 128)
    ids = ids_for(len(vectors))
    cpu, gpu = build_both(load_settings(overrides={"embed.index_type": "flat"}), vectors, ids)
    assert faiss_build.is_flat_ip(gpu) and gpu.ntotal == cpu.ntotal == len(vectors)
    assert np.array_equal(faiss.vector_to_array(gpu.id_map), faiss.vector_to_array(cpu.id_map))
    queries = np.vstack([centres, vectors[::97]])
    cpu_scores, cpu_top = cpu.search(queries, K)
    gpu_scores, gpu_top = gpu.search(queries, K)
    assert np.array_equal(gpu_top, cpu_top)  # the same vectors, copied back exactly (no float16)
    assert np.allclose(gpu_scores, cpu_scores, atol=1e-5)
    faiss.write_index(gpu, str(tmp_path / "dense.faiss"))  # what the stage saves: a CPU index
    assert isinstance(faiss.downcast_index(faiss.read_index(str(tmp_path / "dense.faiss")).index), faiss.IndexFlatIP)


def test_gpu_ivf_pq_build_gives_the_cpu_builds_top_k(tmp_path: Path) -> None:
    vectors, centres = separated_clusters(2000, K, 128)  # 20k vectors
    ids = ids_for(len(vectors))
    settings = load_settings(overrides={"embed.index_type": "ivf_pq", "embed.ivf.nlist": 256, "embed.ivf.pq_m": 16,
                                        "embed.ivf.nprobe": 16})
    cpu, gpu = build_both(settings, vectors, ids)
    assert isinstance(gpu, faiss.IndexIVFPQ) and gpu.nlist == 256 and gpu.nprobe == 16 and gpu.ntotal == len(vectors)
    cpu_top, gpu_top = cpu.search(centres, K)[1], gpu.search(centres, K)[1]
    own = ids.reshape(len(centres), K)  # each centre's own group
    assert all(set(row) == set(group) for row, group in zip(cpu_top, own))
    assert all(set(g) == set(c) for g, c in zip(gpu_top, cpu_top))  # the same top k (order within a group is noise)
    assert float(gpu.reconstruct(int(ids[3])) @ vectors[3]) > 0.9  # direct map rebuilt after the copy back
    faiss.write_index(gpu, str(tmp_path / "dense.faiss"))
    loaded = faiss.read_index(str(tmp_path / "dense.faiss"))
    assert isinstance(loaded, faiss.IndexIVFPQ) and np.array_equal(loaded.search(centres, K)[1], gpu_top)


def test_what_the_gpu_cannot_build_falls_back_to_the_cpu() -> None:
    vectors, _ = separated_clusters(50, 4, 64)
    hnsw = faiss_build.empty_index(64, load_settings(overrides={"embed.index_type": "hnsw"}), len(vectors))
    _, timing = faiss_build.train_and_add(hnsw, vectors, ids_for(len(vectors)), "gpu")
    assert timing.device == "cpu" and "HNSW" in timing.note
    small = faiss_build.empty_index(64, load_settings(overrides={"embed.index_type": "ivf_pq", "embed.ivf.pq_m": 16}),
                                    len(vectors))  # 200 vectors: 7-bit codes
    _, timing = faiss_build.train_and_add(small, vectors, ids_for(len(vectors)), "gpu")
    assert timing.device == "cpu" and "bit PQ codes" in timing.note


@pytest.mark.timeout(1800)
def test_gpu_vs_cpu_build_time_at_100k_vectors(tmp_path: Path) -> None:
    from tasks.bench import faiss_build as bench

    report = bench.measure(load_settings(), n_chunks=100_000, dimension=384, n_queries=100)
    lines = [f"FAISS build, {report['n_chunks']} x {report['dimension']} ({report['faiss_version']}):"]
    for index_type, devices in report["index_types"].items():
        cpu, gpu = devices["cpu"], devices["gpu"]
        assert gpu["device"] == "gpu", gpu
        lines.append(f"  {index_type:7s} cpu {cpu['total_s']:8.2f} s  gpu {gpu['total_s']:8.2f} s  "
                     f"speed-up x{devices.get('gpu_speedup')}  recall@{K} cpu {cpu[f'recall_at_{K}_vs_exact']} "
                     f"gpu {gpu[f'recall_at_{K}_vs_exact']}")
        assert abs(gpu[f"recall_at_{K}_vs_exact"] - cpu[f"recall_at_{K}_vs_exact"]) <= 0.1
    assert report["index_types"]["flat"]["gpu"][f"same_top_{K}_as_cpu"] == 1.0
    out = Path(os.environ.get("RAGOPS_FIGURES_DIR") or tmp_path)
    out.mkdir(parents=True, exist_ok=True)
    (out / "bench_faiss_gpu.json").write_text(json.dumps(report, indent=2), encoding="utf-8")
    print("\n".join([*lines, f"  figures: {out / 'bench_faiss_gpu.json'}"]))
