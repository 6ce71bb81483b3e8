"""T3D tier 3 features (models/retrieval/ranker_features.py): query entities, metadata matches and the ranker's rows."""

from __future__ import annotations

import pytest

from models.retrieval.ranker_features import (
    RANKER_FEATURES,
    Candidate,
    QueryEntities,
    document_coverage,
    extract_entities,
    match_score,
    ranker_rows,
)


@pytest.mark.parametrize("text, models, regions, years", [
    ("HX-200 and hx200 and KT-220 in EU, 2024", {"HX-200", "KT-220"}, {"EU"}, {2024}),
    ("HX-200 在亚太地区 2023年 报错E07", {"HX-200"}, {"APAC"}, {2023}),  # E07 is an error code, not a model
    ("HX-200型冷水机 北美 欧洲", {"HX-200"}, {"NA", "EU"}, set()),
    ("Asia-Pacific, Asia Pacific, North America and Europe", set(), {"APAC", "NA", "EU"}, set()),
    ("APAC vs NA failure rates 2021-2025", set(), {"APAC", "NA"}, {2021, 2025}),
    ("pm10 pump", {"PM-10"}, set(), set()),
    ("How do I start the chiller?", set(), set(), set()),
])
def test_extract_entities(text, models, regions, years):
    entities = extract_entities(text)
    assert entities == QueryEntities(frozenset(models), frozenset(regions), frozenset(years))


def test_extract_entities_needs_word_boundaries():
    # Inside a longer word or number nothing is a model code, region or year.
    assert extract_entities("ABCD-200 HX-20000 NAT EUR 120245") == QueryEntities(frozenset(), frozenset(), frozenset())


@pytest.mark.parametrize("wanted, present, expected", [
    (frozenset(), {"HX-200"}, 0.5),  # nothing named: neither for nor against
    (frozenset(), set(), 0.5),
    (frozenset({"HX-200"}), {"HX-200", "KT-220"}, 1.0),
    (frozenset({"HX-200"}), {"KT-220"}, 0.0),
    (frozenset({"HX-200"}), set(), 0.0),
    (frozenset({"EU", "NA"}), frozenset({"EU"}), 0.5),
])
def test_match_score(wanted, present, expected):
    assert match_score(wanted, present) == expected


def candidate(chunk_id: str, strategy: str, rank: int, bm25: float, text: str, **metadata) -> Candidate:
    return Candidate(chunk_id=chunk_id, strategy=strategy, rank=rank, list_length=4, hybrid_score=1.0 / rank,
                     dense_score=0.5 + 0.1 * rank, bm25_score=bm25, text=text, metadata=metadata)


CANDIDATES = [
    candidate("op-1", "operation", 1, 8.0, "Fault E07 on the HX-200 (EU units): check the flow switch.",
              title="HX-200 Fault Guide (EU)", language="en", credibility=1.0, is_table=False, year=2024),
    candidate("op-2", "operation", 2, 4.0, "KT-220 start-up in North America.", title="KT-220 manual",
              language="en", credibility=0.3, is_table=True),
    candidate("cmp-1", "comparison", 1, 2.0, "HX-200 vs HX-300 ratings", title="Spec sheet", language="zh",
              credibility=0.6),
    candidate("trd-1", "trend", 3, 0.0, "Failure rate 2021-2025", title="Report", language="en"),
]
DCEE = {"semantic": [0.9, 0.2, 0.6, 0.1], "temporal": [0.8, 0.9, 0.5, 1.0], "confidence": [0.504, 0.126, 0.21, 0.07]}


def rows_by_name(routed_intent: str = "fault", query: str = "HX-200 fault E07 in the EU, 2024") -> list[dict]:
    rows = ranker_rows(extract_entities(query), "en", routed_intent, 0.83, CANDIDATES, DCEE)
    assert all(len(row) == len(RANKER_FEATURES) for row in rows)
    return [dict(zip(RANKER_FEATURES, row)) for row in rows]


def test_ranker_rows_follow_the_candidates_and_the_feature_order():
    rows = rows_by_name()
    assert len(rows) == len(CANDIDATES)
    first = rows[0]
    assert (first["hybrid_score"], first["dense_score"], first["bm25_score"]) == (1.0, pytest.approx(0.6), 8.0)
    assert first["rank_in_strategy"] == 0.25 and rows[3]["rank_in_strategy"] == 0.75
    assert [row["intent_confidence"] for row in rows] == [0.83] * 4
    assert [row["dcee_semantic"] for row in rows] == DCEE["semantic"]
    assert [row["dcee_temporal"] for row in rows] == DCEE["temporal"]
    assert [row["dcee_confidence"] for row in rows] == DCEE["confidence"]


def test_fault_intent_routes_to_the_operation_index():
    rows = rows_by_name("fault")
    assert [row["from_routed_strategy"] for row in rows] == [1.0, 1.0, 0.0, 0.0]
    assert [row["from_routed_strategy"] for row in rows_by_name("comparison")] == [0.0, 0.0, 1.0, 0.0]
    assert [(row["strategy=operation"], row["strategy=comparison"], row["strategy=trend"]) for row in rows] == [
        (1.0, 0.0, 0.0), (1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)]


def test_bm25_relative_is_per_strategy():
    rows = rows_by_name()
    # operation: 8 is the best, 4 is half of it; comparison's only candidate is its own best; trend has no BM25.
    assert [row["bm25_relative"] for row in rows] == [1.0, 0.5, 1.0, 0.0]


def test_metadata_columns():
    rows = rows_by_name(query="HX-200 fault E07 in the EU, 2024")
    assert [row["is_table"] for row in rows] == [0.0, 1.0, 0.0, 0.0]
    assert [row["credibility"] for row in rows] == [1.0, 0.3, 0.6, 0.0]
    assert [row["language_match"] for row in rows] == [1.0, 1.0, 0.0, 1.0]
    assert [row["model_match"] for row in rows] == [1.0, 0.0, 1.0, 0.0]
    assert [row["region_match"] for row in rows] == [1.0, 0.0, 0.0, 0.0]  # op-2 says North America
    assert [row["year_match"] for row in rows] == [1.0, 0.0, 0.0, 0.0]  # op-1 via metadata["year"]
    # A query naming nothing: every match column is 0.5.
    neutral = rows_by_name(query="how do I reset the controller")
    assert {(row["model_match"], row["region_match"], row["year_match"]) for row in neutral} == {(0.5, 0.5, 0.5)}


def test_no_candidates_give_no_rows():
    assert ranker_rows(extract_entities(""), "en", "trend", 0.9, [],
                       {"semantic": [], "temporal": [], "confidence": []}) == []


def test_unknown_intent_or_strategy_raise():
    entities = extract_entities("HX-200")
    with pytest.raises(ValueError, match="unknown intent"):
        ranker_rows(entities, "en", "smalltalk", 0.9, CANDIDATES, DCEE)
    odd = [candidate("x-1", "summary", 1, 1.0, "text")]
    with pytest.raises(ValueError, match="unknown strategy"):
        ranker_rows(entities, "en", "operation", 0.9, odd, {"semantic": [0.5], "temporal": [0.5], "confidence": [0.2]})


@pytest.mark.parametrize("key", ["semantic", "temporal", "confidence"])
def test_misaligned_dcee_scores_raise(key):
    scores = dict(DCEE, **{key: DCEE[key][:-1]})
    with pytest.raises(ValueError, match=f"dcee_scores\\['{key}'\\]"):
        ranker_rows(extract_entities("HX-200"), "en", "operation", 0.9, CANDIDATES, scores)


def test_document_coverage_weights_terms_by_how_few_candidate_documents_hold_them():
    # "dongchuan" is in one document of three, "parking" and "fee" in all: the document naming the city covers
    # the query best, though the other two say just as much about parking fees.
    documents = [{"gansu", "parking", "fee", "hour"}, {"dongchuan", "parking", "fee"}, {"parking", "fee", "permit"}]
    gansu, dongchuan, other = document_coverage(["dongchuan", "parking", "fee"], documents)
    assert dongchuan == 1.0 and gansu == other == pytest.approx(0.5)  # log 2 + log 2 of log 4 + log 2 + log 2
    assert document_coverage([], documents) == [0.5, 0.5, 0.5]  # a query without terms says nothing
    assert document_coverage(["x"], []) == []


def test_ranker_rows_read_document_coverage_once_per_document():
    pool = [candidate("a-1", "operation", 1, 5.0, "The fee is 2 yuan per hour.", doc_id="gansu"),
            candidate("a-2", "operation", 2, 4.0, "Permits cost 100 yuan.", doc_id="gansu"),
            candidate("b-1", "operation", 3, 3.0, "The fee is 3 yuan per hour.", doc_id="dongchuan")]
    terms = [frozenset({"gansu", "fee"}), frozenset({"gansu", "fee"}), frozenset({"dongchuan", "fee"})]
    dcee = {"semantic": [0.5] * 3, "temporal": [0.5] * 3, "confidence": [0.5] * 3}
    rows = [dict(zip(RANKER_FEATURES, row)) for row in
            ranker_rows(extract_entities(""), "en", "operation", 0.9, pool, dcee, ["dongchuan", "fee"], terms)]
    # weights over the two documents (not three chunks): dongchuan log(3), fee log(2)
    assert [row["document_coverage_relative"] for row in rows] == pytest.approx([0.3869, 0.3869, 1.0], abs=1e-4)
    assert rows[2]["document_coverage"] == 1.0
    unknown = ranker_rows(extract_entities(""), "en", "operation", 0.9, pool, dcee)
    assert {tuple(row[-2:]) for row in unknown} == {(0.5, 1.0)}
    with pytest.raises(ValueError, match="document_terms has 1 entries for 3 candidates"):
        ranker_rows(extract_entities(""), "en", "operation", 0.9, pool, dcee, ["fee"], terms[:1])
