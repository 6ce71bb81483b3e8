"""
### Ingest documents

Source folder or fsspec URL (PDFs and images) → clause-safe chunks in `data/chunks/` (Parquet), a sha256
ledger and a quarantine list. Scanned pages, garbage text layers and image files are OCR'd (RapidOCR by
default; `ingest.ocr` in params.yaml). Incremental: unchanged files are skipped, changed files replace their chunks, deleted
files remove them.

| step | what |
|---|---|
| `plan_ingest`, `list_batches` | compare sources with the ledger, write one manifest per batch |
| `extract_batch` | mapped over batches: pdfplumber text + tables, OCR of pages without a usable text layer (a process pool of `ingest.ocr.workers`), metadata, chunks per strategy |
| `commit_ingest` | merge into the chunk store, update ledger and quarantine atomically, log to MLflow; emits the `ragops_chunks` asset |

Schedule: `ingest.schedule` in params.yaml (no catch-up). Trigger with conf to override settings, e.g.
`{"ingest": {"source": "s3://bucket/docs", "batch_size": 4}}`.
"""

from __future__ import annotations

from datetime import timedelta

import pendulum
from airflow.sdk import dag, get_current_context, task

from tasks.assets import CHUNKS
from tasks.settings import load_settings

SCHEDULE = load_settings().ingest.schedule


@dag(
    schedule=SCHEDULE,
    start_date=pendulum.datetime(2026, 1, 1, tz="UTC"),
    catchup=False,
    max_active_runs=1,
    tags=["ragops", "ingest"],
    default_args={"retries": 2, "retry_delay": timedelta(minutes=1)},
    doc_md=__doc__,
)
def ingest_documents():
    @task
    def plan_ingest() -> str:
        from tasks import ingest
        from tasks.paths import DataPaths

        context = get_current_context()
        settings = load_settings(overrides=context["dag_run"].conf or {})
        run_id = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in context["run_id"])
        return str(ingest.plan(settings, DataPaths.from_env(), run_id))

    @task
    def list_batches(plan: str) -> list[str]:
        from tasks import ingest

        return ingest.batch_manifests(plan)

    @task
    def extract_batch(manifest: str, plan: str) -> str:
        from tasks import ingest

        return str(ingest.process_batch(manifest, ingest.staged_settings(plan)))

    # none_failed: with nothing to process the mapped step is skipped, but the run must still commit
    # (removals, the report) and emit the asset.
    @task(outlets=[CHUNKS], trigger_rule="none_failed")
    def commit_ingest(plan: str, results: list[str] | None) -> dict:
        from tasks import ingest
        from tasks.paths import DataPaths

        settings = ingest.staged_settings(plan)
        return ingest.commit(plan, list(results or []), settings, DataPaths.from_env()).to_dict()

    plan = plan_ingest()
    results = extract_batch.partial(plan=plan).expand(manifest=list_batches(plan))
    commit_ingest(plan, results)


ingest_documents()
