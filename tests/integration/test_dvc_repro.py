"""`dvc repro` runs sample_corpus -> ingest -> embed from dvc.yaml; a second `dvc repro` does nothing."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow


def run(args: list[str], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess:
    done = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, f"{args}: {done.stdout[-2000:]}\n{done.stderr[-3000:]}"
    return done


def test_dvc_repro_runs_ingest_then_nothing(tmp_path: Path):
    project = tmp_path / "project"
    project.mkdir()
    for name in ["dvc.yaml", "params.yaml", ".dvcignore"]:
        shutil.copy(REPO / name, project / name)
    for folder in [".dvc", "tasks", "models"]:
        shutil.copytree(REPO / folder, project / folder, ignore=shutil.ignore_patterns("__pycache__", "tmp", "cache"))
    bin_dir = Path(sys.executable).parent
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}", "DVC_NO_ANALYTICS": "1"}
    env.pop("RAGOPS_DATA_ROOT", None)
    run(["git", "init", "-q"], project, env)

    first = run([str(bin_dir / "dvc"), "repro"], project, env)
    assert "Running stage 'ingest'" in first.stdout and "Running stage 'embed'" in first.stdout
    embedded = json.loads((project / "data" / "index" / "last_report.json").read_text())
    assert embedded["switched"] and embedded["total"] > 300
    report = json.loads((project / "data" / "ingest" / "last_report.json").read_text())
    assert report["processed"] >= 40 and (project / "data" / "chunks" / "chunks.parquet").exists()
    lock = (project / "dvc.lock").read_text()
    assert "ingest.chunking" in lock or "chunking" in lock

    second = run([str(bin_dir / "dvc"), "repro"], project, env)
    assert "Running stage" not in second.stdout
    assert "didn't change, skipping" in second.stdout or "up to date" in second.stdout
