"""What an answer must state to be right, and whether it does: the answer-level measure of `ragops eval serving` and
of promotion's evaluation (`right_answer_rate`).

A labelled question names the sentence that answers it (`relevant_text`). What a user needs from the answer is the
asked fact: its figures (the fee, the date, the limit) when the sentence states any, else the sentence's wording
(models.labels.expected_answer, which the sample corpus writes into every question row as `expected`); a question set
may also give it itself (`expected`, e.g. a golden set of your own: `["12 USD"]`). `states_expected` is the check: every expected figure among the answer's
figures (thousands separators ignored: "1,250" = "1250"), every expected phrase with at least `PHRASE_SHARE` of its
words in the answer.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from models.labels.expected_answer import expected_answer
from models.retrieval.bm25_tokens import tokenize
from models.text import figures

PHRASE_SHARE = 0.8  # the bar `ragops eval serving` has used for "the answer states the labelled sentence"


def states_expected(answer: str | None, expected: Sequence[str]) -> bool:
    """True when the answer states every expected figure and phrase (see the module docstring); False for no answer
    or nothing expected."""
    if not answer or not expected:
        return False
    stated_figures, stated_words = figures(answer), set(tokenize(answer))
    for item in expected:
        wanted_figures = figures(item)
        if wanted_figures and " " not in item.strip():
            if not wanted_figures <= stated_figures:
                return False
            continue
        words = set(tokenize(item))
        if not words or not wanted_figures <= stated_figures or len(words & stated_words) / len(words) < PHRASE_SHARE:
            return False
    return True


def first_cited(reply: Mapping[str, Any]) -> set[str]:
    """The names of the document a reply (`/v1/query`'s body) cites first: its best-ranked cited passage's
    `source_paths`; empty without a citation."""
    for item in reply["evidence"]:
        if item.get("cited"):
            return set(item.get("source_paths") or [item["source_path"]])
    return set()


def right_answer(row: Mapping[str, Any], reply: Mapping[str, Any]) -> bool:
    """An answerable question answered right, as the user meets it: not `not_found`, the first citation from the
    labelled document (the version in force: `current_doc`, else `relevant_doc`), and the answer states the expected
    answer (the row's `expected`, else `expected_answer` of its `relevant_text`)."""
    if reply["action"] == "not_found":
        return False
    target = row.get("current_doc") or row["relevant_doc"]
    expected = row.get("expected") or expected_answer(row["relevant_text"])
    return target in first_cited(reply) and states_expected(reply.get("answer"), expected)
