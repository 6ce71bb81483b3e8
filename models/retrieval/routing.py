"""T3D tier 1 rules (docs/design.md#t3d): turning intent probabilities into a routing decision, and the session cache.

Pure: the classifier's probabilities, the query vector and the clock are all passed in. The classifier
itself (a learned model) and the per-intent strategy YAML (tier 2) live elsewhere.

Why a fallback: a wrong strategy costs more than a generic one. Operation guidance uses the small
(128-token) chunks that answer step and value questions precisely, so when the classifier is unsure the
router uses it instead of betting on comparison or trend chunks.

Why a session cache: follow-up questions in one session ("and for the KT-220?") are usually the same kind
of question; reusing the decision keeps routing stable inside a conversation and saves a classifier call.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from models.vocabulary import FALLBACK_INTENT, INTENTS


@dataclass(frozen=True)
class RoutingDecision:
    intent: str  # one of INTENTS
    confidence: float  # the classifier's top probability (also when the router fell back)
    fell_back: bool  # True when confidence < threshold and the fallback intent was used


def _check_intent(intent: str, name: str = "intent") -> None:
    if intent not in INTENTS:
        raise ValueError(f"{name} must be one of {INTENTS}, got {intent!r}")


def route(
    probabilities: Mapping[str, float],
    threshold: float,
    fallback: str = FALLBACK_INTENT,
) -> RoutingDecision:
    """The most probable intent, or `fallback` when its probability is below `threshold`.

    docs/design.md#t3d: "confidence below 0.75 falls back", so exactly 0.75 does NOT fall back. `fell_back` is True for
    every decision below the threshold, even when the top intent is the fallback itself: it marks a
    low-confidence decision (active learning samples those), not a change of intent. `confidence` stays the
    classifier's top probability, so callers can log how unsure it was.
    Probabilities: keys from INTENTS (a missing intent counts as 0), values in [0, 1], at least one key;
    they need not sum to 1 (one-vs-rest classifiers don't). Ties go to the intent listed first in INTENTS.
    """
    if not probabilities:
        raise ValueError("probabilities is empty")
    for intent, probability in probabilities.items():
        _check_intent(intent, "probability key")
        if not (isinstance(probability, (int, float)) and 0.0 <= probability <= 1.0):
            raise ValueError(f"probability of {intent!r} must be in [0, 1], got {probability!r}")
    if not 0.0 <= threshold <= 1.0:
        raise ValueError(f"threshold must be in [0, 1], got {threshold}")
    _check_intent(fallback, "fallback")
    best = max(INTENTS, key=lambda intent: (probabilities.get(intent, 0.0), -INTENTS.index(intent)))
    confidence = float(probabilities.get(best, 0.0))
    if confidence < threshold:
        return RoutingDecision(intent=fallback, confidence=confidence, fell_back=True)
    return RoutingDecision(intent=best, confidence=confidence, fell_back=False)



def route_predictions(
    classes: Sequence[str], probability_rows: Sequence[Sequence[float]], threshold: float
) -> list[tuple[RoutingDecision, str]]:
    """A classifier's `predict_proba` rows (columns in `classes` order) -> per query, the routing decision and the
    classifier's own top class (argmax, before any fallback): the one way from class probabilities to a route."""
    decided = []
    for row in probability_rows:
        values = [float(value) for value in row]
        top = classes[max(range(len(values)), key=values.__getitem__)]
        decided.append((route(dict(zip(classes, values)), threshold), top))
    return decided

def cosine(a: Sequence[float], b: Sequence[float]) -> float:
    """Cosine similarity; 0.0 when either vector is all zeros. Different lengths raise ValueError."""
    if len(a) != len(b):
        raise ValueError(f"vectors differ in length: {len(a)} vs {len(b)}")
    dot = sum(x * y for x, y in zip(a, b))
    norm = math.sqrt(sum(x * x for x in a)) * math.sqrt(sum(y * y for y in b))
    return dot / norm if norm else 0.0


@dataclass(frozen=True)
class _CachedRouting:
    query_vector: tuple[float, ...]
    decision: RoutingDecision
    stored_at: float


@dataclass
class SessionRoutingCache:
    """Session-aware reuse of routing decisions (docs/design.md#t3d): same session, cosine > 0.85, within 90 s.

    Only the session's latest decision is kept ("reuse the previous routing decision"). `now` is seconds on
    any monotonic clock the caller chooses (time.monotonic() in serving, plain numbers in tests). A hit is
    not refreshed by `lookup`: the caller stores the decision it acted on, which restarts the 90 s.
    A `now` earlier than the stored time (a clock that went backwards) is a miss. Not thread-safe: one
    cache per worker, or a lock around it.
    """

    similarity_threshold: float  # evaluators.intent.session_similarity: cosine must be strictly greater
    ttl_seconds: float  # evaluators.intent.session_ttl_seconds: elapsed time since the stored decision must be ≤ this
    _entries: dict[str, _CachedRouting] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        if not -1.0 <= self.similarity_threshold <= 1.0:
            raise ValueError(f"similarity_threshold must be in [-1, 1], got {self.similarity_threshold}")
        if not self.ttl_seconds >= 0:
            raise ValueError(f"ttl_seconds must be ≥ 0, got {self.ttl_seconds}")

    def lookup(self, session_id: str, query_vector: Sequence[float], now: float) -> RoutingDecision | None:
        """The session's previous decision when the new query is similar enough and recent enough, else None."""
        entry = self._entries.get(session_id)
        if entry is None:
            return None
        elapsed = now - entry.stored_at
        if not 0.0 <= elapsed <= self.ttl_seconds:
            return None
        if cosine(entry.query_vector, query_vector) <= self.similarity_threshold:
            return None
        return entry.decision

    def store(self, session_id: str, query_vector: Sequence[float], decision: RoutingDecision, now: float) -> None:
        """Remember `decision` as the session's latest; drops every session whose entry has expired."""
        self._entries = {
            key: entry for key, entry in self._entries.items() if 0.0 <= now - entry.stored_at <= self.ttl_seconds
        }
        self._entries[session_id] = _CachedRouting(tuple(float(x) for x in query_vector), decision, now)

    def __len__(self) -> int:
        return len(self._entries)
