"""The promotion review page: one renderer for `GET /review` (served by `ragops serve`, with the approve / reject
form) and for `ragops review` (the same page as one self-contained HTML file logged to MLflow, with the equivalent
`ragops approve|reject` commands instead of the form).

What a reviewer decides from: the gate's table and every reason; the evaluation's plots (embedded as data: URIs, so
the file stands alone); and the questions the candidate and the champion answered differently — answer text, action
or first citation — side by side, each with the evidence cards its answer cites (source, page, passage, DCEE
confidence, validity window, correction). Filters by set (development, untuned, golden) and by kind of difference.

Plain HTML, inline CSS and a little inline JavaScript (no build step, nothing fetched from elsewhere). Everything that
comes from the corpus, the questions or the replies is escaped (html.escape) and the script writes only text
(textContent), so a passage holding `<script>` shows as text.

Also here: the per-question comparison evaluate keeps (`slim_reply`, `compare`), and `load_review` — what both
callers read from the data root (the evaluation, the gate decision under review, the plots).
"""

from __future__ import annotations

import base64
import html
import json
from collections.abc import Mapping, Sequence
from typing import Any

from tasks.core.paths import DataPaths

KINDS = ("answer", "action", "first_citation")  # what can differ between two replies to one question
KIND_LABELS = {"answer": "answer text", "action": "action", "first_citation": "first citation"}
SET_GROUPS = ("development", "untuned", "golden")
CARDS = 3  # evidence cards kept per reply
SNIPPET = 400  # characters of a passage kept per card
ANSWER_CHARS = 2000
PLOTS = ("promotion_metrics.png", "promotion_latency.png")
ROLE_LABELS = {"candidate": "candidate", "champion": "champion", "candidate_extractive": "candidate (extractive)"}


def set_group(name: str) -> str:
    """The review's filter a question set falls under: the held-out split the models were developed on
    (`development`), the golden sets of your own (`golden`), and every other set — questions nothing was tuned on
    (no_answer, unseen phrasings) — `untuned`."""
    if name == "heldout":
        return "development"
    if name.startswith("golden"):
        return "golden"
    return "untuned"


# ---------------------------------------------------------------- the comparison evaluate keeps


def _card(item: Mapping[str, Any]) -> dict[str, Any]:
    version = item.get("document_version") or {}
    scores = item.get("scores") or {}
    correction = item.get("correction") or None
    return {
        "rank": item.get("rank"), "cited": bool(item.get("cited")), "source_path": item.get("source_path"),
        "title": item.get("title"), "page": item.get("page"), "page_end": item.get("page_end"),
        "chunk_id": item.get("chunk_id"), "text": str(item.get("text") or "")[:SNIPPET],
        "dcee_confidence": scores.get("confidence"), "score": scores.get("final"),
        "below_threshold": item.get("below_threshold"), "origin": item.get("origin"),
        "validity": version.get("validity_at_as_of"), "valid_from": version.get("valid_from"),
        "valid_until": version.get("valid_until"), "version_group": version.get("version_group"),
        "effective_date": version.get("effective_date"),
        "correction": None if not correction else {"claim": str(correction.get("claim") or "")[:SNIPPET],
                                                   "counterfactual_query": correction.get("counterfactual_query")},
    }


def first_citation(reply: Mapping[str, Any]) -> dict[str, Any] | None:
    """The first evidence item the answer cites: its document, page and chunk."""
    for item in reply.get("evidence") or []:
        if item.get("cited"):
            return {"source_path": item.get("source_path"), "page": item.get("page"), "chunk_id": item.get("chunk_id")}
    return None


def slim_reply(reply: Mapping[str, Any]) -> dict[str, Any]:
    """What the review shows of one /v1/query reply: answer, action, first citation, and the evidence its answer
    cites (else the closest passages), at most CARDS cards."""
    evidence = list(reply.get("evidence") or [])
    shown = [item for item in evidence if item.get("cited")] or evidence
    correction = reply.get("correction") or {}
    return {"answer": str(reply.get("answer") or "")[:ANSWER_CHARS] or None, "action": reply.get("action"),
            "first_citation": first_citation(reply), "corrected": bool(correction.get("corrected")),
            "warnings": [str(warning)[:SNIPPET] for warning in (reply.get("warnings") or [])[:3]],
            "superseded": len(reply.get("superseded") or []), "cards": [_card(item) for item in shown[:CARDS]]}


def differences(first: Mapping[str, Any], second: Mapping[str, Any]) -> list[str]:
    """The kinds (KINDS) in which two slim replies differ; the answer text compared with whitespace collapsed."""
    def text(reply: Mapping[str, Any]) -> str:
        return " ".join(str(reply.get("answer") or "").split())

    found = []
    if text(first) != text(second):
        found.append("answer")
    if first.get("action") != second.get("action"):
        found.append("action")
    if first.get("first_citation") != second.get("first_citation"):
        found.append("first_citation")
    return found


def compare(sets: Mapping[str, Sequence[Mapping[str, Any]]],
            replies: Mapping[str, Mapping[str, Sequence[Mapping[str, Any]]]]) -> dict[str, Any]:
    """The questions the candidate and the champion answered differently (`replies`: role -> set -> replies in the
    sets' order), each with every role's slim reply; counts by set and by kind. Without a champion nothing is
    compared (`questions` is empty, `champion` false)."""
    roles = [role for role in ("candidate", "champion", "candidate_extractive") if role in replies]
    compared: dict[str, Any] = {"roles": roles, "champion": "champion" in replies, "asked": 0, "differing": 0,
                                "by_kind": {kind: 0 for kind in KINDS}, "by_set": {}, "questions": []}
    if not compared["champion"]:
        return compared
    for name, rows in sets.items():
        counted = compared["by_set"].setdefault(name, {"group": set_group(name), "asked": len(rows), "differing": 0})
        compared["asked"] += len(rows)
        for index, row in enumerate(rows):
            slim = {role: slim_reply(replies[role][name][index]) for role in roles}
            kinds = differences(slim["candidate"], slim["champion"])
            if not kinds:
                continue
            counted["differing"] += 1
            compared["differing"] += 1
            for kind in kinds:
                compared["by_kind"][kind] += 1
            compared["questions"].append({
                "set": name, "group": set_group(name), "query_id": str(row.get("query_id") or ""),
                "query": row.get("query"), "as_of": str(row["as_of"]) if row.get("as_of") else None,
                "answerable": bool(row.get("answerable", True)), "differs": kinds, "replies": slim})
    return compared


# ---------------------------------------------------------------- what both callers read


def under_review(paths: DataPaths) -> dict[str, Any] | None:
    """The candidate waiting for a review (`deployments/pending_review.json`, status pending), else the last gate
    decision (status decided); None before any gate."""
    if paths.pending_review.is_file():
        return {"status": "pending", **json.loads(paths.pending_review.read_text(encoding="utf-8"))}
    if paths.gate_report.is_file():
        return {**json.loads(paths.gate_report.read_text(encoding="utf-8")), "status": "decided"}
    return None


def load_review(paths: DataPaths) -> dict[str, Any]:
    """The evaluation (None before `ragops evaluate`), the gate decision under review (None before `ragops gate`)
    and the plots as PNG bytes by file name."""
    evaluation = (json.loads(paths.promotion_eval_report.read_text(encoding="utf-8"))
                  if paths.promotion_eval_report.is_file() else None)
    folder = paths.reports / "promotion"
    plots = {name: (folder / name).read_bytes() for name in PLOTS if (folder / name).is_file()}
    return {"evaluation": evaluation, "gate": under_review(paths), "plots": plots}


# ---------------------------------------------------------------- the page


def _e(value: Any) -> str:
    return html.escape("" if value is None else str(value), quote=True)


def review_targets(gate: Mapping[str, Any]) -> dict[str, str]:
    """The versions a review decision is recorded on: those the candidate brings, or all of its versions when it
    changes only the index or the generator (tasks.promotion records the decision on them; the page names them)."""
    return dict(gate.get("tagged") or {}) or {name: str(v) for name, v in (gate["candidate"].get("models") or {}).items()}


def _table(markdown: str, caption: str) -> str:
    rows = [line.strip().strip("|").split("|") for line in markdown.splitlines() if line.strip().startswith("|")]
    if len(rows) < 2:
        return "<p>(no metrics)</p>"
    head = "".join(f"<th scope='col'>{_e(cell.strip())}</th>" for cell in rows[0])
    body = []
    for row in rows[2:]:
        failed = "FAIL" in row[-1]
        cells = [cell.strip().replace("**", "") for cell in row]
        tds = f"<th scope='row'>{_e(cells[0])}</th>" + "".join(f"<td>{_e(cell)}</td>" for cell in cells[1:])
        body.append(f"<tr class='{'fail' if failed else 'pass'}'>{tds}</tr>")
    return (f"<div class='scroll'><table><caption>{_e(caption)}</caption><thead><tr>{head}</tr></thead>"
            f"<tbody>{''.join(body)}</tbody></table></div>")


def _deployment(label: str, deployment: Mapping[str, Any] | None) -> str:
    if not deployment:
        return f"<dt>{_e(label)}</dt><dd>none (first promotion: absolute bounds only)</dd>"
    models = ", ".join(f"{name} v{version}" for name, version in (deployment.get("models") or {}).items())
    return (f"<dt>{_e(label)}</dt><dd><code>{_e(deployment.get('deployment_id'))}</code> — index "
            f"<code>{_e(deployment.get('index_version'))}</code>, {_e(models)}</dd>")


def _gate_section(gate: Mapping[str, Any]) -> str:
    reasons = "".join(f"<li class='{'fail' if str(reason).startswith('FAIL') else 'pass'}'>{_e(reason)}</li>"
                      for reason in gate.get("reasons") or [])
    generator = gate.get("generator")
    extra = ("" if not generator else
             f"<h3>The generator's answers against the extractive backend's ({_e(generator.get('verdict'))})</h3>"
             + _table(generator.get("table") or "", "generator vs extractive backend"))
    verdict = "passed" if gate.get("passed") else "FAILED"
    return (f"<section id='gate' aria-labelledby='gate-h'><h2 id='gate-h'>Gate: <span class='verdict "
            f"{'pass' if gate.get('passed') else 'fail'}'>{verdict}</span></h2>"
            f"<dl class='deployments'>{_deployment('candidate', gate.get('candidate'))}"
            f"{_deployment('champion', gate.get('champion'))}<dt>decided</dt><dd>{_e(gate.get('decided_at'))}, "
            f"mode {_e(gate.get('mode'))}</dd></dl>"
            f"{_table(gate.get('table') or '', 'gated metrics: candidate against champion')}{extra}"
            f"<h3>Reasons</h3><ul class='reasons'>{reasons}</ul></section>")


def _plots(plots: Mapping[str, bytes]) -> str:
    if not plots:
        return ""
    images = "".join(f"<figure><img alt='{_e(name)}' src='data:image/png;base64,"
                     f"{base64.b64encode(data).decode('ascii')}'><figcaption>{_e(name)}</figcaption></figure>"
                     for name, data in plots.items())
    return f"<section id='plots' aria-labelledby='plots-h'><h2 id='plots-h'>Plots</h2><div class='plots'>{images}</div></section>"


def _card_html(card: Mapping[str, Any]) -> str:
    pages = card.get("page") if card.get("page_end") in (None, card.get("page")) else f"{card['page']}–{card['page_end']}"
    window = f"{card.get('valid_from') or '…'} to {card.get('valid_until') or '…'}"
    confidence = card.get("dcee_confidence")
    facts = [f"DCEE {confidence:.3f}" if isinstance(confidence, (int, float)) else "DCEE n/a",
             f"validity {card.get('validity') or 'n/a'} ({window})"]
    if card.get("version_group"):
        facts.append(f"version group {card['version_group']}")
    if card.get("below_threshold"):
        facts.append("below the DCEE threshold")
    correction = card.get("correction")
    fixed = ("" if not correction else f"<p class='correction'>correction: re-retrieved for the claim "
             f"“{_e(correction.get('claim'))}” with “{_e(correction.get('counterfactual_query'))}”</p>")
    return (f"<li class='card{' cited' if card.get('cited') else ''}'><p class='source'><b>{_e(card.get('source_path'))}"
            f"</b>, page {_e(pages)}{' (cited)' if card.get('cited') else ' (not cited)'}</p>"
            f"<blockquote>{_e(card.get('text'))}</blockquote><p class='facts'>{_e(' · '.join(facts))}</p>{fixed}</li>")


def _side(role: str, reply: Mapping[str, Any]) -> str:
    cited = reply.get("first_citation")
    where = (f"{cited.get('source_path')}, page {cited.get('page')}, chunk {cited.get('chunk_id')}"
             if cited else "none")
    notes = "".join(f"<li>{_e(warning)}</li>" for warning in reply.get("warnings") or [])
    cards = "".join(_card_html(card) for card in reply.get("cards") or [])
    return (f"<div class='side {role}'><h4>{_e(ROLE_LABELS.get(role, role))}</h4>"
            f"<p><span class='action {_e(reply.get('action'))}'>{_e(reply.get('action'))}</span>"
            f"{' · corrected' if reply.get('corrected') else ''}</p>"
            f"<p class='answer'>{_e(reply.get('answer') or '(no answer text)')}</p>"
            f"<p class='first'>first citation: {_e(where)}</p>"
            f"{f'<ul class=warnings>{notes}</ul>' if notes else ''}<ol class='cards'>{cards}</ol></div>")


def _question(number: int, question: Mapping[str, Any]) -> str:
    kinds = question.get("differs") or []
    badges = "".join(f"<span class='badge'>{_e(KIND_LABELS.get(kind, kind))}</span>" for kind in kinds)
    sides = "".join(_side(role, reply) for role, reply in (question.get("replies") or {}).items())
    return (f"<article class='question' id='q{number}' data-group='{_e(question.get('group'))}' "
            f"data-kinds='{_e(' '.join(kinds))}'><h3>{_e(question.get('query'))}</h3>"
            f"<p class='meta'>set {_e(question.get('set'))} ({_e(question.get('group'))})"
            f"{' · as of ' + _e(question.get('as_of')) if question.get('as_of') else ''}"
            f"{'' if question.get('answerable', True) else ' · no answer in the corpus'} · differs in: {badges}</p>"
            f"<div class='sides'>{sides}</div></article>")


def _filters(compared: Mapping[str, Any]) -> str:
    groups = sorted({entry["group"] for entry in (compared.get("by_set") or {}).values()}, key=SET_GROUPS.index)
    boxes = "".join(f"<label><input type='checkbox' name='group' value='{_e(group)}' checked> {_e(group)}</label>"
                    for group in groups)
    kinds = "".join(f"<label><input type='checkbox' name='kind' value='{kind}' checked> {_e(KIND_LABELS[kind])} "
                    f"({compared['by_kind'].get(kind, 0)})</label>" for kind in KINDS)
    return (f"<form id='filters' class='filters' aria-label='filter the questions'><fieldset><legend>set</legend>"
            f"{boxes}</fieldset><fieldset><legend>differs in</legend>{kinds}</fieldset>"
            f"<p id='shown' role='status' aria-live='polite'></p></form>")


def _questions_section(evaluation: Mapping[str, Any] | None) -> str:
    head = "<section id='questions' aria-labelledby='questions-h'><h2 id='questions-h'>Where the answers differ</h2>"
    if evaluation is None:
        return head + "<p class='empty'>No evaluation report: run <code>ragops evaluate</code>.</p></section>"
    compared = evaluation.get("compared")
    if not compared:
        return head + ("<p class='empty'>This evaluation kept no per-question replies (it predates them): run "
                       "<code>ragops evaluate</code> again to see them.</p></section>")
    if not compared.get("champion"):
        return head + "<p class='empty'>No champion yet: nothing to compare the candidate with.</p></section>"
    sets = ", ".join(f"{name} ({entry['group']}): {entry['differing']} of {entry['asked']}"
                     for name, entry in compared["by_set"].items())
    summary = (f"<p>{compared['differing']} of {compared['asked']} questions answered differently — {_e(sets)}.</p>")
    if not compared.get("questions"):
        return head + summary + ("<p class='empty' id='no-differences'>No differences: the candidate and the champion "
                                 "gave the same answers, actions and first citations.</p></section>")
    items = "".join(_question(number, question) for number, question in enumerate(compared["questions"], 1))
    return head + summary + _filters(compared) + f"<div id='question-list'>{items}</div></section>"


def _decision(gate: Mapping[str, Any], served: bool) -> str:
    targets = review_targets(gate)
    head = "<section id='decision' aria-labelledby='decision-h'><h2 id='decision-h'>Decision</h2>"
    if not gate.get("passed"):
        return head + "<p>The gate failed this candidate: there is nothing to approve (a review cannot pass it).</p></section>"
    status = ("waiting for a review" if gate.get("status") == "pending" else
              "no review pending (decided, or promotion did not require one)")
    model, version = next(iter(targets.items()), ("", ""))
    if not served:
        commands = "".join(f"<li><code>ragops {verb} {_e(name)} {_e(v)} --comment '...'</code></li>"
                           for verb in ("approve", "reject") for name, v in targets.items())
        return head + f"<p>Status: {_e(status)}. Decide with one of:</p><ul>{commands}</ul></section>"
    return head + f"""<p>Status: {_e(status)}. The decision is recorded as tags on {_e(', '.join(
        f'{n} v{v}' for n, v in targets.items()))} (as <code>ragops approve|reject</code> records it); an approval
then promotes the candidate.</p>
<form id='decide' class='decide' data-model='{_e(model)}' data-version='{_e(version)}'>
<label>Reviewer <input name='reviewer' id='reviewer' required autocomplete='name'></label>
<label>Comment <input name='comment' id='comment'></label>
<label>Admin token <input name='token' id='token' type='password' required autocomplete='off'></label>
<div class='buttons'><button type='button' name='decision' value='approve' id='approve'>Approve and promote</button>
<button type='button' name='decision' value='reject' id='reject'>Reject</button></div>
<p id='result' role='status' aria-live='polite'></p></form></section>"""


def render(evaluation: Mapping[str, Any] | None, gate: Mapping[str, Any] | None, plots: Mapping[str, bytes],
           served: bool) -> str:
    """The review page. `served`: the form that posts the decision to /review/decision (`ragops serve`); else the
    `ragops approve|reject` commands (the file `ragops review` writes)."""
    if gate is None:
        missing = "evaluation" if evaluation is None else "gate decision"
        body = (f"<h1>Promotion review</h1><p class='empty' id='nothing'>No {missing} yet: run <code>ragops evaluate"
                "</code> and <code>ragops gate</code> (or <code>ragops promote</code>, which runs both) to measure the "
                "candidate against the champion.</p>")
        return _page("RAGOps review", body)
    candidate = gate["candidate"]
    compared = (evaluation or {}).get("compared") or {}
    differing = (f"{compared.get('differing', 0)} of {compared.get('asked', 0)} questions answered differently"
                 if compared.get("champion") else "no per-question comparison")
    nav = ("<nav aria-label='sections'><a href='#gate'>Gate</a> · <a href='#questions'>Questions</a> · "
           + ("<a href='#plots'>Plots</a> · " if plots else "") + "<a href='#decision'>Decision</a></nav>")
    body = (f"<h1>Promotion review <code>{_e(candidate.get('deployment_id'))}</code></h1>"
            f"<p class='summary'>Evaluated {_e((evaluation or {}).get('measured_on') or gate.get('evaluated_on'))}; "
            f"gate <b>{'passed' if gate.get('passed') else 'FAILED'}</b>; {_e(differing)}; "
            f"{_e('waiting for a review' if gate.get('status') == 'pending' else 'no review pending')}.</p>{nav}"
            f"{_gate_section(gate)}{_plots(plots)}{_questions_section(evaluation)}{_decision(gate, served)}")
    return _page(f"RAGOps review {candidate.get('deployment_id')}", body)


def _page(title: str, body: str) -> str:
    return (f"<!doctype html><html lang='en'><head><meta charset='utf-8'>"
            f"<meta name='viewport' content='width=device-width, initial-scale=1'><title>{_e(title)}</title>"
            f"<style>{STYLE}</style></head><body><main>{body}</main><script>{SCRIPT}</script></body></html>\n")


STYLE = """
*{box-sizing:border-box}body{font:15px/1.45 system-ui,sans-serif;margin:0;color:#1d1d1f;background:#fafafa}
main{max-width:1200px;margin:0 auto;padding:1rem}h1{font-size:1.4rem;overflow-wrap:anywhere}h2{font-size:1.2rem;
border-bottom:1px solid #ddd;padding-bottom:.2rem}h3{font-size:1.02rem;overflow-wrap:anywhere}h4{margin:.2rem 0}
code{overflow-wrap:anywhere}nav{margin:.3rem 0 .8rem}nav a{padding:.2rem}
.scroll{overflow-x:auto}table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #ccc;padding:4px 8px;
text-align:left;vertical-align:top}caption{text-align:left;color:#555}tr.fail td,tr.fail th{background:#fdd}
tr.pass td,tr.pass th{background:#efe}.verdict.pass{color:#17632a}.verdict.fail{color:#a00}
ul.reasons li.fail{color:#a00;font-weight:600}dl.deployments dt{font-weight:600}dl.deployments dd{margin:0 0 .4rem 1rem}
.plots{display:flex;flex-wrap:wrap;gap:.5rem}.plots figure{margin:0;flex:1 1 420px;min-width:0}.plots img{max-width:100%;height:auto}
.filters{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:flex-start;margin:.5rem 0}.filters fieldset{border:1px
solid #ccc;display:flex;flex-wrap:wrap;gap:.3rem 1rem}.filters label{white-space:nowrap;padding:.2rem 0}
.question{background:#fff;border:1px solid #ddd;border-radius:6px;padding:.6rem .8rem;margin:.8rem 0}
.question[hidden]{display:none}.meta{color:#555;margin:.2rem 0}.badge{display:inline-block;background:#fff3c4;
border:1px solid #e0c200;border-radius:3px;padding:0 .35rem;margin-left:.25rem;font-size:.85em}
.sides{display:grid;grid-template-columns:repeat(auto-fit,minmax(300px,1fr));gap:.8rem}.side{min-width:0;border-top:3px
solid #999;padding-top:.3rem}.side.candidate{border-color:#2563eb}.side.champion{border-color:#7c3aed}
.action{font-weight:600;padding:0 .3rem;border-radius:3px;background:#eee}.action.not_found{background:#fde2e2}
.action.correct{background:#dcfce7}.action.ambiguous{background:#fef3c7}.answer{white-space:pre-wrap;
overflow-wrap:anywhere}.first{color:#444;font-size:.9em;overflow-wrap:anywhere}ol.cards{padding-left:1.2rem}
.card{margin:.4rem 0}.card .source{margin:0;overflow-wrap:anywhere}.card blockquote{margin:.2rem 0;padding:.3rem .5rem;
background:#f3f4f6;border-left:3px solid #bbb;white-space:pre-wrap;overflow-wrap:anywhere}.card.cited blockquote{
border-color:#2563eb}.facts,.correction{margin:0;font-size:.85em;color:#444}.decide{display:grid;gap:.5rem;
max-width:520px}.decide input{width:100%;padding:.4rem;font:inherit}.buttons{display:flex;gap:.5rem;flex-wrap:wrap}
button{font:inherit;padding:.45rem .9rem;border-radius:4px;border:1px solid #555;background:#fff;cursor:pointer}
button#approve{background:#17632a;color:#fff;border-color:#17632a}button#reject{background:#a00;color:#fff;
border-color:#a00}button:disabled{opacity:.6}:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
#result{white-space:pre-wrap;overflow-wrap:anywhere}#result.error{color:#a00}#result.done{color:#17632a}
.empty{background:#fff;border:1px dashed #bbb;padding:.6rem}.question,.reasons,dl,.summary{overflow-wrap:anywhere}
@media (max-width:600px){main{padding:.5rem}.sides{grid-template-columns:1fr}td,th{padding:3px 4px;font-size:.9em}}
"""

# Text only (textContent): nothing the page shows is parsed as HTML.
SCRIPT = """
(function () {
  var filters = document.getElementById('filters');
  function apply() {
    if (!filters) return;
    var groups = [], kinds = [], shown = 0, all = document.querySelectorAll('article.question');
    filters.querySelectorAll('input[name=group]:checked').forEach(function (box) { groups.push(box.value); });
    filters.querySelectorAll('input[name=kind]:checked').forEach(function (box) { kinds.push(box.value); });
    all.forEach(function (article) {
      var own = article.dataset.kinds.split(' ');
      var visible = groups.indexOf(article.dataset.group) >= 0 && own.some(function (k) { return kinds.indexOf(k) >= 0; });
      article.hidden = !visible;
      if (visible) shown += 1;
    });
    document.getElementById('shown').textContent = shown + ' of ' + all.length + ' differing questions shown';
  }
  if (filters) { filters.addEventListener('change', apply); filters.addEventListener('submit', function (e) { e.preventDefault(); }); apply(); }
  var form = document.getElementById('decide');
  if (!form) return;
  var result = document.getElementById('result');
  var buttons = form.querySelectorAll('button');
  form.addEventListener('submit', function (event) { event.preventDefault(); });
  buttons.forEach(function (button) { button.addEventListener('click', function () { decide(button.value); }); });
  function decide(decision) {
    if (!form.reportValidity()) return;
    buttons.forEach(function (b) { b.disabled = true; });
    result.className = '';
    result.textContent = (decision === 'approve' ? 'Approving' : 'Rejecting') + '… (an approval promotes: this can take a minute)';
    fetch('review/decision', {method: 'POST', headers: {'Content-Type': 'application/json',
      'Authorization': 'Bearer ' + form.elements.token.value},
      body: JSON.stringify({model: form.dataset.model, version: form.dataset.version, decision: decision,
        reviewer: form.elements.reviewer.value, comment: form.elements.comment.value})})
      .then(function (response) { return response.json().then(function (body) { return [response.ok, body]; }); })
      .then(function (pair) {
        var ok = pair[0], body = pair[1];
        if (!ok) { throw new Error((body.error && body.error.message) || body.detail || 'the decision failed'); }
        var done = body.result || {}, tags = done.decision || {};
        result.className = body.ok ? 'done' : 'error';
        result.dataset.action = done.action || 'unknown';
        result.textContent = 'Recorded: review=' + (tags.review || '?') + ' by ' + (tags['review.reviewer'] || '?') +
          '\\n' + (done.action || '') + ': ' + (done.message || '');
      })
      .catch(function (err) { result.className = 'error'; result.dataset.action = 'failed';
        result.textContent = 'Not recorded: ' + err.message;
        buttons.forEach(function (b) { b.disabled = false; }); });
  }
})();
"""
