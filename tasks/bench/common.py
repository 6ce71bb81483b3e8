"""What every benchmark reports the same way: the machine it ran on, latency percentiles, progress lines, and the
report itself (a JSON file under `<data_root>/reports/`, logged to MLflow)."""

from __future__ import annotations

import os
import platform
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np

from tasks.core.atomic import write_json_atomic
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings


def machine() -> dict[str, Any]:
    """Cores (and how many this process may use), platform and Python: figures are per machine."""
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return {"cpu_count": os.cpu_count(), "usable_cpus": usable, "platform": platform.platform(),
            "machine": platform.machine(), "python": platform.python_version()}


def percentiles(samples_ms: Sequence[float], points: Sequence[int] = (50, 95)) -> dict[str, float]:
    """p50 / p95 (or the given percentile points) / mean in ms (ValueError when there are no samples)."""
    if len(samples_ms) == 0:
        raise ValueError("no latency samples")
    values = np.asarray(samples_ms, dtype=np.float64)
    return {**{f"p{point}": round(float(np.percentile(values, point)), 3) for point in points},
            "mean": round(float(values.mean()), 3), "n": int(values.size)}


def progress(bench: str, message: str) -> None:
    """One progress line on stderr (stdout carries the result)."""
    print(f"{bench}: {message}", file=sys.stderr, flush=True)


def write_and_log(report: dict[str, Any], bench: str, settings: Settings, paths: DataPaths,
                  metrics: Callable[[Mapping[str, Any]], Mapping[str, float]],
                  tags: Mapping[str, str] | None = None) -> dict[str, Any]:
    """Write `report` to `<data_root>/reports/<bench>.json` (atomic), then log it as the MLflow run `bench`:
    `metrics(report)` as its metrics, the file as its artifact, `tags` on the run. Returns `report` with the run's
    id added as `mlflow_run_id` (in what the command prints, not in the file: it is written before the run)."""
    from tasks.core.tracking import stage_run  # mlflow: imported only when a benchmark has a report to log

    target = paths.reports / f"{bench}.json"
    write_json_atomic(target, report)
    with stage_run(bench, settings, paths, tags=tags) as run:
        run.log_metrics(metrics(report))
        run.log_artifact(target)
        run_id = run.run_id
    report["mlflow_run_id"] = run_id
    return report
