"""Serving feedback as labels (docs/design.md#active-learning).

Serving appends rows to `<data_root>/feedback/*.jsonl` (glob `evaluators.active_learning.feedback_glob`):
  {"query": "...", "chunk_id": "...", "rating": "up" | "down", "dwell_seconds": 12.5, "user_history": 0.8,
   "opened_evidence": true, "copied": false, "asked_again": false, "as_of": "2026-06-01" (optional)}
A rated row becomes an evidence label ("up" -> relevant_current, "down" -> irrelevant) weighted by its
credibility (dwell × interaction depth × user history, models.labels.feedback_weight); a row without a rating
only joins the unlabelled pool of the queue. Malformed lines are skipped and counted, never fatal.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from datetime import date
from typing import Any

from models.labels.feedback_weight import feedback_credibility
from models.labels.label_studio import label_id
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings

log = logging.getLogger(__name__)

RATING_LABELS = {"up": "relevant_current", "down": "irrelevant"}


def read_feedback(settings: Settings, paths: DataPaths) -> tuple[list[dict[str, Any]], int]:
    """Valid feedback rows (with their file) and the number of malformed lines skipped."""
    rows, skipped = [], 0
    for path in sorted(paths.root.glob(settings.evaluators.active_learning.feedback_glob)):
        # Bytes, split on line ends only: one garbled (non-UTF-8) line is skipped like any malformed line instead
        # of failing the whole file, and a U+2028 inside a JSON string (str.splitlines splits there) stays put.
        for number, raw in enumerate(path.read_bytes().splitlines(), start=1):
            if not raw.strip():
                continue
            try:
                row = json.loads(raw.decode("utf-8-sig"))
                if not isinstance(row, dict) or not isinstance(row.get("query"), str) or not row["query"].strip():
                    raise ValueError("no query (a non-empty string)")
                if row.get("rating") is not None and row["rating"] not in RATING_LABELS:
                    raise ValueError(f"rating {row['rating']!r} is not one of {sorted(RATING_LABELS)}")
                if row.get("as_of") not in (None, ""):
                    # Parsed as training parses it (tasks.runtime.evidence.parse_date): a bad date would fail training.
                    date.fromisoformat(str(row["as_of"])[:10])
                row["credibility"] = feedback_credibility(
                    float(row.get("dwell_seconds", 0.0)), float(row.get("user_history", 1.0)),
                    opened_evidence=bool(row.get("opened_evidence")), copied=bool(row.get("copied")),
                    asked_again=bool(row.get("asked_again")))
            except (ValueError, TypeError) as err:
                log.warning("feedback %s:%d skipped: %s", path, number, err)
                skipped += 1
                continue
            row["source"] = f"feedback:{path.name}:{number}"
            rows.append(row)
    return rows, skipped


def feedback_labels(rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Rated feedback rows naming a chunk, as label-store rows weighted by credibility."""
    labels = []
    for row in rows:
        if row.get("rating") is None or not row.get("chunk_id"):
            continue
        as_of = row.get("as_of")
        labels.append({
            "label_id": label_id("evidence", row["query"], str(row["chunk_id"]), as_of), "kind": "evidence",
            "query": row["query"], "language": row.get("language"), "as_of": as_of,
            "chunk_id": str(row["chunk_id"]), "chunk_text": None, "source_path": None,
            "label": RATING_LABELS[row["rating"]], "weight": float(row["credibility"]), "source": row["source"],
            "task_id": None, "annotator": row.get("user"), "imported_at": None,
        })
    return labels
