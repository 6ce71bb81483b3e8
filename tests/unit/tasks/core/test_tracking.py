"""Every stage run is logged to MLflow with the resolved settings; artifacts stay under the data root."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from mlflow.tracking import MlflowClient


def test_ingest_run_logs_settings_metrics_and_report(sample_corpus_master: Path, tmp_path: Path):
    data = tmp_path / "data"
    workdir = tmp_path / "elsewhere"
    workdir.mkdir()
    env = {key: value for key, value in os.environ.items() if key != "MLFLOW_TRACKING_URI"}
    done = subprocess.run(
        [sys.executable, "-m", "tasks.cli", "--data-root", str(data), "--set", "ingest.batch_size=5", "--set", "ingest.ocr.enabled=false",
         "ingest", "--source", str(sample_corpus_master), "--json", "--no-progress"],
        cwd=workdir, env=env, capture_output=True, text=True, timeout=600, check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout)

    client = MlflowClient(tracking_uri=f"sqlite:///{data / 'mlflow.db'}")
    run = client.get_run(report["mlflow_run_id"])
    assert run.data.tags["ragops.stage"] == "ingest"
    assert run.data.params["ingest.batch_size"] == "5"  # the override, as resolved
    assert run.data.params["ingest.chunking.strategies.operation.max_tokens"] == "128"
    assert run.data.metrics["documents_processed"] == report["processed"]
    artifacts = {item.path for item in client.list_artifacts(run.info.run_id)}
    assert {"settings.json", "ingest_report.json", "quarantine.json"} <= artifacts
    assert run.info.artifact_uri.startswith((data / "mlflow-artifacts").resolve().as_uri())
    assert list(workdir.iterdir()) == []  # nothing (no ./mlruns) in the working directory


def test_consecutive_stage_runs_in_one_process_log_to_their_own_data_roots(tmp_path: Path, monkeypatch):
    """mlflow.set_tracking_uri exports MLFLOW_TRACKING_URI; a second run must not follow the first's store."""
    from tasks.core.paths import DataPaths
    from tasks.core.settings import load_settings
    from tasks.core.tracking import stage_run

    monkeypatch.delenv("MLFLOW_TRACKING_URI", raising=False)
    settings = load_settings()
    ids = {}
    for name in ("first", "second"):
        with stage_run("probe", settings, DataPaths(tmp_path / name)) as run:
            ids[name] = run.run_id
    assert "MLFLOW_TRACKING_URI" not in os.environ
    for name, run_id in ids.items():
        assert MlflowClient(tracking_uri=f"sqlite:///{tmp_path / name / 'mlflow.db'}").get_run(run_id)


def test_the_experiment_gets_the_machine_learning_kind_when_created_or_found_without_one(tmp_path: Path, monkeypatch):
    """The MLflow UI lays an experiment out by `mlflow.experimentKind`; a kind someone chose is left alone."""
    from tasks.core.paths import DataPaths
    from tasks.core.settings import load_settings
    from tasks.core.tracking import EXPERIMENT_KIND, EXPERIMENT_KIND_TAG, stage_run

    monkeypatch.delenv("MLFLOW_TRACKING_URI", raising=False)
    settings = load_settings()
    name = settings.tracking.experiment
    found = {}
    for root, existing_tags in (("fresh", None), ("untagged", {}), ("chosen", {EXPERIMENT_KIND_TAG: "genai_development"})):
        (tmp_path / root).mkdir()
        client = MlflowClient(tracking_uri=f"sqlite:///{tmp_path / root / 'mlflow.db'}")
        if existing_tags is not None:
            client.create_experiment(name, artifact_location=(tmp_path / root / "artifacts").as_uri(),
                                     tags=existing_tags)
        with stage_run("probe", settings, DataPaths(tmp_path / root)):
            pass
        found[root] = client.get_experiment_by_name(name).tags.get(EXPERIMENT_KIND_TAG)
    assert found == {"fresh": EXPERIMENT_KIND, "untagged": EXPERIMENT_KIND, "chosen": "genai_development"}
    assert EXPERIMENT_KIND == "custom_model_development"


def test_datasets_are_logged_by_reference_with_content_digests(tmp_path: Path, monkeypatch):
    """A file's digest is its sha256, a frame's the sha256 of its rows (wherever they were read from), the chunk
    store's the index manifest's hash (the store itself is not read: here it does not even exist); each is a run
    input with its context, full hash and row count; metrics name the dataset they were measured on."""
    import hashlib

    import pandas as pd
    import pytest

    from tasks.core.paths import DataPaths
    from tasks.core.settings import load_settings
    from tasks.core.tracking import chunk_store_dataset, file_dataset, frame_dataset, stage_run

    monkeypatch.delenv("MLFLOW_TRACKING_URI", raising=False)
    queries = tmp_path / "train.jsonl"
    queries.write_text('{"query": "reset the pump", "intent": "operation"}\n', encoding="utf-8")
    rows = pd.DataFrame({"query": ["a", "b"], "label": ["x", "y"], "weight": [1.0, 0.5]})
    manifest = {"version": "20260101T000000Z-abc", "chunks_sha256": "f" * 64, "total": 47}
    refs = [file_dataset("train_queries", queries, "training", rows=1),
            frame_dataset("labels", rows, tmp_path / "labels.parquet", "training"),
            chunk_store_dataset(manifest, tmp_path / "missing" / "chunks.parquet", tmp_path / "index"),
            file_dataset("heldout_queries", queries, "evaluation", rows=1)]
    assert refs[0].sha256 == hashlib.sha256(queries.read_bytes()).hexdigest() and refs[0].digest == refs[0].sha256[:32]
    assert refs[1].sha256 == frame_dataset("labels", rows.copy(), tmp_path / "other.parquet", "training").sha256
    assert refs[1].sha256 != frame_dataset("labels", rows.iloc[:1], tmp_path / "labels.parquet", "training").sha256
    assert refs[2].digest == "f" * 32 and refs[2].rows == 47

    settings, paths = load_settings(), DataPaths(tmp_path / "data")
    with stage_run("probe", settings, paths) as run:
        run.log_datasets(refs)
        run.log_metrics({"heldout_accuracy": 0.5}, dataset="heldout_queries")
        with pytest.raises(ValueError, match="'nowhere' is not an input of this run"):
            run.log_metrics({"x": 1.0}, dataset="nowhere")
    client = MlflowClient(tracking_uri=f"sqlite:///{paths.mlflow_db}")
    logged = client.get_run(run.run_id)
    inputs = {item.dataset.name: item for item in logged.inputs.dataset_inputs}
    assert set(inputs) == {"train_queries", "labels", "chunk_store", "heldout_queries"}
    tags = {name: {tag.key: tag.value for tag in item.tags} for name, item in inputs.items()}
    assert tags["heldout_queries"]["mlflow.data.context"] == "evaluation"
    assert tags["chunk_store"] == {"mlflow.data.context": "training", "sha256": "f" * 64, "rows": "47",
                                   "index_version": manifest["version"], "index_folder": str(tmp_path / "index")}
    assert tags["labels"]["rows"] == "2" and inputs["labels"].dataset.digest == refs[1].digest
    assert json.loads(inputs["train_queries"].dataset.source) == {"uri": str(queries.resolve())}
    assert logged.data.metrics["heldout_accuracy"] == 0.5  # no model logged: the run still gets it when it ends
