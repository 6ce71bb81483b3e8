"""No input stops an ingest, every file is accounted for, one document's work is bounded, progress is kept
(issue 18): the real ingest stage on folders holding what the field reports found — names that are not UTF-8 or
as long as the file system allows, symlinks in and out of the source, upper-case extensions, folders named like
documents, FIFOs, damaged pages, decompression bombs, 300-frame TIFFs, files that vanish mid-run, killed runs and
two runs at once."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import pandas as pd
import pytest

from tasks.core.locks import LockBusy, stage_lock
from tasks.core.paths import DataPaths
from tasks.core.settings import load_settings
from tasks.ingest import stage
from tests.reliability import documents
from tests.reliability.report import record


def settings_for(source: Path, **overrides):
    return load_settings(overrides={"ingest.source": str(source), "ingest.ocr.enabled": False, **overrides})


def ingest(source: Path, root: Path, **overrides) -> dict:
    return stage.run(settings_for(source, **overrides), DataPaths(root), progress=False).to_dict()


def accounted(report: dict) -> set[str]:
    """Every path the report names: processed (in the chunk store), quarantined, skipped with a reason."""
    return {item["source_path"] for item in report["quarantine"] + report["skipped_files"]}


def chunk_paths(root: Path) -> set[str]:
    chunks = pd.read_parquet(DataPaths(root).chunk_store)
    return {path for paths in chunks["source_paths"] for path in paths}


def inputs_in(source: Path) -> int:
    """How many inputs a test placed in `source`: every file, link and FIFO, and every folder named like a document
    (a suffix); not the plain folders holding them. Links to folders are inputs themselves, not walked into."""
    count = 0
    for folder, dirs, files in os.walk(source):
        count += len(files) + sum(1 for name in dirs if Path(folder, name).is_symlink() or Path(name).suffix)
    return count


class Tally:
    """The figures of one test, counted from what it did and saw: the `tally` fixture records them when the test
    ends, passed or failed, so a regression shows in the reliability report as well as in the failed test."""

    LIMIT = re.compile(r"ingest\.limits\.(\w+)")

    def __init__(self) -> None:
        self.figures: defaultdict[str, Counter[str]] = defaultdict(Counter)
        self.sources: set[Path] = set()
        self.limits: set[str] = set()

    def add(self, section: str, **counts: int) -> None:
        self.figures[section].update(counts)  # a count of 0 is kept: the figure is reported as 0, not left out

    def ingest(self, source: Path, root: Path, good: Iterable[str] = (), **overrides: Any) -> dict:
        """`ingest`, counting the inputs in `source` (once per test, however many runs read them), a crash when the
        stage raises (one input stopped the whole batch), each of `good`'s documents missing from the chunk store
        after the run, and each limit the quarantine names."""
        if source not in self.sources:
            self.sources.add(source)
            self.add("ingest_inputs", inputs_tried=inputs_in(source))
        self.add("ingest_inputs", crashes=0, good_documents_lost=0)
        try:
            report = ingest(source, root, **overrides)
        except Exception:
            self.add("ingest_inputs", crashes=1)
            raise
        stored = chunk_paths(root) if DataPaths(root).chunk_store.exists() else set()
        self.add("ingest_inputs", good_documents_lost=len(set(good) - stored))
        self.limits.update(self.LIMIT.findall("\n".join(item["reason"] for item in report["quarantine"])))
        return report

    def record(self) -> None:
        if self.limits:
            self.add("ingest_inputs", limits_tested=len(self.limits))
        for section, figures in self.figures.items():
            record(section, **figures)


@pytest.fixture
def tally() -> Iterator[Tally]:
    counted = Tally()
    yield counted
    counted.record()


def test_no_input_stops_a_batch_and_every_file_is_accounted_for(tmp_path: Path, tally: Tally):
    source, outside = tmp_path / "source", tmp_path / "outside"
    (source / "manuals").mkdir(parents=True)
    outside.mkdir()
    good = {"manuals/kt-100.pdf": documents.manual_pdf("KT-100"), "REPORT.PDF": documents.manual_pdf("RX-7"),
            "x.pdf/inside.pdf": documents.manual_pdf("VP-50")}
    for name, data in good.items():
        (source / name).parent.mkdir(parents=True, exist_ok=True)
        (source / name).write_bytes(data)
    # A name that is not UTF-8 (Latin-1 bytes from an old file share): ingested under an escaped name.
    os.makedirs(os.fsencode(source / "legacy"), exist_ok=True)
    with open(os.fsencode(source / "legacy") + b"/r\xe9sum\xe9.pdf", "wb") as handle:
        handle.write(documents.manual_pdf("HX-200"))
    # A broken file whose name is as long as the file system allows: quarantined, its copy storable.
    long_name = "q" * 251 + ".pdf"
    (source / long_name).write_bytes(b"%PDF-1.7\n garbage")
    (source / "linked.pdf").symlink_to(source / "manuals" / "kt-100.pdf")  # inside the root: followed
    (outside / "secret.pdf").write_bytes(documents.manual_pdf("SECRET"))
    (source / "escape.pdf").symlink_to(outside / "secret.pdf")  # outside the root: refused
    (source / "dangling.pdf").symlink_to(source / "nowhere.pdf")
    (source / "folder-link").symlink_to(source / "manuals")
    os.mkfifo(source / "pipe.pdf")  # never opened: reading it would block for ever
    (source / "notes.txt").write_text("not a document")
    (source / "empty.pdf").write_bytes(b"")

    root = tmp_path / "data"
    escaped = "legacy/r\\xe9sum\\xe9.pdf"
    readable = {"manuals/kt-100.pdf", "REPORT.PDF", "x.pdf/inside.pdf", escaped, "linked.pdf"}
    report = tally.ingest(source, root, good=readable)

    assert report["processed"] == 5 and report["quarantined"] == 2
    assert chunk_paths(root) == readable
    reasons = {item["source_path"]: item["reason"] for item in report["quarantine"] + report["skipped_files"]}
    assert "outside the source root" in reasons["escape.pdf"] and "dangling" in reasons["dangling.pdf"]
    assert "folder" in reasons["folder-link"] and "not a regular file" in reasons["pipe.pdf"]
    assert "not an included file type" in reasons["notes.txt"] and "folder named like a document" in reasons["x.pdf"]
    assert "0 bytes" in reasons["empty.pdf"] and long_name in reasons
    assert report["files_found"] == report["processed"] + report["quarantined"] + len(report["skipped_files"])
    # The refused symlink's target was never read: its text is nowhere.
    chunks = pd.read_parquet(DataPaths(root).chunk_store)
    assert not chunks["text"].str.contains("SECRET").any()
    # Nothing lost: each quarantined file's bytes are kept, named by hash, mapped back in the quarantine list.
    index = json.loads(DataPaths(root).quarantine_index.read_text(encoding="utf-8"))
    assert {entry["source_path"] for entry in index} == {long_name, "empty.pdf"}
    for entry in index:
        assert (root / entry["copy"]).read_bytes() == (source / entry["source_path"]).read_bytes()

    # Idempotent: nothing new, the same quarantine set, no error on the odd names.
    again = tally.ingest(source, root, good=readable)
    assert (again["processed"], again["quarantined"], again["skipped"]) == (0, 0, 7)
    assert {entry["source_path"] for entry in json.loads(DataPaths(root).quarantine_index.read_text())} == {
        long_name, "empty.pdf"}
    assert not any(DataPaths(root).staging.iterdir())


def test_documents_over_a_limit_are_quarantined_naming_it_and_the_batch_goes_on(tmp_path: Path, tally: Tally):
    source = tmp_path / "source"
    source.mkdir()
    (source / "good.pdf").write_bytes(documents.manual_pdf("KT-100"))
    (source / "bomb.png").write_bytes(documents.bomb_png())  # 144 MP in a few hundred KB
    (source / "fax.tif").write_bytes(documents.many_frame_tiff(300))
    (source / "long.pdf").write_bytes(documents.manual_pdf("LONG", pages=12))
    (source / "big.pdf").write_bytes(documents.manual_pdf("BIG", pages=1) + b"%" + b"x" * 300_000)
    root = tmp_path / "data"
    report = tally.ingest(source, root, {"good.pdf"}, **{
        "ingest.limits.max_pages": 10, "ingest.limits.max_bytes": 200_000, "ingest.ocr.enabled": True,
        "ingest.batch_size": 10})
    reasons = {item["source_path"]: item["reason"] for item in report["quarantine"]}
    assert set(reasons) == {"bomb.png", "fax.tif", "long.pdf", "big.pdf"}
    assert "ingest.limits.max_pixels" in reasons["bomb.png"] and "144 MP" in reasons["bomb.png"]
    assert "300 frames" in reasons["fax.tif"] and "ingest.limits.max_image_frames" in reasons["fax.tif"]
    assert "12 pages" in reasons["long.pdf"] and "ingest.limits.max_pages" in reasons["long.pdf"]
    assert "ingest.limits.max_bytes" in reasons["big.pdf"] and "not read" in reasons["big.pdf"]
    assert chunk_paths(root) == {"good.pdf"}

    # Raising a limit re-processes the documents it stopped (the ledger records the limits they were judged by).
    raised = tally.ingest(source, root, {"good.pdf", "long.pdf"}, **{
        "ingest.limits.max_pages": 50, "ingest.limits.max_bytes": 200_000, "ingest.ocr.enabled": True,
        "ingest.batch_size": 10})
    assert raised["processed"] == 1 and chunk_paths(root) == {"good.pdf", "long.pdf"}


def test_time_and_memory_limits_stop_the_reader_and_the_next_file_is_read(tmp_path: Path, tally: Tally):
    source = tmp_path / "source"
    source.mkdir()
    (source / "a-slow.pdf").write_bytes(documents.manual_pdf("SLOW", pages=400))
    (source / "b-quick.pdf").write_bytes(documents.manual_pdf("QUICK", pages=1))
    root = tmp_path / "data"
    report = tally.ingest(source, root, {"b-quick.pdf"}, **{"ingest.limits.wall_time_s": 1.5})
    reasons = {item["source_path"]: item["reason"] for item in report["quarantine"]}
    assert set(reasons) == {"a-slow.pdf"} and "ingest.limits.wall_time_s (1.5 s): stopped" in reasons["a-slow.pdf"]
    assert chunk_paths(root) == {"b-quick.pdf"}  # the reader was killed and a fresh one read the next file

    # 64 MB is below what the reader process needs to parse anything: it is killed on every file, the run ends.
    starved = tally.ingest(source, tmp_path / "starved", **{"ingest.limits.max_memory_mb": 64})  # none is good
    assert starved["quarantined"] == 2
    assert all("ingest.limits.max_memory_mb (64 MB): stopped" in item["reason"] for item in starved["quarantine"])


def test_a_damaged_page_costs_at_most_that_page(tmp_path: Path, tally: Tally):
    """Repair first (Ghostscript, where installed), then per-page errors: the document is never quarantined for
    one page, and its other pages are all read (the damaged one too when the repair recovers it)."""
    import pdfplumber

    damaged = documents.damage_page(documents.manual_pdf("KT-100", pages=3), 2)
    with pdfplumber.open(io.BytesIO(damaged)) as pdf, pytest.raises(Exception, match="FontBBox"):
        pdf.pages[1].chars  # noqa: B018 - the damage is real: pdfminer raises on page 2
    source = tmp_path / "source"
    source.mkdir()
    (source / "one-bad-page.pdf").write_bytes(damaged)
    root = tmp_path / "data"
    report = tally.ingest(source, root, {"one-bad-page.pdf"})
    assert report["quarantined"] == 0 and report["processed"] == 1, report["quarantine"]
    chunks = pd.read_parquet(DataPaths(root).chunk_store)
    assert {"Page 1 of 3", "Page 3 of 3"} <= {part for text in chunks["text"] for part in
                                              ("Page 1 of 3", "Page 2 of 3", "Page 3 of 3") if part in text}


def test_changing_ocr_settings_reprocesses_the_files_they_decide(tmp_path: Path, tally: Tally):
    source = tmp_path / "source"
    source.mkdir()
    (source / "notice.png").write_bytes(documents.text_png(["PUMP ROOM CLOSED", "Service on Monday 9 March"]))
    (source / "manual.pdf").write_bytes(documents.manual_pdf("KT-100"))
    root = tmp_path / "data"
    first = tally.ingest(source, root, {"manual.pdf"})  # OCR off: the image has no text to read
    assert first["quarantined"] == 1 and "no text recognised" in first["quarantine"][0]["reason"]
    second = tally.ingest(source, root, {"manual.pdf", "notice.png"}, **{"ingest.ocr.enabled": True})
    assert (second["processed"], second["skipped"]) == (1, 1)  # the image again; the text PDF did not need OCR
    chunks = pd.read_parquet(DataPaths(root).chunk_store)
    assert chunks[chunks["source_path"] == "notice.png"]["text"].str.contains("CLOSED").any()


def test_a_file_that_vanishes_mid_run_is_reported_and_the_rest_committed(tmp_path: Path):
    source = tmp_path / "source"
    source.mkdir()
    for name in ("a.pdf", "b.pdf", "c.pdf"):
        (source / name).write_bytes(documents.manual_pdf(name.upper()))
    settings, paths = settings_for(source), DataPaths(tmp_path / "data")
    plan_path = stage.plan(settings, paths, "vanishing")
    (source / "b.pdf").unlink()  # gone after planning, before its batch reads it
    results = [stage.process_batch(manifest, settings) for manifest in stage.batch_manifests(plan_path)]
    report = stage.commit(plan_path, results, settings, paths).to_dict()
    assert report["processed"] == 2 and report["quarantined"] == 0
    assert report["skipped_files"] == [{"source_path": "b.pdf", "reason": "vanished before it was read"}]
    assert "b.pdf" not in json.loads(paths.ledger.read_text())["files"]


def test_a_killed_run_keeps_its_committed_batches_and_its_staging_is_swept(tmp_path: Path):
    source = tmp_path / "source"
    source.mkdir()
    for number in range(5):
        (source / f"m{number}.pdf").write_bytes(documents.manual_pdf(f"M-{number}"))
    settings = settings_for(source, **{"ingest.batch_size": 2})
    reference = stage.run(settings, DataPaths(tmp_path / "reference"), progress=False)

    paths = DataPaths(tmp_path / "data")
    plan_path = stage.plan(settings, paths, "killed")
    first = stage.process_batch(stage.batch_manifests(plan_path)[0], settings)
    stage.commit_batches(plan_path, [first], settings, paths)  # what `run` does after each batch; then the kill
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    the_plan = json.loads(plan_path.read_text())
    the_plan["owner"]["pid"] = int(dead.stdout)  # the killed process: gone
    plan_path.write_text(json.dumps(the_plan))
    assert set(json.loads(paths.ledger.read_text())["files"]) == {"m0.pdf", "m1.pdf"}

    resumed = stage.run(settings, paths, progress=False)
    assert (resumed.processed, resumed.skipped) == (3, 2)  # the committed batch is kept, not redone
    assert not (paths.staging / "killed").exists()
    ids = [set(pd.read_parquet(p.chunk_store)["chunk_id"]) for p in (paths, DataPaths(tmp_path / "reference"))]
    assert ids[0] == ids[1] and reference.processed == 5


def test_two_ingests_at_once_the_second_is_refused_with_who_holds_the_lock(tmp_path: Path, tally: Tally):
    source = tmp_path / "source"
    source.mkdir()
    (source / "a.pdf").write_bytes(documents.manual_pdf("A"))
    paths = DataPaths(tmp_path / "data")
    with stage_lock(paths, "ingest"):
        tally.add("concurrency", races_tried=1)
        with pytest.raises(LockBusy, match=r"another ingest is running on data root .*pid \d+"):
            stage.run(settings_for(source), paths, progress=False)
        tally.add("concurrency", races_tried=1)
        cli = subprocess.run(
            [str(Path(sys.executable).with_name("ragops")), "--data-root", str(paths.root), "ingest", "--source",
             str(source), "--no-progress"], capture_output=True, text=True, timeout=300)
    # A chunk store now was written by a loser, under the lock another run held.
    tally.add("concurrency", corruptions=int(paths.chunk_store.exists()))
    assert cli.returncode == 1 and "Traceback" not in cli.stderr
    assert cli.stderr.strip().count("\n") == 0 and "another ingest is running" in cli.stderr
    assert not paths.chunk_store.exists()  # the loser wrote nothing
    assert stage.run(settings_for(source), paths, progress=False).processed == 1  # and runs once the lock is free


@pytest.mark.slow  # make test-slow: make test embeds the same copies (tests/unit/tasks/embed/test_stage.py)
def test_byte_identical_files_under_two_names_embed(testdata: Path, tmp_path: Path):
    from tasks.embed import stage as embed
    from tests.unit.tasks.ingest import copies

    source = copies.place(testdata, tmp_path / "share", copies.FIRST, copies.SECOND, copies.OTHER)
    paths = DataPaths(tmp_path / "data")
    settings = copies.ingest_settings(source)
    stage.run(settings, paths, progress=False)
    report = embed.run(settings, paths, progress=False)
    assert report.total > 0
    chunks = pd.read_parquet(paths.chunk_store)
    assert chunks["chunk_id"].is_unique
    assert [copies.FIRST, copies.SECOND] in [list(names) for names in chunks["source_paths"]]


def test_retried_commit_steps_change_nothing_twice(tmp_path: Path, tally: Tally):
    """Airflow retries a task whose worker died after its work: committing a batch twice, or the whole run twice,
    gives the same stores and the same report."""
    source = tmp_path / "source"
    source.mkdir()
    for name in ("a.pdf", "b.pdf"):
        (source / name).write_bytes(documents.manual_pdf(name.upper()))
    settings, paths = settings_for(source, **{"ingest.batch_size": 1}), DataPaths(tmp_path / "data")
    plan_path = stage.plan(settings, paths, "retried", orchestrated=True)
    results = [stage.process_batch(manifest, settings) for manifest in stage.batch_manifests(plan_path)]
    assert stage.commit_batches(plan_path, results[:1], settings, paths) == 1
    tally.add("concurrency", retries_tried=1)
    merged_again = stage.commit_batches(plan_path, results[:1], settings, paths)  # the retry: already merged
    stored = paths.chunk_store.read_bytes()
    first = stage.commit(plan_path, results, settings, paths)
    tally.add("concurrency", retries_tried=1)
    again = stage.commit(plan_path, results, settings, paths)  # its staging folder is gone: the report comes back
    chunks = pd.read_parquet(paths.chunk_store)
    # What a retry must not do: merge a batch twice, report otherwise, or store a chunk twice.
    tally.add("concurrency", corruptions=int(merged_again != 0) + int(first.to_dict() != again.to_dict())
              + int(not chunks["chunk_id"].is_unique))
    assert merged_again == 0
    assert first.to_dict() == again.to_dict() and first.processed == 2
    assert len(chunks) > len(pd.read_parquet(io.BytesIO(stored)))


def test_ocr_past_a_documents_time_is_stopped_and_the_batch_goes_on(tmp_path: Path, tally: Tally):
    """A scan whose OCR outruns `ingest.limits.wall_time_s`: its running page is killed with the pool (replaced for
    the pages after it), its remaining pages are not started, the document is quarantined naming the limit, and
    the text PDF of the same batch is ingested."""
    from PIL import Image

    source = tmp_path / "source"
    source.mkdir()
    frames = [Image.open(io.BytesIO(documents.text_png([f"Notice {n}: the pump room is closed",
                                                          "Service resumes on Monday"]))) for n in range(6)]
    buffer = io.BytesIO()
    frames[0].save(buffer, format="TIFF", save_all=True, append_images=frames[1:])
    (source / "fax.tif").write_bytes(buffer.getvalue())
    (source / "manual.pdf").write_bytes(documents.manual_pdf("KT-100"))
    root = tmp_path / "data"
    report = tally.ingest(source, root, {"manual.pdf"}, **{"ingest.ocr.enabled": True,
                                                            "ingest.limits.wall_time_s": 1.0, "ingest.ocr.workers": 1})
    reasons = {item["source_path"]: item["reason"] for item in report["quarantine"]}
    assert set(reasons) == {"fax.tif"} and "ingest.limits.wall_time_s (1 s): OCR stopped" in reasons["fax.tif"]
    assert chunk_paths(root) == {"manual.pdf"}
