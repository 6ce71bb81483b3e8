"""Stage `train_dcee` (`ragops train dcee`): the dual-channel evidence evaluator (docs/design.md#dcee).

Semantic and temporal heads fitted jointly on the labelled pairs of the train split, imported evidence labels and
rated serving feedback; held-out ROC-AUC and ECE per head and of s·d with a calibration plot; logged and registered
as a new version of `dcee` with alias `@challenger`, the local copy under `<data_root>/evaluators/dcee/`. The run's
inputs: the chunk store the index was built from, the train split, the label-store rows and the feedback rows used
(training), the held-out split (evaluation).
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

from tasks.core.paths import DataPaths
from tasks.core.settings import Settings
from tasks.evaluators.metrics import calibration_plot, dcee_metrics
from tasks.evaluators.pairs import (
    LabelledPairs,
    answer_removed,
    family_folds,
    imported_labels,
    imported_pairs,
    near_topic_pairs,
    start_training,
)
from tasks.runtime.evidence import dcee_config

N_FAMILY_FOLDS = 3  # validation folds over families (pairs.family_folds): the calibration and the by-family figures


def _fit(settings: Settings, pairs: LabelledPairs, embedding_dim: int) -> Any:
    from models.evidence.dcee import train_dcee

    semantic_x, temporal_x = pairs.matrices()
    model, _ = train_dcee(dcee_config(settings, embedding_dim), semantic_x, temporal_x, np.asarray(pairs.semantic_y),
                          np.asarray(pairs.temporal_y), np.asarray(pairs.temporal_mask), np.asarray(pairs.weights))
    return model


def out_of_family(settings: Settings, pairs: LabelledPairs, embedding_dim: int) -> np.ndarray:
    """The semantic head's raw logit for every pair from a model fitted on the *other* families (N_FAMILY_FOLDS
    folds, no family in two): what the head says of families it never saw. NaN where a fold could not be fitted."""
    offsets = np.cumsum([0] + [len(pool.candidates) for pool in pairs.pools])
    logits = np.full(pairs.n_pairs, np.nan)
    for held in family_folds(pairs.families, N_FAMILY_FOLDS):
        fitted = np.setdiff1d(np.arange(len(pairs.pools)), held)
        try:
            model = _fit(settings, pairs.subset(fitted), embedding_dim)
        except ValueError:  # a fold whose training part lacks a class: leave its pairs out of the calibration
            continue
        semantic_x, _ = pairs.subset(held).matrices()
        rows = np.concatenate([np.arange(offsets[i], offsets[i + 1]) for i in held])
        logits[rows] = model.semantic_logits(semantic_x)
    return logits


def fit_dcee(settings: Settings, pairs: LabelledPairs, embedding_dim: int) -> Any:
    """DCEE on every pair plus their answer-removed copies (`pairs.answer_removed`: the same questions with the
    documents that answer them taken out of their pools, every candidate left a negative), the semantic logit
    Platt-calibrated on out-of-family logits (`out_of_family`): s is then the probability that a passage answers a
    question of a family the head was not fitted on, which is what serving meets. `family_validation` reports it."""
    from models.evidence.dcee import calibrate_semantic, platt_parameters

    pairs = LabelledPairs().add(pairs).add(answer_removed(pairs))
    model = _fit(settings, pairs, embedding_dim)
    logits = out_of_family(settings, pairs, embedding_dim)
    known = np.isfinite(logits)
    labels = np.asarray(pairs.semantic_y)
    if known.any():
        calibrate_semantic(model, *platt_parameters(logits[known], labels[known], np.asarray(pairs.weights)[known]))
    # For the report (not saved with the model): the out-of-family logits and their labels.
    model.validation = {"logits": logits[known], "labels": labels[known], "families": len(set(pairs.families))}
    return model


def family_validation(model: Any) -> dict[str, Any]:
    """ROC-AUC and ECE of the calibrated semantic head on out-of-family pairs (each scored by a fold model that never
    saw its family, through the final calibration), answer-removed copies included."""
    from sklearn.metrics import roc_auc_score

    from models.evidence.calibration import expected_calibration_error

    logits, labels = model.validation["logits"], model.validation["labels"]
    scale, bias = float(model.semantic_scale), float(model.semantic_bias)
    probability = 1.0 / (1.0 + np.exp(-(logits * scale + bias)))
    two = len(np.unique(labels)) == 2
    return {"families": model.validation["families"], "folds": N_FAMILY_FOLDS, "pairs": len(labels),
            "roc_auc_semantic": round(float(roc_auc_score(labels, probability)), 4) if two else None,
            "ece_semantic": round(expected_calibration_error(probability, labels), 4) if len(labels) else None,
            "calibration": {"scale": round(scale, 4), "bias": round(bias, 4)}}


def train_dcee(settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.core.registry import DCEE, register
    from tasks.core.tracking import frame_dataset, stage_run

    started = time.perf_counter()
    # Opened first: the run spans loading, training, evaluation and logging.
    with stage_run("train_dcee", settings, paths) as run:
        splits = start_training(settings, paths, run)
        featurizer, index_version, today = splits.featurizer, splits.index_version, splits.today
        train_rows, train = splits.train_rows, splits.train
        near_topic = near_topic_pairs(featurizer, train_rows, today)
        train.add(near_topic)
        evidence = imported_labels(settings, paths, "evidence")
        labelled, missing = imported_pairs(featurizer, evidence, today)
        train.add(labelled)
        model = fit_dcee(settings, train, featurizer.embedder.dimension)
        heldout_rows, heldout = splits.heldout(settings)
        metrics = dcee_metrics(model, heldout, settings.evaluators.dcee.threshold)
        report = {
            "model": DCEE, "index_version": index_version, "reference_date": today.isoformat(),
            "train_pairs": train.n_pairs, "train_queries": len(train_rows), "near_topic_questions": len(near_topic.pools),
            "imported_labels": len(labelled.pools), "imported_labels_not_in_index": missing,
            "heldout": {key: value for key, value in metrics.items() if key != "reliability"},
            # The semantic head on families it was not fitted on (folds by family): the figure that transfers.
            "family_validation": family_validation(model),
            # The reliability bins apart (DVC plots data, tasks/core/dvc_files.py; lists, not metrics).
            "heldout_reliability": metrics["reliability"],
        }

        # Serving feedback rows reach training as evidence labels (tasks.labels.feedback.read_feedback names their
        # source "feedback:<file>:<line>"); logged apart from the Label Studio rows of the label store.
        from_feedback = evidence["source"].astype(str).str.startswith("feedback:")
        store_rows, feedback_rows = evidence[~from_feedback], evidence[from_feedback]
        feedback_folder = (paths.root / settings.evaluators.active_learning.feedback_glob).parent
        datasets = splits.datasets(settings, paths, heldout_rows)
        if len(store_rows):
            datasets.append(frame_dataset("evidence_labels", store_rows, paths.label_store, "training"))
        if len(feedback_rows):
            datasets.append(frame_dataset("evidence_feedback", feedback_rows, feedback_folder, "training"))
        run.log_datasets(datasets)
        run.log_metrics({f"heldout_{key}": value for key, value in report["heldout"].items()
                         if isinstance(value, (int, float)) and value is not None}, dataset="heldout_queries")
        run.log_metrics({"train_pairs": train.n_pairs, "near_topic_questions": len(near_topic.pools),
                         **{f"family_validation_{key}": value for key, value in report["family_validation"].items()
                            if isinstance(value, (int, float)) and value is not None}}, dataset="train_queries")
        run.log_metrics({"index_chunks": float(featurizer.version.manifest.get("total", 0))}, dataset="chunk_store")
        run.log_metrics({"imported_labels": len(labelled.pools)},
                        dataset="evidence_labels" if len(store_rows) else None)
        if len(feedback_rows):
            run.log_metrics({"feedback_labels": len(feedback_rows)}, dataset="evidence_feedback")
        run.log_dict(metrics, "dcee_heldout_metrics.json")
        with tempfile.TemporaryDirectory() as scratch:
            run.log_artifact(calibration_plot(metrics, Path(scratch) / "calibration.png"))
        held = report["heldout"]
        description = (
            "Dual-channel evidence evaluator (docs/design.md#dcee): a pyfunc around the torch module of "
            f"models/evidence/dcee.py, {model.config.semantic_dim} semantic then {model.config.temporal_dim} temporal "
            "feature columns in, the semantic head s, temporal head d and confidence s·d·weight out. Trained on index "
            f"{index_version} with {train.n_pairs} (query, chunk) pairs: "
            f"{'; '.join(ref.summary() for ref in datasets if ref.context == 'training')}. Held-out "
            f"({held['pairs']} pairs): ROC-AUC of the confidence {held['roc_auc_confidence']}, of s "
            f"{held['roc_auc_semantic']}, of d {held['roc_auc_temporal']}; ECE of s·d {held['ece_joint']}.")
        report["version"] = register(run, DCEE, model, paths.evaluators_dir / DCEE,
                                     {"index_version": index_version, "stage": "train_dcee"}, description)
        report["run_id"] = run.run_id
    report["seconds"] = round(time.perf_counter() - started, 2)
    return report
