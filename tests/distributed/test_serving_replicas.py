"""`make test-distributed`: serving replicas on more than one machine (issue 42) — two `python -m serving` processes
on the S3 data root the DAG test built (test_celery_s3.py, same session), each with its own local mirror (its own
RAGOPS_WORK_DIR) and port, as two hosts would run them; a round-robin client asking real held-out questions of both
while `ragops promote --data-root s3://…` writes a new deployment manifest in the middle.

The replicas start with no manifest on S3 (the DAG test promotes nothing): they serve the default deployment, the
CURRENT index and the evaluators at `evaluators.model_alias`. The promotion (evaluate, gate, promote, smoke check on
a temporary server, in a workspace pushed back write-then-pointer: the manifest is the last PUT) names a new
deployment id. Then: every request answered 200, both replicas answered on the old deployment and on the new one,
each switched to the manifest's deployment within the poll interval + its load time + MARGIN of the manifest
appearing on S3, and every request sent to a replica after it switched was answered by the new deployment.

The gate here is one bound every evaluation meets (recall_at_k >= 0): what is under test is how a promotion reaches
the replicas; the gate's arithmetic and params.yaml's bounds are tested in tests/unit and tests/integration.
"""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

from tasks.core.server_process import Server, running_together
from tests.distributed.cluster import Cluster

DATA_ROOT = "s3://ragops/data"
INTERVAL = 1.0  # serving.watch_interval_seconds of the replicas
MARGIN = 5.0  # seconds on top of interval + load time: the sync's listing and download, 2 shared cores
CLIENT_THREADS, PAUSE = 2, 0.2  # requests in flight at once, and each thread's pause between two
PROMOTION = {"limit": 3, "thresholds": {"recall_at_k": {"direction": "higher", "absolute": 0.0}}}


def _env(cluster: Cluster, work: Path) -> dict[str, str]:
    return {**os.environ, **cluster.s3_env(), "MLFLOW_TRACKING_URI": f"http://127.0.0.1:{cluster.ports['mlflow']}",
            "MLFLOW_DISABLE_TELEMETRY": "true", "RAGOPS_PARAMS": str(cluster.params), "RAGOPS_WORK_DIR": str(work),
            "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1", "TOKENIZERS_PARALLELISM": "false"}


def _replica(cluster: Cluster, name: str) -> Server:
    """One replica as another host would run it: its own mirror folder (RAGOPS_WORK_DIR) and port."""
    return Server(DATA_ROOT, cluster.params, [f"serving.watch_interval_seconds={INTERVAL}"],
                  cluster.logs / f"replica-{name}.log", env=_env(cluster, cluster.home / f"replica-{name}"),
                  log_level="info")


class RoundRobin:
    """Threads posting questions to the replicas in turn; every reply recorded (replica, status, deployment)."""

    def __init__(self, urls: list[str], questions: list[str]) -> None:
        self.urls, self.questions = urls, questions
        self.records: list[dict[str, Any]] = []
        self._turn = itertools.count()
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._threads = [threading.Thread(target=self._run, daemon=True) for _ in range(CLIENT_THREADS)]

    def __enter__(self) -> RoundRobin:
        for thread in self._threads:
            thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        for thread in self._threads:
            thread.join(timeout=180)

    def answered(self, timeout: float) -> str | None:
        """A question the replicas answered (not `not_found`) so far, waiting up to `timeout` s for one."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self._lock:
                found = [record["question"] for record in self.records if record.get("action") not in (None,
                                                                                                       "not_found")]
            if found:
                return found[0]
            time.sleep(0.5)
        return None

    def _run(self) -> None:
        import httpx

        with httpx.Client(timeout=120.0) as client:
            while not self._stop.is_set():
                turn = next(self._turn)
                replica, question = turn % len(self.urls), self.questions[turn % len(self.questions)]
                record: dict[str, Any] = {"replica": replica, "question": question, "deployment": None,
                                          "sent": time.monotonic()}
                try:
                    reply = client.post(f"{self.urls[replica]}/v1/query", json={"query": question})
                    record["status"] = reply.status_code
                    if reply.status_code == 200:
                        body = reply.json()
                        record["deployment"], record["action"] = body["deployment"]["deployment_id"], body["action"]
                    else:
                        record["error"] = reply.text[:300]
                except Exception as err:  # a refused connection, a reset, a timeout: a failed request
                    record["status"], record["error"] = None, f"{type(err).__name__}: {err}"
                with self._lock:
                    self.records.append(record)
                self._stop.wait(PAUSE)


class Watch:
    """Polls, every 0.2 s, the manifest on S3 and each replica's /readyz: when the manifest appeared (its deployment
    id) and when each replica first served another deployment than it started with."""

    def __init__(self, replicas: list[Server], initial: list[str]) -> None:
        import fsspec

        self.replicas, self.initial = replicas, initial
        self.fs = fsspec.filesystem("s3", skip_instance_cache=True)
        self.manifest: tuple[float, str] | None = None  # (when seen, deployment id)
        self.switched: list[tuple[float, str, float] | None] = [None] * len(replicas)  # (when, id, load_seconds)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> Watch:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(timeout=30)

    def done(self) -> bool:
        return self.manifest is not None and all(self.switched)

    def _run(self) -> None:
        import httpx

        key = f"{DATA_ROOT.split('://', 1)[1]}/deployments/manifest.json"
        with httpx.Client(timeout=5.0) as client:
            while not self._stop.wait(0.2):
                if self.manifest is None:
                    try:
                        self.manifest = (time.monotonic(), json.loads(self.fs.cat_file(key))["deployment_id"])
                    except FileNotFoundError:
                        pass
                for index, server in enumerate(self.replicas):
                    if self.switched[index] is not None:
                        continue
                    try:
                        served = client.get(f"{server.url}/readyz").json().get("deployment") or {}
                    except (httpx.HTTPError, ValueError):
                        continue
                    if served.get("deployment_id") not in (None, self.initial[index]):
                        self.switched[index] = (time.monotonic(), served["deployment_id"], served["load_seconds"])


def _promote(cluster: Cluster, smoke_question: str | None) -> dict[str, Any]:
    """`ragops promote` on the S3 data root, as an operator (or the promote_models DAG) would run it. The smoke
    question: one the replicas answered before (the first held-out one may get `not_found` from these small models,
    and the smoke check would rightly roll the promotion back)."""
    params = yaml.safe_load(cluster.params.read_text(encoding="utf-8"))
    params["promotion"].update(PROMOTION)
    params["promotion"]["smoke"]["question"] = smoke_question
    promotion_params = cluster.home / "params-promotion.yaml"
    promotion_params.write_text(yaml.safe_dump(params, sort_keys=False), encoding="utf-8")
    done = subprocess.run([str(Path(sys.executable).with_name("ragops")), "--params", str(promotion_params),
                           "--data-root", DATA_ROOT, "--json", "promote"], capture_output=True, text=True,
                          timeout=900, env=_env(cluster, cluster.home / "promotion"), cwd=cluster.home)
    assert done.returncode == 0, f"{done.stdout[-3000:]}\n{done.stderr[-5000:]}"
    return json.loads(done.stdout[done.stdout.index("{"):])


def _questions(cluster: Cluster) -> list[str]:
    lines = (cluster.home / "corpus" / "queries" / "heldout.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line)["query"] for line in lines if line.strip()][:20]


def test_two_replicas_on_one_s3_data_root_switch_to_a_promotion_without_a_failed_request(cluster: Cluster):
    if not cluster.trained:
        pytest.skip("needs the data root the DAG test (test_celery_s3.py) builds on S3 in the same session")
    cluster.stop_airflow()  # the DAGs are done: their processes would only compete for the cores
    os.environ.update(cluster.s3_env())  # this process reads the manifest on S3 too (Watch)
    replicas = [_replica(cluster, name) for name in ("a", "b")]
    started = time.monotonic()
    with running_together(replicas):
        initial = [server.ready["deployment"]["deployment_id"] for server in replicas]
        print(f"\n==> 2 replicas ready in {time.monotonic() - started:.0f} s, serving {initial} "
              f"(watch every {INTERVAL:g} s)")
        with RoundRobin([server.url for server in replicas], _questions(cluster)) as client, \
                Watch(replicas, initial) as watch:
            smoke_question = client.answered(timeout=60)  # and requests on the old deployment first
            time.sleep(3)
            promoted_at = time.monotonic()
            result = _promote(cluster, smoke_question)
            promote_seconds = time.monotonic() - promoted_at
            deadline = time.monotonic() + 120
            while not watch.done() and time.monotonic() < deadline:
                time.sleep(0.2)
            time.sleep(3)  # requests on the new deployment too
        records = client.records
    _report(result, promote_seconds, initial, watch, records)
    print(f"==> replica test {time.monotonic() - started:.0f} s (start, requests, promotion, switch, stop)")


def _report(result: dict[str, Any], promote_seconds: float, initial: list[str], watch: Watch,
            records: list[dict[str, Any]]) -> None:
    """Print the figures, then check them."""
    assert result["action"] == "promoted", result.get("message")
    new_id = result["deployment"]["deployment_id"]
    failed = [record for record in records if record["status"] != 200]
    per_replica = Counter(record["replica"] for record in records)
    served = Counter((record["replica"], record["deployment"]) for record in records if record["status"] == 200)
    lags = [None if switch is None or watch.manifest is None else switch[0] - watch.manifest[0]
            for switch in watch.switched]
    print(f"==> promotion {new_id} (`ragops promote` on {DATA_ROOT}) took {promote_seconds:.0f} s; "
          f"{len(records)} requests, {len(failed)} failed")
    for index, name in enumerate(("a", "b")):
        switch = watch.switched[index]
        print(f"    replica {name}: {per_replica[index]} requests ({served[(index, initial[index])]} on "
              f"{initial[index]}, {served[(index, new_id)]} on {new_id}); serving {switch and switch[1]} "
              f"{lags[index] if lags[index] is None else round(lags[index], 1)} s after the manifest reached S3 "
              f"(bound: interval {INTERVAL:g} + load {switch and switch[2]} + margin {MARGIN:g} s)")
    assert not failed, failed[:5]
    assert watch.manifest is not None and watch.manifest[1] == new_id, (watch.manifest, new_id)
    assert new_id not in initial
    for index in range(len(initial)):
        switch = watch.switched[index]
        assert switch is not None and switch[1] == new_id, (index, switch, new_id)
        assert lags[index] <= INTERVAL + switch[2] + MARGIN, (index, lags[index], switch)
        assert served[(index, initial[index])] > 0 and served[(index, new_id)] > 0, served
        late = [record for record in records if record["replica"] == index and record["sent"] > switch[0]]
        assert late and all(record["deployment"] == new_id for record in late), (index, late[:5])
