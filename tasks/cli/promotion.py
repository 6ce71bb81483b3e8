"""Promotion: `evaluate`, `gate`, `promote`, `review`, `approve`, `reject`, `rollback` (tasks/promotion/)."""

from __future__ import annotations

import argparse
from typing import Any

from tasks.cli.common import Commands, Formatter, dvc_outputs
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings


def register(commands: Commands) -> None:
    dvc_outputs(commands.add(
        "evaluate", _evaluate, "promotion: measure the candidate deployment (CURRENT index, @challenger versions) "
                               "and the champion on the same questions through serving (dvc stage evaluate)"))
    dvc_outputs(commands.add(
        "gate", _gate, "promotion: the evaluation through promotion.thresholds; the decision and its reasons as "
                       "tags on the candidate's versions (dvc stage gate)"))
    promote = commands.add("promote", _promote, "evaluate, gate and promote the candidate: @champion, deployment "
                                                "manifest, serving reload and smoke check, rollback when it fails")
    promote.add_argument("--fresh", action="store_true",
                         help="measure again even when the last evaluation is for the same two deployments")
    commands.add("review", _review, "show the candidate's metric diff against the champion; write the review page "
                                    "(gate, plots, the questions answered differently) and log it to MLflow")
    for verb, approved in (("approve", True), ("reject", False)):
        decision = commands.add(verb, _approve if approved else _reject,
                                f"{verb} the candidate under review (recorded as tags on its versions)"
                                + ("; then promote it" if approved else "; nothing moves"))
        decision.add_argument("model", choices=["dcee", "t3d_intent", "t3d_ranker", "generator"])
        decision.add_argument("version")
        decision.add_argument("--comment", default="")
        decision.add_argument("--reviewer", default=None, help="default: the login name")
        if approved:
            decision.add_argument("--no-promote", action="store_true", help="record the approval only")
    commands.add("rollback", _rollback,
                 "@champion back to @previous, the previous deployment manifest, serving reloaded")


# ---------------------------------------------------------------- handlers: (args, settings, paths) -> report


def _evaluate(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.promotion import evaluate

    return evaluate.run(settings, paths, progress=not args.json)


def _gate(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.promotion import gate

    return gate.run(settings, paths)


def _promote(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.promotion import stage

    return stage.run(settings, paths, fresh=args.fresh, progress=not args.json)


def _review(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.promotion import review

    return review.show(settings, paths)


def _approve(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.promotion import review

    return review.decide(settings, paths, args.model, args.version, True, args.reviewer, args.comment,
                         promote=not args.no_promote)


def _reject(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.promotion import review

    return review.decide(settings, paths, args.model, args.version, False, args.reviewer, args.comment)


def _rollback(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.promotion.promote import rollback

    return rollback(settings, paths)


# ---------------------------------------------------------------- human output


def _print_review(args: argparse.Namespace, result: dict[str, Any]) -> None:
    print(result["text"])
    print(f"\nreview page: {result['html']} (MLflow run {result['mlflow_run_id']}; `ragops serve` serves it at /review, "
          "with the approve / reject buttons)")


def _print_evaluate(args: argparse.Namespace, result: dict[str, Any]) -> None:
    from tasks.promotion.evaluate import ROLES

    if result.get("nothing_new"):
        print("the candidate is what serving serves: nothing to measure")
        return
    for role in ROLES:
        if result.get(role) and result[role].get("metrics"):
            shown = ", ".join(f"{key} {value}" for key, value in result[role]["metrics"].items())
            print(f"{role} {result[role]['deployment']['deployment_id']}: {shown}")
    print("report: data root reports/promotion_eval.json; plots: " + ", ".join(result.get("plots", [])))


def _print_gate(args: argparse.Namespace, gate: dict[str, Any]) -> None:
    if gate.get("generator"):
        print(f"the generator's answers against the extractive backend's:\n{gate['generator']['table']}\n")
    if gate.get("table"):
        print(gate["table"])
    print(f"gate: {'nothing new' if gate.get('nothing_new') else 'passed' if gate['passed'] else 'FAILED'}")
    for reason in gate["reasons"]:
        print(f"  {reason}")


def _print_promote(args: argparse.Namespace, result: dict[str, Any]) -> None:
    if result.get("gate") is not None:
        _print_gate(args, result["gate"])
    _print_action(args, result)


def _print_action(args: argparse.Namespace, result: dict[str, Any]) -> None:
    """What a promotion, approval, rejection or rollback did, and the smoke check of what serving now serves."""
    print(f"{result.get('action')}: {result.get('message')}")
    smoke = result.get("smoke") or (result.get("promotion") or {}).get("smoke")
    if smoke:
        print(f"smoke check: {'ok' if smoke['ok'] else 'FAILED'} ({smoke['reason']})")


FORMATTERS: dict[str, Formatter] = {"review": _print_review, "evaluate": _print_evaluate, "gate": _print_gate,
                                    "promote": _print_promote, "approve": _print_action, "reject": _print_action,
                                    "rollback": _print_action}
