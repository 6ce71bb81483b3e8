"""Reading order of OCR boxes: lines, bands, columns, floats (models/documents/ocr_layout.py)."""

from __future__ import annotations

import pytest

from models.documents.ocr_layout import OcrBox, axis_aligned, group_lines, reading_order

H = 20  # text height in the fixtures, pixels


def box(text: str, x0: float, y0: float, x1: float, height: float = H, confidence: float = 1.0) -> OcrBox:
    return OcrBox(text, (x0, y0, x1, y0 + height), confidence)


def texts(blocks: list) -> list[str]:
    return [line.text for block in blocks for line in block]


def test_segments_of_one_line_are_joined_left_to_right() -> None:
    lines = group_lines([box("world", 120, 2, 200), box("hello", 0, 0, 100), box("next", 0, 30, 80)])
    assert [line.text for line in lines] == ["hello world", "next"]
    assert lines[0].box == (0, 0, 200, 22)


def test_a_big_headline_overlapping_the_line_below_stays_its_own_line() -> None:
    headline = box("正品促销", 0, 0, 320, height=110)
    below = box("大桶装更划算", 67, 92, 256, height=37)
    assert [line.text for line in group_lines([below, headline])] == ["正品促销", "大桶装更划算"]


def test_line_confidence_is_weighted_by_characters() -> None:
    (line,) = group_lines([box("aaaaaaaa", 0, 0, 80, confidence=1.0), box("bb", 100, 0, 120, confidence=0.5)])
    assert line.confidence == pytest.approx((8 * 1.0 + 2 * 0.5) / 10)


def two_column_page(caption: bool) -> list[OcrBox]:
    boxes = []
    for row in range(6):
        y = 100 + row * 30
        boxes.append(box(f"left {row}", 0, y, 300))
        boxes.append(box(f"right {row}", 330, y, 630))
    boxes.append(box("Title across both columns", 100, 0, 530, height=40))
    boxes.append(box("footer 93", 580, 400, 630))
    if caption:  # straddles the gutter at x 300..330, like a photo caption between the columns
        boxes.append(box("CAPTION", 250, 190, 380, height=16))
    return boxes


def test_columns_are_read_one_after_the_other_between_title_and_footer() -> None:
    order = texts(reading_order(two_column_page(caption=False)))
    assert order == ["Title across both columns", *(f"left {r}" for r in range(6)),
                     *(f"right {r}" for r in range(6)), "footer 93"]


def test_a_box_straddling_the_gutter_is_a_float_read_after_the_columns() -> None:
    order = texts(reading_order(two_column_page(caption=True)))
    assert order.index("CAPTION") == order.index("right 5") + 1
    assert order[1:7] == [f"left {r}" for r in range(6)]


def test_single_column_page_is_top_to_bottom_and_ragged_lines_make_no_gutter() -> None:
    lines = [box("a full line of text here", 0, 0, 400), box("short", 0, 30, 90), box("another long line", 0, 60, 380)]
    assert texts(reading_order(lines)) == ["a full line of text here", "short", "another long line"]


def test_empty_and_blank_boxes_give_no_blocks() -> None:
    assert reading_order([]) == []
    assert reading_order([box("   ", 0, 0, 10)]) == []


def test_axis_aligned_box_of_a_slightly_rotated_polygon() -> None:
    assert axis_aligned([[10, 5], [110, 8], [109, 30], [9, 27]]) == (9.0, 5.0, 110.0, 30.0)
