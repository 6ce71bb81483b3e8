"""Line boxes joined across a column gutter are cut where the lines around them stop and start
(`tasks.ingest.ocr_engines.rapid.split_at_gutters`), and line crops reach a little past the box's ends
(`widen_lines`), and the orientation probe cuts a long line into pieces of the line classifier's input shape
(`line_windows`): pure geometry on the detector's quads and crops."""

from __future__ import annotations

import numpy as np

from models.documents.ocr_layout import axis_aligned
from tasks.ingest.ocr_engines.rapid import line_windows, split_at_gutters, widen_lines

LEFT, RIGHT = (100.0, 700.0), (730.0, 1330.0)  # two columns, a 30 px gutter: under a line height (40 px)


def _quad(x0: float, y0: float, x1: float, y1: float) -> list[list[float]]:
    return [[x0, y0], [x1, y0], [x1, y1], [x0, y1]]


def _page(row_boxes: dict[int, list[tuple[float, float]]], rows: int = 6) -> list[list[list[float]]]:
    """Two columns of 40 px lines every 50 px; `row_boxes` replaces a row's two boxes with others."""
    quads = []
    for row in range(rows):
        top = 300.0 + 50 * row
        for x0, x1 in row_boxes.get(row, [LEFT, RIGHT]):
            quads.append(_quad(x0, top, x1, top + 40))
    return quads


def _boxes(quads: np.ndarray) -> list[tuple[int, ...]]:
    return sorted(tuple(round(v) for v in axis_aligned(quad)) for quad in quads)


def test_a_line_joined_across_the_gutter_is_cut_at_the_neighbours_edges() -> None:
    quads = np.array(_page({2: [(LEFT[0], RIGHT[1])]}), np.float32)
    assert _boxes(split_at_gutters(quads)) == _boxes(np.array(_page({}), np.float32))


def test_two_joined_lines_next_to_each_other_are_both_cut() -> None:
    """At the top of the columns the detector joined two lines in a row: the rows below still show the gutter."""
    quads = np.array(_page({0: [(LEFT[0], RIGHT[1])], 1: [(LEFT[0], RIGHT[1])]}), np.float32)
    assert _boxes(split_at_gutters(quads)) == _boxes(np.array(_page({}), np.float32))


def test_a_box_reaching_over_the_gutter_is_trimmed_back() -> None:
    quads = np.array(_page({3: [LEFT, (680.0, RIGHT[1])]}), np.float32)
    assert _boxes(split_at_gutters(quads)) == _boxes(np.array(_page({}), np.float32))


def test_a_headline_over_both_columns_and_a_page_of_one_column_stay_whole() -> None:
    headline = [_quad(LEFT[0], 180.0, RIGHT[1], 280.0)]  # 100 px tall: bigger than the body lines
    quads = np.array(headline + _page({}), np.float32)
    assert _boxes(split_at_gutters(quads)) == _boxes(quads)
    one_column = np.array(_page({row: [(LEFT[0], RIGHT[1])] for row in range(6)}), np.float32)
    assert _boxes(split_at_gutters(one_column)) == _boxes(one_column)
    assert split_at_gutters(np.zeros((0, 4, 2), np.float32)).shape == (0, 4, 2)


def test_line_crops_reach_past_both_ends_along_the_line_and_stay_on_the_image() -> None:
    level = np.array([_quad(100, 300, 700, 340)], np.float32)  # 40 px tall: 4 px at each end with pad 0.1
    assert _boxes(widen_lines(level, (1000, 1400, 3), 0.1)) == [(96, 300, 704, 340)]
    sloped = np.array([[[100, 300], [700, 330], [698, 370], [98, 340]]], np.float32)  # a skewed scan's line
    widened = widen_lines(sloped, (1000, 1400, 3), 0.1)
    step = widened[0, 1] - sloped[0, 1]
    along = (sloped[0, 1] - sloped[0, 0]) / np.linalg.norm(sloped[0, 1] - sloped[0, 0])
    assert np.allclose(step / np.linalg.norm(step), along, atol=1e-4)  # along the line, not along x
    at_edge = np.array([_quad(0, 300, 1399, 340)], np.float32)
    assert _boxes(widen_lines(at_edge, (1000, 1400, 3), 0.1)) == [(0, 300, 1399, 340)]
    assert widen_lines(level, (1000, 1400, 3), 0.0) is level


def test_a_long_line_is_probed_in_pieces_of_the_classifiers_shape_spread_along_it() -> None:
    line = np.arange(30 * 1100, dtype=np.float32).reshape(30, 1100)  # a 1100 x 30 px line; classifier input 4:1
    pieces = line_windows(line, aspect=4.0, most=3)
    assert [piece.shape for piece in pieces] == [(30, 120)] * 3
    assert [int(piece[0, 0]) for piece in pieces] == [0, 490, 980]  # start, middle, end of the line
    assert all(piece.flags["C_CONTIGUOUS"] for piece in pieces)
    assert len(line_windows(line[:, :300], aspect=4.0, most=3)) == 3  # 2.5 pieces long: three, overlapping
    short = line[:, :100]
    assert len(line_windows(short, aspect=4.0)) == 1 and line_windows(short, aspect=4.0)[0].shape == (30, 100)
