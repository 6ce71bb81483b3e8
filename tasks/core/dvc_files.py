"""The small files DVC compares across commits and experiments: metrics (`metrics/<stage>.json`) and plots data
(`plots/*.json`), written by `ragops <command> --metrics FILE [--plots DIR]` — what dvc.yaml runs.

`dvc exp show` and `dvc metrics diff` read a metrics file from each git revision, so it must be in git: small, outside
the git-ignored data root, `cache: false` (DVC's own layout, as in its example-get-started project). The stages keep
writing their full reports under the data root; these files are derived from the same report dict.

A metrics file holds only what a stage's inputs and params decide — quality figures and counts — so that a diff shows
what changed: no seconds, latencies, run ids, dates or version numbers, which change on every run. Each stage's
figures are named below (subtrees of its report, minus the timing keys inside them) rather than picked by a filter
on key names, which a new timing key would slip through. Of what is named, numbers and booleans are kept; strings
(ids, paths, dates) and lists (DVC ignores them) are not.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fnmatch import fnmatchcase
from pathlib import Path
from typing import Any

from tasks.core.atomic import write_json_atomic


@dataclass(frozen=True)
class Selection:
    """Dotted report paths, `*` matching any one key: `keep` keeps a path's whole subtree, `drop` removes a path
    (a timing, or a param the report repeats: DVC shows params itself) from what `keep` kept. `reshape` first turns
    a list the figures are in into a mapping (DVC reads no lists)."""

    keep: tuple[str, ...]
    drop: tuple[str, ...] = ()
    reshape: Callable[[Mapping[str, Any]], Mapping[str, Any]] | None = None


def _gate_checks(report: Mapping[str, Any]) -> Mapping[str, Any]:
    """The gate's list of checks as {metric: {kind: passed}} (kind: absolute, regression)."""
    checks: dict[str, dict[str, bool]] = {}
    for check in report.get("checks") or []:
        checks.setdefault(check["metric"], {})[check["kind"]] = check["passed"]
    return {**report, "checks": checks}


# Keyed by dvc.yaml stage name. Left out everywhere: seconds, ms_per_query, latencies, run_id, version (the registry's
# number grows with every run), index_version and deployment ids (timestamps), dates, paths.
METRICS: dict[str, Selection] = {
    "train_dcee": Selection(
        keep=("train_pairs", "train_queries", "near_topic_questions", "imported_labels", "imported_labels_not_in_index",
              "heldout", "family_validation"),
        drop=("heldout.threshold", "heldout.weight")),
    "train_intent": Selection(keep=("train_queries", "imported_labels", "heldout")),
    # The feature importances are a plot (plots/ranker_feature_importance.json), not 21 more metric columns.
    "train_ranker": Selection(keep=("train_queries", "train_pairs", "heldout")),
    "export_queue": Selection(keep=("pool_queries", "feedback_rows", "feedback_lines_skipped",
                                    "evidence_candidates_below", "intent_candidates_below", "evidence_tasks",
                                    "intent_tasks")),
    "eval_evaluators": Selection(
        keep=("heldout_queries", "unseen_answer_queries", "methods", "stale_top1_relative_reduction",
              "recall@*_change_points", "intent", "dcee", "versions", "chains_exact", "unseen_phrasing", "correction",
              "targets.*_met"),
        drop=("methods.*.ms_per_query", "dcee.threshold", "dcee.weight", "unseen_phrasing.dcee.threshold",
              "unseen_phrasing.dcee.weight", "unseen_phrasing.dcee_by_set.*.threshold",
              "unseen_phrasing.dcee_by_set.*.weight")),
    # Both deployments as measured through serving, less the latencies (served_as, with its load time, is not kept).
    "evaluate": Selection(
        keep=("nothing_new", "questions", "*.metrics", "*.models", "*.overall", "*.sets", "*.actions"),
        drop=("*.metrics.latency_*",)),
    # The decision and each check; the latency check judges a latency measured on this machine (`passed` includes it).
    "gate": Selection(keep=("passed", "nothing_new", "checks"), drop=("checks.latency_*",), reshape=_gate_checks),
    "distill": Selection(
        keep=("dataset", "parameters", "student_teacher_ratio", "reference_in_evidence", "fits.*.loss", "fits.*.steps",
              "table"),
        drop=("table.*.*.generate_seconds",)),
    "quantize": Selection(
        keep=("eval_prompts", "text_blocks", "perplexity_full", "perplexity_quantized", "perplexity_ratio",
              "text_perplexity_full", "text_perplexity_quantized", "text_perplexity_ratio", "output_agreement",
              "bytes_*", "size_ratio_*")),
}

# The plots data files a stage writes into its --plots folder (dvc.yaml's top-level `plots:` draws them).
PLOTS: dict[str, tuple[str, ...]] = {
    "train_dcee": ("dcee_calibration_joint.json", "dcee_calibration_semantic.json"),
    "train_ranker": ("ranker_feature_importance.json",),
}

# The key of the train_dcee report with the held-out reliability bins (tasks.evaluators.metrics.dcee_metrics'
# "reliability": {"semantic": [bins], "joint": [bins]}, each bin lower, upper, count, mean_score, positive_rate).
RELIABILITY_KEY = "heldout_reliability"


def _matches(pattern: str, path: tuple[str, ...]) -> bool:
    """True when `pattern` names `path` or one of its ancestors."""
    parts = pattern.split(".")
    return len(parts) <= len(path) and all(fnmatchcase(key, part) for key, part in zip(path, parts))


def _select(node: Any, path: tuple[str, ...], selection: Selection) -> Any:
    if path and any(_matches(pattern, path) for pattern in selection.drop):
        return None
    if isinstance(node, Mapping):
        chosen = {}
        for key, value in node.items():
            picked = _select(value, (*path, str(key)), selection)
            if picked is not None:
                chosen[str(key)] = picked
        return chosen or None
    figure = isinstance(node, (bool, int)) or (isinstance(node, float) and math.isfinite(node))
    return node if figure and any(_matches(pattern, path) for pattern in selection.keep) else None


def select_metrics(stage: str, report: Mapping[str, Any]) -> dict[str, Any]:
    """The deterministic figures of `stage`'s report (METRICS[stage]), nested as in the report."""
    if stage not in METRICS:
        raise ValueError(f"no DVC metrics are defined for stage {stage!r} (known: {', '.join(METRICS)})")
    selection = METRICS[stage]
    return _select(selection.reshape(report) if selection.reshape else report, (), selection) or {}


def write_metrics(stage: str, report: Mapping[str, Any], path: Path) -> Path:
    write_json_atomic(path, select_metrics(stage, report))
    return path


def calibration_rows(bins: list[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Reliability-diagram rows for DVC: per non-empty bin its mean predicted score, the observed positive rate, and
    `perfect` (= predicted) so the plot draws the diagonal of a perfectly calibrated model beside it."""
    return [{"bin": f"{item['lower']:.1f}-{item['upper']:.1f}", "count": item["count"],
             "predicted": round(item["mean_score"], 4), "observed": round(item["positive_rate"], 4),
             "perfect": round(item["mean_score"], 4)}
            for item in bins if item["count"]]


def importance_rows(gain: Mapping[str, float]) -> list[dict[str, Any]]:
    return [{"feature": name, "gain": value} for name, value in gain.items()]


def write_plots(stage: str, report: Mapping[str, Any], folder: Path) -> list[Path]:
    """PLOTS[stage]'s files in `folder`, from the stage's report."""
    if stage not in PLOTS:
        raise ValueError(f"no DVC plots are defined for stage {stage!r} (known: {', '.join(PLOTS)})")
    if stage == "train_ranker":
        rows = {PLOTS[stage][0]: importance_rows(report["feature_importance_gain"])}
    else:
        reliability = report.get(RELIABILITY_KEY)
        if reliability is None:
            # Empty files keep `dvc repro` going (DVC requires every declared output); the plot shows no points.
            print(f"ragops: the {stage} report has no {RELIABILITY_KEY!r}: {', '.join(PLOTS[stage])} written empty",
                  file=sys.stderr)
            reliability = {}
        rows = {name: calibration_rows(reliability.get(head, []))
                for name, head in zip(PLOTS[stage], ("joint", "semantic"), strict=True)}
    written = []
    for name, data in rows.items():
        write_json_atomic(folder / name, data)
        written.append(folder / name)
    return written
