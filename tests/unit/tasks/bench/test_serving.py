"""`ragops bench serving` end to end, small: the tiny runtime index (tests/unit/tasks/runtime/tiny_index.py) with its
evaluators registered in the data root's MLflow store, a few requests per level, a small synthetic index instead of
100k chunks. Structure and sanity of the report (counts, no failures, P50 <= P95 <= P99), never timings."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from tasks.bench.serving import plan_for
from tasks.cli import main
from tasks.core.paths import DataPaths
from tasks.core.server_process import Server, ServerError, running_together
from tests.unit.tasks.runtime.tiny_index import BASE_OVERRIDES, QUERIES, build_runtime

SYNTHETIC_CHUNKS = 300  # per strategy
CONCURRENCY = (1, 4)
REQUESTS = 4


def _language(text: str) -> str:
    return "zh" if re.search(r"[\u3400-\u9fff]", text) else "en"


def _register(runtime: Any) -> None:
    """The tiny evaluators saved and registered as `ragops train` does (one MLflow run per model)."""
    from tasks.core.registry import DCEE, INTENT, MODEL_NAMES, RANKER, register
    from tasks.core.tracking import stage_run

    evaluators, folder = runtime.evaluators, runtime.paths.evaluators_dir
    models = {DCEE: (evaluators.dcee, None), INTENT: (evaluators.intent, [row["query"] for row in QUERIES]),
              RANKER: (evaluators.ranker, np.zeros((2, evaluators.ranker.n_features_in_), np.float32))}
    for name in MODEL_NAMES:
        with stage_run(f"train_{name}", runtime.settings, runtime.paths) as run:
            model, example = models[name]
            register(run, name, model, folder / name, {"stage": "test"}, f"tiny {name} (test)", example=example)


@pytest.fixture(scope="module")
def served_root(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """The tiny runtime's data root with registered evaluators and held-out queries where the benchmark reads
    them (`<ingest.source>/queries/heldout.jsonl`)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.delenv("MLFLOW_TRACKING_URI", raising=False)
        runtime = build_runtime(tmp_path_factory.mktemp("bench_serving"))
        queries = Path(runtime.settings.ingest.source) / "queries"
        queries.mkdir(parents=True)
        rows = [{"query_id": f"q{i}", "language": _language(row["query"]), **row} for i, row in enumerate(QUERIES)]
        (queries / "heldout.jsonl").write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows),
                                               encoding="utf-8")
        _register(runtime)
        yield runtime


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


@pytest.mark.slow  # make test-slow: `make bench` runs it for real; the serving API is tested in make test
def test_bench_serving_reports_both_indexes(served_root: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    from mlflow.tracking import MlflowClient

    root = served_root.paths.root
    monkeypatch.setenv("RAGOPS_DATA_ROOT", str(root))
    monkeypatch.delenv("MLFLOW_TRACKING_URI", raising=False)
    settings = [arg for key, value in {**BASE_OVERRIDES, "ingest.source": served_root.settings.ingest.source}.items()
                for arg in ("--set", f"{key}={json.dumps(value)}")]
    workdir = tmp_path / "work"
    assert main(["--data-root", str(root), *settings, "bench", "serving", "--requests", str(REQUESTS),
                 "--concurrency", *map(str, CONCURRENCY), "--chunks", str(SYNTHETIC_CHUNKS),
                 "--workdir", str(workdir), "--json"]) == 0

    bench = f"bench_serving_{SYNTHETIC_CHUNKS}"  # not the default 100k: its own report beside that one
    report = json.loads((root / "reports" / f"{bench}.json").read_text(encoding="utf-8"))
    assert set(report["indexes"]) == {"sample_corpus", "synthetic"}
    assert report["red_line_seconds"] == 1.2  # promotion.thresholds.latency_p95_seconds.absolute: one red line
    assert report["concurrency"] == list(CONCURRENCY)
    assert report["queries"] == {"split": "heldout", "distinct": len(QUERIES),
                                 "source": served_root.settings.ingest.source}
    plan = plan_for(CONCURRENCY, REQUESTS, {})
    for name, index in report["indexes"].items():
        assert report["requests_per_level"][name] == {str(level): count for level, count in plan.items()}
        assert index["ready_seconds"] > 0 and index["load_seconds"] is not None
        assert index["deployment"]["models"] == {"dcee": "1", "t3d_intent": "1", "t3d_ranker": "1"}
        assert index["warmup"]["failures"] == 0 and index["warmup"]["requests"] > 0
        assert not _alive(index["server"]["pid"])  # stopped by the benchmark
        assert set(index["levels"]) == {str(level) for level in CONCURRENCY}
        for level, stats in index["levels"].items():
            assert stats["concurrency"] == int(level)
            assert stats["requests"] == stats["ok"] == plan[int(level)] == int(level) * stats["requests_per_worker"]
            assert stats["failures"] == 0 and stats["failures_by_kind"] == {} and stats["failure_examples"] == []
            latency = stats["latency_ms"]
            assert latency["n"] == stats["ok"]
            assert 0 < latency["p50"] <= latency["p95"] <= latency["p99"] <= latency["max"]
            assert stats["throughput_rps"] > 0 and stats["wall_seconds"] > 0
            server = stats["server"]  # /metrics before and after the level: the server saw exactly these requests
            assert server["routes"]["/v1/query"]["count"] == stats["requests"]
            assert server["steps"]["retrieve"]["count"] == stats["requests"]
            assert any(step.startswith("pipeline.") for step in server["steps"]) and server["errors"] == {}
        p95 = index["levels"]["4"]["latency_ms"]["p95"]
        assert index["p95_c4_seconds"] == round(p95 / 1000.0, 4)
        assert index["red_line_seconds"] == 1.2
        assert index["p95_c4_within_red_line"] is (index["p95_c4_seconds"] <= 1.2)

    demo, synthetic = report["indexes"]["sample_corpus"], report["indexes"]["synthetic"]
    assert not demo["index"]["synthetic"] and demo["index"]["chunks"] == sum(demo["index"]["chunks_per_strategy"].values())
    assert synthetic["index"]["synthetic"] and synthetic["index"]["version"] == f"synthetic-{SYNTHETIC_CHUNKS}"
    assert synthetic["index"]["chunks_per_strategy"] == {"operation": SYNTHETIC_CHUNKS, "comparison": SYNTHETIC_CHUNKS,
                                                         "trend": SYNTHETIC_CHUNKS}
    assert synthetic["build"]["strategies"] == ["operation", "comparison", "trend"]
    # the scratch root the synthetic server read: one version, CURRENT pointing at it
    scratch = DataPaths(workdir / "synthetic" / "data")
    assert scratch.current_index_pointer.read_text(encoding="utf-8").strip() == synthetic["index"]["version"]
    assert (workdir / "logs" / "server-synthetic.log").is_file()

    printed = json.loads(capsys.readouterr().out)
    assert printed["indexes"]["synthetic"]["levels"]["4"]["requests"] == plan[4]
    assert printed["indexes"]["sample_corpus"]["p95_c4_within_red_line"] == demo["p95_c4_within_red_line"]

    client = MlflowClient(tracking_uri=f"sqlite:///{root / 'mlflow.db'}")
    runs = client.search_runs([client.get_experiment_by_name("ragops").experiment_id],
                              f"tags.`ragops.stage` = '{bench}'")
    assert len(runs) == 1
    assert runs[0].data.metrics["synthetic_c4_requests"] == plan[4]
    assert runs[0].data.tags["index_version.synthetic"] == synthetic["index"]["version"]


def test_a_server_that_cannot_load_fails_fast_with_its_error_and_stops_those_started_with_it(tmp_path: Path) -> None:
    """No index under the data root: the deployment fails to load, the benchmark says so with the server's output,
    and the server is stopped — and so is the one spawned beside it (`running_together`, as the promotion's
    evaluation starts its servers) though nobody waited for it yet."""
    from tasks.core.settings import load_settings, write_snapshot

    params = write_snapshot(load_settings(), tmp_path / "settings.json")
    servers = [Server(tmp_path / "empty", params, [], tmp_path / f"server-{n}.log") for n in (1, 2)]
    with pytest.raises(ServerError, match="failed to load its deployment") as failure, \
            running_together(servers, timeout=180):
        pass
    assert "no published index" in str(failure.value) and "end of its output" in str(failure.value)
    assert all(server.process is not None and server.process.returncode is not None for server in servers)
    with pytest.raises(ServerError, match="before spawn"):
        Server(tmp_path / "empty", params, [], tmp_path / "never.log").wait_ready()


def test_plan_rounds_up_to_whole_workers() -> None:
    assert plan_for((1, 4, 16), 10, {}) == {1: 10, 4: 12, 16: 16}
    assert plan_for((1, 3), None, {1: 5}) == {1: 5, 3: 24}
    with pytest.raises(ValueError, match="at least 1"):
        plan_for((0,), None, {})
    with pytest.raises(ValueError, match="repeat"):
        plan_for((4, 4), None, {})
