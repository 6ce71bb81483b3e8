"""A server of two worker processes under load through a reload (issue 42): `python -m serving --workers 2` on the
trained sample root, four clients posting questions back to back; in the middle a new deployment manifest is written
and `POST /admin/reload` sent (it reaches one worker; the other loads it through its manifest watch).

Expected: every request answered 200 with the old or the new deployment, never anything else; both workers on the
new deployment within the watch interval plus a load (measured from /metrics, one `ragops_deployment_info` series per
worker pid); /metrics sums the workers (requests counted equal the answers the clients got); every question went
through a micro-batcher (`ragops_batch_size` sums to the questions answered)."""

from __future__ import annotations

import os
import re
import threading
import time
from pathlib import Path

import httpx
import pytest

from tests.conftest import copy_data_root

pytestmark = pytest.mark.slow

TOKEN = "workers-admin-token-Zq71Rr2k"
QUESTIONS = ["How much is the warranty service fee per visit now?",
             "What was the warranty service fee per visit in 2021?", "What does error E42 mean on the HX-200?",
             "Compare the HX-200 and the HX-300 cooling capacity"]
MODELS = ("dcee", "t3d_intent", "t3d_ranker")
WATCH_SECONDS = 0.5


def _deployments_by_pid(url: str) -> dict[str, str]:
    """pid -> the deployment id each worker serves (its `ragops_deployment_info` series at 1)."""
    found = {}
    for line in httpx.get(f"{url}/metrics", timeout=30).text.splitlines():
        if line.startswith("ragops_deployment_info{") and line.endswith(" 1.0"):
            labels = dict(re.findall(r'(\w+)="([^"]*)"', line))
            found[labels["pid"]] = labels["deployment_id"]
    return found


def _counter(url: str, name: str) -> float:
    text = httpx.get(f"{url}/metrics", timeout=30).text
    return sum(float(line.rsplit(" ", 1)[1]) for line in text.splitlines() if line.startswith(name))


def _wait_for(what: str, check, timeout: float) -> float:
    started = time.monotonic()
    while time.monotonic() - started < timeout:
        if check():
            return time.monotonic() - started
        time.sleep(0.1)
    raise AssertionError(f"{what}: not within {timeout:.0f} s")


def test_two_workers_reload_under_load_and_drop_nothing(sample_trained_root: Path, tmp_path: Path):
    from tasks.core.deployment import write_deployment
    from tasks.core.server_process import Server, running

    root = copy_data_root(sample_trained_root, tmp_path / "data", keep_registry=True)
    manifest = root / "deployments" / "manifest.json"
    index = (root / "index" / "CURRENT").read_text().strip()
    write_deployment(manifest, index, {name: "1" for name in MODELS}, created_by="workers test",
                     deployment_id="d-workers-1")
    overrides = [f"ingest.source={sample_trained_root.parent / 'sample_corpus'}", "serving.workers=2",
                 f"serving.watch_interval_seconds={WATCH_SECONDS}"]
    server = Server(root, None, overrides, tmp_path / "serve.log", {**os.environ, "RAGOPS_ADMIN_TOKEN": TOKEN})
    with running(server):
        url = server.url
        _wait_for("both workers loaded", lambda: len(_deployments_by_pid(url)) == 2, 240)
        answers: list[tuple[int, str | None]] = []
        stop = threading.Event()

        def client(n: int) -> None:
            with httpx.Client(base_url=url, timeout=120) as http:
                for i in range(10_000):
                    if stop.is_set():
                        return
                    reply = http.post("/v1/query", json={"query": QUESTIONS[(n + i) % len(QUESTIONS)]})
                    body = reply.json() if reply.status_code == 200 else {}
                    answers.append((reply.status_code, (body.get("deployment") or {}).get("deployment_id")))

        threads = [threading.Thread(target=client, args=(n,)) for n in range(4)]
        for thread in threads:
            thread.start()
        _wait_for("load under way", lambda: len(answers) >= 20, 240)
        write_deployment(manifest, index, {name: "1" for name in MODELS}, created_by="workers test",
                         deployment_id="d-workers-2")
        reply = httpx.post(f"{url}/admin/reload", headers={"Authorization": f"Bearer {TOKEN}"}, timeout=300)
        assert reply.status_code == 200 and reply.json()["deployment"]["deployment_id"] == "d-workers-2"
        switched = _wait_for("both workers on d-workers-2",
                             lambda: set(_deployments_by_pid(url).values()) == {"d-workers-2"}, 60)
        after = len(answers)
        _wait_for("answers after the switch", lambda: len(answers) >= after + 20, 240)
        stop.set()
        for thread in threads:
            thread.join(120)
        served = _counter(url, 'ragops_requests_total{route="/v1/query",status="200"}')
        batched = _counter(url, "ragops_batch_size_sum")
    print(f"\n==> {len(answers)} answers, both workers on the new deployment {switched:.1f} s after the reload reply")
    statuses = {status for status, _ in answers}
    assert statuses == {200}, statuses
    assert {deployment for _, deployment in answers} == {"d-workers-1", "d-workers-2"}
    assert answers[-1][1] == "d-workers-2"
    assert switched <= WATCH_SECONDS + 30  # the other worker: its watch, then one load (seconds on 2 cores)
    assert served == len(answers) and batched == len(answers), (served, batched, len(answers))
