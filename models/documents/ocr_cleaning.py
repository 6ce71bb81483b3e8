"""OCR text cleaning: look-alike characters, CJK punctuation width, line-break hyphens, whitespace.

Pure functions over strings. OCR output is read by BM25, the embedder and the metadata regexes
(`effective_date`, years, invoice numbers), and each of them fails on a different OCR habit: "1O5" is not
the number 105, "he11o" is not a dictionary word, "ex-" / "plain" is two tokens, "自2024年4月1日起施行." and
"自2024年4月1日起施行。" should be the same sentence. Every rule here is deliberately conservative: a token
that could be a real code ("A1B2", "COVID-19", "10am") is left alone, because a wrong "repair" of a part
number is worse than an unrepaired typo.
"""

from __future__ import annotations

import re

from models.documents.metadata import mostly_chinese

# --- confusables ---------------------------------------------------------------------------------------

# Letters OCR reads in place of a digit, and the digit they stand for.
_DIGIT_LOOKALIKES = {"O": "0", "o": "0", "I": "1", "l": "1", "|": "1", "S": "5", "s": "5", "B": "8"}
# Digits OCR reads in place of a letter: (capital, small). 8 has no small look-alike ("b" is not 8-shaped).
_LETTER_LOOKALIKES: dict[str, tuple[str, str | None]] = {
    "0": ("O", "o"), "1": ("I", "l"), "5": ("S", "s"), "8": ("B", None),
}
# Characters that may sit inside a token between alphanumerics: number punctuation, hyphen, apostrophe, and
# "|" (itself a look-alike of 1 inside a digit run).
_SEPARATORS = ".,:/'-|"
_LATIN_EXTENDED = "\u00c0-\u024f"
# A token: ASCII alphanumerics, possibly joined by separators. A token glued to an accented Latin letter
# ("Ma5ßnahme") is skipped whole: the repetition is possessive, so it is not shortened until it fits.
_TOKEN = re.compile(
    rf"(?<![A-Za-z0-9{_LATIN_EXTENDED}])"
    rf"[A-Za-z0-9](?:[A-Za-z0-9]|[{re.escape(_SEPARATORS)}](?=[A-Za-z0-9]))*+"
    rf"(?![{_LATIN_EXTENDED}])"
)
_SEGMENT_SPLIT = re.compile(rf"([{re.escape(_SEPARATORS)}])")
# A single digit followed by a unit is a quantity, not a misread capital ("5mins", "8bit").
_UNITS = frozenset({
    "sec", "secs", "min", "mins", "hr", "hrs", "hour", "hours", "day", "days", "week", "weeks", "month", "months",
    "year", "years", "yr", "yrs", "bit", "bits", "byte", "bytes", "star", "stars", "fold", "times", "inch",
    "inches", "feet", "foot", "mph", "kmh", "kph", "gram", "grams", "kilo", "kilos", "page", "pages", "step",
    "steps", "core", "cores", "seat", "seats", "door", "doors", "speed", "way",
})
# "N0. 105": the abbreviation "No." before a number (the token rules never touch two-character tokens).
_NUMBER_ABBREVIATION = re.compile(r"(?<![A-Za-z0-9])([Nn])0(?=\.\s*#?\d)")


def _as_digit_run(token: str) -> str | None:
    """The token read as a number, or None when it is not a digit run with stray look-alike letters."""
    symbols = [char for char in token if char.isalnum() or char == "|"]
    lookalikes = sum(char in _DIGIT_LOOKALIKES for char in symbols)
    if (
        len(symbols) < 3
        or lookalikes == 0
        or lookalikes * 3 > len(symbols)
        or not (symbols[0].isdigit() and symbols[-1].isdigit())
        or any(not char.isdigit() and char not in _DIGIT_LOOKALIKES for char in symbols)
    ):
        return None
    return "".join(_DIGIT_LOOKALIKES.get(char, char) for char in token)


def _letter_for(segment: str, index: int) -> str | None:
    """The letter a digit inside a word stands for, its case taken from the nearest letters around it."""
    capital, small = _LETTER_LOOKALIKES[segment[index]]
    before = next((char for char in reversed(segment[:index]) if char.isalpha()), None)
    after = next((char for char in segment[index + 1 :] if char.isalpha()), None)
    neighbours = [char for char in (before, after) if char is not None]
    # At the start of a word the capital is the look-alike of 0, 5 and 8 (same height as the digit);
    # 1 is as tall as a small "l", so it follows the neighbours like everywhere else.
    title_position = before is None and segment[index] != "1"
    return capital if title_position or all(char.isupper() for char in neighbours) else small


def _as_letter_run(segment: str) -> str | None:
    """The segment read as a word, or None when its digits may be real (codes, quantities, versions)."""
    if not (segment.isascii() and segment.isalnum()):
        return None
    n_digits = sum(char.isdigit() for char in segment)
    n_letters = len(segment) - n_digits
    leading_digits = len(segment) - len(segment.lstrip("0123456789"))
    if (
        n_digits == 0
        or n_letters < 3
        or n_letters <= n_digits
        or any(char.isdigit() and char not in _LETTER_LOOKALIKES for char in segment)
        or segment[-1].isdigit()  # version or model number: "Win10", "Python3"
        or leading_digits > 1  # quantity and unit: "10am", "15mins"
        or (leading_digits == 1 and segment[1:].lower() in _UNITS)
        or re.search(r"\d[A-Za-z]\d", segment)  # letter-digit alternation: "X1Y1Z"
    ):
        return None
    word = ""
    for index, char in enumerate(segment):
        letter = _letter_for(segment, index) if char.isdigit() else char
        if letter is None:
            return None  # an 8 inside a lowercase word has no look-alike
        word += letter
    return word


def _repair_digit_run(token: str) -> str:
    return _as_digit_run(token) or token


def _repair_token(token: str) -> str:
    whole = _as_digit_run(token)
    if whole is not None:
        return whole
    # Not one number: repair each piece between separators on its own ("ABC-1O5" -> "ABC-105").
    return "".join(
        _as_digit_run(piece) or _as_letter_run(piece) or piece for piece in _SEGMENT_SPLIT.split(token)
    )


def repair_confusables(text: str, *, letters: bool = True) -> str:
    """Repair 0/O, 1/l/I/|, 5/S, 8/B confusions by the token they sit in.

    A token is a run of ASCII letters and digits, possibly joined by `. , : / ' - |` (so "1,25O.00" and
    "2O21-03-31" are one token); punctuation around it is left in place.

    - Digit run: a token of at least 3 letters/digits that starts and ends with a real digit, whose other
      characters are all look-alikes of digits (O o I l | S s B), and at most a third of them are such
      letters: "1O5" -> "105", "1,25O.00" -> "1,250.00". The digit ends keep "B12", "I-95", "70B", "B2B",
      "1990s" and "10l" as they are; words such as "SOS" and "BOB" hold no digit at all.
    - Letter run (only with `letters=True`): a piece between separators made of at least 3 letters, more
      letters than digits, digits only from 0 1 5 8, not ending in a digit ("Win10", "MP3"), at most one
      leading digit and that not before a unit ("10am", "5mins"), no digit-letter-digit alternation
      ("X1Y1Z"): "he11o" -> "hello", "T0tal" -> "Total", "5ection" -> "Section". The letter's case follows
      the nearest letters; at the start of a word 0, 5 and 8 become capitals.
    - "N0." before a number is the abbreviation "No.".

    Limits: two-character tokens are never changed ("I0", "3O"); a digit run with more than a third of
    letters stays ("1OO"); "1" at the start of a lowercase word becomes "l" ("1nvoice" -> "lnvoice");
    all-capital codes with an inner 0/1/5/8 are read as words ("AB1CD" -> "ABICD"); Z/2 and G/6 are not
    repaired (both are common in real codes). CJK text is untouched.
    """
    repair = _repair_token if letters else _repair_digit_run
    repaired = _TOKEN.sub(lambda match: repair(match.group()), text)
    return _NUMBER_ABBREVIATION.sub(r"\1o", repaired)


# --- CJK punctuation -----------------------------------------------------------------------------------

# Ideographs and kana: scripts written without spaces that use full-width punctuation (Hangul uses spaces
# and half-width punctuation, so it is not included).
_CJK_LETTER = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
# Characters between which a space means nothing: CJK letters, CJK symbols and punctuation, full-width forms
# (not the ideographic space itself, so an indent of two U+3000 stays two).
_UNSPACED = r"\u3001-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef"
_SPACE_BETWEEN_UNSPACED = re.compile(rf"(?<=[{_UNSPACED}])[ \t\u3000]+(?=[{_UNSPACED}])")
# Punctuation whose width follows its context: every variant -> (half-width, full-width).
_WIDTH_PAIRS: dict[str, tuple[str, str]] = {
    **{char: (",", "，") for char in ",，"},
    "、": (",", "、"),
    "､": (",", "、"),
    **{char: (".", "。") for char in ".。．｡"},
    **{char: (":", "：") for char in ":："},
    **{char: (";", "；") for char in ";；"},
    **{char: ("?", "？") for char in "?？"},
    **{char: ("!", "！") for char in "!！"},
    **{char: ("(", "（") for char in "(（"},
    **{char: (")", "）") for char in ")）"},
}
_PERIODS = frozenset(".。．｡")
_OPENING, _CLOSING = frozenset("(（"), frozenset(")）")
# Quotes and brackets are transparent when looking for the letter a punctuation mark belongs to
# ("他说：“好”。" — the full stop belongs to 好).
_TRANSPARENT = frozenset(_WIDTH_PAIRS) | frozenset("\"'“”‘’「」『』《》〈〉【】")
_HALFWIDTH_CORNERS = {"｢": "「", "｣": "」"}


def _is_cjk_letter(char: str) -> bool:
    return bool(char) and bool(_CJK_LETTER.match(char))


def _neighbour(text: str, index: int, step: int) -> str:
    """The nearest character from `index` in direction `step` that is not punctuation ("" at the edge)."""
    index += step
    while 0 <= index < len(text) and text[index] in _TRANSPARENT:
        index += step
    return text[index] if 0 <= index < len(text) else ""


def _bracket_pairs(text: str) -> dict[int, int]:
    """Matching round brackets of either width, both ways (open -> close and close -> open)."""
    pairs: dict[int, int] = {}
    stack: list[int] = []
    for index, char in enumerate(text):
        if char in _OPENING:
            stack.append(index)
        elif char in _CLOSING and stack:
            opening = stack.pop()
            pairs[opening], pairs[index] = index, opening
    return pairs


def _in_cjk_context(text: str, index: int, pairs: dict[int, int]) -> bool:
    """Whether the punctuation mark at `index` belongs to CJK text (see `normalise_cjk_punctuation`)."""
    before, after = text[index - 1] if index else "", text[index + 1] if index + 1 < len(text) else ""
    if before.isascii() and before.isdigit() and after.isascii() and after.isdigit():
        return False  # "3.5", "10:30", "1,000"
    if index in pairs:  # a bracket pair shares one width: CJK inside it or next to it
        opening, closing = sorted((index, pairs[index]))
        return bool(_CJK_LETTER.search(text, opening + 1, closing)) or any(
            map(_is_cjk_letter, (_neighbour(text, opening, -1), _neighbour(text, closing, 1)))
        )
    if text[index] in _PERIODS:  # a full stop ends the CJK text before it, and never precedes "pdf" or "5"
        return _is_cjk_letter(_neighbour(text, index, -1)) and not (after.isascii() and after.isalnum())
    return _is_cjk_letter(_neighbour(text, index, -1)) or _is_cjk_letter(_neighbour(text, index, 1))


def _fold_fullwidth_ascii(char: str) -> str:
    """Ａ -> A, １ -> 1, ％ -> %: full-width ASCII is never wanted (search would not match "１２" to "12")."""
    return chr(ord(char) - 0xFEE0) if "\uff01" <= char <= "\uff5e" and char not in _WIDTH_PAIRS else char


def normalise_cjk_punctuation(text: str) -> str:
    """Full-width punctuation next to CJK text, half-width elsewhere; no spaces between CJK characters.

    - `, . : ; ? ! ( )` and their full-width forms (and 、 。) take the width of their context: full-width
      when the nearest letter on either side (looking through other punctuation and quotes) is a CJK
      ideograph or kana, half-width otherwise. A round-bracket pair shares one width: full when it holds
      CJK text or touches it ("表（Table 1）").
    - Between two ASCII digits the half-width form always stays ("3.5", "10:30", "1,000").
    - A full stop becomes 。 only after CJK text and not before an ASCII letter or digit ("文件.pdf").
    - Full-width ASCII letters, digits and other symbols become ASCII everywhere (Ａ１％ -> A1%), and
      half-width corner brackets become 「」.
    - Spaces between two CJK characters (or CJK punctuation) are dropped: "大桶装 更划算" -> "大桶装更划算";
      a space between CJK and Latin text stays.

    Quotes are not converted ("" vs 「」 is a house style, not an OCR error), and a mark separated from
    CJK text by a space ("你好 , 世界") is judged by the space, i.e. as Latin.
    """
    text = "".join(_HALFWIDTH_CORNERS.get(char, _fold_fullwidth_ascii(char)) for char in text)
    pairs = _bracket_pairs(text)
    normalised = "".join(
        _WIDTH_PAIRS[char][_in_cjk_context(text, index, pairs)] if char in _WIDTH_PAIRS else char
        for index, char in enumerate(text)
    )
    return _SPACE_BETWEEN_UNSPACED.sub("", normalised)


# --- hyphenation ---------------------------------------------------------------------------------------

_HYPHENS = "-\u2010"  # hyphen-minus, hyphen
_BREAK_MARKS = "\u00ad¬"  # soft hyphen; "¬", which some OCR engines emit for a line-break hyphen


def _join_broken_word(line: str, next_line: str) -> str | None:
    """The two lines as one when `line` ends in a word broken across the break, else None."""
    head, tail = line.rstrip(), next_line.lstrip()
    if len(head) < 2 or not tail:
        return None
    mark, last_letter, first = head[-1], head[-2], tail[0]
    if mark in _BREAK_MARKS:
        return head[:-1] + tail if last_letter.isalpha() and first.isalpha() else None
    if mark not in _HYPHENS or not last_letter.islower():
        return None
    if first.islower():
        # "ex-" + "plain" -> "explain", but "then-four-" + "year-old" keeps its hyphen: a word that already
        # holds a hyphen is a compound, and the break fell on one of its hyphens.
        compound = any(hyphen in head[:-1].split()[-1] for hyphen in _HYPHENS)
        return head + tail if compound else head[:-1] + tail
    if first.isupper() or first.isdigit():
        return head + tail  # "non-" + "English", "pre-" + "2020": a real hyphen
    return None


def dehyphenate(lines: list[str]) -> list[str]:
    """Join words broken across lines; a joined pair becomes one line, so the result may be shorter.

    A line ending in a hyphen after a lowercase letter is joined with the next line when that starts with
    a letter or digit: without the hyphen when the next line starts lowercase ("ex-" + "plain" ->
    "explain"), with it when the next line starts with a capital or a digit ("non-" + "English") or when
    the broken word already holds a hyphen ("then-four-" + "year-old" -> "then-four-year-old"). A soft
    hyphen (U+00AD) or "¬" at a line end always marks a break and is dropped between two letters; soft
    hyphens inside a line are invisible and removed. Chains ("inter-" / "na-" / "tional") join into one line; a
    blank line (paragraph break) stops a join. Limit: a line-break hyphen inside a real compound
    ("x-" + "ray") is dropped, as no rule without a dictionary can tell the two apart.
    """
    joined: list[str] = []
    for line in lines:
        merged = _join_broken_word(joined[-1], line) if joined else None
        if merged is None:
            joined.append(line)
        else:
            joined[-1] = merged
    return [line.replace("\u00ad", "") for line in joined]


# --- whitespace ----------------------------------------------------------------------------------------

_ZERO_WIDTH = re.compile("[\u200b\u200c\u200d\u2060\ufeff]")
_LINE_BREAK = re.compile(r"\r\n|[\r\v\f\x1c-\x1e\x85\u2028\u2029]")
_HORIZONTAL_SPACE = re.compile(r"[^\S\n]+")
_BLANK_LINES = re.compile(r"\n{3,}")


def normalise_whitespace(text: str) -> str:
    """Zero-width characters removed, spaces collapsed, lines stripped; line breaks kept as "\\n".

    Line breaks carry structure (sentence splitting and list detection work per line, a blank line is a
    paragraph break), so every line-break form (CRLF, CR, form feed, U+2028...) becomes "\\n", runs of blank
    lines become one blank line, and leading/trailing blank lines go. Within a line every run of spaces,
    tabs, no-break or ideographic spaces becomes one space. Zero-width space, (non-)joiner, word joiner and
    BOM are removed: invisible in the page, they split or glue tokens at random (the joiners matter for
    emoji and Indic/Persian scripts, which this pipeline does not ingest).
    """
    text = _LINE_BREAK.sub("\n", _ZERO_WIDTH.sub("", text))
    lines = (_HORIZONTAL_SPACE.sub(" ", line).strip() for line in text.split("\n"))
    return _BLANK_LINES.sub("\n\n", "\n".join(lines)).strip("\n")


# --- composition ---------------------------------------------------------------------------------------

_CJK_LANGUAGES = ("zh", "ja", "ko")


def clean_ocr_lines(lines: list[str], language_hint: str | None = None) -> list[str]:
    """OCR lines cleaned: whitespace -> dehyphenation -> confusables -> CJK punctuation.

    The order matters: whitespace first so line ends are real ends for dehyphenation; dehyphenation before
    confusable repair so a broken word is repaired whole ("wo-" / "r1d" -> "world"; "r1d" alone is too
    short); punctuation width last, after the tokens around it are settled. The result may be shorter than
    the input: blank-line runs collapse to one blank line, leading/trailing blank lines go, and a
    dehyphenated pair becomes one line.

    `language_hint` ("en", "zh", "zh-CN", ...; detected from the text when None): in a CJK document Latin
    tokens are mostly model numbers and codes, not prose, so only digit runs are repaired there — a digit
    inside "XR1ABC" is more likely real than a misread letter.
    """
    text = normalise_whitespace("\n".join(lines))
    if not text:
        return []
    language = (language_hint or ("zh" if mostly_chinese(text) else "en")).lower()
    repair_letters = not language.startswith(_CJK_LANGUAGES)
    return [
        normalise_cjk_punctuation(repair_confusables(line, letters=repair_letters))
        for line in dehyphenate(text.split("\n"))
    ]
