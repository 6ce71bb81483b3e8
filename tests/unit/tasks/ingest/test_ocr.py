"""The page pipeline around the engines (tasks/ingest/ocr.py): retry rule, error isolation, pool order, fail-fast."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from models.documents.text_metrics import character_error_rate
from tasks.core.settings import load_settings
from tasks.ingest.ocr import LOADS, PageJob, close_pool, load_page_image, ocr_page, ocr_pages
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


def test_pool_returns_pages_in_job_order_and_loads_the_models_once_for_many_calls(testdata: Path, phototest) -> None:
    """Pages come back in the order they were asked for, whichever worker read them; ingest calls `ocr_pages` once
    per batch: the workers (and their models) are started once, not per batch."""
    settings = load_settings(overrides={"ingest.ocr.workers": 2}).ingest.ocr
    pdf = testdata / "scanned" / "nemotron_multipage.pdf"
    photo = PageJob(str(phototest[0]), "image", 1)
    close_pool()
    before = dict(LOADS)
    # A full scanned page and a small photo in one batch: the photo, read by the other worker while the page still
    # is, comes back where it was asked.
    for batch in ((PageJob(str(pdf), "pdf", 3), photo, PageJob(str(pdf), "pdf", 1)), (photo,)):
        results = ocr_pages(list(batch), settings)
        assert [result.page for result in results] == [job.page for job in batch]
        for job, result in zip(batch, results):
            assert ("quick brown dog" if job is photo else "Docling bundles") in result.text
    assert LOADS["pools_started"] - before["pools_started"] == 1
    assert LOADS["worker_processes_started"] - before["worker_processes_started"] == 2
    assert LOADS["engines_in_process"] - before["engines_in_process"] <= 1  # the fail-fast check, cached
    close_pool()


def test_detection_is_sized_from_the_pages_line_height(testdata: Path) -> None:
    """Headline-size print (the scanned PDF at 200 dpi) is detected on a much smaller image, 300 dpi body text
    (a UNLV magazine page) at about half size, and text already as small as `line_height_px` at its own size
    (never enlarged by default)."""
    engine = load_engine(load_settings().ingest.ocr)
    big_print, _ = load_page_image(PageJob(str(testdata / "scanned" / "ocr_test.pdf"), "pdf", 1), 200)
    body_text, _ = load_page_image(PageJob(str(testdata / "ocr" / "8087_054.3B.tif"), "image", 1), 200)
    photo, _ = load_page_image(PageJob(str(testdata / "ocr" / "phototest.tif"), "image", 1), 200)
    small = np.ascontiguousarray(photo[::3, ::3])  # its 36 px lines now 12 px
    assert engine.detection_scale(big_print) < 0.45 < engine.detection_scale(body_text) < 0.7
    assert engine.detection_scale(small) == 1.0
    assert engine.detection_scale(np.full((300, 400, 3), 255, np.uint8)) is None  # blank: nothing to size by


def test_an_engine_that_cannot_run_fails_before_any_page(phototest) -> None:
    settings = load_settings(overrides={"ingest.ocr.engine": "tesseract",
                                        "ingest.ocr.tesseract.binary": "/nonexistent/tesseract"}).ingest.ocr
    with pytest.raises(EngineUnavailable, match="apt-get install"):
        ocr_pages([PageJob(str(phototest[0]), "image", 1)], settings)
