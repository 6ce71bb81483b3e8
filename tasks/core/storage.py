"""A data root on object storage: `RAGOPS_DATA_ROOT=s3://bucket/data` (any fsspec URL), the same stages as on disk.

The stages read and write files (Parquet, FAISS, JSON) with local-file libraries and rely on `os.replace` for
crash safety (tasks/core/atomic.py). Rather than teach every library a second storage API, a stage whose data root
is a URL runs on a *workspace*: a private local folder that mirrors the prefixes the stage reads (`pull`), where
the stage runs unchanged, and whose changes are written back when the stage succeeds (`push`). A stage that fails
pushes nothing, so the remote root keeps its previous state exactly as a crash leaves a local one.

What replaces `os.replace` on object storage is **write-then-pointer**: every object store in use here (S3, MinIO,
GCS, Azure, rclone's S3 server) makes a single PUT atomic — a reader sees the old object or the new one, never a
mix — but a set of PUTs is not. So `push` uploads in three phases: (1) every new or changed data file (an index
version folder, Parquet stores, model files, reports), (2) the pointer files, one PUT each, in the order readers
follow them (`POINTERS`: the chunk store, the ingest ledger, the index's CURRENT, the deployment manifest), (3) deletions of what the
stage removed (old index versions, staging). A reader that follows a pointer finds everything it names already
there; a push cut off in phase 1 leaves only unreferenced new objects, which the next push of the same stage
overwrites. Conditional puts (`If-None-Match`) would give compare-and-swap, but rclone's S3 server and older MinIO
do not honour them; instead one writer per data root is guaranteed by the orchestrator (every DAG runs one run at a
time, `max_active_runs=1`, and only the final step of a DAG pushes pointers) — see README "Scale out".

Change detection is by size and modification time of the local copy against what was pulled (the stages write
whole files through `atomic_path`, so any rewrite changes the mtime); files the stages never touch are not
uploaded again.
"""

from __future__ import annotations

import logging
import os
import shutil
import tempfile
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

# Pushed last, one PUT each, in this order: what they point at is uploaded before them (module docstring).
POINTERS = ("chunks/documents.parquet", "chunks/chunks.parquet", "ingest/ledger.json", "index/CURRENT",
            "deployments/previous.json", "deployments/manifest.json")
# Never mirrored: the embedded MLflow/Airflow stores belong to one machine (a remote root needs an MLflow server),
# temporary files of interrupted atomic writes are nobody's data, lock files lock one machine's workspace only.
EXCLUDED_PARTS = ("mlflow.db", "mlflow.db-journal", "mlruns", "airflow", "mlartifacts", "locks")
WORK_DIR_ENV = "RAGOPS_WORK_DIR"


def is_remote(root: str | os.PathLike[str]) -> bool:
    """True for an fsspec URL other than a local file: `s3://…`, `gs://…`, `memory://…`; false for a path or file://."""
    text = os.fspath(root)
    return "://" in text and not text.startswith("file://")


def _excluded(relative: str) -> bool:
    parts = relative.split("/")
    return parts[0] in EXCLUDED_PARTS or parts[-1].endswith(".tmp")


@dataclass
class Mirror:
    """A local folder mirroring (part of) a remote data root: what was pulled, and what changed since."""

    url: str
    local: Path
    fs: Any = field(repr=False, default=None)
    pulled: dict[str, tuple[int, int]] = field(default_factory=dict)  # relative path -> (size, mtime_ns) after pull
    seen: dict[str, str] = field(default_factory=dict)  # relative path -> remote "size:etag" (refresh)

    def __post_init__(self) -> None:
        if self.fs is None:
            import fsspec

            self.fs, root = fsspec.core.url_to_fs(self.url)
            self.root = root.rstrip("/")
        else:
            self.root = self.url.split("://", 1)[-1].rstrip("/")

    def remote(self, relative: str) -> str:
        return f"{self.root}/{relative}"

    def pull(self, prefixes: Iterable[str] | None = None) -> int:
        """Download the files under these prefixes (all of the root when None); returns how many."""
        count = 0
        self.fs.invalidate_cache()  # s3fs caches listings per process: another worker may have written since
        for prefix in ([""] if prefixes is None else list(prefixes)):
            start = self.remote(prefix).rstrip("/") if prefix else self.root
            try:
                found = self.fs.find(start, detail=True) or (
                    {start: self.fs.info(start)} if self.fs.isfile(start) else {})
            except FileNotFoundError:
                continue
            for key, info in sorted(found.items()):
                if info.get("type") == "directory":
                    continue
                relative = key[len(self.root) + 1:] if key.startswith(self.root + "/") else key
                if _excluded(relative) or relative in self.pulled:
                    continue
                target = self.local / relative
                target.parent.mkdir(parents=True, exist_ok=True)
                self.fs.get_file(key, str(target))
                stat = target.stat()
                self.pulled[relative] = (stat.st_size, stat.st_mtime_ns)
                count += 1
        return count

    def refresh(self) -> int:
        """Bring a long-lived read-only mirror (serving's) up to date: download what is new or changed remotely
        (by size and ETag/mtime), data files first and the pointers last — the reverse of `push`, so the local
        manifest never names a version whose files are not here yet. Returns how many files were downloaded."""
        self.fs.invalidate_cache()
        remote: dict[str, str] = {}
        for key, info in self.fs.find(self.root, detail=True).items():
            relative = key[len(self.root) + 1:] if key.startswith(self.root + "/") else key
            if info.get("type") != "directory" and not _excluded(relative):
                remote[relative] = f"{info.get('size')}:{info.get('ETag') or info.get('etag') or info.get('mtime')}"
        stale = [rel for rel, signature in remote.items() if self.seen.get(rel) != signature]
        ordered = sorted(rel for rel in stale if rel not in POINTERS) + [rel for rel in POINTERS if rel in stale]
        for relative in ordered:
            target = self.local / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            # One temp file per process: servers sharing a mirror folder (several on one host, the same
            # RAGOPS_WORK_DIR) never write into each other's download.
            tmp = target.with_name(f".{target.name}.{os.getpid()}.sync.tmp")
            self.fs.get_file(self.remote(relative), str(tmp))
            os.replace(tmp, target)  # a reader (the manifest watch) sees the old file or the new one
            self.seen[relative] = remote[relative]
        if ordered:
            log.info("synced %d files from %s", len(ordered), self.url)
        return len(ordered)

    def changes(self) -> tuple[list[str], list[str]]:
        """(new or changed files, files pulled and since removed), relative paths, sorted."""
        present: dict[str, tuple[int, int]] = {}
        for path in self.local.rglob("*"):
            if path.is_file():
                relative = path.relative_to(self.local).as_posix()
                if not _excluded(relative):
                    stat = path.stat()
                    present[relative] = (stat.st_size, stat.st_mtime_ns)
        changed = sorted(rel for rel, state in present.items() if self.pulled.get(rel) != state)
        removed = sorted(rel for rel in self.pulled if rel not in present)
        return changed, removed

    def push(self) -> dict[str, int]:
        """Write the workspace's changes back: data files, then pointers in order, then deletions."""
        changed, removed = self.changes()
        pointers = [rel for rel in POINTERS if rel in changed]
        for relative in [rel for rel in changed if rel not in POINTERS] + pointers:
            self.fs.put_file(str(self.local / relative), self.remote(relative))
            stat = (self.local / relative).stat()
            self.pulled[relative] = (stat.st_size, stat.st_mtime_ns)
        for relative in removed:
            try:
                self.fs.rm_file(self.remote(relative))
            except FileNotFoundError:
                pass
            self.pulled.pop(relative, None)
        if changed or removed:
            log.info("pushed %d files (%d pointers) to %s, removed %d", len(changed), len(pointers), self.url,
                     len(removed))
        return {"uploaded": len(changed), "pointers": len(pointers), "removed": len(removed)}


def work_dir() -> Path:
    """Where local copies of remote locations go: env RAGOPS_WORK_DIR, else the system temp folder."""
    return Path(os.environ.get(WORK_DIR_ENV) or tempfile.gettempdir())


def persistent_copy(kind: str, url: str) -> Path:
    """The one local folder per process kind and URL that outlives a stage: `<work_dir>/ragops-<kind>-<hash>`."""
    import hashlib

    return work_dir() / f"ragops-{kind}-{hashlib.sha256(url.encode()).hexdigest()[:16]}"


def serving_mirror(url: str) -> Mirror:
    """The persistent local mirror serving reads a remote data root from (`RAGOPS_WORK_DIR/ragops-serving-<hash>`),
    synced once now; serving syncs it again before each manifest check (`Mirror.refresh`)."""
    mirror = Mirror(url, persistent_copy("serving", url))
    mirror.local.mkdir(parents=True, exist_ok=True)
    mirror.refresh()
    return mirror


@contextmanager
def workspace(url: str, pull: Iterable[str] | None = None, push: bool = True) -> Iterator[Path]:
    """A local folder standing in for the remote data root `url` while a stage runs (module docstring).

    `pull`: the prefixes the stage reads (None: the whole root). On success the changes are pushed (unless
    `push=False`, for read-only work); on an exception nothing is pushed and the exception propagates. The folder
    is removed either way. Workspaces live under env RAGOPS_WORK_DIR (default: the system temp folder)."""
    base = work_dir()
    base.mkdir(parents=True, exist_ok=True)
    local = Path(tempfile.mkdtemp(prefix="ragops-ws-", dir=base))
    try:
        mirror = Mirror(url, local)
        pulled = mirror.pull(pull)
        log.info("workspace %s: pulled %d files of %s", local, pulled, url)
        yield local
        if push:
            mirror.push()
    finally:
        shutil.rmtree(local, ignore_errors=True)
