"""The promotion bounds that lifecycle tests lift, in one place.

params.yaml `promotion.thresholds` holds user-level bounds that the sample-corpus models do not meet on purpose
(issue 36): `right_answer_rate` ≥ 0.9, `answerable_refused` ≤ 0.05, `not_found_precision` ≥ 0.9. The gate refuses
those models on them, and says why. The tests that exercise the promotion *mechanics* — the first promotion moving
`@champion`, review/approve/reject, rollback, the promote_models and build_generator DAGs, crash safety, fail-closed
retries, secrets — need a promotion that passes, so they layer these overrides on their own (the way they already
lift `latency_p95_seconds`). Only the absolute bounds are lifted: the regression allowances against a champion still
apply, and a deliberately worse candidate must still fail on its own metrics.

The bounds themselves are tested elsewhere: the gate's arithmetic in tests/unit/models/test_gate.py, what today's
models measure against them by `ragops eval serving` and in README "Promotion".

Dotted keys, as `load_settings(overrides=...)`, `--set key=value` and a DAG run's conf all accept them.
"""

from __future__ import annotations

LIFECYCLE_BOUNDS: dict[str, float] = {
    "promotion.thresholds.right_answer_rate.absolute": 0.0,
    "promotion.thresholds.answerable_refused.absolute": 1.0,
    "promotion.thresholds.not_found_precision.absolute": 0.0,
}
