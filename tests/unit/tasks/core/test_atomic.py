from pathlib import Path

import pytest

from tasks.core.atomic import atomic_path, replace_dir, staging_dir, write_json_atomic


def test_crash_mid_write_keeps_the_previous_version(tmp_path: Path):
    target = tmp_path / "ledger.json"
    write_json_atomic(target, {"version": 1})
    with pytest.raises(RuntimeError):
        with atomic_path(target) as tmp:
            tmp.write_text('{"version": 2, "files": {"half')
            raise RuntimeError("killed mid-write")
    assert target.read_text().strip() == '{\n  "version": 1\n}'
    assert [p.name for p in tmp_path.iterdir()] == ["ledger.json"]  # no temp files left behind


def test_a_folder_is_replaced_whole_and_a_failed_swap_keeps_the_old_one(tmp_path: Path, monkeypatch):
    import os

    target = tmp_path / "model"
    for version in ("1", "2"):
        staging = staging_dir(target)
        assert not staging.exists() and staging.parent == tmp_path
        staging.mkdir()
        (staging / "weights").write_text(version)
        replace_dir(staging, target)
        assert (target / "weights").read_text() == version
    assert sorted(p.name for p in tmp_path.iterdir()) == ["model"]  # nothing left beside it

    staging = staging_dir(target)
    staging.mkdir()
    (staging / "weights").write_text("3")
    real_replace = os.replace

    def failing(source, destination):
        if str(source) == str(staging):
            raise OSError("disk went away")
        real_replace(source, destination)

    monkeypatch.setattr(os, "replace", failing)
    with pytest.raises(OSError, match="disk went away"):
        replace_dir(staging, target)
    assert (target / "weights").read_text() == "2"  # the previous folder is back in place


@pytest.fixture
def umask():
    """Set the process umask for one test (restored after): the mode a plain open() gives depends on it."""
    import os

    previous = os.umask(0o022)
    os.umask(previous)
    yield lambda mask: os.umask(mask)
    os.umask(previous)


@pytest.mark.parametrize("mask, expected", [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_a_new_file_gets_the_mode_a_plain_open_would_give(tmp_path: Path, umask, mask, expected):
    umask(mask)
    plain = tmp_path / "plain.json"
    plain.write_text("{}")  # what open(..., "w") makes of this umask
    target = tmp_path / "queue" / "intent.json"

    write_json_atomic(target, [])

    assert plain.stat().st_mode & 0o777 == expected
    assert target.stat().st_mode & 0o777 == expected  # not mkstemp's 0600: another user can read the queue


def test_a_replaced_file_keeps_its_mode_like_open_does(tmp_path: Path, umask):
    import os

    umask(0o022)
    target = tmp_path / "labels.parquet"
    write_json_atomic(target, {"version": 1})
    os.chmod(target, 0o640)  # tightened on purpose: a rewrite must not widen it
    write_json_atomic(target, {"version": 2})
    assert target.stat().st_mode & 0o777 == 0o640

    os.chmod(target, 0o4755)  # a set-user-id bit is not carried over to the new content
    with atomic_path(target) as tmp:
        tmp.write_text("3")
    assert target.stat().st_mode & 0o7777 == 0o755 and target.read_text() == "3"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["labels.parquet"]
