"""A real `ragops serve` process on 127.0.0.1 for the serving tests (tasks.core.server_process, stopped by PID), or
the same app served over HTTP on 127.0.0.1 from a thread of the test process, where a test is about what the server
answers and loads, not about its process."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tasks.core.server_process import Server, free_port, running


@contextmanager
def running_server(root: Path, overrides: list[str], env: dict[str, str] | None = None, log: Path | None = None,
                   ready_timeout: float = 240.0) -> Iterator[str]:
    """`ragops --data-root root --set ... serve` (the CLI path `make demo` uses); yields its base URL once ready."""
    server = Server(root, None, overrides, log or root / "serve.log", {**os.environ, **(env or {})}, via_cli=True,
                    log_level="info")
    with running(server, timeout=ready_timeout):
        yield server.url


@contextmanager
def serving_in_process(root: Path, overrides: list[str], ready_timeout: float = 240.0) -> Iterator[str]:
    """The app `ragops --data-root root --set ... serve` runs (serving.app.create_app on the same settings, under
    uvicorn, lifespan and all: the deployment is loaded and reloaded by the same manager), served on 127.0.0.1 and a
    free port from a thread of this process; yields its base URL once /readyz answers 200, and stops it (graceful
    shutdown) on the way out. A new process would pay the imports a deployment load needs (about 15 s of CPU on the
    shared test machine: sentence-transformers, skops, MLflow, torch) that this one has paid already. The process
    itself (`ragops serve`, its CLI, its log, SIGTERM) is tests/integration/test_serving.py's `served`."""
    import httpx
    import uvicorn

    from serving.app import create_app
    from tasks.core.paths import DataPaths
    from tasks.core.settings import load_settings, parse_set_args

    settings = load_settings(None, parse_set_args(overrides))
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(create_app(settings, DataPaths(root)), host="127.0.0.1", port=port,
                                           log_level="warning", access_log=False, timeout_graceful_shutdown=30))
    thread = threading.Thread(target=server.run, name=f"serving-{port}", daemon=True)
    thread.start()
    url = f"http://127.0.0.1:{port}"
    try:
        deadline, last = time.monotonic() + ready_timeout, "no answer yet"
        with httpx.Client(base_url=url, timeout=5.0) as client:
            while True:
                assert thread.is_alive(), f"the in-process server on {url} stopped before it was ready ({last})"
                try:
                    answer = client.get("/readyz")
                    body = answer.json()
                    if answer.status_code == 200:
                        break
                    assert body.get("loading") or not body.get("last_error"), f"{url} failed to load: {body}"
                    last = f"/readyz {answer.status_code}: {body}"
                except (httpx.HTTPError, ValueError) as err:
                    last = f"{type(err).__name__}: {err}"
                assert time.monotonic() < deadline, f"{url} not ready after {ready_timeout:g} s (last: {last})"
                time.sleep(0.2)
        yield url
    finally:
        server.should_exit = True
        thread.join(60)
