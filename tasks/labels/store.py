"""The label store (DESIGN §5 active learning): `ragops labels import FILE`, `ragops labels init`.

- import_labels reads a Label Studio export (JSON array or JSONL), turns each labelled task into a label row
  (models/labels/label_studio.py validates) and merges the rows into data/labels/labels.parquet. A malformed task
  is rejected with its line number and reason and the others still land; a file that cannot be read as an
  export at all raises before anything is written.
- load_labels is what the training stages read.

Every write is atomic (temp file beside the target, then rename): an interrupted import leaves the previous
store, never a half-merged one.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from models.labels.label_studio import LABEL_COLUMNS, iter_export, parse_task
from tasks.core.atomic import atomic_path
from tasks.core.paths import DataPaths

# Parquet types of the label store; every column but weight is a (nullable) string.
_FLOAT_COLUMNS = {"weight"}


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
        raw = path.read_bytes()
    except FileNotFoundError:
        raise FileNotFoundError(f"label export {path} does not exist") from None
    except OSError as err:  # a directory, no permission: the CLI reports ValueError as "could not read"
        raise ValueError(f"cannot read label export {path}: {err.strerror or err}") from None
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise ValueError(f"label export {path} is not UTF-8 text (byte {err.start}): not a Label Studio JSON export") \
            from None


def import_labels(path: str | Path, paths: DataPaths, source_name: str | None = None) -> ImportReport:
    """Merge the labelled tasks of a Label Studio export into the label store; see the module docstring.

    `source_name` names the export in each row's `source` ("label_studio:<name>"); default: the file name.
    Raises FileNotFoundError / ValueError (and writes nothing) when the file is missing, not UTF-8, or not a
    JSON array / JSONL export at all.
    """
    import pandas as pd

    path = Path(path)
    # iter_export validates the file as a whole before it yields, so a broken file raises here, pre-write.
    tasks = list(iter_export(_read_export(path)))
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

    existing = load_labels(paths)
    report = ImportReport(file=str(path), accepted=len(rows), replaced=0, unlabelled=unlabelled, rejected=rejected,
                          total_in_store=len(existing), label_store=str(paths.label_store))
    if not rows:
        return report  # nothing to merge: the store stays byte-for-byte as it was

    incoming = pd.DataFrame(rows, columns=list(LABEL_COLUMNS))
    report.replaced = int(existing["label_id"].isin(set(incoming["label_id"])).sum())
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
    """Write an empty label store when there is none (dvc.yaml's `labels` stage, so training can depend on
    it before anything was imported); an existing store is left as it is."""
    created = not paths.label_store.exists()
    if created:
        _write_store(load_labels(paths), paths.label_store)
    return {"label_store": str(paths.label_store), "created": created, "labels": len(load_labels(paths))}
