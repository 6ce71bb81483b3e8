"""What every RAGOps DAG shares: the `@dag` defaults, the Assets that connect the DAGs, the per-run settings
snapshot, and the one way deterministic errors fail a task without retries.

DAG files stay wiring diagrams: each task body imports the stage function it calls (heavy imports happen in the
worker, never at parse time) and passes paths, not data. This module is parsed with every DAG file, so it
imports only airflow.sdk, pendulum and the light settings module.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
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


def index_build_queue() -> str:
    """The Celery queue of the index build step: env RAGOPS_INDEX_QUEUE when the DAG is parsed (`gpu` on a
    deployment whose GPU workers have faiss-gpu), else Airflow's default queue. Read at parse time because a task's
    queue is part of the DAG, not of a run."""
    import os

    from airflow.configuration import conf

    return os.environ.get("RAGOPS_INDEX_QUEUE") or conf.get("operators", "default_queue", fallback="default")


def ragops_dag(*, schedule: Any, tags: list[str], doc_md: str | None, params: dict[str, Any] | None = None,
               task_timeout: timedelta = timedelta(hours=2)) -> Any:
    """`@dag` with the project's defaults: no catch-up, one active run (the stages write one data root), two
    retries a minute apart for what can fail transiently (deterministic failures skip them: `failing_fast`), and
    `task_timeout` as every task's execution_timeout (a hung OCR page or a stalled store must not hold the one
    active run for ever; a cluster policy can raise it for a big corpus). `params`: the trigger form's fields
    (`settings_params`)."""
    return dag(
        schedule=schedule,
        start_date=pendulum.datetime(2026, 1, 1, tz="UTC"),
        catchup=False,
        max_active_runs=1,
        tags=["ragops", *tags],
        default_args={"retries": 2, "retry_delay": timedelta(minutes=1), "execution_timeout": task_timeout},
        doc_md=doc_md,
        params=params or {},
    )


def settings_params(*keys: str) -> dict[str, Any]:
    """Airflow Params for these dotted settings keys, so the trigger form shows typed fields and a trigger (UI, REST
    API, `airflow dags trigger`) with a wrong-typed or out-of-range value is refused before the run exists. Type,
    bounds, choices and description come from the pydantic settings (tasks.core.settings.setting_schema), the
    default from params.yaml as parsed now (relative paths anchored like the run will anchor them). The keys are
    the CLI's `--set` keys; a run's conf (`{"ingest.batch_size": 4}`) is layered on params.yaml by
    `snapshot_settings`, which also checks any other key the conf carries."""
    from airflow.sdk import Param

    from tasks.core.settings import anchor_paths, load_settings, params_file, setting_schema

    current = anchor_paths(load_settings(), params_file().parent).to_flat_dict()
    return {key: Param(current[key], section=key.split(".", 1)[0], **setting_schema(key)) for key in keys}


@contextmanager
def data_root(*pull: str, push: bool = True) -> Iterator[Any]:
    """The data root of one task body, as DataPaths: env RAGOPS_DATA_ROOT or `data`. A relative folder is anchored
    to the project folder (the one holding dags/ and params.yaml), not to whatever directory the scheduler or
    worker was started in. An fsspec URL (`s3://bucket/data`) is mirrored into a private workspace on the worker —
    `pull`: the data-root-relative prefixes the task reads (none: all of it) — and the task's changes are written
    back, pointers last, only if the body succeeds (tasks/core/storage.py). Tasks hand each other paths relative
    to the data root (`relative`), so a mapped shard and the step after it may run on different workers."""
    from pathlib import Path

    from tasks.core.paths import PROJECT_ROOT, DataPaths, data_root_location
    from tasks.core.storage import is_remote, workspace

    location = data_root_location()
    if not is_remote(location):
        root = Path(location)
        yield DataPaths(root if root.is_absolute() else PROJECT_ROOT / root)
        return
    with workspace(location, pull=pull or None, push=push) as local:
        yield DataPaths(local, origin=location)


def relative(paths: Any, path: Any) -> str:
    """`path` (under the data root) as the data-root-relative string tasks pass each other (`data_root`)."""
    from pathlib import Path

    return Path(path).relative_to(paths.root).as_posix()


def listed_manifests(plan: str, find: Callable[[Any], list[Any]]) -> list[str]:
    """The shard manifests `find` reads from the plan (the data root pulled first, nothing pushed), as
    data-root-relative paths: what a mapped task is expanded over."""
    with data_root(plan, push=False) as paths:
        return [relative(paths, manifest) for manifest in find(paths.root / plan)]


def mapped_step(snapshot: str, manifest: str, name_key: str, name: Callable[[Any], str],
                process: Callable[[Any, Any], Any]) -> str:
    """The body of a task mapped over `listed_manifests`: pulls the run's settings and its own manifest only, names
    itself in the grid by `name(manifest path)` (the task's `map_index_template="{{ <name_key> }}"`), and returns
    the data-root-relative path of what `process(manifest path, settings)` wrote beside the manifest."""
    with data_root(snapshot, manifest) as paths:
        get_current_context()[name_key] = name(paths.root / manifest)  # type: ignore[literal-required]
        return relative(paths, process(paths.root / manifest, run_settings(snapshot, paths)))


def map_over_manifests(plan: Any, snapshot: Any, *, list_task_id: str, task_id: str, module: str, manifests: str,
                       name: str, process: str) -> Any:
    """The fan-out of a sharded stage: task `list_task_id` lists the plan's manifests (`module.manifests`), and task
    `task_id`, mapped over them, runs `module.process` on each (`mapped_step`), named in the grid after its manifest
    by `module.name` (`map_index_template="{{ <name> }}"`). The stage module is named, not passed, so that it is
    imported in the worker, never when the DAG file is parsed. Returns the mapped task's results."""
    from importlib import import_module

    @task(task_id=list_task_id)
    def listing(plan: str) -> list[str]:
        return listed_manifests(plan, getattr(import_module(module), manifests))

    @task(task_id=task_id, map_index_template="{{ " + name + " }}")
    def step(manifest: str, snapshot: str) -> str:
        stage = import_module(module)
        return mapped_step(snapshot, manifest, name, getattr(stage, name), getattr(stage, process))

    return step.partial(snapshot=snapshot).expand(manifest=listing(plan))


def folder_run_id() -> str:
    """This DAG run's id as a staging folder name: Airflow's (`manual__2026-01-01T00:00:00+00:00`) with every
    character but letters, digits, `-` and `_` made `_`, so no `:`, `+` or `/` reaches a path."""
    return "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in get_current_context()["run_id"])


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
    """params.yaml with this run's conf layered on top (relative local paths anchored to the params file's folder),
    resolved once when the run starts and frozen in
    `<data_root>/runs/<dag_id>/<run_id>/settings.json`; every later task reads that file (`run_settings`), so a
    param edit mid-run changes nothing in a running DAG. A bad override fails the run here, without retries."""
    from tasks.core.settings import anchor_paths, load_settings, params_file, write_snapshot

    context = get_current_context()
    with failing_fast():
        # dag_run.conf holds only what the trigger set (Airflow validated the declared Params already); a scheduled
        # or asset-triggered run has none and reads params.yaml as it is now.
        settings = anchor_paths(load_settings(overrides=context["dag_run"].conf or {}), params_file().parent)
    from pathlib import Path

    from tasks.core.paths import DataPaths

    run_folder = DataPaths(Path("")).run_settings(context["dag"].dag_id, context["run_id"]).parent.as_posix()
    with data_root(run_folder) as paths:
        target = paths.run_settings(context["dag"].dag_id, context["run_id"])
        # Without ingest.passwords: the snapshot is a file under the data root, secrets stay in params.yaml (or the
        # run's conf) and `run_settings` reads them from there when a task needs them.
        unlocked = settings.model_copy(update={"ingest": settings.ingest.model_copy(update={"passwords": {}})})
        return relative(paths, write_snapshot(unlocked, target))


def run_settings(snapshot: str, paths: Any) -> Any:
    """The settings `snapshot_settings` froze for this run (`snapshot`: relative to the data root `paths`), with
    `ingest.passwords` read now from params.yaml and the run's conf (the snapshot never holds them)."""
    from tasks.core.settings import load_settings, read_snapshot

    settings = read_snapshot(paths.root / snapshot)
    passwords = load_settings(overrides=get_current_context()["dag_run"].conf or {}).ingest.passwords
    return settings.model_copy(update={"ingest": settings.ingest.model_copy(update={"passwords": passwords})})
