"""A real `ragops serve` process on 127.0.0.1 for the serving tests (tasks.core.server_process, stopped by PID)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tasks.core.server_process import Server, running


@contextmanager
def running_server(root: Path, overrides: list[str], env: dict[str, str] | None = None, log: Path | None = None,
                   ready_timeout: float = 240.0) -> Iterator[str]:
    """`ragops --data-root root --set ... serve` (the CLI path `make demo` uses); yields its base URL once ready."""
    server = Server(root, None, overrides, log or root / "serve.log", {**os.environ, **(env or {})}, via_cli=True,
                    log_level="info")
    with running(server, timeout=ready_timeout):
        yield server.url
