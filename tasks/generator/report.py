"""data/reports/generator.json: one section per generator stage (distill, quantize, build_engine), each replaced
whole by the stage that owns it (read-modify-write, atomic)."""

from __future__ import annotations

import json
from typing import Any

from tasks.core.atomic import write_json_atomic
from tasks.core.paths import DataPaths


def read_report(paths: DataPaths) -> dict[str, Any]:
    path = paths.generator_report
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}


def update_report(paths: DataPaths, section: str, payload: dict[str, Any]) -> dict[str, Any]:
    report = read_report(paths)
    report[section] = payload
    write_json_atomic(paths.generator_report, report)
    return report
