"""Fuzzing the ingest stage with mutated real PDFs and images (issue 18).

Each example is one source folder: a few mutants of the files in ../shared/testdata (tests/reliability/mutations.py)
beside 2-3 known-good files, ingested by the real `tasks.ingest.stage.run` into a fresh data root, then ingested
again. The ingest runs in a separate worker process, under a wall-clock limit and a memory cap, with its process
tree's RSS sampled: a hang or a blow-up is detected, killed and counted, never waited on.

What must hold for every batch, whatever the mutants:
- no exception escapes `run()` and the worker does not die;
- no hang (the run ends within RAGOPS_FUZZ_TIMEOUT seconds) and the process tree stays under RAGOPS_FUZZ_MAX_RSS_MB;
- every good file yields chunks (good documents lost = 0);
- every file is accounted for: ingested or quarantined in the ledger, or listed in the report's skipped files;
- the report's counts agree with the ledger; no staging is left after a run that ended;
- a re-run processes nothing and leaves the same quarantine list and ledger;
- a `damaged_page_*` mutant (one garbage page in a good multi-page PDF) costs that page, not the document.

Findings don't stop the run: every example is tried, the failures are collected and the test fails at the end with
all of them, each batch kept under RAGOPS_FUZZ_FINDINGS (default: the test's temporary folder) with its mutants'
reproduce commands. `make test` runs the bounded number of examples, `RAGOPS_FUZZ=deep` (`make fuzz`) hundreds of
inputs; hypothesis is derandomized, so a run draws the same examples every time.
"""

from __future__ import annotations

import json
import logging
import multiprocessing
import os
import shutil
import threading
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from tests.reliability import mutations
from tests.reliability.mutations import Mutant
from tests.reliability.report import depth, record, report_path, scaled

SECTION = "fuzz_ingest"
TIMEOUT_S = float(os.environ.get("RAGOPS_FUZZ_TIMEOUT", "90"))  # one ingest run, OCR off
OCR_TIMEOUT_S = float(os.environ.get("RAGOPS_FUZZ_OCR_TIMEOUT", "180"))  # one ingest run, OCR on
# Per-document wall time (ingest.limits.wall_time_s) in the fuzz runs: short, so a document that would run for the
# default 10 minutes shows the limit stopping it within a batch's timeout.
DOC_WALL_S = float(os.environ.get("RAGOPS_FUZZ_DOC_WALL_S", "20"))
SLOW_RUN_S = 20.0  # a first run slower than this is listed in the report (not a failure)
MAX_RSS_MB = float(os.environ.get("RAGOPS_FUZZ_MAX_RSS_MB", "4096"))  # the ingest's process tree

# Good files: text PDFs that yield chunks with OCR off; scans that need OCR for the OCR-on batches.
GOOD_TEXT = (
    "pdf/la-precinct-bulletin-2014-p1.pdf",
    "pdf/senate-expenditures.pdf",
    "pdf/scotus-transcript-p1.pdf",
    "layout/issue-466-example.pdf",
    "layout/test-punkt.pdf",
    "tables/camelot/twotables_1.pdf",
)
GOOD_SCANS = ("ocr/phototest.tif", "scanned/ocr_test.pdf")



def _limit_overrides() -> dict[str, Any]:
    """`ingest.limits.wall_time_s` = DOC_WALL_S where the settings have per-document limits."""
    from tasks.core.settings import load_settings

    return {"ingest.limits.wall_time_s": DOC_WALL_S} if "ingest.limits.wall_time_s" in \
        load_settings().to_flat_dict() else {}


LIMITS = _limit_overrides()
OCR_OFF = {"ingest.ocr.enabled": False, **LIMITS}
# One OCR process in the bounded run (no pool start-up on a 2-core machine); the default pool under `make fuzz`.
OCR_ON = {"ingest.ocr.enabled": True, **({"ingest.ocr.workers": 1} if depth() == "bounded" else {}), **LIMITS}

HYPOTHESIS = {
    "derandomize": True,  # the same examples on every run
    "database": None,
    "deadline": None,
    "phases": (Phase.explicit, Phase.generate),  # findings are collected, not raised: nothing to shrink
    "suppress_health_check": list(HealthCheck),
    "print_blob": False,
}


# ---------------------------------------------------------------- the ingest worker (a separate process)


def _worker_main(conn: Any) -> None:
    """Runs in the worker process: one ingest per request, the outcome (or the escaped exception) back."""
    records: list[dict[str, Any]] = []

    class Collect(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            records.append({"level": record.levelname, "logger": record.name, "traceback": record.exc_info is not None,
                            "message": record.getMessage()[:400]})

    root = logging.getLogger()
    root.handlers[:] = [Collect(level=logging.WARNING)]
    root.setLevel(logging.WARNING)
    while True:
        try:
            job = conn.recv()
        except EOFError:
            return
        if job is None:
            return
        records.clear()
        started = time.monotonic()
        try:
            result = _ingest(job)
        except BaseException as err:  # an escaped exception is exactly what is being looked for
            result = {"escaped": f"{type(err).__name__}: {err}"[:2000], "traceback": traceback.format_exc()[-6000:]}
        result["seconds"] = round(time.monotonic() - started, 2)
        result["log"] = [item for item in records if item["level"] in ("ERROR", "CRITICAL") or item["traceback"]]
        conn.send(result)


def _ingest(job: dict[str, Any]) -> dict[str, Any]:
    import pandas as pd

    from tasks.core.paths import DataPaths
    from tasks.core.settings import load_settings
    from tasks.ingest import stage
    from tasks.ingest.ledger import Ledger

    settings = load_settings(overrides={**job["overrides"], "ingest.source": job["source"]})
    paths = DataPaths(Path(job["root"]))
    report = stage.run(settings, paths, progress=False).to_dict()
    ledger = {path: {"status": entry.status, "n_chunks": entry.n_chunks, "reason": entry.reason,
                     "sha256": entry.sha256}
              for path, entry in Ledger.load(paths.ledger).entries.items()}
    quarantine = sorted(item["source_path"] for item in json.loads(paths.quarantine_index.read_text("utf-8"))) \
        if paths.quarantine_index.exists() else []
    chunk_paths: dict[str, int] = {}
    if paths.chunk_store.exists():
        frame = pd.read_parquet(paths.chunk_store, columns=["source_path", "source_paths"])
        for first, names in zip(frame["source_path"], frame["source_paths"]):
            for name in (list(names) if names is not None and len(names) else [first]):
                chunk_paths[name] = chunk_paths.get(name, 0) + 1
    staging = sorted(str(path.relative_to(paths.staging)) for path in paths.staging.iterdir()) \
        if paths.staging.is_dir() else []
    return {"report": report, "ledger": ledger, "quarantine": quarantine, "chunk_paths": chunk_paths,
            "staging": staging}


@dataclass
class RunOutcome:
    kind: str  # "ok" | "escaped" | "died" | "hang" | "memory"
    result: dict[str, Any] = field(default_factory=dict)
    seconds: float = 0.0
    peak_rss_mb: float = 0.0
    detail: str = ""


class IngestWorker:
    """A long-lived worker process (imports paid once), replaced after a hang, a blow-up or a death."""

    def __init__(self) -> None:
        self.context = multiprocessing.get_context("spawn")
        self.process: Any = None
        self.conn: Any = None
        self.peak_rss_mb = 0.0

    def _start(self) -> None:
        parent, child = self.context.Pipe()
        self.process = self.context.Process(target=_worker_main, args=(child,), name="fuzz-ingest-worker")
        self.process.start()
        child.close()
        self.conn = parent

    def run(self, job: dict[str, Any], timeout: float) -> RunOutcome:
        import psutil

        if self.process is None or not self.process.is_alive():
            self._start()
        tree = psutil.Process(self.process.pid)
        peak = [0.0]
        over = threading.Event()
        done = threading.Event()

        def sample() -> None:
            while not done.is_set():
                total = 0
                try:
                    members = [tree, *tree.children(recursive=True)]
                except psutil.Error:
                    return
                for member in members:
                    try:
                        total += member.memory_info().rss
                    except psutil.Error:
                        pass
                peak[0] = max(peak[0], total / 2**20)
                if peak[0] > MAX_RSS_MB:
                    over.set()
                    self._kill()
                    return
                done.wait(0.05)

        sampler = threading.Thread(target=sample, daemon=True)
        started = time.monotonic()
        self.conn.send(job)
        sampler.start()
        try:
            ready = self.conn.poll(timeout)
            if over.is_set():
                return self._lost("memory", started, peak[0], f"process tree over {MAX_RSS_MB:.0f} MB RSS")
            if not ready:
                self._kill()
                return self._lost("hang", started, peak[0], f"no result after {timeout:.0f} s")
            try:
                result = self.conn.recv()
            except (EOFError, OSError):
                if over.is_set():
                    return self._lost("memory", started, peak[0], f"process tree over {MAX_RSS_MB:.0f} MB RSS")
                self.process.join(5)
                return self._lost("died", started, peak[0], f"worker died, exit code {self.process.exitcode}")
        finally:
            done.set()
            sampler.join()
            self.peak_rss_mb = max(self.peak_rss_mb, peak[0])
        kind = "escaped" if "escaped" in result else "ok"
        return RunOutcome(kind, result, time.monotonic() - started, peak[0], result.get("escaped", ""))

    def _lost(self, kind: str, started: float, peak: float, detail: str) -> RunOutcome:
        self._kill()
        return RunOutcome(kind, {}, time.monotonic() - started, peak, detail)

    def _kill(self) -> None:
        """The worker and everything it started (an OCR pool), by pid."""
        import psutil

        if self.process is None:
            return
        try:
            members = [psutil.Process(self.process.pid)]
            members += members[0].children(recursive=True)
        except psutil.Error:
            members = []
        for member in reversed(members):
            try:
                member.kill()
            except psutil.Error:
                pass
        self.process.join(10)
        self.process = None

    def close(self) -> None:
        if self.process is not None and self.process.is_alive():
            try:
                self.conn.send(None)
            except OSError:
                pass
            self.process.join(30)
        self._kill()


@pytest.fixture(scope="module")
def worker() -> Any:
    pool = IngestWorker()
    yield pool
    pool.close()


# ---------------------------------------------------------------- one batch


@dataclass
class Batch:
    mutants: list[Mutant]
    good: list[str]  # testdata-relative paths

    def files(self) -> dict[str, bytes]:
        """File name in the source folder -> bytes."""
        named = {f"m{index:02d}-{mutant.family}{mutant.suffix}": mutant.data for index, mutant in enumerate(self.mutants)}
        for relative in self.good:
            named[f"good-{Path(relative).name}"] = mutations.base_bytes(relative)
        return named

    def mutant_names(self) -> dict[str, Mutant]:
        return {f"m{index:02d}-{mutant.family}{mutant.suffix}": mutant for index, mutant in enumerate(self.mutants)}


@dataclass
class Tally:
    """Figures of one test, recorded into the reliability report at its end."""

    inputs_tried: int = 0
    good_files: int = 0
    runs: int = 0
    crashes: int = 0
    good_documents_lost: int = 0
    hangs: int = 0
    memory_exceeded: int = 0
    quarantined: int = 0
    mutants_ingested: int = 0
    unexpected_errors: int = 0  # quarantined as "extraction failed unexpectedly" / logged with a traceback
    peak_rss_mb: float = 0.0
    slowest_run_s: float = 0.0
    families: dict[str, int] = field(default_factory=dict)
    outcomes: dict[str, dict[str, int]] = field(default_factory=dict)  # family -> {ingested, quarantined, lost}
    findings: list[str] = field(default_factory=list)
    slow_runs: list[str] = field(default_factory=list)  # first runs over SLOW_RUN_S, with their mutants

    def record(self, test: str) -> None:
        families, outcomes = dict(self.families), {k: dict(v) for k, v in self.outcomes.items()}
        path = report_path()
        if path is not None and path.exists():  # a dict would replace the earlier test's: add them up here
            section = json.loads(path.read_text(encoding="utf-8")).get("sections", {}).get(SECTION, {})
            for name, count in section.get("families", {}).items():
                families[name] = families.get(name, 0) + count
            for name, counts in section.get("outcomes", {}).items():
                mine = outcomes.setdefault(name, {})
                for key, count in counts.items():
                    mine[key] = mine.get(key, 0) + count
        record(SECTION, inputs_tried=self.inputs_tried, good_files=self.good_files, runs=self.runs,
               crashes=self.crashes, good_documents_lost=self.good_documents_lost, hangs=self.hangs,
               memory_exceeded=self.memory_exceeded, quarantined=self.quarantined,
               mutants_ingested=self.mutants_ingested, unexpected_errors=self.unexpected_errors,
               peak_rss_mb=round(self.peak_rss_mb, 1), max_run_s=round(self.slowest_run_s, 1),
               families=families, outcomes=outcomes, findings=[f"{test}: {item}" for item in self.findings],
               slow_runs=self.slow_runs)


def findings_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    value = os.environ.get("RAGOPS_FUZZ_FINDINGS")
    return Path(value) if value else tmp_path_factory.getbasetemp() / "fuzz_findings"


def run_batch(batch: Batch, overrides: dict[str, Any], timeout: float, worker: IngestWorker, work: Path,
              keep: Path, tally: Tally) -> list[str]:
    """Ingest the batch twice into a fresh data root; the problems found (empty when all holds)."""
    # A new folder per batch: the worker's MLflow client caches its store per tracking URI (the data root's
    # mlflow.db), so a data root must never be deleted and re-created at the same path.
    work = work / f"batch-{tally.runs:04d}"
    source, root = work / "source", work / "data"
    source.mkdir(parents=True)
    files = batch.files()
    for name, data in files.items():
        (source / name).write_bytes(data)
    mutants = batch.mutant_names()
    good = {name for name in files if name.startswith("good-")}
    tally.inputs_tried += len(mutants)
    tally.good_files += len(good)
    for mutant in batch.mutants:
        tally.families[mutant.family] = tally.families.get(mutant.family, 0) + 1
    job = {"source": str(source), "root": str(root), "overrides": overrides}
    # A hang is a run past what its documents' limits allow together (each at most DOC_WALL_S), plus start-up; a
    # loaded machine (make fuzz beside other work) makes a legitimate batch of 25 slow mutants slower than 90 s.
    timeout = max(timeout, 60 + len(files) * DOC_WALL_S)

    problems: list[str] = []
    first = worker.run(job, timeout)
    tally.runs += 1
    tally.peak_rss_mb = max(tally.peak_rss_mb, first.peak_rss_mb)
    tally.slowest_run_s = max(tally.slowest_run_s, first.seconds)
    if first.seconds > SLOW_RUN_S:
        what = [mutant.describe() for mutant in batch.mutants] if len(batch.mutants) <= 6 else \
            [f"one of each of {len(batch.mutants)} families"]
        tally.slow_runs.append(f"{first.seconds:.0f} s, peak RSS {first.peak_rss_mb:.0f} MB, {len(files)} files: "
                               + "; ".join(what))
    if first.kind != "ok":
        problems.append(_lost_run("first run", first, tally))
        tally.good_documents_lost += len(good)
        for name in mutants:
            _count(tally, mutants[name].family, "lost")
    else:
        problems += _check_first(first.result, files, good, mutants, tally)
        second = worker.run(job, timeout)
        tally.runs += 1
        tally.peak_rss_mb = max(tally.peak_rss_mb, second.peak_rss_mb)
        if second.kind != "ok":
            problems.append(_lost_run("re-run", second, tally))
        else:
            problems += _check_rerun(first.result, second.result, files)
    if problems:
        _keep(batch, source, keep, problems, overrides, first)
    shutil.rmtree(work, ignore_errors=True)
    return problems


def _lost_run(which: str, outcome: RunOutcome, tally: Tally) -> str:
    if outcome.kind == "hang":
        tally.hangs += 1
    elif outcome.kind == "memory":
        tally.memory_exceeded += 1
    else:
        tally.crashes += 1
    where = ""
    if outcome.kind == "escaped":
        where = " at " + " | ".join(line.strip() for line in outcome.result.get("traceback", "").splitlines()[-4:-1])
    return (f"{which}: {outcome.kind} after {outcome.seconds:.1f} s (peak RSS {outcome.peak_rss_mb:.0f} MB): "
            f"{outcome.detail}{where}")


def _count(tally: Tally, family: str, what: str) -> None:
    counts = tally.outcomes.setdefault(family, {})
    counts[what] = counts.get(what, 0) + 1


def _accounted(result: dict[str, Any]) -> set[str]:
    report = result["report"]
    skipped = {item.get("source_path") or item.get("path") or item.get("relative_path")
               for item in report.get("skipped_files", []) if isinstance(item, dict)}
    return set(result["ledger"]) | skipped


def _check_first(result: dict[str, Any], files: dict[str, bytes], good: set[str], mutants: dict[str, Mutant],
                 tally: Tally) -> list[str]:
    problems = []
    report, ledger, chunks = result["report"], result["ledger"], result["chunk_paths"]
    for name in sorted(good):
        entry = ledger.get(name)
        if entry is None or entry["status"] != "ingested" or not chunks.get(name):
            tally.good_documents_lost += 1
            why = "not in the ledger" if entry is None else f"{entry['status']} ({entry['reason'][:200]})"
            problems.append(f"good file {name} lost: {why}, {chunks.get(name, 0)} chunks")
    missing = sorted(set(files) - _accounted(result))
    if missing:
        problems.append(f"not accounted for in the ledger or the report's skipped files: {missing}")
    statuses = {name: entry["status"] for name, entry in ledger.items()}
    if report["processed"] != sum(status == "ingested" for status in statuses.values()):
        problems.append(f"report says {report['processed']} processed, the ledger has "
                        f"{sum(status == 'ingested' for status in statuses.values())} ingested")
    reported = sorted(item["source_path"] for item in report["quarantine"])
    ledgered = sorted(name for name, status in statuses.items() if status == "quarantined")
    if reported != ledgered or reported != result["quarantine"]:
        problems.append(f"quarantine lists disagree: report {reported}, ledger {ledgered}, "
                        f"quarantine.json {result['quarantine']}")
    if result["staging"]:
        problems.append(f"staging left after a completed run: {result['staging']}")
    for name, mutant in sorted(mutants.items()):
        entry = ledger.get(name)
        if entry is None:
            _count(tally, mutant.family, "unaccounted")
            continue
        _count(tally, mutant.family, entry["status"])
        if entry["status"] == "quarantined":
            tally.quarantined += 1
            if "unexpectedly" in entry["reason"]:
                tally.unexpected_errors += 1
                _count(tally, mutant.family, "unexpected_error")
        else:
            tally.mutants_ingested += 1
        if mutant.family.startswith("damaged_page") and entry["status"] != "ingested":
            problems.append(f"{name} ({mutant.describe()}): one damaged page quarantined the whole document: "
                            f"{entry['reason'][:300]}")
    return problems


def _check_rerun(first: dict[str, Any], second: dict[str, Any], files: dict[str, bytes]) -> list[str]:
    problems = []
    report = second["report"]
    if report["processed"] or report["quarantined"]:
        problems.append(f"re-run processed {report['processed']} and quarantined {report['quarantined']} again "
                        f"(nothing changed)")
    if second["quarantine"] != first["quarantine"]:
        problems.append(f"re-run changed the quarantine list: {first['quarantine']} -> {second['quarantine']}")
    before = {name: (entry["status"], entry["sha256"], entry["n_chunks"]) for name, entry in first["ledger"].items()}
    after = {name: (entry["status"], entry["sha256"], entry["n_chunks"]) for name, entry in second["ledger"].items()}
    if before != after:
        changed = sorted(name for name in set(before) | set(after) if before.get(name) != after.get(name))
        problems.append(f"re-run changed the ledger for {changed}")
    if second["chunk_paths"] != first["chunk_paths"]:
        problems.append("re-run changed the chunk store")
    missing = sorted(set(files) - _accounted(second))
    if missing:
        problems.append(f"re-run: not accounted for: {missing}")
    return problems


def _keep(batch: Batch, source: Path, keep: Path, problems: list[str], overrides: dict[str, Any],
          first: RunOutcome) -> None:
    """The failing batch's source folder, with how to reproduce it, under the findings folder."""
    keep.mkdir(parents=True, exist_ok=True)
    target = keep / f"batch-{len(list(keep.iterdir())) + 1:03d}"
    shutil.copytree(source, target / "source")
    sets = " ".join(f"--set {key}={str(value).lower() if isinstance(value, bool) else value}"
                    for key, value in overrides.items())
    lines = ["Problems:", *(f"- {problem}" for problem in problems), "",
             "Reproduce (from the project root):",
             f"  .venv/bin/ragops --data-root /tmp/fuzz-repro-data {sets} ingest --source {target / 'source'}", "",
             "Mutants (regenerate one with the command shown):"]
    for name, mutant in batch.mutant_names().items():
        lines += [f"- {name}: {mutant.describe()}", f"    {mutant.command(name)}"]
    lines += ["", "Good files: " + ", ".join(batch.good)]
    if first.result.get("ledger"):
        lines += ["", "First run's ledger:"]
        lines += [f"- {name}: {entry['status']} {entry['n_chunks']} chunks {entry['reason'][:300]}"
                  for name, entry in sorted(first.result["ledger"].items())]
    if first.result.get("traceback"):
        lines += ["", "Escaped:", first.result["traceback"]]
    if first.result.get("log"):
        lines += ["", "Errors logged:"] + [f"- {item['logger']}: {item['message'][:300]}" for item in first.result["log"]]
    (target / "FINDING.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")


def _fail_with(tally: Tally, keep: Path) -> None:
    if tally.findings:
        shown = "\n".join(f"- {item}" for item in tally.findings[:40])
        more = f"\n... and {len(tally.findings) - 40} more" if len(tally.findings) > 40 else ""
        pytest.fail(f"{len(tally.findings)} problems in {tally.inputs_tried} mutated inputs (batches kept under "
                    f"{keep}):\n{shown}{more}", pytrace=False)


# ---------------------------------------------------------------- strategies


def good_files(scan: bool) -> Any:
    text = st.lists(st.sampled_from(GOOD_TEXT), min_size=2 if not scan else 1, max_size=3 if not scan else 2,
                    unique=True)
    if not scan:
        return text
    return st.tuples(text, st.sampled_from(GOOD_SCANS)).map(lambda pair: [*pair[0], pair[1]])


def every_family() -> Any:
    """One mutant of every family (base, seed and position drawn)."""
    def one(name: str) -> Any:
        return st.builds(mutations.mutate, st.just(name), st.sampled_from(mutations.FAMILIES[name].bases),
                         st.integers(0, 2**32 - 1), st.integers(0, mutations.POSITION_MAX))

    return st.tuples(*(one(name) for name in sorted(mutations.FAMILIES))).map(list)


@pytest.fixture(scope="module")
def testdata_present(testdata: Path) -> Path:
    return testdata


# ---------------------------------------------------------------- the tests


@pytest.mark.timeout(scaled(900, 7200))
def test_a_batch_of_every_mutation_family_loses_no_good_document(worker, testdata_present, tmp_path,
                                                                  tmp_path_factory) -> None:
    """OCR off: one mutant of each family in one batch, beside good text PDFs."""
    tally, keep = Tally(), findings_dir(tmp_path_factory) / "every_family"

    @settings(max_examples=scaled(1, 8), **HYPOTHESIS)
    @given(mutants=every_family(), good=good_files(scan=False))
    def example(mutants: list[Mutant], good: list[str]) -> None:
        tally.findings += run_batch(Batch(mutants, good), OCR_OFF, TIMEOUT_S, worker, tmp_path / "work", keep, tally)

    example()
    tally.record("every_family")
    _fail_with(tally, keep)


@pytest.mark.slow  # make test-slow: make test runs a batch of every mutation family
@pytest.mark.timeout(scaled(900, 7200))
def test_random_mutated_batches_lose_no_good_document(worker, testdata_present, tmp_path, tmp_path_factory) -> None:
    """OCR off: 3-5 mutants drawn by hypothesis (family, base, seed, position) beside 2-3 good text PDFs."""
    tally, keep = Tally(), findings_dir(tmp_path_factory) / "random_batches"

    @settings(max_examples=scaled(5, 70), **HYPOTHESIS)
    @given(mutants=st.lists(mutations.strategy(), min_size=3, max_size=5), good=good_files(scan=False))
    def example(mutants: list[Mutant], good: list[str]) -> None:
        tally.findings += run_batch(Batch(mutants, good), OCR_OFF, TIMEOUT_S, worker, tmp_path / "work", keep, tally)

    example()
    tally.record("random_batches")
    _fail_with(tally, keep)


@pytest.mark.slow  # make test-slow: make test runs a batch of every mutation family
@pytest.mark.timeout(scaled(900, 7200))
def test_mutated_batches_with_ocr_lose_no_good_document(worker, testdata_present, tmp_path, tmp_path_factory) -> None:
    """OCR on: 2 mutants, one of them of a family that costs time or memory once decoded (a decompression bomb, 300
    TIFF frames, a 1e6-point page), beside a good scan (which needs OCR to yield chunks) and 1-2 good text PDFs."""
    tally, keep = Tally(), findings_dir(tmp_path_factory) / "ocr_batches"

    @settings(max_examples=scaled(2, 12), **HYPOTHESIS)
    @given(mutants=st.tuples(mutations.strategy(mutations.HEAVY), mutations.strategy()).map(list),
           good=good_files(scan=True))
    def example(mutants: list[Mutant], good: list[str]) -> None:
        tally.findings += run_batch(Batch(mutants, good), OCR_ON, OCR_TIMEOUT_S, worker, tmp_path / "work", keep,
                                    tally)

    example()
    tally.record("ocr_batches")
    _fail_with(tally, keep)
