"""Ground-truth readers of the three development sets, on the real files of ../shared/testdata, and the
scorer's bookkeeping with extractors built from that ground truth (no table extraction runs here: the
extraction itself is measured by tests/unit/tasks/ingest/test_pdf_tables.py and `ragops bench tables`)."""

from __future__ import annotations

import logging
import re
from pathlib import Path

import pytest

from models.documents.table_scoring import Cell
from tasks.core.paths import SHARED_TESTDATA
from tasks.evaluation.tables import (
    NO_TABLE_PDFS,
    SETS,
    TruthDocument,
    camelot_documents,
    documents_of_set,
    icdar_documents,
    page_count,
    read_ground_truth,
    read_tabula_csv,
    read_tabula_json,
    score_set,
    tabula_documents,
)

TABLES = SHARED_TESTDATA / "tables"
ICDAR = TABLES / "icdar2013-eu"
CAMELOT = TABLES / "camelot"
TABULA = TABLES / "tabula"

pytestmark = pytest.mark.skipif(
    not TABLES.is_dir(), reason=f"shared test data not found at {TABLES} (expected next to the repo)"
)


# ---------------------------------------------------------------- ICDAR 2013


def test_icdar_reader_reads_every_region_and_cell():
    documents = icdar_documents(ICDAR)
    xml_files = sorted(ICDAR.glob("*-str.xml"))
    assert len(documents) == len(xml_files) == 26
    text = "".join(path.read_text(encoding="utf-8") for path in xml_files)
    # Independent count: the files' own <region> and <cell> elements (none is empty or malformed).
    assert sum(len(d.tables) for d in documents) == text.count("<region ") == 75
    assert sum(len(t.cells) for d in documents for t in d.tables) == len(re.findall(r"<cell[ >]", text))
    for document in documents:
        for table in document.tables:
            assert min(c.row for c in table.cells) == 0 and min(c.col for c in table.cells) == 0
            x0, top, x1, bottom = table.bbox
            assert 0 <= x0 < x1 and 0 <= top < bottom  # converted to pdfplumber's top-down coordinates


def test_icdar_pages_without_a_region_are_table_free():
    documents = {d.name: d for d in icdar_documents(ICDAR)}
    for document in documents.values():
        assert not set(document.pages) & document.table_free_pages
        assert set(document.scored_pages) == set(range(1, page_count(document.pdf_path) + 1))
    # eu-017 page 1: a grid of small line charts, no table (its tables are on later pages).
    assert 1 in documents["eu-017"].table_free_pages
    assert sum(len(d.table_free_pages) for d in documents.values()) == 56


def test_icdar_rows_and_columns_counted_from_one_are_renumbered(tmp_path: Path):
    original = ICDAR / "eu-001-str.xml"
    shifted = tmp_path / "eu-001-str.xml"

    def plus_one(match: re.Match[str]) -> str:
        return f'{match.group(1)}="{int(match.group(2)) + 1}"'

    shifted.write_text(re.sub(r'((?:start|end)-(?:row|col))="(\d+)"', plus_one,
                              original.read_text(encoding="utf-8")), encoding="utf-8")
    assert 'start-row="0"' not in shifted.read_text(encoding="utf-8")
    assert read_ground_truth(shifted) == read_ground_truth(original)


def test_a_malformed_ground_truth_cell_is_skipped_with_a_warning(tmp_path: Path, caplog: pytest.LogCaptureFixture):
    original = ICDAR / "eu-001-str.xml"
    text = original.read_text(encoding="utf-8")
    broken = tmp_path / "eu-001-str.xml"
    broken.write_text(text.replace('start-col="1" start-row="1"', 'start-col="1" start-row="one"', 1),
                      encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="tasks.evaluation.tables"):
        tables = read_ground_truth(broken)
    expected = read_ground_truth(original)
    assert len(tables) == len(expected)
    assert [len(t.cells) for t in tables] == [len(expected[0].cells) - 1] + [len(t.cells) for t in expected[1:]]
    assert "to air kg/year" not in {" ".join(c.text.split()) for c in tables[0].cells}
    assert "to air kg/year" in {" ".join(c.text.split()) for c in expected[0].cells}
    assert any("eu-001-str.xml" in r.message and "skipped" in r.message for r in caplog.records)


# ---------------------------------------------------------------- camelot


def test_camelot_grids_of_files_in_the_folder_under_neutral_options_only():
    documents = {d.name: d for d in camelot_documents(CAMELOT)}
    assert all(d.pdf_path.is_file() for d in documents.values())
    # Asserted only for files elsewhere (tabula/12s0324.pdf, clockwise_table_2.pdf): ignored.
    assert not {"12s0324", "clockwise_table_2", "us-030", "vertical_header"} & set(documents)
    # Asserted only under options that place the table or rewrite its text: not ground truth.
    assert not {"table_region", "row_span_1", "superscript", "mexican_towns"} & set(documents)
    assert len(documents) == 11 and sum(len(d.tables) for d in documents.values()) == 13
    assert [len(documents[name].tables) for name in ("twotables_2", "multiple_tables")] == [2, 2]
    # health.pdf: stream and network assert the grid without the title row, hybrid the one with it.
    (health,) = documents["health"].tables
    assert health.label == "data_stream (network, stream)"
    assert health.cells[0] == Cell(0, 0, 0, 0, "States-A") and health.bbox is None
    # background_lines_1: lattice and hybrid disagree (tie: lattice keeps the multi-line cells whole);
    # the test reads tables[1], so the page holds a table without ground truth: not judged for false tables.
    (background,) = documents["background_lines_1"].tables
    assert background.label.startswith("data_lattice_process_background")
    assert documents["background_lines_1"].unjudged_pages == {1}
    assert documents["twotables_2"].unjudged_pages == frozenset()


# ---------------------------------------------------------------- tabula


def test_tabula_json_gives_page_and_bbox_and_agrees_with_the_csv():
    two = read_tabula_json(TABULA / "twotables.json")
    assert [t.page_number for t in two] == [1, 1]
    assert two[0].bbox == pytest.approx((67.41156, 111.79087, 409.85632, 285.8613))
    (csv_table,) = read_tabula_csv(TABULA / "twotables.csv")  # the two tables one after the other
    assert sorted(c.text.split()[0] for t in two for c in t.cells) == sorted(c.text.split()[0] for c in csv_table.cells)


def test_tabula_documents_prefer_json_and_place_csv_tables_on_page_one():
    documents = {d.name: d for d in tabula_documents(TABULA)}
    assert len(documents) == len(list(TABULA.glob("*.csv"))) == 9
    assert [t.bbox is not None for t in documents["spanning_cells"].tables] == [True, True]
    (animals,) = documents["AnimalSounds"].tables
    assert animals.page_number == 1 and animals.bbox is None
    assert [c.text for c in animals.cells[:3]] == ["Cat", "Says", "Meow"]


# ---------------------------------------------------------------- scoring with ground-truth extractors


def _spread(cells: tuple[Cell, ...]) -> list[list[str]]:
    """The ground truth as an extractor would return it: merged values spread over their span."""
    grid = [[""] * (max(c.col_end for c in cells) + 1) for _ in range(max(c.row_end for c in cells) + 1)]
    for cell in cells:
        for r in range(cell.row, cell.row_end + 1):
            for c in range(cell.col, cell.col_end + 1):
                grid[r][c] = cell.text
    return grid


class _Table:
    def __init__(self, bbox: tuple[float, float, float, float], grid: list[list[str]]) -> None:
        self.bbox, self.grid = bbox, grid


def _oracle(documents: list[TruthDocument], extra_prose_table: bool = False):
    by_path = {d.pdf_path: d for d in documents}

    def extract(pdf_path: Path, pages):
        document = by_path[pdf_path]
        found = {}
        for page in pages:
            tables = [_Table(t.bbox or (0.0, 0.0, 1.0, 1.0), _spread(t.cells))
                      for t in document.tables if t.page_number == page]
            if extra_prose_table:  # a paragraph taken for a table, away from every ground-truth table
                tables.append(_Table((-10.0, -10.0, -5.0, -5.0), [["Lorem ipsum", "dolor"], ["sit", "amet"]]))
            found[page] = tables
        return found

    return extract


@pytest.mark.parametrize("name", list(SETS))
def test_the_ground_truth_itself_scores_one(name: str):
    documents = documents_of_set(name)
    report = score_set(documents, _oracle(documents))
    assert report["accuracy"] == report["accuracy_ignoring_spaces"] == 1.0
    assert report["adjacency"]["f1"] == 1.0
    assert report["tables_found"] == report["tables"] and report["false_tables"] == 0
    assert report["errors"] == []


def test_a_table_away_from_the_ground_truth_is_a_false_table_where_the_page_is_judged():
    documents = documents_of_set("camelot")
    report = score_set(documents, _oracle(documents, extra_prose_table=True))
    judged = sum(len(set(d.pages) - d.unjudged_pages) for d in documents)
    assert report["false_tables"] == judged == 10  # background_lines_1's page is not judged
    assert report["accuracy"] == 1.0


def test_every_table_on_a_table_free_page_is_false():
    documents = documents_of_set("icdar2013-eu")
    report = score_set(documents, _oracle(documents, extra_prose_table=True))
    free = sum(len(d.table_free_pages) for d in documents)
    truth_pages = sum(len(d.pages) for d in documents)
    assert report["false_tables_on_table_free_pages"] == report["table_free_pages"] == free
    assert report["false_tables_on_table_pages"] == truth_pages  # the one prose table on each
    assert report["false_tables"] == free + truth_pages
    assert report["accuracy"] == 1.0 and report["pages"] == free + truth_pages


def test_a_failing_extractor_misses_the_tables_and_is_reported():
    documents = documents_of_set("tabula")[:2]

    def broken(pdf_path: Path, pages):
        raise RuntimeError("cannot read")

    report = score_set(documents, broken)
    assert report["tables_found"] == 0 and report["accuracy"] == 0.0
    assert report["adjacency"]["recall"] == 0.0 and report["adjacency"]["truth"] > 0
    assert [e["error"] for e in report["errors"]] == ["RuntimeError: cannot read"] * 2


def test_the_pdfs_without_tables_exist():
    missing = [path for path in NO_TABLE_PDFS if not (SHARED_TESTDATA / path).is_file()]
    assert not missing
