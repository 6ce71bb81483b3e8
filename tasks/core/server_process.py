"""A serving-runtime process seen from outside: `python -m serving` started on 127.0.0.1 and a free port, waited for
on /readyz, stopped by PID (SIGTERM, then SIGKILL). Used by what measures serving over HTTP (`ragops bench serving`,
`ragops eval serving`) and by the tests: `tasks` never imports `serving` (it sits beside `tasks`, not below it), so
it is run as a client would meet it."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

READY_TIMEOUT = 300.0  # seconds from spawn to /readyz 200 (a 100k-chunk index loads in seconds; imports take some)
STOP_TIMEOUT = 20.0
LOG_TAIL_CHARS = 4000




def server_settings(settings: Any, target: Path) -> Path:
    """The resolved settings a `python -m serving` process is started with (tasks.core.settings.write_snapshot), less
    the secrets serving has no use for: `ingest.passwords` (the snapshot is a file under the data root's reports)."""
    from tasks.core.settings import write_snapshot

    return write_snapshot(settings.model_copy(update={"ingest": settings.ingest.model_copy(update={"passwords": {}})}),
                          target)


def free_port(host: str = "127.0.0.1") -> int:
    """A port nothing listens on right now (the OS picks it; the server binds it a moment later)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((host, 0))
        return int(probe.getsockname()[1])


def _tail(log: Path, chars: int = LOG_TAIL_CHARS) -> str:
    try:
        text = log.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return "(no server log)"
    return text[-chars:] if text else "(the server wrote nothing)"


class ServerError(RuntimeError):
    """The server did not become ready (exited, failed to load its deployment, or timed out); says why, with the
    tail of what it wrote."""


class Server:
    """One `python -m serving` subprocess on 127.0.0.1 (`via_cli`: `ragops serve`, which execs the same program);
    `start()` returns once /readyz answers 200. `params`: a params file (None: params.yaml). `data_root`: a folder,
    or an object-storage URL (`s3://bucket/data`: the server serves it from a synced local mirror)."""

    def __init__(self, data_root: Path | str, params: Path | None, overrides: Sequence[str], log: Path,
                 env: Mapping[str, str] | None = None, host: str = "127.0.0.1", via_cli: bool = False,
                 log_level: str = "warning") -> None:
        self.host, self.port = host, free_port(host)
        self.url = f"http://{host}:{self.port}"
        self.log = log
        options = ["--data-root", str(data_root), *(["--params", str(params)] if params else []),
                   *[arg for assignment in overrides for arg in ("--set", assignment)]]
        served = ["--host", host, "--port", str(self.port), "--log-level", log_level]
        self.argv = ([sys.executable, "-m", "tasks.cli", *options, "serve", *served] if via_cli
                     else [sys.executable, "-m", "serving", *options, *served])
        self.env = dict(os.environ if env is None else env)
        self.process: subprocess.Popen[bytes] | None = None
        self.ready: dict[str, Any] = {}
        self.ready_seconds: float | None = None
        self._spawned = 0.0

    def start(self, timeout: float = READY_TIMEOUT) -> dict[str, Any]:
        self.spawn()
        return self.wait_ready(timeout)

    def spawn(self) -> None:
        """Start the process and return at once (`wait_ready` waits for it): servers spawned together load
        together — each start is mostly single-threaded imports and model loads, so two overlap on two cores."""
        self.log.parent.mkdir(parents=True, exist_ok=True)
        self._spawned = time.perf_counter()
        with self.log.open("wb") as sink:
            self.process = subprocess.Popen(self.argv, stdout=sink, stderr=subprocess.STDOUT, env=self.env,
                                            stdin=subprocess.DEVNULL)

    def wait_ready(self, timeout: float = READY_TIMEOUT) -> dict[str, Any]:
        """Block until /readyz answers 200 (its body returned) or raise ServerError with the log's tail."""
        import httpx

        if self.process is None:
            raise ServerError("wait_ready() before spawn(): the server was never started")
        started = self._spawned
        deadline = started + timeout
        last = "no answer yet"
        with httpx.Client(base_url=self.url, timeout=5.0) as client:
            while True:
                code = self.process.poll()
                if code is not None:
                    raise ServerError(f"the server (pid {self.process.pid}, {' '.join(self.argv)}) exited with "
                                      f"{code} before it was ready; the end of its output:\n{_tail(self.log)}")
                try:
                    answer = client.get("/readyz")
                    body = answer.json()
                    if answer.status_code == 200:
                        self.ready_seconds = time.perf_counter() - started
                        self.ready = body
                        return body
                    if not body.get("loading") and body.get("last_error"):
                        raise ServerError(f"the server at {self.url} failed to load its deployment: "
                                          f"{body['last_error']}; the end of its output:\n{_tail(self.log)}")
                    last = f"/readyz {answer.status_code}: {body}"
                except (httpx.HTTPError, ValueError) as err:
                    last = f"{type(err).__name__}: {err}"
                if time.perf_counter() >= deadline:
                    raise ServerError(f"the server at {self.url} (pid {self.process.pid}) was not ready after "
                                      f"{timeout:g} s (last: {last}); the end of its output:\n{_tail(self.log)}")
                time.sleep(0.2)

    def memory_mib(self) -> dict[str, float | None]:
        """Resident and peak resident memory of the server: its process and, with several workers
        (`serving.workers`), theirs added (Linux /proc; None elsewhere). `anon_rss_mib` is the private part;
        `file_rss_mib` the pages of memory-mapped files (the index), which workers share: added per process, so
        counted once per worker that touched them."""
        import psutil

        names = {"VmRSS": "rss_mib", "VmHWM": "peak_rss_mib", "RssAnon": "anon_rss_mib", "RssFile": "file_rss_mib"}
        found: dict[str, float | None] = dict.fromkeys(names.values())
        if self.process is None:
            return found
        try:
            parent = psutil.Process(self.process.pid)
            pids = [parent.pid] + [child.pid for child in parent.children(recursive=True)]
        except psutil.Error:
            return found
        for pid in pids:
            try:
                lines = Path(f"/proc/{pid}/status").read_text(encoding="utf-8").splitlines()
            except OSError:
                continue
            for line in lines:
                key, _, value = line.partition(":")
                if key in names:
                    name = names[key]
                    found[name] = round((found[name] or 0.0) + int(value.split()[0]) / 1024, 1)
        return found

    def stop(self, timeout: float = STOP_TIMEOUT) -> int | None:
        """SIGTERM to the server's PID, SIGKILL when it has not exited after `timeout` s; its exit code."""
        process = self.process
        if process is None or process.poll() is not None:
            return None if process is None else process.returncode
        process.send_signal(signal.SIGTERM)
        try:
            return process.wait(timeout)
        except subprocess.TimeoutExpired:
            print(f"server pid {process.pid} still running {timeout:g} s after SIGTERM: killing it", file=sys.stderr)
            process.kill()
            return process.wait(timeout)


@contextmanager
def running(server: Server, timeout: float = READY_TIMEOUT) -> Iterator[Server]:
    with running_together([server], timeout):
        yield server


@contextmanager
def running_together(servers: Sequence[Server], timeout: float = READY_TIMEOUT) -> Iterator[Sequence[Server]]:
    """All `servers` spawned at once, then each waited for; every one is stopped on the way out (one that fails to
    start stops the others too)."""
    try:
        for server in servers:
            server.spawn()
        for server in servers:
            server.wait_ready(timeout)
        yield servers
    finally:
        for server in servers:
            server.stop()
