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
import os
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
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
    # The settings this outcome depends on beyond the bytes (e.g. {"ocr": "rapidocr"} for a scan): when one of them
    # changes, the file is processed again although its hash is the same.
    depends_on: dict[str, str] = field(default_factory=dict)


def open_source(source: str) -> tuple[Any, str]:
    import fsspec

    fs, root = fsspec.core.url_to_fs(source)
    if not fs.exists(root):
        raise FileNotFoundError(f"ingest source {source!r} does not exist")
    return fs, root.rstrip("/")


@dataclass(frozen=True)
class Skipped:
    """A path under the source that is not ingested, and why (listed in the ingest report)."""

    relative_path: str
    reason: str


@dataclass
class Discovery:
    files: list[SourceFile]  # to ingest (or to compare with the ledger), sorted by path
    skipped: list[Skipped]  # everything else found under the source, with the reason


# A local file whose name is not valid UTF-8 is read through this URL form: the name's bytes in hex. Its
# relative path (its identity in the ledger and the stores) shows the bad bytes as \xNN escapes.
RAW_PATH_PREFIX = "rawpath:"


def display_name(name: str) -> str:
    """A file name as valid UTF-8 text: bytes that are not UTF-8 (surrogate escapes from the OS) become \\xNN."""
    try:
        name.encode("utf-8")
        return name
    except UnicodeEncodeError:
        return name.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


def _portable_url(path: str) -> str:
    try:
        path.encode("utf-8")
        return path
    except UnicodeEncodeError:
        return RAW_PATH_PREFIX + os.fsencode(path).hex()


def _matches(relative: str, patterns: list[str]) -> bool:
    """Include globs match the file name or the relative path, case-insensitively (REPORT.PDF is a PDF)."""
    name = relative.rsplit("/", 1)[-1].lower()
    return any(fnmatch.fnmatch(name, pattern) or fnmatch.fnmatch(relative.lower(), pattern) for pattern in patterns)


def discover(source: str, include: Iterable[str]) -> Discovery:
    """Every file under `source` whose name matches one of the `include` globs, sorted by path, and every other
    entry found there with the reason it is not ingested.

    Local folders follow this policy (README "Reliability"): a symlink to a file inside the source root is ingested
    under the link's path; a symlink that leaves the root, a dangling one and a symlink to a folder are not
    followed and are reported; FIFOs, sockets and devices are never opened; a folder named like a document
    (`x.pdf/`) is reported and its contents searched as any folder's."""
    patterns = [pattern.lower() for pattern in include]
    fs, root = open_source(source)
    from fsspec.implementations.local import LocalFileSystem

    if isinstance(fs, LocalFileSystem):
        return _discover_local(root, patterns)
    found: list[SourceFile] = []
    skipped: list[Skipped] = []
    for path, info in sorted(fs.find(root, detail=True).items()):
        relative = display_name(path[len(root) :].lstrip("/"))
        if info.get("type") != "file":
            continue
        if not _matches(relative, patterns):
            skipped.append(Skipped(relative, "not an included file type (ingest.include)"))
            continue
        url = path if "://" not in source else fs.unstrip_protocol(path)
        found.append(SourceFile(relative, url, int(info.get("size") or 0), _mtime(info)))
    return Discovery(found, skipped)


def _discover_local(root: str, patterns: list[str]) -> Discovery:
    import stat

    if not os.path.isdir(root):
        raise ValueError(f"ingest source {root!r} is a file, not a folder: name the folder that holds the documents")
    real_root = os.path.realpath(root)
    found: list[SourceFile] = []
    skipped: list[Skipped] = []
    for folder, dirs, files in os.walk(root, followlinks=False, onerror=None):
        dirs.sort()
        for name in [*dirs, *files]:
            path = os.path.join(folder, name)
            relative = display_name(os.path.relpath(path, root).replace(os.sep, "/"))
            is_dir_entry = name in dirs
            try:
                link = os.lstat(path)
            except OSError as err:  # vanished between listing and lstat
                skipped.append(Skipped(relative, f"could not be examined ({type(err).__name__}: {err.strerror})"))
                continue
            if stat.S_ISLNK(link.st_mode):
                target = os.path.realpath(path)
                inside = target == real_root or target.startswith(real_root + os.sep)
                try:
                    status = os.stat(path)
                except OSError:
                    skipped.append(Skipped(relative, "dangling symlink (its target does not exist)"))
                    continue
                if not inside:
                    skipped.append(Skipped(relative, f"symlink to {display_name(target)}, outside the source root: "
                                                     "refused"))
                    continue
                if stat.S_ISDIR(status.st_mode):
                    skipped.append(Skipped(relative, "symlink to a folder: not followed (its files are ingested "
                                                     "under their own paths)"))
                    continue
            elif is_dir_entry:
                if _matches(relative, patterns):
                    skipped.append(Skipped(relative, "a folder named like a document (its files are searched)"))
                continue
            else:
                status = link
            if not stat.S_ISREG(status.st_mode):
                skipped.append(Skipped(relative, "not a regular file (FIFO, socket or device): never opened"))
                continue
            if not _matches(relative, patterns):
                skipped.append(Skipped(relative, "not an included file type (ingest.include)"))
                continue
            found.append(SourceFile(relative, _portable_url(path), status.st_size, status.st_mtime))
    found.sort(key=lambda source: source.relative_path)
    skipped.sort(key=lambda item: item.relative_path)
    return Discovery(found, skipped)


def _mtime(info: dict[str, Any]) -> float | None:
    value = info.get("mtime") or info.get("LastModified") or info.get("last_modified")
    if value is None:
        return None
    return float(value.timestamp()) if hasattr(value, "timestamp") else float(value)


def open_url(url: str) -> Any:
    """A binary file object for a source URL (a local path, a `rawpath:` name, any fsspec URL)."""
    if url.startswith(RAW_PATH_PREFIX):
        return open(bytes.fromhex(url[len(RAW_PATH_PREFIX):]), "rb")
    import fsspec

    return fsspec.open(url, "rb").open()


def read_source(url: str, limit: int | None = None) -> bytes:
    """The file's bytes; with `limit`, a file larger than that raises FileTooLarge without being read whole."""
    with open_url(url) as handle:
        data = handle.read() if limit is None else handle.read(limit + 1)
    if limit is not None and len(data) > limit:
        raise FileTooLarge(limit)
    return data


class FileTooLarge(Exception):
    def __init__(self, limit: int) -> None:
        super().__init__(f"larger than ingest.limits.max_bytes ({limit} bytes)")
        self.limit = limit


def hash_source(url: str) -> str:
    """sha256 of a source file, read in 1 MiB blocks (a large file is never held in memory to be hashed)."""
    digest = hashlib.sha256()
    with open_url(url) as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


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
            key: {name: value for name, value in entry.items()
                  if name not in STAT_FIELDS and not (name == "depends_on" and not value)}
            for key, entry in files.items()}})

    def known_sha(self, source: SourceFile) -> str | None:
        """The stored hash when size and mtime say the file is untouched, else None (must re-hash)."""
        entry = self.entries.get(source.relative_path)
        if entry and source.mtime is not None and entry.size == source.size and entry.mtime == source.mtime:
            return entry.sha256
        return None

    def is_current(self, relative_path: str, sha256: str, settings: dict[str, str] | None = None) -> bool:
        """Same bytes as last time, and every setting the last outcome depended on still the same."""
        entry = self.entries.get(relative_path)
        if entry is None or entry.sha256 != sha256:
            return False
        current = settings or {}
        return all(current.get(name) == value for name, value in entry.depends_on.items())
