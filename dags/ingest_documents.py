"""
### Ingest documents

Source folder or fsspec URL (PDFs and images) → clause-safe chunks in `data/chunks/` (Parquet), a sha256
ledger and a quarantine list. Scanned pages, garbage text layers and image files are OCR'd (RapidOCR by
default; `ingest.ocr` in params.yaml). Incremental: unchanged files are skipped, changed files replace their chunks, deleted
files remove them.

| step | what |
|---|---|
| `snapshot_settings` | params.yaml + the run's conf, frozen for the whole run |
| `plan_ingest`, `list_batches` | compare sources with the ledger, write one manifest per batch |
| `extract_batch` | mapped over batches: pdfplumber text + tables (in a worker process bounded by `ingest.limits`), OCR of pages without a usable text layer (a process pool of `ingest.ocr.workers`), metadata, chunks per strategy |
| `commit_ingest` | runs when every batch is done, failed or not: merges the finished batches into the chunk store, updates ledger and quarantine atomically, logs to MLflow; then fails the run if a batch failed (its files are planned again next time) |
| `announce_chunks` | emits the `ragops_chunks` asset (which schedules `refresh_embeddings`) when the commit changed the chunk store; **skipped** when nothing was added, changed or removed |

Schedule: `ingest.schedule` in params.yaml (no catch-up). The trigger form (Trigger → "Run with config")
shows the settings below as typed fields, validated before the run is created; the same keys as
`ragops ingest --set ...`, e.g. conf `{"ingest.source": "s3://bucket/docs", "ingest.batch_size": 4}`. A relative
source folder is resolved against the params file's folder. A missing source fails the run at once (no retries).
"""

from __future__ import annotations

from airflow.sdk import get_current_context, task

from dags._common import (
    CHUNKS,
    data_root,
    failing_fast,
    folder_run_id,
    map_over_manifests,
    ragops_dag,
    relative,
    run_settings,
    settings_params,
    snapshot_settings,
)
from tasks.core.settings import load_settings

PARAMS = ("ingest.source", "ingest.include", "ingest.batch_size", "ingest.min_text_chars", "ingest.ocr.enabled",
          "ingest.ocr.engine", "ingest.ocr.workers")


@ragops_dag(schedule=load_settings().ingest.schedule, tags=["ingest"], doc_md=__doc__, params=settings_params(*PARAMS))
def ingest_documents():
    @task
    def plan_ingest(snapshot: str) -> str:
        from tasks.core.locks import stage_lock
        from tasks.ingest import stage

        run_id = folder_run_id()
        with data_root() as paths, failing_fast(), stage_lock(paths, "ingest"):
            return relative(paths, stage.plan(run_settings(snapshot, paths), paths, run_id, orchestrated=True))

    # all_done: the finished batches are committed even when another failed (a failed batch's files are not in
    # the ledger, so the next run plans them again), and with nothing to process (the mapped step skipped) the
    # run still commits its removals and report. A failed batch then fails this task, after the commit.
    @task(trigger_rule="all_done")
    def commit_ingest(plan: str, snapshot: str, results: list[str | None] | None) -> dict:
        import json

        from airflow.sdk.exceptions import AirflowFailException

        from tasks.core.locks import stage_lock
        from tasks.ingest import stage

        with data_root() as paths, stage_lock(paths, "ingest", wait_s=600):
            plan_path = paths.root / plan
            done = [paths.root / result for result in results or [] if result]
            finished = {path.name.removesuffix(".result.json") for path in done}
            failed = [name for name in json.loads(plan_path.read_text(encoding="utf-8"))["batches"]
                      if name.removesuffix(".json") not in finished]
            report = stage.commit(plan_path, done, run_settings(snapshot, paths), paths, failed_batches=failed)
        if failed:
            raise AirflowFailException(f"{len(failed)} batch(es) failed and were not committed ({', '.join(failed)}); "
                                       f"{len(done)} committed. Their files are planned again by the next run.")
        return report.to_dict()

    @task(outlets=[CHUNKS])
    def announce_chunks(report: dict) -> dict:
        """A skipped task emits no asset event: an ingest that changed nothing triggers no index refresh."""
        from airflow.sdk.exceptions import AirflowSkipException

        changed = {key: report[key] for key in ("processed", "removed")}
        if not any(changed.values()):
            raise AirflowSkipException(f"chunk store unchanged ({report['skipped']} files unchanged): no asset event")
        get_current_context()["outlet_events"][CHUNKS].extra = {
            **changed, "chunks_total": report["chunks_total"], "quarantined": report["quarantined"]}
        return changed

    snapshot = snapshot_settings()
    plan = plan_ingest(snapshot)
    # The shards: one mapped task per batch (`ingest.batch_size` files), spread over the Celery workers; each reads
    # only its manifest and writes its chunks beside it. The grid names each after its batch ("batch 2/5:
    # manuals/kt-100.pdf +7"), not its index.
    results = map_over_manifests(plan, snapshot, list_task_id="list_batches", task_id="extract_batch",
                                 module="tasks.ingest.stage", manifests="batch_manifests", name="batch_name",
                                 process="process_batch")
    announce_chunks(commit_ingest(plan, snapshot, results))


ingest_documents()
