"""
### Train evaluators

Label store + CURRENT index → the dual-channel evidence evaluator (DCEE), the T3D intent classifier and the T3D
fusion ranker. Each is logged to MLflow (params, metrics, calibration plot or feature importances, the model with
its signature) and registered as a new version of `dcee`, `t3d_intent`, `t3d_ranker` with alias `@challenger`;
moving `@champion` is the promotion DAG's job (`promote_models`, scheduled on the `ragops_evaluators` asset that
`train_ranker` publishes), never this one's.

| step | what |
|---|---|
| `snapshot_settings` | params.yaml + the run's conf, frozen for the whole run (a bad override fails here) |
| `train_dcee` | semantic and temporal heads on labelled (query, chunk) pairs: the sample corpus's train split, imported labels, rated serving feedback |
| `train_intent` | the 4-class intent classifier on the train split and imported intent labels (in parallel with `train_dcee`) |
| `train_ranker` | XGBoost pairwise ranker over BM25, vector, metadata and DCEE features, fitted on out-of-fold DCEE and intent outputs |
| `evaluate` | this run's three models on the held-out queries: stale top-1 share and recall@5 against plain hybrid, intent accuracy, DCEE ROC-AUC and calibration → `data/reports/eval_evaluators.json` |
| `export_queue` | the unlabelled pool scored with this run's models; the least confident samples → `data/labels/queue/` in Label Studio's import format |

Each step's report is returned (XCom) and written to `data/evaluators/<step>_report.json` (the evaluation's to
its own report). Scheduled on the `ragops_labels` asset (every label import, see `import_labels`). Trigger
manually from the trigger form (typed fields, validated before the run is created) or with conf, e.g.
`{"evaluators.ranker.n_estimators": 80}` (nested `{"evaluators": {"dcee": {"threshold": 0.5}}}` works too). Missing or invalid inputs (no published index, no labelled query set,
a bad override) fail the run at once, without retries.
"""

from __future__ import annotations

from typing import Any

from airflow.sdk import get_current_context, task

from dags._common import (
    EVALUATORS,
    LABELS,
    data_root,
    failing_fast,
    ragops_dag,
    relative,
    run_settings,
    settings_params,
    snapshot_settings,
)

PARAMS = ("evaluators.dcee.epochs", "evaluators.dcee.threshold", "evaluators.intent.regularisation_c",
          "evaluators.intent.confidence_threshold", "evaluators.ranker.n_estimators")


def _step_report(name: str, report: dict[str, Any], paths: Any) -> dict[str, Any]:
    """A step's report goes to XCom (returned) and to data/evaluators/<name>_report.json."""
    from tasks.core.atomic import write_json_atomic

    write_json_atomic(paths.step_report(name), report)
    return report


@ragops_dag(schedule=[LABELS], tags=["train"], doc_md=__doc__, params=settings_params(*PARAMS))
def train_evaluators():
    @task
    def train_dcee(snapshot: str) -> dict:
        from tasks.evaluators.dcee import train_dcee

        with data_root() as paths, failing_fast():
            return _step_report("dcee", train_dcee(run_settings(snapshot, paths), paths), paths)

    @task
    def train_intent(snapshot: str) -> dict:
        from tasks.evaluators.intent import train_intent

        with data_root() as paths, failing_fast():
            return _step_report("intent", train_intent(run_settings(snapshot, paths), paths), paths)

    @task(outlets=[EVALUATORS])  # the last of the three registered: promote_models is scheduled on it
    def train_ranker(snapshot: str, dcee: dict, intent: dict) -> dict:
        """Loads the DCEE and intent models the two steps before saved under data/evaluators/ (their reports
        come in to make those steps upstream, and for the versions the asset event names)."""
        from tasks.evaluators.ranker import train_ranker

        with data_root() as paths, failing_fast():
            report = _step_report("ranker", train_ranker(run_settings(snapshot, paths), paths), paths)
        # The asset event names the three @challenger versions this run registered (the assets view shows them).
        get_current_context()["outlet_events"][EVALUATORS].extra = {
            "dcee": dcee.get("version"), "t3d_intent": intent.get("version"), "t3d_ranker": report.get("version"),
            "index_version": dcee.get("index_version")}
        return report

    @task
    def eval_evaluators(snapshot: str, ranker: dict) -> dict:
        """dvc stage and CLI `eval_evaluators` / `ragops eval`: this run's models on the held-out questions."""
        from tasks.evaluation.evaluators import evaluate

        with data_root() as paths, failing_fast():
            settings = run_settings(snapshot, paths)
            report = evaluate(settings, paths, local=True)  # this run's models, not whatever @alias says
        k = settings.evaluation.k
        return {
            "report": relative(paths, paths.reports / "eval_evaluators.json"),
            "index_version": report["index_version"],
            "model_versions": report["model_versions"],
            "stale_top1_relative_reduction": report["stale_top1_relative_reduction"],
            f"recall@{k}_change_points": report[f"recall@{k}_change_points"],
            "intent_accuracy": report["intent"]["accuracy"],
            "dcee_roc_auc_confidence": report["dcee"]["roc_auc_confidence"],
            "dcee_ece_joint": report["dcee"]["ece_joint"],
            "targets": report["targets"],
        }

    @task
    def export_queue(snapshot: str, ranker: dict) -> dict:
        """The unlabelled pool scored with this run's models (data/evaluators/)."""
        from tasks.labels import stage

        with data_root() as paths, failing_fast():
            return _step_report("queue", stage.export_queue(run_settings(snapshot, paths), paths), paths)

    snapshot = snapshot_settings()
    ranker = train_ranker(snapshot, train_dcee(snapshot), train_intent(snapshot))
    eval_evaluators(snapshot, ranker)
    export_queue(snapshot, ranker)


train_evaluators()
