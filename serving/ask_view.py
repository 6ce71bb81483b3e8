"""The ask page (GET /) as HTML, rendered on the server: the form, and a /v1/query response as the answer with
numbered citations, an evidence card per passage (the page region behind it, its validity window and version
chain, OCR engine and confidence, DCEE confidence), the versions not in force listed apart, the warnings, and the
helpful / not-helpful control. serving/static/ask.js renders the same structure in the browser from a streamed
answer (createElement and textContent: the two renderings keep the same class names and ids).

Everything that comes from the corpus, the index or the user goes through `html.escape`: a document whose text holds
`<script>` shows it as text."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from html import escape
from typing import Any
from urllib.parse import quote, urlencode

CITATION = re.compile(r"\[(\d+)\]")
VALIDITY = {"in_force": "in force", "superseded": "superseded", "not_yet_effective": "not yet in force",
            "unknown": "validity unknown"}
MAX_ALSO = 16  # other chunks of a merged passage whose boxes join its crop

PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/static/ragops.css">
<script src="/static/ask.js" defer></script>
</head>
<body>
<a class="skip" href="#main">Skip to the answer</a>
<header class="bar"><a class="brand" href="/">RAGOps</a>
<nav aria-label="Pages"><a href="/" aria-current="page">Ask</a> <a href="/review">Review</a></nav></header>
<main id="main" tabindex="-1">
{form}
<section id="result" class="result" aria-live="polite" aria-busy="false">{result}</section>
</main>
</body>
</html>
"""


def page(query: str = "", as_of: str = "", reply: Mapping[str, Any] | None = None, error: str | None = None,
         max_chars: int = 2000) -> str:
    """The whole page: the form (filled with `query` and `as_of`), then the reply or the error, if any."""
    if error is not None:
        result = f'<p class="error" role="alert">{escape(error)}</p>'
    else:
        result = result_html(reply) if reply is not None else ""
    title = f"{query.strip()[:80]} · RAGOps" if query.strip() else "Ask · RAGOps"
    return PAGE.format(title=escape(title), form=form_html(query, as_of, max_chars), result=result)


def form_html(query: str, as_of: str, max_chars: int) -> str:
    return (
        '<form id="ask" class="ask" method="get" action="/" role="search">\n'
        '<label for="q">Question</label>\n'
        f'<textarea id="q" name="q" rows="2" required maxlength="{int(max_chars)}" '
        f'placeholder="How much is the warranty service fee per visit now?">{escape(query)}</textarea>\n'
        '<div class="row"><span class="field"><label for="as_of">As of <small>(optional)</small></label>\n'
        f'<input id="as_of" name="as_of" type="date" value="{escape(as_of)}"></span>\n'
        '<button type="submit" id="ask-button">Ask</button></div>\n'
        '</form>')


def result_html(reply: Mapping[str, Any]) -> str:
    """A /v1/query response: status line, warnings, answer with citations, feedback, evidence, superseded."""
    evidence, superseded = list(reply.get("evidence") or []), list(reply.get("superseded") or [])
    everything = [("evidence", item) for item in evidence] + [("superseded", item) for item in superseded]
    parts = [_status(reply), _warnings(reply.get("warnings") or []),
             '<section class="answer-box" aria-labelledby="answer-heading"><h2 id="answer-heading">Answer</h2>'
             f'<p id="answer" class="answer">{answer_html(reply.get("answer"), evidence)}</p></section>',
             feedback_html(str(reply.get("query_id") or ""))]
    if evidence:
        parts.append('<section aria-labelledby="evidence-heading"><h2 id="evidence-heading">Evidence</h2>'
                     '<ol id="evidence" class="cards">'
                     + "".join(f"<li>{card_html(item, 'evidence', everything)}</li>" for item in evidence)
                     + "</ol></section>")
    if superseded:
        parts.append('<section aria-labelledby="superseded-heading"><h2 id="superseded-heading">Versions not in '
                     'force</h2><p class="note">Kept out of the answer: superseded, or adopted but not yet in force '
                     f'on {escape(str(reply.get("as_of") or ""))}.</p><ol id="superseded" class="cards superseded">'
                     + "".join(f"<li>{card_html(item, 'superseded', everything)}</li>" for item in superseded)
                     + "</ol></section>")
    return "\n".join(part for part in parts if part)


def _status(reply: Mapping[str, Any]) -> str:
    intent = reply.get("intent") or {}
    deployment = reply.get("deployment") or {}
    facts = [("action", reply.get("action")), ("intent", intent.get("routed")), ("as of", reply.get("as_of")),
             ("deployment", deployment.get("deployment_id"))]
    shown = "".join(f'<span class="fact"><span class="label">{escape(name)}</span> '
                    f'<span class="value" data-fact="{escape(name)}">{escape(str(value))}</span></span>'
                    for name, value in facts if value)
    return f'<p id="status" class="status">{shown}</p>'


def _warnings(warnings: Sequence[str]) -> str:
    if not warnings:
        return ""
    return ('<ul id="warnings" class="warnings" aria-label="Warnings">'
            + "".join(f"<li>{escape(str(warning))}</li>" for warning in warnings) + "</ul>")


def answer_html(answer: str | None, evidence: Sequence[Mapping[str, Any]]) -> str:
    """The answer, escaped, each `[n]` naming an evidence passage a link to its card."""
    if not answer:
        return '<span class="none">No answer.</span>'
    ranks = {int(item["rank"]) for item in evidence if item.get("rank") is not None}
    out, start = [], 0
    for found in CITATION.finditer(answer):
        out.append(escape(answer[start:found.start()]))
        number = int(found.group(1))
        if number in ranks:
            out.append(f'<a class="cite" href="#evidence-{number}" aria-label="citation {number}">[{number}]</a>')
        else:
            out.append(escape(found.group(0)))
        start = found.end()
    out.append(escape(answer[start:]))
    return "".join(out)


def crop_url(item: Mapping[str, Any]) -> str:
    """The crop endpoint for an item: its chunk, with the other chunks merged into the passage (`also`)."""
    chunk_id = str(item.get("chunk_id") or "")
    others = [str(c) for c in item.get("chunk_ids") or [] if str(c) != chunk_id][:MAX_ALSO]
    query = f"?{urlencode([('also', other) for other in others])}" if others else ""
    return f"/v1/evidence/{quote(chunk_id, safe='')}/crop.png{query}"


def card_html(item: Mapping[str, Any], kind: str, everything: Sequence[tuple[str, Mapping[str, Any]]]) -> str:
    """One evidence card; `kind`: evidence | superseded (its id: evidence-<rank> / superseded-<rank>)."""
    rank = int(item.get("rank") or 0)
    source = str(item.get("source_path") or "")
    badges = []
    if item.get("cited"):
        badges.append('<span class="badge cited">cited</span>')
    badges.append('<span class="badge pass">passes DCEE</span>' if item.get("passes")
                  else '<span class="badge below">below DCEE threshold</span>')
    crop = (f'<figure class="crop"><a href="{escape(crop_url(item))}" class="crop-link">'
            f'<img src="{escape(crop_url(item))}" alt="{escape(f"Page {_pages(item)} of {source}, the passage highlighted")}"'
            ' decoding="async"></a>'
            f'<figcaption>{escape(f"{source}, {_pages(item)}")}</figcaption></figure>')
    facts = [("Validity", _validity(item)), ("Versions", _versions(item, everything)), ("OCR", _ocr(item)),
             ("DCEE confidence", _confidence(item))]
    listed = "".join(f"<dt>{name}</dt><dd>{value}</dd>" for name, value in facts if value)
    number = f"[{rank}]" if kind == "evidence" else f"v{rank}"
    return (f'<article class="card {escape(kind)}" id="{escape(kind)}-{rank}" tabindex="-1" '
            f'data-chunk-id="{escape(str(item.get("chunk_id") or ""))}">'
            f'<header><span class="num">{escape(number)}</span> <h3>{escape(str(item.get("title") or source))}</h3> '
            f'{"".join(badges)}</header>'
            f'<p class="source"><span class="path">{escape(source)}</span> · {escape(_pages(item))}</p>'
            f'{crop}<blockquote class="passage" tabindex="0">{escape(str(item.get("text") or ""))}</blockquote>'
            f'<dl class="facts">{listed}</dl></article>')


def _pages(item: Mapping[str, Any]) -> str:
    first, last = item.get("page"), item.get("page_end")
    if first is None:
        return "page unknown"
    return f"pages {first}–{last}" if last not in (None, first) else f"page {first}"


def window_text(version: Mapping[str, Any]) -> str:
    start, end = version.get("valid_from"), version.get("valid_until")
    if start and end:
        return f"valid from {start} until {end}"
    if start:
        return f"valid from {start}"
    return f"valid until {end}" if end else "no validity window stated"


def _validity(item: Mapping[str, Any]) -> str:
    version = item.get("document_version") or {}
    state = str(item.get("validity") or version.get("validity_at_as_of") or "unknown")
    return (f'<span class="validity {escape(state)}">{escape(VALIDITY.get(state, state))}</span> '
            f'{escape(window_text(version))}')


def _versions(item: Mapping[str, Any], everything: Sequence[tuple[str, Mapping[str, Any]]]) -> str:
    """The other versions of the item's rule the reply holds, oldest first, each a link to its card."""
    version = item.get("document_version") or {}
    group = version.get("version_group")
    known = int(version.get("versions_known") or 1)
    if not group:
        return ""
    others = [(kind, other) for kind, other in everything if other is not item
              and (other.get("document_version") or {}).get("version_group") == group
              and (other.get("document_version") or {}).get("doc_id") != version.get("doc_id")]
    others.sort(key=lambda pair: str((pair[1].get("document_version") or {}).get("valid_from") or ""))
    links = "".join(
        f'<li><a href="#{escape(kind)}-{int(other.get("rank") or 0)}">'
        f'{escape(str(other.get("title") or other.get("source_path") or ""))}</a> '
        f'({escape(VALIDITY.get(str(_state(other)), str(_state(other))))}, '
        f'{escape(window_text(other.get("document_version") or {}))})</li>' for kind, other in others)
    head = f"{known} version{'s' if known != 1 else ''} known"
    return escape(head) + (f'<ul class="chain">{links}</ul>' if links else "")


def _state(item: Mapping[str, Any]) -> str:
    return str(item.get("validity") or (item.get("document_version") or {}).get("validity_at_as_of") or "unknown")


def _ocr(item: Mapping[str, Any]) -> str:
    ocr = item.get("ocr")
    if not ocr:
        return ""
    confidence = ocr.get("confidence")
    shown = f"{float(confidence):.2f}" if confidence is not None else "unknown"
    return escape(f"read by OCR ({ocr.get('engine') or 'unknown engine'}), confidence {shown}: check the page image")


def _confidence(item: Mapping[str, Any]) -> str:
    value = (item.get("scores") or {}).get("confidence")
    return escape(f"{float(value):.3f}") if value is not None else ""


def feedback_html(query_id: str) -> str:
    """Helpful / not helpful, posted to /v1/feedback by ask.js (hidden until the script runs)."""
    if not query_id:
        return ""
    return (f'<section id="feedback" class="feedback" data-query-id="{escape(query_id)}" hidden '
            'aria-label="Feedback"><span>Was this answer helpful?</span> '
            '<button type="button" class="fb" data-helpful="true">Helpful</button> '
            '<button type="button" class="fb" data-helpful="false">Not helpful</button> '
            '<span id="feedback-result" class="fb-result" role="status"></span></section>')
