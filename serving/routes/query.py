"""POST /v1/query: question -> answer, action, intent, evidence (merged), superseded, warnings, deployment."""

from __future__ import annotations

from fastapi import APIRouter
from fastapi.responses import JSONResponse

from serving import service
from serving.deps import ServerDep, checked_k, checked_query
from serving.schemas import QueryRequest

router = APIRouter()


@router.post("/v1/query")
async def query(body: QueryRequest, server: ServerDep) -> JSONResponse:
    text, k = checked_query(server.settings, body.query), checked_k(server.settings, body.top_k)
    prepared = await server.prepare(text, body.as_of, k, body.session_id)
    answer = await server.answer(prepared) if body.generate else None
    server.remember(prepared, answer)
    return JSONResponse(service.response(prepared, answer), headers={"X-Query-Id": prepared.query_id})
