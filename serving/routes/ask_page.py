"""GET /: ask a question in a browser — the answer with numbered citations and an evidence card per passage; and
GET /v1/evidence/{chunk_id}/crop.png, the page region behind a passage, which each card shows.

The page works without JavaScript (the form is a GET: `/?q=...&as_of=...` answers on the server, serving/ask_view.py)
and, with it, streams the answer (serving/static/ask.js over POST /v1/query with `stream`) and posts the helpful /
not-helpful control to POST /v1/feedback. Every asset is served from /static: no CDN, no build step."""

from __future__ import annotations

import asyncio
import contextvars
from datetime import date
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request
from fastapi.responses import HTMLResponse, Response

from serving import ask_view, crops, service
from serving.deps import ServerDep, checked_k, checked_query
from serving.errors import ApiError, count_error
from serving.schemas import text_problem
from serving.state import Server

router = APIRouter()

# The page loads its own stylesheet and script only; nothing inline runs, whatever a document's text holds.
PAGE_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self'; style-src 'self'; script-src 'self'; "
                               "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
                               "frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}
CROP_SECONDS = 30.0
CROP_DOC = """The page region behind an evidence passage, as a PNG: the chunk's page rendered from its source document
(pypdfium2 for a PDF, Pillow for an image file), cropped around the chunk's box with a margin, the box highlighted.
`also`: other chunks of the same passage (a merged evidence item's `chunk_ids`) whose boxes on that page join the
crop. Cached under the data root by index version and chunk id (`X-Crop-Cache: hit | miss`). 404 for a chunk the
serving index version does not hold, or a source document no longer under `ingest.source`."""


@router.get("/", include_in_schema=False, response_class=HTMLResponse)
async def ask(request: Request, server: ServerDep, q: str = "", as_of: str = "") -> HTMLResponse:
    limit = server.settings.serving.max_query_chars
    if not q.strip():
        return HTMLResponse(ask_view.page(q, as_of, max_chars=limit), headers=PAGE_HEADERS)
    try:
        reply = await _answer(server, q, as_of)
    except ApiError as err:
        count_error(request, "/", err.kind)
        return HTMLResponse(ask_view.page(q, as_of, error=err.message, max_chars=limit), status_code=err.status,
                            headers=PAGE_HEADERS)
    return HTMLResponse(ask_view.page(q, as_of, reply, max_chars=limit), headers=PAGE_HEADERS)


async def _answer(server: Server, q: str, as_of: str) -> dict[str, Any]:
    """What POST /v1/query answers for the form's question and date (the same steps, the same checks)."""
    for name, value in (("q", q), ("as_of", as_of)):
        if problem := text_problem(value):
            raise ApiError(422, f"{name} {problem}", "invalid_request")
    try:
        when = date.fromisoformat(as_of) if as_of.strip() else None
    except ValueError:
        raise ApiError(422, f"as_of {as_of[:40]!r} is not a date (YYYY-MM-DD)", "invalid_request") from None
    text, k = checked_query(server.settings, q), checked_k(server.settings, None)
    prepared = await server.prepare(text, when, k, None)
    answer = await server.answer(prepared)
    server.remember(prepared, answer)
    return service.response(prepared, answer)


@router.get("/v1/evidence/{chunk_id}/crop.png", response_class=Response, summary="Page crop of an evidence passage",
            description=CROP_DOC, responses={200: {"content": {"image/png": {}}, "description": "the crop"},
                                             404: {"description": "unknown chunk, or its source document is gone"}})
async def crop(chunk_id: str, server: ServerDep, also: Annotated[list[str] | None, Query()] = None) -> Response:
    also = list(also or [])
    if len(also) > ask_view.MAX_ALSO:
        raise ApiError(422, f"also names {len(also)} chunks, over the limit of {ask_view.MAX_ALSO}", "invalid_request")
    version = server.deployment().pipeline.featurizer.version
    loop = asyncio.get_running_loop()
    work = loop.run_in_executor(server.executor, contextvars.copy_context().run, crops.crop_png, server.settings,
                                server.paths, version, chunk_id, also)
    try:
        found = await asyncio.wait_for(work, CROP_SECONDS)
    except TimeoutError:
        raise ApiError(504, f"rendering the crop of {chunk_id} took longer than {CROP_SECONDS:g} s", "timeout") from None
    return Response(found.png, media_type="image/png", headers={
        "Cache-Control": "public, max-age=86400", "ETag": f'"{found.name}"', "X-Crop-Cache": "hit" if found.cached
        else "miss"})
