"""Scoring generated answers against reference answers: exact match and token F1 (SQuAD's definitions), over the
answer's words with its citations removed — a student is scored on what it says, citations are checked elsewhere
(promotion's answer support)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from models.answering.compose import CITATION
from models.retrieval.bm25_tokens import tokenize

# What a generator trained here answers when its evidence does not hold the answer (the distillation targets), and
# what the answer-level gate counts as a refusal beside the `not_found` action.
NOT_IN_EVIDENCE = "The evidence does not answer this question."


def answer_tokens(text: str, language: str | None = None) -> list[str]:
    """Content tokens of an answer (citations dropped; lower-cased, punctuation and stop words removed, CJK
    segmented — models.retrieval.bm25_tokens)."""
    return tokenize(CITATION.sub(" ", text or ""), language)


def is_refusal(answer: str, language: str | None = None) -> bool:
    """The answer says the evidence does not answer (NOT_IN_EVIDENCE, citations and punctuation aside)."""
    return bool(answer_tokens(answer, language)) and answer_tokens(answer, language) == answer_tokens(NOT_IN_EVIDENCE)


def exact_match(prediction: str, reference: str, language: str | None = None) -> float:
    return float(answer_tokens(prediction, language) == answer_tokens(reference, language))


def token_f1(prediction: str, reference: str, language: str | None = None) -> float:
    predicted, expected = answer_tokens(prediction, language), answer_tokens(reference, language)
    if not predicted or not expected:
        return float(predicted == expected)
    common = sum((Counter(predicted) & Counter(expected)).values())
    if common == 0:
        return 0.0
    precision, recall = common / len(predicted), common / len(expected)
    return 2 * precision * recall / (precision + recall)


def score_answers(predictions: Sequence[str], references: Sequence[str],
                  languages: Sequence[str | None] | None = None) -> dict[str, float]:
    """Mean exact match and token F1 over paired answers."""
    if len(predictions) != len(references):
        raise ValueError(f"{len(predictions)} predictions for {len(references)} references")
    if not references:
        return {"exact_match": float("nan"), "f1": float("nan"), "n": 0}
    languages = languages or [None] * len(references)
    em = [exact_match(p, r, lang) for p, r, lang in zip(predictions, references, languages)]
    f1 = [token_f1(p, r, lang) for p, r, lang in zip(predictions, references, languages)]
    return {"exact_match": round(sum(em) / len(em), 4), "f1": round(sum(f1) / len(f1), 4), "n": len(references)}


def agreement(first: Sequence[str], second: Sequence[str]) -> float:
    """Share of prompts where two models' greedy answers are identical (full vs quantised)."""
    if len(first) != len(second):
        raise ValueError(f"{len(first)} answers against {len(second)}")
    return round(sum(a.strip() == b.strip() for a, b in zip(first, second)) / len(first), 4) if first else float("nan")
