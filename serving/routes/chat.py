"""The OpenAI-compatible endpoints:

  GET  /v1/models             the models /v1/chat/completions accepts
  POST /v1/chat/completions   the corrective pipeline behind OpenAI's chat-completions schema (stream or not),
                              citations in the message; model "ragops-generator" reaches the deployment's LLM backend
                              directly
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator, Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from fastapi import APIRouter
from fastapi.responses import JSONResponse, Response, StreamingResponse

from models.answering.compose import sources_block
from serving import service
from serving.deps import ServerDep, checked_k, checked_query
from serving.errors import ApiError, error_body
from serving.generation import GENERATOR_MODEL
from serving.logs import log
from serving.schemas import RAG_MODEL, ChatRequest
from serving.state import Server

router = APIRouter()


@router.get("/v1/models")
def models(server: ServerDep) -> dict[str, Any]:
    names = [RAG_MODEL]
    current = server.manager.current
    if current is not None and current.generator is not None:
        names.append(GENERATOR_MODEL)
    return {"object": "list", "data": [{"id": name, "object": "model", "created": int(server.started),
                                        "owned_by": "ragops"} for name in names]}


@router.post("/v1/chat/completions")
async def chat(body: ChatRequest, server: ServerDep) -> Response:
    max_tokens = body.max_completion_tokens or body.max_tokens
    if body.model == GENERATOR_MODEL:
        return await _generator_chat(server, body, max_tokens)
    if body.model != RAG_MODEL:
        current = server.manager.current
        raise ApiError(404, f"model {body.model!r} does not exist; available: {RAG_MODEL}"
                            f"{', ' + GENERATOR_MODEL if current and current.generator else ''}", "model_not_found")
    users = [message.text() for message in body.messages if message.role == "user"]
    if not users or not users[-1].strip():
        raise ApiError(422, "messages must end with a user message holding the question", "invalid_request")
    settings = server.settings
    prepared = await server.prepare(checked_query(settings, users[-1]), None, checked_k(settings, None), body.user)
    created = int(time.time())
    completion_id = f"chatcmpl-{prepared.query_id}"
    headers = {"X-Query-Id": prepared.query_id}
    if body.stream:
        stage = _Stage("prompt")
        return StreamingResponse(_guarded(server, stage, _stream_rag(server, stage, prepared, body, max_tokens,
                                                                     completion_id, created)),
                                 media_type="text/event-stream", headers=headers)
    answer = await server.answer(prepared, body.temperature, max_tokens)
    server.remember(prepared, answer)
    content = _with_sources(answer, prepared)
    return JSONResponse({
        "id": completion_id, "object": "chat.completion", "created": created, "model": RAG_MODEL,
        "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
        "usage": _usage(prepared.query, content),
        "ragops": {"query_id": prepared.query_id, "action": prepared.action,
                   "response": service.response(prepared, answer)},
    }, headers=headers)


# ---------------------------------------------------------------- streams


class _Stage:
    """The step a stream is in. A failure after the 200 went out is counted under it: "prompt" (the prompt made from
    the evidence, before generation starts), "generate" (the backend producing text), "finish" (citations, the
    sources block and the query log, after it) — so a broken evidence item is not counted as a failed backend."""

    def __init__(self, name: str) -> None:
        self.name = name


async def _guarded(server: Server, stage: _Stage, events: AsyncIterator[str]) -> AsyncIterator[str]:
    """A stream whose backend fails after the 200 went out ends with an error event (OpenAI's client raises it)
    instead of a cut connection; the failure is logged and counted like a non-streamed one."""
    try:
        async for event in events:
            yield event
    except Exception as err:
        # An ApiError is a step's failure, counted by Server.step already; anything else is counted here.
        failure = err if isinstance(err, ApiError) else server.count_failure(stage.name, err, streamed=True)
        server.metrics.errors.labels("/v1/chat/completions", failure.kind).inc()
        log.warning("stream failed: %s", failure.message)
        error = error_body(failure.status, failure.message, failure.kind)["error"]
        yield f"data: {json.dumps({'error': error}, ensure_ascii=False)}\n\n"


async def _stream_rag(server: Server, stage: _Stage, prepared: service.Prepared, body: ChatRequest,
                      max_tokens: int | None, completion_id: str, created: int) -> AsyncIterator[str]:
    yield _chunk(completion_id, created, RAG_MODEL, {"role": "assistant", "content": ""})
    pieces = None
    if not server.settings.serving.verification.enabled:
        pieces = service.generate_stream(prepared, body.temperature, max_tokens)  # the prompt is made here
    if pieces is not None:  # an LLM backend, streamed as it generates
        stage.name = "generate"
        produced = []
        async for piece in _iterate_in_thread(pieces, server.executor):
            produced.append(piece)
            yield _chunk(completion_id, created, RAG_MODEL, {"content": piece})
        stage.name = "finish"
        answer = service.finish_streamed(prepared, "".join(produced))
        tail = answer.text[len("".join(produced).strip()):] if answer.text else ""
        rest = tail + "\n\n" + _sources(prepared)
    else:  # made whole (extractive, not_found, or verified first), then sent in pieces
        answer = await server.answer(prepared, body.temperature, max_tokens)
        stage.name = "finish"
        rest = _with_sources(answer, prepared)
    server.remember(prepared, answer)
    for piece in _pieces(rest):
        yield _chunk(completion_id, created, RAG_MODEL, {"content": piece})
    yield _chunk(completion_id, created, RAG_MODEL, {}, "stop",
                 {"ragops": {"query_id": prepared.query_id, "action": prepared.action}})
    yield "data: [DONE]\n\n"


async def _generator_chat(server: Server, body: ChatRequest, max_tokens: int | None) -> Response:
    """The deployment's LLM backend itself (no retrieval): this server as an OpenAI-compatible model endpoint."""
    deployment = server.deployment()
    generator = deployment.generator
    if generator is None:
        raise ApiError(404, f"model {GENERATOR_MODEL!r} needs an LLM generation backend; this deployment's is "
                            "extractive", "model_not_found")
    messages = [{"role": m.role, "content": m.text()} for m in body.messages]
    temperature = 0.7 if body.temperature is None else body.temperature
    tokens = max_tokens or deployment.generation.max_tokens
    created, completion_id = int(time.time()), f"chatcmpl-{service.new_query_id()}"
    if not body.stream:
        text = await server.generate(generator.generate, messages, temperature, tokens)
        return JSONResponse({"id": completion_id, "object": "chat.completion", "created": created,
                             "model": GENERATOR_MODEL, "choices": [{"index": 0, "message": {
                                 "role": "assistant", "content": text}, "finish_reason": "stop"}],
                             "usage": _usage(" ".join(m["content"] for m in messages), text)})

    async def events() -> AsyncIterator[str]:
        yield _chunk(completion_id, created, GENERATOR_MODEL, {"role": "assistant", "content": ""})
        async for piece in _iterate_in_thread(generator.stream(messages, temperature, tokens), server.executor):
            yield _chunk(completion_id, created, GENERATOR_MODEL, {"content": piece})
        yield _chunk(completion_id, created, GENERATOR_MODEL, {}, "stop")
        yield "data: [DONE]\n\n"

    return StreamingResponse(_guarded(server, _Stage("generate"), events()), media_type="text/event-stream")


# ---------------------------------------------------------------- OpenAI's shapes


def _sources(prepared: service.Prepared) -> str:
    return sources_block(prepared.evidence) if prepared.action != "not_found" else ""


def _with_sources(answer: service.Answer, prepared: service.Prepared) -> str:
    sources = _sources(prepared)
    return (answer.text or "") + (f"\n\n{sources}" if sources else "")


def _chunk(completion_id: str, created: int, model: str, delta: dict[str, Any], finish: str | None = None,
           extra: dict[str, Any] | None = None) -> str:
    payload = {"id": completion_id, "object": "chat.completion.chunk", "created": created, "model": model,
               "choices": [{"index": 0, "delta": delta, "finish_reason": finish}], **(extra or {})}
    return f"data: {json.dumps(payload, ensure_ascii=False)}\n\n"


def _pieces(text: str, size: int = 24) -> Iterator[str]:
    """A finished text in word-aligned pieces of about `size` characters (how a made-whole answer is streamed)."""
    start = 0
    while start < len(text):
        end = min(len(text), start + size)
        while end < len(text) and not text[end].isspace() and end - start < size * 2:
            end += 1
        yield text[start:end]
        start = end


def _usage(prompt: str, completion: str) -> dict[str, int]:
    """Whitespace-token counts (the extractive backend has no tokenizer; an estimate, as OpenAI's schema wants one)."""
    prompt_tokens, completion_tokens = len(prompt.split()), len(completion.split())
    return {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens}


async def _iterate_in_thread(iterator: Iterator[str], executor: ThreadPoolExecutor) -> AsyncIterator[str]:
    """Consume a blocking iterator in a worker thread, yielding its items to the event loop as they come."""
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue[tuple[str, Any]] = asyncio.Queue()

    def pump() -> None:
        try:
            for item in iterator:
                loop.call_soon_threadsafe(queue.put_nowait, ("item", item))
        except BaseException as err:  # handed to the consumer
            loop.call_soon_threadsafe(queue.put_nowait, ("error", err))
        else:
            loop.call_soon_threadsafe(queue.put_nowait, ("done", None))

    loop.run_in_executor(executor, pump)
    while True:
        kind, value = await queue.get()
        if kind == "item":
            yield value
        elif kind == "error":
            raise value
        else:
            return
