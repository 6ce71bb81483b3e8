"""Drawing the corpus specs: PDFs with a text layer, image-only scanned pages, and the files beside them.

Output is byte-deterministic for a given spec (see render_document_pdf), which is what lets the same
seed give byte-identical corpora. reportlab and PIL are imported inside the functions that need them,
so importing this module stays cheap.
"""

from __future__ import annotations

import io
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from tasks.sample_corpus.specs import COMPANY, DocumentSpec, HeadingBlock, PageSpec, ParagraphBlock, TableBlock

# Page geometry shared by the text renderer and the scan renderer (A4 in points; scans at 200 dpi).
_PAGE_WIDTH_PT = 595.2755905511812
_PAGE_HEIGHT_PT = 841.8897637795277
_SCAN_DPI = 200
_MARGIN_PT = 56.69  # 2 cm
_CJK_FONT = "STSong-Light"


def _register_cjk_font() -> None:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.cidfonts import UnicodeCIDFont

    if _CJK_FONT not in pdfmetrics.getRegisteredFontNames():
        # A built-in CID font: nothing is embedded, and pdfplumber maps it back to Unicode through
        # the UniGB-UCS2-H CMap, so Chinese text round-trips through extraction.
        pdfmetrics.registerFont(UnicodeCIDFont(_CJK_FONT))


# A font with Chinese glyphs for scanned Chinese pages (Pillow's bundled font has none: every character would print
# as an empty box, and OCR would read only the digits). Debian's fonts-droid-fallback, which ghostscript pulls in.
_CJK_SCAN_FONTS = ("/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
                   "/usr/share/fonts-droid-fallback/truetype/DroidSansFallback.ttf")
_CJK_CHAR = re.compile(r"[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]")
_SCRIPT_RUN = re.compile(r"[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]+|[^\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]+")


class _ScanFont:
    """A scan's font at one size: Pillow's bundled Aileron, with Chinese characters drawn in the CJK font (which has
    no Latin glyphs, so each run of text is drawn in the font that has it)."""

    def __init__(self, size: int) -> None:
        from PIL import ImageFont

        self.size = size
        # Pillow's bundled default font needs no file on disk and renders any size with FreeType.
        self.latin = ImageFont.load_default(size=size)
        self._cjk: Any = None

    @property
    def cjk(self) -> Any:
        from PIL import ImageFont

        if self._cjk is None:
            path = next((path for path in _CJK_SCAN_FONTS if Path(path).is_file()), None)
            if path is None:
                raise RuntimeError("a scanned Chinese page needs a font with Chinese glyphs; none of "
                                   f"{', '.join(_CJK_SCAN_FONTS)} exists: apt-get install fonts-droid-fallback")
            self._cjk = ImageFont.truetype(path, size=self.size)
        return self._cjk

    def _runs(self, text: str) -> list[tuple[str, Any]]:
        return [(run[0], self.cjk if _CJK_CHAR.match(run[0]) else self.latin)
                for run in _SCRIPT_RUN.finditer(text)]

    def getlength(self, text: str) -> float:
        return sum(font.getlength(run) for run, font in self._runs(text))

    def draw(self, pen: Any, x: float, y: float, text: str) -> None:
        for run, font in self._runs(text):
            pen.text((x, y + self.size), run, fill=0, font=font, anchor="ls")  # one baseline for both fonts
            x += font.getlength(run)


def _wrap_for_scan(text: str, font: Any, max_width: int) -> list[str]:
    """Lines that fit `max_width`: broken between words, and inside a word too wide for a line (Chinese text has no
    spaces to break at)."""
    lines: list[str] = []
    current = ""
    for word in text.split(" "):
        candidate = f"{current} {word}" if current else word
        if current and font.getlength(candidate) > max_width:
            lines.append(current)
            current = word
        else:
            current = candidate
        while font.getlength(current) > max_width:
            cut = max(1, next(i for i in range(len(current), 0, -1) if font.getlength(current[:i]) <= max_width))
            lines.append(current[:cut])
            current = current[cut:]
    if current:
        lines.append(current)
    return lines


def render_scanned_page(page: PageSpec) -> bytes:
    """A page as a 200-dpi greyscale JPEG, like a flatbed scan: black sans text on white."""
    from PIL import Image, ImageDraw

    width = round(_PAGE_WIDTH_PT / 72 * _SCAN_DPI)
    height = round(_PAGE_HEIGHT_PT / 72 * _SCAN_DPI)
    margin = round(_MARGIN_PT / 72 * _SCAN_DPI)
    image = Image.new("L", (width, height), color=255)
    pen = ImageDraw.Draw(image)
    sizes = {0: 46, 1: 38, 2: 34}
    body_font = _ScanFont(31)
    y = margin
    for block in page.blocks:
        if isinstance(block, TableBlock):
            raise ValueError("tables are not supported on scanned pages")
        font = _ScanFont(sizes[block.level]) if isinstance(block, HeadingBlock) else body_font
        space_before = 24 if isinstance(block, HeadingBlock) else 8
        y += space_before
        for line in _wrap_for_scan(block.text, font, width - 2 * margin):
            font.draw(pen, margin, y, line)
            y += round(font.size * 1.45)
        if y > height - margin:
            raise ValueError("scanned page content does not fit on one page")
    buffer = io.BytesIO()
    image.save(buffer, format="JPEG", quality=80, optimize=False)
    return buffer.getvalue()


def _pdf_date(day: date) -> str:
    return f"D:{day.strftime('%Y%m%d')}000000+00'00'"


@dataclass(frozen=True)
class RenderedDocument:
    n_pages: int
    scanned_pages: tuple[int, ...]  # 1-based page numbers of the image-only pages


def _story(spec: DocumentSpec, body_font: str, bold_font: str, scan: Any) -> list[Any]:
    """The flowables of every page in order: a scanned page is one `scan` image, a text page its headings,
    paragraphs and tables."""
    from xml.sax.saxutils import escape

    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import KeepTogether, NextPageTemplate, PageBreak, Paragraph, Spacer

    zh = spec.language == "zh"
    styles = {
        "body": ParagraphStyle("body", fontName=body_font, fontSize=10.5, leading=14.5, spaceAfter=4,
                               wordWrap="CJK" if zh else None),
        0: ParagraphStyle("title", fontName=bold_font, fontSize=17, leading=22, spaceAfter=10),
        1: ParagraphStyle("h1", fontName=bold_font, fontSize=13, leading=17, spaceBefore=8, spaceAfter=4, keepWithNext=1),
        2: ParagraphStyle("h2", fontName=bold_font, fontSize=11.5, leading=15, spaceBefore=6, spaceAfter=3, keepWithNext=1),
    }
    story: list[Any] = []
    for index, page in enumerate(spec.pages):
        if index > 0:
            story.append(NextPageTemplate("scan" if page.scanned else "text"))
            story.append(PageBreak())
        if page.scanned:
            story.append(scan(render_scanned_page(page)))
            continue
        for block in page.blocks:
            if isinstance(block, HeadingBlock):
                story.append(Paragraph(escape(block.text), styles[block.level]))
            elif isinstance(block, ParagraphBlock):
                # Never split a paragraph across pages: a footer in the middle would cut a
                # conditional clause off its condition in the extracted text.
                story.append(KeepTogether([Paragraph(escape(block.text), styles["body"])]))
            else:
                story.append(Spacer(1, 4))
                story.append(_render_table(block, body_font, bold_font))
                story.append(Spacer(1, 8))
    return story


def render_document_pdf(spec: DocumentSpec, path: Path) -> RenderedDocument:
    """Write spec as a PDF at path and report its physical page count and scanned page numbers.

    Output is byte-deterministic: reportlab runs with invariant=1 (fixed timestamp and file id), and
    the info dictionary's CreationDate/ModDate are overridden with spec.last_updated.
    """

    from reportlab.lib.utils import ImageReader
    from reportlab.platypus import BaseDocTemplate, Flowable, Frame, PageTemplate

    zh = spec.language == "zh"
    if zh:
        _register_cjk_font()
    body_font = _CJK_FONT if zh else "Helvetica"
    bold_font = _CJK_FONT if zh else "Helvetica-Bold"  # the CID font has no bold face
    scanned_page_numbers: list[int] = []
    page_numbers: set[int] = set()

    class FullPageScan(Flowable):
        """Fills a zero-margin frame with the scan image; the page gets no text layer at all."""

        def __init__(self, jpeg: bytes) -> None:
            super().__init__()
            self.jpeg = jpeg

        def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
            return _PAGE_WIDTH_PT, _PAGE_HEIGHT_PT

        def draw(self) -> None:
            scanned_page_numbers.append(self.canv.getPageNumber())
            # ImageReader over JPEG bytes is passed through as DCTDecode, as real scanners produce.
            self.canv.drawImage(ImageReader(io.BytesIO(self.jpeg)), 0, 0, width=_PAGE_WIDTH_PT, height=_PAGE_HEIGHT_PT)

    def on_text_page(canv: Any, doc: Any) -> None:
        page_numbers.add(canv.getPageNumber())
        canv.setDateFormatter(lambda *_: _pdf_date(spec.last_updated))
        canv.saveState()
        canv.setFont(body_font, 8)
        page = canv.getPageNumber()
        canv.drawString(_MARGIN_PT, _MARGIN_PT / 2, f"{spec.title} - 第{page}页" if zh else f"{spec.title} - page {page}")
        canv.restoreState()

    def on_scan_page(canv: Any, doc: Any) -> None:
        page_numbers.add(canv.getPageNumber())
        canv.setDateFormatter(lambda *_: _pdf_date(spec.last_updated))

    text_frame = Frame(_MARGIN_PT, _MARGIN_PT, _PAGE_WIDTH_PT - 2 * _MARGIN_PT, _PAGE_HEIGHT_PT - 2 * _MARGIN_PT, id="text")
    scan_frame = Frame(0, 0, _PAGE_WIDTH_PT, _PAGE_HEIGHT_PT, leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0, id="scan")
    text_template = PageTemplate("text", frames=[text_frame], onPage=on_text_page)
    scan_template = PageTemplate("scan", frames=[scan_frame], onPage=on_scan_page)
    templates = [scan_template, text_template] if spec.pages[0].scanned else [text_template, scan_template]

    story = _story(spec, body_font, bold_font, FullPageScan)

    document = BaseDocTemplate(
        str(path), pagesize=(_PAGE_WIDTH_PT, _PAGE_HEIGHT_PT), pageTemplates=templates, invariant=1,
        title=spec.title, author=spec.author, subject=f"{spec.doc_type}; intent={spec.intent}",
        keywords=", ".join(spec.equipment_models + ((spec.region,) if spec.region else ())),
        creator=f"{COMPANY} document system",
    )
    document.build(story)
    return RenderedDocument(n_pages=len(page_numbers), scanned_pages=tuple(scanned_page_numbers))


def _render_table(block: TableBlock, body_font: str, bold_font: str) -> Any:
    from reportlab.lib import colors
    from reportlab.platypus import Table, TableStyle

    table = Table([list(row) for row in block.rows], repeatRows=block.header_rows, hAlign="LEFT")
    commands: list[tuple] = [
        # Full grid lines: pdfplumber's lattice table finder needs the ruling lines; reportlab
        # leaves the lines inside a SPAN out, which is what makes the merged cells detectable.
        ("GRID", (0, 0), (-1, -1), 0.6, colors.black),
        ("FONTNAME", (0, 0), (-1, -1), body_font),
        ("FONTNAME", (0, 0), (-1, block.header_rows - 1), bold_font),
        ("FONTSIZE", (0, 0), (-1, -1), 9),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("BACKGROUND", (0, 0), (-1, block.header_rows - 1), colors.Color(0.9, 0.9, 0.9)),
    ]
    commands.extend(("SPAN", (c0, r0), (c1, r1)) for c0, r0, c1, r1 in block.spans)
    table.setStyle(TableStyle(commands))
    return table


# ---------------------------------------------------------------------------------------------
# Manifest and file writing
# ---------------------------------------------------------------------------------------------


def manifest_entry(doc: DocumentSpec, rendered: RenderedDocument) -> dict[str, Any]:
    """One manifest.json entry: the spec's metadata plus what rendering produced (page count, scans)."""
    return {
        "path": doc.rel_path,
        "title": doc.title,
        "intent": doc.intent,
        "doc_type": doc.doc_type,
        "language": doc.language,
        "source_type": doc.source_type,
        "author": doc.author,
        "equipment_models": list(doc.equipment_models),
        "region": doc.region,
        "version_group": doc.version_group,
        "version_label": doc.version_label,
        "phrasing": doc.phrasing,
        "last_updated": doc.last_updated.isoformat(),
        "effective_date": doc.effective_date.isoformat() if doc.effective_date else None,
        "valid_until": doc.valid_until.isoformat() if doc.valid_until else None,
        "n_pages": rendered.n_pages,
        "scanned_pages": list(rendered.scanned_pages),
    }


def write_text(path: Path, text: str) -> None:
    """UTF-8 with LF line endings on every platform, so the files stay byte-identical."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8", newline="\n")


def jsonl(rows: Iterable[dict[str, Any]]) -> str:
    """One JSON object per line; Chinese queries stay readable (ensure_ascii=False)."""
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)
