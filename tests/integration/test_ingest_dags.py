"""`dag.test()` of ingest_documents on the sample corpus (first run, no-op rerun, one changed file), then of
refresh_embeddings on the chunks it wrote (make test-slow)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

from tests.integration.airflow_subprocess import migrated_airflow_env

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def airflow_env(tmp_path_factory) -> dict[str, str]:
    return migrated_airflow_env(tmp_path_factory.mktemp("airflow_home"), tmp_path_factory.mktemp("data"))


def run_dag(env: dict[str, str], conf: dict, dag_id: str = "ingest_documents", state: str = "success") -> dict:
    return run_dags(env, [conf], dag_id, state)[0]


def run_dags(env: dict[str, str], confs: list[dict], dag_id: str = "ingest_documents",
             state: str = "success", edits: dict[int, tuple[Path, str]] | None = None) -> list[dict]:
    """One DagRun per conf, one after the other in one `dag_runner.py` process (Airflow's start-up paid once); each
    with the stage report that run left in the data root. `edits`: {i: (file, text)} appends text to the file once
    the run before conf i has ended, before conf i runs."""
    args: list[str] = []
    for number, conf in enumerate(confs):
        if number in (edits or {}):
            path, text = edits[number]
            args += ["--append", str(path), text]
        args.append(json.dumps(conf))
    done = subprocess.run(
        [sys.executable, str(Path(__file__).with_name("dag_runner.py")), dag_id, *args],
        env=env, capture_output=True, text=True, timeout=900,
    )
    assert done.returncode == 0, done.stderr[-4000:]
    results = [json.loads(line) for line in done.stdout.splitlines() if line.startswith('{"state": ')]
    assert len(results) == len(confs), done.stdout[-2000:]
    report = "ingest" if dag_id == "ingest_documents" else "index"
    for result in results:
        assert result["state"] == state, result
        result["report"] = result["reports"].get(report)
    return results


def airflow_cli(env: dict[str, str], *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(Path(sys.executable).with_name("airflow")), *args], env=env, capture_output=True,
                          text=True, timeout=300)


def manual_runs(env: dict[str, str], dag_id: str) -> list[dict]:
    listed = airflow_cli(env, "dags", "list-runs", dag_id, "--output", "json")
    assert listed.returncode == 0, listed.stderr[-2000:]
    return json.loads(listed.stdout.strip().splitlines()[-1])  # after Airflow's warnings


# A slice of the sample corpus, every kind of document: English and Chinese text, a table, two policy versions, a
# page that needs OCR (instrument-calibration-2020 p.1 is a scan) — what the DAG wiring must carry. The whole
# corpus goes through ingest in the session's built root and in `dvc repro`.
DAG_CORPUS = [
    "official/manuals/kt-100-operation-manual.pdf", "official/manuals/hx-200-operation-manual-zh.pdf",
    "official/specs/kt-100-vs-kt-220-spec-sheet.pdf", "official/fault-guides/hx-200-fault-guide-eu.pdf",
    "official/policies/instrument-calibration-2020.pdf", "official/policies/instrument-calibration-2023.pdf",
    "wechat/warranty-visit-booking-guide.pdf", "forum/hx-200-e42-after-firmware-update.pdf",
]


@pytest.fixture
def dag_corpus(sample_corpus: Path) -> Path:
    for path in sample_corpus.rglob("*.pdf"):
        if str(path.relative_to(sample_corpus)) not in DAG_CORPUS:
            path.unlink()
    return sample_corpus


@pytest.mark.slow  # make test-slow: the Params themselves are checked in tests/dags
def test_a_wrong_typed_param_is_refused_before_the_run_exists(airflow_env):
    """The Params built from the settings are what `airflow dags trigger`, the REST API and the trigger form validate
    (SerializedDAG.create_dagrun): a string for an integer, or a value out of its range, creates no run."""
    reserialized = airflow_cli(airflow_env, "dags", "reserialize")
    assert reserialized.returncode == 0, reserialized.stderr[-2000:]
    before = len(manual_runs(airflow_env, "ingest_documents"))
    wrong = [({"ingest.batch_size": "four"}, "ingest.batch_size"), ({"ingest.batch_size": 0}, "ingest.batch_size"),
             ({"ingest.ocr.engine": "abbyy"}, "ingest.ocr.engine")]
    for conf, field in wrong:
        refused = airflow_cli(airflow_env, "dags", "trigger", "ingest_documents", "--conf", json.dumps(conf))
        assert refused.returncode != 0
        assert "ParamValidationError" in refused.stderr and field in refused.stderr, refused.stderr[-2000:]
    assert len(manual_runs(airflow_env, "ingest_documents")) == before
    accepted = airflow_cli(airflow_env, "dags", "trigger", "ingest_documents", "--conf",
                           json.dumps({"ingest.batch_size": 4}))
    assert accepted.returncode == 0, accepted.stderr[-2000:]
    runs = manual_runs(airflow_env, "ingest_documents")
    assert len(runs) == before + 1  # queued; no scheduler runs here, so it never starts


@pytest.mark.slow  # make test-slow: the same refusal through the CLI is a unit test
def test_a_missing_source_fails_at_once_without_retries(airflow_env, tmp_path: Path):
    result = run_dag(airflow_env, {"ingest.source": str(tmp_path / "no-such-folder")}, state="failed")
    assert result["tasks"]["plan_ingest"] == "failed" and result["tries"]["plan_ingest"] == 1
    assert result["asset_events"].get("ragops_chunks", 0) == 0


def test_ingest_dag_is_incremental(airflow_env, dag_corpus: Path):
    conf = {"ingest.source": str(dag_corpus), "ingest.batch_size": 3}  # the trigger form's keys
    n_docs = len(list(dag_corpus.rglob("*.pdf")))
    assert n_docs == len(DAG_CORPUS)

    # The first run, the rerun with nothing changed, and a run after one file changed in one runner process (three
    # DagRuns, as three triggers make; the file is changed between the second and the third).
    changed = dag_corpus / "official/manuals/kt-100-operation-manual.pdf"
    first, second, third = run_dags(airflow_env, [conf, conf, conf], edits={2: (changed, "\n% revised\n")})
    assert first["report"]["processed"] == n_docs and first["report"]["quarantined"] == 0
    assert first["report"]["ocr_pages"] == 1  # the scan was read by OCR inside an Airflow task
    mapped = sorted(task for task in first["tasks"] if task.startswith("extract_batch["))
    assert len(mapped) == -(-n_docs // 3)  # dynamic task mapping: one task per batch
    names = [first["map_names"][task] for task in mapped]  # the grid shows what each batch holds
    assert names[0].startswith("batch 1/3: ") and names[0].endswith(" +2") and names[-1].startswith("batch 3/3: ")
    assert first["tasks"]["announce_chunks"] == "success" and first["asset_events"]["ragops_chunks"] == 1
    assert first["asset_extras"]["ragops_chunks"] == {
        "processed": n_docs, "removed": 0, "chunks_total": first["report"]["chunks_total"], "quarantined": 0}

    assert (second["report"]["processed"], second["report"]["skipped"]) == (0, n_docs)
    assert second["tasks"]["commit_ingest"] == "success"  # the run still commits (the report, removals) ...
    assert second["tasks"]["announce_chunks"] == "skipped"  # ... but emits no asset: nothing to re-embed
    assert second["asset_events"]["ragops_chunks"] == 1

    assert (third["report"]["processed"], third["report"]["skipped"]) == (1, n_docs - 1)
    assert third["report"]["chunks_total"] == first["report"]["chunks_total"]
    assert third["asset_events"]["ragops_chunks"] == 2


@pytest.mark.slow  # make test-slow; CI runs this DAG in make test-distributed (scheduled by the chunks asset, its
# shards on two Celery workers, CURRENT checked against the chunk store), and the stage it wires is tests/unit/tasks/embed
def test_refresh_embeddings_dag_after_ingest(airflow_env, dag_corpus: Path):
    """Runs on the chunks the ingest DAG above committed (same data root), or ingests them first when run alone
    (`make test-slow` selects this test only)."""
    chunks = Path(airflow_env["RAGOPS_DATA_ROOT"]) / "chunks" / "chunks.parquet"
    if not chunks.exists():
        run_dag(airflow_env, {"ingest.source": str(dag_corpus), "ingest.batch_size": 3})
    result = run_dag(airflow_env, {"embed.probe_sample": 20}, dag_id="refresh_embeddings")
    assert {result["tasks"][task] for task in ("build_index", "validate_index", "publish_index")} == {"success"}
    report = result["report"]
    stored = pd.read_parquet(chunks)
    assert report["switched"] and report["full_rebuild"] and report["embedded"] == report["total"] == len(stored)
    current = (Path(airflow_env["RAGOPS_DATA_ROOT"]) / "index" / "CURRENT").read_text().strip()
    assert current == report["version"]
    assert result["asset_events"]["ragops_index"] == 1
    extra = result["asset_extras"]["ragops_index"]  # the assets view says which version serves now
    assert extra["version"] == report["version"] and extra["embedded"] == extra["total"] == len(stored)

    # Triggered again on the same chunk store: nothing to embed, so no new version and no asset event.
    again = run_dag(airflow_env, {"embed.probe_sample": 20}, dag_id="refresh_embeddings")
    assert {again["tasks"][task] for task in ("build_index", "validate_index", "publish_index")} == {"skipped"}
    assert (Path(airflow_env["RAGOPS_DATA_ROOT"]) / "index" / "CURRENT").read_text().strip() == current
    assert again["asset_events"]["ragops_index"] == 1
