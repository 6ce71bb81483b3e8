"""Tables without vertical rulings, found from the alignment of the text (pure rules, no IO).

The PDF side (``tasks/ingest/pdf_tables.py``) hands over the page's words (upright, outside ruled tables)
and its horizontal rules; ``find_text_tables`` returns text boxes on a grid plus the header depth, to be
laid out by ``models.documents.tables.layout_text_boxes`` like a ruled table's.

The method follows the idea of Nurminen's text-edge detection and camelot's stream/network flavours
(columns are where text lines leave a common white channel), with every distance measured in the
page's own text height ("em"), never in fixed points:

1. **Segments**: each text line is cut where two words are further apart than ``segment_gap`` em: an
   inter-word space in running text is a quarter to a third of an em, a column gap is wider.
2. **Blocks**: runs of lines, at most ``max_line_gap`` em apart, in which lines of two or more segments
   recur (a line of one segment inside the run is a wrapped cell or a section label), with the few
   short lines right above (column headings over the values, section labels, a title). Consecutive
   blocks further apart join when their columns line up (a blank line between a table's sections).
3. **Columns**: white channels crossed by (almost) none of the block's multi-segment lines and with
   text on both sides on several lines. A much wider channel crossed by no line at all, with a column
   of labels right of it, separates two tables printed side by side; each side is read on its own.
   When the two sides hold the same columns (the same kinds of values), the right is the same list
   continued in a second newspaper column, and its rows go under the left's.
4. **Rows**: one per text line; a line that fills only a minority of the previous row's text columns
   and leaves the row-label column empty continues that row's cells (a wrapped cell), and a
   lower-case line under a label continues the label. Where horizontal rules separate most body
   rows, rows are the bands between rules instead (the hybrid strategy).
5. **Header**: rows above the first horizontal rule under the top row, else the rows before the
   first row of numbers. One-segment lines over a row of column labels are the table's title
   (spread over the table, so that the caller takes them as its caption).
6. **Prose guard**: a block becomes a table only with ``min_cols`` columns (two only when the right
   one holds numbers: label -> value lists) over ``min_rows`` lines, short cells (a median of at most
   ``max_median_words`` words, few cells of running text), and every column filled on several rows.
   Justified or two-column prose fails these: its "cells" are long runs of words, at most two columns
   of words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from statistics import median

from models.documents.tables import (
    BBox,
    TextBox,
    Word,
    column_index,
    emptiest_point,
    group_into_lines,
    is_group_label,
    is_numeric_text,
    join_words,
    low_coverage_runs,
    widen_centred,
)


@dataclass(frozen=True)
class TextTableRules:
    """Thresholds of the text strategy, in em (the median text height of the page) where distances."""

    min_rows: int = 3  # lines with text in two or more columns
    min_cols: int = 3
    # A two-column list is a table when its right column holds numbers (label -> value: prices, key
    # figures) on at least this share of its cells; prose never aligns numbers in a column at the right.
    two_col_numeric_share: float = 0.8
    segment_gap: float = 0.9  # em: words further apart than this are in different cells
    max_line_gap: float = 3.0  # em: a wider vertical gap ends the block (a blank line between sections does not)
    max_single_run: int = 2  # consecutive one-segment lines a block may hold (wrapped cells, section labels)
    min_channel: float = 0.3  # em: narrowest white channel between two columns
    channel_cover_share: float = 0.1  # share of a block's multi-segment lines that may cross a channel
    min_channel_support: int = 2  # lines with text on both sides of a channel
    split_channel: float = 2.5  # em: a channel crossed by no line and this wide separates two tables
    max_median_words: float = 4.0  # words per filled cell (median)
    long_cell_words: int = 7  # a cell of more words is running text ...
    max_long_share: float = 0.15  # ... and a table may hold only this share of them
    min_column_fill: float = 0.3  # each column filled on at least this share of the rows (and 2)
    header_rule_share: float = 0.5  # a rule at least this share of the table's width marks the header
    max_header_rows: int = 4


@dataclass(frozen=True)
class Segment:
    """Words of one line closer than a column gap: one cell's text on that line, or a spanning label."""

    x0: float
    top: float
    x1: float
    bottom: float
    words: tuple[Word, ...]

    @property
    def text(self) -> str:
        return join_words(self.words)


@dataclass
class _Line:
    top: float
    bottom: float
    segments: list[Segment]

    @property
    def multi(self) -> bool:
        return len(self.segments) >= 2


@dataclass
class TextTable:
    """A table found from text alignment: boxes for ``layout_text_boxes`` and what the rules decided."""

    bbox: BBox
    boxes: list[TextBox]
    header_rows: int
    strategy: str  # "text" or "hybrid" (rows between horizontal rules)
    n_rows: int = 0
    n_cols: int = 0
    notes: list[str] = field(default_factory=list)  # why rows were merged, for ``ragops inspect``


HRule = tuple[float, float, float]  # x0, y, x1


def em_of(words: Sequence[Word]) -> float:
    """The page's text height: the median word height (font size as pdfplumber measures it)."""
    heights = [w.bottom - w.top for w in words if w.bottom > w.top]
    return float(median(heights)) if heights else 10.0


def split_segments(line: Sequence[Word], gap: float) -> list[Segment]:
    """Cut a line (words left to right) where consecutive words are more than ``gap`` apart."""
    segments: list[list[Word]] = []
    for word in sorted(line, key=lambda w: w.x0):
        if segments and word.x0 - segments[-1][-1].x1 <= gap:
            segments[-1].append(word)
        else:
            segments.append([word])
    return [
        Segment(min(w.x0 for w in s), min(w.top for w in s), max(w.x1 for w in s), max(w.bottom for w in s), tuple(s))
        for s in segments
    ]


def _lines(words: Sequence[Word], em: float, rules: TextTableRules) -> list[_Line]:
    lines = []
    for members in group_into_lines(words):
        segments = split_segments(members, rules.segment_gap * em)
        lines.append(_Line(min(w.top for w in members), max(w.bottom for w in members), segments))
    return lines


def _blocks(lines: Sequence[_Line], em: float, rules: TextTableRules) -> list[list[_Line]]:
    """Runs of lines, close together, that end with a multi-segment line and hold several.

    A run also takes the few short one-segment lines right above its first multi-segment line: a
    column heading over the values only ("2016"), a section label ("Class A"), a title.
    """
    blocks: list[list[_Line]] = []
    current: list[_Line] = []
    singles = 0
    taken_until = -1  # index of the last line in a closed block

    def close(index: int) -> None:
        nonlocal taken_until
        while current and not current[-1].multi:
            current.pop()
        if sum(line.multi for line in current) >= rules.min_rows:
            blocks.append(list(current))
            taken_until = index
        current.clear()

    def headings(index: int) -> list[_Line]:
        above: list[_Line] = []
        j = index - 1
        while j > taken_until and len(above) < rules.max_header_rows:
            line, below = lines[j], (above[0] if above else lines[index])
            words = sum(len(s.words) for s in line.segments)
            if line.multi or words > rules.long_cell_words or below.top - line.bottom > rules.max_line_gap * em:
                break
            above.insert(0, line)
            j -= 1
        return above

    for index, line in enumerate(lines):
        if current and line.top - current[-1].bottom > rules.max_line_gap * em:
            close(index - 1)
            singles = 0
        if line.multi:
            if not current:
                current.extend(headings(index))
            current.append(line)
            singles = 0
        elif current:
            singles += 1
            if singles > rules.max_single_run:
                close(index - 1)
                singles = 0
            else:
                current.append(line)
    close(len(lines) - 1)
    return blocks


def _merge_aligned(blocks: list[list[_Line]], em: float, rules: TextTableRules) -> list[list[_Line]]:
    """Join consecutive blocks a wider gap apart (a blank line between a table's sections) when
    their columns line up: the same number of channels, each edge within an em."""
    merged: list[list[_Line]] = []
    edges: list[list[float]] = []
    for block in blocks:
        own = [c.edge for c in _channels(block, em, rules)]
        if merged:
            gap = block[0].top - merged[-1][-1].bottom
            same = len(own) == len(edges[-1]) and all(abs(a - b) <= em for a, b in zip(own, edges[-1]))
            if own and same and gap <= 2 * rules.max_line_gap * em:
                merged[-1] = merged[-1] + block
                edges[-1] = [c.edge for c in _channels(merged[-1], em, rules)]
                continue
        merged.append(block)
        edges.append(own)
    return merged


def _coverage(segments: Sequence[Sequence[Segment]], left: float, resolution: float, n_bins: int) -> list[int]:
    """Per x bin, how many of the lines (each given as its segments) have text there."""
    coverage = [0] * n_bins
    for line in segments:
        covered: set[int] = set()
        for s in line:
            covered.update(range(max(0, int((s.x0 - left) / resolution)), min(n_bins, int((s.x1 - left) / resolution) + 1)))
        for b in covered:
            coverage[b] += 1
    return coverage


@dataclass(frozen=True)
class _Channel:
    low: float
    high: float
    edge: float  # where the column edge goes: the middle of the channel's emptiest stretch
    open_: bool  # crossed by no line of the block at all


def _mostly_numbers(values: Sequence[str]) -> bool:
    """Numbers in at least half of these cells (those right of a row's first): a row of values, not labels."""
    return bool(values) and sum(is_numeric_text(v) for v in values) >= 0.5 * len(values)


def _is_data_line(line: _Line) -> bool:
    """A multi-segment line whose segments right of its first are mostly numbers."""
    return line.multi and _mostly_numbers([s.text for s in line.segments[1:]])


def _channel_lines(block: Sequence[_Line], rules: TextTableRules) -> list[_Line]:
    """The lines whose text may not cross a column channel: the multi-segment lines from the first row of
    values down, when there are enough of them. Header lines above may: a group label centred over its
    columns crosses the channels between them, and in a table of few rows one such line would otherwise
    hide them all."""
    first = next((i for i, line in enumerate(block) if _is_data_line(line)), None)
    body = [line for line in block[first:] if line.multi] if first is not None else []
    return body if len(body) >= rules.min_rows else [line for line in block if line.multi]


def _channels(block: Sequence[_Line], em: float, rules: TextTableRules, resolution: float = 0.5) -> list[_Channel]:
    multi = [line.segments for line in _channel_lines(block, rules)]
    everything = [line.segments for line in block]
    left = min(s.x0 for line in everything for s in line)
    right = max(s.x1 for line in everything for s in line)
    n_bins = int((right - left) / resolution) + 1
    if n_bins > 40_000 / resolution:
        return []  # text strewn over more than a few pages' width: coordinates of a broken file, no table
    coverage = _coverage(multi, left, resolution, n_bins)
    full = _coverage(everything, left, resolution, n_bins)
    allowed = int(rules.channel_cover_share * len(multi))
    ranked = [c * (len(everything) + 1) + f for c, f in zip(coverage, full, strict=True)]
    channels: list[_Channel] = []
    for start, b in low_coverage_runs(coverage, allowed):
        low, high = left + start * resolution, left + b * resolution
        if start == 0 or b >= n_bins or high - low < rules.min_channel * em:
            continue
        support = sum(
            1 for line in multi
            if any(s.x1 <= low + resolution for s in line) and any(s.x0 >= high - resolution for s in line)
        )
        if support < rules.min_channel_support:
            continue
        # the widest stretch of least coverage: an edge must not cut the one long label reaching in, nor,
        # where the multi-segment lines leave room, a one-segment line (the first line of a wrapped label)
        edge = emptiest_point(ranked, start, b, left, resolution)
        channels.append(_Channel(low, high, edge, all(full[i] == 0 for i in range(start, b))))
    return channels


def _side_by_side(block: Sequence[_Line], channels: Sequence[_Channel], em: float, rules: TextTableRules) -> _Channel | None:
    """The channel separating two tables printed side by side, if any: crossed by no line, much wider
    than the block's other channels, with a column of labels (not numbers) right of it. A wide gap
    before a table's columns of numbers is not a split: the numbers belong to the labels on their left.
    """
    if len(channels) < 3:
        return None
    widths = sorted(c.high - c.low for c in channels)
    typical = widths[len(widths) // 2]
    for best in sorted(channels, key=lambda c: c.low - c.high):
        if not best.open_ or best.high - best.low < max(rules.split_channel * em, 1.5 * typical):
            return None
        lefts = sum(1 for c in channels if c.edge < best.edge)
        right_edges = [c.edge for c in channels if c.edge > best.edge]
        if lefts < 1 or not right_edges:
            continue  # each side must keep two columns
        first_right = [
            s.text for line in block for s in line.segments if best.edge < (s.x0 + s.x1) / 2 < right_edges[0]
        ]
        if first_right and sum(is_numeric_text(t) for t in first_right) < 0.5 * len(first_right):
            return best
    return None


def _numeric_shares(block: Sequence[_Line], edges: Sequence[float]) -> list[float]:
    """Per column between consecutive edges: the share of its segments that are numbers."""
    shares: list[float] = []
    for low, high in pairwise(edges):
        texts = [s.text for line in block for s in line.segments if low <= (s.x0 + s.x1) / 2 < high]
        shares.append(sum(is_numeric_text(t) for t in texts) / len(texts) if texts else 0.0)
    return shares


def _snaking(block: Sequence[_Line], channels: Sequence[_Channel], em: float, rules: TextTableRules) -> _Channel | None:
    """The channel between two halves of one table printed in newspaper columns (the list runs on at
    the top of the right half): crossed by no line, the widest, at least ``split_channel`` em, with as
    many columns on each side and the same kinds of values (numbers or words) column by column."""
    if len(channels) < 3 or len(channels) % 2 == 0:
        return None
    middle = sorted(channels, key=lambda c: c.edge)[len(channels) // 2]
    widest = max(channels, key=lambda c: c.high - c.low)
    if middle is not widest or not middle.open_ or middle.high - middle.low < rules.split_channel * em:
        return None
    left = min(s.x0 for line in block for s in line.segments)
    right = max(s.x1 for line in block for s in line.segments)
    edges = [left, *(c.edge for c in sorted(channels, key=lambda c: c.edge)), right]
    half = len(channels) // 2 + 1
    shares = _numeric_shares(block, edges)
    same = all(abs(a - b) <= 0.3 for a, b in zip(shares[:half], shares[half:]))
    return middle if same else None


def _continue_below(upper: TextTable, lower: TextTable) -> TextTable | None:
    """The lower table's rows appended under the upper's, column by column (same column count); its
    header row dropped when it repeats the upper's."""
    up_x = sorted({b.x0 for b in upper.boxes} | {b.x1 for b in upper.boxes})
    low_x = sorted({b.x0 for b in lower.boxes} | {b.x1 for b in lower.boxes})
    if upper.n_cols != lower.n_cols or len(up_x) != len(low_x):
        return None
    to_upper = dict(zip(low_x, up_x))
    shift = upper.bbox[3] - lower.bbox[1] + 1.0
    first_row = min(b.top for b in lower.boxes)
    header_text = sorted(b.text for b in upper.boxes if b.top == min(x.top for x in upper.boxes))
    lower_header = sorted(b.text for b in lower.boxes if b.top == first_row)
    skip_header = header_text == lower_header
    moved = [
        TextBox(to_upper[b.x0], b.top + shift, to_upper[b.x1], b.bottom + shift, b.text)
        for b in lower.boxes
        if not (skip_header and b.top == first_row)
    ]
    x0, top, x1, bottom = upper.bbox
    merged_bbox = (min(x0, lower.bbox[0]), top, max(x1, lower.bbox[2]), max(bottom, lower.bbox[3]))
    return TextTable(
        merged_bbox, [*upper.boxes, *moved], upper.header_rows, upper.strategy,
        upper.n_rows + lower.n_rows - skip_header, upper.n_cols,
        [*upper.notes, "continues in the next column of the page"],
    )


def _restrict(block: Sequence[_Line], low: float, high: float) -> list[_Line]:
    """The block's lines cut to the segments lying in [low, high)."""
    restricted: list[_Line] = []
    for line in block:
        segments = [s for s in line.segments if low <= (s.x0 + s.x1) / 2 < high]
        if segments:
            restricted.append(_Line(min(s.top for s in segments), max(s.bottom for s in segments), segments))
    return restricted


# ----------------------------------------------------------------------------------------------
# Rows and cells
# ----------------------------------------------------------------------------------------------


@dataclass
class _Row:
    lines: list[_Line]
    cells: dict[tuple[int, int], list[str]]  # (first col, last col) -> text lines

    @property
    def top(self) -> float:
        return self.lines[0].top

    @property
    def bottom(self) -> float:
        return max(line.bottom for line in self.lines)

    def filled(self) -> set[int]:
        return {c for (c0, c1) in self.cells for c in range(c0, c1 + 1)}

    def single_columns(self) -> dict[int, str]:
        return {c0: " ".join(t) for (c0, c1), t in self.cells.items() if c0 == c1}


def _place_line(line: _Line, edges: Sequence[float], slack: float = 0.5) -> dict[tuple[int, int], list[str]]:
    """A line's text per column run: a segment crossing a column edge spans the columns it overlaps;
    otherwise its words go to the columns their centres fall in."""
    inner = edges[1:-1]

    def column(x: float) -> int:
        return column_index(x, edges)

    cells: dict[tuple[int, int], list[str]] = {}
    for segment in line.segments:
        crossing = any(w.x0 < e - slack and w.x1 > e + slack for w in segment.words for e in inner)
        if crossing:
            key = (column(segment.x0 + slack), column(segment.x1 - slack))
            cells.setdefault(key, []).append(segment.text)
            continue
        by_col: dict[int, list[Word]] = {}
        for w in segment.words:
            by_col.setdefault(column((w.x0 + w.x1) / 2), []).append(w)
        words = sorted(segment.words, key=lambda w: w.x0)
        word_space = 0.5 * (segment.bottom - segment.top)
        if any(column((a.x0 + a.x1) / 2) != column((b.x0 + b.x1) / 2) and b.x0 - a.x1 < word_space
               for a, b in pairwise(words)):
            # a channel through an ordinary word space ("Median | income" over two columns): one label
            cells.setdefault((min(by_col), max(by_col)), []).append(segment.text)
            continue
        for col, ws in by_col.items():
            cells.setdefault((col, col), []).append(join_words(ws))
    return cells


_CONTINUES = (",", "-", "&", "/", "(", "and", "of", "the", "for", "in", "to")


def _continues_label(above: str, below: str) -> bool:
    """A label wrapped onto the next line: the next line starts in lower case, or the line above
    ends where no label ends (a hyphen, a comma, a conjunction)."""
    below = below.strip()
    above = above.strip()
    if not below or not above:
        return False
    return below[0].islower() or above.endswith(_CONTINUES[:5]) or above.split()[-1].lower() in _CONTINUES[5:]


def _label_segments(line: _Line, label_col: int, edges: Sequence[float]) -> list[Segment]:
    return [s for s in line.segments if column_index((s.x0 + s.x1) / 2, edges) == label_col]


@dataclass(frozen=True)
class _LabelColumn:
    """Where the label column's text reaches: its widest label's right end, and where the labels of rows
    with values start (their median left end)."""

    index: int
    right: float
    entry_left: float


def _label_column(rows: Sequence[_Row], label_col: int, edges: Sequence[float]) -> _LabelColumn:
    segments = [s for r in rows for line in r.lines for s in _label_segments(line, label_col, edges)]
    entries = [segs[0].x0 for r in rows if _is_data_row(r)
               for segs in [_label_segments(r.lines[0], label_col, edges)] if segs]
    right = max((s.x1 for s in segments), default=edges[label_col + 1])
    return _LabelColumn(label_col, right, float(median(entries)) if entries else edges[label_col])


def _wrapped_at_edge(previous: _Row, row: _Row, column: _LabelColumn, edges: Sequence[float]) -> bool:
    """The label line above is full: the first word of the line below would not have fitted after it within
    the label column (as wide as its widest label), and neither line starts left of where the labels of
    rows with values start (a label further left is a section heading over indented entries). So the label
    wrapped there, whatever its words say: the page's own geometry, not a list of continuing words."""
    above = _label_segments(previous.lines[-1], column.index, edges)
    below = _label_segments(row.lines[0], column.index, edges)
    if not above or not below:
        return False
    last, first = above[-1], below[0]
    height = last.bottom - last.top
    word = min(first.words, key=lambda w: w.x0)
    aligned = min(first.x0, last.x0) >= column.entry_left - 0.5 * height
    return aligned and last.x1 + 0.25 * height + (word.x1 - word.x0) > column.right


def _merge_rows(rows: list[_Row], label_col: int, edges: Sequence[float]) -> tuple[list[_Row], int]:
    """Fold wrapped lines into the row they continue; returns the rows and how many lines were folded."""
    merged: list[_Row] = []
    folded = 0
    column = _label_column(rows, label_col, edges)
    for row in rows:
        if merged and _is_continuation(merged[-1], row, label_col, _wrapped_at_edge(merged[-1], row, column, edges)):
            previous = merged[-1]
            previous.lines.extend(row.lines)
            for key, text in row.cells.items():
                previous.cells.setdefault(key, []).extend(text)
            folded += 1
        else:
            merged.append(row)
    return merged, folded


def _is_continuation(previous: _Row, row: _Row, label_col: int, wrapped: bool = False) -> bool:
    filled, before = row.filled(), previous.filled()
    if not filled or not before:
        return False
    if any(c0 != c1 for c0, c1 in row.cells) or any(c0 != c1 for c0, c1 in previous.cells):
        return False  # a spanning label is a row of its own
    texts = row.single_columns()
    above = previous.single_columns()
    if before == {label_col} and label_col in texts and label_col in above and (wrapped or _continues_label(
            above[label_col], texts[label_col])):
        # a label wrapped onto the line that carries its values (statistical abstracts' stubs), when the text
        # says so. Not when the line goes on with a number ("... women under / 20 years old"): a section
        # label over entries such as "5 to 17 years" looks the same
        return True
    if any(is_numeric_text(t) for t in texts.values()):
        return False  # numbers are values of a row of their own
    if label_col in filled:
        # only the label: a wrapped label, when the text says so
        return filled == {label_col} and label_col in above and _continues_label(above[label_col], texts[label_col])
    if not filled <= before or len(filled) > max(1, len(before) // 2):
        return False
    return all(not is_numeric_text(above[c]) for c in filled)


def _labels_continue(upper: _Row, lower: _Row) -> bool:
    """Column labels printed on two lines ("Per" over "capita"): every column the upper header line fills,
    the line right below fills too, neither holds a label spanning columns or a number."""
    if any(c0 != c1 for c0, c1 in (*upper.cells, *lower.cells)):
        return False  # a group label over several columns is a header row of its own
    texts = [*upper.single_columns().values(), *lower.single_columns().values()]
    if any(is_numeric_text(t) for t in texts) or not upper.filled() <= lower.filled():
        return False
    height = upper.bottom - upper.lines[-1].top
    return lower.top - upper.bottom < 0.6 * height


def _merge_header_lines(rows: list[_Row], header: int) -> tuple[list[_Row], int]:
    """The header's lines folded into one row per level where labels continue on the next line."""
    merged: list[_Row] = []
    for row in rows[:header]:
        if merged and _labels_continue(merged[-1], row):
            for key, text in row.cells.items():
                merged[-1].cells.setdefault(key, []).extend(text)
            merged[-1].lines.extend(row.lines)
        else:
            merged.append(row)
    return merged + rows[header:], len(merged)


def _rows_between_rules(rows: list[_Row], rule_ys: Sequence[float]) -> list[_Row] | None:
    """Rows as the bands between horizontal rules, when rules separate most rows (hybrid)."""
    if len(rows) < 3:
        return None
    between = [
        any(a.bottom - 1 <= y <= b.top + 1 for y in rule_ys) for a, b in pairwise(rows)
    ]
    if sum(between) < 2 or sum(between) < 0.5 * len(between):
        return None
    bands: list[_Row] = [rows[0]]
    for row, separated in zip(rows[1:], between):
        if separated:
            bands.append(row)
            continue
        band = bands[-1]
        numeric_lines = sum(
            1 for r in (band, row)
            if sum(is_numeric_text(t) for t in r.single_columns().values()) >= 2
        )
        if numeric_lines == 2:
            bands.append(row)  # two rows of numbers in one band: stacked data rows, not a wrapped cell
            continue
        band.lines.extend(row.lines)
        for key, text in row.cells.items():
            band.cells.setdefault(key, []).extend(text)
    return bands


def _is_data_row(row: _Row) -> bool:
    """Numbers in most of the row's cells right of its first: a row of values, not of labels."""
    return _mostly_numbers([t for _, t in sorted(row.single_columns().items())][1:])


def _header_rows(rows: Sequence[_Row], rule_ys: Sequence[float], rules: TextTableRules) -> int:
    """Rows above the first rule under the top row; else the rows before the first row of numbers."""
    limit = min(rules.max_header_rows, len(rows) - 1)
    for depth in range(1, limit + 1):
        if any(rows[depth - 1].bottom - 1 <= y <= rows[depth].top + 1 for y in rule_ys):
            return depth
    for index, row in enumerate(rows[: limit + 1]):
        if _is_data_row(row):
            return max(1, index)
    return 1


def _is_tabular(rows: Sequence[_Row], n_cols: int, rules: TextTableRules) -> bool:
    """The prose guard: enough columns and rows, short cells, every column used."""
    if n_cols < rules.min_cols:
        values = [" ".join(t) for r in rows for (c0, c1), t in r.cells.items() if c0 == c1 == n_cols - 1]
        labels = [" ".join(t) for r in rows for (c0, c1), t in r.cells.items() if c0 == c1 == 0]
        numeric_values = sum(is_numeric_text(v) for v in values)
        two_column_list = (
            n_cols == 2
            and numeric_values >= rules.min_rows
            and numeric_values >= rules.two_col_numeric_share * len(values)
            and sum(is_numeric_text(v) for v in labels) < 0.5 * max(1, len(labels))
        )
        if not two_column_list:
            return False
    multi_rows = [r for r in rows if len(r.cells) >= 2]
    if len(multi_rows) < rules.min_rows:
        return False
    texts = [" ".join(t) for r in rows for t in r.cells.values()]
    counts = [len(t.split()) for t in texts]
    if not counts or median(counts) > rules.max_median_words:
        return False
    if sum(c > rules.long_cell_words for c in counts) > rules.max_long_share * len(counts):
        return False
    for col in range(n_cols):
        used = sum(1 for r in rows if col in r.filled())
        if used < max(2, rules.min_column_fill * len(rows)):
            return False
    return True


def _join_header_only_columns(rows: Sequence[_Row], edges: Sequence[float]) -> list[float]:
    """Edges without the channels that only part a column's label from its values.

    A label centred over a wide column (widened by the group label above it) and the column's values
    aligned right can leave a white channel between them. Two neighbouring columns that no row fills
    both, one filled only above the first row of numbers and the other only below it, are one column.
    """
    data_start = next((i for i, row in enumerate(rows) if _is_data_row(row)), None)
    if data_start is None or data_start == 0:
        return list(edges)
    rows_of = [{i for i, row in enumerate(rows) if c in row.single_columns()} for c in range(len(edges) - 1)]
    kept = [edges[0]]
    for k in range(1, len(edges) - 1):
        left, right = rows_of[k - 1], rows_of[k]
        head = [bool(r) and max(r) < data_start for r in (left, right)]
        body = [bool(r) and min(r) >= data_start for r in (left, right)]
        if not (left & right) and ((head[0] and body[1]) or (body[0] and head[1])):
            continue
        kept.append(edges[k])
    return [*kept, edges[-1]]


def _widen_header_labels(rows: Sequence[_Row], edges: Sequence[float], slack: float = 0.5) -> None:
    """Header labels over every column they are centred on (``widen_centred``): "Females" printed over the
    middle of its three columns covers the three. Only lines above the first row of numbers, one segment
    per label."""
    def column(x: float) -> int:
        return column_index(x, edges)

    for row in rows:
        if _is_data_row(row):
            return
        if len(row.lines) != 1:
            continue
        segments = row.lines[0].segments
        spans = [(column(s.x0 + slack), max(column(s.x0 + slack), column(s.x1 - slack)), s.text) for s in segments]
        if sorted((c0, c1) for c0, c1, _ in spans) != sorted(row.cells) or any(
                a[1] >= b[0] for a, b in pairwise(spans)):
            continue  # a segment split over columns by its words: leave the row as placed
        widened = widen_centred(spans, [s.words for s in segments], edges)
        row.cells = {(c0, c1): [text] for c0, c1, text in widened}


def _table_from_block(
    block: Sequence[_Line], edges: Sequence[float], h_rules: Sequence[HRule], rules: TextTableRules
) -> TextTable | None:
    rows = [_Row([line], _place_line(line, edges)) for line in block]
    joined = _join_header_only_columns(rows, edges)
    if joined != list(edges):
        edges, rows = joined, [_Row([line], _place_line(line, joined)) for line in block]
    _widen_header_labels(rows, edges)
    n_cols = len(edges) - 1
    lead = next((i for i, line in enumerate(block) if line.multi), 0)
    if lead and not _is_data_row(rows[lead]):
        # One-segment lines over the table's own row of column labels are its title: they span the
        # table (and become its caption), instead of posing as a header row in the first column.
        for row in rows[:lead]:
            segments = [s for line in row.lines for s in line.segments]
            if not (len(segments) == 1 and is_group_label(sorted(segments[0].words, key=lambda w: w.x0), edges)):
                row.cells = {(0, n_cols - 1): [t for texts in row.cells.values() for t in texts]}
    width = edges[-1] - edges[0]
    rule_ys = [
        y for x0, y, x1 in h_rules
        if min(x1, edges[-1]) - max(x0, edges[0]) >= rules.header_rule_share * width
        and block[0].top - 1 <= y <= block[-1].bottom + 1
    ]
    strategy = "text"
    banded = _rows_between_rules(rows, rule_ys)
    notes: list[str] = []
    if banded is not None:
        rows, strategy = banded, "hybrid"
    fill = {c: sum(1 for r in rows if c in r.filled()) for c in range(n_cols)}
    label_col = next((c for c in range(n_cols) if fill[c] >= 0.5 * len(rows)), 0)
    rows, folded = _merge_rows(rows, label_col, edges)
    if folded:
        notes.append(f"{folded} wrapped line(s) folded into their rows")
    if not _is_tabular(rows, n_cols, rules):
        return None
    rows, header = _merge_header_lines(rows, _header_rows(rows, rule_ys, rules))
    # Row boundaries halfway between rows, so that the boxes tile the table.
    cuts = [rows[0].top] + [(a.bottom + b.top) / 2 for a, b in pairwise(rows)] + [rows[-1].bottom]
    boxes = [
        TextBox(edges[c0], cuts[i], edges[c1 + 1], cuts[i + 1], "\n".join(text))
        for i, row in enumerate(rows)
        for (c0, c1), text in sorted(row.cells.items())
    ]
    bbox = (edges[0], rows[0].top, edges[-1], rows[-1].bottom)
    return TextTable(bbox, boxes, header, strategy, len(rows), n_cols, notes)


def _table_of(
    block: Sequence[_Line], em: float, h_rules: Sequence[HRule], rules: TextTableRules,
    channels: Sequence[_Channel] | None = None,
) -> TextTable | None:
    if not block:
        return None
    channels = _channels(block, em, rules) if channels is None else channels
    left = min(s.x0 for line in block for s in line.segments)
    right = max(s.x1 for line in block for s in line.segments)
    edges = [left, *sorted(c.edge for c in channels), right]
    return _table_from_block(block, edges, h_rules, rules)


def find_text_tables(
    words: Sequence[Word], h_rules: Sequence[HRule] = (), rules: TextTableRules | None = None
) -> list[TextTable]:
    """Tables in words laid out in aligned columns without vertical rules, top to bottom.

    ``words`` are upright page words not inside a ruled table; ``h_rules`` the page's horizontal rules
    (x0, y, x1), which give the header's end and, where they separate most rows, the rows.
    """
    rules = rules or TextTableRules()
    if not words:
        return []
    em = em_of(words)
    tables: list[TextTable] = []
    pending = _merge_aligned(_blocks(_lines(words, em, rules), em, rules), em, rules)
    while pending:
        block = pending.pop(0)
        channels = _channels(block, em, rules)
        split = _side_by_side(block, channels, em, rules)
        if split is not None:
            left = min(s.x0 for line in block for s in line.segments)
            right = max(s.x1 for line in block for s in line.segments) + 1
            for low, high in ((left, split.edge), (split.edge, right)):
                side = _restrict(block, low, high)
                pending.extend(_blocks(side, em, rules))
            continue
        if len(channels) + 1 < min(rules.min_cols, 2):
            continue
        snake = _snaking(block, channels, em, rules)
        if snake is not None:
            left = min(s.x0 for line in block for s in line.segments)
            right = max(s.x1 for line in block for s in line.segments) + 1
            halves = [_table_of(_restrict(block, lo, hi), em, h_rules, rules)
                      for lo, hi in ((left, snake.edge), (snake.edge, right))]
            if halves[0] is not None and halves[1] is not None:
                joined = _continue_below(halves[0], halves[1])
                if joined is not None:
                    tables.append(joined)
                    continue
        table = _table_of(block, em, h_rules, rules, channels)
        if table is not None:
            tables.append(table)
    return sorted(tables, key=lambda t: (t.bbox[1], t.bbox[0]))
