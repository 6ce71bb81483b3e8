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
  - versions, by phrasing and question kind: for questions about a versioned rule, "current" (as-of the reference
    date), "historical" (an earlier date) and "future" (after an adopted version starts): the share whose top-1 is
    the version in force at the as-of date (`right_version`) and the share whose top-1 is another version of the
    same rule (`stale`), with the number of questions. "seen phrasing" is the held-out split; "unseen phrasing" is
    `queries/unseen_phrasing.jsonl`, questions about rule families written in phrasings that neither training nor
    any tuning of the rules saw (tasks/sample_corpus/families.py). Targets on unseen phrasing: stale ≤ 5% on
    current questions, right version ≥ 95% on historical ones. Recall@k and the DCEE figures are reported for the
    unseen-phrasing questions too.
Output: `<data_root>/reports/eval_evaluators.json` (atomic) and an MLflow run `eval_evaluators`.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from models.evidence.decay import OUT_OF_WINDOW
from models.labels.evidence_labels import relevance_label
from models.text import normalise_text
from models.vocabulary import STRATEGIES, strategy_for_intent
from tasks.core.atomic import write_json_atomic
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings, corpus_folder
from tasks.evaluation.retrieval import match_ranks


def versioned_documents(settings: Settings) -> dict[str, str]:
    """source path -> version group, from the corpus manifest (ground truth, not the inferred lineage)."""
    from tasks.labels.queries import version_truth

    truth = version_truth(settings)
    if not truth:
        folder = corpus_folder(settings)
        raise FileNotFoundError(f"no corpus manifest with version groups under {folder}: the stale-evidence metric "
                                "needs them")
    return {path: known["version_group"] for path, known in truth.items()}


def question_kind(row: Mapping[str, Any], reference: str) -> str | None:
    """current | historical | future for a question about a versioned document (None otherwise)."""
    if not row.get("version_group"):
        return None
    as_of = str(row.get("as_of") or reference)
    return "current" if as_of == reference else "historical" if as_of < reference else "future"


def phrasing_set(row: Mapping[str, Any], default: str = "unseen") -> str:
    """The family set a question's or document's phrasing belongs to: "unseen-en-1" -> "unseen", "blind4-a-zh-2"
    -> "blind4"; `default` when it has none."""
    return str(row.get("phrasing") or default).split("-")[0]


def version_summary(top1: Sequence[str | None], rows: Sequence[Mapping[str, Any]], groups: Mapping[str, str],
                    reference: str) -> dict[str, Any]:
    """Per question kind: questions, right version at top-1, stale (another version of the rule) at top-1."""
    summary: dict[str, Any] = {}
    for kind in ("current", "historical", "future"):
        members = [(source, row) for source, row in zip(top1, rows) if question_kind(row, reference) == kind]
        right = [row["query_id"] for source, row in members if source is not None and source == row.get("current_doc")]
        stale = [row["query_id"] for source, row in members if is_stale(source, row, groups)]
        summary[kind] = {
            "questions": len(members), "right_version": len(right), "stale": len(stale),
            "right_version_share": round(len(right) / len(members), 4) if members else None,
            "stale_share": round(len(stale) / len(members), 4) if members else None,
            # Of the questions whose top-1 is some version of the right rule, the share that got the right one:
            # the version logic alone, without the retrieval misses (another rule entirely) mixed in.
            "right_version_when_rule_found": (round(len(right) / (len(right) + len(stale)), 4)
                                              if right or stale else None),
            "stale_query_ids": stale,
        }
    return summary


def chain_exactness(featurizer: Any, truth: Mapping[str, Mapping[str, Any]]) -> dict[str, dict[str, Any]]:
    """Per phrasing set ("policies" for the versioned documents outside the rule families): of its version groups,
    how many the inferred chains got exactly right — the same members in the same order with the true start
    dates — and which did not."""
    chunks = featurizer.version.strategy(STRATEGIES[0]).chunks
    doc_of = dict(zip(chunks["source_path"].astype(str), chunks["doc_id"].astype(str)))
    groups: dict[str, list[tuple[Any, str]]] = {}
    set_of: dict[str, str] = {}
    for path, known in truth.items():
        groups.setdefault(known["version_group"], []).append((known["valid_from"], path))
        set_of[known["version_group"]] = phrasing_set(known, default="policies")
    report: dict[str, dict[str, Any]] = {}
    for group, members in sorted(groups.items()):
        ordered = sorted(members, key=lambda item: (item[0] is None, item[0]))
        doc_ids = [doc_of.get(path) for _, path in ordered]
        lineages = [featurizer.lineage.get(doc_id) if doc_id else None for doc_id in doc_ids]
        exact = (all(lineages) and len({item.group for item in lineages}) == 1
                 and featurizer.group_members.get(lineages[0].group) == doc_ids
                 and all(item.valid_from == start for item, (start, _) in zip(lineages, ordered)))
        entry = report.setdefault(set_of[group], {"groups": 0, "exact": 0, "wrong": []})
        entry["groups"] += 1
        entry["exact"] += bool(exact)
        if not exact:
            entry["wrong"].append(group)
    return report


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


def correction_effect(rows: Sequence[Mapping[str, Any]], answers: Mapping[str, Sequence[Any]]) -> dict[str, Any]:
    """What the correction step did to the passage the user reads first, question by question: how many questions
    triggered it, how many it changed the cited passages of, and — by the labels — how many it made right (the first
    in-force passage holds the labelled answer in the labelled document after, not before) or wrong (the reverse)."""
    def first_right(answer: Any, row: Mapping[str, Any]) -> bool:
        target = row.get("current_doc") or row["relevant_doc"]
        for record in answer.evidence:
            if record.document_version.get("validity_at_as_of") not in OUT_OF_WINDOW:
                return relevance_label(str(record.source_path or ""), record.text, target, row["relevant_text"])
        return False

    triggered = improved = worsened = changed = 0
    for row, after, before in zip(rows, answers["corrective"], answers["without_correction"]):
        if not after.corrected:
            continue
        triggered += 1
        changed += after.cited_changed
        right_after, right_before = first_right(after, row), first_right(before, row)
        improved += right_after and not right_before
        worsened += right_before and not right_after
    n = len(rows)
    return {"questions": n, "triggered": triggered, "cited_changed": changed, "first_passage_made_right": improved,
            "first_passage_made_wrong": worsened, "net_gain": improved - worsened,
            "triggered_share": round(triggered / n, 4) if n else None}


def _run_methods(pipeline: Any, settings: Settings, question_rows: Sequence[Mapping[str, Any]], today: Any,
                 ) -> tuple[dict[str, list], dict[str, float], dict]:
    """Top-k (source, text) per question for plain hybrid, corrective and corrective without correction; the
    seconds each took; the corrective answers."""
    from tasks.runtime.retrieval import search_many

    k = settings.evaluation.k
    plain_tops: list[list[tuple[str, str]]] = [[] for _ in question_rows]
    clock = time.perf_counter()
    for strategy in sorted({strategy_for_intent(row["intent"]) for row in question_rows}):
        members = [i for i, row in enumerate(question_rows) if strategy_for_intent(row["intent"]) == strategy]
        results = search_many([question_rows[i]["query"] for i in members], strategy, k, settings=settings,
                              version=pipeline.featurizer.version)
        for i, found in zip(members, results):
            plain_tops[i] = [(str(hit.metadata.get("source_path") or ""), hit.text) for hit in found]
    tops: dict[str, list] = {"plain_hybrid": plain_tops}
    seconds: dict[str, float] = {"plain_hybrid": time.perf_counter() - clock}
    answers: dict[str, list[Any]] = {}
    for name, correct in (("corrective", True), ("without_correction", False)):
        clock = time.perf_counter()
        found = pipeline.answer_many([row["query"] for row in question_rows], today, k=k, correct=correct)
        seconds[name] = time.perf_counter() - clock
        tops[name] = [[(str(e.source_path or ""), e.text) for e in answer.evidence] for answer in found]
        answers[name] = found
    return tops, seconds, answers


def _top1(tops: Sequence[Sequence[tuple[str, str]]]) -> list[str | None]:
    return [top[0][0] if top else None for top in tops]


def _heldout_methods(settings: Settings, rows: Sequence[Mapping[str, Any]], tops_by_method: Mapping[str, list],
                     seconds: Mapping[str, float], unseen: Sequence[int], groups: Any, reference: str,
                     versions: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Recall, stale top-1 and speed per method on the held-out questions; their version figures go to `versions`."""
    k = settings.evaluation.k
    methods: dict[str, dict[str, Any]] = {}
    for name, tops in tops_by_method.items():
        flags = hits(tops, rows)
        top1 = _top1(tops)
        methods[name] = {
            f"recall@{k}": _recall(flags),
            f"recall@{k}_unseen_answers": _recall([flags[i] for i in unseen]),
            "stale_top1": stale_summary(top1, rows, groups),
            "ms_per_query": round(1000 * seconds[name] / len(rows), 2),
        }
        versions["seen_phrasing"][name] = version_summary(top1, rows, groups, reference)
    return methods


def _unseen_versions(settings: Settings, unseen_rows: Sequence[Mapping[str, Any]], unseen_tops: Mapping[str, list],
                     groups: Any, reference: str, versions: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Recall and stale top-1 per method on the unseen-phrasing questions; the version figures go to `versions`,
    overall, per phrasing set and over the untuned sets together."""
    k = settings.evaluation.k
    methods: dict[str, Any] = {}
    # Phrasing sets ("unseen-en-1" -> "unseen", "blind3-zh-2" -> "blind3"): each is reported on its own too.
    sets = sorted({phrasing_set(row) for row in unseen_rows})
    for name, tops in unseen_tops.items():
        top1 = _top1(tops)
        methods[name] = {f"recall@{k}": _recall(hits(tops, unseen_rows)),
                         "stale_top1": stale_summary(top1, unseen_rows, groups)}
        versions["unseen_phrasing"][name] = version_summary(top1, unseen_rows, groups, reference)
        if len(sets) > 1:
            for name_of_set in sets:
                members = [i for i, row in enumerate(unseen_rows) if phrasing_set(row) == name_of_set]
                versions.setdefault(f"unseen_phrasing/{name_of_set}", {})[name] = version_summary(
                    [top1[i] for i in members], [unseen_rows[i] for i in members], groups, reference)
    untuned = [i for i, row in enumerate(unseen_rows) if phrasing_set(row) in settings.evaluation.untuned_sets]
    if untuned:
        # The sets nobody tuned a rule on, together: what the unseen targets are judged on.
        for name, tops in unseen_tops.items():
            top1 = _top1([tops[i] for i in untuned])
            versions.setdefault("unseen_phrasing/untuned", {})[name] = version_summary(
                top1, [unseen_rows[i] for i in untuned], groups, reference)
    return methods


def _unseen_report(pipeline: Any, settings: Settings, unseen_rows: Sequence[Mapping[str, Any]], today: Any,
                   groups: Any, versions: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The unseen-phrasing questions: what correction changed, each method's figures, and the DCEE's, overall and
    per phrasing set."""
    from tasks.evaluators.metrics import dcee_metrics
    from tasks.evaluators.pairs import corpus_pairs

    report: dict[str, Any] = {"questions": len(unseen_rows)}
    if not unseen_rows:
        return report
    unseen_tops, _, unseen_answers = _run_methods(pipeline, settings, unseen_rows, today)
    report["correction_effect"] = correction_effect(unseen_rows, unseen_answers)
    report["methods"] = _unseen_versions(settings, unseen_rows, unseen_tops, groups, today.isoformat(), versions)
    floor, threshold = settings.serving.answer.not_found_below, settings.evaluators.dcee.threshold
    pairs = corpus_pairs(pipeline.featurizer, unseen_rows, today)
    report["dcee"] = _without_reliability(dcee_metrics(pipeline.evaluators.dcee, pairs, threshold, floor))
    # Per set too: the untuned ones are what DCEE's transfer is judged on (the DCEE never trains on any of them).
    report["dcee_by_set"] = {
        name: _without_reliability(dcee_metrics(
            pipeline.evaluators.dcee,
            pairs.subset([i for i, row in enumerate(unseen_rows) if phrasing_set(row) == name]), threshold, floor))
        for name in sorted({phrasing_set(row) for row in unseen_rows})}
    return report


def _without_reliability(metrics: Mapping[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in metrics.items() if key != "reliability"}


def _targets(settings: Settings, reduction: float | None, recall_gap: float, intent: Mapping[str, Any],
             versions: Mapping[str, Any]) -> dict[str, Any]:
    """Each evaluation target with whether it was met. The unseen ones are judged on the untuned sets when the
    corpus has them, else on every unseen question."""
    k, targets = settings.evaluation.k, settings.evaluation.targets
    judged = "unseen_phrasing/untuned" if "unseen_phrasing/untuned" in versions else "unseen_phrasing"
    unseen = versions[judged].get("corrective")
    current = None if unseen is None else unseen["current"]["stale_share"]
    historical = None if unseen is None else unseen["historical"]["right_version_share"]
    return {
        "stale_top1_reduction_at_least": targets.stale_top1_reduction_at_least,
        "stale_top1_reduction_met": reduction is not None and reduction >= targets.stale_top1_reduction_at_least,
        f"recall@{k}_within_points": targets.recall_within_points,
        f"recall@{k}_met": recall_gap >= -targets.recall_within_points,
        "intent_accuracy_at_least": targets.intent_accuracy_at_least,
        "intent_accuracy_met": intent["accuracy"] >= targets.intent_accuracy_at_least,
        "unseen_targets_judged_on": judged,
        "unseen_current_stale_at_most": targets.unseen_current_stale_at_most,
        "unseen_current_stale_met": current is not None and current <= targets.unseen_current_stale_at_most,
        "unseen_historical_right_version_at_least": targets.unseen_historical_right_version_at_least,
        "unseen_historical_right_version_met": (
            historical is not None and historical >= targets.unseen_historical_right_version_at_least),
    }


def _correction(answers: Sequence[Any], rows: Sequence[Mapping[str, Any]], by_method: Mapping[str, list]) -> dict:
    return {
        "queries_corrected_share": round(float(np.mean([a.corrected for a in answers])), 4),
        "queries_changed_share": round(float(np.mean([a.changed for a in answers])), 4),
        "mean_corrections_per_query": round(float(np.mean([a.corrections for a in answers])), 3),
        "effect": correction_effect(rows, by_method),
    }


def evaluate(settings: Settings, paths: DataPaths, alias: str | None = None, local: bool = False,
             progress: bool = False) -> dict[str, Any]:
    from tasks.evaluators.metrics import dcee_metrics, intent_metrics
    from tasks.evaluators.pairs import corpus_pairs
    from tasks.labels.queries import query_rows, query_set_path, version_truth
    from tasks.runtime.corrective import open_pipeline
    from tasks.runtime.evidence import reference_date

    started = time.perf_counter()
    k = settings.evaluation.k
    rows = query_rows(settings, "heldout")
    train_answers = {normalise_text(row["relevant_text"]) for row in query_rows(settings, "train")}
    unseen_rows = query_rows(settings, "unseen_phrasing") if query_set_path(settings, "unseen_phrasing").is_file() else []
    groups = versioned_documents(settings)
    today = reference_date(settings)
    pipeline = open_pipeline(settings, paths, alias, local)
    version = pipeline.featurizer.version

    tops_by_method, seconds, answers = _run_methods(pipeline, settings, rows, today)
    unseen = [i for i, row in enumerate(rows) if normalise_text(row["relevant_text"]) not in train_answers]
    versions: dict[str, dict[str, Any]] = {"seen_phrasing": {}, "unseen_phrasing": {}}
    methods = _heldout_methods(settings, rows, tops_by_method, seconds, unseen, groups, today.isoformat(), versions)
    unseen_report = _unseen_report(pipeline, settings, unseen_rows, today, groups, versions)
    plain, corrective = methods["plain_hybrid"], methods["corrective"]
    plain_share, corrective_share = plain["stale_top1"]["share"], corrective["stale_top1"]["share"]
    reduction = (None if not plain_share else round(1 - corrective_share / plain_share, 4))
    recall_gap = round(100 * (corrective[f"recall@{k}"] - plain[f"recall@{k}"]), 2)

    intent = intent_metrics(pipeline.evaluators.intent, rows, settings.evaluators.intent.confidence_threshold)
    dcee = dcee_metrics(pipeline.evaluators.dcee, corpus_pairs(pipeline.featurizer, rows, today),
                        settings.evaluators.dcee.threshold, settings.serving.answer.not_found_below)
    report = {
        "index_version": version.version, "model_versions": pipeline.evaluators.versions,
        "reference_date": today.isoformat(), "heldout_queries": len(rows), "unseen_answer_queries": len(unseen),
        "methods": methods, "stale_top1_relative_reduction": reduction, f"recall@{k}_change_points": recall_gap,
        "intent": intent, "dcee": _without_reliability(dcee), "versions": versions,
        "chains_exact": chain_exactness(pipeline.featurizer, version_truth(settings)),
        "unseen_phrasing": unseen_report,
        "correction": _correction(answers["corrective"], rows, answers),
        "targets": _targets(settings, reduction, recall_gap, intent, versions),
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
    for phrasing, by_method in report["versions"].items():
        for kind, item in (by_method.get("corrective") or {}).items():
            for measure in ("right_version_share", "stale_share"):
                metrics[f"{phrasing}_{kind}_{measure}"] = item[measure]
    unseen = report["unseen_phrasing"]
    if unseen.get("dcee"):
        metrics["unseen_phrasing_dcee_roc_auc_confidence"] = unseen["dcee"]["roc_auc_confidence"]
        metrics["unseen_phrasing_dcee_ece_joint"] = unseen["dcee"]["ece_joint"]
        recall = next(key for key in unseen["methods"]["corrective"] if key.startswith("recall@"))
        metrics[f"unseen_phrasing_{recall.replace('@', '_at_')}_corrective"] = unseen["methods"]["corrective"][recall]
    tags = {"index_version": report["index_version"],
            **{f"model_version.{name}": value for name, value in report["model_versions"].items()}}
    with stage_run("eval_evaluators", settings, paths, tags=tags) as run:
        run.log_metrics({key: value for key, value in metrics.items() if value is not None})
        run.log_dict(report, "eval_evaluators.json")
        with tempfile.TemporaryDirectory() as scratch:
            run.log_artifact(calibration_plot(dcee, Path(scratch) / "calibration_heldout.png"))
