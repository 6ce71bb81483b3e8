"""
### Import labels

A Label Studio export (JSON, JSON-MIN, CSV or JSONL, as Label Studio writes them) → the label store
`data/labels/labels.parquet` — what `ragops labels import FILE` does. Every labelled task is validated: a malformed
one is rejected with its line number and reason (listed in the task's return value) and the others still land;
the same (query, chunk, as-of) labelled again replaces the older label.

| step | what |
|---|---|
| `import_labels` | merge the export into the label store atomically; emits the `ragops_labels` asset, which schedules `train_evaluators` |

Manual only: trigger with conf `{"file": "/path/to/export.json"}`, a path the workers can read. A missing file, one
that is not an export at all, or one that gives no label (every task unlabelled or rejected: the message says what
was read, as which format, and why) fails the run without retries, leaves the store as it was and emits no asset
event (nothing to retrain on).
"""

from __future__ import annotations

from airflow.sdk import Param, get_current_context, task

from dags._common import LABELS, data_root, failing_fast, ragops_dag


# No settings snapshot: the run reads no settings, only its conf's file and the data root.
@ragops_dag(schedule=None, tags=["labels"], doc_md=__doc__, params={
    "file": Param(type="string", minLength=1, description="The Label Studio export (JSON, JSON-MIN, CSV or JSONL): a "
                                                          "path the workers can read")})
def import_labels():
    @task(outlets=[LABELS])
    def import_labels() -> dict:
        from airflow.sdk.exceptions import AirflowFailException

        from tasks.labels import stage

        context = get_current_context()
        export = (context["dag_run"].conf or {}).get("file")
        if not export or not isinstance(export, str):
            raise AirflowFailException('conf must name the Label Studio export: {"file": "/path/to/export.json"}')
        # The file will not fix itself; an export with no usable label raises NothingToImport, a ValueError.
        with data_root("labels") as paths, failing_fast():
            report = stage.import_labels(export, paths)
        # The asset event says what changed; train_evaluators runs on it.
        context["outlet_events"][LABELS].extra = {
            "file": export, "accepted": report.accepted, "replaced": report.replaced,
            "rejected": len(report.rejected), "total_in_store": report.total_in_store,
        }
        return report.to_dict()

    import_labels()


import_labels()
