"""`dag.test()` of promote_models with `promotion.require_review: true` (issue 14, "Done when"): the run reaches the
approval step and waits in `awaiting_input` with the metric diff as its body; approving through Airflow's REST API
completes it (champion moved, the reviewer recorded on the versions); rejecting ends it with nothing moved."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import copy_data_root
from tests.integration.airflow_subprocess import migrated_airflow_env
from tests.lifecycle_bounds import LIFECYCLE_BOUNDS

REPO = Path(__file__).resolve().parents[2]
MODELS = ("dcee", "t3d_intent", "t3d_ranker")


def _client(root: Path):
    from mlflow import MlflowClient

    uri = f"sqlite:///{root / 'mlflow.db'}"
    return MlflowClient(tracking_uri=uri, registry_uri=uri)


def _review(tmp_path_factory, sample_trained_root: Path, option: str, user: str) -> dict:
    """A fresh copy of the trained root (registry with @challenger v1, no champion) and one reviewed DAG run."""
    work = tmp_path_factory.mktemp(f"promote_dag_{option.lower()}")
    root = copy_data_root(sample_trained_root, work / "data", keep_registry=True)
    # Its own AIRFLOW_HOME directly under the run's temporary folder, as the other DAG tests make theirs: there
    # migrated_airflow_env finds the metadata DB migrated once per test run (under <work>/, it migrated its own).
    env = migrated_airflow_env(tmp_path_factory.mktemp(f"airflow_home_{option.lower()}"), root)
    env["AIRFLOW__API_AUTH__JWT_SECRET"] = "promotion-review-test-" + "x" * 42  # 64 bytes: the API's JWTs
    # The gate must pass for the run to reach the review (`route`): the user-level bounds the sample models miss on
    # purpose are lifted in the run's conf (dotted keys, as a trigger's conf may set them; tests/lifecycle_bounds.py),
    # and so is the P95 latency ceiling (a loaded CI machine's noise; the gate's arithmetic is unit-tested). 5
    # questions per set (a thinned set keeps a versioned question and the others: every metric is measured): the
    # review's table needs a measurement, not a precise one.
    conf = {"ingest": {"source": str(sample_trained_root.parent / "sample_corpus")},
            "promotion": {"require_review": True, "limit": 5}, **LIFECYCLE_BOUNDS,
            "promotion.thresholds.latency_p95_seconds.absolute": 60.0}
    done = subprocess.run([sys.executable, str(Path(__file__).with_name("hitl_runner.py")), "promote_models",
                           json.dumps(conf), "review", option, user], env=env, capture_output=True, text=True,
                          timeout=900, cwd=REPO)
    assert done.returncode == 0, f"{done.stdout[-2000:]}\n{done.stderr[-4000:]}"
    return {"root": root, **json.loads(done.stdout.strip().splitlines()[-1])}


@pytest.fixture(scope="module")
def approved(tmp_path_factory, sample_trained_root: Path) -> dict:
    return _review(tmp_path_factory, sample_trained_root, "Approve", "alice")


@pytest.fixture(scope="module")
def rejected(tmp_path_factory, sample_trained_root: Path) -> dict:
    return _review(tmp_path_factory, sample_trained_root, "Reject", "carol")


def test_the_run_waits_at_the_approval_step_with_the_metric_diff(approved):
    approval = approved["approval"]
    assert approval["state"] == "awaiting_input"
    assert "Promote deployment d-" in approval["subject"]
    assert "| metric | better | candidate | champion | change | gate |" in approval["body"]
    assert "| dcee_auc |" in approval["body"]
    assert approval["status"] == 200 and approval["response"]["responded_by"]["name"] == "alice"


def test_approving_through_the_rest_api_promotes_and_records_the_reviewer(approved):
    assert approved["state"] == "success", approved
    assert approved["tasks"] == {"snapshot_settings": "success", "evaluate": "success", "gate": "success",
                                 "route": "success", "review": "success", "promote": "success",
                                 "record_rejection": "success"}
    root, client = approved["root"], _client(approved["root"])
    assert {name: str(client.get_model_version_by_alias(name, "champion").version) for name in MODELS} == {
        name: "1" for name in MODELS}
    tags = client.get_model_version("dcee", "1").tags
    assert tags["validation_status"] == "passed"
    assert tags["review"] == "approved" and tags["review.reviewer"] == "alice" and tags["review.time"]
    manifest = json.loads((root / "deployments" / "manifest.json").read_text())
    assert manifest["models"] == {name: "1" for name in MODELS} and manifest["created_by"] == "promotion"


@pytest.mark.slow  # make test-slow: the approval path runs in make test; rejection moving nothing is also test_promotion's
def test_rejecting_ends_the_run_with_nothing_moved(rejected):
    assert rejected["approval"]["status"] == 200
    assert rejected["tasks"]["review"] == "success" and rejected["tasks"]["promote"] == "skipped"
    assert rejected["tasks"]["record_rejection"] == "success"
    root, client = rejected["root"], _client(rejected["root"])
    for name in MODELS:
        with pytest.raises(Exception, match="alias"):
            client.get_model_version_by_alias(name, "champion")
    assert not (root / "deployments" / "manifest.json").exists()
    tags = client.get_model_version("dcee", "1").tags
    assert tags["review"] == "rejected" and tags["review.reviewer"] == "carol"
