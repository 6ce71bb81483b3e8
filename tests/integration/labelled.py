"""Labelled data for the end-to-end tests: small query sets (the sample corpus's hold a few hundred) and what
Label Studio exports for an answered task."""

from __future__ import annotations

import collections
import json
from pathlib import Path


def reduce_split(path: Path, per_cell: int) -> list[dict]:
    """Rewrite a labelled query file keeping up to `per_cell` queries per (intent, language), versioned-document
    questions first (they give the temporal head both classes), scanned-page questions left out: a training set
    of a few dozen queries that trains in seconds and still holds every intent, language and version stratum."""
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    rows = sorted((row for row in rows if not row.get("on_scanned_page")),
                  key=lambda row: (row.get("version_group") is None, row["query_id"]))
    cells: dict[tuple[str, str], list[dict]] = collections.defaultdict(list)
    for row in rows:
        if len(cells[(row["intent"], row["language"])]) < per_cell:
            cells[(row["intent"], row["language"])].append(row)
    kept = sorted((row for cell in cells.values() for row in cell), key=lambda row: row["query_id"])
    path.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in kept), encoding="utf-8")
    return kept


def annotate(task: dict, choice: str, task_id: int) -> dict:
    """What Label Studio exports for a task an annotator answered."""
    kind = task["data"]["kind"]
    from_name, to_name = ("evidence", "chunk_text") if kind == "evidence" else ("intent", "query")
    return dict(task, id=task_id, annotations=[{
        "result": [{"from_name": from_name, "to_name": to_name, "type": "choices", "value": {"choices": [choice]}}],
        "was_cancelled": False, "completed_by": 1, "updated_at": "2026-06-02T09:00:00Z",
    }])
