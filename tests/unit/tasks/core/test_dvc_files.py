"""DVC's metrics and plots files: each stage's deterministic figures picked from its report, the plots data."""

from __future__ import annotations

import json
from fnmatch import fnmatchcase
from pathlib import Path

import pytest

from tasks.core.dvc_files import (
    METRICS,
    PLOTS,
    RELIABILITY_KEY,
    calibration_rows,
    select_metrics,
    write_metrics,
    write_plots,
)

# Shaped like the reports the stages return (keys as in tasks/evaluators, tasks/promotion, tasks/generator).
DCEE_REPORT = {
    "model": "dcee", "index_version": "20261202T210646Z-e868f5", "reference_date": "2026-06-01",
    "train_pairs": 1350, "train_queries": 45, "imported_labels": 0, "imported_labels_not_in_index": 0,
    "heldout": {"pairs": 660, "positives_good": 79, "roc_auc_confidence": 0.9339, "roc_auc_temporal": None,
                "ece_joint": 0.0536, "share_below_threshold": 0.9212, "threshold": 0.55, "weight": 0.7},
    "version": "3", "run_id": "39fcdb55f2c74013947bec3986bfec04", "seconds": 6.14,
}
INTENT_REPORT = {
    "model": "t3d_intent", "train_queries": 45, "imported_labels": 2, "version": "1", "run_id": "65bf", "seconds": 12.7,
    "heldout": {"queries": 22, "accuracy": 1.0, "routed_accuracy": 0.7273, "fallback_rate": 0.4091, "macro_f1": 1.0,
                "confusion_matrix": {"labels": ["operation", "fault"], "rows": [[6, 0], [0, 5]]}},
}
EVAL_REPORT = {
    "index_version": "20261202T210646Z-e868f5", "model_versions": {"dcee": "1"}, "reference_date": "2026-06-01",
    "heldout_queries": 22, "unseen_answer_queries": 3,
    "methods": {"corrective": {"recall@5": 0.95, "stale_top1": {"queries": 6, "stale": 0, "share": 0.0,
                                                                "stale_query_ids": []},
                               "ms_per_query": 41.2}},
    "stale_top1_relative_reduction": 1.0, "recall@5_change_points": -1.5,
    "dcee": {"roc_auc_confidence": 0.93, "threshold": 0.55, "weight": 0.7},
    "unseen_phrasing": {"questions": 8, "dcee": {"ece_joint": 0.08, "threshold": 0.55, "weight": 0.7}},
    "targets": {"stale_top1_reduction_at_least": 0.8, "stale_top1_reduction_met": True, "recall@5_within_points": 2.0,
                "recall@5_met": True, "unseen_targets_judged_on": "unseen_phrasing/untuned"},
    "seconds": 93.1,
}
CANDIDATE = {"deployment": {"deployment_id": "d-503b99ce2a96", "models": {"dcee": "1"}},
             "metrics": {"recall_at_k": 1.0, "latency_p50_seconds": 0.25, "latency_p95_seconds": 1.17},
             "overall": {"questions": 52, "not_found_precision": 0.8929, "answered_unanswerable": ["na-07"]},
             "latencies_seconds": [0.71, 0.15], "served_as": {"load_seconds": 10.8, "loaded_at": "2026-12-02T21:09"}}
GATE_REPORT = {
    "candidate": {"deployment_id": "d-503b99ce2a96"}, "champion": None, "mode": "enabled", "passed": False,
    "decided_at": "2026-12-02T21:09:55+00:00", "nothing_new": False, "failures": ["dcee_ece"], "reasons": ["..."],
    "checks": [{"metric": "dcee_ece", "kind": "absolute", "passed": False, "reason": "..."},
               {"metric": "dcee_ece", "kind": "regression", "passed": True, "reason": "..."},
               {"metric": "latency_p95_seconds", "kind": "absolute", "passed": True, "reason": "..."}],
}


def _leaf_paths(node, prefix=()):
    for key, value in node.items():
        if isinstance(value, dict):
            yield from _leaf_paths(value, (*prefix, key))
        else:
            yield (*prefix, key)


def test_train_dcee_keeps_quality_figures_and_counts_only():
    assert select_metrics("train_dcee", DCEE_REPORT) == {
        "train_pairs": 1350, "train_queries": 45, "imported_labels": 0, "imported_labels_not_in_index": 0,
        # roc_auc_temporal None (one class only) is no figure; threshold and weight are params (DVC shows those).
        "heldout": {"pairs": 660, "positives_good": 79, "roc_auc_confidence": 0.9339, "ece_joint": 0.0536,
                    "share_below_threshold": 0.9212},
    }


def test_lists_and_strings_are_left_out():
    assert select_metrics("train_intent", INTENT_REPORT) == {
        "train_queries": 45, "imported_labels": 2,
        "heldout": {"queries": 22, "accuracy": 1.0, "routed_accuracy": 0.7273, "fallback_rate": 0.4091,
                    "macro_f1": 1.0}}


def test_eval_evaluators_drops_timings_and_target_thresholds_keeps_whether_targets_are_met():
    chosen = select_metrics("eval_evaluators", EVAL_REPORT)
    assert chosen["methods"] == {"corrective": {"recall@5": 0.95, "stale_top1": {"queries": 6, "stale": 0,
                                                                                 "share": 0.0}}}
    assert chosen["recall@5_change_points"] == -1.5
    assert chosen["targets"] == {"stale_top1_reduction_met": True, "recall@5_met": True}
    assert chosen["dcee"] == {"roc_auc_confidence": 0.93} and chosen["unseen_phrasing"] == {
        "questions": 8, "dcee": {"ece_joint": 0.08}}
    assert "seconds" not in chosen and "index_version" not in chosen and "model_versions" not in chosen


def test_evaluate_keeps_both_deployments_figures_without_latencies():
    report = {"nothing_new": False, "questions": {"heldout": 22, "no_answer": 30}, "measured_on": "2026-12-02",
              "candidate": CANDIDATE, "champion": CANDIDATE, "seconds": 46.8}
    chosen = select_metrics("evaluate", report)
    assert chosen["candidate"] == chosen["champion"] == {
        "metrics": {"recall_at_k": 1.0}, "overall": {"questions": 52, "not_found_precision": 0.8929}}
    assert chosen["questions"] == {"heldout": 22, "no_answer": 30} and chosen["nothing_new"] is False
    # The first promotion has no champion: its figures are simply absent.
    assert "champion" not in select_metrics("evaluate", {**report, "champion": None})


def test_gate_checks_become_a_mapping_without_the_latency_check():
    assert select_metrics("gate", GATE_REPORT) == {
        "passed": False, "nothing_new": False, "checks": {"dcee_ece": {"absolute": False, "regression": True}}}


@pytest.mark.parametrize("stage, report", [
    ("train_dcee", DCEE_REPORT), ("train_intent", INTENT_REPORT), ("eval_evaluators", EVAL_REPORT),
    ("evaluate", {"candidate": CANDIDATE}), ("gate", GATE_REPORT),
    ("distill", {"dataset": {"train": 45}, "fits": {"student_kd": {"loss": 1.14, "seconds": 7.2, "steps": 12}},
                 "table": {"teacher": {"dev": {"perplexity": 144.2, "generate_seconds": 0.6, "examples": [{}]}}},
                 "seconds": {"total": 37.2}, "versions": {"student": "47fd9922"}, "dataset_sha256": {"dev": "ad42"}}),
    ("quantize", {"perplexity_ratio": 0.9977, "bytes_quantized": 346120, "quantize_seconds": 1.7,
                  "eval_seconds": {"full": 0.4}, "registered": {"version": "1", "run_id": "e597"}}),
])
def test_no_timing_id_or_version_reaches_a_metrics_file(stage, report):
    """What changes from run to run with the same inputs must not: a diff would always show it."""
    paths = list(_leaf_paths(select_metrics(stage, report)))
    assert paths
    changing = ("*second*", "*latenc*", "ms_per*", "run_id", "version", "*_version", "*versions", "*_at", "*sha256*")
    for path in paths:
        assert not any(fnmatchcase(key, word) for key in path for word in changing), (stage, path)


def test_every_stage_with_plots_has_metrics():
    assert set(PLOTS) <= set(METRICS)


def test_an_unknown_stage_is_refused():
    with pytest.raises(ValueError, match="no DVC metrics are defined for stage 'embed'"):
        select_metrics("embed", {})
    with pytest.raises(ValueError, match="no DVC plots are defined for stage 'train_intent'"):
        write_plots("train_intent", INTENT_REPORT, Path("unused"))


def test_write_metrics_writes_sorted_json_creating_the_folder(tmp_path: Path):
    target = tmp_path / "metrics" / "train_dcee.json"
    write_metrics("train_dcee", DCEE_REPORT, target)
    text = target.read_text(encoding="utf-8")
    assert json.loads(text) == select_metrics("train_dcee", DCEE_REPORT)
    write_metrics("train_dcee", {**DCEE_REPORT, "seconds": 9.9, "run_id": "other", "version": "4"}, target)
    assert target.read_text(encoding="utf-8") == text  # a rerun that differs in timings only: no diff
    assert [path.name for path in target.parent.iterdir()] == ["train_dcee.json"]  # no temporary file left


def _bin(lower: float, count: int, mean: float | None, rate: float | None) -> dict:
    return {"lower": lower, "upper": round(lower + 0.1, 1), "count": count, "mean_score": mean, "positive_rate": rate}


def test_calibration_rows_skip_empty_bins_and_carry_the_diagonal():
    bins = [_bin(0.0, 40, 0.031234, 0.025), _bin(0.1, 0, None, None), _bin(0.9, 6, 0.94, 1.0)]
    assert calibration_rows(bins) == [
        {"bin": "0.0-0.1", "count": 40, "predicted": 0.0312, "observed": 0.025, "perfect": 0.0312},
        {"bin": "0.9-1.0", "count": 6, "predicted": 0.94, "observed": 1.0, "perfect": 0.94}]


def test_dcee_plots_come_from_the_reliability_bins(tmp_path: Path):
    reliability = {"joint": [_bin(0.0, 50, 0.02, 0.0), _bin(0.8, 9, 0.85, 0.78)], "semantic": [_bin(0.5, 7, 0.55, 0.57)]}
    written = write_plots("train_dcee", {**DCEE_REPORT, RELIABILITY_KEY: reliability}, tmp_path)
    assert [path.name for path in written] == list(PLOTS["train_dcee"])
    joint, semantic = (json.loads(path.read_text(encoding="utf-8")) for path in written)
    assert [(row["predicted"], row["observed"]) for row in joint] == [(0.02, 0.0), (0.85, 0.78)]
    assert [(row["predicted"], row["observed"]) for row in semantic] == [(0.55, 0.57)]


def test_dcee_plots_without_reliability_bins_are_empty_and_say_why(tmp_path: Path, capsys):
    written = write_plots("train_dcee", DCEE_REPORT, tmp_path)
    assert [json.loads(path.read_text(encoding="utf-8")) for path in written] == [[], []]
    assert f"no '{RELIABILITY_KEY}'" in capsys.readouterr().err


def test_ranker_plot_is_one_bar_per_feature(tmp_path: Path):
    gain = {"hybrid_score": 5.583, "dcee_confidence": 19.2892, "is_table": 0.0}
    [path] = write_plots("train_ranker", {"feature_importance_gain": gain, "seconds": 6.9}, tmp_path)
    assert path.name == "ranker_feature_importance.json"
    assert json.loads(path.read_text(encoding="utf-8")) == [
        {"feature": "hybrid_score", "gain": 5.583}, {"feature": "dcee_confidence", "gain": 19.2892},
        {"feature": "is_table", "gain": 0.0}]
