"""Table extraction from a pdfplumber page: ruled (lattice) tables, merged cells repaired.

The geometry comes from pdfplumber (``page.find_tables`` with the "lines" strategy, and the page's
words); the rules that turn it into a logical grid live in ``models/tables.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from models.tables import (
    BBox,
    Grid,
    Word,
    assign_words_to_cells,
    drop_empty_rows_and_columns,
    grid_from_text_boxes,
    header_and_body,
    infer_header_row_count,
    lattice_text_boxes,
    split_caption_rows,
)


@dataclass(frozen=True)
class TableSettings:
    """Tunables of table extraction (the pydantic ingest settings map onto these)."""

    # "visible": rules are drawn lines, stroked rects/curves and thin filled bars; large filled
    # rects are cell backgrounds whose edges are often invisible (same colour on both sides).
    # "lines": pdfplumber's own lines strategy (every rect edge is a rule).
    strategy: str = "visible"
    thin_rule_max: float = 2.0  # a filled rect at most this thick (points) is a drawn rule
    snap_tolerance: float = 3.0
    join_tolerance: float = 3.0
    intersection_tolerance: float = 3.0
    edge_min_length: float = 3.0
    min_rows: int = 2  # header + at least one body row
    min_cols: int = 2
    # Share of (cell, line) fragments that must be numbers before a ruled band holding several text
    # lines is read as several stacked data rows rather than one row of wrapped text.
    stacked_rows_numeric_share: float = 0.5
    word_x_tolerance: float = 3.0
    word_y_tolerance: float = 3.0

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
    """Filled areas of the page in drawing order, to ask which colour shows at a point."""

    def __init__(self, rects: Sequence[dict[str, Any]]) -> None:
        self.boxes = np.array([[r["x0"], r["top"], r["x1"], r["bottom"]] for r in rects], dtype=float).reshape(-1, 4)
        self.colours = [to_rgb(r.get("non_stroking_color")) for r in rects]

    def _inside(self, points: np.ndarray) -> np.ndarray:
        """Boolean matrix: point p lies in filled area j."""
        x, y = points[:, :1], points[:, 1:]
        b = self.boxes
        return (b[:, 0] <= x) & (x <= b[:, 2]) & (b[:, 1] <= y) & (y <= b[:, 3])

    def colours_at(self, points: np.ndarray) -> list[Colour | None]:
        """Colour of the topmost filled area under each point (page white where none)."""
        if len(self.boxes) == 0 or len(points) == 0:
            return [WHITE] * len(points)
        inside = self._inside(points)
        top_most = np.where(inside.any(axis=1), inside.shape[1] - 1 - np.argmax(inside[:, ::-1], axis=1), -1)
        return [WHITE if i < 0 else self.colours[i] for i in top_most]

    def within_same_colour(self, a: np.ndarray, b: np.ndarray, colour: Colour | None, exclude: int) -> list[bool]:
        """Whether both points of each pair lie in one other area of the given colour."""
        if colour == WHITE:
            return [True] * len(a)  # the page itself is a white area containing everything
        same = np.array([c == colour for c in self.colours], dtype=bool)
        same[exclude] = False
        if not same.any():
            return [False] * len(a)
        both = self._inside(a) & self._inside(b) & same
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
        outside = backgrounds.colours_at(out_points)
        inside = backgrounds.colours_at(in_points)
        nested = backgrounds.within_same_colour(out_points, in_points, colour, index)
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
        crossed = [h for h in horizontals if h[0] - tolerance <= vx <= h[2] + tolerance and vtop - tolerance <= h[1] <= vbottom + tolerance]
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
    return {"object_type": "line", "x0": x0, "x1": x1, "top": top, "bottom": bottom, "width": x1 - x0, "height": bottom - top}


def visible_rules(page: Any, thin_rule_max: float = 2.0, min_length: float = 3.0) -> list[dict[str, Any]]:
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
    """Horizontal and vertical segments drawn by a line, rect or curve (its bbox for curves)."""
    x0, top, x1, bottom = obj["x0"], obj["top"], obj["x1"], obj["bottom"]
    if obj.get("object_type") == "line" or x0 == x1 or top == bottom:
        if abs(bottom - top) <= abs(x1 - x0):
            y = (top + bottom) / 2
            return [(x0, y, x1, y)]
        x = (x0 + x1) / 2
        return [(x, top, x, bottom)]
    return [(x0, top, x1, top), (x0, bottom, x1, bottom), (x0, top, x0, bottom), (x1, top, x1, bottom)]


def _find_ruled_tables(page: Any, settings: TableSettings) -> list[Any]:
    if settings.strategy != "visible":
        return page.find_tables(table_settings=settings.pdfplumber_settings())
    rules = visible_rules(page, settings.thin_rule_max, settings.edge_min_length)
    if len(rules) < 2:
        return []
    return page.find_tables(table_settings=settings.pdfplumber_settings(rules))


def _page_words(page: Any, settings: TableSettings) -> list[dict[str, Any]]:
    return page.extract_words(
        x_tolerance=settings.word_x_tolerance,
        y_tolerance=settings.word_y_tolerance,
        keep_blank_chars=False,
        return_chars=True,
    )


def _split_words_at_cells(words: Sequence[dict[str, Any]], cells: Sequence[BBox]) -> list[Word]:
    """Words inside the table, cut where their characters fall into different cells.

    pdfplumber joins characters closer than x_tolerance into one word; a right-aligned number and
    the left-aligned text of the next column can be that close.
    """
    x0s = [c[0] for c in cells]
    x1s = [c[2] for c in cells]
    left, right = min(x0s), max(x1s)
    top, bottom = min(c[1] for c in cells), max(c[3] for c in cells)
    result: list[Word] = []
    for w in words:
        cx, cy = (w["x0"] + w["x1"]) / 2, (w["top"] + w["bottom"]) / 2
        if not (left <= cx <= right and top <= cy <= bottom):
            continue
        chars = [Word(ch["x0"], ch["top"], ch["x1"], ch["bottom"], ch["text"]) for ch in w["chars"]]
        groups: list[list[Word]] = []
        owners = assign_words_to_cells(cells, chars)
        owner_of = {id(ch): i for i, members in enumerate(owners) for ch in members}
        previous: int | None = None
        for ch in chars:
            owner = owner_of.get(id(ch), -1)
            if not groups or owner != previous:
                groups.append([])
            groups[-1].append(ch)
            previous = owner
        for g in groups:
            text = "".join(ch.text for ch in g).strip()
            if text:
                result.append(Word(min(c.x0 for c in g), min(c.top for c in g), max(c.x1 for c in g), max(c.bottom for c in g), text))
    return result


def _table_from_grid(grid: Grid, page_number: int, bbox: BBox, settings: TableSettings) -> ExtractedTable | None:
    caption, core, notes = split_caption_rows(drop_empty_rows_and_columns(grid))
    core = drop_empty_rows_and_columns(core)
    if len(core) < settings.min_rows or not core or len(core[0]) < settings.min_cols:
        return None  # a framed paragraph or a lone box, not a table
    depth = infer_header_row_count(core)
    header, body = header_and_body(core, header_rows=depth)
    return ExtractedTable(
        page_number=page_number,
        bbox=bbox,
        header=header,
        rows=body,
        grid=core,
        header_row_count=depth,
        caption=[" ".join(c.split()) for c in caption],
        notes=[" ".join(n.split()) for n in notes],
    )


def extract_tables(page: Any, settings: TableSettings | None = None) -> list[ExtractedTable]:
    """Ruled tables of a pdfplumber page, top to bottom, with merged cells spread over their span."""
    settings = settings or TableSettings()
    found = _find_ruled_tables(page, settings)
    if not found:
        return []
    words = _page_words(page, settings)
    tables: list[ExtractedTable] = []
    for table in sorted(found, key=lambda t: (t.bbox[1], t.bbox[0])):
        cells: list[BBox] = [tuple(c) for c in table.cells]  # type: ignore[misc]
        boxes = lattice_text_boxes(
            cells, _split_words_at_cells(words, cells), numeric_share=settings.stacked_rows_numeric_share
        )
        extracted = _table_from_grid(grid_from_text_boxes(boxes), page.page_number, tuple(float(v) for v in table.bbox), settings)
        if extracted is not None:
            tables.append(extracted)
    return tables


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
