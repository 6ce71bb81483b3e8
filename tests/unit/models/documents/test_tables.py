"""Pure table rules: merged-cell repair, header/body, Markdown, packing, layout from words."""

from __future__ import annotations

import pytest

from models.documents.tables import (
    TextBox,
    Word,
    combine_header_rows,
    drop_empty_rows_and_columns,
    escape_markdown_cell,
    group_into_lines,
    header_and_body,
    infer_header_row_count,
    is_numeric_text,
    lattice_text_boxes,
    layout_text_boxes,
    markdown_header_lines,
    markdown_row,
    normalise_cell_text,
    pack_table_rows,
    repair_merged_cells,
    segment_line,
    split_caption_rows,
    text_column_edges,
)

# A 3-row table in pdfplumber's row format: columns start at x = 0, 60, 120; rows at top = 0, 10, 20.
# "Q1" spans columns 1-2 of the header; "North" spans rows 1-2 of the first column.
CELL_BOXES = [
    [(0, 0, 60, 10), (60, 0, 180, 10), None],
    [(0, 10, 60, 30), (60, 10, 120, 20), (120, 10, 180, 20)],
    [None, (60, 20, 120, 30), (120, 20, 180, 30)],
]
TEXTS = [
    ["Region", "Q1", None],
    ["North", "Revenue", "Cost"],
    [None, "10", ""],
]


def test_merged_cells_are_spread_over_their_span() -> None:
    assert repair_merged_cells(CELL_BOXES, TEXTS) == [
        ["Region", "Q1", "Q1"],
        ["North", "Revenue", "Cost"],
        ["North", "10", ""],  # the genuinely empty cell stays empty
    ]


def test_ragged_input_is_rejected() -> None:
    with pytest.raises(ValueError, match="ragged"):
        repair_merged_cells([[(0, 0, 10, 10), (10, 0, 20, 10)], [(0, 10, 10, 20)]], [["a", "b"], ["c"]])
    with pytest.raises(ValueError):
        repair_merged_cells(CELL_BOXES, TEXTS[:2])


def test_text_without_a_box_is_rejected() -> None:
    with pytest.raises(ValueError, match="no cell box"):
        repair_merged_cells([[(0, 0, 10, 10), None]], [["a", "stray"]])


def test_two_row_header_is_combined_under_its_group_label() -> None:
    grid = [
        ["Region", "Q1", "Q1", "Q2"],
        ["Region", "Revenue", "Cost", "Q2"],
        ["North", "10", "4", "7"],
        ["", "", "", ""],
    ]
    header, body = header_and_body(grid)
    assert header == ["Region", "Q1 / Revenue", "Q1 / Cost", "Q2"]
    assert body == [["North", "10", "4", "7"]]  # the empty row is dropped


def test_header_depth_from_merge_mask_beats_repeated_values() -> None:
    # Identical neighbours in a data row are not a group label when the layout says nothing merged.
    grid = [["01/26/2016", "01/26/2016", "Acme"], ["02/01/2016", "03/31/2016", "Beta"], ["x", "y", "z"]]
    no_merges = [[False] * 3 for _ in grid]
    assert infer_header_row_count(grid, no_merges) == 1
    merged_label = [[True, True, False], [False] * 3, [False] * 3]
    assert infer_header_row_count(grid, merged_label) == 2


def test_header_parts_are_not_repeated_and_whitespace_is_collapsed() -> None:
    assert combine_header_rows([["State", "to air\nkg/year"], ["State", ""]]) == ["State", "to air kg/year"]


def test_full_width_rows_become_caption_and_notes() -> None:
    grid = [["Title", "Title"], ["a", "b"], ["1", "2"], ["* note", "* note"]]
    assert split_caption_rows(grid) == (["Title"], [["a", "b"], ["1", "2"]], ["* note"])


def test_empty_rows_and_columns_are_dropped() -> None:
    assert drop_empty_rows_and_columns([["a", "", "b"], [" ", "", ""], ["c", "", "d"]]) == [["a", "b"], ["c", "d"]]


def test_markdown_escapes_pipes_and_newlines() -> None:
    assert escape_markdown_cell("a|b\nc  d") == "a\\|b c d"
    assert markdown_row(["x|y", "1\n2"]) == "| x\\|y | 1 2 |"
    assert markdown_header_lines(["A", "B|C"]) == ["| A | B\\|C |", "|---|---|"]


def test_pack_table_rows_repeats_the_header_in_every_chunk() -> None:
    header = markdown_header_lines(["A", "B"])
    rows = [markdown_row([str(i), str(i)]) for i in range(5)]
    groups = pack_table_rows(header, rows, [4, 4, 4, 20, 4], max_tokens=12, header_token_count=3)
    assert all(group[:2] == header for group in groups)
    assert [group[2:] for group in groups] == [rows[0:2], rows[2:3], rows[3:4], rows[4:5]]
    with pytest.raises(ValueError):
        pack_table_rows(header, rows, [1, 2], max_tokens=10)


def test_normalised_cell_text() -> None:
    assert normalise_cell_text("  ﬁnancial\n  Companies ") == "financial companies"


def test_numbers_and_words() -> None:
    assert all(is_numeric_text(t) for t in ["1,234", "98 452", "-3.5%", "(12)", "0,0001"])
    assert not any(is_numeric_text(t) for t in ["to air", "kg/year", "Q1", ""])


# ---- layout from ruled cells and words --------------------------------------------------------


def word(x0: float, top: float, text: str, width: float | None = None, height: float = 6.0) -> Word:
    return Word(x0, top, x0 + (width if width is not None else 4.0 * len(text)), top + height, text)


def test_words_cluster_into_lines_with_subscripts() -> None:
    lines = group_into_lines([word(0, 0, "CO"), word(9, 2, "2", height=4), word(0, 10, "next")])
    assert [[w.text for w in line] for line in lines] == [["CO", "2"], ["next"]]


def test_line_layouts() -> None:
    edges = [50.0, 100.0]  # three columns: 0-50, 50-100, 100-150
    gridded = segment_line([word(5, 0, "Handgun"), word(60, 0, "Long"), word(110, 0, "Other")], 0, 150, edges)
    assert gridded.kind == "gridded" and gridded.segments == ((0, "Handgun"), (1, "Long"), (2, "Other"))
    assert segment_line([word(62, 0, "Pre-Pawn", width=26)], 0, 150, edges).kind == "spanning"  # centred
    assert segment_line([word(40, 0, "Return", width=24)], 0, 150, edges).kind == "spanning"  # crosses
    assert segment_line([word(5, 0, "Total")], 0, 150, edges).kind == "local"


def test_stacked_numeric_rows_in_one_ruled_band_become_rows() -> None:
    cells = [(0, 0, 50, 30), (50, 0, 100, 30)]
    words = [word(2, 1, "Alabama"), word(60, 1, "18,870"), word(2, 11, "Alaska"), word(60, 11, "209")]
    assert layout_text_boxes(lattice_text_boxes(cells, words)).grid == [["Alabama", "18,870"], ["Alaska", "209"]]


def test_wrapped_header_labels_stay_one_row() -> None:
    cells = [(0, 0, 50, 30), (50, 0, 100, 30)]
    words = [
        word(2, 1, "to"), word(12, 1, "air"), word(2, 11, "kg/year"),
        word(52, 1, "to"), word(62, 1, "land"), word(52, 11, "kg/year"),
    ]
    assert layout_text_boxes(lattice_text_boxes(cells, words)).grid == [["to air\nkg/year", "to land\nkg/year"]]


def test_group_label_over_column_labels_in_one_ruled_cell() -> None:
    # Header band: "State", then one ruled cell over two body columns holding "Pre-Pawn" above
    # "Handgun  Long Gun" (the ruling has no separator there, as in the NICS header).
    cells = [(0, 0, 40, 20), (40, 0, 140, 20), (0, 20, 40, 30), (40, 20, 90, 30), (90, 20, 140, 30)]
    words = [
        word(2, 11, "State"), word(74, 1, "Pre-Pawn", width=32),
        word(45, 11, "Handgun"), word(95, 11, "Long"), word(115, 11, "Gun"),
        word(2, 21, "AL"), word(45, 21, "14"), word(95, 21, "15"),
    ]
    layout = layout_text_boxes(lattice_text_boxes(cells, words))
    assert layout.grid == [["", "Pre-Pawn", "Pre-Pawn"], ["State", "Handgun", "Long Gun"], ["AL", "14", "15"]]
    assert layout.merged_across[0] == [False, True, True]
    header, body = header_and_body(layout.grid, infer_header_row_count(layout.grid, layout.merged_across))
    assert header == ["State", "Pre-Pawn / Handgun", "Pre-Pawn / Long Gun"]
    assert body == [["AL", "14", "15"]]


def test_gutter_columns_between_double_rules_vanish() -> None:
    # Text boxes from cells separated by a 5pt gutter; the header box spans the gutter.
    boxes = [
        TextBox(0, 0, 105, 10, "Substance"),
        TextBox(110, 0, 200, 10, "Share"),
        TextBox(0, 10, 100, 20, "Cannabis"),
        TextBox(110, 10, 200, 20, "9.6%"),
    ]
    assert layout_text_boxes(boxes).grid == [["Substance", "Share"], ["Cannabis", "9.6%"]]


def test_unruled_columns_come_from_white_channels() -> None:
    # One ruled cell holding a booktabs-style table: three lines, label column and value column.
    cell = (0, 0, 200, 40)
    words = [word(2, 1 + 10 * i, label) for i, label in enumerate(["Age", "Men", "East"])]
    words += [word(150, 1 + 10 * i, value) for i, value in enumerate(["50.8", "0.47", "0.28"])]
    edges = text_column_edges([words])
    assert len(edges) == 1 and 20 < edges[0] < 150
    grid = layout_text_boxes(lattice_text_boxes([cell], words)).grid
    assert grid == [["Age", "50.8"], ["Men", "0.47"], ["East", "0.28"]]
    # A justified heading with one wide word gap on one line is not a column.
    assert text_column_edges([[word(2, 1, "Number"), word(150, 1, "of"), word(2, 11, "companies")]]) == []


# ---- pure helpers of the PDF side -------------------------------------------------------------


def test_open_sided_table_gets_closing_rules() -> None:
    from tasks.ingest.pdf_tables import closing_segments

    # Three full-width horizontal rules, no verticals: closed on both sides between consecutive rules.
    h_rules = [(10.0, y, 200.0, y) for y in (0.0, 20.0, 60.0)]
    closing = closing_segments(h_rules, [])
    expected = [(x, top, x, bottom) for x in (10.0, 200.0) for top, bottom in ((0.0, 20.0), (20.0, 60.0))]
    assert sorted(closing) == sorted(expected)
    # Framed tables (ends met by vertical rules) are left alone.
    frame = [(10.0, 0.0, 10.0, 60.0), (200.0, 0.0, 200.0, 60.0)]
    assert closing_segments(h_rules, frame) == []
    # A vertical rule running past the last horizontal rule closes the bottom row.
    bottom = closing_segments([(10.0, 0.0, 200.0, 0.0), (10.0, 20.0, 200.0, 20.0)], [(100.0, 0.0, 100.0, 35.0)])
    assert (10.0, 35.0, 200.0, 35.0) in bottom


def test_orientation_round_trip() -> None:
    from tasks.ingest.pdf_tables import _Orientation

    for direction in ("ltr", "ttb", "btt", "rtl"):
        orientation = _Orientation(direction, 612.0, 1008.0)
        box = (10.0, 20.0, 110.0, 45.0)
        assert orientation.to_page(orientation.to_view(box)) == pytest.approx(box)


def test_overprinted_blanks_are_found() -> None:
    from tasks.ingest.pdf_tables import overprinted_blanks

    digit = {"text": "0", "x0": 0.0, "x1": 6.0, "top": 10.0}
    digit2 = {"text": "3", "x0": 6.0, "x1": 12.0, "top": 10.0}
    over = {"text": " ", "x0": 4.0, "x1": 8.0, "top": 10.0}
    gap = {"text": " ", "x0": 12.0, "x1": 15.0, "top": 10.0}
    assert overprinted_blanks([digit, digit2, over, gap]) == {id(over)}
