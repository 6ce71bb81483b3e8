"""`ragops inspect FILE`: what ingestion reads from one document, without ingesting it.

The same code path as `ragops ingest` up to chunking (``stage.extract_one`` then ``stage.settle_pages``, so
OCR runs on the pages that need it when ``ingest.ocr.enabled``), and nothing is written to the data root.
Per page: how it was routed and why, its language, the text in reading order, the running headers and
footers kept out of it, and each table with its bbox (PDF points, origin top-left, as pdfplumber) and its
cells (0-based row/col with spans), plus the strategy that found it. Users debug extraction with it; the
tests and benchmarks read tables through it too.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from models.documents.metadata import detect_language
from tasks.core.settings import IngestSettings, Settings
from tasks.ingest.chunk_builder import document_language
from tasks.ingest.ledger import SourceFile
from tasks.ingest.pdf_extract import PageContent, QuarantineError


def inspect_file(path: Path, settings: Settings, page: int | None = None) -> dict[str, Any]:
    """One file -> its pages as ingestion reads them (``page``: only that 1-based page in the report).

    Raises FileNotFoundError for a missing file, QuarantineError (with ingestion's reason) for a file that
    ingestion would quarantine, ValueError for a page number the document does not have.
    """
    from tasks.ingest import stage
    from tasks.ingest.tokenizer import load_vocabulary

    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"no such file: {path}")
    stat = path.stat()
    source = SourceFile(path.name, str(path.resolve()), stat.st_size, stat.st_mtime)
    vocabulary = load_vocabulary(settings.ingest.chunking.tokenizer_path)
    with tempfile.TemporaryDirectory(prefix="ragops-inspect-") as scratch:
        read = stage.extract_one(source, settings, vocabulary, Path(scratch))
        if not isinstance(read, stage.Extracted):
            raise QuarantineError(read["reason"])
        pages = read.document.pages
        if page is not None and not 1 <= page <= len(pages):
            raise ValueError(f"{path.name} has {len(pages)} page(s); --page {page} is not one of them")
        # OCR only what will be shown: inspecting one page of a long scan should not read them all.
        if page is not None:
            read.document.pages = [pages[page - 1]]
        stage.settle_pages([read], settings, Path(scratch), progress=False)
        read.document.pages = pages
    document = read.document
    shown = [document.pages[page - 1]] if page is not None else document.pages
    return {
        "file": str(path),
        "kind": read.kind,
        "sha256": read.outcome["sha256"],
        "title": document.title,
        "pages": len(document.pages),
        "language": document_language(document, settings.ingest.languages, settings.ingest.language_min_distance),
        "last_updated": document.last_updated,
        "effective_date": document.effective_date,
        "repaired": document.repaired,
        "encrypted": document.encrypted,
        "ocr_enabled": settings.ingest.ocr.enabled,
        "page_reports": [page_report(content, settings.ingest) for content in shown],
    }


def page_report(content: PageContent, settings: IngestSettings) -> dict[str, Any]:
    """One page as `ragops inspect --json` prints it."""
    cells = [cell.text for table in content.tables for cell in table.cells]
    text = "\n".join([content.text, *cells])
    language = detect_language(text, settings.languages, None, settings.language_min_distance) if text.strip() else None
    report: dict[str, Any] = {
        "page": content.number,
        "size": list(content.size) if content.size else None,
        "route": content.route,
        "reason": content.note or f"text layer with {content.n_chars} characters",
        "language": language,
        "characters": content.n_chars,
        "lines": [line.text for line in content.lines],
        # Running headers, footers and page numbers: kept out of the body text (and the chunks).
        "running": [{"role": item.role, "text": item.line.text} for item in content.running],
        "tables": [table_report(table) for table in content.tables],
    }
    if content.ocr is not None:
        report["ocr"] = {"engine": content.ocr.engine, "confidence": content.ocr.confidence,
                         "rotation": content.ocr.rotation, "retried": content.ocr.retried}
    return report


def table_report(table: Any) -> dict[str, Any]:
    """A table: bbox in PDF points (x0, top, x1, bottom; origin top-left), strategy, 0-based cells with spans."""
    return {
        "bbox": [round(float(v), 2) for v in table.bbox],
        "strategy": table.strategy,
        "rows": max((cell.row + cell.row_span for cell in table.cells), default=0),
        "cols": max((cell.col + cell.col_span for cell in table.cells), default=0),
        "header_rows": table.header_row_count,
        "continued": table.continued,
        "caption": list(table.caption),
        "notes": list(table.notes),
        "cells": [{"row": cell.row, "col": cell.col, "row_span": cell.row_span, "col_span": cell.col_span,
                   "text": cell.text} for cell in table.cells],
    }


def format_report(report: dict[str, Any]) -> str:
    """The human reading of an inspect report: one block per page."""
    out = [f"{report['file']}: {report['kind']}, {report['pages']} page(s), title {report['title']!r}, "
           f"language {report['language']}" + (", repaired by Ghostscript" if report["repaired"] else "")
           + ("" if report["ocr_enabled"] else " (OCR disabled: scanned pages stay unread)")]
    for page in report["page_reports"]:
        out.append("")
        out.append(f"page {page['page']}: {page['route']}, language {page['language'] or '-'}, "
                   f"{len(page['lines'])} line(s), {len(page['tables'])} table(s)")
        out.append(f"  why: {page['reason']}")
        for item in page["running"]:
            out.append(f"  removed ({item['role'].replace('_', ' ')}): {item['text']}")
        for number, table in enumerate(page["tables"], 1):
            x0, top, x1, bottom = table["bbox"]
            out.append(f"  table {number} ({table['strategy']}): {table['rows']} x {table['cols']} at "
                       f"x {x0:g}-{x1:g}, y {top:g}-{bottom:g} (points, from the top left)")
            for row in _rows_of(table):
                out.append("    | " + " | ".join(row) + " |")
        if page["lines"]:
            out.append("  text:")
            out.extend(f"    {line}" for line in page["lines"])
    return "\n".join(out)


def _rows_of(table: dict[str, Any]) -> list[list[str]]:
    """The cells laid out on their grid (a spanning cell shown once, at its start) for printing."""
    grid = [[""] * table["cols"] for _ in range(table["rows"])]
    for cell in table["cells"]:
        grid[cell["row"]][cell["col"]] = cell["text"].replace("\n", " ")
    return grid
