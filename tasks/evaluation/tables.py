"""Table extraction accuracy on the development sets with ground truth: ICDAR 2013 (EU), camelot's and
tabula-java's test PDFs. Any extractor is scored the same way (``score_set``).

The neutral interface: an extractor is ``extractor(pdf_path, page_numbers) -> {page_number: [table, ...]}``
(1-based pages), each table with ``bbox`` (pdfplumber coordinates: x0, top, x1, bottom) and ``grid``
(list of rows of cell text). ``ragops_extractor`` wraps ``tasks.ingest.pdf_tables.extract_tables``;
``tasks/bench/tables.py`` wraps camelot-py and pdfplumber's text strategy.

Ground truth (readers below):

* ``icdar2013-eu``: every ``<region>`` of ``*-str.xml`` is one table (a table continued over two pages
  has one region per page), with its cells (row/column spans) and a bbox (the union of its cells'
  boxes). Rows/columns are renumbered from their minimum (some ICDAR files count from 1); a cell with a
  malformed value is skipped with a logged warning.
* ``camelot``: the grids of ``expected_data.py`` that camelot's tests (``test_*.py``, read with ``ast``,
  never imported) assert for a file in the folder; see ``camelot_documents`` for which ones.
* ``tabula``: ``NAME.json`` (tables with page, bbox and cells) where it exists, otherwise ``NAME.csv``
  (one table on page 1: tabula-java's tests read these files' first page).

Scoring (the pure rules are in ``models/documents/table_scoring.py``):

* A ground-truth table with a bbox is matched to the extracted table on its page that overlaps it
  most; a grid without a bbox (camelot, tabula CSV) to the one sharing the most cell texts (content
  overlap, whitespace-insensitive). No match: the table was missed and all its cells count wrong.
* Extracted grids are compacted (empty rows/columns dropped: extractors differ in emitting spacer
  rows) and indexed from (0, 0); so are ground-truth grids.
* ``accuracy``: share of non-empty ground-truth cells whose normalised text (NFKC, whitespace
  collapsed, case-folded) equals the extracted text at the cell's start position, micro-averaged over
  cells. ``accuracy_ignoring_spaces`` also removes all whitespace: some ICDAR ground truth lost the
  spaces between words ("UnitedKingdom") where the PDF positions words without space glyphs.
* ``adjacency``: ICDAR 2013's own measure, precision/recall/F1 of the adjacency relations between
  neighbouring non-empty cells of the matched tables (a one-row offset costs the relations it breaks,
  not the whole table). Relations of missed tables count in recall.
* ``false_tables``: extracted tables on a ground-truth page that overlap no ground-truth table (no
  bbox overlap; for grids without bbox: less than half of the table's cell texts occur in any
  ground-truth table), plus every table found on a page the ground truth says has none (ICDAR:
  the pages without a region). Pages known to hold tables without ground truth are not judged. Prose
  PDFs with no tables at all are scored by ``false_tables_on`` (every table found there is false).

``ragops eval tables`` prints the figures; ``ragops bench tables`` compares extractors; ``ragops bench
ingest`` reports the ICDAR figure beside ingest throughput.
"""

from __future__ import annotations

import ast
import csv
import json
import logging
import time
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Protocol

import pdfplumber

from models.documents.table_scoring import (
    Cell,
    Grid,
    RelationScores,
    adjacency_relations,
    cell_texts,
    cells_from_grid,
    compact_grid,
    content_overlap,
    count_correct_cells,
    grid_relations,
    relation_scores,
    renumber_from_minimum,
    without_spaces,
)
from tasks.core.paths import SHARED_TESTDATA
from tasks.ingest.pdf_tables import TableSettings, extract_tables

log = logging.getLogger(__name__)

# Part of the measure's definition, not a tunable: two grids are the same table when at least this share of the
# smaller one's cell texts occur in the other (camelot flavours' grids of one table; an extracted table and a
# ground-truth grid without bbox, for false tables).
SAME_CONTENT_SHARE = 0.5

BBox = tuple[float, float, float, float]
DEFAULT_FOLDER = SHARED_TESTDATA / "tables" / "icdar2013-eu"


class TableLike(Protocol):
    """What the scorer reads of an extracted table (ragops' ExtractedTable, the benchmark's anchors)."""

    @property
    def bbox(self) -> BBox: ...

    @property
    def grid(self) -> Sequence[Sequence[str | None]]: ...


Extractor = Callable[[Path, Sequence[int]], Mapping[int, Sequence[TableLike]]]


@dataclass(frozen=True)
class TruthTable:
    page_number: int  # 1-based
    cells: tuple[Cell, ...]
    bbox: BBox | None = None  # pdfplumber coordinates; None: match by content
    bbox_pdf: BBox | None = None  # ICDAR: PDF user space x1, y1, x2, y2 (y up), before conversion
    label: str = ""  # where it came from (camelot: the expected_data name and flavour)


@dataclass(frozen=True)
class TruthDocument:
    name: str
    pdf_path: Path
    tables: tuple[TruthTable, ...]
    # Pages that hold more tables than the ground truth describes: false tables are not judged there.
    unjudged_pages: frozenset[int] = field(default_factory=frozenset)
    # Pages the ground truth says hold no table at all: every table found there is false.
    table_free_pages: frozenset[int] = field(default_factory=frozenset)

    @property
    def pages(self) -> list[int]:
        """Pages with ground-truth tables."""
        return sorted({t.page_number for t in self.tables})

    @property
    def scored_pages(self) -> list[int]:
        """Pages the extractor runs on: those with tables and those known to have none."""
        return sorted({*self.pages, *self.table_free_pages})


# ----------------------------------------------------------------------------------------------
# ICDAR 2013
# ----------------------------------------------------------------------------------------------


def read_ground_truth(structure_xml: Path) -> list[TruthTable]:
    """ICDAR ``*-str.xml``: one table per region, cells renumbered from (0, 0), malformed cells skipped.

    ``bbox_pdf`` is set (PDF user space); ``icdar_documents`` converts it to pdfplumber coordinates.
    """
    tables: list[TruthTable] = []
    root = ET.parse(structure_xml).getroot()
    for region in root.iter("region"):
        try:
            page_number = int(region.get("page", 1))
        except ValueError:
            log.warning("%s: region with malformed page %r skipped", structure_xml.name, region.get("page"))
            continue
        cells: list[Cell] = []
        boxes: list[BBox] = []
        for cell in region.iter("cell"):
            try:
                row, col = int(cell.get("start-row", 0)), int(cell.get("start-col", 0))
                row_end, col_end = int(cell.get("end-row", row)), int(cell.get("end-col", col))
                box = cell.find("bounding-box")
                coords = tuple(float(box.get(k, 0)) for k in ("x1", "y1", "x2", "y2")) if box is not None else None
            except ValueError as error:
                log.warning("%s page %d: cell %s skipped, malformed value (%s)",
                            structure_xml.name, page_number, dict(cell.attrib), error)
                continue
            text = cell.findtext("content") or ""
            if not text.strip():
                continue  # nothing to find; ICDAR lists no empty cells, but a file could
            cells.append(Cell(row, col, max(row, row_end), max(col, col_end), text))
            if coords is not None:
                boxes.append(coords)  # type: ignore[arg-type]
        if not cells:
            continue
        bbox = (
            min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes)
        ) if boxes else None
        tables.append(TruthTable(page_number, tuple(renumber_from_minimum(cells)), bbox_pdf=bbox))
    return tables


def truth_bbox_on_page(bbox_pdf: BBox, page: Any) -> BBox:
    """An ICDAR bbox in pdfplumber coordinates (top measured downwards).

    The ground truth measures y upwards from the bottom of the displayed page; on pages with a
    /Rotate of 90 or 270 that page is as tall as pdfplumber's page is wide.
    """
    x1, y1, x2, y2 = bbox_pdf
    height = page.width if page.rotation in (90, 270) else page.height
    return (x1, height - y2, x2, height - y1)


def icdar_documents(folder: Path) -> list[TruthDocument]:
    """Every ``<name>.pdf`` with a ``<name>-str.xml`` in folder.

    The competition's ground truth locates every table of a document (``*-reg.xml`` and ``*-str.xml`` list
    the same regions), so its other pages hold none: they are ``table_free_pages``.
    """
    documents = []
    for structure_xml in sorted(Path(folder).glob("*-str.xml")):
        pdf_path = structure_xml.with_name(structure_xml.name.removesuffix("-str.xml") + ".pdf")
        if not pdf_path.exists():
            continue
        tables = read_ground_truth(structure_xml)
        with pdfplumber.open(pdf_path) as pdf:
            converted = [
                replace(t, bbox=truth_bbox_on_page(t.bbox_pdf, pdf.pages[t.page_number - 1]))
                if t.bbox_pdf is not None and 0 < t.page_number <= len(pdf.pages) else t
                for t in tables
            ]
            all_pages = set(range(1, len(pdf.pages) + 1))
        with_tables = {t.page_number for t in tables}
        documents.append(TruthDocument(pdf_path.stem, pdf_path, tuple(converted),
                                       table_free_pages=frozenset(all_pages - with_tables)))
    return documents


# ----------------------------------------------------------------------------------------------
# camelot's expected grids
# ----------------------------------------------------------------------------------------------

# camelot.read_pdf keywords that only tune how camelot finds what is printed on the page: a grid asserted
# under them is the table as printed. Any other keyword either tells camelot where the table or its
# columns are (table_areas, table_regions, columns, header_text, ...) or rewrites cell text (copy_text,
# shift_text, strip_text, flag_size): grids asserted under those describe the options, not the page.
CAMELOT_NEUTRAL_OPTIONS = frozenset({
    "flavor", "pages", "line_scale", "process_background", "edge_tol", "row_tol", "layout_kwargs",
    "backend", "engine", "use_fallback", "suppress_stdout", "split_text",
})
# A tie between flavours' grids for one table goes to the first here: lattice reads the cells the page
# draws (a multi-line cell stays one cell); the text-based flavours infer them.
CAMELOT_FLAVOUR_ORDER = ("lattice", "hybrid", "network", "stream")


def camelot_expected_grids(expected_data: Path) -> dict[str, Grid]:
    """The named grids of camelot's ``expected_data.py``, evaluated from its syntax tree (not executed).

    Module-level assignments of list literals, of another name, of a slice of one (``data[1:]``) or
    ``list(name)``; a later assignment to a name replaces the earlier one, as in Python.
    """
    grids: dict[str, Grid] = {}
    for node in ast.parse(expected_data.read_text(encoding="utf-8")).body:
        if not (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)):
            continue
        try:
            value = _grid_value(node.value, grids)
        except (ValueError, KeyError, TypeError) as error:
            log.warning("%s: %s not read (%s)", expected_data.name, node.targets[0].id, error)
            continue
        grids[node.targets[0].id] = value
    return grids


def _grid_value(node: ast.expr, known: Mapping[str, Grid]) -> Grid:
    if isinstance(node, ast.Name):
        return known[node.id]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "list" and len(node.args) == 1:
        return list(_grid_value(node.args[0], known))
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice):
        bounds = [ast.literal_eval(b) if b is not None else None
                  for b in (node.slice.lower, node.slice.upper, node.slice.step)]
        return _grid_value(node.value, known)[slice(*bounds)]
    value = ast.literal_eval(node)
    if not (isinstance(value, list) and all(isinstance(r, list) and all(isinstance(c, str) for c in r) for r in value)):
        raise TypeError("not a list of rows of strings")
    return value


@dataclass
class _Call:
    path: str  # relative to the test folder
    flavour: str
    page: int | None  # None: several pages, table indices cannot be placed on one
    neutral: bool


@dataclass(frozen=True)
class CamelotAssertion:
    path: str
    page: int
    flavour: str
    index: int  # tables[index]
    data_name: str


def camelot_assertions(test_file: Path) -> tuple[list[CamelotAssertion], dict[tuple[str, int], int]]:
    """What a camelot test module asserts: (file, page, flavour, table index, expected-data name) for each
    ``assert_frame_equal(df, tables[i].df)`` / ``df.equals(tables[i].df)`` after a neutral ``read_pdf``
    call on one page, and the table count per (file, page) that ``assert len(tables) == n`` or the
    largest asserted index implies.
    """
    assertions: list[CamelotAssertion] = []
    counts: dict[tuple[str, int], int] = {}
    for function in ast.parse(test_file.read_text(encoding="utf-8")).body:
        if not isinstance(function, ast.FunctionDef):
            continue
        frames: dict[str, str] = {}  # local DataFrame variable -> expected-data name
        strings: dict[str, str] = {}  # local variable -> file path
        calls: dict[str, _Call] = {}  # local variable holding read_pdf's result -> its call
        nodes = [n for n in ast.walk(function) if isinstance(n, (ast.Assign, ast.Call, ast.Compare))]
        for node in sorted(nodes, key=lambda n: (n.lineno, n.col_offset)):
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                target, value = node.targets[0].id, node.value
                if _is_call(value, "DataFrame") and value.args and isinstance(value.args[0], ast.Name):
                    frames[target] = value.args[0].id
                elif _is_call(value, "join") and value.args and isinstance(value.args[-1], ast.Constant):
                    strings[target] = str(value.args[-1].value)
                elif _is_call(value, "read_pdf"):
                    call = _read_pdf_call(value, strings)
                    if call is not None:
                        calls[target] = call
            elif isinstance(node, ast.Call):
                pair = _frame_comparison(node)
                if pair is None:
                    continue
                frame, tables, index = pair
                call = calls.get(tables)
                if call is None or frame not in frames or not call.neutral or call.page is None:
                    continue
                assertions.append(CamelotAssertion(call.path, call.page, call.flavour, index, frames[frame]))
                key = (call.path, call.page)
                counts[key] = max(counts.get(key, 0), index + 1)
            elif isinstance(node, ast.Compare):
                size = _asserted_length(node)
                if size is not None and size[0] in calls and calls[size[0]].page is not None:
                    call = calls[size[0]]
                    key = (call.path, call.page)  # type: ignore[assignment]
                    counts[key] = max(counts.get(key, 0), size[1])
    return assertions, counts


def _is_call(node: ast.expr, name: str) -> bool:
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    return (isinstance(func, ast.Attribute) and func.attr == name) or (isinstance(func, ast.Name) and func.id == name)


def _read_pdf_call(node: ast.Call, strings: Mapping[str, str]) -> _Call | None:
    if not node.args:
        return None
    first = node.args[0]
    path = strings.get(first.id) if isinstance(first, ast.Name) else (
        str(first.value) if isinstance(first, ast.Constant) else None)
    if path is None:
        return None
    options: dict[str, Any] = {}
    for keyword in node.keywords:
        if keyword.arg is None:
            return None  # **kwargs: unknown options
        try:
            options[keyword.arg] = ast.literal_eval(keyword.value)
        except ValueError:
            options[keyword.arg] = None
    pages = str(options.get("pages", "1"))
    return _Call(path, str(options.get("flavor", "lattice")), int(pages) if pages.isdigit() else None,
                 set(options) <= CAMELOT_NEUTRAL_OPTIONS)


def _tables_index(node: ast.expr) -> tuple[str, int] | None:
    """``tables[i].df`` -> ("tables", i)."""
    if (isinstance(node, ast.Attribute) and node.attr == "df" and isinstance(node.value, ast.Subscript)
            and isinstance(node.value.value, ast.Name) and isinstance(node.value.slice, ast.Constant)
            and isinstance(node.value.slice.value, int)):
        return node.value.value.id, node.value.slice.value
    return None


def _frame_comparison(node: ast.Call) -> tuple[str, str, int] | None:
    """``assert_frame_equal(df, tables[i].df)`` or ``df.equals(tables[i].df)`` -> (df, tables, i)."""
    if _is_call(node, "assert_frame_equal") and len(node.args) >= 2 and isinstance(node.args[0], ast.Name):
        found = _tables_index(node.args[1])
        return (node.args[0].id, *found) if found else None
    if (_is_call(node, "equals") and isinstance(node.func, ast.Attribute)
            and isinstance(node.func.value, ast.Name) and len(node.args) == 1):
        found = _tables_index(node.args[0])
        return (node.func.value.id, *found) if found else None
    return None


def _asserted_length(node: ast.Compare) -> tuple[str, int] | None:
    """``len(tables) == n`` -> ("tables", n)."""
    if (len(node.ops) == 1 and isinstance(node.ops[0], ast.Eq) and _is_call(node.left, "len")
            and len(node.left.args) == 1 and isinstance(node.left.args[0], ast.Name) and isinstance(node.comparators[0], ast.Constant)
            and isinstance(node.comparators[0].value, int)):
        return node.left.args[0].id, node.comparators[0].value
    return None


def camelot_documents(folder: Path) -> list[TruthDocument]:
    """camelot's expected grids for the PDFs in folder (grids only: matched by content overlap).

    Which grids are ground truth:

    * only those a test asserts for a ``read_pdf`` call on one page of a file in this folder (names of
      files elsewhere are ignored), with no option that hands camelot the table's area or columns or
      rewrites its text (``CAMELOT_NEUTRAL_OPTIONS``);
    * one table asserted by several flavours (grids sharing at least half of their cell texts on the
      same page) keeps the grid that most flavours assert; a tie goes to the first flavour of
      ``CAMELOT_FLAVOUR_ORDER`` (lattice first: it keeps a multi-line cell whole). So ``health.pdf``
      is scored against stream's and network's grid, not hybrid's with the title row above it.

    A page where the tests imply more tables (``len(tables) == n`` or ``tables[i]``) than grids remain
    is listed in ``unjudged_pages``. PDFs in the folder that no test asserts a grid for are not scored.
    """
    folder = Path(folder)
    grids = camelot_expected_grids(folder / "expected_data.py")
    by_page: dict[tuple[str, int], list[CamelotAssertion]] = {}
    counts: dict[tuple[str, int], int] = {}
    for test_file in sorted(folder.glob("test_*.py")):
        assertions, file_counts = camelot_assertions(test_file)
        for item in assertions:
            if (folder / item.path).is_file() and item.data_name in grids:
                by_page.setdefault((item.path, item.page), []).append(item)
        for key, value in file_counts.items():
            counts[key] = max(counts.get(key, 0), value)
    tables_by_file: dict[str, list[TruthTable]] = {}
    unjudged: dict[str, set[int]] = {}
    for (path, page), items in sorted(by_page.items()):
        chosen = _choose_grids(items, grids)
        for data_name, flavours, grid in chosen:
            tables_by_file.setdefault(path, []).append(
                TruthTable(page, tuple(cells_from_grid(grid)), label=f"{data_name} ({', '.join(flavours)})"))
        if counts.get((path, page), 0) > len(chosen):
            unjudged.setdefault(path, set()).add(page)
    return [TruthDocument(Path(path).stem, folder / path, tuple(tables), frozenset(unjudged.get(path, ())))
            for path, tables in sorted(tables_by_file.items())]


def _choose_grids(items: Sequence[CamelotAssertion], grids: Mapping[str, Grid]) -> list[tuple[str, list[str], Grid]]:
    """Group one page's asserted grids into tables by shared content; per table the grid most flavours assert."""
    groups: list[list[CamelotAssertion]] = []
    for item in items:
        texts = cell_texts(grids[item.data_name])
        for group in groups:
            other = cell_texts(grids[group[0].data_name])
            if content_overlap(texts, other) >= SAME_CONTENT_SHARE * min(sum(texts.values()), sum(other.values())):
                group.append(item)
                break
        else:
            groups.append([item])
    chosen = []
    for group in groups:
        flavours_by_grid: dict[str, set[str]] = {}
        names: dict[str, str] = {}
        for item in group:
            grid = compact_grid(grids[item.data_name])
            key = json.dumps([[without_spaces(c) for c in row] for row in grid])
            flavours_by_grid.setdefault(key, set()).add(item.flavour)
            names.setdefault(key, item.data_name)

        def rank(key: str, flavours_by_grid: dict[str, set[str]] = flavours_by_grid) -> tuple[int, int]:
            flavours = flavours_by_grid[key]
            first = min(CAMELOT_FLAVOUR_ORDER.index(f) if f in CAMELOT_FLAVOUR_ORDER else len(CAMELOT_FLAVOUR_ORDER)
                        for f in flavours)
            return (-len(flavours), first)

        best = min(flavours_by_grid, key=rank)
        chosen.append((names[best], sorted(flavours_by_grid[best]), compact_grid(grids[names[best]])))
    return chosen


# ----------------------------------------------------------------------------------------------
# tabula-java's expected tables
# ----------------------------------------------------------------------------------------------


def read_tabula_json(path: Path) -> list[TruthTable]:
    """tabula's JSON output: tables with ``page_number``, ``top``/``left``/``bottom``/``right`` (points,
    top-left origin, as pdfplumber) and ``data`` (rows of cells with ``text``; a position covered by a
    spanning cell is an empty cell)."""
    payload = json.loads(path.read_text(encoding="utf-8"))
    tables = []
    for item in payload if isinstance(payload, list) else [payload]:
        try:
            page = int(item["page_number"])
            bbox = (float(item["left"]), float(item["top"]), float(item["right"]), float(item["bottom"]))
            grid = [[str(cell.get("text") or "") for cell in row] for row in item["data"]]
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            log.warning("%s: table skipped, malformed value (%s)", path.name, error)
            continue
        cells = cells_from_grid(compact_grid(grid))
        if cells:
            tables.append(TruthTable(page, tuple(cells), bbox=bbox, label=path.name))
    return tables


def read_tabula_csv(path: Path, page_number: int = 1) -> list[TruthTable]:
    """tabula's CSV: one table, no position (matched by content on ``page_number``)."""
    with path.open(newline="", encoding="utf-8") as handle:
        grid = [list(row) for row in csv.reader(handle)]
    cells = cells_from_grid(compact_grid(grid))
    return [TruthTable(page_number, tuple(cells), label=path.name)] if cells else []


def tabula_documents(folder: Path) -> list[TruthDocument]:
    """Every ``NAME.pdf`` with a ``NAME.json`` (preferred: page and bbox) or a ``NAME.csv`` (page 1)."""
    documents = []
    for pdf_path in sorted(Path(folder).glob("*.pdf")):
        json_path, csv_path = pdf_path.with_suffix(".json"), pdf_path.with_suffix(".csv")
        if json_path.is_file():
            tables = read_tabula_json(json_path)
        elif csv_path.is_file():
            tables = read_tabula_csv(csv_path)
        else:
            continue
        if tables:
            documents.append(TruthDocument(pdf_path.stem, pdf_path, tuple(tables)))
    return documents


SETS: dict[str, tuple[str, Callable[[Path], list[TruthDocument]]]] = {
    "icdar2013-eu": ("tables/icdar2013-eu", icdar_documents),
    "camelot": ("tables/camelot", camelot_documents),
    "tabula": ("tables/tabula", tabula_documents),
}

# PDFs of testdata/pdf and testdata/layout with no table on any page (read off the rendered pages): every
# table an extractor finds in them is a false table. The others hold tables (NICS, WARN, Senate, precinct
# bulletin, lorem-ipsum columns, inspection reports, JAL traffic, Chinese quarterly report, medical tables,
# the Federal Register's cost tables, curved-rule table) or cannot be opened (empty, encrypted).
NO_TABLE_PDFS = (
    "pdf/scotus-transcript-p1.pdf",  # court transcript: numbered lines, no table
    "pdf/malformed-from-issue-932.pdf",  # a stamp and a date
    "layout/2023-06-20-PV.pdf",  # French minutes, prose
    "layout/issue-598-example.pdf",  # textbook page: headings, bullets, prose
    "layout/issue-848.pdf",  # the same prose on 8 pages turned in every direction
    "layout/issue-982-example.pdf",  # two-column paper: figures, reference list, code listings
    "layout/pr-88-example.pdf",  # cover page
    "layout/test-punkt.pdf",  # four pages with one short line each
)


def documents_of_set(name: str, testdata: Path = SHARED_TESTDATA) -> list[TruthDocument]:
    folder, reader = SETS[name]
    return reader(Path(testdata) / folder)


# ----------------------------------------------------------------------------------------------
# Scoring
# ----------------------------------------------------------------------------------------------


def ragops_extractor(settings: TableSettings) -> Extractor:
    """ragops' table extraction behind the neutral interface."""

    def extract(pdf_path: Path, page_numbers: Sequence[int]) -> dict[int, list[TableLike]]:
        with pdfplumber.open(pdf_path) as pdf:
            return {n: list(extract_tables(pdf.pages[n - 1], settings)) for n in page_numbers}

    return extract


def page_count(pdf_path: Path) -> int:
    with pdfplumber.open(pdf_path) as pdf:
        return len(pdf.pages)


def _overlap_area(a: Sequence[float], b: Sequence[float]) -> float:
    width = min(a[2], b[2]) - max(a[0], b[0])
    height = min(a[3], b[3]) - max(a[1], b[1])
    return max(0.0, width) * max(0.0, height)


def match_table(truth: TruthTable, candidates: Sequence[TableLike]) -> int | None:
    """Index of the candidate overlapping the ground truth most (bbox; else shared cell texts); None: none."""
    if not candidates:
        return None
    if truth.bbox is not None:
        scores = [_overlap_area(truth.bbox, t.bbox) for t in candidates]
    else:
        texts = cell_texts(truth.cells)
        scores = [float(content_overlap(texts, cell_texts(compact_grid(t.grid)))) for t in candidates]
    best = max(range(len(candidates)), key=scores.__getitem__)
    return best if scores[best] > 0 else None


def _overlaps_some_truth(table: TableLike, truths: Sequence[TruthTable]) -> bool:
    found = cell_texts(compact_grid(table.grid))
    size = sum(found.values())
    for truth in truths:
        if truth.bbox is not None and _overlap_area(truth.bbox, table.bbox) > 0:
            return True
        if truth.bbox is None and size and content_overlap(cell_texts(truth.cells), found) >= SAME_CONTENT_SHARE * size:
            return True
    return False


def score_document(document: TruthDocument, extracted: Mapping[int, Sequence[TableLike]]) -> dict[str, Any]:
    """Cell accuracy, adjacency relations, tables found and false tables of one document."""
    cells = correct = correct_ignoring_spaces = found = false_tables = 0
    relations = RelationScores(0, 0, 0)
    per_table: list[dict[str, Any]] = []
    for page in document.pages:
        truths = [t for t in document.tables if t.page_number == page]
        candidates = list(extracted.get(page, ()))
        matched: set[int] = set()
        for truth in truths:
            index = match_table(truth, candidates)
            grid = compact_grid(candidates[index].grid) if index is not None else []
            table_correct = count_correct_cells(truth.cells, grid)
            table_relations = relation_scores(adjacency_relations(truth.cells), grid_relations(grid))
            cells += len(truth.cells)
            correct += table_correct
            correct_ignoring_spaces += count_correct_cells(truth.cells, grid, without_spaces)
            relations += table_relations
            found += index is not None
            if index is not None:
                matched.add(index)
            per_table.append({
                "page": page, **({"label": truth.label} if truth.label else {}),
                "cells": len(truth.cells), "correct": table_correct, "found": index is not None,
                "accuracy": round(table_correct / len(truth.cells), 4) if truth.cells else 0.0,
                "adjacency_f1": round(table_relations.f1, 4),
            })
        if page not in document.unjudged_pages:
            false_tables += sum(1 for i, table in enumerate(candidates)
                                if i not in matched and not _overlaps_some_truth(table, truths))
    false_on_table_free = sum(len(extracted.get(page, ())) for page in document.table_free_pages)
    return {
        "cells": cells,
        "correct": correct,
        "accuracy": round(correct / cells, 4) if cells else 0.0,
        "correct_ignoring_spaces": correct_ignoring_spaces,
        "adjacency": relations.as_dict(),
        "tables": len(document.tables),
        "tables_found": found,
        "false_tables": false_tables + false_on_table_free,
        "false_tables_on_table_pages": false_tables,
        "false_tables_on_table_free_pages": false_on_table_free,
        "per_table": per_table,
    }


def score_set(documents: Sequence[TruthDocument], extractor: Extractor) -> dict[str, Any]:
    """Every document scored with one extractor (micro over cells and relations); seconds spent extracting.

    An extractor that fails on a document (raises) misses its tables; the error is reported.
    """
    per_document: dict[str, dict[str, Any]] = {}
    errors: list[dict[str, str]] = []
    seconds = 0.0
    for document in documents:
        start = time.perf_counter()
        try:
            extracted = extractor(document.pdf_path, document.scored_pages)
        except Exception as error:  # an anchor library failing on one file must not stop the comparison
            errors.append({"document": document.name, "error": f"{type(error).__name__}: {error}"[:300]})
            extracted = {}
        seconds += time.perf_counter() - start
        per_document[document.name] = score_document(document, extracted)
    return _aggregate(per_document, errors, seconds, sum(len(d.scored_pages) for d in documents),
                      sum(len(d.table_free_pages) for d in documents))


def _aggregate(per_document: dict[str, dict[str, Any]], errors: list[dict[str, str]], seconds: float,
               pages: int, table_free_pages: int) -> dict[str, Any]:
    cells = sum(d["cells"] for d in per_document.values())
    correct = sum(d["correct"] for d in per_document.values())
    correct_ignoring_spaces = sum(d["correct_ignoring_spaces"] for d in per_document.values())
    relations = RelationScores(
        *(sum(d["adjacency"][key] for d in per_document.values()) for key in ("truth", "found", "correct")))
    lowest = min(per_document.items(), key=lambda item: item[1]["accuracy"], default=(None, {"accuracy": 0.0}))
    return {
        "metric": "table_cell_accuracy",
        "accuracy": round(correct / cells, 4) if cells else 0.0,
        "accuracy_ignoring_spaces": round(correct_ignoring_spaces / cells, 4) if cells else 0.0,
        "adjacency": relations.as_dict(),
        "cells": cells,
        "correct": correct,
        "lowest_document": {"name": lowest[0], "accuracy": lowest[1]["accuracy"]},
        "documents": len(per_document),
        "pages": pages,
        "tables": sum(d["tables"] for d in per_document.values()),
        "tables_found": sum(d["tables_found"] for d in per_document.values()),
        "false_tables": sum(d["false_tables"] for d in per_document.values()),
        "false_tables_on_table_pages": sum(d["false_tables_on_table_pages"] for d in per_document.values()),
        "false_tables_on_table_free_pages": sum(d["false_tables_on_table_free_pages"] for d in per_document.values()),
        "table_free_pages": table_free_pages,
        "seconds": round(seconds, 3),
        "errors": errors,
        "per_document": per_document,
    }


def false_tables_on(pdf_paths: Iterable[Path], extractor: Extractor) -> dict[str, Any]:
    """Tables found on PDFs that hold none (every one is false), per file; seconds spent extracting."""
    per_file: dict[str, int] = {}
    errors: list[dict[str, str]] = []
    pages = 0
    seconds = 0.0
    for path in pdf_paths:
        numbers = list(range(1, page_count(path) + 1))
        pages += len(numbers)
        start = time.perf_counter()
        try:
            extracted = extractor(path, numbers)
        except Exception as error:  # as in score_set
            errors.append({"document": path.name, "error": f"{type(error).__name__}: {error}"[:300]})
            extracted = {}
        seconds += time.perf_counter() - start
        per_file[path.name] = sum(len(tables) for tables in extracted.values())
    return {"files": len(per_file), "pages": pages, "false_tables": sum(per_file.values()),
            "per_file": per_file, "seconds": round(seconds, 3), "errors": errors}


def measure_table_accuracy(folder: Path, settings: TableSettings) -> dict[str, Any]:
    """ragops on the ICDAR 2013 set in folder (``ragops eval tables``, ``ragops bench ingest``)."""
    return score_set(icdar_documents(folder), ragops_extractor(settings))


def summary_line(name: str, report: Mapping[str, Any]) -> str:
    """One human line per set."""
    adjacency = report["adjacency"]
    return (f"{name}: cell accuracy {report['accuracy']} ({report['correct']} / {report['cells']} cells), "
            f"{report['accuracy_ignoring_spaces']} ignoring spaces; adjacency P {adjacency['precision']} "
            f"R {adjacency['recall']} F1 {adjacency['f1']}; {report['tables_found']} of {report['tables']} tables "
            f"found in {report['documents']} documents, {report['false_tables']} false "
            f"({report['false_tables_on_table_free_pages']} on {report['table_free_pages']} table-free pages); "
            f"lowest {report['lowest_document']['name']} {report['lowest_document']['accuracy']}")

