"""`ragops eval serving`: what a user of the HTTP API gets, measured over HTTP on the labelled questions.

A server (`python -m serving`) is started on this data root, with `evaluators.reference_date` set to the corpus's
reference date so that "now" means what the labels mean; every question is posted to `/v1/query` as a user would ask
it (no `as_of`: the question's own time words anchor it). Per question set (held-out paraphrases of the seen
families, and each unseen-phrasing set: whole families kept out of training and tuning) the report has:

- `actions`: how many questions got `correct`, `ambiguous`, `not_found`;
- `answered`: share not `not_found` (every labelled question has an answer in the corpus); `answerable_refused`: the
  share `not_found`;
- `right_answer_rate`: share answered right as the user meets it (models.answering.expected.right_answer: the first
  citation from the labelled document, the version in force, and the answer states the row's `expected` answer);
- `cites_right_document`: share whose answer cites a passage of the labelled document (the version in force for a
  versioned rule);
- `holds_answer_text`: share whose answer states a sentence of the labelled answer (all its figures, ≥ 80 % of its
  tokens);
- `cites_stale_version` / `stale_answered`: versioned questions whose answer cites another version of the rule than the
  one in force at the question's date (ground truth from the corpus manifest, not the chains the pipeline infers);
- `lists_version_apart`: versioned questions whose `superseded` lists another version of the rule;
- `statements_per_answer`: the mean number of cited statements in the answers given (not `not_found`). An answer
  quoting more statements states the expected answer more often, so a change to `right_answer_rate` is read beside
  it: a gain that comes with longer answers may be length, not better reading.
Per question (action, `right`, best confidence) in `eval_serving_questions.json`.

`unanswerable`: question sets with no answer in the corpus (`unanswerable_sets`), each with the share answered
(anything but `not_found`) and every question's best confidence: `off_topic_dev` (OFF_TOPIC below) and the corpus's
`queries/no_answer.jsonl` and `no_answer_dev` (`no_answer_dev.jsonl`: near-topic questions about the development
families' own subjects) for development, `off_topic_heldout` (`off_topic_heldout.txt`, 40 questions written by
another hand from a description of the corpus), `no_answer_blind` (`no_answer_blind.jsonl`, 60 near-topic and
off-topic questions written blind from the corpus's document titles only) and `no_answer_blind9`
(`no_answer_blind9.jsonl`, 24 written with blind set 9) untuned: never looked at while choosing anything. `summary` puts development and untuned apart (`not_found_figures`: right answers, answerable refused,
unanswerable answered, not_found precision and recall), and `floor_sweep` shows what each floor of FLOOR_GRID would
do — how `serving.answer.not_found_below` is chosen (on development only); a question refused because it names what
no document mentions (`serving.answer.refuse_unknown_subjects`) counts as refused at every floor.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from datetime import date
from pathlib import Path
from typing import Any

from models.answering.compose import CITATION
from models.answering.expected import right_answer
from models.retrieval.bm25_tokens import tokenize
from models.retrieval.counterfactual import claim_sentences
from models.text import figures
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
# 60 near-topic and off-topic questions written blind from the corpus's document titles only (no text, no code).
NO_ANSWER_BLIND = Path(__file__).with_name("no_answer_blind.jsonl")
# 24 questions about blind set 9's documents they do not answer: 12 naming an invented body or place, 12 asking what
# their own bodies never state (a phone number, who drafted it), written by that set's hand.
NO_ANSWER_BLIND9 = Path(__file__).with_name("no_answer_blind9.jsonl")
# 90 questions about the development families' own subjects that their documents do not answer (an attribute no
# document gives, a row a table lacks, a condition or exception the rule does not cover, a period before every
# version: each row's `kind`), written from those documents only, with the document each subject comes from.
NO_ANSWER_DEV = Path(__file__).with_name("no_answer_dev.jsonl")
UNTUNED_UNANSWERABLE = ("off_topic_heldout", "no_answer_blind", "no_answer_blind9")


def _holds(answer: str | None, expected: str) -> bool:
    """The answer states one sentence of the labelled answer: every figure of it and ≥ 80 % of its tokens (list
    markers such as "3." dropped)."""
    stated, stated_figures = set(tokenize(answer or "")), figures(answer or "")
    for sentence in claim_sentences(expected) or [expected]:
        want = set(tokenize(sentence))
        if want and figures(sentence) <= stated_figures and len(want & stated) / len(want) >= ANSWER_TEXT_SHARE:
            return True
    return False


def best_confidence(reply: Mapping[str, Any]) -> float:
    """The highest DCEE confidence among the answer context's passages (what the action's bounds are read against)."""
    return max((float(item["scores"]["confidence"]) for item in reply["evidence"]), default=0.0)


def question_record(row: Mapping[str, Any], reply: Mapping[str, Any], groups: Mapping[str, str]) -> dict[str, Any]:
    """One answerable question as the user met it: action, whether the answer states the expected answer with its
    first citation from the labelled document (`right`), stale citations, the best confidence."""
    cited = [item for item in reply["evidence"] if item.get("cited")]
    cited_paths = {path for item in cited for path in item.get("source_paths") or [item["source_path"]]}
    target = row.get("current_doc") or row["relevant_doc"]
    group = row.get("version_group")
    return {
        "query_id": row.get("query_id"), "action": reply["action"], "best_confidence": best_confidence(reply),
        "unknown_subjects": bool(reply.get("unknown_subjects")),
        "cites_right_document": target in cited_paths, "holds_answer_text": _holds(reply["answer"], row["relevant_text"]),
        "right": right_answer(row, reply),
        "statements": len(CITATION.findall(reply["answer"] or "")) if reply["action"] != "not_found" else None,
        "versioned": bool(group),
        "stale": bool(group) and any(groups.get(path) == group and path != target for path in cited_paths),
        "version_apart": bool(group) and any(groups.get(item["source_path"]) == group and item["source_path"] != target
                                             for item in reply["superseded"]),
    }


def _share(count: int, total: int) -> float | None:
    return round(count / total, 4) if total else None


def score_set(rows: Sequence[Mapping[str, Any]], replies: Sequence[Mapping[str, Any]],
              groups: Mapping[str, str]) -> dict[str, Any]:
    """The answerable questions of one set: see the module docstring for each figure."""
    records = [question_record(row, reply, groups) for row, reply in zip(rows, replies)]
    actions = Counter(record["action"] for record in records)
    n, versioned = len(records), sum(record["versioned"] for record in records)
    count = Counter(key for record in records for key, value in record.items() if value is True)
    return {"questions": n, "actions": dict(actions), "answered": _share(n - actions.get("not_found", 0), n),
            "right_answer_rate": _share(count["right"], n),
            "answerable_refused": _share(actions.get("not_found", 0), n),
            "cites_right_document": _share(count["cites_right_document"], n),
            "holds_answer_text": _share(count["holds_answer_text"], n),
            "versioned_questions": versioned, "cites_stale_version": count["stale"],
            "stale_answered": _share(count["stale"], n),
            "lists_version_apart": _share(count["version_apart"], versioned),
            "statements_per_answer": statements_per_answer(records), "records": records}


def statements_per_answer(records: Iterable[Mapping[str, Any]]) -> float | None:
    """The mean `statements` of the question records answered (not `not_found`); None when none was."""
    counts = [record["statements"] for record in records if record["statements"] is not None]
    return _share(sum(counts), len(counts))


def score_unanswerable(questions: Sequence[str], replies: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Questions the corpus has no answer to: the share answered (anything but not_found) and which."""
    actions = Counter(reply["action"] for reply in replies)
    answered = [q for q, r in zip(questions, replies) if r["action"] != "not_found"]
    return {"questions": len(questions), "actions": dict(actions),
            "not_found": _share(actions.get("not_found", 0), len(questions)),
            "unanswerable_answered": _share(len(answered), len(questions)), "answered_questions": answered,
            "best_confidence": [round(best_confidence(reply), 6) for reply in replies],
            "unknown_subjects": [bool(reply.get("unknown_subjects")) for reply in replies]}


def not_found_figures(answerable: Sequence[Mapping[str, Any]], unanswerable: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """not_found precision (of the questions answered not_found, the share with no answer in the corpus) and recall
    (of those, the share answered not_found) over the given scored sets together."""
    refused = sum(scored["actions"].get("not_found", 0) for scored in answerable)
    caught = sum(scored["actions"].get("not_found", 0) for scored in unanswerable)
    total = sum(scored["questions"] for scored in unanswerable)
    asked = sum(scored["questions"] for scored in answerable)
    return {"not_found_precision": _share(caught, caught + refused), "not_found_recall": _share(caught, total),
            "answerable_refused": _share(refused, asked), "unanswerable_answered": _share(total - caught, total),
            "right_answer_rate": _share(sum(sum(r["right"] for r in scored["records"]) for scored in answerable), asked),
            "statements_per_answer": statements_per_answer(record for scored in answerable for record in scored["records"]),
            "answerable_questions": asked, "unanswerable_questions": total}


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
            report["unanswerable"] = {}
            for name, questions in unanswerable_sets(settings).items():
                if progress:
                    print(f"eval serving: {name} ({len(questions)} questions, no answer in the corpus)", flush=True)
                report["unanswerable"][name] = score_unanswerable(questions, [ask(question) for question in questions])
    finally:
        server.stop()
    untuned = set(settings.evaluation.untuned_sets) | set(UNTUNED_UNANSWERABLE)
    report["untuned_sets"] = sorted(untuned)
    report["summary"] = {
        kind: not_found_figures([scored for name, scored in report["sets"].items() if (name in untuned) == is_untuned],
                                [scored for name, scored in report["unanswerable"].items()
                                 if (name in untuned) == is_untuned])
        for kind, is_untuned in (("development", False), ("untuned", True))}
    # A question refused for naming what no document mentions is refused at every floor (-1 below the grid).
    refuses = settings.serving.answer.refuse_unknown_subjects

    def swept(confidences: Sequence[float], unknown: Sequence[bool]) -> list[float]:
        return [-1.0 if refuses and named else value for value, named in zip(confidences, unknown)]

    report["floor_sweep"] = {
        kind: floor_sweep([swept([r["best_confidence"] for r in scored["records"]],
                                 [r["unknown_subjects"] for r in scored["records"]])
                           for name, scored in report["sets"].items() if (name in untuned) == is_untuned],
                          [swept(scored["best_confidence"], scored["unknown_subjects"])
                           for name, scored in report["unanswerable"].items() if (name in untuned) == is_untuned])
        for kind, is_untuned in (("development", False), ("untuned", True))}
    report["seconds"] = round(time.perf_counter() - started, 1)
    report["measured_on"] = date.today().isoformat()
    # Per question (action, right, best confidence...) apart: what `serving.answer` bounds are chosen from.
    write_json_atomic(paths.reports / "eval_serving_questions.json",
                      {name: scored.pop("records") for name, scored in report["sets"].items()})
    write_json_atomic(paths.reports / "eval_serving.json", report)
    return report


FLOOR_GRID = (0.005, 0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.08, 0.1, 0.12, 0.15, 0.2)


def floor_sweep(answerable: Sequence[Sequence[float]], unanswerable: Sequence[Sequence[float]]) -> list[dict[str, Any]]:
    """For each floor of FLOOR_GRID, what `serving.answer.not_found_below` set there would do to these questions
    (their best confidence, the action's input): answerable refused, unanswerable answered, not_found precision. How
    the floor is chosen on the development sets (README "Answer quality")."""
    best_answerable = [value for values in answerable for value in values]
    best_unanswerable = [value for values in unanswerable for value in values]
    rows = []
    for floor in FLOOR_GRID:
        refused = sum(value < floor for value in best_answerable)
        caught = sum(value < floor for value in best_unanswerable)
        rows.append({"floor": floor, "answerable_refused": _share(refused, len(best_answerable)),
                     "unanswerable_answered": _share(len(best_unanswerable) - caught, len(best_unanswerable)),
                     "not_found_precision": _share(caught, caught + refused)})
    return rows


def unanswerable_sets(settings: Settings) -> dict[str, list[str]]:
    """The question sets with no answer in the corpus, by name: `off_topic_dev` (OFF_TOPIC), `no_answer` (the
    corpus's queries/no_answer.jsonl, when it has one) and `no_answer_dev` (NO_ANSWER_DEV) for development,
    `off_topic_heldout`, `no_answer_blind` and `no_answer_blind9` (untuned: written blind, never looked at while
    choosing anything)."""
    from tasks.core.settings import corpus_folder

    def jsonl(path: Path) -> list[str]:
        return [json.loads(line)["query"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]

    sets = {"off_topic_dev": list(OFF_TOPIC)}
    folder = corpus_folder(settings)
    if folder is not None and (folder / "queries" / "no_answer.jsonl").is_file():
        sets["no_answer"] = jsonl(folder / "queries" / "no_answer.jsonl")
    sets["no_answer_dev"] = jsonl(NO_ANSWER_DEV)
    sets["off_topic_heldout"] = [line.strip() for line in OFF_TOPIC_HELDOUT.read_text(encoding="utf-8").splitlines()
                                 if line.strip()]
    sets["no_answer_blind"] = jsonl(NO_ANSWER_BLIND)
    sets["no_answer_blind9"] = jsonl(NO_ANSWER_BLIND9)
    return sets


def summary_lines(report: Mapping[str, Any]) -> list[str]:
    untuned = set(report.get("untuned_sets", []))
    lines = []
    for name, scored in report["sets"].items():
        lines.append(f"{name:10s}{' (untuned)' if name in untuned else ''} {scored['questions']} questions: actions "
                     f"{scored['actions']}, right answer {scored['right_answer_rate']}, refused "
                     f"{scored['answerable_refused']}, cites right document {scored['cites_right_document']}, stale "
                     f"cited {scored['cites_stale_version']}/{scored['versioned_questions']}, versions listed apart "
                     f"{scored['lists_version_apart']}, statements per answer {scored['statements_per_answer']}")
    for name, scored in (report.get("unanswerable") or {}).items():
        lines.append(f"{name}{' (untuned)' if name in untuned else ''}: {scored['questions']} questions with no "
                     f"answer, answered {scored['unanswerable_answered']} {scored['actions']}")
    for kind, figures_of in (report.get("summary") or {}).items():
        lines.append(f"{kind}: right answer {figures_of['right_answer_rate']}, answerable refused "
                     f"{figures_of['answerable_refused']}, unanswerable answered {figures_of['unanswerable_answered']}, "
                     f"not_found precision {figures_of['not_found_precision']} recall {figures_of['not_found_recall']}, "
                     f"statements per answer {figures_of['statements_per_answer']}")
    return lines
