"""Stage `train_intent` (`ragops train intent`): the T3D tier-1 intent classifier (DESIGN §5 T3D).

Fitted on the train split's intents and imported intent labels; held-out accuracy before and after the 0.75
fallback, fallback rate, macro F1 and the confusion matrix; saved, logged and registered as `t3d_intent`
`@challenger`.
"""

from __future__ import annotations

import time
from typing import Any

from models.vocabulary import INTENTS
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings
from tasks.evaluators.metrics import intent_metrics
from tasks.evaluators.pairs import imported_labels
from tasks.labels.queries import query_rows


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


def train_intent(settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.core.registry import INTENT, register, save_intent
    from tasks.core.tracking import stage_run

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
