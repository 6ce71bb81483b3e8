"""Promotion fails closed (issue 18): the model registry (a real `mlflow server` on 127.0.0.1, closed or killed
mid-promotion) or the index store (CURRENT gone, the index folder gone like an unmounted volume) unavailable during
`ragops promote` → exit 1 with one line saying what failed, no alias moved, no deployment manifest written; once
the backend is back, the retry promotes exactly what an undisturbed promotion does.

Every case starts from a copy of the shared evaluated sample root (evaluators v1 @challenger, no champion, the
evaluation on disk), so `ragops promote` goes straight to the gate and the moves.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.reliability import crash
from tests.reliability.report import record

pytestmark = pytest.mark.slow

PROMOTED = {name: {"champion": "1", "previous": None, "challenger": "1"} for name in crash.MODELS}
UNPROMOTED = {name: {"champion": None, "previous": None, "challenger": "1"} for name in crash.MODELS}


@pytest.fixture
def root(sample_trained_root: Path, tmp_path: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    start = crash.evaluated_root(sample_trained_root, crash.shared_folder(tmp_path_factory))
    return crash.copy_root(start, tmp_path / "data")


@pytest.fixture
def overrides(sample_trained_root: Path) -> dict:
    return crash.promote_overrides(sample_trained_root)


@pytest.fixture
def tally() -> Iterator[dict[str, Any]]:
    """The section's figures, counted as the test goes and recorded when it ends, passed or failed: an outage that
    did not fail closed shows as `failed_closed` below `cases` in the report, not only as a failed test."""
    figures: dict[str, Any] = {"cases": 0, "failed_closed": 0, "retries_succeeded": 0, "errors": []}
    yield figures
    record("fail_closed", **figures)


def _one_line_error(run: crash.StageRun, *words: str) -> str:
    assert run.rc == 1, (run.rc, run.stdout[-2000:], run.stderr[-3000:])
    assert "Traceback" not in run.stderr, run.stderr[-3000:]
    lines = [line for line in run.stderr.splitlines() if line.startswith("ragops promote:")]
    assert len(lines) == 1, run.stderr[-3000:]
    assert all(word in lines[0] for word in words), lines[0]
    return lines[0]


def _nothing_moved(root: Path) -> None:
    assert crash.aliases(root) == UNPROMOTED
    assert not (root / "deployments" / "manifest.json").exists()
    assert not (root / "deployments" / "previous.json").exists()
    assert not crash.invariants(root), crash.invariants(root)


def _promoted(root: Path, run: crash.StageRun) -> None:
    assert run.rc == 0, run.stderr[-3000:]
    assert run.json()["action"] == "promoted", run.stdout[-3000:]
    assert crash.aliases(root) == PROMOTED
    manifest = json.loads((root / "deployments" / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["models"] == {name: "1" for name in crash.MODELS}
    assert manifest["index_version"] == (root / "index" / "CURRENT").read_text(encoding="utf-8").strip()
    assert not (root / "deployments" / "promotion_journal.json").exists()
    assert not crash.invariants(root), crash.invariants(root)


def test_an_unavailable_registry_moves_nothing_and_the_retry_promotes(root: Path, overrides: dict, tmp_path: Path,
                                                                      tally: dict[str, Any]) -> None:
    """Three phases on one data root whose registry is a real `mlflow server` over its own store:
    1. the server is not running (its port closed): promotion stops at its first registry call, nothing moves;
    2. the server dies the moment promotion starts moving (its journal appears): the manifest stays as it was, and an
       alias the server moved before it died is recorded in the journal;
    3. the server is back: the retry undoes what phase 2 left half-way, then promotes as an undisturbed run does."""
    import subprocess

    server = crash.MlflowServer(root, tmp_path / "mlflow-server.log")  # its port: nothing listens there yet
    tally["cases"] += 1
    closed = crash.run_stage(root, overrides, "promote", env=server.client_env())
    tally["errors"].append(_one_line_error(closed, "model registry", "failed")[:300])
    _nothing_moved(root)
    tally["failed_closed"] += 1

    server.start()
    journal = root / "deployments" / "promotion_journal.json"
    tally["cases"] += 1
    try:
        process = subprocess.Popen(crash.stage_argv(root, overrides, "promote"), cwd=crash.REPO_ROOT,
                                   env=crash.stage_env(server.client_env()), stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, text=True, start_new_session=True)
        deadline = time.monotonic() + 300
        while not journal.exists() and process.poll() is None and time.monotonic() < deadline:
            time.sleep(0.005)
        saw_journal = journal.exists()
        server.kill()
        stdout, stderr = process.communicate(timeout=600)
    finally:
        server.kill()
    assert saw_journal, f"promotion ended before it moved anything: {stderr[-3000:]}"
    tally["errors"].append(_one_line_error(crash.StageRun(process.returncode, 0.0, stdout, stderr), "registry")[:300])
    assert not (root / "deployments" / "manifest.json").exists(), "the manifest changed although promotion failed"
    moved = crash.aliases(root) != UNPROMOTED  # read from the sqlite store directly
    tally["aliases_moved_before_the_registry_died"] = int(moved)
    assert not moved or journal.exists(), "aliases moved and no journal says how to undo them"
    tally["failed_closed"] += 1

    server.start()
    try:
        retry = crash.run_stage(root, overrides, "promote", env=server.client_env())
    finally:
        server.kill()
    _promoted(root, retry)
    tally["retries_succeeded"] += 1


def test_an_unavailable_index_store_moves_nothing_and_the_retry_promotes(root: Path, overrides: dict,
                                                                         tally: dict[str, Any]) -> None:
    """Two outages one after the other — CURRENT removed, then the whole index folder gone (an empty mount point) —
    each stops `ragops promote` before anything moves; with the store back, the retry promotes."""
    index, away = root / "index", root.parent / "index-unmounted"
    pointer = (index / "CURRENT").read_bytes()
    (index / "CURRENT").unlink()
    tally["cases"] += 1
    tally["errors"].append(_one_line_error(crash.run_stage(root, overrides, "promote"), "index")[:300])
    _nothing_moved(root)
    tally["failed_closed"] += 1
    (index / "CURRENT").write_bytes(pointer)
    index.rename(away)
    index.mkdir()  # an empty mount point
    tally["cases"] += 1
    tally["errors"].append(_one_line_error(crash.run_stage(root, overrides, "promote"), "index")[:300])
    _nothing_moved(root)
    tally["failed_closed"] += 1
    index.rmdir()
    away.rename(index)
    _promoted(root, crash.run_stage(root, overrides, "promote"))
    tally["retries_succeeded"] += 1
