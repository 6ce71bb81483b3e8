"""
### Train evaluators

Label store + CURRENT index → the dual-channel evidence evaluator (DCEE), the T3D intent classifier and the T3D
fusion ranker. Each is logged to MLflow (params, metrics, calibration plot or feature importances, the model with
its signature) and registered as a new version of `dcee`, `t3d_intent`, `t3d_ranker` with alias `@challenger`;
moving `@champion` is the promotion DAG's job, never this one's.

| step | what |
|---|---|
| `train_dcee` | semantic and temporal heads on labelled (query, chunk) pairs: the sample corpus's train split, imported labels, rated serving feedback |
| `train_intent` | the 4-class intent classifier on the train split and imported intent labels (in parallel with `train_dcee`) |
| `train_ranker` | XGBoost pairwise ranker over BM25, vector, metadata and DCEE features, fitted on out-of-fold DCEE and intent outputs |
| `evaluate` | this run's three models on the held-out queries: stale top-1 share and recall@5 against plain hybrid, intent accuracy, DCEE ROC-AUC and calibration → `data/reports/eval_evaluators.json` |
| `export_queue` | the unlabelled pool scored with this run's models; the least confident samples → `data/labels/queue/` in Label Studio's import format |

Each step's report is returned (XCom) and written to `data/evaluators/<step>_report.json` (the evaluation's to
its own report). Scheduled on the `ragops_labels` asset (every label import, see `import_labels`). Trigger
manually with conf to override settings, e.g. `{"evaluators": {"dcee": {"threshold": 0.5}}}` or
`{"evaluators.ranker.n_estimators": 80}`. Missing or invalid inputs (no published index, no labelled query set,
a bad override) fail the run at once, without retries.
"""

from __future__ import annotations

from contextlib import contextmanager
from datetime import timedelta
from typing import Iterator

import pendulum
from airflow.sdk import dag, get_current_context, task

from tasks.assets import LABELS


def _settings():
    from tasks.settings import load_settings

    return load_settings(overrides=get_current_context()["dag_run"].conf or {})


@contextmanager
def _fail_fast() -> Iterator[None]:
    """Missing data or invalid settings are deterministic: fail the task instead of retrying it."""
    from airflow.sdk.exceptions import AirflowFailException

    try:
        yield
    except (FileNotFoundError, ValueError) as err:
        raise AirflowFailException(f"{type(err).__name__}: {err}") from err


def _run(function: str, report_name: str, module: str = "tasks.train_evaluators") -> dict:
    """Run one stage function `module.function(settings, paths)`; its report is returned (XCom) and written to
    data/evaluators/<report_name>_report.json."""
    import importlib

    from tasks.paths import DataPaths
    from tasks.train_evaluators import write_report

    paths = DataPaths.from_env()
    with _fail_fast():
        report = getattr(importlib.import_module(module), function)(_settings(), paths)
    write_report(paths, report_name, report)
    return report


@dag(
    schedule=[LABELS],
    start_date=pendulum.datetime(2026, 1, 1, tz="UTC"),
    catchup=False,
    max_active_runs=1,
    tags=["ragops", "train"],
    default_args={"retries": 2, "retry_delay": timedelta(minutes=1)},
    doc_md=__doc__,
)
def train_evaluators():
    @task
    def train_dcee() -> dict:
        return _run("train_dcee", "dcee")

    @task
    def train_intent() -> dict:
        return _run("train_intent", "intent")

    @task
    def train_ranker(dcee: dict, intent: dict) -> dict:
        """Loads the DCEE and intent models the two steps before saved under data/evaluators/ (their reports
        come in only to make those steps upstream)."""
        return _run("train_ranker", "ranker")

    @task
    def evaluate(ranker: dict) -> dict:
        from tasks.eval_evaluators import K, evaluate
        from tasks.paths import DataPaths

        paths = DataPaths.from_env()
        with _fail_fast():
            report = evaluate(_settings(), paths, local=True)  # this run's models, not whatever @alias says
        return {
            "report": str(paths.reports / "eval_evaluators.json"),
            "index_version": report["index_version"],
            "model_versions": report["model_versions"],
            "stale_top1_relative_reduction": report["stale_top1_relative_reduction"],
            f"recall@{K}_change_points": report[f"recall@{K}_change_points"],
            "intent_accuracy": report["intent"]["accuracy"],
            "dcee_roc_auc_confidence": report["dcee"]["roc_auc_confidence"],
            "dcee_ece_joint": report["dcee"]["ece_joint"],
            "targets": report["targets"],
        }

    @task
    def export_queue(ranker: dict) -> dict:
        """The unlabelled pool scored with this run's models (data/evaluators/)."""
        return _run("export_queue", "queue", module="tasks.active_learning")

    ranker = train_ranker(train_dcee(), train_intent())
    evaluate(ranker)
    export_queue(ranker)


train_evaluators()
