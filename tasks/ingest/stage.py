"""Stage `ingest`: source documents -> chunk store (Parquet), ledger, quarantine.

Three steps, each callable on its own so Airflow can map the middle one over batches, while the CLI and
`dvc repro` run them in a row through `run()`:

1. `plan`: discover sources, compare with the ledger, write the run's plan and one manifest per batch;
2. `process_batch`: extract + chunk every file of one batch into a staged Parquet file (bad files are
   recorded as quarantined with their reason; the rest of the batch goes on);
3. `commit_batches`: merge staged batch results into the chunk store, document store and ledger, each written
   atomically (the CLI commits every batch as soon as it is done, so a kill or a timeout loses at most the batch in
   flight); `commit` then commits what is left, applies removals, writes the quarantine list and the report, and
   logs the run to MLflow.

A crash before a batch's commit changes nothing visible; a crash between the stores and the ledger writes makes
the next run re-process those files, which is idempotent. The staging folder of a run that never finished is swept
by the next run (`sweep_staging`). Concurrent runs on one data root are refused with a clear message
(tasks/core/locks.py): the whole CLI run, and an Airflow run's plan and commit, hold the `ingest` lock; every write
of the stores holds the `chunks` lock.

Every file found under the source ends up in the report: processed, quarantined (with the reason: a broken file,
or a document over one of `ingest.limits`), or skipped with the reason (unchanged, not an included type, a symlink
the policy refuses, vanished mid-run; tasks/ingest/ledger.py `discover`).
"""

from __future__ import annotations

import json
import logging
import re
import shutil
import uuid
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tasks.core.atomic import atomic_path, write_json_atomic
from tasks.core.manifests import listed_manifests, load_manifest, write_manifests
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings
from tasks.ingest.chunk_builder import chunk_schema, document_schema
from tasks.ingest.ledger import (
    FileTooLarge,
    Ledger,
    LedgerEntry,
    SourceFile,
    discover,
    doc_id_for,
    hash_source,
    read_source,
    sha256_of,
)

log = logging.getLogger(__name__)


@dataclass
class IngestReport:
    processed: int = 0
    skipped: int = 0  # unchanged since the ledger's entry (same bytes, same outcome-changing settings)
    removed: int = 0
    quarantined: int = 0
    chunks_written: int = 0
    chunks_total: int = 0
    documents_total: int = 0
    needs_ocr_pages: list[dict[str, Any]] = field(default_factory=list)  # no usable text and not OCR'd
    ocr_pages: int = 0
    ocr_mean_confidence: float | None = None
    low_confidence_pages: list[dict[str, Any]] = field(default_factory=list)  # OCR'd below low_confidence_below
    quarantine: list[dict[str, str]] = field(default_factory=list)
    # Everything else found under the source, with why it is not ingested (not an included type, a refused
    # symlink, vanished mid-run, a batch that failed): with the counts above, every file found is accounted for.
    skipped_files: list[dict[str, str]] = field(default_factory=list)
    files_found: int = 0  # = processed + quarantined + skipped + len(skipped_files)
    batches_committed: int = 0
    run_id: str = ""
    chunk_store: str = ""
    mlflow_run_id: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def new_run_id() -> str:
    return datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ") + "-" + uuid.uuid4().hex[:6]


# ---------------------------------------------------------------- step 1: plan


def outcome_settings(settings: Settings) -> dict[str, str]:
    """The settings besides a file's bytes that can change its outcome, as recorded in the ledger
    (`LedgerEntry.depends_on`): OCR on or off and its engine, for documents that had pages to OCR; and the limits,
    for quarantined ones. A change of one re-processes the files whose outcome depended on it."""
    ocr = settings.ingest.ocr
    return {"ocr": ocr.engine if ocr.enabled else "off",
            "limits": json.dumps(settings.ingest.limits.model_dump(), sort_keys=True)}


def plan(settings: Settings, paths: DataPaths, run_id: str, orchestrated: bool = False) -> Path:
    """Decide what this run must do; returns the path of the run's plan.json. Sweeps abandoned staging first.

    `orchestrated`: planned by the Airflow DAG (one active run at a time), whose earlier runs are all over."""
    sweep_staging(paths, settings, keep=run_id, orchestrated=orchestrated)
    ledger = Ledger.load(paths.ledger)
    found = discover(settings.ingest.source, settings.ingest.include)
    current = outcome_settings(settings)
    max_bytes = settings.ingest.limits.max_bytes
    work: list[dict[str, Any]] = []
    skipped: list[str] = []
    skipped_files = [asdict(item) for item in found.skipped]
    present = set()
    for source in found.files:
        present.add(source.relative_path)
        if max_bytes is not None and source.size > max_bytes:
            work.append({**asdict(source), "planned_sha256": ""})  # quarantined unread by its batch
            continue
        try:
            sha = ledger.known_sha(source) or hash_source(source.url)
        except FileNotFoundError:
            present.discard(source.relative_path)
            skipped_files.append({"relative_path": source.relative_path, "reason": "vanished before it was read"})
            continue
        except OSError:  # unreadable (permissions, I/O error): its batch quarantines it with the reason
            work.append({**asdict(source), "planned_sha256": ""})
            continue
        if ledger.is_current(source.relative_path, sha, current):
            skipped.append(source.relative_path)
        else:
            work.append({**asdict(source), "planned_sha256": sha})
    removed = sorted(path for path in ledger.entries if path not in present)

    run_dir = paths.staging / run_id
    run_dir.mkdir(parents=True, exist_ok=True)
    size = settings.ingest.batch_size
    starts = range(0, len(work), size)
    batches = write_manifests(run_dir, "batch", ({"run_id": run_id, "index": index, "batches": len(starts),
                                                  "files": work[start : start + size]}
                                                 for index, start in enumerate(starts)))
    plan_path = run_dir / "plan.json"
    write_json_atomic(
        plan_path,
        {"run_id": run_id, "source": settings.ingest.source, "batches": batches, "skipped": skipped,
         "removed": removed, "skipped_files": skipped_files, "owner": _owner(orchestrated)},
    )
    log.info("ingest plan %s: %d to process in %d batches, %d unchanged, %d removed, %d other paths skipped",
             run_id, len(work), len(batches), len(skipped), len(removed), len(skipped_files))
    return plan_path


def _owner(orchestrated: bool) -> dict[str, Any]:
    """Who wrote a staging folder: the sweep of a later run removes it once this process is gone."""
    import os
    import socket

    return {"host": socket.gethostname(), "pid": os.getpid(), "airflow": orchestrated,
            "started": datetime.now(UTC).isoformat(timespec="seconds")}


def sweep_staging(paths: DataPaths, settings: Settings, keep: str | None = None, orchestrated: bool = False) -> list[str]:
    """Remove the staging folders of runs that ended without committing (killed, timed out, crashed).

    A folder is abandoned when the process that planned it is gone (same host, pid no longer running); an Airflow
    run's folder when the sweeper is the next Airflow run (the DAG runs one at a time); another host's folder, whose
    process can't be checked from here, when it is older than `ingest.staging_max_age_hours`. Their committed
    batches are in the stores already; the rest is re-planned."""
    import os
    import socket
    import time

    import psutil

    if not paths.staging.is_dir():
        return []
    swept = []
    max_age = settings.ingest.staging_max_age_hours * 3600
    for folder in sorted(paths.staging.iterdir()):
        if not folder.is_dir() or folder.name == keep:
            continue
        try:
            owner = json.loads((folder / "plan.json").read_text(encoding="utf-8")).get("owner") or {}
        except (OSError, ValueError):
            owner = {}
        age = time.time() - folder.stat().st_mtime
        local = owner.get("host") == socket.gethostname() and not owner.get("airflow")
        alive = local and owner.get("pid") != os.getpid() and psutil.pid_exists(int(owner.get("pid", 0)))
        earlier_dag_run = bool(owner.get("airflow")) and orchestrated
        if (local and not alive) or earlier_dag_run or (not local and age > max_age) or (not owner and age > 60):
            shutil.rmtree(folder, ignore_errors=True)
            swept.append(folder.name)
    if swept:
        log.warning("removed the staging folders of %d interrupted ingest run(s): %s", len(swept), ", ".join(swept))
    return swept


def batch_manifests(plan_path: str | Path) -> list[str]:
    """The batch manifests of a plan, as paths beside it."""
    return listed_manifests(plan_path, "batches")


def batch_name(manifest_path: str | Path) -> str:
    """What a batch holds, for a person reading a task list: "batch 2/5: manuals/kt-100.pdf +7"."""
    manifest = load_manifest(manifest_path)
    files = [item["relative_path"] for item in manifest["files"]]
    total = f"/{manifest['batches']}"
    more = f" +{len(files) - 1}" if len(files) > 1 else ""
    return f"batch {manifest['index'] + 1}{total}: {files[0] if files else '(empty)'}{more}"


# ---------------------------------------------------------------- step 2: process one batch


def process_batch(manifest_path: str | Path, settings: Settings, progress: bool = False, reader: Any = None) -> Path:
    """Extract, OCR and chunk every file of one batch; returns the path of the batch's result JSON.

    Text layers are read first, file by file, in a worker process bounded by `ingest.limits` (tasks/ingest/
    isolation.py); then every page that needs OCR (scanned pages, garbage text layers, image files) across the
    batch goes through one process pool, each document within what is left of its time; then each document is
    chunked. A file that fails for any reason is quarantined with that reason; the rest of the batch goes on.
    `reader`: a TextLayerReader to reuse (`run` keeps one for all its batches); else one for this batch.
    """
    from contextlib import nullcontext

    from tasks.ingest.isolation import TextLayerReader
    from tasks.ingest.tokenizer import load_token_counter, load_vocabulary

    manifest_path = Path(manifest_path)
    manifest = load_manifest(manifest_path)
    count_tokens = load_token_counter(settings.ingest.chunking.tokenizer_path)
    vocabulary = load_vocabulary(settings.ingest.chunking.tokenizer_path)
    run_dir = manifest_path.parent
    extracted: list[Extracted] = []
    outcomes: list[dict[str, Any]] = []
    with nullcontext(reader) if reader is not None else TextLayerReader(settings, vocabulary) as reader:
        for item in manifest["files"]:
            source = SourceFile(item["relative_path"], item["url"], item["size"], item["mtime"])
            result = extract_one(source, settings, vocabulary, run_dir, reader)
            if isinstance(result, Extracted):
                extracted.append(result)
            else:
                outcomes.append(result)
    settle_pages(extracted, settings, run_dir, progress)
    chunk_rows: list[dict[str, Any]] = []
    document_rows: list[dict[str, Any]] = []
    for item in extracted:
        outcome, chunks, document = _chunk_one(item, settings, count_tokens, run_dir)
        outcomes.append(outcome)
        chunk_rows.extend(chunks)
        if document is not None:
            document_rows.append(document)
    chunk_file = manifest_path.with_suffix(".chunks.parquet")
    document_file = manifest_path.with_suffix(".documents.parquet")
    _write_rows(chunk_rows, chunk_file, CHUNK_SORT, chunk_schema())
    _write_rows(document_rows, document_file, DOCUMENT_SORT, document_schema())
    result_path = manifest_path.with_name(manifest_path.stem + ".result.json")
    # File names relative to the result: commit may read them from another worker's copy of the run folder.
    write_json_atomic(result_path, {"outcomes": outcomes, "chunks": chunk_file.name, "documents": document_file.name})
    return result_path


@dataclass
class Extracted:
    """A file whose text layer has been read; OCR and chunking are still to come."""

    source: SourceFile
    outcome: dict[str, Any]
    document: Any  # tasks.ingest.pdf_extract.ExtractedDocument
    data: bytes  # the file as it is in the source (its quarantine copy, if it comes to that)
    kind: str  # "pdf" | "image"
    seconds: float = 0.0  # spent on the text layer: OCR gets what is left of ingest.limits.wall_time_s
    over_limit: str = ""  # set when OCR ran out of the document's time: the document is quarantined with it

    @property
    def rendered(self) -> bytes:
        """What OCR renders: the Ghostscript-repaired PDF when the text layer was read from one."""
        return self.document.repaired_data or self.data


def extract_one(
    source: SourceFile, settings: Settings, vocabulary: Any, run_dir: Path, reader: Any = None
) -> Extracted | dict[str, Any]:
    """Read one file's text layer (in `reader`, a TextLayerReader, when given; else here); a failure comes back as
    its quarantine outcome, a file gone since planning as a "vanished" outcome (not recorded in the ledger)."""
    from tasks.ingest.isolation import ReaderUnavailable, read_text_layer
    from tasks.ingest.pdf_extract import QuarantineError

    outcome: dict[str, Any] = {**asdict(source), "doc_id": doc_id_for(source.relative_path), "sha256": ""}
    data: bytes | None = None
    limit = settings.ingest.limits.max_bytes
    try:
        try:
            data = read_source(source.url, limit)
        except FileNotFoundError:
            log.warning("%s vanished before it was read", source.relative_path)
            return {**outcome, "status": "vanished", "reason": "vanished before it was read"}
        except FileTooLarge:
            raise QuarantineError(f"{source.size} bytes: over ingest.limits.max_bytes ({limit}); not read, no copy "
                                  "kept (the source file is untouched)") from None
        outcome["sha256"] = sha256_of(data)
        layer = (reader.read(data, source.relative_path) if reader is not None
                 else read_text_layer(data, source.relative_path, settings, vocabulary))
        return Extracted(source, outcome, layer.document, data, layer.kind, layer.seconds)
    except ReaderUnavailable:
        raise  # nothing to do with this file: every file would fail the same way
    except Exception as err:  # any failure of one file must not stop the batch
        return _quarantine(outcome, source, err, data, run_dir, settings)


def settle_pages(extracted: list[Extracted], settings: Settings, run_dir: Path, progress: bool) -> None:
    """Decide every page the text layer could not: OCR them when OCR is on, else keep what there is."""
    if settings.ingest.ocr.enabled:
        _read_scanned_pages(extracted, settings, run_dir, progress)
        return
    for item in extracted:  # nothing can check a suspect text layer: keep it, as without the test
        for page in item.document.pages:
            if page.unverified is not None:
                page.restore_text_layer(f"{page.note}; kept (OCR is disabled)", "unchecked")


def _read_scanned_pages(extracted: list[Extracted], settings: Settings, run_dir: Path, progress: bool) -> None:
    """OCR every page marked needs_ocr, across the batch, in one pool; fill the pages in place."""
    from models.documents.text_quality import word_agreement
    from tasks.ingest.ocr import PageJob, ocr_pages
    from tasks.ingest.pdf_extract import PageOcr, TextLine, fill_text_metadata

    limits = settings.ingest.limits
    jobs: list[tuple[Extracted, Any, PageJob]] = []
    budgets: dict[str, float] = {}
    for item in extracted:
        pages = [page for page in item.document.pages if page.needs_ocr]
        if not pages:
            continue
        # Workers read the file themselves (by path, page by page): stage a local copy of the bytes.
        staged = run_dir / "ocr_input" / f"{item.outcome['sha256'][:16]}{_suffix(item.source.relative_path)}"
        staged.parent.mkdir(parents=True, exist_ok=True)
        staged.write_bytes(item.rendered)
        # A repaired copy is written decrypted by Ghostscript: no password to open it.
        password = None if item.document.repaired_data else settings.ingest.password_for(item.source.relative_path)
        key = item.source.relative_path
        if limits.wall_time_s is not None:
            budgets[key] = max(0.0, limits.wall_time_s - item.seconds)
        jobs.extend((item, page, PageJob(str(staged), item.kind, page.number, password, limits.max_pixels, key))
                    for page in pages)
    results = ocr_pages([job for _, _, job in jobs], settings.ingest.ocr, progress=progress, budgets=budgets)
    for (item, page, _), result in zip(jobs, results):
        if result.over_budget:
            item.over_limit = (f"over ingest.limits.wall_time_s ({limits.wall_time_s:g} s): OCR stopped with pages "
                               "unread")
        if result.error:
            if page.unverified is not None:
                page.restore_text_layer(f"{page.note}; kept: OCR failed ({result.error})", "unchecked")
            else:
                page.note = f"{page.note}; OCR failed ({result.error})"
            continue
        if page.unverified is not None:
            layer = "\n".join(line.text for line in page.unverified[0])
            agreement = word_agreement(layer, result.text)
            if agreement >= settings.ingest.ocr.garbage.min_ocr_agreement:
                page.restore_text_layer(f"{page.note}; kept: OCR reads {agreement:.0%} of its words on the page image",
                                        "agreed")
                continue
            page.note = f"{page.note}; replaced by OCR, which reads only {agreement:.0%} of its words on the image"
            page.unverified = None
        page.lines = [TextLine(line.text, line.box) for line in result.lines] + _unread_layer_lines(page.lines, result.text)
        page.needs_ocr = False
        page.ocr = PageOcr(result.engine, result.confidence, result.rotation, result.retried)
        page.note = f"{page.note}; read by OCR ({result.engine}, confidence {result.confidence:.2f})"
    for item in {id(item): item for item, _, _ in jobs}.values():
        fill_text_metadata(item.document, item.source.relative_path)


def _suffix(relative_path: str) -> str:
    """A file's extension for a staged copy's name: lower case, at most 8 characters, only letters and digits."""
    suffix = Path(relative_path).suffix.lower()
    return suffix if len(suffix) <= 8 and suffix[1:].isalnum() else ""


def _unread_layer_lines(layer: list[Any], ocr_text: str) -> list[Any]:
    """The few text-layer lines of a scanned page (a stamped date, an invisible note) that OCR did not read
    on the image: kept after the OCR lines, so nothing the file said is lost."""
    read = re.sub(r"\s+", "", ocr_text)
    return [line for line in layer if re.sub(r"\s+", "", line.text) not in read]


def _chunk_one(
    item: Extracted, settings: Settings, count_tokens: Any, run_dir: Path
) -> tuple[dict[str, Any], list[dict[str, Any]], dict[str, Any] | None]:
    """One extracted file -> (ledger outcome, chunk rows, document row); a failure becomes a quarantine outcome."""
    from models.evidence.version_cues import extract_version_cues, own_effective_date
    from tasks.ingest.chunk_builder import DocumentInfo, build_chunks, document_language
    from tasks.ingest.pdf_extract import QuarantineError

    source, outcome, document = item.source, item.outcome, item.document
    try:
        if item.over_limit:
            raise QuarantineError(item.over_limit)
        if item.kind == "image" and not any(page.lines for page in document.pages):
            notes = "; ".join(sorted({page.note for page in document.pages}))
            raise QuarantineError(f"no text recognised in the image ({notes})")
        source_type = settings.ingest.source_type_for(source.relative_path)
        cues = extract_version_cues(document.title, document.reflowed_text)
        info = DocumentInfo(
            doc_id=outcome["doc_id"],
            doc_sha256=outcome["sha256"],
            source_path=source.relative_path,
            title=document.title,
            source_type=source_type,
            credibility=settings.ingest.credibility[source_type],
            last_updated=document.last_updated,
            effective_date=own_effective_date(document.effective_date, cues),
            version_cues=cues.to_json(),
            language=document_language(document, settings.ingest.languages, settings.ingest.language_min_distance),
        )
        rows = build_chunks(document, info, settings.ingest.chunking, count_tokens, settings.ingest.languages,
                            settings.ingest.language_min_distance)
    except Exception as err:
        return _quarantine(outcome, source, err, item.data, run_dir, settings), [], None
    low = settings.ingest.ocr.low_confidence_below
    needs_ocr = [{"page": page.number, "reason": page.note} for page in document.pages if page.needs_ocr]
    ocr_read = [page for page in document.pages if page.ocr is not None]
    # OCR on/off and its engine decide what such a document reads: the ledger re-processes it when they change.
    involves_ocr = item.kind == "image" or any(page.ocr or page.needs_ocr or page.verification
                                               for page in document.pages)
    outcome.update(
        status="ingested",
        depends_on={"ocr": outcome_settings(settings)["ocr"]} if involves_ocr else {},
        n_chunks=len(rows),
        needs_ocr=needs_ocr,
        ocr_pages=[{"page": page.number, "engine": page.ocr.engine, "confidence": page.ocr.confidence,
                    "rotation": page.ocr.rotation, "retried": page.ocr.retried} for page in ocr_read],
        low_confidence_pages=[{"page": page.number, "engine": page.ocr.engine, "confidence": page.ocr.confidence}
                              for page in ocr_read if page.ocr.confidence < low],
    )
    document_row = {
        **asdict(info),
        "canonical_path": info.source_path,  # until the store merge finds a byte-identical copy sorting first
        "n_pages": len(document.pages),
        "needs_ocr_pages": [entry["page"] for entry in needs_ocr],
        "needs_ocr_notes": [entry["reason"] for entry in needs_ocr],
        "ocr_pages": [page.number for page in ocr_read],
        "ocr_confidences": [page.ocr.confidence for page in ocr_read],
        "blank_pages": document.blank_pages,
        "n_tables": sum(len(page.tables) for page in document.pages),
        "repaired": document.repaired,
        "encrypted": document.encrypted,
        "running_lines": document.running_lines,
    }
    return outcome, rows, document_row


def _quarantine(
    outcome: dict[str, Any], source: SourceFile, err: Exception, data: bytes | None, run_dir: Path, settings: Settings
) -> dict[str, Any]:
    from tasks.ingest.pdf_extract import QuarantineError

    if isinstance(err, QuarantineError):
        reason = err.reason
    elif isinstance(err, OSError) and data is None:
        reason = f"could not read the source ({type(err).__name__}: {err})"
    else:
        log.exception("ingesting %s failed", source.relative_path)
        reason = f"extraction failed unexpectedly ({type(err).__name__}: {str(err)[:200]}); see the task log"
    log.warning("quarantined %s: %s", source.relative_path, reason)
    # A quarantined outcome may change with OCR (an image with no text read) or the limits: re-tried when they do.
    outcome.update(status="quarantined", reason=reason, depends_on=outcome_settings(settings),
                   quarantine_copy=_keep_quarantined_bytes(run_dir, source, data))
    return outcome


def _keep_quarantined_bytes(run_dir: Path, source: SourceFile, data: bytes | None) -> str | None:
    """Stage a copy of the rejected file so nothing is lost even if the source disappears. Named by its content
    hash (the quarantine list maps it to its source path): a source name may be as long as the file system allows,
    or not valid UTF-8, and the copy must be storable anyway."""
    if data is None:
        return None
    staged = run_dir / "quarantine" / f"{sha256_of(data)[:16]}{_suffix(source.relative_path)}"
    staged.parent.mkdir(parents=True, exist_ok=True)
    staged.write_bytes(data)
    return staged.relative_to(run_dir).as_posix()


# ---------------------------------------------------------------- step 3: commit


def commit_batches(plan_path: str | Path, result_paths: Iterable[str | Path], settings: Settings,
                   paths: DataPaths) -> int:
    """Merge finished batches into the chunk store, document store and ledger (stores first, then the ledger), under
    the `chunks` lock; returns how many were merged. Idempotent: a batch already committed (its `.committed` marker
    beside the result) is not merged again, so an Airflow retry or a re-run after a crash changes nothing twice."""
    from tasks.core.locks import stage_lock

    plan_path = Path(plan_path)
    pending = [Path(p) for p in result_paths if not _committed_marker(Path(p)).exists()]
    if not pending:
        return 0
    results = [json.loads(p.read_text(encoding="utf-8")) for p in pending]
    outcomes = [outcome for result in results for outcome in result["outcomes"] if outcome["status"] != "vanished"]
    new_chunks = _concat([_read_table(p.parent / result["chunks"]) for p, result in zip(pending, results)])
    new_documents = _concat([_read_table(p.parent / result["documents"]) for p, result in zip(pending, results)])
    with stage_lock(paths, "chunks", wait_s=300):
        _merge_stores(paths, {outcome["relative_path"] for outcome in outcomes}, new_chunks, new_documents)
        ledger = Ledger.load(paths.ledger)
        now = datetime.now(UTC).isoformat(timespec="seconds")
        for outcome in outcomes:
            ledger.entries[outcome["relative_path"]] = LedgerEntry(
                sha256=outcome["sha256"],
                size=outcome["size"],
                mtime=outcome["mtime"],
                status=outcome["status"],
                doc_id=outcome["doc_id"],
                n_chunks=outcome.get("n_chunks", 0),
                reason=outcome.get("reason", ""),
                updated_at=now,
                depends_on=outcome.get("depends_on") or {},
            )
            if outcome.get("quarantine_copy"):
                kept = paths.quarantine_files / Path(outcome["quarantine_copy"]).name
                kept.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(plan_path.parent / outcome["quarantine_copy"], kept)
        ledger.save(paths.ledger)
    for path in pending:
        _committed_marker(path).touch()
    return len(pending)


def _committed_marker(result_path: Path) -> Path:
    return result_path.with_name(result_path.name.removesuffix(".result.json") + ".committed")


def commit(plan_path: str | Path, result_paths: Iterable[str | Path], settings: Settings, paths: DataPaths,
           failed_batches: Iterable[str] = ()) -> IngestReport:
    """Commit what is left of the run's batches, apply removals, write the quarantine list and the report, log to
    MLflow, remove the run's staging folder.

    `failed_batches`: manifests (names beside the plan) of batches that produced no result (a failed Airflow
    task): their files are reported as skipped with that reason and, absent from the ledger, are planned again by
    the next run."""
    from tasks.core.locks import stage_lock

    plan_path = Path(plan_path)
    if not plan_path.exists():  # an Airflow retry of a commit that finished (its staging folder is gone)
        done = json.loads(paths.last_ingest_report.read_text(encoding="utf-8")) if paths.last_ingest_report.exists() \
            else {}
        if done.get("run_id") == plan_path.parent.name:
            log.info("ingest run %s was committed already: nothing to do", done["run_id"])
            return IngestReport(**done)
        raise FileNotFoundError(f"no ingest plan at {plan_path} (its run was swept or never planned)")
    the_plan = json.loads(plan_path.read_text(encoding="utf-8"))
    result_paths = [Path(p) for p in result_paths]
    committed = commit_batches(plan_path, result_paths, settings, paths)
    results = [json.loads(p.read_text(encoding="utf-8")) for p in result_paths]
    all_outcomes = [outcome for result in results for outcome in result["outcomes"]]
    outcomes = [outcome for outcome in all_outcomes if outcome["status"] != "vanished"]
    skipped_files = [*the_plan.get("skipped_files", []),
                     *({"relative_path": outcome["relative_path"], "reason": outcome["reason"]}
                       for outcome in all_outcomes if outcome["status"] == "vanished")]
    for name in failed_batches:
        manifest = load_manifest(plan_path.parent / Path(name).name)
        skipped_files.extend({"relative_path": item["relative_path"],
                              "reason": "its batch failed (see the task log); planned again by the next run"}
                             for item in manifest["files"])
    # Removals; and every run rewrites the stores once in the current layout (a store written by an older version
    # of ingest, e.g. before byte-identical copies were merged, is migrated even when nothing else changed).
    with stage_lock(paths, "chunks", wait_s=300):
        _merge_stores(paths, set(the_plan["removed"]), None, None)
        if the_plan["removed"]:
            ledger = Ledger.load(paths.ledger)
            for removed in the_plan["removed"]:
                ledger.entries.pop(removed, None)
            ledger.save(paths.ledger)
    ledger = Ledger.load(paths.ledger)
    chunks_total, documents_total = _store_sizes(paths)
    quarantine = _write_quarantine_index(ledger, paths)

    report = IngestReport(
        processed=sum(outcome["status"] == "ingested" for outcome in outcomes),
        skipped=len(the_plan["skipped"]),
        removed=len(the_plan["removed"]),
        quarantined=sum(outcome["status"] == "quarantined" for outcome in outcomes),
        chunks_written=sum(outcome.get("n_chunks", 0) for outcome in outcomes),
        chunks_total=chunks_total,
        documents_total=documents_total,
        needs_ocr_pages=[
            {"source_path": outcome["relative_path"], **page}
            for outcome in outcomes
            for page in outcome.get("needs_ocr", [])
        ],
        ocr_pages=sum(len(outcome.get("ocr_pages", [])) for outcome in outcomes),
        ocr_mean_confidence=_mean([page["confidence"] for outcome in outcomes for page in outcome.get("ocr_pages", [])]),
        low_confidence_pages=[
            {"source_path": outcome["relative_path"], **page}
            for outcome in outcomes
            for page in outcome.get("low_confidence_pages", [])
        ],
        quarantine=[{"source_path": outcome["relative_path"], "reason": outcome["reason"]}
                    for outcome in outcomes if outcome["status"] == "quarantined"],
        skipped_files=[{"source_path": item["relative_path"], "reason": item["reason"]} for item in skipped_files],
        batches_committed=len(result_paths),
        run_id=the_plan["run_id"],
        chunk_store=str(paths.chunk_store),
    )
    report.files_found = report.processed + report.quarantined + report.skipped + len(report.skipped_files)
    log.info("ingest %s: %d processed, %d quarantined, %d unchanged, %d other paths skipped, %d removed "
             "(%d batches committed now, %d before)", the_plan["run_id"], report.processed, report.quarantined,
             report.skipped, len(report.skipped_files), report.removed, committed, len(result_paths) - committed)
    report.mlflow_run_id = _log_run(report, quarantine, settings, paths)
    write_json_atomic(paths.last_ingest_report, report.to_dict())
    shutil.rmtree(plan_path.parent, ignore_errors=True)
    return report


def _store_sizes(paths: DataPaths) -> tuple[int, int]:
    """Rows of the chunk store and the document store, from their Parquet footers."""
    import pyarrow.parquet as pq

    return tuple(pq.ParquetFile(path).metadata.num_rows if path.exists() else 0  # type: ignore[return-value]
                 for path in (paths.chunk_store, paths.document_store))


def _merge_stores(paths: DataPaths, touched: set[str], new_chunks: Any, new_documents: Any) -> tuple[int, int]:
    """Drop every touched path from both stores, add the new rows, write atomically.

    The document store keeps one row per path (its own doc_id, title, source type); the chunk store holds the
    content of byte-identical files once (`_merge_chunks`), and `canonical_path` in the document store names the
    path its chunk rows stand under."""
    docs = _read_table(paths.document_store)
    if docs is not None:
        docs = docs[~docs["source_path"].isin(touched)]
    merged_docs = _concat([docs, new_documents])
    if merged_docs is not None:
        canonical = merged_docs.groupby("doc_sha256")["source_path"].transform("min")
        merged_docs = merged_docs.assign(canonical_path=canonical)
    merged_chunks = _merge_chunks(_read_table(paths.chunk_store), new_chunks, touched, merged_docs)
    _write_frame(merged_chunks, paths.chunk_store, CHUNK_SORT, chunk_schema())
    _write_frame(merged_docs, paths.document_store, DOCUMENT_SORT, document_schema())
    return (0 if merged_chunks is None else len(merged_chunks)), (0 if merged_docs is None else len(merged_docs))


# Chunk fields that come from the file's path rather than its bytes: they follow the canonical path.
_PATH_FIELDS = ("doc_id", "title", "source_type", "credibility")


def _merge_chunks(stored: Any, new: Any, touched: set[str], documents: Any) -> Any:
    """The chunk store after this run: one document per content hash, with every path that holds it.

    Byte-identical files give the same chunk ids (hash of content, strategy, ordinal), so each content is kept
    once, whether its copies arrive in one batch, in two batches or in two runs: `source_paths` lists every path
    still holding it (sorted), `source_path` is the first (the canonical path) and the path-derived fields are
    that path's. A touched path (changed, removed, re-processed) leaves every row first; rows left with no path
    go. Of one content, one chunk set is kept, never a mix: this run's (the current chunking settings) when the
    run produced it, else the stored one."""
    import pandas as pd

    from tasks.core.chunk_store import with_source_paths

    stored = with_source_paths(stored) if stored is not None and len(stored) else None
    new = with_source_paths(new) if new is not None and len(new) else None
    if stored is not None:
        stored["source_paths"] = [[path for path in names if path not in touched] for names in stored["source_paths"]]
        stored = stored[stored["source_paths"].map(len) > 0]
    names: dict[str, set[str]] = {}
    for frame in [frame for frame in (stored, new) if frame is not None]:
        for sha, paths in zip(frame["doc_sha256"], frame["source_paths"]):
            names.setdefault(sha, set()).update(paths)
    if stored is not None and new is not None:
        stored = stored[~stored["doc_sha256"].isin(set(new["doc_sha256"]))]
    chunks = _concat([stored, new])
    if chunks is None:
        return None
    # One chunk set per content: the rows first stored under one path (a store written before copies were
    # merged holds one set per copy; this run holds one per copy that arrived).
    representative = chunks.groupby("doc_sha256")["source_path"].transform("min")
    chunks = chunks[chunks["source_path"] == representative].copy()
    chunks["source_paths"] = [sorted(names[sha]) for sha in chunks["doc_sha256"]]
    chunks["source_path"] = [paths[0] for paths in chunks["source_paths"]]
    if documents is not None:
        by_path = documents.drop_duplicates("source_path").set_index("source_path")
        known = chunks["source_path"].isin(by_path.index)
        for column in _PATH_FIELDS:
            chunks[column] = chunks["source_path"].map(by_path[column]).where(known, chunks[column])
    else:
        known = pd.Series(False, index=chunks.index)
    # A path without a document row (a chunk store older than its document store): its id still follows it.
    chunks.loc[~known, "doc_id"] = [doc_id_for(path) for path in chunks.loc[~known, "source_path"]]
    return chunks.reset_index(drop=True)


def _mean(values: list[float]) -> float | None:
    return round(sum(values) / len(values), 4) if values else None


def _write_quarantine_index(ledger: Ledger, paths: DataPaths) -> list[dict[str, str]]:
    entries = []
    for path, entry in sorted(ledger.entries.items()):
        if entry.status != "quarantined":
            continue
        copy = paths.quarantine_files / f"{entry.sha256[:16]}{_suffix(path)}"
        entries.append({"source_path": path, "sha256": entry.sha256, "reason": entry.reason,
                        "quarantined_at": entry.updated_at,
                        "copy": copy.relative_to(paths.root).as_posix() if entry.sha256 and copy.exists() else None})
    write_json_atomic(paths.quarantine_index, entries)
    return entries


def _log_run(report: IngestReport, quarantine: list[dict[str, str]], settings: Settings, paths: DataPaths) -> str:
    from tasks.core.tracking import stage_run

    with stage_run("ingest", settings, paths) as run:
        run.log_metrics({
            "documents_processed": report.processed,
            "documents_skipped": report.skipped,
            "documents_removed": report.removed,
            "documents_quarantined": report.quarantined,
            "chunks_written": report.chunks_written,
            "chunks_total": report.chunks_total,
            "pages_needing_ocr": len(report.needs_ocr_pages),
            "pages_ocr": report.ocr_pages,
            "pages_ocr_low_confidence": len(report.low_confidence_pages),
            **({"ocr_mean_confidence": report.ocr_mean_confidence} if report.ocr_mean_confidence is not None else {}),
        })
        run.log_dict(report.to_dict(), "ingest_report.json")
        run.log_dict({"quarantine": quarantine}, "quarantine.json")
        return run.run_id


# ---------------------------------------------------------------- Parquet helpers


def _read_table(path: Path) -> Any:
    import pandas as pd

    return pd.read_parquet(path) if path.exists() else None


def _concat(frames: list[Any]) -> Any:
    import pandas as pd

    frames = [frame for frame in frames if frame is not None and len(frame)]
    return pd.concat(frames, ignore_index=True) if frames else None


CHUNK_SORT = ["source_path", "strategy", "ordinal"]
DOCUMENT_SORT = ["source_path"]


def _write_rows(rows: list[dict[str, Any]], target: Path, sort_by: list[str], schema: Any) -> None:
    import pandas as pd

    _write_frame(pd.DataFrame(rows) if rows else None, target, sort_by, schema)


def _write_frame(frame: Any, target: Path, sort_by: list[str], schema: Any) -> None:
    """Write with the declared schema (so an empty store and a full one have the same columns and types)."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    if frame is None:
        table = schema.empty_table()
    else:
        frame = frame.sort_values(sort_by, kind="stable").reset_index(drop=True)
        # A store written before a column was declared gets it empty (null) on its old rows.
        frame = frame.assign(**{name: None for name in schema.names if name not in frame.columns})
        table = pa.Table.from_pandas(frame[schema.names], schema=schema, preserve_index=False)
    with atomic_path(target) as tmp:
        pq.write_table(table, tmp)


# ---------------------------------------------------------------- the whole stage


def run(settings: Settings, paths: DataPaths, progress: bool = True) -> IngestReport:
    """plan -> each batch, committed as soon as it is done -> commit, in this process (the CLI and `dvc repro`
    path), holding the data root's `ingest` lock: a second ingest on the same root is refused with who holds it."""
    from tqdm import tqdm

    from tasks.core.locks import stage_lock
    from tasks.ingest.isolation import TextLayerReader

    with stage_lock(paths, "ingest"):
        plan_path = plan(settings, paths, new_run_id())
        manifests = batch_manifests(plan_path)
        sizes = [len(load_manifest(manifest)["files"]) for manifest in manifests]
        results = []
        with (tqdm(total=sum(sizes), desc="ingest", unit="doc", disable=not progress) as bar,
              TextLayerReader(settings, None) as reader):  # one worker process for the whole run
            for manifest, size in zip(manifests, sizes):
                results.append(process_batch(manifest, settings, progress=progress, reader=reader))
                commit_batches(plan_path, results[-1:], settings, paths)  # a kill now loses at most the next batch
                bar.update(size)
        return commit(plan_path, results, settings, paths)
