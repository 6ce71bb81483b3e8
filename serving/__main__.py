"""`python -m serving` — what `ragops serve` runs: the corrective-RAG API under uvicorn, on 127.0.0.1 by default.

The same global options as `ragops` (--data-root, --params, --set section.key=value), then --host / --port
(default: serving.host / serving.port) and --workers (default: serving.workers). SIGINT or SIGTERM stops it
gracefully (in-flight requests finish).

With several workers uvicorn starts that many processes on the one socket; each builds the app from the same
arguments (`worker_app`, handed them in env RAGOPS_SERVE_ARGV), loads the deployment and watches the manifest
itself, and their metrics are summed (prometheus_client's multiprocess mode, in a folder removed at exit). On a
remote data root the parent process keeps the one local mirror synced and the workers watch its manifest.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from serving.env import ARGV_ENV, MIRROR_ENV, WORKERS_ENV
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings, SettingsError, load_settings, parse_set_args


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="ragops serve", description=__doc__.split("\n")[0])
    parser.add_argument("--data-root", default=None, metavar="DIR")
    parser.add_argument("--params", default=None, metavar="FILE")
    parser.add_argument("--set", dest="overrides", action="append", default=[], metavar="SECTION.KEY=VALUE")
    parser.add_argument("--host", default=None, help="default: serving.host (127.0.0.1)")
    parser.add_argument("--port", type=int, default=None, help="default: serving.port")
    parser.add_argument("--workers", type=int, default=None, help="server processes (default: serving.workers)")
    parser.add_argument("--log-level", default="info", choices=["debug", "info", "warning", "error"])
    parser.add_argument("--access-log", action="store_true",
                        help="also uvicorn's access log (client, method, path, status); the JSON request lines are "
                             "written regardless")
    return parser


def _settings(args: argparse.Namespace) -> Settings:
    return load_settings(Path(args.params) if args.params else None, parse_set_args(args.overrides))


def _location(args: argparse.Namespace) -> str:
    """The data root: --data-root, else env RAGOPS_DATA_ROOT, else data/ (a folder or an object-storage URL)."""
    from tasks.core.paths import data_root_location

    return args.data_root or data_root_location()


def _app(args: argparse.Namespace, settings: Settings) -> Any:
    from serving.app import configure_logging, create_app
    from tasks.core.storage import is_remote, serving_mirror

    configure_logging(args.log_level)
    location = _location(args)
    if is_remote(location) and os.environ.get(MIRROR_ENV):  # a worker: the parent keeps the mirror in sync
        return create_app(settings, DataPaths(Path(os.environ[MIRROR_ENV]), origin=location))
    if is_remote(location):
        # A data root on object storage: served from a local mirror, synced before every manifest check, so a
        # promotion elsewhere (a new manifest) reaches this server like a local manifest write does.
        mirror = serving_mirror(location)
        return create_app(settings, DataPaths(mirror.local, origin=location), sync=mirror.refresh)
    return create_app(settings, DataPaths.from_env(args.data_root))


def _sync_for_workers(args: argparse.Namespace, settings: Settings) -> None:
    """Several workers on a remote data root: this (the parent) process syncs the one local mirror every
    `serving.watch_interval_seconds` (data files first, pointers last); the workers watch its manifest file."""
    import logging
    import threading

    from tasks.core.storage import is_remote, serving_mirror

    location = _location(args)
    if not is_remote(location):
        return
    mirror = serving_mirror(location)
    os.environ[MIRROR_ENV] = str(mirror.local)
    interval = settings.serving.watch_interval_seconds  # > 0: main refuses several workers without the watch

    def keep_synced() -> None:
        while True:
            time.sleep(interval)
            try:
                mirror.refresh()
            except Exception as err:  # the store is unreachable: the workers serve the local copy meanwhile
                logging.getLogger("ragops.serving").warning("data root sync failed (%s: %s)", type(err).__name__, err)

    threading.Thread(target=keep_synced, name="mirror-sync", daemon=True).start()


# The thread pools of the native libraries a worker runs (OpenMP: FAISS, XGBoost; BLAS; torch's intra-op pool).
THREAD_ENV = ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS")


def _share_cores(workers: int) -> None:
    """Each worker's native thread pools sized to its share of the cores (unless set already): N workers that each
    start a pool as wide as the machine spin against each other (OpenMP threads busy-wait), which measured slower
    with two workers than with one on 2 cores."""
    share = max(1, len(os.sched_getaffinity(0)) // workers)
    for name in THREAD_ENV:
        os.environ.setdefault(name, str(share))


def worker_app() -> Any:
    """uvicorn's app factory in each worker process (--workers > 1): the app of the arguments the parent got."""
    args = _parser().parse_args(json.loads(os.environ[ARGV_ENV]))
    return _app(args, _settings(args))


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    args = _parser().parse_args(argv)
    try:
        settings = _settings(args)
    except SettingsError as err:
        print(f"ragops serve: {err}", file=sys.stderr)
        return 2
    workers = args.workers or settings.serving.workers
    if workers < 1:
        print(f"ragops serve: --workers must be at least 1, not {workers}", file=sys.stderr)
        return 2
    if workers > 1 and settings.serving.watch_interval_seconds <= 0:
        print("ragops serve: several workers need the manifest watch (serving.watch_interval_seconds > 0): it is how "
              "a reload reaches all of them", file=sys.stderr)
        return 2
    import uvicorn

    options = {"host": args.host or settings.serving.host, "port": args.port or settings.serving.port,
               "log_level": args.log_level, "access_log": args.access_log, "timeout_graceful_shutdown": 30}
    if workers == 1:
        uvicorn.run(_app(args, settings), **options)
        return 0
    with tempfile.TemporaryDirectory(prefix="ragops-metrics-") as metrics_dir:
        os.environ[ARGV_ENV] = json.dumps(argv)
        os.environ[WORKERS_ENV] = str(workers)
        _share_cores(workers)
        os.environ["PROMETHEUS_MULTIPROC_DIR"] = metrics_dir
        _sync_for_workers(args, settings)
        uvicorn.run("serving.__main__:worker_app", factory=True, workers=workers, **options)
    return 0


if __name__ == "__main__":
    sys.exit(main())
