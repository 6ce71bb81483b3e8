"""The corrective-RAG HTTP API (FastAPI; `ragops serve` runs it with uvicorn): `create_app` wires it together.

  POST /v1/query              question -> answer, action, intent, evidence (merged), superseded, warnings, deployment
                              (or, with `stream`, server-sent events: the answer's text as it comes, then all of it)
  POST /v1/chat/completions   the same pipeline behind OpenAI's chat-completions schema (stream or not), citations in
                              the message; model "ragops-generator" reaches the deployment's LLM backend directly
  GET  /v1/models             the models /v1/chat/completions accepts
  POST /v1/feedback           feedback on an answer by query_id -> the active-learning feedback files
  GET  /healthz  /readyz  /metrics
  POST /admin/reload          reload the deployment manifest (bearer token from `serving.admin_token_env`)
  GET  /                      a page to ask a question: the answer, its citations, the page region behind each one
  GET  /v1/evidence/{chunk_id}/crop.png   that page region: the chunk's page rendered, cropped, its box highlighted
  GET  /review                the candidate-versus-champion review, with approve / reject (admin token)
  POST /review/decision       approve | reject the candidate under review: runs `ragops approve|reject` (admin token)

routes/ holds the endpoints (one APIRouter per group), deps.py what they share (the server state, the admin token
check, the request limits), errors.py the error shape and its handlers, state.py the server state and the answer's
steps, schemas.py the request bodies.
"""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import Response
from fastapi.staticfiles import StaticFiles

from serving.deps import BodyLimit
from serving.errors import add_exception_handlers, internal_error, route_of
from serving.logs import configure_logging, log, query_id_var
from serving.routes import admin, ask_page, chat, feedback, health, query, review_page
from serving.state import Server
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings

__all__ = ["configure_logging", "create_app"]

STATIC = Path(__file__).with_name("static")


def create_app(settings: Settings, paths: DataPaths, start: bool = True,
               sync: Callable[[], Any] | None = None) -> FastAPI:
    """`sync`: brings a mirrored data root up to date before each manifest check (a data root on object storage).
    `start=False`: no deployment is loaded and the manifest is not watched (tests, the OpenAPI export)."""
    server = Server(settings, paths, sync)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        if start:
            server.manager.start()
        yield
        server.manager.stop()
        server.executor.shutdown(wait=False, cancel_futures=True)
        server.metrics.worker_exited()

    app = FastAPI(title="RAGOps corrective RAG", version="1", lifespan=lifespan)
    app.state.server = server
    # Added first, so it runs inside `observe`: a 413 is counted and logged like any other answer.
    app.add_middleware(BodyLimit, limit=settings.serving.max_body_bytes)
    app.middleware("http")(observe)
    add_exception_handlers(app)
    for routes in (health, admin, query, feedback, chat, ask_page, review_page):
        app.include_router(routes.router)
    # The pages' stylesheet and scripts, served from the package: no CDN, no build step.
    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    return app


async def observe(request: Request, call_next: Callable[..., Any]) -> Response:
    """Every request: counted and timed by route and status, logged as one JSON line (not /metrics: scrapes would
    drown the log), and an exception no handler answers turned into a 500 with the error shape."""
    query_id_var.set(None)
    started = time.perf_counter()
    status = 500
    try:
        try:
            response = await call_next(request)
        except Exception as err:  # not one of the errors the handlers answer: a bug or a broken disk
            response = internal_error(request, err)
        status = response.status_code
        return response
    finally:
        metrics = request.app.state.server.metrics
        path = route_of(request)
        elapsed = time.perf_counter() - started
        metrics.requests.labels(path, str(status)).inc()
        metrics.latency.labels(path).observe(elapsed)
        if path != "/metrics":
            log.info("request", extra={"fields": {"method": request.method, "route": path, "status": status,
                                                  "ms": round(elapsed * 1000, 1)}})
