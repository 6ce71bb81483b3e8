"""
### Import labels

A Label Studio export (JSON array or JSONL, as Label Studio writes it) → the label store
`data/labels/labels.parquet` — what `ragops labels import FILE` does. Every labelled task is validated: a malformed
one is rejected with its line number and reason (listed in the task's return value) and the others still land;
the same (query, chunk, as-of) labelled again replaces the older label.

| step | what |
|---|---|
| `import_labels` | merge the export into the label store atomically; emits the `ragops_labels` asset, which schedules `train_evaluators` |

Manual only: trigger with conf `{"file": "/path/to/export.json"}`, a path the workers can read. A missing file or
one that is not an export at all fails the run without retries and leaves the store as it was. When no labelled
task could be taken the asset is not emitted (nothing to retrain on): the step fails if every labelled task was
malformed (with the reasons) and is skipped if the export held only unlabelled tasks.
"""

from __future__ import annotations

from airflow.sdk import get_current_context, task

from dags._common import LABELS, failing_fast, ragops_dag

SHOWN_REJECTIONS = 5  # rejected lines quoted in a failure message; the return value lists them all


# No settings snapshot: the run reads no settings, only its conf's file and the data root.
@ragops_dag(schedule=None, tags=["labels"], doc_md=__doc__)
def import_labels():
    @task(outlets=[LABELS])
    def import_labels() -> dict:
        from airflow.sdk.exceptions import AirflowFailException, AirflowSkipException

        from tasks.core.paths import DataPaths
        from tasks.labels.store import import_labels as merge

        context = get_current_context()
        export = (context["dag_run"].conf or {}).get("file")
        if not export or not isinstance(export, str):
            raise AirflowFailException('conf must name the Label Studio export: {"file": "/path/to/export.json"}')
        with failing_fast():  # the file will not fix itself
            report = merge(export, DataPaths.from_env())
        if report.accepted == 0:
            if report.rejected:
                shown = "; ".join(f"line {item['line']}: {item['reason']}" for item in report.rejected[:SHOWN_REJECTIONS])
                raise AirflowFailException(f"{export}: every labelled task was rejected "
                                           f"({len(report.rejected)}), e.g. {shown}")
            raise AirflowSkipException(f"{export}: no labelled task ({report.unlabelled} unlabelled); store unchanged")
        # The asset event says what changed; train_evaluators runs on it.
        context["outlet_events"][LABELS].extra = {
            "file": export, "accepted": report.accepted, "replaced": report.replaced,
            "rejected": len(report.rejected), "total_in_store": report.total_in_store,
        }
        return report.to_dict()

    import_labels()


import_labels()
