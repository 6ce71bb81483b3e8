"""Table cell accuracy on the ICDAR 2013 EU table-competition set.

Metric (testdata README): the share of ground-truth cells whose normalised text (NFKC, whitespace
collapsed, case-folded, stripped) equals the normalised text at the same (row, col) of the
extracted table. Precisely:

* Each ground-truth table region (``<region>`` of ``*-str.xml``; a table continued over two pages
  has one region per page) is one ground-truth table with 0-based row/column indices.
* It is matched to the extracted table on the same page whose bbox overlaps its bbox (the union
  of its cells' boxes) the most; no overlap means the table was missed and all its cells count wrong.
* The extracted table is compared through its ``grid`` (header rows uncombined, then body rows;
  empty rows/columns and full-width title/footnote rows removed), indexed from (0, 0).
* A merged ground-truth cell (start-row..end-row, start-col..end-col) is judged at its start
  position. Extraction spreads merged values over their span, so the start position holds them.
* Accuracy is micro-averaged over all ground-truth cells; per-document figures are given too.
* ``accuracy_ignoring_spaces`` is a secondary figure that also removes all whitespace before
  comparing: some ground-truth files lost the spaces between words ("UnitedKingdom", "Total(n)")
  where the PDF positions words without space glyphs, which the headline figure counts as wrong.

``ragops eval tables`` prints the figures; ``ragops bench ingest`` reports them beside ingest throughput.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pdfplumber

from models.documents.tables import normalise_cell_text
from tasks.core.paths import SHARED_TESTDATA
from tasks.ingest.pdf_tables import ExtractedTable, TableSettings, extract_tables

DEFAULT_FOLDER = SHARED_TESTDATA / "tables" / "icdar2013-eu"


@dataclass(frozen=True)
class TruthCell:
    row: int
    col: int
    row_end: int  # inclusive, as in the ground truth files
    col_end: int
    text: str


@dataclass(frozen=True)
class TruthTable:
    page_number: int  # 1-based
    bbox_pdf: tuple[float, float, float, float]  # PDF user space: x1, y1, x2, y2 (y up)
    cells: tuple[TruthCell, ...]


def read_ground_truth(structure_xml: Path) -> list[TruthTable]:
    tables: list[TruthTable] = []
    root = ET.parse(structure_xml).getroot()
    for region in root.iter("region"):
        cells: list[TruthCell] = []
        boxes: list[tuple[float, float, float, float]] = []
        for cell in region.iter("cell"):
            row, col = int(cell.get("start-row", 0)), int(cell.get("start-col", 0))
            content = cell.findtext("content") or ""
            cells.append(TruthCell(row, col, int(cell.get("end-row", row)), int(cell.get("end-col", col)), content))
            box = cell.find("bounding-box")
            if box is not None:
                boxes.append(tuple(float(box.get(k, 0)) for k in ("x1", "y1", "x2", "y2")))  # type: ignore[arg-type]
        if not cells:
            continue
        bbox = (
            min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes)
        ) if boxes else (0.0, 0.0, 0.0, 0.0)
        tables.append(TruthTable(int(region.get("page", 1)), bbox, tuple(cells)))
    return tables


def truth_bbox_on_page(table: TruthTable, page: Any) -> tuple[float, float, float, float]:
    """Ground-truth bbox in pdfplumber coordinates (top measured downwards).

    The ground truth measures y upwards from the bottom of the displayed page; on pages with a
    /Rotate of 90 or 270 that page is as tall as pdfplumber's page is wide.
    """
    x1, y1, x2, y2 = table.bbox_pdf
    height = page.width if page.rotation in (90, 270) else page.height
    return (x1, height - y2, x2, height - y1)


def _overlap_area(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    width = min(a[2], b[2]) - max(a[0], b[0])
    height = min(a[3], b[3]) - max(a[1], b[1])
    return max(0.0, width) * max(0.0, height)


def match_table(
    truth_bbox: tuple[float, float, float, float], candidates: list[ExtractedTable]
) -> ExtractedTable | None:
    """The candidate overlapping the ground-truth bbox most; None when none overlaps."""
    best = max(candidates, key=lambda t: _overlap_area(truth_bbox, t.bbox), default=None)
    return best if best is not None and _overlap_area(truth_bbox, best.bbox) > 0 else None


def _without_spaces(text: str) -> str:
    return "".join(normalise_cell_text(text).split())


def count_correct_cells(truth: TruthTable, grid: list[list[str]], ignore_spaces: bool = False) -> int:
    """Ground-truth cells whose normalised text equals the extracted text at their start position."""
    normalise = _without_spaces if ignore_spaces else normalise_cell_text
    correct = 0
    for cell in truth.cells:
        inside = cell.row < len(grid) and cell.col < len(grid[cell.row])
        if inside and normalise(grid[cell.row][cell.col]) == normalise(cell.text):
            correct += 1
    return correct


def measure_document(pdf_path: Path, structure_xml: Path, settings: TableSettings) -> dict[str, Any]:
    truths = read_ground_truth(structure_xml)
    cells = correct = correct_ignoring_spaces = found = 0
    per_table: list[dict[str, Any]] = []
    with pdfplumber.open(pdf_path) as pdf:
        extracted_by_page: dict[int, list[ExtractedTable]] = {}
        for truth in truths:
            page = pdf.pages[truth.page_number - 1]
            if truth.page_number not in extracted_by_page:
                extracted_by_page[truth.page_number] = extract_tables(page, settings)
            match = match_table(truth_bbox_on_page(truth, page), extracted_by_page[truth.page_number])
            table_correct = count_correct_cells(truth, match.grid) if match else 0
            cells += len(truth.cells)
            correct += table_correct
            correct_ignoring_spaces += count_correct_cells(truth, match.grid, ignore_spaces=True) if match else 0
            found += match is not None
            per_table.append({
                "page": truth.page_number,
                "cells": len(truth.cells),
                "correct": table_correct,
                "found": match is not None,
                "accuracy": round(table_correct / len(truth.cells), 4),
            })
    return {
        "cells": cells,
        "correct": correct,
        "accuracy": round(correct / cells, 4) if cells else 0.0,
        "correct_ignoring_spaces": correct_ignoring_spaces,
        "tables": len(truths),
        "tables_found": found,
        "per_table": per_table,
    }


def measure_table_accuracy(folder: Path, settings: TableSettings) -> dict[str, Any]:
    """Cell accuracy over every ``<name>.pdf`` with a ``<name>-str.xml`` in folder (micro over cells)."""
    documents: dict[str, dict[str, Any]] = {}
    for structure_xml in sorted(Path(folder).glob("*-str.xml")):
        pdf_path = structure_xml.with_name(structure_xml.name.removesuffix("-str.xml") + ".pdf")
        if pdf_path.exists():
            documents[pdf_path.stem] = measure_document(pdf_path, structure_xml, settings)
    cells = sum(d["cells"] for d in documents.values())
    correct = sum(d["correct"] for d in documents.values())
    correct_ignoring_spaces = sum(d["correct_ignoring_spaces"] for d in documents.values())
    lowest = min(documents.items(), key=lambda item: item[1]["accuracy"], default=(None, {"accuracy": 0.0}))
    return {
        "metric": "table_cell_accuracy",
        "accuracy": round(correct / cells, 4) if cells else 0.0,
        "accuracy_ignoring_spaces": round(correct_ignoring_spaces / cells, 4) if cells else 0.0,
        "cells": cells,
        "correct": correct,
        "lowest_document": {"name": lowest[0], "accuracy": lowest[1]["accuracy"]},
        "documents": len(documents),
        "tables": sum(d["tables"] for d in documents.values()),
        "tables_found": sum(d["tables_found"] for d in documents.values()),
        "per_document": documents,
    }
