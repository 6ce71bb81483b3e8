"""What a reviewer reads: the gate's tables and reasons, the generator's answers against extractive among them."""

from __future__ import annotations

from pathlib import Path

from models.gate import Threshold, decide, diff_table
from tasks.core.paths import DataPaths
from tasks.promotion.gate import _generator_reasons
from tasks.promotion.review import html_report, terminal_text


def _gate() -> dict:
    rules = {"answer_f1": Threshold("higher", max_regression=0.05)}
    judged = decide({"answer_f1": 0.02}, {"answer_f1": 0.64}, rules, against="extractive backend")
    generator = {**judged.to_dict(), "version": "4", "backend": "transformers",
                 "verdict": "refused: serving keeps the extractive backend",
                 "table": diff_table({"answer_f1": 0.02}, {"answer_f1": 0.64}, rules, judged, ("generator", "extractive"))}
    main = {"recall_at_k": Threshold("higher", absolute=0.6)}
    decision = decide({"recall_at_k": 0.9}, None, main)
    candidate = {"deployment_id": "dep-<x>", "index_version": "v7", "models": {"dcee": "3"}}
    return {"candidate": candidate, "champion": None, **decision.to_dict(), "generator": generator,
            "table": diff_table({"recall_at_k": 0.9}, None, main, decision), "decided_at": "t", "mode": "enabled",
            "reasons": decision.reasons + _generator_reasons(generator)}


def test_the_terminal_review_shows_the_refused_generators_table_and_why():
    text = terminal_text(_gate())
    assert "the generator's answers against the extractive backend's: REFUSED" in text
    assert "| answer_f1 | higher | 0.02 | 0.64 | -0.62 | **FAIL**" in text
    assert "generator (transformers) refused: serving keeps the extractive backend" in text


def test_the_html_review_has_the_generator_table_and_escapes_what_it_shows(tmp_path: Path):
    page = html_report(_gate(), DataPaths(tmp_path))
    assert "The generator's answers against the extractive backend's (refused: serving keeps the extractive backend)" in page
    assert "<th scope='col'>generator</th><th scope='col'>extractive</th>" in page
    assert "<tr class='fail'><th scope='row'>answer_f1</th>" in page
    assert "dep-&lt;x&gt;" in page and "dep-<x>" not in page
    assert "No evaluation report" in page  # the file is written even where the evaluation is gone
