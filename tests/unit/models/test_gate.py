"""The promotion gate as a pure function: absolute bounds, regressions against the champion, fail-closed on a
metric not measured, and a reason for every check."""

from __future__ import annotations

import pytest

from models.gate import Threshold, decide, diff_table

RULES = {
    "recall_at_k": Threshold("higher", absolute=0.6, max_regression=0.03),
    "dcee_ece": Threshold("lower", absolute=0.2, max_regression=0.03),
    "latency_p95_seconds": Threshold("lower", absolute=1.2, max_relative_regression=0.5),
}
CHAMPION = {"recall_at_k": 0.90, "dcee_ece": 0.05, "latency_p95_seconds": 0.40}


def test_a_candidate_at_least_as_good_passes_with_a_reason_for_every_check():
    decision = decide({"recall_at_k": 0.91, "dcee_ece": 0.05, "latency_p95_seconds": 0.41}, CHAMPION, RULES)
    assert decision.passed and not decision.failures
    assert len(decision.checks) == 6  # an absolute bound and a regression check per metric
    assert all(reason.startswith("pass ") for reason in decision.reasons)
    assert "recall_at_k 0.91 >= floor 0.6" in decision.reasons[0]


def test_regressions_beyond_the_allowance_fail_in_either_direction():
    decision = decide({"recall_at_k": 0.86, "dcee_ece": 0.09, "latency_p95_seconds": 0.61}, CHAMPION, RULES)
    assert not decision.passed
    failed = {check.metric for check in decision.checks if not check.passed}
    assert failed == {"recall_at_k", "dcee_ece", "latency_p95_seconds"}
    assert any("worse by 0.04, more than the allowed 0.03" in reason for reason in decision.failures)
    assert decision.reasons[0].startswith("FAIL")  # failures first


def test_small_regressions_within_the_allowance_pass():
    decision = decide({"recall_at_k": 0.88, "dcee_ece": 0.07, "latency_p95_seconds": 0.59}, CHAMPION, RULES)
    assert decision.passed, decision.failures
    assert any("within the allowed" in reason for reason in decision.reasons)


def test_the_first_promotion_is_held_to_the_absolute_bounds_only():
    assert decide({"recall_at_k": 0.61, "dcee_ece": 0.19, "latency_p95_seconds": 1.1}, None, RULES).passed
    below = decide({"recall_at_k": 0.59, "dcee_ece": 0.19, "latency_p95_seconds": 1.1}, None, RULES)
    assert not below.passed and below.failures == ["recall_at_k 0.59 < floor 0.6"]


def test_a_metric_not_measured_fails_closed():
    decision = decide({"recall_at_k": 0.95, "dcee_ece": None}, CHAMPION, RULES)
    assert not decision.passed
    assert "dcee_ece: not measured on the candidate" in decision.failures
    assert "latency_p95_seconds: not measured on the candidate" in decision.failures


def test_a_champion_without_the_figure_is_no_reason_to_fail():
    decision = decide({"recall_at_k": 0.9, "dcee_ece": 0.05, "latency_p95_seconds": 0.4}, {"recall_at_k": 0.9}, RULES)
    assert decision.passed
    assert any("the champion has no figure" in reason for reason in decision.reasons)


def test_no_thresholds_is_refused_and_bad_rules_are_caught():
    with pytest.raises(ValueError, match="no promotion thresholds"):
        decide({"recall_at_k": 1.0}, None, {})
    with pytest.raises(ValueError, match="direction"):
        Threshold("up")
    with pytest.raises(ValueError, match="max_regression"):
        Threshold("higher", max_regression=-0.1)


def test_the_diff_table_is_markdown_with_one_row_per_metric_and_the_failures_named():
    candidate = {"recall_at_k": 0.80, "dcee_ece": 0.05, "latency_p95_seconds": 0.4}
    decision = decide(candidate, CHAMPION, RULES)
    table = diff_table(candidate, CHAMPION, RULES, decision).splitlines()
    assert table[0] == "| metric | better | candidate | champion | change | gate |"
    assert len(table) == 2 + len(RULES)
    recall = next(line for line in table if line.startswith("| recall_at_k"))
    assert "| 0.8 | 0.9 | -0.1 |" in recall and "**FAIL**" in recall
    assert next(line for line in table if line.startswith("| dcee_ece")).endswith("| pass |")


def test_a_metric_that_cannot_apply_passes_with_the_reason_said():
    rules = {"answer_support": Threshold("higher", 0.8), "generator_perplexity_ratio": Threshold("lower", 1.05)}
    decision = decide({"answer_support": 0.9}, None, rules,
                      not_applicable={"generator_perplexity_ratio": "the candidate serves no registered generator"})
    assert decision.passed
    assert "pass generator_perplexity_ratio: not applicable (the candidate serves no registered generator)" in (
        decision.reasons)
    assert not decide({"answer_support": 0.9}, None, rules).passed  # without the reason it is not measured: fails


def test_a_generator_is_judged_against_the_extractive_backend_with_that_name_in_its_reasons():
    rules = {"answer_f1": Threshold("higher", max_regression=0.05)}
    decision = decide({"answer_f1": 0.12}, {"answer_f1": 0.71}, rules, against="extractive backend")
    assert not decision.passed
    assert decision.failures == ["answer_f1 0.12 vs extractive backend 0.71: worse by 0.59, more than the allowed 0.05"]
    table = diff_table({"answer_f1": 0.12}, {"answer_f1": 0.71}, rules, decision, ("generator", "extractive"))
    assert table.splitlines()[0] == "| metric | better | generator | extractive | change | gate |"
    assert "| answer_f1 | higher | 0.12 | 0.71 | -0.59 | **FAIL**" in table
