"""`dvc repro gate` runs sample_corpus -> ingest -> embed -> labels -> train_dcee, train_intent -> train_ranker ->
evaluate -> gate from dvc.yaml; a second one does nothing. The whole graph is checked (`dvc dag`) against params.yaml
and the code."""

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


def dvc_project(tmp_path: Path, ocr: bool = True, overrides: dict[tuple[str, ...], object] | None = None,
                ) -> tuple[Path, dict[str, str], str]:
    """A copy of the pipeline (dvc.yaml, params, code) in a fresh git repository; (folder, env, dvc binary)."""
    project = tmp_path / "project"
    project.mkdir()
    for name in ["dvc.yaml", "params.yaml", ".dvcignore"]:
        shutil.copy(REPO / name, project / name)
    params = yaml.safe_load((project / "params.yaml").read_text(encoding="utf-8"))
    params["sample_corpus"]["families_per_set"] = 1  # DVC's bookkeeping needs a corpus, not all 54 rule families
    if not ocr:
        params["ingest"]["ocr"]["enabled"] = False
    for keys, value in (overrides or {}).items():
        section = params
        for key in keys[:-1]:
            section = section[key]
        section[keys[-1]] = value
    (project / "params.yaml").write_text(yaml.safe_dump(params, allow_unicode=True), encoding="utf-8")
    for folder in [".dvc", "tasks", "models", "serving"]:
        shutil.copytree(REPO / folder, project / folder, ignore=shutil.ignore_patterns("__pycache__", "tmp", "cache"))
    bin_dir = Path(sys.executable).parent
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}", "DVC_NO_ANALYTICS": "1"}
    env.pop("RAGOPS_DATA_ROOT", None)
    run(["git", "init", "-q"], project, env)
    return project, env, str(bin_dir / "dvc")


@pytest.mark.slow
def test_dvc_repro_runs_ingest_embed_train_evaluate_gate_then_nothing(tmp_path: Path):
    # OCR off and fewer DCEE epochs in this copy's params.yaml: the test is about DVC's bookkeeping, and it shows
    # ragops reads the params file DVC tracks (OCR and training are covered by their own tests).
    project, env, dvc = dvc_project(tmp_path, ocr=False, overrides={("evaluators", "dcee", "epochs"): 100})

    first = run([dvc, "repro", "gate"], project, env)
    for stage in ("ingest", "embed", "labels", "train_dcee", "train_intent", "train_ranker", "evaluate", "gate"):
        assert f"Running stage '{stage}'" in first.stdout, stage
    embedded = json.loads((project / "data" / "index" / "last_report.json").read_text())
    assert embedded["switched"] and embedded["total"] > 300
    report = json.loads((project / "data" / "ingest" / "last_report.json").read_text())
    assert report["processed"] >= 40 and (project / "data" / "chunks" / "chunks.parquet").exists()
    assert report["ocr_pages"] == 0 and report["needs_ocr_pages"]  # the project's params.yaml was read: OCR off
    lock = (project / "dvc.lock").read_text()
    assert "ingest.chunking" in lock or "chunking" in lock
    evaluation = json.loads((project / "data" / "reports" / "promotion_eval.json").read_text())
    assert evaluation["champion"] is None and evaluation["candidate"]["metrics"]["recall_at_k"] is not None
    gate = json.loads((project / "data" / "reports" / "promotion_gate.json").read_text())
    assert gate["candidate"]["models"] == {"dcee": "1", "t3d_intent": "1", "t3d_ranker": "1"} and gate["reasons"]
    shown = json.loads(run([dvc, "metrics", "show", "--json"], project, env).stdout)
    assert any("promotion_gate.json" in str(key) for key in json.dumps(shown).split('"'))

    second = run([dvc, "repro", "gate"], project, env)
    assert "Running stage" not in second.stdout
    assert "didn't change, skipping" in second.stdout or "up to date" in second.stdout


def _param_exists(tree: dict, dotted: str) -> bool:
    node = tree
    for part in dotted.split("."):
        if not isinstance(node, dict) or part not in node:
            return False
        node = node[part]
    return True


# The module each stage's `ragops` command runs; its import closure is the code the stage depends on.
STAGE_ENTRY = {
    "sample_corpus": "tasks.sample_corpus", "ingest": "tasks.ingest.stage", "embed": "tasks.embed.stage",
    "labels": "tasks.labels.store", "train_dcee": "tasks.evaluators.dcee", "train_intent": "tasks.evaluators.intent",
    "train_ranker": "tasks.evaluators.ranker", "export_queue": "tasks.labels.queue",
    "eval_evaluators": "tasks.evaluation.evaluators", "evaluate": "tasks.promotion.evaluate",
    "gate": "tasks.promotion.gate", "distill": "tasks.generator.distill", "quantize": "tasks.generator.quantize",
    "build_engine": "tasks.generator.build_engine",
}


def _code_closure(graph, module: str) -> set[str]:
    seen, pending = {module}, [module]
    while pending:
        for imported in graph.find_modules_directly_imported_by(pending.pop()):
            if imported not in seen:
                seen.add(imported)
                pending.append(imported)
    return {name for name in seen if name.split(".")[0] in ("tasks", "models")}


def test_every_stage_runs_ragops_and_depends_on_all_the_code_it_imports():
    """A stage whose code deps miss a module it imports would not re-run when that module changes its output."""
    import grimp

    graph = grimp.build_graph("tasks", "models")
    stages = yaml.safe_load((REPO / "dvc.yaml").read_text(encoding="utf-8"))["stages"]
    assert set(stages) == set(STAGE_ENTRY)
    for name, entry in STAGE_ENTRY.items():
        stage = stages[name]
        # The params file DVC tracks is the one ragops reads (not the installed package's default).
        assert stage["cmd"].startswith("ragops --data-root data --params params.yaml "), name
        listed = [dep for dep in stage.get("deps", []) if dep.startswith(("tasks/", "models/"))]
        assert "tasks/cli.py" in listed, name
        for module in _code_closure(graph, entry):
            path = module.replace(".", "/")
            assert any(path == dep.removesuffix(".py") or path.startswith(dep.rstrip("/") + "/") for dep in listed), (
                f"{name}: imports {module}, not covered by its deps {listed}")


def test_training_stages_form_the_train_evaluators_graph(tmp_path: Path):
    """sample_corpus -> ingest -> embed, then labels + index -> DCEE and intent -> ranker -> queue and evaluation,
    as in the DAGs; every param a stage lists exists in params.yaml and every code path it lists exists."""
    project, env, dvc = dvc_project(tmp_path)
    dot = run([dvc, "dag", "--dot"], project, env).stdout  # also validates the graph: no cycles, no overlaps
    edges = set(re.findall(r'"([^"]+)" -> "([^"]+)"', dot))
    assert {("sample_corpus", "ingest"), ("ingest", "embed"), ("embed", "train_dcee"), ("labels", "train_dcee"), ("labels", "train_intent"),
            ("train_dcee", "train_ranker"), ("train_intent", "train_ranker"), ("embed", "train_ranker"),
            ("train_ranker", "export_queue"), ("train_ranker", "eval_evaluators"), ("labels", "export_queue"),
            ("train_ranker", "evaluate"), ("embed", "evaluate"), ("evaluate", "gate")} <= edges
    assert ("embed", "train_intent") not in edges  # the intent classifier reads queries and labels only
    assert not any(target == "labels" for _, target in edges)  # human input: nothing computes the label store

    stages = yaml.safe_load((REPO / "dvc.yaml").read_text(encoding="utf-8"))["stages"]
    params = yaml.safe_load((REPO / "params.yaml").read_text(encoding="utf-8"))
    for name, stage in stages.items():
        missing = [key for key in stage.get("params", []) if not _param_exists(params, key)]
        assert not missing, f"{name}: params not in params.yaml: {missing}"
        code = [dep for dep in stage.get("deps", []) if dep.startswith(("tasks/", "models/"))]
        assert all((REPO / dep).exists() for dep in code), f"{name}: {[d for d in code if not (REPO / d).exists()]}"
    assert stages["labels"]["outs"] == [{"data/labels/labels.parquet": {"persist": True}}]
    metrics = [next(iter(item)) for item in stages["eval_evaluators"]["metrics"]]
    assert metrics == ["data/reports/eval_evaluators.json"]
    assert stages["eval_evaluators"]["metrics"][0][metrics[0]] == {"cache": False}
    assert [next(iter(item)) for item in stages["gate"]["metrics"]] == ["data/reports/promotion_gate.json"]
    assert "data/reports/promotion_eval.json" in stages["gate"]["deps"]
