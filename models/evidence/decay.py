"""Temporal rules of DCEE's temporal head: decay curves, validity windows, and the head's feature vector.

Pure functions over dates and day counts. The temporal head (a small learned model, built later) answers
"is this chunk still good evidence at the question's as-of date?"; the rules here are its inputs and the
hand-set priors it is compared against. Nothing here reads a clock: the as-of date comes from the query's
time anchor (models/evidence/time_anchor.py).

Two different questions, kept apart on purpose:
  - validity: was the document's rule in force at the as-of date at all? (`validity`) A version adopted but
    not yet in force is not current evidence, and a superseded version is exactly the right evidence for a
    question about a date inside its own window (docs/design.md#time-anchors-and-validity). Decay cannot express either:
    both are yes/no.
  - freshness: given that it is valid, how much should its age discount it? (`policy_decay`,
    `document_type_decay`) Older evidence is more likely to have been amended by something not yet ingested.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

POLICY_DECAY_WINDOW_DAYS = 180.0
POLICY_DECAY_FLOOR = 0.3


@dataclass(frozen=True)
class DecayRule:
    """Exponential freshness decay for one document type (configured per type in params.yaml).

    half_life_days: days after which the weight halves; None = the type does not age (e.g. a spec sheet of
      a model that does not change). Valid values: None or a positive float.
    floor: the weight never drops below this, so old but unrefuted evidence stays usable. Valid values: [0, 1].
    Example settings: manual {half_life_days: 730, floor: 0.5}, wechat article {half_life_days: 90, floor: 0.2},
    forum post {half_life_days: 60, floor: 0.1}.
    """

    half_life_days: float | None
    floor: float

    def __post_init__(self) -> None:
        if self.half_life_days is not None and not (math.isfinite(self.half_life_days) and self.half_life_days > 0):
            raise ValueError(f"half_life_days must be None or a positive finite number, got {self.half_life_days}")
        if not 0.0 <= self.floor <= 1.0:
            raise ValueError(f"floor must be in [0, 1], got {self.floor}")


# Document types of the sample corpus (tasks/sample_corpus/); the default one-hot columns.
DOCUMENT_TYPES: tuple[str, ...] = (
    "article", "fault_guide", "forum_post", "manual", "policy", "spec_sheet", "trend_report",
)

# Order of the temporal head's input features; one-hot document-type columns follow, one per type, named
# "doc_type=<type>" (see `temporal_feature_names`).
TEMPORAL_BASE_FEATURES: tuple[str, ...] = (
    "days_since_update",  # as_of - last_updated in days, ≥ 0; -1 when last_updated is unknown
    "has_last_updated",  # 1.0 / 0.0
    "days_since_effective",  # as_of - effective_date in days, ≥ 0; -1 when unknown; 0 when in the future
    "has_effective_date",  # 1.0 / 0.0
    "effective_in_future",  # 1.0 when effective_date > as_of (adopted, not yet in force)
    "anchor_confidence",  # TimeAnchor.confidence, [0, 1]
)
UNKNOWN_DAYS = -1.0  # sentinel for an unknown date: keeps the vector NaN-free; the has_* flag disambiguates


def _check_days(days: float, name: str) -> None:
    if math.isnan(days) or days < 0:
        raise ValueError(f"{name} must be ≥ 0 (and not NaN), got {days}")


def policy_decay(days_since_effective: float) -> float:
    """docs/design.md#dcee: `max(0.3, 1 - min(180, days_since_effective) / 180)`.

    A policy carries full weight on the day it takes effect and loses weight linearly with time in force:
    the longer a rule has been in force, the likelier an amendment exists that the corpus may not hold yet.
    The floor keeps an old rule that is still in force usable (validity, not decay, decides whether it is
    in force). Note the arithmetic of the field formula: the floor binds from day 126 (1 - 126/180 = 0.3), so
    the 180-day cap never changes the result; it is kept as written so the formula matches the design.
    0 → 1.0, 90 → 0.5, 126 → 0.3, ≥ 126 → 0.3.

    Negative days (effective date after the as-of date) raise ValueError: a not-yet-effective document is
    not current evidence at all, which is a validity question (`validity`, and the `effective_in_future`
    feature), not a weight. +inf is allowed (→ 0.3).
    """
    _check_days(days_since_effective, "days_since_effective")
    return max(POLICY_DECAY_FLOOR, 1.0 - min(POLICY_DECAY_WINDOW_DAYS, days_since_effective) / POLICY_DECAY_WINDOW_DAYS)


def document_type_decay(days_since_update: float, rule: DecayRule) -> float:
    """`max(floor, 0.5 ** (days / half_life))`; 1.0 when the rule has no half-life.

    Why per type: a machine manual stays right for years, a WeChat tip or a forum post about a firmware bug
    goes stale in weeks. Negative days (updated after the as-of date, e.g. a historical question) raise
    ValueError: the caller must decide whether such a document is evidence for that date at all.
    """
    _check_days(days_since_update, "days_since_update")
    if rule.half_life_days is None:
        return 1.0
    return max(rule.floor, 0.5 ** (days_since_update / rule.half_life_days))


# The validity states of a version that is not current evidence at the as-of date (superseded, or adopted but not yet
# in force): kept out of the answer, listed apart.
OUT_OF_WINDOW: tuple[str, ...] = ("superseded", "not_yet_effective")


def validity(as_of: date, effective_date: date | None, valid_until: date | None) -> str:
    """Where `as_of` falls in a document version's validity window.

    Returns "not_yet_effective" | "in_force" | "superseded" | "unknown":
      - "not_yet_effective": effective_date > as_of (adopted, not yet in force);
      - "superseded": valid_until < as_of. valid_until is the LAST day the version is in force (inclusive);
        a caller deriving it from the next version must use next.effective_date - 1 day;
      - "in_force": effective_date ≤ as_of ≤ valid_until (an open end when valid_until is None);
      - "unknown": no effective date and not known to be superseded (manuals, articles: no stated window).
    An effective_date after valid_until is inconsistent metadata and raises ValueError.
    """
    if effective_date is not None and valid_until is not None and effective_date > valid_until:
        raise ValueError(f"effective_date {effective_date} is after valid_until {valid_until}")
    if effective_date is not None and effective_date > as_of:
        return "not_yet_effective"
    if valid_until is not None and valid_until < as_of:
        return "superseded"
    if effective_date is not None:
        return "in_force"
    return "unknown"


def temporal_feature_names(document_types: Sequence[str] = DOCUMENT_TYPES) -> tuple[str, ...]:
    """The full feature order: `TEMPORAL_BASE_FEATURES` then one "doc_type=<type>" column per type."""
    if len(set(document_types)) != len(document_types):
        raise ValueError(f"document_types has duplicates: {list(document_types)}")
    return TEMPORAL_BASE_FEATURES + tuple(f"doc_type={name}" for name in document_types)


def temporal_features(
    as_of: date,
    last_updated: date | None,
    effective_date: date | None,
    anchor_confidence: float,
    document_type: str,
    document_types: Sequence[str] = DOCUMENT_TYPES,
) -> dict[str, float]:
    """The temporal head's input for one chunk, keyed and ordered as `temporal_feature_names(document_types)`.

    NaN-free by construction (tree models and scalers handle a sentinel plus a flag more predictably than NaN):
    an unknown date gives -1 days and a 0.0 has_* flag. Days are clamped at 0 from below: a document updated
    after the as-of date is 0 days old at it, and a not-yet-effective one is flagged by `effective_in_future`
    instead of a negative day count (which would collide with the -1 sentinel). A document type outside
    `document_types` gets all-zero one-hot columns ("none of the known types") rather than an error, so an
    unseen type at serving time degrades instead of failing a request.
    """
    if not (0.0 <= anchor_confidence <= 1.0):
        raise ValueError(f"anchor_confidence must be in [0, 1], got {anchor_confidence}")
    temporal_feature_names(document_types)  # validates the type list
    features: dict[str, float] = {
        "days_since_update": float(max(0, (as_of - last_updated).days)) if last_updated is not None else UNKNOWN_DAYS,
        "has_last_updated": 1.0 if last_updated is not None else 0.0,
        "days_since_effective": (
            float(max(0, (as_of - effective_date).days)) if effective_date is not None else UNKNOWN_DAYS
        ),
        "has_effective_date": 1.0 if effective_date is not None else 0.0,
        "effective_in_future": 1.0 if effective_date is not None and effective_date > as_of else 0.0,
        "anchor_confidence": float(anchor_confidence),
    }
    for name in document_types:
        features[f"doc_type={name}"] = 1.0 if name == document_type else 0.0
    return features
