"""Reading order of mixed pages (models/documents/layout.py `reading_regions`, a recursive XY-cut) and drop caps,
on synthetic word boxes: a page's lines laid out the way a typesetter would (10 pt type on 12 pt leading, word
spaces of 3 pt, a 24 pt gutter) and read back region by region."""

from __future__ import annotations

import math

from models.documents.layout import attach_drop_caps, drop_caps, reading_regions

SIZE, LEADING, SPACE = 10.0, 12.0, 3.0
PAGE = (50.0, 562.0)  # text block: x0, x1
COLUMNS = [(50.0, 294.0), (318.0, 562.0)]  # two columns, a 24 pt gutter


def line(label: str, x0: float, x1: float, top: float, words: int = 6) -> list[tuple[str, tuple]]:
    """One text line of `words` words filling x0..x1 (justified); each word labelled with the line's label."""
    width = (x1 - x0 - SPACE * (words - 1)) / words
    return [(label, (x0 + i * (width + SPACE), top, x0 + i * (width + SPACE) + width, top + SIZE))
            for i in range(words)]


def block(prefix: str, x0: float, x1: float, top: float, count: int, words: int = 6) -> list[tuple[str, tuple]]:
    return [word for i in range(count) for word in line(f"{prefix}{i + 1}", x0, x1, top + i * LEADING, words)]


def read(words: list[tuple[str, tuple]]) -> list[str]:
    """The line labels in reading order: region by region, top to bottom and left to right inside one (each glyph,
    here each word, goes to the region its centre lies in, as tasks/ingest/pdf_extract.py assigns glyphs)."""
    regions = reading_regions([box for _, box in words])
    order: list[str] = []
    for region in regions:
        inside = sorted((box[1], box[0], label) for label, box in words
                        if region[0] <= (box[0] + box[2]) / 2 < region[2] and region[1] <= (box[1] + box[3]) / 2 < region[3])
        for _, _, label in inside:
            if not order or order[-1] != label:
                order.append(label)
    return order


def labels(prefix: str, count: int) -> list[str]:
    return [f"{prefix}{i + 1}" for i in range(count)]


def test_a_single_column_page_is_one_region():
    words = block("P", *PAGE, top=72, count=8) + block("Q", *PAGE, top=72 + 8 * LEADING + 10, count=5)
    assert reading_regions([box for _, box in words]) == [(-math.inf, -math.inf, math.inf, math.inf)]
    assert read(words) == labels("P", 8) + labels("Q", 5)


def test_a_title_over_two_columns_is_read_first_and_whole():
    title = line("T", 200, 412, 40, words=4)  # centred: it runs across the gutter
    left = block("L", *COLUMNS[0], top=72, count=10)
    right = block("R", *COLUMNS[1], top=72, count=10)  # same baselines as the left column
    assert read(title + left + right) == ["T", *labels("L", 10), *labels("R", 10)]


def test_a_full_width_paragraph_between_two_column_parts_stays_in_its_place():
    top_left, top_right = block("A", *COLUMNS[0], top=72, count=6), block("B", *COLUMNS[1], top=72, count=6)
    middle = block("F", *PAGE, top=72 + 6 * LEADING + 8, count=3, words=12)  # fills the gutter
    below = 72 + 9 * LEADING + 16
    bottom_left, bottom_right = block("C", *COLUMNS[0], top=below, count=6), block("D", *COLUMNS[1], top=below, count=6)
    words = top_left + top_right + middle + bottom_left + bottom_right
    assert read(words) == [*labels("A", 6), *labels("B", 6), *labels("F", 3), *labels("C", 6), *labels("D", 6)]


def test_columns_whose_paragraph_breaks_line_up_are_still_read_column_by_column():
    """Both columns leave a blank line at the same height: the two bands share the gutter and stay one part."""
    title = line("T", 200, 412, 40, words=4)
    upper = block("L", *COLUMNS[0], top=72, count=4) + block("R", *COLUMNS[1], top=72, count=4)
    lower_top = 72 + 5 * LEADING
    lower = block("M", *COLUMNS[0], top=lower_top, count=4) + block("S", *COLUMNS[1], top=lower_top, count=4)
    assert read(title + upper + lower) == ["T", *labels("L", 4), *labels("M", 4), *labels("R", 4), *labels("S", 4)]


def test_a_three_column_block_is_read_left_to_right():
    columns = [(50.0, 210.0), (226.0, 386.0), (402.0, 562.0)]
    words = [word for prefix, (x0, x1) in zip("ABC", columns) for word in block(prefix, x0, x1, top=72, count=8, words=4)]
    assert read(words) == [*labels("A", 8), *labels("B", 8), *labels("C", 8)]


def test_a_grid_of_many_narrow_columns_is_read_across_as_one_region():
    """A table-like grid (six columns of short cells): more than three columns are not prose columns."""
    xs = [(50 + 85 * i, 50 + 85 * i + 60) for i in range(6)]
    words = [(f"row{r}", (x0, 72 + r * LEADING, x1, 72 + r * LEADING + SIZE)) for r in range(8) for x0, x1 in xs]
    assert reading_regions([box for _, box in words]) == [(-math.inf, -math.inf, math.inf, math.inf)]
    assert read(words) == [f"row{r}" for r in range(8)]


def test_words_that_stand_apart_on_one_line_are_not_columns():
    """A heading at the left and a date at the right on one line, over a single-column page."""
    words = (line("H", 50, 150, 40, words=2) + line("H", 480, 562, 40, words=2)
             + block("P", *PAGE, top=72, count=6))
    assert read(words) == ["H", *labels("P", 6)]


def test_a_running_header_over_the_columns_is_read_whole_not_cut_at_the_gutter():
    header = line("H", *PAGE, top=30, words=10)  # a word space may fall on the gutter: still one line
    left = block("L", *COLUMNS[0], top=60, count=12)
    right = block("R", *COLUMNS[1], top=60, count=12)
    assert read(header + left + right) == ["H", *labels("L", 12), *labels("R", 12)]


def test_a_drop_cap_joins_the_first_word_of_the_text_beside_it():
    body = [(letter, (72.0 + 6 * i, 100.0 + 12 * row, 78.0 + 6 * i, 111.5 + 12 * row))
            for row in range(4) for i, letter in enumerate("hisrelease")]
    cap = ("T", (50.0, 98.0, 71.5, 139.5))  # 3.6 times the body size, beside the first three lines
    glyphs = [cap, *body]
    assert drop_caps(glyphs) == [0]
    lines = [("his release of the Bureau", (72.0, 100.0, 290.0, 111.5)), ("of Labor Statistics", (72.0, 112.0, 290.0, 123.5))]
    joined = attach_drop_caps(lines, [cap], body=11.5)
    assert joined[0] == ("This release of the Bureau", (50.0, 98.0, 290.0, 139.5))
    assert joined[1] == lines[1]
    # text that starts a word space or more away from the cap: the cap is a word of its own ("A long time")
    spaced = attach_drop_caps([("long time ago", (76.0, 100.0, 290.0, 111.5))], [("A", (50.0, 98.0, 71.5, 139.5))], body=11.5)
    assert spaced[0][0] == "A long time ago"


def test_a_big_headline_letter_is_not_a_drop_cap():
    """A one-letter word of a headline stands beside other big letters, not beside body text."""
    headline = [(letter, (50.0 + 26 * i, 40.0, 72.0 + 26 * i, 81.5)) for i, letter in enumerate("A-Tale")]
    body = [(letter, (50.0 + 6 * i, 100.0 + 12 * row, 56.0 + 6 * i, 111.5 + 12 * row))
            for row in range(6) for i, letter in enumerate("sometext")]
    assert drop_caps(headline + body) == []
    assert drop_caps(body) == []
