"""`make test-distributed`: the DAGs on the scale-out stack of docker/compose.yaml, run from local packages (no
Docker): Airflow's CeleryExecutor with PostgreSQL metadata and a Redis broker, two Celery workers (`cpu` on queue
`default`, `gpu` on `gpu,default`), an MLflow tracking server on PostgreSQL with its artifacts on an S3 server
(`rclone serve s3`), and the data root and the document source on that S3 server.

Through the Airflow REST API: ingest_documents (triggered) -> refresh_embeddings (scheduled by the chunks asset
event, as in production) -> train_evaluators (triggered). Then: every run succeeded; the mapped shards of ingest
and of the embedding ran on both workers; the index build ran on the `gpu` queue's worker; the chunk store, the
ledger, CURRENT and the index version are on S3 and the index names exactly the chunk store the ingest wrote; MLflow
holds the stages' runs and the three registered evaluators, with their artifacts on S3.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

from tests.distributed.cluster import REPO, Cluster, ClusterError

RUN_TIMEOUT = 1800  # seconds per DAG run on 2 cores
OVERRIDES = {
    "ingest.source": "s3://ragops/sources",
    "ingest.schedule": "0 0 29 2 *",  # no scheduled run while the test runs: only what it triggers
    "ingest.batch_size": 8,  # ~5 shards of the small corpus
    "ingest.ocr.enabled": False,  # OCR has its own tests; here it would only lengthen the shards
    "embed.shard_size": 300,  # ~5 shards
    "sample_corpus.families_per_set": 1,
    "evaluators.dcee.epochs": 100,
}


def _params_file(folder: Path) -> Path:
    """params.yaml with OVERRIDES, written the way DVC rewrites it."""
    from dvc.utils.hydra import apply_overrides

    target = folder / "params.yaml"
    shutil.copy(REPO / "params.yaml", target)
    apply_overrides(target, [f"{key}={json.dumps(value)}" for key, value in OVERRIDES.items()])
    return target


def _upload_sample_corpus(cluster: Cluster, params: Path) -> int:
    """`ragops sample-corpus` into a local folder, then every file of it to s3://ragops/sources/."""
    import fsspec

    corpus = cluster.home / "corpus"
    done = subprocess.run([str(Path(sys.executable).with_name("ragops")), "--params", str(params), "--data-root",
                           str(cluster.home / "local-data"), "sample-corpus", str(corpus)],
                          capture_output=True, text=True, timeout=900, env={**os.environ, "RAGOPS_PARAMS": str(params)})
    assert done.returncode == 0, done.stderr[-3000:]
    os.environ.update(cluster.s3_env())
    fs = fsspec.filesystem("s3")
    files = [path for path in corpus.rglob("*") if path.is_file()]
    for path in files:
        fs.put_file(str(path), f"ragops/sources/{path.relative_to(corpus).as_posix()}")
    return len(files)


def _wait_for_run(cluster: Cluster, dag_id: str, run_id: str) -> dict:
    deadline = time.monotonic() + RUN_TIMEOUT
    while time.monotonic() < deadline:
        run = cluster.api("GET", f"/dags/{dag_id}/dagRuns/{run_id}")
        if run["state"] in ("success", "failed"):
            if run["state"] == "failed":
                failed = [ti for ti in _task_instances(cluster, dag_id, run_id) if ti["state"] != "success"]
                raise AssertionError(f"{dag_id} {run_id} failed: {[(ti['task_id'], ti['state']) for ti in failed]}\n"
                                     f"{cluster.log_tail('worker-cpu')}\n{cluster.log_tail('worker-gpu')}")
            return run
        time.sleep(5)
    raise AssertionError(f"{dag_id} {run_id} still {run['state']} after {RUN_TIMEOUT} s:\n"
                         f"{cluster.log_tail('airflow-scheduler')}\n{cluster.log_tail('worker-cpu')}")


def _task_instances(cluster: Cluster, dag_id: str, run_id: str) -> list[dict]:
    return cluster.api("GET", f"/dags/{dag_id}/dagRuns/{run_id}/taskInstances?limit=1000")["task_instances"]


def _wait_for_asset_run(cluster: Cluster, dag_id: str) -> str:
    deadline = time.monotonic() + 600
    while time.monotonic() < deadline:
        runs = cluster.api("GET", f"/dags/{dag_id}/dagRuns?limit=10")["dag_runs"]
        if runs:
            assert runs[0]["run_type"] == "asset_triggered", runs[0]
            return runs[0]["dag_run_id"]
        time.sleep(5)
    raise AssertionError(f"no asset-triggered run of {dag_id} within 600 s:\n{cluster.log_tail('airflow-scheduler')}")


def _wait_for_dags(cluster: Cluster, dag_ids: list[str]) -> None:
    deadline = time.monotonic() + 600
    while time.monotonic() < deadline:
        try:
            known = {dag["dag_id"] for dag in cluster.api("GET", "/dags?limit=100")["dags"]}
        except ClusterError:
            known = set()
        if set(dag_ids) <= known:
            return
        time.sleep(3)
    raise AssertionError(f"DAGs not parsed within 600 s:\n{cluster.log_tail('airflow-dag-processor')}")


def test_ingest_refresh_train_on_celery_workers_with_s3_and_an_mlflow_server(cluster: Cluster):
    started = time.monotonic()
    params = cluster.params = _params_file(cluster.home)
    uploaded = _upload_sample_corpus(cluster, params)
    cluster.start_airflow(params)
    dags = ["ingest_documents", "refresh_embeddings", "train_evaluators"]
    _wait_for_dags(cluster, dags)
    for dag_id in dags:
        cluster.api("PATCH", f"/dags/{dag_id}", {"is_paused": False})

    timings: dict[str, float] = {}
    runs: dict[str, str] = {}
    for dag_id in dags:
        began = time.monotonic()
        if dag_id == "refresh_embeddings":  # scheduled by the ingest's chunks asset event
            runs[dag_id] = _wait_for_asset_run(cluster, dag_id)
        else:
            runs[dag_id] = cluster.api("POST", f"/dags/{dag_id}/dagRuns", {"logical_date": None, "conf": {}})[
                "dag_run_id"]
        _wait_for_run(cluster, dag_id, runs[dag_id])
        timings[dag_id] = round(time.monotonic() - began, 1)

    instances = {dag_id: _task_instances(cluster, dag_id, run_id) for dag_id, run_id in runs.items()}
    placement = {dag_id: Counter((ti["task_id"], ti["hostname"]) for ti in tis) for dag_id, tis in instances.items()}
    print(f"\n==> {uploaded} files uploaded; run wall times {timings}; total {time.monotonic() - started:.0f} s")
    for dag_id, counts in placement.items():
        print(f"    {dag_id}: " + ", ".join(f"{task}@{host} x{n}" for (task, host), n in sorted(counts.items())))

    # Mapped shards ran on both workers (each worker takes one task at a time, prefetch 1, so shards spread).
    shard_hosts = {ti["hostname"] for dag_id, task_id in (("ingest_documents", "extract_batch"),
                                                          ("refresh_embeddings", "embed_shard"))
                   for ti in instances[dag_id] if ti["task_id"] == task_id}
    shard_counts = {task_id: sum(ti["task_id"] == task_id for tis in instances.values() for ti in tis)
                    for task_id in ("extract_batch", "embed_shard")}
    assert shard_counts["extract_batch"] >= 4 and shard_counts["embed_shard"] >= 2, shard_counts
    assert shard_hosts == {"cpu", "gpu"}, placement
    # The index build is routed to the gpu queue (RAGOPS_INDEX_QUEUE), which only the gpu worker serves.
    build = [ti for ti in instances["refresh_embeddings"] if ti["task_id"] == "build_index"]
    assert [(ti["queue"], ti["hostname"]) for ti in build] == [("gpu", "gpu")]

    # The data root is on S3: the chunk store, ledger, CURRENT and the version it names; the index names the chunk
    # store the ingest wrote, byte for byte.
    import fsspec

    fs = fsspec.filesystem("s3")
    fs.invalidate_cache()
    root = "ragops/data"
    for key in ("chunks/chunks.parquet", "chunks/documents.parquet", "ingest/ledger.json", "index/CURRENT"):
        assert fs.exists(f"{root}/{key}"), key
    version = fs.cat(f"{root}/index/CURRENT").decode().strip()
    manifest = json.loads(fs.cat(f"{root}/index/{version}/manifest.json"))
    import hashlib

    assert manifest["chunks_sha256"] == hashlib.sha256(fs.cat(f"{root}/chunks/chunks.parquet")).hexdigest()
    assert manifest["total"] > 300 and manifest["embedded"] == manifest["total"] - manifest["reused"]
    ledger = json.loads(fs.cat(f"{root}/ingest/ledger.json"))
    assert sum(entry["status"] == "ingested" for entry in ledger["files"].values()) >= 20
    assert not [key for key in fs.find(root) if "/staging/" in key or "/.shards-" in key], "staging left behind"

    # MLflow (the server, PostgreSQL behind it) holds the runs and the registered evaluators; artifacts are on S3.
    from mlflow.tracking import MlflowClient

    client = MlflowClient(tracking_uri=f"http://127.0.0.1:{cluster.ports['mlflow']}")
    for name in ("dcee", "t3d_intent", "t3d_ranker"):
        versions = client.search_model_versions(f"name='{name}'")
        assert versions and client.get_model_version_by_alias(name, "challenger").version == versions[0].version
    stages = Counter(run.data.tags.get("ragops.stage") for experiment in client.search_experiments()
                     for run in client.search_runs([experiment.experiment_id]))
    assert {"ingest", "embed"} <= set(stages), stages
    assert any(key.startswith("ragops/mlflow/") for key in fs.find("ragops/mlflow")), "no MLflow artifact on S3"
    cluster.trained = True  # test_serving_replicas.py serves this data root
