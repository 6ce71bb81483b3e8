"""MLflow-gated promotion end to end (issue 14, "Done when"), against the serving app running on 127.0.0.1 (served
from a thread of the test process: tests/integration/serving_server.serving_in_process) that promotion reloads over
`POST /admin/reload`:

  1. the first promotion on an empty registry (absolute bounds only) moves `@champion` and serving switches;
  2. a deliberately worse candidate (DCEE trained on shuffled labels) is rejected with its reasons on its MLflow
     version, and serving keeps the champion;
  3. a good candidate under `require_review`: waits, and `/review` shows it in a headless Chromium (tests/browser.py:
     the gate table, the questions side by side, a filter; screenshots under data/reports/ui/); `ragops reject`
     records the decision and moves nothing, then the approve button of `/review` (which runs `ragops approve`)
     promotes it and the running server answers from its versions; re-running changes nothing. Without chromium
     the CLI approves and the browser test skips;
  4. a broken deployment (its manifest names an index version that is gone) fails the smoke check and is rolled back;
  5. `ragops rollback` returns `@champion` to `@previous`; an unreachable registry moves nothing.
"""

from __future__ import annotations

import io
import json
import os
import shutil
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager, redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.conftest import copy_data_root
from tests.integration.serving_server import serving_in_process
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
    """`ragops --data-root root --json --set ... ARGS` through `tasks.cli.main` (what the `ragops` script calls), in
    this process: a new interpreter would pay the imports again (seconds each on the shared test machine) for a
    command that runs in a fraction of one. The environment it changes (RAGOPS_DATA_ROOT) is put back."""
    from tasks.cli import main

    argv = ["--data-root", str(root), "--json", *[item for assignment in overrides for item in ("--set", assignment)],
            *args]
    saved, out, err = dict(os.environ), io.StringIO(), io.StringIO()
    os.environ["RAGOPS_ADMIN_TOKEN"] = TOKEN
    try:
        with redirect_stdout(out), redirect_stderr(err):
            code = main(argv)
    finally:
        os.environ.clear()
        os.environ.update(saved)
    assert code in (0, 1), err.getvalue()[-3000:]
    return {"rc": code, **json.loads(out.getvalue())}


@contextmanager
def _browser(story: dict) -> Iterator[Any]:
    """A headless Chromium (tests/browser.py), or None with the reason in story["browser_skipped"]."""
    from tests.browser import chromium

    with ExitStack() as stack:
        try:
            session = stack.enter_context(chromium())
        except pytest.skip.Exception as why:
            story["browser_skipped"], session = str(why), None
        yield session


def _look_at_the_review_page(session: Any, url: str) -> dict:
    """/review while the candidate waits: the gate table, the questions side by side (or "no differences"), a set
    filter worked by keyboard, and the page at a laptop's and a phone's width (screenshots)."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    from tests.browser import screenshot

    session.set_window_size(1280, 900)
    session.get(f"{url}/review")
    seen: dict[str, Any] = {"title": session.title, "gate": session.find_element(By.CSS_SELECTOR, "#gate table").text,
                            "status": session.find_element(By.CSS_SELECTOR, "p.summary").text}
    questions = session.find_elements(By.CSS_SELECTOR, "article.question")
    seen["questions"] = len(questions)
    seen["no_differences"] = bool(session.find_elements(By.ID, "no-differences"))
    if questions:
        seen["sides"] = [len(q.find_elements(By.CSS_SELECTOR, "div.side")) for q in questions]
        group = questions[0].get_attribute("data-group")
        box = session.find_element(By.CSS_SELECTOR, f"#filters input[name=group][value={group}]")
        box.send_keys(Keys.SPACE)  # unticked by keyboard: that set's questions are hidden
        seen["hidden_after_filter"] = [q.get_attribute("data-group") for q in questions if not q.is_displayed()]
        seen["shown_text"] = session.find_element(By.ID, "shown").text
        box.send_keys(Keys.SPACE)
    seen["laptop_overflow"] = session.execute_script("return document.documentElement.scrollWidth > innerWidth")
    seen["screenshots"] = [screenshot(session, "review-laptop")]
    session.set_window_size(390, 844)
    seen["phone_overflow"] = session.execute_script("return document.documentElement.scrollWidth > innerWidth")
    session.execute_script("document.getElementById('questions').scrollIntoView()")
    seen["screenshots"].append(screenshot(session, "review-phone"))
    session.set_window_size(1280, 900)
    return seen


def _look_at_a_failed_review(session: Any, url: str) -> dict:
    """/review after the gate refused the worse candidate: FAILED with its reasons, nothing to approve, and the
    questions whose answers differ side by side, filtered by kind from the keyboard (screenshots)."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    from tests.browser import screenshot

    session.set_window_size(1280, 900)
    session.get(f"{url}/review")
    questions = session.find_elements(By.CSS_SELECTOR, "article.question")
    seen: dict[str, Any] = {
        "verdict": session.find_element(By.CSS_SELECTOR, "#gate h2").text,
        "failures": [li.text for li in session.find_elements(By.CSS_SELECTOR, "ul.reasons li.fail")],
        "form": bool(session.find_elements(By.ID, "decide")), "decision": session.find_element(By.ID, "decision").text,
        "questions": len(questions), "no_differences": bool(session.find_elements(By.ID, "no-differences")),
        "sides": [len(q.find_elements(By.CSS_SELECTOR, "div.side")) for q in questions], "screenshots": []}
    if questions:
        kinds = questions[0].get_attribute("data-kinds").split()
        session.execute_script("arguments[0].scrollIntoView()", questions[0])
        seen["screenshots"].append(screenshot(session, "review-questions-laptop"))
        for kind in ("answer", "action", "first_citation"):  # only the kinds the first question differs in stay ticked
            if kind not in kinds:
                session.find_element(By.CSS_SELECTOR, f"#filters input[name=kind][value={kind}]").send_keys(Keys.SPACE)
        seen["first_shown_after_filter"] = questions[0].is_displayed()
        seen["shown_text"] = session.find_element(By.ID, "shown").text
        session.set_window_size(390, 844)
        seen["phone_overflow"] = session.execute_script("return document.documentElement.scrollWidth > innerWidth")
        session.execute_script("arguments[0].scrollIntoView()", questions[0])
        seen["screenshots"].append(screenshot(session, "review-questions-phone"))
        session.set_window_size(1280, 900)
    return seen


def _approve_on_the_review_page(session: Any, url: str, reviewer: str) -> dict:
    """Reviewer, comment and admin token typed into /review, the approve button pressed from the keyboard; what the
    page then says (the decision recorded, the promotion's outcome)."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait

    from tests.browser import screenshot

    session.get(f"{url}/review")
    session.find_element(By.ID, "reviewer").send_keys(reviewer)
    session.find_element(By.ID, "comment").send_keys("reviewed on /review")
    token = session.find_element(By.ID, "token")
    token.send_keys(TOKEN)
    token.send_keys(Keys.TAB)  # the next stop is the approve button
    focused = session.switch_to.active_element.get_attribute("id")
    session.switch_to.active_element.send_keys(Keys.ENTER)
    result = session.find_element(By.ID, "result")
    WebDriverWait(session, 600, poll_frequency=0.2).until(lambda _: result.get_attribute("data-action"))
    session.execute_script("document.getElementById('decision').scrollIntoView()")
    shot = screenshot(session, "review-approved")
    return {"via": "page", "focused": focused, "action": result.get_attribute("data-action"), "text": result.text,
            "screenshot": shot}


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
    # The browser is None where chromium is missing: the CLI approves instead, and the browser test skips. The server
    # is the serving app in this process (it reads RAGOPS_ADMIN_TOKEN from the environment set above): the servers
    # the evaluations start are processes; one more process start here would only pay their imports again.
    with serving_in_process(root, serve_overrides) as url, _browser(story) as session:
        # The two evaluated deployments run one after the other on a shared CI machine, beside the other test
        # worker: P95 latency over 12 requests is that machine's noise, not the code path's, so its bounds are
        # lifted here (the gate's latency arithmetic is tests/unit/models/test_gate.py's). 6 questions per set (thinned,
        # a set keeps a versioned question and others: every metric is measured) keep every step's outcome: the
        # shuffled DCEE fails dcee_auc (0.44 vs 0.95), v3 and v4 measure alike. The user-level bounds the sample models
        # miss are lifted too (tests/lifecycle_bounds.py): step 2's DCEE is refused on its own metrics, not on those.
        overrides = {"ingest.source": str(corpus), "promotion.serving_url": url, "promotion.limit": 6,
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
        if session is not None:  # its review page: the gate's failures, and where its answers differ
            story["failed_page"] = _look_at_a_failed_review(session, url)

        good = train_dcee(settings, paths)["version"]  # 3. v3, trained as `ragops train dcee` trains
        story["good_version"] = good
        reviewed = load_settings(overrides={**overrides, "promotion.require_review": True})
        story["awaiting"] = stage.run(reviewed, paths, progress=False)
        story["pending_file"] = paths.pending_review.is_file()
        if session is not None:
            story["page"] = _look_at_the_review_page(session, url)
        story["reject"] = _cli(root, [*cli_overrides, "promotion.require_review=true"], "reject", "dcee", good,
                               "--comment", "not this week", "--reviewer", "alice")
        story["after_reject"] = _serving(url)
        story["champion_after_reject"] = _aliases(root, "champion")
        story["review_text"] = _cli(root, cli_overrides, "review")
        if session is not None:  # the page runs `ragops approve` itself, on the server's settings
            story["approve"] = _approve_on_the_review_page(session, url, "bob")
        else:
            story["approve"] = _cli(root, [*cli_overrides, "promotion.require_review=true"], "approve", "dcee", good,
                                    "--reviewer", "bob")
        story["after_approve"] = _serving(url)
        story["champion_after_approve"] = _aliases(root, "champion")
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
    approve = lifecycle["approve"]  # through /review in a browser, else `ragops approve` (no chromium here)
    assert approve["action"] == "promoted", approve
    assert lifecycle["after_approve"]["models"] == {"dcee": good, "t3d_intent": "1", "t3d_ranker": "1"}
    answer = lifecycle["answer_after_approve"]
    assert answer["action"] != "not_found" and answer["deployment"]["models"]["dcee"] == good
    tags = _client(lifecycle["root"]).get_model_version("dcee", good).tags
    assert tags["review"] == "approved" and tags["review.reviewer"] == "bob" and tags["review.time"]
    assert tags["review.candidate"] == lifecycle["awaiting"]["candidate"]["deployment_id"]
    assert lifecycle["champion_after_approve"]["dcee"] == good


def test_a_reviewer_decides_from_the_review_page_in_a_browser(lifecycle):
    """/review on the running server: gate table, questions side by side, filters, and the approval
    (`ragops approve` run by the server) — then the same tags and the same promotion as the CLI's."""
    if lifecycle.get("browser_skipped"):
        pytest.skip(lifecycle["browser_skipped"])
    page, approve = lifecycle["page"], lifecycle["approve"]
    failed = lifecycle["failed_page"]  # the worse candidate, refused by the gate
    assert "FAILED" in failed["verdict"] and any("dcee_auc" in reason for reason in failed["failures"])
    assert not failed["form"] and "nothing to approve" in failed["decision"]
    assert failed["questions"] or failed["no_differences"]
    if failed["questions"]:
        assert set(failed["sides"]) == {2} and failed["first_shown_after_filter"] and not failed["phone_overflow"]
    assert "dcee_auc" in page["gate"] and "waiting for a review" in page["status"]
    assert page["questions"] or page["no_differences"]
    if page["questions"]:
        assert set(page["sides"]) == {2} and page["hidden_after_filter"], page
        assert " of " in page["shown_text"]
    assert not page["laptop_overflow"] and not page["phone_overflow"]
    assert all(Path(shot).is_file() for shot in [*page["screenshots"], approve["screenshot"]])
    assert approve["via"] == "page" and approve["focused"] == "approve"
    assert "review=approved by bob" in approve["text"] and "promoted:" in approve["text"], approve
    tags = _client(lifecycle["root"]).get_model_version("dcee", lifecycle["good_version"]).tags
    assert tags["review"] == "approved" and tags["review.reviewer"] == "bob"
    assert tags["review.comment"] == "reviewed on /review"
    assert lifecycle["champion_after_approve"]["dcee"] == lifecycle["good_version"]  # @champion moved
    assert lifecycle["after_approve"]["models"]["dcee"] == lifecycle["good_version"]  # and serving serves it


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
