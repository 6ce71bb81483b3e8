"""The corrective-RAG HTTP API (FastAPI; `ragops serve` runs it with uvicorn).

  POST /v1/query              question -> answer, action, intent, evidence (merged), superseded, warnings, deployment
  POST /v1/chat/completions   the same pipeline behind OpenAI's chat-completions schema (stream or not), citations in
                              the message; model "ragops-generator" reaches the deployment's LLM backend directly
  GET  /v1/models             the models /v1/chat/completions accepts
  POST /v1/feedback           feedback on an answer by query_id -> the active-learning feedback files
  GET  /healthz  /readyz  /metrics
  POST /admin/reload          reload the deployment manifest (bearer token from `serving.admin_token_env`)
"""

from __future__ import annotations

import asyncio
import contextvars
import hmac
import json
import logging
import os
import re
import sys
import time
from collections.abc import AsyncIterator, Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from datetime import UTC, date, datetime
from typing import Any, Literal

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response, StreamingResponse
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
from pydantic import BaseModel, ConfigDict, Field, model_validator
from starlette.exceptions import HTTPException as StarletteHTTPException

from models.answering.compose import sources_block
from serving import service
from serving.deployment import Deployment, DeploymentManager, ReloadError
from serving.feedback import FeedbackStore, QueryLog, feedback_row
from serving.generation import GENERATOR_MODEL, GenerationError
from serving.metrics import ServingMetrics
from tasks.core.deployment import manifest_path
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings

RAG_MODEL = "ragops"
query_id_var: contextvars.ContextVar[str | None] = contextvars.ContextVar("query_id", default=None)
log = logging.getLogger("ragops.serving")


# ---------------------------------------------------------------- request bodies

# Refused anywhere in a request body: lone surrogates (JSON can spell them, "\ud800", but they are not Unicode: they
# can't be encoded, logged or echoed back) and control characters other than whitespace (NUL, BEL, ESC, DEL, C1).
_BAD_CHARACTER = re.compile("[\x00-\x08\x0e-\x1b\x7f-\x84\x86-\x9f\ud800-\udfff]")


def text_problem(text: str) -> str | None:
    """Why a text from a request is refused, or None."""
    found = _BAD_CHARACTER.search(text)
    if found is None:
        return None
    code = ord(found.group())
    what = "a lone surrogate" if 0xD800 <= code <= 0xDFFF else "the control character"
    return f"holds {what} U+{code:04X} at character {found.start()}"


def _find_bad_text(body: Any) -> str | None:
    """The first refused text in a parsed JSON body, named by its path (walked without recursion: JSON nests deep)."""
    pending: list[tuple[str, Any]] = [("", body)]
    while pending:
        where, value = pending.pop()
        if isinstance(value, str):
            if problem := text_problem(value):
                return f"{where or 'body'} {problem}"
            continue
        items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
        for key, item in items:
            if isinstance(key, str) and (problem := text_problem(key)):
                return f"a field name in {where or 'the body'} {problem}"
            pending.append((f"{where}.{key}" if where else str(key), item))
    return None


class _Body(BaseModel):
    """A JSON request body: every text in it (field names too) is checked for refused characters first."""

    @model_validator(mode="before")
    @classmethod
    def _clean_text(cls, data: Any) -> Any:
        problem = _find_bad_text(data)
        if problem:
            raise ValueError(f"{problem} (refused: NUL and other control characters except whitespace, and lone "
                             "surrogates)")
        return data


class QueryRequest(_Body):
    model_config = ConfigDict(extra="forbid")
    query: str
    session_id: str | None = Field(default=None, max_length=200)
    as_of: date | None = None  # answer as of this date (default: today; "in 2020" in the question still wins)
    top_k: int | None = Field(default=None, ge=1)
    generate: bool = True


class FeedbackRequest(_Body):
    model_config = ConfigDict(extra="forbid")
    query_id: str
    helpful: bool | None = None  # None: no rating (the query joins the labelling pool only)
    dwell_ms: float = Field(default=0.0, ge=0.0)
    opened_evidence: bool = False
    copied: bool = False
    asked_again: bool = False
    chunk_id: str | None = None  # which evidence passage the rating is about (default: the first cited)


class ChatMessage(BaseModel):
    model_config = ConfigDict(extra="allow")
    role: Literal["system", "user", "assistant", "tool", "developer"]
    content: str | list[dict[str, Any]] | None = None

    def text(self) -> str:
        if isinstance(self.content, list):
            return " ".join(str(part.get("text", "")) for part in self.content if part.get("type") == "text")
        return self.content or ""


class ChatRequest(_Body):
    model_config = ConfigDict(extra="allow")  # OpenAI clients send n, top_p, ...: accepted and ignored
    model: str = RAG_MODEL
    messages: list[ChatMessage] = Field(min_length=1)
    stream: bool = False
    temperature: float | None = Field(default=None, ge=0.0, le=2.0)
    max_tokens: int | None = Field(default=None, ge=1)
    max_completion_tokens: int | None = Field(default=None, ge=1)
    user: str | None = None  # the session for session-aware routing


# ---------------------------------------------------------------- plumbing


class ApiError(Exception):
    def __init__(self, status: int, message: str, kind: str) -> None:
        super().__init__(message)
        self.status, self.message, self.kind = status, message, kind


def _error_body(status: int, message: str, kind: str) -> dict[str, Any]:
    # OpenAI's error shape (its client reads error.message), with FastAPI's `detail` beside it.
    return {"error": {"message": message, "type": kind, "code": status}, "detail": message}


class JsonFormatter(logging.Formatter):
    """One JSON object per line, with the query id of the request being served."""

    def format(self, record: logging.LogRecord) -> str:
        payload = {"ts": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
                   "level": record.levelname.lower(), "logger": record.name, "message": record.getMessage()}
        query_id = query_id_var.get()
        if query_id:
            payload["query_id"] = query_id
        payload.update(getattr(record, "fields", {}))
        if record.exc_info:
            payload["exception"] = self.formatException(record.exc_info)
        return json.dumps(payload, ensure_ascii=False, default=str)


def configure_logging(level: str = "INFO") -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JsonFormatter())
    logger = logging.getLogger("ragops")
    logger.handlers[:] = [handler]
    logger.setLevel(level.upper())
    logger.propagate = False


def authorized(header: str, expected: str) -> bool:
    """`Authorization: Bearer <token>` matches the expected token; compared as bytes in constant time
    (hmac.compare_digest), whatever the token's length or content."""
    scheme, _, token = header.partition(" ")
    given = token.strip().encode("utf-8", "surrogateescape")
    matches = hmac.compare_digest(given, expected.encode("utf-8", "surrogateescape"))
    return scheme.lower() == "bearer" and matches


class BodyTooLarge(StarletteHTTPException):
    """413: the request body is over `serving.max_body_bytes` (raised while the body is read, so FastAPI passes it
    through to the HTTP error handler)."""

    def __init__(self, message: str) -> None:
        super().__init__(413, message)


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
            await JSONResponse(_error_body(413, f"request body of {int(length)} bytes is over the limit of "
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


def _printable(text: str, limit: int = 300) -> str:
    """A message part safe to encode and short enough to read (it may quote what the client sent)."""
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text if len(text) <= limit else text[:limit] + "…"


def _unreadable_body(cause: BaseException | None) -> tuple[int, str, str] | None:
    """Why FastAPI could not parse a body (it reports every cause as one 400): a precise message per cause."""
    if isinstance(cause, UnicodeDecodeError):
        return 400, (f"request body is not valid UTF-8 (byte 0x{cause.object[cause.start]:02x} at offset "
                     f"{cause.start}); send JSON encoded as UTF-8"), "invalid_encoding"
    if isinstance(cause, RecursionError):
        return 400, "request body is JSON nested too deeply to read", "invalid_json"
    if isinstance(cause, ValueError):  # e.g. an integer literal longer than Python converts
        return 400, f"request body is not valid JSON: {_printable(str(cause))}", "invalid_json"
    return None


# ---------------------------------------------------------------- the app


class Server:
    """State shared by the routes: settings, the deployment manager, metrics, the query log, the feedback store."""

    def __init__(self, settings: Settings, paths: DataPaths, sync: Callable[[], Any] | None = None) -> None:
        self.settings = settings
        self.paths = paths
        self.metrics = ServingMetrics()
        self.manager = DeploymentManager(settings, paths, manifest_path(settings, paths), self.metrics.deployment_loaded,
                                         self.metrics.deployment_failed, sync=sync)
        self.queries = QueryLog(settings.serving.query_log_size)
        self.feedback = FeedbackStore(paths.feedback_dir)
        self.executor = ThreadPoolExecutor(max_workers=32, thread_name_prefix="ragops-step")
        self.started = time.time()

    def today(self) -> date:
        stated = self.settings.evaluators.reference_date
        return date.fromisoformat(stated) if stated else date.today()

    def deployment(self) -> Deployment:
        deployment = self.manager.current
        if deployment is None:
            reason = self.manager.last_error or "the first deployment is still loading"
            raise ApiError(503, f"not ready: {reason}", "not_ready")
        return deployment

    async def step(self, name: str, timeout: float, function: Callable[..., Any], *args: Any) -> Any:
        """Run one step in a worker thread under its timeout (504 naming the step; the thread is abandoned)."""
        loop = asyncio.get_running_loop()
        context = contextvars.copy_context()
        started = time.perf_counter()
        try:
            result = await asyncio.wait_for(loop.run_in_executor(self.executor, context.run, function, *args),
                                            timeout)
        except TimeoutError:
            self.metrics.backend_failures.labels(name, "timeout").inc()
            raise ApiError(504, f"step {name} took longer than {timeout:g} s (serving.timeouts)", "timeout") from None
        except GenerationError as err:
            self.metrics.backend_failures.labels(name, "GenerationError").inc()
            raise ApiError(502, str(err), "generation_failed") from None
        except Exception as err:  # the index, a model, a disk: the request fails with a message naming the step
            self.metrics.backend_failures.labels(name, type(err).__name__).inc()
            log.error("step %s failed", name, exc_info=True)
            raise ApiError(500, f"step {name} failed: {type(err).__name__}: {_printable(str(err))}",
                           "step_failed") from None
        finally:
            self.metrics.steps.labels(name).observe(time.perf_counter() - started)
        return result

    # ------------------------------------------------------------ the answer, step by step

    def check_query(self, query: str) -> str:
        query = query.strip()
        if not query:
            raise ApiError(422, "query is empty", "invalid_request")
        limit = self.settings.serving.max_query_chars
        if len(query) > limit:
            raise ApiError(422, f"query is {len(query)} characters, over the limit of {limit} "
                                "(serving.max_query_chars)", "invalid_request")
        return query

    def check_k(self, top_k: int | None) -> int:
        k = top_k or self.settings.evaluators.evidence_k
        if k > self.settings.serving.max_top_k:
            raise ApiError(422, f"top_k {k} is over the limit of {self.settings.serving.max_top_k} "
                                "(serving.max_top_k)", "invalid_request")
        return k

    async def prepare(self, query: str, as_of: date | None, k: int, session_id: str | None) -> service.Prepared:
        deployment = self.deployment()  # taken once: this request finishes on it whatever reloads meanwhile
        timeouts = self.settings.serving.timeouts
        prepared = await self.step("retrieve", timeouts.retrieve_seconds, service.retrieve, deployment, query,
                                   self.today(), as_of, k, session_id)
        query_id_var.set(prepared.query_id)
        for step, seconds in prepared.seconds.items():
            self.metrics.steps.labels(f"pipeline.{step}").observe(seconds)
        self.metrics.actions.labels(prepared.action).inc()
        corrections = prepared.result["corrections"]
        if corrections:
            self.metrics.corrections.inc(corrections)
            self.metrics.corrected_queries.inc()
        if prepared.session_reused:
            self.metrics.session_hits.inc()
        return prepared

    async def verify(self, prepared: service.Prepared, answer: service.Answer) -> service.Answer:
        if not self.settings.serving.verification.enabled:
            return answer
        answer = await self.step("verify", self.settings.serving.timeouts.verify_seconds, service.verify, prepared,
                                 answer, self.today())
        if answer.verification and answer.verification.get("flagged"):
            self.metrics.verification_flags.inc()
        return answer

    def remember(self, prepared: service.Prepared, answer: service.Answer | None) -> None:
        context = prepared.evidence
        cited = [item for item in context if answer and item["rank"] in answer.cited]
        top = (cited or context)[0] if (cited or context) else None
        self.queries.remember(prepared.query_id, {
            "query": prepared.query, "as_of": prepared.result["as_of"], "action": prepared.action,
            "top_chunk_id": top["chunk_id"] if top and prepared.action != "not_found" else None,
            "chunk_ids": [chunk for item in context + prepared.superseded for chunk in item["chunk_ids"]],
            "deployment_id": prepared.deployment.deployment_id, "session_id": prepared.session_id,
        })
        log.info("answered", extra={"fields": {
            "action": prepared.action, "intent": prepared.result["intent"]["routed"],
            "corrections": prepared.result["corrections"], "evidence": len(context),
            "superseded": len(prepared.superseded), "deployment": prepared.deployment.deployment_id}})


def create_app(settings: Settings, paths: DataPaths, start: bool = True,
               sync: Callable[[], Any] | None = None) -> FastAPI:
    """`sync`: brings a mirrored data root up to date before each manifest check (a data root on object storage)."""
    server = Server(settings, paths, sync)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        if start:
            server.manager.start()
        yield
        server.manager.stop()
        server.executor.shutdown(wait=False, cancel_futures=True)

    app = FastAPI(title="RAGOps corrective RAG", version="1", lifespan=lifespan)
    app.state.server = server
    app.add_middleware(BodyLimit, limit=settings.serving.max_body_bytes)

    @app.middleware("http")
    async def observe(request: Request, call_next: Callable[..., Any]) -> Response:
        query_id_var.set(None)
        started = time.perf_counter()
        status = 500
        try:
            try:
                response = await call_next(request)
            except Exception as err:  # not one of the errors the handlers below answer: a bug or a broken disk
                route = getattr(request.scope.get("route"), "path", "unmatched")
                server.metrics.errors.labels(route, "internal_error").inc()
                log.error("request failed unexpectedly", exc_info=True,
                          extra={"fields": {"method": request.method, "route": route}})
                response = JSONResponse(_error_body(500, f"internal error ({type(err).__name__}: "
                                                         f"{_printable(str(err))}); the server log has the details",
                                                    "internal_error"), status_code=500)
            status = response.status_code
            return response
        finally:
            route = request.scope.get("route")
            path = getattr(route, "path", "unmatched")
            elapsed = time.perf_counter() - started
            server.metrics.requests.labels(path, str(status)).inc()
            server.metrics.latency.labels(path).observe(elapsed)
            if path != "/metrics":
                log.info("request", extra={"fields": {"method": request.method, "route": path, "status": status,
                                                      "ms": round(elapsed * 1000, 1)}})

    @app.exception_handler(ApiError)
    async def api_error(request: Request, err: ApiError) -> JSONResponse:
        route = getattr(request.scope.get("route"), "path", "unmatched")
        server.metrics.errors.labels(route, err.kind).inc()
        if err.status >= 500:
            log.warning("request failed: %s", err.message)
        return JSONResponse(_error_body(err.status, err.message, err.kind), status_code=err.status)

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, err: RequestValidationError) -> JSONResponse:
        route = getattr(request.scope.get("route"), "path", "unmatched")
        errors = err.errors()
        content_type = request.headers.get("content-type", "")
        if content_type and "json" not in content_type.lower() and any(tuple(e["loc"]) == ("body",) for e in errors):
            server.metrics.errors.labels(route, "unsupported_media_type").inc()
            return JSONResponse(_error_body(415, f"the body must be a JSON object sent as application/json, not "
                                                 f"{_printable(content_type, 80)}", "unsupported_media_type"),
                                status_code=415)
        server.metrics.errors.labels(route, "invalid_request").inc()
        # What the client sent is not echoed (it may be megabytes, or text that can't be encoded): where and why.
        detail = [{"type": e["type"], "loc": [_printable(str(part), 80) for part in e["loc"]],
                   "msg": _printable(e["msg"] + (f": {e['ctx']['error']}" if e["type"] == "json_invalid" and
                                                 "error" in e.get("ctx", {}) else ""))} for e in errors]
        problems = "; ".join(f"{'.'.join(d['loc'][1:]) or 'body'}: {d['msg']}" for d in detail)
        body = _error_body(422, problems, "invalid_request")
        body["detail"] = detail
        return JSONResponse(body, status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, err: StarletteHTTPException) -> JSONResponse:
        """Unknown route (404), wrong method (405), an unreadable body (400), too large (413): the same error shape."""
        route = getattr(request.scope.get("route"), "path", "unmatched")
        status, message = err.status_code, str(err.detail)
        kind = {404: "not_found", 405: "method_not_allowed", 413: "payload_too_large"}.get(status, "invalid_request")
        if status == 400 and (precise := _unreadable_body(err.__cause__)):
            status, message, kind = precise
        elif status == 404:
            message = f"no route {request.method} {_printable(request.url.path, 200)}"
        elif status == 405:
            message = (f"method {request.method} is not allowed on {_printable(request.url.path, 200)}"
                       f"{'; allowed: ' + err.headers['Allow'] if err.headers and 'Allow' in err.headers else ''}")
        server.metrics.errors.labels(route, kind).inc()
        return JSONResponse(_error_body(status, message, kind), status_code=status, headers=err.headers)

    # ------------------------------------------------------------ health

    @app.get("/healthz")
    def healthz() -> dict[str, Any]:
        return {"status": "ok", "uptime_seconds": round(time.time() - server.started, 1)}

    @app.get("/readyz")
    def readyz() -> JSONResponse:
        manager = server.manager
        current = manager.current
        body: dict[str, Any] = {"ready": current is not None, "loading": manager.loading,
                                "last_error": manager.last_error, "manifest": str(manager.manifest_path)}
        if current is not None:
            body["deployment"] = current.describe()
            if current.manifest.source == "default":
                body["note"] = (f"no deployment manifest at {manager.manifest_path}: serving the CURRENT index and "
                                f"the evaluators at @{settings.evaluators.model_alias}")
        return JSONResponse(body, status_code=200 if current is not None else 503)

    @app.get("/metrics")
    def metrics() -> Response:
        return Response(generate_latest(server.metrics.registry), media_type=CONTENT_TYPE_LATEST)

    # ------------------------------------------------------------ admin

    @app.post("/admin/reload")
    async def reload(request: Request) -> dict[str, Any]:
        expected = os.environ.get(settings.serving.admin_token_env)
        if not expected:
            raise ApiError(403, f"reload over HTTP is off: set {settings.serving.admin_token_env} to a token "
                                "(the manifest file watch reloads regardless)", "forbidden")
        if not authorized(request.headers.get("authorization", ""), expected):
            server.metrics.errors.labels("/admin/reload", "unauthorized").inc()
            return JSONResponse(_error_body(401, "a valid bearer token is required", "unauthorized"),
                                status_code=401, headers={"WWW-Authenticate": "Bearer"})
        previous = server.manager.current
        try:
            loaded = await asyncio.get_running_loop().run_in_executor(server.executor, server.manager.reload, "admin")
        except ReloadError as err:
            serving = previous.deployment_id if previous else None
            raise ApiError(500, f"the deployment failed to load ({err}); still serving {serving}",
                           "reload_failed") from None
        return {"deployment": loaded.describe(), "previous": previous.deployment_id if previous else None}

    # ------------------------------------------------------------ the corrective pipeline

    @app.post("/v1/query")
    async def query(body: QueryRequest) -> JSONResponse:
        text, k = server.check_query(body.query), server.check_k(body.top_k)
        prepared = await server.prepare(text, body.as_of, k, body.session_id)
        answer = None
        if body.generate:
            answer = await server.step("generate", settings.serving.timeouts.generate_seconds, service.generate,
                                       prepared)
            answer = await server.verify(prepared, answer)
        server.remember(prepared, answer)
        return JSONResponse(service.response(prepared, answer), headers={"X-Query-Id": prepared.query_id})

    @app.post("/v1/feedback")
    def feedback(body: FeedbackRequest) -> dict[str, Any]:
        entry = server.queries.get(body.query_id)
        if entry is None:
            raise ApiError(404, f"unknown query_id {body.query_id!r} (answers are kept for the last "
                                f"{settings.serving.query_log_size} queries)", "not_found")
        if body.chunk_id is not None and body.chunk_id not in entry["chunk_ids"]:
            raise ApiError(422, f"chunk_id {body.chunk_id!r} is not among the evidence of query {body.query_id}",
                           "invalid_request")
        row = feedback_row(entry, body.query_id, body.helpful, body.dwell_ms, body.opened_evidence, body.copied,
                           body.asked_again, settings.serving.feedback_user_history, body.chunk_id)
        target = server.feedback.append(row)
        server.metrics.feedback.labels(row["rating"] or "none").inc()
        return {"stored": True, "file": str(target), "credibility": row["credibility"], "rating": row["rating"],
                "chunk_id": row["chunk_id"]}

    # ------------------------------------------------------------ OpenAI-compatible

    @app.get("/v1/models")
    def models() -> dict[str, Any]:
        names = [RAG_MODEL]
        current = server.manager.current
        if current is not None and current.generator is not None:
            names.append(GENERATOR_MODEL)
        return {"object": "list", "data": [{"id": name, "object": "model", "created": int(server.started),
                                            "owned_by": "ragops"} for name in names]}

    @app.post("/v1/chat/completions")
    async def chat(body: ChatRequest) -> Response:
        max_tokens = body.max_completion_tokens or body.max_tokens
        if body.model == GENERATOR_MODEL:
            return await _generator_chat(body, max_tokens)
        if body.model != RAG_MODEL:
            raise ApiError(404, f"model {body.model!r} does not exist; available: {RAG_MODEL}"
                                f"{', ' + GENERATOR_MODEL if server.manager.current and server.manager.current.generator else ''}",
                           "model_not_found")
        users = [message.text() for message in body.messages if message.role == "user"]
        if not users or not users[-1].strip():
            raise ApiError(422, "messages must end with a user message holding the question", "invalid_request")
        prepared = await server.prepare(server.check_query(users[-1]), None, server.check_k(None), body.user)
        created = int(time.time())
        completion_id = f"chatcmpl-{prepared.query_id}"
        extras = {"query_id": prepared.query_id, "action": prepared.action}
        if not body.stream:
            answer = await server.step("generate", settings.serving.timeouts.generate_seconds, service.generate,
                                       prepared, body.temperature, max_tokens)
            answer = await server.verify(prepared, answer)
            server.remember(prepared, answer)
            content = _with_sources(answer, prepared)
            return JSONResponse({
                "id": completion_id, "object": "chat.completion", "created": created, "model": RAG_MODEL,
                "choices": [{"index": 0, "message": {"role": "assistant", "content": content},
                             "finish_reason": "stop"}],
                "usage": _usage(prepared.query, content),
                "ragops": {**extras, "response": service.response(prepared, answer)},
            }, headers={"X-Query-Id": prepared.query_id})
        return StreamingResponse(_guarded(_stream_rag(prepared, body, max_tokens, completion_id, created)),
                                 media_type="text/event-stream", headers={"X-Query-Id": prepared.query_id})

    async def _guarded(events: AsyncIterator[str]) -> AsyncIterator[str]:
        """A stream whose backend fails after the 200 went out ends with an error event (OpenAI's client raises it)
        instead of a cut connection; the failure is logged and counted like a non-streamed one."""
        try:
            async for event in events:
                yield event
        except Exception as err:
            if isinstance(err, ApiError):  # a step's failure: counted by the step already
                status, message, kind = err.status, err.message, err.kind
            else:
                step = "generate"
                server.metrics.backend_failures.labels(step, type(err).__name__).inc()
                if isinstance(err, GenerationError):
                    status, message, kind = 502, str(err), "generation_failed"
                else:
                    log.error("streamed step %s failed", step, exc_info=True)
                    message = f"step {step} failed: {type(err).__name__}: {_printable(str(err))}"
                    status, kind = 500, "step_failed"
            server.metrics.errors.labels("/v1/chat/completions", kind).inc()
            log.warning("stream failed: %s", message)
            yield f"data: {json.dumps({'error': _error_body(status, message, kind)['error']}, ensure_ascii=False)}\n\n"

    async def _stream_rag(prepared: service.Prepared, body: ChatRequest, max_tokens: int | None, completion_id: str,
                          created: int) -> AsyncIterator[str]:
        yield _chunk(completion_id, created, RAG_MODEL, {"role": "assistant", "content": ""})
        pieces = None
        if not settings.serving.verification.enabled:
            pieces = service.generate_stream(prepared, body.temperature, max_tokens)
        if pieces is not None:  # an LLM backend, streamed as it generates
            produced = []
            async for piece in _iterate_in_thread(pieces, server.executor):
                produced.append(piece)
                yield _chunk(completion_id, created, RAG_MODEL, {"content": piece})
            answer = service.finish_streamed(prepared, "".join(produced))
            tail = answer.text[len("".join(produced).strip()):] if answer.text else ""
            rest = tail + "\n\n" + _sources(prepared)
        else:  # made whole (extractive, not_found, or verified first), then sent in pieces
            answer = await server.step("generate", settings.serving.timeouts.generate_seconds, service.generate,
                                       prepared, body.temperature, max_tokens)
            answer = await server.verify(prepared, answer)
            rest = _with_sources(answer, prepared)
        server.remember(prepared, answer)
        for piece in _pieces(rest):
            yield _chunk(completion_id, created, RAG_MODEL, {"content": piece})
        yield _chunk(completion_id, created, RAG_MODEL, {}, "stop",
                     {"ragops": {"query_id": prepared.query_id, "action": prepared.action}})
        yield "data: [DONE]\n\n"

    async def _generator_chat(body: ChatRequest, max_tokens: int | None) -> Response:
        """The deployment's LLM backend itself (no retrieval): this server as an OpenAI-compatible model endpoint."""
        deployment = server.deployment()
        if deployment.generator is None:
            raise ApiError(404, f"model {GENERATOR_MODEL!r} needs an LLM generation backend; this deployment's is "
                                "extractive", "model_not_found")
        messages = [{"role": m.role, "content": m.text()} for m in body.messages]
        temperature = 0.7 if body.temperature is None else body.temperature
        tokens = max_tokens or deployment.generation.max_tokens
        created, completion_id = int(time.time()), f"chatcmpl-{service.new_query_id()}"
        if not body.stream:
            text = await server.step("generate", settings.serving.timeouts.generate_seconds,
                                     deployment.generator.generate, messages, temperature, tokens)
            return JSONResponse({"id": completion_id, "object": "chat.completion", "created": created,
                                 "model": GENERATOR_MODEL, "choices": [{"index": 0, "message": {
                                     "role": "assistant", "content": text}, "finish_reason": "stop"}],
                                 "usage": _usage(" ".join(m["content"] for m in messages), text)})

        async def events() -> AsyncIterator[str]:
            yield _chunk(completion_id, created, GENERATOR_MODEL, {"role": "assistant", "content": ""})
            async for piece in _iterate_in_thread(deployment.generator.stream(messages, temperature, tokens),
                                                  server.executor):
                yield _chunk(completion_id, created, GENERATOR_MODEL, {"content": piece})
            yield _chunk(completion_id, created, GENERATOR_MODEL, {}, "stop")
            yield "data: [DONE]\n\n"

        return StreamingResponse(_guarded(events()), media_type="text/event-stream")

    return app


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
