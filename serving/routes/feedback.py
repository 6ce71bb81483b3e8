"""POST /v1/feedback: feedback on an answer by query_id -> the active-learning feedback files."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from serving.deps import ServerDep
from serving.errors import ApiError
from serving.feedback import feedback_row
from serving.schemas import FeedbackRequest

router = APIRouter()


@router.post("/v1/feedback")
def feedback(body: FeedbackRequest, server: ServerDep) -> dict[str, Any]:
    settings = server.settings
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
