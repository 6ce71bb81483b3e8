"""Shared test configuration: offline, quiet, where the shared test data lives, and the sample corpus."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

os.environ.setdefault("MLFLOW_DISABLE_TELEMETRY", "true")
os.environ.setdefault("DVC_NO_ANALYTICS", "1")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
os.environ.setdefault("AIRFLOW__CORE__LOAD_EXAMPLES", "False")

from tasks.core.paths import SHARED_TESTDATA
from tasks.runtime.embedder import import_skops_first

# As every ragops process does before it loads an embedding model (tasks/runtime/embedder.py): skops lists its trusted
# types once, by looking into every module already loaded; in a test worker that has run Airflow or transformers
# tests first, that look takes seconds and trips every deprecated attribute on the way.
import_skops_first()

REPO_ROOT = Path(__file__).resolve().parents[1]


def pytest_configure(config: pytest.Config) -> None:
    """Under pytest-xdist, give each worker its own share of the cores. Two workers on two cores that each start a
    two-process OCR pool (`ingest.ocr.workers: null` = the usable cores) would run four busy processes on two cores
    and pay every pool's start-up; pinned, a worker sees one core and reads pages in-process. Tests that set
    `ingest.ocr.workers` still get their pool."""
    worker, count = os.environ.get("PYTEST_XDIST_WORKER"), int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))
    if not worker or count < 2 or not hasattr(os, "sched_setaffinity"):
        return
    cores = sorted(os.sched_getaffinity(0))
    if len(cores) >= count:
        mine = cores[int(worker.removeprefix("gw")) % count :: count]
        os.sched_setaffinity(0, mine)
        # torch sized its thread pool from the cores it saw when it was imported (above, before the pinning): two
        # OpenMP threads spinning on one core made a small model's training 40 times slower (0.5 s -> 21.6 s) in
        # a worker where no embedding model had set the count yet.
        import torch

        torch.set_num_threads(len(mine))


# The test file that builds the shared sample data root (`sample_built_root`) when the run starts.
BUILDS_THE_ROOT = "tests/unit/tasks/embed/test_stage.py"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Order for `pytest -n 2 --dist loadfile --no-loadscope-reorder` (`make test`: a test file runs on one worker,
    files are handed out in this order): the file that builds the shared sample data root first, the files that don't need it next, the
    other files that use it last — so one worker builds the root while the other runs tests, instead of one waiting
    for the other's build; the files with slow tests first in each group. Without xdist the order changes nothing but the sequence."""
    uses_root = {item.nodeid.split("::")[0] for item in items if "sample_built_root" in item.fixturenames}
    # Inside each group, the end-to-end files (minutes each: DVC, DAG runs, servers, crash and fuzz runs) go first: a
    # long file handed out last would run alone on one worker at the end while the other has nothing left to do.
    slow = {item.nodeid.split("::")[0] for item in items
            if item.get_closest_marker("slow") or item.nodeid.startswith(("tests/integration/", "tests/reliability/"))}

    def rank(item: pytest.Item) -> tuple[int, int]:
        path = item.nodeid.split("::")[0]
        return (0 if path == BUILDS_THE_ROOT else 2 if path in uses_root else 1), int(path not in slow)

    items.sort(key=rank)  # stable: inside each rank, collection order


@pytest.fixture(scope="session")
def testdata() -> Path:
    """../shared/testdata, or a skip that says why (it is written by others and not in the repo)."""
    if not SHARED_TESTDATA.is_dir():
        pytest.skip(f"shared test data not found at {SHARED_TESTDATA} (it lives beside the repo as ../shared/testdata)")
    return SHARED_TESTDATA


@pytest.fixture(scope="session")
def sample_corpus_master(tmp_path_factory) -> Path:
    """Generated once per session; tests that modify a corpus take a copy (`sample_corpus`)."""
    from tasks.sample_corpus import generate_sample_corpus

    root = tmp_path_factory.mktemp("corpus_master") / "sample_corpus"
    # One rule family per family set (seen, dev batches, unseen, blind) keeps every kind of document and question
    # while the shared corpus stays the size the suite's time budget allows (all 54 families: 201 PDFs).
    generate_sample_corpus(root, seed=7, families_per_set=1)
    return root


@pytest.fixture
def sample_corpus(sample_corpus_master: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "sample_corpus"
    shutil.copytree(sample_corpus_master, copy)
    return copy


@pytest.fixture(scope="session")
def sample_built_root(sample_corpus_master: Path, tmp_path_factory) -> Path:
    """The sample corpus ingested (OCR on, as `make demo` does) and embedded — once per test run, shared by every
    test that needs a built data root (and by every pytest-xdist worker: the first builds it under a file lock,
    the others wait and reuse it). Read it, never write it: `built_root` gives a test its own copy."""
    from filelock import FileLock

    from tasks.core.paths import DataPaths
    from tasks.core.settings import load_settings
    from tasks.embed import stage as embed
    from tasks.ingest import stage as ingest

    # Under xdist every worker has its own basetemp below one shared parent; without xdist, basetemp itself.
    shared = tmp_path_factory.getbasetemp()
    shared = shared.parent if os.environ.get("PYTEST_XDIST_WORKER") else shared
    root, done = shared / "sample_built" / "data", shared / "sample_built" / "DONE"
    with FileLock(str(shared / "sample_built.lock")):
        if not done.exists():
            shutil.rmtree(root.parent, ignore_errors=True)  # a build interrupted by a crash starts over
            corpus = shared / "sample_built" / "sample_corpus"
            shutil.copytree(sample_corpus_master, corpus)
            settings = load_settings(overrides={"ingest.source": str(corpus)})
            ingest.run(settings, DataPaths(root), progress=False)
            embed.run(settings, DataPaths(root), progress=False)
            done.write_text("built\n")
    return root


@pytest.fixture
def built_root(sample_built_root: Path, tmp_path: Path) -> Path:
    """A private copy of the built sample data root (chunks, ledger, index versions, embedding cache), with a
    fresh MLflow store: the shared one's runs and artifacts stay where they are."""
    return copy_data_root(sample_built_root, tmp_path / "data")


def copy_data_root(source: Path, target: Path, keep_registry: bool = False) -> Path:
    """A copy of a data root; without its MLflow store unless `keep_registry` (the store's artifact locations are
    absolute paths into `source`, which stays where it is)."""
    shutil.copytree(source, target, ignore=None if keep_registry else shutil.ignore_patterns("mlflow.db",
                                                                                               "mlflow-artifacts"))
    return target


@pytest.fixture(scope="session")
def sample_trained_root(sample_built_root: Path, sample_corpus_master: Path, tmp_path_factory) -> Path:
    """The built sample root with the three evaluators trained and registered (version 1, @challenger) on a small
    labelled split of the sample corpus — once per test run, shared like `sample_built_root` (read it, never write
    it: copy it with `copy_data_root(..., keep_registry=True)`). The corpus it was trained with is
    `<root>/../sample_corpus` (its query files reduced)."""
    from filelock import FileLock

    from tasks.core.paths import DataPaths
    from tasks.core.settings import load_settings
    from tasks.evaluators import stage as train_evaluators
    from tests.integration.labelled import reduce_split

    shared = tmp_path_factory.getbasetemp()
    shared = shared.parent if os.environ.get("PYTEST_XDIST_WORKER") else shared
    root, done = shared / "sample_trained" / "data", shared / "sample_trained" / "DONE"
    with FileLock(str(shared / "sample_trained.lock")):
        if not done.exists():
            shutil.rmtree(root.parent, ignore_errors=True)
            corpus = shared / "sample_trained" / "sample_corpus"
            shutil.copytree(sample_corpus_master, corpus)
            reduce_split(corpus / "queries" / "train.jsonl", per_cell=6)
            reduce_split(corpus / "queries" / "heldout.jsonl", per_cell=3)
            copy_data_root(sample_built_root, root)
            settings = load_settings(overrides={"ingest.source": str(corpus), "evaluators.dcee.epochs": 100})
            train_evaluators.run(settings, DataPaths(root))
            done.write_text("trained\n")
    return root
