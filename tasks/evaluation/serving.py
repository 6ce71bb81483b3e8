"""`ragops eval serving`: what a user of the HTTP API gets, measured over HTTP on the labelled questions.

A server (`python -m serving`) is started on this data root, with `evaluators.reference_date` set to the corpus's
reference date so that "now" means what the labels mean; every question is posted to `/v1/query` as a user would ask
it (no `as_of`: the question's own time words anchor it). Per question set (held-out paraphrases of the seen
families, and each unseen-phrasing set: whole families kept out of training and tuning) the report has:

- `actions`: how many questions got `correct`, `ambiguous`, `not_found`;
- `answered`: share not `not_found` (every labelled question has an answer in the corpus);
- `cites_right_document`: share whose answer cites a passage of the labelled document (the version in force for a
  versioned rule);
- `holds_answer_text`: share whose answer states a sentence of the labelled answer (all its figures, ≥ 80 % of its
  tokens);
- `cites_stale_version`: versioned questions whose answer cites another version of the rule than the one in force
  at the question's date (ground truth from the corpus manifest, not the chains the pipeline infers);
- `lists_version_apart`: versioned questions whose `superseded` lists another version of the rule.

And `off_topic`: questions about things no document of the corpus covers, with the share answered `not_found`, in
two sets: `dev` (OFF_TOPIC below: cooking, sport, geography, programming, in English and Chinese; looked at while
choosing `serving.answer.not_found_below`) and `heldout` (`off_topic_heldout.txt`: 40 questions written by another
hand from a description of the corpus only, copied in unread, never looked at while choosing anything).
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Mapping, Sequence
from datetime import date
from pathlib import Path
from typing import Any

from models.answering.verify import figures
from models.retrieval.bm25_tokens import tokenize
from models.retrieval.counterfactual import claim_sentences
from tasks.core.atomic import write_json_atomic
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings

OFF_TOPIC = (
    "How do I bake sourdough bread at home?", "Who won the football world cup in 2014?",
    "What is the capital of Australia?", "How do I reverse a linked list in Python?",
    "What is a good recipe for tomato soup?", "How many moons does Jupiter have?",
    "Which running shoes are best for a marathon?", "How do I train a puppy to sit?",
    "What is the plot of Hamlet?", "How tall is Mount Kilimanjaro?",
    "Explain the rules of cricket.", "What is the boiling point of ethanol?",
    "如何在家做红烧肉？", "2008年奥运会在哪里举行？", "怎样学好吉他？", "长城有多长？", "如何给猫洗澡？",
)
ANSWER_TEXT_SHARE = 0.8
OFF_TOPIC_HELDOUT = Path(__file__).with_name("off_topic_heldout.txt")


def _holds(answer: str | None, expected: str) -> bool:
    """The answer states one sentence of the labelled answer: every figure of it and ≥ 80 % of its tokens (list
    markers such as "3." dropped)."""
    stated, stated_figures = set(tokenize(answer or "")), figures(answer or "")
    for sentence in claim_sentences(expected) or [expected]:
        want = set(tokenize(sentence))
        if want and figures(sentence) <= stated_figures and len(want & stated) / len(want) >= ANSWER_TEXT_SHARE:
            return True
    return False


def score_set(rows: Sequence[Mapping[str, Any]], replies: Sequence[Mapping[str, Any]],
              groups: Mapping[str, str]) -> dict[str, Any]:
    actions = Counter(reply["action"] for reply in replies)
    right = holds = stale = apart = versioned = 0
    for row, reply in zip(rows, replies):
        cited = [item for item in reply["evidence"] if item.get("cited")]
        cited_paths = {path for item in cited for path in item.get("source_paths") or [item["source_path"]]}
        target = row.get("current_doc") or row["relevant_doc"]
        right += target in cited_paths
        holds += _holds(reply["answer"], row["relevant_text"])
        if row.get("version_group"):
            versioned += 1
            group = row["version_group"]
            stale += any(groups.get(path) == group and path != target for path in cited_paths)
            apart += any(groups.get(item["source_path"]) == group and item["source_path"] != target
                         for item in reply["superseded"])
    n = len(rows)

    def share(count: int, total: int) -> float | None:
        return round(count / total, 4) if total else None

    return {"questions": n, "actions": dict(actions), "answered": share(n - actions.get("not_found", 0), n),
            "cites_right_document": share(right, n), "holds_answer_text": share(holds, n),
            "versioned_questions": versioned, "cites_stale_version": stale,
            "lists_version_apart": share(apart, versioned)}


def run(settings: Settings, paths: DataPaths, limit: int | None = None, progress: bool = True) -> dict[str, Any]:
    import httpx

    from tasks.core.server_process import Server, server_settings
    from tasks.evaluation.evaluators import phrasing_set, versioned_documents
    from tasks.labels.queries import query_rows, query_set_path
    from tasks.runtime.evidence import reference_date

    today = reference_date(settings)
    groups = versioned_documents(settings)
    sets: dict[str, list[dict[str, Any]]] = {"heldout": query_rows(settings, "heldout")}
    if query_set_path(settings, "unseen_phrasing").is_file():
        for row in query_rows(settings, "unseen_phrasing"):
            sets.setdefault(phrasing_set(row), []).append(row)
    if limit:
        sets = {name: rows[:limit] for name, rows in sets.items()}
    scratch = paths.reports / "eval_serving"
    params = server_settings(settings, scratch / "settings.json")  # without ingest.passwords
    server = Server(paths.root, params, [f"evaluators.reference_date={today.isoformat()}",
                                                 "serving.watch_interval_seconds=0"], scratch / "server.log")
    started = time.perf_counter()
    report: dict[str, Any] = {"reference_date": today.isoformat(), "sets": {}}
    try:
        report["deployment"] = server.start()["deployment"]
        with httpx.Client(base_url=server.url, timeout=120.0) as client:

            def ask(question: str) -> dict[str, Any]:
                reply = client.post("/v1/query", json={"query": question})
                reply.raise_for_status()
                return reply.json()

            for name, rows in sets.items():
                if progress:
                    print(f"eval serving: {name} ({len(rows)} questions)", flush=True)
                report["sets"][name] = score_set(rows, [ask(row["query"]) for row in rows], groups)
            heldout = [line.strip() for line in OFF_TOPIC_HELDOUT.read_text(encoding="utf-8").splitlines()
                       if line.strip()]
            report["off_topic"] = {}
            for name, questions in (("dev", OFF_TOPIC), ("heldout", heldout)):
                off = [ask(question) for question in questions]
                report["off_topic"][name] = {
                    "questions": len(off), "actions": dict(Counter(r["action"] for r in off)),
                    "not_found": round(sum(r["action"] == "not_found" for r in off) / len(off), 4),
                    "answered_questions": [q for q, r in zip(questions, off) if r["action"] != "not_found"]}
    finally:
        server.stop()
    report["untuned_sets"] = list(settings.evaluation.untuned_sets)
    report["seconds"] = round(time.perf_counter() - started, 1)
    report["measured_on"] = date.today().isoformat()
    write_json_atomic(paths.reports / "eval_serving.json", report)
    return report


def summary_lines(report: Mapping[str, Any]) -> list[str]:
    lines = []
    for name, scored in report["sets"].items():
        untuned = " (untuned)" if name in report.get("untuned_sets", []) else ""
        lines.append(f"{name:10s}{untuned} {scored['questions']} questions: actions {scored['actions']}, answered "
                     f"{scored['answered']}, cites right document {scored['cites_right_document']}, holds answer "
                     f"{scored['holds_answer_text']}, stale cited {scored['cites_stale_version']}/"
                     f"{scored['versioned_questions']}, versions listed apart {scored['lists_version_apart']}")
    for name, off in (report.get("off_topic") or {}).items():
        lines.append(f"off-topic {name}: {off['questions']} questions, not_found {off['not_found']} {off['actions']}")
    return lines
