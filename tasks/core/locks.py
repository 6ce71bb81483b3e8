"""Locks on a data root: one writer per stage, and readers that never see a store half-way through an update.

`stage_lock(paths, "ingest")` is held by a whole CLI ingest (and by the plan and commit steps of an Airflow run);
`stage_lock(paths, "chunks")` by every write of the chunk store, document store and ledger (exclusive) and by a
reader that needs them together (shared). They are `flock` locks on files under `<data root>/locks/`: the kernel
releases them when the holder dies, so a killed run never leaves a stale lock. The loser of a race gets `LockBusy`
naming the holder (pid, host, command, since when) instead of corrupting the other's work.

A remote data root (s3://...) runs each stage in a local workspace, where these locks protect only the
workspace: one writer per remote root comes from Airflow's max_active_runs=1 (README "Scale out").
"""

from __future__ import annotations

import fcntl
import json
import os
import socket
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

from tasks.core.paths import DataPaths


class LockBusy(RuntimeError):
    """Another process holds the lock; the message says who and what to do."""


def lock_file(paths: DataPaths, name: str) -> Path:
    return paths.root / "locks" / f"{name}.lock"


@contextmanager
def stage_lock(paths: DataPaths, name: str, shared: bool = False, wait_s: float = 0.0) -> Iterator[None]:
    """Hold lock `name` on the data root (exclusive unless `shared`); wait up to `wait_s` seconds for it, then
    raise LockBusy. Re-entrant within a process is NOT supported: take each lock once."""
    path = lock_file(paths, name)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle = open(path, "a+")
    try:
        deadline = time.monotonic() + wait_s
        mode = (fcntl.LOCK_SH if shared else fcntl.LOCK_EX) | fcntl.LOCK_NB
        while True:
            try:
                fcntl.flock(handle, mode)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    raise LockBusy(_busy_message(path, name, paths)) from None
                time.sleep(0.1)
        if not shared:  # who holds it, for the loser's message (readers don't write: they share the file)
            handle.seek(0)
            handle.truncate()
            handle.write(json.dumps({"pid": os.getpid(), "host": socket.gethostname(),
                                     "command": " ".join(os.path.basename(a) for a in sys.argv[:3]),
                                     "since": datetime.now(UTC).isoformat(timespec="seconds")}))
            handle.flush()
        yield
    finally:
        handle.close()  # releases the lock


def _busy_message(path: Path, name: str, paths: DataPaths) -> str:
    try:
        holder = json.loads(path.read_text(encoding="utf-8") or "{}")
    except (OSError, ValueError):
        holder = {}
    who = (f"pid {holder.get('pid')} on {holder.get('host')} ({holder.get('command')}), since {holder.get('since')}"
           if holder else "another process")
    return (f"another {name} is running on data root {paths.root}: {who}. Wait for it to finish and run again; "
            f"the lock is released when that process ends")
