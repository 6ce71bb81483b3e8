"""The text layer of each document is read in a worker process that can be stopped.

pdfplumber and Pillow run in Python and C code that no timeout inside the process can interrupt, and a hostile
file can make them run for hours or take gigabytes. So `process_batch` hands each file to one long-lived worker
process (spawned once per batch, so the imports and the vocabulary load are paid once) and watches it: past
`ingest.limits.wall_time_s` or `ingest.limits.max_memory_mb` (resident memory of the worker and its children:
Ghostscript repairs run as one) the worker is killed, the document is quarantined with the limit named, and a
fresh worker takes the next file. A worker that dies by itself (a crash in a native library) costs its document
only, with the signal in the reason.

In a daemonic process (a Celery prefork child) no child process may be started: files are read in-process
there, without the time and memory bounds (the log says so once). With both bounds off (null) files are read
in-process too: there is nothing to enforce.
"""

from __future__ import annotations

import logging
import multiprocessing
import time
import traceback
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

from tasks.core.settings import Settings
from tasks.ingest.pdf_extract import QuarantineError

log = logging.getLogger(__name__)
POLL_S = 0.05


@dataclass
class TextLayer:
    kind: str  # "pdf" | "image"
    document: Any  # ExtractedDocument
    seconds: float  # wall time spent reading it


def read_text_layer(data: bytes, name: str, settings: Settings, vocabulary: Any) -> TextLayer:
    """Read one file's text layer here, in this process (the worker's job; `ragops inspect` calls it directly)."""
    from tasks.ingest.image_extract import extract_image, is_image
    from tasks.ingest.pdf_extract import extract_pdf

    started = time.monotonic()
    if is_image(name):
        return TextLayer("image", extract_image(data, name, settings.ingest.limits), time.monotonic() - started)
    document = extract_pdf(data, name, settings.ingest, vocabulary)
    return TextLayer("pdf", document, time.monotonic() - started)


def _serve(connection: Connection, settings_json: str) -> None:
    """The worker's loop: (bytes, name) in, ("ok", TextLayer) | ("quarantine", reason) | ("error", text) out."""
    from tasks.ingest.tokenizer import load_vocabulary

    settings = Settings.model_validate_json(settings_json)
    vocabulary = load_vocabulary(settings.ingest.chunking.tokenizer_path)
    connection.send(("ready", None))
    while True:
        try:
            request = connection.recv()
        except EOFError:
            return
        if request is None:
            return
        data, name = request
        try:
            connection.send(("ok", read_text_layer(data, name, settings, vocabulary)))
        except QuarantineError as err:
            connection.send(("quarantine", err.reason))
        except Exception as err:  # reported to the parent with the traceback, which logs it
            connection.send(("error", f"{type(err).__name__}: {str(err)[:200]}", traceback.format_exc()))


class ReaderUnavailable(RuntimeError):
    """The worker process could not start: every file would fail, so the batch fails instead of quarantining."""


class TextLayerReader:
    """Reads text layers in a worker process under the time and memory limits (see the module docstring).

    Use as a context manager; `read(data, name)` returns a TextLayer or raises QuarantineError (with the reason,
    a limit named where one was hit) or RuntimeError (an unexpected failure inside the reader)."""

    def __init__(self, settings: Settings, vocabulary: Any = None) -> None:
        """`vocabulary`: for reading in this process (the worker loads its own); None: loaded when needed."""
        self.settings, self.vocabulary = settings, vocabulary
        limits = settings.ingest.limits
        self.wall_time_s, self.max_memory_mb = limits.wall_time_s, limits.max_memory_mb
        bounded = self.wall_time_s is not None or self.max_memory_mb is not None
        self.isolated = bounded and not multiprocessing.current_process().daemon
        if bounded and not self.isolated:
            log.warning("running in a daemonic process: text layers are read in-process, without "
                        "ingest.limits.wall_time_s / max_memory_mb")
        self.process: Any = None
        self.connection: Connection | None = None

    def __enter__(self) -> TextLayerReader:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _start(self) -> None:
        context = multiprocessing.get_context("spawn")
        parent, child = context.Pipe()
        self.process = context.Process(target=_serve, args=(child, self.settings.model_dump_json()),
                                       name="ragops-text-layer", daemon=True)
        self.process.start()
        child.close()
        self.connection = parent
        try:
            parent.recv()  # "ready": imports + vocabulary, not counted against a document's time
        except (EOFError, OSError) as err:
            code = self.process.exitcode if self.process.join(5) is None else None
            self._kill()
            raise ReaderUnavailable(f"the text-layer reader process did not start (exit code {code}); run with -v "
                                    "for its traceback") from err

    def _kill(self) -> None:
        import psutil

        if self.process is None:
            return
        try:  # Ghostscript (a repair) runs as the worker's child: stop it too
            for child in psutil.Process(self.process.pid).children(recursive=True):
                child.kill()
        except psutil.Error:
            pass
        self.process.kill()
        self.process.join(5)
        if self.connection is not None:
            self.connection.close()
        self.process, self.connection = None, None

    def close(self) -> None:
        if self.process is not None and self.process.is_alive() and self.connection is not None:
            try:
                self.connection.send(None)
                self.process.join(5)
            except (OSError, ValueError):
                pass
        self._kill()

    def read(self, data: bytes, name: str) -> TextLayer:
        if not self.isolated:
            if self.vocabulary is None:
                from tasks.ingest.tokenizer import load_vocabulary

                self.vocabulary = load_vocabulary(self.settings.ingest.chunking.tokenizer_path)
            return read_text_layer(data, name, self.settings, self.vocabulary)
        if self.process is None or not self.process.is_alive():
            self._start()
        assert self.connection is not None
        started = time.monotonic()
        self.connection.send((data, name))
        while not self.connection.poll(POLL_S):
            elapsed = time.monotonic() - started
            if not self.process.is_alive():
                code = self.process.exitcode
                self._kill()
                raise QuarantineError(f"the text-layer reader crashed on this file (exit code {code})")
            if self.wall_time_s is not None and elapsed > self.wall_time_s:
                self._kill()
                raise QuarantineError(f"reading the text layer took over ingest.limits.wall_time_s "
                                      f"({self.wall_time_s:g} s): stopped")
            if self.max_memory_mb is not None:
                used = self._memory_mb()
                if used > self.max_memory_mb:
                    self._kill()
                    raise QuarantineError(f"reading the text layer used {used:.0f} MB: over "
                                          f"ingest.limits.max_memory_mb ({self.max_memory_mb} MB): stopped")
        try:
            reply = self.connection.recv()
        except (EOFError, OSError) as err:
            self._kill()
            raise QuarantineError(f"the text-layer reader crashed on this file ({type(err).__name__})") from None
        self._check_peak()
        if reply[0] == "ok":
            return reply[1]
        if reply[0] == "quarantine":
            raise QuarantineError(reply[1])
        log.error("reading %s failed:\n%s", name, reply[2])
        raise RuntimeError(reply[1])

    def _check_peak(self) -> None:
        """A file read between two polls is never seen by them: the worker's peak resident memory (Linux VmHWM)
        is checked once its reply is in. Over the limit, the document is quarantined and the worker replaced, so
        the next file is judged by a fresh peak."""
        if self.max_memory_mb is None:
            return
        peak = _peak_mb(self.process.pid)
        if peak is not None and peak > self.max_memory_mb:
            self._kill()
            raise QuarantineError(f"reading the text layer used {peak:.0f} MB at its peak: over "
                                  f"ingest.limits.max_memory_mb ({self.max_memory_mb} MB): stopped")

    def _memory_mb(self) -> float:
        import psutil

        try:
            process = psutil.Process(self.process.pid)
            return sum(p.memory_info().rss for p in [process, *process.children(recursive=True)]) / 2**20
        except psutil.Error:
            return 0.0


def _peak_mb(pid: int) -> float | None:
    """The process's peak resident memory in MB since it started (/proc/<pid>/status VmHWM); None where there is
    no /proc (the polls alone then bound memory)."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except (OSError, ValueError, IndexError):
        return None
    return None
