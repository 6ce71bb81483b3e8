"""`ragops labels import`: a Label Studio export lands in the label store; bad rows are rejected by line."""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from models.labels.label_studio import LABEL_COLUMNS, evidence_task, intent_task, label_id
from tasks.cli import main
from tasks.core.paths import PROJECT_ROOT, DataPaths
from tasks.labels.queue import write_queue
from tasks.labels.store import import_labels, load_labels

_TASK_IDS = itertools.count(1)


def labelled(task: dict, choice: str, from_name: str, updated_at: str = "2025-03-01T10:00:00Z") -> dict:
    to_name = "chunk_text" if from_name == "evidence" else "query"
    exported = dict(task, id=next(_TASK_IDS))
    exported["annotations"] = [{
        "result": [{"from_name": from_name, "to_name": to_name, "type": "choices", "value": {"choices": [choice]}}],
        "was_cancelled": False, "completed_by": 1, "updated_at": updated_at,
    }]
    return exported


def evidence(chunk_id: str, choice: str) -> dict:
    task = evidence_task(query="What is the filing fee?", language="en", as_of="2024-06-01", chunk_id=chunk_id,
                         chunk_text=f"text of {chunk_id}", source_path="policy/fees.pdf", title="Fees",
                         predicted_choice="irrelevant", confidence=0.4, dcee_version="1")
    return labelled(task, choice, "evidence")


def intent(query: str, choice: str) -> dict:
    task = intent_task(query=query, language="en", predicted_intent="operation", confidence=0.5, intent_version="1")
    return labelled(task, choice, "intent")


def write_array(path: Path, elements: list[str]) -> Path:
    """A JSON array with one element per line (line N + 1 holds element N), like a compact export."""
    path.write_text("[\n" + ",\n".join(elements) + "\n]\n", encoding="utf-8")
    return path


@pytest.fixture
def paths(tmp_path: Path) -> DataPaths:
    return DataPaths(tmp_path / "data")


def test_good_rows_land_and_bad_rows_are_rejected_with_their_lines(tmp_path: Path, paths: DataPaths):
    unlabelled = evidence("c-9", "irrelevant")
    unlabelled["annotations"] = []
    export = write_array(tmp_path / "export.json", [
        json.dumps(evidence("c-1", "relevant_current")),                      # line 2
        json.dumps(evidence("c-2", "relevant_outdated")),                     # line 3
        '{"data": {"kind": "evidence", "query": "q",}, "annotations": []}',   # line 4: not JSON
        json.dumps(evidence("c-3", "maybe")),                                 # line 5: unknown choice
        json.dumps(unlabelled),                                               # line 6: nobody labelled it
        json.dumps(intent("How does the fee change over the years?", "trend")),  # line 7
        json.dumps(dict(intent("q", "trend"), data={"kind": "summary", "query": "q"})),  # line 8: unknown kind
    ])

    report = import_labels(export, paths)

    assert (report.accepted, report.replaced, report.unlabelled) == (3, 0, 1)
    assert [item["line"] for item in report.rejected] == [4, 5, 8]
    assert "invalid JSON" in report.rejected[0]["reason"] and "maybe" in report.rejected[1]["reason"]
    assert "unknown kind" in report.rejected[2]["reason"]
    assert report.total_in_store == 3 and report.label_store == str(paths.label_store)

    labels = load_labels(paths)
    assert list(labels.columns) == list(LABEL_COLUMNS)
    by_chunk = {row["chunk_id"]: row for row in labels.to_dict("records")}
    assert by_chunk["c-1"]["label"] == "relevant_current" and by_chunk["c-2"]["label"] == "relevant_outdated"
    assert by_chunk[None]["label"] == "trend" and by_chunk[None]["kind"] == "intent"
    assert set(labels["source"]) == {"label_studio:export.json"} and set(labels["weight"]) == {1.0}
    assert by_chunk["c-1"]["label_id"] == label_id("evidence", "What is the filing fee?", "c-1", "2024-06-01")


def test_reimport_replaces_instead_of_duplicating(tmp_path: Path, paths: DataPaths):
    first = write_array(tmp_path / "first.json", [json.dumps(evidence("c-1", "irrelevant")),
                                                  json.dumps(intent("q one", "fault"))])
    import_labels(first, paths)
    # JSONL this time, one label changed and one new.
    second = tmp_path / "second.jsonl"
    second.write_text("\n".join(json.dumps(task) for task in (evidence("c-1", "relevant_current"),
                                                               intent("q two", "comparison"))) + "\n")

    report = import_labels(second, paths, source_name="round2")

    assert (report.accepted, report.replaced, report.total_in_store) == (2, 1, 3)
    labels = load_labels(paths)
    assert len(labels) == labels["label_id"].nunique() == 3
    row = labels[labels["chunk_id"] == "c-1"].iloc[0]
    assert row["label"] == "relevant_current" and row["source"] == "label_studio:round2"


@pytest.mark.parametrize("content", [
    b"query,label\nq,trend\n",                         # not JSON at all
    b"[\n" + json.dumps(evidence("c-5", "irrelevant")).encode() + b",\n{\"data\": {",  # truncated array
    b"\xff\xfe\x00not utf-8",
])
def test_an_unreadable_file_leaves_the_store_untouched(tmp_path: Path, paths: DataPaths, content: bytes):
    import_labels(write_array(tmp_path / "good.json", [json.dumps(evidence("c-1", "irrelevant"))]), paths)
    before = paths.label_store.read_bytes()
    bad = tmp_path / "bad.json"
    bad.write_bytes(content)

    with pytest.raises(ValueError):
        import_labels(bad, paths)

    assert paths.label_store.read_bytes() == before
    assert [name.name for name in paths.labels_dir.iterdir()] == ["labels.parquet"]  # no temp file left


def test_a_missing_file_raises_and_writes_nothing(tmp_path: Path, paths: DataPaths):
    with pytest.raises(FileNotFoundError):
        import_labels(tmp_path / "nope.json", paths)
    assert not paths.labels_dir.exists()
    assert load_labels(paths).empty and list(load_labels(paths).columns) == list(LABEL_COLUMNS)


def test_write_queue_writes_tasks_and_configs(paths: DataPaths):
    tasks = [evidence_task(query="q", language="en", as_of=None, chunk_id="c-1", chunk_text="t", source_path=None,
                           title=None, predicted_choice="irrelevant", confidence=0.3, dcee_version="2")]
    result = write_queue(tasks, [], paths)

    assert (result["evidence_tasks"], result["intent_tasks"]) == (1, 0)
    assert json.loads(Path(result["evidence_queue"]).read_text()) == tasks
    assert json.loads(Path(result["intent_queue"]).read_text()) == []
    for config in ("evidence_config", "intent_config"):
        assert ET.parse(result[config]).getroot().tag == "View"
    assert Path(result["evidence_queue"]).parent == paths.label_queue_dir


def test_cli_json_reports_rejections_and_exits_zero(tmp_path: Path, paths: DataPaths, capsys):
    export = write_array(tmp_path / "export.json", [json.dumps(intent("q", "trend")), "{oops}"])

    code = main(["--data-root", str(paths.root), "labels", "import", str(export), "--json"])

    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert report["accepted"] == 1 and report["rejected"][0]["line"] == 3
    assert report["total_in_store"] == 1


def test_cli_human_output_and_failure_exit(tmp_path: Path, paths: DataPaths, capsys):
    export = write_array(tmp_path / "export.json", [json.dumps(intent("q", "trend")), "{oops}"])
    assert main(["--data-root", str(paths.root), "labels", "import", str(export)]) == 0
    out = capsys.readouterr().out
    assert "accepted 1" in out and "line 3:" in out

    not_json = tmp_path / "notes.txt"
    not_json.write_text("hello\n")
    assert main(["--data-root", str(paths.root), "labels", "import", str(not_json)]) == 1
    assert "not a JSON array or JSONL export" in capsys.readouterr().err


def test_cli_as_a_subprocess(tmp_path: Path, paths: DataPaths):
    export = tmp_path / "export.jsonl"
    export.write_text(json.dumps(evidence("c-1", "relevant_outdated")) + "\n")
    env = dict(os.environ, MLFLOW_DISABLE_TELEMETRY="true", DVC_NO_ANALYTICS="1")
    done = subprocess.run([sys.executable, "-m", "tasks.cli", "--data-root", str(paths.root), "labels", "import",
                           str(export), "--json"], cwd=PROJECT_ROOT, env=env, capture_output=True, text=True, timeout=120,
                          check=False)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["accepted"] == 1
    assert load_labels(paths)["label"].tolist() == ["relevant_outdated"]
