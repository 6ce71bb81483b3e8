from pathlib import Path

import pytest

from tasks.core.atomic import atomic_path, write_json_atomic


def test_crash_mid_write_keeps_the_previous_version(tmp_path: Path):
    target = tmp_path / "ledger.json"
    write_json_atomic(target, {"version": 1})
    with pytest.raises(RuntimeError):
        with atomic_path(target) as tmp:
            tmp.write_text('{"version": 2, "files": {"half')
            raise RuntimeError("killed mid-write")
    assert target.read_text().strip() == '{\n  "version": 1\n}'
    assert [p.name for p in tmp_path.iterdir()] == ["ledger.json"]  # no temp files left behind
