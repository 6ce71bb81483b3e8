"""Text-layer repairs on real PDFs written by others (../shared/testdata/layout and pdf): doubled glyphs, word
spaces from glyph gaps, running headers and footers, language of chunks."""

from __future__ import annotations

from pathlib import Path

import pytest

from tasks.core.settings import load_settings
from tasks.ingest.chunk_builder import DocumentInfo, build_chunks, document_language
from tasks.ingest.pdf_extract import extract_pdf
from tasks.ingest.tokenizer import load_token_counter

SETTINGS = load_settings().ingest


def read(testdata: Path, relative: str, **overrides):
    settings = load_settings(overrides={f"ingest.{key}": value for key, value in overrides.items()}).ingest
    return extract_pdf((testdata / relative).read_bytes(), Path(relative).name, settings)


def test_doubled_glyphs_are_read_once(testdata):
    document = read(testdata, "layout/issue-71-duplicate-chars-2.pdf")
    text = document.text
    assert "FFoooottnnootteess" not in text and "Footnotes" in text
    # pdfplumber's own expectation for this file (layout/pdfplumber_test_dedupe_chars.py).
    assert "UE 8. Circulation - Métabolismes" in text
    undeduped = read(testdata, "layout/issue-71-duplicate-chars-2.pdf", **{"text_layer.dedupe_tolerance": 0})
    assert "FFoooottnnootteess" in undeduped.text
