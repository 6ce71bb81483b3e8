"""DCEE's semantic features (models/evidence/relevance.py): each comparison on small hand-made questions and passages."""

from __future__ import annotations

import math

import numpy as np
import pytest

from models.evidence.relevance import (
    PASSAGE_FEATURES,
    POOL_GAP_OF,
    SEMANTIC_FEATURES,
    QueryTerms,
    TermStats,
    asks_amount,
    figure_set,
    relevance_features,
    weighted_share,
    with_pool_gaps,
)
from models.retrieval.bm25_tokens import tokenize

STATS = TermStats(n_docs=100, document_frequency={"fee": 60, "permit": 30, "alderton": 2, "annual": 40, "late": 20,
                                                  "renewal": 10, "vending": 5, "food": 8, "truck": 8})


def row(question: str, chunk: str, title: str = "", document: str = "", cosine: float = 0.5) -> dict[str, float]:
    query = QueryTerms.of(question, tokenize(question), STATS)
    values = relevance_features(query, cosine, chunk, tokenize(chunk), set(tokenize(title)),
                                set(tokenize(document or chunk)))
    assert len(values) == len(PASSAGE_FEATURES)
    return dict(zip(PASSAGE_FEATURES, values))


def test_idf_is_highest_for_a_word_no_chunk_holds():
    assert STATS.idf("neverseen") > STATS.idf("alderton") > STATS.idf("fee") > 0
    assert STATS.known("fee") and not STATS.known("neverseen")


def test_rare_words_weigh_more_than_common_ones():
    names = row("Alderton annual permit fee", "The annual permit fee is $510.")
    place = row("Alderton annual permit fee", "Alderton permit")
    assert names["term_overlap"] == pytest.approx(0.75) and place["term_overlap"] == pytest.approx(0.5)
    assert place["idf_overlap"] > names["idf_overlap"]  # the issuer's name outweighs two common words
    assert names["idf_missing_max"] == pytest.approx(STATS.idf("alderton") / sum(
        STATS.idf(t) for t in ("alderton", "annual", "permit", "fee")))


def test_the_document_can_supply_what_the_chunk_does_not_say():
    values = row("Alderton late renewal fee", "A late renewal fee is $50.", title="Late Renewal Fee Schedule",
                 document="City of Alderton. A late renewal fee is $50.")
    assert values["idf_overlap"] < values["document_idf_overlap"] == pytest.approx(1.0)
    assert values["document_idf_missing_max"] == 0.0 and values["title_idf_overlap"] > 0


def test_phrases_figures_and_amounts():
    values = row("late renewal fee in 2019", "In 2019 the late renewal fee was $40.")
    assert values["bigram_overlap"] == pytest.approx(2 / 3)  # (late, renewal), (renewal, fee); not (fee, 2019)
    assert values["figures_asked"] == 1.0 and values["figures_found"] == 1.0 and values["chunk_has_figure"] == 1.0
    assert values["asks_amount"] == 1.0
    other_year = row("late renewal fee in 2019", "In 2023 the late renewal fee was $50.")
    assert other_year["figures_found"] == 0.0
    none_asked = row("How do I renew?", "Renew online.")
    assert none_asked["figures_asked"] == 0.0 and none_asked["figures_found"] == 1.0
    assert none_asked["asks_amount"] == 0.0 and none_asked["chunk_has_figure"] == 0.0


def test_unknown_words_of_an_off_topic_question():
    values = row("Who won the Tour de France?", "The annual permit fee is $510.")
    assert values["unknown_terms"] == 1.0 and values["idf_overlap"] == 0.0
    assert row("annual permit fee", "x")["unknown_terms"] == 0.0


@pytest.mark.parametrize("text, expected", [
    ("E42 on the HX-200, 1,250.50 USD, 15.09.2022", {"e42", "200", "1250.50", "15.09.2022"}),
    ("no figures here", set()),
    ("20mm or 2019/20", {"20mm", "2019/20"}),
])
def test_figure_set(text, expected):
    assert figure_set(text) == expected


@pytest.mark.parametrize("question, asks", [
    ("How much is the reconnection fee?", True), ("What was the late penalty in 2016?", True),
    ("When does the new schedule take effect?", True), ("水费标准是多少？", True),
    ("How do I clear the E07 alarm?", False), ("Steps to start up the HX-200", False),
])
def test_asks_amount(question, asks):
    assert asks_amount(question) is asks


def test_weighted_share_edges():
    assert weighted_share([], {"a"}, lambda t: 1.0) == 0.0
    assert weighted_share(["a", "b"], ["a"], lambda t: 3.0 if t == "a" else 1.0) == pytest.approx(0.75)


def test_pool_gaps_against_the_pool_or_a_reference():
    rows = np.zeros((3, len(PASSAGE_FEATURES)), dtype=np.float32)
    cosine = PASSAGE_FEATURES.index("cosine")
    rows[:, cosine] = [0.2, 0.8, 0.5]
    full = with_pool_gaps(rows)
    assert full.shape == (3, len(SEMANTIC_FEATURES)) and len(SEMANTIC_FEATURES) == len(PASSAGE_FEATURES) + len(POOL_GAP_OF)
    np.testing.assert_allclose(full[:, SEMANTIC_FEATURES.index("cosine_gap")], [-0.6, 0.0, -0.3], atol=1e-6)
    later = with_pool_gaps(rows[:1], reference=rows)  # scored after the pool: compared with the pool
    assert later[0, SEMANTIC_FEATURES.index("cosine_gap")] == pytest.approx(-0.6)
    assert math.isclose(with_pool_gaps(rows[:1])[0, SEMANTIC_FEATURES.index("cosine_gap")], 0.0)
