"""`ragops eval serving`'s scoring of API replies against the labels (the run itself is `make eval`)."""

from __future__ import annotations

from tasks.evaluation.serving import OFF_TOPIC_HELDOUT, score_set

GROUPS = {"fee-2019.pdf": "fee", "fee-2024.pdf": "fee"}


def reply(action, answer, cited, superseded=()):
    return {"action": action, "answer": answer,
            "evidence": [{"source_path": path, "source_paths": [path], "cited": True} for path in cited],
            "superseded": [{"source_path": path} for path in superseded]}


def test_scores_actions_citations_answer_text_and_versions():
    rows = [
        {"relevant_doc": "fee-2019.pdf", "current_doc": "fee-2024.pdf", "version_group": "fee",
         "relevant_text": "The fee is USD 150 per visit."},
        {"relevant_doc": "manual.pdf", "relevant_text": "Replace the filter every 500 hours."},
        {"relevant_doc": "fee-2019.pdf", "current_doc": "fee-2019.pdf", "version_group": "fee",
         "relevant_text": "The fee is USD 120 per visit."},
    ]
    replies = [reply("correct", "The fee is USD 150 per visit. [1]", ["fee-2024.pdf"], ["fee-2019.pdf"]),
               reply("not_found", "No passage ...", []),
               reply("ambiguous", "The fee is USD 150 per visit. [1]", ["fee-2024.pdf"])]
    scored = score_set(rows, replies, GROUPS)
    assert scored["actions"] == {"correct": 1, "not_found": 1, "ambiguous": 1}
    assert scored["answered"] == round(2 / 3, 4)
    assert scored["cites_right_document"] == round(1 / 3, 4)
    assert scored["holds_answer_text"] == round(1 / 3, 4)
    assert scored["versioned_questions"] == 2 and scored["cites_stale_version"] == 1
    assert scored["lists_version_apart"] == 0.5


def test_the_heldout_off_topic_set_is_there():
    lines = [line for line in OFF_TOPIC_HELDOUT.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert len(lines) == 40
