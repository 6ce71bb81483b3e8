"""`dvc repro gate` runs sample_corpus -> ingest -> embed -> labels -> train_dcee, train_intent -> train_ranker ->
evaluate -> gate from dvc.yaml; a second one does nothing, and the data stages run again from nothing leave dvc.lock
byte-identical (test_determinism.py: the Airflow DAGs write the same bytes); the metrics and plots files it writes are
what `dvc exp show`, `dvc metrics diff` and `dvc plots show` read from git. The whole graph is checked (`dvc dag`)
against params.yaml and the code, and params.yaml against DVC's own rewrite of it (`dvc exp run -S`)."""

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
from dvc.utils.hydra import apply_overrides

from tasks.bench import orchestration
from tasks.cli import build_parser
from tasks.core.dvc_files import METRICS, PLOTS

REPO = Path(__file__).resolve().parents[2]


def run(args: list[str], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess:
    done = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, f"{args}: {done.stdout[-2000:]}\n{done.stderr[-3000:]}"
    return done


def dvc_project(tmp_path: Path, ocr: bool = True, overrides: dict[tuple[str, ...], object] | None = None,
                ) -> tuple[Path, dict[str, str], str]:
    """A copy of the pipeline (dvc.yaml, params, code) in a fresh git repository; (folder, env, dvc binary)."""
    changes = {("sample_corpus", "families_per_set"): 1,  # DVC's bookkeeping needs a corpus, not all 54 rule families
               **({} if ocr else {("ingest", "ocr", "enabled"): False}), **(overrides or {})}
    project, env = orchestration.dvc_project(tmp_path, changes)
    return project, env, str(Path(sys.executable).with_name("dvc"))


def test_dvc_repro_builds_the_index_then_runs_nothing(tmp_path: Path):
    """`make test`'s `dvc repro`: sample_corpus -> ingest -> embed on a copy of the pipeline (the base documents only,
    OCR off), then again: nothing runs — the bytecode Python writes beside the code (a stage dep) included
    (.dvcignore). The whole chain to the gate, twice, is the `make test-slow` test below."""
    project, env, dvc = dvc_project(tmp_path, ocr=False, overrides={("sample_corpus", "families_per_set"): 0})
    first = run([dvc, "repro", "embed"], project, env)
    for stage in ("sample_corpus", "ingest", "embed"):
        assert f"Running stage '{stage}'" in first.stdout, stage
    assert json.loads((project / "data" / "index" / "last_report.json").read_text())["switched"]
    assert list((project / "tasks").rglob("*.pyc")) or os.environ.get("PYTHONDONTWRITEBYTECODE")
    second = run([dvc, "repro", "embed"], project, env)
    assert "Running stage" not in second.stdout, second.stdout[-2000:]


@pytest.mark.slow  # make test-slow: make test runs the test above (dvc repro embed, then nothing)
# 11 to 13 minutes on this 2-core machine (the data stages run twice): over the 900 s default.
@pytest.mark.timeout(1800)
def test_dvc_repro_runs_ingest_embed_train_evaluate_gate_then_nothing(tmp_path: Path):
    # OCR off and fewer DCEE epochs in this copy's params.yaml: the test is about DVC's bookkeeping, and it shows
    # ragops reads the params file DVC tracks (OCR and training are covered by their own tests).
    project, env, dvc = dvc_project(tmp_path, ocr=False, overrides={("evaluators", "dcee", "epochs"): 100})

    first = run([dvc, "repro", "gate"], project, env)
    for stage in ("ingest", "embed", "labels_init", "train_dcee", "train_intent", "train_ranker", "evaluate", "gate"):
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
    shown = json.loads(run([dvc, "metrics", "show", "--json"], project, env).stdout)[""]["data"]
    # The stages this repro ran (the others' files are not there yet: DVC lists them with an error).
    assert {path for path, item in shown.items() if "data" in item} == {
        f"metrics/{stage}.json" for stage in ("train_dcee", "train_intent", "train_ranker", "evaluate", "gate")}
    assert shown["metrics/gate.json"]["data"]["passed"] == gate["passed"]
    assert shown["metrics/train_dcee.json"]["data"]["heldout"]["pairs"] > 0
    assert "seconds" not in shown["metrics/train_intent.json"]["data"]  # the full report has it; the figures do not

    second = run([dvc, "repro", "gate"], project, env)
    assert "Running stage" not in second.stdout
    assert "didn't change, skipping" in second.stdout or "up to date" in second.stdout
    _data_stages_from_nothing_give_the_same_lock(project, env, dvc)

    # The metrics and plots files are in git (data/ is not): commit them, then compare two experiments with it.
    run(["git", "add", "-A"], project, env)
    run(["git", "commit", "-q", "-m", "dvc repro gate"], project, env)
    committed = run(["git", "ls-files"], project, env).stdout.split()
    assert {"dvc.lock", "metrics/train_intent.json", "plots/dcee_calibration_joint.json",
            "plots/ranker_feature_importance.json"} <= set(committed)
    assert not any(path.startswith("data/") for path in committed)
    _two_experiments_compare_metrics(project, env, dvc)
    _plots_show_draws_calibration_and_importance(project, env, dvc)


# The outputs of the data stages (dvc.yaml), persist ones included, which `dvc repro -f` alone would keep.
DATA_STAGE_OUTS = ("data/sample_corpus", "data/chunks", "data/ingest", "data/index", "data/labels/labels.parquet")


def _data_stages_from_nothing_give_the_same_lock(project: Path, env: dict[str, str], dvc: str) -> None:
    """Reproducibility (issue 17): sample_corpus -> ingest -> embed and labels once more from nothing — their outputs
    deleted, new processes (another hash seed), another time, new file mtimes — write byte-identical outputs, so
    dvc.lock is unchanged and no later stage is out of date. (The training and evaluation stages are not run twice:
    their outputs hold MLflow's run and model ids, and latencies; their metrics and plots files are deterministic.)"""
    import difflib

    before = (project / "dvc.lock").read_text(encoding="utf-8")
    for out in DATA_STAGE_OUTS:
        path = project / out
        shutil.rmtree(path) if path.is_dir() else path.unlink()
    rerun = run([dvc, "repro", "--force", "embed", "labels_init"], project, env)
    assert all(f"Running stage '{stage}'" in rerun.stdout for stage in ("sample_corpus", "ingest", "embed", "labels_init"))
    after = (project / "dvc.lock").read_text(encoding="utf-8")
    assert after == before, "".join(difflib.unified_diff(before.splitlines(True), after.splitlines(True), n=8))
    # Everything up to the gate is up to date (a plain `dvc status` would also list the stages never run here).
    assert json.loads(run([dvc, "status", "--json", "gate"], project, env).stdout) == {}


def _two_experiments_compare_metrics(project: Path, env: dict[str, str], dvc: str) -> None:
    """`dvc exp run -S` on the cheap train_intent stage, twice: `dvc exp show` has each one's metrics from its commit;
    params.yaml changed on the line of that key only; `dvc metrics diff` compares the workspace with HEAD."""
    key = "evaluators.intent.regularisation_c"
    run([dvc, "exp", "run", "-S", f"{key}=1.0", "train_intent"], project, env)
    assert run(["git", "diff", "--numstat", "HEAD", "--", "params.yaml"], project, env).stdout.split() == [
        "1", "1", "params.yaml"]
    first_figures = json.loads((project / "metrics" / "train_intent.json").read_text(encoding="utf-8"))
    run([dvc, "exp", "run", "-S", f"{key}=0.01", "train_intent"], project, env)
    second_figures = json.loads((project / "metrics" / "train_intent.json").read_text(encoding="utf-8"))

    shown = json.loads(run([dvc, "exp", "show", "--json"], project, env).stdout)
    experiments = [rev["data"] for entry in shown for experiment in entry.get("experiments") or []
                   for rev in experiment["revs"]]
    by_c = {item["params"]["params.yaml"]["data"]["evaluators"]["intent"]["regularisation_c"]:
            item["metrics"]["metrics/train_intent.json"]["data"] for item in experiments}
    assert by_c == {1.0: first_figures, 0.01: second_figures}
    assert all(figures["heldout"]["queries"] > 0 and "accuracy" in figures["heldout"] for figures in by_c.values())

    diff = json.loads(run([dvc, "metrics", "diff", "HEAD", "--all", "--json"], project, env).stdout)
    assert diff["metrics/train_intent.json"]["heldout.accuracy"]["new"] == second_figures["heldout"]["accuracy"]


def _plots_show_draws_calibration_and_importance(project: Path, env: dict[str, str], dvc: str) -> None:
    plots = json.loads(run([dvc, "plots", "show", "--json"], project, env).stdout)["data"]
    calibration = plots["dcee_calibration"][0]["content"]["data"]["values"]
    series = {row["filename::field"] for row in calibration}
    assert series == {"dcee_calibration_joint.json::observed", "dcee_calibration_joint.json::perfect",
                      "dcee_calibration_semantic.json::observed"}
    assert all(0 <= row["predicted"] <= 1 and 0 <= row["observed"] <= 1 and row["count"] > 0 for row in calibration)
    importance = plots["plots/ranker_feature_importance.json"][0]["content"]["data"]["values"]
    assert len({row["feature"] for row in importance}) == len(importance) > 10
    html = run([dvc, "plots", "show", "-o", "dvc_plots"], project, env)
    assert "DCEE calibration" in (project / "dvc_plots" / "index.html").read_text(encoding="utf-8"), html.stdout


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
    "labels_init": "tasks.labels.store", "train_dcee": "tasks.evaluators.dcee", "train_intent": "tasks.evaluators.intent",
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
        assert "tasks/cli" in listed, name
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
    assert {("sample_corpus", "ingest"), ("ingest", "embed"), ("embed", "train_dcee"), ("labels_init", "train_dcee"), ("labels_init", "train_intent"),
            ("train_dcee", "train_ranker"), ("train_intent", "train_ranker"), ("embed", "train_ranker"),
            ("train_ranker", "export_queue"), ("train_ranker", "eval_evaluators"), ("labels_init", "export_queue"),
            ("train_ranker", "evaluate"), ("embed", "evaluate"), ("evaluate", "gate")} <= edges
    assert ("embed", "train_intent") not in edges  # the intent classifier reads queries and labels only
    assert not any(target == "labels_init" for _, target in edges)  # human input: nothing computes the label store

    stages = yaml.safe_load((REPO / "dvc.yaml").read_text(encoding="utf-8"))["stages"]
    params = yaml.safe_load((REPO / "params.yaml").read_text(encoding="utf-8"))
    for name, stage in stages.items():
        missing = [key for key in stage.get("params", []) if not _param_exists(params, key)]
        assert not missing, f"{name}: params not in params.yaml: {missing}"
        code = [dep for dep in stage.get("deps", []) if dep.startswith(("tasks/", "models/"))]
        assert all((REPO / dep).exists() for dep in code), f"{name}: {[d for d in code if not (REPO / d).exists()]}"
    assert stages["labels_init"]["outs"] == [{"data/labels/labels.parquet": {"persist": True}}]
    assert {"data/reports/promotion_eval.json": {"cache": False}} in stages["evaluate"]["outs"]
    assert "data/reports/promotion_eval.json" in stages["gate"]["deps"]


def test_metrics_and_plots_files_are_small_git_tracked_outputs_of_the_stages_that_write_them():
    """Each stage with figures writes `metrics/<stage>.json` (`--metrics`) and declares it a metric, `cache: false`,
    outside the git-ignored data/; the plots data files are its outputs, and dvc.yaml's `plots:` draws only those."""
    pipeline = yaml.safe_load((REPO / "dvc.yaml").read_text(encoding="utf-8"))
    stages, parser = pipeline["stages"], build_parser()
    written_plots = set()
    for name, stage in stages.items():
        args = parser.parse_args(stage["cmd"].split()[1:])  # the command line parses (no misspelt option)
        metrics = [{path: options} for item in stage.get("metrics", []) for path, options in item.items()]
        if name in METRICS:
            assert args.metrics == Path(f"metrics/{name}.json"), name
            assert metrics == [{f"metrics/{name}.json": {"cache": False}}], name
        else:
            assert getattr(args, "metrics", None) is None and not metrics, name
        if name in PLOTS:
            assert args.plots == Path("plots"), name
            for file in PLOTS[name]:
                assert {f"plots/{file}": {"cache": False}} in stage["outs"], name
                written_plots.add(f"plots/{file}")
        else:
            assert getattr(args, "plots", None) is None, name
    drawn = set()
    for definition in pipeline["plots"]:
        [(plot_id, options)] = definition.items()
        drawn |= set(options["y"]) if isinstance(options["y"], dict) else {plot_id}
    assert drawn == written_plots
    ignored = subprocess.run(["git", "check-ignore", "metrics/gate.json", *sorted(written_plots)], cwd=REPO,
                             capture_output=True, text=True)
    assert ignored.returncode == 1 and not ignored.stdout, ignored.stdout  # none of them is git-ignored


@pytest.mark.parametrize("assignment", [
    "evaluators.intent.regularisation_c=5.0",  # a plain value
    "tracking.uri=sqlite:///elsewhere.db",  # a null (written as an empty value)
    "ingest.batch_size=16",  # the key after a block list
    "ingest.chunking.strategies.trend.max_tokens=1024",  # inside a flow mapping
    "promotion.thresholds.not_found_precision.absolute=0.55",  # a threshold (a flow line here would wrap)
    "distill.production.lora.dropout=0.1",  # the last key before a blank line and the next section
    "ingest.schedule='0 3 * * *'",  # a string YAML would need no quotes for
])
def test_dvc_exp_run_set_changes_only_the_line_of_that_key(tmp_path: Path, assignment: str):
    """`dvc exp run -S` rewrites params.yaml through DVC's ruamel round trip (dvc.utils.hydra.apply_overrides, the
    function it calls): every line but the one of the key set must come back as it was, comments included."""
    path = tmp_path / "params.yaml"
    shutil.copy(REPO / "params.yaml", path)
    before = path.read_text(encoding="utf-8").splitlines()
    apply_overrides(path, [assignment])
    after = path.read_text(encoding="utf-8").splitlines()
    changed = [(old, new) for old, new in zip(before, after, strict=False) if old != new]
    assert len(after) == len(before) and len(changed) == 1, changed
    key, value = assignment.split("=", 1)
    assert changed[0][1].lstrip().startswith(f"{key.rsplit('.', 1)[-1]}:") or "{" in changed[0][1], changed
    expected = yaml.safe_load("\n".join(before))
    section = expected
    for part in key.split(".")[:-1]:
        section = section[part]
    section[key.rsplit(".", 1)[-1]] = yaml.safe_load(value)
    assert yaml.safe_load("\n".join(after)) == expected
