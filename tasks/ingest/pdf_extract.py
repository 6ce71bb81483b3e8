"""One PDF -> pages of text lines (with bboxes) and repaired tables, plus document metadata.

Routing per page (DESIGN §5): a page with a usable text layer is read with pdfplumber (prose lines and
tables); a page without one — too few characters, or characters that are garbage (unmapped glyphs, words
no dictionary knows: a broken font map) — is marked `needs_ocr` with its number and the reason, never
dropped. tasks/ingest/ocr.py fills those pages in. A file pdfplumber cannot
read is refused with a `QuarantineError` whose reason a person can act on.
"""

from __future__ import annotations

import io
import logging
import re
import shutil
from collections.abc import Collection
from dataclasses import dataclass, field, replace
from datetime import date
from pathlib import PurePosixPath
from typing import Any

from models.documents.layout import column_ranges
from models.documents.metadata import detect_language, find_effective_date, find_last_updated, parse_pdf_date
from models.documents.text_quality import assess_text_layer, is_garbage
from tasks.core.settings import IngestSettings
from tasks.ingest.pdf_tables import (
    ExtractedTable,
    TableSettings,
    carry_headers_across_pages,
    extract_tables,
    page_without_tables,
    table_settings,
)

BBox = tuple[float, float, float, float]  # x0, top, x1, bottom in PDF points, origin top-left
log = logging.getLogger(__name__)


class QuarantineError(Exception):
    """The input cannot be ingested; `reason` says why and what would fix it."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class TextLine:
    text: str
    bbox: BBox


@dataclass(frozen=True)
class PageOcr:
    """How an OCR'd page was read: every chunk built on it carries this (DESIGN §5, OCR confidence)."""

    engine: str
    confidence: float  # mean line confidence, 0..1
    rotation: int = 0  # degrees turned clockwise to read it
    retried: bool = False  # the binarised / higher-DPI retry ran


@dataclass
class PageContent:
    number: int  # 1-based
    lines: list[TextLine] = field(default_factory=list)
    tables: list[ExtractedTable] = field(default_factory=list)
    n_chars: int = 0
    needs_ocr: bool = False
    note: str = ""  # why a page was routed to OCR or has no text, for the ingestion report
    ocr: PageOcr | None = None  # set once OCR has read the page (its lines are then OCR text)
    # A suspect text layer (many unknown words) set aside until OCR says whether the image agrees with it.
    unverified: tuple[list[TextLine], list[ExtractedTable]] | None = None
    # What became of a suspect layer that was kept: "agreed" (OCR read the same words on the image) or
    # "unchecked" (OCR is off or failed, so nothing could judge it). Empty for every other page.
    verification: str = ""

    def restore_text_layer(self, note: str, verification: str) -> None:
        """Put a set-aside text layer back (OCR agreed with it, or OCR is off and cannot judge)."""
        if self.unverified is not None:
            self.lines, self.tables = self.unverified
            self.unverified = None
        self.needs_ocr = False
        self.note = note
        self.verification = verification

    @property
    def route(self) -> str:
        """How the page was read, for reports and `ragops inspect`: text-layer | ocr | suspect-then-verified |
        suspect-unchecked | needs-ocr (no text yet: OCR off or failed) | blank."""
        if self.ocr is not None:
            return "ocr"
        if self.needs_ocr:
            return "needs-ocr"
        if self.verification == "agreed":
            return "suspect-then-verified"
        if self.verification == "unchecked":
            return "suspect-unchecked"
        return "text-layer" if self.lines or self.tables else "blank"

    @property
    def text(self) -> str:
        return "\n".join(line.text for line in self.lines)


@dataclass
class ExtractedDocument:
    pages: list[PageContent]
    title: str
    last_updated: date | None
    effective_date: date | None
    repaired: bool = False
    encrypted: bool = False

    @property
    def needs_ocr_pages(self) -> list[int]:
        return [page.number for page in self.pages if page.needs_ocr]

    @property
    def blank_pages(self) -> list[int]:
        return [page.number for page in self.pages if not (page.needs_ocr or page.lines or page.tables)]

    @property
    def text(self) -> str:
        return "\n\n".join(page.text for page in self.pages)


def extract_pdf(
    data: bytes, name: str, settings: IngestSettings, vocabulary: Collection[str] | None = None
) -> ExtractedDocument:
    """Read a PDF held in memory. `name` is the source-relative path (for passwords and messages).

    `vocabulary` (lower-case words) enables the garbage-text-layer test; without it only the character
    count routes pages to OCR."""
    _reject_non_pdf(data)
    password = settings.password_for(name)
    pdf, repaired = _open(data, password, repair=False)
    # The original's info dictionary: a Ghostscript-repaired copy carries today's dates instead.
    info = _safe_metadata(pdf)
    try:
        if not repaired and _outside_char_ratio(pdf) > settings.repair_outside_char_ratio:
            # Text drawn outside the page box is a symptom of a damaged file; Ghostscript rewrites it.
            pdf.close()
            pdf, repaired = _open(data, password, repair=True)
        tables_with = table_settings(settings)
        pages = [_read_page(page, settings, tables_with, vocabulary) for page in pdf.pages]
        carry_headers_across_pages([page.tables for page in pages], [float(page.height) for page in pdf.pages])
        if all(not (page.needs_ocr or page.lines or page.tables) for page in pages):
            how = "after Ghostscript repair" if repaired else "in the file"
            raise QuarantineError(f"no content: every page is blank {how} (truncated or damaged PDF?)")
        return _document(info, pages, name, repaired=repaired, encrypted=password is not None)
    finally:
        pdf.close()


def fill_text_metadata(document: ExtractedDocument, name: str) -> None:
    """After OCR has filled in pages: the dates and title that only the recognised text could give."""
    text = document.text
    document.effective_date = document.effective_date or find_effective_date(text)
    document.last_updated = document.last_updated or find_last_updated(text)
    if document.title == PurePosixPath(name).stem:
        document.title = _title({}, document.pages, name)


def _reject_non_pdf(data: bytes) -> None:
    if not data:
        raise QuarantineError("empty file (0 bytes)")
    if b"%PDF-" not in data[:1024]:
        raise QuarantineError(f"not a PDF: no %PDF- header in the first 1 KiB (starts with {data[:16]!r})")


def _open(data: bytes, password: str | None, repair: bool) -> tuple[Any, bool]:
    """pdfplumber.open with the password; on a parse error, one retry with Ghostscript repair."""
    import pdfplumber
    from pdfminer.pdfdocument import PDFPasswordIncorrect

    try:
        pdf = pdfplumber.open(io.BytesIO(data), password=password or "", repair=repair)
        # Reading the page tree is where broken files fail; a truncated file may parse to no pages at all.
        if not pdf.pages:
            pdf.close()
            raise ValueError("no pages found (truncated file?)")
        return pdf, repair
    except Exception as err:  # pdfminer raises many unrelated types for broken input
        if _is_password_error(err, PDFPasswordIncorrect):
            if password is None:
                raise QuarantineError(
                    "encrypted PDF and no password configured (add it under ingest.passwords)"
                ) from None
            raise QuarantineError("encrypted PDF and the configured password is wrong") from None
        if repair:
            raise QuarantineError(f"unparseable PDF, even after Ghostscript repair ({_short(err)})") from None
        if shutil.which("gs") is None:
            raise QuarantineError(
                f"unparseable PDF ({_short(err)}); install Ghostscript (`gs`) to attempt a repair"
            ) from None
        return _open(data, password, repair=True)


def _is_password_error(err: BaseException, password_error: type) -> bool:
    seen: BaseException | None = err
    while seen is not None:
        if isinstance(seen, password_error) or any(isinstance(arg, password_error) for arg in seen.args):
            return True
        seen = seen.__cause__ or seen.__context__
    return False


def _short(err: BaseException) -> str:
    text = str(err).strip() or "no message"
    return f"{type(err).__name__}: {text[:200]}"


def _inside(obj: dict[str, Any], box: BBox) -> bool:
    x_mid = (obj["x0"] + obj["x1"]) / 2
    y_mid = (obj["top"] + obj["bottom"]) / 2
    return box[0] <= x_mid <= box[2] and box[1] <= y_mid <= box[3]


def _outside_char_ratio(pdf: Any) -> float:
    total = outside = 0
    for page in pdf.pages:
        for char in page.chars:
            total += 1
            outside += not _inside(char, page.bbox)
    return outside / total if total else 0.0


def _read_page(
    page: Any, settings: IngestSettings, table_settings: TableSettings, vocabulary: Collection[str] | None
) -> PageContent:
    content = PageContent(number=page.page_number)
    try:
        visible = [char for char in page.chars if _inside(char, page.bbox) and char["text"].strip()]
        content.n_chars = len(visible)
        if content.n_chars < settings.min_text_chars:
            if content.n_chars == 0 and not _has_drawing(page):
                content.note = "blank page: no text, no image, no drawing"
                return content
            # Keep the few characters there are (a stamped date, a page number) and let OCR read the rest.
            content.needs_ocr = True
            kind = "scanned page" if _has_scan_image(page) else "page without a text layer"
            content.note = f"{kind}: {content.n_chars} characters (< ingest.min_text_chars)"
            if content.n_chars == 0:
                return content
        content.tables = extract_tables(page, table_settings)
        # Prose is what lies outside the tables and inside the page box (text beyond it is never shown).
        prose = page_without_tables(page, content.tables).filter(
            lambda obj: obj.get("object_type") != "char" or _inside(obj, page.bbox)
        )
        content.lines = _column_lines(prose)
        if vocabulary is not None and not content.needs_ocr:
            _route_garbage(content, settings, vocabulary)
    except Exception as err:  # one bad page must not lose the document: send it to OCR instead
        log.warning("page %d: text extraction failed, routed to OCR", page.page_number, exc_info=True)
        content.lines, content.tables = [], []
        content.needs_ocr = True
        content.note = f"text extraction failed ({_short(err)})"
    return content


def _route_garbage(content: PageContent, settings: IngestSettings, vocabulary: Collection[str]) -> None:
    """A text layer that is there but unreadable is OCR'd instead.

    Unmapped glyphs ((cid:N), U+FFFD, private use) are certain: the layer is dropped. Many unknown words
    are only suspicious — Latin, names, part numbers look like that too — so that layer is set aside and
    OCR decides (ingest keeps it when the page image says the same words)."""
    text = "\n".join([content.text, *(cell or "" for table in content.tables for row in table.rows for cell in row)])
    limits = settings.ocr.garbage
    quality = assess_text_layer(text, vocabulary)
    if detect_language(text) != "en":
        # The word test knows English words only; on a Chinese page the Latin words are model codes.
        quality = replace(quality, n_tokens=0, unknown_token_ratio=0.0)
    garbage, reason = is_garbage(quality, limits.max_bad_char_ratio, limits.max_unknown_word_ratio, limits.min_words)
    if not garbage:
        return
    if quality.bad_char_ratio <= limits.max_bad_char_ratio:
        content.unverified = (content.lines, content.tables)
        content.note = f"suspect text layer: {reason}"
    else:
        content.note = f"garbage text layer: {reason}"
    content.lines, content.tables = [], []
    content.needs_ocr = True


def _has_drawing(page: Any) -> bool:
    """Anything visible besides text: images or vector graphics (outlined glyphs, stamps, diagrams)."""
    return bool(page.images or page.curves or page.rects or page.lines)


def _has_scan_image(page: Any, min_share: float = 0.2) -> bool:
    """Whether an image covers enough of the page to hold text worth OCR (a scan, a photo of a page)."""
    page_area = float(page.width * page.height) or 1.0
    for image in page.images:
        width = max(0.0, min(image["x1"], page.bbox[2]) - max(image["x0"], page.bbox[0]))
        height = max(0.0, min(image["bottom"], page.bbox[3]) - max(image["top"], page.bbox[1]))
        if width * height / page_area >= min_share:
            return True
    return False


def _column_lines(prose: Any) -> list[TextLine]:
    """Text lines in reading order: column by column, top to bottom within a column."""
    columns = column_ranges([(word["x0"], word["x1"]) for word in prose.extract_words()])
    lines: list[TextLine] = []
    for x0, x1 in columns:
        column = prose.filter(
            lambda obj, x0=x0, x1=x1: obj.get("object_type") != "char" or x0 - 1 <= (obj["x0"] + obj["x1"]) / 2 <= x1 + 1
        ) if len(columns) > 1 else prose
        lines.extend(
            TextLine(line["text"], (line["x0"], line["top"], line["x1"], line["bottom"]))
            for line in column.extract_text_lines(return_chars=False)
            if line["text"].strip()
        )
    return lines


def _safe_metadata(pdf: Any) -> dict[str, Any]:
    try:
        return dict(pdf.metadata or {})
    except Exception:  # a broken info dictionary costs the metadata, not the document
        return {}


def _document(info: dict[str, Any], pages: list[PageContent], name: str, repaired: bool, encrypted: bool) -> ExtractedDocument:
    text = "\n\n".join(page.text for page in pages)
    return ExtractedDocument(
        pages=pages,
        title=_title(info, pages, name),
        last_updated=parse_pdf_date(info.get("ModDate"))
        or parse_pdf_date(info.get("CreationDate"))
        or find_last_updated(text),
        effective_date=find_effective_date(text),
        repaired=repaired,
        encrypted=encrypted,
    )


def _title(info: dict[str, Any], pages: list[PageContent], name: str) -> str:
    title = info.get("Title")
    if isinstance(title, bytes):
        title = title.decode("utf-8", errors="ignore")
    if isinstance(title, str) and _looks_like_title(title):
        return title.strip()
    for page in pages:
        for line in page.lines[:15]:
            if _looks_like_title(line.text):
                return line.text.strip()
    return PurePosixPath(name).stem


_FILE_NAME_TITLE = re.compile(r"(?i)(\.(exe|docx?|pdf|xlsx?|pptx?|tmp|indd)$|^microsoft \w+ - |^untitled)")


def _looks_like_title(text: str) -> bool:
    """Producers fill Title with file names ("10811.exe") or paragraphs; neither is a title."""
    text = text.strip()
    letters = sum(char.isalpha() for char in text)
    return 3 <= len(text) <= 120 and letters >= 0.5 * len(text.replace(" ", "")) and not _FILE_NAME_TITLE.search(text)
