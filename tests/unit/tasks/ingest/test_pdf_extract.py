"""Page routing: a text layer is read, a page without one goes to OCR with its number, a blank page is noted."""

from __future__ import annotations

import io

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

from tasks.core.settings import load_settings
from tasks.ingest.pdf_extract import extract_pdf


def three_page_pdf() -> bytes:
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4, invariant=1)
    page.drawString(72, 760, "Operating the HX-200 requires a trained technician at all times.")
    page.showPage()
    page.drawString(72, 760, "p. 2")  # a page number and a drawing: content without a text layer
    page.circle(300, 400, 120, fill=1)
    page.showPage()
    page.showPage()  # nothing at all
    page.save()
    return buffer.getvalue()


def test_pages_are_routed_and_none_is_dropped():
    document = extract_pdf(three_page_pdf(), "routing.pdf", load_settings().ingest)
    text_page, drawn_page, blank_page = document.pages
    assert "trained technician" in text_page.text and not text_page.needs_ocr
    assert drawn_page.needs_ocr and "3 characters" in drawn_page.note  # non-space characters
    assert drawn_page.text == "p. 2"  # the few characters there are stay
    assert document.needs_ocr_pages == [2]
    assert document.blank_pages == [3] and "blank" in blank_page.note


@pytest.mark.parametrize("name", ["federal-register-2020-17221.pdf", "la-precinct-bulletin-2014-p1.pdf",
                                  "issue-33-lorem-ipsum.pdf", "scotus-transcript-p1.pdf"])
def test_no_glyph_on_the_page_is_lost(testdata, name: str):
    """Every visible glyph ends up in the page's lines, its running header/footer lines or its tables: a glyph
    just past the edge a column reader drew (the last letter of a justified line) belongs to that column. Leader
    dots ("Total ........ 12") are the one exception: filler between a row label and its value, not text."""
    from collections import Counter

    import pdfplumber

    from tasks.ingest.pdf_tables import leader_dots

    path = testdata / "pdf" / name
    document = extract_pdf(path.read_bytes(), name, load_settings(overrides={"ingest.ocr.enabled": False}).ingest)
    with pdfplumber.open(path) as pdf:
        for page, content in zip(pdf.pages, document.pages, strict=True):
            leaders = leader_dots(page.chars)
            drawn = Counter(char["text"] for char in page.chars
                            if char["text"].strip() and page.bbox[0] <= (char["x0"] + char["x1"]) / 2 <= page.bbox[2]
                            and id(char) not in leaders)
            read = [line.text for line in content.lines] + [item.line.text for item in content.running]
            for table in content.tables:
                read += [cell.text for cell in table.cells] + table.caption + table.notes + table.header
            kept = Counter(char for char in "".join(read) if char.strip())
            assert not drawn - kept, f"page {page.page_number} lost {dict(drawn - kept)}"
