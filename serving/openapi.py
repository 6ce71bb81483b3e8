"""`python -m serving.openapi [--out PATH]` — the serving API's OpenAPI schema, as FastAPI builds it.

The app is built by `create_app` exactly as `ragops serve` builds it, on an empty temporary data root and without
starting anything (no deployment is loaded, no server listens): the schema depends on the routes and their models
only. The committed copy is `docs/api/openapi.json`, rendered into the docs' API page at build time
(`docs/hooks/openapi_page.py`); `tests/unit/serving/test_openapi.py` checks that it equals a fresh export.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

DEFAULT_OUT = Path(__file__).resolve().parent.parent / "docs" / "api" / "openapi.json"


def schema(params: Path | None = None) -> dict[str, Any]:
    """The OpenAPI document of the serving app, with the repository's params file (or `params`)."""
    from serving.app import create_app
    from tasks.core.paths import DataPaths
    from tasks.core.settings import load_settings

    settings = load_settings(params)
    with tempfile.TemporaryDirectory(prefix="ragops-openapi-") as root:
        app = create_app(settings, DataPaths(Path(root)), start=False)
        try:
            return app.openapi()
        finally:
            app.state.server.executor.shutdown(wait=False, cancel_futures=True)


def render(document: dict[str, Any]) -> str:
    """The schema as committed: sorted keys, two-space indent, one trailing newline (stable diffs)."""
    return json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m serving.openapi", description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help=f"default: {DEFAULT_OUT}; '-' prints it")
    parser.add_argument("--params", type=Path, default=None, metavar="FILE", help="default: params.yaml")
    args = parser.parse_args(argv)
    text = render(schema(args.params))
    if str(args.out) == "-":
        sys.stdout.write(text)
        return 0
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text, encoding="utf-8")
    print(f"wrote {args.out} ({len(text.splitlines())} lines)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
