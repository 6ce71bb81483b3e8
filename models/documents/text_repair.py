"""Text-layer repairs on extracted lines: control characters, right-to-left order, running headers and footers.

Pure functions over strings and line boxes (PDF points, top-left origin). tasks/ingest/pdf_extract.py applies
them to every text-layer page before chunking; the character-level repairs that need pdfplumber (duplicate
glyphs, word spaces from glyph gaps, vertical text) live there.

Right-to-left text: a PDF positions glyphs, and pdfplumber reads a line's glyphs by their x position, left to
right. For Arabic or Hebrew that is the visual order, i.e. each word spelled backwards. The Unicode bidi
algorithm (python-bidi) maps between logical and visual order; its reordering reverses the right-to-left runs
and leaves embedded numbers and Latin words left-to-right, so applying it to the visual line with a
right-to-left paragraph direction gives the logical (reading and typing) order back. That reordering turns
code points round, so a glyph that a font maps to several letters (a lam-alef ligature to "لا") must stand in
the visual line with its letters turned round already (`visual_glyph_text`). python-bidi's own
implementation of the algorithm (`bidi.algorithm`) is used, not its Rust one: only it mirrors brackets (rule
L4), and a right-to-left "(" is drawn with the ")" glyph ("(םימולהי אלל)" -> "(ללא יהלומים)").

Running headers and footers: a line near the top or bottom edge that recurs on other pages at about the same
height, with the same words (numbers may differ only by counting up with the pages: "Page 3 of 9",
"47730 Federal Register / Vol. 85", wherever the number stands), is page furniture: it would otherwise be spliced into the sentence that
runs across the page break. Such lines are taken out of the body and kept as metadata; a line seen on one
page only is never taken out.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

BBox = tuple[float, float, float, float]  # x0, top, x1, bottom

# Format characters dropped outright: byte-order mark / zero-width no-break space, zero-width space, soft
# hyphen, word joiner, the bidi marks, embeddings, overrides and isolates (order is resolved here instead),
# the interlinear annotation marks. Zero-width (non-)joiners stay: Persian and Indic spelling needs them.
_FORMAT = re.compile(r"[\u00ad\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff\ufff9-\ufffb]")
# C0 and C1 controls, DEL. A broken font map often puts a control code where a space glyph was drawn
# (glyph id 3 is the space in most TrueType subsets), so a control becomes a space, never nothing.
_CONTROL = re.compile(r"[\x00-\x09\x0b-\x1f\x7f-\x9f]")  # a tab too: lines are joined with spaces
_SPACES = re.compile(r"[ \t]{2,}")
# Strongly right-to-left letters: Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic, Arabic
# supplements and presentation forms (Unicode bidi classes R and AL).
_RTL = re.compile(
    r"[\u0590-\u05ff\u0600-\u06ff\u0700-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\U00010800-\U00010fff\U0001e800-\U0001efff]"
)
_LTR = re.compile(r"[^\W\d_]")  # any letter; right-to-left letters are subtracted when counting
# Arabic presentation forms (contextual glyph shapes, ligatures such as lam-alef): PDFs often carry these
# instead of the letters; NFKC maps them to the letters, once the line is in logical order.
_PRESENTATION_FORMS = re.compile(r"[\ufb50-\ufdff\ufe70-\ufeff]+")
# Bidi classes a right-to-left glyph's text is made of: its letters and the marks (harakat) drawn on them.
_RTL_GLYPH_CLASSES = frozenset({"R", "AL", "NSM"})
_DIGITS = re.compile(r"\d+")
_LETTERS = re.compile(r"[^\W\d_]+")


def clean_text(text: str) -> str:
    """Control characters as spaces, invisible format characters removed, runs of spaces collapsed."""
    text = _CONTROL.sub(" ", _FORMAT.sub("", text))
    return _SPACES.sub(" ", text).strip()


def has_rtl(text: str) -> bool:
    return _RTL.search(text) is not None


def logical_order(visual: str) -> str:
    """A line read left to right off the page, in logical order when it holds right-to-left script.

    The paragraph direction is right-to-left when right-to-left letters outnumber the others (a visual line
    gives no reliable first strong character: its first one in logical order is its rightmost). Lines
    without right-to-left letters are returned unchanged.
    """
    if not has_rtl(visual):
        return visual
    from bidi.algorithm import get_display

    rtl = len(_RTL.findall(visual))
    ltr = len(_LTR.findall(visual)) - rtl
    logical = get_display(visual, base_dir="R" if rtl >= ltr else "L")
    return _PRESENTATION_FORMS.sub(lambda match: unicodedata.normalize("NFKC", match.group()), logical)


def visual_glyph_text(text: str) -> str:
    """One glyph's text as it must stand in a line read left to right off the page, i.e. in visual order.

    A font's ToUnicode map may give one glyph several letters, in logical order: Word, LibreOffice and
    InDesign exports map the lam-alef ligature glyph to "لأ" (U+0644 U+0623), not to its presentation
    form U+FEF7. The line is put together glyph by glyph from the left, and `logical_order` then reverses
    its right-to-left runs code point by code point, which would turn those two letters round as well
    ("الأصوات" -> "األصوات"). Reversed here first, they come back in their order. Only a glyph made of
    right-to-left letters (and the marks on them) is turned: such a glyph always ends up inside a
    right-to-left run, whatever the line's direction, digits and Latin words around it. A Latin ligature
    ("ﬃ" mapped to "ffi") lies in a left-to-right run that the reordering keeps as it is, and a single code
    point (a presentation form such as U+FEFB) has no order to lose.
    """
    if len(text) < 2:
        return text
    classes = {unicodedata.bidirectional(char) for char in text}
    if not classes <= _RTL_GLYPH_CLASSES or classes == {"NSM"}:
        return text
    return text[::-1]


def repair_line(text: str) -> str:
    """Every line-level repair, in the order they must run (order first, then the characters)."""
    return clean_text(logical_order(text))


# ---------------------------------------------------------------- running headers and footers


@dataclass(frozen=True)
class RunningLine:
    page: int  # index into the pages given to find_running_lines (0-based)
    line: int  # index into that page's lines
    role: str  # header | footer | page_number
    text: str


@dataclass(frozen=True)
class _Row:
    """The lines of one page at one height, read left to right: a running header split by the column reader
    ("47730 Federal Register / Vol. 85" | "No. 152 / Thursday, ...") is matched as a whole."""

    page: int
    lines: tuple[int, ...]  # indices into the page's lines, left to right
    edge: str  # top | bottom
    offset: float  # distance from that edge of the page
    height: float
    text: str
    key: str  # casefolded, without its numbers
    numbers: tuple[int, ...]


def _key(text: str) -> str:
    # Numbers are left out, not masked in place: the page number of a running header moves from the left
    # end on even pages to the right end on odd ones ("47730 Federal Register" / "Federal Register 47731").
    return " ".join(_DIGITS.sub(" ", text).split()).casefold()


def _numbers(text: str) -> tuple[int, ...]:
    return tuple(int(number) for number in _DIGITS.findall(text) if len(number) <= 9)


def _edge_rows(page: int, lines: Sequence[tuple[str, BBox]], page_height: float, max_lines: int) -> list[_Row]:
    """The top `max_lines` rows in the upper half of a page and the bottom `max_lines` rows in its lower half
    (by position, so a short last page's footer is still a bottom row); a row is the lines whose boxes
    overlap vertically by half the smaller height."""
    if not lines or max_lines <= 0:
        return []
    rows: list[list[int]] = []
    for index in sorted(range(len(lines)), key=lambda i: lines[i][1][1]):
        top, bottom = lines[index][1][1], lines[index][1][3]
        if rows:
            row_top, row_bottom = lines[rows[-1][0]][1][1], lines[rows[-1][0]][1][3]
            overlap = min(bottom, row_bottom) - max(top, row_top)
            if overlap >= 0.5 * min(bottom - top, row_bottom - row_top):
                rows[-1].append(index)
                continue
        rows.append([index])
    def upper(row: list[int]) -> bool:
        return lines[row[0]][1][1] + lines[row[0]][1][3] < page_height  # centre above the middle

    edges = {number: "top" for number in range(min(max_lines, len(rows))) if upper(rows[number])}
    for number in range(max(len(rows) - max_lines, 0), len(rows)):
        if not upper(rows[number]):
            edges.setdefault(number, "bottom")
    found = []
    for number, edge in edges.items():
        members = tuple(sorted(rows[number], key=lambda i: lines[i][1][0]))
        text = " ".join(lines[i][0] for i in members).strip()
        if not text:
            continue
        top = min(lines[i][1][1] for i in members)
        bottom = max(lines[i][1][3] for i in members)
        offset = top if edge == "top" else page_height - bottom
        found.append(_Row(page, members, edge, offset, bottom - top, text, _key(text), _numbers(text)))
    return found


def _same_running_row(a: _Row, b: _Row, tolerance: float) -> bool:
    """Same words at about the same distance from the same edge, numbers equal or counting up with the pages."""
    if a.key != b.key or a.edge != b.edge or len(a.numbers) != len(b.numbers):
        return False
    if abs(a.offset - b.offset) > tolerance * max(a.height, b.height, 1.0):
        return False
    only_a, only_b = Counter(a.numbers) - Counter(b.numbers), Counter(b.numbers) - Counter(a.numbers)
    step = b.page - a.page
    return all(y - x == step for x, y in zip(sorted(only_a.elements()), sorted(only_b.elements())))


def _role(row: _Row, counts_up: bool) -> str:
    # A page number: a counting number with at most two words and one more number around it ("3", "- 3 -",
    # "Page 3 of 9"); a printer's slug ("Nephrologie.indb 71 14/09/2018 10:37") is a footer.
    if counts_up and len(_LETTERS.findall(row.text)) <= 2 and len(row.numbers) <= 2:
        return "page_number"
    return "header" if row.edge == "top" else "footer"


def find_running_lines(
    pages: Sequence[Sequence[tuple[str, BBox]]],
    page_heights: Sequence[float],
    max_lines: int,
    position_tolerance: float,
) -> list[RunningLine]:
    """Running headers, footers and page numbers among the lines of a document's pages.

    `pages[i]` holds page i's lines as (text, bbox). Only the `max_lines` top and bottom rows of a page are
    candidates; two rows on different pages are the same running line when their text is the same once
    numbers are left out, their distance from the same page edge differs by at most `position_tolerance`
    row heights, and every number that differs has counted up by the number of pages between them. Every
    line of such a row is returned; a row matched on no other page stays in the body.
    """
    by_key: dict[tuple[str, str], list[_Row]] = {}
    for page, (lines, height) in enumerate(zip(pages, page_heights)):
        for row in _edge_rows(page, lines, height, max_lines):
            by_key.setdefault((row.edge, row.key), []).append(row)
    roles: dict[tuple[int, tuple[int, ...]], str] = {}
    for group in by_key.values():
        if len({row.page for row in group}) < 2:
            continue
        group.sort(key=lambda row: (row.page, row.offset))
        for i, first in enumerate(group):
            for second in group[i + 1:]:
                if second.page == first.page or not _same_running_row(first, second, position_tolerance):
                    continue
                counts_up = first.numbers != second.numbers
                for row in (first, second):
                    role = _role(row, counts_up)
                    if roles.get((row.page, row.lines)) != "page_number":
                        roles[(row.page, row.lines)] = role
    found = [
        RunningLine(page, line, role, pages[page][line][0])
        for (page, members), role in roles.items()
        for line in members
    ]
    return sorted(found, key=lambda running: (running.page, running.line))
