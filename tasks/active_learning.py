"""Active learning (DESIGN §5): serving feedback as weighted labels, and the Label Studio queue.

Feedback: serving appends rows to `<data_root>/feedback/*.jsonl` (glob `evaluators.active_learning.feedback_glob`):
  {"query": "...", "chunk_id": "...", "rating": "up" | "down", "dwell_seconds": 12.5, "user_history": 0.8,
   "opened_evidence": true, "copied": false, "asked_again": false, "as_of": "2026-06-01" (optional)}
A rated row becomes an evidence label ("up" -> relevant_current, "down" -> irrelevant) weighted by its
credibility (dwell × interaction depth × user history, models.feedback_weight); a row without a rating only
joins the unlabelled pool. Malformed lines are skipped and counted, never fatal.

Queue: after training, the unlabelled pool — queries made from the corpus (each document's leading
sentences, `pool_queries_per_document`) and from feedback — is scored with this run's models. A query whose
intent probability is below `confidence_below` (0.7) becomes an intent task; a (query, evidence chunk) pair
whose DCEE is unsure becomes an evidence task. DCEE's certainty is how far each head is from a coin toss,
min over heads of max(p, 1 − p): its *confidence* s·d·0.7 never reaches 0.7, so it cannot be the test. The
least certain `max_queue` of each kind are written in Label Studio's import format (tasks.labels.write_queue).
"""

from __future__ import annotations

import json
import logging
import re
from datetime import date, datetime, timezone
from typing import Any, Sequence

from models.feedback_weight import feedback_credibility
from models.label_studio import evidence_task, intent_task, label_id
from models.metadata import detect_language
from tasks.paths import DataPaths
from tasks.settings import Settings

log = logging.getLogger(__name__)

RATING_LABELS = {"up": "relevant_current", "down": "irrelevant"}
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])")  # not inside "2.7%"
MAX_POOL_QUERY_CHARS = 160


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
                    # Parsed as training parses it (tasks.evidence.parse_date): a bad date would fail training.
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


def corpus_pool_queries(featurizer: Any, per_document: int) -> list[str]:
    """Each document's first sentences (operation chunks after its first), as questions nobody labelled."""
    chunks = featurizer.version.strategy("operation").chunks.sort_values(["doc_id", "ordinal"])
    queries: list[str] = []
    for _, group in chunks.groupby("doc_id", sort=True):
        taken = 0
        for text in group["text"].iloc[1:]:
            sentence = next((s.strip() for s in _SENTENCE_END.split(str(text)) if len(s.strip()) >= 20), "")
            if sentence and not sentence.startswith("|") and len(sentence) <= MAX_POOL_QUERY_CHARS:
                queries.append(sentence)
                taken += 1
            if taken >= per_document:
                break
    return queries


def dcee_certainty(semantic: float, temporal: float) -> float:
    """How sure DCEE is of its verdict: min over heads of max(p, 1 − p), in [0.5, 1]."""
    return min(max(semantic, 1.0 - semantic), max(temporal, 1.0 - temporal))


def predicted_choice(semantic: float, temporal: float) -> str:
    if semantic < 0.5:
        return "irrelevant"
    return "relevant_current" if temporal >= 0.5 else "relevant_outdated"


def export_queue(settings: Settings, paths: DataPaths, pipeline: Any | None = None) -> dict[str, Any]:
    """Score the unlabelled pool and write the Label Studio queue; returns counts and paths."""
    from tasks.corrective import open_pipeline
    from tasks.evidence import reference_date
    from tasks.labels import load_labels, write_queue
    from tasks.train_evaluators import query_rows

    rules = settings.evaluators.active_learning
    pipeline = pipeline or open_pipeline(settings, paths, local=True)
    feedback, skipped = read_feedback(settings, paths)
    known = {row["query"] for row in query_rows(settings, "train")} | set(load_labels(paths)["query"])
    pool = list(dict.fromkeys([*corpus_pool_queries(pipeline.featurizer, rules.pool_queries_per_document),
                               *(row["query"] for row in feedback)]))
    pool = [query for query in pool if query not in known]
    today = reference_date(settings)
    answers = pipeline.answer_many(pool, today, k=3, correct=False) if pool else []
    versions = pipeline.evaluators.versions
    intent_tasks, evidence_tasks = [], []
    for query, answer in zip(pool, answers):
        language = detect_language(query)
        intent = answer.intent
        if intent["predicted_confidence"] < rules.confidence_below:
            intent_tasks.append((intent["predicted_confidence"], intent_task(
                query=query, language=language, predicted_intent=intent["predicted"],
                confidence=intent["predicted_confidence"], intent_version=versions["t3d_intent"])))
        for record in answer.evidence:
            certainty = dcee_certainty(record.scores["semantic"], record.scores["temporal"])
            if certainty < rules.confidence_below:
                evidence_tasks.append((certainty, evidence_task(
                    query=query, language=language, as_of=answer.as_of, chunk_id=record.chunk_id,
                    chunk_text=record.text, source_path=record.source_path, title=record.title,
                    predicted_choice=predicted_choice(record.scores["semantic"], record.scores["temporal"]),
                    confidence=certainty, dcee_version=versions["dcee"])))
    intent_tasks.sort(key=lambda item: item[0])
    evidence_tasks.sort(key=lambda item: item[0])
    written = write_queue([task for _, task in evidence_tasks[: rules.max_queue]],
                          [task for _, task in intent_tasks[: rules.max_queue]], paths)
    return {
        "pool_queries": len(pool), "feedback_rows": len(feedback), "feedback_lines_skipped": skipped,
        "evidence_candidates_below": len(evidence_tasks), "intent_candidates_below": len(intent_tasks),
        "confidence_below": rules.confidence_below, "max_queue": rules.max_queue,
        "exported_at": datetime.now(timezone.utc).isoformat(timespec="seconds"), **written,
    }

