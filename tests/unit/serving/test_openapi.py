"""The committed OpenAPI schema (docs/api/openapi.json, rendered into the docs' API page) is the one the serving app
builds now: a route or request model changed without `python -m serving.openapi` fails here, so the docs stay true."""

from __future__ import annotations

import json

from serving import openapi
from tests.conftest import REPO_ROOT

COMMITTED = REPO_ROOT / "docs" / "api" / "openapi.json"


def test_the_committed_schema_is_the_one_the_app_builds() -> None:
    fresh = openapi.schema()
    assert COMMITTED.is_file(), "docs/api/openapi.json is missing: run `python -m serving.openapi`"
    committed = json.loads(COMMITTED.read_text(encoding="utf-8"))
    assert committed == fresh, "docs/api/openapi.json is stale: run `python -m serving.openapi` and commit it"
    assert COMMITTED.read_text(encoding="utf-8") == openapi.render(fresh)


def test_the_schema_lists_every_route_of_the_api() -> None:
    paths = json.loads(COMMITTED.read_text(encoding="utf-8"))["paths"]
    assert {"/v1/query", "/v1/chat/completions", "/v1/models", "/v1/feedback", "/healthz", "/readyz", "/metrics",
            "/admin/reload"} <= set(paths)
    assert "post" in paths["/v1/query"]


def test_out_writes_the_rendered_schema(tmp_path) -> None:
    out = tmp_path / "api" / "openapi.json"
    assert openapi.main(["--out", str(out)]) == 0
    assert json.loads(out.read_text(encoding="utf-8"))["info"]["title"] == "RAGOps corrective RAG"
