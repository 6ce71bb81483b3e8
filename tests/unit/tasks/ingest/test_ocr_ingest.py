"""OCR inside the ingest stage: image files as documents, garbage text layers, OCR chunk fields, the report,
and the sample corpus's scanned pages becoming chunks its queries can find."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pandas as pd
import pytest
from PIL import Image

from tasks.core.paths import DataPaths
from tasks.core.settings import load_settings
from tasks.ingest import stage as ingest

PHOTOTEST_LINES = [
    "This is a lot of 12 point text to test the",
    "ocr code and see if it works on all types",
    "of file format.",
    "The quick brown dog jumped over the",
    "lazy fox. The quick brown dog jumped",
]


def caesar(text: str) -> str:
    """A text layer whose font map is off by one letter: well-formed, and meaningless."""
    return "".join(chr((ord(c) - 97 + 1) % 26 + 97) if c.islower() else c for c in text)


def sandwich_pdf(path: Path, image: Path, hidden_lines: list[str]) -> None:
    """A scan with an invisible text layer over it, as OCR'd-at-the-scanner PDFs are, here a broken one."""
    from reportlab.lib.utils import ImageReader
    from reportlab.pdfgen import canvas

    with Image.open(image) as picture:
        width, height = picture.size
    page = canvas.Canvas(str(path), pagesize=(width, height))
    page.drawImage(ImageReader(str(image)), 0, 0, width, height)
    text = page.beginText(40, height - 60)
    text.setTextRenderMode(3)  # invisible
    text.setFont("Helvetica", 14)
    for line in hidden_lines:
        text.textLine(line)
    page.drawText(text)
    page.save()


@pytest.fixture(scope="module")
def mixed_source(testdata: Path, tmp_path_factory) -> Path:
    source = tmp_path_factory.mktemp("mixed")
    ocr = testdata / "ocr"
    Image.open(ocr / "phototest.tif").save(source / "notice.png")
    frames = [Image.open(ocr / name).convert("RGB") for name in ("phototest.tif", "eurotext.tif")]
    frames[0].save(source / "fax.tiff", save_all=True, append_images=frames[1:])
    (source / "label.jpg").write_bytes((ocr / "img_exif_orientation.jpg").read_bytes())
    (source / "truncated.png").write_bytes((source / "notice.png").read_bytes()[:400])
    sandwich_pdf(source / "broken-font-map.pdf", ocr / "phototest.tif", [caesar(line) for line in PHOTOTEST_LINES * 2])
    return source


@pytest.fixture(scope="module")
def mixed_ingest(mixed_source: Path, tmp_path_factory) -> tuple[dict, DataPaths]:
    paths = DataPaths(tmp_path_factory.mktemp("data"))
    # low_confidence_below 0.999: every page is "low" here, so the report's list can be checked.
    settings = load_settings(overrides={
        "ingest.source": str(mixed_source), "ingest.ocr.low_confidence_below": 0.999, "ingest.ocr.workers": 2,
    })
    return ingest.run(settings, paths, progress=False).to_dict(), paths


def test_image_files_are_documents_and_a_broken_one_is_quarantined(mixed_ingest) -> None:
    report, paths = mixed_ingest
    assert report["processed"] == 4 and report["quarantined"] == 1
    assert report["quarantine"][0]["source_path"] == "truncated.png"
    assert "not a readable image" in report["quarantine"][0]["reason"]
    documents = pd.read_parquet(paths.document_store).set_index("source_path")
    assert list(documents.loc["fax.tiff", "ocr_pages"]) == [1, 2]  # a multi-page TIFF, page by page
    chunks = pd.read_parquet(paths.chunk_store)
    operation = chunks[chunks["strategy"] == "operation"].set_index("source_path")
    fax = chunks[(chunks["source_path"] == "fax.tiff") & (chunks["strategy"] == "comparison")]
    assert set(fax["page"]) | set(fax["page_end"]) == {1, 2}
    assert "quick brown dog" in " ".join(fax["text"]) and "Lorem" not in " ".join(fax["text"])
    assert "我是中国人" in operation.loc[["label.jpg"], "text"].iloc[0]  # EXIF orientation applied


def test_ocr_chunks_carry_engine_confidence_and_page(mixed_ingest) -> None:
    report, paths = mixed_ingest
    chunks = pd.read_parquet(paths.chunk_store)
    assert chunks["ocr"].all()
    assert set(chunks["ocr_engine"]) == {"rapidocr"}
    assert chunks["ocr_confidence"].between(0.5, 1.0).all()
    low = {(item["source_path"], item["page"]) for item in report["low_confidence_pages"]}
    documents = pd.read_parquet(paths.document_store)
    below = {(row.source_path, int(page)) for row in documents.itertuples()
             for page, confidence in zip(row.ocr_pages, row.ocr_confidences) if confidence < 0.999}
    assert low == below and len(low) >= 3
    assert report["ocr_pages"] == 5 and 0.9 < report["ocr_mean_confidence"] <= 1.0


def test_a_garbage_text_layer_is_replaced_by_what_the_page_shows(mixed_ingest) -> None:
    _, paths = mixed_ingest
    chunks = pd.read_parquet(paths.chunk_store)
    text = " ".join(chunks[(chunks["source_path"] == "broken-font-map.pdf") & (chunks["strategy"] == "comparison")]["text"])
    assert "The quick brown dog jumped over the lazy fox" in text
    assert caesar("quick brown") not in text


def normalise(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().lower()


def test_sample_corpus_scanned_pages_become_chunks_the_queries_find(sample_corpus_master: Path,
                                                                   sample_built_root: Path) -> None:
    """The session's built root was ingested with OCR on, as `make demo` does: every scanned page was read."""
    from mlflow.tracking import MlflowClient

    paths = DataPaths(sample_built_root)
    report = json.loads(paths.last_ingest_report.read_text(encoding="utf-8"))
    manifest = json.loads((sample_corpus_master / "manifest.json").read_text())
    scanned = {(doc["path"], page) for doc in manifest["documents"] for page in doc["scanned_pages"]}
    documents = pd.read_parquet(paths.document_store)
    read = {(row.source_path, int(page)) for row in documents.itertuples() for page in row.ocr_pages}
    assert read == scanned and report["needs_ocr_pages"] == []

    chunks = pd.read_parquet(paths.chunk_store)
    queries = [json.loads(line) for split in ("train", "heldout")
               for line in (sample_corpus_master / "queries" / f"{split}.jsonl").read_text().splitlines()]
    on_scans = [query for query in queries if query["on_scanned_page"]]
    assert len(on_scans) >= 5
    for query in on_scans:
        own = chunks[(chunks["source_path"] == query["relevant_doc"]) & chunks["ocr"]]
        assert any(normalise(query["relevant_text"]) in normalise(text) for text in own["text"]), query["relevant_text"]

    metrics = MlflowClient(tracking_uri=f"sqlite:///{paths.mlflow_db}").get_run(report["mlflow_run_id"]).data.metrics
    assert metrics["pages_ocr"] == len(scanned) and metrics["ocr_mean_confidence"] > 0.9
