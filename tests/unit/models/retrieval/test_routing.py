import math

import pytest

from models.retrieval.routing import RoutingDecision, SessionRoutingCache, cosine, route, route_predictions
from models.vocabulary import INTENTS

# docs/design.md#t3d: confidence < 0.75 -> fall back (params.yaml evaluators.intent.confidence_threshold)
THRESHOLD = 0.75


def probs(**values):
    return {intent: values.get(intent, 0.0) for intent in INTENTS}


@pytest.mark.parametrize(
    "probabilities, expected",
    [
        (probs(trend=0.9, operation=0.1), RoutingDecision("trend", 0.9, False)),
        (probs(comparison=0.75, fault=0.25), RoutingDecision("comparison", 0.75, False)),  # exactly 0.75 stays
        (probs(comparison=0.7499, fault=0.2501), RoutingDecision("operation", 0.7499, True)),
        (probs(fault=0.5, trend=0.5), RoutingDecision("operation", 0.5, True)),
        (probs(operation=0.6, fault=0.4), RoutingDecision("operation", 0.6, True)),  # low confidence is flagged
        ({"fault": 0.8}, RoutingDecision("fault", 0.8, False)),  # missing intents count as 0
    ],
)
def test_route(probabilities, expected):
    assert route(probabilities, THRESHOLD) == expected


def test_ties_go_to_the_first_listed_intent():
    assert route({"fault": 0.8, "trend": 0.8}, THRESHOLD).intent == "trend"


def test_custom_threshold_and_fallback():
    assert route(probs(trend=0.6), threshold=0.5) == RoutingDecision("trend", 0.6, False)
    assert route(probs(trend=0.6), THRESHOLD, fallback="fault") == RoutingDecision("fault", 0.6, True)


@pytest.mark.parametrize(
    "probabilities, kwargs",
    [
        ({}, {}),
        ({"billing": 0.9}, {}),
        ({"trend": 1.2}, {}),
        ({"trend": -0.1}, {}),
        ({"trend": math.nan}, {}),
        ({"trend": 0.9}, {"fallback": "billing"}),
        ({"trend": 0.9}, {"threshold": 1.5}),
    ],
)
def test_route_rejects_bad_input(probabilities, kwargs):
    with pytest.raises(ValueError):
        route(probabilities, **{"threshold": THRESHOLD, **kwargs})


def test_cosine():
    assert cosine([1.0, 0.0], [2.0, 0.0]) == pytest.approx(1.0)
    assert cosine([1.0, 0.0], [0.0, 1.0]) == 0.0
    assert cosine([0.0, 0.0], [1.0, 0.0]) == 0.0
    with pytest.raises(ValueError, match="length"):
        cosine([1.0], [1.0, 0.0])


DECISION = RoutingDecision("fault", 0.9, False)
V = [1.0, 0.0]
SIMILAR = [0.9, 0.3]  # cosine ≈ 0.949
DISSIMILAR = [0.8, 0.6]  # cosine = 0.8


@pytest.fixture
def cache():
    cache = SessionRoutingCache(similarity_threshold=0.85, ttl_seconds=90.0)  # docs/design.md#t3d: cosine > 0.85, 90 s
    cache.store("s1", V, DECISION, now=100.0)
    return cache


@pytest.mark.parametrize(
    "session, vector, now, hit",
    [
        ("s1", SIMILAR, 150.0, True),
        ("s1", SIMILAR, 190.0, True),  # exactly 90 s: still within
        ("s1", SIMILAR, 190.001, False),
        ("s1", DISSIMILAR, 150.0, False),
        ("s2", V, 150.0, False),  # another session
        ("s1", SIMILAR, 99.0, False),  # clock went backwards
    ],
)
def test_session_cache_lookup(cache, session, vector, now, hit):
    assert cache.lookup(session, vector, now) == (DECISION if hit else None)


def test_session_cache_similarity_must_exceed_threshold():
    cache = SessionRoutingCache(similarity_threshold=0.6, ttl_seconds=90.0)
    cache.store("s1", V, DECISION, now=0.0)
    assert cosine(V, [3.0, 4.0]) == 0.6
    assert cache.lookup("s1", [3.0, 4.0], 1.0) is None  # cosine exactly 0.6 is not > 0.6
    assert cache.lookup("s1", [3.0, 3.9], 1.0) == DECISION


def test_session_cache_keeps_the_latest_decision_and_drops_expired_sessions(cache):
    newer = RoutingDecision("trend", 0.8, False)
    cache.store("s1", V, newer, now=120.0)
    assert cache.lookup("s1", V, 200.0) == newer
    cache.store("s2", V, DECISION, now=500.0)
    assert len(cache) == 1


def test_session_cache_is_validated():
    with pytest.raises(ValueError):
        SessionRoutingCache(similarity_threshold=0.85, ttl_seconds=-1)
    with pytest.raises(ValueError):
        SessionRoutingCache(similarity_threshold=1.5, ttl_seconds=90.0)


def test_route_predictions_routes_each_row_and_names_the_classifier_top_class():
    classes = ["comparison", "fault", "operation", "trend"]  # a classifier's classes_ order, not INTENTS order
    rows = [[0.1, 0.8, 0.05, 0.05], [0.3, 0.2, 0.1, 0.4], [0.25, 0.25, 0.25, 0.25]]
    decided = route_predictions(classes, rows, THRESHOLD)
    assert decided[0] == (RoutingDecision("fault", 0.8, False), "fault")
    assert decided[1] == (RoutingDecision("operation", 0.4, True), "trend")  # unsure: falls back, top class kept
    # A tie: the classifier's top class is its first column; the route takes the intent INTENTS lists first.
    assert decided[2] == (RoutingDecision("operation", 0.25, True), "comparison")
