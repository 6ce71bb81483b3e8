"""Stage `train_intent` (`ragops train intent`): the T3D tier-1 intent classifier (docs/design.md#t3d).

Fitted on the train split's intents and imported intent labels; held-out accuracy before and after the 0.75
fallback, fallback rate, macro F1 and the confusion matrix; logged (skops) and registered as `t3d_intent`
`@challenger`, the local copy under `<data_root>/evaluators/t3d_intent/`.
"""

from __future__ import annotations

import time
from typing import Any

from models.vocabulary import INTENTS
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings
from tasks.evaluators.metrics import intent_metrics
from tasks.evaluators.pairs import imported_labels
from tasks.labels.queries import query_rows, query_set_path


def intent_pipeline(settings: Settings) -> Any:
    """Word and character n-gram TF-IDF into a multinomial logistic regression.

    Characters carry Chinese (no spaces to split words on) and model codes ("HX-200"); words carry English
    phrasing ("compare", "trend", "error"). Small, fast and calibrated enough for the 0.75 fallback. The first step
    takes the `query` column of a DataFrame (the registered model's signature) and passes a list of strings as is."""
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression
    from sklearn.pipeline import FeatureUnion, Pipeline
    from sklearn.preprocessing import FunctionTransformer

    from tasks.core.logged_models import query_texts

    features = FeatureUnion([
        ("words", TfidfVectorizer(analyzer="word", ngram_range=(1, 2), sublinear_tf=True, min_df=1)),
        ("chars", TfidfVectorizer(analyzer="char_wb", ngram_range=(1, 4), sublinear_tf=True, min_df=1)),
    ])
    classifier = LogisticRegression(C=settings.evaluators.intent.regularisation_c, max_iter=5000)
    return Pipeline([("query", FunctionTransformer(query_texts)), ("features", features), ("classifier", classifier)])


def intent_examples(settings: Settings, paths: DataPaths) -> tuple[list[str], list[str], Any]:
    """Queries and intents: the train split's, then the imported intent labels (returned too: logged as a dataset)."""
    rows = query_rows(settings, "train")
    queries = [row["query"] for row in rows]
    intents = [row["intent"] for row in rows]
    labels = imported_labels(settings, paths, "intent")
    queries.extend(labels["query"].astype(str))
    intents.extend(labels["label"].astype(str))
    return queries, intents, labels


def train_intent(settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.core.registry import INTENT, register
    from tasks.core.tracking import file_dataset, frame_dataset, stage_run

    started = time.perf_counter()
    # Opened first: the run spans loading, fitting, evaluation and logging.
    with stage_run("train_intent", settings, paths) as run:
        queries, intents, labels = intent_examples(settings, paths)
        n_imported = len(labels)
        unknown = sorted(set(intents) - set(INTENTS))
        if unknown:
            raise ValueError(f"intent labels {unknown} are not among {list(INTENTS)}")
        pipeline = intent_pipeline(settings).fit(queries, intents)
        heldout_rows = query_rows(settings, "heldout")
        threshold = settings.evaluators.intent.confidence_threshold
        metrics = intent_metrics(pipeline, heldout_rows, threshold)
        report = {"model": INTENT, "train_queries": len(queries), "imported_labels": n_imported, "heldout": metrics}

        datasets = [file_dataset("train_queries", query_set_path(settings, "train"), "training",
                                 rows=len(queries) - n_imported),
                    file_dataset("heldout_queries", query_set_path(settings, "heldout"), "evaluation",
                                 rows=len(heldout_rows))]
        if n_imported:
            datasets.append(frame_dataset("intent_labels", labels, paths.label_store, "training"))
        run.log_datasets(datasets)
        run.log_metrics({f"heldout_{key}": value for key, value in metrics.items() if isinstance(value, (int, float))},
                        dataset="heldout_queries")
        run.log_metrics({"train_queries": len(queries)}, dataset="train_queries")
        run.log_metrics({"imported_labels": n_imported}, dataset="intent_labels" if n_imported else None)
        run.log_dict(metrics, "intent_heldout_metrics.json")
        description = (
            "T3D tier-1 intent classifier: a scikit-learn pipeline (word and character TF-IDF into a multinomial "
            f"logistic regression) saved with skops; input a string column `query`, output `intent` (one of "
            f"{', '.join(INTENTS)}). Trained on {len(queries)} queries: "
            f"{'; '.join(ref.summary() for ref in datasets if ref.context == 'training')}. Held-out accuracy "
            f"{metrics['accuracy']} ({metrics['routed_accuracy']} after the {threshold} confidence fallback, "
            f"fallback rate {metrics['fallback_rate']}, macro F1 {metrics['macro_f1']}) on {metrics['queries']} "
            "queries.")
        report["version"] = register(run, INTENT, pipeline, paths.evaluators_dir / INTENT, {"stage": "train_intent"},
                                     description, example=queries)
        report["run_id"] = run.run_id
    report["seconds"] = round(time.perf_counter() - started, 2)
    return report
