"""Work split into numbered manifests beside a plan (tasks/core/manifests.py): what ingest batches and embedding
shards are written and listed with."""

from __future__ import annotations

import json
from pathlib import Path

from tasks.core.manifests import listed_manifests, load_manifest, write_manifests


def test_pieces_are_numbered_in_order_and_listed_beside_their_plan(tmp_path: Path) -> None:
    names = write_manifests(tmp_path, "batch", ({"index": index, "files": files}
                                                for index, files in enumerate([["a.pdf"], ["b.pdf", "c.pdf"]])))
    assert names == ["batch_0000.json", "batch_0001.json"]  # names, not paths: the plan lists them relative to itself
    plan = tmp_path / "plan.json"
    plan.write_text(json.dumps({"batches": names}), encoding="utf-8")

    listed = listed_manifests(plan, "batches")

    assert listed == [str(tmp_path / name) for name in names]
    assert [load_manifest(path)["files"] for path in listed] == [["a.pdf"], ["b.pdf", "c.pdf"]]
    assert sorted(path.name for path in tmp_path.iterdir()) == [*names, "plan.json"]  # no temporary file left


def test_no_pieces_write_nothing(tmp_path: Path) -> None:
    assert write_manifests(tmp_path, "shard", []) == []
    assert list(tmp_path.iterdir()) == []
