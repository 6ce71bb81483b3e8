"""What every benchmark reports the same way: the machine it ran on, latency percentiles, progress lines."""

from __future__ import annotations

import os
import platform
import sys
from collections.abc import Sequence
from typing import Any

import numpy as np


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
