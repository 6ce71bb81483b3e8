"""The promotion evaluation's pure parts: golden-set validation and the metrics of a list of replies."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tasks.promotion.evaluate import load_golden, score_replies, thin

GROUPS = {"policies/fee-2021.pdf": "fee", "policies/fee-2024.pdf": "fee"}


def _reply(action: str, evidence: list[tuple[str, str, bool]], answer: str | None = None, corrected: bool = False):
    return {"action": action, "answer": answer, "correction": {"corrected": corrected},
            "evidence": [{"source_path": path, "text": text, "cited": cited} for path, text, cited in evidence]}


def test_golden_sets_take_answerable_and_unanswerable_questions(tmp_path: Path):
    path = tmp_path / "mine.jsonl"
    path.write_text("\n".join(json.dumps(row) for row in [
        {"query": "What is the fee now?", "relevant_doc": "policies/fee-2024.pdf", "relevant_text": "USD 150",
         "as_of": "2026-06-01", "version_group": "fee"},
        {"query": "Who won the cup?", "answerable": False},
    ]) + "\n\n", encoding="utf-8")
    rows = load_golden(path)
    assert [row["answerable"] for row in rows] == [True, False]
    assert [row["query_id"] for row in rows] == ["mine-1", "mine-2"]


@pytest.mark.parametrize(("line", "message"), [
    ("not json", "not JSON"),
    (json.dumps({"query": ""}), "non-empty"),
    (json.dumps({"query": "q", "relevant_doc": "a.pdf"}), "needs relevant_doc and relevant_text"),
    (json.dumps({"query": "q", "answerable": "no"}), "true or false"),
    (json.dumps({"query": "q", "answerable": False, "as_of": "June"}), "YYYY-MM-DD"),
    (json.dumps({"query": "q", "answerable": False, "colour": "red"}), "unknown fields"),
])
def test_a_bad_golden_line_is_named(tmp_path: Path, line: str, message: str):
    path = tmp_path / "bad.jsonl"
    path.write_text(json.dumps({"query": "fine", "answerable": False}) + "\n" + line + "\n", encoding="utf-8")
    with pytest.raises(ValueError, match=message) as caught:
        load_golden(path)
    assert f"{path}:2" in str(caught.value)


def test_replies_are_scored_on_recall_staleness_not_found_correction_and_support():
    rows = [
        {"query_id": "a", "answerable": True, "relevant_doc": "policies/fee-2024.pdf", "relevant_text": "USD 150",
         "version_group": "fee", "current_doc": "policies/fee-2024.pdf"},
        {"query_id": "b", "answerable": True, "relevant_doc": "policies/fee-2024.pdf", "relevant_text": "USD 150",
         "version_group": "fee", "current_doc": "policies/fee-2024.pdf"},
        {"query_id": "c", "answerable": True, "relevant_doc": "manual.pdf", "relevant_text": "Press start."},
        {"query_id": "d", "answerable": False},
        {"query_id": "e", "answerable": False},
    ]
    replies = [
        _reply("correct", [("policies/fee-2024.pdf", "The fee is USD 150 per visit.", True)],
               "The fee is USD 150 per visit [1].", corrected=True),
        _reply("ambiguous", [("policies/fee-2021.pdf", "The fee is USD 120 per visit.", True)],
               "The fee is USD 150 per visit [1]."),  # stale evidence, and a figure it does not state
        _reply("not_found", [("manual.pdf", "Unrelated.", False)]),
        _reply("not_found", []),
        _reply("correct", [("manual.pdf", "Press start.", True)], "Press start [1]."),
    ]
    scored = score_replies(rows, replies, GROUPS, k=5, token_share=0.8)
    assert scored["recall_at_k"] == round(1 / 3, 4)
    assert scored["stale_evidence_rate"] == 0.5 and scored["versioned_questions"] == 2
    assert scored["not_found_precision"] == 0.5  # two not_found replies, one to an answerable question
    assert scored["not_found_recall"] == 0.5 and scored["answered_unanswerable"] == ["e"]
    assert scored["correction_trigger_rate"] == round(1 / 3, 4)
    assert scored["answer_support"] == 0.5 and scored["answer_sentences"] == 2  # answerable, answered replies only


def test_answers_are_scored_against_the_labelled_sentence_and_refusals_counted_either_way():
    rows = [
        {"query_id": "a", "answerable": True, "relevant_doc": "fee.pdf", "relevant_text": "The fee is USD 150 per visit."},
        {"query_id": "b", "answerable": True, "relevant_doc": "fee.pdf", "relevant_text": "Seniors pay USD 75."},
        {"query_id": "c", "answerable": True, "relevant_doc": "fee.pdf", "relevant_text": "Press start."},
        {"query_id": "d", "answerable": False},
        {"query_id": "e", "answerable": False},
        {"query_id": "f", "answerable": False},
    ]
    replies = [
        _reply("correct", [("fee.pdf", "The fee is USD 150 per visit.", True)], "The fee is USD 150 per visit [1]."),
        _reply("ambiguous", [("fee.pdf", "Seniors pay USD 75.", True)], "Seniors pay USD 80 [1]."),
        _reply("not_found", [("fee.pdf", "Press start.", False)], "Press start."),  # refused: scores 0 whatever it says
        _reply("not_found", []),
        _reply("correct", [("fee.pdf", "Press start.", True)], "The evidence does not answer this question."),
        _reply("correct", [("fee.pdf", "Press start.", True)], "Press start [1]."),
    ]
    scored = score_replies(rows, replies, GROUPS, k=5, token_share=0.8)
    # a: exact (1.0); b: "seniors pay usd 80" vs "seniors pay usd 75", 3 of 4 tokens either way (F1 0.75); c: 0
    assert scored["answer_exact_match"] == round(1 / 3, 4)
    assert scored["answer_f1"] == round((1.0 + 0.75) / 3, 4)
    assert scored["refusal_accuracy"] == round(2 / 3, 4)  # d (not_found) and e (says so); f answered
    assert scored["not_found_recall"] == round(1 / 3, 4)  # the action alone: e's words do not make it not_found


def test_verification_is_counted_where_it_judged_flagged_and_rewrote_with_the_f1_it_changed():
    from tasks.promotion.evaluate import verification_figures

    row = {"answerable": True, "relevant_doc": "fee.pdf", "relevant_text": "The fee is USD 150 per visit."}
    quiet = {"verification": {"flagged": False, "action": "none"}, "answer": "The fee is USD 150 per visit [1]."}
    rewritten = {"verification": {"flagged": True, "action": "rewrite", "original_answer": "The fee is USD 120 [1]."},
                 "answer": "The fee is USD 150 per visit [1]."}
    marked = {"verification": {"flagged": True, "action": "mark"}, "answer": "The fee is USD 120 [1]. [Verification: …]"}
    skipped = {"verification": {"skipped": "no answer to verify"}, "answer": None}
    figures = verification_figures([(row, quiet), (row, rewritten), (row, marked), (row, skipped), (row, {})])
    assert figures["checked"] == 3 and figures["flagged"] == 2 and figures["rewritten"] == 1
    # "fee usd 120" against "fee usd 150 per visit": F1 0.5 before, 1.0 after the rewrite
    assert figures["f1_change_when_rewritten"] == 0.5
    assert verification_figures([])["f1_change_when_rewritten"] is None


def test_a_limit_keeps_the_versioned_questions_in_their_share_and_the_order():
    """Grouped by family, the versioned questions sit together: a plain stride of 15 over these 22 rows would take
    none of them, and the gate would fail closed on an unmeasured stale_evidence_rate."""
    rows = [{"query_id": f"q{n}", "version_group": "fee" if n in (3, 4) else None} for n in range(22)]
    kept = thin(rows, 15)
    assert len(kept) == 15 and [row["query_id"] for row in kept] == sorted(
        (row["query_id"] for row in kept), key=lambda name: int(name[1:]))
    assert sum(bool(row["version_group"]) for row in kept) == 1  # round(15 * 2 / 22) = 1
    assert thin(rows, 40) == rows
    plain = [{"query_id": f"q{n}"} for n in range(30)]
    assert [row["query_id"] for row in thin(plain, 10)] == [f"q{n}" for n in range(0, 30, 3)]  # the spread, as before
