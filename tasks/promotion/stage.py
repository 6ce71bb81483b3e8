"""`ragops promote`: the promote_models DAG's code path in one process — evaluate the candidate against the
champion, gate, then promote (or wait for a review, or reject) and smoke-check.

The evaluation is the expensive step (two servers, every question over HTTP): it is reused when the report on disk
is for the same candidate and the same champion deployments (`fresh=True` measures again). The gate always runs
again, so a threshold edit counts at once.
"""

from __future__ import annotations

import json
import time
from typing import Any

from tasks.core.paths import DataPaths
from tasks.core.settings import Settings


def _reusable_evaluation(settings: Settings, paths: DataPaths) -> bool:
    from tasks.core.deployment import DeploymentManifest
    from tasks.core.registry import open_registry
    from tasks.promotion.candidates import candidate_deployment, champion_deployment, generates, same_content

    if not paths.promotion_eval_report.is_file():
        return False
    report = json.loads(paths.promotion_eval_report.read_text(encoding="utf-8"))
    if report.get("nothing_new") or not (report.get("candidate") or {}).get("metrics"):
        return False

    def manifest(role: str) -> DeploymentManifest | None:
        found = (report.get(role) or {}).get("deployment")
        return None if found is None else DeploymentManifest.from_dict(found)

    with open_registry(settings, paths) as registry:
        candidate, champion = candidate_deployment(settings, paths, registry), champion_deployment(settings, paths,
                                                                                                   registry)
    if generates(settings, candidate) and not (report.get("candidate_extractive") or {}).get("metrics"):
        return False  # measured before the gate judged a generator's answers against the extractive backend
    evaluated_champion = manifest("champion")
    return same_content(manifest("candidate"), candidate) and (
        same_content(evaluated_champion, champion) or (evaluated_champion is None and champion is None))


def run(settings: Settings, paths: DataPaths, fresh: bool = False, progress: bool = True) -> dict[str, Any]:
    from tasks.promotion import evaluate, gate, promote

    started = time.perf_counter()
    reused = not fresh and _reusable_evaluation(settings, paths)
    evaluation = (json.loads(paths.promotion_eval_report.read_text(encoding="utf-8")) if reused
                  else evaluate.run(settings, paths, progress=progress))
    if evaluation.get("nothing_new"):
        served = evaluation["champion"]["deployment"]["deployment_id"]
        return {"action": "unchanged", "message": f"serving already serves the candidate ({served}): nothing "
                                                  "measured, nothing moves", "evaluation": {"reused": False},
                "gate": {"nothing_new": True, "passed": False, "reasons": [], "table": ""},
                "seconds": round(time.perf_counter() - started, 1)}
    decision = gate.run(settings, paths)
    outcome = promote.run(settings, paths)
    return {"evaluation": {"reused": reused, "report": str(paths.promotion_eval_report),
                           "candidate": (evaluation["candidate"] or {}).get("metrics"),
                           "champion": (evaluation.get("champion") or {}).get("metrics")},
            "gate": {"passed": decision["passed"], "reasons": decision["reasons"], "table": decision.get("table", ""),
                     "generator": decision.get("generator"), "report": str(paths.gate_report)},
            **outcome, "seconds": round(time.perf_counter() - started, 1)}
