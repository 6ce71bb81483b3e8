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
