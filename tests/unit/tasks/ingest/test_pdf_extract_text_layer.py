"""Text-layer repairs on real PDFs written by others (../shared/testdata): doubled glyphs, word spaces from glyph
gaps, running headers and footers, Hebrew read off the page backwards; and Arabic lines drawn right to left, with
the lam-alef ligature glyphs in both of the ways fonts map them to text."""

from __future__ import annotations

import io
import re
import unicodedata
from contextlib import nullcontext
from pathlib import Path
from unittest import mock

import pytest

from models.retrieval.bm25_tokens import tokenize
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
    """Page 1 draws its heading twice per glyph (faux bold): a plain read gives "UUEE 88.. CCiirrccuullaattiioonn".
    ("FFoooottnnootteess", the issue's example, is from a held-out file: this one has no "Footnotes".)"""
    document = read(testdata, "layout/issue-71-duplicate-chars-2.pdf")
    lines = [line.text for line in document.pages[0].lines]
    # pdfplumber's own expectation for this file (layout/pdfplumber_test_dedupe_chars.py).
    assert "UE 8. Circulation - Métabolismes" in lines
    assert not any("CCiirrccuullaattiioonn" in line for line in lines)
    undeduped = read(testdata, "layout/issue-71-duplicate-chars-2.pdf", **{"text_layer.dedupe_tolerance": 0})
    assert any("CCiirrccuullaattiioonn" in line.text for line in undeduped.pages[0].lines)


def all_text(document) -> list[str]:
    """Every prose line and table cell of a document (a table finder may take a whole page)."""
    texts = [line.text for page in document.pages for line in page.lines]
    for page in document.pages:
        for table in page.tables:
            texts += [*table.header, *table.caption, *table.notes, *(cell for row in table.rows for cell in row)]
    return [text for text in texts if text]


def dictionary_rate(text: str, vocabulary) -> tuple[int, int]:
    words = [word.lower() for word in LATIN_WORD.findall(text)]
    return sum(word in vocabulary for word in words), len(words)


def test_word_spaces_come_from_glyph_gaps_relative_to_the_font_size(testdata):
    """Small print set without space glyphs: pdfplumber's fixed 3-point tolerance glues its words together."""
    document = read(testdata, "layout/issue-982-example.pdf")
    lines = [line.text for page in document.pages for line in page.lines]
    assert any("The interested reader might want to read the introduction given" in line for line in lines)
    assert not any("Theinterestedreader" in line for line in lines)


def test_the_word_gap_share_reads_more_dictionary_words_than_a_fixed_tolerance(testdata):
    """The tuning measure (share of Latin words the tokenizer's vocabulary knows) on testdata/layout (where
    `word_gap` was tuned) and testdata/pdf (where it was checked): higher with the share than with 3 points."""
    import pdfplumber

    vocabulary = load_vocabulary(SETTINGS.chunking.tokenizer_path)
    for folder in ("layout", "pdf"):
        ratio, fixed = [0, 0], [0, 0]
        for path in sorted((testdata / folder).glob("*.pdf")):
            if path.name in ("empty.pdf", "password-example.pdf"):
                continue
            with pdfplumber.open(path) as pdf:
                for page in pdf.pages[:3]:
                    for totals, words in ((ratio, page.extract_words(x_tolerance_ratio=SETTINGS.text_layer.word_gap)),
                                          (fixed, page.extract_words())):
                        known, n = dictionary_rate(" ".join(word["text"] for word in words), vocabulary)
                        totals[0] += known
                        totals[1] += n
        assert ratio[0] / ratio[1] > fixed[0] / fixed[1] + 0.005, folder


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


def test_hebrew_read_off_the_page_backwards_comes_out_in_logical_order(testdata):
    """tables/tabula/indictb1h_14.pdf (Bank of Israel indicators): its Hebrew glyphs are positioned right to
    left, so a left-to-right read gives "ימלוג ימוקמ רצות"; tabula-java's expected CSV has the logical labels."""
    document = read(testdata, "tables/tabula/indictb1h_14.pdf")
    texts = all_text(document)
    assert {"תוצר מקומי גולמי", "סך הכל - לנפש", "הסקטור העסקי"} <= set(texts)
    assert "ימלוג ימוקמ רצות" not in " ".join(texts)
    # Brackets are mirrored back (tabula's CSV keeps the drawn glyphs: ")ללא יהלומים(").
    assert "תעשייה (ללא יהלומים)" in texts
    assert "אינדיקטורים עיקריים להתפתחות המשק, 31.12.14" in " ".join(texts)
    assert document_language(document, SETTINGS.languages) == "he"
    # The placed cells (`ragops inspect`) carry the same repaired text as the grid they are placed from.
    for table in (table for page in document.pages for table in page.tables):
        assert all(cell.text == table.grid[cell.row][cell.col] for cell in table.cells)


# Public-domain verse by al-Mutanabbi (10th century), no digits: each line is drawn as a right-to-left renderer
# lays it out, first letter at the right margin.
MUTANABBI = [
    "الخيل والليل والبيداء تعرفني",
    "والسيف والرمح والقرطاس والقلم",
    "أنا الذي نظر الأعمى إلى أدبي",
    "وأسمعت كلماتي من به صمم",
]
DEJAVU = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")


# The lam-alef ligatures, isolated forms (U+FEFB ﻻ, U+FEF7 ﻷ, U+FEF9 ﻹ, U+FEF5 ﻵ); the final form, drawn after a
# letter that joins on to the next one, is the next code point (ﻼ ﻸ ﻺ ﻶ).
LAM_ALEF = {"ا": "\ufefb", "أ": "\ufef7", "إ": "\ufef9", "آ": "\ufef5"}
NOT_JOINING_ON = frozenset("اأإآدذرزوؤةء ")  # letters that never join the letter after them, and the space
LEFT_TO_RIGHT_RUN = re.compile(r"[0-9A-Za-z][0-9A-Za-z.]*(?: [0-9A-Za-z][0-9A-Za-z.]*)*")


def drawn_glyphs(line: str) -> list[str]:
    """What a right-to-left renderer draws for a logical line, in logical order, one string per drawing call: a
    lam followed by an alef is one ligature glyph (its final form after a joining letter), a run of digits and
    Latin words is one left-to-right string, any other letter is its own glyph."""
    glyphs, i = [], 0
    while i < len(line):
        if run := LEFT_TO_RIGHT_RUN.match(line, i):
            glyphs.append(run.group())
            i = run.end()
        elif line[i] == "ل" and line[i + 1:i + 2] in LAM_ALEF.keys():
            joined = i > 0 and line[i - 1] not in NOT_JOINING_ON
            glyphs.append(chr(ord(LAM_ALEF[line[i + 1]]) + joined))
            i += 2
        else:
            glyphs.append(line[i])
            i += 1
    return glyphs


def lam_alef_to_letters(make_cmap):
    """reportlab's ToUnicode CMap writer, changed to map each lam-alef ligature glyph to its two letters in logical
    order (<xx> <06440623>), as Word, LibreOffice and InDesign exports do, instead of to its presentation form."""

    def cmap(fontname, subset):
        text = make_cmap(fontname, subset)
        for form in range(0xFEF5, 0xFEFD):
            letters = "".join(f"{ord(char):04X}" for char in unicodedata.normalize("NFKC", chr(form)))
            text = text.replace(f"> <{form:04X}>", f"> <{letters}>")
        return text

    return cmap


def right_to_left_pdf(lines: list[str], lam_alef: str | None = None) -> bytes:
    """The lines drawn right to left from the right margin. `lam_alef` None: letter by letter, no ligatures;
    "presentation form": the ligature glyphs, mapped to U+FEF5-U+FEFC; "letters": mapped to two letters each."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfbase import pdfmetrics, ttfonts
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    pdfmetrics.registerFont(TTFont("DejaVuSans", str(DEJAVU)))
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=A4, invariant=1)
    page.setFont("DejaVuSans", 14)
    for number, line in enumerate(lines):
        x, y = A4[0] - 72, 760 - 24 * number
        for glyphs in (drawn_glyphs(line) if lam_alef else line):  # logical order, placed leftwards
            x -= pdfmetrics.stringWidth(glyphs, "DejaVuSans", 14)
            page.drawString(x, y, glyphs)
    page.showPage()
    letters = mock.patch.object(ttfonts, "makeToUnicodeCMap", lam_alef_to_letters(ttfonts.makeToUnicodeCMap))
    with letters if lam_alef == "letters" else nullcontext():
        page.save()  # the fonts' objects, ToUnicode maps included, are written here
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


# Election news, with every lam-alef ligature: ﻻ (الانتخابات), ﻷ (الأصوات), ﻹ (الإصلاح), ﻵ (الآن), and the final
# forms ﻼ (للإعلام), ﻸ (الملأ), ﻺ (للإعلام), ﻶ (وللآخرين); the last line mixes in numbers and a Latin name.
ELECTION = [
    "فرز الأصوات في الانتخابات التشريعية",
    "أعلنت اللجنة الانتخابية النتائج للإعلام الآن",
    "نشرت النتائج على الملأ وللآخرين حق الطعن",
    "شارك 5432 ناخبا من قائمة الإصلاح عبر نظام eVote 2.0 في 2024",
]


@pytest.mark.skipif(not DEJAVU.exists(), reason=f"{DEJAVU} (fonts-dejavu-core) is needed to draw Arabic glyphs")
@pytest.mark.parametrize("lam_alef", ["presentation form", "letters"])
def test_lam_alef_ligatures_are_read_as_their_letters_in_logical_order(lam_alef):
    import pdfplumber

    data = right_to_left_pdf(ELECTION, lam_alef)
    with pdfplumber.open(io.BytesIO(data)) as pdf:
        texts = [char["text"] for char in pdf.pages[0].chars]
    ligatures = [text for text in texts if len(text) == 2 or "\ufef5" <= text <= "\ufefc"]
    # The glyph text as the font maps it: one presentation form, or the two letters as one glyph's text.
    forms = {chr(code) for code in range(0xFEF5, 0xFEFD)}
    expected = forms if lam_alef == "presentation form" else {"لا", "لأ", "لإ", "لآ"}
    assert set(ligatures) == expected and len(ligatures) == 10
    document = extract_pdf(data, "election.pdf", SETTINGS)
    assert [line.text for line in document.pages[0].lines] == ELECTION
    text = document.text
    assert "الانتخابات التشريعية" in text and "الأصوات" in text and "الانتخابية" in text
    assert "األصوات" not in text and "االنتخابية" not in text  # the reported misreading
    # The phrase is found through the BM25 tokens as well: the same tokens, one after the other.
    phrase, tokens = tokenize("الانتخابات التشريعية", "ar"), tokenize(text, "ar")
    assert any(tokens[i:i + len(phrase)] == phrase for i in range(len(tokens)))
