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
| `extract_batch` | mapped over batches: pdfplumber text + tables, OCR of pages without a usable text layer (a process pool of `ingest.ocr.workers`), metadata, chunks per strategy |
| `commit_ingest` | merge into the chunk store, update ledger and quarantine atomically, log to MLflow |
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
        from tasks.ingest import stage

        run_id = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in get_current_context()["run_id"])
        with data_root() as paths, failing_fast():
            return relative(paths, stage.plan(run_settings(snapshot, paths), paths, run_id))

    @task
    def list_batches(plan: str) -> list[str]:
        from tasks.ingest import stage

        with data_root(plan, push=False) as paths:
            return [relative(paths, manifest) for manifest in stage.batch_manifests(paths.root / plan)]

    # The shards: one mapped task per batch (`ingest.batch_size` files), spread over the Celery workers; each reads
    # only its manifest and writes its chunks beside it. The grid names each after its batch ("batch 2/5:
    # manuals/kt-100.pdf +7"), not its index.
    @task(map_index_template="{{ batch_name }}")
    def extract_batch(manifest: str, snapshot: str) -> str:
        from tasks.ingest import stage

        with data_root(snapshot, manifest) as paths:
            context = get_current_context()
            context["batch_name"] = stage.batch_name(paths.root / manifest)  # type: ignore[typeddict-unknown-key]
            return relative(paths, stage.process_batch(paths.root / manifest, run_settings(snapshot, paths)))

    # none_failed: with nothing to process the mapped step is skipped, but the run must still commit
    # (removals, the report).
    @task(trigger_rule="none_failed")
    def commit_ingest(plan: str, snapshot: str, results: list[str] | None) -> dict:
        from tasks.ingest import stage

        with data_root() as paths:
            return stage.commit(paths.root / plan, [paths.root / result for result in results or []],
                                run_settings(snapshot, paths), paths).to_dict()

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
    results = extract_batch.partial(snapshot=snapshot).expand(manifest=list_batches(plan))
    announce_chunks(commit_ingest(plan, snapshot, results))


ingest_documents()
