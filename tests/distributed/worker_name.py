"""`[core] hostname_callable` of the two test Celery workers: both run on this machine, so the task instances record
the worker's name (env RAGOPS_WORKER_NAME) instead of the machine's, and the test can tell which ran what."""

from __future__ import annotations

import os
import socket


def worker_name() -> str:
    return os.environ.get("RAGOPS_WORKER_NAME") or socket.getfqdn()
