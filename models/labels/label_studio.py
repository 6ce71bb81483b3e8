"""Label Studio round trip for active learning (docs/design.md#active-learning): queue tasks out, labelled exports back
in as label rows.

Pure: no file or network IO and no clock. tasks/labels/store.py reads the export file, passes the text here, and
merges the rows into the label store; the training stages build the queue tasks with the builders below.

Two kinds of label:
- evidence: is this chunk good evidence for this query as of the query's date? One of EVIDENCE_CHOICES.
  "relevant_outdated" is the DCEE's reason to exist: the chunk answers the question but a newer version
  supersedes it. The semantic head learns `choice != "irrelevant"`, the temporal head learns
  `choice == "relevant_current"` on relevant rows only (evidence_targets).
- intent: which T3D intent a query is (models.retrieval.routing.INTENTS).

Export formats (Label Studio's Export dialog): JSON (full tasks, `data` + `annotations`), JSONL (the same, one task a
line), and the flat ones, JSON-MIN and CSV, which Label Studio's converter (label_studio_sdk.converter,
convert_to_json_min / convert_to_csv) writes as one row per non-skipped annotation, newest first: the task's data
fields at the top level, `id`, `annotator`, `annotation_id`, `created_at`, `updated_at`, `lead_time`, and each
control tag's from_name as a key (one choice as a string, several as {"choices": [...]}; CSV cells hold strings,
lists and objects as JSON). flat_row_task turns a row back into a task of the full shape and merge_flat_rows keeps
one per task, so that the same annotations give the same label rows in every format.

Why validate here rather than trust the export: exports are edited by people and tools, and one bad row
must be rejected with a reason and its line number without losing the rows around it.
"""

from __future__ import annotations

import bisect
import hashlib
import json
import math
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from datetime import UTC, date, datetime
from typing import Any

from models.vocabulary import INTENTS

EVIDENCE_CHOICES: tuple[str, ...] = ("relevant_current", "relevant_outdated", "irrelevant")
LABEL_KINDS: tuple[str, ...] = ("evidence", "intent")
# Any ISO 639-1 code (models.documents.metadata.detect_language gives one of params.yaml ingest.languages).
_ISO_639_1 = re.compile(r"[a-z]{2}")

# The label store's columns, in order (tasks/labels/store.py writes exactly these).
LABEL_COLUMNS: tuple[str, ...] = (
    "label_id", "kind", "query", "language", "as_of", "chunk_id", "chunk_text", "source_path", "label",
    "weight", "source", "task_id", "annotator", "imported_at",
)

# Control and object tag names in the labeling configs; an export's result items point at them.
EVIDENCE_FROM_NAME, EVIDENCE_TO_NAME = "evidence", "chunk_text"
INTENT_FROM_NAME, INTENT_TO_NAME = "intent", "query"
CONTROL_TAGS: dict[str, str] = {EVIDENCE_FROM_NAME: EVIDENCE_TO_NAME, INTENT_FROM_NAME: INTENT_TO_NAME}

# A human label counts fully; serving feedback is weighted by credibility (models.labels.feedback_weight).
LABEL_STUDIO_WEIGHT = 1.0

_EVIDENCE_HINTS = {
    "relevant_current": "answers the query and is the version in force at the query's date",
    "relevant_outdated": "answers the query but a newer version supersedes it at the query's date",
    "irrelevant": "does not answer the query",
}


# ---------------------------------------------------------------- labeling configs


def _choices_xml(choices: Sequence[str], hints: Mapping[str, str] | None = None) -> str:
    lines = []
    for choice in choices:
        hint = f' hint="{hints[choice]}"' if hints and choice in hints else ""
        lines.append(f'    <Choice value="{choice}"{hint}/>')
    return "\n".join(lines)


# The query and its as-of date are shown above the chunk: "outdated" only means something relative to a date.
EVIDENCE_CONFIG_XML = f"""<View>
  <Header value="Query"/>
  <Text name="query" value="$query"/>
  <Header value="As of (query date)"/>
  <Text name="as_of" value="$as_of"/>
  <Header value="Evidence chunk"/>
  <Text name="source_path" value="$source_path"/>
  <Text name="{EVIDENCE_TO_NAME}" value="$chunk_text"/>
  <Choices name="{EVIDENCE_FROM_NAME}" toName="{EVIDENCE_TO_NAME}" choice="single-radio" required="true">
{_choices_xml(EVIDENCE_CHOICES, _EVIDENCE_HINTS)}
  </Choices>
</View>
"""

INTENT_CONFIG_XML = f"""<View>
  <Header value="Query"/>
  <Text name="{INTENT_TO_NAME}" value="$query"/>
  <Choices name="{INTENT_FROM_NAME}" toName="{INTENT_TO_NAME}" choice="single-radio" required="true">
{_choices_xml(INTENTS)}
  </Choices>
</View>
"""


# ---------------------------------------------------------------- queue tasks (Label Studio JSON import format)


def _required_text(value: Any, name: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"{name} must be a non-empty string, got {value!r}")
    return value


def _confidence(value: float) -> float:
    score = float(value)
    # NaN would make the queue invalid JSON for Label Studio; out-of-range means the caller passed a logit.
    if not math.isfinite(score) or not 0.0 <= score <= 1.0:
        raise ValueError(f"confidence must be in [0, 1], got {value!r}")
    return score


def _prediction(from_name: str, to_name: str, choice: str, model_version: str, score: float) -> dict[str, Any]:
    return {
        "model_version": model_version,
        "score": score,
        "result": [{"from_name": from_name, "to_name": to_name, "type": "choices", "value": {"choices": [choice]}}],
    }


def evidence_task(
    *,
    query: str,
    language: str | None,
    as_of: str | None,
    chunk_id: str,
    chunk_text: str,
    source_path: str | None,
    title: str | None,
    predicted_choice: str,
    confidence: float,
    dcee_version: str,
) -> dict[str, Any]:
    """One evidence task: the (query, chunk) pair with the DCEE's guess as a pre-annotation.

    `confidence` becomes the prediction score, which Label Studio can sort by (least confident first).
    """
    if predicted_choice not in EVIDENCE_CHOICES:
        raise ValueError(f"predicted_choice must be one of {EVIDENCE_CHOICES}, got {predicted_choice!r}")
    data = {
        "kind": "evidence",
        "query": _required_text(query, "query"),
        "language": language,
        "as_of": as_of,
        "chunk_id": _required_text(chunk_id, "chunk_id"),
        "chunk_text": chunk_text,
        "source_path": source_path,
        "title": title,
    }
    prediction = _prediction(EVIDENCE_FROM_NAME, EVIDENCE_TO_NAME, predicted_choice, f"dcee/{dcee_version}",
                             _confidence(confidence))
    return {"data": data, "predictions": [prediction]}


def intent_task(
    *,
    query: str,
    language: str | None,
    predicted_intent: str,
    confidence: float,
    intent_version: str,
) -> dict[str, Any]:
    """One intent task: the query with the intent classifier's top intent as a pre-annotation."""
    if predicted_intent not in INTENTS:
        raise ValueError(f"predicted_intent must be one of {INTENTS}, got {predicted_intent!r}")
    data = {"kind": "intent", "query": _required_text(query, "query"), "language": language}
    prediction = _prediction(INTENT_FROM_NAME, INTENT_TO_NAME, predicted_intent, f"t3d_intent/{intent_version}",
                             _confidence(confidence))
    return {"data": data, "predictions": [prediction]}


def evidence_targets(choice: str) -> tuple[bool, bool | None]:
    """(semantic target, temporal target) of an evidence choice; temporal is None for irrelevant chunks,
    whose date says nothing about whether they are current evidence."""
    if choice not in EVIDENCE_CHOICES:
        raise ValueError(f"evidence choice must be one of {EVIDENCE_CHOICES}, got {choice!r}")
    relevant = choice != "irrelevant"
    return relevant, (choice == "relevant_current") if relevant else None


# ---------------------------------------------------------------- export tasks -> label rows


def label_id(kind: str, query: str, chunk_id: str | None, as_of: str | None) -> str:
    """Identity of a label: the same question about the same thing, whoever answered it and whenever."""
    key = "|".join((kind, query, chunk_id or "", as_of or ""))
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:16]


def _timestamp(value: Any) -> datetime | None:
    if not isinstance(value, str) or not value.strip():
        return None
    try:
        moment = datetime.fromisoformat(value.strip())
    except ValueError:
        return None
    # Naive and aware timestamps cannot be compared; Label Studio writes UTC.
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def latest_annotation(annotations: Sequence[Any]) -> Mapping[str, Any] | None:
    """The most recent usable annotation: not cancelled (skipped in Label Studio) and with a result.

    Newest by updated_at (else created_at) when every usable annotation has one; otherwise the last in the
    list, which is the order Label Studio appends them in.
    """
    usable = [
        annotation for annotation in annotations
        if isinstance(annotation, Mapping) and not annotation.get("was_cancelled") and annotation.get("result")
    ]
    if not usable:
        return None
    stamps = [_timestamp(a.get("updated_at")) or _timestamp(a.get("created_at")) for a in usable]
    if any(stamp is None for stamp in stamps):
        return usable[-1]
    # Ties go to the later one in the list (max keeps the first maximum, so compare (stamp, position)).
    newest = max(range(len(usable)), key=lambda position: (stamps[position], position))
    return usable[newest]


def _annotation_choice(annotation: Mapping[str, Any], from_name: str, allowed: Sequence[str]) -> str:
    result = annotation.get("result")
    if not isinstance(result, list):
        raise ValueError(f"annotation result must be a list, got {type(result).__name__}")
    choices: list[Any] = []
    for item in result:
        if isinstance(item, Mapping) and item.get("from_name") == from_name and item.get("type", "choices") == "choices":
            value = item.get("value")
            picked = value.get("choices") if isinstance(value, Mapping) else None
            if not isinstance(picked, list):
                raise ValueError(f"'{from_name}' result has no choices list")
            choices.extend(picked)
    if not choices:
        raise ValueError(f"annotation has no '{from_name}' choice")
    if len(choices) > 1:
        raise ValueError(f"annotation has {len(choices)} '{from_name}' choices {choices}; exactly one is allowed")
    choice = choices[0]
    if choice not in allowed:
        raise ValueError(f"'{from_name}' choice {choice!r} is not one of {tuple(allowed)}")
    return choice


def _optional_text(value: Any, name: str) -> str | None:
    if value is None or value == "":
        return None
    if not isinstance(value, str):
        raise ValueError(f"{name} must be a string, got {type(value).__name__}")
    return value


def _language(value: Any) -> str | None:
    language = _optional_text(value, "language")
    if language is not None and not _ISO_639_1.fullmatch(language):
        raise ValueError(f"language must be an ISO 639-1 code (two lower-case letters, e.g. en, zh) or empty, got {language!r}")
    return language


def _as_of(value: Any) -> str | None:
    text = _optional_text(value, "as_of")
    if text is None:
        return None
    try:
        return date.fromisoformat(text.strip()).isoformat()
    except ValueError:
        pass
    try:
        return datetime.fromisoformat(text.strip()).date().isoformat()
    except ValueError:
        raise ValueError(f"as_of must be an ISO date (YYYY-MM-DD), got {text!r}") from None


def _annotator(value: Any) -> str | None:
    # Label Studio writes completed_by as a user id, or as a user object in some export formats.
    if isinstance(value, Mapping):
        value = value.get("email") or value.get("id")
    return None if value is None or value == "" else str(value)


def parse_task(task: Any, source: str, imported_at: str) -> dict[str, Any] | None:
    """One exported task -> a label row (LABEL_COLUMNS), or None when nobody labelled it.

    Raises ValueError with the reason for a labelled task that cannot become a label: not an object, unknown
    kind, empty query, an evidence task without chunk_id, no/several/unknown choices in the latest annotation.
    `source` (e.g. "label_studio:export.json") and `imported_at` (ISO datetime) are the caller's.
    """
    if not isinstance(task, Mapping):
        raise ValueError(f"task must be a JSON object, got {type(task).__name__}")
    # Label Studio 1.x exports "annotations"; exports from before 1.0 called them "completions".
    annotations = task.get("annotations", task.get("completions")) or []
    if not isinstance(annotations, list):
        raise ValueError("task 'annotations' must be a list")
    annotation = latest_annotation(annotations)
    if annotation is None:
        return None  # checked first: a task nobody labelled carries no label to lose, whatever its data
    data = task.get("data")
    if not isinstance(data, Mapping):
        raise ValueError("task has no 'data' object")
    kind = data.get("kind")
    if kind not in LABEL_KINDS:
        raise ValueError(f"unknown kind {kind!r}; expected one of {LABEL_KINDS}")
    query = data.get("query")
    if not isinstance(query, str) or not query.strip():
        raise ValueError("query is empty")
    language = _language(data.get("language"))
    if kind == "evidence":
        chunk_id = data.get("chunk_id")
        if isinstance(chunk_id, int) and not isinstance(chunk_id, bool):
            chunk_id = str(chunk_id)
        if not isinstance(chunk_id, str) or not chunk_id.strip():
            raise ValueError("evidence task has no chunk_id")
        as_of = _as_of(data.get("as_of"))
        chunk_text = _optional_text(data.get("chunk_text"), "chunk_text")
        source_path = _optional_text(data.get("source_path"), "source_path")
        from_name, allowed = EVIDENCE_FROM_NAME, EVIDENCE_CHOICES
    else:
        # An intent is a property of the query alone: no chunk, and no date, so one label per query.
        chunk_id = as_of = chunk_text = source_path = None
        from_name, allowed = INTENT_FROM_NAME, INTENTS
    label = _annotation_choice(annotation, from_name, allowed)
    task_id = task.get("id")
    return {
        "label_id": label_id(kind, query, chunk_id, as_of),
        "kind": kind,
        "query": query,
        "language": language,
        "as_of": as_of,
        "chunk_id": chunk_id,
        "chunk_text": chunk_text,
        "source_path": source_path,
        "label": label,
        "weight": LABEL_STUDIO_WEIGHT,
        "source": source,
        "task_id": None if task_id is None else str(task_id),
        "annotator": _annotator(annotation.get("completed_by")),
        "imported_at": imported_at,
    }


# ---------------------------------------------------------------- export text -> tasks with line numbers

# Strings (with escapes), brackets and commas: all the array scanner needs to find where elements start and
# end. A lone quote is an unterminated string.
_STRUCTURE = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{},]|"', re.DOTALL)


class _Lines:
    """Offset -> (line, column), 1-based, for error messages and element line numbers."""

    def __init__(self, text: str) -> None:
        self.newlines = [match.start() for match in re.finditer("\n", text)]

    def line(self, offset: int) -> int:
        return bisect.bisect_left(self.newlines, offset) + 1

    def column(self, offset: int) -> int:
        line = self.line(offset)
        return offset - (self.newlines[line - 2] + 1 if line > 1 else 0) + 1

    def where(self, offset: int) -> str:
        return f"line {self.line(offset)} column {self.column(offset)}"


def iter_export(text: str) -> Iterator[tuple[int, dict[str, Any] | ValueError]]:
    """(line number, task or the reason it is unusable) for every task in a Label Studio export.

    Accepts a JSON array (the line is where each element starts) or JSONL (one task per line). A bad
    element is yielded as a ValueError and the rest still parse. Raises ValueError, naming the line and
    column, before yielding anything when the text as a whole is not an export: empty, an array whose
    brackets never close or that is followed by other content, or JSONL in which no line is JSON.
    """
    text = text.lstrip("\ufeff")
    stripped = text.lstrip()
    if not stripped:
        raise ValueError("the export is empty")
    lines = _Lines(text)
    start = len(text) - len(stripped)
    if stripped.startswith("["):
        items = _array_items(text, start, lines)
    else:
        items = _jsonl_items(text, start, lines)
    yield from items


def _array_items(text: str, start: int, lines: _Lines) -> list[tuple[int, dict[str, Any] | ValueError]]:
    # Pass 1 finds each element's span by bracket depth outside strings, so that an element that is not
    # valid JSON can be skipped without losing the ones after it; pass 2 decodes each span on its own.
    spans: list[tuple[int, int]] = []
    depth = 0
    segment_start = start + 1
    close = None
    for token in _STRUCTURE.finditer(text, start):
        symbol = token.group()
        if symbol == '"':
            raise ValueError(f"not a readable JSON array: unterminated string starting at {lines.where(token.start())}")
        if symbol in "[{":
            depth += 1
        elif symbol in "]}":
            depth -= 1
            if depth == 0:
                if symbol != "]":
                    raise ValueError(f"not a readable JSON array: unexpected '}}' at {lines.where(token.start())}")
                spans.append((segment_start, token.start()))
                close = token.end()
                break
        elif symbol == "," and depth == 1:
            spans.append((segment_start, token.start()))
            segment_start = token.end()
    if close is None:
        if depth > 1:
            where = lines.where(_skip_space(text, segment_start))
            raise ValueError(f"not a readable JSON array: the element starting at {where} never ends "
                             "(a missing '}' or ']', or a truncated file?)")
        raise ValueError(f"not a readable JSON array: no closing ']' before the end at {lines.where(len(text))}")
    trailing = _skip_space(text, close)
    if trailing < len(text):
        raise ValueError(f"not a readable JSON array: unexpected content after the array at {lines.where(trailing)}")

    decoder = json.JSONDecoder()
    items: list[tuple[int, dict[str, Any] | ValueError]] = []
    for span_start, span_end in spans:
        element = _skip_space(text, span_start)
        if element >= span_end:
            continue  # an empty slot, e.g. a trailing comma: no task in it, nothing lost
        line = lines.line(element)
        try:
            value, end = decoder.raw_decode(text, element)
        except json.JSONDecodeError as err:
            items.append((line, ValueError(f"invalid JSON at line {err.lineno} column {err.colno}: {err.msg}")))
            continue
        extra = _skip_space(text, end)
        if extra < span_end:
            items.append((line, ValueError(f"unexpected content after the task at {lines.where(extra)} "
                                           "(a missing comma?)")))
            continue
        items.append((line, _as_task(value)))
    return items


def _jsonl_items(text: str, start: int, lines: _Lines) -> list[tuple[int, dict[str, Any] | ValueError]]:
    # One pretty-printed task object (not what Label Studio writes, but what a hand-edited file may be).
    try:
        whole = json.loads(text)
    except json.JSONDecodeError:
        whole = None
    if isinstance(whole, dict):
        return [(lines.line(start), whole)]

    items: list[tuple[int, dict[str, Any] | ValueError]] = []
    first_error: str | None = None
    parsed_any = False
    # split("\n"), not splitlines(): JSON strings may hold U+2028 and friends, which splitlines() breaks on.
    for number, raw in enumerate(text.split("\n"), start=1):
        line = raw.rstrip("\r")
        if not line.strip():
            continue
        try:
            value = json.loads(line)
        except json.JSONDecodeError as err:
            reason = f"invalid JSON at column {err.colno}: {err.msg}"
            first_error = first_error or f"line {number} column {err.colno}: {err.msg}"
            items.append((number, ValueError(reason)))
            continue
        parsed_any = True
        items.append((number, _as_task(value)))
    if not parsed_any:
        raise ValueError(f"not a JSON array or JSONL export: {first_error}")
    return items


def _skip_space(text: str, offset: int) -> int:
    while offset < len(text) and text[offset] in " \t\r\n":
        offset += 1
    return offset


def _as_task(value: Any) -> dict[str, Any] | ValueError:
    if isinstance(value, dict):
        return value
    return ValueError(f"task must be a JSON object, got {type(value).__name__}")


# ---------------------------------------------------------------- flat exports (JSON-MIN, CSV) -> tasks

# The keys Label Studio's converter adds to a flat row beside the task's data and the control tags' values
# (`agreement` and `history` only in some exports); everything else in a row is task data.
FLAT_ROW_KEYS: tuple[str, ...] = ("id", "annotator", "annotation_id", "created_at", "updated_at", "lead_time",
                                  "agreement", "history")
# The converter renames a data field that collides with a control tag's name to `_data_<name>` (CSV only).
_COLLIDING_DATA_PREFIX = "_data_"


def is_full_task(value: Mapping[str, Any]) -> bool:
    """A task of the full JSON export (or of the import format): it has a `data` object or an annotation list.
    Anything else is taken for a flat (JSON-MIN) row."""
    return isinstance(value.get("data"), Mapping) or any(key in value for key in ("annotations", "completions",
                                                                                  "predictions"))


def _cell(value: Any) -> Any:
    # A CSV cell is text; the converter writes a control tag's list or object value as JSON. A single choice stays
    # a plain string, and a string that only looks like JSON stays what it was.
    if isinstance(value, str) and value.strip()[:1] in ("[", "{"):
        try:
            return json.loads(value)
        except json.JSONDecodeError:
            return value
    return value


def _flat_result(from_name: str, value: Any) -> list[dict[str, Any]]:
    """A control tag's flat value as result items of the full shape: "a" -> one item choosing a;
    {"choices": [a, b]} -> one item choosing both; a list -> one item per element (several result items).
    A value of another shape is kept as the item's value, so that _annotation_choice rejects it with its reason."""
    to_name = CONTROL_TAGS[from_name]
    pieces = value if isinstance(value, list) else [value]
    return [{"from_name": from_name, "to_name": to_name, "type": "choices",
             "value": {"choices": [piece]} if isinstance(piece, str) else piece} for piece in pieces]


def flat_row_task(row: Mapping[str, Any], *, text_cells: bool = False) -> dict[str, Any]:
    """One JSON-MIN or CSV row -> a task of the full export's shape with that row's one annotation.

    `text_cells`: the row comes from a CSV, whose cells are all strings (empty for null, JSON for lists/objects).
    A row with no (or an empty) control-tag value has an annotation without a result, which latest_annotation
    skips like an empty annotation in the full export: a task nobody labelled stays unlabelled.
    """
    data: dict[str, Any] = {}
    for key, value in row.items():
        if key in CONTROL_TAGS or key in FLAT_ROW_KEYS:
            continue
        if key.startswith(_COLLIDING_DATA_PREFIX) and key[len(_COLLIDING_DATA_PREFIX):] in CONTROL_TAGS:
            key = key[len(_COLLIDING_DATA_PREFIX):]
        data[key] = value
    result: list[dict[str, Any]] = []
    for from_name in CONTROL_TAGS:
        value = _cell(row.get(from_name)) if text_cells else row.get(from_name)
        if value is not None and value != "" and value != []:
            result.extend(_flat_result(from_name, value))
    annotation = {"result": result, "was_cancelled": False, "completed_by": row.get("annotator"),
                  "id": row.get("annotation_id"), "created_at": row.get("created_at"),
                  "updated_at": row.get("updated_at")}
    task: dict[str, Any] = {"data": data, "annotations": [annotation]}
    if row.get("id") not in (None, ""):
        task["id"] = row["id"]
    return task


def merge_flat_rows(items: Iterable[tuple[int, Any]], *, text_cells: bool = False
                    ) -> tuple[list[tuple[int, Any]], dict[str, int]]:
    """Export elements (line, object or ValueError) -> one element per task, and how many elements were
    {"full": tasks of the full shape, "flat": JSON-MIN/CSV rows}.

    Full tasks and ValueErrors pass through. Flat rows of one task (same `id`: the converter writes one row per
    annotation) become the row holding the task's latest annotation, by the rule latest_annotation applies to a
    full task's annotations (rows in file order stand for the annotation list), so a task's label does not depend
    on the format it was exported in; the element carries that row's line. A row without an id is a task of its own.
    Tasks come out in the order of their first element.
    """
    shapes = {"full": 0, "flat": 0}
    groups: dict[Any, list[tuple[int, dict[str, Any]]]] = {}
    order: list[tuple[str, Any]] = []  # ("item", (line, value)) or ("group", task id)
    for line, value in items:
        if not isinstance(value, Mapping) or is_full_task(value):
            if isinstance(value, Mapping):
                shapes["full"] += 1
            order.append(("item", (line, value)))
            continue
        shapes["flat"] += 1
        task = flat_row_task(value, text_cells=text_cells)
        if "id" not in task:
            order.append(("item", (line, task)))
            continue
        key = str(task["id"])  # 7 in JSON-MIN, "7" in CSV
        if key not in groups:
            groups[key] = []
            order.append(("group", key))
        groups[key].append((line, task))
    merged: list[tuple[int, Any]] = []
    for kind, entry in order:
        if kind == "item":
            merged.append(entry)
            continue
        rows = groups[entry]
        chosen = latest_annotation([task["annotations"][0] for _, task in rows])
        picked = next((row for row in rows if row[1]["annotations"][0] is chosen), rows[0])
        merged.append(picked)
    return merged, shapes


def export_container(text: str, file_name: str = "") -> str:
    """How an export is laid out: "array" (a JSON array: JSON or JSON-MIN), "object" (one task object), "jsonl",
    or "csv" — not starting with '[' or '{', and named *.csv or with a header line of comma-separated columns.
    The content decides first: a .csv file holding JSON is read as JSON."""
    stripped = text.lstrip("\ufeff").lstrip()
    if stripped.startswith("["):
        return "array"
    if stripped.startswith("{"):
        try:
            return "object" if isinstance(json.loads(stripped), dict) else "jsonl"
        except json.JSONDecodeError:
            return "jsonl"
    if stripped and (file_name.lower().endswith(".csv") or "," in stripped.split("\n", 1)[0]):
        return "csv"
    return "jsonl"  # iter_export says why it is not JSONL either


def format_name(container: str, shapes: Mapping[str, int]) -> str:
    """What the user picked in Label Studio's Export dialog, as far as the content tells: JSON, JSON-MIN, CSV or
    JSONL. `container` as export_container gives it; `shapes` as merge_flat_rows counts the elements."""
    if container == "csv":
        return "CSV"
    base = "JSONL" if container == "jsonl" else "JSON"
    full, flat = shapes.get("full", 0), shapes.get("flat", 0)
    if flat and full:
        return f"{base} (full tasks and JSON-MIN rows)"
    if flat:
        return "JSONL (JSON-MIN rows)" if container == "jsonl" else "JSON-MIN"
    return base
