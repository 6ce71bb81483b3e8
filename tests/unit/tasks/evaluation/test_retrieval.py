"""Retrieval evaluation: the pure hit/recall helpers, and the whole stage on the ingested sample corpus."""

from __future__ import annotations

import json

import pytest

from tasks.evaluation.retrieval import METHODS, breakdown, match_ranks, recall, summarise

# (source_path, text) of a ranked top 3: the answer sits in the right document at rank 3 only.
TOP = [
    ("official/manuals/other-manual.pdf", "1. Power on the main   isolator and wait 45 seconds for the controller."),
    ("official/manuals/hx-200-operation-manual.pdf", "Safety notes: wear gloves."),
    ("official/manuals/hx-200-operation-manual.pdf",
     "Start-up\n1. POWER ON the main isolator and wait 45 seconds\nfor the controller to boot. 2. Open the inlet valve."),
]
DOC = "official/manuals/hx-200-operation-manual.pdf"
ANSWER = "1. Power on the main isolator and wait 45 seconds for the controller to boot."


def test_hit_needs_the_right_document_and_the_text_whitespace_and_case_insensitive():
    assert match_ranks(TOP, DOC, ANSWER) == (3, 2)
    # Rank 1 holds the text too, but from another document: not a hit there.
    assert match_ranks(TOP[:1], DOC, "power on the main isolator") == (None, None)
    assert match_ranks(TOP[:2], DOC, ANSWER) == (None, 2)  # doc hit only
    assert match_ranks([], DOC, ANSWER) == (None, None)


@pytest.mark.parametrize("doc, text", [("", ANSWER), (DOC, ""), (DOC, " \n\t ")])
def test_empty_relevant_doc_or_text_is_rejected(doc, text):
    with pytest.raises(ValueError):
        match_ranks(TOP, doc, text)


def test_recall_aggregation():
    records = [
        {"hit": True, "doc_hit": True, "language": "en", "on_scanned_page": False},
        {"hit": False, "doc_hit": True, "language": "zh", "on_scanned_page": False},
        {"hit": False, "doc_hit": False, "language": "en", "on_scanned_page": True},
    ]
    assert recall([True, False, True, True]) == 0.75
    assert summarise(records) == {"n": 3, "recall": 0.3333, "doc_recall": 0.6667}
    groups = breakdown(records)
    assert groups["en"] == {"n": 2, "recall": 0.5, "doc_recall": 0.5}
    assert groups["zh"] == {"n": 1, "recall": 0.0, "doc_recall": 1.0}
    assert groups["text_layer"]["n"] == 2 and groups["scanned_page"]["recall"] == 0.0
    assert summarise([]) == {"n": 0, "recall": None, "doc_recall": None}
    with pytest.raises(ValueError):
        recall([])


def test_eval_on_the_sample_corpus(sample_corpus_master, built_root):
    from tasks.core.paths import DataPaths
    from tasks.core.settings import load_settings
    from tasks.evaluation import retrieval as eval_retrieval

    settings = load_settings(overrides={"ingest.source": str(sample_corpus_master)})
    paths = DataPaths(built_root)

    report = eval_retrieval.run(settings, paths)

    target = paths.reports / "retrieval_eval.json"
    assert target.exists()
    written = json.loads(target.read_text(encoding="utf-8"))
    assert written["n_queries"] == report["n_queries"] > 0
    assert written["k"] == 5
    for method in METHODS:
        routed = written["recall_at_k"][method]
        for group in ("all", "en", "zh"):
            assert 0.0 <= routed[group]["recall"] <= routed[group]["doc_recall"] <= 1.0
        for strategy in ("operation", "comparison", "trend"):
            assert 0.0 <= written["by_strategy"][strategy][method]["all"]["recall"] <= 1.0
    recall_at_5 = {method: written["recall_at_k"][method]["all"]["recall"] for method in METHODS}
    # Sanity, not a tuning target: fusing must not do worse than the weaker of its two sides.
    assert recall_at_5["hybrid"] >= min(recall_at_5["dense"], recall_at_5["bm25"])
    assert recall_at_5["hybrid"] > 0.0  # retrieval works at all
    assert len(written["per_query"]) == written["n_queries"]
