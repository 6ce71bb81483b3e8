"""One PDF -> pages of text lines (with bboxes) and repaired tables, plus document metadata.

Routing per page (docs/design.md#ingestion-and-ocr): a page with a usable text layer is read with pdfplumber (prose
lines and tables); a page without one — too few characters, or characters that are garbage (unmapped glyphs, words
no dictionary knows: a broken font map) — is marked `needs_ocr` with its number and the reason, never
dropped. tasks/ingest/ocr.py fills those pages in. A file pdfplumber cannot
read is refused with a `QuarantineError` whose reason a person can act on.

Text-layer repairs, before anything is chunked (issue 11):
- a glyph drawn twice at the same place (faux bold, "FFoooottnnootteess") is read once (pdfplumber's
  `dedupe_chars`);
- word spaces come from glyph gaps relative to the font size (`ingest.text_layer.word_gap`), not a fixed
  3 points, which glues small-print words together and splits letter-spaced headings;
- rotated (vertical) text is read in its own direction: text turned counter-clockwise bottom to top;
- control characters become spaces, invisible format characters go, right-to-left lines are put in logical
  order (models.documents.text_repair), a glyph that stands for several right-to-left letters (a lam-alef
  ligature mapped to "لا") keeping their order;
- running headers, footers and page numbers leave the body lines and are kept on the page (`running`).
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

from models.documents.layout import attach_drop_caps, body_height, drop_caps, reading_regions, reflow
from models.documents.metadata import detect_language, find_effective_date, find_last_updated, parse_pdf_date
from models.documents.text_quality import assess_text_layer, is_garbage
from models.documents.text_repair import find_running_lines, repair_line, visual_glyph_text
from tasks.core.settings import IngestSettings, RunningLineSettings, TextLayerSettings
from tasks.ingest.pdf_chars import convert_glyphs_directly
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
    """How an OCR'd page was read: every chunk built on it carries this (docs/design.md#ingestion-and-ocr, OCR
    confidence)."""

    engine: str
    confidence: float  # mean line confidence, 0..1
    rotation: int = 0  # degrees turned clockwise to read it
    retried: bool = False  # the binarised / higher-DPI retry ran


@dataclass(frozen=True)
class RunningText:
    """A running header, footer or page number: page furniture kept out of the body chunks."""

    role: str  # header | footer | page_number
    line: TextLine


@dataclass
class PageContent:
    number: int  # 1-based
    lines: list[TextLine] = field(default_factory=list)
    tables: list[ExtractedTable] = field(default_factory=list)
    n_chars: int = 0
    size: tuple[float, float] | None = None  # width, height in PDF points as displayed (None: an image file)
    needs_ocr: bool = False
    note: str = ""  # why a page was routed to OCR or has no text, for the ingestion report
    ocr: PageOcr | None = None  # set once OCR has read the page (its lines are then OCR text)
    # A suspect text layer (many unknown words) set aside until OCR says whether the image agrees with it.
    unverified: tuple[list[TextLine], list[ExtractedTable]] | None = None
    # What became of a suspect layer that was kept: "agreed" (OCR read the same words on the image) or
    # "unchecked" (OCR is off or failed, so nothing could judge it). Empty for every other page.
    verification: str = ""
    running: list[RunningText] = field(default_factory=list)  # headers/footers/page numbers taken out of `lines`

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
    repaired_data: bytes | None = None  # the Ghostscript-repaired PDF, which OCR renders instead of the original

    @property
    def needs_ocr_pages(self) -> list[int]:
        return [page.number for page in self.pages if page.needs_ocr]

    @property
    def blank_pages(self) -> list[int]:
        return [page.number for page in self.pages if not (page.needs_ocr or page.lines or page.tables)]

    @property
    def text(self) -> str:
        return "\n\n".join(page.text for page in self.pages)

    @property
    def reflowed_text(self) -> str:
        """`text` with wrapped lines joined into the sentences they break (models.documents.layout.reflow), for
        rules that read whole sentences (version cues)."""
        return "\n\n".join(reflow([(line.text, line.bbox) for line in page.lines]) for page in self.pages)

    @property
    def running_lines(self) -> list[dict[str, Any]]:
        """Running headers, footers and page numbers as document-store rows (page, role, text)."""
        return [{"page": page.number, "role": running.role, "text": running.line.text}
                for page in self.pages for running in page.running]


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
        _check_page_count(pdf, settings.limits.max_pages)  # before anything reads every page
        if not repaired and _needs_repair(pdf, settings.repair_outside_char_ratio):
            # Text drawn outside the page box, or a page whose characters cannot be read at all, is a symptom of a
            # damaged file; Ghostscript rewrites it. Repair comes first, then per-page errors cost only their page.
            pdf.close()
            pdf, repaired = _open(data, password, repair=True)
        _check_page_count(pdf, settings.limits.max_pages)
        tables_with = table_settings(settings)
        pages = [_read_page(page, number, settings, tables_with, vocabulary)
                 for number, page in enumerate(pdf.pages, 1)]
        heights = [_height(page) for page in pdf.pages]
        carry_headers_across_pages([page.tables for page in pages], heights)
        if all(not (page.needs_ocr or page.lines or page.tables) for page in pages):
            how = "after Ghostscript repair" if repaired else "in the file"
            raise QuarantineError(f"no content: every page is blank {how} (truncated or damaged PDF?)")
        # Title and dates are read with the running lines still in (a footer may say "Last updated ...").
        document = _document(info, pages, name, repaired=repaired, encrypted=password is not None)
        set_aside_running_lines(pages, heights, settings.text_layer.running_lines)
        if repaired:  # OCR renders what was read: the repaired file, not the damaged original
            document.repaired_data = pdf.stream.getvalue() if hasattr(pdf.stream, "getvalue") else None
        return document
    finally:
        pdf.close()


def _check_page_count(pdf: Any, limit: int | None) -> None:
    if limit is not None and len(pdf.pages) > limit:
        raise QuarantineError(f"{len(pdf.pages)} pages: over ingest.limits.max_pages ({limit})")


def _needs_repair(pdf: Any, outside_ratio: float) -> bool:
    """Whether the file reads as damaged: most text outside the page boxes, or pages whose content cannot be read."""
    try:
        return _outside_char_ratio(pdf) > outside_ratio
    except Exception as err:  # pdfminer raises many types for a broken content stream
        log.info("reading the characters of every page failed (%s): repairing", _short(err))
        return shutil.which("gs") is not None


def _height(page: Any) -> float:
    try:
        return float(page.height)
    except Exception:  # a broken MediaBox: no height, the page's running-line test gets nothing to compare
        return 0.0


def fill_text_metadata(document: ExtractedDocument, name: str) -> None:
    """After OCR has filled in pages: the dates and title that only the recognised text could give."""
    text = document.text
    document.effective_date = document.effective_date or find_effective_date(text)
    document.last_updated = document.last_updated or find_last_updated(text)
    if document.title == PurePosixPath(name).stem:
        document.title = _title({}, document.pages, name)


def set_aside_running_lines(pages: list[PageContent], heights: list[float], limits: RunningLineSettings) -> None:
    """Move running headers, footers and page numbers from each page's lines to its `running` list.

    A suspect text layer waiting for OCR's verdict (`unverified`) is judged and cleaned the same way, so
    the layer that comes back has no furniture either; pages read by OCR have no text-layer lines here."""
    layers = [page.lines or (page.unverified[0] if page.unverified else []) for page in pages]
    found = find_running_lines(
        [[(line.text, line.bbox) for line in layer] for layer in layers], heights,
        limits.max_lines, limits.position_tolerance,
    )
    remove: dict[int, set[int]] = {}
    for running in found:
        page = pages[running.page]
        page.running.append(RunningText(running.role, layers[running.page][running.line]))
        remove.setdefault(running.page, set()).add(running.line)
    for index, lines in remove.items():
        page = pages[index]
        kept = [line for number, line in enumerate(layers[index]) if number not in lines]
        if page.lines:
            page.lines = kept
        elif page.unverified is not None:
            page.unverified = (kept, page.unverified[1])


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
        convert_glyphs_directly(pdf)  # the same glyph dictionaries as pdfplumber's; the parse takes a fifth less time
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


def _line_overrun(page: Any, outside: list[dict[str, Any]]) -> set[int]:
    """ids of glyphs outside the page box that continue a visible line: same baseline, each within a font
    size of the glyph before it, the chain starting at a glyph inside the box.

    Text wholly outside the box is not shown by any viewer (a page cut from a two-up sheet still carries
    its neighbour's text there), so it stays out; a whole page of it is a damaged file, repaired on open."""
    if not outside:
        return set()
    by_line: dict[tuple[bool, int], list[dict[str, Any]]] = {}
    for char in page.chars:
        if char["upright"]:
            by_line.setdefault((True, round(char["bottom"])), []).append(char)
    kept: set[int] = set()
    for chars in by_line.values():
        chars.sort(key=lambda char: char["x0"])
        shown = [_inside(char, page.bbox) for char in chars]
        if all(shown) or not any(shown):
            continue
        for direction in (range(len(chars)), range(len(chars) - 1, -1, -1)):
            previous = None
            for index in direction:
                char = chars[index]
                if shown[index]:
                    previous = char
                    continue
                near = previous is not None and (
                    char["x0"] - previous["x1"] if char["x0"] >= previous["x0"] else previous["x0"] - char["x1"]
                ) <= previous["size"]
                if near:
                    kept.add(id(char))
                    previous = char
                else:
                    previous = None
    return kept


def _outside_char_ratio(pdf: Any) -> float:
    total = outside = 0
    for page in pdf.pages:
        for char in page.chars:
            total += 1
            outside += not _inside(char, page.bbox)
    return outside / total if total else 0.0


def _read_page(
    page: Any, number: int, settings: IngestSettings, table_settings: TableSettings,
    vocabulary: Collection[str] | None,
) -> PageContent:
    content = PageContent(number=number)
    try:
        content.size = (float(page.width), float(page.height))
        page = _dedupe(page, settings.text_layer.dedupe_tolerance)
        _glyph_texts_in_visual_order(page.chars)
        outside = [char for char in page.chars if not _inside(char, page.bbox)]
        content.n_chars = sum(bool(char["text"].strip()) for char in page.chars) - sum(
            bool(char["text"].strip()) for char in outside
        )
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
        # Prose is what lies outside the tables and inside the page box (text beyond it is never shown), plus
        # the glyphs of a visible line that runs on past the edge (cutting it would cut words).
        prose = page_without_tables(page, content.tables)
        if outside:
            overrun = _line_overrun(page, outside)
            prose = prose.filter(
                lambda obj: obj.get("object_type") != "char" or _inside(obj, page.bbox) or id(obj) in overrun
            )
        content.lines = _column_lines(prose, settings.text_layer)
        if vocabulary is not None and not content.needs_ocr:
            _route_garbage(content, settings, vocabulary)  # on the raw text: control characters are evidence
        content.lines = _repaired(content.lines)
        content.tables = [_repaired_table(table) for table in content.tables]
        if content.unverified is not None:
            lines, tables = content.unverified
            content.unverified = (_repaired(lines), [_repaired_table(table) for table in tables])
    except Exception as err:  # one bad page must not lose the document: send it to OCR instead
        log.warning("page %d: text extraction failed, routed to OCR", number, exc_info=True)
        content.lines, content.tables = [], []
        content.needs_ocr = True
        content.note = f"text extraction failed ({_short(err)})"
    return content


def _glyph_texts_in_visual_order(chars: list[dict[str, Any]]) -> None:
    """Each right-to-left glyph that stands for several letters gets them in visual order, as its position has.

    Prose lines and table cells are put together from these glyphs left to right and then reordered as a
    whole (`repair_line`), which would reverse the letters inside one glyph too: "لأ" of a lam-alef ligature
    came out "أل" (visual_glyph_text). Changed in place, once per page read, before anything reads the text:
    the prose and table readers see these same dictionaries through their derived pages, and the overrun
    test knows glyphs by identity."""
    for char in chars:
        if len(char["text"]) > 1:
            char["text"] = visual_glyph_text(char["text"])


def _route_garbage(content: PageContent, settings: IngestSettings, vocabulary: Collection[str]) -> None:
    """A text layer that is there but unreadable is OCR'd instead.

    Unmapped glyphs ((cid:N), U+FFFD, private use) are certain: the layer is dropped. Many unknown words
    are only suspicious — Latin, names, part numbers look like that too — so that layer is set aside and
    OCR decides (ingest keeps it when the page image says the same words)."""
    text = "\n".join([content.text, *(cell or "" for table in content.tables for row in table.rows for cell in row)])
    limits = settings.ocr.garbage
    quality = assess_text_layer(text, vocabulary)
    if detect_language(text, settings.languages, "en", settings.language_min_distance) != "en":
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


def _dedupe(page: Any, tolerance: float) -> Any:
    """The page with each glyph drawn twice at one place read once (pdfplumber's `dedupe_chars`).

    Only pages that have such a pair go through pdfplumber's pass: it restores the reading order with
    `list.index` per glyph, quadratic in the glyphs of the page, and most pages have nothing to remove."""
    if tolerance <= 0 or not _has_doubled_glyphs(page.chars, tolerance):
        return page
    return page.dedupe_chars(tolerance=tolerance)


def _has_doubled_glyphs(chars: list[dict[str, Any]], tolerance: float) -> bool:
    """Whether two glyphs with the same text, font and size lie within `tolerance` of each other in x and y:
    the pairs pdfplumber's dedupe_chars (same attributes, same tolerance) would merge.

    Vectorised, as it runs on every page: glyphs are binned on grids of cells twice the tolerance wide, at
    two offsets per axis, so any such pair shares a cell on one of the four grids; only the few glyphs that
    share a cell are then compared exactly."""
    import numpy as np

    if len(chars) < 2:
        return False
    ids: dict[tuple[Any, ...], int] = {}
    keys = np.fromiter((ids.setdefault((char["upright"], char["text"], char["fontname"], char["size"]), len(ids))
                        for char in chars), dtype=np.int64, count=len(chars))
    y = np.fromiter((char["doctop"] for char in chars), dtype=np.float64, count=len(chars))
    x = np.fromiter((char["x0"] for char in chars), dtype=np.float64, count=len(chars))
    limit = (1 << 21) - 1
    for dy in (0.0, 0.5):
        for dx in (0.0, 0.5):
            cell_y = np.clip(np.floor(y / (2 * tolerance) + dy), 0, limit).astype(np.int64)
            cell_x = np.clip(np.floor(x / (2 * tolerance) + dx), 0, limit).astype(np.int64)
            codes = (keys << 42) | (cell_y << 21) | cell_x
            order = np.argsort(codes, kind="stable")
            shared = np.flatnonzero(codes[order][1:] == codes[order][:-1])
            for start in shared:
                a, b = order[start], order[start + 1]
                if abs(y[a] - y[b]) <= tolerance and abs(x[a] - x[b]) <= tolerance:
                    return True
    return False


def _rotated_directions(chars: list[dict[str, Any]]) -> dict[str, str]:
    """How to read the page's rotated (non-upright) glyphs, from their text matrices.

    Text turned counter-clockwise (baseline pointing up the page, matrix b > 0: spine labels, margin notes,
    column headers) reads bottom to top, its lines following left to right; text turned clockwise reads top
    to bottom, its lines following right to left. The page's majority decides."""
    upward = sum(char["matrix"][1] > 0 for char in chars if char.get("matrix"))
    # Rendered as ordinary lines of text (pdfplumber's extract_text_lines only maps those back to glyphs).
    render = {"line_dir_render": "ttb", "char_dir_render": "ltr"}
    if 2 * upward > len(chars):
        return {"line_dir": "ltr", "char_dir": "btt", "line_dir_rotated": "ltr", "char_dir_rotated": "btt", **render}
    return {"line_dir": "rtl", "char_dir": "ttb", "line_dir_rotated": "rtl", "char_dir_rotated": "ttb", **render}


def _repaired(lines: list[TextLine]) -> list[TextLine]:
    """Control characters, invisible format characters and right-to-left order repaired, line by line."""
    repaired = [TextLine(repair_line(line.text), line.bbox) for line in lines]
    return [line for line in repaired if line.text]


def _repaired_table(table: ExtractedTable) -> ExtractedTable:
    """The same line repairs on every cell (a cell's lines one by one): a right-to-left table's labels are
    read off the page backwards just like prose."""

    def cell(text: str | None) -> str | None:
        return text if not text else "\n".join(filter(None, (repair_line(line) for line in text.split("\n"))))

    return replace(
        table,
        header=[cell(text) for text in table.header],
        rows=[[cell(text) for text in row] for row in table.rows],
        grid=[[cell(text) for text in row] for row in table.grid],
        caption=[cell(text) for text in table.caption],
        notes=[cell(text) for text in table.notes],
        cells=[replace(placed, text=cell(placed.text)) for placed in table.cells],
    )


def _column_lines(prose: Any, text_layer: TextLayerSettings) -> list[TextLine]:
    """Text lines in reading order: region by region of the page's recursive XY-cut (models.documents.layout
    `reading_regions`: full-width parts in their place, columns left to right), top to bottom within a
    region; drop caps joined to the text beside them; then the page's vertical (rotated) lines, each read in
    its own direction.

    pdfplumber places every word, upright or not, in the page's horizontal lines, so a vertical line came
    out as one word per line, spliced between the body lines, in reverse order when it reads upwards.
    Word spaces come from glyph gaps relative to the font size (`word_gap`), not a fixed 3 points."""
    gap = {"x_tolerance_ratio": text_layer.word_gap}
    rotated = [char for char in prose.chars if not char["upright"]]
    upright = prose.filter(lambda obj: obj.get("object_type") != "char" or obj["upright"]) if rotated else prose
    chars = upright.chars
    glyphs = [(char["text"], (char["x0"], char["top"], char["x1"], char["bottom"])) for char in chars]
    caps = drop_caps(glyphs)
    if caps:  # read apart, then put in front of the line beside them: on a line of their own they split a word
        cap_ids = {id(chars[index]) for index in caps}
        upright = upright.filter(lambda obj: id(obj) not in cap_ids)
    words = upright.extract_words(return_chars=True, **gap)
    regions = reading_regions([(word["x0"], word["top"], word["x1"], word["bottom"]) for word in words])
    # Each glyph goes to the region its word's centre lies in: the cuts run through whitespace between words,
    # and a word that crosses a gutter (a justified line's last letters past a column's edge) stays whole.
    centres = {id(char): _centre(word) for word in words for char in word["chars"]} if len(regions) > 1 else {}
    lines: list[TextLine] = []
    for region in regions:
        part = upright.filter(
            lambda obj, region=region: obj.get("object_type") != "char"
            or _centre_in(centres.get(id(obj)) or _centre(obj), region)
        ) if len(regions) > 1 else upright
        lines.extend(_text_lines(part, gap))
    if caps:
        attached = attach_drop_caps([(line.text, line.bbox) for line in lines], [glyphs[index] for index in caps],
                                    body_height(glyphs))
        lines = [TextLine(text, box) for text, box in attached]
    if rotated:
        vertical = prose.filter(lambda obj: obj.get("object_type") != "char" or not obj["upright"])
        # Along a vertical line the glyph gap is measured in y: pdfplumber takes y_tolerance for it.
        lines.extend(_text_lines(vertical, {**gap, "y_tolerance_ratio": text_layer.word_gap, **_rotated_directions(rotated)}))
    return lines


def _centre(obj: dict[str, Any]) -> tuple[float, float]:
    return (obj["x0"] + obj["x1"]) / 2, (obj["top"] + obj["bottom"]) / 2


def _centre_in(centre: tuple[float, float], region: BBox) -> bool:
    return region[0] <= centre[0] < region[2] and region[1] <= centre[1] < region[3]


def _text_lines(page: Any, reading: dict[str, Any]) -> list[TextLine]:
    return [
        TextLine(line["text"], (line["x0"], line["top"], line["x1"], line["bottom"]))
        for line in page.extract_text_lines(return_chars=False, **reading)
        if line["text"].strip()
    ]


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
