"""Stages `train_dcee`, `train_intent`, `train_ranker` (DESIGN §2 train_evaluators, §5 DCEE and T3D).

Training data: the sample corpus's labelled query set, train split (`<ingest.source>/queries/train.jsonl`), plus
every label imported from Label Studio (`data/labels/labels.parquet`, `ragops labels import`). Evaluation: the
held-out split. Each stage
  - builds its examples through `tasks.evidence` (the code path `ragops query` and serving use),
  - fits the pure model (models/dcee.py, a scikit-learn pipeline, an XGBoost ranker),
  - saves it under `<data_root>/evaluators/<name>/`, logs params, metrics, plots and the model with its
    signature to an MLflow run, and registers a new version of `dcee` / `t3d_intent` / `t3d_ranker` with
    alias `@challenger`.
The ranker uses DCEE scores and the routed intent as features. Scores a model gives its own training rows are
optimistic, so the ranker is fitted on *out-of-fold* DCEE and intent outputs (3 folds over queries) and
evaluated with this run's full models.

Run: `ragops train` (all three + the active-learning queue), the train_evaluators DAG, or `dvc repro`.
"""

from __future__ import annotations

import json
import logging
import math
import tempfile
import time
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any, Mapping, Sequence

import numpy as np

from models.evidence_labels import relevance_label, semantic_label
from models.intent_routing import INTENTS, route
from models.temporal_decay import validity
from tasks.evidence import EvidenceFeaturizer, Pool, corpus_folder, dcee_config, open_featurizer, parse_date, reference_date
from tasks.paths import DataPaths
from tasks.settings import Settings

log = logging.getLogger(__name__)

N_FOLDS = 3  # out-of-fold scores for the ranker's DCEE / intent features
SPLITS = ("train", "heldout")


# ---------------------------------------------------------------- query rows


def query_rows(settings: Settings, split: str) -> list[dict[str, Any]]:
    """The labelled queries of one split; FileNotFoundError names the file and how to create it."""
    from tasks.eval_retrieval import load_queries

    if split not in SPLITS:
        raise ValueError(f"unknown split {split!r}; allowed: {SPLITS}")
    folder = corpus_folder(settings)
    if folder is None:
        raise ValueError(f"ingest.source {settings.ingest.source!r} is not a local folder: the labelled query "
                         "set must be local (<source>/queries/train.jsonl)")
    path = folder / "queries" / f"{split}.jsonl"
    if not path.is_file():
        raise FileNotFoundError(f"no labelled queries at {path}: run `ragops sample-corpus {folder}` or put a "
                                f"{split}.jsonl there")
    return load_queries(path)


def imported_labels(settings: Settings, paths: DataPaths, kind: str) -> Any:
    """Labels of one kind from the label store, plus (evidence) rated serving feedback weighted by credibility."""
    import pandas as pd

    from tasks.active_learning import feedback_labels, read_feedback
    from tasks.labels import load_labels

    labels = load_labels(paths)
    labels = labels[labels["kind"] == kind]
    if kind == "evidence":
        feedback = feedback_labels(read_feedback(settings, paths)[0])
        if feedback:
            labels = pd.concat([labels, pd.DataFrame(feedback, columns=labels.columns)], ignore_index=True)
    return labels.reset_index(drop=True)


# ---------------------------------------------------------------- labelled (query, chunk) pairs


@dataclass
class LabelledPairs:
    """Pools of candidates with per-candidate labels, concatenated in pool order."""

    pools: list[Pool] = field(default_factory=list)
    query_ids: list[str] = field(default_factory=list)  # one per pool
    semantic_y: list[float] = field(default_factory=list)
    temporal_y: list[float] = field(default_factory=list)
    temporal_mask: list[bool] = field(default_factory=list)
    relevance: list[float] = field(default_factory=list)  # ranker label (corpus rows only)
    weights: list[float] = field(default_factory=list)

    def add(self, other: "LabelledPairs") -> "LabelledPairs":
        for name in ("pools", "query_ids", "semantic_y", "temporal_y", "temporal_mask", "relevance", "weights"):
            getattr(self, name).extend(getattr(other, name))
        return self

    @property
    def n_pairs(self) -> int:
        return len(self.semantic_y)

    def matrices(self) -> tuple[np.ndarray, np.ndarray]:
        semantic = np.vstack([pool.semantic_x for pool in self.pools if len(pool.candidates)])
        temporal = np.vstack([pool.temporal_x for pool in self.pools if len(pool.candidates)])
        return semantic, temporal

    def subset(self, pool_indices: Sequence[int]) -> "LabelledPairs":
        """The pairs of the chosen pools (for cross-fitting)."""
        offsets = np.cumsum([0] + [len(pool.candidates) for pool in self.pools])
        picked = LabelledPairs()
        for index in pool_indices:
            rows = range(offsets[index], offsets[index + 1])
            picked.pools.append(self.pools[index])
            picked.query_ids.append(self.query_ids[index])
            for name in ("semantic_y", "temporal_y", "temporal_mask", "relevance", "weights"):
                values = getattr(self, name)
                getattr(picked, name).extend(values[row] for row in rows)
        return picked


def corpus_pairs(featurizer: EvidenceFeaturizer, rows: Sequence[Mapping[str, Any]], today: date) -> LabelledPairs:
    """Each query row's candidate pool labelled against its relevant document, answer and as-of date."""
    contexts = featurizer.contexts([row["query"] for row in rows], today)
    doc_of_path = {}
    pairs = LabelledPairs()
    for row, context in zip(rows, contexts):
        candidates = featurizer.candidates(context)
        pool = featurizer.pool(context, candidates)
        true_as_of = parse_date(row.get("as_of")) or today
        relevant_doc = row["relevant_doc"]
        for candidate in candidates:
            meta = candidate.metadata
            doc_of_path[str(meta.get("source_path"))] = str(meta.get("doc_id"))
        relevant_group = _group(featurizer, doc_of_path.get(relevant_doc) or _doc_id_of(featurizer, relevant_doc))
        pairs.pools.append(pool)
        pairs.query_ids.append(str(row["query_id"]))
        for candidate in candidates:
            meta = candidate.metadata
            doc_id = str(meta.get("doc_id"))
            other_version = (meta.get("source_path") != relevant_doc and relevant_group is not None
                             and _group(featurizer, doc_id) == relevant_group)
            lineage = featurizer.lineage.get(doc_id)
            state = validity(true_as_of, parse_date(meta.get("effective_date")), lineage.valid_until if lineage else None)
            pairs.semantic_y.append(float(semantic_label(candidate.text, row["relevant_text"], other_version)))
            pairs.temporal_y.append(0.0 if state in ("superseded", "not_yet_effective") else 1.0)
            pairs.temporal_mask.append(True)
            pairs.relevance.append(float(relevance_label(str(meta.get("source_path")), candidate.text,
                                                         relevant_doc, row["relevant_text"])))
            pairs.weights.append(1.0)
    return pairs


def _group(featurizer: EvidenceFeaturizer, doc_id: str | None) -> str | None:
    lineage = featurizer.lineage.get(doc_id) if doc_id else None
    return lineage.group if lineage else None


def _doc_id_of(featurizer: EvidenceFeaturizer, source_path: str) -> str | None:
    for strategy in ("operation", "comparison", "trend"):
        chunks = featurizer.version.strategy(strategy).chunks
        match = chunks.loc[chunks["source_path"] == source_path, "doc_id"]
        if len(match):
            return str(match.iloc[0])
    return None


def imported_pairs(featurizer: EvidenceFeaturizer, labels: Any, today: date) -> tuple[LabelledPairs, int]:
    """Label Studio evidence labels as one-candidate pools; returns the pairs and how many labels named a
    chunk that is not in the current index (skipped, counted)."""
    pairs = LabelledPairs()
    if labels is None or len(labels) == 0:
        return pairs, 0
    missing = 0
    todays = [parse_date(value) or today for value in labels["as_of"]]
    contexts = featurizer.contexts(list(labels["query"]), todays)
    for (_, label), context in zip(labels.iterrows(), contexts):
        candidate = featurizer.candidate_by_id(str(label["chunk_id"]))
        if candidate is None:
            missing += 1
            continue
        if label["as_of"]:
            context = featurizer.with_as_of(context, parse_date(label["as_of"]))
        pairs.pools.append(featurizer.pool(context, [candidate]))
        pairs.query_ids.append(f"label:{label['label_id']}")
        choice = label["label"]
        pairs.semantic_y.append(0.0 if choice == "irrelevant" else 1.0)
        pairs.temporal_y.append(1.0 if choice == "relevant_current" else 0.0)
        pairs.temporal_mask.append(choice != "irrelevant")  # an irrelevant chunk says nothing about time
        pairs.relevance.append(1.0 if choice == "relevant_current" else 0.0)
        pairs.weights.append(float(label.get("weight", 1.0) or 1.0))
    return pairs, missing


# ---------------------------------------------------------------- metrics and plots


def dcee_metrics(model: Any, pairs: LabelledPairs, threshold: float) -> dict[str, Any]:
    """ROC-AUC and ECE of each head on its own label, and of s·d on "good evidence" (relevant and in force)."""
    from sklearn.metrics import roc_auc_score

    from models.calibration import expected_calibration_error, reliability_bins

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
        "pairs": int(len(s_y)), "positives_semantic": int(s_y.sum()), "positives_good": int(good.sum()),
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


# ---------------------------------------------------------------- stage: DCEE


def fit_dcee(settings: Settings, pairs: LabelledPairs, embedding_dim: int) -> Any:
    from models.dcee import train_dcee

    semantic_x, temporal_x = pairs.matrices()
    model, _ = train_dcee(dcee_config(settings, embedding_dim), semantic_x, temporal_x, np.asarray(pairs.semantic_y),
                          np.asarray(pairs.temporal_y), np.asarray(pairs.temporal_mask), np.asarray(pairs.weights))
    return model


def train_dcee(settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.model_registry import DCEE, register, save_dcee
    from tasks.tracking import stage_run

    started = time.perf_counter()
    featurizer = open_featurizer(settings, paths)
    today = reference_date(settings)
    train = corpus_pairs(featurizer, query_rows(settings, "train"), today)
    labelled, missing = imported_pairs(featurizer, imported_labels(settings, paths, "evidence"), today)
    train.add(labelled)
    model = fit_dcee(settings, train, featurizer.embedder.dimension)
    heldout = corpus_pairs(featurizer, query_rows(settings, "heldout"), today)
    metrics = dcee_metrics(model, heldout, settings.evaluators.dcee.threshold)
    save_dcee(model, paths.evaluators_dir / DCEE)
    report = {
        "model": DCEE, "index_version": featurizer.version.version, "reference_date": today.isoformat(),
        "train_pairs": train.n_pairs, "train_queries": len(train.pools) - len(labelled.pools),
        "imported_labels": len(labelled.pools), "imported_labels_not_in_index": missing,
        "heldout": {key: value for key, value in metrics.items() if key != "reliability"},
    }
    with stage_run("train_dcee", settings, paths, tags={"index_version": featurizer.version.version}) as run:
        run.log_metrics({f"heldout_{key}": value for key, value in report["heldout"].items()
                         if isinstance(value, (int, float)) and value is not None})
        run.log_metrics({"train_pairs": train.n_pairs, "imported_labels": len(labelled.pools)})
        run.log_dict(metrics, "dcee_heldout_metrics.json")
        with tempfile.TemporaryDirectory() as scratch:
            run.log_artifact(calibration_plot(metrics, Path(scratch) / "calibration.png"))
        report["version"] = register(run, DCEE, paths.evaluators_dir / DCEE,
                                     {"index_version": featurizer.version.version, "stage": "train_dcee"})
        report["run_id"] = run.run_id
    report["seconds"] = round(time.perf_counter() - started, 2)
    return report


# ---------------------------------------------------------------- stage: intent classifier


def intent_pipeline(settings: Settings) -> Any:
    """Word and character n-gram TF-IDF into a multinomial logistic regression.

    Characters carry Chinese (no spaces to split words on) and model codes ("HX-200"); words carry English
    phrasing ("compare", "trend", "error"). Small, fast and calibrated enough for the 0.75 fallback."""
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression
    from sklearn.pipeline import FeatureUnion, Pipeline

    features = FeatureUnion([
        ("words", TfidfVectorizer(analyzer="word", ngram_range=(1, 2), sublinear_tf=True, min_df=1)),
        ("chars", TfidfVectorizer(analyzer="char_wb", ngram_range=(1, 4), sublinear_tf=True, min_df=1)),
    ])
    classifier = LogisticRegression(C=settings.evaluators.intent.regularisation_c, max_iter=5000)
    return Pipeline([("features", features), ("classifier", classifier)])


def intent_examples(settings: Settings, paths: DataPaths) -> tuple[list[str], list[str], int]:
    rows = query_rows(settings, "train")
    queries = [row["query"] for row in rows]
    intents = [row["intent"] for row in rows]
    labels = imported_labels(settings, paths, "intent")
    queries.extend(labels["query"].astype(str))
    intents.extend(labels["label"].astype(str))
    return queries, intents, len(labels)


def intent_metrics(pipeline: Any, rows: Sequence[Mapping[str, Any]], threshold: float) -> dict[str, Any]:
    from sklearn.metrics import confusion_matrix, f1_score

    queries = [row["query"] for row in rows]
    truth = [row["intent"] for row in rows]
    probabilities = pipeline.predict_proba(queries)
    classes = list(pipeline.classes_)
    predicted = [classes[int(np.argmax(p))] for p in probabilities]
    routed = [route(dict(zip(classes, map(float, p))), threshold) for p in probabilities]
    return {
        "queries": len(rows),
        "accuracy": round(float(np.mean([p == t for p, t in zip(predicted, truth)])), 4),
        "routed_accuracy": round(float(np.mean([r.intent == t for r, t in zip(routed, truth)])), 4),
        "fallback_rate": round(float(np.mean([r.fell_back for r in routed])), 4),
        "macro_f1": round(float(f1_score(truth, predicted, average="macro")), 4),
        "confusion_matrix": {"labels": list(INTENTS),
                             "rows": confusion_matrix(truth, predicted, labels=list(INTENTS)).tolist()},
    }


def train_intent(settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.model_registry import INTENT, register, save_intent
    from tasks.tracking import stage_run

    started = time.perf_counter()
    queries, intents, n_imported = intent_examples(settings, paths)
    unknown = sorted(set(intents) - set(INTENTS))
    if unknown:
        raise ValueError(f"intent labels {unknown} are not among {list(INTENTS)}")
    pipeline = intent_pipeline(settings).fit(queries, intents)
    metrics = intent_metrics(pipeline, query_rows(settings, "heldout"), settings.evaluators.intent.confidence_threshold)
    save_intent(pipeline, paths.evaluators_dir / INTENT, queries)
    report = {"model": INTENT, "train_queries": len(queries), "imported_labels": n_imported, "heldout": metrics}
    with stage_run("train_intent", settings, paths) as run:
        run.log_metrics({f"heldout_{key}": value for key, value in metrics.items() if isinstance(value, (int, float))})
        run.log_metrics({"train_queries": len(queries), "imported_labels": n_imported})
        run.log_dict(metrics, "intent_heldout_metrics.json")
        report["version"] = register(run, INTENT, paths.evaluators_dir / INTENT, {"stage": "train_intent"})
        report["run_id"] = run.run_id
    report["seconds"] = round(time.perf_counter() - started, 2)
    return report


# ---------------------------------------------------------------- stage: fusion ranker


def _folds(n: int, k: int = N_FOLDS) -> list[np.ndarray]:
    return [np.arange(n)[fold::k] for fold in range(k)]


def _routing(pipeline: Any, queries: Sequence[str], threshold: float) -> list[tuple[str, float]]:
    probabilities = pipeline.predict_proba(list(queries))
    classes = list(pipeline.classes_)
    decisions = [route(dict(zip(classes, map(float, p))), threshold) for p in probabilities]
    return [(decision.intent, decision.confidence) for decision in decisions]


def ranker_matrix(featurizer: EvidenceFeaturizer, pairs: LabelledPairs, dcee_model: Any,
                  routing: Sequence[tuple[str, float]]) -> tuple[np.ndarray, list[int]]:
    """Ranker feature rows for every pool (DCEE scores from `dcee_model`), and the pool sizes (groups)."""
    blocks, groups = [], []
    for pool, (intent, confidence) in zip(pairs.pools, routing):
        if not pool.candidates:
            groups.append(0)
            continue
        scores = dcee_model.scores(pool.semantic_x, pool.temporal_x)
        blocks.append(featurizer.ranker_rows(pool.context, intent, confidence, pool.candidates, scores))
        groups.append(len(pool.candidates))
    return np.vstack(blocks), groups


def out_of_fold_features(settings: Settings, featurizer: EvidenceFeaturizer, pairs: LabelledPairs,
                         rows: Sequence[Mapping[str, Any]]) -> tuple[np.ndarray, list[int]]:
    """Ranker rows where each pool's DCEE and intent features come from models that never saw that query."""
    threshold = settings.evaluators.intent.confidence_threshold
    blocks: list[np.ndarray | None] = [None] * len(pairs.pools)
    groups = [0] * len(pairs.pools)
    queries = [row["query"] for row in rows]
    for held in _folds(len(pairs.pools)):
        fitted = np.setdiff1d(np.arange(len(pairs.pools)), held)
        dcee = fit_dcee(settings, pairs.subset(fitted), featurizer.embedder.dimension)
        intent = intent_pipeline(settings).fit([queries[i] for i in fitted], [rows[i]["intent"] for i in fitted])
        routing = _routing(intent, [queries[i] for i in held], threshold)
        held_pairs = pairs.subset(held)
        matrix, sizes = ranker_matrix(featurizer, held_pairs, dcee, routing)
        offsets = np.cumsum([0] + sizes)
        for position, index in enumerate(held):
            blocks[index] = matrix[offsets[position]:offsets[position + 1]]
            groups[index] = sizes[position]
    return np.vstack([block for block in blocks if block is not None and len(block)]), groups


def fit_ranker(settings: Settings, features: np.ndarray, relevance: np.ndarray, groups: Sequence[int]) -> Any:
    """XGBoost pairwise ranker; pools without any relevant candidate carry no pairwise signal and are dropped."""
    import xgboost

    offsets = np.cumsum([0] + list(groups))
    keep_rows, keep_groups = [], []
    for start, end in zip(offsets[:-1], offsets[1:]):
        if end > start and relevance[start:end].max() > 0:
            keep_rows.extend(range(start, end))
            keep_groups.append(end - start)
    if not keep_groups:
        raise ValueError("no training query has a relevant candidate in its pool: the ranker cannot learn")
    ranker_settings = settings.evaluators.ranker
    ranker = xgboost.XGBRanker(
        objective=ranker_settings.objective, n_estimators=ranker_settings.n_estimators,
        max_depth=ranker_settings.max_depth, learning_rate=ranker_settings.learning_rate,
        random_state=ranker_settings.seed, n_jobs=1, tree_method="hist",
    )
    ranker.fit(features[keep_rows], relevance[keep_rows], group=keep_groups)
    return ranker


def ranker_recall(rows: Sequence[Mapping[str, Any]], pairs: LabelledPairs, scores: np.ndarray, k: int) -> float:
    """recall@k of the ranker's ordering of each pool (no correction step)."""
    offsets = np.cumsum([0] + [len(pool.candidates) for pool in pairs.pools])
    hits = []
    for row, pool, start, end in zip(rows, pairs.pools, offsets[:-1], offsets[1:]):
        order = np.argsort(-scores[start:end], kind="stable")[:k]
        hits.append(any(relevance_label(str(pool.candidates[i].metadata.get("source_path")), pool.candidates[i].text,
                                        row["relevant_doc"], row["relevant_text"]) for i in order))
    return float(np.mean(hits)) if hits else math.nan


def train_ranker(settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from models.ranker_features import RANKER_FEATURES
    from tasks.model_registry import DCEE, INTENT, RANKER, load_local, register, save_ranker
    from tasks.tracking import stage_run

    started = time.perf_counter()
    featurizer = open_featurizer(settings, paths)
    today = reference_date(settings)
    train_rows = query_rows(settings, "train")
    train = corpus_pairs(featurizer, train_rows, today)
    features, groups = out_of_fold_features(settings, featurizer, train, train_rows)
    ranker = fit_ranker(settings, features, np.asarray(train.relevance, dtype=np.float32), groups)

    heldout_rows = query_rows(settings, "heldout")
    heldout = corpus_pairs(featurizer, heldout_rows, today)
    dcee, intent = load_local(DCEE, paths), load_local(INTENT, paths)
    routing = _routing(intent, [row["query"] for row in heldout_rows], settings.evaluators.intent.confidence_threshold)
    heldout_features, _ = ranker_matrix(featurizer, heldout, dcee, routing)
    k = settings.evaluators.evidence_k
    recall = ranker_recall(heldout_rows, heldout, ranker.predict(heldout_features), k)
    gain = ranker.get_booster().get_score(importance_type="gain")
    importances = {name: round(float(gain.get(f"f{i}", 0.0)), 4) for i, name in enumerate(RANKER_FEATURES)}
    save_ranker(ranker, paths.evaluators_dir / RANKER, heldout_features[:5])
    report = {
        "model": RANKER, "train_queries": len(train_rows), "train_pairs": train.n_pairs,
        "heldout": {f"recall@{k}": round(recall, 4), "queries": len(heldout_rows)},
        "feature_importance_gain": importances, "features": list(RANKER_FEATURES),
    }
    with stage_run("train_ranker", settings, paths, tags={"index_version": featurizer.version.version}) as run:
        run.log_metrics({f"heldout_recall_at_{k}": recall, "train_pairs": train.n_pairs})
        run.log_dict({"gain": importances, "features": list(RANKER_FEATURES)}, "feature_importances.json")
        with tempfile.TemporaryDirectory() as scratch:
            run.log_artifact(importance_plot(importances, Path(scratch) / "feature_importance.png"))
        report["version"] = register(run, RANKER, paths.evaluators_dir / RANKER,
                                     {"index_version": featurizer.version.version, "stage": "train_ranker"})
        report["run_id"] = run.run_id
    report["seconds"] = round(time.perf_counter() - started, 2)
    return report


def write_report(paths: DataPaths, name: str, report: Mapping[str, Any]) -> Path:
    from tasks.atomic import write_json_atomic

    target = paths.evaluators_dir / f"{name}_report.json"
    write_json_atomic(target, dict(report))
    return target


def run(settings: Settings, paths: DataPaths) -> dict[str, Any]:
    """`ragops train`: DCEE, intent classifier, ranker (it needs the first two), then the labelling queue —
    the train_evaluators DAG's code path in one process."""
    from tasks.active_learning import export_queue
    from tasks.corrective import CorrectivePipeline
    from tasks.evidence import open_featurizer
    from tasks.model_registry import load_local_evaluators

    started = time.perf_counter()
    reports = {"dcee": train_dcee(settings, paths), "intent": train_intent(settings, paths)}
    reports["ranker"] = train_ranker(settings, paths)
    pipeline = CorrectivePipeline(settings, open_featurizer(settings, paths), load_local_evaluators(paths))
    reports["queue"] = export_queue(settings, paths, pipeline)
    reports["seconds"] = round(time.perf_counter() - started, 2)
    write_report(paths, "train", reports)
    return reports


def main(argv: list[str] | None = None) -> int:
    """`python -m tasks.train_evaluators STAGE [--data-root DIR] [--params FILE] [--set section.key=value]`.

    STAGE: `dcee`, `intent`, `ranker` (one training stage, as dvc.yaml runs it; its report goes to
    `<data_root>/evaluators/<stage>_report.json` and stdout), `queue` (the labelling queue from this data root's
    trained models, tasks.active_learning), `all` (`ragops train`: the three and the queue), or `init-labels` (dvc.yaml's `labels` stage: write an empty label store when there is none, so the training
    stages can depend on it before anything was imported; an existing store is left as it is).
    Exit status: 0 success, 2 bad settings, 1 the stage failed for missing or invalid data.
    """
    import argparse
    import sys

    from tasks.active_learning import export_queue
    from tasks.settings import SettingsError, load_settings, parse_set_args

    stages = {"dcee": train_dcee, "intent": train_intent, "ranker": train_ranker, "queue": export_queue}
    parser = argparse.ArgumentParser(prog="python -m tasks.train_evaluators", description=main.__doc__.split("\n")[0])
    parser.add_argument("stage", choices=[*stages, "all", "init-labels"])
    parser.add_argument("--data-root", default=None, metavar="DIR", help="artifact root (default: RAGOPS_DATA_ROOT or data/)")
    parser.add_argument("--params", default=None, metavar="FILE", help="params file (default: params.yaml)")
    parser.add_argument("--set", dest="overrides", action="append", default=[], metavar="SECTION.KEY=VALUE")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr, format="%(levelname)s %(name)s: %(message)s")
    try:
        settings = load_settings(Path(args.params) if args.params else None, parse_set_args(args.overrides))
    except SettingsError as err:
        print(f"train_evaluators: {err}", file=sys.stderr)
        return 2
    paths = DataPaths.from_env(args.data_root)
    try:
        if args.stage == "init-labels":
            from tasks.labels import ensure_label_store

            report: dict[str, Any] = ensure_label_store(paths)
        elif args.stage == "all":
            report = run(settings, paths)
        else:
            report = stages[args.stage](settings, paths)
            write_report(paths, args.stage, report)
    except (FileNotFoundError, ValueError) as err:
        print(f"train_evaluators {args.stage}: {err}", file=sys.stderr)
        return 1
    print(json.dumps(report, indent=2, ensure_ascii=False, default=str))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
