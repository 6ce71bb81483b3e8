"""Source discovery over any fsspec URL and the sha256 ledger that makes ingestion incremental.

The ledger maps each source-relative path to the content hash it was last ingested (or quarantined) at.
A file whose hash is unchanged is skipped; a changed file is re-processed and replaces its chunks; a file
that disappeared is removed. Size and mtime are a shortcut only: when both match the ledger the stored
hash is trusted, otherwise the file is read and hashed (so `touch` alone re-hashes but, with the same
content, is still skipped).

On disk the ledger is two files: `ledger.json`, what the sources' contents decide (hash, size, status, chunk count,
reason), and `ledger.stat.json` beside it: when each entry was written and the mtime its file was hashed at. Those
change on every run (a fresh checkout or a regenerated corpus has new mtimes), so they are kept out of ledger.json,
which `dvc repro` hashes as part of data/ingest (.dvcignore leaves the stat file out): the same sources give the same
ledger.json. A stat entry is used only while its hash is the ledger's: a ledger.json restored by `dvc checkout` beside
a newer stat file re-hashes its files rather than trust it.
"""

from __future__ import annotations

import fnmatch
import hashlib
import json
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from tasks.core.atomic import write_json_atomic

LEDGER_VERSION = 1
# LedgerEntry fields kept in the stat file beside ledger.json, not in it (see the module docstring).
STAT_FIELDS = ("mtime", "updated_at")


def stat_file(ledger_path: Path) -> Path:
    """`ledger.stat.json` beside `ledger.json`."""
    return ledger_path.with_name(f"{ledger_path.stem}.stat.json")


@dataclass(frozen=True)
class SourceFile:
    relative_path: str  # POSIX path relative to the source root: the document's identity
    url: str  # what fsspec opens
    size: int
    mtime: float | None


@dataclass
class LedgerEntry:
    sha256: str
    size: int
    mtime: float | None
    status: str  # "ingested" | "quarantined"
    doc_id: str
    n_chunks: int = 0
    reason: str = ""
    updated_at: str = ""


def open_source(source: str) -> tuple[Any, str]:
    import fsspec

    fs, root = fsspec.core.url_to_fs(source)
    if not fs.exists(root):
        raise FileNotFoundError(f"ingest source {source!r} does not exist")
    return fs, root.rstrip("/")


def discover(source: str, include: Iterable[str]) -> list[SourceFile]:
    """Every file under `source` whose name matches one of the `include` globs, sorted by path."""
    fs, root = open_source(source)
    patterns = list(include)
    found: list[SourceFile] = []
    for path, info in sorted(fs.find(root, detail=True).items()):
        if info.get("type") != "file":
            continue
        relative = path[len(root) :].lstrip("/")
        name = relative.rsplit("/", 1)[-1]
        if not any(fnmatch.fnmatch(name, pattern) or fnmatch.fnmatch(relative, pattern) for pattern in patterns):
            continue
        url = path if "://" not in source else fs.unstrip_protocol(path)
        found.append(SourceFile(relative, url, int(info.get("size") or 0), _mtime(info)))
    return found


def _mtime(info: dict[str, Any]) -> float | None:
    value = info.get("mtime") or info.get("LastModified") or info.get("last_modified")
    if value is None:
        return None
    return float(value.timestamp()) if hasattr(value, "timestamp") else float(value)


def read_source(url: str) -> bytes:
    import fsspec

    with fsspec.open(url, "rb") as handle:
        return handle.read()


def sha256_of(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def doc_id_for(relative_path: str) -> str:
    """A document's identity across versions of its content: its source-relative path."""
    return hashlib.sha256(relative_path.encode("utf-8")).hexdigest()[:16]


class Ledger:
    def __init__(self, entries: dict[str, LedgerEntry] | None = None) -> None:
        self.entries: dict[str, LedgerEntry] = entries or {}

    @classmethod
    def load(cls, path: Path) -> Ledger:
        if not path.exists():
            return cls()
        payload = json.loads(path.read_text(encoding="utf-8"))
        if payload.get("version") != LEDGER_VERSION:
            raise ValueError(f"{path}: ledger version {payload.get('version')} not supported (want {LEDGER_VERSION})")
        stat_path = stat_file(path)
        stats = json.loads(stat_path.read_text(encoding="utf-8")).get("files", {}) if stat_path.exists() else {}
        entries = {}
        for key, value in payload["files"].items():
            stat = stats.get(key) or {}
            value = {"mtime": None, **value}  # no usable stat: no mtime shortcut, the file is hashed
            if stat.get("sha256") == value["sha256"]:  # else the stat of other content (see the module docstring)
                value.update({name: stat[name] for name in STAT_FIELDS if name in stat})
            entries[key] = LedgerEntry(**value)  # a ledger.json written before the split has these fields inline
        return cls(entries)

    def save(self, path: Path) -> None:
        """ledger.json and its stat file (the stat file first: ledger.json is what the stores are matched against)."""
        files = {key: asdict(entry) for key, entry in sorted(self.entries.items())}
        stats = {key: {"sha256": entry["sha256"], **{name: entry[name] for name in STAT_FIELDS}}
                 for key, entry in files.items()}
        write_json_atomic(stat_file(path), {"version": LEDGER_VERSION, "files": stats})
        write_json_atomic(path, {"version": LEDGER_VERSION, "files": {
            key: {name: value for name, value in entry.items() if name not in STAT_FIELDS}
            for key, entry in files.items()}})

    def known_sha(self, source: SourceFile) -> str | None:
        """The stored hash when size and mtime say the file is untouched, else None (must re-hash)."""
        entry = self.entries.get(source.relative_path)
        if entry and source.mtime is not None and entry.size == source.size and entry.mtime == source.mtime:
            return entry.sha256
        return None

    def is_current(self, relative_path: str, sha256: str) -> bool:
        entry = self.entries.get(relative_path)
        return entry is not None and entry.sha256 == sha256
