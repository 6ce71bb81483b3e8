"""Work split into pieces that can run anywhere (ingest batches, embedding shards): one JSON manifest a piece,
numbered `<prefix>_NNNN.json`, and a plan beside them listing their names. Airflow maps one task over the
manifests; the in-process path (CLI, `dvc repro`) loops over the very same ones, so both do the same work in the
same pieces."""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from tasks.core.atomic import write_json_atomic


def write_manifests(folder: Path, prefix: str, pieces: Iterable[dict[str, Any]]) -> list[str]:
    """Each piece as `<prefix>_NNNN.json` in `folder` (atomic), numbered from 0 in order; returns their names.
    Names, not paths: the plan lists them relative to itself, as the run folder may be a workspace elsewhere."""
    names = []
    for index, piece in enumerate(pieces):
        name = f"{prefix}_{index:04d}.json"
        write_json_atomic(folder / name, piece)
        names.append(name)
    return names


def listed_manifests(plan_path: str | Path, key: str) -> list[str]:
    """The manifests a plan lists under `key`, as paths beside the plan."""
    plan_path = Path(plan_path)
    return [str(plan_path.parent / name) for name in load_manifest(plan_path)[key]]


def load_manifest(path: str | Path) -> dict[str, Any]:
    """A plan or a piece's manifest, as written."""
    return json.loads(Path(path).read_text(encoding="utf-8"))
