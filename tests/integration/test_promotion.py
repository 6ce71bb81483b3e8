"""MLflow-gated promotion end to end (issue 14, "Done when"), against a running `ragops serve` on 127.0.0.1 that
promotion reloads over `POST /admin/reload`:

  1. the first promotion on an empty registry (absolute bounds only) moves `@champion` and serving switches;
  2. a deliberately worse candidate (DCEE trained on shuffled labels) is rejected with its reasons on its MLflow
     version, and serving keeps the champion;
  3. a good candidate under `require_review`: waits, `ragops reject` records the decision and moves nothing, then
     `ragops approve` promotes it and the running server answers from its versions; re-running changes nothing;
  4. a broken deployment (its manifest names an index version that is gone) fails the smoke check and is rolled back;
  5. `ragops rollback` returns `@champion` to `@previous`; an unreachable registry moves nothing.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from tests.conftest import REPO_ROOT, copy_data_root
from tests.integration.serving_server import running_server
from tests.lifecycle_bounds import LIFECYCLE_BOUNDS

TOKEN = "promotion-test-token"
MODELS = ("dcee", "t3d_intent", "t3d_ranker")


def _client(root: Path):
    from mlflow import MlflowClient

    uri = f"sqlite:///{root / 'mlflow.db'}"
    return MlflowClient(tracking_uri=uri, registry_uri=uri)


def _aliases(root: Path, alias: str) -> dict[str, str | None]:
    client, found = _client(root), {}
    for name in MODELS:
        try:
            found[name] = str(client.get_model_version_by_alias(name, alias).version)
        except Exception:
            found[name] = None
    return found


def _serving(url: str) -> dict:
    return httpx.get(f"{url}/readyz", timeout=10).json()["deployment"]


def _cli(root: Path, overrides: list[str], *args: str) -> dict:
    argv = [sys.executable, "-m", "tasks.cli", "--data-root", str(root), "--json",
            *[item for assignment in overrides for item in ("--set", assignment)], *args]
    done = subprocess.run(argv, capture_output=True, text=True, cwd=REPO_ROOT, timeout=600,
                          env={**os.environ, "RAGOPS_ADMIN_TOKEN": TOKEN})
    assert done.returncode in (0, 1), done.stderr[-3000:]
    return {"rc": done.returncode, **json.loads(done.stdout)}


@pytest.fixture(scope="module")
def lifecycle(sample_trained_root: Path, tmp_path_factory) -> dict:
    """The whole story once (it costs four evaluations); the tests below read what happened."""
    from tasks.core.paths import DataPaths
    from tasks.core.settings import load_settings
    from tasks.evaluators.dcee import train_dcee
    from tasks.promotion import promote, stage
    from tests.integration.worse_models import train_shuffled_dcee

    root = copy_data_root(sample_trained_root, tmp_path_factory.mktemp("promotion") / "data", keep_registry=True)
    corpus = sample_trained_root.parent / "sample_corpus"
    paths = DataPaths(root)
    serve_overrides = [f"ingest.source={corpus}", "serving.watch_interval_seconds=0"]
    story: dict = {"root": root}
    os.environ["RAGOPS_ADMIN_TOKEN"] = TOKEN
    with running_server(root, serve_overrides, env={"RAGOPS_ADMIN_TOKEN": TOKEN}) as url:
        # The two evaluated deployments run one after the other on a shared CI machine, beside the other test
        # worker: P95 latency over 30 requests is that machine's noise, not the code path's, so its bounds are
        # lifted here (the gate's latency arithmetic is tests/unit/models/test_gate.py's). 15 questions per set keep
        # every step's outcome (the shuffled DCEE still fails dcee_auc) at half the evaluation time. The user-level
        # bounds the sample models miss on purpose are lifted too (tests/lifecycle_bounds.py): the shuffled DCEE of
        # step 2 is refused on its own metrics (dcee_auc), not on those.
        overrides = {"ingest.source": str(corpus), "promotion.serving_url": url, "promotion.limit": 15,
                     "promotion.thresholds.latency_p95_seconds.max_relative_regression": 10.0,
                     "promotion.thresholds.latency_p95_seconds.absolute": 60.0,
                     "evaluators.dcee.epochs": 100, **LIFECYCLE_BOUNDS}
        settings = load_settings(overrides=overrides)
        cli_overrides = [f"{key}={value}" for key, value in overrides.items()]
        story["url"] = url
        story["before"] = _serving(url)

        story["first"] = stage.run(settings, paths, progress=False)  # 1. v1, the first promotion
        story["after_first"] = _serving(url)

        story["worse_version"] = train_shuffled_dcee(settings, paths)  # 2. v2, shuffled labels
        story["worse"] = stage.run(settings, paths, progress=False)
        story["after_worse"] = _serving(url)
        story["champion_after_worse"] = _aliases(root, "champion")

        good = train_dcee(settings, paths)["version"]  # 3. v3, trained as `ragops train dcee` trains
        story["good_version"] = good
        reviewed = load_settings(overrides={**overrides, "promotion.require_review": True})
        story["awaiting"] = stage.run(reviewed, paths, progress=False)
        story["pending_file"] = paths.pending_review.is_file()
        story["reject"] = _cli(root, [*cli_overrides, "promotion.require_review=true"], "reject", "dcee", good,
                               "--comment", "not this week", "--reviewer", "alice")
        story["after_reject"] = _serving(url)
        story["champion_after_reject"] = _aliases(root, "champion")
        story["review_text"] = _cli(root, cli_overrides, "review")
        story["approve"] = _cli(root, [*cli_overrides, "promotion.require_review=true"], "approve", "dcee", good,
                                "--reviewer", "bob")
        story["after_approve"] = _serving(url)
        story["answer_after_approve"] = httpx.post(f"{url}/v1/query", json={"query": promote.smoke_question(settings)},
                                                   timeout=60).json()
        manifest = paths.deployment_manifest
        stamp = manifest.stat().st_mtime_ns
        story["again"] = stage.run(reviewed, paths, progress=False)  # nothing new
        story["manifest_untouched"] = manifest.stat().st_mtime_ns == stamp

        broken = train_dcee(settings, paths)["version"]  # 4. v4 passes the gate, then its index goes missing
        story["broken_version"] = broken
        current = (root / "index" / "CURRENT").read_text().strip()
        moved = root / "index-moved-away"
        from tasks.promotion import evaluate, gate

        evaluate.run(settings, paths, progress=False)
        story["broken_gate"] = gate.run(settings, paths)
        shutil.move(str(root / "index" / current), moved)
        try:
            story["broken"] = promote.run(settings, paths)
        finally:
            shutil.move(str(moved), root / "index" / current)
        story["after_broken"] = _serving(url)
        story["champion_after_broken"] = _aliases(root, "champion")
        story["broken_manifest"] = json.loads(manifest.read_text())

        story["rollback"] = _cli(root, cli_overrides, "rollback")  # 5.
        story["after_rollback"] = _serving(url)
        story["champion_after_rollback"] = _aliases(root, "champion")
        story["previous_after_rollback"] = _aliases(root, "previous")
    os.environ.pop("RAGOPS_ADMIN_TOKEN", None)
    return story


def test_the_first_promotion_moves_champion_and_serving_switches(lifecycle):
    first = lifecycle["first"]
    assert first["action"] == "promoted", first
    assert first["gate"]["passed"] and all(reason.startswith("pass") for reason in first["gate"]["reasons"])
    assert lifecycle["before"]["deployment_id"] != lifecycle["after_first"]["deployment_id"]
    assert lifecycle["after_first"]["deployment_id"] == first["deployment"]["deployment_id"]
    assert lifecycle["after_first"]["models"] == {name: "1" for name in MODELS}
    assert first["smoke"]["ok"] and first["smoke"]["server"] == lifecycle["url"]
    tags = _client(lifecycle["root"]).get_model_version("dcee", "1").tags
    assert tags["validation_status"] == "passed" and json.loads(tags["gate.reasons"])


def test_a_worse_candidate_is_rejected_with_its_reasons_and_serving_keeps_the_champion(lifecycle):
    worse = lifecycle["worse"]
    assert worse["action"] == "rejected" and not worse["gate"]["passed"]
    assert any("dcee_auc" in reason and reason.startswith("FAIL") for reason in worse["gate"]["reasons"])
    assert lifecycle["champion_after_worse"] == {name: "1" for name in MODELS}
    assert lifecycle["after_worse"]["deployment_id"] == lifecycle["after_first"]["deployment_id"]
    tags = _client(lifecycle["root"]).get_model_version("dcee", lifecycle["worse_version"]).tags
    assert tags["validation_status"] == "failed"
    reasons = json.loads(tags["gate.reasons"])
    assert any("dcee_auc" in reason and "FAIL" in reason for reason in reasons)
    # only the version the candidate brought is tagged: the champion's intent and ranker versions keep "passed"
    assert _client(lifecycle["root"]).get_model_version("t3d_intent", "1").tags["validation_status"] == "passed"


def test_review_waits_reject_moves_nothing_and_approve_promotes(lifecycle):
    good = lifecycle["good_version"]
    assert lifecycle["awaiting"]["action"] == "awaiting_review" and lifecycle["pending_file"]
    assert f"ragops approve dcee {good}" in lifecycle["awaiting"]["message"]
    assert lifecycle["reject"]["action"] == "rejected"
    assert lifecycle["champion_after_reject"]["dcee"] == "1"
    assert lifecycle["after_reject"]["deployment_id"] == lifecycle["after_first"]["deployment_id"]
    assert "| dcee_auc |" in lifecycle["review_text"]["text"] and lifecycle["review_text"]["html"].endswith(".html")
    approve = lifecycle["approve"]
    assert approve["action"] == "promoted", approve
    assert lifecycle["after_approve"]["models"] == {"dcee": good, "t3d_intent": "1", "t3d_ranker": "1"}
    answer = lifecycle["answer_after_approve"]
    assert answer["action"] != "not_found" and answer["deployment"]["models"]["dcee"] == good
    tags = _client(lifecycle["root"]).get_model_version("dcee", good).tags
    assert tags["review"] == "approved" and tags["review.reviewer"] == "bob" and tags["review.time"]
    assert tags["review.candidate"] == approve["promotion"]["candidate"]["deployment_id"]


def test_re_running_with_nothing_new_changes_nothing(lifecycle):
    assert lifecycle["again"]["action"] == "unchanged"
    assert lifecycle["manifest_untouched"]


def test_a_broken_deployment_fails_the_smoke_check_and_is_rolled_back(lifecycle):
    good = lifecycle["good_version"]
    assert lifecycle["broken_gate"]["passed"], lifecycle["broken_gate"]["reasons"]
    broken = lifecycle["broken"]
    assert broken["action"] == "rolled_back" and not broken["smoke"]["ok"]
    assert "index version" in broken["smoke"]["reason"]
    assert lifecycle["champion_after_broken"]["dcee"] == good
    assert lifecycle["after_broken"]["deployment_id"] == lifecycle["after_approve"]["deployment_id"]
    assert lifecycle["broken_manifest"]["models"]["dcee"] == good  # the manifest is back too
    tags = _client(lifecycle["root"]).get_model_version("dcee", lifecycle["broken_version"]).tags
    assert tags["validation_status"] == "failed_smoke_check" and "index version" in tags["smoke.reason"]


def test_rollback_returns_champion_to_previous_and_serving_follows(lifecycle):
    assert lifecycle["rollback"]["action"] == "rolled_back" and lifecycle["rollback"]["smoke"]["ok"]
    assert lifecycle["champion_after_rollback"] == {name: "1" for name in MODELS}
    assert lifecycle["previous_after_rollback"]["dcee"] == lifecycle["good_version"]
    assert lifecycle["after_rollback"]["models"] == {name: "1" for name in MODELS}


def test_the_evaluation_report_plots_and_mlflow_runs_are_written(lifecycle):
    root = lifecycle["root"]
    report = json.loads((root / "reports" / "promotion_eval.json").read_text())
    assert set(report["questions"]) == {"heldout", "no_answer"}
    for role in ("candidate", "champion"):
        metrics = report[role]["metrics"]
        assert set(metrics) >= {"recall_at_k", "not_found_precision", "dcee_auc", "answer_support",
                                "latency_p95_seconds"}
        assert all(value is not None for value in metrics.values()), metrics
    assert all(Path(plot).is_file() and Path(plot).suffix == ".png" for plot in report["plots"])
    runs = _client(root).search_runs([_client(root).get_experiment_by_name("ragops").experiment_id],
                                     "tags.`ragops.stage` = 'gate'")
    assert runs and {"passed", "failed_checks"} <= set(runs[0].data.metrics)


def test_an_unreachable_registry_moves_nothing_and_says_so(lifecycle, monkeypatch):
    from tasks.core.paths import DataPaths
    from tasks.core.registry import RegistryUnavailable
    from tasks.core.server_process import free_port
    from tasks.core.settings import load_settings
    from tasks.promotion import stage

    root = lifecycle["root"]
    before, manifest = _aliases(root, "champion"), (root / "deployments" / "manifest.json").read_bytes()
    monkeypatch.setenv("MLFLOW_TRACKING_URI", f"http://127.0.0.1:{free_port()}")  # nothing listens there
    monkeypatch.setenv("MLFLOW_HTTP_REQUEST_MAX_RETRIES", "0")
    monkeypatch.setenv("MLFLOW_HTTP_REQUEST_TIMEOUT", "5")
    settings = load_settings(overrides={"ingest.source": str(root.parent.parent / "x")})
    with pytest.raises(RegistryUnavailable, match="model registry"):
        stage.run(settings, DataPaths(root), progress=False)
    monkeypatch.delenv("MLFLOW_TRACKING_URI")
    assert _aliases(root, "champion") == before
    assert (root / "deployments" / "manifest.json").read_bytes() == manifest
