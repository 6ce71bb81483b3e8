"""MLflow tracking — with tasks/core/registry.py (models), the only modules that import mlflow.

Every stage logs one run through `stage_run`: the resolved settings (flattened as params and whole as
`settings.json`), then whatever metrics and artifacts the stage adds. The tracking URI comes from the
environment (`MLFLOW_TRACKING_URI`), then settings (`tracking.uri`), then the embedded default
`sqlite:///<data_root>/mlflow.db`, so an MLflow server replaces the file without code changes.

A training stage opens its run first, so the run spans loading, training, evaluation and logging. The data a model
was trained and evaluated on is logged as run inputs (`StageRun.log_datasets`, `mlflow.log_inputs`): by reference —
a name, the file it came from, a content digest (sha256) and the rows used — never the data itself. Metrics logged
with `dataset=` name the dataset they were measured on; MLflow keeps that link only on a LoggedModel's metrics, so
they are logged with the run's model (`StageRun.log_model_metrics`) and the model's page lists the datasets too.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import sys
import time
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager, redirect_stdout
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tasks.core.paths import DataPaths
from tasks.core.settings import Settings

log = logging.getLogger(__name__)

# MLflow rejects longer param values and more than 100 params per batch call.
_MAX_PARAM_CHARS = 6000
_PARAMS_PER_BATCH = 100
# The MLflow UI (3.x) lays an experiment out by this tag; without it, it guesses from what the experiment holds and
# may open ours on the (empty) GenAI overview. Ours trains and evaluates models: "custom_model_development", shown
# as "Machine learning", opens on the runs table. Set when the experiment is created, or found without the tag.
EXPERIMENT_KIND_TAG = "mlflow.experimentKind"
EXPERIMENT_KIND = "custom_model_development"
# MLflow's store keeps a dataset digest of at most 36 characters: the first 32 hex digits of the sha256 (the whole
# hash goes in the input tag `sha256`).
_DIGEST_CHARS = 32


def tracking_uri(settings: Settings, paths: DataPaths) -> str:
    from_env = os.environ.get("MLFLOW_TRACKING_URI")
    if from_env:
        return from_env
    if settings.tracking.uri:
        return settings.tracking.uri
    if paths.origin:
        # The embedded store would live in a workspace that is thrown away after the stage: fail before any work.
        raise ValueError(f"the data root {paths.origin} is on object storage, so runs and models need an MLflow "
                         "tracking server: set MLFLOW_TRACKING_URI (or tracking.uri in params.yaml)")
    return f"sqlite:///{initialised_sqlite_store(paths)}"


def initialised_sqlite_store(paths: DataPaths) -> Path:
    """The data root's SQLite store, its tables created all at once.

    MLflow creates its tables (dozens of migrations) on first use, not in one transaction: a process killed half-way
    leaves a file every later client fails on ("table ... already exists"). So a new store is built in a temporary
    file beside it, under the data root's `tracking` lock, and linked into place only when complete; a killed
    builder's temporary file is replaced by the next one. A store left half-built by an older version (no
    migration version recorded) is moved aside and rebuilt."""
    import sqlite3

    from tasks.core.locks import stage_lock

    db = paths.mlflow_db.resolve()
    if _complete(db, sqlite3):
        return db
    with stage_lock(paths, "tracking", wait_s=300):
        if _complete(db, sqlite3):  # built by another process while this one waited
            return db
        if db.exists():
            aside = db.with_name(f"{db.name}.incomplete-{int(time.time())}")
            log.warning("%s was left half-initialised by an interrupted process: moved to %s, rebuilt", db, aside.name)
            os.replace(db, aside)
        from mlflow.store.tracking.sqlalchemy_store import SqlAlchemyStore

        temporary = db.with_name(f".{db.name}.building.tmp")
        temporary.unlink(missing_ok=True)  # what a killed builder left
        try:
            store = SqlAlchemyStore(f"sqlite:///{temporary}", (paths.root / "mlflow-artifacts").resolve().as_uri())
            store.engine.dispose()
            with open(temporary, "rb") as written:
                os.fsync(written.fileno())
            os.replace(temporary, db)
        finally:
            temporary.unlink(missing_ok=True)
    return db


def _complete(db: Path, sqlite3: Any) -> bool:
    if not db.exists():
        return False
    try:
        with sqlite3.connect(db) as connection:
            return connection.execute("SELECT count(*) FROM alembic_version").fetchone()[0] > 0
    except sqlite3.Error:
        return False


@dataclass(frozen=True)
class DatasetRef:
    """A dataset a run used, as MLflow records it: by reference (name, source file, content hash, rows), never loaded
    into the tracking store. `context`: "training", "evaluation" or "calibration"."""

    name: str
    source: Path
    sha256: str
    context: str
    rows: int | None = None
    tags: Mapping[str, str] = field(default_factory=dict)

    @property
    def digest(self) -> str:
        return self.sha256[:_DIGEST_CHARS]

    def summary(self) -> str:
        """'train_queries (48 rows, sha256 1a2b3c4d5e6f)' for descriptions."""
        rows = f"{self.rows} rows, " if self.rows is not None else ""
        return f"{self.name} ({rows}sha256 {self.sha256[:12]})"


def file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def file_dataset(name: str, path: Path, context: str, rows: int | None = None,
                 sha256: str | None = None) -> DatasetRef:
    """A whole file as a dataset; its digest is the file's sha256 (computed here unless the caller has it)."""
    return DatasetRef(name, path, sha256 or file_sha256(path), context, rows)


def frame_dataset(name: str, frame: Any, source: Path, context: str) -> DatasetRef:
    """Rows of a pandas DataFrame read from `source` (some of its rows: those of one kind); the digest hashes the rows
    themselves (JSON lines, in order), so the same rows give the same digest wherever the file holds them."""
    lines = frame.to_json(orient="records", lines=True, force_ascii=False, date_format="iso", double_precision=15)
    return DatasetRef(name, source, hashlib.sha256(lines.encode("utf-8")).hexdigest(), context, len(frame))


def text_dataset(name: str, texts: Iterable[str], source: Path, context: str) -> DatasetRef:
    """Text passages taken from `source` (calibration passages): the digest hashes them in order."""
    digest, count = hashlib.sha256(), 0
    for text in texts:
        digest.update(text.encode("utf-8") + b"\0")
        count += 1
    return DatasetRef(name, source, digest.hexdigest(), context, count)


def chunk_store_dataset(manifest: Mapping[str, Any], chunk_store: Path, index_folder: Path) -> DatasetRef:
    """The chunk store an index version was built from, by reference: the manifest's `chunks_sha256` is its digest
    (the store is not read again, however large), tagged with the index version. A manifest written before embed
    recorded that hash gives a hash of its version name instead."""
    sha256 = str(manifest.get("chunks_sha256") or hashlib.sha256(str(manifest["version"]).encode()).hexdigest())
    return DatasetRef("chunk_store", chunk_store, sha256, "training", manifest.get("total"),
                      {"index_version": str(manifest["version"]), "index_folder": str(index_folder)})


class StageRun:
    """What a stage may log into its run; thin on purpose so stages never touch mlflow directly."""

    def __init__(self, mlflow_module: Any, run: Any) -> None:
        self._mlflow = mlflow_module
        self.run_id: str = run.info.run_id
        self.datasets: dict[str, Any] = {}  # name -> the mlflow.data Dataset logged as an input
        self._model_metrics: list[tuple[dict[str, float], Any]] = []

    def log_metrics(self, metrics: Mapping[str, float], dataset: str | None = None) -> None:
        """`dataset`: the name of a dataset logged with `log_datasets` that these metrics were measured on. MLflow
        keeps a metric's dataset only on a LoggedModel's copy of it, so such metrics wait for the run's model
        (`log_model_metrics`, which `tasks.core.registry` calls right after logging it); a run that logs no model
        gets them when it ends."""
        values = {key: float(value) for key, value in metrics.items()}
        if dataset is None:
            self._mlflow.log_metrics(values)
            return
        if dataset not in self.datasets:
            raise ValueError(f"dataset {dataset!r} is not an input of this run: log_datasets it first")
        self._model_metrics.append((values, self.datasets[dataset]))

    def log_model_metrics(self, model_id: str | None) -> None:
        """The metrics measured on a dataset, logged to the run and to the LoggedModel `model_id`, naming it."""
        for values, dataset in self._model_metrics:
            self._mlflow.log_metrics(values, dataset=dataset, model_id=model_id)
        self._model_metrics.clear()

    def log_datasets(self, datasets: Iterable[DatasetRef]) -> None:
        """Log each dataset as an input of the run (context, full sha256 and row count as input tags)."""
        from mlflow.data.dataset_source_registry import get_dataset_source_from_json
        from mlflow.data.meta_dataset import MetaDataset

        def local(path: Path) -> Any:
            # MLflow registers two "local" source classes (for "" and "file:" URIs): named by its type, not guessed.
            return get_dataset_source_from_json(json.dumps({"uri": str(path.resolve())}), source_type="local")

        datasets = list(datasets)
        logged = [MetaDataset(local(ref.source), name=ref.name, digest=ref.digest) for ref in datasets]
        tags = [{"sha256": ref.sha256, **({"rows": str(ref.rows)} if ref.rows is not None else {}), **ref.tags}
                for ref in datasets]
        self._mlflow.log_inputs(datasets=logged, contexts=[ref.context for ref in datasets], tags_list=tags)
        self.datasets.update({ref.name: dataset for ref, dataset in zip(datasets, logged)})

    def log_model_inputs(self, model_ids: Iterable[str]) -> None:
        """LoggedModels this run used (not trained): MLflow records each as an input of the run."""
        from mlflow.entities import LoggedModelInput

        for model_id in model_ids:
            self._mlflow.log_input(model=LoggedModelInput(model_id))

    def log_dict(self, payload: Mapping[str, Any], artifact_file: str) -> None:
        self._mlflow.log_dict(dict(payload), artifact_file)

    def log_artifact(self, path: Path, artifact_path: str | None = None) -> None:
        self._mlflow.log_artifact(str(path), artifact_path)

    def set_tags(self, tags: Mapping[str, str]) -> None:
        self._mlflow.set_tags(dict(tags))


@contextmanager
def stage_run(
    stage: str, settings: Settings, paths: DataPaths, tags: Mapping[str, str] | None = None
) -> Iterator[StageRun]:
    os.environ.setdefault("MLFLOW_DISABLE_TELEMETRY", "true")
    import mlflow  # heavy: imported only when a stage actually logs

    # With a tracking server MLflow prints "View run … at: http://…" (and model links) to stdout, where `--json`
    # promises one JSON object: those lines go to stderr with the rest of the logs.
    with tracking_store(settings, paths) as uri, redirect_stdout(sys.stderr):
        _ensure_experiment(mlflow, settings.tracking.experiment, uri, paths)
        mlflow.set_experiment(settings.tracking.experiment)
        with mlflow.start_run(run_name=stage, tags={"ragops.stage": stage, **(tags or {})}) as run:
            _log_settings(mlflow, settings)
            logged = StageRun(mlflow, run)
            yield logged
            logged.log_model_metrics(None)  # what no model claimed


@contextmanager
def tracking_store(settings: Settings, paths: DataPaths) -> Iterator[str]:
    """Point MLflow (tracking and registry) at this data root's store for the duration; yields the URI."""
    import mlflow

    paths.root.mkdir(parents=True, exist_ok=True)
    uri = tracking_uri(settings, paths)
    # mlflow.set_tracking_uri also exports MLFLOW_TRACKING_URI; left set, it would send every later stage
    # run of this process (dag.test, a test session) to this data root's store. Restored afterwards.
    exported = os.environ.get("MLFLOW_TRACKING_URI")
    mlflow.set_tracking_uri(uri)
    try:
        yield uri
    finally:
        if exported is None:
            os.environ.pop("MLFLOW_TRACKING_URI", None)
        else:
            os.environ["MLFLOW_TRACKING_URI"] = exported


def _ensure_experiment(mlflow: Any, name: str, uri: str, paths: DataPaths) -> None:
    """The experiment, created with its kind (EXPERIMENT_KIND_TAG) or given it when found without one (a kind someone
    chose is left alone). With a local SQLite store, artifacts stay under the data root (MLflow's default is ./mlruns
    in whatever directory the process happens to run in); a tracking server decides for itself."""
    experiment = mlflow.get_experiment_by_name(name)
    if experiment is None:
        location = (paths.root / "mlflow-artifacts").resolve().as_uri() if uri.startswith("sqlite:") else None
        try:
            mlflow.create_experiment(name, artifact_location=location, tags={EXPERIMENT_KIND_TAG: EXPERIMENT_KIND})
            return
        except mlflow.exceptions.MlflowException:
            experiment = mlflow.get_experiment_by_name(name)  # another stage created it meanwhile
            if experiment is None:
                raise
    if EXPERIMENT_KIND_TAG not in experiment.tags:
        mlflow.MlflowClient().set_experiment_tag(experiment.experiment_id, EXPERIMENT_KIND_TAG, EXPERIMENT_KIND)


def _log_settings(mlflow: Any, settings: Settings) -> None:
    flat = {key: str(value)[:_MAX_PARAM_CHARS] for key, value in settings.to_flat_dict().items()}
    # Passwords are settings too, but they must not end up in a tracking server; their keys are globs
    # (`secret/*.pdf`), which MLflow refuses in a param name: one param says how many there are.
    patterns = settings.ingest.passwords
    flat = {key: value for key, value in flat.items() if not key.startswith("ingest.passwords")}
    flat["ingest.passwords"] = f"{len(patterns)} pattern(s), passwords not logged" if patterns else "{}"
    items = sorted(flat.items())
    for start in range(0, len(items), _PARAMS_PER_BATCH):
        mlflow.log_params(dict(items[start : start + _PARAMS_PER_BATCH]))
    resolved = settings.model_dump(mode="json")
    resolved["ingest"]["passwords"] = {pattern: "***" for pattern in resolved["ingest"]["passwords"]}
    mlflow.log_dict(resolved, "settings.json")
