"""Crash-safe writes: write to a temporary file beside the target, fsync, then rename over it.

A crash mid-write leaves the previous version intact; readers never see a half-written file.

File modes follow a plain `open(target, "w")`: a new file gets 0o666 minus the umask (and the folder's default
ACL), a replaced file keeps the mode it had. tempfile.mkstemp would make every file 0600 (the rename keeps it), so a
reader running as another user (a Label Studio container reading data/labels/queue/) could not open it.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import stat
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any


def _create_temp_file(target: Path) -> Path:
    """A new, empty file beside `target`, created with mode 0o666 so that the kernel applies the umask (and a
    default ACL) exactly as for a plain open(): no reading of the process-wide umask, which os.umask can only do by
    changing it, racing other threads that create files meanwhile."""
    for _ in range(100):
        tmp = target.parent / f".{target.name}.{secrets.token_hex(6)}.tmp"
        try:
            handle = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0), 0o666)
        except FileExistsError:
            continue
        os.close(handle)
        return tmp
    raise FileExistsError(f"could not create a temporary file beside {target}")


@contextmanager
def atomic_path(target: Path) -> Iterator[Path]:
    """Yield a temp path in the target's folder; on success it replaces the target atomically.

    The result has the mode a plain open() would give it (see the module docstring): a new file 0o666 & ~umask, a
    replaced one the previous file's permission bits (not its owner: only root could keep that).
    """
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = _create_temp_file(target)
    try:
        yield tmp
        with open(tmp, "rb") as written:
            os.fsync(written.fileno())
        try:
            previous = os.stat(target)
        except FileNotFoundError:
            previous = None
        if previous is not None and stat.S_ISREG(previous.st_mode):
            # Permission bits only: a rewritten file must not become set-user/group-id by our rename.
            os.chmod(tmp, stat.S_IMODE(previous.st_mode) & 0o777)
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
