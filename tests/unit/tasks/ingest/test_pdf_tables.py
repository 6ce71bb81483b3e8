"""Table extraction on real PDFs from ../shared/testdata (expected values read off the rendered pages).

The literal rows below were read from the PDF by eye (page renderings), not from this code's output.
"""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pdfplumber
import pytest

from models.documents.tables import markdown_header_lines, normalise_cell_text
from tasks.core.paths import SHARED_TESTDATA
from tasks.core.settings import load_settings
from tasks.evaluation.tables import NO_TABLE_PDFS, measure_table_accuracy
from tasks.ingest.pdf_tables import ExtractedTable, extract_tables, page_without_tables, table_settings

TESTDATA = SHARED_TESTDATA
TABLES = table_settings(load_settings().ingest)  # what ingestion extracts with
NICS = TESTDATA / "pdf" / "nics-background-checks-2015-11.pdf"
NICS_ROTATED = TESTDATA / "pdf" / "nics-background-checks-2015-11-rotated.pdf"
ICDAR = TESTDATA / "tables" / "icdar2013-eu"

pytestmark = pytest.mark.skipif(
    not TESTDATA.is_dir(), reason=f"shared test data not found at {TESTDATA} (expected next to the repo)"
)

NICS_HEADER = [
    "State / Territory", "Permit", "Handgun", "Long Gun", "*Other", "**Multiple", "Admin",
    "Pre-Pawn / Handgun", "Pre-Pawn / Long Gun", "Pre-Pawn / *Other",
    "Redemption / Handgun", "Redemption / Long Gun", "Redemption / *Other",
    "Returned/Disposition / Handgun", "Returned/Disposition / Long Gun", "Returned/Disposition / *Other",
    "Rentals / Handgun", "Rentals / Long Gun",
    "Private Sale / Handgun", "Private Sale / Long Gun", "Private Sale / *Other",
    "Return to Seller - Private Sale / Handgun", "Return to Seller - Private Sale / Long Gun",
    "Return to Seller - Private Sale / *Other",
    "Totals",
]  # fmt: skip

# Rows as printed (the Rentals columns are blank in this month's report; California uses a thin
# space as thousands separator, which the PDF does not encode as a space glyph).
NICS_ROWS = {
    "Alabama": ["18,870", "23,022", "22,650", "859", "1,178", "0", "14", "15", "0", "2,179", "2,307", "11", "0", "0", "0", "", "", "13", "14", "0", "3", "2", "0", "71,137"],
    "Alaska": ["209", "3,062", "3,209", "191", "184", "0", "9", "3", "0", "100", "100", "0", "18", "9", "1", "", "", "0", "0", "0", "0", "0", "0", "7,095"],
    "Arizona": ["2,303", "12,382", "9,041", "707", "618", "0", "5", "3", "0", "1,273", "648", "4", "76", "8", "1", "", "", "9", "6", "1", "1", "1", "0", "27,087"],
    "Arkansas": ["3,298", "6,359", "11,611", "168", "376", "0", "12", "6", "1", "922", "2,275", "1", "0", "0", "0", "", "", "6", "12", "1", "0", "0", "0", "25,048"],
    "California": ["98 452", "41 181", "35 007", "4 559", "0", "0", "0", "0", "0", "480", "433", "4", "0", "0", "0", "", "", "0", "0", "0", "0", "0", "0", "180 116"],
    "Colorado": ["4,144", "19,784", "16,082", "932", "1,151", "0", "0", "0", "0", "0", "0", "0", "144", "34", "0", "", "", "0", "0", "0", "0", "0", "0", "42,271"],
    "Kentucky": ["264,140", "12,155", "14,847", "254", "648", "1", "9", "11", "0", "1,491", "2,315", "2", "2", "2", "0", "", "", "6", "8", "0", "0", "0", "0", "295,891"],
    "Texas": ["21,550", "56,941", "51,670", "2,532", "3,048", "0", "29", "20", "0", "5,748", "5,331", "21", "1", "2", "1", "", "", "42", "36", "4", "1", "5", "0", "146,982"],
    "Wyoming": ["383", "1,745", "2,372", "87", "104", "1", "0", "4", "0", "132", "184", "0", "0", "0", "0", "", "", "1", "2", "0", "0", "2", "0", "5,017"],
    "Totals": ["804,006", "671,330", "636,903", "26,597", "23,015", "1,281", "218", "249", "13", "29,905", "38,487", "102", "1,656", "533", "44", "0", "0", "1,067", "905", "65", "31", "45", "5", "2,236,457"],
}  # fmt: skip

NICS_STATES = [
    "Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut", "Delaware",
    "District of Columbia", "Florida", "Georgia", "Guam", "Hawaii", "Idaho", "Illinois", "Indiana", "Iowa",
    "Kansas", "Kentucky", "Louisiana", "Maine", "Mariana Islands", "Maryland", "Massachusetts", "Michigan",
    "Minnesota", "Mississippi", "Missouri", "Montana", "Nebraska", "Nevada", "New Hampshire", "New Jersey",
    "New Mexico", "New York", "North Carolina", "North Dakota", "Ohio", "Oklahoma", "Oregon", "Pennsylvania",
    "Puerto Rico", "Rhode Island", "South Carolina", "South Dakota", "Tennessee", "Texas", "Utah", "Vermont",
    "Virgin Islands", "Virginia", "Washington", "West Virginia", "Wisconsin", "Wyoming", "Totals",
]  # fmt: skip

# Federal Register rule and Supreme Court transcript: prose pages with no ruled table.
PROSE_PAGES = [
    ("federal-register-2020-17221.pdf", 1),
    ("federal-register-2020-17221.pdf", 2),
    ("scotus-transcript-p1.pdf", 1),
]


def _same_cell(expected: str, got: str) -> bool:
    """Equal after normalising; numbers also ignoring spaces (thin-space thousands separators)."""
    if re.fullmatch(r"[\d,\s]+", expected):
        return expected.replace(" ", "") == got.replace(" ", "")
    return normalise_cell_text(expected) == normalise_cell_text(got)


def _number(cell: str) -> int:
    return int(cell.replace(",", "").replace(" ", "")) if cell.strip() else 0


def _tables(path: Path, page_number: int = 1) -> list[ExtractedTable]:
    with pdfplumber.open(path) as pdf:
        return extract_tables(pdf.pages[page_number - 1], TABLES)


@pytest.fixture(scope="module")
def nics() -> ExtractedTable:
    tables = _tables(NICS)
    assert len(tables) == 1, f"expected one table, got {len(tables)}"
    return tables[0]


def test_nics_header_names_the_real_columns(nics: ExtractedTable) -> None:
    assert nics.header == NICS_HEADER
    assert nics.caption == ["NICS Firearm Background Checks November - 2015"]
    assert markdown_header_lines(nics.header)[0].startswith("| State / Territory | Permit | Handgun |")


def test_nics_rows_are_one_state_each(nics: ExtractedTable) -> None:
    assert [row[0] for row in nics.rows] == NICS_STATES
    assert all(len(row) == len(NICS_HEADER) for row in nics.rows)


def test_nics_hand_read_cells(nics: ExtractedTable) -> None:
    by_state = {row[0]: row[1:] for row in nics.rows}
    pairs = [
        (e, g) for state, expected in NICS_ROWS.items() for e, g in zip(expected, by_state[state], strict=True)
    ]
    right = sum(_same_cell(e, g) for e, g in pairs)
    assert right / len(pairs) >= 0.95, f"{right}/{len(pairs)} hand-read cells right"
    assert by_state["Totals"][-1] == "2,236,457"
    assert by_state["Kentucky"][0] == "264,140"


def test_nics_rows_add_up(nics: ExtractedTable) -> None:
    """Independent check of every cell: each row's categories sum to its Totals column, each
    column's states sum to the Totals row (true of the printed report)."""
    body, totals = nics.rows[:-1], nics.rows[-1]
    rows_ok = sum(sum(_number(c) for c in row[1:-1]) == _number(row[-1]) for row in body)
    assert rows_ok / len(body) >= 0.95, f"{rows_ok}/{len(body)} rows add up"
    columns_ok = sum(sum(_number(row[c]) for row in body) == _number(totals[c]) for c in range(1, len(totals)))
    assert columns_ok / (len(totals) - 1) >= 0.95


def test_rotated_copy_gives_the_same_table(nics: ExtractedTable) -> None:
    rotated = _tables(NICS_ROTATED)
    assert len(rotated) == 1
    assert rotated[0].header == nics.header and rotated[0].rows == nics.rows


def test_table_region_is_excluded_from_prose(nics: ExtractedTable) -> None:
    with pdfplumber.open(NICS) as pdf:
        page = pdf.pages[0]
        prose = page_without_tables(page, extract_tables(page, TABLES)).extract_text()
    assert "NOTES:" in prose  # the footnotes below the table stay prose
    assert "Alabama" not in prose and "2,236,457" not in prose


@pytest.mark.parametrize(("name", "page_number"), PROSE_PAGES)
def test_prose_pages_have_no_tables(name: str, page_number: int) -> None:
    assert _tables(TESTDATA / "pdf" / name, page_number) == []


def test_charts_and_maps_are_not_tables() -> None:
    assert len(_tables(ICDAR / "eu-012.pdf", 3)) == 1  # the real table, not the bar chart's gridlines
    assert _tables(ICDAR / "eu-017.pdf", 1) == []  # a grid of small line charts


def test_overprinted_dates_come_out_whole() -> None:
    (table,) = _tables(TESTDATA / "pdf" / "WARN-Report-for-7-1-2015-to-03-25-2016.pdf")
    assert table.header[:3] == ["Notice Date", "Effective", "Received"]
    assert table.rows[0][:6] == ["06/22/2015", "03/25/2016", "07/01/2015", "Maxim Integrated Product", "San Jose", "150"]


def test_icdar_cell_accuracy() -> None:
    report = measure_table_accuracy(ICDAR, TABLES)
    # Measured 0.986 (0.9857..0.986); every miss left is a ground-truth cell that lost its word
    # spaces ("UnitedKingdom"), see accuracy_ignoring_spaces. Floors leave room for noise.
    assert report["tables_found"] == report["tables"] == 75
    assert report["accuracy"] >= 0.95, report["accuracy"]
    assert report["accuracy_ignoring_spaces"] >= 0.97
    lows = {name: d["accuracy"] for name, d in report["per_document"].items() if d["accuracy"] < 0.85}
    assert not lows, lows


# ----------------------------------------------------------------------------------------------
# Tables without full rulings (text alignment, hybrid) and rotated pages, on the development sets
# ----------------------------------------------------------------------------------------------

CAMELOT = TESTDATA / "tables" / "camelot"
TABULA = TESTDATA / "tables" / "tabula"

# Prose around ruled tables: the text strategy must find nothing here (every page); their ruled tables stay.
PROSE_WITH_RULED_TABLES = [
    TESTDATA / "pdf" / "federal-register-2020-17221.pdf",
    TESTDATA / "pdf" / "issue-33-lorem-ipsum.pdf",
    TESTDATA / "pdf" / "WARN-Report-for-7-1-2015-to-03-25-2016.pdf",
    TESTDATA / "pdf" / "senate-expenditures.pdf",
    TESTDATA / "pdf" / "la-precinct-bulletin-2014-p1.pdf",
    TESTDATA / "layout" / "issue-71-duplicate-chars-2.pdf",
    TESTDATA / "layout" / "150109DSP-Milw-505-90D.pdf",
    TESTDATA / "layout" / "issue-13-151201DSP-Fond-581-90D.pdf",
    TESTDATA / "layout" / "issue-53-example.pdf",
    TESTDATA / "layout" / "issue-67-example.pdf",
]


def _all_tables(path: Path) -> list[ExtractedTable]:
    with pdfplumber.open(path) as pdf:
        return [t for page in pdf.pages for t in extract_tables(page, TABLES)]


def _csv_grid(path: Path) -> list[list[str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        rows = [[normalise_cell_text(c) for c in row] for row in csv.reader(handle)]
    rows = [r for r in rows if any(r)]
    cols = [c for c in range(max(map(len, rows))) if any(c < len(r) and r[c] for r in rows)]
    return [[r[c] if c < len(r) else "" for c in cols] for r in rows]


def _share_right(truth: list[list[str]], grid: list[list[str]]) -> float:
    cells = [(r, c, v) for r, row in enumerate(truth) for c, v in enumerate(row) if v]
    right = sum(1 for r, c, v in cells if r < len(grid) and c < len(grid[r]) and normalise_cell_text(grid[r][c]) == v)
    return right / len(cells)


@pytest.mark.parametrize("relative", NO_TABLE_PDFS)
def test_prose_files_gain_no_table(relative: str) -> None:
    """Prose (minutes, a transcript, a two-column paper, pages turned every way): no table at all."""
    assert _all_tables(TESTDATA / relative) == []


@pytest.mark.parametrize("path", PROSE_WITH_RULED_TABLES, ids=lambda p: p.name)
def test_prose_beside_ruled_tables_gains_no_text_table(path: Path) -> None:
    assert [t.strategy for t in _all_tables(path) if t.strategy == "text"] == []


@pytest.mark.parametrize("name", ["clockwise_table_1.pdf", "anticlockwise_table_1.pdf"])
def test_table_on_a_rotated_page_is_found(name: str) -> None:
    """The page's text runs sideways; the table is read upright (camelot's expected grid)."""
    (table,) = _all_tables(CAMELOT / name)
    assert table.header[0] == "State"
    rows = {row[0]: row[1:] for row in table.rows}
    assert rows["Kerala"] == ["5738", "6633", "8864", "8297", "245", "2161", "3195", "1645", "2391"]
    assert rows["Pooled"][-1] == "18519"


def test_unruled_tabula_table_matches_its_csv() -> None:
    """MultiColumn.pdf: a list without any rule, printed in two newspaper columns, read as one table."""
    truth = _csv_grid(TABULA / "MultiColumn.csv")
    (table,) = _all_tables(TABULA / "MultiColumn.pdf")
    assert table.strategy == "text"
    assert _share_right(truth, table.grid) == 1.0


def test_text_table_cells_are_placed() -> None:
    """detect_vertical_false.pdf: a wine list (label, price) without rules; section labels are rows."""
    (table,) = _all_tables(CAMELOT / "detect_vertical_false.pdf")
    assert table.strategy == "text"
    assert ["A.O.P Vacqueyras", ""] in table.grid
    assert ["Domaine de Montvac « Melodine » 2016", "10 €"] in table.grid
    first = table.cells[0]
    assert (first.row, first.col, first.row_span, first.col_span) == (0, 0, 1, 1)
    assert all(table.grid[c.row][c.col] == c.text for c in table.cells)


def test_stacked_tables_are_split() -> None:
    """Two tables on one page come out as two tables, each with its own header."""
    tables = _all_tables(TABULA / "twotables.pdf")
    assert len(tables) == 2
    assert tables[0].bbox[3] < tables[1].bbox[1]
    assert len(_all_tables(CAMELOT / "twotables_2.pdf")) == 2


def test_multi_line_cells_stay_in_their_row() -> None:
    """The tabula CSV keeps each wrapped cell's lines in one cell ("Serial\nNo.")."""
    truth = _csv_grid(TABULA / "Publication_of_award_of_Bids_for_Transport_Sector__August_2016.csv")
    tables = _all_tables(TABULA / "Publication_of_award_of_Bids_for_Transport_Sector__August_2016.pdf")
    best = max(tables, key=lambda t: _share_right(truth, t.grid))
    assert [normalise_cell_text(c) for c in best.grid[0]] == truth[0]
    assert _share_right(truth, best.grid) >= 0.95


def test_unruled_table_under_its_title() -> None:
    """issue-466-example.pdf: a table without any rule under the line "No horizontal lines" (its title,
    not a header row), and one with horizontal rules only (hybrid); both with their own column labels."""
    tables = {t.strategy: t for t in _tables(TESTDATA / "layout" / "issue-466-example.pdf")}
    text, hybrid = tables["text"], tables["hybrid"]
    assert text.caption == ["No horizontal lines"]
    assert text.header == ["T1-C0", "T1-C1", "T1-C2"]
    assert text.rows[-1] == ["T1-20-last", "T1-21-last", "T1-22-last"]
    assert hybrid.header == ["T2-C0", "T2-C1", "T2-C2"] and len(hybrid.rows) == 3


def test_rows_ruled_as_one_block_per_group_are_one_row_each() -> None:
    """camelot's missing_values.pdf rules each group of indicators as one block (label and values in one ruled
    cell over three printed rows) while the shaded DLHS-3 columns are ruled per row; every printed row is a
    row, and its leader dots are not part of its label (rows read off the rendered page)."""
    with pdfplumber.open(TESTDATA / "tables" / "camelot" / "missing_values.pdf") as pdf:
        (table,) = extract_tables(pdf.pages[0], TABLES)
    rows = {row[0]: row[1:3] for row in table.grid}
    assert rows["Any Injury"] == ["1.9", "2.1"]
    assert rows["Acute Illness"] == ["4.5", "5.6"]
    assert rows["Chronic Illness"] == ["5.1", "4.1"]
    assert rows["Persons suffering from tuberculosis"] == ["2.2", "1.5"]
    assert not any("...." in cell for row in table.grid for cell in row)


def _chars(text: str, x0: float, top: float = 10.0, width: float = 5.0) -> list[dict]:
    return [{"text": ch, "x0": x0 + i * width, "x1": x0 + (i + 1) * width, "top": top, "bottom": top + 10.0}
            for i, ch in enumerate(text)]


def test_leader_dots_follow_a_label_and_a_lone_run_of_dots_is_a_value() -> None:
    from tasks.ingest.pdf_tables import leader_dots

    label, leader, value = _chars("Total", 0.0), _chars(" . . . . . .", 25.0), _chars("12.5", 100.0)
    lone = _chars("....", 200.0)  # far from any text: "not available" in its own column
    found = leader_dots([*label, *leader, *value, *lone])
    assert found == {id(ch) for ch in leader if ch["text"] == "."}
    assert leader_dots([*_chars("Total", 0.0), *_chars("...", 25.0)]) == set()  # an ellipsis is text
