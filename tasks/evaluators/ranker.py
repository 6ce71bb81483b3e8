"""Stage `train_ranker` (`ragops train ranker`): the T3D tier-3 fusion ranker (XGBoost, pairwise).

Features: BM25, vector similarity, metadata matches, the routed intent and the DCEE scores
(models.retrieval.ranker_features). Scores a model gives its own training rows are optimistic, so the ranker is
fitted on *out-of-fold* DCEE and intent outputs (`N_FOLDS` folds over queries) and evaluated with this run's
full models (the DCEE and intent copies the two stages before registered, under `<data_root>/evaluators/`: logged
as the run's model inputs). Registered as `t3d_ranker` `@challenger`, XGBoost's own format.
"""

from __future__ import annotations

import tempfile
import time
from collections.abc import Mapping, Sequence
from itertools import pairwise
from pathlib import Path
from typing import Any

import numpy as np

from models.retrieval.routing import route_predictions
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings
from tasks.evaluators.dcee import fit_dcee
from tasks.evaluators.intent import intent_pipeline
from tasks.evaluators.metrics import importance_plot, ranker_recall
from tasks.evaluators.pairs import LabelledPairs, start_training
from tasks.runtime.evidence import EvidenceFeaturizer

N_FOLDS = 3  # out-of-fold scores for the ranker's DCEE / intent features


def _folds(n: int, k: int = N_FOLDS) -> list[np.ndarray]:
    return [np.arange(n)[fold::k] for fold in range(k)]


def _routing(pipeline: Any, queries: Sequence[str], threshold: float) -> list[tuple[str, float]]:
    decided = route_predictions(list(pipeline.classes_), pipeline.predict_proba(list(queries)), threshold)
    return [(decision.intent, decision.confidence) for decision, _ in decided]


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
        offsets = np.cumsum([0, *sizes])
        for position, index in enumerate(held):
            blocks[index] = matrix[offsets[position]:offsets[position + 1]]
            groups[index] = sizes[position]
    return np.vstack([block for block in blocks if block is not None and len(block)]), groups


def fit_ranker(settings: Settings, features: np.ndarray, relevance: np.ndarray, groups: Sequence[int]) -> Any:
    """XGBoost pairwise ranker; pools without any relevant candidate carry no pairwise signal and are dropped."""
    import xgboost

    offsets = np.cumsum([0, *groups])
    keep_rows, keep_groups = [], []
    for start, end in pairwise(offsets):
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


def train_ranker(settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from models.retrieval.ranker_features import RANKER_FEATURES
    from tasks.core.registry import DCEE, INTENT, RANKER, load_local, local_model_id, register
    from tasks.core.tracking import stage_run

    started = time.perf_counter()
    # Opened first: the run spans loading, the out-of-fold fits, training, evaluation and logging.
    with stage_run("train_ranker", settings, paths) as run:
        splits = start_training(settings, paths, run)
        featurizer, index_version, train_rows, train = (splits.featurizer, splits.index_version, splits.train_rows,
                                                        splits.train)
        features, groups = out_of_fold_features(settings, featurizer, train, train_rows)
        ranker = fit_ranker(settings, features, np.asarray(train.relevance, dtype=np.float32), groups)

        heldout_rows, heldout = splits.heldout(settings)
        dcee, intent = load_local(DCEE, paths), load_local(INTENT, paths)
        routing = _routing(intent, [row["query"] for row in heldout_rows],
                           settings.evaluators.intent.confidence_threshold)
        heldout_features, _ = ranker_matrix(featurizer, heldout, dcee, routing)
        k = settings.evaluators.evidence_k
        recall = ranker_recall(heldout_rows, heldout, ranker.predict(heldout_features), k)
        gain = ranker.get_booster().get_score(importance_type="gain")
        importances = {name: round(float(gain.get(f"f{i}", 0.0)), 4) for i, name in enumerate(RANKER_FEATURES)}
        report = {
            "model": RANKER, "train_queries": len(train_rows), "train_pairs": train.n_pairs,
            "heldout": {f"recall@{k}": round(recall, 4), "queries": len(heldout_rows)},
            "feature_importance_gain": importances, "features": list(RANKER_FEATURES),
        }

        datasets = splits.datasets(settings, paths, heldout_rows)
        run.log_datasets(datasets)
        # The held-out features come from this run's DCEE and intent models: the LoggedModels they were logged as.
        run.log_model_inputs(model_id for model_id in (local_model_id(DCEE, paths), local_model_id(INTENT, paths))
                             if model_id)
        run.log_metrics({f"heldout_recall_at_{k}": recall}, dataset="heldout_queries")
        run.log_metrics({"train_pairs": train.n_pairs}, dataset="train_queries")
        run.log_metrics({"index_chunks": float(featurizer.version.manifest.get("total", 0))}, dataset="chunk_store")
        run.log_dict({"gain": importances, "features": list(RANKER_FEATURES)}, "feature_importances.json")
        with tempfile.TemporaryDirectory() as scratch:
            run.log_artifact(importance_plot(importances, Path(scratch) / "feature_importance.png"))
        description = (
            "T3D tier-3 fusion ranker: an XGBoost pairwise ranker (XGBoost's UBJSON format); input the "
            f"{len(RANKER_FEATURES)} columns of models.retrieval.ranker_features.RANKER_FEATURES (retrieval scores, "
            "metadata matches, the routed intent, the DCEE scores), output a relevance `score`. Trained on index "
            f"{index_version} with {train.n_pairs} candidate pairs of {len(train_rows)} train queries and out-of-fold "
            f"DCEE and intent features: {'; '.join(ref.summary() for ref in datasets if ref.context == 'training')}. "
            f"Held-out recall@{k} {round(recall, 4)} on {len(heldout_rows)} queries, with this run's DCEE and intent "
            "models.")
        report["version"] = register(run, RANKER, ranker, paths.evaluators_dir / RANKER,
                                     {"index_version": index_version, "stage": "train_ranker"}, description,
                                     example=heldout_features[:5])
        report["run_id"] = run.run_id
    report["seconds"] = round(time.perf_counter() - started, 2)
    return report
