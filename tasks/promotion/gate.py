"""Stage `gate` (`ragops gate`, DAG promote_models, dvc stage `gate`): the evaluation's candidate-vs-champion metrics
through `models.gate.decide` with params.yaml `promotion.thresholds`.

The decision is recorded where a reviewer looks: on each registered version the candidate brings (those the champion
does not already serve) as tags `validation_status` (passed | failed), `gate.reasons` (every check, failed first),
`gate.candidate` / `gate.champion` (deployment ids) and `gate.time`; in an MLflow run `gate` (passed 0/1, the diff
table); and in `<data_root>/reports/promotion_gate.json` (the dvc metrics file, what `ragops promote` acts on).
Passing moves nothing yet: `@challenger` already names the candidate, `@champion` moves in promotion.

A candidate that answers with a generator is judged on its answers first (`judge_generator`): its metrics against
those of the same deployment with the extractive backend (the evaluation's `candidate_extractive`), with
`promotion.generator_thresholds`. A generator that answers worse is refused with its reasons (report `generator`,
its registered version tagged `validation_status=failed`), and the candidate gated and promoted is the extractive
one: serving keeps the extractive backend, the rest of the candidate (index, evaluators) still counts.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

from models.gate import GENERATOR_METRICS, Threshold, decide, diff_table
from tasks.core.atomic import write_json_atomic
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings

VALIDATION_TAG = "validation_status"
REASONS_TAG = "gate.reasons"


def thresholds(settings: Settings, section: str = "thresholds") -> dict[str, Threshold]:
    """params.yaml `promotion.<section>` (thresholds | generator_thresholds) as models.gate rules."""
    rules = getattr(settings.promotion, section)
    return {metric: Threshold.from_dict(rule.model_dump()) for metric, rule in rules.items()}


def judge_generator(settings: Settings, report: Mapping[str, Any]) -> dict[str, Any] | None:
    """The generator's answers against the extractive backend's (module docstring); None when the candidate answers
    extractively or `promotion.generator_thresholds` is empty. ValueError when the evaluation lacks the extractive
    measurement."""
    from tasks.core.deployment import DeploymentManifest
    from tasks.core.registry import GENERATOR
    from tasks.promotion.candidates import backend_of, generates

    twin, rules = report.get("candidate_extractive"), thresholds(settings, "generator_thresholds")
    candidate = DeploymentManifest.from_dict(report["candidate"]["deployment"])
    if not rules or not generates(settings, candidate):
        return None
    if not twin or not twin.get("metrics"):  # fail closed: an evaluation from before the answer-level check
        raise ValueError("the evaluation did not measure the generator candidate with the extractive backend: run "
                         "`ragops evaluate` again (or `ragops promote --fresh`)")
    generator, extractive = report["candidate"]["metrics"], twin["metrics"]
    decision = decide(generator, extractive, rules, against="extractive backend")
    return {**decision.to_dict(), "version": candidate.models.get(GENERATOR), "backend": backend_of(settings, candidate),
            "verdict": "kept" if decision.passed else "refused: serving keeps the extractive backend",
            "table": diff_table(generator, extractive, rules, decision, ("generator", "extractive"))}


def changed_versions(candidate: Mapping[str, Any], champion: Mapping[str, Any] | None) -> dict[str, str]:
    """The registered versions the candidate brings: those the champion deployment does not serve."""
    served = (champion or {}).get("models") or {}
    return {name: str(version) for name, version in candidate["models"].items() if served.get(name) != version}


def not_applicable(candidate: Mapping[str, Any]) -> dict[str, str]:
    """Generator metrics gate only a candidate that serves a registered generator."""
    from tasks.core.registry import GENERATOR

    if GENERATOR in (candidate.get("models") or {}):
        return {}
    return {metric: "the candidate serves no registered generator" for metric in GENERATOR_METRICS}


def read_eval_report(paths: DataPaths) -> dict[str, Any]:
    if not paths.promotion_eval_report.is_file():
        raise FileNotFoundError(f"no evaluation at {paths.promotion_eval_report}: run `ragops evaluate` first")
    return json.loads(paths.promotion_eval_report.read_text(encoding="utf-8"))


def run(settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.core.deployment import DeploymentManifest
    from tasks.core.registry import open_registry
    from tasks.promotion.candidates import champion_deployment, same_content

    report = read_eval_report(paths)
    generator = judge_generator(settings, report)
    role = "candidate" if generator is None or generator["passed"] else "candidate_extractive"
    candidate = report[role]["deployment"]
    champion = (report.get("champion") or {}).get("deployment")
    decided_at = datetime.now(UTC).isoformat(timespec="seconds")
    gate: dict[str, Any] = {
        "candidate": candidate, "champion": champion, "mode": settings.promotion.mode,
        "require_review": settings.promotion.require_review, "decided_at": decided_at,
        "evaluated_on": report.get("measured_on"), "nothing_new": False, "generator": generator,
    }
    with open_registry(settings, paths) as registry:
        if generator is not None and not generator["passed"]:
            _refuse_generator(registry, generator, decided_at)
        serving = champion_deployment(settings, paths, registry)
    evaluated = DeploymentManifest.from_dict(candidate)
    if same_content(evaluated, serving):
        # Already promoted: nothing is tagged or written (the gate report on disk is the decision that led here).
        gate.update(nothing_new=True, passed=False, failures=[], checks=[], table="", tagged={},
                    reasons=[f"the evaluated candidate is what serving serves ({serving.deployment_id}): nothing new",
                             *_generator_reasons(generator)])
        return gate
    rules = thresholds(settings)
    candidate_metrics = report[role]["metrics"]
    champion_metrics = report["champion"]["metrics"] if report.get("champion") else None
    decision = decide(candidate_metrics, champion_metrics, rules, not_applicable(candidate))
    table = diff_table(candidate_metrics, champion_metrics, rules, decision)
    gate.update(decision.to_dict())
    gate["reasons"] += _generator_reasons(generator)  # the generator's answer checks, where a reviewer reads
    gate["table"] = table
    gate["tagged"] = changed_versions(candidate, champion)
    tags = {VALIDATION_TAG: "passed" if decision.passed else "failed",
            REASONS_TAG: json.dumps(decision.reasons, ensure_ascii=False),
            "gate.candidate": candidate["deployment_id"], "gate.champion": champion["deployment_id"] if champion else "",
            "gate.time": decided_at}
    with open_registry(settings, paths) as registry:
        for name, version in gate["tagged"].items():
            registry.tag_version(name, version, tags)
    write_json_atomic(paths.gate_report, gate)
    _log(settings, paths, gate)
    return gate


def _generator_reasons(generator: Mapping[str, Any] | None) -> list[str]:
    if generator is None:
        return []
    return [f"generator ({generator['backend']}) {generator['verdict']}",
            *(f"generator vs extractive: {reason}" for reason in generator["reasons"])]


def _refuse_generator(registry: Any, generator: Mapping[str, Any], decided_at: str) -> None:
    """Tag a refused registered generator version with why (an LLM backend has no version to tag)."""
    from tasks.core.registry import GENERATOR

    if generator.get("version") is None:
        return
    registry.tag_version(GENERATOR, str(generator["version"]), {
        VALIDATION_TAG: "failed", REASONS_TAG: json.dumps(
            [f"answers worse than the extractive backend: {r}" for r in generator["reasons"]], ensure_ascii=False),
        "gate.time": decided_at})


def _log(settings: Settings, paths: DataPaths, gate: Mapping[str, Any]) -> None:
    from tasks.core.tracking import stage_run

    tags = {"candidate.deployment_id": gate["candidate"]["deployment_id"], VALIDATION_TAG:
            "passed" if gate["passed"] else "failed", REASONS_TAG: json.dumps(gate["reasons"])[:5000]}
    with stage_run("gate", settings, paths, tags=tags) as run:
        run.log_metrics({"passed": float(gate["passed"]), "failed_checks": float(len(gate["failures"]))})
        run.log_dict(dict(gate), "promotion_gate.json")
        run.log_dict({"table": gate["table"]}, "diff_table.json")
