"""The one retrieval API every later stage uses: `search(query, strategy, k, filters)` over the CURRENT index.

Hybrid: the query's embedding against the strategy's FAISS index (cosine) and its BM25 tokens against the
strategy's bm25s index each give `embed.hybrid.candidates` candidates; every candidate gets both scores (the
dense one by reconstructing its vector, the sparse one from the full BM25 score row), each side is min-max
normalised over the candidates and fused as `w * dense + (1 - w) * bm25` (models.retrieval.fusion).
Metadata filters (`{"language": "zh", "source_type": ["official", "wechat"]}`) restrict both sides before
ranking — FAISS through an ID selector, BM25 through a row mask — so a filter never starves the top k.

An `IndexVersion` is an immutable folder; `open_current` caches the loaded one and reloads when CURRENT
moves, so a long-running reader (the serving runtime) follows refreshes without restarting.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from models.retrieval.fusion import fuse
from models.vocabulary import STRATEGIES
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings
from tasks.runtime.index_store import current_dir, read_manifest

READ_AHEAD_BLOCK = 8 << 20  # bytes per read when an index version's mapped files are read into the page cache
# Columns of an index version's chunk table that only the embed stage reads (from the file, to find what changed).
BUILD_ONLY_COLUMNS = frozenset({"text_hash", "doc_sha256"})
# Columns returned with every hit (and usable as filters). `source_paths`: every name of the document's bytes
# (byte-identical copies are stored once), `source_path` the first of them. `bbox`: x0, top, x1, bottom on `page`
# in PDF points (absent from index versions built before it was kept).
METADATA_COLUMNS = (
    "doc_id", "source_path", "source_paths", "title", "page", "page_end", "bbox", "language", "source_type", "credibility",
    "last_updated", "effective_date", "year", "is_table", "ocr", "ocr_engine", "ocr_confidence",
)


class IndexNotFound(FileNotFoundError):
    """No published index yet: run `ragops embed` (or the refresh_embeddings DAG) first."""


@dataclass(frozen=True)
class Hit:
    chunk_id: str
    score: float  # fused, in [0, 1]
    dense_score: float  # cosine similarity
    bm25_score: float
    text: str
    metadata: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"chunk_id": self.chunk_id, "score": self.score, "dense_score": self.dense_score,
                "bm25_score": self.bm25_score, "text": self.text, "metadata": self.metadata}


@dataclass
class StrategyIndex:
    dense: Any  # faiss.IndexIDMap2 (flat, hnsw) or an IVF index (ivf_flat, ivf_pq), memory-mapped read-only
    sparse: Any  # tasks.runtime.bm25_index.SparseIndex
    chunks: Any  # pandas.DataFrame, row i <-> BM25 document i
    id_order: np.ndarray  # rows sorted by FAISS id: `rows_of` looks ids up by binary search
    columns: dict[str, Any] | None = field(default=None, repr=False)  # `_arrays`, made on first use

    def rows_of(self, faiss_ids: Any) -> np.ndarray:
        """The chunk rows of these FAISS ids (KeyError for one this strategy does not hold). A binary search over
        the sorted ids, not a dict: at a million chunks per strategy a dict of Python ints costs ~100 MB in every
        server worker."""
        ids = self.chunks["faiss_id"].to_numpy()
        wanted = np.asarray(faiss_ids, dtype=np.int64).reshape(-1)
        at = np.minimum(np.searchsorted(ids, wanted, sorter=self.id_order), max(len(ids) - 1, 0))
        rows = self.id_order[at] if len(ids) else at
        if len(wanted) and (not len(ids) or not np.array_equal(ids[rows], wanted)):
            raise KeyError(f"FAISS ids not in this strategy: {sorted(set(wanted.tolist()) - set(ids.tolist()))[:5]}")
        return rows

    def row_of(self, chunk_id: str) -> int | None:
        """The row of a chunk id, or None: its FAISS id (the id's own first 60 bits) looked up, then the id
        compared."""
        from tasks.runtime.index_store import faiss_ids

        try:
            rows = self.rows_of(faiss_ids([chunk_id]))
        except (KeyError, ValueError):  # not held, or not a hex chunk id at all
            return None
        row = int(rows[0])
        return row if str(self.chunks["chunk_id"].array[row]) == chunk_id else None

    def hits(self, ranked: Sequence[tuple[int, float, float, float]]) -> list[Hit]:
        """Hits for (row, score, dense, sparse) tuples, their columns taken for these rows only (`_arrays`)."""
        rows = np.fromiter((row for row, *_ in ranked), dtype=np.int64, count=len(ranked))
        columns = {column: _take(array, rows) for column, array in self._arrays().items()}
        return [Hit(str(columns["chunk_id"][i]), round(score, 6), round(dense, 6), round(sparse, 6),
                    str(columns["text"][i]),
                    {column: plain_value(columns[column][i]) for column in METADATA_COLUMNS if column in columns})
                for i, (_, score, dense, sparse) in enumerate(ranked)]

    def _arrays(self) -> dict[str, Any]:
        """The hit columns as arrays that take rows without copying the table: numpy for numbers and Python
        objects, Arrow for strings (where pandas keeps them). Python lists of every column, the earlier way to
        avoid a pandas row lookup per hit, cost ~1.3 GB per strategy at a million chunks."""
        import pyarrow as pa

        if self.columns is None:
            wanted = dict.fromkeys(["chunk_id", "text", *(c for c in METADATA_COLUMNS if c in self.chunks.columns)])
            series = {column: self.chunks[column] for column in wanted}
            self.columns = {column: values.to_numpy() if isinstance(values.dtype, np.dtype)
                            else pa.chunked_array(pa.array(values.array)) for column, values in series.items()}
        return self.columns

    def vectors(self, chunk_ids: Sequence[str]) -> np.ndarray:
        """The stored (normalised) embeddings of these chunks, (n, dim), without re-embedding any text."""
        if not chunk_ids:
            return np.zeros((0, self.dense.d), dtype=np.float32)
        ids = self.chunks["faiss_id"].to_numpy()
        rows = [self.row_of(chunk_id) for chunk_id in chunk_ids]
        if None in rows:
            raise KeyError(f"chunk ids not in this strategy: {[c for c, r in zip(chunk_ids, rows) if r is None][:5]}")
        return np.stack([self.dense.reconstruct(int(ids[row])) for row in rows])

    def find(self, chunk_id: str) -> Hit | None:
        """One chunk by id, as a hit without scores (its text and METADATA_COLUMNS), or None."""
        row = self.row_of(chunk_id)
        return None if row is None else self.hits([(row, 0.0, 0.0, 0.0)])[0]


def _take(array: Any, rows: np.ndarray) -> list[Any]:
    """The values of a numpy or chunked Arrow array at `rows`, as Python objects. Arrow is asked chunk by chunk
    (pandas reads a million-row table in several): its own take on a chunked array joins the chunks first, ~10 ms a
    column at a million rows."""
    if isinstance(array, np.ndarray):
        return array[rows].tolist()
    found: list[Any] = [None] * len(rows)
    start = 0
    for chunk in array.chunks:
        inside = np.flatnonzero((rows >= start) & (rows < start + len(chunk)))
        for i, value in zip(inside.tolist(), chunk.take(rows[inside] - start).to_pylist() if len(inside) else []):
            found[i] = value
        start += len(chunk)
    return found


class IndexVersion:
    """One published (or staged) index folder; strategies load on first use."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.manifest = read_manifest(folder)
        self.version = self.manifest["version"]
        self._strategies: dict[str, StrategyIndex] = {}
        self._lock = threading.Lock()

    def strategy(self, name: str) -> StrategyIndex:
        if name not in STRATEGIES:
            raise ValueError(f"unknown strategy {name!r}; allowed: {list(STRATEGIES)}")
        with self._lock:
            if name not in self._strategies:
                self._strategies[name] = _load_strategy(self.folder / name, self.manifest)
            return self._strategies[name]

    def chunk(self, chunk_id: str) -> Hit | None:
        """One chunk by id from whichever strategy holds it (its text and METADATA_COLUMNS: source, page, bbox, OCR),
        or None when this version has no such chunk."""
        for name in STRATEGIES:
            found = self.strategy(name).find(chunk_id)
            if found is not None:
                return found
        return None

    def search(self, query_vector: np.ndarray, query: str, strategy: str, k: int,
               filters: Mapping[str, Any] | None, dense_weight: float, candidates: int) -> list[Hit]:
        return self.search_many(np.asarray(query_vector).reshape(1, -1), [query], strategy, k, filters, dense_weight,
                                candidates)[0]

    def search_many(self, query_vectors: np.ndarray, queries: Sequence[str], strategy: str, k: int | Sequence[int],
                    filters: Mapping[str, Any] | Sequence[Mapping[str, Any] | None] | None, dense_weight: float,
                    candidates: int) -> list[list[Hit]]:
        """`search` for several queries of one strategy at once, each with its own k and filters (one value: all):
        the same hits per query as one `search` call each, from one FAISS search per distinct (filters, pool size)
        and one BM25 scoring pass. The counterfactual queries of one question are searched this way."""
        vectors = np.asarray(query_vectors, dtype=np.float32).reshape(len(queries), -1)
        ks = [k] * len(queries) if isinstance(k, int) else list(k)
        wanted = ([filters] * len(queries) if filters is None or isinstance(filters, Mapping) else list(filters))
        if not len(ks) == len(wanted) == len(queries):
            raise ValueError(f"{len(queries)} queries but {len(ks)} k values and {len(wanted)} filters")
        index = self.strategy(strategy)
        n = len(index.chunks)
        found: list[list[Hit]] = [[] for _ in queries]
        masks: dict[str, np.ndarray | None] = {}
        groups: dict[tuple[str, int], list[int]] = {}
        for i, (k_i, filters_i) in enumerate(zip(ks, wanted)):
            key = repr(sorted(filters_i.items())) if filters_i else ""
            if key not in masks:
                masks[key] = _filter_mask(index.chunks, filters_i) if filters_i else None
            allowed = masks[key]
            if n == 0 or k_i <= 0 or (allowed is not None and not allowed.any()):
                continue
            # Grouped by pool size too: FAISS breaks ties among equal scores by the k it is asked for.
            groups.setdefault((key, min(n, max(candidates, k_i))), []).append(i)
        for (key, pool), members in groups.items():
            allowed = masks[key]
            dense_rows = _dense_candidates(index, vectors[members], pool, allowed)
            sparse_rows = index.sparse.scores_many([queries[i] for i in members])
            for i, dense, sparse_all in zip(members, dense_rows, sparse_rows):
                found[i] = _hybrid(index, vectors[i], dense, sparse_all, pool, allowed, ks[i], dense_weight)
        return found


def _hybrid(index: StrategyIndex, query_vector: np.ndarray, dense: dict[int, float], sparse_all: np.ndarray, pool: int,
            allowed: np.ndarray | None, k: int, dense_weight: float) -> list[Hit]:
    """One query's top k: its dense candidates and BM25 top `pool`, each scored on both sides, fused."""
    sparse_rows = [row for row, _ in index.sparse.top_of(sparse_all, pool, allowed)]
    rows = set(dense) | set(sparse_rows)
    dense_scores = {row: dense.get(row, None) for row in rows}
    missing = [row for row, score in dense_scores.items() if score is None]
    if missing:  # BM25-only candidates: their cosine from the stored vectors
        ids = index.chunks["faiss_id"].to_numpy()[missing]
        vectors = np.stack([index.dense.reconstruct(int(i)) for i in ids])
        for row, value in zip(missing, vectors @ query_vector):
            dense_scores[row] = float(value)
    sparse_scores = {row: float(sparse_all[row]) for row in rows}
    ranked = fuse(dense_scores, sparse_scores, dense_weight)[:k]
    return index.hits([(row, score, dense_scores[row], sparse_scores[row]) for row, score in ranked])


def _load_strategy(folder: Path, manifest: Mapping[str, Any]) -> StrategyIndex:
    import faiss
    import pandas as pd
    import pyarrow.parquet as pq

    from tasks.core.chunk_store import with_source_paths
    from tasks.runtime.bm25_index import SparseIndex

    # Memory-mapped (flat codes, IVF lists, an HNSW graph's vectors): a published version never changes, so its
    # pages are the OS's to share between server workers and to drop under pressure, not a private copy in each.
    _read_ahead(folder)
    try:
        dense = faiss.read_index(str(folder / "dense.faiss"), faiss.IO_FLAG_MMAP_IFC)
    except RuntimeError as err:  # faiss's own message names a C++ function, not the file
        raise RuntimeError(f"cannot read the FAISS index {folder / 'dense.faiss'}: {err}") from err
    if manifest.get("index_type") == "hnsw":
        faiss.downcast_index(dense.index).hnsw.efSearch = int(manifest.get("hnsw_ef_search", 128))
    ivf = faiss.try_extract_index_ivf(dense)
    if ivf is not None:  # ivf_flat, ivf_pq: lists searched per query, as built (embed.ivf.nprobe), at most all of them
        ivf.nprobe = min(ivf.nlist, int(manifest.get("ivf", {}).get("nprobe", ivf.nprobe)))
    # The stage's change-detection hashes are read from the file by the next build, never from a loaded version:
    # left on disk (~110 MB per strategy at a million chunks).
    names = [name for name in pq.read_schema(folder / "chunks.parquet").names if name not in BUILD_ONLY_COLUMNS]
    chunks = pd.read_parquet(folder / "chunks.parquet", columns=names)
    if "source_paths" not in chunks.columns:  # a version built before copies were merged: one name per chunk
        chunks = with_source_paths(chunks)
    id_order = np.argsort(chunks["faiss_id"].to_numpy(), kind="stable")
    # BM25 matrices memory-mapped (read-only): a published version never changes, and at a million chunks per
    # strategy they are pages the OS shares between server workers instead of private copies in each.
    return StrategyIndex(dense, SparseIndex.load(folder / "sparse", mmap=True), chunks, id_order)


def _read_ahead(folder: Path) -> None:
    """Read a strategy's memory-mapped files once, so their pages are in the page cache before the first query: at a
    million chunks each query touches IVF lists no query touched before, and cold they came from disk one by one
    (P95 at concurrency 4 went from 0.29 s to 1.8 s with two workers; after that run, with `POSIX_FADV_WILLNEED`
    alone, ~40% of the pages were not cached). Read through one small buffer: the pages are shared cache, not this
    process's memory."""
    buffer = bytearray(READ_AHEAD_BLOCK)
    for file in (folder / "dense.faiss", *sorted(path for path in (folder / "sparse").rglob("*.np[yz]"))):
        if not file.is_file():
            continue  # what is missing is reported by the reader that needs it
        with open(file, "rb", buffering=0) as handle:
            while handle.readinto(buffer):
                pass


def _dense_candidates(index: StrategyIndex, query_vectors: np.ndarray, pool: int,
                      allowed: np.ndarray | None) -> list[dict[int, float]]:
    """Per row of `query_vectors` (n, dim): {chunk row: cosine} of its top `pool` allowed chunks, one FAISS call."""
    import faiss

    params = None
    if allowed is not None:
        selector = faiss.IDSelectorBatch(index.chunks["faiss_id"].to_numpy()[allowed])
        ivf = faiss.try_extract_index_ivf(index.dense)
        # An IVF index takes only IVF parameters, whose nprobe (default 1) replaces the index's own.
        params = (faiss.SearchParameters(sel=selector) if ivf is None
                  else faiss.SearchParametersIVF(sel=selector, nprobe=ivf.nprobe))
    scores, ids = index.dense.search(np.ascontiguousarray(query_vectors, dtype=np.float32), pool, params=params)
    found = []
    for row_scores, row_ids in zip(scores, ids):
        kept = row_ids >= 0
        found.append(dict(zip(index.rows_of(row_ids[kept]).tolist(), row_scores[kept].tolist())))
    return found


def _filter_mask(chunks: Any, filters: Mapping[str, Any]) -> np.ndarray:
    mask = np.ones(len(chunks), dtype=bool)
    for key, wanted in filters.items():
        if key not in chunks.columns:
            raise ValueError(f"unknown filter {key!r}; allowed: {sorted(METADATA_COLUMNS)}")
        column = chunks[key]
        if key == "source_paths":  # a list per chunk: it matches when any of the document's names is wanted
            names = set(wanted) if isinstance(wanted, (list, tuple, set, frozenset)) else {wanted}
            mask &= np.fromiter((bool(names & set(paths)) for paths in column), dtype=bool, count=len(column))
        elif isinstance(wanted, (list, tuple, set, frozenset)):
            mask &= column.isin(list(wanted)).to_numpy()
        elif wanted is None:
            mask &= column.isna().to_numpy()
        else:
            mask &= (column == wanted).fillna(False).to_numpy(dtype=bool)
    return mask


def plain_value(value: Any) -> Any:
    """JSON-friendly values (numpy and pandas types to Python, NaN/NaT to None; arrays to lists)."""
    import pandas as pd

    kind = type(value)  # exact types first: most values of a hit are plain already (np.float64 is a float too)
    if kind is str or kind is int or kind is bool:
        return value
    if kind is float:
        return None if value != value else value
    if isinstance(value, (list, tuple, np.ndarray)):
        return [plain_value(item) for item in value]
    if value is None or pd.isna(value):
        return None
    if hasattr(value, "item"):
        return value.item()
    if hasattr(value, "isoformat"):
        return value.isoformat()
    return value


_current: dict[Path, IndexVersion] = {}
_current_lock = threading.Lock()


def open_current(paths: DataPaths) -> IndexVersion:
    folder = current_dir(paths)
    if folder is None:
        raise IndexNotFound(f"no published index under {paths.index_root}: run `ragops embed` first")
    with _current_lock:
        loaded = _current.get(paths.index_root)
        if loaded is None or loaded.folder != folder:
            loaded = _current[paths.index_root] = IndexVersion(folder)
        return loaded


def search(
    query: str,
    strategy: str = "operation",
    k: int = 10,
    filters: Mapping[str, Any] | None = None,
    *,
    settings: Settings | None = None,
    paths: DataPaths | None = None,
    version: IndexVersion | None = None,
) -> list[Hit]:
    """Top-k chunks for `query` from the CURRENT index (or `version`), best first, with both scores.

    `settings` default to params.yaml and `paths` to the data root of `RAGOPS_DATA_ROOT` (or `data/`)."""
    from tasks.core.settings import load_settings
    from tasks.runtime.embedder import embedder_for

    settings = settings or load_settings()
    version = version or open_current(paths or DataPaths.from_env())
    embedder = embedder_for(settings)
    if embedder.model_id != version.manifest["model_id"]:
        raise ValueError(
            f"index {version.version} was built with {version.manifest['model_id']} but embed.model is "
            f"{embedder.model_id}: run `ragops embed` to build a version for this model"
        )
    vector = embedder.embed([query])[0]
    hybrid = settings.embed.hybrid
    return version.search(vector, query, strategy, k, filters, hybrid.dense_weight, hybrid.candidates)


def search_many(queries: Sequence[str], strategy: str, k: int, *, settings: Settings, version: IndexVersion,
                dense_weight: float | None = None) -> list[list[Hit]]:
    """Batch form for evaluation and the validation probe: the queries embedded together, each as if alone."""
    from tasks.runtime.embedder import embedder_for

    vectors = embedder_for(settings).embed_alone(queries)
    weight = settings.embed.hybrid.dense_weight if dense_weight is None else dense_weight
    return [version.search(vector, query, strategy, k, None, weight, settings.embed.hybrid.candidates)
            for vector, query in zip(vectors, queries)]
