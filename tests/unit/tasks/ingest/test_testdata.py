"""The ingest stage on real PDFs written by others (../shared/testdata/pdf)."""

from __future__ import annotations

import json
import shutil
from datetime import date
from pathlib import Path

import pandas as pd
import pytest

from models.documents.text_metrics import character_error_rate
from tasks.core.paths import DataPaths
from tasks.core.settings import load_settings
from tasks.ingest import stage as ingest
from tasks.ingest.pdf_extract import QuarantineError, extract_pdf


@pytest.fixture(scope="module")
def pdf_dir(testdata: Path) -> Path:
    return testdata / "pdf"


@pytest.fixture(scope="module")
def ingested(pdf_dir: Path, tmp_path_factory) -> tuple[dict, DataPaths]:
    if shutil.which("gs") is None:
        pytest.skip("Ghostscript (gs) is not installed; `make test` installs it (needed to repair damaged PDFs)")
    paths = DataPaths(tmp_path_factory.mktemp("data"))
    # No low-confidence OCR retry: the one page read by OCR here (malformed-from-issue-932) would be read a second
    # time at 300 dpi for half a minute; the retry rule has its own tests (test_ocr.py).
    settings = load_settings(overrides={"ingest.source": str(pdf_dir), "ingest.ocr.retry_below": 0.0})
    report = ingest.run(settings, paths, progress=False)
    return report.to_dict(), paths


def test_bad_inputs_are_quarantined_with_reasons_and_the_rest_succeeds(ingested, pdf_dir):
    report, paths = ingested
    reasons = {item["source_path"]: item["reason"] for item in report["quarantine"]}
    assert set(reasons) == {"empty.pdf", "password-example.pdf"}
    assert "0 bytes" in reasons["empty.pdf"]
    assert "encrypted" in reasons["password-example.pdf"] and "ingest.passwords" in reasons["password-example.pdf"]
    all_pdfs = {path.name for path in pdf_dir.glob("*.pdf")}
    documents = pd.read_parquet(paths.document_store)
    assert set(documents["source_path"]) == all_pdfs - set(reasons)
    assert report["processed"] == len(all_pdfs) - 2
    # Nothing is lost: the rejected bytes are kept beside the quarantine list, named by content hash (a source name
    # may be too long or not UTF-8), and the list says which copy is which file's.
    index = json.loads(paths.quarantine_index.read_text(encoding="utf-8"))
    assert {entry["source_path"] for entry in index} == set(reasons)
    for entry in index:
        assert (paths.root / entry["copy"]).read_bytes() == (pdf_dir / entry["source_path"]).read_bytes()
    assert len(list(paths.quarantine_files.iterdir())) == 2


def test_damaged_pdf_is_repaired_and_its_text_ingested(ingested):
    _, paths = ingested
    documents = pd.read_parquet(paths.document_store).set_index("source_path")
    assert documents.loc["malformed-from-issue-932.pdf", "repaired"]
    chunks = pd.read_parquet(paths.chunk_store)
    texts = chunks[chunks["source_path"] == "malformed-from-issue-932.pdf"]["text"]
    assert any("2021 3 31" in text for text in texts)
    # Its page is also a full-page image (a Chinese signature page): OCR reads it, and the date from the
    # text layer that the image does not show is kept beside the OCR text.
    assert list(documents.loc["malformed-from-issue-932.pdf", "ocr_pages"]) == [1]
    assert list(documents.loc["malformed-from-issue-932.pdf", "needs_ocr_pages"]) == []
    ocr_text = " ".join(texts)
    assert "债务融资工具" in ocr_text and chunks[chunks["source_path"] == "malformed-from-issue-932.pdf"]["ocr"].all()


def test_a_suspect_text_layer_that_ocr_confirms_is_kept(ingested):
    """Lorem ipsum and a table of names fail the dictionary test; the page images say the same words."""
    _, paths = ingested
    documents = pd.read_parquet(paths.document_store).set_index("source_path")
    for name in ("issue-33-lorem-ipsum.pdf", "senate-expenditures.pdf"):
        assert list(documents.loc[name, "ocr_pages"]) == [] and list(documents.loc[name, "needs_ocr_pages"]) == []
    chunks = pd.read_parquet(paths.chunk_store)
    lorem = chunks[chunks["source_path"] == "issue-33-lorem-ipsum.pdf"]
    assert not lorem["ocr"].any() and lorem["text"].str.contains("ipsum").any()
    assert lorem["is_table"].any()  # the tables of the text layer came back with it


def test_every_chunk_has_its_metadata(ingested):
    _, paths = ingested
    chunks = pd.read_parquet(paths.chunk_store)
    assert set(chunks["strategy"]) == {"operation", "comparison", "trend"}
    assert chunks["chunk_id"].is_unique
    assert (chunks["credibility"] == 1.0).all() and (chunks["source_type"] == "official").all()
    assert chunks["page"].ge(1).all() and chunks["bbox"].map(len).eq(4).all()
    operation = chunks[(chunks["strategy"] == "operation") & ~chunks["is_table"]]
    # Prose chunks respect the 128-token budget except where one clause could not be split.
    assert (operation["n_tokens"] <= 128).mean() > 0.95


def test_encrypted_pdf_opens_with_a_configured_password(pdf_dir):
    settings = load_settings(overrides={"ingest.passwords": {"password-*.pdf": "test"}})
    document = extract_pdf((pdf_dir / "password-example.pdf").read_bytes(), "password-example.pdf", settings.ingest)
    assert document.encrypted
    assert "backup solution" in document.text.lower()
    wrong = load_settings(overrides={"ingest.passwords": {"password-*.pdf": "nope"}})
    with pytest.raises(QuarantineError, match="password is wrong"):
        extract_pdf((pdf_dir / "password-example.pdf").read_bytes(), "password-example.pdf", wrong.ingest)


def test_non_pdf_and_truncated_inputs_are_refused_with_reasons(pdf_dir):
    settings = load_settings().ingest
    with pytest.raises(QuarantineError, match="not a PDF"):
        extract_pdf(b"<html>not a pdf</html>", "page.pdf", settings)
    original = (pdf_dir / "scotus-transcript-p1.pdf").read_bytes()
    for cut in (400, len(original) // 2):
        with pytest.raises(QuarantineError, match=r"unparseable PDF|no content"):
            extract_pdf(original[:cut], "truncated.pdf", settings)


def test_scotus_page_text_matches_its_transcript(pdf_dir):
    document = extract_pdf((pdf_dir / "scotus-transcript-p1.pdf").read_bytes(), "scotus.pdf", load_settings().ingest)
    reference = (pdf_dir / "scotus-transcript-p1.txt").read_text(encoding="utf-8")
    cer = character_error_rate(document.pages[0].text, reference)
    assert cer <= 0.02, f"CER {cer:.3%}"


def test_federal_register_dates(pdf_dir):
    """The file is a *proposed* rule (NPRM): its DATES: line gives a comment deadline, not an effective date.

    So the honest result is: publication date as last_updated, no effective date; the same extractor reads
    the effective date of a final rule's DATES: line (tests/unit/test_metadata.py).
    """
    document = extract_pdf((pdf_dir / "federal-register-2020-17221.pdf").read_bytes(), "fr.pdf", load_settings().ingest)
    assert document.last_updated == date(2020, 8, 6)
    assert document.effective_date is None
    # Column-aware reading keeps the DATES: sentence whole (a line-by-line read interleaves 3 columns).
    assert "DATES: The FAA must receive comments on this proposed AD by September 21, 2020." in " ".join(document.text.split())


def test_multi_page_table_keeps_its_header_on_every_page(pdf_dir):
    document = extract_pdf((pdf_dir / "WARN-Report-for-7-1-2015-to-03-25-2016.pdf").read_bytes(), "warn.pdf",
                           load_settings().ingest)
    notices = [page.tables[0] for page in document.pages[:15]]  # one 15-page table of WARN notices
    assert notices[0].header[:3] == ["Notice Date", "Effective", "Received"]
    assert all(table.header == notices[0].header and table.continued for table in notices[1:])
    assert notices[1].rows[0][:2] == ["07/17/2015", "09/18/2015"]  # the row that used to be read as a header
    summary_start, summary_end = document.pages[14].tables[1], document.pages[15].tables[0]  # a second table
    assert summary_start.header[0] == "Summary by Month" and not summary_start.continued
    assert summary_end.continued and summary_end.header == summary_start.header
