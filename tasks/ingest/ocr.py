"""OCR of page images: scanned PDF pages and image files -> cleaned text lines with confidence.

Per page (docs/design.md#ingestion-and-ocr): render (pypdfium2) or load the image (EXIF orientation applied) -> detect
and undo 90/180/270 degree rotation -> recognise with the configured engine -> order the text boxes into lines and
blocks (models.documents.ocr_layout) -> if the mean confidence is below `retry_below`, try once more with adaptive
binarisation at `retry_dpi` and keep the better result -> clean the lines (models.documents.ocr_cleaning).

Pages run in a process pool (`ocr.workers`, default = cores). Jobs carry a file path and a page number,
never pixels: each worker renders its own page, and the parent keeps at most two pages per worker in
flight, so memory stays flat however long the scan is. A page that fails becomes an `OcrPage` with an
`error`, never an exception: one bad page must not lose the document.
"""

from __future__ import annotations

import atexit
import logging
import math
import threading
from collections.abc import Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from models.documents.ocr_cleaning import clean_ocr_lines
from models.documents.ocr_layout import Box, OcrLine, reading_order
from tasks.core.settings import OcrSettings
from tasks.ingest.ocr_engines import OcrEngine, load_engine

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class PageJob:
    """One page to OCR: a local file (PDF or image) and a 1-based page number."""

    path: str
    kind: str  # "pdf" | "image"
    page: int
    password: str | None = None
    max_pixels: int | None = None  # ingest.limits.max_pixels: refuse larger images, render larger pages at lower dpi
    document: str = ""  # jobs of one document share its time budget (`ocr_pages(budgets=...)`)


@dataclass
class OcrPage:
    page: int
    engine: str
    lines: list[OcrLine] = field(default_factory=list)  # cleaned, reading order; boxes in `units`
    block_ends: list[int] = field(default_factory=list)  # index after the last line of each block
    confidence: float = 0.0  # mean line confidence, weighted by characters
    rotation: int = 0  # degrees the page was turned clockwise to read it
    retried: bool = False  # the low-confidence retry ran (binarised, retry_dpi)
    error: str = ""
    over_budget: bool = False  # not read: the document ran out of its time (ingest.limits.wall_time_s)

    @property
    def text(self) -> str:
        """Lines joined by newlines, blocks separated by a blank line."""
        blocks, start = [], 0
        for end in self.block_ends:
            blocks.append("\n".join(line.text for line in self.lines[start:end]))
            start = end
        return "\n\n".join(blocks)


# ---------------------------------------------------------------- page images


def load_page_image(job: PageJob, dpi: int) -> tuple[np.ndarray, float]:
    """The page as an RGB uint8 array and the resolution it was rendered at. PDF pages are rendered at `dpi`, or
    lower when that would exceed `job.max_pixels`; image frames come as stored (a frame over `max_pixels` is
    refused from its header, before decoding), turned upright by their EXIF orientation tag (phone photos are
    stored sideways plus a tag)."""
    if job.kind == "pdf":
        import pypdfium2 as pdfium

        document = pdfium.PdfDocument(job.path, password=job.password)
        try:
            page = document[job.page - 1]
            width, height = page.get_size()
            if job.max_pixels and width * height * (dpi / 72) ** 2 > job.max_pixels:
                dpi = max(1, int(72 * math.sqrt(job.max_pixels / max(width * height, 1.0))))
                log.info("page %d of %s: %.0f x %.0f points, rendered at %d dpi to stay within %d pixels",
                         job.page, job.path, width, height, dpi, job.max_pixels)
            bitmap = page.render(scale=dpi / 72)
            # An RGB array, not a saved PNG: palette PNGs read as blank to the recogniser.
            return np.ascontiguousarray(bitmap.to_pil().convert("RGB")), dpi
        finally:
            document.close()
    from PIL import Image, ImageOps

    from tasks.ingest.image_extract import check_pixels

    with Image.open(job.path) as image:
        image.seek(job.page - 1)
        check_pixels(image.size, job.max_pixels)
        return np.ascontiguousarray(ImageOps.exif_transpose(image).convert("RGB")), 0


def binarise(image: np.ndarray, block_size: int, c: float) -> np.ndarray:
    """Adaptive (local Gaussian) threshold: evens out shadows, stains and faint toner before recognition."""
    import cv2

    grey = cv2.cvtColor(image, cv2.COLOR_RGB2GRAY)
    binary = cv2.adaptiveThreshold(grey, 255, cv2.ADAPTIVE_THRESH_GAUSSIAN_C, cv2.THRESH_BINARY, block_size, c)
    return cv2.cvtColor(binary, cv2.COLOR_GRAY2RGB)


def rotate_clockwise(image: np.ndarray, degrees: int) -> np.ndarray:
    return np.ascontiguousarray(np.rot90(image, k=-(degrees // 90) % 4)) if degrees % 360 else image


# ---------------------------------------------------------------- one page


@dataclass
class _Attempt:
    blocks: list[list[OcrLine]]
    confidence: float
    n_chars: int
    scale: float  # page units per image pixel

    @property
    def expected_correct(self) -> float:
        return self.confidence * self.n_chars


def recognise_image(image: np.ndarray, engine: OcrEngine, settings: OcrSettings) -> tuple[list[list[OcrLine]], int]:
    """Orientation fix + recognition + reading order for one image; returns (blocks, rotation)."""
    rotation = 0
    if settings.detect_orientation:
        rotation, _ = engine.detect_orientation(image)
        image = rotate_clockwise(image, rotation)
    return reading_order(engine.recognise(image)), rotation


def ocr_page(job: PageJob, engine: OcrEngine, settings: OcrSettings) -> OcrPage:
    """OCR one page with the retry rule; errors are returned in `OcrPage.error`, never raised."""
    result = OcrPage(page=job.page, engine=engine.name)
    try:
        image, dpi = load_page_image(job, settings.dpi)
        blocks, result.rotation = recognise_image(image, engine, settings)
        best = _attempt(blocks, 72 / dpi if dpi else 1.0)
        if best.confidence < settings.retry_below:
            result.retried = True
            retry = _retry(job, image, result.rotation, engine, settings)
            # "Better" = more characters expected right (confidence x characters read): a retry that is
            # more confident about half the text (binarisation can erase faint or shaded lines) loses.
            if retry.expected_correct > best.expected_correct:
                best = retry
        result.confidence = best.confidence
        result.lines, result.block_ends = _clean(best.blocks, best.scale)
    except Exception as err:  # a page that cannot be OCR'd is reported, the document goes on
        log.warning("OCR of page %d of %s failed", job.page, job.path, exc_info=True)
        result.error = f"{type(err).__name__}: {str(err)[:200]}"
    return result


def _retry(job: PageJob, image: np.ndarray, rotation: int, engine: OcrEngine, settings: OcrSettings) -> _Attempt:
    """Second pass: more pixels (re-render at retry_dpi, or upscale an image file) and adaptive binarisation."""
    if job.kind == "pdf":
        image, dpi = load_page_image(job, settings.retry_dpi)
        scale = 72 / dpi
    else:
        import cv2

        factor = settings.retry_dpi / settings.dpi
        if job.max_pixels:  # the upscaled copy stays within the pixel limit too
            factor = max(1.0, min(factor, math.sqrt(job.max_pixels / (image.shape[0] * image.shape[1]))))
        image = cv2.resize(image, None, fx=factor, fy=factor, interpolation=cv2.INTER_CUBIC)
        scale = 1 / factor
    image = rotate_clockwise(image, rotation)
    binary = binarise(image, settings.binarise_block_size, settings.binarise_c)
    return _attempt(reading_order(engine.recognise(binary)), scale)


def _attempt(blocks: list[list[OcrLine]], scale: float) -> _Attempt:
    lines = [line for block in blocks for line in block]
    chars = [max(1, len(line.text)) for line in lines]
    confidence = sum(line.confidence * n for line, n in zip(lines, chars)) / sum(chars) if lines else 0.0
    return _Attempt(blocks, round(confidence, 4), sum(len(line.text) for line in lines), scale)


def _clean(blocks: list[list[OcrLine]], scale: float) -> tuple[list[OcrLine], list[int]]:
    """Clean each block's lines; a line joined to the next by de-hyphenation takes the block's box."""
    lines: list[OcrLine] = []
    ends: list[int] = []
    for block in blocks:
        cleaned = [text for text in clean_ocr_lines([line.text for line in block]) if text.strip()]
        if not cleaned:
            continue
        if len(cleaned) == len(block):
            boxes = [line.box for line in block]
        else:
            boxes = [_union([line.box for line in block])] * len(cleaned)
        confidence = sum(line.confidence for line in block) / len(block)
        for text, box in zip(cleaned, boxes):
            lines.append(OcrLine(text=text, box=tuple(round(v * scale, 2) for v in box), confidence=confidence))
        ends.append(len(lines))
    return lines, ends


def _union(boxes: Sequence[Box]) -> Box:
    return min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes)


# ---------------------------------------------------------------- many pages


_worker_engine: OcrEngine | None = None
_worker_settings: OcrSettings | None = None


def _init_worker(settings_json: str) -> None:
    global _worker_engine, _worker_settings
    _worker_settings = OcrSettings.model_validate_json(settings_json)
    # One ONNX thread per worker: the pool already has a process per core, more threads would oversubscribe.
    _worker_engine = load_engine(_worker_settings, threads=1)


def _run_in_worker(job: PageJob) -> OcrPage:
    assert _worker_engine is not None and _worker_settings is not None
    return ocr_page(job, _worker_engine, _worker_settings)


# Engines and the worker pool outlive one `ocr_pages` call: ingest calls it once per batch of documents, and
# loading the models (a second or more per process) once per batch cost more than OCR of a short scan.
_engines: dict[str, OcrEngine] = {}
_shared: dict[str, Any] = {"pool": None}
_lock = threading.Lock()
LOADS = {"engines_in_process": 0, "pools_started": 0, "worker_processes_started": 0}  # what a run paid for


def _engine_here(settings: OcrSettings) -> OcrEngine:
    """This process's engine for these settings, loaded on first use."""
    key = settings.model_dump_json()
    if key not in _engines:
        _engines[key] = load_engine(settings)
        LOADS["engines_in_process"] += 1
    return _engines[key]


def _shared_pool(settings: OcrSettings, workers: int) -> _Pool:
    """The pool of earlier calls when it has these settings and size and still works, else a new one."""
    with _lock:
        pool = _shared["pool"]
        if pool is not None and (pool.key != (settings.model_dump_json(), workers) or pool.broken):
            pool.close()
            pool = None
        if pool is None:
            pool = _shared["pool"] = _Pool(settings, workers)
        return pool


def close_pool() -> None:
    """Stop the shared OCR workers (also done at interpreter exit)."""
    with _lock:
        if _shared["pool"] is not None:
            _shared["pool"].close()
            _shared["pool"] = None


atexit.register(close_pool)


def ocr_pages(
    jobs: Sequence[PageJob], settings: OcrSettings, progress: bool = False, budgets: dict[str, float] | None = None
) -> list[OcrPage]:
    """OCR every job, results in job order. Raises `EngineUnavailable` up front when the engine can't run.

    `budgets`: seconds each document (`PageJob.document`) may spend; its pages past the budget are not started
    and a page still running at the budget's end is stopped (its worker is killed and replaced), each coming
    back with `over_budget`. With budgets the pages always run in worker processes (one at least), where a
    timeout can stop them — except in a daemonic process, which may not start any (pages run here, and the budget
    is checked between pages). The workers stay up for the next call with the same settings (`close_pool`)."""
    from tqdm import tqdm

    if not jobs:
        return []
    import multiprocessing

    engine = _engine_here(settings)  # fail fast, in this process, with the install hint
    workers = min(settings.worker_count(), len(jobs))
    daemonic = multiprocessing.current_process().daemon
    if workers > 1 and daemonic:
        # A daemonic process (a Celery prefork child, say) may not start children: read pages here instead.
        log.warning("running in a daemonic process: OCR of %d pages runs in-process, not in a pool", len(jobs))
        workers = 1
    in_process = workers <= 1 and (daemonic or not budgets)
    with tqdm(total=len(jobs), desc=f"ocr ({engine.name}, {workers} proc)", unit="page", disable=not progress) as bar:
        if in_process:
            return list(_in_process(jobs, engine, settings, budgets or {}, bar))
        # Sized by the settings, not by this batch: a short batch leaves a worker idle rather than starting
        # a new pool for the next, longer one.
        pool = _shared_pool(settings, settings.worker_count())
        return list(_pooled(jobs, settings, pool, bar, budgets or {}))


def _over_budget(job: PageJob, budget: float) -> OcrPage:
    return OcrPage(page=job.page, engine="", over_budget=True,
                   error=f"not read: the document used its time limit (ingest.limits.wall_time_s, {budget:g} s)")


def _in_process(
    jobs: Sequence[PageJob], engine: OcrEngine, settings: OcrSettings, budgets: dict[str, float], bar: Any
) -> Iterator[OcrPage]:
    import time

    deadlines: dict[str, float] = {}
    for job in jobs:
        budget = budgets.get(job.document)
        deadline = deadlines.setdefault(job.document, time.monotonic() + budget) if budget is not None else None
        if deadline is not None and time.monotonic() > deadline:
            yield _over_budget(job, budget)
        else:
            yield ocr_page(job, engine, settings)
        bar.update(1)


class _Pool:
    """A ProcessPoolExecutor that can be killed and replaced when a page overruns its document's budget."""

    def __init__(self, settings: OcrSettings, workers: int) -> None:
        import multiprocessing

        self.settings, self.workers = settings, workers
        self.key = (settings.model_dump_json(), workers)
        # spawn, not fork: the parent may be an Airflow task process with threads (and ONNX sessions) running.
        self.context = multiprocessing.get_context("spawn")
        self.executor = self._start()

    def _start(self) -> ProcessPoolExecutor:
        LOADS["pools_started"] += 1
        LOADS["worker_processes_started"] += self.workers  # each loads the models once, in its initializer
        return ProcessPoolExecutor(self.workers, mp_context=self.context, initializer=_init_worker,
                                   initargs=(self.settings.model_dump_json(),))

    @property
    def broken(self) -> bool:
        """A worker died (out of memory, a crash in a native library): the executor takes no more work."""
        return bool(getattr(self.executor, "_broken", False))

    def restart(self) -> None:
        """Kill every worker (the only way to stop a running page) and start fresh ones."""
        self.kill()
        self.executor = self._start()

    def kill(self) -> None:
        processes = list((getattr(self.executor, "_processes", None) or {}).values())
        for process in processes:
            process.kill()
        self.executor.shutdown(wait=True, cancel_futures=True)

    def close(self) -> None:
        self.executor.shutdown(wait=True, cancel_futures=True)


def _pooled(
    jobs: Sequence[PageJob], settings: OcrSettings, pool: _Pool, bar: Any, budgets: dict[str, float]
) -> Iterator[OcrPage]:
    import time

    results: dict[int, OcrPage] = {}
    in_flight: dict[Future[OcrPage], int] = {}
    deadlines: dict[str, float] = {}  # a document's clock starts when its first page is submitted
    limit = 2 * pool.workers  # bounded: pages are rendered in the workers, at most this many at a time
    pending = list(range(len(jobs)))[::-1]  # a stack: resubmitted pages go back on top
    try:
        while pending or in_flight:
            while pending and len(in_flight) < limit:
                index = pending.pop()
                job = jobs[index]
                budget = budgets.get(job.document)
                if budget is not None:
                    deadline = deadlines.setdefault(job.document, time.monotonic() + budget)
                    if time.monotonic() > deadline:
                        results[index] = _over_budget(job, budget)
                        bar.update(1)
                        continue
                if pool.broken:  # a worker died on an earlier page: later pages get fresh workers
                    pool.restart()
                in_flight[pool.executor.submit(_run_in_worker, job)] = index
            if not in_flight:
                continue
            done, _ = wait(in_flight, timeout=0.5, return_when=FIRST_COMPLETED)
            for future in done:
                index = in_flight.pop(future)
                try:
                    results[index] = future.result()
                except Exception as err:  # a worker died (out of memory, segfault in a native library)
                    results[index] = OcrPage(page=jobs[index].page, engine=settings.engine,
                                             error=f"OCR worker failed: {type(err).__name__}: {err}")
                bar.update(1)
            now = time.monotonic()
            overdue = [index for index in in_flight.values()
                       if jobs[index].document in deadlines and now > deadlines[jobs[index].document]]
            if overdue:
                log.warning("OCR: %d page(s) past their document's time limit: restarting the pool", len(overdue))
                innocent = [index for index in in_flight.values() if index not in overdue]
                in_flight.clear()
                pool.restart()
                for index in overdue:
                    results[index] = _over_budget(jobs[index], budgets[jobs[index].document])
                    bar.update(1)
                pending.extend(sorted(innocent, reverse=True))
    except BaseException:  # interrupted: don't leave its pages running in the shared workers
        with _lock:
            pool.kill()
            if _shared["pool"] is pool:
                _shared["pool"] = None
        raise
    return (results[index] for index in range(len(jobs)))


def mean_confidence(pages: Sequence[OcrPage]) -> float:
    scored = [page.confidence for page in pages if not page.error]
    return round(sum(scored) / len(scored), 4) if scored else math.nan
