"""The active-learning loop end to end (issue 5, "Done when"): train on a small labelled set, export the
low-confidence queue, import a labelled Label Studio export, retrain — the training set grew and new model
versions were registered with @challenger."""

from __future__ import annotations

import collections
import itertools
import json
from pathlib import Path

from models.labels.label_studio import EVIDENCE_CHOICES
from models.vocabulary import INTENTS
from tests.integration.labelled import annotate, reduce_split

MODEL_NAMES = ("dcee", "t3d_intent", "t3d_ranker")


def test_train_queue_import_retrain(sample_corpus: Path, built_root: Path, tmp_path: Path):
    from mlflow import MlflowClient

    from tasks.core.paths import DataPaths
    from tasks.core.settings import load_settings
    from tasks.evaluators import stage as train_evaluators
    from tasks.labels.store import import_labels, load_labels

    train_rows = reduce_split(sample_corpus / "queries" / "train.jsonl", per_cell=5)
    heldout_rows = reduce_split(sample_corpus / "queries" / "heldout.jsonl", per_cell=3)
    assert {row["intent"] for row in train_rows} == set(INTENTS)
    assert {row["language"] for row in train_rows} == {"en", "zh"}
    assert len(train_rows) <= 40 and len(heldout_rows) <= 24

    # The sample corpus ingested and embedded (the session's built root); its reduced query set is this test's.
    settings = load_settings(overrides={"ingest.source": str(sample_corpus), "evaluators.dcee.epochs": 100})
    paths = DataPaths(built_root)

    # ---- round 1: the labelled query set only
    first = train_evaluators.run(settings, paths)

    assert {first[name]["version"] for name in ("dcee", "intent", "ranker")} == {"1"}
    assert first["dcee"]["imported_labels"] == 0 and first["intent"]["imported_labels"] == 0
    assert first["dcee"]["train_queries"] == first["intent"]["train_queries"] == len(train_rows)
    queue = first["queue"]
    evidence_queue = json.loads(Path(queue["evidence_queue"]).read_text(encoding="utf-8"))
    intent_queue = json.loads(Path(queue["intent_queue"]).read_text(encoding="utf-8"))
    assert Path(queue["evidence_queue"]) == paths.label_queue_dir / "evidence.json"
    assert len(evidence_queue) == queue["evidence_tasks"] >= 4
    assert len(intent_queue) == queue["intent_tasks"] >= 4
    for task in evidence_queue + intent_queue:  # low confidence only, least confident first
        assert task["predictions"][0]["score"] < settings.evaluators.active_learning.confidence_below
    for tasks in (evidence_queue, intent_queue):
        scores = [task["predictions"][0]["score"] for task in tasks]
        assert scores == sorted(scores)
    assert all(task["data"]["kind"] == "evidence" and task["data"]["chunk_id"] for task in evidence_queue)
    assert first["dcee"]["version"] == "1" and evidence_queue[0]["predictions"][0]["model_version"] == "dcee/1"

    # ---- the annotator: label some tasks of each queue, and one row is broken
    ids = itertools.count(1)
    labelled_evidence = [annotate(task, choice, next(ids))
                         for task, choice in zip(evidence_queue[:6], itertools.cycle(EVIDENCE_CHOICES))]
    labelled_intent = [annotate(task, intent, next(ids))
                       for task, intent in zip(intent_queue[:6], itertools.cycle(INTENTS))]
    broken = annotate(evidence_queue[-1], "maybe", next(ids))  # not an allowed choice
    elements = [*labelled_evidence[:3], broken, *labelled_evidence[3:], *labelled_intent]
    export = tmp_path / "project-1-export.json"
    # A JSON array with one task per line: task i sits on line i + 2.
    export.write_text("[\n" + ",\n".join(json.dumps(task, ensure_ascii=False) for task in elements) + "\n]\n",
                      encoding="utf-8")
    # Serving feedback joins the evidence labels too (weighted by credibility); a malformed line is skipped.
    feedback = paths.root / "feedback" / "serving.jsonl"
    feedback.parent.mkdir(parents=True)
    rated = {"query": "Which fee applies to an on-site warranty visit today?", "rating": "up", "dwell_seconds": 15.0,
             "user_history": 0.9, "opened_evidence": True, "chunk_id": evidence_queue[0]["data"]["chunk_id"]}
    feedback.write_text(json.dumps(rated) + "\n{broken line\n", encoding="utf-8")

    report = import_labels(export, paths)

    n_evidence, n_intent = len(labelled_evidence), len(labelled_intent)
    assert report.accepted == n_evidence + n_intent and report.unlabelled == 0
    assert [item["line"] for item in report.rejected] == [5]  # the 4th element
    assert "maybe" in report.rejected[0]["reason"]
    store = load_labels(paths)
    assert collections.Counter(store["kind"]) == {"evidence": n_evidence, "intent": n_intent}

    # ---- round 2: the same labelled query set plus the imported labels and the feedback
    second = train_evaluators.run(settings, paths)

    dcee = second["dcee"]
    assert dcee["imported_labels"] == n_evidence + 1 and dcee["imported_labels_not_in_index"] == 0
    assert dcee["train_queries"] == first["dcee"]["train_queries"]
    assert dcee["train_pairs"] == first["dcee"]["train_pairs"] + n_evidence + 1  # one pair per label
    assert second["intent"]["imported_labels"] == n_intent
    assert second["intent"]["train_queries"] == first["intent"]["train_queries"] + n_intent
    assert second["queue"]["feedback_rows"] == 1 and second["queue"]["feedback_lines_skipped"] == 1
    # What was labelled is not asked again.
    requeued = json.loads(Path(second["queue"]["intent_queue"]).read_text(encoding="utf-8")) + \
        json.loads(Path(second["queue"]["evidence_queue"]).read_text(encoding="utf-8"))
    assert not {task["data"]["query"] for task in requeued} & set(store["query"])

    # Retraining registered new versions, and @challenger moved to them.
    client = MlflowClient(tracking_uri=f"sqlite:///{paths.mlflow_db}", registry_uri=f"sqlite:///{paths.mlflow_db}")
    for name, stage in zip(MODEL_NAMES, ("dcee", "intent", "ranker")):
        assert second[stage]["version"] == "2"
        assert sorted(int(v.version) for v in client.search_model_versions(f"name='{name}'")) == [1, 2]
        assert str(client.get_model_version_by_alias(name, "challenger").version) == "2"
        assert "challenger" not in client.get_model_version(name, "1").aliases  # the alias moved, not copied
    saved = json.loads((paths.evaluators_dir / "train_report.json").read_text(encoding="utf-8"))
    assert saved["dcee"]["version"] == "2" and saved["dcee"]["imported_labels"] == n_evidence + 1
