"""Calibration (models/evidence/calibration.py): reliability bins and expected calibration error."""

from __future__ import annotations

import math

import pytest

from models.evidence.calibration import (
    ReliabilityBin,
    expected_calibration_error,
    reliability_bins,
)


def test_bins_are_equal_width_and_the_last_includes_one():
    bins = reliability_bins([0.0, 0.49, 0.5, 1.0], [0, 0, 1, 1], n_bins=2)

    assert [(b.lower, b.upper, b.count) for b in bins] == [(0.0, 0.5, 2), (0.5, 1.0, 2)]
    assert bins[0].mean_score == pytest.approx(0.245) and bins[0].positive_rate == 0.0
    assert bins[1].mean_score == pytest.approx(0.75) and bins[1].positive_rate == 1.0


def test_empty_bins_have_no_means():
    bins = reliability_bins([0.05, 0.95], [0, 1], n_bins=10)
    assert len(bins) == 10 and sum(b.count for b in bins) == 2
    assert bins[5] == ReliabilityBin(lower=0.5, upper=0.6, count=0, mean_score=None, positive_rate=None)
    assert (bins[0].count, bins[9].count) == (1, 1)


@pytest.mark.parametrize("scores, labels", [
    ([0.0, 0.0, 1.0, 1.0], [0, 0, 1, 1]),  # certain and right
    ([0.5, 0.5, 0.5, 0.5], [0, 1, 0, 1]),  # a coin toss that says so
    ([0.25, 0.25, 0.25, 0.25, 0.75, 0.75, 0.75, 0.75], [1, 0, 0, 0, 1, 1, 1, 0]),
])
def test_perfect_calibration_has_zero_error(scores, labels):
    assert expected_calibration_error(scores, labels) == pytest.approx(0.0, abs=1e-12)


def test_hand_computed_error():
    # 2 bins. Low: scores 0.1, 0.2 (mean 0.15), labels 0, 1 (rate 0.5) -> |0.5 - 0.15| = 0.35, weight 2/4.
    # High: scores 0.8, 0.9 (mean 0.85), labels 1, 1 (rate 1.0) -> 0.15, weight 2/4. ECE = 0.175 + 0.075.
    assert expected_calibration_error([0.1, 0.2, 0.8, 0.9], [0, 1, 1, 1], n_bins=2) == pytest.approx(0.25)
    # Always wrong and sure of it: the worst case.
    assert expected_calibration_error([1.0, 0.0], [0, 1]) == pytest.approx(1.0)
    # Weighted by bin size: 3 pairs at 0.9 all positive (error 0.1), 1 pair at 0.1 positive (error 0.9).
    assert expected_calibration_error([0.9, 0.9, 0.9, 0.1], [1, 1, 1, 1], n_bins=10) == pytest.approx(
        0.75 * 0.1 + 0.25 * 0.9)


@pytest.mark.parametrize("scores, labels, n_bins, match", [
    ([], [], 10, "at least one"),
    ([0.5, 0.5], [1], 10, "equally many"),
    ([0.5], [1], 0, "n_bins"),
    ([1.1], [1], 10, r"\[0, 1\]"),
    ([-0.1], [0], 10, r"\[0, 1\]"),
    ([math.nan], [0], 10, r"\[0, 1\]"),
    ([0.5], [2], 10, "0 or 1"),
    ([0.5], [0.5], 10, "0 or 1"),
])
def test_invalid_input_raises(scores, labels, n_bins, match):
    with pytest.raises(ValueError, match=match):
        reliability_bins(scores, labels, n_bins)
    with pytest.raises(ValueError, match=match):
        expected_calibration_error(scores, labels, n_bins)
