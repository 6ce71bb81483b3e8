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


def test_ledger_version_mismatch_is_an_error(tmp_path: Path):
    (tmp_path / "ledger.json").write_text('{"version": 99, "files": {}}')
    with pytest.raises(ValueError, match="ledger version 99"):
        Ledger.load(tmp_path / "ledger.json")


def test_discover_filters_by_glob_and_uses_relative_posix_paths(tmp_path: Path):
    (tmp_path / "a" / "b").mkdir(parents=True)
    (tmp_path / "a" / "b" / "x.pdf").write_bytes(b"%PDF-")
    (tmp_path / "notes.txt").write_text("skip me")
    found = discover(str(tmp_path), ["*.pdf"])
    assert [source.relative_path for source in found] == ["a/b/x.pdf"]
    assert discover(f"file://{tmp_path}", ["*.pdf"])[0].relative_path == "a/b/x.pdf"
    with pytest.raises(FileNotFoundError):
        discover(str(tmp_path / "missing"), ["*.pdf"])
