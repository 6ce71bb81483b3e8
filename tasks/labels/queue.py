"""The active-learning queue (docs/design.md#active-learning): `ragops export-queue`, the `export_queue` step of the
train_evaluators DAG, dvc stage `export_queue`.

After training, the unlabelled pool is scored with this data root's trained models. The pool is questions, as a
user asks them (the intent labeller is asked which intent a query is): the queries of serving feedback rows (real
user questions, tasks/labels/feedback.py) and, from the corpus, up to `pool_queries_per_document` questions per
document made from its own sentences and section headings (models/labels/pool_questions.py: "The annual rent is
£7.80" -> "How much is the annual rent?"). Queries of the labelled training set and of the label store are left out. A query
whose intent probability is below `confidence_below` (0.7) becomes an intent task; a (query, evidence chunk)
pair whose DCEE is unsure becomes an evidence task. DCEE's certainty is how far each head is from a coin toss,
min over heads of max(p, 1 − p): its *confidence* s·d·0.7 never reaches 0.7, so it cannot be the test. The
least certain `max_queue` of each kind are written in Label Studio's import format, with the two labelling
configs a project must use for the pre-annotations and the export to line up.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from models.documents.metadata import detect_language
from models.labels.label_studio import EVIDENCE_CONFIG_XML, INTENT_CONFIG_XML, evidence_task, intent_task
from models.labels.pool_questions import document_questions
from tasks.core.atomic import write_bytes_atomic, write_json_atomic
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings


def corpus_pool_queries(featurizer: Any, per_document: int) -> list[str]:
    """Up to `per_document` questions per document of the current index, made from its operation chunks in reading
    order (models.labels.pool_questions.document_questions), documents in doc_id order."""
    chunks = featurizer.version.strategy("operation").chunks.sort_values(["doc_id", "ordinal"])
    queries: list[str] = []
    if per_document <= 0:
        return queries
    for _, group in chunks.groupby("doc_id", sort=True):
        language = group["language"].dropna().mode()
        title = group["title"].dropna()
        queries.extend(document_questions(group["text"].astype(str), language.iloc[0] if len(language) else None,
                                          per_document, title=str(title.iloc[0]) if len(title) else None))
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
    from tasks.labels.feedback import read_feedback
    from tasks.labels.queries import query_rows
    from tasks.labels.store import load_labels
    from tasks.runtime.corrective import open_pipeline
    from tasks.runtime.evidence import reference_date

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
        language = detect_language(query, settings.ingest.languages, settings.ingest.languages[0],
                                   settings.ingest.language_min_distance)
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
        "exported_at": datetime.now(UTC).isoformat(timespec="seconds"), **written,
    }


def write_queue(evidence_tasks: Sequence[dict[str, Any]], intent_tasks: Sequence[dict[str, Any]],
                paths: DataPaths) -> dict[str, Any]:
    """Write the labelling queue for Label Studio (replacing the previous one) under data/labels/queue/.

    Tasks come from models.labels.label_studio.evidence_task / intent_task. Each kind gets its task file (a JSON
    array: Label Studio's import format) and its labeling config, which a project must use for the
    pre-annotations and the export to line up.
    """
    folder = paths.label_queue_dir
    written = {
        "evidence_queue": folder / "evidence.json",
        "evidence_config": folder / "evidence_config.xml",
        "intent_queue": folder / "intent.json",
        "intent_config": folder / "intent_config.xml",
    }
    write_json_atomic(written["evidence_queue"], list(evidence_tasks))
    write_bytes_atomic(written["evidence_config"], EVIDENCE_CONFIG_XML.encode("utf-8"))
    write_json_atomic(written["intent_queue"], list(intent_tasks))
    write_bytes_atomic(written["intent_config"], INTENT_CONFIG_XML.encode("utf-8"))
    return {"evidence_tasks": len(evidence_tasks), "intent_tasks": len(intent_tasks),
            **{name: str(target) for name, target in written.items()}}
