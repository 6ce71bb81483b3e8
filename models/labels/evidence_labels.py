"""Labels for (query, chunk) pairs derived from a labelled query row (query, relevant_doc, relevant_text).

  - answer match: the chunk holds the row's `relevant_text` (models.text.normalise_text: whitespace runs collapsed,
    case-folded, a Markdown table's cell bars dropped) — the same rule the retrieval evaluation uses for a hit;
  - semantic label: the chunk holds the answer, or it is another version of the relevant document and holds
    the answer with its numbers masked ("USD 120 per visit" in the 2019 policy answers "what is the fee?"
    just as "USD 150" in the 2024 one does — semantically relevant, temporally maybe not);
  - relevance (ranker): the chunk comes from the relevant document *and* holds the answer; the query set names
    the version in force at the query's as-of date as the relevant document.
"""

from __future__ import annotations

import re

from models.text import normalise_text

_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")


def masked_text(text: str) -> str:
    """`normalise_text` with every number replaced by '#': compares versions that differ in their figures."""
    return _NUMBER.sub("#", normalise_text(text))


def _check_answer(answer: str) -> str:
    normalised = normalise_text(answer)
    if not normalised:
        raise ValueError("the answer text is empty; it would match every chunk")
    return normalised


def holds_answer(chunk_text: str, answer: str) -> bool:
    return _check_answer(answer) in normalise_text(chunk_text)


def semantic_label(chunk_text: str, answer: str, is_other_version: bool) -> bool:
    if holds_answer(chunk_text, answer):
        return True
    return is_other_version and masked_text(answer) in masked_text(chunk_text)


def relevance_label(chunk_source: str, chunk_text: str, relevant_doc: str, answer: str) -> bool:
    _check_answer(answer)  # before the path test: an empty answer is a broken row whatever the chunk's document
    return _normalise_path(chunk_source) == _normalise_path(relevant_doc) and holds_answer(chunk_text, answer)


def _normalise_path(path: str) -> str:
    return (path or "").replace("\\", "/").strip().removeprefix("./")
