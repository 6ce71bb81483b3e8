from pathlib import Path

import pytest

from tasks.ingest.ledger import Ledger, LedgerEntry, SourceFile, discover


def test_ledger_round_trip_and_shortcuts(tmp_path: Path):
    ledger = Ledger({"a.pdf": LedgerEntry("s" * 64, 10, 100.0, "ingested", "d1", 3)})
    ledger.save(tmp_path / "ledger.json")
    loaded = Ledger.load(tmp_path / "ledger.json")
    assert loaded.entries == ledger.entries
    assert loaded.known_sha(SourceFile("a.pdf", "/x/a.pdf", 10, 100.0)) == "s" * 64
    assert loaded.known_sha(SourceFile("a.pdf", "/x/a.pdf", 10, 101.0)) is None  # touched: re-hash
    assert loaded.is_current("a.pdf", "s" * 64) and not loaded.is_current("a.pdf", "t" * 64)


def test_ledger_json_holds_what_the_contents_decide_and_the_stat_file_the_rest(tmp_path: Path):
    """ledger.json (hashed by `dvc repro` in data/ingest) is the same for the same contents at other mtimes and times;
    the mtime shortcut lives in ledger.stat.json and is trusted only for the hash it was taken with."""
    written = []
    for mtime, when in [(100.0, "2026-01-01T00:00:00+00:00"), (200.0, "2026-02-02T00:00:00+00:00")]:
        folder = tmp_path / str(mtime)
        Ledger({"a.pdf": LedgerEntry("s" * 64, 10, mtime, "ingested", "d1", 3, updated_at=when)}).save(
            folder / "ledger.json")
        written.append((folder / "ledger.json").read_bytes())
        assert Ledger.load(folder / "ledger.json").entries["a.pdf"].mtime == mtime
    assert written[0] == written[1] and b"mtime" not in written[0] and b"updated_at" not in written[0]

    # A ledger.json of other content beside this stat file (restored by `dvc checkout`): no shortcut, re-hash.
    (tmp_path / "100.0" / "ledger.json").write_text(
        '{"version": 1, "files": {"a.pdf": {"sha256": "' + "t" * 64 + '", "size": 10, "status": "ingested", '
        '"doc_id": "d1", "n_chunks": 3, "reason": ""}}}')
    restored = Ledger.load(tmp_path / "100.0" / "ledger.json")
    assert restored.entries["a.pdf"].mtime is None
    assert restored.known_sha(SourceFile("a.pdf", "/x/a.pdf", 10, 100.0)) is None

    # A ledger written before the split (mtime and updated_at inline, no stat file) still loads as it was.
    legacy = tmp_path / "legacy" / "ledger.json"
    legacy.parent.mkdir()
    legacy.write_text('{"version": 1, "files": {"a.pdf": {"sha256": "' + "s" * 64 + '", "size": 10, "mtime": 100.0, '
                      '"status": "ingested", "doc_id": "d1", "n_chunks": 3, "reason": "", "updated_at": "then"}}}')
    assert Ledger.load(legacy).known_sha(SourceFile("a.pdf", "/x/a.pdf", 10, 100.0)) == "s" * 64


def test_ledger_version_mismatch_is_an_error(tmp_path: Path):
    (tmp_path / "ledger.json").write_text('{"version": 99, "files": {}}')
    with pytest.raises(ValueError, match="ledger version 99"):
        Ledger.load(tmp_path / "ledger.json")


def test_discover_filters_by_glob_and_uses_relative_posix_paths(tmp_path: Path):
    (tmp_path / "a" / "b").mkdir(parents=True)
    (tmp_path / "a" / "b" / "x.pdf").write_bytes(b"%PDF-")
    (tmp_path / "notes.txt").write_text("skip me")
    found = discover(str(tmp_path), ["*.pdf"])
    assert [source.relative_path for source in found.files] == ["a/b/x.pdf"]
    assert [(item.relative_path, item.reason) for item in found.skipped] == [
        ("notes.txt", "not an included file type (ingest.include)")]
    assert discover(f"file://{tmp_path}", ["*.pdf"]).files[0].relative_path == "a/b/x.pdf"
    with pytest.raises(FileNotFoundError):
        discover(str(tmp_path / "missing"), ["*.pdf"])
