"""The review page's renderer (tasks.core.review_page): what differs between two replies, the side-by-side questions,
the filters, the decision form or commands, and nothing from the corpus or the replies parsed as HTML."""

from __future__ import annotations

import json
from pathlib import Path

from tasks.core.paths import DataPaths
from tasks.core.review_page import compare, differences, load_review, render, set_group, slim_reply

ATTACK = "<script>alert(1)</script>"


def _reply(answer, action="correct", cited=("fee.pdf", 2, "c-2"), text="The fee is USD 150.", confidence=0.91):
    evidence = [{"rank": 1, "cited": cited is not None, "source_path": cited[0] if cited else "other.pdf",
                 "page": cited[1] if cited else 1, "chunk_id": cited[2] if cited else "c-9", "text": text,
                 "scores": {"confidence": confidence, "final": 0.8},
                 "document_version": {"validity_at_as_of": "in_force", "valid_from": "2024-01-01", "valid_until": None,
                                      "version_group": "fee"},
                 "correction": {"claim": "the fee", "counterfactual_query": "fee 2024", "found": ["c-3"]}}]
    return {"answer": answer, "action": action, "evidence": evidence, "correction": {"corrected": True},
            "warnings": [], "superseded": []}


SETS = {"heldout": [{"query_id": "h1", "query": "What is the fee?"}, {"query_id": "h2", "query": "Same?"}],
        "no_answer": [{"query_id": "n1", "query": f"Who won {ATTACK}?", "answerable": False}],
        "golden:mine": [{"query_id": "g1", "query": "Fee in 2021?", "as_of": "2021-05-01"}]}


def _compared() -> dict:
    same = _reply("Same answer [1].")
    candidate = {"heldout": [_reply(f"The fee is USD 150 {ATTACK} [1]."), same],
                 "no_answer": [_reply(None, "not_found", cited=None, text=f"passage {ATTACK}")],
                 "golden:mine": [_reply("USD 120 [1].", cited=("fee-2021.pdf", 1, "c-1"))]}
    champion = {"heldout": [_reply("The fee is USD 120 [1]."), _reply("Same   answer [1].")],
                "no_answer": [_reply("Someone [1].", "ambiguous")],
                "golden:mine": [_reply("USD 120 [1].")]}
    return compare(SETS, {"candidate": candidate, "champion": champion})


def _gate(passed: bool = True, status: str = "pending") -> dict:
    return {"candidate": {"deployment_id": "dep-<new>", "index_version": "v2", "models": {"dcee": "3"}},
            "champion": {"deployment_id": "dep-old", "index_version": "v1", "models": {"dcee": "1"}},
            "passed": passed, "status": status, "tagged": {"dcee": "3"}, "decided_at": "t", "mode": "enabled",
            "reasons": ["pass recall_at_k 0.9 >= 0.6", "FAIL dcee_auc 0.4 < 0.7"] if not passed else
            ["pass recall_at_k 0.9 >= 0.6"],
            "table": "| metric | better | candidate | champion | change | gate |\n|---|---|---:|---:|---:|---|\n"
                     "| recall_at_k | higher | 0.9 | 0.8 | +0.1 | pass |\n"
                     f"| dcee_auc | higher | 0.4 | 0.8 | -0.4 | {'pass' if passed else '**FAIL**: 0.4 < 0.7'} |"}


def test_set_names_map_to_the_three_filters():
    assert [set_group(name) for name in ("heldout", "no_answer", "unseen", "golden:mine")] == [
        "development", "untuned", "untuned", "golden"]


def test_differences_are_answer_text_action_and_first_citation():
    base = slim_reply(_reply("A [1]."))
    assert differences(base, slim_reply(_reply("A  [1]."))) == []  # whitespace is no difference
    assert differences(base, slim_reply(_reply("B [1]."))) == ["answer"]
    assert differences(base, slim_reply(_reply("A [1].", "ambiguous"))) == ["action"]
    assert differences(base, slim_reply(_reply("A [1].", cited=("fee.pdf", 3, "c-4")))) == ["first_citation"]


def test_compare_keeps_only_the_differing_questions_with_slim_replies():
    compared = _compared()
    assert compared["asked"] == 4 and compared["differing"] == 3
    assert [q["query_id"] for q in compared["questions"]] == ["h1", "n1", "g1"]
    assert compared["by_set"]["heldout"] == {"group": "development", "asked": 2, "differing": 1}
    assert compared["questions"][1]["differs"] == ["answer", "action", "first_citation"]
    assert compared["questions"][2]["differs"] == ["first_citation"] and compared["questions"][2]["as_of"] == "2021-05-01"
    card = compared["questions"][0]["replies"]["candidate"]["cards"][0]
    assert card["dcee_confidence"] == 0.91 and card["validity"] == "in_force" and card["page"] == 2
    assert card["correction"] == {"claim": "the fee", "counterfactual_query": "fee 2024"}
    assert compare(SETS, {"candidate": {}})["questions"] == []  # no champion: nothing to compare


def test_a_reply_keeps_at_most_three_cards_of_400_characters():
    reply = _reply("A")
    reply["evidence"] = [{**reply["evidence"][0], "rank": rank, "text": "x" * 900} for rank in range(6)]
    slim = slim_reply(reply)
    assert len(slim["cards"]) == 3 and all(len(card["text"]) == 400 for card in slim["cards"])


def test_the_page_escapes_what_comes_from_the_corpus_and_the_replies():
    page = render({"measured_on": "2026-01-01", "compared": _compared()}, _gate(), {}, served=True)
    assert ATTACK not in page and "dep-<new>" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page and "dep-&lt;new&gt;" in page
    assert page.count("<script>") == 1  # the page's own script, nothing else
    assert "innerHTML" not in page


def test_the_page_shows_the_questions_side_by_side_with_filters():
    page = render({"measured_on": "2026-01-01", "compared": _compared()}, _gate(), {"promotion_metrics.png": b"png"},
                  served=True)
    assert page.count("<article class='question'") == 3
    assert "data-group='golden'" in page and "data-kinds='first_citation'" in page
    for value in ("development", "untuned", "golden", "answer", "action", "first_citation"):
        assert f"value='{value}' checked" in page
    assert "<div class='side candidate'>" in page and "<div class='side champion'>" in page
    assert "fee-2021.pdf" in page and "DCEE 0.910" in page
    assert "src='data:image/png;base64,cG5n'" in page
    assert "<tr class='pass'><th scope='row'>recall_at_k</th>" in page


def test_the_served_page_has_the_form_and_the_file_the_commands():
    served = render({"compared": _compared()}, _gate(), {}, served=True)
    assert "id='decide'" in served and "data-model='dcee' data-version='3'" in served and "type='password'" in served
    written = render({"compared": _compared()}, _gate(), {}, served=False)
    assert "id='decide'" not in written and "ragops approve dcee 3" in written and "ragops reject dcee 3" in written


def test_a_failed_gate_offers_no_approval_and_shows_the_failing_reason():
    page = render({"compared": _compared()}, _gate(passed=False, status="decided"), {}, served=True)
    assert "id='decide'" not in page and "nothing to approve" in page
    assert "<li class='fail'>FAIL dcee_auc 0.4 &lt; 0.7</li>" in page and "<tr class='fail'>" in page


def test_no_differences_and_no_evaluation_are_said_plainly():
    same = {"heldout": [_reply("A [1].")]}
    compared = compare({"heldout": SETS["heldout"][:1]}, {"candidate": same, "champion": same})
    assert "id='no-differences'" in render({"compared": compared}, _gate(), {}, served=True)
    nothing = render(None, None, {}, served=True)
    assert "id='nothing'" in nothing and "ragops evaluate" in nothing


def test_load_review_reads_the_pending_candidate_before_the_gate_report(tmp_path: Path):
    paths = DataPaths(tmp_path)
    assert load_review(paths) == {"evaluation": None, "gate": None, "plots": {}}
    paths.gate_report.parent.mkdir(parents=True)
    paths.gate_report.write_text(json.dumps(_gate(status="x")), encoding="utf-8")
    assert load_review(paths)["gate"]["status"] == "decided"
    paths.pending_review.parent.mkdir(parents=True)
    paths.pending_review.write_text(json.dumps({**_gate(), "status": "pending"}), encoding="utf-8")
    assert load_review(paths)["gate"]["status"] == "pending"
