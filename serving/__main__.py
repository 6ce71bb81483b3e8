"""`python -m serving` — what `ragops serve` runs: the corrective-RAG API under uvicorn, on 127.0.0.1 by default.

The same global options as `ragops` (--data-root, --params, --set section.key=value), then --host / --port
(default: serving.host / serving.port). SIGINT or SIGTERM stops it gracefully (in-flight requests finish).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tasks.core.paths import DataPaths
from tasks.core.settings import SettingsError, load_settings, parse_set_args


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="ragops serve", description=__doc__.split("\n")[0])
    parser.add_argument("--data-root", default=None, metavar="DIR")
    parser.add_argument("--params", default=None, metavar="FILE")
    parser.add_argument("--set", dest="overrides", action="append", default=[], metavar="SECTION.KEY=VALUE")
    parser.add_argument("--host", default=None, help="default: serving.host (127.0.0.1)")
    parser.add_argument("--port", type=int, default=None, help="default: serving.port")
    parser.add_argument("--log-level", default="info", choices=["debug", "info", "warning", "error"])
    parser.add_argument("--access-log", action="store_true",
                        help="also uvicorn's access log (client, method, path, status); the JSON request lines are "
                             "written regardless")
    args = parser.parse_args(argv)
    try:
        settings = load_settings(Path(args.params) if args.params else None, parse_set_args(args.overrides))
    except SettingsError as err:
        print(f"ragops serve: {err}", file=sys.stderr)
        return 2
    import uvicorn

    from serving.app import configure_logging, create_app

    configure_logging(args.log_level)
    from tasks.core.paths import data_root_location
    from tasks.core.storage import is_remote, serving_mirror

    location = args.data_root or data_root_location()
    if is_remote(location):
        # A data root on object storage: served from a local mirror, synced before every manifest check, so a
        # promotion elsewhere (a new manifest) reaches this server like a local manifest write does.
        mirror = serving_mirror(location)
        app = create_app(settings, DataPaths(mirror.local, origin=location), sync=mirror.refresh)
    else:
        app = create_app(settings, DataPaths.from_env(args.data_root))
    uvicorn.run(app, host=args.host or settings.serving.host, port=args.port or settings.serving.port,
                log_level=args.log_level, access_log=args.access_log, timeout_graceful_shutdown=30)
    return 0


if __name__ == "__main__":
    sys.exit(main())
