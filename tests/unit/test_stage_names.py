"""One name per stage: the dvc stage X runs `ragops X` (words joined by `_`, `-` read as `_`), and the Airflow task
that runs it is called X too, in one DAG only. A stage that no single task runs says why below."""

from __future__ import annotations

import ast
import shlex
from pathlib import Path

import yaml

from tasks.cli import build_parser

REPO = Path(__file__).resolve().parents[2]
GLOBAL_OPTIONS = {"--data-root", "--params", "--set"}  # ragops options that take a value, before the command

# Stages no task of their own name runs, and why. Ingest and embed are split into mapped tasks that carry the
# stage's name (plan_ingest ... commit_ingest; embed_shard); the other two are never scheduled.
NOT_ONE_TASK = {
    "sample_corpus": "test data, written once (`make demo`, `make eval`, dvc); no DAG schedules it",
    "labels_init": "creates the empty label store once; labels then arrive through the import_labels DAG",
    "ingest": "ingest_documents: plan_ingest -> extract_batch (mapped) -> commit_ingest",
    "embed": "refresh_embeddings: plan_embedding -> embed_shard (mapped) -> build_index -> publish_index",
}


# Packages under tasks/ that dvc stages depend on (their `deps:` name package folders) but that are no stage package,
# and why. Every other one keeps the entry points its stages' CLI commands, DAG tasks and dvc stages call in
# tasks/<package>/stage.py.
NOT_A_STAGE_PACKAGE = {
    "cli": "the `ragops` command line every stage's command runs through; it calls the stage packages",
    "core": "the layer under every stage: settings, paths, atomic writes, locks, tracking and registry",
    "runtime": "the query-time code serving and the stages share: retrieval, index store, corrective pipeline",
    "evaluation": "quality measurements (`ragops eval`), a leaf: eval_evaluators measures the evaluators stage's "
                  "models, and its task belongs to that stage's DAG",
    "sample_corpus": "the demo corpus generator, a leaf of test data written once: one entry point "
                     "(`generate_sample_corpus`), no DAG",
}


def dvc_stages() -> dict[str, dict]:
    return yaml.safe_load((REPO / "dvc.yaml").read_text(encoding="utf-8"))["stages"]


def command_words(cmd: str) -> list[str]:
    """`ragops --data-root data --params params.yaml train dcee --json` -> ["train", "dcee"]."""
    tokens = shlex.split(cmd)
    tokens = tokens[tokens.index("ragops") + 1:]
    while tokens and tokens[0] in GLOBAL_OPTIONS:
        tokens = tokens[2:]
    words = []
    for token in tokens:
        if token.startswith("-") or "/" in token:  # an option, or a path argument
            break
        words.append(token)
    return words


def dag_tasks() -> dict[str, list[str]]:
    """Task id -> the DAG files defining it: @task functions (by name, their default id) and task_id="..."."""
    found: dict[str, list[str]] = {}
    for path in sorted((REPO / "dags").glob("*.py")):
        if path.name.startswith("_"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.FunctionDef) and any("task" in ast.unparse(d).split("(")[0]
                                                         for d in node.decorator_list):
                names.append(node.name)
            if isinstance(node, ast.Call):
                names += [kw.value.value for kw in node.keywords
                          if kw.arg == "task_id" and isinstance(kw.value, ast.Constant)]
            for name in names:
                found.setdefault(name, []).append(path.stem)
    return found


def test_each_dvc_stage_runs_the_ragops_command_of_its_name():
    parser = build_parser()
    for name, stage in dvc_stages().items():
        words = command_words(stage["cmd"])
        assert "_".join(words).replace("-", "_") == name, (name, stage["cmd"])
        parser.parse_args(["--data-root", "data", *words, *(["out"] if name == "sample_corpus" else [])])


def test_each_dvc_stage_is_the_airflow_task_of_its_name_in_one_dag():
    tasks = dag_tasks()
    for name in dvc_stages():
        if name in NOT_ONE_TASK:
            assert name not in tasks and any(name in task.split("_") for task in tasks) == (
                name in ("ingest", "embed")), name
            continue
        assert len(tasks.get(name, [])) == 1, (name, tasks.get(name))


def test_the_exceptions_name_existing_stages():
    assert set(NOT_ONE_TASK) <= set(dvc_stages())


def tasks_packages_of_dvc_stages() -> set[str]:
    """The packages under tasks/ that some dvc stage lists as a dependency (`tasks/<package>`)."""
    packages = set()
    for stage in dvc_stages().values():
        for dep in stage.get("deps", []):
            parts = Path(dep).parts
            if parts[0] == "tasks" and len(parts) == 2 and (REPO / dep / "__init__.py").is_file():
                packages.add(parts[1])
    return packages


def test_each_stage_package_a_dvc_stage_reaches_has_a_stage_module():
    packages = tasks_packages_of_dvc_stages()
    stage_packages = packages - set(NOT_A_STAGE_PACKAGE)
    assert stage_packages, "no stage package found among dvc.yaml's deps"
    missing = sorted(name for name in stage_packages if not (REPO / "tasks" / name / "stage.py").is_file())
    assert not missing, f"stage packages without tasks/<package>/stage.py: {missing}"


def test_the_package_exceptions_are_dvc_dependencies_without_a_stage_module():
    packages = tasks_packages_of_dvc_stages()
    assert set(NOT_A_STAGE_PACKAGE) <= packages, set(NOT_A_STAGE_PACKAGE) - packages
    with_one = sorted(name for name in NOT_A_STAGE_PACKAGE if (REPO / "tasks" / name / "stage.py").is_file())
    assert not with_one, f"these have a stage.py: take them off NOT_A_STAGE_PACKAGE: {with_one}"
