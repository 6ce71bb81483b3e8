"""The registered models: log a trained model and register it as a version, keep the local copy, load one back.

Three registered evaluators (docs/design.md#pipeline) and the generator, each an MLflow 3 LoggedModel (`models:/m-…`)
with a named signature, in its flavor's own format (no pickles):
  `dcee`        pyfunc, a models-from-code file (tasks/core/logged_models/dcee.py) around the torch module's weights
                (`torch.save` of the state dict); input the semantic then the temporal feature columns
                (models.evidence.dcee), output semantic, temporal, confidence;
  `t3d_intent`  scikit-learn pipeline saved with skops (its one non-sklearn type, the input step
                tasks.core.logged_models.query_texts, listed as trusted); input a string column `query`, output
                `intent`;
  `t3d_ranker`  XGBoost ranker in XGBoost's UBJSON format; input the RANKER_FEATURES columns, output `score`;
  `generator`   pyfunc, models-from-code (tasks/core/logged_models/generator.py) around the quantised checkpoint.
Each training stage calls `register` inside its run: the model is logged with `<flavor>.log_model(name="model")`
(MLflow copies the run's metrics onto the LoggedModel; those measured on a dataset are then logged to it naming the
dataset, `tasks.core.tracking.StageRun.log_model_metrics`), registered from the returned
`models:/m-…` URI as a new version with a description, tags and alias `@challenger` (promotion to `@champion` is the
promotion gate's job, never training's), and the logged files are downloaded into `<data_root>/evaluators/<name>/`
— the DVC output, and what the next stage of the same run loads (the ranker needs this run's DCEE and intent model).
`load_evaluators` reads a registered version by alias (`challenger`, `champion`) or the newest (`latest`).

Requirements are pinned explicitly: letting MLflow infer them imports the model in a subprocess (slow) and
would list the whole training environment.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from importlib.metadata import version as package_version
from pathlib import Path
from typing import Any

import numpy as np

os.environ.setdefault("MLFLOW_DISABLE_TELEMETRY", "true")
os.environ.setdefault("MLFLOW_ENABLE_ARTIFACTS_PROGRESS_BAR", "false")  # no bars per saved model in logs
import mlflow
import mlflow.artifacts
import mlflow.pyfunc

from tasks.core.atomic import replace_dir, staging_dir
from tasks.core.logged_models import (
    ANSWER_COLUMN,
    DCEE_CODE,
    DCEE_OUTPUTS,
    GENERATOR_CODE,
    INTENT_COLUMN,
    PROMPT_COLUMN,
    QUERY_COLUMN,
    SCORE_COLUMN,
    dcee_columns,
    query_texts,
)
from tasks.core.logged_models.pyfuncs import DceeModel, GeneratorModel
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings
from tasks.core.tracking import tracking_store

DCEE = "dcee"
INTENT = "t3d_intent"
RANKER = "t3d_ranker"
MODEL_NAMES: tuple[str, ...] = (DCEE, INTENT, RANKER)
# The distilled, AWQ-quantised student (tasks/generator/quantize.py registers it): part of a deployment only when
# promotion.registered_generator names it; serving then loads its files with the `transformers` backend.
GENERATOR = "generator"
OPTIONAL_MODELS: tuple[str, ...] = (GENERATOR,)
TRAINING_ALIAS = "challenger"
# Versions logged before the pyfuncs were models from code hold a cloudpickled instance of a class of this module:
# they unpickle these names (and load through the same artifacts).
LEGACY_PICKLED_CLASSES = (DceeModel, GeneratorModel)
VERSION_FILE = "REGISTERED_VERSION"  # in a local model folder: the registry version it was registered as
LOGGED_NAME = "model"  # the LoggedModel's name within its run
# skops loads only the types it is told to trust; the intent pipeline's one type outside scikit-learn and numpy.
INTENT_TRUSTED_TYPES = [f"{query_texts.__module__}.{query_texts.__qualname__}"]


def _pins(*packages: str) -> list[str]:
    return [f"{name}=={package_version(name)}" for name in packages]


def _signature(inputs: list[tuple[str, str]], outputs: list[tuple[str, str]], params: Any = None) -> Any:
    from mlflow.models import ModelSignature
    from mlflow.types import ColSpec, Schema

    return ModelSignature(inputs=Schema([ColSpec(kind, name) for name, kind in inputs]),
                          outputs=Schema([ColSpec(kind, name) for name, kind in outputs]), params=params)


@contextmanager
def _dcee_flavor(model: Any, example: Any = None) -> Iterator[tuple[Any, dict[str, Any]]]:
    import pandas as pd
    import torch

    columns = dcee_columns(model.config)
    with tempfile.TemporaryDirectory() as scratch:
        weights, config_path = Path(scratch) / "dcee.pt", Path(scratch) / "dcee_config.json"
        torch.save(model.state_dict(), weights)
        config_path.write_text(json.dumps(model.config.to_dict(), indent=2), encoding="utf-8")
        yield mlflow.pyfunc, {
            "python_model": str(DCEE_CODE), "artifacts": {"weights": str(weights), "config": str(config_path)},
            "signature": _signature([(name, "double") for name in columns],
                                    [(name, "double") for name in DCEE_OUTPUTS]),
            "input_example": pd.DataFrame(np.zeros((2, len(columns))), columns=columns),
            "pip_requirements": _pins("torch", "numpy", "pandas")}


@contextmanager
def _intent_flavor(pipeline: Any, example_queries: Any) -> Iterator[tuple[Any, dict[str, Any]]]:
    import pandas as pd
    from mlflow import sklearn as mlflow_sklearn

    yield mlflow_sklearn, {
        "sk_model": pipeline, "serialization_format": mlflow_sklearn.SERIALIZATION_FORMAT_SKOPS,
        "skops_trusted_types": INTENT_TRUSTED_TYPES,
        "signature": _signature([(QUERY_COLUMN, "string")], [(INTENT_COLUMN, "string")]),
        "input_example": pd.DataFrame({QUERY_COLUMN: [str(query) for query in list(example_queries)[:5]]}),
        "pip_requirements": _pins("scikit-learn", "skops")}


@contextmanager
def _ranker_flavor(ranker: Any, example_rows: Any) -> Iterator[tuple[Any, dict[str, Any]]]:
    import pandas as pd
    from mlflow import xgboost as mlflow_xgboost

    from models.retrieval.ranker_features import RANKER_FEATURES

    # The booster carries no feature names (the project scores numpy rows in RANKER_FEATURES order); the signature
    # names them, and XGBoost reads a DataFrame in that column order.
    yield mlflow_xgboost, {
        "xgb_model": ranker, "model_format": "ubj",
        "signature": _signature([(name, "double") for name in RANKER_FEATURES], [(SCORE_COLUMN, "float")]),
        "input_example": pd.DataFrame(np.asarray(example_rows, dtype=np.float64)[:5], columns=list(RANKER_FEATURES)),
        "pip_requirements": _pins("xgboost-cpu")}


_FLAVORS = {DCEE: _dcee_flavor, INTENT: _intent_flavor, RANKER: _ranker_flavor}


def load_local(name: str, paths: DataPaths) -> Any:
    """This data root's newest trained copy (what the next stage of a training run uses)."""
    folder = paths.evaluators_dir / name
    if not (folder / "MLmodel").is_file():
        raise FileNotFoundError(f"no trained {name} under {folder}: run `ragops train` first")
    return _load(name, str(folder))


def local_model_id(name: str, paths: DataPaths) -> str | None:
    """The LoggedModel id (`m-…`) the local copy of `name` was logged as (None for a copy saved without a run)."""
    from mlflow.models import Model

    folder = paths.evaluators_dir / name
    return Model.load(str(folder)).model_id if (folder / "MLmodel").is_file() else None


def _load(name: str, uri: str) -> Any:
    """The native object: the torch module, the sklearn Pipeline, the XGBRanker."""
    from mlflow import sklearn as mlflow_sklearn
    from mlflow import xgboost as mlflow_xgboost

    if name == DCEE:
        # No requirements check: MLflow compares the logged pins with every installed distribution (about two seconds
        # per load, paid by each server start and each evaluation) for a model this project's training logged from
        # the same lock file; the flavours below do no such check either.
        return mlflow.pyfunc.load_model(uri, suppress_warnings=True).unwrap_python_model().model
    if name == INTENT:
        return mlflow_sklearn.load_model(uri)
    return mlflow_xgboost.load_model(uri)


def register(stage_run: Any, name: str, model: Any, target: Path, tags: dict[str, str], description: str,
             example: Any = None) -> str:
    """Log `model` into the active run as its LoggedModel, register it as a new version of `name` (tagged, described,
    aliased `@challenger`), and make the logged files the local copy `target`, its version number beside them;
    returns the version number. `example`: a few inputs for the signature's example (intent: queries, ranker: rows)."""
    with _FLAVORS[name](model, example) as (flavor, arguments):
        info = flavor.log_model(name=LOGGED_NAME, **arguments)
    stage_run.log_model_metrics(info.model_id)
    staging = staging_dir(target)
    staging.mkdir()
    try:
        # The local copy is the logged model itself (one serialization), fetched before registering: a failed
        # download leaves no registered version whose local copy is missing.
        mlflow.artifacts.download_artifacts(artifact_uri=info.model_uri, dst_path=str(staging))
        version = _register_challenger(info.model_uri, name, tags, description)
        (staging / VERSION_FILE).write_text(version, encoding="utf-8")
        replace_dir(staging, target)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return version


def _register_challenger(model_uri: str, name: str, tags: dict[str, str], description: str) -> str:
    """A new version of `name` from the LoggedModel `model_uri`, with tags and description, aliased `@challenger`."""
    from mlflow import MlflowClient

    registered = mlflow.register_model(model_uri, name, tags=tags)
    client = MlflowClient()
    client.update_model_version(name, registered.version, description=description)
    client.set_registered_model_alias(name, TRAINING_ALIAS, registered.version)
    return str(registered.version)


def register_generator(stage_run: Any, checkpoint: Path, tags: dict[str, str], description: str) -> str:
    """Log the checkpoint folder as the run's pyfunc LoggedModel (models from code, named signature), register it as a
    new version of `generator` with `@challenger`, the lineage tags and `description`; the version number is written
    beside the checkpoint (its local copy); returns it."""
    from mlflow.types import ParamSchema, ParamSpec

    signature = _signature([(PROMPT_COLUMN, "string")], [(ANSWER_COLUMN, "string")],
                           ParamSchema([ParamSpec("max_new_tokens", "long", 64)]))
    info = mlflow.pyfunc.log_model(name=LOGGED_NAME, python_model=str(GENERATOR_CODE),
                                   artifacts={"checkpoint": str(checkpoint)}, signature=signature,
                                   pip_requirements=_pins("torch", "transformers", "compressed-tensors"))
    stage_run.log_model_metrics(info.model_id)
    version = _register_challenger(info.model_uri, GENERATOR, tags, description)
    (checkpoint / VERSION_FILE).write_text(version, encoding="utf-8")
    return version


@dataclass
class Evaluators:
    dcee: Any  # models.evidence.dcee.Dcee
    intent: Any  # sklearn Pipeline with predict_proba
    ranker: Any  # xgboost.XGBRanker
    versions: dict[str, str]  # registered model name -> version ("local" for a data-root copy)


def resolve_version(client: Any, name: str, alias: str) -> str:
    if alias == "latest":
        versions = client.search_model_versions(f"name='{name}'")
        if not versions:
            raise FileNotFoundError(f"registered model {name!r} has no versions: run `ragops train` first")
        return str(max(int(v.version) for v in versions))
    try:
        return str(client.get_model_version_by_alias(name, alias).version)
    except mlflow.exceptions.MlflowException as err:
        raise FileNotFoundError(f"registered model {name!r} has no @{alias} version ({err.message})") from None


def load_evaluators(settings: Settings, paths: DataPaths, alias: str | None = None) -> Evaluators:
    """The three registered models at `alias` (default `evaluators.model_alias`): latest | challenger | champion."""
    alias = alias or settings.evaluators.model_alias
    return _load_registered(settings, paths, lambda client, name: resolve_version(client, name, alias))


def load_evaluator_versions(settings: Settings, paths: DataPaths, versions: dict[str, str]) -> Evaluators:
    """The three registered models at the given version numbers (a deployment manifest's `models`)."""
    missing = [name for name in MODEL_NAMES if name not in versions]
    if missing:
        raise ValueError(f"no version given for {missing}")

    def existing(client: Any, name: str) -> str:
        try:
            client.get_model_version(name, str(versions[name]))
        except mlflow.exceptions.MlflowException as err:
            raise FileNotFoundError(f"registered model {name!r} has no version {versions[name]} "
                                    f"({err.message})") from None
        return str(versions[name])

    return _load_registered(settings, paths, existing)


def _load_registered(settings: Settings, paths: DataPaths, version_of: Any) -> Evaluators:
    """Each registered model at the version `version_of(client, name)` names, loaded from this data root's store."""
    from mlflow import MlflowClient

    with tracking_store(settings, paths) as uri:
        client = MlflowClient(tracking_uri=uri, registry_uri=uri)
        versions = {name: version_of(client, name) for name in MODEL_NAMES}
        models = {name: _load(name, f"models:/{name}/{number}") for name, number in versions.items()}
    return Evaluators(models[DCEE], models[INTENT], models[RANKER], versions)


def local_version(name: str, paths: DataPaths) -> str:
    """The registry version the local copy of `name` was registered as ("local" if it never was)."""
    marker = paths.evaluators_dir / name / VERSION_FILE
    return marker.read_text(encoding="utf-8").strip() if marker.is_file() else "local"


def load_local_evaluators(paths: DataPaths) -> Evaluators:
    return Evaluators(load_local(DCEE, paths), load_local(INTENT, paths), load_local(RANKER, paths),
                      {name: local_version(name, paths) for name in MODEL_NAMES})


# ---------------------------------------------------------------- aliases and tags (the promotion gate's moves)

CHAMPION_ALIAS = "champion"
PREVIOUS_ALIAS = "previous"


class RegistryUnavailable(RuntimeError):
    """The model registry (MLflow tracking/registry store) cannot be reached: nothing was moved; retry later."""


@dataclass
class Registry:
    """Alias and tag operations on the three registered evaluators, on one store (`open_registry`)."""

    client: Any

    def _call(self, what: str, action: Any) -> Any:
        try:
            return action()
        except mlflow.exceptions.MlflowException as err:
            if getattr(err, "error_code", "") in ("RESOURCE_DOES_NOT_EXIST", "INVALID_PARAMETER_VALUE"):
                raise
            raise RegistryUnavailable(f"model registry: {what} failed ({err})") from err
        except FileNotFoundError:
            raise  # an answer (no such alias or version), not an unreachable store
        except OSError as err:  # connection refused, DNS, a store on an unmounted volume
            raise RegistryUnavailable(f"model registry: {what} failed ({type(err).__name__}: {err})") from err

    def alias_versions(self, alias: str, names: tuple[str, ...] = MODEL_NAMES) -> dict[str, str | None]:
        """Each model's version at `alias` (None where it has none); `latest`: the newest version."""
        found: dict[str, str | None] = {}
        for name in names:
            try:
                found[name] = self._call(f"resolving {name}@{alias}", lambda n=name: resolve_version(self.client, n, alias))
            except FileNotFoundError:
                found[name] = None
        return found

    def version_exists(self, name: str, version: str) -> bool:
        try:
            self._call(f"reading {name} v{version}", lambda: self.client.get_model_version(name, str(version)))
        except mlflow.exceptions.MlflowException:
            return False
        return True

    def set_alias(self, name: str, alias: str, version: str) -> None:
        self._call(f"setting {name}@{alias}",
                   lambda: self.client.set_registered_model_alias(name, alias, str(version)))

    def delete_alias(self, name: str, alias: str) -> None:
        try:
            self._call(f"deleting {name}@{alias}", lambda: self.client.delete_registered_model_alias(name, alias))
        except mlflow.exceptions.MlflowException:
            pass  # not set: nothing to delete

    def tag_version(self, name: str, version: str, tags: dict[str, str]) -> None:
        for key, value in tags.items():
            self._call(f"tagging {name} v{version}",
                       lambda k=key, v=value: self.client.set_model_version_tag(name, str(version), k, str(v)[:5000]))

    def version_tags(self, name: str, version: str) -> dict[str, str]:
        found = self._call(f"reading {name} v{version}", lambda: self.client.get_model_version(name, str(version)))
        return dict(found.tags or {})

    def version_metrics(self, name: str, version: str) -> dict[str, float]:
        """The metrics of the run that registered the version (the generator's perplexity ratio, ...)."""
        found = self._call(f"reading {name} v{version}", lambda: self.client.get_model_version(name, str(version)))
        run = self._call(f"reading run {found.run_id}", lambda: self.client.get_run(found.run_id))
        return dict(run.data.metrics or {})

    def download(self, name: str, version: str, target: Path) -> Path:
        """The version's files in `target` (a local folder serving can load), fetched once: an existing folder is
        what an earlier call fetched, since a registered version never changes."""
        if (target / "config.json").is_file():
            return target
        staging = staging_dir(target)
        staging.mkdir()
        try:
            self._call(f"downloading {name} v{version}", lambda: mlflow.artifacts.download_artifacts(
                artifact_uri=f"models:/{name}/{version}", dst_path=str(staging)))
            found = [config.parent for config in staging.rglob("config.json")]
            if not found:
                raise FileNotFoundError(f"{name} v{version} holds no checkpoint (no config.json)")
            replace_dir(found[0], target)
        finally:
            shutil.rmtree(staging, ignore_errors=True)
        return target


@contextmanager
def open_registry(settings: Settings, paths: DataPaths) -> Iterator[Registry]:
    """The registry of this data root's tracking store, checked reachable first (RegistryUnavailable if not)."""
    from mlflow import MlflowClient

    with tracking_store(settings, paths) as uri:
        registry = Registry(MlflowClient(tracking_uri=uri, registry_uri=uri))
        registry._call("connecting", lambda: registry.client.search_registered_models(max_results=1))
        yield registry
