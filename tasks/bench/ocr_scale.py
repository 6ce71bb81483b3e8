"""`make bench`, OCR at scale: memory and throughput of the page pool against scan length and worker count.

A synthetic image-only PDF of N pages (the phototest scan on every page) goes through `tasks.ingest.ocr.ocr_pages`,
the code path ingest uses. Each configuration runs in a fresh child process so its peak RSS (parent) and the
largest worker's peak RSS are its own. Side by side in one run:

- memory: 30 pages vs 300 pages with the default pool — flat memory means the 300-page peaks stay close to
  the 30-page ones (jobs carry a path and a page number; workers render one page at a time);
- throughput: 1 process vs the default pool on the same 30 pages (pages/s and the speed-up ratio), fed in
  `BATCHES` calls as ingest feeds its batches. Cold: the first pass, worker start and model loads included;
  warm: the same pages again through the same workers (what every later batch of a run costs). The model loads
  each configuration paid are counted (`tasks.ingest.ocr.LOADS`): one per worker for the whole run.

Output: `<data_root>/reports/bench_ocr_scale.json`, logged to MLflow.
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from tasks.core.atomic import write_json_atomic
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings, load_settings

PAGE_IMAGE = "ocr/phototest.tif"
PAGE_SIZE_PT = (320, 240)  # small pages keep a 300-page run to a couple of minutes on two cores
BATCHES = 3  # ocr_pages calls per pass: ingest calls it once per batch of documents


def scanned_pdf(path: Path, image: Path, n_pages: int) -> Path:
    """An image-only PDF: the same scan on every page (the image is embedded once and reused)."""
    from reportlab.lib.utils import ImageReader
    from reportlab.pdfgen import canvas

    document = canvas.Canvas(str(path), pagesize=PAGE_SIZE_PT)
    picture = ImageReader(str(image))
    for _ in range(n_pages):
        document.drawImage(picture, 0, 0, *PAGE_SIZE_PT)
        document.showPage()
    document.save()
    return path


def child(pdf: Path, n_pages: int, workers: int, warm: bool = True) -> dict[str, Any]:
    """Runs in its own process: OCR every page (cold, then warm), report time, model loads and peak memory
    (ru_maxrss is KiB on Linux)."""
    from tasks.ingest.ocr import LOADS, PageJob, close_pool, ocr_pages

    ocr = load_settings(overrides={"ingest.ocr.workers": workers}).ingest.ocr
    jobs = [PageJob(str(pdf), "pdf", page) for page in range(1, n_pages + 1)]
    size = -(-n_pages // BATCHES)
    batches = [jobs[start:start + size] for start in range(0, n_pages, size)]

    def one_pass() -> tuple[float, list[int]]:
        start = time.perf_counter()
        pages = [page for batch in batches for page in ocr_pages(batch, ocr, progress=True)]
        return time.perf_counter() - start, [page.page for page in pages if page.error or "quick brown" not in page.text]

    cold, failed = one_pass()
    loads = dict(LOADS)
    result: dict[str, Any] = {
        "pages": n_pages, "workers": workers, "batches": len(batches),
        "seconds": round(cold, 2), "pages_per_s": round(n_pages / cold, 3),
        "model_loads": loads,  # in this process (1 worker: pages run here) and in worker processes
    }
    if warm:
        again, failed_again = one_pass()
        failed += failed_again
        result.update(warm_seconds=round(again, 2), warm_pages_per_s=round(n_pages / again, 3),
                      model_loads_after_warm_pass=dict(LOADS))
    close_pool()
    result.update(
        pages_wrong_or_failed=sorted(set(failed)),
        parent_peak_rss_mib=round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        largest_worker_peak_rss_mib=round(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024, 1),
    )
    return result


def _run_child(pdf: Path, n_pages: int, workers: int, warm: bool = True) -> dict[str, Any]:
    print(f"bench_ocr_scale: {n_pages} pages, {workers} worker(s)", file=sys.stderr, flush=True)
    done = subprocess.run(
        [sys.executable, "-m", "tasks.bench.ocr_scale", str(pdf), str(n_pages), str(workers), str(int(warm))],
        stdout=subprocess.PIPE, text=True, check=True,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def run(settings: Settings, paths: DataPaths, testdata: Path, small: int = 30, large: int = 300) -> dict[str, Any]:
    pool = settings.ingest.ocr.worker_count()
    with tempfile.TemporaryDirectory() as tmp:
        pdf = scanned_pdf(Path(tmp) / "scan.pdf", testdata / PAGE_IMAGE, large)
        one = _run_child(pdf, small, 1)
        pooled_small = _run_child(pdf, small, pool)
        pooled_large = _run_child(pdf, large, pool, warm=False)
    report = {
        "page": f"{PAGE_IMAGE} on a {PAGE_SIZE_PT[0]}x{PAGE_SIZE_PT[1]} pt page, rendered at "
                f"{settings.ingest.ocr.dpi} dpi, engine {settings.ingest.ocr.engine}",
        "runs": [one, pooled_small, pooled_large],
        # Two cores against one on the same pages, workers warm (the models loaded once per worker per run):
        "pool_speedup": round(pooled_small["warm_pages_per_s"] / one["warm_pages_per_s"], 2),
        # ... and including worker start and the model loads, the first batch of a run:
        "pool_speedup_cold": round(pooled_small["pages_per_s"] / one["pages_per_s"], 2),
        "memory_growth_large_vs_small": {
            "parent": round(pooled_large["parent_peak_rss_mib"] / pooled_small["parent_peak_rss_mib"], 2),
            "largest_worker": round(
                pooled_large["largest_worker_peak_rss_mib"] / pooled_small["largest_worker_peak_rss_mib"], 2),
        },
    }
    target = paths.reports / "bench_ocr_scale.json"
    target.parent.mkdir(parents=True, exist_ok=True)
    write_json_atomic(target, report)
    _log(report, settings, paths, target)
    return report


def _log(report: dict[str, Any], settings: Any, paths: DataPaths, target: Path) -> None:
    from tasks.core.tracking import stage_run

    one, small, large = report["runs"]
    with stage_run("bench_ocr_scale", settings, paths) as tracked:
        tracked.log_metrics({
            "pages_per_s_1_worker": one["warm_pages_per_s"],
            "pages_per_s_pool": small["warm_pages_per_s"],
            "pool_speedup": report["pool_speedup"],
            "pool_speedup_cold": report["pool_speedup_cold"],
            "pool_worker_processes_started": small["model_loads"]["worker_processes_started"],
            "parent_peak_rss_mib_300_pages": large["parent_peak_rss_mib"],
            "worker_peak_rss_mib_300_pages": large["largest_worker_peak_rss_mib"],
            "parent_memory_growth_300_vs_30": report["memory_growth_large_vs_small"]["parent"],
            "worker_memory_growth_300_vs_30": report["memory_growth_large_vs_small"]["largest_worker"],
        })
        tracked.log_artifact(target)


if __name__ == "__main__":
    # The measured child process (`_run_child`): PDF PAGES WORKERS -> one JSON line. Users run `ragops bench ocr-scale`.
    print(json.dumps(child(Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), bool(int(sys.argv[4])))))
