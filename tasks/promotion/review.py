"""MLflow model review for the CLI/DVC path: `ragops review` shows the candidate's metric diff against the champion
(the gate's table and every reason) and logs the review page (tasks.core.review_page: the gate, the plots, the
questions the two deployments answered differently side by side) to MLflow as one self-contained HTML file — the page
`ragops serve` serves at `/review`, with the approve / reject form there; `ragops approve|reject MODEL VERSION` record
the decision on the candidate's versions — tags `review` (approved | rejected), `review.reviewer`, `review.time`,
`review.comment`, `review.candidate` (the deployment id the decision is for) — and an approval then promotes.

The Airflow path records the same tags from its approval step (dags/promote_models.py), with the Airflow user
who answered as the reviewer.
"""

from __future__ import annotations

import getpass
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

from tasks.core.paths import DataPaths
from tasks.core.review_page import load_review, render
from tasks.core.review_page import under_review as reviewed_gate
from tasks.core.settings import Settings
from tasks.promotion.promote import REVIEW_TAG, read_gate, review_targets


def under_review(paths: DataPaths) -> dict[str, Any]:
    """The candidate waiting for a review, else the last gate decision (review_page.under_review, which the page
    reads too); before any gate, read_gate's error says what to run."""
    found = reviewed_gate(paths)
    return read_gate(paths) if found is None else found


def terminal_text(gate: Mapping[str, Any]) -> str:
    candidate, champion = gate["candidate"], gate.get("champion")
    lines = [f"candidate {candidate['deployment_id']}: index {candidate['index_version']}, models {candidate['models']}",
             f"champion  {champion['deployment_id']}: index {champion['index_version']}, models {champion['models']}"
             if champion else "champion  none (first promotion: absolute bounds only)",
             f"gate: {'PASSED' if gate['passed'] else 'FAILED'}", "", gate.get("table") or "(no metrics)", ""]
    generator = gate.get("generator")
    if generator:
        lines += [f"the generator's answers against the extractive backend's: {'kept' if generator['passed'] else 'REFUSED'}",
                  generator["table"], ""]
    lines += [f"  {reason}" for reason in gate["reasons"]]
    if gate.get("passed"):
        targets = review_targets(gate)
        lines += ["", "decide with: " + " | ".join(f"ragops approve {n} {v}" for n, v in targets.items())
                  + "  (or ragops reject MODEL VERSION --comment ...)"]
    return "\n".join(lines)


def html_report(gate: Mapping[str, Any], paths: DataPaths) -> str:
    """The review page (tasks.core.review_page, what `GET /review` serves) as one self-contained file: the gate's
    table and reasons, the plots, the questions the two deployments answered differently, and the `ragops
    approve|reject` commands instead of the form."""
    found = load_review(paths)
    return render(found["evaluation"], gate, found["plots"], served=False)


def show(settings: Settings, paths: DataPaths) -> dict[str, Any]:
    """`ragops review`: the diff in the terminal; the review page (the one `GET /review` serves, self-contained)
    under reports/promotion/review.html and in MLflow."""
    from tasks.core.atomic import write_bytes_atomic
    from tasks.core.tracking import stage_run

    gate = under_review(paths)
    report = paths.reports / "promotion" / "review.html"
    write_bytes_atomic(report, html_report(gate, paths).encode("utf-8"))
    with stage_run("review", settings, paths, tags={"candidate.deployment_id": gate["candidate"]["deployment_id"]}) as run:
        run.log_artifact(report)
        run_id = run.run_id
    return {"candidate": gate["candidate"], "champion": gate.get("champion"), "passed": gate["passed"],
            "reasons": gate["reasons"], "table": gate.get("table"), "html": str(report), "mlflow_run_id": run_id,
            "pending": paths.pending_review.is_file(), "text": terminal_text(gate)}


def record(settings: Settings, paths: DataPaths, gate: Mapping[str, Any], approved: bool, reviewer: str,
           comment: str = "", when: str | None = None) -> dict[str, str]:
    """Write the decision as tags on every version the review is for; returns the tags."""
    from tasks.core.registry import open_registry

    tags = {REVIEW_TAG: "approved" if approved else "rejected", "review.reviewer": reviewer or "unknown",
            "review.time": when or datetime.now(UTC).isoformat(timespec="seconds"), "review.comment": comment or "",
            "review.candidate": gate["candidate"]["deployment_id"]}
    with open_registry(settings, paths) as registry:
        for name, version in review_targets(gate).items():
            registry.tag_version(name, version, tags)
    return tags


def decide(settings: Settings, paths: DataPaths, model: str, version: str, approved: bool,
           reviewer: str | None = None, comment: str = "", promote: bool = True) -> dict[str, Any]:
    """`ragops approve|reject MODEL VERSION`: the decision for the candidate under review that brings this version;
    an approval then runs the promotion (unless `promote` is False)."""
    from tasks.promotion import promote as promotion

    gate = under_review(paths)
    targets = review_targets(gate)
    if targets.get(model) != str(version):
        raise ValueError(f"{model} v{version} is not under review: the candidate "
                         f"{gate['candidate']['deployment_id']} brings {targets}")
    if not gate["passed"]:
        raise ValueError(f"the gate failed candidate {gate['candidate']['deployment_id']}; a review cannot pass it "
                         f"({'; '.join(gate['failures'])})")
    tags = record(settings, paths, gate, approved, reviewer or getpass.getuser(), comment)
    result: dict[str, Any] = {"decision": tags, "versions": targets}
    if not approved:
        paths.pending_review.unlink(missing_ok=True)
        return {**result, "action": "rejected", "message": "rejected: nothing moves"}
    if promote:
        result["promotion"] = promotion.run(settings, paths)
        result["action"] = result["promotion"]["action"]
        result["message"] = result["promotion"]["message"]
    else:
        result.update(action="approved", message="approved; `ragops promote` moves it")
    return result
