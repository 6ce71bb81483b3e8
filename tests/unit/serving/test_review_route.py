"""GET /review and POST /review/decision in process (FastAPI's TestClient) on a data root of files: the page from
the reports, the admin token, and the decision run as `ragops approve|reject` (a real subprocess of the CLI)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from serving.app import create_app
from serving.errors import ApiError
from serving.routes.review_page import ReviewDecision, decision_argv, decision_result
from tasks.core.paths import DataPaths
from tasks.core.settings import load_settings
from tests.unit.tasks.core.test_review_page import ATTACK, _compared, _gate

TOKEN = "review-unit-token"
BODY = {"model": "dcee", "version": "3", "decision": "approve", "reviewer": "carol", "comment": "fine"}


@pytest.fixture
def client(tmp_path: Path, monkeypatch) -> TestClient:
    monkeypatch.setenv("RAGOPS_ADMIN_TOKEN", TOKEN)
    return TestClient(create_app(load_settings(), DataPaths(tmp_path / "data"), start=False))


def test_without_an_evaluation_the_page_says_what_to_run(client: TestClient):
    page = client.get("/review")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert "id='nothing'" in page.text and "ragops promote" in page.text


def test_the_page_renders_the_reports_of_the_data_root_escaped(client: TestClient, tmp_path: Path):
    paths = DataPaths(tmp_path / "data")
    paths.gate_report.parent.mkdir(parents=True)
    paths.promotion_eval_report.write_text(json.dumps({"measured_on": "d", "compared": _compared()}), encoding="utf-8")
    paths.pending_review.parent.mkdir(parents=True)
    paths.pending_review.write_text(json.dumps(_gate()), encoding="utf-8")
    page = client.get("/review").text
    assert "id='decide'" in page and page.count("<article class='question'") == 3
    assert ATTACK not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page


def test_the_decision_needs_the_admin_token_and_a_reviewer(client: TestClient):
    assert client.post("/review/decision", json=BODY).status_code == 401
    wrong = client.post("/review/decision", json=BODY, headers={"Authorization": "Bearer nope"})
    assert wrong.status_code == 401
    auth = {"Authorization": f"Bearer {TOKEN}"}
    assert client.post("/review/decision", json={**BODY, "reviewer": "  "}, headers=auth).status_code == 422
    assert client.post("/review/decision", json={**BODY, "reviewer": ""}, headers=auth).status_code == 422
    assert client.post("/review/decision", json={**BODY, "version": "3; rm"}, headers=auth).status_code == 422


def test_the_decision_runs_the_cli_and_reports_its_error(client: TestClient):
    """The real `python -m tasks.cli approve` on an empty data root: nothing is under review, and it says so."""
    reply = client.post("/review/decision", json=BODY, headers={"Authorization": f"Bearer {TOKEN}"})
    assert reply.status_code == 409, reply.text
    message = reply.json()["error"]["message"]
    assert message.startswith("`ragops approve` failed: ragops approve:") and "no gate decision" in message


def test_the_command_line_is_the_cli_approve_and_reject():
    body = ReviewDecision(**{**BODY, "decision": "reject"})
    argv = decision_argv(Path("/d"), Path("/p.json"), body, "carol", ["promotion.serving_url=http://127.0.0.1:1"])
    assert argv == [sys.executable, "-m", "tasks.cli", "--data-root", "/d", "--params", "/p.json", "--set",
                    "promotion.serving_url=http://127.0.0.1:1", "--json", "reject", "dcee", "3", "--reviewer=carol",
                    "--comment=fine"]


def test_a_reviewer_or_comment_starting_with_a_dash_stays_a_value_and_a_version_cannot_be_an_option():
    from pydantic import ValidationError

    from tasks.cli import build_parser

    body = ReviewDecision(**{**BODY, "comment": "--help"})
    argv = decision_argv(Path("/d"), Path("/p.json"), body, "--json", [])
    parsed = build_parser().parse_args(argv[3:])
    assert (parsed.reviewer, parsed.comment, parsed.model, parsed.version) == ("--json", "--help", "dcee", "3")
    with pytest.raises(ValidationError, match="version"):
        ReviewDecision(**{**BODY, "version": "--help"})


def test_the_commands_outcome_is_its_json_result_or_its_error():
    done = decision_result("approve", 0, json.dumps({"action": "promoted"}), "")
    assert done == {"ok": True, "returncode": 0, "result": {"action": "promoted"}}
    assert not decision_result("approve", 1, json.dumps({"action": "rolled_back"}), "")["ok"]
    with pytest.raises(ApiError, match="not under review") as caught:
        decision_result("approve", 1, "", "some log line\nragops approve: dcee v9 is not under review\n")
    assert caught.value.status == 409
