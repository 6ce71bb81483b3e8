"""`dvc repro embed` runs sample_corpus -> ingest -> embed from dvc.yaml; a second one does nothing. The training
stages after it are checked as a graph (`dvc dag`) and against params.yaml and the code, without training."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parents[2]


def run(args: list[str], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess:
    done = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, f"{args}: {done.stdout[-2000:]}\n{done.stderr[-3000:]}"
    return done


def dvc_project(tmp_path: Path) -> tuple[Path, dict[str, str], str]:
    """A copy of the pipeline (dvc.yaml, params, code) in a fresh git repository; (folder, env, dvc binary)."""
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
    return project, env, str(bin_dir / "dvc")


@pytest.mark.slow
def test_dvc_repro_runs_ingest_then_nothing(tmp_path: Path):
    project, env, dvc = dvc_project(tmp_path)

    # `embed` and what it needs; the training stages after it cost minutes and are checked below as a graph.
    first = run([dvc, "repro", "embed"], project, env)
    assert "Running stage 'ingest'" in first.stdout and "Running stage 'embed'" in first.stdout
    embedded = json.loads((project / "data" / "index" / "last_report.json").read_text())
    assert embedded["switched"] and embedded["total"] > 300
    report = json.loads((project / "data" / "ingest" / "last_report.json").read_text())
    assert report["processed"] >= 40 and (project / "data" / "chunks" / "chunks.parquet").exists()
    lock = (project / "dvc.lock").read_text()
    assert "ingest.chunking" in lock or "chunking" in lock

    second = run([dvc, "repro", "embed"], project, env)
    assert "Running stage" not in second.stdout
    assert "didn't change, skipping" in second.stdout or "up to date" in second.stdout


def _param_exists(tree: dict, dotted: str) -> bool:
    node = tree
    for part in dotted.split("."):
        if not isinstance(node, dict) or part not in node:
            return False
        node = node[part]
    return True


def test_training_stages_form_the_train_evaluators_graph(tmp_path: Path):
    """labels + index -> DCEE and intent -> ranker -> queue and evaluation, as in the train_evaluators DAG; every
    param a stage lists exists in params.yaml and every code file it lists exists (`dvc repro` would fail)."""
    project, env, dvc = dvc_project(tmp_path)
    dot = run([dvc, "dag", "--dot"], project, env).stdout  # also validates the graph: no cycles, no overlaps
    edges = set(re.findall(r'"([^"]+)" -> "([^"]+)"', dot))
    assert {("embed", "train_dcee"), ("labels", "train_dcee"), ("labels", "train_intent"),
            ("train_dcee", "train_ranker"), ("train_intent", "train_ranker"), ("embed", "train_ranker"),
            ("train_ranker", "export_queue"), ("train_ranker", "eval_evaluators"), ("labels", "export_queue")} <= edges
    assert ("embed", "train_intent") not in edges  # the intent classifier reads queries and labels only
    assert not any(target == "labels" for _, target in edges)  # human input: nothing computes the label store

    stages = yaml.safe_load((REPO / "dvc.yaml").read_text(encoding="utf-8"))["stages"]
    params = yaml.safe_load((REPO / "params.yaml").read_text(encoding="utf-8"))
    for name in ("labels", "train_dcee", "train_intent", "train_ranker", "export_queue", "eval_evaluators"):
        stage = stages[name]
        assert stage["cmd"].startswith("python -m tasks."), name
        missing = [key for key in stage.get("params", []) if not _param_exists(params, key)]
        assert not missing, f"{name}: params not in params.yaml: {missing}"
        code = [dep for dep in stage.get("deps", []) if dep.startswith(("tasks/", "models/"))]
        assert all((REPO / dep).exists() for dep in code), f"{name}: {[d for d in code if not (REPO / d).exists()]}"
    assert stages["labels"]["outs"] == [{"data/labels/labels.parquet": {"persist": True}}]
    metrics = [next(iter(item)) for item in stages["eval_evaluators"]["metrics"]]
    assert metrics == ["data/reports/eval_evaluators.json"]
    assert stages["eval_evaluators"]["metrics"][0][metrics[0]] == {"cache": False}
