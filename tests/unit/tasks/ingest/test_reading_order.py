"""Reading order of multi-column pages through the whole PDF reader (tasks/ingest/pdf_extract.py): a two-column
article made here with reportlab — a title across both columns, a drop cap, a full-width paragraph between two
two-column parts, the columns' lines on the same baselines (a line-by-line read interleaves them) — and the real
multi-column documents of the shared test data."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from tasks.core.settings import load_settings
from tasks.ingest.pdf_extract import extract_pdf

SETTINGS = load_settings(overrides={"ingest.ocr.enabled": False}).ingest

TITLE = "Labor Force Projections to 2020"
# Each column is its own run of sentences: read across, each sentence would be cut by the other column's lines.
TOP_LEFT = ("This release of the Bureau of Labor Statistics projects that the civilian labor force will reach 150.2 "
            "million in 2020. Growth is slower than in the decade before because the population ages. The share "
            "of people who work or look for work keeps falling through the decade.")
TOP_RIGHT = ("Women are expected to make up a growing share of the labor force until the end of the period. Older "
             "workers stay longer in their jobs than they did twenty years ago. Younger workers enter the labor "
             "force later because more of them stay in school.")
MIDDLE = ("The projections assume full employment in the target year and do not forecast the business cycle; they "
          "describe the labor force that the economy could employ if the trends of the last decade go on.")
BOTTOM_LEFT = ("Hispanic workers account for most of the growth in the labor force. Their number rises by about "
               "seven million over the decade. Asian workers grow fastest in relative terms.")
BOTTOM_RIGHT = ("The median age of the labor force rises to about forty-two years. Employers in health care expect "
                "the largest gains. Manufacturing keeps losing jobs to productivity.")


def _column(canvas, text: str, x: float, width: float, top: float, indent_lines: int = 0, indent: float = 0.0) -> float:
    """Draw `text` wrapped to `width` from baseline `top` down, 12 pt apart; the first `indent_lines` lines start
    `indent` points in (beside a drop cap). Returns the baseline after the last line."""
    from reportlab.lib.utils import simpleSplit

    words, lines = text.split(), []
    while words:  # wrap line by line: the indented lines are narrower
        room = width - (indent if len(lines) < indent_lines else 0.0)
        line = simpleSplit(" ".join(words), "Helvetica", 10, room)[0]
        lines.append(line)
        words = words[len(line.split()):]
    y = top
    for number, line in enumerate(lines):
        canvas.drawString(x + (indent if number < indent_lines else 0.0), y, line)
        y -= 12
    return y


def _article() -> bytes:
    """A letter-size page: title, two columns (the left one opening with a drop cap "T"), a full-width paragraph,
    two more columns; a 24 pt gutter."""
    from reportlab.lib.pagesizes import letter
    from reportlab.pdfbase.pdfmetrics import stringWidth
    from reportlab.pdfgen.canvas import Canvas

    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=letter)
    canvas.setFont("Helvetica-Bold", 16)
    canvas.drawCentredString(306, 740, TITLE)
    left, right, width = 50.0, 318.0, 244.0
    cap_width = stringWidth("T", "Helvetica", 48)
    canvas.setFont("Helvetica", 48)
    # Three lines deep (its baseline is the third line's) and a little taller: a plain read puts it on a line of
    # its own above the first one ("T" / "his release of the Bureau …").
    canvas.drawString(left, 700 - 24, "T")
    canvas.setFont("Helvetica", 10)
    bottom = min(_column(canvas, TOP_LEFT[1:], left, width, 700, indent_lines=3, indent=cap_width + 1),
                 _column(canvas, TOP_RIGHT, right, width, 700))
    bottom = _column(canvas, MIDDLE, left, right + width - left, bottom - 14)
    _column(canvas, BOTTOM_LEFT, left, width, bottom - 14)
    _column(canvas, BOTTOM_RIGHT, right, width, bottom - 14)
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def _joined(lines: list[str]) -> str:
    return " ".join(" ".join(lines).split())


def test_a_two_column_article_is_read_part_by_part_and_column_by_column():
    pytest.importorskip("reportlab")
    document = extract_pdf(_article(), "article.pdf", SETTINGS)
    lines = [line.text for line in document.pages[0].lines]
    assert lines[0] == TITLE
    assert lines[1].startswith("This release of the Bureau")  # the drop cap joined to the rest of its word
    assert _joined(lines) == " ".join([TITLE, TOP_LEFT, TOP_RIGHT, MIDDLE, BOTTOM_LEFT, BOTTOM_RIGHT])
    assert "his release" not in _joined(lines).replace("This release", "")


def test_the_same_page_without_the_full_width_parts_still_reads_column_by_column():
    """The page-wide gutter that the old reader found: the columns are cut there, the same way."""
    pytest.importorskip("reportlab")
    from reportlab.lib.pagesizes import letter
    from reportlab.pdfgen.canvas import Canvas

    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=letter)
    canvas.setFont("Helvetica", 10)
    _column(canvas, TOP_LEFT, 50, 244, 700)
    _column(canvas, TOP_RIGHT, 318, 244, 700)
    canvas.showPage()
    canvas.save()
    document = extract_pdf(buffer.getvalue(), "columns.pdf", SETTINGS)
    assert _joined([line.text for line in document.pages[0].lines]) == f"{TOP_LEFT} {TOP_RIGHT}"


def _text(testdata: Path, relative: str) -> list[list[str]]:
    document = extract_pdf((testdata / relative).read_bytes(), Path(relative).name, SETTINGS)
    return [[line.text for line in page.lines] for page in document.pages]


def test_federal_register_columns_below_a_full_width_figure_are_read_after_those_above(testdata):
    """Page 7: three columns, a full-width figure (read as a table), then two columns. Before, the lines of the
    three columns were read across ("inserting a copy of figures 1 through 9 to (1) In the Certificate …")."""
    page = _text(testdata, "pdf/federal-register-2020-17221.pdf")[6]
    text = _joined(page)
    assert ("inserting a copy of figures 1 through 9 to paragraphs (h)(2) through (10) of this AD into the "
            "existing AFM. (1) In the Certificate Limitations and Operating Procedures chapters, remove the "
            "information identified as ‘‘Required by AD 2018–23–51.’’ (2) In the Operating Procedures chapter, "
            "revise the General paragraph to include the information in figure 1 to paragraph (h)(2) of this AD. "
            "(3) In the Operating Procedures chapter, replace the existing Airspeed Unreliable paragraph with the "
            "information in figure 2 to paragraph (h)(3) of this AD.") in text


def test_federal_register_footer_line_is_read_whole_after_the_columns(testdata):
    """The printer's line under the three columns of page 1 was cut at both gutters and its pieces read at the
    foot of each column; it is now one line after them."""
    page = _text(testdata, "pdf/federal-register-2020-17221.pdf")[0]
    footer = [line for line in page if line.startswith("VerDate")]
    assert footer == ["VerDate Sep<11>2014 16:21 Aug 05, 2020 Jkt 250001 PO 00000 Frm 00001 Fmt 4702 Sfmt 4702 "
                      "E:\\FR\\FM\\06AUP1.SGM 06AUP1"]
    text = _joined(page)
    assert "DATES: The FAA must receive comments on this proposed AD by September 21, 2020." in text
    assert "by any of the following methods: • Federal eRulemaking Portal: Go to https://www.regulations.gov." in text
    assert text.index("Federal eRulemaking Portal") < text.index("proposal, explain the reason") < text.index("VerDate")
