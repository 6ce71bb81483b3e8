"""`dag.test()` of train_evaluators on a data root with the sample corpus ingested and embedded: the run succeeds,
the three evaluators are registered with `@challenger`, the labelling queue is written; then the correction
benchmark runs on the models that run trained (a smoke run: a benchmark is not a timing assertion)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from airflow_subprocess import migrated_airflow_env

REPO = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow

TASKS = ("train_dcee", "train_intent", "train_ranker", "evaluate", "export_queue")
MODELS = ("dcee", "t3d_intent", "t3d_ranker")
EPOCHS = 100  # a conf override (params.yaml says 300): shorter, and shows conf reaches the stages


def _run(args: list[str], env: dict[str, str], timeout: int = 900) -> subprocess.CompletedProcess:
    done = subprocess.run(args, env=env, capture_output=True, text=True, timeout=timeout, cwd=REPO)
    assert done.returncode == 0, f"{args}: {done.stdout[-2000:]}\n{done.stderr[-4000:]}"
    return done


@pytest.fixture(scope="module")
def trained(tmp_path_factory, sample_corpus_master: Path) -> dict:
    """An ingested + embedded data root (the `ragops` commands `make demo` runs), then ONE dag.test()."""
    root = tmp_path_factory.mktemp("data")
    env = migrated_airflow_env(tmp_path_factory.mktemp("airflow_home"), root)
    ragops = str(Path(sys.executable).with_name("ragops"))
    _run([ragops, "ingest", "--source", str(sample_corpus_master), "--no-progress", "--json"], env)
    _run([ragops, "embed", "--no-progress", "--json"], env)

    conf = {"ingest": {"source": str(sample_corpus_master)}, "evaluators": {"dcee": {"epochs": EPOCHS}}}
    done = _run([sys.executable, str(Path(__file__).with_name("dag_runner.py")), "train_evaluators", json.dumps(conf)], env)
    return {"root": root, "env": env, "corpus": sample_corpus_master,
            "result": json.loads(done.stdout.strip().splitlines()[-1])}


def test_train_evaluators_dag_registers_three_challengers_and_writes_the_queue(trained):
    result, root = trained["result"], trained["root"]
    assert result["state"] == "success", result
    assert result["tasks"] == {task: "success" for task in TASKS}

    from mlflow import MlflowClient

    uri = f"sqlite:///{root / 'mlflow.db'}"
    client = MlflowClient(tracking_uri=uri, registry_uri=uri)
    challengers = {name: client.get_model_version_by_alias(name, "challenger") for name in MODELS}
    assert {name: str(version.version) for name, version in challengers.items()} == {name: "1" for name in MODELS}
    dcee_run = client.get_run(challengers["dcee"].run_id)
    assert dcee_run.data.params["evaluators.dcee.epochs"] == str(EPOCHS)  # the DAG-run conf reached the stage

    queue = json.loads((root / "labels" / "queue" / "evidence.json").read_text(encoding="utf-8"))
    assert isinstance(queue, list)
    for item in queue:  # Label Studio import format, naming the version this run registered
        assert item["data"]["kind"] == "evidence" and item["data"]["chunk_text"]
        assert item["predictions"][0]["model_version"] == "dcee/1"
    assert isinstance(json.loads((root / "labels" / "queue" / "intent.json").read_text(encoding="utf-8")), list)

    reports = {name: json.loads((root / "evaluators" / f"{name}_report.json").read_text(encoding="utf-8"))
               for name in ("dcee", "intent", "ranker", "queue")}
    assert {reports[step]["model"]: reports[step]["version"] for step in ("dcee", "intent", "ranker")} == {
        name: "1" for name in MODELS}
    assert evaluation_versions(root) == {name: "1" for name in MODELS}  # evaluate(local=True) names them too
    assert reports["queue"]["evidence_tasks"] == len(queue)
    evaluation = json.loads((root / "reports" / "eval_evaluators.json").read_text(encoding="utf-8"))
    assert evaluation["heldout_queries"] > 0 and "stale_top1_relative_reduction" in evaluation


def evaluation_versions(root: Path) -> dict:
    return json.loads((root / "reports" / "eval_evaluators.json").read_text(encoding="utf-8"))["model_versions"]


def test_correction_bench_on_the_trained_models(trained):
    done = _run([sys.executable, "-m", "tasks.bench_correction", "--data-root", str(trained["root"]),
                 "--source", str(trained["corpus"]), "--rounds", "1", "--limit", "12"], trained["env"])
    summary = json.loads(done.stdout)
    report = json.loads((trained["root"] / "reports" / "bench_correction.json").read_text(encoding="utf-8"))
    assert report["queries"] == 12 and report["samples_per_method"] == 12
    assert set(report["ms"]) >= {"plain_hybrid", "without_correction", "corrective", "dcee_scoring", "correction_step"}
    for name in ("without_correction", "corrective", "correction_step"):
        assert report["ratio_to_plain_hybrid"][name]["p50"] > 0
    assert summary["ratio_to_plain_hybrid"]["corrective"]["p50"] == report["ratio_to_plain_hybrid"]["corrective"]["p50"]
