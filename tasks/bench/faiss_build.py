"""`ragops bench faiss`: how long the embed stage's FAISS build takes on a GPU and on the CPU, at 100k chunks.

One synthetic strategy index of `n_chunks` (100k) unit vectors of dimension 384 (MiniLM's), drawn around 1,000
random centres (seed 0), so they cluster as real embeddings do and IVF recall means something; ids are 64-bit like
the stage's faiss ids. For each index type (`flat`, `ivf_flat` and `ivf_pq` with params.yaml's `embed.ivf`) and each device,
`tasks.embed.faiss_build.empty_index` + `train_and_add` — exactly what the stage runs — is timed: training, the bulk
add, and on the GPU the copies to and from the device (the index is saved from the CPU copy). Each built index then
answers 200 held-out queries (CPU search, k=10): recall@10 against the exact answer, and for a GPU build the share
of top-10 lists equal to the CPU build's. Where faiss has no GPU support or sees no CUDA device, the GPU entries
say `skipped: no GPU (<why>)` and the CPU figures stand alone.

Output: `<data_root>/reports/bench_faiss.json`, also logged to MLflow (`bench_faiss` run).
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from tasks.bench.common import machine, progress, write_and_log
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings

N_CHUNKS = 100_000
DIMENSION = 384
CENTRES = 1_000
NOISE = 0.6  # per-coordinate spread around a centre (centres ~ N(0, 1)), before normalising
N_QUERIES = 200
K = 10
SEED = 0
INDEX_TYPES = ("flat", "ivf_flat", "ivf_pq")
DEVICES = ("cpu", "gpu")


def _progress(message: str) -> None:
    progress("bench_faiss", message)


def synthetic_vectors(n: int, dimension: int = DIMENSION, seed: int = SEED, centres: int = CENTRES,
                      noise: float = NOISE) -> np.ndarray:
    """n unit vectors around `centres` random centres: clustered like sentence embeddings, reproducible by seed.
    The one generator of both `ragops bench faiss` and the serving benchmark's synthetic index (its recall
    queries are n + extra points of one call: held-out points near the same centres)."""
    rng = np.random.default_rng(seed)
    middle = rng.standard_normal((max(1, min(centres, n)), dimension), dtype=np.float32)
    vectors = middle[rng.integers(0, len(middle), n)]
    vectors += noise * rng.standard_normal((n, dimension), dtype=np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    return vectors


def synthetic_ids(n: int, seed: int = SEED) -> np.ndarray:
    """n distinct non-negative int64 ids spread over the whole range, like the stage's hashed faiss ids."""
    rng = np.random.default_rng(seed + 2)
    ids = np.unique(rng.integers(0, 2**62, size=n + n // 100 + 16, dtype=np.int64))[:n]
    return rng.permutation(ids)


def settings_for(settings: Settings, index_type: str) -> Settings:
    """`settings` with embed.index_type = index_type (the rest, embed.ivf included, as given)."""
    return settings.model_copy(update={"embed": settings.embed.model_copy(update={"index_type": index_type})})


def _top_k(index: Any, queries: np.ndarray, k: int) -> np.ndarray:
    return index.search(queries, k)[1]


def recall_of(found: np.ndarray, exact: np.ndarray) -> float:
    """Mean share of each exact top-k row found in the same row of `found` (recall@k, 4 decimals)."""
    return round(float(np.mean([len(set(a) & set(b)) / len(b) for a, b in zip(found, exact)])), 4)


def measure(settings: Settings, n_chunks: int = N_CHUNKS, dimension: int = DIMENSION,
            index_types: Sequence[str] = INDEX_TYPES, devices: Sequence[str] = DEVICES,
            n_queries: int = N_QUERIES, k: int = K) -> dict[str, Any]:
    """Build time per index type and device (see the module doc); GPU entries skipped with the reason when there
    is no usable GPU. {"index_types": {type: {device: entry}}, "gpu": {...}, ...}."""
    import faiss

    from tasks.embed.faiss_build import empty_index, gpu_status, train_and_add

    if n_chunks < 1 or n_queries < 1:
        raise ValueError(f"n_chunks and n_queries must be at least 1, got {n_chunks}, {n_queries}")
    usable, why = gpu_status()
    start = time.perf_counter()
    points = synthetic_vectors(n_chunks + n_queries, dimension)  # queries: held-out points around the same centres
    vectors, queries = np.ascontiguousarray(points[:n_chunks]), np.ascontiguousarray(points[n_chunks:])
    del points
    ids = synthetic_ids(n_chunks)
    data_s = time.perf_counter() - start
    exact = ids[faiss.knn(queries, vectors, k, metric=faiss.METRIC_INNER_PRODUCT)[1]]

    results: dict[str, dict[str, Any]] = {}
    for index_type in index_types:
        typed = settings_for(settings, index_type)
        results[index_type] = {}
        cpu_top: np.ndarray | None = None
        for device in devices:
            if device == "gpu" and not usable:
                results[index_type][device] = {"skipped": f"skipped: no GPU ({why})"}
                _progress(f"{index_type} on gpu: skipped, no GPU ({why})")
                continue
            _progress(f"{index_type} on {device}: {n_chunks} x {dimension}")
            index = empty_index(dimension, typed, n_chunks)
            built, timing = train_and_add(index, vectors, ids, device)  # type: ignore[arg-type]
            top = _top_k(built, queries, k)
            entry: dict[str, Any] = {
                **{key: round(value, 4) if isinstance(value, float) else value
                   for key, value in timing.to_dict().items()},
                "vectors_per_s": round(n_chunks / timing.total_s, 1) if timing.total_s > 0 else None,
                f"recall_at_{k}_vs_exact": recall_of(top, exact),
            }
            ivf = faiss.try_extract_index_ivf(built)
            if ivf is not None:
                pq = faiss.downcast_index(ivf).pq
                entry["ivf"] = {"nlist": int(ivf.nlist), "nprobe": int(ivf.nprobe), "pq_m": int(pq.M),
                                "pq_nbits": int(pq.nbits)}
            if device == "cpu":
                cpu_top = top
            elif cpu_top is not None:
                entry[f"same_top_{k}_as_cpu"] = round(float(np.mean(np.all(top == cpu_top, axis=1))), 4)
                entry[f"overlap_at_{k}_with_cpu"] = recall_of(top, cpu_top)
            results[index_type][device] = entry
            _progress(f"{index_type} on {timing.device}: {timing.total_s:.2f} s "
                      f"(train {timing.train_s:.2f}, add {timing.add_s:.2f}), recall@{k} {entry[f'recall_at_{k}_vs_exact']}")
            del built, index
        both = results[index_type]
        if "total_s" in both.get("cpu", {}) and "total_s" in both.get("gpu", {}) and both["gpu"]["total_s"] > 0:
            both["gpu_speedup"] = round(both["cpu"]["total_s"] / both["gpu"]["total_s"], 2)
    return {
        "n_chunks": n_chunks, "dimension": dimension, "centres": CENTRES, "noise": NOISE, "seed": SEED,
        "queries": n_queries, "k": k, "data_seconds": round(data_s, 3),
        "gpu": {"usable": usable, "why": why},
        "faiss_version": faiss.__version__, "faiss_omp_threads": faiss.omp_get_max_threads(),
        "index_types": results,
    }


def run(settings: Settings, paths: DataPaths, n_chunks: int = N_CHUNKS) -> dict[str, Any]:
    started = time.perf_counter()
    report = measure(settings, n_chunks)
    report["machine"] = machine()
    report["bench_seconds"] = round(time.perf_counter() - started, 1)
    report["note"] = ("seconds of tasks.embed.faiss_build.train_and_add (train + bulk add, + copies to and from the "
                      "GPU there), index from empty_index with params.yaml's embed.ivf; recall of CPU searches of the "
                      "built (CPU) index against exact inner-product top-k")
    return write_and_log(report, "bench_faiss", settings, paths, metrics)


def metrics(report: Mapping[str, Any]) -> dict[str, float]:
    flat: dict[str, float] = {"n_chunks": float(report["n_chunks"]), "gpu_usable": float(report["gpu"]["usable"])}
    for index_type, devices in report["index_types"].items():
        for device, entry in devices.items():
            if isinstance(entry, Mapping) and "total_s" in entry:
                flat[f"{index_type}_{device}_seconds"] = float(entry["total_s"])
                flat[f"{index_type}_{device}_recall_at_{report['k']}"] = float(entry[f"recall_at_{report['k']}_vs_exact"])
        if "gpu_speedup" in devices:
            flat[f"{index_type}_gpu_speedup"] = float(devices["gpu_speedup"])
    return flat


def summary(report: Mapping[str, Any]) -> dict[str, Any]:
    """Headline figures: seconds (or the skip reason) per index type and device, recall, GPU speed-up."""
    k = report["k"]
    out: dict[str, Any] = {"n_chunks": report["n_chunks"], "dimension": report["dimension"]}
    for index_type, devices in report["index_types"].items():
        out[index_type] = {
            device: entry.get("skipped") or {"seconds": entry["total_s"], "train_s": entry["train_s"],
                                              "add_s": entry["add_s"], f"recall@{k}": entry[f"recall_at_{k}_vs_exact"]}
            for device, entry in devices.items() if isinstance(entry, Mapping)
        }
        if "gpu_speedup" in devices:
            out[index_type]["gpu_speedup"] = devices["gpu_speedup"]
    out["bench_seconds"] = report.get("bench_seconds")
    return out
