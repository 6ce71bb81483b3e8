"""The OpenAI-compatible endpoints:

  GET  /v1/models             the models /v1/chat/completions accepts
  POST /v1/chat/completions   the corrective pipeline behind OpenAI's chat-completions schema (stream or not),
                              citations in the message; model "ragops-generator" reaches the deployment's LLM backend
                              directly
"""

from __future__ import annotations

import json
import time
from collections.abc import AsyncIterator
from typing import Any

from fastapi import APIRouter
from fastapi.responses import JSONResponse, Response, StreamingResponse

from models.answering.compose import sources_block
from serving import service
from serving.deps import ServerDep, checked_k, checked_query
from serving.errors import ApiError
from serving.generation import GENERATOR_MODEL
from serving.schemas import RAG_MODEL, ChatRequest
from serving.state import Server
from serving.streaming import Stage, guarded, iterate_in_thread, text_pieces

router = APIRouter()
ROUTE = "/v1/chat/completions"


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
        stage = Stage("prompt")
        return StreamingResponse(guarded(server, stage, _stream_rag(server, stage, prepared, body, max_tokens,
                                                                    completion_id, created), ROUTE),
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


async def _stream_rag(server: Server, stage: Stage, prepared: service.Prepared, body: ChatRequest,
                      max_tokens: int | None, completion_id: str, created: int) -> AsyncIterator[str]:
    yield _chunk(completion_id, created, RAG_MODEL, {"role": "assistant", "content": ""})
    pieces = None
    if not server.settings.serving.verification.enabled:
        pieces = service.generate_stream(prepared, body.temperature, max_tokens)  # the prompt is made here
    if pieces is not None:  # an LLM backend, streamed as it generates
        stage.name = "generate"
        produced = []
        async for piece in iterate_in_thread(pieces, server.executor):
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
    for piece in text_pieces(rest):
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
        async for piece in iterate_in_thread(generator.stream(messages, temperature, tokens), server.executor):
            yield _chunk(completion_id, created, GENERATOR_MODEL, {"content": piece})
        yield _chunk(completion_id, created, GENERATOR_MODEL, {}, "stop")
        yield "data: [DONE]\n\n"

    return StreamingResponse(guarded(server, Stage("generate"), events(), ROUTE), media_type="text/event-stream")


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


def _usage(prompt: str, completion: str) -> dict[str, int]:
    """Whitespace-token counts (the extractive backend has no tokenizer; an estimate, as OpenAI's schema wants one)."""
    prompt_tokens, completion_tokens = len(prompt.split()), len(completion.split())
    return {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens}
