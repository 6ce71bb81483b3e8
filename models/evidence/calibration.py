"""Calibration of a probability-like score: reliability bins and expected calibration error (ECE).

ECE = Σ_b (n_b / n) · |mean label in b − mean score in b| over equal-width bins of the score. A score is
well calibrated when, among pairs scored ~0.8, ~80% are positive; ROC-AUC says nothing about that, and the
DCEE threshold (0.55) only means something if the score is calibrated.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class ReliabilityBin:
    lower: float
    upper: float
    count: int
    mean_score: float | None  # None for an empty bin
    positive_rate: float | None


def reliability_bins(scores: Sequence[float], labels: Sequence[float], n_bins: int = 10) -> list[ReliabilityBin]:
    """Equal-width bins over [0, 1]; the last bin includes 1.0. ValueError on empty input, mismatched
    lengths, scores outside [0, 1] or labels other than 0/1."""
    s = np.asarray(scores, dtype=np.float64).reshape(-1)
    y = np.asarray(labels, dtype=np.float64).reshape(-1)
    if len(s) == 0 or len(s) != len(y):
        raise ValueError(f"need equally many scores and labels (got {len(s)} and {len(y)}), at least one")
    if n_bins < 1:
        raise ValueError(f"n_bins must be ≥ 1, got {n_bins}")
    if np.any((s < 0) | (s > 1)) or not np.isfinite(s).all():
        raise ValueError("scores must lie in [0, 1]")
    if not np.isin(y, (0.0, 1.0)).all():
        raise ValueError("labels must be 0 or 1")
    index = np.minimum((s * n_bins).astype(int), n_bins - 1)
    bins = []
    for b in range(n_bins):
        members = index == b
        count = int(members.sum())
        bins.append(ReliabilityBin(
            lower=b / n_bins, upper=(b + 1) / n_bins, count=count,
            mean_score=float(s[members].mean()) if count else None,
            positive_rate=float(y[members].mean()) if count else None,
        ))
    return bins


def expected_calibration_error(scores: Sequence[float], labels: Sequence[float], n_bins: int = 10) -> float:
    bins = reliability_bins(scores, labels, n_bins)
    total = sum(b.count for b in bins)
    return float(sum(b.count / total * abs(b.positive_rate - b.mean_score) for b in bins if b.count))
