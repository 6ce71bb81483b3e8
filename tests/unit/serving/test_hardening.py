"""What the API refuses and how (issue 18), in process (FastAPI's TestClient) over the tiny real index and
evaluators: malformed bodies get a 4xx with the JSON error shape and never a 5xx; a failing step (the system edge: an
LLM backend that raises) is a clear error counted in /metrics, streamed or not; /admin/reload compares the bearer
token as bytes in constant time and says nothing about it; the server binds 127.0.0.1 unless told otherwise. The
same, under load against a real server process, is tests/reliability/test_serving_load.py."""

from __future__ import annotations

import hmac
import json
from typing import Any

import pytest
from fastapi.testclient import TestClient

from serving import deps, service
from serving.generation import GenerationError, LlmGenerator
from serving.schemas import text_problem
from tests.unit.serving.test_app import ScriptedBackend
from tests.unit.serving.test_app import client_for as app_client_for
from tests.unit.tasks.runtime.tiny_index import Runtime, build_runtime

FEE_NOW = "How much is the warranty service fee per visit now?"
TOKEN = "unit-admin-token-7f3a9c"


class FailingBackend(LlmGenerator):
    """The system edge: an LLM backend that raises (GenerationError: unreachable; anything else: it broke)."""

    name = "failing"

    def __init__(self, error: Exception) -> None:
        self.error = error

    def generate(self, messages, temperature, max_tokens) -> str:
        raise self.error

    def stream(self, messages, temperature, max_tokens):
        yield "The fee "
        raise self.error


@pytest.fixture(scope="module")
def runtime(tmp_path_factory) -> Runtime:
    return build_runtime(tmp_path_factory.mktemp("serving_hardening"))


def client_for(runtime: Runtime, backend: LlmGenerator | None = None, **overrides: Any) -> TestClient:
    """test_app's client, answering server errors as responses (what a real client sees) instead of raising them."""
    return app_client_for(runtime, backend, raise_server_exceptions=False, **overrides)


@pytest.fixture(scope="module")
def client(runtime: Runtime):
    with client_for(runtime, **{"serving.max_body_bytes": 8192, "serving.max_query_chars": 300}) as client:
        yield client


JSON = {"content-type": "application/json"}
# (name, method, path, raw body or None, headers, expected status)
MALFORMED = [
    ("truncated JSON", "POST", "/v1/query", b'{"query": "fee"', JSON, 422),
    ("not JSON", "POST", "/v1/query", b"query=fee", JSON, 422),
    ("trailing comma", "POST", "/v1/query", b'{"query": "fee",}', JSON, 422),
    ("invalid UTF-8", "POST", "/v1/query", b'{"query": "fee \xff\xfe now"}', JSON, 400),
    ("latin-1 declared", "POST", "/v1/query", '{"query": "Gebühr"}'.encode("latin-1"),
     {"content-type": "application/json; charset=latin-1"}, 400),
    ("lone surrogate", "POST", "/v1/query", b'{"query": "fee \\ud800 now"}', JSON, 422),
    ("surrogate in a field name", "POST", "/v1/query", b'{"query": "fee", "\\udfff": 1}', JSON, 422),
    ("NUL", "POST", "/v1/query", b'{"query": "fee\\u0000 now"}', JSON, 422),
    ("escape sequence", "POST", "/v1/query", b'{"query": "\\u001b[31mfee\\u0007"}', JSON, 422),
    ("DEL and C1", "POST", "/v1/query", b'{"query": "fee \\u007f\\u009b"}', JSON, 422),
    ("number", "POST", "/v1/query", b'{"query": 42}', JSON, 422),
    ("list", "POST", "/v1/query", b'{"query": ["fee"]}', JSON, 422),
    ("null", "POST", "/v1/query", b'{"query": null}', JSON, 422),
    ("body is a list", "POST", "/v1/query", b'["fee"]', JSON, 422),
    ("body is null", "POST", "/v1/query", b"null", JSON, 422),
    ("empty body", "POST", "/v1/query", b"", JSON, 422),
    ("empty question", "POST", "/v1/query", b'{"query": ""}', JSON, 422),
    ("blank question", "POST", "/v1/query", b'{"query": " \\n\\t "}', JSON, 422),
    ("over-long question", "POST", "/v1/query", json.dumps({"query": "fee " * 200}).encode(), JSON, 422),
    ("unknown field", "POST", "/v1/query", b'{"query": "fee", "bogus": 1}', JSON, 422),
    ("top_k a string", "POST", "/v1/query", b'{"query": "fee", "top_k": "ten"}', JSON, 422),
    ("top_k infinite", "POST", "/v1/query", b'{"query": "fee", "top_k": Infinity}', JSON, 422),
    ("top_k NaN", "POST", "/v1/query", b'{"query": "fee", "top_k": NaN}', JSON, 422),
    ("top_k 4400 digits", "POST", "/v1/query", b'{"query": "fee", "top_k": ' + b"9" * 4400 + b"}", JSON, 400),
    ("top_k over the limit", "POST", "/v1/query", b'{"query": "fee", "top_k": 500}', JSON, 422),
    ("as_of not a date", "POST", "/v1/query", b'{"query": "fee", "as_of": "yesterday"}', JSON, 422),
    ("nested 3000 deep", "POST", "/v1/query", b"[" * 1500 + b"]" * 1500, JSON, 400),
    ("session id too long", "POST", "/v1/query", json.dumps({"query": "fee", "session_id": "s" * 201}).encode(),
     JSON, 422),
    ("text/plain", "POST", "/v1/query", b'{"query": "fee"}', {"content-type": "text/plain"}, 415),
    ("form-encoded", "POST", "/v1/query", b"query=fee", {"content-type": "application/x-www-form-urlencoded"}, 415),
    ("GET on a POST route", "GET", "/v1/query", None, {}, 405),
    ("PUT on a POST route", "PUT", "/v1/query", b'{"query": "fee"}', JSON, 405),
    ("DELETE on reload", "DELETE", "/admin/reload", None, {}, 405),
    ("unknown route", "POST", "/v1/nope", b"{}", JSON, 404),
    ("chat without messages", "POST", "/v1/chat/completions", b'{"model": "ragops", "messages": []}', JSON, 422),
    ("chat with a bad role", "POST", "/v1/chat/completions",
     b'{"messages": [{"role": "wizard", "content": "fee"}]}', JSON, 422),
    ("chat content a number", "POST", "/v1/chat/completions", b'{"messages": [{"role": "user", "content": 7}]}',
     JSON, 422),
    ("chat NUL deep in a part", "POST", "/v1/chat/completions",
     b'{"messages": [{"role": "user", "content": [{"type": "text", "text": "fee\\u0000"}]}]}', JSON, 422),
    ("chat nested deep", "POST", "/v1/chat/completions",
     b'{"messages": [{"role": "user", "content": [{"x": ' + b"[" * 300 + b"]" * 300 + b"}]}]}", JSON, 422),
    ("feedback id a number", "POST", "/v1/feedback", b'{"query_id": 5}', JSON, 422),
    ("feedback dwell negative", "POST", "/v1/feedback", b'{"query_id": "q", "dwell_ms": -1}', JSON, 422),
    ("over the body limit", "POST", "/v1/query", json.dumps({"query": "x" * 10000}).encode(), JSON, 413),
]


def assert_error_shape(reply, status: int) -> dict:
    assert reply.status_code == status, (reply.status_code, reply.text[:500])
    assert reply.headers["content-type"].startswith("application/json")
    body = reply.json()
    assert body["error"]["code"] == status and body["error"]["type"] and body["error"]["message"].strip()
    return body


@pytest.mark.parametrize(("name", "method", "path", "content", "headers", "status"), MALFORMED,
                         ids=[case[0] for case in MALFORMED])
def test_malformed_requests_get_a_4xx_with_a_json_error(client, name, method, path, content, headers, status):
    reply = client.request(method, path, content=content, headers=headers)
    assert_error_shape(reply, status)
    assert "\\ud800" not in reply.text and len(reply.content) < 5000  # the input is not echoed back


def test_refused_characters_are_named_not_echoed(client):
    message = assert_error_shape(client.post("/v1/query", content=b'{"query": "fee\\u0000 now"}', headers=JSON),
                                 422)["error"]["message"]
    assert "query holds the control character U+0000 at character 3" in message
    message = assert_error_shape(client.post("/v1/query", content=b'{"query": "fee \xff"}', headers=JSON),
                                 400)["error"]["message"]
    assert "not valid UTF-8 (byte 0xff at offset 15)" in message
    assert text_problem("tabs\tnew\nlines\r\nform\x0cfeed 中文 ok") is None  # whitespace controls are text


def test_a_chunked_body_over_the_limit_is_a_413_too(client):
    def chunks():
        for _ in range(20):
            yield b" " * 1024

    reply = client.post("/v1/query", content=chunks(), headers=JSON)
    assert_error_shape(reply, 413)
    assert "serving.max_body_bytes" in reply.json()["error"]["message"]


def test_the_server_answers_after_all_of_that(client):
    reply = client.post("/v1/query", json={"query": FEE_NOW, "generate": False})
    assert reply.status_code == 200 and reply.json()["evidence"]
    metrics = client.get("/metrics").text
    assert 'ragops_request_errors_total{kind="invalid_request",route="/v1/query"}' in metrics
    assert 'status="500"' not in metrics


@pytest.mark.parametrize("error", [GenerationError("openai backend at http://127.0.0.1:9/v1: connection refused"),
                                   RuntimeError("CUDA error: an illegal memory access")], ids=["unreachable", "broken"])
def test_a_failing_backend_is_a_clear_error_counted_in_metrics(runtime, error):
    status, kind = (502, "generation_failed") if isinstance(error, GenerationError) else (500, "step_failed")
    with client_for(runtime, FailingBackend(error)) as client:
        for _ in range(2):
            body = assert_error_shape(client.post("/v1/query", json={"query": FEE_NOW}), status)
            assert body["error"]["type"] == kind and str(error) in body["error"]["message"]
        with client.stream("POST", "/v1/chat/completions", json={
                "model": "ragops", "stream": True, "messages": [{"role": "user", "content": FEE_NOW}]}) as reply:
            assert reply.status_code == 200
            events = [line.removeprefix("data: ") for line in reply.iter_lines() if line.startswith("data: ")]
        assert json.loads(events[-1])["error"]["type"] == kind  # an error event, not a cut connection
        metrics = client.get("/metrics").text
    name = type(error).__name__
    assert f'ragops_backend_failures_total{{error="{name}",step="generate"}} 3.0' in metrics
    assert f'ragops_request_errors_total{{kind="{kind}",route="/v1/query"}} 2.0' in metrics
    assert f'ragops_request_errors_total{{kind="{kind}",route="/v1/chat/completions"}} 1.0' in metrics


@pytest.mark.parametrize("target, step", [("generation_messages", "prompt"), ("finish_streamed", "finish")],
                         ids=["before generation", "after generation"])
def test_a_streamed_failure_outside_generation_is_counted_under_its_own_step(runtime, monkeypatch, target, step):
    """The backend works; what breaks in the stream is the prompt made from the evidence (before generation starts)
    or the citations after it: the error event and ragops_backend_failures_total name that step, not `generate`."""
    def broken(*args, **kwargs):
        raise RuntimeError("an evidence passage without text")

    monkeypatch.setattr(service, target, broken)
    with client_for(runtime, ScriptedBackend(["From April 2024 the fee is 120 yuan per visit. [1]"])) as client:
        with client.stream("POST", "/v1/chat/completions", json={
                "model": "ragops", "stream": True, "messages": [{"role": "user", "content": FEE_NOW}]}) as reply:
            assert reply.status_code == 200
            events = [line.removeprefix("data: ") for line in reply.iter_lines() if line.startswith("data: ")]
        metrics = client.get("/metrics").text
    error = json.loads(events[-1])["error"]
    assert error["type"] == "step_failed" and error["code"] == 500
    assert error["message"] == f"step {step} failed: RuntimeError: an evidence passage without text"
    assert f'ragops_backend_failures_total{{error="RuntimeError",step="{step}"}} 1.0' in metrics
    assert 'ragops_backend_failures_total{error="RuntimeError",step="generate"}' not in metrics
    assert 'ragops_request_errors_total{kind="step_failed",route="/v1/chat/completions"} 1.0' in metrics


# ------------------------------------------------------------------ admin token


def test_admin_reload_needs_the_token_and_reveals_nothing(runtime, monkeypatch):
    monkeypatch.setenv("RAGOPS_ADMIN_TOKEN", TOKEN)
    compared: list[tuple[Any, Any]] = []
    real = hmac.compare_digest

    def spy(given, expected):
        compared.append((given, expected))
        return real(given, expected)

    monkeypatch.setattr(deps.hmac, "compare_digest", spy)
    with client_for(runtime) as client:
        refused = [client.post("/admin/reload"),
                   client.post("/admin/reload", headers={"Authorization": "Bearer wrong"}),
                   client.post("/admin/reload", headers={"Authorization": f"Bearer {TOKEN[:-1]}"}),
                   client.post("/admin/reload", headers={"Authorization": f"Bearer {TOKEN}x"}),
                   client.post("/admin/reload", headers={"Authorization": f"Basic {TOKEN}"}),
                   client.post("/admin/reload", headers={"Authorization": TOKEN}),
                   client.post("/admin/reload", headers={"Authorization": "Bearer"})]
        for reply in refused:
            body = assert_error_shape(reply, 401)
            assert body["error"]["message"] == "a valid bearer token is required"
            assert reply.headers["www-authenticate"] == "Bearer" and TOKEN not in reply.text
        # The right token gets past the check (the reload itself then runs: this app has no manager to load from,
        # so it fails as a reload failure, never as 401).
        accepted = client.post("/admin/reload", headers={"Authorization": f"Bearer {TOKEN}"})
        assert accepted.status_code != 401 and TOKEN not in accepted.text
        metrics = client.get("/metrics").text
    assert all(isinstance(given, bytes) and isinstance(expected, bytes) for given, expected in compared)
    assert len(compared) == len(refused) + 1  # every attempt compared, whatever its length or scheme
    assert TOKEN not in metrics and 'ragops_request_errors_total{kind="unauthorized",route="/admin/reload"} 7.0' in metrics


def test_admin_reload_is_off_without_a_token(runtime, monkeypatch):
    monkeypatch.delenv("RAGOPS_ADMIN_TOKEN", raising=False)
    with client_for(runtime) as client:
        reply = client.post("/admin/reload", headers={"Authorization": "Bearer anything"})
    assert assert_error_shape(reply, 403)["error"]["type"] == "forbidden"


# ------------------------------------------------------------------ where it listens


def test_the_server_binds_loopback_by_default(monkeypatch, tmp_path):
    import logging
    import os

    import serving.__main__ as serving_main
    from tasks import cli
    from tasks.core.paths import DATA_ROOT_ENV
    from tasks.core.settings import load_settings

    assert load_settings().serving.host == "127.0.0.1"
    monkeypatch.setenv(DATA_ROOT_ENV, str(tmp_path))  # restored afterwards (the CLI sets it)
    logger = logging.getLogger("ragops")  # `python -m serving` configures it: put back afterwards
    monkeypatch.setattr(logger, "handlers", list(logger.handlers))
    monkeypatch.setattr(logger, "propagate", logger.propagate)
    monkeypatch.setattr(logger, "level", logger.level)
    # `ragops serve` without --host passes none on: `python -m serving` takes serving.host.
    executed: list[list[str]] = []
    monkeypatch.setattr(os, "execv", lambda program, argv: executed.append(argv) or (_ for _ in ()).throw(SystemExit(0)))
    with pytest.raises(SystemExit):
        cli.main(["--data-root", str(tmp_path), "serve", "--port", "8123"])
    assert executed and "--host" not in executed[0] and executed[0][1:3] == ["-m", "serving"]
    # ... and `python -m serving` without --host runs uvicorn on serving.host.
    ran: dict[str, Any] = {}
    import uvicorn

    monkeypatch.setattr(uvicorn, "run", lambda app, **options: ran.update(options))
    assert serving_main.main(["--data-root", str(tmp_path), "--port", "8123"]) == 0
    assert ran["host"] == "127.0.0.1" and ran["port"] == 8123 and ran["access_log"] is False
