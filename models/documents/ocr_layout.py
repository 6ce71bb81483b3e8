"""OCR layout: recognised text boxes -> lines -> blocks -> reading order, and page orientation from box shapes.

Engines return text boxes in whatever order their detector found them. A multi-column magazine page read
top-to-bottom interleaves the columns, so the boxes are grouped into lines, lines into blocks (a column
piece), and blocks are ordered with Breuel's topological rules (2003): a block comes before another when
their x-ranges overlap and it lies above, or when it lies wholly to the left and nothing between them in
height spans both. Pure geometry; no engine, image or file IO here.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import pairwise

Box = tuple[float, float, float, float]  # x0, y0, x1, y1 in pixels, origin top-left


@dataclass(frozen=True)
class OcrBox:
    """One recognised text segment, as an engine returns it (a word or a piece of a line)."""

    text: str
    box: Box
    confidence: float  # 0..1

    @property
    def height(self) -> float:
        return self.box[3] - self.box[1]

    @property
    def width(self) -> float:
        return self.box[2] - self.box[0]


def axis_aligned(points: Iterable[Sequence[float]]) -> Box:
    """The axis-aligned box around a detector's polygon (4 corner points, possibly slightly rotated)."""
    xs, ys = zip(*((float(point[0]), float(point[1])) for point in points))
    return min(xs), min(ys), max(xs), max(ys)


@dataclass(frozen=True)
class OcrLine:
    text: str
    box: Box
    confidence: float  # mean over its segments, weighted by characters


@dataclass(frozen=True)
class LayoutSettings:
    """Thresholds in units of the median text-box height, so they hold at any DPI.

    - `band_gap`: a horizontal strip this tall with no text separates bands (title / body / footer) that are
      read one after the other. Larger than the leading between lines (~0.3) so a column isn't cut per line.
    - `gutter_width`: a vertical strip at least this wide that (almost) no box crosses is a column gutter.
    - `float_share`: the share of boxes allowed to cross a gutter; those boxes are floats (captions, pull
      quotes straddling the columns) and are read after the columns they interrupt.
    """

    band_gap: float = 0.8
    gutter_width: float = 0.25
    float_share: float = 0.1


def reading_order(boxes: list[OcrBox], settings: LayoutSettings = LayoutSettings()) -> list[list[OcrLine]]:
    """Text boxes -> blocks of lines in reading order (recursive XY-cut with floats).

    A band split (horizontal gap) is tried first, then a column split (vertical gutters); a region with
    neither is one column and its boxes become lines, top to bottom. Returns one list of lines per leaf
    region (a paragraph-ish block) so callers can keep block breaks.
    """
    boxes = [box for box in boxes if box.text.strip() and box.height > 0]
    if not boxes:
        return []
    unit = _median([box.height for box in boxes])
    blocks: list[list[OcrLine]] = []
    _xy_cut(boxes, unit, settings, blocks)
    return blocks


def _xy_cut(boxes: list[OcrBox], unit: float, settings: LayoutSettings, out: list[list[OcrLine]]) -> None:
    bands = _bands(boxes, settings.band_gap * unit)
    if len(bands) > 1:
        for band in bands:
            _xy_cut(band, unit, settings, out)
        return
    columns, floats = _columns(boxes, settings.gutter_width * unit, settings.float_share)
    if len(columns) > 1:
        for column in columns:
            _xy_cut(column, unit, settings, out)
        if floats:
            _xy_cut(floats, unit, settings, out)
        return
    out.append(group_lines(boxes))


def _bands(boxes: list[OcrBox], min_gap: float) -> list[list[OcrBox]]:
    """Split where a horizontal strip at least `min_gap` tall holds no box; top to bottom."""
    ordered = sorted(boxes, key=lambda box: box.box[1])
    bands: list[list[OcrBox]] = [[ordered[0]]]
    bottom = ordered[0].box[3]
    for box in ordered[1:]:
        if box.box[1] - bottom >= min_gap:
            bands.append([])
        bands[-1].append(box)
        bottom = max(bottom, box.box[3])
    return bands


def _columns(boxes: list[OcrBox], min_width: float, float_share: float) -> tuple[list[list[OcrBox]], list[OcrBox]]:
    """Split at vertical gutters crossed by at most `float_share` of the boxes; left to right, plus floats.

    The gutters are the strips at least `min_width` wide crossed by the fewest boxes (0 first, then 1, ...
    up to the allowed share); the boxes straddling a cut are the floats.
    """
    segments = _coverage(boxes)
    allowed = int(float_share * len(boxes))
    cuts: list[float] = []
    for crossing in range(allowed + 1):
        cuts = [(x0 + x1) / 2 for x0, x1 in _strips(segments, crossing) if x1 - x0 >= min_width]
        if cuts:
            break
    if not cuts:
        return [boxes], []
    floats = [box for box in boxes if any(box.box[0] < cut < box.box[2] for cut in cuts)]
    edges = [min(box.box[0] for box in boxes), *cuts, max(box.box[2] for box in boxes) + 1]
    columns = [
        [box for box in boxes if box not in floats and edges[i] <= (box.box[0] + box.box[2]) / 2 < edges[i + 1]]
        for i in range(len(edges) - 1)
    ]
    columns = [column for column in columns if column]
    if len(columns) < 2:
        return [boxes], []
    return columns, floats


def _coverage(boxes: list[OcrBox]) -> list[tuple[float, float, int]]:
    """How many boxes cover each x-interval between the leftmost and rightmost box edge (exact sweep)."""
    events = sorted([(box.box[0], 1) for box in boxes] + [(box.box[2], -1) for box in boxes])
    segments: list[tuple[float, float, int]] = []
    count = 0
    for (x, delta), (next_x, _) in pairwise(events):
        count += delta
        if next_x > x:
            segments.append((x, next_x, count))
    return segments


def _strips(segments: list[tuple[float, float, int]], crossing: int) -> list[tuple[float, float]]:
    """Maximal interior x-strips covered by at most `crossing` boxes (a strip at the region's edge is margin)."""
    strips: list[tuple[float, float]] = []
    for x0, x1, count in segments:
        if count > crossing:
            continue
        if strips and strips[-1][1] == x0:
            strips[-1] = (strips[-1][0], x1)
        else:
            strips.append((x0, x1))
    return [(x0, x1) for x0, x1 in strips if x0 > segments[0][0] and x1 < segments[-1][1]]


def group_lines(boxes: list[OcrBox]) -> list[OcrLine]:
    """Boxes of one column -> lines, top to bottom; segments of a line joined left to right with a space.

    A box joins the current line when each one's vertical centre lies inside the other's extent: a big
    headline that merely overlaps the smaller line under it stays a line of its own.
    """
    rows: list[list[OcrBox]] = []
    for box in sorted(boxes, key=lambda b: (b.box[1] + b.box[3]) / 2):
        if rows and _same_line(rows[-1], box):
            rows[-1].append(box)
        else:
            rows.append([box])
    return [_line(sorted(row, key=lambda b: b.box[0])) for row in rows]


def _same_line(row: list[OcrBox], box: OcrBox) -> bool:
    top = min(b.box[1] for b in row)
    bottom = max(b.box[3] for b in row)
    row_centre = (top + bottom) / 2
    box_centre = (box.box[1] + box.box[3]) / 2
    return top <= box_centre <= bottom and box.box[1] <= row_centre <= box.box[3]


def _line(segments: list[OcrBox]) -> OcrLine:
    chars = [max(1, len(segment.text)) for segment in segments]
    return OcrLine(
        text=" ".join(segment.text.strip() for segment in segments),
        box=(
            min(s.box[0] for s in segments), min(s.box[1] for s in segments),
            max(s.box[2] for s in segments), max(s.box[3] for s in segments),
        ),
        confidence=sum(s.confidence * n for s, n in zip(segments, chars)) / sum(chars),
    )


def _median(values: list[float]) -> float:
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2
