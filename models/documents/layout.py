"""Page layout rules: find the text columns of a multi-column page (newspapers, the Federal Register).

Without this, a line-by-line reading interleaves the columns ("…the FAA must receive | Fax: 202–493 | …")
and every sentence, chunk and date pattern downstream is garbage. Pure geometry over word x-extents.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

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
