"""The direct glyph converter builds exactly pdfplumber's own object dictionaries, only faster."""

from __future__ import annotations

import io

import pdfplumber
import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

from tasks.ingest.pdf_chars import convert_glyphs_directly


def _objects_both_ways(data: bytes) -> list[tuple[dict, dict]]:
    with pdfplumber.open(io.BytesIO(data)) as theirs, pdfplumber.open(io.BytesIO(data)) as ours:
        convert_glyphs_directly(ours)
        return [(a.objects, b.objects) for a, b in zip(theirs.pages, ours.pages, strict=True)]


def _assert_same(pairs: list[tuple[dict, dict]]) -> None:
    for theirs, ours in pairs:
        assert list(theirs) == list(ours)
        # Glyphs: equal values and the same key order. Images hold their PDF stream, an object that equals
        # only itself, so the other kinds are compared by what they print (every key and value).
        assert ours.get("char", []) == theirs.get("char", [])
        assert [list(char) for char in ours.get("char", [])] == [list(char) for char in theirs.get("char", [])]
        assert repr(ours) == repr(theirs)


def _coloured_pdf() -> bytes:
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4, invariant=1)
    page.setFillColorRGB(0.8, 0.1, 0.1)
    page.drawString(72, 760, "Red warning text")
    page.setFillColorCMYK(0, 0, 0, 1)
    page.setFont("Courier", 9)
    page.drawString(72, 740, "Courier in CMYK black")
    page.rect(60, 600, 200, 100)
    page.rotate(90)
    page.drawString(100, -300, "Sideways label")
    page.showPage()
    page.save()
    return buffer.getvalue()


def test_generated_page_with_colours_fonts_and_rotated_text():
    pairs = _objects_both_ways(_coloured_pdf())
    assert pairs[0][1]["char"] and any(not char["upright"] for char in pairs[0][1]["char"])
    _assert_same(pairs)


@pytest.mark.parametrize("name", ["pdf/nics-background-checks-2015-11-rotated.pdf", "pdf/scotus-transcript-p1.pdf",
                                  "pdf/la-precinct-bulletin-2014-p1.pdf", "tables/icdar2013-eu/eu-003.pdf"])
def test_test_pdfs_read_the_same(testdata, name: str):
    pairs = _objects_both_ways((testdata / name).read_bytes())
    assert any(ours.get("char") for _, ours in pairs)
    _assert_same(pairs)
