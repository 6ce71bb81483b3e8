"""The evaluators as MLflow 3 models, on a real SQLite store with real (tiny) models: each registered version points at
a LoggedModel with a named signature, in its flavor's native format (no pickle, no MLflow pickle/security warning
while logging), described, with the datasets of its run; `mlflow.pyfunc` predicts from DataFrames with the named
columns, the project's loaders return the native objects, and the local copy is the logged model."""

from __future__ import annotations

import json
import logging
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from mlflow import MlflowClient

from models.evidence.dcee import DOCUMENT_TYPES, DceeConfig, train_dcee
from models.retrieval.ranker_features import RANKER_FEATURES
from tasks.core.logged_models import DCEE_OUTPUTS, dcee_columns
from tasks.core.paths import DataPaths
from tasks.core.registry import (
    DCEE,
    INTENT,
    MODEL_NAMES,
    RANKER,
    VERSION_FILE,
    load_evaluator_versions,
    load_local,
    local_model_id,
    register,
)
from tasks.core.settings import load_settings
from tasks.core.tracking import file_dataset, stage_run

QUERIES = [("how do I reset the HX-200 pump", "operation"), ("compare the 2019 and 2023 parking fees", "comparison"),
           ("trend of the water tariff since 2016", "trend"), ("error E42 on the HX-200", "fault"),
           ("如何设置 HX-200 的压力", "operation"), ("2016年以来停车费的变化", "trend"),
           ("比较两个版本的收费标准", "comparison"), ("HX-200 报警 E42 怎么办", "fault")]
# What MLflow says when a model is pickled (sklearn pickle/cloudpickle, a cloudpickled PythonModel) or unsafe to load.
PICKLE_WORDS = ("pickle", "cloudpickle", "arbitrary code", "deserializ", "security", "unsafe", "skops_trusted_types")


@pytest.fixture(scope="module")
def models() -> dict:
    """A DCEE, an intent pipeline and a ranker fitted by the project's own training code on a few rows."""
    from tasks.evaluators.intent import intent_pipeline
    from tasks.evaluators.ranker import fit_ranker

    settings = load_settings()
    rng = np.random.default_rng(0)
    config = DceeConfig(embedding_dim=4, semantic_hidden=0, temporal_hidden=0, document_types=DOCUMENT_TYPES,
                        weight=0.7, epochs=20, learning_rate=0.05, weight_decay=0.0, seed=0)
    n = 40
    semantic_x = rng.normal(size=(n, config.semantic_dim)).astype(np.float32)
    temporal_x = rng.normal(size=(n, config.temporal_dim)).astype(np.float32)
    labels = (rng.random(n) > 0.5).astype(np.float32)
    dcee, _ = train_dcee(config, semantic_x, temporal_x, labels, labels[::-1].copy())
    intent = intent_pipeline(settings).fit([q for q, _ in QUERIES], [i for _, i in QUERIES])
    rows = rng.random((30, len(RANKER_FEATURES))).astype(np.float32)
    ranker = fit_ranker(settings, rows, (rng.random(30) > 0.6).astype(np.float32), [10, 10, 10])
    return {DCEE: (dcee, None, np.hstack([semantic_x, temporal_x])[:6]),
            INTENT: (intent, [q for q, _ in QUERIES], [q for q, _ in QUERIES]),
            RANKER: (ranker, rows[:5], rows[:6])}


@contextmanager
def mlflow_warnings() -> Iterator[list[str]]:
    """Everything MLflow warns while the block runs: `warnings.warn` and its loggers (which do not propagate)."""
    found: list[str] = []

    class Collect(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            found.append(record.getMessage())

    handler, logger = Collect(level=logging.WARNING), logging.getLogger("mlflow")
    logger.addHandler(handler)
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            yield found
        found.extend(str(item.message) for item in caught)
    finally:
        logger.removeHandler(handler)


@pytest.fixture(scope="module")
def registered(models, tmp_path_factory) -> dict:
    """The three models registered as the training stages do, each in its own run with a training dataset."""
    with pytest.MonkeyPatch.context() as patch:
        patch.delenv("MLFLOW_TRACKING_URI", raising=False)
        root = tmp_path_factory.mktemp("registry")
        settings, paths = load_settings(), DataPaths(root / "data")
        train_file = root / "train.jsonl"
        train_file.write_text("".join(json.dumps({"query": q, "intent": i}) + "\n" for q, i in QUERIES), encoding="utf-8")
        found, versions, runs = {}, {}, {}
        for name in MODEL_NAMES:
            model, example, _ = models[name]
            with stage_run(f"train_{name}", settings, paths) as run:
                run.log_datasets([file_dataset("train_queries", train_file, "training", rows=len(QUERIES))])
                run.log_metrics({"train_queries": len(QUERIES)}, dataset="train_queries")
                with mlflow_warnings() as found[name]:
                    versions[name] = register(run, name, model, paths.evaluators_dir / name, {"stage": "test"},
                                              f"{name} for the test", example=example)
                runs[name] = run.run_id
        yield {"settings": settings, "paths": paths, "versions": versions, "runs": runs, "warnings": found,
               "train_file": train_file, "uri": f"sqlite:///{paths.mlflow_db.resolve()}"}


def _client(registered: dict) -> MlflowClient:
    return MlflowClient(tracking_uri=registered["uri"], registry_uri=registered["uri"])


def test_each_version_is_a_logged_model_with_a_named_signature_description_and_training_dataset(registered):
    client = _client(registered)
    wanted_inputs = {DCEE: dcee_columns(load_local(DCEE, registered["paths"]).config), INTENT: ["query"],
                     RANKER: list(RANKER_FEATURES)}
    wanted_outputs = {DCEE: list(DCEE_OUTPUTS), INTENT: ["intent"], RANKER: ["score"]}
    digest = file_dataset("train_queries", registered["train_file"], "training").digest
    for name in MODEL_NAMES:
        version = client.get_model_version(name, registered["versions"][name])
        # Registered from the LoggedModel's URI; MLflow 3.17's SQL registry keeps the link as that source (its
        # ModelVersion.model_id stays None there, a tracking server's REST answer may fill it).
        assert version.source.startswith("models:/m-")
        model_id = version.model_id or version.source.removeprefix("models:/")
        assert version.description == f"{name} for the test"
        assert str(client.get_model_version_by_alias(name, "challenger").version) == str(version.version)
        logged = client.get_logged_model(model_id)
        assert logged.name == "model" and logged.source_run_id == registered["runs"][name]
        from mlflow.models import Model

        signature = Model.load(f"models:/{name}/{version.version}").signature
        assert signature.inputs.input_names() == wanted_inputs[name]
        assert signature.outputs.input_names() == wanted_outputs[name]
        # The training dataset: an input of the run, and named by the LoggedModel's (copied) metric.
        inputs = client.get_run(version.run_id).inputs.dataset_inputs
        assert [(item.dataset.name, item.dataset.digest) for item in inputs] == [("train_queries", digest)]
        assert {tag.key: tag.value for tag in inputs[0].tags}["mlflow.data.context"] == "training"
        assert {(metric.key, metric.dataset_name, metric.dataset_digest) for metric in logged.metrics} >= {
            ("train_queries", "train_queries", digest)}
        # The local copy is the logged model (same LoggedModel id), with the version number beside it.
        assert local_model_id(name, registered["paths"]) == model_id
        assert (registered["paths"].evaluators_dir / name / VERSION_FILE).read_text() == str(version.version)


def test_native_formats_and_no_pickle_warning_while_logging(registered):
    for name in MODEL_NAMES:
        pickle_talk = [text for text in registered["warnings"][name] if any(w in text.lower() for w in PICKLE_WORDS)]
        assert pickle_talk == [], (name, pickle_talk)
    folders = {name: registered["paths"].evaluators_dir / name for name in MODEL_NAMES}
    files = {name: {path.relative_to(folder).as_posix() for path in folder.rglob("*") if path.is_file()}
             for name, folder in folders.items()}
    assert not any(path.endswith((".pkl", ".pickle", ".cloudpickle")) for paths in files.values() for path in paths)
    assert "model.skops" in files[INTENT] and "model.ubj" in files[RANKER]
    assert "dcee.py" in files[DCEE] and {"artifacts/dcee.pt", "artifacts/dcee_config.json"} <= files[DCEE]
    flavors = {name: (folders[name] / "MLmodel").read_text() for name in MODEL_NAMES}
    assert "serialization_format: skops" in flavors[INTENT] and "model_format: ubj" in flavors[RANKER]
    assert "model_code_path" in flavors[DCEE] and "python_model.pkl" not in flavors[DCEE]


def test_pyfunc_predicts_from_named_columns_and_loaders_return_native_objects(registered, models):
    """`mlflow.pyfunc.load_model("models:/<name>/<version>").predict(DataFrame)` for each model — the sklearn text
    pipeline reads the `query` column, not the column names — and agrees with the native object."""
    import mlflow.pyfunc
    import torch
    import xgboost
    from sklearn.pipeline import Pipeline

    from tasks.core.tracking import tracking_store

    settings, paths, versions = registered["settings"], registered["paths"], registered["versions"]
    with tracking_store(settings, paths):
        loaded = {name: mlflow.pyfunc.load_model(f"models:/{name}/{versions[name]}") for name in MODEL_NAMES}
    native = load_evaluator_versions(settings, paths, versions)
    assert isinstance(native.dcee, torch.nn.Module) and isinstance(native.intent, Pipeline)
    assert isinstance(native.ranker, xgboost.XGBRanker) and native.versions == versions

    dcee_rows = models[DCEE][2]
    columns = dcee_columns(native.dcee.config)
    scored = loaded[DCEE].predict(pd.DataFrame(dcee_rows.astype(np.float64), columns=columns))
    split = native.dcee.config.semantic_dim
    expected = native.dcee.scores(dcee_rows[:, :split], dcee_rows[:, split:])
    assert list(scored.columns) == list(DCEE_OUTPUTS) and len(scored) == len(dcee_rows)
    for column in DCEE_OUTPUTS:
        np.testing.assert_allclose(scored[column].to_numpy(), expected[column], rtol=1e-6)

    queries = models[INTENT][2]
    intents = loaded[INTENT].predict(pd.DataFrame({"query": queries}))
    assert list(intents) == list(native.intent.predict(queries)) and len(intents) == len(queries)

    ranker_rows = models[RANKER][2]
    scores = loaded[RANKER].predict(pd.DataFrame(ranker_rows.astype(np.float64), columns=list(RANKER_FEATURES)))
    np.testing.assert_allclose(np.asarray(scores), native.ranker.predict(ranker_rows), rtol=1e-6)

    local = load_local(INTENT, paths)
    assert isinstance(local, Pipeline) and list(local.predict(queries)) == list(intents)


def test_the_intent_input_step_names_a_missing_column(models):
    with pytest.raises(ValueError, match="takes a column 'query'"):
        models[INTENT][0].predict(pd.DataFrame({"text": ["reset the pump"]}))


def test_a_reregistered_model_replaces_the_local_copy_and_gets_the_next_version(registered, models):
    settings, paths = registered["settings"], registered["paths"]
    with pytest.MonkeyPatch.context() as patch:
        patch.delenv("MLFLOW_TRACKING_URI", raising=False)
        with stage_run("train_t3d_intent", settings, paths) as run:
            version = register(run, INTENT, models[INTENT][0], paths.evaluators_dir / INTENT, {"stage": "test"},
                               "again", example=models[INTENT][1])
    assert int(version) == int(registered["versions"][INTENT]) + 1
    assert (paths.evaluators_dir / INTENT / VERSION_FILE).read_text() == version
    assert f"models:/{local_model_id(INTENT, paths)}" == _client(registered).get_model_version(INTENT, version).source
    assert not [p for p in paths.evaluators_dir.iterdir() if p.name.startswith(".")]  # no staging folder left
    registered["versions"][INTENT] = version


@pytest.fixture
def fresh(tmp_path: Path, monkeypatch) -> tuple:
    monkeypatch.delenv("MLFLOW_TRACKING_URI", raising=False)
    return load_settings(), DataPaths(tmp_path / "data")


def test_unknown_local_model_is_none_and_load_local_says_to_train(fresh):
    _, paths = fresh
    assert local_model_id(DCEE, paths) is None
    with pytest.raises(FileNotFoundError, match="ragops train"):
        load_local(DCEE, paths)
