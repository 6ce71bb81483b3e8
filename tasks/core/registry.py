"""The evaluators as MLflow models: save a local copy, log and register a version, load one back.

Three registered models (DESIGN §2): `dcee` (pyfunc around the torch module of models/evidence/dcee.py),
`t3d_intent` (scikit-learn pipeline), `t3d_ranker` (XGBoost ranker). Each training run
  1. saves the model in MLflow's model format under `<data_root>/evaluators/<name>/` — the DVC output, and what
     the next stage of the same run loads (the ranker needs this run's DCEE and intent model);
  2. logs it to its MLflow run with a signature and registers a new version with alias `@challenger`
     (promotion to `@champion` is the promotion gate's job, never training's).
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
VERSION_FILE = "REGISTERED_VERSION"  # in a local model folder: the registry version it was registered as


def _pins(*packages: str) -> list[str]:
    return [f"{name}=={package_version(name)}" for name in packages]


class DceeModel(mlflow.pyfunc.PythonModel):
    """pyfunc wrapper: input (n, S + T) float32 — each row the semantic features then the temporal ones
    (models.evidence.dcee.semantic_feature_names / dcee_temporal_feature_names) — output (n, 3): s, d, confidence."""

    def load_context(self, context: Any) -> None:
        import torch

        from models.evidence.dcee import DceeConfig, load_dcee

        config = DceeConfig.from_dict(json.loads(Path(context.artifacts["config"]).read_text(encoding="utf-8")))
        self.model = load_dcee(config, torch.load(context.artifacts["weights"], weights_only=True))

    def predict(self, context: Any, model_input: np.ndarray, params: dict[str, Any] | None = None) -> np.ndarray:
        rows = np.asarray(model_input, dtype=np.float32)
        split = self.model.config.semantic_dim
        scores = self.model.scores(rows[:, :split], rows[:, split:])
        return np.column_stack([scores["semantic"], scores["temporal"], scores["confidence"]])


def save_dcee(model: Any, target: Path) -> Any:
    """Save a trained models.evidence.dcee.Dcee as a pyfunc folder; returns its signature."""
    import torch
    from mlflow.models import infer_signature

    config = model.config
    example = np.zeros((2, config.semantic_dim + config.temporal_dim), np.float32)
    signature = infer_signature(example, np.zeros((2, 3), np.float64))
    with tempfile.TemporaryDirectory() as scratch:
        weights, config_path = Path(scratch) / "dcee.pt", Path(scratch) / "dcee_config.json"
        torch.save(model.state_dict(), weights)
        config_path.write_text(json.dumps(config.to_dict(), indent=2), encoding="utf-8")
        temporary = staging_dir(target)
        mlflow.pyfunc.save_model(str(temporary), python_model=DceeModel(), signature=signature, input_example=example,
                                 artifacts={"weights": str(weights), "config": str(config_path)},
                                 pip_requirements=_pins("torch", "numpy"))
    replace_dir(temporary, target)
    return signature


def save_intent(pipeline: Any, target: Path, example_queries: list[str]) -> Any:
    from mlflow import sklearn as mlflow_sklearn
    from mlflow.models import infer_signature

    signature = infer_signature(np.asarray(example_queries[:5], dtype=object), pipeline.predict(example_queries[:5]))
    temporary = staging_dir(target)
    mlflow_sklearn.save_model(pipeline, str(temporary), signature=signature, pip_requirements=_pins("scikit-learn"),
                              input_example=example_queries[:5],
                              serialization_format=mlflow_sklearn.SERIALIZATION_FORMAT_CLOUDPICKLE)
    replace_dir(temporary, target)
    return signature


def save_ranker(ranker: Any, target: Path, example_rows: Any) -> Any:
    from mlflow import xgboost as mlflow_xgboost
    from mlflow.models import infer_signature

    signature = infer_signature(example_rows, ranker.predict(example_rows))
    temporary = staging_dir(target)
    mlflow_xgboost.save_model(ranker, str(temporary), signature=signature, pip_requirements=_pins("xgboost-cpu"),
                              input_example=example_rows)
    replace_dir(temporary, target)
    return signature


def load_local(name: str, paths: DataPaths) -> Any:
    """This data root's newest trained copy (what the next stage of a training run uses)."""
    folder = paths.evaluators_dir / name
    if not (folder / "MLmodel").is_file():
        raise FileNotFoundError(f"no trained {name} under {folder}: run `ragops train` first")
    return _load(name, str(folder))


def _load(name: str, uri: str) -> Any:
    from mlflow import sklearn as mlflow_sklearn
    from mlflow import xgboost as mlflow_xgboost

    if name == DCEE:
        return mlflow.pyfunc.load_model(uri).unwrap_python_model().model
    if name == INTENT:
        return mlflow_sklearn.load_model(uri)
    return mlflow_xgboost.load_model(uri)


def register(stage_run: Any, name: str, folder: Path, tags: dict[str, str]) -> str:
    """Log the saved model folder to the active run, register it as a new version of `name`, alias it
    `@challenger`, tag the version; returns the version number."""
    mlflow.log_artifacts(str(folder), artifact_path="model")
    return _register_challenger(f"runs:/{stage_run.run_id}/model", name, folder, tags)


def _register_challenger(model_uri: str, name: str, folder: Path, tags: dict[str, str]) -> str:
    """A new version of `name` from `model_uri`, tagged and aliased `@challenger`; its number written beside (not
    inside) the logged model in `folder`, so later stages loading the local copy report which version it is."""
    from mlflow import MlflowClient

    registered = mlflow.register_model(model_uri, name, tags=tags)
    MlflowClient().set_registered_model_alias(name, TRAINING_ALIAS, registered.version)
    (folder / VERSION_FILE).write_text(str(registered.version), encoding="utf-8")
    return str(registered.version)


class GeneratorModel(mlflow.pyfunc.PythonModel):
    """pyfunc wrapper of a causal-LM checkpoint folder (artifact `checkpoint`): input a column `prompt` (the text the
    chat template renders), output the greedy continuation. Serving loads the folder itself (transformers backend);
    this makes the registered version usable from MLflow too (`mlflow.pyfunc.load_model`)."""

    def load_context(self, context: Any) -> None:
        from transformers import AutoModelForCausalLM, AutoTokenizer

        folder = context.artifacts["checkpoint"]
        self.tokenizer = AutoTokenizer.from_pretrained(folder, local_files_only=True)
        self.model = AutoModelForCausalLM.from_pretrained(folder, local_files_only=True)

    def predict(self, context: Any, model_input: Any, params: dict[str, Any] | None = None) -> list[str]:
        import torch

        answers = []
        for prompt in list(model_input["prompt"]):
            encoded = self.tokenizer(prompt, return_tensors="pt", add_special_tokens=False)
            with torch.inference_mode():
                out = self.model.generate(**encoded, max_new_tokens=int((params or {}).get("max_new_tokens", 64)),
                                          do_sample=False, pad_token_id=self.tokenizer.pad_token_id)
            answers.append(self.tokenizer.decode(out[0, encoded["input_ids"].shape[1]:], skip_special_tokens=True))
        return answers


def register_generator(stage_run: Any, checkpoint: Path, tags: dict[str, str]) -> str:
    """Log the checkpoint folder as a pyfunc model (a LoggedModel of the run, named signature), register it as a new
    version of `generator` with `@challenger` and the lineage tags; returns the version number."""
    from mlflow.models import ModelSignature
    from mlflow.types import ColSpec, Schema

    signature = ModelSignature(inputs=Schema([ColSpec("string", "prompt")]), outputs=Schema([ColSpec("string")]))
    info = mlflow.pyfunc.log_model(name="model", python_model=GeneratorModel(), artifacts={"checkpoint": str(checkpoint)},
                                   signature=signature, pip_requirements=_pins("torch", "transformers",
                                                                               "compressed-tensors"))
    return _register_challenger(info.model_uri, GENERATOR, checkpoint, tags)


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
