"""Pure text-alignment table rules on laid-out words (10 pt text, 5 pt per character).

Real-file behaviour (tabula/camelot tables, prose PDFs) is tested in tests/unit/tasks/ingest/test_pdf_tables.py.
"""

from __future__ import annotations

from models.documents.tables import Word, layout_text_boxes
from models.documents.text_tables import find_text_tables, split_segments

EM = 10.0
CHAR = 5.0


def _line(top: float, cells: list[tuple[float, str]]) -> list[Word]:
    """Words of one text line: each (x, text) cell starts at x; its words one space (3 pt) apart."""
    words: list[Word] = []
    for x, text in cells:
        for token in text.split():
            words.append(Word(x, top, x + CHAR * len(token), top + EM, token))
            x += CHAR * len(token) + 3
    return words


def _grid(words: list[Word]) -> list[list[str]]:
    (table,) = find_text_tables(words)
    return layout_text_boxes(table.boxes).grid


NUMBERS = [
    (0, [(20, "Region"), (150, "2019"), (220, "2020"), (290, "2021")]),
    (14, [(20, "North"), (150, "1,200"), (220, "1,350"), (290, "1,410")]),
    (28, [(20, "South"), (150, "980"), (220, "1,020"), (290, "1,100")]),
    (42, [(20, "East"), (150, "2,310"), (220, "2,280"), (290, "2,400")]),
]


def test_aligned_columns_make_a_table() -> None:
    words = [w for top, cells in NUMBERS for w in _line(top, cells)]
    (table,) = find_text_tables(words)
    assert table.strategy == "text" and table.header_rows == 1
    assert layout_text_boxes(table.boxes).grid == [
        ["Region", "2019", "2020", "2021"],
        ["North", "1,200", "1,350", "1,410"],
        ["South", "980", "1,020", "1,100"],
        ["East", "2,310", "2,280", "2,400"],
    ]


def test_word_spaces_do_not_cut_a_cell() -> None:
    segments = split_segments(_line(0, [(0, "New South Wales"), (150, "12")]), gap=0.9 * EM)
    assert [s.text for s in segments] == ["New South Wales", "12"]


def test_prose_is_not_a_table() -> None:
    text = "the quick brown fox jumps over the lazy dog and keeps running far away"
    words = [w for i in range(12) for w in _line(14 * i, [(20, text)])]
    assert find_text_tables(words) == []


def test_two_column_prose_is_not_a_table() -> None:
    left, right = "a page of running text set in two", "columns with a gutter between them here"
    words = [w for i in range(20) for w in _line(14 * i, [(20, left), (260, right)])]
    assert find_text_tables(words) == []


def test_wrapped_cell_is_folded_into_its_row() -> None:
    rows = [
        (0, [(20, "Item"), (150, "Description"), (330, "Cost")]),
        (14, [(20, "A1"), (150, "steel frame with"), (330, "120")]),
        (28, [(150, "bolted joints")]),
        (42, [(20, "B2"), (150, "oak panel"), (330, "80")]),
        (56, [(20, "C3"), (150, "glass pane"), (330, "45")]),
    ]
    grid = _grid([w for top, cells in rows for w in _line(top, cells)])
    assert grid[1] == ["A1", "steel frame with\nbolted joints", "120"]
    assert [r[0] for r in grid] == ["Item", "A1", "B2", "C3"]


def test_side_by_side_tables_are_split() -> None:
    lines = [
        (0, [(20, "City"), (120, "2020"), (180, "2021"), (330, "Town"), (430, "2020"), (490, "2021")]),
        (14, [(20, "Oslo"), (120, "12"), (180, "13"), (330, "Bergen"), (430, "7"), (490, "8")]),
        (28, [(20, "Rome"), (120, "21"), (180, "22"), (330, "Pisa"), (430, "3"), (490, "4")]),
        (42, [(20, "Lyon"), (120, "5"), (180, "6"), (330, "Nice"), (430, "9"), (490, "9")]),
    ]
    tables = find_text_tables([w for top, cells in lines for w in _line(top, cells)])
    grids = [layout_text_boxes(t.boxes).grid for t in sorted(tables, key=lambda t: t.bbox[0])]
    assert [g[0] for g in grids] == [["City", "2020", "2021"], ["Town", "2020", "2021"]]


def test_rules_give_header_and_rows() -> None:
    rows = [
        (0, [(20, "Name"), (150, "Role"), (300, "Office")]),
        (20, [(20, "Ann Lee"), (150, "chair of the"), (300, "Room 1")]),
        (34, [(150, "board")]),
        (54, [(20, "Bo Li"), (150, "clerk"), (300, "Room 2")]),
        (74, [(20, "Cy Ng"), (150, "treasurer"), (300, "Room 3")]),
    ]
    words = [w for top, cells in rows for w in _line(top, cells)]
    h_rules = [(10.0, y, 400.0) for y in (-3.0, 15.0, 49.0, 69.0, 89.0)]  # a rule between every row
    (table,) = find_text_tables(words, h_rules)
    grid = layout_text_boxes(table.boxes).grid
    assert table.strategy == "hybrid" and table.header_rows == 1
    assert grid[1] == ["Ann Lee", "chair of the\nboard", "Room 1"]
    assert len(grid) == 4


def test_a_list_in_two_newspaper_columns_is_one_table() -> None:
    lines = [(14 * i, [(20, str(i + 1)), (80, str(100 + i)), (140, str(200 + i)),
                       (330, str(i + 5)), (390, str(104 + i)), (450, str(204 + i))]) for i in range(4)]
    (table,) = find_text_tables([w for top, cells in lines for w in _line(top, cells)])
    assert [row[0] for row in layout_text_boxes(table.boxes).grid] == [str(n) for n in range(1, 9)]


def test_a_two_column_list_needs_numbers_on_the_right() -> None:
    prices = [(14 * i, [(20, f"Item number {i}"), (300, f"{i + 3},50")]) for i in range(5)]
    words = [(14 * i, [(20, f"Item number {i}"), (300, "see the notes")]) for i in range(5)]
    assert len(find_text_tables([w for top, cells in prices for w in _line(top, cells)])) == 1
    assert find_text_tables([w for top, cells in words for w in _line(top, cells)]) == []


# A statistical-abstract header: a group label centred over two columns, column labels on two lines, the
# last column's label centred over a column whose values are aligned right, a stub label wrapped in lower case.
ABSTRACT = [
    (0, [(180, "Number")]),
    (14, [(150, "Total"), (220, "Male"), (300, "Per")]),
    (28, [(20, "Item"), (150, "units"), (220, "units"), (300, "capita")]),
    (42, [(20, "Northeast"), (150, "1,200"), (220, "1,350"), (330, "1,410")]),
    (56, [(20, "Persons below the")]),
    (70, [(20, "poverty level"), (150, "980"), (220, "1,020"), (330, "1,100")]),
    (84, [(20, "South"), (150, "2,310"), (220, "2,280"), (330, "2,400")]),
]


def test_a_statistical_abstract_header_and_its_wrapped_stub() -> None:
    words = [w for top, cells in ABSTRACT for w in _line(top, cells)]
    grid = _grid(words)
    assert grid[0] == ["", "Number", "Number", ""]  # centred on both its columns, not only the one under it
    assert grid[1] == ["Item", "Total\nunits", "Male\nunits", "Per\ncapita"]  # one cell per two-line label
    assert grid[2] == ["Northeast", "1,200", "1,350", "1,410"]  # "Per capita" and its values: one column
    assert grid[3] == ["Persons below the\npoverty level", "980", "1,020", "1,100"]
    assert len(grid) == 5


def test_a_full_label_line_wraps_whatever_its_last_word() -> None:
    """The line above is as wide as the widest label and the next word would not have fitted after it: the
    label wrapped there, even though it ends in no continuing word and the next line starts with a number."""
    rows = [
        (0, [(20, "Item"), (200, "2019"), (260, "2020")]),
        (14, [(20, "North"), (200, "1,200"), (260, "1,350")]),
        (28, [(20, "Births to women under")]),
        (42, [(20, "20 years old"), (200, "980"), (260, "1,020")]),
        (56, [(20, "South"), (200, "2,310"), (260, "2,280")]),
    ]
    grid = _grid([w for top, cells in rows for w in _line(top, cells)])
    assert grid[2] == ["Births to women under\n20 years old", "980", "1,020"]
    assert len(grid) == 4


def test_a_section_heading_left_of_its_entries_is_a_row_of_its_own() -> None:
    """A heading as wide as the widest label, over entries indented under it: not a wrapped label."""
    rows = [
        (0, [(20, "Item"), (200, "2019"), (260, "2020")]),
        (14, [(20, "Households by type")]),
        (28, [(30, "Married couples"), (200, "1,200"), (260, "1,350")]),
        (42, [(30, "Living alone"), (200, "980"), (260, "1,020")]),
        (56, [(20, "Housing units")]),
        (70, [(30, "Owner occupied"), (200, "2,310"), (260, "2,280")]),
        (84, [(30, "Vacant"), (200, "310"), (260, "280")]),
    ]
    grid = _grid([w for top, cells in rows for w in _line(top, cells)])
    assert [row[0] for row in grid] == ["Item", "Households by type", "Married couples", "Living alone",
                                        "Housing units", "Owner occupied", "Vacant"]


def test_group_labels_over_a_short_table_leave_its_columns_apart() -> None:
    """Three rows of values under a group label centred across two columns: the label crosses the channel
    between them, which the rows of values still show."""
    rows = [
        (0, [(215, "Employment"), (320, "Wages")]),
        (14, [(20, "Item"), (200, "2019"), (260, "2020"), (320, "2021")]),
        (28, [(20, "North"), (200, "1,200"), (260, "1,350"), (320, "7")]),
        (42, [(20, "South"), (200, "980"), (260, "1,020"), (320, "8")]),
        (56, [(20, "East"), (200, "2,310"), (260, "2,280"), (320, "9")]),
    ]
    grid = _grid([w for top, cells in rows for w in _line(top, cells)])
    assert grid[0] == ["", "Employment", "Employment", "Wages"]
    assert grid[1] == ["Item", "2019", "2020", "2021"]
    assert grid[2] == ["North", "1,200", "1,350", "7"]


def test_a_column_edge_goes_past_the_first_line_of_a_wrapped_label() -> None:
    """The rows of values leave a wide channel right of their short labels; the first line of a wrapped
    label reaches into it. The edge goes where no line at all has text, not through that line."""
    rows = [
        (0, [(20, "Item"), (230, "2019"), (290, "2020")]),
        (14, [(20, "North"), (230, "1,200"), (290, "1,350")]),
        (28, [(20, "Persons with income below the poverty")]),
        (42, [(20, "level"), (230, "980"), (290, "1,020")]),
        (56, [(20, "South"), (230, "2,310"), (290, "2,280")]),
    ]
    grid = _grid([w for top, cells in rows for w in _line(top, cells)])
    assert grid[2] == ["Persons with income below the poverty\nlevel", "980", "1,020"]
