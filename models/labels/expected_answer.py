"""What a labelled question's answer must state (`expected`): the figures of its labelled sentence, else the sentence.

A user asking "how much is the late renewal penalty?" needs the figure, not a paraphrase of the provision: the
answer-level measures (`models.answering.expected`) check that the answer states it. The figures are read in order
of appearance; a statement's own number at its start ("4.", "(2)", "Section 4.", "Item 12:", "4.2 Free chlorine") is
its place in the document, not a fact it states, and is dropped (from a figure-less sentence too). Light on purpose: the sample corpus writes `expected` into every
question row with it, and its DVC stage depends on this file alone (and `models/text.py`).
"""

from __future__ import annotations

import re

from models.text import FIGURE

# A statement's own number, at the text's start or after a sentence end: "4.", "(2)", "Section 4.", "Item 12:".
# A numbered section ("4.2 Free chlorine.", "301.3 Annual Operating Fee.") is one too: a decimal number before a
# capitalised heading word.
_ENUMERATION = re.compile(r"(?:^|(?<=[.;:!?]\s))\s*(?:(?:section|sec\.|article|art\.|item|clause|rule|reg\.|regulation|"
                          r"part|schedule|§)\s*\d{1,3}(?:\.\d{1,3})*[.:]?|\(?\d{1,3}(?:\.\d{1,3})*[.)]"
                          r"|\d{1,3}(?:\.\d{1,3})+(?=\s+[A-Z]))(?=\s|$)", re.IGNORECASE)


def expected_answer(sentence: str) -> list[str]:
    """The figures the sentence states, in order of appearance and without repeats (thousands separators dropped),
    else the sentence itself without its own number (a figure-less fact)."""
    body = _ENUMERATION.sub(" ", sentence)
    stated = list(dict.fromkeys(value.replace(",", "") for value in FIGURE.findall(body)))
    return stated or [" ".join(body.split()) or sentence.strip()]
