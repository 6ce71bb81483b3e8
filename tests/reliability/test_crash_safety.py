"""Crash safety (issue 18): `ragops ingest`, `embed`, `train` and `promote` SIGKILLed (the whole process group: OCR
pools, the serving processes promotion starts) at random moments drawn from a seeded RNG over the stage's measured
uninterrupted wall time. After every kill the data root must be consistent (tests/reliability/crash.py
`invariants`: chunk store, document store and ledger agree; CURRENT names a complete version that matches its chunk
store; aliases and deployment manifests name what exists; every JSON and Parquet file parses); the stage re-run
uninterrupted must then decide what an uninterrupted run from the same starting root decides (chunk ids, ledger,
index ids and vectors, aliases, deployment), and leave no staging folder or temporary file behind.

`make test` tries a few kill points per stage (2 for ingest, embed and promote, 1 for train); `make fuzz`
(RAGOPS_FUZZ=deep) 21 per stage over three seeds. Promotion's every other kill point is drawn over the half second
after its journal appears (the alias moves and the manifest write take milliseconds: a kill drawn over the whole
run would almost never land there). Figures: section `crash` of the reliability report.
"""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import copy_data_root
from tests.reliability import crash
from tests.reliability.report import record, report_path, scaled

# make fuzz: 21 kills and re-runs per stage take up to an hour (train, on two shared cores).
pytestmark = pytest.mark.timeout(scaled(900, 5400))

SEEDS = (18, 1800, 18000, 180000)
# Kill points per stage: (seeds, points per seed) under make test / make fuzz.
POINTS = {"ingest": (2, 7), "embed": (1, 7), "train": (1, 7), "promote": (1, 7)}


def _plan(stage: str, seconds: float) -> list[tuple[int, float]]:
    """(seed, delay) for every kill: per seed, one delay drawn uniformly in each of n equal slices of the measured
    uninterrupted wall time (so a handful of points still spreads over the whole run)."""
    bounded, deep = POINTS[stage]
    seeds = SEEDS[: scaled(1, 3)]
    points = scaled(bounded, deep)
    plan = []
    for seed in seeds:
        rng = random.Random(f"{seed}-{stage}")
        plan += [(seed, rng.uniform(i / points, (i + 1) / points) * seconds) for i in range(points)]
    return plan


def _record(stage: str, kills: int, killed: int, inconsistencies: int, seconds: float) -> None:
    """Section `crash`: totals add up over the stages; `stages` keeps each stage's counts."""
    path = report_path()
    stages: dict[str, Any] = {}
    if path is not None and path.exists():
        stages = json.loads(path.read_text(encoding="utf-8")).get("sections", {}).get("crash", {}).get("stages", {})
    old = stages.get(stage, {})
    stages[stage] = {"kills_tried": old.get("kills_tried", 0) + kills,
                     "killed_mid_run": old.get("killed_mid_run", 0) + killed,
                     "inconsistencies": old.get("inconsistencies", 0) + inconsistencies,
                     "uninterrupted_seconds": round(seconds, 1)}
    record("crash", kills_tried=kills, inconsistencies=inconsistencies, stages=stages)


def crash_and_recover(stage: str, start: Path, workdir: Path, overrides: dict[str, Any], *command: str,
                      versions_may_differ: bool = False, marker: str | None = None) -> list[str]:
    """The reference run, then per kill point: copy the start, kill, check, re-run, check and compare. Returns the
    problems found (each says which kill point). `marker`: a file (relative to the data root) the stage writes at a
    critical moment; then every other kill point is drawn over the half second after it appears instead."""
    reference_root = crash.copy_root(start, workdir / "reference")
    reference = crash.run_stage(reference_root, overrides, *command)
    assert reference.rc == 0, f"the uninterrupted {stage} failed: {reference.stderr[-3000:]}"
    expected = crash.outcome(reference_root)
    assert not crash.invariants(reference_root), crash.invariants(reference_root)
    problems: list[str] = []
    killed = 0
    plan = _plan(stage, reference.seconds)
    for number, (seed, delay) in enumerate(plan):
        root = crash.copy_root(start, workdir / f"kill{number}")
        after = root / marker if marker and number % 2 == 1 else None
        if after is not None:
            delay = random.Random(f"{seed}-{stage}-{number}").uniform(0, 0.5)
        where = (f"{stage} seed {seed} kill at {delay:.3f}s after {marker} appeared" if after is not None
                 else f"{stage} seed {seed} kill at {delay:.2f}s of {reference.seconds:.1f}s")
        run = crash.kill_stage(root, overrides, *command, delay=delay, after=after)
        killed += run.killed
        problems += [f"{where}: process left running after the group kill: {pid}" for pid in run.survivors]
        if not run.killed and run.rc != 0:
            problems.append(f"{where}: ended before the kill with exit {run.rc}")
        if after is not None and not run.killed:
            problems.append(f"{where}: the stage ended before the kill (is {marker} still written?)")
        problems += [f"{where}, after the kill: {problem}" for problem in crash.invariants(root)]
        again = crash.run_stage(root, overrides, *command)
        if again.rc != 0:
            problems.append(f"{where}: the re-run failed ({again.rc}): {again.stderr[-1500:]}")
        else:
            problems += [f"{where}, after the re-run: {problem}" for problem in crash.invariants(root)]
            problems += [f"{where}, after the re-run: {problem}" for problem in crash.differences(
                crash.outcome(root), expected, versions_may_differ=versions_may_differ)]
            problems += [f"{where}, after the re-run: left behind {path}" for path in crash.leftovers(root)]
        problems += [f"{where}: {problem}" for problem in _stage_checks(stage, root, reference_root)]
        if not problems:
            shutil.rmtree(root, ignore_errors=True)  # keep the evidence of a failure only
    _record(stage, len(plan), killed, len(problems), reference.seconds)
    return problems


def _stage_checks(stage: str, root: Path, reference_root: Path) -> list[str]:
    """What one stage's re-run must also match (beyond `crash.outcome`)."""
    problems = []
    if stage == "train":
        # The models this data root trained are the ones @challenger names (a copy from a killed run is replaced).
        found = crash.aliases(root)
        for name in crash.MODELS:
            marker = root / "evaluators" / name / "REGISTERED_VERSION"
            local = marker.read_text(encoding="utf-8").strip() if marker.is_file() else None
            if local != found.get(name, {}).get("challenger"):
                problems.append(f"evaluators/{name} is v{local}, @challenger v{found.get(name, {}).get('challenger')}")
    return problems


# ---------------------------------------------------------------- starting roots


@pytest.fixture(scope="module")
def workdir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("crash")


def _bad_inputs(corpus: Path) -> None:
    """Files ingest quarantines, so that the ledger and quarantine list have both kinds of entry."""
    (corpus / "broken").mkdir(exist_ok=True)
    (corpus / "broken" / "empty.pdf").write_bytes(b"")
    (corpus / "broken" / "not-a-pdf.pdf").write_bytes(b"<html>this is not a PDF</html>\n")


def test_ingest_survives_kills(sample_corpus_master: Path, workdir: Path) -> None:
    start = workdir / "ingest-start"
    start.mkdir()
    corpus = workdir / "ingest-corpus"
    # Every fourth document of the sample corpus (each kind of document, a quarter of the run time), and bad files.
    for number, source in enumerate(sorted(sample_corpus_master.rglob("*.pdf"))):
        if number % 4 == 0:
            target = corpus / source.relative_to(sample_corpus_master)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)
    _bad_inputs(corpus)
    overrides = {"ingest.source": corpus, "ingest.ocr.enabled": "false"}
    problems = crash_and_recover("ingest", start, workdir / "ingest", overrides, "ingest")
    assert not problems, "\n".join(problems)


@pytest.mark.slow  # make test-slow: the same kill-and-resume harness as ingest's, which make test runs
def test_embed_survives_kills(sample_built_root: Path, sample_corpus_master: Path, workdir: Path) -> None:
    """An incremental refresh (the everyday one): two documents gone, two new ones, over the shared built root."""
    from tasks.sample_corpus import generate_sample_corpus

    start = copy_data_root(sample_built_root, workdir / "embed-start")
    corpus = workdir / "embed-corpus"
    shutil.copytree(sample_corpus_master, corpus)
    other = workdir / "corpus-seed8"
    generate_sample_corpus(other, seed=8, families_per_set=1)
    for gone in ("official/manuals/kt-100-operation-manual.pdf", "official/manuals/ls-40-operation-manual.pdf"):
        (corpus / gone).unlink()
    (corpus / "official" / "extra").mkdir()
    shutil.copyfile(other / "official/manuals/kt-100-operation-manual.pdf", corpus / "official/extra/kt-100-s8.pdf")
    shutil.copyfile(other / "official/reports/field-downtime-2021-2025.pdf", corpus / "official/extra/downtime-s8.pdf")
    ingest = crash.run_stage(start, {"ingest.source": corpus}, "ingest")
    assert ingest.rc == 0, ingest.stderr[-3000:]
    problems = crash_and_recover("embed", start, workdir / "embed", {"embed.probe_sample": 10}, "embed")
    assert not problems, "\n".join(problems)


@pytest.mark.slow  # make test-slow: the same kill-and-resume harness as ingest's, which make test runs
def test_train_survives_kills(sample_built_root: Path, sample_trained_root: Path, workdir: Path) -> None:
    start = copy_data_root(sample_built_root, workdir / "train-start")
    corpus = sample_trained_root.parent / "sample_corpus"  # its query splits reduced: trains in seconds
    overrides = {"ingest.source": corpus, "evaluators.dcee.epochs": 30}
    problems = crash_and_recover("train", start, workdir / "train", overrides, "train", versions_may_differ=True)
    assert not problems, "\n".join(problems)


@pytest.mark.slow  # make test-slow: the same kill-and-resume harness as ingest's, which make test runs
def test_promote_survives_kills(sample_trained_root: Path, workdir: Path,
                                tmp_path_factory: pytest.TempPathFactory) -> None:
    """The first promotion of the trained sample root, its evaluation already on disk (`ragops evaluate`): the kill
    points fall in the gate, the alias moves, the manifest write and the smoke check."""
    start = crash.evaluated_root(sample_trained_root, crash.shared_folder(tmp_path_factory))
    problems = crash_and_recover("promote", start, workdir / "promote", crash.promote_overrides(sample_trained_root),
                                 "promote", marker="deployments/promotion_journal.json")
    assert not problems, "\n".join(problems)

