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
| `plan_embedding`, `list_shards` | the texts that are new to this model (not cached, not kept unchanged from CURRENT), in shards of `embed.shard_size`; **skipped** (and so are the steps after it: no new version, no asset event) when CURRENT already indexes this very chunk store with these model and index settings |
| `embed_shard` | mapped over shards, spread over the Celery workers: one encode call per shard, vectors beside its manifest |
| `build_index` | FAISS + BM25 per strategy from the shards' vectors, cached and kept ones, into a staging folder (on the queue `RAGOPS_INDEX_QUEUE` names when the DAG is parsed, e.g. `gpu`: faiss-gpu trains and fills IVF/PQ indexes there) |
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
    data_root,
    failing_fast,
    folder_run_id,
    index_build_queue,
    map_over_manifests,
    ragops_dag,
    relative,
    run_settings,
    settings_params,
    snapshot_settings,
)

PARAMS = ("embed.model", "embed.index_type", "embed.auto_approximate_from", "embed.faiss_device", "embed.batch_size",
          "embed.shard_size", "embed.keep_versions", "embed.probe_sample", "embed.probe_encoded")


@ragops_dag(schedule=[CHUNKS], tags=["embed"], doc_md=__doc__, params=settings_params(*PARAMS))
def refresh_embeddings():
    @task
    def plan_embedding(snapshot: str) -> str:
        from airflow.sdk.exceptions import AirflowSkipException

        from tasks.embed import stage

        run_id = folder_run_id()
        with data_root() as paths, failing_fast():
            settings = run_settings(snapshot, paths)
            unchanged = stage.up_to_date(settings, paths)
            if unchanged:
                raise AirflowSkipException(unchanged)
            return relative(paths, stage.plan_shards(settings, paths, run_id))

    # With no text to embed the mapped step is skipped; the build still runs (removals, a settings change), but
    # not when the plan itself was skipped (CURRENT already up to date).
    @task(trigger_rule="none_failed_min_one_success", queue=index_build_queue())
    def build_index(snapshot: str, plan: str | None, vectors: list[str] | None) -> str:
        from airflow.sdk.exceptions import AirflowSkipException

        from tasks.embed import stage

        if plan is None:  # the plan step was skipped (CURRENT is up to date): the settings snapshot alone succeeded
            raise AirflowSkipException("nothing to build: the plan step was skipped")
        with data_root() as paths, failing_fast():
            staging = stage.build(run_settings(snapshot, paths), paths, progress=False, shards_plan=paths.root / plan)
            return relative(paths, staging)

    @task
    def validate_index(staging: str, snapshot: str) -> dict:
        from tasks.embed import stage

        with data_root() as paths, failing_fast(stage.IndexValidationError):  # deterministic: a retry cannot pass
            settings = run_settings(snapshot, paths)
            try:
                return stage.validate(paths.root / staging, settings)
            except stage.IndexValidationError as err:
                stage.reject(paths.root / staging, str(err), settings, paths)
                raise

    @task(outlets=[INDEX])
    def publish_index(staging: str, probe_rate: dict, snapshot: str) -> dict:
        from tasks.embed import stage

        with data_root() as paths:
            report = stage.publish(paths.root / staging, probe_rate, run_settings(snapshot, paths), paths).to_dict()
        # The asset event says which version serves now and what changed (the assets view shows it).
        get_current_context()["outlet_events"][INDEX].extra = {
            key: report[key] for key in ("version", "previous_version", "model_id", "embedded", "reused", "removed",
                                         "total")}
        return report

    snapshot = snapshot_settings()
    plan = plan_embedding(snapshot)
    # The shards: one mapped task per `embed.shard_size` texts, spread over the Celery workers; each reads only its
    # manifest and writes its vectors beside it.
    vectors = map_over_manifests(plan, snapshot, list_task_id="list_shards", task_id="embed_shard",
                                 module="tasks.embed.shards", manifests="shard_manifests", name="shard_name",
                                 process="embed_shard")
    staging = build_index(snapshot, plan, vectors)
    publish_index(staging, validate_index(staging, snapshot), snapshot)


refresh_embeddings()
