"""Table extraction from a pdfplumber page: ruled tables, tables from text alignment, merged cells repaired.

``extract_tables(page)`` -> ``ExtractedTable`` (page number, bbox, combined header, body rows, placed cells,
and the strategy that found it). ``page_without_tables(page, tables)`` gives the rest of the page for prose.

Strategies, chosen per page region from what the page shows:

* "lines": rules a reader sees (``visible_rules``): drawn lines, stroked shapes, thin filled bars, and the
  outline of cell backgrounds only where the colour changes; open-sided tables are closed with virtual
  rules (``closing_segments``). pdfplumber's ``TableFinder`` turns them into ruled cells; words are cut at
  cell edges, and ``models.documents.tables`` splits stacked rows and unruled columns, spreads merged
  cells, drops gutters and finds the header depth from merged group labels.
* "hybrid": a ruled table whose only vertical rules are its frame (booktabs: rules above, under the header,
  below), read by the text strategy with its rules — columns from white channels, header lines and wrapped
  labels as in an unruled table — or by the ruled route where the text strategy finds no table there; or a
  text table whose rows are the bands between horizontal rules.
* "text": the words outside every ruled region, laid out in aligned columns without rules
  (``models.documents.text_tables``: columns from white channels across several lines, every
  distance in the page's text height; a conservative guard keeps prose out).

Pages whose text runs sideways (stored rotated, or with /Rotate) are turned upright first (``upright_view``),
for both strategies.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from itertools import pairwise
from typing import Any

import numpy as np
from pdfplumber.table import TableFinder
from pdfplumber.utils import extract_words

from models.documents.tables import (
    BBox,
    TableCell,
    TableLayout,
    Word,
    assign_words_to_cells,
    caption_row_counts,
    header_and_body,
    infer_header_row_count,
    lattice_text_boxes,
    layout_text_boxes,
    looks_like_data_row,
    nonempty_rows_and_columns,
    placed_cells,
    split_at_prose_bands,
    take,
)
from models.documents.text_tables import TextTableRules, find_text_tables
from tasks.core.settings import IngestSettings


@dataclass(frozen=True)
class TableSettings:
    """Tunables of table extraction. The first four are params.yaml's `ingest.tables` (`table_settings` maps them;
    their defaults live there only); the rest are fixed properties of the extraction method."""

    snap_tolerance: float
    join_tolerance: float
    min_rows: int  # header + at least one body row
    min_cols: int
    text_strategy: bool  # look for unruled tables in the text outside ruled ones
    text_min_rows: int  # ... with text in two or more columns on this many lines
    text_min_cols: int  # ... and this many columns
    # "visible": rules are drawn lines, stroked rects/curves and thin filled bars; large filled
    # rects are cell backgrounds whose edges are often invisible (same colour on both sides).
    # "lines": pdfplumber's own lines strategy (every rect edge is a rule).
    strategy: str = "visible"
    thin_rule_max: float = 2.0  # a filled rect at most this thick (points) is a drawn rule
    intersection_tolerance: float = 3.0
    edge_min_length: float = 3.0
    # Share of (cell, line) fragments that must be numbers before a ruled band holding several text
    # lines is read as several stacked data rows rather than one row of wrapped text.
    stacked_rows_numeric_share: float = 0.5
    # A "table" whose cells cut through more than this share of its words is a chart or a map.
    max_cut_word_share: float = 0.05
    # ... and one holding this many slanted strokes (plot lines) is a grid of charts.
    max_slanted_strokes: int = 3
    word_x_tolerance: float = 3.0
    word_y_tolerance: float = 3.0
    # Chars further apart than this share of their font size start a new word (replaces the fixed
    # word_x_tolerance when set): a word space is a quarter em or more, a kerned gap far less. Ingestion
    # sets it from params.yaml `ingest.text_layer.word_gap` (table_settings), the prose's rule too.
    word_x_tolerance_ratio: float | None = None

    def pdfplumber_settings(self, rules: Sequence[dict[str, Any]] = ()) -> dict[str, Any]:
        explicit = self.strategy == "visible"
        return {
            "vertical_strategy": "explicit" if explicit else self.strategy,
            "horizontal_strategy": "explicit" if explicit else self.strategy,
            "explicit_vertical_lines": list(rules) if explicit else [],
            "explicit_horizontal_lines": list(rules) if explicit else [],
            "snap_tolerance": self.snap_tolerance,
            "join_tolerance": self.join_tolerance,
            "intersection_tolerance": self.intersection_tolerance,
            "edge_min_length": self.edge_min_length,
        }


@dataclass
class ExtractedTable:
    page_number: int  # 1-based
    bbox: BBox  # pdfplumber coordinates (x0, top, x1, bottom)
    header: list[str]  # one label per column, stacked header rows combined ("Pre-Pawn / Handgun")
    rows: list[list[str]]  # body rows, merged values spread over their span
    grid: list[list[str]] = field(default_factory=list)  # header rows + body rows, uncombined
    header_row_count: int = 1
    caption: list[str] = field(default_factory=list)  # full-width title rows inside the frame
    notes: list[str] = field(default_factory=list)  # full-width footnote rows inside the frame
    continued: bool = False  # continues the last table of the previous page (header carried over)
    strategy: str = "lines"  # "lines" | "text" | "hybrid": what found it (see the module docstring)
    cells: list[TableCell] = field(default_factory=list)  # placed cells of ``grid`` (0-based, spans)

    @property
    def n_cols(self) -> int:
        return len(self.header)


# ----------------------------------------------------------------------------------------------
# Rules: which graphics draw the table's lines
# ----------------------------------------------------------------------------------------------

Colour = tuple[float, float, float]
WHITE: Colour = (1.0, 1.0, 1.0)
Segment = tuple[float, float, float, float]  # x0, top, x1, bottom (one of the two extents is zero)


def to_rgb(colour: Any) -> Colour | None:
    """pdfplumber colour (gray, RGB, CMYK; number or tuple) as rounded RGB; None when unknown."""
    if colour is None:
        return (0.0, 0.0, 0.0)  # the PDF default fill is black
    values = [colour] if isinstance(colour, (int, float)) else list(colour)
    if not all(isinstance(v, (int, float)) for v in values):
        return None  # a pattern or named colour space: cannot compare
    if len(values) == 1:
        rgb = (values[0],) * 3
    elif len(values) == 3:
        rgb = tuple(values)
    elif len(values) == 4:
        c, m, y, k = values
        rgb = ((1 - c) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k))
    else:
        return None
    return tuple(round(float(v), 2) for v in rgb)  # type: ignore[return-value]


class _Backgrounds:
    """Filled areas of the page in drawing order, to ask which colour shows at a point.

    Queries take the indices of the candidate areas (those near the point), so that a page with
    thousands of filled shapes costs thousands, not millions, of comparisons per query.
    """

    def __init__(self, rects: Sequence[dict[str, Any]]) -> None:
        self.boxes = np.array([[r["x0"], r["top"], r["x1"], r["bottom"]] for r in rects], dtype=float).reshape(-1, 4)
        self.colours = [to_rgb(r.get("non_stroking_color")) for r in rects]

    def near(self, box: Sequence[float], margin: float) -> np.ndarray:
        """Indices (in drawing order) of the areas overlapping box grown by margin."""
        b = self.boxes
        hit = (b[:, 0] <= box[2] + margin) & (b[:, 2] >= box[0] - margin)
        hit &= (b[:, 1] <= box[3] + margin) & (b[:, 3] >= box[1] - margin)
        return np.flatnonzero(hit)

    def _inside(self, points: np.ndarray, candidates: np.ndarray) -> np.ndarray:
        """Boolean matrix: point p lies in candidate area j."""
        x, y = points[:, :1], points[:, 1:]
        b = self.boxes[candidates]
        return (b[:, 0] <= x) & (x <= b[:, 2]) & (b[:, 1] <= y) & (y <= b[:, 3])

    def colours_at(self, points: np.ndarray, candidates: np.ndarray | None = None) -> list[Colour | None]:
        """Colour of the topmost filled area under each point (page white where none)."""
        candidates = np.arange(len(self.boxes)) if candidates is None else candidates
        if len(candidates) == 0 or len(points) == 0:
            return [WHITE] * len(points)
        colours: list[Colour | None] = []
        batch = max(1, 2_000_000 // len(candidates))  # bounds the points x areas matrix
        for start in range(0, len(points), batch):
            inside = self._inside(points[start:start + batch], candidates)
            last = inside.shape[1] - 1 - np.argmax(inside[:, ::-1], axis=1)
            colours += [self.colours[candidates[j]] if hit else WHITE for j, hit in zip(last, inside.any(axis=1))]
        return colours

    def within_same_colour(
        self, a: np.ndarray, b: np.ndarray, colour: Colour | None, exclude: int, candidates: np.ndarray
    ) -> list[bool]:
        """Whether both points of each pair lie in one other area of the given colour."""
        if colour == WHITE:
            return [True] * len(a)  # the page itself is a white area containing everything
        same = np.array([self.colours[j] == colour and j != exclude for j in candidates], dtype=bool)
        if not same.any():
            return [False] * len(a)
        both = self._inside(a, candidates) & self._inside(b, candidates) & same
        return list(both.any(axis=1))


def _visible_edge_pieces(index: int, backgrounds: _Backgrounds, pieces: int = 8, probe: float = 0.75) -> list[Segment]:
    """Parts of a background rect's outline that a reader sees as a line.

    A piece is invisible when the colour is the same on both sides and the piece lies inside another
    area of that colour: a padding box nested in its cell's background, or two stacked padding boxes
    ("to air" over "kg/year") in one cell. Two same-coloured cells that merely abut (a title band
    over a header cell) still have their boundary: it is where the drawing puts a cell edge.
    """
    x0, top, x1, bottom = backgrounds.boxes[index]
    colour = backgrounds.colours[index]
    candidates = backgrounds.near((x0, top, x1, bottom), margin=2 * probe)
    sides = [  # (start, end, outward normal)
        ((x0, top), (x1, top), (0.0, -1.0)),
        ((x0, bottom), (x1, bottom), (0.0, 1.0)),
        ((x0, top), (x0, bottom), (-1.0, 0.0)),
        ((x1, top), (x1, bottom), (1.0, 0.0)),
    ]
    segments: list[Segment] = []
    t = (np.arange(pieces) + 0.5) / pieces
    for (ax, ay), (bx, by), (nx, ny) in sides:
        mids = np.stack([ax + (bx - ax) * t, ay + (by - ay) * t], axis=1)
        out_points = mids + probe * np.array([nx, ny])
        in_points = mids - probe * np.array([nx, ny])
        outside = backgrounds.colours_at(out_points, candidates)
        inside = backgrounds.colours_at(in_points, candidates)
        nested = backgrounds.within_same_colour(out_points, in_points, colour, index, candidates)
        visible = [o is None or o != i or not n for o, i, n in zip(outside, inside, nested)]
        run_start: int | None = None
        for k, flag in enumerate([*visible, False]):
            if flag and run_start is None:
                run_start = k
            elif not flag and run_start is not None:
                t0, t1 = run_start / pieces, k / pieces
                segments.append((ax + (bx - ax) * t0, ay + (by - ay) * t0, ax + (bx - ax) * t1, ay + (by - ay) * t1))
                run_start = None
    return segments


def merge_collinear(segments: Sequence[Segment], tolerance: float = 3.0) -> list[Segment]:
    """Join segments on one line whose gaps are at most ``tolerance`` (a rule drawn in pieces)."""
    horizontal = [s for s in segments if s[1] == s[3]]
    vertical = [(s[1], s[0], s[3], s[2]) for s in segments if s[1] != s[3]]  # transposed
    joined_vertical = [(s[1], s[0], s[3], s[2]) for s in _merge_horizontal(vertical, tolerance)]
    return _merge_horizontal(horizontal, tolerance) + joined_vertical


def _merge_horizontal(segments: Sequence[Segment], tolerance: float) -> list[Segment]:
    merged: list[list[float]] = []
    for x0, y, x1, _ in sorted(segments, key=lambda s: (round(s[1], 1), s[0])):
        last = merged[-1] if merged else None
        if last is not None and abs(last[1] - y) <= 0.5 and x0 <= last[2] + tolerance:
            last[2] = max(last[2], x1)
        else:
            merged.append([x0, y, x1, y])
    return [tuple(m) for m in merged]  # type: ignore[misc]


def closing_segments(
    h_rules: Sequence[Segment],
    v_rules: Sequence[Segment],
    other_v_edges: Sequence[Segment] = (),
    tolerance: float = 3.0,
    reach: float = 8.0,
    max_gap: float = 150.0,
    min_overhang: float = 5.0,
) -> list[Segment]:
    """Virtual rules that close open-sided tables (no outer verticals, booktabs style, open bottom).

    * A vertical rule that runs on past the last (or first) horizontal rule it crosses marks a
      row with no rule under (over) it: a horizontal rule is added at its end, as wide as that
      horizontal rule. (Free ends *between* horizontal rules are left alone: sub-column separators
      under a group label, as in the NICS header, have free top ends by design.)
    * Two consecutive horizontal rules ending at the same place (left or right) get a vertical
      rule joining those ends where no vertical rule meets them (within ``reach``: a frame may sit
      a gutter away).
      Ends already met by a rule (or by a visible background edge in ``other_v_edges``) are left
      alone, so separately framed tables stacked on a page are never joined into one.
    """

    def near(a: float, b: float) -> bool:
        return abs(a - b) <= tolerance

    horizontals = merge_collinear(h_rules, tolerance)
    closing: list[Segment] = []
    for vx, vtop, _, vbottom in merge_collinear(v_rules, tolerance):
        crossed = [
            h for h in horizontals
            if h[0] - tolerance <= vx <= h[2] + tolerance and vtop - tolerance <= h[1] <= vbottom + tolerance
        ]
        if not crossed:
            continue
        first, last = min(crossed, key=lambda h: h[1]), max(crossed, key=lambda h: h[1])
        if vbottom - last[1] >= min_overhang:
            closing.append((last[0], vbottom, last[2], vbottom))
        if first[1] - vtop >= min_overhang:
            closing.append((first[0], vtop, first[2], vtop))
    horizontals = merge_collinear([*horizontals, *closing], tolerance)

    def met(x: float, y: float) -> bool:
        return any(
            abs(v[0] - x) <= reach and v[1] - tolerance <= y <= v[3] + tolerance for v in [*v_rules, *other_v_edges]
        )

    ordered = sorted(horizontals, key=lambda r: r[1])
    for side in (0, 2):  # left ends, then right ends
        for i, a in enumerate(ordered):
            for b in ordered[i + 1:]:
                if b[1] - a[1] > max_gap:
                    break
                if b[1] - a[1] <= tolerance or not near(a[side], b[side]):
                    continue
                if not (met(a[side], a[1]) or met(b[side], b[1])):
                    x = (a[side] + b[side]) / 2
                    closing.append((x, a[1], x, b[1]))
                break  # only up to the next rule ending at the same place
    return closing


def _line(segment: Segment) -> dict[str, Any]:
    x0, top, x1, bottom = segment
    return {
        "object_type": "line", "x0": x0, "x1": x1, "top": top, "bottom": bottom,
        "width": x1 - x0, "height": bottom - top,
    }


def visible_rules(page: Any, thin_rule_max: float, min_length: float) -> list[dict[str, Any]]:
    """Line objects for every rule a reader sees, plus virtual rules closing open-sided tables.

    * drawn lines, stroked rects and curves;
    * thin filled rects/curves (bars used as rules) whose colour differs from what lies beneath
      (white bars on white paper draw nothing);
    * the outline of larger filled rects (cell backgrounds) only where the colour changes across it.
    """
    filled = [r for r in page.rects if r.get("fill") and not r.get("stroke")]
    is_thin = [min(r["width"], r["height"]) <= thin_rule_max for r in filled]
    backgrounds = _Backgrounds([r for r, thin in zip(filled, is_thin) if not thin])
    segments: list[Segment] = []
    for obj in [*page.lines, *(r for r in page.rects if r.get("stroke")), *(c for c in page.curves if c.get("stroke"))]:
        segments.extend(_outline(obj))
    thin_objects = [r for r, thin in zip(filled, is_thin) if thin]
    thin_objects += [c for c in page.curves if not c.get("stroke") and min(c["width"], c["height"]) <= thin_rule_max]
    if thin_objects:
        centres = np.array([[(o["x0"] + o["x1"]) / 2, (o["top"] + o["bottom"]) / 2] for o in thin_objects])
        beneath = backgrounds.colours_at(centres)
        for obj, under in zip(thin_objects, beneath):
            colour = to_rgb(obj.get("non_stroking_color"))
            if colour is None or colour != under:
                segments.extend(_outline(obj))
    background_edges: list[Segment] = []
    for index in range(len(backgrounds.boxes)):
        background_edges.extend(_visible_edge_pieces(index, backgrounds))

    def horizontal(segs: Sequence[Segment]) -> list[Segment]:
        return [s for s in segs if s[1] == s[3] and s[2] - s[0] >= min_length]

    def vertical(segs: Sequence[Segment]) -> list[Segment]:
        return [s for s in segs if s[0] == s[2] and s[3] - s[1] >= min_length]

    rules = horizontal(segments) + vertical(segments) + horizontal(background_edges) + vertical(background_edges)
    # Only drawn rules open a frame to close; background edges are too fragmentary to trust.
    rules += closing_segments(horizontal(segments), vertical(segments), vertical(background_edges))
    return [_line(s) for s in rules]


def _outline(obj: dict[str, Any]) -> list[Segment]:
    """Axis-aligned segments drawn by an object: a rect's four sides, a line, a curve's straight
    horizontal/vertical pieces. Slanted strokes (chart lines) draw no table rule."""
    x0, top, x1, bottom = obj["x0"], obj["top"], obj["x1"], obj["bottom"]
    kind = obj.get("object_type")
    if kind == "curve" and obj.get("stroke") and obj.get("pts"):
        points = obj["pts"]
        return [
            seg for (ax, ay), (bx, by) in pairwise(points)
            for seg in _axis_aligned(min(ax, bx), min(ay, by), max(ax, bx), max(ay, by))
        ]
    if kind == "line":
        return _axis_aligned(x0, top, x1, bottom)
    return [(x0, top, x1, top), (x0, bottom, x1, bottom), (x0, top, x0, bottom), (x1, top, x1, bottom)]


def slanted_strokes(page: Any) -> list[BBox]:
    """Boxes of stroked lines and curves that are not straight horizontal/vertical rules."""
    strokes = [*page.lines, *(c for c in page.curves if c.get("stroke"))]
    return [
        (o["x0"], o["top"], o["x1"], o["bottom"])
        for o in strokes
        if o["x1"] - o["x0"] > 0.5 and o["bottom"] - o["top"] > 0.5 and not _is_rectangle(o)
    ]


def _is_rectangle(obj: dict[str, Any]) -> bool:
    """A curve drawn as a closed box (a frame or bar), not a plot line."""
    points = obj.get("pts") or []
    return len(points) >= 4 and all(
        _axis_aligned(min(a[0], b[0]), min(a[1], b[1]), max(a[0], b[0]), max(a[1], b[1]))
        for a, b in pairwise(points)
    )


def _count_inside(boxes: Sequence[BBox], area: Sequence[float]) -> int:
    x0, top, x1, bottom = area
    return sum(1 for b in boxes if x0 <= (b[0] + b[2]) / 2 <= x1 and top <= (b[1] + b[3]) / 2 <= bottom)


def _axis_aligned(x0: float, top: float, x1: float, bottom: float, slack: float = 0.5) -> list[Segment]:
    if bottom - top <= slack:
        y = (top + bottom) / 2
        return [(x0, y, x1, y)]
    if x1 - x0 <= slack:
        x = (x0 + x1) / 2
        return [(x, top, x, bottom)]
    return []


# ----------------------------------------------------------------------------------------------
# Pages whose text runs sideways or upside down
# ----------------------------------------------------------------------------------------------


def text_direction(chars: Sequence[dict[str, Any]]) -> str:
    """Dominant reading direction of the page's glyphs in pdfplumber coordinates.

    "ltr" (upright), "ttb" (text reads downwards: a page shown rotated by 90 degrees), "btt", or
    "rtl" (upside down), from each glyph's text matrix.
    """
    votes = {"ltr": 0, "ttb": 0, "btt": 0, "rtl": 0}
    for ch in chars:
        a, b = ch.get("matrix", (1, 0))[:2]
        if abs(a) >= abs(b):
            votes["ltr" if a > 0 else "rtl"] += 1
        else:
            votes["ttb" if b < 0 else "btt"] += 1  # PDF y grows upwards, pdfplumber's top downwards
    return max(votes, key=votes.__getitem__) if chars else "ltr"


@dataclass(frozen=True)
class _Orientation:
    """Maps boxes between pdfplumber page coordinates and the upright (reading) view of the page."""

    direction: str
    width: float  # page width and height in pdfplumber coordinates
    height: float

    def to_view(self, box: BBox) -> BBox:
        x0, top, x1, bottom = box
        w, h = self.width, self.height
        if self.direction == "ttb":
            return (top, w - x1, bottom, w - x0)
        if self.direction == "btt":
            return (h - bottom, x0, h - top, x1)
        if self.direction == "rtl":
            return (w - x1, h - bottom, w - x0, h - top)
        return box

    def to_page(self, box: BBox) -> BBox:
        x0, top, x1, bottom = box
        w, h = self.width, self.height
        if self.direction == "ttb":
            return (w - bottom, x0, w - top, x1)
        if self.direction == "btt":
            return (top, h - x1, bottom, h - x0)
        if self.direction == "rtl":
            return (w - x1, h - bottom, w - x0, h - top)
        return box


@dataclass
class PageView:
    """The graphics and glyphs of a page as a reader sees them (upright), for table finding."""

    page: Any
    orientation: _Orientation
    chars: list[dict[str, Any]]
    rects: list[dict[str, Any]]
    lines: list[dict[str, Any]]
    curves: list[dict[str, Any]]

    @property
    def page_number(self) -> int:
        return self.page.page_number


def upright_view(page: Any) -> PageView:
    """The page itself when its text is upright; otherwise every object turned to read upright.

    A page stored sideways with /Rotate (the rotated NICS copy) has its glyphs running down the
    page in pdfplumber's coordinates; tables are found in the turned view and their bboxes mapped
    back to page coordinates.
    """
    orientation = _Orientation(text_direction(page.chars), float(page.width), float(page.height))
    if orientation.direction == "ltr":
        return PageView(page, orientation, page.chars, page.rects, page.lines, page.curves)

    def turn(obj: dict[str, Any]) -> dict[str, Any]:
        x0, top, x1, bottom = orientation.to_view((obj["x0"], obj["top"], obj["x1"], obj["bottom"]))
        turned = dict(obj, x0=x0, top=top, x1=x1, bottom=bottom, width=x1 - x0, height=bottom - top)
        if obj.get("pts"):  # points are (x, top) pairs
            turned["pts"] = [orientation.to_view((x, y, x, y))[:2] for x, y in obj["pts"]]
        if "upright" in obj:
            turned["upright"] = True
        if "matrix" in obj:
            turned["matrix"] = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
        return turned

    return PageView(
        page,
        orientation,
        [turn(c) for c in page.chars],
        [turn(r) for r in page.rects],
        [turn(line) for line in page.lines],
        [turn(c) for c in page.curves],
    )


# ----------------------------------------------------------------------------------------------
# Words
# ----------------------------------------------------------------------------------------------


def overprinted_blanks(chars: Sequence[dict[str, Any]], min_covered: float = 0.5) -> set[int]:
    """ids of blank chars mostly covered by visible chars on the same line.

    Some generators print a row of spaces over the digits (the WARN report's dates); pdfplumber
    breaks words at every blank char, so "03/25/2016" would come out as "0 3 / 2 5 / 2 0 16".
    A real word space sits in the gap between words and is not covered.
    """
    candidates = [ch for ch in chars if not ch["text"].strip() and ch["x1"] > ch["x0"]]
    if not candidates:
        return set()  # most pages: nothing to check, and this runs on every page
    visible_by_line: dict[int, list[tuple[float, float]]] = {}
    for ch in chars:
        if ch["text"].strip():
            visible_by_line.setdefault(round(ch["top"]), []).append((ch["x0"], ch["x1"]))
    near_lines: dict[int, tuple[list[float], list[tuple[float, float]], float]] = {}
    blanks: set[int] = set()
    for ch in candidates:
        width = ch["x1"] - ch["x0"]
        line = round(ch["top"])
        if line not in near_lines:
            spans = sorted(sp for key in (line - 1, line, line + 1) for sp in visible_by_line.get(key, []))
            widest = max((x1 - x0 for x0, x1 in spans), default=0.0)
            near_lines[line] = ([sp[0] for sp in spans], spans, widest)
        starts, spans, widest = near_lines[line]
        # only spans starting before the blank ends and less than the widest glyph before it starts
        low, high = bisect_left(starts, ch["x0"] - widest), bisect_left(starts, ch["x1"])
        covered = sum(max(0.0, min(ch["x1"], x1) - max(ch["x0"], x0)) for x0, x1 in spans[low:high])
        if covered >= min_covered * width:
            blanks.add(id(ch))
    return blanks


LEADER_CHARS = frozenset(".·․‥…")  # full stop, middle dot, one- and two-dot leaders, ellipsis


def leader_dots(chars: Sequence[dict[str, Any]], min_dots: int = 4, reach: float = 1.5) -> set[int]:
    """ids of the chars of leader dots: a run of at least ``min_dots`` dots (blanks between them allowed)
    that follows text on its line within ``reach`` of the text's height.

    Statistical tables lead a row label to its first value with a run of dots ("Any Injury ....... 1.9");
    the dots are filler, not cell text, and they close the white gap that separates the label's column
    from the values'. A run standing alone in a column ("...." for "not available") is a value and stays.
    """
    if sum(ch["text"] in LEADER_CHARS for ch in chars) < min_dots:
        return set()  # most pages: nothing to look for
    by_line: dict[int, list[dict[str, Any]]] = {}
    for ch in chars:
        by_line.setdefault(round(ch["top"]), []).append(ch)
    leaders: set[int] = set()
    for line in by_line.values():
        line.sort(key=lambda ch: ch["x0"])
        run: list[dict[str, Any]] = []
        text_end: float | None = None  # where the last visible non-dot char before the run ends
        for ch in [*line, None]:
            if ch is not None and (ch["text"] in LEADER_CHARS or (run and not ch["text"].strip())):
                run.append(ch)
                continue
            dots = [c for c in run if c["text"] in LEADER_CHARS]
            if len(dots) >= min_dots and text_end is not None:
                height = max(dots[0]["bottom"] - dots[0]["top"], 1.0)
                if dots[0]["x0"] - text_end <= reach * height:
                    leaders.update(id(c) for c in dots)
            run = []
            if ch is not None and ch["text"].strip():
                text_end = ch["x1"]
    return leaders


def _page_words(view: PageView, settings: TableSettings) -> list[dict[str, Any]]:
    """The page's words, without leader dots; vertical words (a rotated column label) read in their own direction.

    pdfplumber reads every non-upright word top to bottom; a label turned anticlockwise reads bottom to
    top, and would come out reversed ("noitalupoP"). Each char's text matrix says which way it runs.
    """
    dropped = overprinted_blanks(view.chars) | leader_dots(view.chars)
    chars = [c for c in view.chars if id(c) not in dropped]
    options = {
        "x_tolerance": settings.word_x_tolerance, "y_tolerance": settings.word_y_tolerance,
        "x_tolerance_ratio": settings.word_x_tolerance_ratio, "keep_blank_chars": False, "return_chars": True,
    }
    upright = [c for c in chars if c.get("upright", True)]
    words = extract_words(upright, **options)
    by_direction: dict[str, list[dict[str, Any]]] = {}
    for ch in chars:
        if not ch.get("upright", True):
            a, b = ch.get("matrix", (0, -1))[:2]
            by_direction.setdefault("ttb" if abs(a) < abs(b) and b < 0 else "btt", []).append(ch)
    for direction, group in by_direction.items():
        # lines of text running down the page follow each other leftwards, lines running up rightwards
        # (one word per vertical line, spaces kept: the cell's layout rules read words left to right)
        line_dir = "rtl" if direction == "ttb" else "ltr"
        vertical = {**options, "keep_blank_chars": True}
        words += extract_words(group, char_dir_rotated=direction, line_dir_rotated=line_dir, **vertical)
    return words


def _split_words_at_cells(words: Sequence[dict[str, Any]], cells: Sequence[BBox]) -> tuple[list[Word], int]:
    """Words inside the table, cut where their characters fall into different cells.

    pdfplumber joins characters closer than x_tolerance into one word; a right-aligned number and
    the left-aligned text of the next column can be that close. Also returns how many words had to
    be cut between touching characters: cells that cut through words ("Denmar|k") are the gridlines
    of a chart or a map, not a table.
    """
    left, right = min(c[0] for c in cells), max(c[2] for c in cells)
    top, bottom = min(c[1] for c in cells), max(c[3] for c in cells)
    inside = [
        w for w in words
        if left <= (w["x0"] + w["x1"]) / 2 <= right and top <= (w["top"] + w["bottom"]) / 2 <= bottom
    ]
    chars_of = [[Word(ch["x0"], ch["top"], ch["x1"], ch["bottom"], ch["text"]) for ch in w["chars"]] for w in inside]
    owners = assign_words_to_cells(cells, [ch for chars in chars_of for ch in chars])  # one pass for all
    owner_of = {id(ch): i for i, members in enumerate(owners) for ch in members}
    result: list[Word] = []
    cut_through = 0
    for chars in chars_of:
        groups: list[list[Word]] = []
        previous: int | None = None
        for ch in chars:
            owner = owner_of.get(id(ch), -1)
            if groups and owner != previous and ch.x0 - groups[-1][-1].x1 < 0.5:
                cut_through += 1
            if not groups or owner != previous:
                groups.append([])
            groups[-1].append(ch)
            previous = owner
        for g in groups:
            text = "".join(ch.text for ch in g).strip()
            if text:
                box = (min(c.x0 for c in g), min(c.top for c in g), max(c.x1 for c in g), max(c.bottom for c in g))
                result.append(Word(*box, text))
    return result, cut_through


# ----------------------------------------------------------------------------------------------
# Tables
# ----------------------------------------------------------------------------------------------


def _find_ruled_tables(view: PageView, settings: TableSettings, rules: Sequence[dict[str, Any]]) -> list[Any]:
    if settings.strategy != "visible":
        if view.orientation.direction != "ltr":
            return []  # pdfplumber's own strategies only see the page as stored
        return view.page.find_tables(table_settings=settings.pdfplumber_settings())
    if len(rules) < 2:
        return []
    # Explicit rules only: the finder reads nothing else from the page, so a turned view works.
    return TableFinder(view.page, settings.pdfplumber_settings(rules)).tables


def _table_from_layout(
    layout: TableLayout,
    page_number: int,
    bbox: BBox,
    settings: TableSettings,
    strategy: str = "lines",
    header_rows: int | None = None,
) -> ExtractedTable | None:
    """Caption/notes split off, empty rows and columns dropped, header combined; None if too small.

    ``header_rows`` (counted on the layout's rows, as the text strategy decides it) overrides the
    header depth read from merged group labels.
    """
    owner = layout.owner or [[None] * len(r) for r in layout.grid]
    rows, cols = nonempty_rows_and_columns(layout.grid)
    if header_rows is not None:
        header_rows = sum(1 for r in rows if r < header_rows)  # the same rows, once empty ones are gone
    grid, merged, owner = (take(m, rows, cols) for m in (layout.grid, layout.merged_across, owner))
    leading, trailing = caption_row_counts(grid)
    caption, notes = [r[0] for r in grid[:leading]], [r[0] for r in grid[len(grid) - trailing:]]
    grid, merged, owner = (m[leading:len(m) - trailing] for m in (grid, merged, owner))
    if header_rows is not None:
        header_rows = max(1, header_rows - leading)
    rows, cols = nonempty_rows_and_columns(grid)
    grid, merged, owner = (take(m, rows, cols) for m in (grid, merged, owner))
    if len(grid) < settings.min_rows or len(cols) < settings.min_cols:
        return None  # a framed paragraph or a lone box, not a table
    depth = infer_header_row_count(grid, merged) if header_rows is None else min(header_rows, len(grid) - 1)
    depth = max(1, depth)
    header, body = header_and_body(grid, header_rows=depth)
    return ExtractedTable(
        page_number=page_number,
        bbox=bbox,
        header=header,
        rows=body,
        grid=grid,
        header_row_count=depth,
        caption=[" ".join(c.split()) for c in caption],
        notes=[" ".join(n.split()) for n in notes],
        strategy=strategy,
        cells=placed_cells(grid, owner),
    )


def table_settings(ingest: IngestSettings) -> TableSettings:
    """What ingestion extracts tables with: params.yaml `ingest.tables`, the method's fixed properties, and the
    word gap of the text layer (`ingest.text_layer.word_gap`: one rule for word spaces, in prose and in cells)."""
    return TableSettings(**ingest.tables.model_dump(), word_x_tolerance_ratio=ingest.text_layer.word_gap)


def _ruled_strategy(cells: Sequence[BBox], tolerance: float = 3.0) -> str:
    """"hybrid" when the rules draw rows but no column (only the frame's two verticals): the columns
    then come from white channels in the text."""
    xs = sorted({round(v, 1) for c in cells for v in (c[0], c[2])})
    distinct = [x for i, x in enumerate(xs) if i == 0 or x - xs[i - 1] > tolerance]
    return "hybrid" if len(distinct) <= 2 else "lines"


def _inside_any(word: Word, boxes: Sequence[BBox]) -> bool:
    cx, cy = (word.x0 + word.x1) / 2, (word.top + word.bottom) / 2
    return any(x0 <= cx <= x1 and top <= cy <= bottom for x0, top, x1, bottom in boxes)


def _text_tables(
    view: PageView,
    words: Sequence[dict[str, Any]],
    rules: Sequence[dict[str, Any]],
    taken: Sequence[BBox],
    settings: TableSettings,
) -> list[ExtractedTable]:
    """Unruled tables among the words outside the ruled regions (``taken``, in view coordinates)."""
    free = [
        w for w in (Word(d["x0"], d["top"], d["x1"], d["bottom"], d["text"]) for d in words)
        if w.text.strip() and not _inside_any(w, taken)
    ]
    h_rules = [(r["x0"], r["top"], r["x1"]) for r in rules if r["top"] == r["bottom"]]
    found = find_text_tables(
        free, h_rules, TextTableRules(min_rows=settings.text_min_rows, min_cols=settings.text_min_cols)
    )
    tables: list[ExtractedTable] = []
    for table in found:
        layout = layout_text_boxes(table.boxes)
        bbox = view.orientation.to_page(table.bbox)
        extracted = _table_from_layout(
            layout, view.page_number, bbox, settings, strategy=table.strategy, header_rows=table.header_rows
        )
        if extracted is not None:
            tables.append(extracted)
    return tables


def _frame_only_as_text(view: PageView, words: Sequence[dict[str, Any]], rules: Sequence[dict[str, Any]],
                        cells: Sequence[BBox], view_bbox: BBox, settings: TableSettings) -> list[ExtractedTable]:
    """A region whose rules draw rows but no column (booktabs: rules above, under the header, below) read by
    the text strategy with those rules, as an unruled table is: its columns come from white channels either
    way, and the text strategy also reads wrapped labels and header lines. [] when it finds no table there
    (the ruled route then reads the region)."""
    if not settings.text_strategy or _ruled_strategy(cells) != "hybrid":
        return []
    x0, top, x1, bottom = view_bbox
    inside = [w for w in words if x0 <= (w["x0"] + w["x1"]) / 2 <= x1 and top <= (w["top"] + w["bottom"]) / 2 <= bottom]
    return [replace(table, strategy="hybrid") for table in _text_tables(view, inside, rules, [], settings)]


def _ruled_table(view: PageView, cells: Sequence[BBox], view_bbox: BBox, split: tuple[list[Word], int],
                 slanted: Sequence[BBox], settings: TableSettings) -> tuple[ExtractedTable | None, bool]:
    """One ruled region's table (None for a grid too small to be a table), and whether the region is a chart
    or a map instead (cells cutting through words, slanted strokes); ``split``: its words split at its cells
    and how many were cut through (``_split_words_at_cells``)."""
    table_words, cut_through = split
    if cut_through > max(1, settings.max_cut_word_share * len(table_words)):
        return None, True
    if _count_inside(slanted, view_bbox) >= settings.max_slanted_strokes:
        return None, True
    boxes = lattice_text_boxes(cells, table_words, numeric_share=settings.stacked_rows_numeric_share)
    bbox = view.orientation.to_page(view_bbox)
    layout = layout_text_boxes(boxes)
    return _table_from_layout(layout, view.page_number, bbox, settings, strategy=_ruled_strategy(cells)), False


def extract_tables(page: Any, settings: TableSettings) -> list[ExtractedTable]:
    """Tables of a pdfplumber page, top to bottom, with merged cells spread over their span.

    Ruled tables first: rules are what a reader sees (``visible_rules``), open sides are closed, rows
    stacked in one ruled band and columns without rules are recovered from the text; see
    ``models/documents/tables.py``. Grids smaller than min_rows x min_cols, and "tables" whose cells cut
    through words (charts, maps), are dropped. Then, with ``text_strategy``, unruled tables in the text
    outside those regions (``models/documents/text_tables.py``).
    """
    view = upright_view(page)
    rules = visible_rules(view, settings.thin_rule_max, settings.edge_min_length) if settings.strategy == "visible" else []
    found = _find_ruled_tables(view, settings, rules)
    if not found and not settings.text_strategy:
        return []
    words = _page_words(view, settings)
    slanted = slanted_strokes(view) if found else []
    tables: list[ExtractedTable] = []
    taken: list[BBox] = []  # regions the text strategy must leave alone (view coordinates)
    for table in sorted(found, key=lambda t: (t.bbox[1], t.bbox[0])):
        all_cells: list[BBox] = [tuple(float(v) for v in c) for c in table.cells]  # type: ignore[misc]
        split = _split_words_at_cells(words, all_cells)
        groups = split_at_prose_bands(all_cells, split[0])
        for cells in groups:
            view_bbox = (min(c[0] for c in cells), min(c[1] for c in cells), max(c[2] for c in cells),
                         max(c[3] for c in cells))
            as_text = _frame_only_as_text(view, words, rules, cells, view_bbox, settings)
            if as_text:
                tables.extend(as_text)
                taken.append(view_bbox)
                continue
            # one group (most tables): its words are the region's, already split at its cells
            table_words = split if len(groups) == 1 else _split_words_at_cells(words, cells)
            extracted, figure = _ruled_table(view, cells, view_bbox, table_words, slanted, settings)
            if extracted is not None:
                tables.append(extracted)
            if extracted is not None or figure:
                taken.append(view_bbox)  # a chart or a map: its labels are no table either
    if settings.text_strategy:
        tables.extend(_text_tables(view, words, rules, taken, settings))
        tables.sort(key=lambda t: (view.orientation.to_view(t.bbox)[1], view.orientation.to_view(t.bbox)[0]))
    return tables


def carry_headers_across_pages(
    tables_per_page: Sequence[list[ExtractedTable]], page_heights: Sequence[float], top_share: float = 0.15
) -> None:
    """Give a table continued from the previous page that page's header, in place.

    A continuation starts at the top of its page, has the column count of the last table on the previous
    page, and its would-be header is a data row (dates, numbers). Its rows then read under the real header
    instead of under a row of values.
    """
    previous: ExtractedTable | None = None
    for tables, height in zip(tables_per_page, page_heights):
        if tables:
            first = tables[0]
            continues = (
                previous is not None
                and first.header_row_count == 1
                and len(first.header) == len(previous.header)
                and first.bbox[1] <= top_share * height
                and first.header != previous.header
                and looks_like_data_row(first.header)
            )
            if continues:
                first.rows = [list(first.grid[0]), *first.rows]
                first.header = list(previous.header)
                first.continued = True
            previous = tables[-1]
        # A page without tables ends the run: a table two pages on is a new table.
        elif previous is not None:
            previous = None


def table_bboxes(tables: Sequence[ExtractedTable]) -> list[BBox]:
    return [t.bbox for t in tables]


def outside_bboxes(bboxes: Sequence[BBox]) -> Callable[[dict[str, Any]], bool]:
    """Predicate for ``page.filter``: keep objects whose centre lies outside every table bbox."""

    def keep(obj: dict[str, Any]) -> bool:
        if "x0" not in obj or "top" not in obj:
            return True
        cx = (obj["x0"] + obj["x1"]) / 2
        cy = (obj["top"] + obj["bottom"]) / 2
        return not any(x0 <= cx <= x1 and top <= cy <= bottom for x0, top, x1, bottom in bboxes)

    return keep


def page_without_tables(page: Any, tables: Sequence[ExtractedTable]) -> Any:
    """The page with table regions filtered out, for prose text extraction."""
    return page.filter(outside_bboxes(table_bboxes(tables))) if tables else page
