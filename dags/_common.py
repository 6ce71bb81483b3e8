"""What every RAGOps DAG shares: the `@dag` defaults, the Assets that connect the DAGs, the per-run settings
snapshot, and the one way deterministic errors fail a task without retries.

DAG files stay wiring diagrams: each task body imports the stage function it calls (heavy imports happen in the
worker, never at parse time) and passes paths, not data. This module is parsed with every DAG file, so it
imports only airflow.sdk, pendulum and the light settings module.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta
from typing import Any

import pendulum
from airflow.sdk import Asset, dag, get_current_context, task

# Written by ingest_documents (commit step); the embedding DAG is scheduled on it.
CHUNKS = Asset(name="ragops_chunks", uri="ragops://data/chunks")
# Published by refresh_embeddings (publish step) when a new index version becomes CURRENT.
INDEX = Asset(name="ragops_index", uri="ragops://data/index")
# Published by train_evaluators when new versions of the three evaluators are registered (@challenger);
# promote_models is scheduled on it and on INDEX.
EVALUATORS = Asset(name="ragops_evaluators", uri="ragops://registry/evaluators")
# Updated when a Label Studio export is imported into the label store; train_evaluators is scheduled on it.
LABELS = Asset(name="ragops_labels", uri="ragops://data/labels")

# GPU steps (build_generator) run on Celery workers listening on this queue, at most as many at once as this pool
# has slots: `airflow pools set ragops_gpu 1 "GPU jobs"` (one GPU job per GPU worker; more slots for more GPUs).
GPU_QUEUE = "gpu"
GPU_POOL = "ragops_gpu"


def ragops_dag(*, schedule: Any, tags: list[str], doc_md: str | None) -> Any:
    """`@dag` with the project's defaults: no catch-up, one active run (the stages write one data root), two
    retries a minute apart for what can fail transiently (deterministic failures skip them: `failing_fast`)."""
    return dag(
        schedule=schedule,
        start_date=pendulum.datetime(2026, 1, 1, tz="UTC"),
        catchup=False,
        max_active_runs=1,
        tags=["ragops", *tags],
        default_args={"retries": 2, "retry_delay": timedelta(minutes=1)},
        doc_md=doc_md,
    )


@contextmanager
def failing_fast(*also: type[BaseException]) -> Iterator[None]:
    """Missing data, invalid settings or arguments, an OCR backend that cannot load (and the error types in `also`,
    e.g. a failed validation gate): retrying cannot help, so the task fails at once (AirflowFailException) with
    the error's type and message."""
    from airflow.sdk.exceptions import AirflowFailException

    from tasks.ingest.ocr_engines.base import EngineUnavailable

    try:
        yield
    except (FileNotFoundError, ValueError, EngineUnavailable, *also) as err:
        raise AirflowFailException(f"{type(err).__name__}: {err}") from err


@task
def snapshot_settings() -> str:
    """params.yaml with this run's conf layered on top, resolved once when the run starts and frozen in
    `<data_root>/runs/<dag_id>/<run_id>/settings.json`; every later task reads that file (`run_settings`), so a
    param edit mid-run changes nothing in a running DAG. A bad override fails the run here, without retries."""
    from tasks.core.paths import DataPaths
    from tasks.core.settings import load_settings, write_snapshot

    context = get_current_context()
    with failing_fast():
        settings = load_settings(overrides=context["dag_run"].conf or {})
    target = DataPaths.from_env().run_settings(context["dag"].dag_id, context["run_id"])
    return str(write_snapshot(settings, target))


def run_settings(snapshot: str) -> Any:
    """The settings `snapshot_settings` froze for this run."""
    from tasks.core.settings import read_snapshot

    return read_snapshot(snapshot)
