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


# ---------------------------------------------------------------- every export format Label Studio offers

def ls_annotation(annotation_id: int, task_id: int, user: int, from_name: str, choices: list[str] | None,
                  created: str, updated: str | None = None, cancelled: bool = False) -> dict:
    """An annotation as Label Studio's full JSON export writes it (the fields beside `result` included)."""
    to_name = "chunk_text" if from_name == "evidence" else "query"
    result = [] if choices is None else [{
        "value": {"choices": choices}, "id": f"r{annotation_id}", "from_name": from_name, "to_name": to_name,
        "type": "choices", "origin": "manual"}]
    return {"id": annotation_id, "completed_by": user, "result": result, "was_cancelled": cancelled,
            "ground_truth": False, "created_at": created, "updated_at": updated or created, "draft_created_at": None,
            "lead_time": 12.5, "prediction": {}, "result_count": len(result), "unique_id": f"u{annotation_id}",
            "import_id": None, "last_action": None, "bulk_created": False, "task": task_id, "project": 3,
            "updated_by": user, "parent_prediction": None, "parent_annotation": None, "last_created_by": None}


def ls_task(task_id: int, queued: dict, annotations: list[dict]) -> dict:
    """A task of the full JSON export: what the queue put in (`data`), Label Studio's own fields, annotations."""
    return {"id": task_id, "annotations": annotations, "file_upload": "intent.json", "drafts": [], "predictions": [
        task_id + 1000], "data": queued["data"], "meta": {}, "created_at": "2025-02-01T09:00:00.000000Z",
        "updated_at": "2025-03-05T09:00:00.000000Z", "inner_id": task_id, "total_annotations": len(annotations),
        "cancelled_annotations": sum(a["was_cancelled"] for a in annotations), "total_predictions": 1,
        "comment_count": 0, "unresolved_comment_count": 0, "last_comment_updated_at": None, "project": 3,
        "updated_by": None, "comment_authors": []}


def queued_intent(query: str, language: str | None = "en") -> dict:
    return intent_task(query=query, language=language, predicted_intent="operation", confidence=0.4,
                       intent_version="1")


def queued_evidence(chunk_id: str, chunk_text: str, as_of: str | None, source_path: str | None) -> dict:
    return evidence_task(query="Which fee applies to an on-site warranty visit?", language="en", as_of=as_of,
                         chunk_id=chunk_id, chunk_text=chunk_text, source_path=source_path, title=None,
                         predicted_choice="irrelevant", confidence=0.5, dcee_version="1")


def intent_project() -> list[dict]:
    t = "2025-03-0{}T10:00:00.{}Z"
    return [
        ls_task(1, queued_intent("How do I clear E42 on the HX-200?"),
                [ls_annotation(11, 1, 3, "intent", ["fault"], t.format(1, "100000"))]),
        # Relabelled by a second annotator: the newer annotation wins in every format.
        ls_task(2, queued_intent("How did the MTBF of KT compressors change since 2021?"),
                [ls_annotation(21, 2, 3, "intent", ["comparison"], t.format(1, "200000")),
                 ls_annotation(22, 2, 4, "intent", ["trend"], t.format(2, "200000"))]),
        ls_task(3, queued_intent("Skipped by the annotator?"),
                [ls_annotation(31, 3, 3, "intent", None, t.format(1, "300000"), cancelled=True)]),
        ls_task(4, queued_intent("Nobody got to this one?"), []),
        ls_task(5, queued_intent("What does the warranty visit cost?"),
                [ls_annotation(51, 5, 3, "intent", ["billing"], t.format(1, "500000"))]),  # not an intent
        # Created first but edited last: updated_at decides, although the converter orders rows by created_at.
        ls_task(6, queued_intent("KT-100和KT-220怎么选，\"噪音\"差多少？", language="zh"),
                [ls_annotation(61, 6, 5, "intent", ["comparison"], t.format(1, "600000"), t.format(4, "600000")),
                 ls_annotation(62, 6, 3, "intent", ["operation"], t.format(2, "600000"))]),
        ls_task(7, queued_intent("Which two intents is this?"),
                [ls_annotation(71, 7, 3, "intent", ["fault", "trend"], t.format(1, "700000"))]),
    ]


def evidence_project() -> list[dict]:
    t = "2025-03-0{}T11:00:00.000000Z"
    return [
        ls_task(201, queued_evidence("c-7", "Each visit costs USD 120,\nunless booked \"late\".", "2024-06-01",
                                     "wechat/booking.pdf"),
                [ls_annotation(301, 201, 3, "evidence", ["relevant_outdated"], t.format(1))]),
        ls_task(202, queued_evidence("c-8", "The call-out fee is $145.", None, None),
                [ls_annotation(302, 202, 3, "evidence", ["irrelevant"], t.format(1)),
                 ls_annotation(303, 202, 4, "evidence", ["relevant_current"], t.format(3))]),
    ]


def converted_exports(tmp_path: Path, tasks: list[dict], config: str, name: str) -> dict[str, Path]:
    """The full JSON export, and the JSON-MIN and CSV exports Label Studio's own converter makes of it."""
    from label_studio_converter import Converter

    folder = tmp_path / name
    folder.mkdir()
    full = folder / "export.json"
    full.write_text(json.dumps(tasks, indent=2, ensure_ascii=False), encoding="utf-8")
    converter = Converter(config=config, project_dir=str(folder), download_resources=False)
    converter.convert_to_json_min(str(full), str(folder / "min"), is_dir=False)
    converter.convert_to_csv(str(full), str(folder / "csv"), is_dir=False, sep=",")
    return {"JSON": full, "JSON-MIN": folder / "min" / "result.json", "CSV": folder / "csv" / "result.csv"}


def imported_rows(tmp_path: Path, export: Path, name: str):
    paths = DataPaths(tmp_path / f"data-{name}")
    report = import_labels(export, paths)
    rows = load_labels(paths).drop(columns=["source", "imported_at"]).sort_values("label_id").to_dict("records")
    return report, rows


def test_json_json_min_and_csv_exports_of_the_same_annotations_import_the_same_labels(tmp_path: Path):
    from models.labels.label_studio import EVIDENCE_CONFIG_XML, INTENT_CONFIG_XML

    for project, config, expected in [
        (intent_project(), INTENT_CONFIG_XML, {
            "How do I clear E42 on the HX-200?": ("fault", "3", "1"),
            "How did the MTBF of KT compressors change since 2021?": ("trend", "4", "2"),
            "KT-100和KT-220怎么选，\"噪音\"差多少？": ("comparison", "5", "6"),
        }),
        (evidence_project(), EVIDENCE_CONFIG_XML, {"c-7": ("relevant_outdated", "3", "201"),
                                                   "c-8": ("relevant_current", "4", "202")}),
    ]:
        kind = project[0]["data"]["kind"]
        exports = converted_exports(tmp_path, project, config, kind)
        assert json.loads(exports["JSON-MIN"].read_text())[0]["id"] == project[0]["id"]  # flat rows, not tasks
        results = {fmt: imported_rows(tmp_path, path, f"{kind}-{fmt}") for fmt, path in exports.items()}

        reports = {fmt: report for fmt, (report, _) in results.items()}
        assert {fmt: report.format for fmt, report in reports.items()} == {fmt: fmt for fmt in exports}
        rows = results["JSON"][1]
        assert rows == results["JSON-MIN"][1] == results["CSV"][1]
        key = "query" if kind == "intent" else "chunk_id"
        assert {row[key]: (row["label"], row["annotator"], row["task_id"]) for row in rows} == expected
        assert {fmt: report.accepted for fmt, report in reports.items()} == {fmt: len(expected) for fmt in exports}
        if kind == "intent":
            for report in reports.values():  # the same tasks rejected for the same reasons, in file order
                assert [item["reason"] for item in report.rejected] == [
                    "'intent' choice 'billing' is not one of ('operation', 'comparison', 'trend', 'fault')",
                    "annotation has 2 'intent' choices ['fault', 'trend']; exactly one is allowed"]
            # The skipped-only task is left out of the flat exports by the converter; the unannotated one is a row.
            assert (reports["JSON"].unlabelled, reports["JSON-MIN"].unlabelled, reports["CSV"].unlabelled) == (2, 1, 1)
            assert reports["JSON-MIN"].rows == reports["CSV"].rows == 8  # one row per annotation: task 2 and 6 twice
            assert [item["line"] for item in reports["CSV"].rejected] == [6, 9]  # the CSV line of each row
    evidence = results["CSV"][1]
    assert evidence[0]["chunk_text"] == "Each visit costs USD 120,\nunless booked \"late\"."  # a quoted CSV cell
    assert evidence[1]["as_of"] is None and evidence[1]["source_path"] is None  # empty CSV cells are nulls


def test_the_format_is_told_by_content_and_a_csv_name(tmp_path: Path):
    from models.labels.label_studio import INTENT_CONFIG_XML

    exports = converted_exports(tmp_path, intent_project(), INTENT_CONFIG_XML, "intent")
    csv_text = exports["CSV"].read_text(encoding="utf-8")
    renamed = tmp_path / "project-3-at-2025-03-05.txt"  # the header line is enough: a CSV by content
    renamed.write_text(csv_text, encoding="utf-8")
    assert import_labels(renamed, DataPaths(tmp_path / "a")).format == "CSV"
    one_column = tmp_path / "one-column.csv"  # a single column has no comma: the .csv name tells it
    one_column.write_text("intent\nfault\n", encoding="utf-8")
    with pytest.raises(ValueError, match="read as CSV: 1 rows"):
        import_labels(one_column, DataPaths(tmp_path / "b"))
    min_rows = json.loads(exports["JSON-MIN"].read_text(encoding="utf-8"))
    jsonl = tmp_path / "min.jsonl"
    jsonl.write_text("\n".join(json.dumps(row, ensure_ascii=False) for row in min_rows) + "\n", encoding="utf-8")
    report = import_labels(jsonl, DataPaths(tmp_path / "c"))
    assert (report.format, report.accepted) == ("JSONL (JSON-MIN rows)", 3)
    single = tmp_path / "one-task.json"
    single.write_text(json.dumps(intent_project()[0], indent=2), encoding="utf-8")
    assert import_labels(single, DataPaths(tmp_path / "d")).format == "JSON"


def json_min_rows(count: int, labelled: bool) -> list[dict]:
    rows = []
    for number in range(1, count + 1):
        row = {"kind": "intent", "query": f"How do I reset fault E{number:02d}?", "language": "en", "id": number}
        if labelled:
            row["intent"] = "fault"
        rows.append({**row, "annotator": 3 if labelled else None, "annotation_id": number if labelled else None,
                     "created_at": "2025-03-01T10:00:00.000000Z" if labelled else None,
                     "updated_at": "2025-03-01T10:00:00.000000Z" if labelled else None,
                     "lead_time": 3.2 if labelled else None})
    return rows


def test_the_json_min_export_users_sent_imports_every_row(tmp_path: Path, paths: DataPaths):
    export = tmp_path / "project-3-at-2025-03-05-10-00-json-min.json"
    export.write_text(json.dumps(json_min_rows(31, labelled=True), indent=2), encoding="utf-8")

    report = import_labels(export, paths)

    assert (report.format, report.rows, report.accepted, report.unlabelled, report.rejected) == (
        "JSON-MIN", 31, 31, 0, [])
    labels = load_labels(paths)
    assert len(labels) == 31 and set(labels["label"]) == {"fault"} and set(labels["annotator"]) == {"3"}


@pytest.mark.parametrize("name, content, expected", [
    # A project whose config does not use our control names: every row looks unlabelled.
    ("min.json", json.dumps(json_min_rows(31, labelled=False)),
     ["read as JSON-MIN: 31 rows, 31 unlabelled, 0 rejected", "keys seen: annotation_id, annotator, created_at, id, "
      "kind, language, lead_time, query, updated_at", "no row has an 'evidence' or 'intent' choice"]),
    ("export.json", "[\n" + json.dumps(evidence("c-1", "maybe")) + ",\n" + json.dumps(intent("q", "billing")) + "\n]",
     ["read as JSON: 2 tasks, 0 unlabelled, 2 rejected", "'evidence' choice 'maybe' is not one of",
      "(line 2)", "'intent' choice 'billing'", "(line 3)", "data.chunk_id"]),
    ("export.json", "[\n" + ",\n".join(json.dumps(intent(f"q{n}", "billing")) for n in range(7)) + "\n]",
     ["7 rejected", "rejected: 'intent' choice 'billing' is not one of ('operation', 'comparison', 'trend', 'fault') "
      "(lines 2, 3, 4, 5, 6 … (7 rows)); keys seen"]),
    ("export.json", json.dumps([dict(evidence("c-1", "irrelevant"), annotations=[])]),
     ["read as JSON: 1 tasks, 1 unlabelled, 0 rejected",
      "no task has a submitted annotation with an 'evidence' or 'intent' choice"]),
    ("export.csv", 'id,kind,query,intent\n1,intent,"How, then?",\n', ["read as CSV: 1 rows, 1 unlabelled"]),
])
def test_an_export_without_a_usable_label_raises_and_writes_nothing(tmp_path: Path, paths: DataPaths, name, content,
                                                                    expected):
    from tasks.labels.store import NothingToImport

    export = tmp_path / name
    export.write_text(content, encoding="utf-8")

    with pytest.raises(NothingToImport) as raised:
        import_labels(export, paths)

    message = str(raised.value)
    for part in expected:
        assert part in message
    assert "is unchanged" in message and isinstance(raised.value, ValueError)
    assert raised.value.report.accepted == 0
    assert not paths.labels_dir.exists()  # nothing written, not even an empty store


def test_cli_exits_one_when_nothing_was_imported(tmp_path: Path, paths: DataPaths, capsys):
    export = tmp_path / "min.json"
    export.write_text(json.dumps(json_min_rows(31, labelled=False)), encoding="utf-8")

    assert main(["--data-root", str(paths.root), "labels", "import", str(export)]) == 1

    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1  # one message
    assert captured.err.startswith(f"ragops labels: {export}: no label to import (read as JSON-MIN: 31 rows, "
                                   "31 unlabelled, 0 rejected)")
    assert not paths.label_store.exists()


def test_csv_rows_with_the_wrong_number_of_cells_are_rejected_by_line(tmp_path: Path, paths: DataPaths):
    export = tmp_path / "export.csv"
    export.write_text('id,kind,query,intent\n1,intent,"first\nquestion?",fault\n2,intent,q2\n3,intent,q3,trend\n',
                      encoding="utf-8")
    report = import_labels(export, paths)
    assert (report.accepted, [item["line"] for item in report.rejected]) == (2, [4])
    assert "3 cells, the header 4" in report.rejected[0]["reason"]
    assert sorted(load_labels(paths)["query"]) == ["first\nquestion?", "q3"]

    broken = tmp_path / "broken.csv"
    broken.write_text('id,kind,query,intent\n1,intent,"never closed,fault\n', encoding="utf-8")
    with pytest.raises(ValueError, match="not a readable CSV export"):
        import_labels(broken, DataPaths(tmp_path / "other"))


def test_in_the_dag_an_export_without_labels_fails_without_retries(tmp_path: Path, paths: DataPaths):
    """dags/import_labels.py wraps the import in failing_fast: NothingToImport (a ValueError) becomes
    AirflowFailException, which Airflow does not retry."""
    from airflow.sdk.exceptions import AirflowFailException

    from dags._common import failing_fast

    export = tmp_path / "min.json"
    export.write_text(json.dumps(json_min_rows(3, labelled=False)), encoding="utf-8")
    with pytest.raises(AirflowFailException, match=r"NothingToImport: .*no label to import"):
        with failing_fast():
            import_labels(export, paths)
    assert not paths.labels_dir.exists()
