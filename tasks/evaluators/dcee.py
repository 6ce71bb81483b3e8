"""Stage `train_dcee` (`ragops train dcee`): the dual-channel evidence evaluator (DESIGN §5 DCEE).

Semantic and temporal heads fitted jointly on the labelled pairs of the train split, imported evidence labels and
rated serving feedback; held-out ROC-AUC and ECE per head and of s·d with a calibration plot; saved under
`<data_root>/evaluators/dcee/`, logged and registered as a new version of `dcee` with alias `@challenger`.
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
from tasks.labels.queries import query_rows
from tasks.runtime.evidence import dcee_config, open_featurizer, reference_date


def fit_dcee(settings: Settings, pairs: LabelledPairs, embedding_dim: int) -> Any:
    from models.evidence.dcee import train_dcee

    semantic_x, temporal_x = pairs.matrices()
    model, _ = train_dcee(dcee_config(settings, embedding_dim), semantic_x, temporal_x, np.asarray(pairs.semantic_y),
                          np.asarray(pairs.temporal_y), np.asarray(pairs.temporal_mask), np.asarray(pairs.weights))
    return model


def train_dcee(settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.core.registry import DCEE, register, save_dcee
    from tasks.core.tracking import stage_run

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
