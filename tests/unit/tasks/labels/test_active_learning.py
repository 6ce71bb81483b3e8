"""Active learning's pure parts (tasks/labels/queue.py, feedback.py): DCEE certainty, the predicted choice, and serving
feedback read into weighted evidence labels (credibility per docs/design.md#active-learning)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from models.labels.label_studio import LABEL_COLUMNS, label_id
from tasks.core.paths import DataPaths
from tasks.core.settings import SettingsError, load_settings
from tasks.labels.feedback import feedback_labels, read_feedback
from tasks.labels.queue import corpus_pool_queries, dcee_certainty, predicted_choice


@pytest.mark.parametrize("semantic, temporal, expected", [
    (0.5, 0.5, 0.5),  # a coin toss on both heads
    (0.9, 0.2, 0.8),  # the less certain head decides
    (0.1, 0.95, 0.9),
    (0.5, 0.99, 0.5),
    (1.0, 0.0, 1.0),
])
def test_dcee_certainty_is_the_less_certain_head(semantic, temporal, expected):
    assert dcee_certainty(semantic, temporal) == pytest.approx(expected)


@pytest.mark.parametrize("semantic, temporal, expected", [
    (0.49, 0.99, "irrelevant"),  # not relevant: time does not matter
    (0.1, 0.1, "irrelevant"),
    (0.5, 0.5, "relevant_current"),  # 0.5 counts as yes on both heads
    (0.9, 0.49, "relevant_outdated"),
    (0.9, 0.8, "relevant_current"),
])
def test_predicted_choice(semantic, temporal, expected):
    assert predicted_choice(semantic, temporal) == expected


@pytest.fixture
def settings():
    return load_settings()


@pytest.mark.parametrize("key, value", [
    ("evaluators.active_learning.confidence_below", 1.5),
    ("evaluators.active_learning.max_queue", 0),
    ("evaluators.active_learning.pool_queries_per_document", -1),
])
def test_active_learning_settings_are_validated(key, value):
    with pytest.raises(SettingsError, match=key.rsplit(".", 1)[-1]):
        load_settings(overrides={key: value})


def write_lines(path: Path, lines: list[str | bytes]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\n".join(line if isinstance(line, bytes) else line.encode("utf-8") for line in lines) + b"\n")
    return path


def feedback(**fields) -> str:
    row = {"query": "What is the warranty service fee?", "chunk_id": "c-1", "rating": "up", "dwell_seconds": 12.0,
           "user_history": 1.0}
    row.update(fields)
    return json.dumps({key: value for key, value in row.items() if value is not ...}, ensure_ascii=False)


@pytest.mark.parametrize("fields, expected", [
    ({"dwell_seconds": 1.0}, 0.1),
    ({"dwell_seconds": 2.999}, 0.1),
    ({"dwell_seconds": 3.0}, 0.5),
    ({"dwell_seconds": 10.0}, 0.5),
    ({"dwell_seconds": 10.5}, 1.0),
    ({"dwell_seconds": 30.0, "opened_evidence": True}, 1.2),
    ({"dwell_seconds": 30.0, "opened_evidence": True, "copied": True, "asked_again": True}, 1.6),
    ({"dwell_seconds": 5.0, "copied": True, "user_history": 0.5}, 0.5 * 1.2 * 0.5),
    ({"dwell_seconds": 20.0, "user_history": 0.0}, 0.3),  # history is clamped to [0.3, 1]
    ({"dwell_seconds": ..., "user_history": ...}, 0.1),  # no dwell: a glance; no history: trusted (1.0)
])
def test_credibility_weights(settings, tmp_path: Path, fields, expected):
    paths = DataPaths(tmp_path)
    write_lines(tmp_path / "feedback" / "serving.jsonl", [feedback(**fields)])

    rows, skipped = read_feedback(settings, paths)

    assert skipped == 0 and len(rows) == 1
    assert rows[0]["credibility"] == pytest.approx(expected)
    assert feedback_labels(rows)[0]["weight"] == pytest.approx(expected)


def test_read_feedback_skips_malformed_lines_and_counts_them(settings, tmp_path: Path):
    paths = DataPaths(tmp_path)
    write_lines(tmp_path / "feedback" / "a.jsonl", [
        feedback(query="How do I start the HX-200?", rating=None, chunk_id=None),  # 1: pool only
        "",                                                                      # 2: blank, not counted
        "{not json",                                                             # 3
        feedback(query="   "),                                                   # 4: no query
        feedback(rating="meh"),                                                  # 5: unknown rating
        feedback(dwell_seconds=-2.0),                                            # 6: negative dwell
        feedback(dwell_seconds=None),                                            # 7: dwell not a number
        '["a", "list"]',                                                         # 8: not an object
        b'{"query": "caf\xe9", "rating": "up"}',                                 # 9: not UTF-8
        feedback(as_of="yesterday"),                                             # 10: bad as-of date
        feedback(query=42),                                                      # 11: query not text
        feedback(query="上门服务费是多少\u2028？", rating="down", chunk_id="c-2", as_of="2024-06-01"),  # 12
    ])
    write_lines(tmp_path / "feedback" / "b.jsonl", [feedback(chunk_id="c-3", user="u7")])
    write_lines(tmp_path / "feedback" / "notes.txt", ["{not json"])  # outside the glob

    rows, skipped = read_feedback(settings, paths)

    assert skipped == 9
    assert [row["source"] for row in rows] == ["feedback:a.jsonl:1", "feedback:a.jsonl:12", "feedback:b.jsonl:1"]
    assert rows[1]["query"] == "上门服务费是多少\u2028？"

    labels = feedback_labels(rows)

    assert [label["chunk_id"] for label in labels] == ["c-2", "c-3"]  # the unrated row is not a label
    zh, en = labels
    assert set(zh) == set(LABEL_COLUMNS)
    assert (zh["kind"], zh["label"], zh["as_of"]) == ("evidence", "irrelevant", "2024-06-01")
    assert zh["label_id"] == label_id("evidence", rows[1]["query"], "c-2", "2024-06-01")
    assert (en["label"], en["annotator"], en["source"], en["as_of"]) == ("relevant_current", "u7", "feedback:b.jsonl:1",
                                                                         None)
    assert en["weight"] == pytest.approx(1.0)


def test_no_feedback_folder_means_no_rows(settings, tmp_path: Path):
    assert read_feedback(settings, DataPaths(tmp_path / "missing")) == ([], 0)
    assert feedback_labels([]) == []


def test_feedback_labels_need_a_rating_and_a_chunk():
    rows = [
        {"query": "q", "chunk_id": "c-1", "rating": None, "credibility": 1.0, "source": "s"},
        {"query": "q", "chunk_id": None, "rating": "up", "credibility": 1.0, "source": "s"},
        {"query": "q", "chunk_id": 7, "rating": "down", "credibility": 0.5, "source": "s"},
    ]
    labels = feedback_labels(rows)
    assert [(label["chunk_id"], label["label"], label["weight"]) for label in labels] == [("7", "irrelevant", 0.5)]


def operation_chunks():
    """Operation-strategy chunk rows as the index holds them (doc_id, ordinal, text, language, title), in no order."""
    import pandas as pd

    rows = [
        ("d-en", 1, "3. Air filter replacement 1. Stop the compressor. Replace the air filter every 2,000 running "
                    "hours, unless the site is dusty. To clear E42, measure the supply voltage.", "en", "KT-100 Manual"),
        ("d-en", 0, "KT-100 Manual Model: KT-100. Last updated: 2023-01-14 This manual explains how to operate the "
                    "KT-100. 1. Start-up 1. Check the oil level. The working pressure is 9 bar.", "en", "KT-100 Manual"),
        ("d-zh", 0, "HX-200与HX-300参数对比 HX-200的制冷量为32.4 kW，HX-300为48.7 kW。 2021年，设备年故障率为3.5%。",
         "zh", "HX-200与HX-300参数对比"),
        ("d-de", 0, "Die Gebühr beträgt 30 EUR. Der Antrag ist bis 30. Juni zu stellen.", "de", "Gebührenordnung"),
    ]
    return pd.DataFrame(rows, columns=["doc_id", "ordinal", "text", "language", "title"])


class _Strategy:  # the one attribute of an index strategy that corpus_pool_queries reads
    def __init__(self, chunks):
        self.chunks = chunks


class _Version:
    def __init__(self, chunks):
        self._chunks = chunks

    def strategy(self, name):
        assert name == "operation"
        return _Strategy(self._chunks)


class _Featurizer:
    def __init__(self, chunks):
        self.version = _Version(chunks)


def test_the_intent_pool_holds_questions_in_english_and_chinese():
    pool = corpus_pool_queries(_Featurizer(operation_chunks()), per_document=3)

    # Reading order within a document (ordinal), documents by doc_id; the German one has no rules: no question.
    assert pool == ["What is the working pressure?", "How often should I replace the air filter?",
                    "How do I clear E42?", "HX-200的制冷量是多少？", "2021年，设备年故障率是多少？"]
    # Section headings come after what the statements ask.
    assert "What does the KT-100 Manual say about start-up?" in corpus_pool_queries(
        _Featurizer(operation_chunks()), per_document=4)
    assert all(query.endswith(("?", "？")) for query in pool)
    assert corpus_pool_queries(_Featurizer(operation_chunks()), per_document=1) == [
        "What is the working pressure?", "HX-200的制冷量是多少？"]
    assert corpus_pool_queries(_Featurizer(operation_chunks()), per_document=0) == []
