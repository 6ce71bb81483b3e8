"""Every error the API answers, in one shape: OpenAI's `{"error": {"message", "type", "code"}}` (its client reads
error.message) with FastAPI's `detail` beside it. ApiError is what the routes and steps raise; the handlers answer
it, FastAPI's validation errors and Starlette's HTTP errors (404, 405, 400, 413), and count each in
`ragops_request_errors_total{route,kind}`."""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from serving.logs import log


class ApiError(Exception):
    """`headers`: sent with the error response (401's WWW-Authenticate)."""

    def __init__(self, status: int, message: str, kind: str, headers: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.status, self.message, self.kind, self.headers = status, message, kind, headers


class BodyTooLarge(StarletteHTTPException):
    """413: the request body is over `serving.max_body_bytes` (raised while the body is read, so FastAPI passes it
    through to the HTTP error handler)."""

    def __init__(self, message: str) -> None:
        super().__init__(413, message)


def error_body(status: int, message: str, kind: str) -> dict[str, Any]:
    # OpenAI's error shape (its client reads error.message), with FastAPI's `detail` beside it.
    return {"error": {"message": message, "type": kind, "code": status}, "detail": message}


def printable(text: str, limit: int = 300) -> str:
    """A message part safe to encode and short enough to read (it may quote what the client sent)."""
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text if len(text) <= limit else text[:limit] + "…"


def route_of(request: Request) -> str:
    """The route template a request matched (its metrics label), or "unmatched"."""
    return getattr(request.scope.get("route"), "path", "unmatched")


def count_error(request: Request, route: str, kind: str) -> None:
    request.app.state.server.metrics.errors.labels(route, kind).inc()


def internal_error(request: Request, err: Exception) -> JSONResponse:
    """The answer to an exception no handler answers (a bug or a broken disk): logged with its traceback."""
    route = route_of(request)
    count_error(request, route, "internal_error")
    log.error("request failed unexpectedly", exc_info=True,
              extra={"fields": {"method": request.method, "route": route}})
    return JSONResponse(error_body(500, f"internal error ({type(err).__name__}: {printable(str(err))}); the server "
                                        "log has the details", "internal_error"), status_code=500)


def _unreadable_body(cause: BaseException | None) -> tuple[int, str, str] | None:
    """Why FastAPI could not parse a body (it reports every cause as one 400): a precise message per cause."""
    if isinstance(cause, UnicodeDecodeError):
        return 400, (f"request body is not valid UTF-8 (byte 0x{cause.object[cause.start]:02x} at offset "
                     f"{cause.start}); send JSON encoded as UTF-8"), "invalid_encoding"
    if isinstance(cause, RecursionError):
        return 400, "request body is JSON nested too deeply to read", "invalid_json"
    if isinstance(cause, ValueError):  # e.g. an integer literal longer than Python converts
        return 400, f"request body is not valid JSON: {printable(str(cause))}", "invalid_json"
    return None


async def api_error(request: Request, err: ApiError) -> JSONResponse:
    count_error(request, route_of(request), err.kind)
    if err.status >= 500:
        log.warning("request failed: %s", err.message)
    return JSONResponse(error_body(err.status, err.message, err.kind), status_code=err.status, headers=err.headers)


async def invalid(request: Request, err: RequestValidationError) -> JSONResponse:
    route = route_of(request)
    errors = err.errors()
    content_type = request.headers.get("content-type", "")
    if content_type and "json" not in content_type.lower() and any(tuple(e["loc"]) == ("body",) for e in errors):
        count_error(request, route, "unsupported_media_type")
        return JSONResponse(error_body(415, f"the body must be a JSON object sent as application/json, not "
                                            f"{printable(content_type, 80)}", "unsupported_media_type"),
                            status_code=415)
    count_error(request, route, "invalid_request")
    # What the client sent is not echoed (it may be megabytes, or text that can't be encoded): where and why.
    detail = [{"type": e["type"], "loc": [printable(str(part), 80) for part in e["loc"]],
               "msg": printable(e["msg"] + (f": {e['ctx']['error']}" if e["type"] == "json_invalid" and
                                            "error" in e.get("ctx", {}) else ""))} for e in errors]
    problems = "; ".join(f"{'.'.join(d['loc'][1:]) or 'body'}: {d['msg']}" for d in detail)
    body = error_body(422, problems, "invalid_request")
    body["detail"] = detail
    return JSONResponse(body, status_code=422)


async def http_error(request: Request, err: StarletteHTTPException) -> JSONResponse:
    """Unknown route (404), wrong method (405), an unreadable body (400), too large (413): the same error shape."""
    status, message = err.status_code, str(err.detail)
    kind = {404: "not_found", 405: "method_not_allowed", 413: "payload_too_large"}.get(status, "invalid_request")
    if status == 400 and (precise := _unreadable_body(err.__cause__)):
        status, message, kind = precise
    elif status == 404:
        message = f"no route {request.method} {printable(request.url.path, 200)}"
    elif status == 405:
        message = (f"method {request.method} is not allowed on {printable(request.url.path, 200)}"
                   f"{'; allowed: ' + err.headers['Allow'] if err.headers and 'Allow' in err.headers else ''}")
    count_error(request, route_of(request), kind)
    return JSONResponse(error_body(status, message, kind), status_code=status, headers=err.headers)


def add_exception_handlers(app: FastAPI) -> None:
    app.add_exception_handler(ApiError, api_error)
    app.add_exception_handler(RequestValidationError, invalid)
    app.add_exception_handler(StarletteHTTPException, http_error)
