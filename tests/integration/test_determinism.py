"""Reproducibility (issue 17): the Airflow path and the DVC path write the same bytes for the same inputs and params.

`dvc repro embed` (sample_corpus -> ingest -> embed, in a fresh copy of the pipeline) and the ingest_documents and
refresh_embeddings DAGs (`dag.test()`, their own data root, the same params file and the corpus that stage generated)
must give byte-identical chunk and document stores, ingest ledger and index: the same CURRENT version and every file
of it (dense.faiss, sparse/, chunks.parquet per strategy, manifest, lineage) and the embedding cache. Left out: what
.dvcignore leaves out of DVC's hashes too (reports, build times). Two clean `dvc repro` runs giving the same dvc.lock is
test_dvc_repro.py's. The DAGs are run and compared by their ids and outputs only, not by their task names."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from tests.integration.airflow_subprocess import migrated_airflow_env
from tests.integration.test_dvc_repro import dvc_project, run
from tests.integration.test_ingest_dags import run_dag

pytestmark = pytest.mark.slow

# Files written on every run (times, durations, MLflow run ids), as in .dvcignore: not compared.
VOLATILE = {"last_report.json", "ledger.stat.json", "quarantine.json", "timing.json"}


def digests(root: Path) -> dict[str, str]:
    """sha256 by path of every file the ingest and embed stages wrote under a data root (data/chunks, data/ingest,
    data/index: their DVC outputs), but the volatile ones and hidden (staging) folders."""
    found = {}
    for path in sorted(path for folder in ("chunks", "ingest", "index") for path in (root / folder).rglob("*")):
        relative = path.relative_to(root)
        if path.is_file() and path.name not in VOLATILE and not any(part.startswith(".") for part in relative.parts):
            found[relative.as_posix()] = hashlib.sha256(path.read_bytes()).hexdigest()
    return found


def test_airflow_dags_and_dvc_repro_write_the_same_chunks_ledger_and_index(tmp_path: Path):
    # OCR off (as in test_dvc_repro.py: the test is about the two paths, not OCR); several ingest batches and embedding
    # shards (mapped tasks in Airflow, a loop in the CLI), so that how the work is split is part of what is compared.
    project, env, dvc = dvc_project(tmp_path, ocr=False, overrides={("ingest", "batch_size"): 16,
                                                                    ("embed", "shard_size"): 256})
    run([dvc, "repro", "embed"], project, env)

    airflow_root = tmp_path / "airflow_data"
    airflow = migrated_airflow_env(tmp_path / "airflow_home", airflow_root)
    # The same params file (ingest.source, data/sample_corpus, is anchored to its folder: the corpus the sample_corpus
    # stage generated) and the same copy of the code.
    airflow.update(RAGOPS_PARAMS=str(project / "params.yaml"), PYTHONPATH=env["PYTHONPATH"])
    ingested = run_dag(airflow, {}, "ingest_documents")
    assert ingested["report"]["processed"] >= 40 and ingested["report"]["quarantined"] == 0
    embedded = run_dag(airflow, {}, "refresh_embeddings")
    assert embedded["report"]["switched"] and embedded["report"]["total"] > 300

    by_dvc, by_airflow = digests(project / "data"), digests(airflow_root)
    current = (project / "data" / "index" / "CURRENT").read_text(encoding="utf-8").strip()
    assert {"chunks/chunks.parquet", "chunks/documents.parquet", "ingest/ledger.json", "index/CURRENT",
            f"index/{current}/manifest.json", *(f"index/{current}/{strategy}/{name}"
                                                for strategy in ("operation", "comparison", "trend")
                                                for name in ("dense.faiss", "chunks.parquet", "sparse/sparse_index.json"))
            } <= by_dvc.keys()  # what is compared
    assert by_airflow.keys() == by_dvc.keys(), sorted(by_airflow.keys() ^ by_dvc.keys())
    differing = sorted(name for name in by_dvc if by_airflow[name] != by_dvc[name])
    assert not differing, f"the Airflow DAGs and `dvc repro embed` wrote different bytes: {differing}"
