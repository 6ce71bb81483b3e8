"""The one text normaliser for matching: how an answer (`relevant_text`) is found in a chunk, how two passages
are recognised as the same text, how a hit is scored in every evaluation; and what counts as a figure in a text (the
fee, the date, the limit an answer states)."""

from __future__ import annotations

import re

_WHITESPACE = re.compile(r"\s+")
_TABLE_RULE_LINE = re.compile(r"^[ \t]*\|?[ \t:|-]*-[ \t:|-]*\|?[ \t]*$", re.MULTILINE)  # a Markdown table's |---|---|
FIGURE = re.compile(r"\d+(?:[.,]\d+)*")  # 150, 1,250.50, 15.09.2022


def normalise_text(text: str | None) -> str:
    """Whitespace runs -> one space, trimmed, case-folded; a Markdown table's cell bars and |---| rules dropped, so a
    table row ("| Senior (65+) | CAD 48.00 |") reads as a labelled answer states it ("senior (65+) cad 48.00").
    None -> ""."""
    text = _TABLE_RULE_LINE.sub(" ", text or "").replace("|", " ")
    return _WHITESPACE.sub(" ", text).strip().casefold()


def figures(text: str) -> set[str]:
    """The figures a text states, thousands separators dropped ("1,250" = "1250")."""
    return {value.replace(",", "") for value in FIGURE.findall(text)}
