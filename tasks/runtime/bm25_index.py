"""The sparse half of the hybrid index: BM25 (bm25s) over chunk texts, rows in the order they were given.

A thin wrapper: tokens come from `models.retrieval.bm25_tokens` (rules by language), scoring and persistence from
the real `bm25s` library. The wrapper adds what the retrieval API needs and bm25s does not do on its own:

- row-aligned scores for every document (`scores`) and a filtered top-k (`top`) that drops zero scores, so
  a chunk that shares no token with the query is not a "hit";
- a manifest (`sparse_index.json`) with the tokenizer version, the row count, the BM25 parameters and the
  languages a query's language is chosen among. An index tokenised under other rules is refused on load
  instead of silently matching nothing.
- language-aware tokens on both sides: each row is tokenised by the rules of its own language (the chunk
  store's `language`), a query by those of its detected language (lingua, restricted to the languages
  the index was built with: params.yaml `ingest.languages`). Without languages, both sides use the
  default (English) rules, as before.
- edge cases bm25s raises on: an empty corpus, or one where no document has a single token (all stopwords
  or punctuation), has no bm25s model at all and scores every row 0; an empty or stopword-only query
  scores every row 0 (bm25s would raise IndexError on an empty token list).

Scoring is bm25s's "lucene" variant (pinned, not left to the library default): its IDF,
log(1 + (N − df + 0.5) / (df + 0.5)), is positive for every term, so "score > 0" means "shares at least one
token with the query" even in a tiny corpus where a term occurs in most documents.

The caller writes into a staging folder and publishes it as a whole, so `save` uses plain writes.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from models.documents.metadata import detect_language
from models.retrieval.bm25_tokens import TOKENIZER_VERSION, tokenize, tokenize_many

MANIFEST = "sparse_index.json"
MODEL_FOLDER = "bm25s"
FORMAT_VERSION = 1
BM25_METHOD = "lucene"


@dataclass
class SparseIndex:
    n_docs: int
    k1: float
    b: float
    model: Any | None  # bm25s.BM25, or None when no document has a token (then every score is 0)
    languages: tuple[str, ...] = ()  # a query's language is detected among these; () -> default rules
    min_distance: float = 0.0  # lingua's minimum relative distance for that (ingest.language_min_distance)

    @classmethod
    def build(cls, texts: Sequence[str], k1: float, b: float, text_languages: Sequence[str | None] | None = None,
              languages: Sequence[str] = (), min_distance: float = 0.0) -> SparseIndex:
        """Index `texts`; row i of every score array is texts[i]. k1, b: params.yaml `embed.bm25`.

        `text_languages`: each text's ISO 639-1 code (None: default rules); `languages`: the codes a query's
        language is detected among (params.yaml `ingest.languages`, `ingest.language_min_distance`). Raises ValueError for k1 < 0 or
        b ∉ [0, 1]."""
        if not k1 >= 0.0:
            raise ValueError(f"k1 must be >= 0, got {k1!r}")
        if not 0.0 <= b <= 1.0:
            raise ValueError(f"b must be within [0, 1], got {b!r}")
        corpus_tokens = tokenize_many(texts, text_languages)
        model = None
        if any(corpus_tokens):
            bm25s = _bm25s()

            model = bm25s.BM25(k1=k1, b=b, method=BM25_METHOD)
            # The vocabulary in sorted order, handed to bm25s as (token ids, vocabulary): given plain tokens, bm25s
            # numbers them in the iteration order of a Python set, which changes with the process's hash seed, so
            # the same texts gave different vocab.index.json and score-matrix files on every build (and a `dvc
            # repro` whose data/index hash never repeated). The scores are the same either way.
            vocabulary = {token: number for number, token in
                          enumerate(sorted({token for tokens in corpus_tokens for token in tokens}))}
            token_ids = [[vocabulary[token] for token in tokens] for tokens in corpus_tokens]
            # create_empty_token: bm25s gives token-less documents a placeholder so their rows still exist.
            model.index((token_ids, vocabulary), create_empty_token=True, show_progress=False)
        return cls(n_docs=len(corpus_tokens), k1=float(k1), b=float(b), model=model, languages=tuple(languages),
                   min_distance=float(min_distance))

    def save(self, folder: Path) -> None:
        """Write the manifest and (if any) the bm25s model under `folder`, which is created if missing."""
        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        if self.model is not None:
            self.model.save(str(folder / MODEL_FOLDER), show_progress=False)
        manifest = {
            "format_version": FORMAT_VERSION,
            "tokenizer_version": TOKENIZER_VERSION,
            "method": BM25_METHOD,
            "n_docs": self.n_docs,
            "k1": self.k1,
            "b": self.b,
            "has_model": self.model is not None,
            "languages": list(self.languages),
            "language_min_distance": self.min_distance,
        }
        (folder / MANIFEST).write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n", encoding="utf-8")

    @classmethod
    def load(cls, folder: Path, mmap: bool = False) -> SparseIndex:
        """Read an index written by `save`. `mmap`: the bm25s score matrix (data, indices, indptr) memory-mapped
        read-only (np.load mmap_mode="r") instead of read into memory: pages come in as queries touch them and are
        shared by every process serving the same version (what serving does; the version folder never changes).

        Raises FileNotFoundError without a manifest, ValueError when the index was written in another format
        or tokenised under another `TOKENIZER_VERSION` (rebuild it), or when the model's row count disagrees
        with the manifest.
        """
        folder = Path(folder)
        manifest = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
        if manifest.get("format_version") != FORMAT_VERSION:
            raise ValueError(f"{folder}: sparse index format {manifest.get('format_version')!r}, "
                             f"this code reads {FORMAT_VERSION}")
        if manifest.get("tokenizer_version") != TOKENIZER_VERSION:
            raise ValueError(f"{folder}: built with tokenizer version {manifest.get('tokenizer_version')!r}, "
                             f"this code tokenises queries with {TOKENIZER_VERSION!r}; rebuild the index")
        model = None
        if manifest["has_model"]:
            bm25s = _bm25s()

            model = bm25s.BM25.load(str(folder / MODEL_FOLDER), show_progress=False, mmap=mmap)
            if model.scores["num_docs"] != manifest["n_docs"]:
                raise ValueError(f"{folder}: bm25s model has {model.scores['num_docs']} rows, "
                                 f"manifest says {manifest['n_docs']}")
        return cls(n_docs=int(manifest["n_docs"]), k1=float(manifest["k1"]), b=float(manifest["b"]), model=model,
                   languages=tuple(manifest.get("languages", ())),
                   min_distance=float(manifest.get("language_min_distance", 0.0)))

    def document_frequencies(self) -> dict[str, int]:
        """Per token, how many rows hold it (the IDF's df; DCEE's relevance features weight words by it). Read off the
        bm25s score matrix: a column's stored entries are the rows with a positive score, i.e. those holding it."""
        if self.model is None:
            return {}
        counts = np.diff(np.asarray(self.model.scores["indptr"]))
        return {token: int(counts[number]) for token, number in self.model.vocab_dict.items() if token}

    def query_tokens(self, query: str) -> list[str]:
        """The query's tokens, by the rules of its language (detected among the index's languages)."""
        return list(_query_tokens(query, self.languages, self.min_distance))

    def row_tokens(self, rows: Sequence[int]) -> frozenset[str]:
        """The distinct tokens of these rows' texts as they were indexed — their nonzero entries in the score
        matrix — without tokenising the texts again (a document's terms, read at query time, cost a tokenisation of
        its every chunk otherwise). A row-major copy of the matrix is made on first use."""
        if self.model is None or not len(rows):
            return frozenset()
        by_row, names = self._rows_and_names
        columns = np.unique(np.concatenate([by_row.indices[by_row.indptr[row]:by_row.indptr[row + 1]]
                                            for row in rows]))
        return frozenset(token for token in (names[column] for column in columns) if token)

    @functools.cached_property
    def _rows_and_names(self) -> tuple[Any, list[str]]:
        """The score matrix by row (bm25s keeps it by token) and the token of each column."""
        import scipy.sparse

        scores = self.model.scores
        n_tokens = len(scores["indptr"]) - 1
        by_token = scipy.sparse.csc_matrix((scores["data"], scores["indices"], scores["indptr"]),
                                           shape=(int(scores["num_docs"]), n_tokens))
        names = [""] * n_tokens
        for token, number in self.model.vocab_dict.items():
            if int(number) < n_tokens:  # bm25s's empty placeholder token may sit past the matrix's columns
                names[int(number)] = token
        return by_token.tocsr(), names

    def scores(self, query: str) -> np.ndarray:
        """BM25 score of every row for `query` (float32, length n_docs); all 0 when the query has no tokens."""
        return self.scores_many([query])[0]

    def scores_many(self, queries: Sequence[str]) -> np.ndarray:
        """`scores` of each query, (len(queries), n_docs) float32, row i the same numbers as `scores(queries[i])`:
        one pass over the queries (tokens, then bm25s's own per-query sum, so no float is added in another order)."""
        out = np.zeros((len(queries), self.n_docs), dtype=np.float32)
        if self.model is None:
            return out
        for i, query in enumerate(queries):
            query_tokens = self.query_tokens(query)
            if query_tokens:
                out[i] = self.model.get_scores(query_tokens)
        return out

    def top(self, query: str, k: int, allowed: np.ndarray | None = None,
            scores: np.ndarray | None = None) -> list[tuple[int, float]]:
        """Up to k (row, score) pairs, best first, ties by row; only rows with score > 0 and allowed[row].

        `allowed` is a boolean mask over rows (the metadata filters); None allows every row. `scores`, when
        given, is `self.scores(query)` already computed by the caller (hybrid search needs the whole row
        too), so the query is not scored twice. Raises ValueError for k < 0 or a mask of the wrong shape or
        dtype (an int mask would be read as a list of rows).
        """
        return self.top_of(self.scores(query) if scores is None else scores, k, allowed)

    def top_of(self, scores: np.ndarray, k: int, allowed: np.ndarray | None = None) -> list[tuple[int, float]]:
        """`top` over a score row already computed (`scores` / a row of `scores_many`)."""
        if k < 0:
            raise ValueError(f"k must be >= 0, got {k!r}")
        keep = scores > 0
        if allowed is not None:
            allowed = np.asarray(allowed)
            if allowed.dtype != np.bool_ or allowed.shape != (self.n_docs,):
                raise ValueError(f"allowed must be a boolean mask of shape ({self.n_docs},), "
                                 f"got {allowed.dtype} {allowed.shape}")
            keep &= allowed
        rows = np.flatnonzero(keep)
        if 0 < k < len(rows):  # only rows scoring at least the k-th best can be in the top k (ties kept for the sort)
            values = scores[rows]
            rows = rows[values >= np.partition(values, len(values) - k)[len(values) - k]]
        order = np.lexsort((rows, -scores[rows]))[:k]
        return [(int(rows[i]), float(scores[rows[i]])) for i in order]


@functools.lru_cache(maxsize=4096)
def _query_tokens(query: str, languages: tuple[str, ...], min_distance: float) -> tuple[str, ...]:
    """A query's tokens, memoised: the pool asks every strategy's index with the same query (and the same languages),
    and the language detection is most of a short query's tokenising time. Pure function of its arguments."""
    language = detect_language(query, languages, None, min_distance) if languages else None
    return tuple(tokenize(query, language))


def _bm25s():
    """bm25s, imported lazily; it pins its own logger to DEBUG, which would print every index build."""
    import logging

    import bm25s

    logging.getLogger("bm25s").setLevel(logging.WARNING)
    return bm25s
