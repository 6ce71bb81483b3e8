"""Table structure rules: merged-cell repair, header/body split, Markdown rendering, row packing.

Pure functions only (no IO, no pdfplumber): the PDF side lives in ``tasks/ingest/pdf_tables.py`` and hands
over plain geometry (cell boxes, words) and strings.

Coordinates follow pdfplumber: ``(x0, top, x1, bottom)`` with ``top`` measured down from the page top.

Two ways in:

* ``repair_merged_cells(cell_boxes, texts)`` takes pdfplumber's row format (one bbox or ``None`` per
  grid position; ``None`` where a merged cell covers the position) and spreads every merged value
  over its span.
* ``lattice_text_boxes(cells, words)`` + ``layout_text_boxes(boxes)`` rebuild the grid from the
  ruled cells and the words inside them. This also repairs what the ruling alone gets wrong: rows
  stacked into one ruled band (several data rows without rules between them), column labels that
  share one ruled cell, columns with no rule between them (white channels in the text), and the
  thin "gutter" rows/columns that double rules produce.

Then ``header_and_body`` (stacked header rows combined: "Pre-Pawn / Handgun"), Markdown rendering
and ``pack_table_rows`` for the chunker, and ``normalise_cell_text`` for the accuracy metric.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from statistics import median
from typing import NamedTuple, TypeVar

import numpy as np

BBox = tuple[float, float, float, float]
Grid = list[list[str]]
T = TypeVar("T")

# Boxes/edges closer than this (points) are the same edge: pdfplumber's snapped coordinates differ by
# float noise only, while real rows and columns are several points apart.
EDGE_TOLERANCE = 1.0


class TextBox(NamedTuple):
    """Text and the rectangle it stands in: a table cell's text (possibly spanning several grid positions), or one
    word (`Word`)."""

    x0: float
    top: float
    x1: float
    bottom: float
    text: str


class Word(TextBox):
    """A word on the page (pdfplumber ``extract_words`` reduced to what the rules need)."""

    __slots__ = ()


@dataclass(frozen=True)
class PlacedCell:
    """A cell placed on the logical grid; ``row_end``/``col_end`` are exclusive."""

    row: int
    col: int
    row_end: int
    col_end: int
    text: str


# ----------------------------------------------------------------------------------------------
# Spreading merged cells
# ----------------------------------------------------------------------------------------------


def _provenance_grid(cells: Sequence[PlacedCell], n_rows: int, n_cols: int) -> list[list[int | None]]:
    """Index of the cell covering each grid position (None where nothing does).

    A cell's own start position always wins over another cell's spread, so a slightly oversized
    merged box can never overwrite its neighbour's value.
    """
    owner: list[list[int | None]] = [[None] * n_cols for _ in range(n_rows)]
    for index, cell in enumerate(cells):
        owner[cell.row][cell.col] = index
    for index, cell in enumerate(cells):
        for r in range(cell.row, cell.row_end):
            for c in range(cell.col, cell.col_end):
                if owner[r][c] is None:
                    owner[r][c] = index
    return owner


def spread_cells(cells: Sequence[PlacedCell], n_rows: int, n_cols: int) -> Grid:
    """Rectangular grid with each cell's text at every position it covers; uncovered positions ''."""
    for cell in cells:
        if not (0 <= cell.row < cell.row_end <= n_rows and 0 <= cell.col < cell.col_end <= n_cols):
            raise ValueError(f"cell {cell} lies outside a {n_rows}x{n_cols} grid")
    owner = _provenance_grid(cells, n_rows, n_cols)
    return [["" if i is None else cells[i].text for i in row] for row in owner]


def _check_rectangular(cell_boxes: Sequence[Sequence[object]], texts: Sequence[Sequence[object]]) -> int:
    if len(cell_boxes) != len(texts):
        raise ValueError(f"{len(cell_boxes)} rows of boxes but {len(texts)} rows of texts")
    widths = {len(row) for row in cell_boxes} | {len(row) for row in texts}
    if len(widths) > 1:
        raise ValueError(f"ragged table: row lengths {sorted(widths)}")
    return widths.pop() if widths else 0


def repair_merged_cells(
    cell_boxes: Sequence[Sequence[BBox | None]],
    texts: Sequence[Sequence[str | None]],
    tolerance: float = EDGE_TOLERANCE,
) -> Grid:
    """Spread merged cells over the grid positions they cover (pdfplumber row format in, strings out).

    ``cell_boxes[r][c]`` is the bbox of the cell starting at grid position (r, c), or None where a
    merged cell from above/left covers it (or nothing does). A cell covers every column whose left
    edge lies inside its bbox and every row whose top lies inside it. Raises ValueError on ragged
    input or a text without a box.
    """
    n_cols = _check_rectangular(cell_boxes, texts)
    n_rows = len(cell_boxes)
    col_lefts = [_first_coordinate(cell_boxes, c, axis="col") for c in range(n_cols)]
    row_tops = [_first_coordinate(cell_boxes, r, axis="row") for r in range(n_rows)]

    placed: list[PlacedCell] = []
    for r, row in enumerate(cell_boxes):
        for c, box in enumerate(row):
            text = texts[r][c]
            if box is None:
                if text:
                    raise ValueError(f"text {text!r} at ({r}, {c}) has no cell box")
                continue
            x0, top, x1, bottom = box
            col_end = c + 1
            while col_end < n_cols and _starts_inside(col_lefts[col_end], x0, x1, tolerance):
                col_end += 1
            row_end = r + 1
            while row_end < n_rows and _starts_inside(row_tops[row_end], top, bottom, tolerance):
                row_end += 1
            placed.append(PlacedCell(r, c, row_end, col_end, text or ""))
    return spread_cells(placed, n_rows, n_cols)


def _first_coordinate(cell_boxes: Sequence[Sequence[BBox | None]], index: int, axis: str) -> float | None:
    """Left edge of column ``index`` (axis 'col') or top of row ``index`` (axis 'row')."""
    if axis == "row":
        boxes = [b for b in cell_boxes[index] if b is not None]
        return boxes[0][1] if boxes else None
    boxes = [row[index] for row in cell_boxes if row[index] is not None]
    return boxes[0][0] if boxes else None  # type: ignore[index]


def _starts_inside(start: float | None, low: float, high: float, tolerance: float) -> bool:
    # A position with no box anywhere (None) can only be covered by a span; treat it as inside.
    return start is None or (low - tolerance <= start < high - tolerance)


# ----------------------------------------------------------------------------------------------
# Lines, words and columns
# ----------------------------------------------------------------------------------------------

_NUMERIC = re.compile(r"^[(\[]?[-+−–]?[$€£]?\d[\d\s.,'’]*(%|‰|\s?[$€£])?[)\]]?[*†‡]*$")


def is_numeric_text(text: str) -> bool:
    """'1,234', '98 452', '-3.5%', '(12)', '8 €' count as numbers; 'to air' and 'kg/year' do not."""
    return bool(_NUMERIC.match(text.strip()))


_DATE_LIKE = re.compile(r"^\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}$")


def looks_like_data_row(row: Sequence[str]) -> bool:
    """A header row is words; a row holding numbers or dates is data (e.g. the first row of a table's
    continuation on the next page, which pdfplumber can only read as that table's "header")."""
    values = [cell.strip() for cell in row if cell and cell.strip()]
    return any(is_numeric_text(value) or _DATE_LIKE.match(value) for value in values)


def group_into_lines(words: Sequence[Word], min_overlap: float = 0.5) -> list[list[Word]]:
    """Cluster words into text lines by vertical overlap (top to bottom, each line left to right).

    Overlap rather than equal tops, so that sub/superscripts (CO2, footnote marks) stay on their line.
    """
    lines: list[tuple[float, float, list[Word]]] = []
    for word in sorted(words, key=lambda w: (w.top, w.x0)):
        height = max(word.bottom - word.top, 1e-6)
        for i, (top, bottom, members) in enumerate(lines):
            overlap = min(bottom, word.bottom) - max(top, word.top)
            if overlap >= min_overlap * min(height, bottom - top):
                members.append(word)
                lines[i] = (min(top, word.top), max(bottom, word.bottom), members)
                break
        else:
            lines.append((word.top, word.bottom, [word]))
    lines.sort(key=lambda line: line[0])
    return [sorted(members, key=lambda w: w.x0) for _, _, members in lines]


def join_words(words: Sequence[Word]) -> str:
    return " ".join(w.text for w in sorted(words, key=lambda w: w.x0))


def _median_height(words: Sequence[Word]) -> float:
    return median(w.bottom - w.top for w in words) if words else 0.0


@dataclass(frozen=True)
class LineLayout:
    """How one text line of a cell sits on the column edges inside that cell.

    kind: "gridded" (words in two or more columns: a row of values or labels the ruling failed to
    separate), "local" (all words in one column), "spanning" (crosses a column edge, or is centred
    over the whole cell: a group label such as NICS "Pre-Pawn" over Handgun/Long Gun/Other).
    """

    kind: str
    edges: tuple[float, ...]  # cell left, inner column edges, cell right
    segments: tuple[tuple[int, str], ...]  # (column index within the cell, text); () when spanning
    text: str  # the whole line
    # A spanning line of several phrases far apart (group labels side by side over their columns: "Number"
    # over three columns, "Percent" over two): (first column, last column, phrase) each; () otherwise.
    spans: tuple[tuple[int, int, str], ...] = ()


# Words further apart than this (in text heights) are different phrases of a spanning line: a word space is
# a quarter to a third of the height, the gap between two group labels at least a column gap.
PHRASE_GAP = 1.0


def is_group_label(phrase: Sequence[Word], edges: Sequence[float]) -> bool:
    """One short phrase over value columns only (right of the row labels' column, under half the table's width):
    a label over a group of columns ("Year and region" over all of them), not a title."""
    return len(edges) > 3 and phrase[0].x0 > edges[1] and phrase[-1].x1 - phrase[0].x0 < 0.5 * (edges[-1] - edges[0])


def _phrase_spans(ordered: Sequence[Word], edges: Sequence[float], lone_label: bool = False,
                  ) -> tuple[tuple[int, int, str], ...]:
    """The columns each phrase of the line covers, when it has two or more phrases on distinct columns, or, with
    ``lone_label`` (a cell across the whole table, its columns unruled), one group label."""
    gap = PHRASE_GAP * _median_height(ordered)
    phrases: list[list[Word]] = [[ordered[0]]]
    for left, right in pairwise(ordered):
        if right.x0 - left.x1 > gap:
            phrases.append([])
        phrases[-1].append(right)
    if len(phrases) < 2 and not (lone_label and is_group_label(ordered, edges)):
        return ()
    spans = [(column_index(p[0].x0 + 0.5, edges), column_index(p[-1].x1 - 0.5, edges), join_words(p)) for p in phrases]
    if any(a[1] >= b[0] for a, b in pairwise(spans)):
        return ()  # two phrases in one column: running text, not labels over columns
    return tuple(widen_centred(spans, phrases, edges))


def widen_centred(spans: list[tuple[int, int, str]], phrases: Sequence[Sequence[Word]],
                   edges: Sequence[float], tolerance: float = 0.75) -> list[tuple[int, int, str]]:
    """Each group label over all the columns it is centred on: "Number" printed over the middle one of its
    three columns covers the three. The widest run of columns (not the first, the row labels', unless the
    label starts there) claimed by no other label whose centre is
    within ``tolerance`` text heights of the label's centre (a label is centred on its columns, give or take
    rounding; off centre it stays where its words are)."""
    widened: list[tuple[int, int, str]] = []
    for k, ((c0, c1, text), words) in enumerate(zip(spans, phrases)):
        low = widened[-1][1] + 1 if widened else min(c0, 1)  # never over the row labels' column from the right
        high = spans[k + 1][0] - 1 if k + 1 < len(spans) else len(edges) - 2
        centre, slack = (words[0].x0 + words[-1].x1) / 2, tolerance * _median_height(words)
        best = (c0, c1)
        for a in range(low, c0 + 1):
            for b in range(c1, high + 1):
                if abs((edges[a] + edges[b + 1]) / 2 - centre) <= slack and b - a > best[1] - best[0]:
                    best = (a, b)
        widened.append((*best, text))
    return widened


def segment_line(line: Sequence[Word], x0: float, x1: float, inner_edges: Sequence[float],
                 lone_label: bool = False) -> LineLayout:
    """Place a text line of the cell [x0, x1] on the column edges inside it.

    Words in different columns must be separated by more than ordinary word spacing (half the text
    height); otherwise the line is running text that merely crosses an edge, and it spans.
    """
    edges = (x0, *sorted(e for e in inner_edges if x0 < e < x1), x1)
    text = join_words(line)
    if not line:
        return LineLayout("local", edges, (), text)
    slack = 0.5
    ordered = sorted(line, key=lambda w: w.x0)
    if any(w.x0 < e - slack and w.x1 > e + slack for w in line for e in edges[1:-1]):
        return LineLayout("spanning", edges, (), text, _phrase_spans(ordered, edges, lone_label))
    column_of = [column_index((w.x0 + w.x1) / 2, edges) for w in ordered]
    min_gap = 0.5 * _median_height(ordered)
    for left, right, col_left, col_right in zip(ordered, ordered[1:], column_of, column_of[1:]):
        if col_left != col_right and right.x0 - left.x1 < min_gap:
            return LineLayout("spanning", edges, (), text, _phrase_spans(ordered, edges, lone_label))
    by_column: dict[int, list[Word]] = {}
    for word, col in zip(ordered, column_of):
        by_column.setdefault(col, []).append(word)
    segments = tuple((col, join_words(ws)) for col, ws in sorted(by_column.items()))
    if len(segments) >= 2:
        return LineLayout("gridded", edges, segments, text)
    if len(edges) > 2 and _is_centred(ordered, x0, x1):
        return LineLayout("spanning", edges, (), text)
    return LineLayout("local", edges, segments, text)


def column_index(x: float, edges: Sequence[float]) -> int:
    for i in range(len(edges) - 2):
        if x < edges[i + 1]:
            return i
    return len(edges) - 2


def _is_centred(line: Sequence[Word], x0: float, x1: float, share: float = 0.1) -> bool:
    centre = (min(w.x0 for w in line) + max(w.x1 for w in line)) / 2
    return abs(centre - (x0 + x1) / 2) <= share * (x1 - x0)


def _cluster_values(values: Sequence[float], tolerance: float) -> list[float]:
    """Sorted representatives of values, merging runs closer than tolerance."""
    clusters: list[list[float]] = []
    for value in sorted(values):
        if clusters and value - clusters[-1][-1] <= tolerance:
            clusters[-1].append(value)
        else:
            clusters.append([value])
    return [sum(c) / len(c) for c in clusters]


def assign_words_to_cells(cells: Sequence[BBox], words: Sequence[Word]) -> list[list[Word]]:
    """Words per cell, by the word's centre (as pdfplumber assigns chars); unplaced words dropped.

    Where cells overlap, the smallest one holding the centre wins.
    """
    by_cell: list[list[Word]] = [[] for _ in cells]
    if not cells or not words:
        return by_cell
    boxes = np.asarray(cells, dtype=float).reshape(-1, 4)
    areas = (boxes[:, 2] - boxes[:, 0]) * (boxes[:, 3] - boxes[:, 1])
    centres = np.array([((w.x0 + w.x1) / 2, (w.top + w.bottom) / 2) for w in words])
    batch = max(1, 2_000_000 // len(boxes))  # bounds the words x cells matrices' memory
    for start in range(0, len(words), batch):
        x, y = centres[start:start + batch, :1], centres[start:start + batch, 1:]
        inside = (boxes[:, 0] <= x) & (x < boxes[:, 2]) & (boxes[:, 1] <= y) & (y < boxes[:, 3])
        smallest = np.where(inside, areas, np.inf).argmin(axis=1)
        for word, placed, index in zip(words[start:start + batch], inside.any(axis=1), smallest):
            if placed:
                by_cell[int(index)].append(word)
    return by_cell


def _is_prose_line(line: Sequence[Word], min_extent: float, column_gap: float) -> bool:
    """At least ``min_extent`` wide with no gap of ``column_gap`` between its words."""
    ordered = sorted(line, key=lambda w: w.x0)
    if ordered[-1].x1 - ordered[0].x0 < min_extent:
        return False
    return all(b.x0 - a.x1 < column_gap for a, b in pairwise(ordered))


def split_at_prose_bands(cells: Sequence[BBox], words: Sequence[Word], tolerance: float = EDGE_TOLERANCE) -> list[list[BBox]]:
    """A ruled region cut where a band across its whole width holds only running text.

    Rules closed into one region can enclose two tables stacked on a page with the first one's source
    notes and the second one's title between them (booktabs tables of equal width). A band that one
    cell spans from side to side and whose lines are all prose (``_is_prose_line``) is no row of either
    table: the cells above it and below it are separate tables, and the band is left to the prose.
    """
    left, right = min(c[0] for c in cells), max(c[2] for c in cells)
    words_in = assign_words_to_cells(cells, words)
    groups: list[list[BBox]] = [[]]
    cuts: list[tuple[float, float]] = []
    for cell, inside in zip(cells, words_in):
        if abs(cell[0] - left) > tolerance or abs(cell[2] - right) > tolerance or not inside:
            continue
        lines = group_into_lines(inside)
        if all(_is_prose_line(line, 0.5 * (right - left), _median_height(inside)) for line in lines):
            cuts.append((cell[1], cell[3]))
    if not cuts:
        return [list(cells)]
    bounds = sorted(cuts)
    for cell in sorted(cells, key=lambda c: c[1]):
        if any(abs(cell[1] - top) <= tolerance and abs(cell[3] - bottom) <= tolerance for top, bottom in bounds):
            groups.append([])  # the prose band: a new table starts below it
            continue
        groups[-1].append(cell)
    return [g for g in groups if g]


def text_column_edges(
    words_in: Sequence[Sequence[Word]],
    ruled_edges: Sequence[float] = (),
    min_support: int = 3,
    max_cover_share: float = 0.1,
    resolution: float = 0.5,
) -> list[float]:
    """Unruled column edges: vertical white channels through the table's text (words per cell in).

    A channel is an x-range crossed by (almost) no text line, at least one text height wide, that
    separates words within one cell on at least ``min_support`` lines (so a justified heading with
    wide word spaces is not a column). Channels that already hold a ruled edge are skipped.
    """
    cell_lines = [line for ws in words_in for line in group_into_lines(ws)]
    all_words = [w for line in cell_lines for w in line]
    if len(cell_lines) < min_support:
        return []
    left, right = min(w.x0 for w in all_words), max(w.x1 for w in all_words)
    min_width = _median_height(all_words)
    # A line of running text across most of the frame (a title, source notes) crosses every channel; it
    # becomes a full-width row (caption or notes) and has no say in where the columns are.
    cell_lines = [line for line in cell_lines if not _is_prose_line(line, 0.5 * (right - left), min_width)]
    if len(cell_lines) < min_support:
        return []
    n_bins = int((right - left) / resolution) + 1
    coverage = [0] * n_bins
    for line in cell_lines:
        covered: set[int] = set()
        for w in line:
            covered.update(range(int((w.x0 - left) / resolution), int((w.x1 - left) / resolution) + 1))
        for b in covered:
            if b < n_bins:
                coverage[b] += 1
    allowed = int(max_cover_share * len(cell_lines))
    edges: list[float] = []
    for start, b in low_coverage_runs(coverage, allowed):
        low, high = left + start * resolution, left + b * resolution
        if high - low < min_width or any(low <= e <= high for e in ruled_edges):
            continue
        support = sum(
            1 for line in cell_lines
            if any(w.x1 <= low + resolution for w in line) and any(w.x0 >= high - resolution for w in line)
        )
        if support >= min_support:
            edges.append(emptiest_point(coverage, start, b, left, resolution))
    return edges


def low_coverage_runs(coverage: Sequence[int], allowed: int) -> list[tuple[int, int]]:
    """The maximal runs [start, stop) of bins crossed by at most `allowed` lines: candidate white channels."""
    runs: list[tuple[int, int]] = []
    b, n_bins = 0, len(coverage)
    while b < n_bins:
        if coverage[b] > allowed:
            b += 1
            continue
        start = b
        while b < n_bins and coverage[b] <= allowed:
            b += 1
        runs.append((start, b))
    return runs


def emptiest_point(coverage: Sequence[int], start: int, stop: int, left: float, resolution: float) -> float:
    """Centre of the widest stretch of least coverage in bins [start, stop): the edge must not cut
    the one long label that reaches into the channel."""
    least = min(coverage[start:stop])
    best_start, best_width, run_start = start, 0, None
    for b in range(start, stop + 1):
        if b < stop and coverage[b] == least:
            run_start = b if run_start is None else run_start
        elif run_start is not None:
            if b - run_start > best_width:
                best_start, best_width = run_start, b - run_start
            run_start = None
    return left + (best_start + best_width / 2) * resolution


# ----------------------------------------------------------------------------------------------
# Ruled cells + words -> text boxes
# ----------------------------------------------------------------------------------------------


def _stacked_rows(layouts_per_line: Sequence[Sequence[tuple[int, LineLayout]]], numeric_share: float) -> bool:
    """Several data rows printed in one ruled band (NICS prints five states per ruled block).

    Most lines must reach into two or more columns, and most values right of each line's first
    column must be numbers: a header whose labels all wrap onto two lines ("to air / kg/year") has
    the geometry of stacked rows too, but is words, and must stay one row.
    """
    if len(layouts_per_line) < 2:
        return False
    multi_column_lines = 0
    values: list[str] = []
    for layouts in layouts_per_line:
        slots: list[str] = []  # the line's values, one per column it reaches
        for _, layout in layouts:
            if layout.kind == "spanning":
                slots.append(layout.text)
            else:
                slots.extend(text for _, text in layout.segments)
        multi_column_lines += len(slots) >= 2
        values.extend(slots[1:])  # the first value is the row label
    if multi_column_lines < max(2, len(layouts_per_line) / 2) or not values:
        return False
    return sum(is_numeric_text(v) for v in values) >= numeric_share * len(values)


def _boxes_for_cell(cell: BBox, layouts: Sequence[LineLayout], split_local: bool) -> list[TextBox]:
    """Text boxes for one cell (or one line-strip of it) given how its lines sit on its columns.

    Gridded lines (with local ones) are distributed over the columns; anything spanning keeps the
    cell whole, to be spread over its columns later. ``split_local`` places a lone local line in its
    own column (a section label inside a strip of stacked rows must not spread over the values).
    """
    x0, top, x1, bottom = cell
    kinds = {layout.kind for layout in layouts}
    if len(layouts) == 1 and layouts[0].spans:  # group labels side by side: each over its own columns
        edges = layouts[0].edges
        return [TextBox(edges[c0], top, edges[c1 + 1], bottom, t) for c0, c1, t in layouts[0].spans]
    has_columns = len(layouts[0].edges) > 2
    distribute = "gridded" in kinds or (split_local and kinds == {"local"})
    if has_columns and distribute and "spanning" not in kinds:
        per_column: dict[int, list[str]] = {}
        for layout in layouts:
            for col, text in layout.segments:
                per_column.setdefault(col, []).append(text)
        edges = layouts[0].edges
        return [TextBox(edges[c], top, edges[c + 1], bottom, "\n".join(t)) for c, t in sorted(per_column.items())]
    text = "\n".join(layout.text for layout in layouts if layout.text)
    return [TextBox(x0, top, x1, bottom, text)] if text else []


def lattice_text_boxes(
    cells: Sequence[BBox],
    words: Sequence[Word],
    numeric_share: float = 0.5,
    tolerance: float = EDGE_TOLERANCE,
    unruled_columns: bool = True,
) -> list[TextBox]:
    """Text boxes for a ruled table: one per cell, refined where the ruling is coarser than the table.

    * Column edges inside a cell come from the ruling of other cells and, with ``unruled_columns``,
      from white channels through the text (``text_column_edges``).
    * A ruled band (between two consecutive horizontal rules) is cut into one strip per text line
      when it holds stacked data rows, or a group label over a row of column labels.
    Cells without words produce no box: structure comes from the text, so the empty "gutter" cells
    of double rules leave no trace.
    """
    words_in = assign_words_to_cells(cells, words)
    ruled_x = _cluster_values([v for c in cells for v in (c[0], c[2])], tolerance)
    soft_x = text_column_edges(words_in, ruled_x) if unruled_columns else []
    x_edges = sorted([*ruled_x, *soft_x])
    y_edges = _cluster_values([v for c in cells for v in (c[1], c[3])], tolerance)

    def inner_edges(cell: BBox) -> list[float]:
        return [e for e in x_edges if cell[0] + tolerance < e < cell[2] - tolerance]

    left, right = min(c[0] for c in cells), max(c[2] for c in cells)

    def layouts_of(index: int, line: Sequence[Word]) -> LineLayout:
        cell = cells[index]
        across = cell[0] - tolerance <= left and cell[2] + tolerance >= right  # no ruled column in its band
        return segment_line(line, cell[0], cell[2], inner_edges(cell), lone_label=across)

    def rows_of(cell: BBox) -> tuple[int, int]:
        """The first and last band the cell occupies."""
        inside = [i for i in range(len(y_edges) - 1)
                  if cell[1] - tolerance <= y_edges[i] and y_edges[i + 1] <= cell[3] + tolerance]
        return (inside[0], inside[-1]) if inside else (-1, -1)

    # Cells are grouped by the bands they cover and each group is laid out like one ruled band: a cell over
    # several bands is a row span (its lines stay one cell) unless its lines are stacked data rows (a label
    # and its values ruled as one block per group of rows, while other columns are ruled per row).
    boxes: list[TextBox] = []
    cells_by_band: dict[tuple[int, int], list[int]] = {}
    for index, cell in enumerate(cells):
        if words_in[index]:
            cells_by_band.setdefault(rows_of(cell), []).append(index)
    for (first, last), members in cells_by_band.items():
        # Lines run across the whole band; each line is laid out separately in every cell it enters.
        lines = group_into_lines([w for i in members for w in words_in[i]])
        owner = {w: i for i in members for w in words_in[i]}
        per_line: list[list[tuple[int, LineLayout]]] = []
        for line in lines:
            by_cell: dict[int, list[Word]] = {}
            for w in line:
                by_cell.setdefault(owner[w], []).append(w)
            per_line.append([(i, layouts_of(i, ws)) for i, ws in sorted(by_cell.items())])
        if first < 0 or not _band_needs_split(per_line, numeric_share):
            for i in members:
                layouts = [layouts_of(i, line) for line in group_into_lines(words_in[i])]
                boxes.extend(_boxes_for_cell(cells[i], layouts, split_local=False))
            continue
        for (strip_top, strip_bottom, _), layouts in zip(_sub_bands(lines, y_edges[first], y_edges[last + 1]), per_line):
            for i, layout in layouts:
                x0, _, x1, _ = cells[i]
                boxes.extend(_boxes_for_cell((x0, strip_top, x1, strip_bottom), [layout], split_local=True))
    return boxes


def _band_needs_split(per_line: Sequence[Sequence[tuple[int, LineLayout]]], numeric_share: float) -> bool:
    if len(per_line) < 2:
        return False
    if _stacked_rows(per_line, numeric_share):
        return True
    kinds_by_cell: dict[int, set[str]] = {}
    for layouts in per_line:
        for i, layout in layouts:
            kinds_by_cell.setdefault(i, set()).add(layout.kind)
    # a group label over a row of column labels inside one ruled cell: one strip per line
    return any({"spanning", "gridded"} <= kinds for kinds in kinds_by_cell.values())


def _sub_bands(lines: Sequence[Sequence[Word]], top: float, bottom: float) -> list[tuple[float, float, Sequence[Word]]]:
    """One horizontal strip per text line, cut halfway between consecutive lines."""
    extents = [(min(w.top for w in line), max(w.bottom for w in line)) for line in lines]
    cuts = [top] + [(extents[i][1] + extents[i + 1][0]) / 2 for i in range(len(lines) - 1)] + [bottom]
    return [(cuts[i], cuts[i + 1], line) for i, line in enumerate(lines)]


@dataclass(frozen=True)
class TableLayout:
    """A repaired grid and, per position, whether its value comes from a cell spanning columns, and
    which box (index into ``texts``) it comes from (None where nothing covers it)."""

    grid: Grid
    merged_across: list[list[bool]]
    owner: list[list[int | None]] = field(default_factory=list)


@dataclass(frozen=True)
class TableCell:
    """A placed cell of an extracted table (0-based position, spans of at least 1), as ``ragops inspect`` shows it."""

    row: int
    col: int
    row_span: int
    col_span: int
    text: str


def placed_cells(grid: Sequence[Sequence[str]], owner: Sequence[Sequence[int | None]]) -> list[TableCell]:
    """The cells of a grid whose positions know their source box: one cell per box, spanning the
    positions it covers; positions no box covers are left out (empty)."""
    extent: dict[int, list[int]] = {}
    for r, row in enumerate(owner):
        for c, index in enumerate(row):
            if index is None:
                continue
            box = extent.setdefault(index, [r, c, r, c])
            box[0], box[1] = min(box[0], r), min(box[1], c)
            box[2], box[3] = max(box[2], r), max(box[3], c)
    cells = [
        TableCell(r0, c0, r1 - r0 + 1, c1 - c0 + 1, grid[r0][c0])
        for r0, c0, r1, c1 in extent.values()
        if grid[r0][c0].strip()
    ]
    return sorted(cells, key=lambda cell: (cell.row, cell.col))


def layout_text_boxes(boxes: Sequence[TextBox], tolerance: float = EDGE_TOLERANCE) -> TableLayout:
    """Lay text boxes on the grid their edges define, spread merged boxes, drop phantom rows/columns.

    A row or column is phantom when every box in it also occupies another row/column: the sliver
    between double rules, or a box edge a few points off its neighbours'. Removing those (one at a
    time, so every box keeps at least one position) leaves the logical grid.
    """
    if not boxes:
        return TableLayout([], [], [])
    x_edges = _cluster_values([v for b in boxes for v in (b.x0, b.x1)], tolerance)
    y_edges = _cluster_values([v for b in boxes for v in (b.top, b.bottom)], tolerance)
    placed: list[PlacedCell] = []
    for box in boxes:
        row, row_end = _covered(box.top, box.bottom, y_edges)
        col, col_end = _covered(box.x0, box.x1, x_edges)
        placed.append(PlacedCell(row, col, row_end, col_end, box.text))
    owner = _provenance_grid(placed, len(y_edges) - 1, len(x_edges) - 1)
    owner = _drop_phantom_rows(owner)
    owner = _transpose(_drop_phantom_rows(_transpose(owner)))
    grid = [["" if i is None else placed[i].text for i in row] for row in owner]
    merged_across = [[i is not None and row.count(i) > 1 for i in row] for row in owner]
    return TableLayout(grid, merged_across, owner)


def _covered(low: float, high: float, edges: Sequence[float]) -> tuple[int, int]:
    """[start, end) of the intervals between edges whose centre lies inside [low, high]."""
    centres = [(edges[i] + edges[i + 1]) / 2 for i in range(len(edges) - 1)]
    inside = [i for i, c in enumerate(centres) if low <= c <= high]
    if not inside:  # a sliver box: take the interval it overlaps most
        overlaps = [min(high, edges[i + 1]) - max(low, edges[i]) for i in range(len(centres))]
        best = max(range(len(centres)), key=overlaps.__getitem__)
        return best, best + 1
    return inside[0], inside[-1] + 1


def _drop_phantom_rows(owner: list[list[int | None]]) -> list[list[int | None]]:
    """Drop rows whose every box also occupies another remaining row (empty rows included).

    One pass suffices: dropping a row only lowers the counts, so no earlier row becomes droppable.
    """
    rows_holding: dict[int, int] = {}
    for row in owner:
        for i in set(row) - {None}:
            rows_holding[i] = rows_holding.get(i, 0) + 1
    kept: list[list[int | None]] = []
    for row in owner:
        present = set(row) - {None}
        if all(rows_holding[i] >= 2 for i in present):
            for i in present:
                rows_holding[i] -= 1
        else:
            kept.append(row)
    return kept


def _transpose(matrix: list[list[int | None]]) -> list[list[int | None]]:
    return [list(col) for col in zip(*matrix)] if matrix else []


# ----------------------------------------------------------------------------------------------
# Header, body, caption
# ----------------------------------------------------------------------------------------------


def _collapse(text: str) -> str:
    return " ".join(text.split())


def nonempty_rows_and_columns(grid: Sequence[Sequence[str]]) -> tuple[list[int], list[int]]:
    """Indices of the rows and columns holding any text."""
    rows = [r for r, row in enumerate(grid) if any(c.strip() for c in row)]
    width = len(grid[0]) if grid else 0
    cols = [c for c in range(width) if any(grid[r][c].strip() for r in rows)]
    return rows, cols


def take(matrix: Sequence[Sequence[T]], rows: Sequence[int], cols: Sequence[int]) -> list[list[T]]:
    return [[matrix[r][c] for c in cols] for r in rows]


def drop_empty_rows_and_columns(grid: Sequence[Sequence[str]]) -> Grid:
    rows, cols = nonempty_rows_and_columns(grid)
    return take(grid, rows, cols)


def _is_full_width(row: Sequence[str]) -> bool:
    """One value spread over the whole row: a title or footnote drawn inside the table frame."""
    return len(row) > 1 and bool(row[0].strip()) and all(c == row[0] for c in row)


def caption_row_counts(grid: Sequence[Sequence[str]]) -> tuple[int, int]:
    """How many full-width rows open and close the grid (titles and footnotes inside the frame)."""
    leading = 0
    while leading < len(grid) and _is_full_width(grid[leading]):
        leading += 1
    trailing = 0
    while trailing < len(grid) - leading and _is_full_width(grid[len(grid) - 1 - trailing]):
        trailing += 1
    return leading, trailing


def split_caption_rows(grid: Sequence[Sequence[str]]) -> tuple[list[str], Grid, list[str]]:
    """(caption lines, table rows, note lines): full-width rows at the top and at the bottom."""
    leading, trailing = caption_row_counts(grid)
    rows = [list(r) for r in grid]
    return (
        [r[0] for r in rows[:leading]],
        rows[leading:len(rows) - trailing],
        [r[0] for r in rows[len(rows) - trailing:]],
    )


def _has_group_label(row: Sequence[str], merged_across: Sequence[bool] | None) -> bool:
    """Does the row hold a label merged over several (not all) columns?

    With ``merged_across`` (from the layout) that is known; from text alone, a run of identical,
    non-numeric values is taken as one spread label.
    """
    if _is_full_width(row):
        return False
    if merged_across is not None:
        return any(merged and text.strip() for text, merged in zip(row, merged_across))
    return any(a.strip() and a == b and not is_numeric_text(a) for a, b in pairwise(row))


def infer_header_row_count(
    grid: Sequence[Sequence[str]], merged_across: Sequence[Sequence[bool]] | None = None, max_header_rows: int = 3
) -> int:
    """Header depth: the first row, plus one more row under each row carrying a group label.

    "Pre-Pawn" spread over Handgun/Long Gun/Other means the row below names the columns.
    """
    if not grid:
        return 0
    depth = 1
    while depth < min(max_header_rows, len(grid) - 1) and _has_group_label(
        grid[depth - 1], merged_across[depth - 1] if merged_across is not None else None
    ):
        depth += 1
    return depth


def combine_header_rows(rows: Sequence[Sequence[str]]) -> list[str]:
    """One label per column from stacked header rows: distinct parts top-down joined by ' / '."""
    if not rows:
        return []
    labels: list[str] = []
    for c in range(len(rows[0])):
        parts: list[str] = []
        for row in rows:
            part = _collapse(row[c])
            if part and part not in parts:  # a vertically merged label repeats: keep it once
                parts.append(part)
        labels.append(" / ".join(parts))
    return labels


def header_and_body(grid: Sequence[Sequence[str]], header_rows: int | None = None) -> tuple[list[str], Grid]:
    """(combined header, body rows) after dropping fully empty rows and columns.

    ``header_rows`` overrides the inferred header depth. Title/footnote rows should be split off
    first with ``split_caption_rows``.
    """
    rows = drop_empty_rows_and_columns(grid)
    if not rows:
        return [], []
    depth = infer_header_row_count(rows) if header_rows is None else max(0, min(header_rows, len(rows)))
    return combine_header_rows(rows[:depth]), rows[depth:]


# ----------------------------------------------------------------------------------------------
# Markdown and packing
# ----------------------------------------------------------------------------------------------


def escape_markdown_cell(text: str) -> str:
    """A cell must stay on one Markdown row: escape pipes, turn line breaks into spaces."""
    return _collapse(text.replace("\\", "\\\\").replace("|", "\\|"))


def markdown_row(row: Sequence[str]) -> str:
    return "| " + " | ".join(escape_markdown_cell(c) for c in row) + " |"


def markdown_header_lines(header: Sequence[str]) -> list[str]:
    return [markdown_row(header), "|" + "|".join("---" for _ in header) + "|"]


def pack_table_rows(
    header_lines: Sequence[str],
    row_lines: Sequence[str],
    row_token_counts: Sequence[int],
    max_tokens: int,
    header_token_count: int = 0,
) -> list[list[str]]:
    """Group body rows into chunks of at most ``max_tokens``, each chunk starting with the header.

    Rows are never split: a row bigger than the budget gets a chunk of its own.
    """
    if len(row_lines) != len(row_token_counts):
        raise ValueError("row_lines and row_token_counts differ in length")
    groups: list[list[str]] = []
    current: list[str] = []
    used = header_token_count
    for line, tokens in zip(row_lines, row_token_counts):
        if current and used + tokens > max_tokens:
            groups.append([*header_lines, *current])
            current, used = [], header_token_count
        current.append(line)
        used += tokens
    if current:
        groups.append([*header_lines, *current])
    return groups


def normalise_cell_text(text: str) -> str:
    """Comparison form of a cell: NFKC, whitespace collapsed, case-folded, stripped."""
    return _collapse(unicodedata.normalize("NFKC", text)).casefold().strip()
