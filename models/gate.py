"""The promotion gate (docs/design.md#promotion-gate) as a pure function of data: a candidate deployment's metrics
against the champion's, measured in the same run, and the thresholds of params.yaml `promotion.thresholds`.

Each threshold names its metric's direction (`higher` or `lower` is better), an absolute bound the candidate must
meet on its own (a floor for `higher`, a ceiling for `lower`; null = none) and the regression allowed against the
champion (absolute in the metric's units and/or relative to the champion's value; null = any). With no champion
(the first promotion on an empty registry) only the absolute bounds apply. A metric that was not measured fails
its check: the gate fails closed. Every check leaves a reason, passed or not, so the decision can be read without
the code (MLflow tag `gate.reasons`, the review's diff table).

As databricks mlops-stacks does it: thresholds are data, the decision is a function, the runners only move aliases.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

Direction = Literal["higher", "lower"]
# Measured only for a deployment that serves a registered generator; for any other candidate they are not applicable.
GENERATOR_METRICS: tuple[str, ...] = ("generator_perplexity_ratio",)


@dataclass(frozen=True)
class Threshold:
    direction: Direction
    absolute: float | None = None  # floor (higher) or ceiling (lower) the candidate must meet by itself
    max_regression: float | None = None  # worse than the champion by at most this much (metric units)
    max_relative_regression: float | None = None  # ... or by at most this share of the champion's value

    def __post_init__(self) -> None:
        if self.direction not in ("higher", "lower"):
            raise ValueError(f"direction must be 'higher' or 'lower', got {self.direction!r}")
        for name in ("max_regression", "max_relative_regression"):
            value = getattr(self, name)
            if value is not None and value < 0:
                raise ValueError(f"{name} must be ≥ 0, got {value}")

    @classmethod
    def from_dict(cls, payload: Mapping[str, Any]) -> Threshold:
        return cls(payload["direction"], payload.get("absolute"), payload.get("max_regression"),
                   payload.get("max_relative_regression"))

    def worsening(self, candidate: float, champion: float) -> float:
        """How much worse the candidate is than the champion (≤ 0: not worse), in the metric's units."""
        return champion - candidate if self.direction == "higher" else candidate - champion


@dataclass(frozen=True)
class Check:
    metric: str
    kind: Literal["absolute", "regression"]
    passed: bool
    reason: str


@dataclass(frozen=True)
class GateDecision:
    passed: bool
    checks: tuple[Check, ...]

    @property
    def reasons(self) -> list[str]:
        """Every check's reason, the failed ones first."""
        return [f"{'FAIL' if not c.passed else 'pass'} {c.reason}"
                for c in sorted(self.checks, key=lambda c: c.passed)]

    @property
    def failures(self) -> list[str]:
        return [c.reason for c in self.checks if not c.passed]

    def to_dict(self) -> dict[str, Any]:
        return {"passed": self.passed, "reasons": self.reasons, "failures": self.failures,
                "checks": [{"metric": c.metric, "kind": c.kind, "passed": c.passed, "reason": c.reason}
                           for c in self.checks]}


def _fmt(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.4g}"


def decide(candidate: Mapping[str, float | None], champion: Mapping[str, float | None] | None,
           thresholds: Mapping[str, Threshold], not_applicable: Mapping[str, str] | None = None,
           against: str = "champion") -> GateDecision:
    """Pass only when every threshold's checks pass. `champion` None: no champion yet (absolute bounds only).
    `not_applicable`: metrics that cannot apply to this candidate, with why (a generator metric for a candidate
    without a registered generator) — a passing check that says so, not a silent skip. `against`: what the
    reference figures are, as the reasons name it (the champion; the extractive backend for a generator's answers)."""
    if not thresholds:
        raise ValueError("no promotion thresholds: a gate without checks would pass anything")
    checks: list[Check] = []
    for metric, rule in thresholds.items():
        if metric in (not_applicable or {}):
            checks.append(Check(metric, "absolute", True, f"{metric}: not applicable ({not_applicable[metric]})"))
            continue
        value = candidate.get(metric)
        if value is None:
            checks.append(Check(metric, "absolute", False, f"{metric}: not measured on the candidate"))
            continue
        if rule.absolute is not None:
            ok = value >= rule.absolute if rule.direction == "higher" else value <= rule.absolute
            relation = (">=" if ok else "<") if rule.direction == "higher" else ("<=" if ok else ">")
            bound = "floor" if rule.direction == "higher" else "ceiling"
            checks.append(Check(metric, "absolute", ok, f"{metric} {_fmt(value)} {relation} {bound} {_fmt(rule.absolute)}"))
        if champion is None or (rule.max_regression is None and rule.max_relative_regression is None):
            continue
        reference = champion.get(metric)
        if reference is None:
            checks.append(Check(metric, "regression", True, f"{metric}: the {against} has no figure to compare with"))
            continue
        worse = rule.worsening(value, reference)
        allowed = [limit for limit in (rule.max_regression,
                                       None if rule.max_relative_regression is None
                                       else rule.max_relative_regression * abs(reference)) if limit is not None]
        limit = max(allowed)  # either allowance suffices (absolute for small values, relative for large ones)
        ok = worse <= limit + 1e-12
        change = f"{_fmt(value)} vs {against} {_fmt(reference)}"
        if worse <= 0:
            checks.append(Check(metric, "regression", True, f"{metric} {change}: not worse"))
        else:
            verdict = "within" if ok else "more than"
            checks.append(Check(metric, "regression", ok, f"{metric} {change}: worse by {_fmt(worse)}, {verdict} "
                                                          f"the allowed {_fmt(limit)}"))
    return GateDecision(all(c.passed for c in checks), tuple(checks))


def diff_table(candidate: Mapping[str, float | None], champion: Mapping[str, float | None] | None,
               thresholds: Mapping[str, Threshold], decision: GateDecision, names: tuple[str, str] = (
                   "candidate", "champion")) -> str:
    """The metric diff against the champion as a Markdown table (the review's body): one row per gated metric.
    `names`: the two columns' headings (the generator's table: generator, extractive)."""
    lines = [f"| metric | better | {names[0]} | {names[1]} | change | gate |", "|---|---|---:|---:|---:|---|"]
    for metric, rule in thresholds.items():
        value, reference = candidate.get(metric), (champion or {}).get(metric)
        change = "" if value is None or reference is None else f"{value - reference:+.4g}"
        failed = [c for c in decision.checks if c.metric == metric and not c.passed]
        verdict = "pass" if not failed else "**FAIL**: " + "; ".join(c.reason for c in failed)
        lines.append(f"| {metric} | {rule.direction} | {_fmt(value)} | {_fmt(reference)} | {change} | {verdict} |")
    return "\n".join(lines)
