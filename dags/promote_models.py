"""
### Promote models

The candidate deployment — the CURRENT index, the `@challenger` versions of `dcee`, `t3d_intent`, `t3d_ranker`, the
generator `promotion.generator` names — against the champion (the deployment manifest serving serves), then the
gate, an optional human review, and promotion to serving (docs/design.md#promotion-gate).

| step | what |
|---|---|
| `snapshot_settings` | params.yaml + the run's conf, frozen for the whole run |
| `evaluate` | both deployments on the same questions through `python -m serving` (held-out, no-answer, golden sets): recall@k, right answers, stale evidence, not_found precision/recall, intent accuracy, DCEE AUC/ECE, correction rate, answer support, answer F1 / exact match, refusal accuracy, latency P50/P95 → `data/reports/promotion_eval.json`, plots, MLflow; a candidate with a generator is measured with the extractive backend too |
| `gate` | a generator's answers against the extractive backend's (`promotion.generator_thresholds`: refused → the extractive candidate is gated), then `promotion.thresholds` (models/gate.py): pass/fail with every reason, tagged on the candidate's versions (`validation_status`, `gate.reasons`) |
| `route` | straight to `promote` unless `promotion.require_review` and the gate passed |
| `review` | Airflow's human-in-the-loop `ApprovalOperator` (Required Actions): its body is the metric diff against the champion; Reject skips `promote` |
| `promote` | the reviewer's decision as tags (`review`, `review.reviewer`, `review.time`), `@champion` moved (old one `@previous`), the manifest written, serving reloaded and smoke-checked; a failed smoke check rolls back and fails the task |
| `record_rejection` | after a Reject: the decision as tags on the candidate's versions; nothing moved |

Scheduled on the `ragops_evaluators` asset (train_evaluators) or the `ragops_index` asset (refresh_embeddings);
trigger manually from the trigger form (typed fields, validated before the run is created) or with conf, e.g.
`{"promotion.require_review": true}`. Re-running with
nothing new changes nothing. An unreachable registry or index store fails the task with a clear error and the task
retries (two retries, a minute apart); missing data and bad settings fail at once.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from airflow.providers.standard.operators.hitl import ApprovalOperator
from airflow.sdk import task

from dags._common import (
    EVALUATORS,
    INDEX,
    data_root,
    failing_fast,
    ragops_dag,
    relative,
    run_settings,
    settings_params,
    snapshot_settings,
)

PARAMS = ("promotion.mode", "promotion.require_review", "promotion.candidate_alias", "promotion.registered_generator",
          "promotion.limit")


class RecordedApproval(ApprovalOperator):
    """ApprovalOperator that also pushes the answer (XCom `hitl_decision`) whatever it is: on Reject the stock
    operator skips its downstream by raising before it returns, so its return value never reaches XCom."""

    def execute_complete(self, context: Any, event: dict[str, Any]) -> Any:
        if "error" not in event:
            context["ti"].xcom_push(key="hitl_decision", value={
                "chosen_options": event["chosen_options"], "responded_by_user": event["responded_by_user"],
                "responded_at": str(event["responded_at"])})
        return super().execute_complete(context=context, event=event)


@ragops_dag(schedule=(EVALUATORS | INDEX), tags=["promote"], doc_md=__doc__, params=settings_params(*PARAMS))
def promote_models():
    @task
    def evaluate(snapshot: str) -> dict:
        from tasks.promotion import evaluate

        with data_root() as paths, failing_fast():
            report = evaluate.run(run_settings(snapshot, paths), paths, progress=False)
        return {"nothing_new": report["nothing_new"], "report": relative(paths, paths.promotion_eval_report),
                "candidate": report["candidate"].get("metrics"),
                "champion": (report.get("champion") or {}).get("metrics")}

    @task
    def gate(snapshot: str, evaluation: dict) -> dict:
        from tasks.promotion import gate

        if evaluation["nothing_new"]:
            return {"nothing_new": True, "passed": False, "reasons": ["nothing new"], "table": ""}
        with data_root() as paths, failing_fast():
            decision = gate.run(run_settings(snapshot, paths), paths)
        return {key: decision.get(key) for key in ("nothing_new", "passed", "reasons", "table", "candidate", "champion",
                                                   "generator")}

    @task.branch
    def route(snapshot: str, decision: dict) -> str | None:
        if decision["nothing_new"] or not decision["passed"]:
            return "promote"  # it reports "unchanged" / "rejected" and moves nothing
        with data_root(snapshot, push=False) as paths:
            return "review" if run_settings(snapshot, paths).promotion.require_review else "promote"

    review = _review_step()

    @task(trigger_rule="none_failed_min_one_success")
    def promote(snapshot: str, decision: dict) -> dict:
        from tasks.promotion import promote, review

        if decision["nothing_new"]:
            return {"action": "unchanged", "message": "serving already serves the candidate: nothing moves"}
        answer = _review_answer()
        with data_root() as paths, failing_fast():
            settings = run_settings(snapshot, paths)
            if answer is not None and answer["chosen_options"] == [ApprovalOperator.APPROVE]:
                review.record(settings, paths, promote.read_gate(paths), True, _user(answer),
                              when=str(answer["responded_at"]))
            result = promote.run(settings, paths)
        if result["action"] == "rolled_back":
            from airflow.sdk.exceptions import AirflowFailException

            raise AirflowFailException(f"promotion rolled back: {result['message']}")
        return {key: result.get(key) for key in ("action", "message", "deployment", "smoke")}

    @task(trigger_rule="all_done")
    def record_rejection(snapshot: str) -> dict:
        """Runs after every run; records a Reject (the review step skipped `promote`), otherwise does nothing."""
        from tasks.promotion import promote, review

        answer = _review_answer()
        if answer is None or answer["chosen_options"] != [ApprovalOperator.REJECT]:
            return {"recorded": False}
        with data_root() as paths:
            tags = review.record(run_settings(snapshot, paths), paths, promote.read_gate(paths), False, _user(answer),
                                 when=str(answer["responded_at"]))
            paths.pending_review.unlink(missing_ok=True)
        return {"recorded": True, "tags": tags}

    snapshot = snapshot_settings()
    decision = gate(snapshot, evaluate(snapshot))
    routed = route(snapshot, decision)
    promoted = promote(snapshot, decision)
    routed >> [review, promoted]
    review >> promoted >> record_rejection(snapshot)


def _review_step() -> RecordedApproval:
    """The approval step (called inside the DAG): its subject and body are the gate's decision, rendered when the
    run reaches it."""
    return RecordedApproval(
        task_id="review",
        # Unanswered for a week: the scheduler applies the default, Reject (recorded with no reviewer).
        response_timeout=timedelta(days=7), defaults="Reject",
        subject="Promote deployment {{ ti.xcom_pull(task_ids='gate')['candidate']['deployment_id'] }}?",
        body=("Candidate `{{ ti.xcom_pull(task_ids='gate')['candidate']['models'] }}` on index "
              "`{{ ti.xcom_pull(task_ids='gate')['candidate']['index_version'] }}` against the champion. The gate "
              "passed.\n\n{{ ti.xcom_pull(task_ids='gate')['table'] }}\n\n"
              "{% set generator = ti.xcom_pull(task_ids='gate')['generator'] %}{% if generator %}The generator's "
              "answers against the extractive backend's:\n\n{{ generator['table'] }}\n\n{% endif %}"
              "Approve moves `@champion` and reloads "
              "serving; Reject moves nothing."),
    )


def _review_answer() -> dict[str, Any] | None:
    """The review step's answer (chosen_options, responded_by_user, responded_at), None when it did not run."""
    from airflow.sdk import get_current_context

    return get_current_context()["ti"].xcom_pull(task_ids="review", key="hitl_decision")


def _user(answer: dict[str, Any]) -> str:
    user = answer.get("responded_by_user") or {}
    return str(user.get("name") or user.get("id") or "airflow")


promote_models()
