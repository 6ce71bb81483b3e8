"""GET /review: the candidate-versus-champion review a person decides a promotion from, and its approve/reject.

`GET /review` renders tasks.core.review_page from the data root's reports (the evaluation, the gate decision or the
candidate waiting in `deployments/pending_review.json`, the plots): the same page `ragops review` writes as a file,
here with the decision form. `POST /review/decision` (admin token, `serving.admin_token_env`) records the decision
through the same code path as `ragops approve|reject`: it runs that command — `python -m tasks.cli approve|reject
MODEL VERSION --reviewer ... --comment ... --json` on this server's data root and settings (a snapshot of them) — in a
worker thread, under a timeout, and answers its JSON result. Serving does not import the promotion code; the command
is the one code path. Where `promotion.serving_url` is not set, the command reloads and smoke-checks this server.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any, Literal

from fastapi import APIRouter, Depends, Request
from fastapi.responses import HTMLResponse
from pydantic import BaseModel, ConfigDict, Field

from serving.deps import ServerDep, require_admin
from serving.errors import ApiError, printable
from tasks.core.review_page import load_review, render
from tasks.core.server_process import server_settings

router = APIRouter()

DECISION_TIMEOUT = 900.0  # seconds: an approval promotes (reload and smoke check of the new deployment)


class ReviewDecision(BaseModel):
    """A reviewer's decision on the candidate under review (one of the versions it brings names it, as in
    `ragops approve MODEL VERSION`)."""

    model_config = ConfigDict(extra="forbid")
    model: Literal["dcee", "t3d_intent", "t3d_ranker", "generator"]
    version: str = Field(min_length=1, max_length=40, pattern=r"^[0-9A-Za-z][0-9A-Za-z._-]*$")  # never an option
    decision: Literal["approve", "reject"]
    reviewer: str = Field(min_length=1, max_length=200, description="who decides (recorded as review.reviewer)")
    comment: str = Field(default="", max_length=2000)


@router.get("/review", include_in_schema=False)
async def review_page(server: ServerDep) -> HTMLResponse:
    found = await asyncio.get_running_loop().run_in_executor(server.executor, load_review, server.paths)
    page = render(found["evaluation"], found["gate"], found["plots"], served=True)
    return HTMLResponse(page, headers={"Cache-Control": "no-store"})


@router.post("/review/decision", dependencies=[Depends(require_admin)])
async def review_decision(body: ReviewDecision, request: Request, server: ServerDep) -> dict[str, Any]:
    """Approve or reject the candidate under review, as `ragops approve|reject MODEL VERSION` does (tags `review`,
    `review.reviewer`, `review.time`, `review.comment`, `review.candidate` on its versions); an approval then
    promotes it. Answers `ok`, the command's exit status and its JSON result."""
    reviewer = body.reviewer.strip()
    if not reviewer:
        raise ApiError(422, "reviewer is empty: say who decides", "invalid_request")
    own = request.scope.get("server")
    own_url = f"http://{own[0]}:{own[1]}" if own else None
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(server.executor, run_decision, server, body, reviewer, own_url)


def decision_argv(data_root: Path, params: Path, body: ReviewDecision, reviewer: str,
                  overrides: list[str]) -> list[str]:
    """The `ragops approve|reject` command line for a decision (`python -m tasks.cli`, this interpreter)."""
    sets = [item for assignment in overrides for item in ("--set", assignment)]
    return [sys.executable, "-m", "tasks.cli", "--data-root", str(data_root), "--params", str(params), *sets,
            # `--opt=value`: a reviewer or comment starting with "-" stays a value, never an option of the command.
            "--json", body.decision, body.model, body.version, f"--reviewer={reviewer}", f"--comment={body.comment}"]


def run_decision(server: Any, body: ReviewDecision, reviewer: str, own_url: str | None,
                 timeout: float = DECISION_TIMEOUT) -> dict[str, Any]:
    """Run the command on this server's settings (a snapshot, less the secrets) and data root; its JSON result, or
    an ApiError naming what failed (the command's own one-line error, or the timeout)."""
    settings = server.settings
    overrides = [] if settings.promotion.serving_url or not own_url else [f"promotion.serving_url={own_url}"]
    with tempfile.TemporaryDirectory(prefix="ragops-review-") as scratch:
        params = server_settings(settings, Path(scratch) / "settings.json")
        argv = decision_argv(server.paths.root, params, body, reviewer, overrides)
        try:
            done = subprocess.run(argv, capture_output=True, text=True, timeout=timeout, env=dict(os.environ),
                                  stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            raise ApiError(504, f"`ragops {body.decision}` took longer than {timeout:g} s; see the registry's review "
                                "tags for what was recorded", "timeout") from None
    return decision_result(body.decision, done.returncode, done.stdout, done.stderr)


def decision_result(verb: str, returncode: int, stdout: str, stderr: str) -> dict[str, Any]:
    """The command's outcome as the route answers it: its JSON result (exit 1 with a result is a promotion rolled
    back: `ok` false); else a 409 with its one-line error (not under review, the gate failed it, ...)."""
    try:
        result = json.loads(stdout) if stdout.strip() else None
    except json.JSONDecodeError:
        result = None
    if isinstance(result, dict):
        return {"ok": returncode == 0, "returncode": returncode, "result": result}
    lines = [line for line in stderr.strip().splitlines() if line.strip()]
    message = lines[-1] if lines else f"exited with {returncode} and no message"
    raise ApiError(409 if returncode in (1, 2) else 500, f"`ragops {verb}` failed: {printable(message, 1000)}",
                   "decision_failed")
