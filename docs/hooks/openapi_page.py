"""mkdocs hook: render docs/api/openapi.json (what `python -m serving.openapi` exports from the FastAPI app) as
Markdown on the API page, at build time: every route with its method, parameters, request body and responses, then
every schema with its fields. No Swagger UI, nothing fetched by the reader's browser.

The page holds the marker `<!-- openapi -->`; the rendering replaces it. What each route does comes from the route
table of the Serve page (docs/stages/serve.md, `| route | what |`), so it is written once; a route of the schema
that the table does not describe is rendered without it.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

MARKER = "<!-- openapi -->"
PAGE = "api.md"
SCHEMA_FILE = Path("api") / "openapi.json"
ROUTES_PAGE = Path("stages") / "serve.md"
METHODS = ("get", "post", "put", "patch", "delete")


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    if page.file.src_uri != PAGE or MARKER not in markdown:
        return markdown
    docs = Path(config["docs_dir"])
    document = json.loads((docs / SCHEMA_FILE).read_text(encoding="utf-8"))
    return markdown.replace(MARKER, render(document, route_notes((docs / ROUTES_PAGE).read_text(encoding="utf-8"))))


def route_notes(serve_page: str) -> dict[tuple[str, str], str]:
    """(method, path) -> the "what" cell of the Serve page's route table (`GET /healthz`, `/readyz` share one)."""
    notes: dict[tuple[str, str], str] = {}
    for line in serve_page.splitlines():
        cells = [cell.strip() for cell in re.split(r"(?<!\\)\|", line.strip())[1:-1]]
        if len(cells) != 2 or not cells[0].startswith("`"):
            continue
        method = ""
        for route in re.findall(r"`([^`]+)`", cells[0]):
            parts = route.split()
            method, path = (parts[0].lower(), parts[1]) if len(parts) == 2 else (method, parts[0])
            notes[(method, path)] = cells[1]
    return notes


def _cell(text: Any) -> str:
    """Text safe inside a Markdown table cell."""
    return " ".join(str(text).split()).replace("|", "\\|") if text not in (None, "") else ""


def _anchor(name: str) -> str:
    return "schema-" + "".join(ch if ch.isalnum() else "-" for ch in name.lower())


def type_of(schema: dict[str, Any]) -> str:
    """A schema as a short type expression, schemas by reference linked to their section below."""
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[-1]
        return f"[{name}](#{_anchor(name)})"
    for key in ("anyOf", "oneOf", "allOf"):
        if key in schema:
            joiner = " and " if key == "allOf" else " or "
            return joiner.join(type_of(part) for part in schema[key])
    if "const" in schema:
        return f"`{json.dumps(schema['const'])}`"
    if "enum" in schema:
        return " or ".join(f"`{json.dumps(value)}`" for value in schema["enum"])
    kind = schema.get("type")
    if kind == "array":
        inner = type_of(schema.get("items", {}))
        return f"array of ({inner})" if " or " in inner else f"array of {inner}"
    if kind == "object" or "additionalProperties" in schema:
        extra = schema.get("additionalProperties")
        return f"object of {type_of(extra)}" if isinstance(extra, dict) and extra else "object"
    if isinstance(kind, list):
        return " or ".join(f"`{k}`" for k in kind)
    if kind:
        fmt = schema.get("format")
        return f"`{kind}`" + (f" ({fmt})" if fmt else "")
    return "any"


def constraints(schema: dict[str, Any]) -> str:
    bounds = {"minimum": "≥", "exclusiveMinimum": ">", "maximum": "≤", "exclusiveMaximum": "<",
              "minLength": "length ≥", "maxLength": "length ≤", "minItems": "items ≥", "maxItems": "items ≤",
              "pattern": "pattern"}
    # A pattern as code: its brackets would otherwise read as a Markdown link reference.
    parts = [f"{label} `{schema[key]}`" if key == "pattern" else f"{label} {_number(schema[key])}"
             for key, label in bounds.items() if key in schema]
    for part in schema.get("anyOf", []):
        inner = constraints(part)
        if inner:
            parts.append(inner)
    return ", ".join(parts)


def _number(value: Any) -> Any:
    return int(value) if isinstance(value, float) and value.is_integer() else value


def _content(content: dict[str, Any]) -> str:
    if not content:
        return "—"
    return "; ".join(f"`{media}`: {type_of(body.get('schema', {}))}" for media, body in content.items())


def render_operation(path: str, method: str, op: dict[str, Any], note: str | None = None) -> list[str]:
    title = op.get("summary") or op.get("operationId", "")
    out = [f"### `{method.upper()} {path}`", ""]
    if title:
        out += [f"**{title}**" + (f" — {note}" if note else ""), ""]
    if op.get("description"):
        out += [op["description"].strip(), ""]
    params = op.get("parameters", [])
    if params:
        out += ["| parameter | in | type | required | description |", "|---|---|---|---|---|"]
        for param in params:
            out.append(f"| `{param['name']}` | {param.get('in', '')} | {type_of(param.get('schema', {}))} | "
                       f"{'yes' if param.get('required') else 'no'} | {_cell(param.get('description'))} |")
        out.append("")
    body = op.get("requestBody")
    if body:
        required = "required" if body.get("required") else "optional"
        out += [f"Request body ({required}): {_content(body.get('content', {}))}", ""]
    responses = op.get("responses", {})
    if responses:
        out += ["| status | description | body |", "|---|---|---|"]
        for status, response in sorted(responses.items()):
            out.append(f"| {status} | {_cell(response.get('description'))} | {_content(response.get('content', {}))} |")
        out.append("")
    return out


def render_schema(name: str, schema: dict[str, Any]) -> list[str]:
    out = [f"### {name} {{ #{_anchor(name)} }}", ""]
    if schema.get("description"):
        out += [schema["description"].strip(), ""]
    properties = schema.get("properties", {})
    if not properties:
        out += [f"Type: {type_of(schema)}", ""]
        return out
    required = set(schema.get("required", []))
    described = any(spec.get("description") for spec in properties.values())
    out += ["| field | type | required | default | constraints |" + (" description |" if described else ""),
            "|---|---|---|---|---|" + ("---|" if described else "")]
    for field, spec in properties.items():
        default = f"`{json.dumps(spec['default'])}`" if "default" in spec else ""
        out.append(f"| `{field}` | {type_of(spec)} | {'yes' if field in required else 'no'} | {_cell(default)} | "
                   f"{_cell(constraints(spec))} |" + (f" {_cell(spec.get('description'))} |" if described else ""))
    extra = schema.get("additionalProperties")
    if extra is False:
        out += ["", "Unknown fields are refused (422)."]
    out.append("")
    return out


def render(document: dict[str, Any], notes: dict[tuple[str, str], str] | None = None) -> str:
    notes = notes or {}
    info = document.get("info", {})
    out = [f"OpenAPI {document.get('openapi', '')} — *{info.get('title', '')}*, version {info.get('version', '')}.",
           "", "## Routes", "", "| method | path | summary |", "|---|---|---|"]
    operations = [(path, method, item[method]) for path, item in sorted(document.get("paths", {}).items())
                  for method in METHODS if method in item]
    for path, method, op in operations:
        out.append(f"| {method.upper()} | `{path}` | {_cell(op.get('summary'))} |")
    out += ["", "## Endpoints", ""]
    for path, method, op in operations:
        out += render_operation(path, method, op, notes.get((method, path)))
    schemas = document.get("components", {}).get("schemas", {})
    if schemas:
        out += ["## Schemas", ""]
        for name, schema in sorted(schemas.items()):
            out += render_schema(name, schema)
    return "\n".join(out)
