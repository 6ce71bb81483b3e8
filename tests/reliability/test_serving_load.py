"""Serving under load (issue 18): a real `python -m serving` process on the trained sample root, 8 concurrent
clients sending questions (query, chat completions, feedback) while six deployments are published and reloaded over
`POST /admin/reload`, with malformed requests mixed in (bad JSON, bodies of several MB, invalid UTF-8, wrong types,
control characters and NUL, empty and over-long questions, unknown fields, wrong content types and methods, bad
admin tokens).

Expected: no 5xx except real backend failures, which the test causes at true system edges — a deployment whose LLM
backend (the `openai` one) points at a port nobody listens on, and a deployment whose index file was cut short — and
which come back as a clear JSON error and are counted in /metrics; every malformed request gets its 4xx with the
JSON error shape; every answer has the response's shape; the reloads that should load do, in order. Security on the
way: the server was started without --host and listens on 127.0.0.1 only, and the admin token is in neither its
output (its JSON log and uvicorn's access log) nor /metrics.

Bounded (`make test`): 300 requests; deep (`make fuzz`): 5000. Figures: section "serving" of the reliability report.
"""

from __future__ import annotations

import itertools
import json
import os
import re
import shutil
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.conftest import copy_data_root
from tests.reliability.report import record, scaled

pytestmark = pytest.mark.slow

TOKEN = "load-admin-token-Wq81Zr5t-do-not-log"
CLIENTS = 8
MODELS = ("dcee", "t3d_intent", "t3d_ranker")
QUESTIONS = ["How much is the warranty service fee per visit now?",
             "What was the warranty service fee per visit in 2021?", "What does error E42 mean on the HX-200?",
             "Compare the HX-200 and the HX-300 cooling capacity", "冷水机组冬季停机时应该怎么做？",
             "How do I bake sourdough bread at home?"]
ACTIONS = {"correct", "ambiguous", "not_found"}
MB = 1024 * 1024
JSON = {"content-type": "application/json"}


def _chunked(total: int, piece: int = 64 * 1024) -> Iterator[bytes]:
    """A body of `total` bytes sent without Content-Length (chunked transfer: the server counts as it reads)."""
    yield b'{"query": "'
    for _ in range(total // piece):
        yield b"x" * piece
    yield b'"}'


# (name, method, path, headers, body (bytes, a callable making an iterator, or None), expected status)
MALFORMED: list[tuple[str, str, str, dict[str, str], Any, int]] = [
    ("truncated JSON", "POST", "/v1/query", JSON, b'{"query": "fee"', 422),
    ("not JSON", "POST", "/v1/query", JSON, b"what is the fee?", 422),
    ("huge body, 4 MB with Content-Length", "POST", "/v1/query", JSON,
     json.dumps({"query": "fee " * MB}).encode(), 413),
    ("huge body, 6 MB chunked", "POST", "/v1/query", JSON, lambda: _chunked(6 * MB), 413),
    ("huge chat body, 3 MB", "POST", "/v1/chat/completions", JSON,
     json.dumps({"messages": [{"role": "user", "content": "x" * (3 * MB)}]}).encode(), 413),
    ("invalid UTF-8", "POST", "/v1/query", JSON, b'{"query": "fee \xc3\x28 \xff now"}', 400),
    ("lone surrogate", "POST", "/v1/query", JSON, b'{"query": "fee \\udc80 now"}', 422),
    ("query a number", "POST", "/v1/query", JSON, b'{"query": 1234}', 422),
    ("query a list", "POST", "/v1/query", JSON, b'{"query": ["fee", "now"]}', 422),
    ("query null", "POST", "/v1/query", JSON, b'{"query": null}', 422),
    ("body null", "POST", "/v1/query", JSON, b"null", 422),
    ("NUL in the question", "POST", "/v1/query", JSON, b'{"query": "fee\\u0000; DROP TABLE"}', 422),
    ("control characters", "POST", "/v1/query", JSON, b'{"query": "\\u001b[2J\\u0007fee\\u0008"}', 422),
    ("empty question", "POST", "/v1/query", JSON, b'{"query": ""}', 422),
    ("over-long question", "POST", "/v1/query", JSON, json.dumps({"query": "fee " * 1000}).encode(), 422),
    ("unknown field", "POST", "/v1/query", JSON, b'{"query": "fee", "temperature": 2}', 422),
    ("top_k a string", "POST", "/v1/query", JSON, b'{"query": "fee", "top_k": "all"}', 422),
    ("top_k NaN", "POST", "/v1/query", JSON, b'{"query": "fee", "top_k": NaN}', 422),
    ("nested 20000 deep", "POST", "/v1/query", JSON, b"[" * 20000 + b"]" * 20000, 400),
    ("wrong content type", "POST", "/v1/query", {"content-type": "text/plain"}, b'{"query": "fee"}', 415),
    ("form-encoded", "POST", "/v1/query", {"content-type": "application/x-www-form-urlencoded"}, b"query=fee", 415),
    ("wrong method", "GET", "/v1/query", {}, None, 405),
    ("wrong method on reload", "GET", "/admin/reload", {}, None, 405),
    ("unknown route", "POST", "/v1/answer", JSON, b'{"query": "fee"}', 404),
    ("chat content a number", "POST", "/v1/chat/completions", JSON,
     b'{"messages": [{"role": "user", "content": 42}]}', 422),
    ("chat NUL", "POST", "/v1/chat/completions", JSON, b'{"messages": [{"role": "user", "content": "fee\\u0000"}]}',
     422),
    ("feedback unknown query", "POST", "/v1/feedback", JSON, b'{"query_id": "no-such-query"}', 404),
    ("reload without a token", "POST", "/admin/reload", {}, None, 401),
    ("reload with a wrong token", "POST", "/admin/reload", {"authorization": "Bearer " + "x" * len(TOKEN)}, None, 401),
    ("reload with a basic token", "POST", "/admin/reload", {"authorization": f"Basic {TOKEN}"}, None, 401),
]


class Tally:
    """What the clients saw, under a lock."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.sent = 0
        self.failed: list[str] = []
        self.statuses: Counter[int] = Counter()
        self.backend_failures = 0  # 5xx that are real backend failures, with the error shape and kind
        self.malformed_sent = 0
        self.malformed_4xx = 0
        self.deployments: list[str] = []
        self.query_ids: list[str] = []
        self.latencies: list[float] = []

    def fail(self, what: str) -> None:
        with self.lock:
            self.failed.append(what[:300])


def _error_kind(reply: httpx.Response, status: int) -> str | None:
    """The error's kind when the reply is a JSON error of this status with a message, else None."""
    try:
        error = reply.json()["error"]
    except (ValueError, KeyError, TypeError):
        return None
    ok = error.get("code") == status and isinstance(error.get("message"), str) and error["message"].strip()
    return error.get("type") if ok else None


def _send_valid(http: httpx.Client, number: int, tally: Tally) -> None:
    question = QUESTIONS[number % len(QUESTIONS)]
    kind = number % 10
    started = time.perf_counter()
    if kind == 7 and tally.query_ids:
        reply = http.post("/v1/feedback", json={"query_id": tally.query_ids[-1], "helpful": number % 2 == 0,
                                                "dwell_ms": 4000})
        shape_ok = reply.status_code == 200 and reply.json().get("stored") is True
    elif kind in (3, 8):
        reply = http.post("/v1/chat/completions", json={"model": "ragops", "messages": [
            {"role": "system", "content": "Answer briefly."}, {"role": "user", "content": question}]})
        body = reply.json() if reply.status_code == 200 else {}
        shape_ok = (reply.status_code == 200 and isinstance(body["choices"][0]["message"]["content"], str)
                    and body["ragops"]["query_id"])
    else:
        generate = kind != 5
        reply = http.post("/v1/query", json={"query": question, "generate": generate, "session_id": f"s{number % 4}"})
        body = reply.json() if reply.status_code == 200 else {}
        shape_ok = reply.status_code == 200 and body.get("action") in ACTIONS and isinstance(body.get("evidence"), list)
        if shape_ok and generate:
            shape_ok = isinstance(body.get("answer"), str) and bool(body["answer"].strip())
        if shape_ok:
            with tally.lock:
                tally.deployments.append(body["deployment"]["deployment_id"])
                tally.query_ids.append(body["query_id"])
    elapsed = time.perf_counter() - started
    with tally.lock:
        tally.statuses[reply.status_code] += 1
        if reply.status_code == 200:
            tally.latencies.append(elapsed)
    if reply.status_code == 502 and _error_kind(reply, 502) == "generation_failed":
        with tally.lock:
            tally.backend_failures += 1  # the LLM backend is down: a real backend failure, said so
    elif not shape_ok:
        tally.fail(f"valid request {number} ({reply.request.url.path}): {reply.status_code} {reply.text[:200]}")


def _send_malformed(http: httpx.Client, number: int, tally: Tally) -> None:
    name, method, path, headers, body, expected = MALFORMED[number % len(MALFORMED)]
    content = body() if callable(body) else body
    reply = http.request(method, path, headers=headers, content=content)
    with tally.lock:
        tally.statuses[reply.status_code] += 1
        tally.malformed_sent += 1
    if reply.status_code == expected and _error_kind(reply, expected):
        with tally.lock:
            tally.malformed_4xx += 1
    else:
        tally.fail(f"malformed {name!r}: expected {expected}, got {reply.status_code} {reply.text[:200]}")


def _client(url: str, jobs: Callable[[], int | None], tally: Tally) -> None:
    with httpx.Client(base_url=url, timeout=120) as http:
        while (number := jobs()) is not None:
            with tally.lock:
                tally.sent += 1
            try:
                if number % 4 == 3:
                    _send_malformed(http, number // 4, tally)
                else:
                    _send_valid(http, number, tally)
            except (httpx.HTTPError, ValueError, KeyError, TypeError, IndexError) as err:
                tally.fail(f"request {number}: {type(err).__name__}: {err}")


def _listening(port: int) -> list[str]:
    """Local addresses with a socket listening on `port` (Linux /proc/net/tcp and tcp6), e.g. ['0100007F']."""
    found = []
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            address, state = fields[1], fields[3]
            host, _, hex_port = address.rpartition(":")
            if state == "0A" and int(hex_port, 16) == port:
                found.append(host)
    return found


def _metric(text: str, name: str, **labels: str) -> float:
    """The sum of a Prometheus sample's values over the series whose labels include `labels`."""
    total = 0.0
    for line in text.splitlines():
        match = re.match(rf"{name}(?:\{{(.*)\}})? (\S+)$", line)
        if not match:
            continue
        found = dict(re.findall(r'(\w+)="([^"]*)"', match.group(1) or ""))
        if all(found.get(key) == value for key, value in labels.items()):
            total += float(match.group(2))
    return total


@pytest.fixture(scope="module")
def served(sample_trained_root: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    from tasks.core.server_process import Server, running

    work = tmp_path_factory.mktemp("serving_load")
    root = copy_data_root(sample_trained_root, work / "data", keep_registry=True)
    corpus = sample_trained_root.parent / "sample_corpus"
    overrides = [f"ingest.source={corpus}", "serving.watch_interval_seconds=0"]
    server = Server(root, None, overrides, work / "serve.log", {**os.environ, "RAGOPS_ADMIN_TOKEN": TOKEN},
                    log_level="info")
    # As `ragops serve` runs it, without --host (where it binds by default is under test), with uvicorn's access log.
    at = server.argv.index("--host")
    del server.argv[at:at + 2]
    server.argv.append("--access-log")
    with running(server):
        yield {"url": server.url, "port": server.port, "root": root, "server": server}
    # Stopped: its whole output (JSON log lines, uvicorn's access log, any traceback) is in the log now.
    served_log = (work / "serve.log").read_text(encoding="utf-8", errors="replace")
    assert '"POST /admin/reload HTTP/1.1" 401' in served_log and '"POST /v1/query HTTP/1.1" 200' in served_log
    assert TOKEN not in served_log and "authorization" not in served_log.lower()


def test_serving_under_load_with_reloads_and_malformed_requests(served):
    from tasks.core.deployment import write_deployment
    from tasks.core.server_process import free_port

    url, root, port = served["url"], served["root"], served["port"]
    manifest = root / "deployments" / "manifest.json"
    current_index = (root / "index" / "CURRENT").read_text().strip()
    models = {name: "1" for name in MODELS}
    auth = {"Authorization": f"Bearer {TOKEN}"}

    # The server was started without --host: it listens on loopback only.
    assert _listening(port) == ["0100007F"], _listening(port)

    # Two deployments that fail at a true system edge: an LLM backend nobody listens for (each answer that needs it
    # fails: 502), and an index version whose file was cut short (the reload fails: 500, the old one keeps serving).
    dead = f"http://127.0.0.1:{free_port()}/v1"
    broken = root / "index" / f"{current_index}-cut-short"
    shutil.copytree(root / "index" / current_index, broken)
    (broken / "trend" / "dense.faiss").write_bytes((broken / "trend" / "dense.faiss").read_bytes()[:100])
    plan: list[tuple[str, str | None, dict[str, Any], int]] = [  # (deployment_id, index version, generator, status)
        ("d-load-1", current_index, {}, 200),
        ("d-load-2", current_index, {"backend": "openai", "openai": {"base_url": dead, "model": "m",
                                                                     "timeout_seconds": 5}}, 200),
        ("d-load-broken", broken.name, {}, 500),
        ("d-load-3", current_index, {}, 200),
        ("d-load-3", None, {}, 200),  # the same manifest again
        ("d-load-4", current_index, {}, 200),
    ]

    total = scaled(bounded=300, deep=5000)
    tally, counter, reloads_done = Tally(), itertools.count(), threading.Event()
    counter_lock = threading.Lock()

    def jobs() -> int | None:
        with counter_lock:
            number = next(counter)
        return number if number < total or not reloads_done.is_set() else None

    started = time.perf_counter()
    threads = [threading.Thread(target=_client, args=(url, jobs, tally), name=f"client-{n}") for n in range(CLIENTS)]
    for thread in threads:
        thread.start()
    reload_failures, reload_log = [], []
    try:
        for step, (deployment_id, index_version, generator, status) in enumerate(plan, 1):
            while tally.sent < total * step / (len(plan) + 1) and any(t.is_alive() for t in threads):
                time.sleep(0.05)
            if index_version is not None:
                write_deployment(manifest, index_version, models, generator, created_by="load test",
                                 deployment_id=deployment_id)
            reply = httpx.post(f"{url}/admin/reload", headers=auth, timeout=300)
            reload_log.append((deployment_id, reply.status_code, tally.sent))
            body = reply.json()
            if status == 200 and (reply.status_code != 200 or body["deployment"]["deployment_id"] != deployment_id):
                reload_failures.append(f"{deployment_id}: {reply.status_code} {reply.text[:300]}")
            if status == 500:  # refused: a clear error naming what failed, and the last good one still serving
                message = body["error"]["message"] if reply.status_code == 500 else reply.text
                if not (body["error"]["type"] == "reload_failed" and "dense.faiss" in message
                        and "still serving d-load-2" in message):
                    reload_failures.append(f"{deployment_id}: {reply.status_code} {reply.text[:300]}")
    finally:
        reloads_done.set()
        for thread in threads:
            thread.join(timeout=600)
    seconds = time.perf_counter() - started
    assert not any(thread.is_alive() for thread in threads)
    assert served["server"].process.poll() is None, "the server died under load"

    metrics = httpx.get(f"{url}/metrics").text
    backend_counted = _metric(metrics, "ragops_backend_failures_total")
    generation_counted = _metric(metrics, "ragops_request_errors_total", kind="generation_failed")
    reloads_failed_counted = _metric(metrics, "ragops_reloads_total", trigger="admin", result="failed")
    fivexx = sum(count for status, count in tally.statuses.items() if status >= 500)
    real_backend_failures = tally.backend_failures + sum(1 for _, status, _ in reload_log if status == 500)
    latencies = sorted(tally.latencies)
    record("serving", requests_sent=tally.sent + len(reload_log), requests_failed=len(tally.failed),
           status_5xx=fivexx + sum(1 for _, status, _ in reload_log if status >= 500),
           status_5xx_not_backend=fivexx - tally.backend_failures, malformed_sent=tally.malformed_sent,
           malformed_4xx=tally.malformed_4xx, reloads=len(reload_log), reload_failures=len(reload_failures),
           reloads_refused_as_expected=sum(1 for _, status, _ in reload_log if status == 500),
           backend_failures=real_backend_failures, backend_failures_counted=int(backend_counted + reloads_failed_counted),
           clients=len(threads), load_seconds=round(seconds, 1),
           p95_answer_seconds=round(latencies[int(0.95 * (len(latencies) - 1))], 3) if latencies else None)

    assert tally.failed == [], tally.failed[:20]
    assert reload_failures == [], (reload_failures, reload_log)
    assert tally.sent >= total and len(reload_log) == len(plan)
    assert fivexx == tally.backend_failures  # no 5xx but the backend's own failures
    assert tally.malformed_4xx == tally.malformed_sent >= total // 4 - 1
    # The backend failures happened (the dead LLM served for a while) and /metrics counts each one.
    assert tally.backend_failures > 0
    assert backend_counted == generation_counted == tally.backend_failures, (backend_counted, generation_counted)
    assert _metric(metrics, "ragops_backend_failures_total", step="generate", error="GenerationError") == \
        tally.backend_failures
    assert reloads_failed_counted == 1.0
    assert _metric(metrics, "ragops_requests_total", route="/v1/query", status="500") == 0
    # Deployments were answered from in the order they were loaded; the last is serving.
    order = list(dict.fromkeys(d for d in tally.deployments if d.startswith("d-load")))
    assert order == [d for d in ("d-load-1", "d-load-2", "d-load-3", "d-load-4") if d in order] and order, order
    ready = httpx.get(f"{url}/readyz").json()
    assert ready["ready"] and ready["deployment"]["deployment_id"] == "d-load-4"
    assert TOKEN not in metrics
