"""`ragops bench orchestration` without its DVC part (that one repeats tests/integration/test_dvc_repro.py's
`dvc repro gate`, which uses the same `dvc_project`): the probe DAG and refresh_embeddings run under `dag.test()` in
a scratch AIRFLOW_HOME, cold then warm, and the report says what ran."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tasks.cli import main


@pytest.mark.slow  # make test-slow: `make bench` runs it for real; the DAGs and dvc repro are tested in make test
def test_bench_orchestration_times_the_probe_dag_and_a_refresh_with_nothing_to_do(
        built_root: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from mlflow.tracking import MlflowClient

    monkeypatch.delenv("MLFLOW_TRACKING_URI", raising=False)
    index_before = (built_root / "index" / "CURRENT").read_text()

    assert main(["--data-root", str(built_root), "bench", "orchestration", "--no-dvc", "--tasks", "3",
                 "--rounds", "2", "--json"]) == 0

    report = json.loads((built_root / "reports" / "bench_orchestration.json").read_text(encoding="utf-8"))
    probe = report["airflow"]["probe"]
    assert probe["tasks"] == 3 and len(probe["runs"]) == 2
    for run in probe["runs"]:
        assert run["state"] == "success" and run["states"] == {"success": 3} and run["task_instances"] == 3
        assert 0 < run["in_tasks_s"] <= run["wall_s"]
        assert run["per_task_s"] == pytest.approx(run["wall_s"] / 3, abs=1e-3)
    assert probe["cold_per_task_s"] == probe["runs"][0]["per_task_s"]
    assert probe["warm_per_task_s"] == probe["runs"][1]["per_task_s"]
    assert report["airflow"]["warm_per_task_within_target"] == (probe["warm_per_task_s"] <= 0.3)

    # Nothing to re-embed: the settings snapshot succeeds, the plan skips, every later task is skipped with it.
    refresh = report["airflow"]["refresh_embeddings_noop"]
    for run in refresh["runs"]:
        assert run["state"] == "success", run
        assert run["states"].get("success") == 1 and run["states"].get("skipped", 0) >= 4, run
        assert not set(run["states"]) - {"success", "skipped"}, run
    assert (built_root / "index" / "CURRENT").read_text() == index_before  # the bench ran on a copy
    assert report["dvc"] == {"skipped": "--no-dvc"}

    headline = json.loads(capsys.readouterr().out)
    assert headline["airflow_warm_per_task_s"] == probe["warm_per_task_s"]
    assert headline["dvc_noop_repro_gate_s"] is None

    client = MlflowClient(tracking_uri=f"sqlite:///{built_root / 'mlflow.db'}")
    (run,) = client.search_runs([client.get_experiment_by_name("ragops").experiment_id],
                                "tags.`ragops.stage` = 'bench_orchestration'")
    assert run.data.metrics["airflow_warm_per_task_s"] == probe["warm_per_task_s"]
    assert "bench_orchestration.json" in {item.path for item in client.list_artifacts(run.info.run_id)}


def test_bench_orchestration_needs_a_cold_and_a_warm_run(tmp_path: Path) -> None:
    from tasks.bench import orchestration
    from tasks.core.paths import DataPaths
    from tasks.core.settings import load_settings

    with pytest.raises(ValueError, match="2 runs"):
        orchestration.run(load_settings(), DataPaths(tmp_path), runs=1)
