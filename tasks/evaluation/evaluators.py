"""Evaluation of the corrective pipeline on the held-out queries: `make eval`, `ragops eval`.

Compared side by side in one run, on the same CURRENT index:
  - plain hybrid: `tasks.runtime.retrieval` hybrid search of the strategy the query's *labelled* intent routes to
    (the retrieval evaluation's headline method, so the baseline gets the intent right for free);
  - corrective: `tasks.runtime.corrective` end to end (predicted intent, three-strategy pool, DCEE, learned ranker,
    counterfactual correction); and the same without the correction step, to show what correction adds.
Metrics:
  - stale top-1 share: among held-out queries about a document with several versions (`version_group`), the
    share whose top-1 evidence comes from a version of that group other than the one in force at the query's
    as-of date (`current_doc`: superseded, or adopted but not yet in force). Target: ≥ 80% lower than plain.
  - recall@5 over all held-out queries (top 5 holds a chunk of relevant_doc containing relevant_text);
    target: within 2 points of plain. Also over the queries whose answer text no training query shares
    (paraphrases of a training question make learned components look better than they are).
  - intent accuracy (classifier argmax, and after the 0.75 fallback); target ≥ 0.90.
  - DCEE ROC-AUC and expected calibration error on the held-out (query, candidate) pairs.
Output: `<data_root>/reports/eval_evaluators.json` (atomic) and an MLflow run `eval_evaluators`.
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from models.text import normalise_text
from models.vocabulary import strategy_for_intent
from tasks.core.atomic import write_json_atomic
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings, corpus_folder
from tasks.evaluation.retrieval import match_ranks


def versioned_documents(settings: Settings) -> dict[str, str]:
    """source path -> version group, from the corpus manifest (ground truth, not the inferred lineage)."""
    folder = corpus_folder(settings)
    manifest = folder / "manifest.json" if folder else None
    if manifest is None or not manifest.is_file():
        raise FileNotFoundError(f"no corpus manifest at {manifest}: the stale-evidence metric needs version groups")
    documents = json.loads(manifest.read_text(encoding="utf-8"))["documents"]
    return {doc["path"]: doc["version_group"] for doc in documents if doc.get("version_group")}


def is_stale(top1_source: str | None, row: Mapping[str, Any], groups: Mapping[str, str]) -> bool:
    """The top-1 chunk is another version of the row's document than the one in force at its as-of date."""
    if not row.get("version_group") or top1_source is None:
        return False
    return groups.get(top1_source) == row["version_group"] and top1_source != row.get("current_doc")


def stale_summary(top1: Sequence[str | None], rows: Sequence[Mapping[str, Any]], groups: Mapping[str, str]) -> dict[str, Any]:
    versioned = [(source, row) for source, row in zip(top1, rows) if row.get("version_group")]
    stale = [row["query_id"] for source, row in versioned if is_stale(source, row, groups)]
    return {"queries": len(versioned), "stale": len(stale),
            "share": round(len(stale) / len(versioned), 4) if versioned else None, "stale_query_ids": stale}


def hits(tops: Sequence[Sequence[tuple[str, str]]], rows: Sequence[Mapping[str, Any]]) -> list[bool]:
    return [match_ranks(top, row["relevant_doc"], row["relevant_text"])[0] is not None for top, row in zip(tops, rows)]


def _recall(flags: Sequence[bool]) -> float | None:
    return round(float(np.mean(flags)), 4) if len(flags) else None


def evaluate(settings: Settings, paths: DataPaths, alias: str | None = None, local: bool = False,
             progress: bool = False) -> dict[str, Any]:
    from tasks.evaluators.metrics import dcee_metrics, intent_metrics
    from tasks.evaluators.pairs import corpus_pairs
    from tasks.labels.queries import query_rows
    from tasks.runtime.corrective import open_pipeline
    from tasks.runtime.evidence import reference_date
    from tasks.runtime.retrieval import search_many

    started = time.perf_counter()
    k = settings.evaluation.k
    targets = settings.evaluation.targets
    rows = query_rows(settings, "heldout")
    train_answers = {normalise_text(row["relevant_text"]) for row in query_rows(settings, "train")}
    groups = versioned_documents(settings)
    today = reference_date(settings)
    pipeline = open_pipeline(settings, paths, alias, local)
    version = pipeline.featurizer.version

    # plain hybrid on the labelled intent's strategy
    plain_tops: list[list[tuple[str, str]]] = [[] for _ in rows]
    clock = time.perf_counter()
    for strategy in sorted({strategy_for_intent(row["intent"]) for row in rows}):
        members = [i for i, row in enumerate(rows) if strategy_for_intent(row["intent"]) == strategy]
        results = search_many([rows[i]["query"] for i in members], strategy, k, settings=settings, version=version)
        for i, found in zip(members, results):
            plain_tops[i] = [(str(hit.metadata.get("source_path") or ""), hit.text) for hit in found]
    plain_seconds = time.perf_counter() - clock

    runs: dict[str, list[Any]] = {}
    seconds: dict[str, float] = {"plain_hybrid": plain_seconds}
    for name, correct in (("corrective", True), ("without_correction", False)):
        clock = time.perf_counter()
        runs[name] = pipeline.answer_many([row["query"] for row in rows], today, k=k, correct=correct)
        seconds[name] = time.perf_counter() - clock

    def tops_of(answers: Sequence[Any]) -> list[list[tuple[str, str]]]:
        return [[(str(e.source_path or ""), e.text) for e in answer.evidence] for answer in answers]

    unseen = [i for i, row in enumerate(rows) if normalise_text(row["relevant_text"]) not in train_answers]
    methods: dict[str, dict[str, Any]] = {}
    for name, tops in (("plain_hybrid", plain_tops), *((key, tops_of(value)) for key, value in runs.items())):
        flags = hits(tops, rows)
        methods[name] = {
            f"recall@{k}": _recall(flags),
            f"recall@{k}_unseen_answers": _recall([flags[i] for i in unseen]),
            "stale_top1": stale_summary([top[0][0] if top else None for top in tops], rows, groups),
            "ms_per_query": round(1000 * seconds[name] / len(rows), 2),
        }
    plain, corrective = methods["plain_hybrid"], methods["corrective"]
    plain_share, corrective_share = plain["stale_top1"]["share"], corrective["stale_top1"]["share"]
    reduction = (None if not plain_share else round(1 - corrective_share / plain_share, 4))
    recall_gap = round(100 * (corrective[f"recall@{k}"] - plain[f"recall@{k}"]), 2)

    intent = intent_metrics(pipeline.evaluators.intent, rows, settings.evaluators.intent.confidence_threshold)
    dcee = dcee_metrics(pipeline.evaluators.dcee, corpus_pairs(pipeline.featurizer, rows, today),
                        settings.evaluators.dcee.threshold)
    answers = runs["corrective"]
    report = {
        "index_version": version.version, "model_versions": pipeline.evaluators.versions,
        "reference_date": today.isoformat(), "heldout_queries": len(rows), "unseen_answer_queries": len(unseen),
        "methods": methods,
        "stale_top1_relative_reduction": reduction,
        f"recall@{k}_change_points": recall_gap,
        "intent": intent,
        "dcee": {key: value for key, value in dcee.items() if key != "reliability"},
        "correction": {
            "queries_corrected_share": round(float(np.mean([a.corrected for a in answers])), 4),
            "queries_changed_share": round(float(np.mean([a.changed for a in answers])), 4),
            "mean_corrections_per_query": round(float(np.mean([a.corrections for a in answers])), 3),
        },
        "targets": {
            "stale_top1_reduction_at_least": targets.stale_top1_reduction_at_least,
            "stale_top1_reduction_met": reduction is not None and reduction >= targets.stale_top1_reduction_at_least,
            f"recall@{k}_within_points": targets.recall_within_points,
            f"recall@{k}_met": recall_gap >= -targets.recall_within_points,
            "intent_accuracy_at_least": targets.intent_accuracy_at_least,
            "intent_accuracy_met": intent["accuracy"] >= targets.intent_accuracy_at_least,
        },
        "seconds": round(time.perf_counter() - started, 2),
    }
    write_json_atomic(paths.reports / "eval_evaluators.json", report)
    _log(settings, paths, report, dcee)
    return report


def _log(settings: Settings, paths: DataPaths, report: Mapping[str, Any], dcee: Mapping[str, Any]) -> None:
    import tempfile

    from tasks.core.tracking import stage_run
    from tasks.evaluators.metrics import calibration_plot

    k = settings.evaluation.k
    metrics = {
        "stale_top1_share_plain": report["methods"]["plain_hybrid"]["stale_top1"]["share"],
        "stale_top1_share_corrective": report["methods"]["corrective"]["stale_top1"]["share"],
        "stale_top1_relative_reduction": report["stale_top1_relative_reduction"],
        f"recall_at_{k}_plain": report["methods"]["plain_hybrid"][f"recall@{k}"],
        f"recall_at_{k}_corrective": report["methods"]["corrective"][f"recall@{k}"],
        f"recall_at_{k}_without_correction": report["methods"]["without_correction"][f"recall@{k}"],
        "intent_accuracy": report["intent"]["accuracy"],
        "intent_routed_accuracy": report["intent"]["routed_accuracy"],
        "dcee_roc_auc_confidence": report["dcee"]["roc_auc_confidence"],
        "dcee_roc_auc_semantic": report["dcee"]["roc_auc_semantic"],
        "dcee_ece_semantic": report["dcee"]["ece_semantic"],
        "dcee_ece_joint": report["dcee"]["ece_joint"],
    }
    tags = {"index_version": report["index_version"],
            **{f"model_version.{name}": value for name, value in report["model_versions"].items()}}
    with stage_run("eval_evaluators", settings, paths, tags=tags) as run:
        run.log_metrics({key: value for key, value in metrics.items() if value is not None})
        run.log_dict(report, "eval_evaluators.json")
        with tempfile.TemporaryDirectory() as scratch:
            run.log_artifact(calibration_plot(dcee, Path(scratch) / "calibration_heldout.png"))
