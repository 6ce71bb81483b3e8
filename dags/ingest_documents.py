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
| `commit_ingest` | merge into the chunk store, update ledger and quarantine atomically, log to MLflow; emits the `ragops_chunks` asset |

Schedule: `ingest.schedule` in params.yaml (no catch-up). Trigger with conf to override settings, e.g.
`{"ingest": {"source": "s3://bucket/docs", "batch_size": 4}}`.
"""

from __future__ import annotations

from airflow.sdk import get_current_context, task

from dags._common import CHUNKS, failing_fast, ragops_dag, run_settings, snapshot_settings
from tasks.core.settings import load_settings


@ragops_dag(schedule=load_settings().ingest.schedule, tags=["ingest"], doc_md=__doc__)
def ingest_documents():
    @task
    def plan_ingest(snapshot: str) -> str:
        from tasks.core.paths import DataPaths
        from tasks.ingest import stage

        run_id = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in get_current_context()["run_id"])
        with failing_fast():
            return str(stage.plan(run_settings(snapshot), DataPaths.from_env(), run_id))

    @task
    def list_batches(plan: str) -> list[str]:
        from tasks.ingest import stage

        return stage.batch_manifests(plan)

    @task
    def extract_batch(manifest: str, snapshot: str) -> str:
        from tasks.ingest import stage

        return str(stage.process_batch(manifest, run_settings(snapshot)))

    # none_failed: with nothing to process the mapped step is skipped, but the run must still commit
    # (removals, the report) and emit the asset.
    @task(outlets=[CHUNKS], trigger_rule="none_failed")
    def commit_ingest(plan: str, snapshot: str, results: list[str] | None) -> dict:
        from tasks.core.paths import DataPaths
        from tasks.ingest import stage

        return stage.commit(plan, list(results or []), run_settings(snapshot), DataPaths.from_env()).to_dict()

    snapshot = snapshot_settings()
    plan = plan_ingest(snapshot)
    results = extract_batch.partial(snapshot=snapshot).expand(manifest=list_batches(plan))
    commit_ingest(plan, snapshot, results)


ingest_documents()
