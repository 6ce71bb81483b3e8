"""Answering questions: `query` (in this process), `serve` (the HTTP API), `ask` (a running server)."""

from __future__ import annotations

import argparse
import os
import sys
from datetime import date
from typing import Any

from tasks.cli.common import Commands, Formatter, UsageError, positive_int, question, source_label
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings


def register(commands: Commands) -> None:
    query = commands.add("query", _query, "route, retrieve, evaluate and correct the evidence for one question; "
                                          "prints the action, extractive answer, merged evidence and versions kept "
                                          "out, as the HTTP API does")
    query.add_argument("question", type=question)
    query.add_argument("--as-of", dest="as_of", default=None, metavar="YYYY-MM-DD",
                       help="answer as of this date (default: evaluators.reference_date, else today, as serving; "
                            "'in 2020' in the question still wins)")
    query.add_argument("-k", type=positive_int, default=None, help="evidence chunks (default: evaluators.evidence_k)")
    query.add_argument("--alias", default=None, help="latest | challenger | champion (default: evaluators.model_alias)")
    query.add_argument("--no-correction", action="store_true", help="skip counterfactual re-retrieval")

    serve = commands.add("serve", _serve,
                         "run the corrective-RAG HTTP API (serving/) until stopped (SIGINT / SIGTERM)")
    serve.add_argument("--host", default=None, help="default: serving.host (127.0.0.1)")
    serve.add_argument("--port", type=int, default=None, help="default: serving.port")
    serve.add_argument("--log-level", default="info", choices=["debug", "info", "warning", "error"])
    serve.add_argument("--workers", type=positive_int, default=None,
                       help="server processes on the one port (default: serving.workers, 1)")

    ask = commands.add("ask", _ask, "ask a running server (`ragops serve`) one question; prints the answer, its "
                                    "evidence and the versions kept out of it")
    ask.add_argument("question", type=question)
    ask.add_argument("--url", default=None, help="default: http://<serving.host>:<serving.port>")
    ask.add_argument("--as-of", dest="as_of", default=None, metavar="YYYY-MM-DD")
    ask.add_argument("-k", type=positive_int, default=None, help="evidence passages (default: evaluators.evidence_k)")
    ask.add_argument("--session", default=None, help="session id (session-aware routing)")
    ask.add_argument("--wait", type=float, default=0.0, metavar="SECONDS",
                     help="wait up to this long for the server to be ready (/readyz) first")


# ---------------------------------------------------------------- handlers: (args, settings, paths) -> report


def _query(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.runtime.corrective import open_pipeline

    try:
        # "Now" as serving reads it (serving/app.py): evaluators.reference_date when set, else today.
        stated = args.as_of or settings.evaluators.reference_date
        today = date.fromisoformat(stated) if stated else date.today()
    except ValueError:
        raise UsageError(f"--as-of expects YYYY-MM-DD, got {args.as_of!r}") from None
    pipeline = open_pipeline(settings, paths, alias=args.alias)
    return query_report(pipeline, args.question, today, args.k, correct=False if args.no_correction else None)


def query_report(pipeline: Any, question: str, today: date, k: int | None = None,
                 correct: bool | None = None) -> dict[str, Any]:
    """`ragops query`'s result: the answer, action, merged evidence and versions kept out as the HTTP API gives them
    with the extractive backend (models.answering: the same functions serving/service.py calls), and the pipeline's
    routing, correction, model and index versions and clocks. `pipeline`: a tasks.runtime.corrective pipeline."""
    from models.answering.compose import extractive_reply
    from models.answering.evidence import (
        answer_items,
        answer_view,
        public_item,
        public_superseded,
        refused_subjects,
    )

    result = pipeline.answer(question, today=today, k=k, correct=correct, other_versions=True).to_dict()
    threshold, answer = pipeline.settings.evaluators.dcee.threshold, pipeline.settings.serving.answer
    context, superseded, action = answer_view(result, threshold, answer.not_found_below,
                                              answer.refuse_unknown_subjects)
    answering = answer_items(context, threshold, answer.not_found_below, answer.quote_share_of_best)
    text, cited = extractive_reply(result["query"], context, answering, action, answer.max_sentences,
                                   pipeline.featurizer.embedder.embed, answer.sentence_cosine_weight,
                                   refused_subjects(result, answer.refuse_unknown_subjects))
    return {
        "query": result["query"], "answer": text, "action": action, "intent": result["intent"],
        "as_of": result["as_of"], "anchor": result["anchor"],
        "evidence": [public_item(item, cited) for item in context],
        "superseded": [public_superseded(item) for item in superseded],
        "unknown_subjects": result["unknown_subjects"],
        "corrected": result["corrected"], "changed": result["changed"], "corrections": result["corrections"],
        "model_versions": result["model_versions"], "index_version": result["index_version"],
        "seconds": result["seconds"],
    }


def _serve(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    """Replaces this process with the server (`python -m serving`): the CLI does not import serving (it sits beside
    tasks, not below it), and the server gets the signals and the PID."""
    argv = [sys.executable, "-m", "serving", "--data-root", paths.origin or str(paths.root), "--log-level",
            args.log_level]
    if args.params:
        argv += ["--params", args.params]
    for assignment in args.overrides or []:
        argv += ["--set", assignment]
    if getattr(args, "source", None):
        argv += ["--set", f"ingest.source={args.source}"]
    if args.host:
        argv += ["--host", args.host]
    if args.port is not None:
        argv += ["--port", str(args.port)]
    if args.workers is not None:
        argv += ["--workers", str(args.workers)]
    sys.stdout.flush()
    sys.stderr.flush()
    os.execv(sys.executable, argv)
    raise AssertionError("unreachable")


def _ask(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    import time

    import httpx

    url = (args.url or f"http://{settings.serving.host}:{settings.serving.port}").rstrip("/")
    deadline = time.monotonic() + args.wait
    while True:
        try:
            ready = httpx.get(f"{url}/readyz", timeout=5.0)
            if ready.status_code == 200:
                break
            reason = ready.json().get("last_error") or "loading"
        except httpx.HTTPError as err:
            reason = f"not reachable ({err})"
        if time.monotonic() >= deadline:
            raise RuntimeError(f"server at {url} is not ready: {reason}")
        time.sleep(0.5)
    body: dict[str, Any] = {"query": args.question}
    for key, value in (("as_of", args.as_of), ("top_k", args.k), ("session_id", args.session)):
        if value is not None:
            body[key] = value
    reply = httpx.post(f"{url}/v1/query", json=body, timeout=120.0)
    if reply.status_code != 200:
        raise RuntimeError(f"{url}/v1/query answered {reply.status_code}: {reply.text[:500]}")
    return reply.json()


# ---------------------------------------------------------------- human output


def _print_query(args: argparse.Namespace, result: dict[str, Any]) -> None:
    """`ragops query`: the route, the action and extractive answer, then each merged passage with its scores."""
    intent = result["intent"]
    print(f"as of {result['as_of']} ({result['anchor']['kind']}); intent {intent['routed']}"
          f"{' (fallback)' if intent['fell_back'] else ''} p={intent['predicted_confidence']:.2f}; "
          f"corrections {result['corrections']}; index {result['index_version']}; action {result['action']}")
    print(f"answer: {result['answer']}")
    for item in result["evidence"]:
        scores, version = item["scores"], item["document_version"]
        flag = {"counterfactual": " [via counterfactual]", "in_force_version": " [version in force, fetched]",
                "amended_version": " [left alone by its amendment, fetched]"}.get(item["origin"], "")
        window = ""
        if version.get("valid_from") or version.get("valid_until"):
            window = f" {version.get('valid_from') or '?'}..{version.get('valid_until') or ''}"
        marks = "".join(mark for mark, on in ((" passes", item["passes"]), (" cited", item["cited"])) if on)
        print(f"{item['rank']}. {source_label(item['source_path'], item.get('source_paths'))} p.{item['page']} "
              f"({version['validity_at_as_of']}{window}) "
              f"s={scores['semantic']:.2f} d={scores['temporal']:.2f} conf={scores['confidence']:.2f}{marks}{flag}: "
              f"{item['text'][:100]}")
    _print_superseded(result["superseded"])


def _print_answer(args: argparse.Namespace, result: dict[str, Any]) -> None:
    """`ragops ask`: the server's answer, each evidence passage with its validity, then what was kept out."""
    intent = result["intent"]
    print(f"as of {result['as_of']}; intent {intent['routed']} (strategy {result['strategy']}); action "
          f"{result['action']}; deployment {result['deployment']['deployment_id']}")
    backend = (result.get("generation") or {}).get("backend")
    print(f"answer{f' ({backend})' if backend else ''}: {result['answer']}")
    print("evidence:")
    for item in result["evidence"]:
        version = item["document_version"]
        window = f" valid {version.get('valid_from') or '?'}..{version.get('valid_until') or ''}" if (
            version.get("valid_from") or version.get("valid_until")) else ""
        print(f"  [{item['rank']}] {source_label(item['source_path'], item.get('source_paths'))} p.{item['page']} "
              f"({version['validity_at_as_of']}{window}; conf {item['scores']['confidence']:.2f}"
              f"{', passes' if item['passes'] else ''}; {'/'.join(item['strategies'])}): {item['text'][:160]}")
    _print_superseded(result["superseded"])
    for warning in result["warnings"]:
        print(f"  warning: {warning}")


def _print_superseded(items: list[dict[str, Any]]) -> None:
    """The versions kept out of the answer (`ragops ask`, `ragops query`)."""
    for item in items:
        print(f"  superseded: {item['source_path']} p.{item['page']} ({item['validity']}, valid "
              f"{item['valid_from'] or '?'}..{item['valid_until'] or ''}): {item['text'][:160]}")


FORMATTERS: dict[str, Formatter] = {"query": _print_query, "ask": _print_answer}
