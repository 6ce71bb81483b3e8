"""One question through the serving steps, on one deployment:

  retrieve  the corrective pipeline (route, retrieve, DCEE, correct, version in force first), then the evidence a
            reader sees once (merged passages), the out-of-window versions set apart, the action, and the sampling
            temperature from evidence consistency;
  generate  the answer: extractive (sentences of the passing evidence, cited) or an LLM backend prompted with the
            passing evidence; `not_found` says so plainly; an answer resting on OCR'd text names what to verify;
  verify    (optional) post-generation verification of the answer's claims.

Each step is a plain function the HTTP layer runs in a worker thread under its own timeout.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date
from typing import Any

import numpy as np

from models.answering.compose import (
    Sampling,
    consistency,
    extractive_reply,
    finish_answer,
    prompt_messages,
    sampling_for,
)
from models.answering.evidence import answer_items, answer_view, public_item, public_superseded, refused_subjects
from models.answering.verify import answer_claims, judge, verification_trace
from serving.batching import Question
from serving.deployment import Deployment

CONSISTENCY_TOP = 5  # docs/design.md#serving: mean pairwise cosine of the top 5


@dataclass
class Prepared:
    """The retrieve step's output: everything the later steps and the response need."""

    query_id: str
    query: str
    deployment: Deployment
    result: dict[str, Any]  # CorrectedEvidence.to_dict()
    evidence: list[dict[str, Any]]  # answer context, merged, in rank order
    superseded: list[dict[str, Any]]  # out-of-window versions, merged
    action: str
    sampling: Sampling
    session_reused: bool
    session_id: str | None

    @property
    def seconds(self) -> dict[str, float]:
        """The pipeline's own clocks per step."""
        return self.result["seconds"]

    @property
    def passing(self) -> list[dict[str, Any]]:
        """The passages the answer is made from (models.answering.evidence.answer_items)."""
        settings = self.deployment.pipeline.settings
        answer = settings.serving.answer
        return answer_items(self.evidence, settings.evaluators.dcee.threshold, answer.not_found_below,
                            answer.quote_share_of_best)


@dataclass
class Answer:
    text: str | None
    cited: list[int]
    verification: dict[str, Any] | None = None
    generator: str = "extractive"


def new_query_id() -> str:
    return uuid.uuid4().hex


def retrieve(deployment: Deployment, query: str, today: date, as_of: date | None, k: int,
             session_id: str | None) -> Prepared:
    pipeline = deployment.pipeline
    # Through the deployment's micro-batcher: answered together with the questions that arrived beside it.
    corrected, session_reused = deployment.batcher.submit(Question(query, today, as_of, k, session_id)).result()
    result = corrected.to_dict()
    answer = pipeline.settings.serving.answer
    context, superseded, action = answer_view(result, pipeline.settings.evaluators.dcee.threshold,
                                              answer.not_found_below, answer.refuse_unknown_subjects)
    sampling = sampling_for(_consistency(deployment, context), answer.consistent_above, answer.consistent_temperature,
                            answer.divergent_below, answer.divergent_temperature, answer.default_temperature)
    return Prepared(new_query_id(), query, deployment, result, context, superseded, action, sampling, session_reused,
                    session_id)


def _consistency(deployment: Deployment, items: list[dict[str, Any]]) -> float | None:
    version = deployment.pipeline.featurizer.version
    top = items[:CONSISTENCY_TOP]
    if len(top) < 2:
        return None
    vectors = np.stack([version.strategy(item["strategy"]).vectors([item["chunk_id"]])[0] for item in top])
    return consistency(vectors)


def _embed(deployment: Deployment) -> Any:
    """The deployment's embedding model for the extractive answer's sentence cosines, run on the pipeline's thread
    (the embedding tokenizer is not thread-safe; serving.batching)."""
    embedder = deployment.pipeline.featurizer.embedder

    def embed(texts: list[str]) -> Any:
        return deployment.batcher.call(lambda: embedder.embed(texts)).result()

    return embed


def _refused_names(prepared: Prepared) -> list[str]:
    return refused_subjects(prepared.result,
                            prepared.deployment.pipeline.settings.serving.answer.refuse_unknown_subjects)


def generation_messages(prepared: Prepared, refuted: list[str] | None = None) -> list[dict[str, str]]:
    return prompt_messages(prepared.query, prepared.passing, prepared.sampling.several_perspectives, refuted or [])


def _finish(prepared: Prepared, text: str, generator: str) -> Answer:
    text, cited = finish_answer(text, prepared.evidence, prepared.passing)
    return Answer(text, cited, generator=generator)


def generate(prepared: Prepared, temperature: float | None = None, max_tokens: int | None = None) -> Answer:
    """The whole answer (extractive, or the deployment's LLM backend)."""
    deployment = prepared.deployment
    if prepared.action == "not_found" or deployment.generator is None:
        answer = deployment.pipeline.settings.serving.answer
        text, cited = extractive_reply(prepared.query, prepared.evidence, prepared.passing, prepared.action,
                                       answer.max_sentences, _embed(deployment), answer.sentence_cosine_weight,
                                       _refused_names(prepared))
        return Answer(text, cited, generator="none" if prepared.action == "not_found" else "extractive")
    text = deployment.generator.generate(generation_messages(prepared), _temperature(prepared, temperature),
                                         max_tokens or deployment.generation.max_tokens)
    return _finish(prepared, text, deployment.generator.name)


def generate_stream(prepared: Prepared, temperature: float | None = None,
                    max_tokens: int | None = None) -> Iterator[str] | None:
    """The LLM backend's text as it is produced, or None when the answer is made whole (extractive, not_found)."""
    deployment = prepared.deployment
    if prepared.action == "not_found" or deployment.generator is None:
        return None
    return deployment.generator.stream(generation_messages(prepared), _temperature(prepared, temperature),
                                       max_tokens or deployment.generation.max_tokens)


def finish_streamed(prepared: Prepared, text: str) -> Answer:
    return _finish(prepared, text, prepared.deployment.generator.name)


def _temperature(prepared: Prepared, requested: float | None) -> float:
    return prepared.sampling.temperature if requested is None else requested


def verify(prepared: Prepared, answer: Answer, today: date) -> Answer:
    """Re-retrieve each claim of the answer (evidence in force at the same as-of date) and judge it; more than
    `verification.contradicted_above` contradicted -> the answer is marked, or rewritten from the contradicting
    evidence by an LLM backend (`on_contradiction: rewrite`; an extractive answer is marked: its sentences are the
    evidence's own)."""
    deployment = prepared.deployment
    settings = deployment.pipeline.settings.serving.verification
    claims = answer_claims(answer.text or "")
    if prepared.action == "not_found" or not claims:
        answer.verification = {**verification_trace([], settings.contradicted_above, settings.on_contradiction),
                               "skipped": "no answer to verify" if prepared.action == "not_found" else "no claims"}
        return answer
    as_of = date.fromisoformat(prepared.result["as_of"])
    found = deployment.batcher.call(lambda: deployment.pipeline.answer_many(
        claims, today=today, as_of=as_of, k=settings.evidence_k, correct=False)).result()
    checks = []
    for claim, result in zip(claims, found):
        in_force = [(record.chunk_id, record.text, record.language) for record in result.evidence
                    if record.document_version.get("validity_at_as_of") not in ("superseded", "not_yet_effective")]
        checks.append(judge(claim, in_force))
    trace = verification_trace(checks, settings.contradicted_above, settings.on_contradiction)
    answer.verification = trace
    if not trace["flagged"]:
        return answer
    refuted = [check.claim for check in checks if check.verdict == "contradicted"]
    if settings.on_contradiction == "rewrite" and deployment.generator is not None:
        rewritten = deployment.generator.generate(generation_messages(prepared, refuted), prepared.sampling.temperature,
                                                  deployment.generation.max_tokens)
        result = _finish(prepared, rewritten, deployment.generator.name)
        result.verification = {**trace, "action": "rewrite", "original_answer": answer.text}
        return result
    answer.verification = {**trace, "action": "mark"}
    answer.text = (f"{answer.text} [Verification: {len(refuted)} of {len(checks)} statements are contradicted by "
                   f"evidence in force: {'; '.join(refuted)}]")
    return answer


def warnings_for(prepared: Prepared, answer: Answer | None) -> list[str]:
    settings = prepared.deployment.pipeline.settings
    intent = prepared.result["intent"]
    warnings = []
    if intent["fell_back"]:
        warnings.append(f"intent confidence {intent['predicted_confidence']:.2f} is below "
                        f"{settings.evaluators.intent.confidence_threshold}: routed to operation guidance")
    threshold, floor = settings.evaluators.dcee.threshold, settings.serving.answer.not_found_below
    if prepared.action == "ambiguous":
        warnings.append(f"the best-ranked passage is below the DCEE threshold {threshold}: the answer rests on "
                        + ("the passages that pass it" if any(item["passes"] for item in prepared.evidence) else
                           f"passages between {floor} and {threshold}, check them"))
    unknown = _refused_names(prepared)
    if prepared.action == "not_found" and unknown:
        warnings.append(f"the question names {', '.join(unknown)}, which no indexed document mentions "
                        "(serving.answer.refuse_unknown_subjects): the evidence listed is what came closest, not an "
                        "answer")
    elif prepared.action == "not_found":
        warnings.append(f"no passage reaches DCEE confidence {floor} (serving.answer.not_found_below): the evidence "
                        "listed is what came closest, not an answer")
    if prepared.superseded:
        warnings.append(f"{len(prepared.superseded)} passage(s) of versions not in force on {prepared.result['as_of']} "
                        "are kept out of the answer (see superseded)")
    if answer is not None and answer.verification and answer.verification.get("flagged"):
        warnings.append(f"verification: {answer.verification['contradicted_share']:.0%} of the answer's statements are "
                        "contradicted by evidence in force")
    return warnings


def response(prepared: Prepared, answer: Answer | None) -> dict[str, Any]:
    """The /v1/query response body."""
    result = prepared.result
    cited = answer.cited if answer else []
    return {
        "query_id": prepared.query_id, "query": prepared.query,
        "answer": answer.text if answer else None, "action": prepared.action,
        "intent": {**result["intent"], "session_reused": prepared.session_reused},
        "strategy": result["intent"]["strategy"], "as_of": result["as_of"], "anchor": result["anchor"],
        "evidence": [public_item(item, cited) for item in prepared.evidence],
        "superseded": [public_superseded(item) for item in prepared.superseded],
        "warnings": warnings_for(prepared, answer),
        "unknown_subjects": list(result.get("unknown_subjects") or []),
        "correction": {"corrected": result["corrected"], "changed": result["changed"],
                       "corrections": result["corrections"]},
        "generation": {"backend": answer.generator if answer else None,
                       "temperature": prepared.sampling.temperature,
                       "consistency": None if prepared.sampling.consistency is None
                       else round(prepared.sampling.consistency, 4),
                       "several_perspectives": prepared.sampling.several_perspectives},
        "verification": answer.verification if answer else None,
        "deployment": prepared.deployment.describe(),
        "seconds": prepared.seconds,
    }
