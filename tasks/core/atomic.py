"""Crash-safe writes: write to a temporary file beside the target, fsync, then rename over it.

A crash mid-write leaves the previous version intact; readers never see a half-written file.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any


@contextmanager
def atomic_path(target: Path) -> Iterator[Path]:
    """Yield a temp path in the target's folder; on success it replaces the target atomically."""
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    os.close(handle)
    tmp = Path(tmp_name)
    try:
        yield tmp
        with open(tmp, "rb") as written:
            os.fsync(written.fileno())
        os.replace(tmp, target)
    finally:
        tmp.unlink(missing_ok=True)


def write_bytes_atomic(target: Path, data: bytes) -> None:
    with atomic_path(target) as tmp:
        tmp.write_bytes(data)


def write_json_atomic(target: Path, payload: Any) -> None:
    text = json.dumps(payload, indent=2, ensure_ascii=False, sort_keys=True, default=str)
    write_bytes_atomic(target, (text + "\n").encode("utf-8"))


def staging_dir(target: Path) -> Path:
    """A fresh sibling path of `target` (not created: save_pretrained / save_model create their folder) to build a
    whole folder in, on the same filesystem, so that `replace_dir` can rename it into place."""
    target.parent.mkdir(parents=True, exist_ok=True)
    temporary = Path(tempfile.mkdtemp(prefix=f".{target.name}-", dir=target.parent))
    temporary.rmdir()
    return temporary


def replace_dir(temporary: Path, target: Path) -> None:
    """The folder `temporary` becomes `target`. A previous `target` is moved aside first and removed only after the
    swap (put back if the swap fails): readers see the old folder or the new one, never a mix or nothing."""
    previous = None
    if target.exists():
        previous = Path(tempfile.mkdtemp(prefix=f".{target.name}-previous-", dir=target.parent))
        previous.rmdir()
        os.replace(target, previous)
    try:
        os.replace(temporary, target)
    except BaseException:
        if previous is not None:
            os.replace(previous, target)
        raise
    if previous is not None:
        shutil.rmtree(previous, ignore_errors=True)
