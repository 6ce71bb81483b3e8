"""MLflow tracking — with tasks/core/registry.py (models), the only modules that import mlflow.

Every stage logs one run through `stage_run`: the resolved settings (flattened as params and whole as
`settings.json`), then whatever metrics and artifacts the stage adds. The tracking URI comes from the
environment (`MLFLOW_TRACKING_URI`), then settings (`tracking.uri`), then the embedded default
`sqlite:///<data_root>/mlflow.db`, so an MLflow server replaces the file without code changes.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tasks.core.paths import DataPaths
from tasks.core.settings import Settings

# MLflow rejects longer param values and more than 100 params per batch call.
_MAX_PARAM_CHARS = 6000
_PARAMS_PER_BATCH = 100


def tracking_uri(settings: Settings, paths: DataPaths) -> str:
    from_env = os.environ.get("MLFLOW_TRACKING_URI")
    if from_env:
        return from_env
    if settings.tracking.uri:
        return settings.tracking.uri
    return f"sqlite:///{paths.mlflow_db.resolve()}"


class StageRun:
    """What a stage may log into its run; thin on purpose so stages never touch mlflow directly."""

    def __init__(self, mlflow_module: Any, run: Any) -> None:
        self._mlflow = mlflow_module
        self.run_id: str = run.info.run_id

    def log_metrics(self, metrics: Mapping[str, float]) -> None:
        self._mlflow.log_metrics({key: float(value) for key, value in metrics.items()})

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

    with tracking_store(settings, paths) as uri:
        _ensure_experiment(mlflow, settings.tracking.experiment, uri, paths)
        mlflow.set_experiment(settings.tracking.experiment)
        with mlflow.start_run(run_name=stage, tags={"ragops.stage": stage, **(tags or {})}) as run:
            _log_settings(mlflow, settings)
            yield StageRun(mlflow, run)


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
    """With a local SQLite store, keep artifacts under the data root (MLflow's default is ./mlruns in
    whatever directory the process happens to run in). A tracking server decides for itself."""
    if mlflow.get_experiment_by_name(name) is None and uri.startswith("sqlite:"):
        artifacts = (paths.root / "mlflow-artifacts").resolve()
        mlflow.create_experiment(name, artifact_location=artifacts.as_uri())


def _log_settings(mlflow: Any, settings: Settings) -> None:
    flat = {key: str(value)[:_MAX_PARAM_CHARS] for key, value in settings.to_flat_dict().items()}
    # Passwords are settings too, but they must not end up in a tracking server.
    flat = {key: ("***" if key.startswith("ingest.passwords.") else value) for key, value in flat.items()}
    items = sorted(flat.items())
    for start in range(0, len(items), _PARAMS_PER_BATCH):
        mlflow.log_params(dict(items[start : start + _PARAMS_PER_BATCH]))
    resolved = settings.model_dump(mode="json")
    resolved["ingest"]["passwords"] = {pattern: "***" for pattern in resolved["ingest"]["passwords"]}
    mlflow.log_dict(resolved, "settings.json")
