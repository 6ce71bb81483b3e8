"""Page routing: a text layer is read, a page without one goes to OCR with its number, a blank page is noted."""

from __future__ import annotations

import io

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
