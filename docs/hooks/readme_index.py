"""mkdocs hook: the site's home page is README.md, written once.

docs/index.md is a stub (it exists so that mkdocs has a home page to build); at build time its Markdown is replaced
by the repository's README.md with the links rewritten for the site: `docs/X.md` -> `X.md`, `docs/X.md#a` ->
`X.md#a`, `docs/` -> `index.md`. A relative link to anything else in the repository (a source file, the Makefile),
which the site does not hold, is rendered as its text, so the strict build has no broken link to report.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

PAGE = "index.md"
README = "README.md"
# [text](target) — an inline link or image; the target has no spaces or parentheses in README.
LINK = re.compile(r"(!?)\[([^\]]*)\]\(([^)\s]+)\)")
EXTERNAL = re.compile(r"^(?:[a-z][a-z0-9+.-]*:|#|/)", re.IGNORECASE)


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    if page.file.src_uri != PAGE:
        return markdown
    return site_markdown(readme_path(config).read_text(encoding="utf-8"))


def readme_path(config: Any) -> Path:
    """README.md beside mkdocs.yml (the repository root)."""
    return Path(config["config_file_path"]).resolve().parent / README


def site_markdown(readme: str) -> str:
    """README.md with its links rewritten for a page at the root of docs/."""
    return LINK.sub(_rewrite, readme)


def _rewrite(match: re.Match[str]) -> str:
    bang, text, target = match.groups()
    if EXTERNAL.match(target):
        return match.group(0)
    path, _, anchor = target.partition("#")
    if path in ("docs", "docs/"):
        path = "index.md"
    elif path.startswith("docs/"):
        path = path.removeprefix("docs/")
    else:
        return text if not bang else match.group(0)
    return f"{bang}[{text}]({path}{'#' + anchor if anchor else ''})"
