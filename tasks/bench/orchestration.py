"""`make bench`, orchestration overhead: what Airflow adds per task under `dag.test()`, and a no-op `dvc repro`.

Airflow (targets: ≤ 0.3 s per task warm). In a scratch AIRFLOW_HOME with its own SQLite metadata DB:
- a probe DAG of `tasks` chained TaskFlow tasks that do nothing but pass a short string on (the shape of our DAGs:
  tasks hand each other data-root-relative paths), written in our DAG style into a scratch dags folder; its wall
  time per task is Airflow's own cost per task. One cold `dag.test()` then `runs - 1` warm ones, in one process.
- our `refresh_embeddings` DAG on a copy of this data root's chunk store and index, where CURRENT is up to date: the
  run a chunk-store asset event starts when nothing changed (settings snapshot, a plan that skips, the rest
  skipped). Wall, task instances, time inside them, and the rest per task instance.
Each runs in a child process (`python -m dags._overhead`: only dags/ may import Airflow).

DVC (target: ≤ 3 s no-op). A copy of the pipeline (dvc.yaml, params.yaml, code) in a fresh git repository, with
the light settings the DVC test uses (one rule family per set, OCR off, 100 DCEE epochs): `dvc repro gate` once
(sample_corpus → ingest → embed → labels → training → evaluate → gate, timed but not the point), then
`dvc repro gate` again `runs` times — nothing to do, every stage's deps and outs checked — and `dvc status` of the
whole graph (the same checks over every stage, the generator stages included: they have not run, so DVC lists them;
`dvc repro --dry` cannot check them, it stops at quantize's missing input) and `dvc version` (DVC's start-up alone).

Output: `<data_root>/reports/bench_orchestration.json`, logged to MLflow.
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from tasks.bench.common import machine, progress
from tasks.core.atomic import write_json_atomic
from tasks.core.paths import PROJECT_ROOT, DataPaths
from tasks.core.settings import Settings

AIRFLOW_TARGET_S = 0.3
DVC_TARGET_S = 3.0
PROBE_DAG_ID = "ragops_overhead_probe"
# The DVC test's light settings (tests/integration/test_dvc_repro.py): DVC's bookkeeping, not the stages, is measured.
DVC_LIGHT = {("sample_corpus", "families_per_set"): 1, ("ingest", "ocr", "enabled"): False,
             ("evaluators", "dcee", "epochs"): 100}

PROBE_DAG = '''"""{n} chained tasks that do nothing: Airflow's own cost per task (ragops bench orchestration)."""
import pendulum
from airflow.sdk import dag, task


@dag(dag_id="{dag_id}", schedule=None, start_date=pendulum.datetime(2026, 1, 1, tz="UTC"), catchup=False,
     max_active_runs=1)
def probe():
    @task
    def step(previous: str) -> str:
        return previous

    value = "chunks/chunks.parquet"
    for i in range({n}):
        value = step.override(task_id=f"step_{{i}}")(value)


probe()
'''


def airflow_env(home: Path, data_root: Path, dags_folder: Path = PROJECT_ROOT / "dags",
                migrate: bool = True) -> dict[str, str]:
    """The environment of a `dag.test()` child process: its own AIRFLOW_HOME and SQLite metadata DB (migrated here
    unless `migrate` is False: the caller put a migrated copy there), `dags_folder`, RAGOPS_DATA_ROOT. RuntimeError
    (with Airflow's output) when the migration fails."""
    env = {
        **os.environ,
        "AIRFLOW_HOME": str(home),
        "AIRFLOW__CORE__DAGS_FOLDER": str(dags_folder),
        "AIRFLOW__CORE__LOAD_EXAMPLES": "False",
        "AIRFLOW__CORE__PARALLELISM": "4",
        "AIRFLOW__DATABASE__SQL_ALCHEMY_CONN": f"sqlite:///{home}/airflow.db",
        "RAGOPS_DATA_ROOT": str(data_root),
        "MLFLOW_DISABLE_TELEMETRY": "true",
    }
    env.pop("MLFLOW_TRACKING_URI", None)
    if not migrate:
        return env
    airflow = Path(sys.executable).with_name("airflow")
    migrated = subprocess.run([str(airflow), "db", "migrate"], env=env, capture_output=True, text=True, timeout=600)
    if migrated.returncode != 0:
        raise RuntimeError(f"airflow db migrate failed: {migrated.stderr[-3000:]}")
    return env


def _probe(env: Mapping[str, str], dag_id: str, runs: int, conf: Mapping[str, Any] | None = None) -> dict[str, Any]:
    done = subprocess.run([sys.executable, "-m", "dags._overhead", dag_id, str(runs), json.dumps(dict(conf or {}))],
                          env=dict(env), cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=1800)
    if done.returncode != 0:
        raise RuntimeError(f"dag.test() of {dag_id} failed: {done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def _warm(runs: list[dict[str, Any]], key: str) -> float | None:
    warm = [run[key] for run in runs[1:]]
    return round(statistics.median(warm), 4) if warm else None


def airflow_overhead(paths: DataPaths, workdir: Path, tasks: int, runs: int) -> dict[str, Any]:
    probe_dags = workdir / "probe_dags"
    probe_dags.mkdir()
    (probe_dags / "overhead_probe.py").write_text(PROBE_DAG.format(n=tasks, dag_id=PROBE_DAG_ID), encoding="utf-8")
    scratch_root = workdir / "probe_root"
    scratch_root.mkdir()
    progress("bench_orchestration", f"airflow: probe DAG of {tasks} tasks, {runs} dag.test() runs")
    probe = _probe(airflow_env(workdir / "airflow_probe", scratch_root, probe_dags), PROBE_DAG_ID, runs)
    report: dict[str, Any] = {
        "probe": {**probe, "tasks": tasks, "cold_per_task_s": probe["runs"][0]["per_task_s"],
                  "warm_per_task_s": _warm(probe["runs"], "per_task_s")},
    }
    if (paths.root / "chunks").is_dir() and (paths.root / "index" / "CURRENT").exists():
        root = workdir / "refresh_root"
        root.mkdir()
        for part in ("chunks", "index"):
            shutil.copytree(paths.root / part, root / part, ignore=shutil.ignore_patterns("tmp", "*.lock"))
        progress("bench_orchestration", f"airflow: refresh_embeddings with nothing to do, {runs} dag.test() runs")
        refresh = _probe(airflow_env(workdir / "airflow_refresh", root), "refresh_embeddings", runs)
        report["refresh_embeddings_noop"] = {
            **refresh, "cold_per_task_s": refresh["runs"][0]["per_task_s"],
            "warm_per_task_s": _warm(refresh["runs"], "per_task_s"),
            "warm_between_tasks_per_task_s": _warm(refresh["runs"], "between_tasks_per_task_s")}
    else:
        report["refresh_embeddings_noop"] = {"skipped": f"no chunk store and CURRENT index under {paths.root}"}
    warm = report["probe"]["warm_per_task_s"]
    report["target_per_task_s"] = AIRFLOW_TARGET_S
    report["warm_per_task_within_target"] = warm is not None and warm <= AIRFLOW_TARGET_S
    return report


def dvc_project(folder: Path, overrides: Mapping[tuple[str, ...], object] | None = None) -> tuple[Path, dict[str, str]]:
    """A copy of the pipeline (dvc.yaml, params.yaml with `overrides`, the code) in a fresh git repository under
    `folder`; (project folder, environment that runs the copied code with this venv's dvc and ragops)."""
    from dvc.utils.hydra import apply_overrides

    project = folder / "project"
    project.mkdir(parents=True)
    # .gitignore too: data/ is git-ignored there as here, so git holds only what DVC compares (dvc.lock, metrics/, plots/).
    for name in ["dvc.yaml", "params.yaml", ".dvcignore", ".gitignore"]:
        shutil.copy(PROJECT_ROOT / name, project / name)
    # Changed the way `dvc exp run -S` changes it, so the copy keeps params.yaml's formatting.
    apply_overrides(project / "params.yaml", [f"{'.'.join(keys)}={json.dumps(value)}"
                                              for keys, value in (overrides or {}).items()])
    for name in [".dvc", "tasks", "models", "serving"]:
        shutil.copytree(PROJECT_ROOT / name, project / name, ignore=shutil.ignore_patterns("__pycache__", "tmp", "cache"))
    bin_dir = Path(sys.executable).parent
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}", "DVC_NO_ANALYTICS": "1",
           **{f"GIT_{role}_{field}": value for role in ("AUTHOR", "COMMITTER")
              for field, value in (("NAME", "ragops"), ("EMAIL", "bench@ragops.invalid"))}}
    env.pop("RAGOPS_DATA_ROOT", None)
    # The copied code is what runs (`ragops` would import the checkout's through the editable install): the code DVC
    # hashes as each stage's deps, as in a real checkout.
    env["PYTHONPATH"] = os.pathsep.join([str(project), *filter(None, [os.environ.get("PYTHONPATH")])])
    subprocess.run(["git", "init", "-q"], cwd=project, env=env, check=True)
    return project, env


def _timed(args: list[str], cwd: Path, env: Mapping[str, str]) -> tuple[float, str]:
    clock = time.perf_counter()
    done = subprocess.run(args, cwd=cwd, env=dict(env), capture_output=True, text=True, timeout=3600)
    seconds = time.perf_counter() - clock
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(args)} failed: {done.stdout[-2000:]}\n{done.stderr[-3000:]}")
    return seconds, done.stdout


def dvc_noop(workdir: Path, runs: int) -> dict[str, Any]:
    project, env = dvc_project(workdir, DVC_LIGHT)
    dvc = str(Path(sys.executable).with_name("dvc"))
    progress("bench_orchestration", "dvc: first `dvc repro gate` (light settings; several minutes)")
    first, _ = _timed([dvc, "repro", "gate"], project, env)
    noop, status, startup = [], [], []
    for i in range(runs):
        progress("bench_orchestration", f"dvc: no-op round {i + 1}/{runs}")
        seconds, out = _timed([dvc, "repro", "gate"], project, env)
        if "Running stage" in out:
            raise RuntimeError(f"the second `dvc repro gate` ran a stage, it is not a no-op: {out[-2000:]}")
        noop.append(seconds)
        status.append(_timed([dvc, "status"], project, env)[0])
        startup.append(_timed([dvc, "version"], project, env)[0])
    stages = len(_timed([dvc, "stage", "list", "--name-only"], project, env)[1].split())
    median = round(statistics.median(noop), 3)
    return {
        "settings": {".".join(keys): value for keys, value in DVC_LIGHT.items()},
        "first_repro_gate_s": round(first, 1),
        "noop_repro_gate_s": [round(s, 3) for s in noop], "noop_repro_gate_median_s": median,
        "status_all_s": [round(s, 3) for s in status], "status_all_median_s": round(statistics.median(status), 3),
        "dvc_version_s": [round(s, 3) for s in startup], "dvc_version_median_s": round(statistics.median(startup), 3),
        "stages": stages, "target_noop_s": DVC_TARGET_S, "noop_within_target": median <= DVC_TARGET_S,
    }


def run(settings: Settings, paths: DataPaths, tasks: int = 20, runs: int = 4, dvc: bool = True,
        workdir: Path | None = None) -> dict[str, Any]:
    if tasks < 1 or runs < 2:
        raise ValueError(f"need at least 1 task and 2 runs (one cold, one warm), got {tasks} and {runs}")
    with tempfile.TemporaryDirectory(prefix="ragops-bench-orchestration-") as tmp:
        scratch = workdir or Path(tmp)
        scratch.mkdir(parents=True, exist_ok=True)
        report: dict[str, Any] = {"machine": machine(), "airflow": airflow_overhead(paths, scratch, tasks, runs)}
        report["dvc"] = dvc_noop(scratch / "dvc", runs - 1) if dvc else {"skipped": "--no-dvc"}
    target = paths.reports / "bench_orchestration.json"
    target.parent.mkdir(parents=True, exist_ok=True)
    write_json_atomic(target, report)
    _log(report, settings, paths, target)
    return report


def summary(report: Mapping[str, Any]) -> dict[str, Any]:
    airflow, dvc = report["airflow"], report["dvc"]
    refresh = airflow["refresh_embeddings_noop"]
    return {"airflow_cold_per_task_s": airflow["probe"]["cold_per_task_s"],
            "airflow_warm_per_task_s": airflow["probe"]["warm_per_task_s"],
            "refresh_embeddings_noop_warm_per_task_s": refresh.get("warm_per_task_s"),
            "dvc_noop_repro_gate_s": dvc.get("noop_repro_gate_median_s"),
            "dvc_status_all_s": dvc.get("status_all_median_s"),
            "dvc_version_s": dvc.get("dvc_version_median_s")}


def _log(report: Mapping[str, Any], settings: Settings, paths: DataPaths, target: Path) -> None:
    from tasks.core.tracking import stage_run

    with stage_run("bench_orchestration", settings, paths) as tracked:
        tracked.log_metrics({key: float(value) for key, value in summary(report).items() if value is not None})
        tracked.log_artifact(target)
