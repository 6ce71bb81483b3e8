"""DCEE's semantic channel input: does this passage answer this question? Features that read the question and the
passage themselves, not the topics of the corpus the model was trained on.

The first DCEE fed an MLP the raw dimensions of the query and chunk embeddings (q ⊙ c, |q − c|: 770 columns). It
learned *which topics* the training families are about and rated the right passage of families it never saw near
zero (median best confidence 0.002-0.15 on the unseen sets). Every feature here is a comparison between the question
and the passage whose meaning is the same in any corpus:

- how close they are in the embedding space (one cosine, not its 384 coordinates);
- how much of the question the passage states: the share of the question's words it holds, each word weighted by
  its IDF in the index (the rule's name, the place, an error code count; "fee" in a fee schedule counts little),
  the weight of the most important word it lacks, and the question's adjacent word pairs found in it as a phrase;
- the same over the passage's title and its whole document (a fee paragraph rarely repeats whose fee it is);
- figures and codes the question states ("E42", "20 mm", "2019") found in the passage; whether the question asks
  for an amount and the passage states one;
- how much of the question the index has never seen at all (an off-topic question is mostly such words);
- how far the passage falls behind the question's best candidate on the main ones (`with_pool_gaps`).

IDF comes from the index the passage is in (`TermStats`, the BM25 side's document frequencies), so it adapts to a
new corpus without training. Pure: no IO.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise

import numpy as np

PASSAGE_FEATURES: tuple[str, ...] = (
    "cosine",  # query · chunk for unit vectors
    "term_overlap",  # share of the query's distinct terms in the chunk
    "idf_overlap",  # the same, each term weighted by its IDF in the index
    "idf_missing_max",  # the largest IDF share of one query term the chunk lacks: an important word missing
    "bigram_overlap",  # share of the query's adjacent term pairs found adjacent in the chunk
    "title_idf_overlap",  # IDF-weighted share of the query's terms in the chunk's title
    "document_idf_overlap",  # IDF-weighted share of the query's terms anywhere in the chunk's document
    "document_idf_missing_max",  # the largest IDF share of one query term the whole document lacks (a name, a code)
    "figures_asked",  # 1.0 when the question states figures or codes
    "figures_found",  # share of those the chunk states (1.0 when none asked)
    "asks_amount",  # the question asks for an amount, a count, a duration or a date
    "chunk_has_figure",  # the chunk states a figure
    "unknown_terms",  # share of the query's terms no chunk of the index holds
    "chunk_length",  # log(1 + the chunk's terms), scaled: very short chunks (headings) rarely answer
)
# Each of these, less its best value among the question's candidates: the passage that states the question best
# *among those the index offered* answers it, whatever the absolute level of a corpus's wording.
POOL_GAP_OF: tuple[str, ...] = ("cosine", "idf_overlap", "bigram_overlap", "document_idf_overlap")
SEMANTIC_FEATURES: tuple[str, ...] = (*PASSAGE_FEATURES, *(f"{name}_gap" for name in POOL_GAP_OF))

# Figures and codes: digits, possibly with letters ("E42", "HX-200", "20mm") and separators ("1,250.50", "15.09.2022").
_FIGURE = re.compile(r"[A-Za-z]*\d+(?:[.,:/-]?\d+)*[A-Za-z]*")
# A question asking for an amount, a count, a duration or a date: the interrogatives and nouns of English and Chinese
# questions of that kind (a passage stating a figure is then what answers it).
_ASKS_AMOUNT = re.compile(
    r"\bhow (?:much|many|long|often|soon|far|old|big|high|large)\b|\bwhat (?:is|was|are|were|will be) the "
    r"(?:\w+ ){0,3}(?:fee|fees|charge|charges|cost|price|rate|rates|amount|limit|level|deadline|date|period|"
    r"percentage|penalty|fine|minimum|maximum|threshold|number)\b|\bwhen\b|\b(?:fee|fees|charge|cost|price|rate|"
    r"penalty|fine|deposit|allowance|levy|tariff)\b|多少|几|费用|金额|价格|标准|收费|期限|比例|多久|何时|什么时候|日期",
    re.IGNORECASE)


@dataclass(frozen=True)
class TermStats:
    """How many of an index's chunks hold each term: the IDF the features weight words by."""

    n_docs: int
    document_frequency: Mapping[str, int]

    def idf(self, term: str) -> float:
        """BM25's (lucene) IDF, log(1 + (N − df + 0.5) / (df + 0.5)): positive for every term, highest for a term no
        chunk holds."""
        df = self.document_frequency.get(term, 0)
        return math.log(1.0 + (self.n_docs - df + 0.5) / (df + 0.5))

    def known(self, term: str) -> bool:
        return self.document_frequency.get(term, 0) > 0


def figure_set(text: str) -> set[str]:
    """The figures and codes a text states, case-folded, thousands separators dropped ("1,250" = "1250")."""
    return {value.casefold().replace(",", "") for value in _FIGURE.findall(text or "")}


def asks_amount(question: str) -> bool:
    return bool(_ASKS_AMOUNT.search(question or ""))


def weighted_share(wanted: Collection[str], present: Collection[str], weight: Callable[[str], float]) -> float:
    """Σ weight of the wanted terms present / Σ weight of all wanted terms (0.0 when nothing is wanted)."""
    total = sum(weight(term) for term in wanted)
    if total <= 0:
        return 0.0
    present = present if isinstance(present, (set, frozenset)) else set(present)
    return sum(weight(term) for term in wanted if term in present) / total


def _bigrams(terms: Sequence[str]) -> set[tuple[str, str]]:
    return set(pairwise(terms))


@dataclass(frozen=True)
class QueryTerms:
    """What the features read of the question once, for all of its candidates."""

    terms: tuple[str, ...]  # in order (the BM25 tokens)
    distinct: frozenset[str]
    bigrams: frozenset[tuple[str, str]]
    figures: frozenset[str]
    asks_amount: bool
    unknown_share: float
    idf: Mapping[str, float]  # each distinct term's IDF in the index, read once for all candidates

    @classmethod
    def of(cls, question: str, terms: Sequence[str], stats: TermStats) -> QueryTerms:
        distinct = frozenset(terms)
        unknown = sum(not stats.known(term) for term in distinct) / len(distinct) if distinct else 1.0
        return cls(tuple(terms), distinct, frozenset(_bigrams(list(terms))), frozenset(figure_set(question)),
                   asks_amount(question), unknown, {term: stats.idf(term) for term in distinct})


def with_pool_gaps(rows: np.ndarray, reference: np.ndarray | None = None) -> np.ndarray:
    """`rows` (n, PASSAGE_FEATURES) with the POOL_GAP_OF columns appended, each less its maximum over `reference`: the
    question's whole candidate pool (its passage columns). A passage scored later for the same question (one a
    correction found, the version in force fetched) is compared with that pool, not with itself; `reference` None:
    `rows` are the pool."""
    rows = np.asarray(rows, dtype=np.float32).reshape(-1, len(PASSAGE_FEATURES))
    pool = rows if reference is None or not len(reference) else np.asarray(reference, dtype=np.float32)
    columns = [PASSAGE_FEATURES.index(name) for name in POOL_GAP_OF]
    best = pool[:, columns].max(axis=0) if len(pool) else np.zeros(len(columns), dtype=np.float32)
    return np.hstack([rows, rows[:, columns] - best]).astype(np.float32)


def relevance_features(query: QueryTerms, cosine: float, chunk_text: str, chunk_terms: Sequence[str],
                       title_terms: Collection[str], document_terms: Collection[str]) -> list[float]:
    """One row of `PASSAGE_FEATURES` for (question, chunk); `with_pool_gaps` completes the `SEMANTIC_FEATURES`."""
    present = set(chunk_terms)
    wanted, idf = query.distinct, query.idf.__getitem__
    total_idf = sum(idf(term) for term in wanted)
    missing = [idf(term) / total_idf for term in wanted if term not in present] if total_idf > 0 else []
    document_missing = ([idf(term) / total_idf for term in wanted if term not in document_terms]
                        if total_idf > 0 else [])
    chunk_figures = figure_set(chunk_text)
    found = (len(query.figures & chunk_figures) / len(query.figures)) if query.figures else 1.0
    return [
        float(cosine),
        len(wanted & present) / len(wanted) if wanted else 0.0,
        weighted_share(wanted, present, idf),
        max(missing, default=0.0),
        len(query.bigrams & _bigrams(list(chunk_terms))) / len(query.bigrams) if query.bigrams else 0.0,
        weighted_share(wanted, title_terms, idf),
        weighted_share(wanted, document_terms, idf),
        max(document_missing, default=0.0),
        1.0 if query.figures else 0.0,
        found,
        1.0 if query.asks_amount else 0.0,
        1.0 if chunk_figures else 0.0,
        query.unknown_share,
        math.log1p(len(chunk_terms)) / 6.0,
    ]
