"""What the routes share: the server state (`ServerDep`), the admin token check (`require_admin`), and the request
limits (the question's length and top_k as functions of the settings; the body's size as ASGI middleware, since it
must act while the body is read, before FastAPI parses it)."""

from __future__ import annotations

import hmac
import os
from typing import Annotated, Any

from fastapi import Depends, Request
from fastapi.responses import JSONResponse

from serving.errors import ApiError, BodyTooLarge, error_body
from serving.state import Server
from tasks.core.settings import Settings


async def get_server(request: Request) -> Server:
    return request.app.state.server


ServerDep = Annotated[Server, Depends(get_server)]


# ---------------------------------------------------------------- the admin token


def authorized(header: str, expected: str) -> bool:
    """`Authorization: Bearer <token>` matches the expected token; compared as bytes in constant time
    (hmac.compare_digest), whatever the token's length or content."""
    scheme, _, token = header.partition(" ")
    given = token.strip().encode("utf-8", "surrogateescape")
    matches = hmac.compare_digest(given, expected.encode("utf-8", "surrogateescape"))
    return scheme.lower() == "bearer" and matches


async def require_admin(request: Request, server: ServerDep) -> None:
    """403 while no token is set (the admin endpoints — reload, review decisions — are off), 401 unless the request
    carries it."""
    env = server.settings.serving.admin_token_env
    expected = os.environ.get(env)
    if not expected:
        raise ApiError(403, f"admin endpoints are off (reload, review decisions): set {env} to a token (the "
                            "manifest file watch reloads regardless; `ragops approve|reject` decide without it)",
                       "forbidden")
    if not authorized(request.headers.get("authorization", ""), expected):
        raise ApiError(401, "a valid bearer token is required", "unauthorized", headers={"WWW-Authenticate": "Bearer"})


# ---------------------------------------------------------------- request limits


def checked_query(settings: Settings, query: str) -> str:
    """The question, stripped: 422 when empty or over `serving.max_query_chars`."""
    query = query.strip()
    if not query:
        raise ApiError(422, "query is empty", "invalid_request")
    limit = settings.serving.max_query_chars
    if len(query) > limit:
        raise ApiError(422, f"query is {len(query)} characters, over the limit of {limit} "
                            "(serving.max_query_chars)", "invalid_request")
    return query


def checked_k(settings: Settings, top_k: int | None) -> int:
    """The evidence count asked for (default: evaluators.evidence_k): 422 over `serving.max_top_k`."""
    k = top_k or settings.evaluators.evidence_k
    if k > settings.serving.max_top_k:
        raise ApiError(422, f"top_k {k} is over the limit of {settings.serving.max_top_k} "
                            "(serving.max_top_k)", "invalid_request")
    return k


# A refused body is read and thrown away up to this many bytes before the 413 goes out: a server that answers and
# closes with unread data in the socket resets the connection, and the client, still sending, never reads the 413.
# Past this the connection is simply closed (a client that sends more than this after being refused loses its answer).
DRAIN_BYTES = 32 * 1024 * 1024


async def _drain(receive: Any, limit: int = DRAIN_BYTES) -> None:
    """Read (and discard) what is left of a request body, up to `limit` bytes."""
    drained = 0
    while drained <= limit:
        message = await receive()
        if message["type"] != "http.request":
            return
        drained += len(message.get("body", b""))
        if not message.get("more_body", False):
            return


class BodyLimit:
    """413 for request bodies over the limit, by Content-Length or by counting a chunked body as it arrives."""

    def __init__(self, app: Any, limit: int) -> None:
        self.app, self.limit = app, limit

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        length = dict(scope.get("headers") or []).get(b"content-length")
        if length is not None and length.isdigit() and int(length) > self.limit:
            await _drain(receive)
            await JSONResponse(error_body(413, f"request body of {int(length)} bytes is over the limit of "
                                               f"{self.limit} (serving.max_body_bytes)", "payload_too_large"),
                               status_code=413)(scope, receive, send)
            return
        received = 0

        async def counted() -> Any:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.limit:
                    if message.get("more_body", False):
                        await _drain(receive)
                    raise BodyTooLarge(f"request body is over the limit of {self.limit} bytes "
                                       "(serving.max_body_bytes)")
            return message

        await self.app(scope, counted, send)
