"""Figures of the reliability suite (issue 18), gathered into one JSON report.

Every reliability test calls `record(section, **figures)`; the figures of one section are merged (counts add up,
lists extend, other values replace). `make fuzz` points `RAGOPS_RELIABILITY_REPORT` at
`data/reports/reliability.json`; under `make test` the report goes to the pytest temporary folder, so the bounded
run never overwrites the deep run's figures. `depth()` says which of the two runs this is: "deep" (`make fuzz`,
`RAGOPS_FUZZ=deep`) or "bounded" (`make test`).
"""

from __future__ import annotations

import fcntl
import json
import os
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

REPORT_ENV = "RAGOPS_RELIABILITY_REPORT"
DEPTH_ENV = "RAGOPS_FUZZ"


def depth() -> str:
    """"deep" under `make fuzz`, else "bounded"."""
    return "deep" if os.environ.get(DEPTH_ENV, "").lower() == "deep" else "bounded"


def scaled(bounded: int, deep: int) -> int:
    """A count for this run's depth: `bounded` under `make test`, `deep` under `make fuzz`."""
    return deep if depth() == "deep" else bounded


def report_path() -> Path | None:
    value = os.environ.get(REPORT_ENV)
    return Path(value) if value else None


def record(section: str, **figures: Any) -> None:
    """Merge `figures` into `section` of the report (safe across pytest-xdist workers: the file is locked)."""
    path = report_path()
    if path is None:
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    lock = path.with_name(path.name + ".lock")
    with open(lock, "a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        report = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
        report.setdefault("depth", depth())
        merged = report.setdefault("sections", {}).setdefault(section, {})
        for name, value in figures.items():
            old = merged.get(name)
            if isinstance(value, bool) or old is None:
                merged[name] = value
            elif isinstance(value, int | float) and isinstance(old, int | float):
                merged[name] = max(old, value) if name.startswith(("peak_", "max_")) else old + value
            elif isinstance(value, list) and isinstance(old, list):
                merged[name] = old + value
            else:
                merged[name] = value
        report["updated_at"] = datetime.now(UTC).isoformat(timespec="seconds")
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(json.dumps(report, indent=2, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
        os.replace(tmp, path)
