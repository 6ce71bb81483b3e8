"""The chunk store as its readers see it: `source_paths` always present, each chunk id once.

Byte-identical files under several names are one document with several source paths: ingest stores each chunk
once, with `source_paths` (every name whose bytes gave it, sorted) and `source_path` = the first of them (the
canonical path; `doc_id` and the other path-derived fields follow it). Stores written before that rule may lack
the column (read as `[source_path]`) or hold a chunk id once per copy; `one_row_per_chunk` folds such rows
together. Ingest (writing the store) and embed (indexing it) both read through here.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import numpy as np


def paths_of(value: Any, source_path: Any) -> list[str]:
    """One row's source paths: its `source_paths` list, or `[source_path]` where the list is missing or empty."""
    if isinstance(value, (list, tuple, np.ndarray)) and len(value):
        return sorted({str(path) for path in value})
    return [str(source_path)]


def source_paths_column(frame: Any) -> list[list[str]]:
    """`source_paths` of every row (a store without the column is read as one path per row)."""
    listed = frame["source_paths"] if "source_paths" in frame.columns else [None] * len(frame)
    return [paths_of(value, path) for value, path in zip(listed, frame["source_path"])]


def with_source_paths(frame: Any) -> Any:
    """The frame with `source_paths` as plain sorted lists of strings, filled in where it is missing."""
    return frame.assign(source_paths=source_paths_column(frame))


def describe_paths(groups: Iterable[tuple[str, list[str]]], limit: int = 5) -> str:
    """'id (a.pdf, b.pdf); id2 (...)' for messages, the first `limit` and how many more."""
    groups = list(groups)
    shown = "; ".join(f"{chunk_id} ({', '.join(paths)})" for chunk_id, paths in groups[:limit])
    return shown + (f"; and {len(groups) - limit} more" if len(groups) > limit else "")


def one_row_per_chunk(frame: Any) -> tuple[Any, dict[str, list[str]]]:
    """Each chunk id on one row. Rows that share an id (the same bytes stored once per name, as stores written
    before ingest merged copies do) become one: their source paths merged, the row of the first path (the
    canonical one) standing for them, so its doc_id and metadata agree with its `source_path`.

    Returns the frame (with `source_paths` filled in) and the ids that were repeated, each with its merged paths."""
    frame = with_source_paths(frame)
    repeated = frame["chunk_id"].duplicated(keep=False).to_numpy()
    if not repeated.any():
        return frame, {}
    rows_of: dict[str, list[int]] = {}
    for row in np.flatnonzero(repeated):
        rows_of.setdefault(str(frame["chunk_id"].iat[row]), []).append(int(row))
    duplicates = {chunk_id: sorted({path for row in rows for path in frame["source_paths"].iat[row]})
                  for chunk_id, rows in rows_of.items()}
    keep = ~repeated
    for chunk_id, rows in rows_of.items():
        canonical = duplicates[chunk_id][0]
        own = [row for row in rows if str(frame["source_path"].iat[row]) == canonical]
        keep[own[0] if own else rows[0]] = True
    frame = frame[keep].copy()
    frame["source_paths"] = [duplicates.get(str(chunk_id), paths)
                             for chunk_id, paths in zip(frame["chunk_id"], frame["source_paths"])]
    frame["source_path"] = [paths[0] for paths in frame["source_paths"]]
    return frame.reset_index(drop=True), duplicates
