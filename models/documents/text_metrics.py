"""Text-quality metrics shared by tests and benchmarks (conventions from shared/testdata/README.md)."""

from __future__ import annotations

import re
import unicodedata


def normalise_for_cer(text: str) -> str:
    """Unicode NFKC, then every whitespace run collapsed to one space, trimmed."""
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text)).strip()


def levenshtein(a: str, b: str) -> int:
    """Edit distance (insert, delete, substitute = 1), two-row dynamic programme."""
    if len(a) < len(b):
        a, b = b, a
    previous = list(range(len(b) + 1))
    for i, char_a in enumerate(a, start=1):
        current = [i]
        for j, char_b in enumerate(b, start=1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (char_a != char_b)))
        previous = current
    return previous[-1]


def character_error_rate(hypothesis: str, reference: str) -> float:
    """Levenshtein distance / reference length, both normalised; an empty reference needs an empty hypothesis."""
    hyp, ref = normalise_for_cer(hypothesis), normalise_for_cer(reference)
    if not ref:
        return 0.0 if not hyp else 1.0
    return levenshtein(hyp, ref) / len(ref)
