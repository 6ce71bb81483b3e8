"""FAISS index construction for the embed stage: which device builds it, the empty index, training and bulk add.

`embed.faiss_device` picks the device: `auto` uses a GPU when the installed faiss has GPU support
(`faiss-gpu-cu12`, the `gpu` extra, which replaces `faiss-cpu`'s `faiss` module) and sees a CUDA device;
`cpu` never does; `gpu` insists and fails with what to install when it cannot. On a GPU the index is copied
to the device (`index_cpu_to_gpu`), trained there (IVF coarse k-means and PQ codebooks) and bulk-added, then
copied back (`index_gpu_to_cpu`): what is written to disk and searched at query time is always a CPU index,
so serving never needs a GPU and a GPU-built index is byte-compatible with a CPU-built one.

Index types (`embed.index_type`):
- `flat`: `IndexIDMap2(IndexFlatIP)`, exact inner product (cosine on the unit vectors the embedder writes).
- `hnsw`: `IndexIDMap2(IndexHNSWFlat)`, approximate. faiss has no GPU HNSW build: always built on the CPU.
- `ivf_flat`: `IndexIVFFlat` (inner product, `embed.ivf.nlist` lists, `embed.ivf.nprobe` searched): approximate
  only in which lists it probes; the vectors are kept whole, so scores and `reconstruct` are exact. Ids and the
  direct map as for ivf_pq below.
- `ivf_pq`: `IndexIVFPQ` (inner product, `embed.ivf.nlist` lists, `embed.ivf.pq_m` sub-quantizers of 8 bits,
  `embed.ivf.nprobe` lists searched). Not wrapped in an IndexIDMap2: an IVF index stores the ids it is given
  (`add_with_ids`) in its inverted lists, so the stage's faiss ids are its ids as they are; a hashtable direct
  map (kept in the file) lets `reconstruct(faiss_id)` work as it does for the other types. Vectors come back
  from `reconstruct` PQ-decoded (approximate), which is what an ivf_pq index is for.
- `auto`: resolved once per build by `resolve_index_type` from the largest strategy's chunk count: `flat` (exact)
  below `embed.auto_approximate_from` chunks, AUTO_APPROXIMATE (`ivf_flat`) at or above it. The resolved type is
  what the version manifest records as `index_type` (what retrieval reads); `index_type_setting` keeps `auto`.
"""

from __future__ import annotations

import logging
import math
import time
from dataclasses import asdict, dataclass
from typing import Any, Literal

import numpy as np

from tasks.core.settings import EmbedSettings, Settings

log = logging.getLogger(__name__)

Device = Literal["cpu", "gpu"]

# faiss's k-means (faiss::Clustering) wants at least 39 training vectors per centroid: below
# `min_points_per_centroid` = 39 it prints a warning, below one per centroid it refuses to train. With fewer
# vectors per IVF list the centroids sit on a handful of points each, many lists end up (nearly) empty and
# `nprobe` lists hold a far smaller share of the collection than nprobe / nlist: recall drops for nothing.
# So nlist is capped at n_train // 39 (at least 1) — a 300-chunk strategy gets 7 lists, not 1024.
MIN_POINTS_PER_CENTROID = 39
PQ_NBITS = 8  # bits per PQ sub-quantizer code (256 centroids each): the faiss default, and all the GPU build takes
# Code sizes (bytes per vector = pq_m at 8 bits) GpuIndexIVFPQ accepts in its default (non-interleaved) layout.
GPU_PQ_CODE_SIZES = frozenset({1, 2, 3, 4, 8, 12, 16, 20, 24, 28, 32, 40, 48, 56, 64, 96})
# What `embed.index_type: auto` builds at or above `embed.auto_approximate_from` chunks per strategy: ivf_flat,
# from measurements on clustered 384-d vectors (`ragops bench faiss`'s generator) on the 2-core box
# (docs/stages/embed.md). hnsw (M 32, efSearch 128) held recall@10 against exact search at 0.994 / 0.982 for
# 100k / 200k vectors but fell to 0.87 at 1M (0.94 even at efSearch 1024) and took ~7 minutes to build there;
# ivf_flat (params.yaml's embed.ivf: 1024 lists, 32 probed) found every exact top 10 at 1M, built in ~20 s and
# searches in a few ms. ivf_pq's 48-byte codes cannot tell close neighbours apart (recall 0.37 / 0.29).
AUTO_APPROXIMATE = "ivf_flat"


@dataclass(frozen=True)
class BuildTiming:
    """Where and how long one `train_and_add` ran (seconds)."""

    device: Device  # where training and the bulk add ran
    vectors: int
    train_s: float = 0.0
    add_s: float = 0.0
    to_gpu_s: float = 0.0  # index_cpu_to_gpu (0 on the CPU)
    to_cpu_s: float = 0.0  # index_gpu_to_cpu, and the direct map of an IVF index
    note: str = ""  # why a GPU build ran on the CPU, when it did

    @property
    def total_s(self) -> float:
        return self.train_s + self.add_s + self.to_gpu_s + self.to_cpu_s

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "total_s": round(self.total_s, 4)}


# ---------------------------------------------------------------- index type


def resolve_index_type(embed: EmbedSettings, chunks_per_strategy: int) -> str:
    """The index type a build of `chunks_per_strategy` chunks (its largest strategy's) gets: `embed.index_type`,
    or for `auto` flat below `embed.auto_approximate_from` and AUTO_APPROXIMATE at or above it."""
    if embed.index_type != "auto":
        return embed.index_type
    return AUTO_APPROXIMATE if chunks_per_strategy >= embed.auto_approximate_from else "flat"


def resolved_settings(settings: Settings, chunks_per_strategy: int) -> Settings:
    """`settings` with embed.index_type resolved (`resolve_index_type`): never `auto`."""
    index_type = resolve_index_type(settings.embed, chunks_per_strategy)
    if index_type == settings.embed.index_type:
        return settings
    return settings.model_copy(update={"embed": settings.embed.model_copy(update={"index_type": index_type})})


# ---------------------------------------------------------------- device


def gpu_status() -> tuple[bool, str]:
    """(usable, why): whether the installed faiss can build on a GPU here, and the reason when it cannot."""
    import faiss

    if not hasattr(faiss, "StandardGpuResources"):
        return False, f"the installed faiss {faiss.__version__} is a CPU-only build (faiss-cpu)"
    count = faiss.get_num_gpus()
    if count < 1:
        return False, f"faiss {faiss.__version__} has GPU support but sees no CUDA device (get_num_gpus() == 0)"
    return True, f"faiss {faiss.__version__} sees {count} CUDA device(s)"


def choose_device(setting: str) -> Device:
    """`embed.faiss_device` -> the device that builds: auto = the GPU iff `gpu_status()` says it is usable."""
    if setting == "cpu":
        return "cpu"
    if setting not in ("auto", "gpu"):
        raise ValueError(f"embed.faiss_device must be auto, cpu or gpu, not {setting!r}")
    usable, why = gpu_status()
    if usable:
        return "gpu"
    if setting == "gpu":
        raise no_gpu_error(why)
    return "cpu"


def no_gpu_error(why: str) -> RuntimeError:
    return RuntimeError(
        f"embed.faiss_device is 'gpu' but {why}. On a CUDA machine install the GPU build of faiss in place of "
        "faiss-cpu (`pip uninstall -y faiss-cpu && pip install -e '.[gpu]'`: the `gpu` extra, faiss-gpu-cu12), "
        "or set embed.faiss_device=cpu (or auto, which uses a GPU only where one is usable)"
    )


def device_for(embed: EmbedSettings) -> Device:
    """The device the bulk build of `embed.index_type` runs on: `choose_device(embed.faiss_device)`, except hnsw,
    which faiss builds on the CPU only."""
    device = choose_device(embed.faiss_device)
    return "cpu" if embed.index_type == "hnsw" else device


# ---------------------------------------------------------------- the empty index


def capped_nlist(nlist: int, n_train: int) -> int:
    """`nlist`, or fewer lists when `n_train` vectors cannot give each one MIN_POINTS_PER_CENTROID (see there)."""
    return max(1, min(nlist, n_train // MIN_POINTS_PER_CENTROID))


def pq_nbits(n_train: int) -> int:
    """Bits per PQ code: 8, or fewer for a set too small to train 256 centroids per sub-quantizer (k-means needs
    at least as many vectors as centroids): 2 ** nbits <= n_train. Small sets only (a few hundred chunks), where
    the codebooks are trained on every vector they will ever encode."""
    if n_train >= 2**PQ_NBITS:
        return PQ_NBITS
    return max(1, int(math.log2(n_train))) if n_train >= 2 else 1  # 1 vector: trained on 2 copies of it


def check_pq_m(dimension: int, pq_m: int) -> None:
    """PQ splits a vector into pq_m equal sub-vectors: pq_m must divide the dimension."""
    if pq_m < 1 or dimension % pq_m:
        divisors = [m for m in range(1, dimension + 1) if dimension % m == 0 and m <= 96]
        raise ValueError(f"embed.ivf.pq_m={pq_m} does not divide the embedding dimension {dimension}: PQ splits each "
                         f"vector into pq_m equal parts. Pick one of {divisors}")


def empty_index(dimension: int, settings: Settings, n_vectors: int | None = None) -> Any:
    """An empty index of `embed.index_type` for `dimension`-d vectors. `n_vectors`: how many it will be trained on
    and hold (ivf_pq caps nlist and the PQ code bits by it; None: as configured). The stage resolves `auto` for
    the whole build beforehand (`resolved_settings`); given here, it resolves by `n_vectors`."""
    import faiss

    embed = resolved_settings(settings, n_vectors or 0).embed  # `auto`: by the vectors it will hold (None: flat)
    if embed.index_type == "hnsw":
        inner = faiss.IndexHNSWFlat(dimension, embed.hnsw_m, faiss.METRIC_INNER_PRODUCT)
        inner.hnsw.efSearch = embed.hnsw_ef_search
        return faiss.IndexIDMap2(inner)
    if embed.index_type in ("ivf_pq", "ivf_flat"):
        n = embed.ivf.nlist * MIN_POINTS_PER_CENTROID if n_vectors is None else n_vectors
        nlist = capped_nlist(embed.ivf.nlist, n)
        quantizer = faiss.IndexFlatIP(dimension)
        if embed.index_type == "ivf_flat":
            index = faiss.IndexIVFFlat(quantizer, dimension, nlist, faiss.METRIC_INNER_PRODUCT)
        else:
            check_pq_m(dimension, embed.ivf.pq_m)
            index = faiss.IndexIVFPQ(quantizer, dimension, nlist, embed.ivf.pq_m, pq_nbits(n),
                                     faiss.METRIC_INNER_PRODUCT)
            # The codebooks are trained on the very vectors they encode (the index is rebuilt on each refresh), so
            # fewer than 39 per code centroid is a deliberate choice here, not the mistake faiss warns about.
            index.pq.cp.min_points_per_centroid = 1
        index.nprobe = min(embed.ivf.nprobe, nlist)
        if nlist < embed.ivf.nlist:
            log.info("%s: %d lists instead of embed.ivf.nlist=%d for %d vectors (at least %d per list)",
                     embed.index_type, nlist, embed.ivf.nlist, n, MIN_POINTS_PER_CENTROID)
        return index
    return faiss.IndexIDMap2(faiss.IndexFlatIP(dimension))


def is_flat_ip(index: Any) -> bool:
    """An IndexIDMap2 over an exact inner-product index: the kind the stage may update in place."""
    import faiss

    if not isinstance(index, faiss.IndexIDMap2):
        return False
    inner = faiss.downcast_index(index.index)
    return isinstance(inner, faiss.IndexFlat) and inner.metric_type == faiss.METRIC_INNER_PRODUCT


# ---------------------------------------------------------------- train and add


def gpu_unsupported(index: Any) -> str:
    """Why this index cannot be built on a GPU ('' when it can)."""
    import faiss

    ivf = faiss.try_extract_index_ivf(index)
    if ivf is not None:
        ivfpq = faiss.downcast_index(ivf)
        if isinstance(ivfpq, faiss.IndexIVFPQ):
            if ivfpq.pq.nbits != PQ_NBITS:
                return f"{ivfpq.pq.nbits}-bit PQ codes (a set this small is built on the CPU; the GPU takes 8)"
            if ivfpq.pq.M not in GPU_PQ_CODE_SIZES:
                return f"pq_m={ivfpq.pq.M} is not a code size GpuIndexIVFPQ supports ({sorted(GPU_PQ_CODE_SIZES)})"
        return ""
    if isinstance(index, faiss.IndexIDMap2) and isinstance(faiss.downcast_index(index.index), faiss.IndexFlat):
        return ""
    return f"faiss has no GPU build of {type(faiss.downcast_index(getattr(index, 'index', index))).__name__}"


def train_and_add(index: Any, matrix: np.ndarray, ids: np.ndarray, device: Device) -> tuple[Any, BuildTiming]:
    """Train `index` if it needs it (IVF/PQ) on `matrix` and add `matrix` under `ids` (the stage's faiss ids).

    Returns the built CPU index — on the GPU a new object (the copy back from the device), on the CPU `index`
    itself — and where and how long it took. An IVF index gets a hashtable direct map, so `reconstruct(id)` works.
    A GPU build of an index the GPU cannot take (hnsw, PQ codes of under 8 bits) runs on the CPU (`note` says why).
    """
    matrix = np.ascontiguousarray(matrix, dtype=np.float32)
    ids = np.ascontiguousarray(ids, dtype=np.int64)
    if matrix.ndim != 2 or matrix.shape[1] != index.d or len(matrix) != len(ids):
        raise ValueError(f"{matrix.shape} vectors with {len(ids)} ids for a {index.d}-d index")
    note = ""
    if device == "gpu":
        usable, why = gpu_status()
        if not usable:
            raise no_gpu_error(why)
        note = gpu_unsupported(index)
        if note:
            log.info("faiss: building on the CPU: %s", note)
            device = "cpu"
    if device == "gpu":
        return _train_and_add_gpu(index, matrix, ids)
    train_s, add_s = _train_then_add(index, index, matrix, ids)
    started = time.perf_counter()
    _direct_map(index)
    return index, BuildTiming("cpu", len(matrix), train_s, add_s, to_cpu_s=time.perf_counter() - started, note=note)


def _train_then_add(target: Any, cpu_index: Any, matrix: np.ndarray, ids: np.ndarray) -> tuple[float, float]:
    """Train `target` (the CPU index itself, or its GPU clone) if it needs it, then add; (train s, add s). The
    training sample is chosen from the CPU index's parameters, which the GPU clone shares."""
    train_s = 0.0
    if not target.is_trained:
        started = time.perf_counter()
        target.train(_training_set(cpu_index, matrix))
        train_s = time.perf_counter() - started
    started = time.perf_counter()
    target.add_with_ids(matrix, ids)
    return train_s, time.perf_counter() - started


def _train_and_add_gpu(index: Any, matrix: np.ndarray, ids: np.ndarray) -> tuple[Any, BuildTiming]:
    import faiss

    resources = faiss.StandardGpuResources()
    options = faiss.GpuClonerOptions()
    # float16 PQ lookup tables: needed for large pq_m (shared memory) and only used by GPU-side search, which
    # never happens here. Never for a flat index: its vectors would come back rounded to float16.
    options.useFloat16 = faiss.try_extract_index_ivf(index) is not None
    started = time.perf_counter()
    on_gpu = faiss.index_cpu_to_gpu(resources, 0, index, options)
    to_gpu_s = time.perf_counter() - started
    train_s, add_s = _train_then_add(on_gpu, index, matrix, ids)
    started = time.perf_counter()
    built = faiss.index_gpu_to_cpu(on_gpu)  # owned by this proxy (already of its concrete type): keep it bound
    del on_gpu  # before `resources` goes
    ivf = faiss.try_extract_index_ivf(built)
    if ivf is not None:
        ivf.nprobe = faiss.extract_index_ivf(index).nprobe  # the search setting, not part of what the GPU copies
    _direct_map(built)
    return built, BuildTiming("gpu", len(matrix), train_s, add_s, to_gpu_s, time.perf_counter() - started)


def _training_set(index: Any, matrix: np.ndarray) -> np.ndarray:
    """The vectors to train on: all of them, repeated when there are fewer than one PQ sub-quantizer's centroids
    (a single-chunk strategy: k-means needs at least as many points as centroids; copies just give equal ones)."""
    import faiss

    ivf = faiss.try_extract_index_ivf(index)
    pq = getattr(faiss.downcast_index(ivf), "pq", None) if ivf is not None else None
    needed = max(pq.ksub if pq is not None else 1, ivf.nlist if ivf is not None else 1)
    if len(matrix) == 0:
        raise ValueError("cannot train an index on 0 vectors")
    return matrix if len(matrix) >= needed else np.resize(matrix, (needed, matrix.shape[1]))


def _direct_map(index: Any) -> None:
    """IVF: a hashtable from faiss id to list position (ids are hashes, not 0..n-1), for reconstruct(id)."""
    import faiss

    ivf = faiss.try_extract_index_ivf(index)
    if ivf is not None:
        ivf.set_direct_map_type(faiss.DirectMap.Hashtable)
