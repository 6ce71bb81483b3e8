"""GET /healthz (the process answers), /readyz (a deployment is loaded), /metrics (Prometheus)."""

from __future__ import annotations

import time
from typing import Any

from fastapi import APIRouter
from fastapi.responses import JSONResponse, Response
from prometheus_client import CONTENT_TYPE_LATEST

from serving.deps import ServerDep

router = APIRouter()


@router.get("/healthz")
def healthz(server: ServerDep) -> dict[str, Any]:
    return {"status": "ok", "uptime_seconds": round(time.time() - server.started, 1)}


@router.get("/readyz")
def readyz(server: ServerDep) -> JSONResponse:
    manager = server.manager
    current = manager.current
    body: dict[str, Any] = {"ready": current is not None, "loading": manager.loading,
                            "last_error": manager.last_error, "manifest": str(manager.manifest_path)}
    if current is not None:
        body["deployment"] = current.describe()
        if current.manifest.source == "default":
            body["note"] = (f"no deployment manifest at {manager.manifest_path}: serving the CURRENT index and "
                            f"the evaluators at @{server.settings.evaluators.model_alias}")
    return JSONResponse(body, status_code=200 if current is not None else 503)


@router.get("/metrics")
def metrics(server: ServerDep) -> Response:
    return Response(server.metrics.exposition(), media_type=CONTENT_TYPE_LATEST)
