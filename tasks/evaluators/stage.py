"""`ragops train`: the train_evaluators DAG's code path in one process — DCEE, the intent classifier, the
ranker (it needs the first two), then the active-learning queue (`tasks.labels.queue`).

Training data: the labelled query set's train split (`tasks.labels.queries`) plus every label imported from Label
Studio (`ragops labels import`) and rated serving feedback; evaluation: the held-out split. Each stage saves its
model under `<data_root>/evaluators/<name>/`, logs an MLflow run and registers a new version with alias
`@challenger` (moving `@champion` is the promotion gate's job). `run` writes all four reports to
`<data_root>/evaluators/train_report.json`; one step run alone (`ragops train dcee`, a DAG task, a dvc stage)
writes its own `<data_root>/evaluators/<step>_report.json` (XCom, dvc metrics).
"""

from __future__ import annotations

import time
from typing import Any

from tasks.core.atomic import write_json_atomic
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings
from tasks.evaluators.dcee import train_dcee
from tasks.evaluators.intent import train_intent
from tasks.evaluators.ranker import train_ranker

STEPS = {"dcee": train_dcee, "intent": train_intent, "ranker": train_ranker}


def run(settings: Settings, paths: DataPaths) -> dict[str, Any]:
    """`ragops train`: DCEE, intent classifier, ranker (it needs the first two), then the labelling queue —
    the train_evaluators DAG's code path in one process."""
    from tasks.labels.stage import export_queue

    started = time.perf_counter()
    reports = {"dcee": train_dcee(settings, paths), "intent": train_intent(settings, paths)}
    reports["ranker"] = train_ranker(settings, paths)
    reports["queue"] = export_queue(settings, paths)  # scored with the models this run saved
    reports["seconds"] = round(time.perf_counter() - started, 2)
    write_json_atomic(paths.step_report("train"), reports)
    return reports
