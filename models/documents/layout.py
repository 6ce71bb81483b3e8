"""Page layout rules: find the text columns of a multi-column page (newspapers, the Federal Register), and join
wrapped lines back into the sentences they break.

Without columns, a line-by-line reading interleaves them ("…the FAA must receive | Fax: 202–493 | …") and every
sentence, chunk and date pattern downstream is garbage. Pure geometry over word x-extents and line boxes.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from itertools import pairwise

Span = tuple[float, float]  # x0, x1 of one word


def column_ranges(
    words: Sequence[Span],
    min_gutter: float = 6.0,
    max_columns: int = 3,
    min_column_share: float = 0.2,
    noise_share: float = 0.01,
    bin_width: float = 2.0,
) -> list[Span]:
    """The x-ranges of a page's text columns, left to right; one range when the page is single-column.

    A gutter is a vertical strip at least `min_gutter` wide that (almost) no word crosses — up to
    `noise_share` of the words may, since running headers span the columns. Layouts with more than
    `max_columns` columns are tables, not prose, and columns narrower than `min_column_share` of the text
    width are line numbers or margins: both are read as one column.
    """
    if not words:
        return []
    left = min(x0 for x0, _ in words)
    right = max(x1 for _, x1 in words)
    width = right - left
    if width <= 0:
        return [(left, right)]
    bins = math.ceil(width / bin_width) + 1
    coverage = [0] * bins
    for x0, x1 in words:
        for index in range(int((x0 - left) // bin_width), min(bins, int((x1 - left) // bin_width) + 1)):
            coverage[index] += 1
    noise = max(1, int(noise_share * len(words)))
    gutters: list[Span] = []
    start: int | None = None
    for index, count in enumerate([*coverage, noise + 1]):
        if count <= noise and start is None:
            start = index
        elif count > noise and start is not None:
            gutter = (left + start * bin_width, left + index * bin_width)
            if gutter[1] - gutter[0] >= min_gutter and 0 < start and index < bins:
                gutters.append(gutter)
            start = None
    if not gutters or len(gutters) + 1 > max_columns:
        return [(left, right)]
    edges = [left, *(x for gutter in gutters for x in gutter), right]
    columns = [(edges[i], edges[i + 1]) for i in range(0, len(edges), 2)]
    if any((x1 - x0) < min_column_share * width for x0, x1 in columns):
        return [(left, right)]
    return columns


Box = tuple[float, float, float, float]  # x0, top, x1, bottom of one text line
_SENTENCE_FINAL = tuple(".。!?！？;；:：")
_CJK_EDGE = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]")


def reflow(lines: Sequence[tuple[str, Box]], leading_factor: float = 1.5) -> str:
    """The text of one page's lines with wrapped paragraphs joined back into one line each.

    A PDF's text layer breaks a sentence wherever the line ran out ("…takes effect at the start of the 2027/28
    heating" / "season, on 1 October 2027"), and rules that read a sentence then see two halves. A line is the
    continuation of the one before when, by the page's own geometry, the one before was wrapped: the room left
    between its end and the text block's right edge is narrower than the next line's first word (the typesetter
    would have put the word there otherwise; a Han line must be full to within one character), it does not end a
    sentence, and the gap between the two is line leading, not a paragraph break (at most `leading_factor` times
    the page's smallest gap). Han text is joined without a space. Lines stay in the order given.
    """
    if not lines:
        return ""
    right = max(box[2] for _, box in lines)
    gaps = [box[1] - previous[3] for (_, previous), (_, box) in pairwise(lines)]
    positive = [gap for gap in gaps if gap > 0]
    leading = min(positive) if positive else 0.0
    out = [lines[0][0]]
    for ((previous_text, previous), (text, box)), gap in zip(pairwise(lines), gaps, strict=True):
        stripped = text.strip()
        if not stripped:
            out.append(text)
            continue
        han_start = bool(_CJK_EDGE.match(stripped))
        char_width = (box[2] - box[0]) / max(len(stripped), 1)
        first_word = 1 if han_start else len(stripped.split()[0]) + 1  # with the space before it
        wrapped = (right - previous[2] < first_word * char_width
                   and not previous_text.rstrip().endswith(_SENTENCE_FINAL)
                   and 0 <= gap <= leading * leading_factor + 1.0)
        if wrapped:
            glue = "" if han_start or _CJK_EDGE.search(previous_text.rstrip()[-1:]) else " "
            out[-1] = out[-1].rstrip() + glue + stripped
        else:
            out.append(text)
    return "\n".join(out)
