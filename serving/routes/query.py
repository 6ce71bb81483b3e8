"""POST /v1/query: question -> answer, action, intent, evidence (merged), superseded, warnings, deployment; with
`stream`, server-sent events: the answer's text as it is produced, then the whole response."""

from __future__ import annotations

from collections.abc import AsyncIterator

from fastapi import APIRouter
from fastapi.responses import JSONResponse, Response, StreamingResponse

from serving import service
from serving.deps import ServerDep, checked_k, checked_query
from serving.schemas import QueryRequest
from serving.state import Server
from serving.streaming import Stage, event_line, guarded, iterate_in_thread, text_pieces

router = APIRouter()
ROUTE = "/v1/query"

STREAM_DOC = """With `"stream": true` the answer comes as server-sent events (`text/event-stream`), one JSON object a
`data:` line: `{"delta": "<text>"}` as the answer is produced (an LLM backend streams as it generates; an extractive,
verified or not_found answer is made whole, then sent in pieces), then `{"response": {...}}`, the body the request
without `stream` answers (the answer finished: citations checked, verification done). A step that fails after the
stream began ends it with `{"error": {"message", "type", "code"}}`."""


@router.post(ROUTE, description=STREAM_DOC, responses={200: {"content": {"text/event-stream": {}}}})
async def query(body: QueryRequest, server: ServerDep) -> Response:
    text, k = checked_query(server.settings, body.query), checked_k(server.settings, body.top_k)
    prepared = await server.prepare(text, body.as_of, k, body.session_id)
    headers = {"X-Query-Id": prepared.query_id}
    if body.stream:
        stage = Stage("prompt")
        return StreamingResponse(guarded(server, stage, _events(server, stage, prepared, body.generate), ROUTE),
                                 media_type="text/event-stream", headers=headers)
    answer = await server.answer(prepared) if body.generate else None
    server.remember(prepared, answer)
    return JSONResponse(service.response(prepared, answer), headers=headers)


async def _events(server: Server, stage: Stage, prepared: service.Prepared, generate: bool) -> AsyncIterator[str]:
    pieces = None
    if generate and not server.settings.serving.verification.enabled:
        pieces = service.generate_stream(prepared)  # the prompt is made here; None: the answer is made whole
    if pieces is not None:  # an LLM backend, streamed as it generates
        stage.name = "generate"
        produced = []
        async for piece in iterate_in_thread(pieces, server.executor):
            produced.append(piece)
            yield event_line({"delta": piece})
        stage.name = "finish"
        answer = service.finish_streamed(prepared, "".join(produced))
    else:
        answer = await server.answer(prepared) if generate else None
        stage.name = "finish"
        for piece in text_pieces(answer.text or "" if answer else ""):
            yield event_line({"delta": piece})
    server.remember(prepared, answer)
    yield event_line({"response": service.response(prepared, answer)})
