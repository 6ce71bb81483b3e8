"""`ragops eval serving`'s scoring of API replies against the labels (the run itself is `make eval`)."""

from __future__ import annotations

import json

from tasks.evaluation.serving import (
    NO_ANSWER_BLIND,
    OFF_TOPIC_HELDOUT,
    floor_sweep,
    not_found_figures,
    score_set,
    score_unanswerable,
)

GROUPS = {"fee-2019.pdf": "fee", "fee-2024.pdf": "fee"}


def reply(action, answer, cited, superseded=(), confidence=0.2):
    return {"action": action, "answer": answer,
            "evidence": [{"source_path": path, "source_paths": [path], "cited": True, "scores": {"confidence": confidence}}
                         for path in cited],
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
    # Right: the expected figure (150) stated with the first citation from the version in force; the third states
    # 150 from the 2024 version while the 2019 one was in force at its date.
    assert scored["right_answer_rate"] == round(1 / 3, 4) and scored["answerable_refused"] == round(1 / 3, 4)
    assert [record["right"] for record in scored["records"]] == [True, False, False]
    assert scored["stale_answered"] == round(1 / 3, 4)
    # Two answers of one cited statement each; the not_found reply is no answer.
    assert [record["statements"] for record in scored["records"]] == [1, None, 1]
    assert scored["statements_per_answer"] == 1.0


def test_statements_per_answer_counts_the_cited_statements():
    rows = [{"relevant_doc": "a.pdf", "relevant_text": "Fee 10."}] * 3
    replies = [reply("correct", "Fee 10. [1] Seniors pay 5. [1] Children free. [2]", ["a.pdf"]),
               reply("ambiguous", "Fee 10 [1, 2].", ["a.pdf"]), reply("not_found", "No passage ...", [])]
    scored = score_set(rows, replies, {})
    assert [record["statements"] for record in scored["records"]] == [3, 1, None]
    assert scored["statements_per_answer"] == 2.0
    assert not_found_figures([scored], [])["statements_per_answer"] == 2.0


def test_unanswerable_sets_and_the_not_found_figures():
    answerable = score_set([{"relevant_doc": "a.pdf", "relevant_text": "Fee 10."}] * 4,
                           [reply("ambiguous", "Fee 10. [1]", ["a.pdf"])] * 3 + [reply("not_found", "No ...", [])], {})
    unanswerable = score_unanswerable(["q1", "q2"], [reply("not_found", "No ...", []),
                                                     reply("ambiguous", "Something. [1]", ["b.pdf"], confidence=0.04)])
    assert unanswerable["unanswerable_answered"] == 0.5 and unanswerable["answered_questions"] == ["q2"]
    figures = not_found_figures([answerable], [unanswerable])
    assert figures["not_found_precision"] == 0.5 and figures["not_found_recall"] == 0.5
    assert figures["answerable_refused"] == 0.25 and figures["right_answer_rate"] == 0.75


def test_floor_sweep_counts_what_each_floor_would_refuse_and_answer():
    rows = {row["floor"]: row for row in floor_sweep([[0.05, 0.2, 0.01]], [[0.004, 0.03]])}
    assert rows[0.005]["answerable_refused"] == 0.0 and rows[0.005]["unanswerable_answered"] == 0.5
    assert rows[0.02]["answerable_refused"] == round(1 / 3, 4) and rows[0.02]["not_found_precision"] == 0.5
    assert rows[0.05]["unanswerable_answered"] == 0.0 and rows[0.05]["answerable_refused"] == round(1 / 3, 4)


def test_the_blind_no_answer_set_is_there_and_unanswerable():
    import json

    rows = [json.loads(line) for line in NO_ANSWER_BLIND.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert len(rows) == 60 and not any(row["answerable"] for row in rows)


def test_the_heldout_off_topic_set_is_there():
    lines = [line for line in OFF_TOPIC_HELDOUT.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert len(lines) == 40


def test_the_blind_set_9_no_answer_questions_are_there():
    from tasks.evaluation.serving import NO_ANSWER_BLIND9

    rows = [json.loads(line) for line in NO_ANSWER_BLIND9.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert len(rows) == 24 and all(row["query"].strip() for row in rows)


def test_the_development_no_answer_set_asks_what_the_corpus_does_not_state():
    from collections import Counter

    from tasks.evaluation.serving import NO_ANSWER_DEV, unanswerable_sets

    rows = [json.loads(line) for line in NO_ANSWER_DEV.read_text(encoding="utf-8").splitlines() if line.strip()]
    kinds = Counter(row["kind"] for row in rows)
    assert len(rows) == 90 and set(kinds) == {"attribute", "missing-row", "missing-condition", "other-period"}
    # Each names the document its subject comes from and says what that document states instead.
    assert all(row["query"].strip() and row["subject_doc"].endswith(".pdf") and row["why_unanswerable"] for row in rows)
    assert {row["language"] for row in rows} == {"en", "zh"}
    from tasks.core.settings import load_settings

    assert unanswerable_sets(load_settings())["no_answer_dev"] == [row["query"] for row in rows]
