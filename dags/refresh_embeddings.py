"""
### Refresh embeddings

Chunk store → a new version of the hybrid index (FAISS dense + BM25 sparse, one per chunk strategy) under
`data/index/<version>/`, switched to `CURRENT` only after the validation gate passes. Incremental: only new
or changed chunks are embedded (an embedding cache keyed by text hash and model id); chunks of deleted or
changed documents leave the index. A different `embed.model` re-embeds everything into a new version
without re-ingesting; the old version serves until the new one passes.

| step | what |
|---|---|
| `build_index` | embed what is new, build FAISS + BM25 per strategy into a staging folder |
| `validate_index` | model/dimension/count checks and the self-retrieval probe; a failure keeps CURRENT and fails the run with the reasons |
| `publish_index` | switch CURRENT atomically, prune old versions, log to MLflow; emits the `ragops_index` asset |

Scheduled on the `ragops_chunks` asset (every ingest commit). Trigger manually with conf to override
settings, e.g. `{"embed": {"model": "/models/bge-m3", "index_type": "hnsw"}}`.
"""

from __future__ import annotations

from datetime import timedelta

import pendulum
from airflow.sdk import dag, get_current_context, task

from tasks.assets import CHUNKS, INDEX


def _settings():
    from tasks.settings import load_settings

    return load_settings(overrides=get_current_context()["dag_run"].conf or {})


@dag(
    schedule=[CHUNKS],
    start_date=pendulum.datetime(2026, 1, 1, tz="UTC"),
    catchup=False,
    max_active_runs=1,
    tags=["ragops", "embed"],
    default_args={"retries": 2, "retry_delay": timedelta(minutes=1)},
    doc_md=__doc__,
)
def refresh_embeddings():
    @task
    def build_index() -> str:
        from tasks import embed
        from tasks.paths import DataPaths

        return str(embed.build(_settings(), DataPaths.from_env(), progress=False))

    @task
    def validate_index(staging: str) -> dict:
        from airflow.sdk.exceptions import AirflowFailException

        from tasks import embed
        from tasks.paths import DataPaths

        settings = _settings()
        try:
            return embed.validate(staging, settings)
        except embed.IndexValidationError as err:
            embed.reject(staging, str(err), settings, DataPaths.from_env())
            raise AirflowFailException(str(err)) from err  # deterministic: retrying cannot pass the gate

    @task(outlets=[INDEX])
    def publish_index(staging: str, probe_rate: dict) -> dict:
        from tasks import embed
        from tasks.paths import DataPaths

        return embed.publish(staging, probe_rate, _settings(), DataPaths.from_env()).to_dict()

    staging = build_index()
    publish_index(staging, validate_index(staging))


refresh_embeddings()
