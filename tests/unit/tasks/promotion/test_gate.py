"""The gate's answer-level check of a generator: its answers against the same deployment's extractive answers
(`judge_generator`), and the extractive twin it is measured against (`tasks.promotion.candidates`)."""

from __future__ import annotations

import pytest

from tasks.core.settings import load_settings
from tasks.promotion.candidates import deployment, extractive_twin, generates
from tasks.promotion.gate import _generator_reasons, judge_generator

MODELS = {"dcee": "3", "t3d_intent": "2", "t3d_ranker": "2"}
EXTRACTIVE = {"answer_f1": 0.62, "answer_exact_match": 0.30, "answer_support": 0.95, "refusal_accuracy": 0.40,
              "latency_p95_seconds": 0.35}


def _report(generator_metrics: dict, twin: bool = True) -> dict:
    candidate = deployment("v7", {**MODELS, "generator": "4"}, {"backend": "transformers"})
    report = {"candidate": {"deployment": candidate.to_dict(), "metrics": generator_metrics}}
    if twin:
        settings = load_settings()
        report["candidate_extractive"] = {"deployment": extractive_twin(settings, candidate).to_dict(),
                                          "metrics": EXTRACTIVE}
    return report


def test_a_generator_answering_worse_than_extractive_is_refused_with_every_reason():
    unreadable = {"answer_f1": 0.0, "answer_exact_match": 0.0, "answer_support": 0.1, "refusal_accuracy": 0.0,
                  "latency_p95_seconds": 0.9}
    judged = judge_generator(load_settings(), _report(unreadable))
    assert judged is not None and not judged["passed"]
    assert judged["version"] == "4" and judged["backend"] == "transformers"
    failed = {check["metric"] for check in judged["checks"] if not check["passed"]}
    assert failed == {"answer_f1", "answer_exact_match", "answer_support", "refusal_accuracy"}
    assert "answer_f1 0 vs extractive backend 0.62: worse by 0.62" in judged["failures"][0]
    assert judged["table"].splitlines()[0].startswith("| metric | better | generator | extractive |")
    reasons = _generator_reasons(judged)
    assert reasons[0] == "generator (transformers) refused: serving keeps the extractive backend"
    assert all(reason.startswith("generator vs extractive: ") for reason in reasons[1:])


def test_a_generator_as_good_as_extractive_is_kept_and_its_latency_has_its_own_ceiling():
    settings = load_settings()
    judged = judge_generator(settings, _report({**EXTRACTIVE, "answer_f1": 0.60, "latency_p95_seconds": 2.5}))
    assert judged is not None and judged["passed"], judged["failures"]
    slow = judge_generator(settings, _report({**EXTRACTIVE, "latency_p95_seconds": 9.0}))
    assert slow is not None and slow["failures"] == ["latency_p95_seconds 9 > ceiling 5"]


def test_no_answer_level_check_for_an_extractive_candidate_or_without_bounds():
    extractive = {"candidate": {"deployment": deployment("v7", MODELS, {}).to_dict(), "metrics": EXTRACTIVE}}
    assert judge_generator(load_settings(), extractive) is None
    unbounded = load_settings(overrides={"promotion.generator_thresholds": {}})
    assert judge_generator(unbounded, _report({**EXTRACTIVE, "answer_f1": 0.0})) is None
    assert _generator_reasons(None) == []


def test_a_generator_never_measured_against_extractive_fails_closed_with_what_to_run():
    with pytest.raises(ValueError, match="ragops evaluate"):
        judge_generator(load_settings(), _report(EXTRACTIVE, twin=False))


def test_the_extractive_twin_is_the_same_deployment_without_its_generator():
    settings = load_settings()
    candidate = deployment("v7", {**MODELS, "generator": "4"}, {"backend": "transformers",
                                                                 "transformers": {"checkpoint": "/m"}})
    twin = extractive_twin(settings, candidate)
    assert generates(settings, candidate) and not generates(settings, twin)
    assert twin.index_version == "v7" and twin.models == MODELS and twin.generator == {}
    assert twin.deployment_id == deployment("v7", MODELS, {}).deployment_id  # what an extractive champion would be
    llm = deployment("v7", MODELS, {"backend": "openai", "openai": {"model": "m"}})
    assert generates(settings, llm) and extractive_twin(settings, llm).generator == {}
    served_by_llm = load_settings(overrides={"serving.generation.backend": "openai"})
    assert extractive_twin(served_by_llm, llm).generator == {"backend": "extractive"}
