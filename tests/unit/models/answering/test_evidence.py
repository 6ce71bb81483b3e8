"""Evidence shown once (merging the chunkings' passages), validity split, and the corrective-RAG action."""

from __future__ import annotations

import pytest

from models.answering.evidence import (
    answer_items,
    answer_view,
    decide_action,
    joined_text,
    merge_evidence,
    public_item,
    public_superseded,
    refused_subjects,
    split_by_validity,
    suffix_prefix_overlap,
)

DOC = "The warranty service fee is USD 150 per visit. The fee covers travel and the first two hours of labour. " \
      "Visits caused by operator error are billed at the standard rate."


def item(rank, text, strategy="operation", doc="d1", page=1, page_end=None, confidence=0.6, validity="in_force",
         chunk=None, bbox=None):
    return {"rank": rank, "chunk_id": chunk or f"{strategy}-{rank}", "text": text, "strategy": strategy,
            "page": page, "page_end": page_end or page, "bbox": bbox, "below_threshold": confidence < 0.55,
            "corrected": False, "correction": None,
            "scores": {"confidence": confidence, "semantic": 0.9, "temporal": 0.9},
            "document_version": {"doc_id": doc, "validity_at_as_of": validity}}


def test_suffix_prefix_overlap_finds_the_longest_border():
    assert suffix_prefix_overlap("abcdef", "defgh") == 3
    assert suffix_prefix_overlap("abc", "xyz") == 0
    assert suffix_prefix_overlap("aaaa", "aaaaaa") == 4
    assert suffix_prefix_overlap("", "abc") == 0


def test_joined_text_contains_overlaps_or_keeps_apart():
    assert joined_text(DOC, "THE FIRST TWO HOURS of labour.") is None  # case differs: not the same words
    assert joined_text(DOC, "The fee covers travel and the first two hours") == DOC
    first, second = DOC[:70], DOC[50:]
    assert joined_text(first, second) == DOC
    assert joined_text(second, first) == DOC
    assert joined_text("Short one.", "Another short one.") is None
    assert joined_text("a  b\n c", "a b c") == "a b\nc"  # whitespace is collapsed, line breaks kept (table rows)
    table = "Table: Fees\n| Category | Fee |\n|---|---|\n| Adult | 20 USD |\n| Senior | 12 USD |"
    assert joined_text(table, table.replace("\n", " ")) == table


def test_the_three_chunkings_of_one_text_become_one_item_listing_every_strategy():
    items = [item(1, DOC[:60], "operation", bbox=[10, 10, 100, 20]),
             item(2, DOC, "comparison", confidence=0.7, bbox=[5, 5, 90, 200]),
             item(3, "Another document entirely.", doc="d2"),
             item(4, DOC, "trend", confidence=0.2)]
    merged = merge_evidence(items)
    assert [entry["rank"] for entry in merged] == [1, 2]
    first = merged[0]
    assert first["text"] == DOC and first["strategies"] == ["operation", "comparison", "trend"]
    assert first["chunk_ids"] == ["operation-1", "comparison-2", "trend-4"]
    assert first["scores"]["confidence"] == 0.7 and not first["below_threshold"]  # the best part's verdict
    assert first["bbox"] == [5, 5, 100, 200]
    assert merged[1]["document_version"]["doc_id"] == "d2"


def test_neighbouring_chunks_that_overlap_are_joined_but_other_pages_stay_apart():
    joined = merge_evidence([item(1, DOC[:70]), item(2, DOC[50:])])
    assert len(joined) == 1 and joined[0]["text"] == DOC
    apart = merge_evidence([item(1, DOC[:70], page=1), item(2, DOC[50:], page=3)])
    assert len(apart) == 2
    spanning = merge_evidence([item(1, DOC, "comparison", page=1, page_end=2), item(2, DOC[10:60], page=2)])
    assert len(spanning) == 1 and spanning[0]["page"] == 1 and spanning[0]["page_end"] == 2


def test_a_join_that_meets_a_third_passage_absorbs_it_too():
    parts = [item(1, DOC[:60]), item(2, DOC[100:]), item(3, DOC[40:120])]
    merged = merge_evidence(parts)
    assert len(merged) == 1 and merged[0]["text"] == DOC and merged[0]["rank"] == 1


def test_out_of_window_versions_are_set_apart():
    context, apart = split_by_validity([item(1, "a", validity="superseded"), item(2, "b"),
                                        item(3, "c", validity="not_yet_effective"), item(4, "d", validity="unknown")])
    assert [entry["text"] for entry in context] == ["b", "d"]
    assert [entry["text"] for entry in apart] == ["a", "c"]


@pytest.mark.parametrize(("confidences", "action"), [
    ([0.6, 0.1], "correct"), ([0.1, 0.6], "ambiguous"), ([0.1, 0.2], "not_found"), ([], "not_found"),
    ([0.55], "correct"), ([0.4, 0.2], "ambiguous"), ([0.2, 0.3], "ambiguous"),
])
def test_action_follows_the_dcee_threshold(confidences, action):
    assert decide_action([item(i + 1, "x", confidence=c) for i, c in enumerate(confidences)], 0.55, 0.3) == action


def test_the_answer_rests_on_passing_passages_else_on_those_above_the_floor():
    mixed = [item(1, "a", confidence=0.4), item(2, "b", confidence=0.6), item(3, "c", confidence=0.1)]
    assert [entry["text"] for entry in answer_items(mixed, 0.55, 0.3)] == ["b"]
    weak = [item(1, "a", confidence=0.4), item(2, "b", confidence=0.2), item(3, "c", confidence=0.35)]
    assert [entry["text"] for entry in answer_items(weak, 0.55, 0.3)] == ["a", "c"]
    assert answer_items([item(1, "a", confidence=0.1)], 0.55, 0.3) == []


def test_an_ambiguous_answer_may_quote_every_passage_of_the_best_document_above_the_floor():
    """The best passage is the prose that introduces a table; the row asked about is in the table chunk beside it,
    which DCEE rates lower. Another document's passage that low is not quoted."""
    context = [item(1, "Schedule 2 - Hall hire charges", confidence=0.07), item(2, "| Kitchen | NZD 18.00 |",
                                                                          confidence=0.05),
               item(3, "Another council's kitchen fee", doc="d2", confidence=0.05)]
    assert [entry["text"][:8] for entry in answer_items(context, 0.55, 0.02, relative=0.9)] == ["Schedule", "| Kitche"]


def test_answer_view_splits_merges_marks_and_decides_on_a_pipeline_result():
    """The one post-processing the HTTP API and `ragops query` share: the in-window items merged into the context,
    the out-of-window ones and the other versions merged apart, each marked `passes`, the action over the context."""
    old = {**item(9, "The fee was USD 80 per visit.", doc="d0", validity="superseded", confidence=0.3),
           "origin": "version_chain"}
    result = {"evidence": [item(1, DOC[:60], confidence=0.4), item(2, DOC, "comparison", confidence=0.7),
                           item(3, "The fee was USD 80 per visit until March.", doc="d0", validity="superseded",
                                confidence=0.9)],
              "other_versions": [old]}
    context, superseded, action = answer_view(result, 0.55, 0.01)
    assert [entry["chunk_ids"] for entry in context] == [["operation-1", "comparison-2"]]
    assert [entry["chunk_ids"] for entry in superseded] == [["operation-3"], ["operation-9"]]
    assert context[0]["passes"] and [entry["passes"] for entry in superseded] == [True, False]
    assert action == "correct"  # the merged first passage takes its best part's confidence
    assert answer_view({"evidence": [item(1, "a", confidence=0.001)], "other_versions": []}, 0.55, 0.01)[2] == \
        "not_found"
    assert result["evidence"][0]["scores"]["confidence"] == 0.4 and "passes" not in result["evidence"][0]
    # A question naming its subject by something no passage mentions is not answered, however confident DCEE is.
    naming = {**result, "unknown_subjects": ["Ashworth"]}
    assert answer_view(naming, 0.55, 0.01)[2] == "not_found"
    assert answer_view(naming, 0.55, 0.01, refuse_unknown_subjects=False)[2] == "correct"
    assert refused_subjects(naming, True) == ["Ashworth"] and refused_subjects(naming, False) == []
    assert refused_subjects(result, True) == []


def test_what_a_reader_is_shown_of_an_item_and_of_a_version_kept_out():
    context, superseded, _ = answer_view({"evidence": [item(1, "a"), item(2, "b", validity="superseded")],
                                          "other_versions": []}, 0.55, 0.01)
    shown = public_item(context[0], cited=[1])
    assert shown["cited"] and shown["passes"] and shown["chunk_ids"] == ["operation-1"]
    assert "cited" not in public_item(context[0]) and public_item(context[0], [])["cited"] is False
    assert shown["document_version"] == context[0]["document_version"] and shown["ocr"] is None
    apart = public_superseded({**superseded[0], "document_version": {
        "doc_id": "d1", "validity_at_as_of": "superseded", "valid_from": "2020-01-01", "valid_until": "2024-04-01"}})
    assert (apart["validity"], apart["valid_from"], apart["valid_until"]) == ("superseded", "2020-01-01", "2024-04-01")
    assert "cited" not in apart
