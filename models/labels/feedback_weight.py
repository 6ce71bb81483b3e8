"""Credibility weight of one piece of user feedback from serving (docs/design.md#active-learning).

Pure functions. Feedback becomes training rows; its weight says how much a row should count, because a
thumbs-up given after one second of looking at an answer says less than one given after reading it,
opening the evidence and copying the result.

    credibility = dwell_weight(dwell_seconds) × interaction_multiplier(n) × history_factor(user_history)

  dwell_weight:            < 3 s → 0.1;  3 s ≤ dwell ≤ 10 s → 0.5;  > 10 s → 1.0
                           (3.0 is already "read it", 10.0 is still "skimmed": a boundary belongs to the
                           band it closes on the left, so only strictly more than 10 s counts in full)
  interaction_multiplier:  1 + 0.2 · n, n = number of the actions {opened evidence, copied, asked again}
                           taken (0-3, each counted once), so 1.0-1.6 ("+0.2 each")
  history_factor:          the user's history score clamped to [0.3, 1.0] (e.g. the share of their past
                           feedback that agreed with reviewed labels); nobody's feedback counts for nothing,
                           and nobody's counts for more than a fully trusted user's

The result lies in [0.03, 1.6]. It is a relative sample weight, not a probability: it is not capped at 1,
so engagement can lift a fully read answer above an unengaged one.
"""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class FeedbackWeightConfig:
    short_dwell_seconds: float = 3.0  # below: a glance
    long_dwell_seconds: float = 10.0  # above: read in full
    short_dwell_weight: float = 0.1
    medium_dwell_weight: float = 0.5
    long_dwell_weight: float = 1.0
    interaction_step: float = 0.2  # added per action taken
    history_min: float = 0.3
    history_max: float = 1.0

    def __post_init__(self) -> None:
        if not 0 <= self.short_dwell_seconds <= self.long_dwell_seconds:
            raise ValueError("dwell thresholds must satisfy 0 ≤ short ≤ long")
        if not 0 <= self.history_min <= self.history_max:
            raise ValueError("history bounds must satisfy 0 ≤ min ≤ max")
        for name in ("short_dwell_weight", "medium_dwell_weight", "long_dwell_weight", "interaction_step"):
            if getattr(self, name) < 0:
                raise ValueError(f"{name} must be ≥ 0")


DEFAULT_FEEDBACK_CONFIG = FeedbackWeightConfig()


def _finite(value: float, name: str) -> None:
    if not math.isfinite(value):
        raise ValueError(f"{name} must be finite, got {value}")


def dwell_weight(dwell_seconds: float, config: FeedbackWeightConfig = DEFAULT_FEEDBACK_CONFIG) -> float:
    """0.1 below 3 s, 0.5 from 3 s up to and including 10 s, 1.0 above 10 s. Negative or NaN → ValueError."""
    if math.isnan(dwell_seconds) or dwell_seconds < 0:
        raise ValueError(f"dwell_seconds must be ≥ 0, got {dwell_seconds}")
    if dwell_seconds < config.short_dwell_seconds:
        return config.short_dwell_weight
    if dwell_seconds <= config.long_dwell_seconds:
        return config.medium_dwell_weight
    return config.long_dwell_weight


def interaction_multiplier(
    opened_evidence: bool = False,
    copied: bool = False,
    asked_again: bool = False,
    config: FeedbackWeightConfig = DEFAULT_FEEDBACK_CONFIG,
) -> float:
    """1 + 0.2 · (number of actions taken). Each action counts once per answer, however often it happened."""
    actions = sum(bool(flag) for flag in (opened_evidence, copied, asked_again))
    return 1.0 + config.interaction_step * actions


def history_factor(user_history: float, config: FeedbackWeightConfig = DEFAULT_FEEDBACK_CONFIG) -> float:
    """The user's history score clamped to [0.3, 1.0]. NaN or infinite → ValueError (no silent clamp of garbage)."""
    _finite(user_history, "user_history")
    return min(config.history_max, max(config.history_min, user_history))


def feedback_credibility(
    dwell_seconds: float,
    user_history: float,
    *,
    opened_evidence: bool = False,
    copied: bool = False,
    asked_again: bool = False,
    config: FeedbackWeightConfig = DEFAULT_FEEDBACK_CONFIG,
) -> float:
    """dwell_weight × interaction_multiplier × history_factor (formula and ranges in the module docstring).

    `user_history` has no default on purpose: how far to trust a user without a record (fully? at the floor,
    against throwaway accounts?) is a serving policy, and the caller must state it.
    """
    return (
        dwell_weight(dwell_seconds, config)
        * interaction_multiplier(opened_evidence, copied, asked_again, config)
        * history_factor(user_history, config)
    )
