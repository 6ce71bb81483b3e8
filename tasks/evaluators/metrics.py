"""Held-out metrics and plots of the evaluators, shared by training (its MLflow runs) and the evaluation
(`tasks.evaluation.evaluators`): DCEE ROC-AUC and calibration per head, intent accuracy before and after the
fallback, the ranker's recall@k, the calibration and feature-importance plots.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from itertools import pairwise
from pathlib import Path
from typing import Any

import numpy as np

from models.labels.evidence_labels import relevance_label
from models.retrieval.routing import route_predictions
from models.vocabulary import INTENTS
from tasks.evaluators.pairs import LabelledPairs


def good_passage_shares(confidence: np.ndarray, good: np.ndarray, pairs: LabelledPairs,
                        bounds: Mapping[str, float]) -> dict[str, Any]:
    """Per question with a good passage (relevant and in force) among its candidates: the share whose best good
    passage reaches each bound (the DCEE threshold: `correct`; the not_found floor: answerable at all)."""
    offsets = np.cumsum([0] + [len(pool.candidates) for pool in pairs.pools])
    best = [confidence[a:b][good[a:b] > 0].max() for a, b in pairwise(offsets) if (good[a:b] > 0).any()]
    shares: dict[str, Any] = {"questions_with_good_passage": len(best)}
    for name, bound in bounds.items():
        shares[f"good_passage_reaches_{name}"] = round(float(np.mean(np.asarray(best) >= bound)), 4) if best else None
    return shares


def dcee_metrics(model: Any, pairs: LabelledPairs, threshold: float, floor: float | None = None) -> dict[str, Any]:
    """ROC-AUC and ECE of each head on its own label, and of s·d on "good evidence" (relevant and in force); with the
    not_found `floor`, also the per-question shares of `good_passage_shares`."""
    from sklearn.metrics import roc_auc_score

    from models.evidence.calibration import expected_calibration_error, reliability_bins

    semantic_x, temporal_x = pairs.matrices()
    scores = model.scores(semantic_x, temporal_x)
    s_y = np.asarray(pairs.semantic_y)
    t_y = np.asarray(pairs.temporal_y)
    mask = np.asarray(pairs.temporal_mask, dtype=bool)
    good = s_y * t_y
    joint = scores["semantic"] * scores["temporal"]

    def auc(y: np.ndarray, p: np.ndarray) -> float | None:
        return round(float(roc_auc_score(y, p)), 4) if len(np.unique(y)) == 2 else None

    return {
        "pairs": len(s_y), "positives_semantic": int(s_y.sum()), "positives_good": int(good.sum()),
        "roc_auc_semantic": auc(s_y, scores["semantic"]),
        "roc_auc_temporal": auc(t_y[mask], scores["temporal"][mask]),
        "roc_auc_confidence": auc(good, scores["confidence"]),
        "ece_semantic": round(expected_calibration_error(scores["semantic"], s_y), 4),
        "ece_temporal": round(expected_calibration_error(scores["temporal"][mask], t_y[mask]), 4),
        "ece_joint": round(expected_calibration_error(joint, good), 4),
        "share_below_threshold": round(float((scores["confidence"] < threshold).mean()), 4),
        "reliability": {
            "semantic": [bin.__dict__ for bin in reliability_bins(scores["semantic"], s_y)],
            "joint": [bin.__dict__ for bin in reliability_bins(joint, good)],
        },
        "threshold": threshold, "weight": model.config.weight,
        **good_passage_shares(scores["confidence"], good, pairs,
                              {"threshold": threshold, **({"floor": floor} if floor is not None else {})}),
    }


def calibration_plot(metrics: Mapping[str, Any], path: Path) -> Path:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, axis = plt.subplots(figsize=(5, 5))
    axis.plot([0, 1], [0, 1], linestyle="--", color="grey", label="perfect")
    for name, label in (("semantic", "semantic head s"), ("joint", "s · d (relevant and in force)")):
        bins = [b for b in metrics["reliability"][name] if b["count"]]
        axis.plot([b["mean_score"] for b in bins], [b["positive_rate"] for b in bins], marker="o", label=label)
    axis.set_xlabel("predicted probability")
    axis.set_ylabel("observed positive rate")
    axis.set_title(f"DCEE calibration (held-out, ECE s {metrics['ece_semantic']}, s·d {metrics['ece_joint']})")
    axis.legend(loc="upper left")
    figure.tight_layout()
    figure.savefig(path, dpi=100)
    plt.close(figure)
    return path


def importance_plot(importances: Mapping[str, float], path: Path) -> Path:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    ordered = sorted(importances.items(), key=lambda item: item[1])
    figure, axis = plt.subplots(figsize=(6, 0.3 * len(ordered) + 1))
    axis.barh([name for name, _ in ordered], [value for _, value in ordered])
    axis.set_xlabel("gain")
    axis.set_title("T3D fusion ranker: feature importance")
    figure.tight_layout()
    figure.savefig(path, dpi=100)
    plt.close(figure)
    return path


def intent_metrics(pipeline: Any, rows: Sequence[Mapping[str, Any]], threshold: float) -> dict[str, Any]:
    from sklearn.metrics import confusion_matrix, f1_score

    queries = [row["query"] for row in rows]
    truth = [row["intent"] for row in rows]
    decided = route_predictions(list(pipeline.classes_), pipeline.predict_proba(queries), threshold)
    routed = [decision for decision, _ in decided]
    predicted = [top for _, top in decided]
    return {
        "queries": len(rows),
        "accuracy": round(float(np.mean([p == t for p, t in zip(predicted, truth)])), 4),
        "routed_accuracy": round(float(np.mean([r.intent == t for r, t in zip(routed, truth)])), 4),
        "fallback_rate": round(float(np.mean([r.fell_back for r in routed])), 4),
        "macro_f1": round(float(f1_score(truth, predicted, average="macro")), 4),
        "confusion_matrix": {"labels": list(INTENTS),
                             "rows": confusion_matrix(truth, predicted, labels=list(INTENTS)).tolist()},
    }


def ranker_recall(rows: Sequence[Mapping[str, Any]], pairs: LabelledPairs, scores: np.ndarray, k: int) -> float:
    """recall@k of the ranker's ordering of each pool (no correction step)."""
    offsets = np.cumsum([0] + [len(pool.candidates) for pool in pairs.pools])
    hits = []
    for row, pool, start, end in zip(rows, pairs.pools, offsets[:-1], offsets[1:]):
        order = np.argsort(-scores[start:end], kind="stable")[:k]
        hits.append(any(relevance_label(str(pool.candidates[i].metadata.get("source_path")), pool.candidates[i].text,
                                        row["relevant_doc"], row["relevant_text"]) for i in order))
    return float(np.mean(hits)) if hits else math.nan
