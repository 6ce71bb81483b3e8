"""
### Refresh embeddings

Chunk store → a new version of the hybrid index (FAISS dense + BM25 sparse, one per chunk strategy) under
`data/index/<version>/`, switched to `CURRENT` only after the validation gate passes. Incremental: only new
or changed chunks are embedded (an embedding cache keyed by text hash and model id); chunks of deleted or
changed documents leave the index. A different `embed.model` re-embeds everything into a new version
without re-ingesting; the old version serves until the new one passes.

| step | what |
|---|---|
| `snapshot_settings` | params.yaml + the run's conf, frozen for the whole run |
| `build_index` | embed what is new, build FAISS + BM25 per strategy into a staging folder; **skipped** (and so are the steps after it: no new version, no asset event) when CURRENT already indexes this very chunk store with these model and index settings |
| `validate_index` | model/dimension/count checks and the self-retrieval probe; a failure keeps CURRENT and fails the run with the reasons |
| `publish_index` | switch CURRENT atomically, prune old versions, log to MLflow; emits the `ragops_index` asset |

Scheduled on the `ragops_chunks` asset (every ingest commit that changed the chunk store). Trigger manually from
the trigger form (typed fields, validated before the run is created) or with conf, e.g.
`{"embed.model": "/models/bge-m3", "embed.index_type": "hnsw"}`.
"""

from __future__ import annotations

from airflow.sdk import get_current_context, task

from dags._common import (
    CHUNKS,
    INDEX,
    data_paths,
    failing_fast,
    ragops_dag,
    run_settings,
    settings_params,
    snapshot_settings,
)

PARAMS = ("embed.model", "embed.index_type", "embed.batch_size", "embed.keep_versions", "embed.probe_sample")


@ragops_dag(schedule=[CHUNKS], tags=["embed"], doc_md=__doc__, params=settings_params(*PARAMS))
def refresh_embeddings():
    @task
    def build_index(snapshot: str) -> str:
        from airflow.sdk.exceptions import AirflowSkipException

        from tasks.embed import stage

        settings, paths = run_settings(snapshot), data_paths()
        with failing_fast():
            unchanged = stage.up_to_date(settings, paths)
            if unchanged:
                raise AirflowSkipException(unchanged)
            return str(stage.build(settings, paths, progress=False))

    @task
    def validate_index(staging: str, snapshot: str) -> dict:
        from tasks.embed import stage

        settings = run_settings(snapshot)
        with failing_fast(stage.IndexValidationError):  # deterministic: retrying cannot pass the gate
            try:
                return stage.validate(staging, settings)
            except stage.IndexValidationError as err:
                stage.reject(staging, str(err), settings, data_paths())
                raise

    @task(outlets=[INDEX])
    def publish_index(staging: str, probe_rate: dict, snapshot: str) -> dict:
        from tasks.embed import stage

        report = stage.publish(staging, probe_rate, run_settings(snapshot), data_paths()).to_dict()
        # The asset event says which version serves now and what changed (the assets view shows it).
        get_current_context()["outlet_events"][INDEX].extra = {
            key: report[key] for key in ("version", "previous_version", "model_id", "embedded", "reused", "removed",
                                         "total")}
        return report

    snapshot = snapshot_settings()
    staging = build_index(snapshot)
    publish_index(staging, validate_index(staging, snapshot), snapshot)


refresh_embeddings()
