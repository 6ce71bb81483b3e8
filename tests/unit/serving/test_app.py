"""The API in process (FastAPI's TestClient) over the tiny real index and evaluators, for what the HTTP tests on the
sample corpus cannot reach cheaply: post-generation verification marking and rewriting an LLM answer, per-step
timeouts, a failing backend, and the temperature the backend is asked for. The LLM backend is the system edge here:
a scripted stand-in records what it was asked and answers fixed text; everything else is the real pipeline."""

from __future__ import annotations

import time
from datetime import UTC, datetime
from typing import Any

import pytest
from fastapi.testclient import TestClient

from serving.app import create_app
from serving.deployment import Deployment
from serving.generation import GenerationError, LlmGenerator, generation_settings
from tasks.core.deployment import DeploymentManifest
from tests.unit.tasks.runtime.tiny_index import Runtime, build_runtime

FEE_NOW = "How much is the warranty service fee per visit now?"


class ScriptedBackend(LlmGenerator):
    """Answers the scripted texts in turn (the last one repeatedly), recording each call."""

    name = "scripted"

    def __init__(self, answers: list[str], delay: float = 0.0, error: str | None = None) -> None:
        self.answers, self.delay, self.error = answers, delay, error
        self.calls: list[dict[str, Any]] = []

    def generate(self, messages, temperature, max_tokens) -> str:
        self.calls.append({"messages": list(messages), "temperature": temperature, "max_tokens": max_tokens})
        time.sleep(self.delay)
        if self.error:
            raise GenerationError(self.error)
        return self.answers[min(len(self.calls), len(self.answers)) - 1]

    def stream(self, messages, temperature, max_tokens):
        yield self.generate(messages, temperature, max_tokens)


@pytest.fixture(scope="module")
def runtime(tmp_path_factory) -> Runtime:
    return build_runtime(tmp_path_factory.mktemp("serving_runtime"))


def client_for(runtime: Runtime, backend: LlmGenerator | None = None, raise_server_exceptions: bool = True,
               **overrides: Any) -> TestClient:
    pipeline = runtime.pipeline(**overrides)
    settings = pipeline.settings
    app = create_app(settings, runtime.paths, start=False)
    manifest = DeploymentManifest("d-unit", None, {"alias": "test"}, {}, source="manifest")
    app.state.server.manager.current = Deployment(
        "d-unit", manifest, pipeline, generation_settings(settings.serving.generation, {}), backend,
        datetime.now(UTC).isoformat(), 0.0)
    return TestClient(app, raise_server_exceptions=raise_server_exceptions)


def test_ragops_query_prints_the_action_answer_and_merged_evidence_of_the_api(runtime, monkeypatch, capsys):
    """`ragops query --json` and POST /v1/query (extractive backend) on the same question and reference date give the
    same action, answer, merged evidence (chunk ids, passes, cited: the whole items) and versions kept out, and the
    CLI's lines say so."""
    import argparse
    import json

    import tasks.runtime.corrective as corrective
    from tasks.cli import _print_human, main
    from tasks.core.paths import DATA_ROOT_ENV
    from tests.unit.tasks.runtime.tiny_index import TODAY

    with client_for(runtime) as client:
        api = client.post("/v1/query", json={"query": FEE_NOW}).json()
    monkeypatch.setattr(corrective, "open_pipeline", lambda settings, paths, alias=None: runtime.pipeline())
    monkeypatch.setenv(DATA_ROOT_ENV, str(runtime.paths.root))
    assert main(["query", FEE_NOW, "--as-of", TODAY.isoformat(), "--json"]) == 0
    cli = json.loads(capsys.readouterr().out)

    assert api["superseded"] and api["generation"]["backend"] == "extractive"  # the old fee is kept out
    assert (cli["action"], cli["answer"], cli["as_of"]) == (api["action"], api["answer"], api["as_of"])
    assert [item["chunk_ids"] for item in cli["evidence"]] == [item["chunk_ids"] for item in api["evidence"]]
    assert [item["chunk_ids"] for item in cli["superseded"]] == [item["chunk_ids"] for item in api["superseded"]]
    assert cli["evidence"] == api["evidence"] and cli["superseded"] == api["superseded"]
    assert cli["intent"] == {key: value for key, value in api["intent"].items() if key != "session_reused"}
    assert cli["corrections"] == api["correction"]["corrections"]

    _print_human(argparse.Namespace(command="query"), cli)
    printed = capsys.readouterr().out.splitlines()
    assert printed[0].endswith(f"; action {api['action']}") and printed[1] == f"answer: {api['answer']}"
    cited = next(item for item in api["evidence"] if item["cited"])
    assert any(line.startswith(f"{cited['rank']}. ") and " cited" in line for line in printed)
    assert sum(line.startswith("  superseded: ") for line in printed) == len(api["superseded"])


def test_verification_marks_an_answer_contradicted_by_the_version_in_force(runtime):
    backend = ScriptedBackend(["The warranty service fee is 80 yuan per visit. [1]"])
    with client_for(runtime, backend, **{"serving.verification.enabled": True}) as client:
        body = client.post("/v1/query", json={"query": FEE_NOW}).json()
    trace = body["verification"]
    assert trace["flagged"] and trace["action"] == "mark" and trace["contradicted_share"] == 1.0
    assert trace["claims"][0]["verdict"] == "contradicted" and "120" in trace["claims"][0]["evidence"]
    assert "[Verification: 1 of 1 statements are contradicted" in body["answer"]
    assert any("verification" in warning for warning in body["warnings"])
    assert body["generation"]["backend"] == "scripted"


def test_verification_rewrites_from_the_contradicting_evidence_when_asked(runtime):
    backend = ScriptedBackend(["The warranty service fee is 80 yuan per visit. [1]",
                               "From April 2024 the fee is 120 yuan per visit. [1]"])
    with client_for(runtime, backend, **{"serving.verification.enabled": True,
                                         "serving.verification.on_contradiction": "rewrite"}) as client:
        body = client.post("/v1/query", json={"query": FEE_NOW}).json()
    assert body["answer"].startswith("From April 2024 the fee is 120 yuan per visit.")
    assert body["verification"]["action"] == "rewrite"
    assert body["verification"]["original_answer"].startswith("The warranty service fee is 80 yuan")
    rewrite_prompt = backend.calls[1]["messages"][1]["content"]
    assert "- The warranty service fee is 80 yuan per visit" in rewrite_prompt  # the refuted claim is named


def test_a_supported_answer_is_left_alone_and_the_backend_gets_the_consistency_temperature(runtime):
    backend = ScriptedBackend(["From April 2024 the warranty service fee is 120 yuan per visit. [1]"])
    with client_for(runtime, backend, **{"serving.verification.enabled": True}) as client:
        body = client.post("/v1/query", json={"query": FEE_NOW}).json()
    assert not body["verification"]["flagged"] and "Verification" not in body["answer"]
    assert backend.calls[0]["temperature"] == body["generation"]["temperature"]
    assert body["generation"]["temperature"] in (0.05, 0.2, 0.5)
    system, user = backend.calls[0]["messages"]
    assert system["role"] == "system" and "cite" in system["content"].lower()
    assert "[1]" in user["content"] and f"Question: {FEE_NOW}" in user["content"]


def test_a_slow_step_times_out_with_504_naming_it(runtime):
    backend = ScriptedBackend(["late"], delay=1.5)
    with client_for(runtime, backend, **{"serving.timeouts.generate_seconds": 0.2}) as client:
        reply = client.post("/v1/query", json={"query": FEE_NOW})
        assert reply.status_code == 504 and "step generate" in reply.json()["error"]["message"]
        assert 'ragops_request_errors_total{kind="timeout",route="/v1/query"} 1.0' in client.get("/metrics").text


def test_a_failing_backend_is_a_502_naming_it(runtime):
    backend = ScriptedBackend([], error="openai backend at http://127.0.0.1:9/v1: connection refused")
    with client_for(runtime, backend) as client:
        reply = client.post("/v1/query", json={"query": FEE_NOW})
        assert reply.status_code == 502 and "connection refused" in reply.json()["error"]["message"]
        assert client.post("/v1/query", json={"query": FEE_NOW, "generate": False}).status_code == 200


def test_not_ready_without_a_deployment(runtime):
    app = create_app(runtime.pipeline().settings, runtime.paths, start=False)
    with TestClient(app) as client:
        assert client.get("/readyz").status_code == 503
        reply = client.post("/v1/query", json={"query": FEE_NOW})
        assert reply.status_code == 503 and "not ready" in reply.json()["error"]["message"]
        assert client.get("/healthz").status_code == 200


def test_chat_streams_an_llm_answer_as_it_comes_then_the_sources(runtime):
    import json

    backend = ScriptedBackend(["From April 2024 the fee is 120 yuan per visit. [1]"])
    with client_for(runtime, backend) as client:
        with client.stream("POST", "/v1/chat/completions", json={
                "model": "ragops", "stream": True, "messages": [{"role": "user", "content": FEE_NOW}]}) as reply:
            assert reply.status_code == 200 and reply.headers["content-type"].startswith("text/event-stream")
            events = [line.removeprefix("data: ") for line in reply.iter_lines() if line.startswith("data: ")]
        raw = client.post("/v1/chat/completions", json={
            "model": "ragops-generator", "messages": [{"role": "user", "content": "hello"}]}).json()
    assert events[-1] == "[DONE]"
    chunks = [json.loads(event) for event in events[:-1]]
    assert chunks[0]["choices"][0]["delta"]["role"] == "assistant"
    assert chunks[1]["choices"][0]["delta"]["content"] == "From April 2024 the fee is 120 yuan per visit. [1]"
    text = "".join(chunk["choices"][0]["delta"].get("content") or "" for chunk in chunks)
    assert "\n\nSources:\n[1] " in text and chunks[-1]["choices"][0]["finish_reason"] == "stop"
    assert chunks[-1]["ragops"]["action"] in ("correct", "ambiguous")
    assert raw["model"] == "ragops-generator" and raw["choices"][0]["message"]["content"].startswith("From April")
    assert backend.calls[-1]["messages"] == [{"role": "user", "content": "hello"}]  # no retrieval, no prompt around it
