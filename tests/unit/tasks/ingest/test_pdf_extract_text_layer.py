"""Text-layer repairs on real PDFs written by others (../shared/testdata/layout and pdf): doubled glyphs, word
spaces from glyph gaps, running headers and footers; and right-to-left lines read from a PDF's glyphs."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from tasks.core.settings import load_settings
from tasks.ingest.chunk_builder import DocumentInfo, build_chunks, document_language
from tasks.ingest.pdf_extract import extract_pdf
from tasks.ingest.tokenizer import load_token_counter, load_vocabulary

SETTINGS = load_settings().ingest
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


def read(testdata: Path, relative: str, **overrides):
    settings = load_settings(overrides={f"ingest.{key}": value for key, value in overrides.items()}).ingest
    return extract_pdf((testdata / relative).read_bytes(), Path(relative).name, settings)


def test_doubled_glyphs_are_read_once(testdata):
    document = read(testdata, "layout/issue-71-duplicate-chars-2.pdf")
    assert "FFoooottnnootteess" not in document.text and "Footnotes" in document.text
    # pdfplumber's own expectation for this file (layout/pdfplumber_test_dedupe_chars.py): "UE 8. Circulation -
    # Métabolismes" once deduplicated.
    assert "Circulation - Métabolismes" in " ".join(document.text.split())
    undeduped = read(testdata, "layout/issue-71-duplicate-chars-2.pdf", **{"text_layer.dedupe_tolerance": 0})
    assert "FFoooottnnootteess" in undeduped.text


def dictionary_rate(text: str, vocabulary) -> tuple[int, int]:
    words = [word.lower() for word in LATIN_WORD.findall(text)]
    return sum(word in vocabulary for word in words), len(words)


def test_word_spaces_from_glyph_gaps_read_more_dictionary_words(testdata):
    """Glued words ("consequentlydisturbsthenormal") and letter-spaced ones are not dictionary words: spaces
    from gaps relative to the font size must give at least as many known words as pdfplumber's fixed 3-point
    tolerance (`extract_text()` as it comes), on every development file, and more in total."""
    import pdfplumber

    vocabulary = load_vocabulary(SETTINGS.chunking.tokenizer_path)
    ours_total, plain_total = [0, 0], [0, 0]
    for path in sorted((testdata / "layout").glob("*.pdf")):
        known, n = dictionary_rate(read(testdata, f"layout/{path.name}").text, vocabulary)
        with pdfplumber.open(path) as pdf:
            plain = "\n".join(page.extract_text() or "" for page in pdf.pages)
        plain_known, plain_n = dictionary_rate(plain, vocabulary)
        assert known / max(n, 1) >= plain_known / max(plain_n, 1) - 0.01, path.name
        ours_total = [ours_total[0] + known, ours_total[1] + n]
        plain_total = [plain_total[0] + plain_known, plain_total[1] + plain_n]
    assert ours_total[0] / ours_total[1] > plain_total[0] / plain_total[1]


def test_running_headers_leave_the_body_and_stay_as_metadata(testdata):
    document = read(testdata, "pdf/federal-register-2020-17221.pdf")
    running = document.running_lines
    header_pages = {line["page"] for line in running if "Federal Register" in line["text"]}
    assert len(header_pages) >= 2
    body = [line.text for page in document.pages for line in page.lines]
    assert not any("Federal Register / Vol. 85" in line for line in body)
    info = DocumentInfo("fr", "f" * 64, "fr.pdf", document.title, "official", 1.0, None, None,
                        document_language(document, SETTINGS.languages))
    chunks = build_chunks(document, info, SETTINGS.chunking, load_token_counter(None), SETTINGS.languages)
    assert chunks and not any("Federal Register / Vol. 85" in chunk["text"] for chunk in chunks)
    assert info.language == "en" and sum(chunk["language"] == "en" for chunk in chunks) >= 0.9 * len(chunks)


def test_a_single_page_keeps_every_line(testdata):
    document = read(testdata, "pdf/scotus-transcript-p1.pdf")
    assert document.running_lines == []


# Public-domain verse by al-Mutanabbi (10th century), no digits: each line is drawn as a right-to-left renderer
# lays it out, first letter at the right margin.
MUTANABBI = [
    "الخيل والليل والبيداء تعرفني",
    "والسيف والرمح والقرطاس والقلم",
    "أنا الذي نظر الأعمى إلى أدبي",
    "وأسمعت كلماتي من به صمم",
]
DEJAVU = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")


def right_to_left_pdf(lines: list[str]) -> bytes:
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DejaVuSans", str(DEJAVU)))
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4, invariant=1)
    page.setFont("DejaVuSans", 14)
    for number, line in enumerate(lines):
        x, y = A4[0] - 72, 760 - 24 * number
        for char in line:  # logical order, placed leftwards from the right margin
            x -= pdfmetrics.stringWidth(char, "DejaVuSans", 14)
            page.drawString(x, y, char)
    page.showPage()
    page.save()
    return buffer.getvalue()


@pytest.mark.skipif(not DEJAVU.exists(), reason=f"{DEJAVU} (fonts-dejavu-core) is needed to draw Arabic glyphs")
def test_right_to_left_lines_are_read_in_logical_order_and_tagged_arabic():
    document = extract_pdf(right_to_left_pdf(MUTANABBI), "mutanabbi.pdf", SETTINGS)
    assert [line.text for line in document.pages[0].lines] == MUTANABBI
    language = document_language(document, SETTINGS.languages)
    assert language == "ar"
    info = DocumentInfo("ar", "a" * 64, "mutanabbi.pdf", document.title, "official", 1.0, None, None, language)
    chunks = build_chunks(document, info, SETTINGS.chunking, load_token_counter(None), SETTINGS.languages)
    assert {chunk["language"] for chunk in chunks} == {"ar"}
