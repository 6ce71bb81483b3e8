"""The label store (docs/design.md#active-learning): `ragops labels import FILE`, `ragops labels init`.

- import_labels reads a Label Studio export — JSON, JSON-MIN, CSV or JSONL, told apart by content (and a .csv
  name); also a JSON object holding the task list under "tasks" (`{"tasks": [...]}`, what Label Studio's ML
  backend API sends and scripts wrap exports in) and the per-annotation files of a target cloud storage
  (`{"result": [...], "task": {...}}`) — turns each labelled task into a label row (models/labels/label_studio.py
  validates) and merges the rows into data/labels/labels.parquet. A malformed task is rejected with its line
  number and reason and the others still land; a file that cannot be read as an export at all, or that holds no
  usable label (NothingToImport), raises before anything is written.
- load_labels is what the training stages read.

Every write is atomic (temp file beside the target, then rename): an interrupted import leaves the previous
store, never a half-merged one.

Nothing in an export becomes a path: the only file an import writes is the label store (`paths.label_store`, and
its temp file beside it); task ids, file names and annotation fields are stored as text in its rows.
"""

from __future__ import annotations

import csv
import io
import json
import re
import stat
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from models.labels.label_studio import (
    CONTROL_TAGS,
    LABEL_COLUMNS,
    export_container,
    format_name,
    is_full_task,
    iter_export,
    merge_flat_rows,
    parse_task,
)
from tasks.core.atomic import atomic_path
from tasks.core.paths import DataPaths

# Parquet types of the label store; every column but weight is a (nullable) string.
_FLOAT_COLUMNS = {"weight"}
SHOWN_REASONS = 5  # distinct rejection reasons (and lines of each) in a NothingToImport message; the report has all
SHOWN_KEYS = 30  # keys/columns named in it


class NothingToImport(ValueError):
    """An export read as such in which no task gave a label (all unlabelled or rejected): the store is left as it
    was. A ValueError, so the CLI exits 1 and the import_labels DAG fails without retries (dags._common)."""

    def __init__(self, message: str, report: ImportReport) -> None:
        super().__init__(message)
        self.report = report


def _label_schema() -> Any:
    import pyarrow as pa

    return pa.schema([(name, pa.float64() if name in _FLOAT_COLUMNS else pa.string()) for name in LABEL_COLUMNS])


@dataclass
class ImportReport:
    file: str
    accepted: int  # valid labelled tasks in the file (new labels plus those that replaced a stored one)
    replaced: int  # of those, labels whose label_id was already in the store (the imported row wins)
    unlabelled: int  # tasks nobody annotated, or whose annotations were all skipped: not an error
    rejected: list[dict[str, Any]] = field(default_factory=list)  # {"line", "reason"}, in file order
    total_in_store: int = 0
    label_store: str = ""
    format: str = ""  # what the file was read as: JSON, JSON-MIN, CSV, JSONL (label_studio.format_name)
    rows: int = 0  # elements read: tasks (JSON, JSONL) or annotation rows (JSON-MIN, CSV), unreadable ones included
    keys: list[str] = field(default_factory=list)  # the keys (columns) seen in them, "data.<key>" inside tasks
    # Of the accepted, labels a later task of the same file gave again (same query, chunk and as-of): the later one
    # is kept, so the store grows by accepted - superseded_in_file - replaced.
    superseded_in_file: int = 0

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def load_labels(paths: DataPaths) -> Any:
    """The label store as a DataFrame with LABEL_COLUMNS (empty, same columns, when nothing was imported)."""
    import pandas as pd

    if paths.label_store.exists():
        frame = pd.read_parquet(paths.label_store)[list(LABEL_COLUMNS)]
    else:
        frame = _label_schema().empty_table().to_pandas()
    # Plain Python strings and None (not pandas' NaN-for-missing string dtype): rows then look exactly like
    # the dicts parse_task returns, so `row["chunk_id"] is None` works for intent labels.
    text_columns = [name for name in LABEL_COLUMNS if name not in _FLOAT_COLUMNS]
    frame = frame.astype({name: "object" for name in text_columns})
    frame[text_columns] = frame[text_columns].where(frame[text_columns].notna(), None)
    return frame


def _read_export(path: Path) -> str:
    try:
        mode = path.stat().st_mode
        if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) or stat.S_ISSOCK(mode):  # /dev/zero would never end
            raise ValueError(f"label export {path} is a device or socket, not a file: pass the exported file")
        raw = path.read_bytes()
    except FileNotFoundError:
        raise FileNotFoundError(f"label export {path} does not exist") from None
    except OSError as err:  # a directory, no permission: the CLI reports ValueError as "could not read"
        raise ValueError(f"cannot read label export {path}: {err.strerror or err}") from None
    except ValueError as err:
        if "null byte" in str(err):
            raise ValueError(f"label export name {str(path)!r} is not a usable path ({err})") from None
        raise
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise ValueError(f"label export {path} is not UTF-8 text (byte {err.start}): not a Label Studio export "
                         "(JSON, JSON-MIN, CSV or JSONL)") from None


_WRAPPER_KEY = "tasks"
_JSON_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}:,]')


def _tasks_wrapper(text: str) -> str | None:
    """For a JSON object holding the task list under "tasks" (`{"tasks": [...], ...}`): the same text with everything
    but that array blanked out (line breaks kept), so the array reader gives each task its line in the file and
    rejects a broken task by itself. None for any other text (a task object, a flat row, not an object). The other
    keys of the object (`project`, `total`, ...) say nothing about labels."""
    if not text.lstrip("\ufeff").lstrip().startswith("{"):
        return None
    keys: set[str] = set()
    span: tuple[int, int] | None = None  # of the top-level "tasks" array (the last one: JSON keeps the last key)
    opened: int | None = None
    depth = 0
    key: str | None = None  # the top-level key whose value comes next
    string: str | None = None  # the last top-level string: a key if ':' follows
    end_of_object = None
    for token in _JSON_TOKEN.finditer(text):
        symbol = token.group()
        if symbol.startswith('"'):
            try:
                string = json.loads(symbol) if depth == 1 else None
            except json.JSONDecodeError:
                string = None
            continue
        if symbol == ":" and depth == 1:
            key = string
            if key is not None:
                keys.add(key)
        elif symbol == "[" and depth == 1 and key == _WRAPPER_KEY:
            opened = token.start()
        elif symbol == "," and depth == 1:
            key = None
        if symbol in "[{":
            depth += 1
        elif symbol in "]}":
            depth -= 1
            if depth == 1 and symbol == "]" and opened is not None:
                span, opened = (opened, token.end()), None
            if depth == 0:
                end_of_object = token.end()
                break
        string = None
    if span is None or end_of_object is None or text[end_of_object:].strip():
        return None  # no such key, a value that is no list, or an object that never closes: read as it is
    if keys & {"data", "annotations", "completions", "predictions"}:
        return None  # a task (of the full export) that happens to have a "tasks" field

    def blank(part: str) -> str:
        return re.sub(r"[^\n]", " ", part)

    return blank(text[:span[0]]) + text[span[0]:span[1]] + blank(text[span[1]:])


def _storage_annotation(value: object) -> object:
    """An annotation as a target cloud storage writes it (one file per annotation, the task nested under "task")
    -> a task of the full export's shape holding that annotation; anything else unchanged."""
    if (isinstance(value, dict) and not is_full_task(value) and isinstance(value.get("task"), dict)
            and isinstance(value.get("result"), list)):
        annotation = {key: item for key, item in value.items() if key != "task"}
        return {**value["task"], "annotations": [annotation]}
    return value


def _csv_rows(text: str) -> tuple[list[str], list[tuple[int, dict[str, str] | ValueError]]]:
    """The header and (line, row) of a Label Studio CSV export (the converter writes it with csv.DictWriter,
    QUOTE_NONNUMERIC, ','): the line is where the row starts (a quoted cell may span lines). A row with more or
    fewer cells than the header is yielded as a ValueError; a file whose quoting breaks raises."""
    reader = csv.reader(io.StringIO(text, newline=""), strict=True)
    rows: list[tuple[int, dict[str, str] | ValueError]] = []
    try:
        header = next(reader, None)
        if not header or not any(name.strip() for name in header):
            raise ValueError("the CSV export has no header line")
        header = [name.strip() for name in header]
        start = reader.line_num + 1
        for cells in reader:
            if any(cell.strip() for cell in cells):
                if len(cells) != len(header):
                    rows.append((start, ValueError(f"CSV row has {len(cells)} cells, the header {len(header)}")))
                else:
                    rows.append((start, dict(zip(header, cells))))
            start = reader.line_num + 1
    except csv.Error as err:
        raise ValueError(f"not a readable CSV export: line {reader.line_num}: {err}") from None
    return header, rows


def _keys_seen(items: Iterable[tuple[int, object]]) -> list[str]:
    keys: set[str] = set()
    for _, value in items:
        if isinstance(value, dict):
            keys.update(value)
            if is_full_task(value) and isinstance(value.get("data"), dict):
                keys.update(f"data.{key}" for key in value["data"])
    return sorted(keys)


def _nothing_message(path: Path, report: ImportReport) -> str:
    flat = report.format == "CSV" or "JSON-MIN" in report.format
    unit = "rows" if flat else "tasks"
    parts = [f"{path}: no label to import (read as {report.format}: {report.rows} {unit}, {report.unlabelled} "
             f"unlabelled, {len(report.rejected)} rejected)"]
    if report.rejected:
        # One entry per distinct reason with the lines that gave it: a whole file failing the same way is one entry.
        lines_by_reason: dict[str, list[int]] = {}
        for item in report.rejected:
            lines_by_reason.setdefault(item["reason"], []).append(item["line"])
        shown = []
        for reason, lines in list(lines_by_reason.items())[:SHOWN_REASONS]:
            where = ", ".join(map(str, lines[:SHOWN_REASONS])) + (f" … ({len(lines)} rows)" if len(lines) > SHOWN_REASONS
                                                                  else "")
            shown.append(f"{reason} (line{'s' if len(lines) > 1 else ''} {where})")
        more = len(lines_by_reason) - SHOWN_REASONS
        parts.append("rejected: " + "; ".join(shown) + (f"; and {more} other reasons" if more > 0 else ""))
    keys = report.keys[:SHOWN_KEYS]
    parts.append(f"keys seen: {', '.join(keys) or 'none'}" + (" ..." if len(report.keys) > SHOWN_KEYS else ""))
    controls = "an " + " or ".join(f"'{name}'" for name in CONTROL_TAGS)
    if flat and report.unlabelled and not any(key in CONTROL_TAGS for key in report.keys):
        parts.append(f"no row has {controls} choice: export a project that uses the labeling configs of "
                     "data/labels/queue/ (evidence_config.xml, intent_config.xml), after annotating")
    elif report.unlabelled and not report.rejected:
        parts.append(f"no task has a submitted annotation with {controls} choice (skipped ones do not count)")
    parts.append(f"the label store {report.label_store} is unchanged")
    return "; ".join(parts)


def import_labels(path: str | Path, paths: DataPaths, source_name: str | None = None) -> ImportReport:
    """Merge the labelled tasks of a Label Studio export into the label store; see the module docstring.

    `source_name` names the export in each row's `source` ("label_studio:<name>"); default: the file name.
    Raises FileNotFoundError / ValueError (and writes nothing) when the file is missing, not UTF-8, or not an
    export at all, and NothingToImport (a ValueError, carrying the report) when no task gave a label.
    """
    import pandas as pd

    path = Path(path)
    text = _read_export(path)
    # Both readers validate the file as a whole before anything is merged, so a broken file raises here, pre-write.
    container = export_container(text, path.name)
    wrapped = _tasks_wrapper(text) if container != "csv" else None
    if container == "csv":
        header, items = _csv_rows(text)
        keys = sorted(header)
    else:
        items = [(line, _storage_annotation(value)) for line, value in iter_export(wrapped or text)]
        keys = _keys_seen(items)
        if wrapped is not None:
            container = "array"
    tasks, shapes = merge_flat_rows(items, text_cells=container == "csv")
    source = f"label_studio:{source_name or path.name}"
    imported_at = datetime.now(UTC).isoformat(timespec="seconds")

    rows: list[dict[str, Any]] = []
    rejected: list[dict[str, Any]] = []
    unlabelled = 0
    for line, task in tasks:
        if isinstance(task, ValueError):
            rejected.append({"line": line, "reason": str(task)})
            continue
        try:
            row = parse_task(task, source, imported_at)
        except ValueError as err:
            rejected.append({"line": line, "reason": str(err)})
            continue
        if row is None:
            unlabelled += 1
        else:
            rows.append(row)

    rejected.sort(key=lambda item: item["line"])  # flat rows of one task are merged: keep the file's order
    existing = load_labels(paths)
    report = ImportReport(file=str(path), accepted=len(rows), replaced=0, unlabelled=unlabelled, rejected=rejected,
                          total_in_store=len(existing), label_store=str(paths.label_store),
                          format=format_name(container, shapes) + (' in {"tasks": [...]}' if wrapped else ""),
                          rows=len(items), keys=keys)
    if not rows:
        # Nothing to merge: the store stays byte-for-byte as it was, and the caller hears why (a file that was
        # exported from the wrong project, before anyone annotated, or in a format read wrongly must not pass).
        raise NothingToImport(_nothing_message(path, report), report)

    incoming = pd.DataFrame(rows, columns=list(LABEL_COLUMNS))
    report.replaced = int(existing["label_id"].isin(set(incoming["label_id"])).sum())
    report.superseded_in_file = int(incoming["label_id"].duplicated(keep="last").sum())
    # Newer wins: the import is appended after the stored rows and the last row of each label_id is kept
    # (also inside one file, where a later task about the same pair supersedes an earlier one).
    merged = pd.concat([frame for frame in (existing, incoming) if len(frame)], ignore_index=True)
    merged = merged.drop_duplicates("label_id", keep="last").reset_index(drop=True)
    _write_store(merged, paths.label_store)
    report.total_in_store = len(merged)
    return report


def _write_store(frame: Any, target: Path) -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq

    schema = _label_schema()
    frame = frame.sort_values(["kind", "label_id"], kind="stable").reset_index(drop=True)
    table = pa.Table.from_pandas(frame[list(LABEL_COLUMNS)], schema=schema, preserve_index=False)
    with atomic_path(target) as tmp:
        pq.write_table(table, tmp)


def ensure_label_store(paths: DataPaths) -> dict[str, Any]:
    """Write an empty label store when there is none (dvc.yaml's `labels_init` stage, so training can depend on
    it before anything was imported); an existing store is left as it is."""
    created = not paths.label_store.exists()
    if created:
        _write_store(load_labels(paths), paths.label_store)
    return {"label_store": str(paths.label_store), "created": created, "labels": len(load_labels(paths))}
