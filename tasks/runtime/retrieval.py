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
    dense: Any  # faiss.IndexIDMap2
    sparse: Any  # tasks.runtime.bm25_index.SparseIndex
    chunks: Any  # pandas.DataFrame, row i <-> BM25 document i
    row_of_id: dict[int, int]
    row_of_chunk: dict[str, int] = field(default_factory=dict)
    _columns: dict[str, list[Any]] | None = field(default=None, repr=False)

    def hit(self, row: int, score: float, dense: float, sparse: float) -> Hit:
        """`hit_at(self.chunks, row, ...)` from columns read once as Python lists: a pandas row lookup per hit was
        three quarters of a hybrid search's time after the embedding."""
        columns = self._columns
        if columns is None:
            wanted = ["chunk_id", "text", *(c for c in METADATA_COLUMNS if c in self.chunks.columns)]
            columns = self._columns = {column: self.chunks[column].tolist() for column in dict.fromkeys(wanted)}
        metadata = {column: plain_value(columns[column][row]) for column in METADATA_COLUMNS if column in columns}
        return Hit(str(columns["chunk_id"][row]), round(score, 6), round(dense, 6), round(sparse, 6),
                   str(columns["text"][row]), metadata)

    def _rows(self) -> dict[str, int]:
        if not self.row_of_chunk:
            self.row_of_chunk = {str(chunk_id): row for row, chunk_id in enumerate(self.chunks["chunk_id"])}
        return self.row_of_chunk

    def vectors(self, chunk_ids: Sequence[str]) -> np.ndarray:
        """The stored (normalised) embeddings of these chunks, (n, dim), without re-embedding any text."""
        rows = self._rows()
        ids = self.chunks["faiss_id"].to_numpy()
        if not chunk_ids:
            return np.zeros((0, self.dense.d), dtype=np.float32)
        return np.stack([self.dense.reconstruct(int(ids[rows[chunk_id]])) for chunk_id in chunk_ids])

    def find(self, chunk_id: str) -> Hit | None:
        """One chunk by id, as a hit without scores (its text and METADATA_COLUMNS), or None."""
        row = self._rows().get(chunk_id)
        return None if row is None else self.hit(row, 0.0, 0.0, 0.0)


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
    return [index.hit(row, score, dense_scores[row], sparse_scores[row]) for row, score in ranked]


def _load_strategy(folder: Path, manifest: Mapping[str, Any]) -> StrategyIndex:
    import faiss
    import pandas as pd

    from tasks.core.chunk_store import with_source_paths
    from tasks.runtime.bm25_index import SparseIndex

    dense = faiss.read_index(str(folder / "dense.faiss"))
    if manifest.get("index_type") == "hnsw":
        faiss.downcast_index(dense.index).hnsw.efSearch = int(manifest.get("hnsw_ef_search", 128))
    ivf = faiss.try_extract_index_ivf(dense)
    if ivf is not None:  # ivf_pq: lists searched per query, as built (embed.ivf.nprobe), at most all of them
        ivf.nprobe = min(ivf.nlist, int(manifest.get("ivf", {}).get("nprobe", ivf.nprobe)))
    chunks = pd.read_parquet(folder / "chunks.parquet")
    if "source_paths" not in chunks.columns:  # a version built before copies were merged: one name per chunk
        chunks = with_source_paths(chunks)
    row_of_id = {int(faiss_id): row for row, faiss_id in enumerate(chunks["faiss_id"].to_numpy())}
    # BM25 matrices memory-mapped (read-only): a published version never changes, and at a million chunks per
    # strategy they are pages the OS shares between server workers instead of private copies in each.
    return StrategyIndex(dense, SparseIndex.load(folder / "sparse", mmap=True), chunks, row_of_id)


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
    return [{index.row_of_id[int(i)]: float(s) for s, i in zip(row_scores, row_ids) if i >= 0}
            for row_scores, row_ids in zip(scores, ids)]


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


def hit_at(chunks: Any, row: int, score: float, dense: float, sparse: float) -> Hit:
    record = chunks.iloc[row]
    metadata = {column: plain_value(record[column]) for column in METADATA_COLUMNS if column in chunks.columns}
    return Hit(str(record["chunk_id"]), round(score, 6), round(dense, 6), round(sparse, 6), str(record["text"]),
               metadata)


def plain_value(value: Any) -> Any:
    """JSON-friendly values (numpy and pandas types to Python, NaN/NaT to None; arrays to lists)."""
    import pandas as pd

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
    """Batch form for evaluation and the validation probe: one embedding call for all queries."""
    from tasks.runtime.embedder import embedder_for

    vectors = embedder_for(settings).embed(list(queries))
    weight = settings.embed.hybrid.dense_weight if dense_weight is None else dense_weight
    return [version.search(vector, query, strategy, k, None, weight, settings.embed.hybrid.candidates)
            for vector, query in zip(vectors, queries)]
