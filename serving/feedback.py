"""Answers remembered for feedback, and feedback written where the active-learning queue reads it.

`POST /v1/feedback` names a query by its `query_id`; the recent answers (`serving.query_log_size`) are kept in
memory for that. A feedback row is appended to `<data_root>/feedback/serving-YYYY-MM-DD.jsonl` (matched by
`evaluators.active_learning.feedback_glob`) in the format tasks/labels/feedback.py reads, with its credibility
weight (docs/design.md#active-learning: dwell × interaction depth × user history, models.labels.feedback_weight): a
rated row becomes an evidence label for the chunk it names, an unrated one joins the queue's unlabelled pool.
"""

from __future__ import annotations

import json
import os
import threading
from collections import OrderedDict
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from models.labels.feedback_weight import feedback_credibility


class QueryLog:
    """The last `size` answers by query id (thread-safe)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._entries: OrderedDict[str, dict[str, Any]] = OrderedDict()
        self._lock = threading.Lock()

    def remember(self, query_id: str, entry: dict[str, Any]) -> None:
        with self._lock:
            self._entries[query_id] = entry
            while len(self._entries) > self.size:
                self._entries.popitem(last=False)

    def get(self, query_id: str) -> dict[str, Any] | None:
        with self._lock:
            return self._entries.get(query_id)


class FeedbackStore:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._lock = threading.Lock()

    def append(self, row: dict[str, Any]) -> Path:
        """One JSON line, appended with a single write (O_APPEND): concurrent writers never interleave a line."""
        day = datetime.now(UTC).date().isoformat()
        target = self.folder / f"serving-{day}.jsonl"
        line = (json.dumps(row, ensure_ascii=False, default=str) + "\n").encode("utf-8")
        with self._lock:
            self.folder.mkdir(parents=True, exist_ok=True)
            descriptor = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
            try:
                os.write(descriptor, line)
            finally:
                os.close(descriptor)
        return target


def feedback_row(entry: dict[str, Any], query_id: str, helpful: bool | None, dwell_ms: float, opened_evidence: bool,
                 copied: bool, asked_again: bool, user_history: float, chunk_id: str | None) -> dict[str, Any]:
    """The row tasks.labels.feedback.read_feedback reads: helpful -> rating up/down on the chunk the answer rests on
    (the first cited passage, or `chunk_id` when the client names one of the answer's chunks)."""
    dwell_seconds = dwell_ms / 1000.0
    credibility = feedback_credibility(dwell_seconds, user_history, opened_evidence=opened_evidence, copied=copied,
                                       asked_again=asked_again)
    return {
        "query": entry["query"], "query_id": query_id, "chunk_id": chunk_id or entry.get("top_chunk_id"),
        "rating": None if helpful is None else ("up" if helpful else "down"),
        "dwell_seconds": dwell_seconds, "opened_evidence": opened_evidence, "copied": copied,
        "asked_again": asked_again, "user_history": user_history, "credibility": round(credibility, 6),
        "as_of": entry.get("as_of"), "language": entry.get("language"), "action": entry.get("action"),
        "deployment_id": entry.get("deployment_id"), "session_id": entry.get("session_id"),
        "received_at": datetime.now(UTC).isoformat(timespec="seconds"),
    }
