"""Stage `train_dcee` (`ragops train dcee`): the dual-channel evidence evaluator (DESIGN §5 DCEE).

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
from tasks.evaluators.pairs import LabelledPairs, corpus_pairs, imported_labels, imported_pairs
from tasks.labels.queries import query_rows, query_set_path
from tasks.runtime.evidence import dcee_config, open_featurizer, reference_date


def fit_dcee(settings: Settings, pairs: LabelledPairs, embedding_dim: int) -> Any:
    from models.evidence.dcee import train_dcee

    semantic_x, temporal_x = pairs.matrices()
    model, _ = train_dcee(dcee_config(settings, embedding_dim), semantic_x, temporal_x, np.asarray(pairs.semantic_y),
                          np.asarray(pairs.temporal_y), np.asarray(pairs.temporal_mask), np.asarray(pairs.weights))
    return model


def train_dcee(settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.core.registry import DCEE, register
    from tasks.core.tracking import chunk_store_dataset, file_dataset, frame_dataset, stage_run

    started = time.perf_counter()
    # Opened first: the run spans loading, training, evaluation and logging.
    with stage_run("train_dcee", settings, paths) as run:
        featurizer = open_featurizer(settings, paths)
        index_version = featurizer.version.version
        run.set_tags({"index_version": index_version})
        today = reference_date(settings)
        train_rows = query_rows(settings, "train")
        train = corpus_pairs(featurizer, train_rows, today)
        evidence = imported_labels(settings, paths, "evidence")
        labelled, missing = imported_pairs(featurizer, evidence, today)
        train.add(labelled)
        model = fit_dcee(settings, train, featurizer.embedder.dimension)
        heldout_rows = query_rows(settings, "heldout")
        heldout = corpus_pairs(featurizer, heldout_rows, today)
        metrics = dcee_metrics(model, heldout, settings.evaluators.dcee.threshold)
        report = {
            "model": DCEE, "index_version": index_version, "reference_date": today.isoformat(),
            "train_pairs": train.n_pairs, "train_queries": len(train.pools) - len(labelled.pools),
            "imported_labels": len(labelled.pools), "imported_labels_not_in_index": missing,
            "heldout": {key: value for key, value in metrics.items() if key != "reliability"},
            # The reliability bins apart (DVC plots data, tasks/core/dvc_files.py; lists, not metrics).
            "heldout_reliability": metrics["reliability"],
        }

        # Serving feedback rows reach training as evidence labels (tasks.labels.feedback.read_feedback names their
        # source "feedback:<file>:<line>"); logged apart from the Label Studio rows of the label store.
        from_feedback = evidence["source"].astype(str).str.startswith("feedback:")
        store_rows, feedback_rows = evidence[~from_feedback], evidence[from_feedback]
        feedback_folder = (paths.root / settings.evaluators.active_learning.feedback_glob).parent
        datasets = [chunk_store_dataset(featurizer.version.manifest, paths.chunk_store, featurizer.version.folder),
                    file_dataset("train_queries", query_set_path(settings, "train"), "training", rows=len(train_rows)),
                    file_dataset("heldout_queries", query_set_path(settings, "heldout"), "evaluation",
                                 rows=len(heldout_rows))]
        if len(store_rows):
            datasets.append(frame_dataset("evidence_labels", store_rows, paths.label_store, "training"))
        if len(feedback_rows):
            datasets.append(frame_dataset("evidence_feedback", feedback_rows, feedback_folder, "training"))
        run.log_datasets(datasets)
        run.log_metrics({f"heldout_{key}": value for key, value in report["heldout"].items()
                         if isinstance(value, (int, float)) and value is not None}, dataset="heldout_queries")
        run.log_metrics({"train_pairs": train.n_pairs}, dataset="train_queries")
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
            "Dual-channel evidence evaluator (DESIGN §5 DCEE): a pyfunc around the torch module of "
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
