"""An extracted document -> chunk rows, one set per retrieval strategy (operation, comparison, trend).

Prose: sentences (models.documents.chunking) -> clause-safe units -> token-bounded chunks with overlap; the trend
strategy never mixes years in one chunk. Tables: Markdown rows packed under the same budget, each chunk
repeating the header so a row is never read without its column names.

Every chunk carries the ISO 639-1 code of its language (lingua among params.yaml `ingest.languages`); a chunk
too short or too mixed to tell (a row of numbers, a part list) takes its document's language.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from models.documents.chunking import (
    Sentence,
    clause_units,
    contains_connective,
    join_fragments,
    pack_units,
    split_evenly,
    split_sentences,
)
from models.documents.metadata import detect_language, first_year
from models.documents.tables import markdown_header_lines, markdown_row
from tasks.core.settings import ChunkingSettings, StrategySettings
from tasks.ingest.pdf_extract import BBox, ExtractedDocument, PageOcr, TextLine
from tasks.ingest.tokenizer import TokenCounter


def chunk_schema():
    """The chunk store's columns (README "Chunk store" documents each). Built lazily: pyarrow is heavy."""
    import pyarrow as pa

    return pa.schema([
        ("chunk_id", pa.string()),          # hash(document sha256 + strategy + ordinal): stable across runs
        ("doc_id", pa.string()),            # hash of the source-relative path: stable across versions
        ("doc_sha256", pa.string()),
        ("source_path", pa.string()),       # relative to the ingest source; the first of source_paths
        ("source_paths", pa.list_(pa.string())),  # every path whose bytes gave this chunk (identical copies), sorted
        ("title", pa.string()),
        ("strategy", pa.string()),          # operation | comparison | trend
        ("ordinal", pa.int32()),            # position within (document, strategy), reading order
        ("text", pa.string()),              # prose, or Markdown table rows under a repeated header
        ("n_tokens", pa.int32()),           # in the embedding model's tokenizer
        ("page", pa.int32()),               # 1-based first page
        ("page_end", pa.int32()),
        ("bbox", pa.list_(pa.float64())),   # x0, top, x1, bottom on `page`, PDF points
        ("is_table", pa.bool_()),
        ("year", pa.int32()),               # the year the text is about (trend strategy groups by it)
        ("language", pa.string()),          # ISO 639-1 code (en, zh, ar, es, de, fr, ...): ingest.languages
        ("source_type", pa.string()),       # official | wechat | forum | ...
        ("credibility", pa.float64()),
        ("last_updated", pa.date32()),
        ("effective_date", pa.date32()),
        # The document's version cues as JSON (models.evidence.version_cues.VersionCues): identifiers, issue and
        # effective dates, edition, succession statements. The index builds version chains from them.
        ("version_cues", pa.string()),
        ("ocr", pa.bool_()),                # text read by OCR from a page image (verify against page `page`)
        ("ocr_engine", pa.string()),        # rapidocr | paddleocr | tesseract
        ("ocr_confidence", pa.float64()),   # the weakest mean line confidence of the OCR pages it spans
    ])


def document_schema():
    import pyarrow as pa

    return pa.schema([
        ("doc_id", pa.string()),
        ("doc_sha256", pa.string()),
        ("source_path", pa.string()),
        # The path whose chunk rows stand for this file's bytes: itself, unless a byte-identical copy's path
        # sorts before it (one row per path here; the chunk store holds the shared content once).
        ("canonical_path", pa.string()),
        ("title", pa.string()),
        ("source_type", pa.string()),
        ("credibility", pa.float64()),
        ("last_updated", pa.date32()),
        ("effective_date", pa.date32()),
        ("n_pages", pa.int32()),
        ("needs_ocr_pages", pa.list_(pa.int32())),  # pages without a usable text layer that OCR did not read
        ("needs_ocr_notes", pa.list_(pa.string())),  # (OCR disabled, or it failed: the note says why)
        ("ocr_pages", pa.list_(pa.int32())),        # pages read by OCR
        ("ocr_confidences", pa.list_(pa.float64())),  # their mean line confidence, same order
        ("blank_pages", pa.list_(pa.int32())),
        ("n_tables", pa.int32()),
        ("repaired", pa.bool_()),                   # opened only after Ghostscript repair
        ("encrypted", pa.bool_()),                  # opened with a configured password
        ("language", pa.string()),                  # ISO 639-1 code of the whole text (chunks too short to tell take it)
        # Running headers, footers and page numbers, kept out of the chunks: page, role (header | footer |
        # page_number) and text, in page order.
        ("running_lines", pa.list_(pa.struct([("page", pa.int32()), ("role", pa.string()), ("text", pa.string())]))),
    ])


@dataclass(frozen=True)
class DocumentInfo:
    """What every chunk of a document carries besides its own text and position."""

    doc_id: str
    doc_sha256: str
    source_path: str
    title: str
    source_type: str
    credibility: float
    last_updated: date | None
    effective_date: date | None
    language: str | None = None  # ISO 639-1 code of the document (document_language)
    version_cues: str | None = None  # VersionCues JSON


def document_language(document: ExtractedDocument, languages: Sequence[str], min_distance: float = 0.0) -> str:
    """The language of a document's text (prose and table cells); the first configured one if it can't tell."""
    cells = [cell or "" for page in document.pages for table in page.tables for row in table.rows for cell in row]
    # The opening pages say which language a document is in; lingua's time grows with the text.
    text = "\n".join([document.text, *cells])[:_LANGUAGE_SAMPLE_CHARS]
    return detect_language(text, languages, languages[0], min_distance) or languages[0]


_LANGUAGE_SAMPLE_CHARS = 20_000


def chunk_id(doc_sha256: str, strategy: str, ordinal: int) -> str:
    """Stable across runs: the same file content chunked the same way gets the same ids."""
    return hashlib.sha256(f"{doc_sha256}:{strategy}:{ordinal}".encode()).hexdigest()[:24]


def build_chunks(
    document: ExtractedDocument,
    info: DocumentInfo,
    chunking: ChunkingSettings,
    count_tokens: TokenCounter,
    languages: Sequence[str],
    min_distance: float = 0.0,
) -> list[dict[str, Any]]:
    """Chunk rows for every strategy. `languages`, `min_distance`: params.yaml `ingest.languages` and
    `ingest.language_min_distance`; a chunk whose language lingua cannot tell takes `info.language`, or the
    first of `languages` when that is unset."""
    lines = [(page.number, line) for page in document.pages for line in page.lines]
    sentences = split_sentences([line.text for _, line in lines])
    # Tokenise once per document; each strategy only re-counts the pieces of sentences it must cut.
    sentence_tokens = count_tokens([sentence.text for sentence in sentences])
    tables = _table_lines(document, count_tokens)
    ocr_pages = {page.number: page.ocr for page in document.pages if page.ocr is not None}
    rows: list[dict[str, Any]] = []
    fallback = info.language or languages[0]
    detected: dict[str, str] = {}  # strategies share many chunk texts (tables, short documents)

    def language_of(text: str) -> str:
        if text not in detected:
            detected[text] = detect_language(text, languages, fallback, min_distance) or fallback
        return detected[text]

    for strategy, budget in chunking.strategies.items():
        pieces = [
            *_prose_chunks(sentences, sentence_tokens, lines, budget, chunking.conditional_connectives, count_tokens),
            *_table_chunks(tables, budget),
        ]
        pieces.sort(key=lambda piece: (piece["page"], piece["is_table"]))  # reading order: page by page
        for ordinal, piece in enumerate(pieces):
            rows.append(_row(info, strategy, ordinal, piece, ocr_pages, language_of(piece["text"])))
    return rows


def _ocr_fields(piece: dict[str, Any], ocr_pages: dict[int, PageOcr]) -> dict[str, Any]:
    """A chunk is OCR when any page it spans was OCR'd; its confidence is the weakest of those pages, so an
    answer built on it can say which page image to check."""
    read = [ocr_pages[page] for page in range(piece["page"], piece["page_end"] + 1) if page in ocr_pages]
    if not read:
        return {"ocr": False, "ocr_engine": None, "ocr_confidence": None}
    weakest = min(read, key=lambda page: page.confidence)
    return {"ocr": True, "ocr_engine": weakest.engine, "ocr_confidence": round(weakest.confidence, 4)}


def _row(
    info: DocumentInfo, strategy: str, ordinal: int, piece: dict[str, Any], ocr_pages: dict[int, PageOcr], language: str
) -> dict[str, Any]:
    return {
        "chunk_id": chunk_id(info.doc_sha256, strategy, ordinal),
        "doc_id": info.doc_id,
        "doc_sha256": info.doc_sha256,
        "source_path": info.source_path,
        "source_paths": [info.source_path],  # copies under other names join at the store merge (ingest.stage)
        "title": info.title,
        "strategy": strategy,
        "ordinal": ordinal,
        **piece,
        "language": language,
        "source_type": info.source_type,
        "credibility": info.credibility,
        "last_updated": info.last_updated,
        "effective_date": info.effective_date,
        "version_cues": info.version_cues,
        **_ocr_fields(piece, ocr_pages),
    }


def _prose_chunks(
    sentences: list[Sentence],
    sentence_tokens: list[int],
    lines: list[tuple[int, TextLine]],
    budget: StrategySettings,
    connectives: Sequence[str],
    count_tokens: TokenCounter,
) -> list[dict[str, Any]]:
    if not sentences:
        return []
    sentences, tokens = _split_overlong(sentences, sentence_tokens, budget.max_tokens, connectives, count_tokens)
    units = clause_units(sentences, connectives)
    years = _year_groups(sentences) if budget.group_by_year else None
    chunks = pack_units(units, tokens, budget.max_tokens, budget.overlap_tokens, years)
    return [
        {
            "text": join_fragments([sentences[i].text for i in members]),
            "n_tokens": sum(tokens[i] for i in members),
            **_position([lines[j] for i in members for j in range(sentences[i].first_line, sentences[i].last_line + 1)]),
            "is_table": False,
            "year": years[members[0]] if years else first_year(sentences[members[0]].text),
        }
        for members in chunks
    ]


def _split_overlong(
    sentences: list[Sentence], tokens: list[int], max_tokens: int, connectives: Sequence[str], count_tokens: TokenCounter
) -> tuple[list[Sentence], list[int]]:
    """Cut plain sentences longer than the budget; a sentence holding a conditional clause stays whole.

    Returns the sentences and their token counts."""
    result: list[Sentence] = []
    counts: list[int] = []
    for sentence, size in zip(sentences, tokens):
        if size <= max_tokens or contains_connective(sentence.text, connectives):
            result.append(sentence)
            counts.append(size)
            continue
        pieces = -(-size // max_tokens)
        while True:
            parts = split_evenly(sentence.text, pieces)
            part_counts = count_tokens(parts)
            if max(part_counts) <= max_tokens or pieces >= size:
                break
            pieces += 1
        result.extend(Sentence(part, sentence.first_line, sentence.last_line) for part in parts)
        counts.extend(part_counts)
    return result, counts


def _year_groups(sentences: list[Sentence]) -> list[int | None]:
    """The year each sentence is about: the first year it names, else the year of the sentence before."""
    groups: list[int | None] = []
    current: int | None = None
    for sentence in sentences:
        current = first_year(sentence.text) or current
        groups.append(current)
    return groups


def _position(lines: list[tuple[int, TextLine]]) -> dict[str, Any]:
    """Page span and the bbox (union of its lines) on the chunk's first page."""
    first_page = lines[0][0]
    boxes = [line.bbox for page, line in lines if page == first_page]
    return {"page": first_page, "page_end": lines[-1][0], "bbox": _union(boxes)}


def _union(boxes: Sequence[BBox]) -> list[float]:
    return [
        round(min(box[0] for box in boxes), 2),
        round(min(box[1] for box in boxes), 2),
        round(max(box[2] for box in boxes), 2),
        round(max(box[3] for box in boxes), 2),
    ]


@dataclass(frozen=True)
class _TableLines:
    """A table as Markdown lines with their token counts, computed once for all strategies."""

    page: int
    bbox: list[float]
    header: list[str]  # caption line(s), header row, separator: repeated at the top of every chunk
    header_tokens: int
    body: list[str]
    body_tokens: list[int]
    notes: list[str]  # footnotes: once, after the table's last rows
    notes_tokens: int


# A caption printed above a table's frame ("Schedule 2 - Hall hire charges", "附表：收费标准"): the nearest line above
# it that overlaps it across, at most this many of its own heights above the frame, and short enough to be a title.
CAPTION_GAP_LINES = 2.5
CAPTION_MAX_CHARS = 120


def caption_above(table_bbox: Sequence[float], lines: Sequence[TextLine]) -> str | None:
    """The caption printed just above a table (see CAPTION_GAP_LINES), None when there is none."""
    x0, top, x1, _ = table_bbox
    above = [line for line in lines if line.bbox[3] <= top + 1 and line.bbox[2] > x0 and line.bbox[0] < x1]
    if not above:
        return None
    nearest = max(above, key=lambda line: line.bbox[3])
    height = max(nearest.bbox[3] - nearest.bbox[1], 1.0)
    if top - nearest.bbox[3] > CAPTION_GAP_LINES * height or len(nearest.text.strip()) > CAPTION_MAX_CHARS:
        return None
    return nearest.text.strip()


def _table_lines(document: ExtractedDocument, count_tokens: TokenCounter) -> list[_TableLines]:
    """Each table as Markdown under what says what its rows mean: the document's title, its caption (title rows
    inside the frame, else the line printed just above it) and its header row. A question about a cell names
    the rule and the column, and the rows alone name neither."""
    tables = []
    for page in document.pages:
        for table in page.tables:
            caption = list(table.caption) or [line for line in [caption_above(table.bbox, page.lines)] if line]
            title = [f"Document: {document.title}"] if document.title and document.title not in caption else []
            header = [*title, *(f"Table: {line}" for line in caption), *markdown_header_lines(table.header)]
            body = [markdown_row(row) for row in table.rows]
            if body:
                tables.append(_TableLines(
                    page=page.number,
                    bbox=[round(value, 2) for value in table.bbox],
                    header=header,
                    header_tokens=sum(count_tokens(header)),
                    body=body,
                    body_tokens=count_tokens(body),
                    notes=list(table.notes),
                    notes_tokens=sum(count_tokens(table.notes)),
                ))
    return tables


def _table_chunks(tables: list[_TableLines], budget: StrategySettings) -> list[dict[str, Any]]:
    pieces: list[dict[str, Any]] = []
    for table in tables:
        room = max(1, budget.max_tokens - table.header_tokens)
        groups = pack_units([[i] for i in range(len(table.body))], table.body_tokens, room)
        for number, members in enumerate(groups, start=1):
            last = number == len(groups)
            notes = table.notes if last else []
            text = "\n".join([*table.header, *(table.body[i] for i in members), *notes])
            pieces.append(
                {
                    "text": text,
                    "n_tokens": table.header_tokens + sum(table.body_tokens[i] for i in members)
                    + (table.notes_tokens if last else 0),
                    "page": table.page,
                    "page_end": table.page,
                    "bbox": table.bbox,
                    "is_table": True,
                    "year": first_year(text),
                }
            )
    return pieces
