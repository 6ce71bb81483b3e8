"""Is a PDF text layer usable, or garbage that should be OCR'd instead?

Pure functions over strings. A page can carry plenty of extractable characters that mean nothing: fonts
without a ToUnicode map come out as "(cid:42)" or U+FFFD, symbol fonts as private-use code points, and
broken encodings as well-formed letters in the wrong places ("Uif rvjdl cspxo gpy"). The character-count
test that decides "text layer present" passes all of these, so two more measures decide whether to trust
it: the share of characters that are certainly bad, and the share of Latin words that no dictionary knows.

The dictionary is passed in (the whole-word entries of the embedding model's WordPiece vocabulary, see
`wordpiece_vocabulary`), so this module never reads a file.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection, Iterable
from dataclasses import dataclass

# pdfplumber/pdfminer write a glyph without a Unicode mapping as "(cid:NNN)".
_CID = re.compile(r"\(cid:\d+\)")
# Certainly-bad characters: the replacement character, private-use code points (symbol fonts, unmapped
# glyphs), and control characters other than whitespace (C0, DEL, C1).
_BAD_CHAR = re.compile(r"[\ufffd\ue000-\uf8ff\x00-\x08\x0e-\x1b\x7f-\x84\x86-\x9f]")
# A Latin word: letters only (ASCII and accented Latin, without × and ÷), not glued to digits or letters
# on either side — "10am", "f0x", "MP3" are neither evidence for nor against the layer.
_LATIN_LETTER = r"A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f"
_WORD = re.compile(rf"(?<![0-9{_LATIN_LETTER}])[{_LATIN_LETTER}]{{2,}}(?![0-9{_LATIN_LETTER}])")


@dataclass(frozen=True)
class TextLayerQuality:
    n_chars: int  # non-whitespace characters, each "(cid:NNN)" counted as one
    bad_char_ratio: float  # bad characters / n_chars (0.0 for an empty layer)
    n_tokens: int  # Latin words of two or more letters
    unknown_token_ratio: float  # words not in the vocabulary / n_tokens (0.0 without words)


def _fold(word: str) -> str:
    """Lowercase without accents, as an uncased BERT vocabulary stores words ("Café" -> "cafe")."""
    decomposed = unicodedata.normalize("NFD", word.lower())
    return "".join(char for char in decomposed if not unicodedata.combining(char))


def assess_text_layer(text: str, vocabulary: Collection[str]) -> TextLayerQuality:
    """Bad-character and unknown-word ratios of one page's text layer.

    Each "(cid:NNN)" is one bad character and is replaced by U+FFFD before counting, so it also splits the
    word it sits in (a word with an unmapped glyph is not a word). Words are compared lowercased and
    without accents. CJK text has no words in this sense: a CJK-only page has no tokens and an unknown
    ratio of 0, and is judged by its bad characters alone.
    """
    text = _CID.sub("\ufffd", text)
    n_chars = sum(not char.isspace() for char in text)
    n_bad = len(_BAD_CHAR.findall(text))
    words = [_fold(word) for word in _WORD.findall(text)]
    n_unknown = sum(word not in vocabulary for word in words)
    return TextLayerQuality(
        n_chars=n_chars,
        bad_char_ratio=n_bad / n_chars if n_chars else 0.0,
        n_tokens=len(words),
        unknown_token_ratio=n_unknown / len(words) if words else 0.0,
    )


def _percent(value: float, threshold: float) -> str:
    """A ratio as a percentage, precise enough not to print a value above its threshold as the threshold."""
    digits = 0
    while digits < 3 and value != threshold and f"{value:.{digits}%}" == f"{threshold:.{digits}%}":
        digits += 1
    return f"{value:.{digits}%}"


def is_garbage(
    quality: TextLayerQuality, max_bad_char_ratio: float, max_unknown_token_ratio: float, min_tokens: int
) -> tuple[bool, str]:
    """Whether the text layer should be replaced by OCR, and why, in words for the ingestion log.

    Garbage when the bad-character ratio exceeds `max_bad_char_ratio`, or when the page has at least
    `min_tokens` words and the unknown-word ratio exceeds `max_unknown_token_ratio`. A ratio exactly at its
    threshold passes. The word test needs enough words because a short page (a title, a table of numbers)
    is mostly names and abbreviations. An empty layer is not garbage here: "no text" is the caller's
    character-count test.
    """
    if not 0.0 <= max_bad_char_ratio <= 1.0 or not 0.0 <= max_unknown_token_ratio <= 1.0:
        raise ValueError(f"ratios must lie in [0, 1], got {max_bad_char_ratio} and {max_unknown_token_ratio}")
    if min_tokens < 0:
        raise ValueError(f"min_tokens must be >= 0, got {min_tokens}")
    bad = _percent(quality.bad_char_ratio, max_bad_char_ratio)
    if quality.bad_char_ratio > max_bad_char_ratio:
        return True, f"{bad} unmapped characters (> {max_bad_char_ratio * 100:g}%)"
    unknown = _percent(quality.unknown_token_ratio, max_unknown_token_ratio)
    words = f"{unknown} of {quality.n_tokens} words are not dictionary words"
    if quality.n_tokens < min_tokens:
        return False, f"{bad} unmapped characters; word test skipped ({quality.n_tokens} words < {min_tokens})"
    if quality.unknown_token_ratio > max_unknown_token_ratio:
        return True, f"{words} (> {max_unknown_token_ratio * 100:g}%)"
    return False, f"{bad} unmapped characters; {words} (<= {max_unknown_token_ratio * 100:g}%)"


def wordpiece_vocabulary(lines: Iterable[str]) -> frozenset[str]:
    """Whole words of a WordPiece vocab.txt (one entry a line).

    Only alphabetic entries are kept, which drops "##" continuation pieces, [PAD]/[CLS]/[unused12] and
    punctuation or digit entries: none of them can match a word of the measure.
    """
    return frozenset(entry for entry in (line.strip() for line in lines) if entry.isalpha())


_CJK_CHAR = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


def _agreement_tokens(text: str) -> list[str]:
    return [_fold(word) for word in _WORD.findall(text)] + _CJK_CHAR.findall(text)


def word_agreement(text_layer: str, ocr_text: str) -> float:
    """Share of the text layer's words (Latin words, CJK characters) that OCR also read from the page image.

    The arbiter for a *suspect* layer — many unknown words may be Latin, names or model codes, or a broken
    font map. If the image says the same words, the layer is real and is kept (it has the tables and exact
    characters); if not, it is garbage and OCR replaces it. Counted as multisets, so order does not matter.
    """
    from collections import Counter

    layer = Counter(_agreement_tokens(text_layer))
    if not layer:
        return 1.0
    read = Counter(_agreement_tokens(ocr_text))
    return sum((layer & read).values()) / sum(layer.values())
