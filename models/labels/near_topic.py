"""Near-topic questions the index cannot answer, made from answerable ones by naming something no document names.

Every labelled question has an answer in the corpus, so nothing in them teaches DCEE's semantic head what a question
about *another* council's dog licence, an equipment model nobody documents, or a place the corpus never mentions
looks like — the questions users ask that must end in `not_found`. `swap_rarest_term` makes one from each labelled
question: its rarest word the index knows (the rule's issuer, the place, the model code: what says *whose* fact is
asked) is replaced by an invented word the index does not hold, in the same script and capitalisation. The question
keeps its shape and its other words, so its candidates stay on topic and only the name is missing — the hard case.

Pure: the caller gives the question's tokens and the index's IDF; the invented words are a deterministic function of
the question (same question, same word).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Sequence

_CONSONANTS = "bdfgklmnprstvz"
_VOWELS = "aeiou"
# Han characters that read as place or body names and are rare in rule texts; two make an invented name.
_HAN_NAME = "岑鄞邕浔岷滁婺歙岫沣渑淇洮湄琅璜瑷璟翀骞"


def _digest(text: str, attempt: int) -> bytes:
    return hashlib.sha256(f"{attempt}:{text}".encode()).digest()


def invented_word(original: str, attempt: int = 0) -> str:
    """A made-up word in the script of `original`: Han characters for Han, else consonant-vowel syllables of about
    its length with its capitalisation, digits kept as digits (a code stays code-shaped: "HX-200" -> "BV-731")."""
    digest = _digest(original, attempt)
    if re.search(r"[\u4e00-\u9fff]", original):
        return "".join(_HAN_NAME[byte % len(_HAN_NAME)] for byte in digest[:max(2, min(4, len(original)))])
    out = []
    for i, char in enumerate(original):
        byte = digest[i % len(digest)]
        if char.isdigit():
            out.append(str(byte % 10))
        elif char.isalpha():
            letter = (_VOWELS if i % 2 else _CONSONANTS)[byte % (len(_VOWELS) if i % 2 else len(_CONSONANTS))]
            out.append(letter.upper() if char.isupper() else letter)
        else:
            out.append(char)
    return "".join(out)


def swap_rarest_term(question: str, terms: Sequence[str], idf: Callable[[str], float],
                     known: Callable[[str], bool], tokenize: Callable[[str], list[str]]) -> str | None:
    """`question` with its rarest known term (highest IDF among the terms the index holds, at least 3 characters
    or a Han word) replaced, where it is written, by an invented word the index does not hold; None when no term
    qualifies or no invented word is new to the index after a few tries."""
    ranked = sorted({term for term in terms if known(term) and (len(term) >= 3 or re.search(r"[\u4e00-\u9fff]", term))},
                    key=lambda term: (-idf(term), term))
    for term in ranked:
        match = re.search(re.escape(term), question, flags=re.IGNORECASE)
        if match is None:
            continue
        written = match.group()
        for attempt in range(5):
            word = invented_word(written, attempt)
            if word.casefold() != written.casefold() and not any(known(token) for token in tokenize(word)):
                return question[:match.start()] + word + question[match.end():]
        return None
    return None
