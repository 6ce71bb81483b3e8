import json
import xml.etree.ElementTree as ET

import pytest

from models.labels.label_studio import (
    EVIDENCE_CHOICES,
    EVIDENCE_CONFIG_XML,
    INTENT_CONFIG_XML,
    LABEL_COLUMNS,
    evidence_targets,
    evidence_task,
    export_container,
    flat_row_task,
    format_name,
    intent_task,
    iter_export,
    label_id,
    latest_annotation,
    merge_flat_rows,
    parse_task,
)
from models.retrieval.routing import INTENTS

SOURCE = "label_studio:export.json"
IMPORTED_AT = "2025-03-01T12:00:00+00:00"


def choice_result(from_name, to_name, *choices):
    return [{"from_name": from_name, "to_name": to_name, "type": "choices", "value": {"choices": list(choices)}}]


def annotation(from_name, *choices, cancelled=False, updated_at=None, completed_by=1):
    to_name = "chunk_text" if from_name == "evidence" else "query"
    found = {"result": choice_result(from_name, to_name, *choices), "was_cancelled": cancelled,
             "completed_by": completed_by}
    if updated_at:
        found["updated_at"] = updated_at
    return found


def exported_evidence(*annotations, **data):
    fields = {"kind": "evidence", "query": "What is the filing fee?", "language": "en", "as_of": "2024-06-01",
              "chunk_id": "c-1", "chunk_text": "The fee is 30 EUR.", "source_path": "policy/fees.pdf",
              "title": "Fees"}
    fields.update(data)
    return {"id": 7, "data": fields, "annotations": list(annotations)}


def exported_intent(*annotations, query="How do I reset the KT-220?"):
    return {"id": 8, "data": {"kind": "intent", "query": query, "language": "en"}, "annotations": list(annotations)}


# ---------------------------------------------------------------- queue tasks and configs


def test_evidence_task_has_the_import_format_and_the_prediction():
    task = evidence_task(query="q", language="en", as_of="2024-06-01", chunk_id="c-1", chunk_text="text",
                         source_path="a.pdf", title="A", predicted_choice="relevant_outdated", confidence=0.42,
                         dcee_version="3")
    assert task["data"] == {"kind": "evidence", "query": "q", "language": "en", "as_of": "2024-06-01",
                            "chunk_id": "c-1", "chunk_text": "text", "source_path": "a.pdf", "title": "A"}
    assert task["predictions"] == [{
        "model_version": "dcee/3", "score": 0.42,
        "result": choice_result("evidence", "chunk_text", "relevant_outdated"),
    }]
    json.dumps(task, allow_nan=False)  # Label Studio imports plain JSON


def test_intent_task_has_the_import_format_and_the_prediction():
    task = intent_task(query="q", language="zh", predicted_intent="trend", confidence=0.6, intent_version="2")
    assert task == {"data": {"kind": "intent", "query": "q", "language": "zh"},
                    "predictions": [{"model_version": "t3d_intent/2", "score": 0.6,
                                     "result": choice_result("intent", "query", "trend")}]}


@pytest.mark.parametrize("changes", [
    {"predicted_choice": "relevant"},
    {"query": "  "},
    {"chunk_id": ""},
    {"confidence": float("nan")},
    {"confidence": 1.5},
])
def test_evidence_task_rejects_bad_input(changes):
    arguments = dict(query="q", language="en", as_of=None, chunk_id="c", chunk_text="t", source_path=None,
                     title=None, predicted_choice="irrelevant", confidence=0.5, dcee_version="1")
    arguments.update(changes)
    with pytest.raises(ValueError):
        evidence_task(**arguments)


def test_intent_task_rejects_an_unknown_intent():
    with pytest.raises(ValueError, match="predicted_intent"):
        intent_task(query="q", language="en", predicted_intent="billing", confidence=0.5, intent_version="1")


def test_a_task_round_trips_through_the_parser_once_labelled():
    task = evidence_task(query="q", language="en", as_of="2024-06-01", chunk_id="c-1", chunk_text="text",
                         source_path="a.pdf", title="A", predicted_choice="irrelevant", confidence=0.3,
                         dcee_version="3")
    task["annotations"] = [annotation("evidence", "relevant_current")]
    row = parse_task(task, SOURCE, IMPORTED_AT)
    assert row["label"] == "relevant_current" and row["chunk_id"] == "c-1" and row["as_of"] == "2024-06-01"


def config_tags(xml_text):
    root = ET.fromstring(xml_text)
    return root, {element.get("name"): element for element in root.iter() if element.get("name")}


def test_evidence_config_names_line_up_with_the_tasks():
    root, named = config_tags(EVIDENCE_CONFIG_XML)
    assert root.tag == "View"
    choices = named["evidence"]
    assert choices.tag == "Choices" and choices.get("toName") == "chunk_text"
    assert [choice.get("value") for choice in choices] == list(EVIDENCE_CHOICES)
    assert named["chunk_text"].tag == "Text" and named["chunk_text"].get("value") == "$chunk_text"
    assert named["query"].get("value") == "$query"  # the query is shown beside the chunk


def test_intent_config_names_line_up_with_the_tasks():
    _, named = config_tags(INTENT_CONFIG_XML)
    choices = named["intent"]
    assert choices.tag == "Choices" and choices.get("toName") == "query"
    assert [choice.get("value") for choice in choices] == list(INTENTS)
    assert named["query"].tag == "Text" and named["query"].get("value") == "$query"


@pytest.mark.parametrize("choice, targets", [
    ("relevant_current", (True, True)),
    ("relevant_outdated", (True, False)),
    ("irrelevant", (False, None)),
])
def test_evidence_targets(choice, targets):
    assert evidence_targets(choice) == targets


def test_evidence_targets_rejects_an_unknown_choice():
    with pytest.raises(ValueError):
        evidence_targets("relevant")


# ---------------------------------------------------------------- label ids and annotation choice


def test_label_id_is_16_hex_of_the_sha256_key():
    import hashlib

    expected = hashlib.sha256(b"evidence|q|c-1|2024-06-01").hexdigest()[:16]
    assert label_id("evidence", "q", "c-1", "2024-06-01") == expected
    assert label_id("intent", "q", None, None) == hashlib.sha256(b"intent|q||").hexdigest()[:16]
    assert label_id("evidence", "q", "c-1", "2024-06-02") != expected


def test_latest_annotation_prefers_the_newest_non_cancelled():
    old = annotation("intent", "trend", updated_at="2025-01-02T00:00:00Z")
    new = annotation("intent", "fault", updated_at="2025-01-03T00:00:00Z")
    cancelled = annotation("intent", "comparison", cancelled=True, updated_at="2025-02-01T00:00:00Z")
    assert latest_annotation([new, old, cancelled]) is new


def test_latest_annotation_falls_back_to_list_order_without_timestamps():
    first, second = annotation("intent", "trend"), annotation("intent", "fault")
    assert latest_annotation([first, second]) is second
    assert latest_annotation([annotation("intent", "trend", cancelled=True)]) is None
    assert latest_annotation([{"result": [], "was_cancelled": False}]) is None


# ---------------------------------------------------------------- parse_task


def test_parse_an_evidence_task():
    row = parse_task(exported_evidence(annotation("evidence", "relevant_outdated", completed_by=4)), SOURCE,
                     IMPORTED_AT)
    assert tuple(row) == LABEL_COLUMNS
    assert row == {
        "label_id": label_id("evidence", "What is the filing fee?", "c-1", "2024-06-01"),
        "kind": "evidence", "query": "What is the filing fee?", "language": "en", "as_of": "2024-06-01",
        "chunk_id": "c-1", "chunk_text": "The fee is 30 EUR.", "source_path": "policy/fees.pdf",
        "label": "relevant_outdated", "weight": 1.0, "source": SOURCE, "task_id": "7", "annotator": "4",
        "imported_at": IMPORTED_AT,
    }


def test_parse_an_intent_task_ignores_chunk_and_date():
    task = exported_intent(annotation("intent", "operation"))
    task["data"]["as_of"] = "2024-01-01"  # an intent belongs to the query alone
    row = parse_task(task, SOURCE, IMPORTED_AT)
    assert row["label"] == "operation" and row["chunk_id"] is None and row["as_of"] is None
    assert row["label_id"] == label_id("intent", "How do I reset the KT-220?", None, None)


def test_the_newest_annotation_decides():
    task = exported_intent(annotation("intent", "fault", updated_at="2025-01-05T10:00:00.5Z"),
                           annotation("intent", "trend", updated_at="2025-01-04T10:00:00Z"))
    assert parse_task(task, SOURCE, IMPORTED_AT)["label"] == "fault"


@pytest.mark.parametrize("annotations", [
    [],
    [annotation("evidence", "irrelevant", cancelled=True)],
])
def test_a_task_without_a_usable_annotation_is_unlabelled(annotations):
    assert parse_task(exported_evidence(*annotations), SOURCE, IMPORTED_AT) is None
    assert parse_task({"data": {"kind": "intent", "query": "q"}}, SOURCE, IMPORTED_AT) is None
    # Nothing to import, so nothing lost: an unlabelled task is not checked further.
    assert parse_task({"data": {"kind": "summary"}, "annotations": annotations}, SOURCE, IMPORTED_AT) is None


@pytest.mark.parametrize("task, reason", [
    ([1, 2], "JSON object"),
    ({"annotations": [annotation("intent", "trend")]}, "no 'data'"),
    ({"data": {"kind": "intent", "query": "q"}, "annotations": {"result": []}}, "must be a list"),
    (exported_evidence(annotation("evidence", "irrelevant"), kind="summary"), "unknown kind"),
    (exported_evidence(annotation("evidence", "irrelevant"), query="  "), "query is empty"),
    (exported_evidence(annotation("evidence", "irrelevant"), chunk_id=None), "no chunk_id"),
    (exported_evidence(annotation("evidence", "relevant")), "not one of"),
    (exported_evidence(annotation("evidence", "irrelevant", "relevant_current")), "exactly one"),
    (exported_evidence(annotation("intent", "trend")), "no 'evidence' choice"),
    (exported_intent(annotation("intent", "billing")), "not one of"),
    (exported_evidence(annotation("evidence", "irrelevant"), language="French"), "language"),
    (exported_evidence(annotation("evidence", "irrelevant"), as_of="June 2024"), "as_of"),
])
def test_invalid_tasks_raise_with_a_reason(task, reason):
    with pytest.raises(ValueError, match=reason):
        parse_task(task, SOURCE, IMPORTED_AT)


# ---------------------------------------------------------------- iter_export


def labelled_intent(query):
    return exported_intent(annotation("intent", "trend"), query=query)


def test_json_array_elements_carry_the_line_they_start_on():
    text = json.dumps([labelled_intent("a"), labelled_intent("b"), labelled_intent("c")], indent=2)
    starts = [number for number, line in enumerate(text.split("\n"), start=1) if line == "  {"]
    found = list(iter_export(text))
    assert [line for line, _ in found] == starts
    assert [task["data"]["query"] for _, task in found] == ["a", "b", "c"]


def test_a_bad_array_element_is_reported_and_the_rest_still_parse():
    text = "[\n" + json.dumps(labelled_intent("a")) + ",\n" + '{"data": {"kind": "intent",}}' + ",\n" + \
        "42,\n" + json.dumps(labelled_intent("d")) + "\n]\n"
    found = list(iter_export(text))
    assert [line for line, _ in found] == [2, 3, 4, 5]
    assert isinstance(found[1][1], ValueError) and "line 3" in str(found[1][1])
    assert isinstance(found[2][1], ValueError) and "JSON object" in str(found[2][1])
    assert found[3][1]["data"]["query"] == "d"


def test_jsonl_lines_are_independent():
    text = json.dumps(labelled_intent("a")) + "\n\n{broken\n" + json.dumps(labelled_intent("d")) + "\n"
    found = list(iter_export(text))
    assert [line for line, _ in found] == [1, 3, 4]
    assert isinstance(found[1][1], ValueError)
    assert found[2][1]["data"]["query"] == "d"


def test_empty_array_and_a_single_object():
    assert list(iter_export(" [ ] ")) == []
    pretty = json.dumps(labelled_intent("a"), indent=2)
    assert [(line, task["data"]["query"]) for line, task in iter_export("\n" + pretty)] == [(2, "a")]


@pytest.mark.parametrize("text, where", [
    ("", "empty"),
    ("[\n" + json.dumps(labelled_intent("a")) + ",\n{\"data\": {", "line 3 column 1"),  # truncated
    ("[\n{}\n", "closing"),
    ('[{"data": "unterminated}]', "line 1 column 11"),
    ("[{}]\ntrailing", "line 2 column 1"),
    ("query,label\nq,trend\n", "line 1 column 1"),
])
def test_an_unreadable_export_raises_naming_where(text, where):
    with pytest.raises(ValueError, match=where):
        list(iter_export(text))


# ---------------------------------------------------------------- flat exports (JSON-MIN, CSV)


def min_row(task_id, choice, annotator=3, created="2025-03-01T10:00:00Z", updated=None, query="How do I reset E42?"):
    """A JSON-MIN row as Label Studio's converter writes it: data fields, then the annotation's."""
    row = {"kind": "intent", "query": query, "language": "en", "id": task_id}
    if choice is not None:
        row["intent"] = choice
    return {**row, "annotator": annotator, "annotation_id": None if task_id is None else task_id * 10, "created_at": created,
            "updated_at": updated or created, "lead_time": 2.5}


def test_a_json_min_row_becomes_a_task_of_the_full_shape():
    task = flat_row_task(min_row(7, "fault", annotator=4))
    assert task["id"] == 7 and task["data"] == {"kind": "intent", "query": "How do I reset E42?", "language": "en"}
    row = parse_task(task, SOURCE, IMPORTED_AT)
    assert (row["label"], row["annotator"], row["task_id"]) == ("fault", "4", "7")
    full = parse_task(exported_intent(annotation("intent", "fault", completed_by=4), query="How do I reset E42?"),
                      SOURCE, IMPORTED_AT)
    assert {k: v for k, v in row.items() if k != "task_id"} == {k: v for k, v in full.items() if k != "task_id"}


@pytest.mark.parametrize("value, text_cells, reason", [
    ({"choices": ["fault", "trend"]}, False, "2 'intent' choices"),  # several choices in one result item
    (["fault", "trend"], False, "2 'intent' choices"),  # two result items for the tag
    ('{"choices": ["fault", "trend"]}', True, "2 'intent' choices"),  # the same, as a CSV cell holds it
    ({"text": ["a note"]}, False, "no choices list"),
    ("billing", False, "not one of"),
])
def test_flat_values_that_are_not_one_allowed_choice_are_rejected(value, text_cells, reason):
    task = flat_row_task(dict(min_row(1, None), intent=value), text_cells=text_cells)
    with pytest.raises(ValueError, match=reason):
        parse_task(task, SOURCE, IMPORTED_AT)


@pytest.mark.parametrize("value", [None, "", []])
def test_a_flat_row_without_a_choice_is_unlabelled(value):
    row = min_row(1, None, annotator=None, created=None)
    row["intent"] = value
    assert parse_task(flat_row_task(row, text_cells=True), SOURCE, IMPORTED_AT) is None


def test_csv_cells_only_decode_a_control_value_that_is_json():
    row = {"id": "3", "kind": "intent", "query": "[draft] {x} how?", "language": "", "intent": "[not json"}
    task = flat_row_task(row, text_cells=True)
    assert task["data"]["query"] == "[draft] {x} how?"  # data stays text
    assert task["annotations"][0]["result"][0]["value"] == {"choices": ["[not json"]}
    # A data field renamed by the converter because it collides with a control tag's name gets its name back.
    assert flat_row_task({"_data_intent": "given", "intent": "fault"})["data"] == {"intent": "given"}


def test_rows_of_one_task_merge_to_its_latest_annotation_and_keep_that_rows_line():
    items = [
        (2, min_row(1, "trend", created="2025-03-02T10:00:00Z")),   # newest first, as the converter orders them
        (3, min_row(1, "comparison", created="2025-03-01T10:00:00Z")),
        (4, min_row(2, "fault", created="2025-03-01T10:00:00Z", updated="2025-03-09T10:00:00Z")),
        (5, min_row(2, "operation", created="2025-03-05T10:00:00Z")),  # created later, but the other was edited later
        (6, ValueError("invalid JSON")),
        (7, {"data": {"kind": "intent", "query": "full"}, "annotations": []}),
        (8, {key: value for key, value in min_row(None, "fault").items() if key != "id"}),  # a task of its own
    ]
    merged, shapes = merge_flat_rows(items)
    assert shapes == {"full": 1, "flat": 5}
    assert [line for line, _ in merged] == [2, 4, 6, 7, 8]
    assert [parse_task(task, SOURCE, IMPORTED_AT)["label"] for _, task in (merged[0], merged[1], merged[4])] == [
        "trend", "fault", "fault"]
    assert isinstance(merged[2][1], ValueError)
    # Without timestamps the file order stands for the annotation list, as latest_annotation reads a full task.
    undated = [(1, min_row(5, "trend", created=None)), (2, min_row(5, "fault", created=None))]
    assert merge_flat_rows(undated)[0][0][0] == 2
    # CSV ids are text: "5" and 5 are the same task.
    assert len(merge_flat_rows([(1, min_row(5, "trend")), (2, dict(min_row(5, "trend"), id="5"))])[0]) == 1


@pytest.mark.parametrize("text, name, container", [
    ('[{"id": 1}]', "export.json", "array"),
    ('\ufeff  [ ]', "export.csv", "array"),  # the content decides before the name
    ('{"id": 1,\n "data": {}}', "export.json", "object"),
    ('{"id": 1}\n{"id": 2}\n', "export.json", "jsonl"),
    ('{broken\n{"id": 2}\n', "export.jsonl", "jsonl"),
    ('"annotation_id","annotator","id","intent"\n', "result", "csv"),
    ("intent\nfault\n", "result.CSV", "csv"),
    ("intent\nfault\n", "result.txt", "jsonl"),  # one column, no .csv: not taken for CSV (iter_export says why)
])
def test_export_container(text, name, container):
    assert export_container(text, name) == container


@pytest.mark.parametrize("container, shapes, name", [
    ("array", {"full": 3, "flat": 0}, "JSON"),
    ("array", {"full": 0, "flat": 0}, "JSON"),
    ("array", {"full": 0, "flat": 3}, "JSON-MIN"),
    ("object", {"full": 1, "flat": 0}, "JSON"),
    ("jsonl", {"full": 2, "flat": 0}, "JSONL"),
    ("jsonl", {"full": 0, "flat": 2}, "JSONL (JSON-MIN rows)"),
    ("array", {"full": 1, "flat": 1}, "JSON (full tasks and JSON-MIN rows)"),
    ("csv", {"full": 0, "flat": 4}, "CSV"),
])
def test_format_name(container, shapes, name):
    assert format_name(container, shapes) == name
