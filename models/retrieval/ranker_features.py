"""T3D tier 3: the feature row the learned fusion ranker sees for one (query, candidate chunk).

Every strategy index proposes candidates; the ranker (XGBoost, pairwise) orders their union. Features
(docs/design.md#t3d): BM25, vector similarity, metadata matches, DCEE scores — plus where the candidate came from, so
the ranker can learn how much to trust each strategy for the routed intent. Order is `RANKER_FEATURES`;
the trained model's signature pins it.

Metadata matches are read from the query by rules: equipment model codes ("HX-200"), regions (EU / NA /
APAC) and years. A match is 1.0 when the query names such a value and the chunk's title or text carries it,
0.0 when the query names one the chunk lacks, and 0.5 when the query names none (neither evidence for nor
against) — one column per field, so "fault diagnosis filters by model + region" is learned, not hard-coded.

Document coverage: a chunk rarely repeats what its document says once (the issuer, the rule's name, the place);
"东川 parking fee in 2016" must not be answered by another city's parking rule whose fee paragraph reads alike.
So the share of the query's terms found anywhere in the candidate's *document* (title and every chunk), each
term weighted by how few of this query's candidate documents contain it (a term in every candidate tells
nothing; the issuer's name, found in one, tells most).
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from models.vocabulary import STRATEGY_BY_INTENT

STRATEGY_NAMES: tuple[str, ...] = ("operation", "comparison", "trend")

RANKER_FEATURES: tuple[str, ...] = (
    "hybrid_score",  # the strategy's fused dense+BM25 score, [0, 1] within that strategy's candidates
    "dense_score",  # cosine similarity of query and chunk
    "bm25_score",  # raw BM25 score
    "bm25_relative",  # BM25 / the best BM25 among this query's candidates of the same strategy
    "rank_in_strategy",  # 1-based rank in its strategy's hybrid list, divided by the list length
    "from_routed_strategy",  # 1.0 when the candidate's strategy is the one the routed intent uses
    "intent_confidence",  # the intent classifier's probability for the routed intent
    *(f"strategy={name}" for name in STRATEGY_NAMES),
    "is_table",
    "credibility",  # source credibility (official 1.0, wechat 0.6, forum 0.3)
    "language_match",  # 1.0 when the chunk is in the query's language
    "model_match",
    "region_match",
    "year_match",
    "dcee_semantic",
    "dcee_temporal",
    "dcee_confidence",
    "document_coverage",  # weighted share of the query's terms found anywhere in the candidate's document
    "document_coverage_relative",  # document_coverage / the best among this query's candidate documents
)

_MODEL_CODE = re.compile(r"(?<![A-Za-z0-9])([A-Za-z]{2,3})-?(\d{2,4})(?![0-9])")
_REGION = re.compile(r"(?<![A-Za-z])(EU|NA|APAC|Europe|North America|Asia[- ]Pacific|欧洲|北美|亚太)(?![A-Za-z])")
_REGION_CANONICAL = {"europe": "EU", "欧洲": "EU", "north america": "NA", "北美": "NA", "asia pacific": "APAC",
                     "asia-pacific": "APAC", "亚太": "APAC"}
_YEAR = re.compile(r"(?<!\d)((?:19|20)\d{2})(?!\d)")


@dataclass(frozen=True)
class QueryEntities:
    models: frozenset[str]  # canonical "HX-200"
    regions: frozenset[str]  # canonical "EU" / "NA" / "APAC"
    years: frozenset[int]


def _models(text: str) -> set[str]:
    return {f"{letters.upper()}-{digits}" for letters, digits in _MODEL_CODE.findall(text)}


def _regions(text: str) -> set[str]:
    found = set()
    for match in _REGION.findall(text):
        found.add(_REGION_CANONICAL.get(match.casefold().replace("-", " ") if match.isascii() else match, match.upper()))
    return found


def extract_entities(text: str) -> QueryEntities:
    """Equipment models, regions and years named in a text (a query, or a chunk's title + text)."""
    return QueryEntities(frozenset(_models(text)), frozenset(_regions(text)),
                         frozenset(int(year) for year in _YEAR.findall(text)))


def match_score(wanted: frozenset, present: frozenset | set) -> float:
    """1.0 all named values present, 0.0 none present, the share in between; 0.5 when nothing is named."""
    if not wanted:
        return 0.5
    return len(wanted & set(present)) / len(wanted)


@dataclass(frozen=True)
class Candidate:
    """One chunk proposed by one strategy's hybrid search."""

    chunk_id: str
    strategy: str
    rank: int  # 1-based within its strategy's list
    list_length: int
    hybrid_score: float
    dense_score: float
    bm25_score: float
    text: str
    metadata: Mapping[str, object]


def document_coverage(query_terms: Sequence[str], document_terms: Sequence[frozenset[str] | set[str]]) -> list[float]:
    """Per candidate document, the weighted share of the query's distinct terms it contains; a term's weight is
    log(1 + n / df) over the n candidate documents (df: how many contain it). 0.5 each when the query has none."""
    wanted = set(query_terms)
    n = len(document_terms)
    if not wanted or not n:
        return [0.5] * n
    weights = {term: math.log(1.0 + n / max(1, sum(term in terms for terms in document_terms))) for term in wanted}
    total = sum(weights.values())
    return [sum(weight for term, weight in weights.items() if term in terms) / total for terms in document_terms]


def ranker_rows(
    query_entities: QueryEntities,
    query_language: str,
    routed_intent: str,
    intent_confidence: float,
    candidates: Sequence[Candidate],
    dcee_scores: Mapping[str, Sequence[float]],
    query_terms: Sequence[str] = (),
    document_terms: Sequence[frozenset[str] | set[str]] | None = None,
) -> list[list[float]]:
    """Feature rows (RANKER_FEATURES order) for one query's candidates; dcee_scores holds "semantic",
    "temporal", "confidence" arrays aligned with `candidates`; `document_terms` the terms of each candidate's
    whole document (None: coverage unknown, 0.5)."""
    if routed_intent not in STRATEGY_BY_INTENT:
        raise ValueError(f"unknown intent {routed_intent!r}; known: {sorted(STRATEGY_BY_INTENT)}")
    for key in ("semantic", "temporal", "confidence"):
        if len(dcee_scores[key]) != len(candidates):
            raise ValueError(f"dcee_scores[{key!r}] has {len(dcee_scores[key])} values for {len(candidates)} candidates")
    if document_terms is not None and len(document_terms) != len(candidates):
        raise ValueError(f"document_terms has {len(document_terms)} entries for {len(candidates)} candidates")
    routed_strategy = STRATEGY_BY_INTENT[routed_intent]
    coverage = ([0.5] * len(candidates) if document_terms is None
                else _coverage_per_candidate(candidates, query_terms, document_terms))
    best_coverage = max(coverage, default=0.0)
    best_bm25: dict[str, float] = {}
    for candidate in candidates:
        best_bm25[candidate.strategy] = max(best_bm25.get(candidate.strategy, 0.0), candidate.bm25_score)
    rows = []
    for i, candidate in enumerate(candidates):
        if candidate.strategy not in STRATEGY_NAMES:
            raise ValueError(f"unknown strategy {candidate.strategy!r}")
        meta = candidate.metadata
        chunk_entities = extract_entities(f"{meta.get('title') or ''}\n{candidate.text}")
        chunk_years = set(chunk_entities.years) | ({int(meta["year"])} if meta.get("year") else set())
        best = best_bm25[candidate.strategy]
        rows.append([
            candidate.hybrid_score,
            candidate.dense_score,
            candidate.bm25_score,
            candidate.bm25_score / best if best > 0 else 0.0,
            candidate.rank / max(1, candidate.list_length),
            1.0 if candidate.strategy == routed_strategy else 0.0,
            float(intent_confidence),
            *(1.0 if candidate.strategy == name else 0.0 for name in STRATEGY_NAMES),
            1.0 if meta.get("is_table") else 0.0,
            float(meta.get("credibility") or 0.0),
            1.0 if meta.get("language") == query_language else 0.0,
            match_score(query_entities.models, chunk_entities.models),
            match_score(query_entities.regions, chunk_entities.regions),
            match_score(query_entities.years, chunk_years),
            float(dcee_scores["semantic"][i]),
            float(dcee_scores["temporal"][i]),
            float(dcee_scores["confidence"][i]),
            coverage[i],
            coverage[i] / best_coverage if best_coverage > 0 else 0.0,
        ])
    return rows


def _coverage_per_candidate(candidates: Sequence[Candidate], query_terms: Sequence[str],
                            document_terms: Sequence[frozenset[str] | set[str]]) -> list[float]:
    """`document_coverage` with each document counted once in the weights (a document with several chunks in the
    pool must not make its own terms look common), read back per candidate."""
    keys = [str(candidate.metadata.get("doc_id") or candidate.chunk_id) for candidate in candidates]
    unique: dict[str, frozenset[str] | set[str]] = {}
    for key, terms in zip(keys, document_terms):
        unique.setdefault(key, terms)
    by_document = dict(zip(unique, document_coverage(query_terms, list(unique.values()))))
    return [by_document[key] for key in keys]
