"""The one text normaliser for matching: how an answer (`relevant_text`) is found in a chunk, how two passages
are recognised as the same text, how a hit is scored in every evaluation."""

from __future__ import annotations

import re

_WHITESPACE = re.compile(r"\s+")


def normalise_text(text: str | None) -> str:
    """Whitespace runs -> one space, trimmed, case-folded. None -> ""."""
    return _WHITESPACE.sub(" ", text or "").strip().casefold()
