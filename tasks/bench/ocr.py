"""`make bench` for OCR: speed and accuracy of every OCR backend on the same real scanned pages.

rapidocr and tesseract always run, side by side; paddleocr joins when its local model folders are given
(env RAGOPS_PADDLE_DET_DIR / RAGOPS_PADDLE_REC_DIR / RAGOPS_PADDLE_CLS_DIR) and it can load, else the report
says why it was skipped. Each page goes through the pipeline's own `ocr_page` (orientation, recognition,
low-confidence retry, cleaning) with params.yaml's OCR settings, so the bench measures what ingest does.
Backends are interleaved page by page within every round, so background load on a noisy shared machine
hits them alike and their ratio holds even when the absolute pages/s do not.

Accuracy is the character error rate (models.documents.text_metrics) against the transcripts in
../shared/testdata (English scans and image-only PDFs) and, for the Chinese photos, whether the page text
starts with the expected leading lines. Output: `<data_root>/reports/bench_ocr.json`, also logged to MLflow.
"""

from __future__ import annotations

import os
import re
import statistics
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tasks.bench.common import machine, progress, write_and_log
from tasks.core.paths import SHARED_TESTDATA, DataPaths
from tasks.core.settings import OcrSettings, Settings

BACKENDS: tuple[str, ...] = ("rapidocr", "tesseract", "paddleocr")
ALWAYS: tuple[str, ...] = ("rapidocr", "tesseract")  # these must load; paddleocr is optional
PADDLE_ENV = {
    "RAGOPS_PADDLE_DET_DIR": "ingest.ocr.paddleocr.det_model_dir",
    "RAGOPS_PADDLE_REC_DIR": "ingest.ocr.paddleocr.rec_model_dir",
    "RAGOPS_PADDLE_CLS_DIR": "ingest.ocr.paddleocr.cls_model_dir",
}

# The targets of the OCR issue, checked per backend.
TARGETS: dict[str, Any] = {
    "phototest_cer_max": 0.03,
    "unlv_cer_max": 0.08,  # each UNLV scan
    "rotated_cer_gap_max": 0.01,  # |CER(rotated phototest) - CER(upright)|, each rotation
    "scanned_pdf_cer_max": 0.05,  # each image-only PDF
    "chinese_leading_lines": "exact",  # every photo's text starts with its expected lines
}


SPEED_TARGET = 1.5  # issue 19: rapidocr's seconds per page within this multiple of tesseract's, same pages


@dataclass(frozen=True)
class BenchPage:
    path: str  # relative to the test data folder
    group: str  # "english" (full transcript) | "scanned" (expected_text) | "chinese" (leading lines)
    reference: str  # transcript file (english), or "" when the reference comes from a TSV

    @property
    def name(self) -> str:
        return Path(self.path).name

    @property
    def kind(self) -> str:
        return "pdf" if self.path.endswith(".pdf") else "image"


PHOTOTEST = "ocr/phototest.tif"
PHOTOTEST_ROTATED = ("ocr/phototest-rotated-L.png", "ocr/phototest-rotated-R.png", "ocr/phototest-rotated-180.png")
UNLV = ("ocr/8071_093.3B.tif", "ocr/8087_054.3B.tif")
PAGES: tuple[BenchPage, ...] = (
    BenchPage(PHOTOTEST, "english", "ocr/phototest.gold.txt"),
    *(BenchPage(path, "english", "ocr/phototest.gold.txt") for path in PHOTOTEST_ROTATED),
    *(BenchPage(path, "english", path.replace(".tif", ".txt")) for path in UNLV),
    BenchPage("ocr/eurotext.tif", "english", "ocr/eurotext.txt"),
    *(BenchPage(f"scanned/{name}", "scanned", "")
      for name in ("ocr_test.pdf", "ocr_test_rotated_90.pdf", "ocr_test_rotated_180.pdf")),
    *(BenchPage(f"ocr/{name}", "chinese", "")
      for name in ("ch_en_num.jpg", "text_rec.jpg", "test_without_det.jpg", "img_exif_orientation.jpg")),
)


def select_pages(names: Sequence[str] | None) -> list[BenchPage]:
    """The bench pages named (file name or path below the test data folder), all of them when none are."""
    if not names:
        return list(PAGES)
    chosen = []
    for wanted in names:
        match = [page for page in PAGES if wanted in (page.name, page.path)]
        if not match:
            raise ValueError(f"unknown bench page {wanted!r}; allowed: {[page.name for page in PAGES]}")
        chosen.extend(page for page in match if page not in chosen)
    return chosen


# ---------------------------------------------------------------- references and scores


def _tsv(path: Path) -> dict[str, list[str]]:
    """file -> its columns after the first, from a tab-separated ground-truth table with a header line."""
    rows = [line.split("\t") for line in path.read_text(encoding="utf-8").splitlines()[1:] if line.strip()]
    return {row[0]: row[1:] for row in rows}


def load_references(pages: Sequence[BenchPage], testdata: Path) -> dict[str, Any]:
    """page path -> transcript (english, scanned) or list of expected leading lines (chinese)."""
    scanned = _tsv(testdata / "scanned" / "ground_truth.tsv")
    chinese = _tsv(testdata / "ocr" / "chinese_ground_truth.tsv")
    references: dict[str, Any] = {}
    for page in pages:
        if page.group == "english":
            references[page.path] = (testdata / page.reference).read_text(encoding="utf-8")
        elif page.group == "scanned":
            references[page.path] = scanned[page.name][0]
        else:
            references[page.path] = chinese[page.name][0].split("|")
    return references


def _compact(text: str) -> str:
    return re.sub(r"\s+", "", text)


def leading_lines(text: str, expected: Sequence[str]) -> dict[str, Any]:
    """Whether the page text (whitespace removed) starts with the expected lines joined (likewise)."""
    want, got = _compact("".join(expected)), _compact(text)
    return {"match": got.startswith(want), "expected": want, "recognised": got[: len(want)],
            "first_lines": [line for line in text.splitlines() if line.strip()][: len(expected)]}


def _rounded(value: float | None, digits: int = 4) -> float | None:
    return None if value is None else round(value, digits)


def _check(values: Sequence[float | None], limit: float) -> bool | None:
    """All values within the limit; None where no page of the target was benched (a page subset)."""
    present = [value for value in values if value is not None]
    return all(value <= limit for value in present) if present else None


# ---------------------------------------------------------------- engines and timing


def paddle_overrides(environ: Mapping[str, str] = os.environ) -> dict[str, str]:
    """params.yaml overrides for PaddleOCR's model folders from the environment (only the ones set)."""
    return {key: environ[env] for env, key in PADDLE_ENV.items() if environ.get(env)}


def load_engines(ocr: OcrSettings) -> tuple[dict[str, tuple[Any, OcrSettings]], dict[str, str]]:
    """name -> (engine, its settings) for every backend that loads, and name -> reason for those that don't."""
    from tasks.ingest.ocr_engines import EngineUnavailable, load_engine

    engines: dict[str, tuple[Any, OcrSettings]] = {}
    skipped: dict[str, str] = {}
    for name in BACKENDS:
        settings = ocr.model_copy(update={"engine": name})
        try:
            engines[name] = (load_engine(settings, threads=1), settings)
        except EngineUnavailable as err:
            if name in ALWAYS:
                raise
            skipped[name] = str(err)
    return engines, skipped


def _progress(message: str) -> None:
    progress("bench_ocr", message)


def measure(pages: Sequence[BenchPage], testdata: Path, engines: Mapping[str, tuple[Any, OcrSettings]],
            rounds: int) -> tuple[dict[str, dict[str, list[float]]], dict[str, dict[str, Any]]]:
    """Seconds of every `ocr_page` call per backend and page (one per round), and the first round's pages."""
    from tasks.ingest.ocr import PageJob, ocr_page

    jobs = {page.path: PageJob(str(testdata / page.path), page.kind, 1) for page in pages}
    for name, (engine, settings) in engines.items():  # warm-up, untimed: first-call costs are not per page
        _progress(f"warm-up {name}: {pages[0].path}")
        ocr_page(jobs[pages[0].path], engine, settings)
    seconds: dict[str, dict[str, list[float]]] = {name: {page.path: [] for page in pages} for name in engines}
    results: dict[str, dict[str, Any]] = {name: {} for name in engines}
    for round_index in range(rounds):
        for page in pages:
            # Alternate which backend goes first so neither always inherits the other's cache state.
            order = list(engines) if round_index % 2 == 0 else list(reversed(engines))
            for name in order:
                engine, settings = engines[name]
                start = time.perf_counter()
                result = ocr_page(jobs[page.path], engine, settings)
                elapsed = time.perf_counter() - start
                seconds[name][page.path].append(elapsed)
                results[name].setdefault(page.path, result)
                _progress(f"round {round_index + 1}/{rounds} {name:<9} {page.path:<32} {elapsed:7.2f}s"
                          + (f"  ERROR {result.error}" if result.error else ""))
    return seconds, results


# ---------------------------------------------------------------- report


def backend_report(pages: Sequence[BenchPage], references: Mapping[str, Any], seconds: Mapping[str, list[float]],
                   results: Mapping[str, Any], rounds: int) -> dict[str, Any]:
    from models.documents.text_metrics import character_error_rate
    from tasks.ingest.ocr import mean_confidence

    per_round = [len(pages) / sum(times[i] for times in seconds.values()) for i in range(rounds)]
    per_page: dict[str, Any] = {}
    cer: dict[str, float] = {}
    chinese: dict[str, Any] = {}
    for page in pages:
        result = results[page.path]
        entry: dict[str, Any] = {
            "seconds": round(statistics.median(seconds[page.path]), 3),
            "seconds_by_round": [round(value, 3) for value in seconds[page.path]],
            "confidence": result.confidence, "rotation": result.rotation, "retried": result.retried,
            "error": result.error,
        }
        if page.group == "chinese":
            chinese[page.name] = leading_lines(result.text, references[page.path])
        else:
            cer[page.path] = entry["cer"] = round(character_error_rate(result.text, references[page.path]), 4)
        per_page[page.path] = entry

    english = [cer[page.path] for page in pages if page.group == "english"]
    scanned = [cer[page.path] for page in pages if page.group == "scanned"]
    upright = cer.get(PHOTOTEST)
    rotated = [cer[path] for path in PHOTOTEST_ROTATED if path in cer]
    gap = max(abs(value - upright) for value in rotated) if upright is not None and rotated else None
    pages_per_s = statistics.median(per_round)
    targets_met = {
        "phototest_cer": _check([upright], TARGETS["phototest_cer_max"]),
        "unlv_cer": _check([cer.get(path) for path in UNLV], TARGETS["unlv_cer_max"]),
        "rotated_within_upright": _check([gap], TARGETS["rotated_cer_gap_max"]),
        "scanned_pdf_cer": _check(scanned, TARGETS["scanned_pdf_cer_max"]),
        "chinese_leading_lines": all(item["match"] for item in chinese.values()) if chinese else None,
    }
    targets_met["all"] = all(value is not False for value in targets_met.values())
    return {
        "pages_per_s": round(pages_per_s, 4),
        "seconds_per_page": round(1 / pages_per_s, 3),
        "pages_per_s_by_round": [round(value, 4) for value in per_round],
        "pages": per_page,
        "cer": cer,
        "mean_cer_english": _rounded(statistics.mean(english) if english else None),
        "mean_cer_scanned": _rounded(statistics.mean(scanned) if scanned else None),
        "cer_phototest": upright,
        "phototest_rotation_cer_gap": _rounded(gap),
        "chinese_leading_lines": chinese,
        "mean_confidence": mean_confidence(list(results.values())),
        "errors": sum(1 for result in results.values() if result.error),
        "targets_met": targets_met,
    }


def _settings_used(ocr: OcrSettings) -> dict[str, Any]:
    used = ocr.model_dump(mode="json", exclude={"enabled", "engine", "workers", "garbage", "low_confidence_below"})
    return {**used, "threads_per_engine": 1, "page_number": 1,
            "omp_thread_limit": os.environ.get("OMP_THREAD_LIMIT", "1 (tesseract engine default)")}


def run(settings: Settings, paths: DataPaths, testdata: Path = SHARED_TESTDATA, rounds: int = 2,
        pages: Sequence[str] | None = None) -> dict[str, Any]:
    if not testdata.is_dir():
        raise FileNotFoundError(f"shared test data not found at {testdata}; the benchmark reads its scans")
    if rounds < 1:
        raise ValueError(f"rounds must be at least 1, got {rounds}")
    chosen = select_pages(pages)
    references = load_references(chosen, testdata)
    engines, skipped = load_engines(settings.ingest.ocr)
    seconds, results = measure(chosen, testdata, engines, rounds)
    backends: dict[str, Any] = {name: {"skipped": reason} for name, reason in skipped.items()}
    for name in engines:
        backends[name] = backend_report(chosen, references, seconds[name], results[name], rounds)
    report: dict[str, Any] = {
        "pages": [{"path": page.path, "group": page.group, "kind": page.kind} for page in chosen],
        "rounds": rounds,
        "backends": {name: backends[name] for name in BACKENDS},
        # > 1: rapidocr spends that many times tesseract's time on a page.
        "rapidocr_to_tesseract_seconds_per_page_ratio": round(
            backends["rapidocr"]["seconds_per_page"] / backends["tesseract"]["seconds_per_page"], 3),
        "rapidocr_to_tesseract_target_max": SPEED_TARGET,
        "targets": TARGETS,
        "machine": machine(),
        "settings": _settings_used(settings.ingest.ocr),
        "note": "pages/s = pages / seconds of ocr_page calls (render/load, orientation, recognition, retry, "
                "cleaning), one process, one thread per engine, median over rounds; warm-up call untimed",
    }
    return write_and_log(report, "bench_ocr", settings, paths, metrics)


def metrics(report: Mapping[str, Any]) -> dict[str, float]:
    """Flat MLflow metrics: `<backend>_pages_per_s`, `<backend>_cer_phototest`, ... (None values left out)."""
    flat: dict[str, Any] = {"rapidocr_to_tesseract_seconds_per_page_ratio":
                            report["rapidocr_to_tesseract_seconds_per_page_ratio"]}
    for name, result in report["backends"].items():
        if "skipped" in result:
            continue
        for key in ("pages_per_s", "seconds_per_page", "mean_cer_english", "mean_cer_scanned", "cer_phototest",
                    "phototest_rotation_cer_gap", "mean_confidence"):
            flat[f"{name}_{key}"] = result[key]
        for path, value in result["cer"].items():
            flat[f"{name}_cer_{re.sub(r'[^0-9A-Za-z_-]', '_', Path(path).stem)}"] = value
        if result["chinese_leading_lines"]:
            matches = [item["match"] for item in result["chinese_leading_lines"].values()]
            flat[f"{name}_chinese_leading_lines_matched"] = sum(matches) / len(matches)
        flat[f"{name}_targets_met"] = result["targets_met"]["all"]
    return {key: float(value) for key, value in flat.items() if value is not None}


def summary(report: Mapping[str, Any]) -> dict[str, Any]:
    """The headline figures printed at the end: speed, CER per page and targets per backend."""
    out: dict[str, Any] = {"rapidocr_to_tesseract_seconds_per_page_ratio":
                           report["rapidocr_to_tesseract_seconds_per_page_ratio"]}
    for name, result in report["backends"].items():
        if "skipped" in result:
            out[name] = result
            continue
        out[name] = {
            "pages_per_s": result["pages_per_s"], "cer": result["cer"],
            "mean_cer_english": result["mean_cer_english"],
            "phototest_rotation_cer_gap": result["phototest_rotation_cer_gap"],
            "chinese_leading_lines": {file: item["match"] for file, item in result["chinese_leading_lines"].items()},
            "mean_confidence": result["mean_confidence"], "targets_met": result["targets_met"],
        }
    return out
