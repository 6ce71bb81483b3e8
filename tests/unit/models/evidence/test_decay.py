import math
from datetime import date

import pytest

from models.evidence.decay import (
    DOCUMENT_TYPES,
    TEMPORAL_BASE_FEATURES,
    DecayRule,
    document_type_decay,
    policy_decay,
    temporal_feature_names,
    temporal_features,
    validity,
)

AS_OF = date(2026, 6, 1)


@pytest.mark.parametrize(
    "days, expected",
    [(0, 1.0), (18, 0.9), (90, 0.5), (126, 0.3), (127, 0.3), (180, 0.3), (10_000, 0.3), (math.inf, 0.3)],
)
def test_policy_decay(days, expected):
    assert policy_decay(days) == pytest.approx(expected)


def test_policy_decay_never_goes_below_the_floor():
    assert min(policy_decay(day) for day in range(0, 400)) >= 0.3 - 1e-12


@pytest.mark.parametrize("days", [-1, -0.5, math.nan])
def test_policy_decay_rejects_negative_days(days):
    with pytest.raises(ValueError, match="days_since_effective"):
        policy_decay(days)


MANUAL = DecayRule(half_life_days=730, floor=0.5)
FORUM = DecayRule(half_life_days=60, floor=0.1)


@pytest.mark.parametrize(
    "days, rule, expected",
    [
        (0, FORUM, 1.0),
        (60, FORUM, 0.5),
        (120, FORUM, 0.25),
        (600, FORUM, 0.1),  # 0.5 ** 10 < floor
        (365, MANUAL, 0.5**0.5),
        (5000, MANUAL, 0.5),
        (5000, DecayRule(half_life_days=None, floor=0.0), 1.0),
    ],
)
def test_document_type_decay(days, rule, expected):
    assert document_type_decay(days, rule) == pytest.approx(expected)


def test_document_type_decay_rejects_negative_days():
    with pytest.raises(ValueError, match="days_since_update"):
        document_type_decay(-3, FORUM)


@pytest.mark.parametrize(
    "half_life, floor",
    [(0, 0.1), (-5, 0.1), (math.inf, 0.1), (math.nan, 0.1), (30, -0.1), (30, 1.5)],
)
def test_decay_rule_is_validated(half_life, floor):
    with pytest.raises(ValueError):
        DecayRule(half_life_days=half_life, floor=floor)


@pytest.mark.parametrize(
    "effective, until, expected",
    [
        (date(2026, 10, 1), None, "not_yet_effective"),  # adopted, in force from October
        (date(2025, 7, 1), None, "in_force"),
        (AS_OF, None, "in_force"),  # takes effect on the as-of date itself
        (date(2022, 1, 1), date(2025, 6, 30), "superseded"),
        (date(2022, 1, 1), AS_OF, "in_force"),  # valid_until is inclusive
        (None, date(2025, 6, 30), "superseded"),
        (None, None, "unknown"),
        (None, date(2027, 1, 1), "unknown"),
    ],
)
def test_validity(effective, until, expected):
    assert validity(AS_OF, effective, until) == expected


def test_superseded_version_is_in_force_for_a_date_inside_its_window():
    # "what was the fee in 2019?": the 2019 version, superseded in 2024, is the right evidence
    assert validity(date(2019, 12, 31), date(2019, 1, 1), date(2024, 3, 31)) == "in_force"


def test_validity_rejects_inverted_window():
    with pytest.raises(ValueError, match="after valid_until"):
        validity(AS_OF, date(2025, 1, 1), date(2024, 1, 1))


def test_temporal_features_order_and_values():
    features = temporal_features(AS_OF, date(2026, 5, 22), date(2025, 7, 1), 0.8, "policy")
    assert tuple(features) == temporal_feature_names() == TEMPORAL_BASE_FEATURES + tuple(
        f"doc_type={name}" for name in DOCUMENT_TYPES
    )
    assert features["days_since_update"] == 10.0
    assert features["has_last_updated"] == 1.0
    assert features["days_since_effective"] == 335.0
    assert features["has_effective_date"] == 1.0
    assert features["effective_in_future"] == 0.0
    assert features["anchor_confidence"] == 0.8
    assert [features[f"doc_type={name}"] for name in DOCUMENT_TYPES] == [
        1.0 if name == "policy" else 0.0 for name in DOCUMENT_TYPES
    ]


def test_temporal_features_unknown_dates_use_the_sentinel_and_no_nan():
    features = temporal_features(AS_OF, None, None, 0.3, "forum_post")
    assert (features["days_since_update"], features["has_last_updated"]) == (-1.0, 0.0)
    assert (features["days_since_effective"], features["has_effective_date"]) == (-1.0, 0.0)
    assert not any(math.isnan(value) for value in features.values())


def test_temporal_features_future_effective_date_is_flagged_not_negative():
    features = temporal_features(AS_OF, date(2026, 4, 30), date(2026, 10, 1), 0.8, "policy")
    assert features["effective_in_future"] == 1.0
    assert features["days_since_effective"] == 0.0


def test_temporal_features_custom_and_unknown_document_types():
    features = temporal_features(AS_OF, None, None, 1.0, "wiki", document_types=("manual", "wiki"))
    assert list(features)[-2:] == ["doc_type=manual", "doc_type=wiki"]
    assert features["doc_type=wiki"] == 1.0
    unseen = temporal_features(AS_OF, None, None, 1.0, "memo", document_types=("manual", "wiki"))
    assert unseen["doc_type=manual"] == unseen["doc_type=wiki"] == 0.0


@pytest.mark.parametrize("confidence", [-0.1, 1.1, math.nan])
def test_temporal_features_rejects_bad_anchor_confidence(confidence):
    with pytest.raises(ValueError, match="anchor_confidence"):
        temporal_features(AS_OF, None, None, confidence, "manual")


def test_temporal_feature_names_rejects_duplicate_types():
    with pytest.raises(ValueError, match="duplicates"):
        temporal_feature_names(("manual", "manual"))
