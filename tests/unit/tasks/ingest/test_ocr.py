"""The page pipeline around the engines (tasks/ingest/ocr.py): retry rule, error isolation, pool order, fail-fast."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from models.documents.text_metrics import character_error_rate
from tasks.core.settings import load_settings
from tasks.ingest.ocr import PageJob, ocr_page, ocr_pages
from tasks.ingest.ocr_engines import EngineUnavailable, load_engine


@pytest.fixture(scope="module")
def phototest(testdata: Path) -> tuple[Path, str]:
    return testdata / "ocr" / "phototest.tif", (testdata / "ocr" / "phototest.gold.txt").read_text()


def shaded_low_contrast(source: Path, target: Path) -> Path:
    """Faint print under a shadow that darkens towards the left edge, plus sensor noise."""
    image = np.asarray(Image.open(source).convert("RGB"), dtype=float)
    shadow = np.linspace(0.15, 1.0, image.shape[1])[None, :, None]
    noise = np.random.default_rng(0).normal(0, 12, image.shape)
    degraded = np.clip((255 - (255 - image) * 0.2) * shadow + noise, 0, 255).astype(np.uint8)
    Image.fromarray(degraded).save(target)
    return target


def test_retry_keeps_the_result_with_more_text_read_right(phototest, tmp_path: Path) -> None:
    """Binarising this page erases the shaded half; the retry is more confident about what is left, and
    must still lose to the first pass (more characters expected right)."""
    image, reference = phototest
    degraded = shaded_low_contrast(image, tmp_path / "shaded.png")
    plain = load_settings(overrides={"ingest.ocr.retry_below": 0.0}).ingest.ocr
    forced = load_settings(overrides={"ingest.ocr.retry_below": 0.999}).ingest.ocr
    engine = load_engine(plain)
    first = ocr_page(PageJob(str(degraded), "image", 1), engine, plain)
    retried = ocr_page(PageJob(str(degraded), "image", 1), engine, forced)
    assert not first.retried and retried.retried
    assert character_error_rate(retried.text, reference) <= character_error_rate(first.text, reference) + 0.01


def test_a_page_that_cannot_be_read_is_reported_not_raised(phototest, tmp_path: Path) -> None:
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(b"%PDF-1.4\n%broken")
    settings = load_settings().ingest.ocr
    results = ocr_pages([PageJob(str(broken), "pdf", 1), PageJob(str(phototest[0]), "image", 1)], settings)
    assert results[0].error and not results[0].lines
    assert not results[1].error and "quick brown dog" in results[1].text


def test_pool_returns_pages_in_job_order(testdata: Path) -> None:
    settings = load_settings(overrides={"ingest.ocr.workers": 2}).ingest.ocr
    jobs = [PageJob(str(testdata / "scanned" / "nemotron_multipage.pdf"), "pdf", page) for page in (4, 1, 3, 2)]
    results = ocr_pages(jobs, settings)
    assert [result.page for result in results] == [4, 1, 3, 2]
    assert all("Docling bundles" in result.text for result in results)


def test_an_engine_that_cannot_run_fails_before_any_page(phototest) -> None:
    settings = load_settings(overrides={"ingest.ocr.engine": "tesseract",
                                        "ingest.ocr.tesseract.binary": "/nonexistent/tesseract"}).ingest.ocr
    with pytest.raises(EngineUnavailable, match="apt-get install"):
        ocr_pages([PageJob(str(phototest[0]), "image", 1)], settings)
