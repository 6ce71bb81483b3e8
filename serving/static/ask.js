/* The ask page (GET /) in the browser. The form works without this script (a GET that answers on the server); with
   it, the question goes to POST /v1/query with "stream": the answer's text shows as it arrives, then the whole
   response renders: citations, evidence cards, versions not in force, warnings, and the helpful / not-helpful
   control, which posts to POST /v1/feedback. The markup is the one serving/ask_view.py renders on the server.

   Text from the corpus, the index or the user only ever reaches the page through textContent, createTextNode and
   setAttribute: never innerHTML. */
(function () {
  "use strict";

  const VALIDITY = {in_force: "in force", superseded: "superseded", not_yet_effective: "not yet in force",
                    unknown: "validity unknown"};
  const CITATION = /\[(\d+)\]/g;
  const MAX_ALSO = 16;
  const state = {shownAt: 0, openedEvidence: false, pieces: 0, streamed: false, done: false};

  function el(tag, attrs, children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (key === "text") node.textContent = String(value);
      else node.setAttribute(key, value === true ? "" : String(value));
    }
    for (const child of children || []) {
      if (child === null || child === undefined || child === "") continue;
      node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    }
    return node;
  }

  function pages(item) {
    if (item.page === null || item.page === undefined) return "page unknown";
    const last = item.page_end;
    return last !== null && last !== undefined && last !== item.page ? `pages ${item.page}–${last}` : `page ${item.page}`;
  }

  function windowText(version) {
    const start = version.valid_from, end = version.valid_until;
    if (start && end) return `valid from ${start} until ${end}`;
    if (start) return `valid from ${start}`;
    return end ? `valid until ${end}` : "no validity window stated";
  }

  function validityOf(item) {
    return String(item.validity || (item.document_version || {}).validity_at_as_of || "unknown");
  }

  function cropUrl(item) {
    const chunk = String(item.chunk_id || "");
    const others = (item.chunk_ids || []).map(String).filter((id) => id !== chunk).slice(0, MAX_ALSO);
    const query = others.length ? "?" + new URLSearchParams(others.map((id) => ["also", id])).toString() : "";
    return `/v1/evidence/${encodeURIComponent(chunk)}/crop.png${query}`;
  }

  /* The answer as text nodes, each [n] naming an evidence passage a link to its card. */
  function answerNodes(answer, evidence) {
    if (!answer) return [el("span", {class: "none", text: "No answer."})];
    const ranks = new Set(evidence.map((item) => Number(item.rank)));
    const nodes = [];
    let start = 0;
    for (const found of answer.matchAll(CITATION)) {
      nodes.push(document.createTextNode(answer.slice(start, found.index)));
      const number = Number(found[1]);
      nodes.push(ranks.has(number)
        ? el("a", {class: "cite", href: `#evidence-${number}`, "aria-label": `citation ${number}`, text: `[${number}]`})
        : document.createTextNode(found[0]));
      start = found.index + found[0].length;
    }
    nodes.push(document.createTextNode(answer.slice(start)));
    return nodes;
  }

  function versions(item, everything) {
    const version = item.document_version || {};
    if (!version.version_group) return null;
    const known = Number(version.versions_known || 1);
    const others = everything.filter(([, other]) => other !== item &&
      (other.document_version || {}).version_group === version.version_group &&
      (other.document_version || {}).doc_id !== version.doc_id);
    others.sort((a, b) => String((a[1].document_version || {}).valid_from || "")
      .localeCompare(String((b[1].document_version || {}).valid_from || "")));
    const links = others.map(([kind, other]) => el("li", {}, [
      el("a", {href: `#${kind}-${Number(other.rank || 0)}`, text: String(other.title || other.source_path || "")}),
      ` (${VALIDITY[validityOf(other)] || validityOf(other)}, ${windowText(other.document_version || {})})`]));
    return [`${known} version${known !== 1 ? "s" : ""} known`, links.length ? el("ul", {class: "chain"}, links) : null];
  }

  function facts(item, everything) {
    const version = item.document_version || {};
    const validity = validityOf(item);
    const rows = [["Validity", [el("span", {class: `validity ${validity}`, text: VALIDITY[validity] || validity}),
                                ` ${windowText(version)}`]],
                  ["Versions", versions(item, everything)]];
    if (item.ocr) {
      const confidence = item.ocr.confidence === null || item.ocr.confidence === undefined
        ? "unknown" : Number(item.ocr.confidence).toFixed(2);
      rows.push(["OCR", [`read by OCR (${item.ocr.engine || "unknown engine"}), confidence ${confidence}: ` +
                         "check the page image"]]);
    }
    const score = (item.scores || {}).confidence;
    if (score !== null && score !== undefined) rows.push(["DCEE confidence", [Number(score).toFixed(3)]]);
    const list = el("dl", {class: "facts"});
    for (const [name, value] of rows) {
      if (!value) continue;
      list.append(el("dt", {text: name}), el("dd", {}, value));
    }
    return list;
  }

  function card(item, kind, everything) {
    const rank = Number(item.rank || 0);
    const source = String(item.source_path || "");
    const badges = [];
    if (item.cited) badges.push(el("span", {class: "badge cited", text: "cited"}));
    badges.push(item.passes ? el("span", {class: "badge pass", text: "passes DCEE"})
                            : el("span", {class: "badge below", text: "below DCEE threshold"}));
    const image = el("img", {src: cropUrl(item), alt: `Page ${pages(item)} of ${source}, the passage highlighted`,
                             decoding: "async"});
    image.addEventListener("error", () => image.closest("figure").classList.add("missing"));
    const crop = el("figure", {class: "crop"}, [el("a", {href: cropUrl(item), class: "crop-link"}, [image]),
                                                el("figcaption", {text: `${source}, ${pages(item)}`})]);
    return el("article", {class: `card ${kind}`, id: `${kind}-${rank}`, tabindex: "-1",
                          "data-chunk-id": String(item.chunk_id || "")}, [
      el("header", {}, [el("span", {class: "num", text: kind === "evidence" ? `[${rank}]` : `v${rank}`}), " ",
                        el("h3", {text: String(item.title || source)}), " ", ...badges]),
      el("p", {class: "source"}, [el("span", {class: "path", text: source}), ` · ${pages(item)}`]),
      crop,
      el("blockquote", {class: "passage", tabindex: "0", text: String(item.text || "")}),
      facts(item, everything)]);
  }

  function status(reply) {
    const facts = [["action", reply.action], ["intent", (reply.intent || {}).routed], ["as of", reply.as_of],
                   ["deployment", (reply.deployment || {}).deployment_id]];
    return el("p", {id: "status", class: "status"}, facts.filter(([, value]) => value).map(([name, value]) =>
      el("span", {class: "fact"}, [el("span", {class: "label", text: name}), " ",
                                   el("span", {class: "value", "data-fact": name, text: String(value)})])));
  }

  function feedback(queryId) {
    const section = el("section", {id: "feedback", class: "feedback", "data-query-id": queryId,
                                   "aria-label": "Feedback"}, [
      el("span", {text: "Was this answer helpful?"}), " ",
      el("button", {type: "button", class: "fb", "data-helpful": "true", text: "Helpful"}), " ",
      el("button", {type: "button", class: "fb", "data-helpful": "false", text: "Not helpful"}), " ",
      el("span", {id: "feedback-result", class: "fb-result", role: "status"})]);
    bindFeedback(section);
    return section;
  }

  function cards(items, kind, everything) {
    return el("ol", {id: kind, class: kind === "evidence" ? "cards" : "cards superseded"},
              items.map((item) => el("li", {}, [card(item, kind, everything)])));
  }

  /* A /v1/query response into `target` (default: #result), replacing what it held. */
  function render(reply, target) {
    const result = target || document.getElementById("result");
    const evidence = reply.evidence || [], superseded = reply.superseded || [];
    const everything = evidence.map((item) => ["evidence", item]).concat(superseded.map((item) => ["superseded", item]));
    const parts = [status(reply)];
    if ((reply.warnings || []).length) {
      parts.push(el("ul", {id: "warnings", class: "warnings", "aria-label": "Warnings"},
                    reply.warnings.map((warning) => el("li", {text: String(warning)}))));
    }
    parts.push(el("section", {class: "answer-box", "aria-labelledby": "answer-heading"}, [
      el("h2", {id: "answer-heading", text: "Answer"}),
      el("p", {id: "answer", class: "answer"}, answerNodes(reply.answer, evidence))]));
    if (reply.query_id) parts.push(feedback(String(reply.query_id)));
    if (evidence.length) {
      parts.push(el("section", {"aria-labelledby": "evidence-heading"}, [
        el("h2", {id: "evidence-heading", text: "Evidence"}), cards(evidence, "evidence", everything)]));
    }
    if (superseded.length) {
      parts.push(el("section", {"aria-labelledby": "superseded-heading"}, [
        el("h2", {id: "superseded-heading", text: "Versions not in force"}),
        el("p", {class: "note", text: "Kept out of the answer: superseded, or adopted but not yet in force on " +
                                      `${reply.as_of || ""}.`}),
        cards(superseded, "superseded", everything)]));
    }
    result.replaceChildren(...parts);
    result.setAttribute("aria-busy", "false");
    state.shownAt = performance.now();
    state.openedEvidence = false;
    return result;
  }

  function showError(message) {
    const result = document.getElementById("result");
    result.replaceChildren(el("p", {class: "error", role: "alert", text: message}));
    result.setAttribute("aria-busy", "false");
    state.done = true;
  }

  async function errorMessage(response) {
    try {
      const body = await response.json();
      return `${response.status}: ${body.error.message}`;
    } catch (err) {
      return `the server answered ${response.status}`;
    }
  }

  /* POST /v1/query with "stream": the text as it comes, then the whole response rendered. */
  async function ask(query, asOf) {
    const result = document.getElementById("result");
    const answer = el("p", {id: "answer", class: "answer streaming"});
    const progress = el("p", {class: "progress", role: "status", text: "Finding the evidence…"});
    result.replaceChildren(progress, el("section", {class: "answer-box"}, [el("h2", {text: "Answer"}), answer]));
    result.setAttribute("aria-busy", "true");
    Object.assign(state, {pieces: 0, streamed: true, done: false});
    const body = {query: query, stream: true};
    if (asOf) body.as_of = asOf;
    let response;
    try {
      response = await fetch("/v1/query", {method: "POST", body: JSON.stringify(body),
                                           headers: {"content-type": "application/json", accept: "text/event-stream"}});
    } catch (err) {
      showError(`the server could not be reached: ${err}`);
      return;
    }
    if (!response.ok) {
      showError(await errorMessage(response));
      return;
    }
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const {value, done} = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, {stream: true});
      let cut;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const event = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (!event.startsWith("data: ")) continue;
        const payload = JSON.parse(event.slice(6));
        if (payload.delta !== undefined) {
          state.pieces += 1;
          progress.textContent = "Answering…";
          answer.appendChild(document.createTextNode(payload.delta));
        } else if (payload.response) {
          render(payload.response, result);
          state.done = true;
        } else if (payload.error) {
          showError(`${payload.error.code}: ${payload.error.message}`);
        }
      }
    }
    if (!state.done) showError("the answer stream ended before the answer was complete");
  }

  function bindFeedback(section) {
    section.hidden = false;
    const output = section.querySelector(".fb-result");
    for (const button of section.querySelectorAll("button.fb")) {
      button.addEventListener("click", async () => {
        const helpful = button.dataset.helpful === "true";
        const body = {query_id: section.dataset.queryId, helpful: helpful, opened_evidence: state.openedEvidence,
                      dwell_ms: Math.max(0, Math.round(performance.now() - state.shownAt))};
        output.textContent = "Sending…";
        try {
          const response = await fetch("/v1/feedback", {method: "POST", body: JSON.stringify(body),
                                                        headers: {"content-type": "application/json"}});
          if (!response.ok) {
            output.textContent = `Not stored: ${await errorMessage(response)}`;
            return;
          }
          const stored = await response.json();
          for (const other of section.querySelectorAll("button.fb")) {
            other.setAttribute("aria-pressed", String(other === button));
            other.disabled = true;
          }
          output.textContent = `Thank you: stored as ${stored.rating || "no rating"} ` +
            `(credibility ${Number(stored.credibility).toFixed(2)}).`;
          section.dataset.stored = stored.rating || "none";
        } catch (err) {
          output.textContent = `Not stored: ${err}`;
        }
      });
    }
  }

  function start() {
    const form = document.getElementById("ask");
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const query = form.elements.q.value.trim(), asOf = form.elements.as_of.value;
      if (!query) return;
      const params = new URLSearchParams({q: query});
      if (asOf) params.set("as_of", asOf);
      history.pushState(null, "", `/?${params}`);
      document.title = `${query.slice(0, 80)} · RAGOps`;
      ask(query, asOf);
    });
    form.elements.q.addEventListener("keydown", (event) => {  // Enter asks; Shift+Enter is a new line
      if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
        event.preventDefault();
        form.requestSubmit();
      }
    });
    let shown = location.search;
    form.addEventListener("submit", () => { shown = location.search; });
    window.addEventListener("popstate", () => {  // back to an earlier question: answer it again
      if (location.search !== shown) location.reload();
    });
    document.getElementById("result").addEventListener("click", (event) => {
      const link = event.target.closest("a.cite, .chain a");
      if (!link) return;
      state.openedEvidence = true;
      const card = document.getElementById(link.getAttribute("href").slice(1));
      if (card) {
        event.preventDefault();
        card.scrollIntoView({block: "start"});
        card.focus({preventScroll: true});
        history.replaceState(null, "", link.getAttribute("href"));
      }
    });
    const served = document.getElementById("feedback");
    if (served) {
      bindFeedback(served);
      state.shownAt = performance.now();
    }
    for (const image of document.querySelectorAll(".crop img")) {
      image.addEventListener("error", () => image.closest("figure").classList.add("missing"));
      if (image.complete && image.naturalWidth === 0) image.closest("figure").classList.add("missing");
    }
  }

  window.RagopsAsk = {render: render, ask: ask, state: state};
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
