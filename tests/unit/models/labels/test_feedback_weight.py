import math

import pytest

from models.labels.feedback_weight import (
    FeedbackWeightConfig,
    dwell_weight,
    feedback_credibility,
    history_factor,
    interaction_multiplier,
)


@pytest.mark.parametrize(
    "seconds, expected",
    [(0.0, 0.1), (2.999, 0.1), (3.0, 0.5), (7.0, 0.5), (10.0, 0.5), (10.001, 1.0), (3600.0, 1.0)],
)
def test_dwell_weight_bands(seconds, expected):
    assert dwell_weight(seconds) == expected


@pytest.mark.parametrize("seconds", [-0.1, math.nan])
def test_dwell_weight_rejects_bad_input(seconds):
    with pytest.raises(ValueError, match="dwell_seconds"):
        dwell_weight(seconds)


@pytest.mark.parametrize(
    "flags, expected",
    [((False, False, False), 1.0), ((True, False, False), 1.2), ((True, True, False), 1.4), ((True, True, True), 1.6)],
)
def test_interaction_multiplier(flags, expected):
    assert interaction_multiplier(*flags) == pytest.approx(expected)


@pytest.mark.parametrize("history, expected", [(-1.0, 0.3), (0.0, 0.3), (0.3, 0.3), (0.7, 0.7), (1.0, 1.0), (2.0, 1.0)])
def test_history_factor_is_clamped(history, expected):
    assert history_factor(history) == expected


@pytest.mark.parametrize("history", [math.nan, math.inf])
def test_history_factor_rejects_non_finite(history):
    with pytest.raises(ValueError, match="user_history"):
        history_factor(history)


@pytest.mark.parametrize(
    "dwell, history, flags, expected",
    [
        (1.0, 0.0, {}, 0.1 * 1.0 * 0.3),  # the minimum: 0.03
        (5.0, 0.8, {"opened_evidence": True}, 0.5 * 1.2 * 0.8),
        (30.0, 1.0, {"opened_evidence": True, "copied": True, "asked_again": True}, 1.6),  # the maximum
        (10.0, 1.0, {"copied": True}, 0.6),
    ],
)
def test_feedback_credibility_is_the_product(dwell, history, flags, expected):
    assert feedback_credibility(dwell, history, **flags) == pytest.approx(expected)


def test_config_overrides_and_validation():
    config = FeedbackWeightConfig(short_dwell_seconds=5.0)
    assert dwell_weight(4.0, config) == 0.1
    with pytest.raises(ValueError):
        FeedbackWeightConfig(short_dwell_seconds=20.0)
    with pytest.raises(ValueError):
        FeedbackWeightConfig(history_min=0.9, history_max=0.5)
