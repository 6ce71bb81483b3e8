"""`ragops` — the command line: one subcommand per stage, the same functions the DAGs and dvc.yaml call.

One argument parser for the whole project. Contract scripts can rely on: global `--data-root DIR` (env
RAGOPS_DATA_ROOT, default `data/`), `--params FILE`, repeated `--set section.key=value`, and `--json` on every
command (one JSON object on stdout; progress and logs go to stderr). They may come before or after the
subcommand. Exit status: 0 success, 2 bad settings or arguments, 1 a stage failed; either way one line on stderr
says what is wrong (`-v` adds the traceback of a stage failure).

A DVC stage `X` runs `ragops X` (`train_dcee` runs `ragops train dcee`, `eval_evaluators` runs `ragops eval`).
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import date
from pathlib import Path
from typing import Any, NoReturn

from models.vocabulary import STRATEGIES
from tasks.core.atomic import write_json_atomic
from tasks.core.paths import DATA_ROOT_ENV, SHARED_TESTDATA, DataPaths
from tasks.core.settings import Settings, SettingsError, load_settings, parse_set_args
from tasks.ingest.ocr_engines.base import EngineUnavailable

TRAIN_STEPS = ("all", "dcee", "intent", "ranker")
EVAL_TARGETS = ("evaluators", "retrieval", "tables", "serving")
BENCHES = ("ingest", "ocr", "ocr-scale", "embed", "faiss", "correction", "tables", "serving", "orchestration")
TABLE_SETS = ("icdar2013-eu", "camelot", "tabula")  # tasks.evaluation.tables.SETS (imported lazily)


class _Parser(argparse.ArgumentParser):
    """argparse with its errors on one line (no usage block): `ragops search: error: argument -k: ...`."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see `{self.prog} --help`)\n")


def positive_int(text: str) -> int:
    """Argument type of every count a command takes (-k, --page, --limit): a whole number >= 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expects a whole number >= 1, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be >= 1, got {value}")
    return value


def question(text: str) -> str:
    """Argument type of a question or search query (`query`, `search`, `ask`): some non-blank text."""
    if not text.strip():
        raise argparse.ArgumentTypeError("is empty: give the question in words, e.g. \"what is the filing fee?\"")
    return text


def _common_options(suppress: bool) -> argparse.ArgumentParser:
    # Global options are accepted before or after the subcommand; SUPPRESS keeps a subcommand's parser
    # from overwriting a value given before it.
    default = argparse.SUPPRESS if suppress else None
    parser = _Parser(add_help=False)
    parser.add_argument("--data-root", default=default, metavar="DIR",
                        help=f"artifact root (env {DATA_ROOT_ENV}, default data/)")
    parser.add_argument("--params", default=default, metavar="FILE", help="params file (default: params.yaml)")
    parser.add_argument("--set", dest="overrides", action="append", default=default if suppress else [],
                        metavar="SECTION.KEY=VALUE", help="override one setting; repeatable")
    parser.add_argument("--json", action="store_true", default=default if suppress else False,
                        help="print the result as one JSON object on stdout")
    parser.add_argument("-v", "--verbose", action="store_true", default=default if suppress else False)
    return parser


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="ragops", description=__doc__.split("\n")[0],
                                     parents=[_common_options(suppress=False)])
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    common = _common_options(suppress=True)

    def command(name: str, handler: Callable[..., dict[str, Any]], help: str) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, parents=[common], help=help, description=help)
        sub.set_defaults(handler=handler)
        return sub

    corpus = command("sample-corpus", _sample_corpus, "write the deterministic synthetic demo corpus and query set")
    corpus.add_argument("directory", type=Path)
    corpus.add_argument("--seed", type=int, default=None, help="default: sample_corpus.seed")

    ingest = command("ingest", _ingest, "ingest documents into the chunk store")
    ingest.add_argument("--source", default=None, metavar="PATH_OR_URL", help="default: ingest.source")
    ingest.add_argument("--no-progress", action="store_true", help="no progress bar")

    inspect = command("inspect", _inspect, "show what ingestion reads from one file (routing, language, text in "
                                           "reading order, tables with cells), without ingesting it")
    inspect.add_argument("file", type=Path)
    inspect.add_argument("--page", type=positive_int, default=None, metavar="N", help="only page N (1-based)")

    command("lineage", _lineage, "the version chains of the CURRENT index: which documents are versions of one "
                                 "rule, each one's validity window, and the cue behind every link")

    embed = command("embed", _embed, "refresh the versioned hybrid index from the chunk store (gated switch)")
    embed.add_argument("--no-progress", action="store_true", help="no progress bar")

    find = command("search", _search, "hybrid search of the CURRENT index")
    find.add_argument("query", type=question)
    find.add_argument("--strategy", default="operation", choices=list(STRATEGIES))
    find.add_argument("-k", type=positive_int, default=5)
    find.add_argument("--filter", dest="filters", action="append", default=[], metavar="FIELD=VALUE",
                      help="metadata filter (language=zh, source_type=official, ...); a list: source_type=[a, b]")

    labels = commands.add_parser("labels", parents=[common], help="the label store (active learning)")
    label_commands = labels.add_subparsers(dest="labels_command", required=True, metavar="SUBCOMMAND")
    label_import = label_commands.add_parser(
        "import", parents=[common],
        help="merge a Label Studio export (JSON or JSONL) into the label store; bad rows are reported by line")
    label_import.add_argument("file", type=Path)
    label_import.set_defaults(handler=_labels_import)
    label_init = label_commands.add_parser(
        "init", parents=[common], help="write an empty label store when there is none (dvc stage `labels`)")
    label_init.set_defaults(handler=_labels_init)

    train = command("train", _train, "train DCEE, the intent classifier and the fusion ranker (then export the "
                                     "labelling queue), or one of them")
    train.add_argument("step", nargs="?", choices=TRAIN_STEPS, default="all",
                       help="all (default: the three in order, then the queue) | dcee | intent | ranker")

    command("export-queue", _export_queue,
            "score the unlabelled pool with the trained models; the least certain -> the Label Studio queue")

    evaluate = command("eval", _eval, "measure quality: the corrective pipeline (default), retrieval, tables, or "
                                      "the serving API's answers over HTTP")
    evaluate.add_argument("target", nargs="?", choices=EVAL_TARGETS, default="evaluators")
    evaluate.add_argument("--alias", default=None,
                          help="evaluators: latest | challenger | champion (default: evaluators.model_alias)")
    evaluate.add_argument("--local", action="store_true",
                          help="evaluators: this data root's local model copies, not the registry")
    evaluate.add_argument("--source", default=None, metavar="DIR",
                          help="retrieval: the sample corpus the index was built from (default: ingest.source)")
    evaluate.add_argument("--queries", type=Path, default=None, metavar="FILE",
                          help="retrieval: a query JSONL file instead of the held-out split")
    evaluate.add_argument("-k", type=positive_int, default=None, help="retrieval: top k (default: evaluation.k)")
    evaluate.add_argument("--dataset", default=None, choices=[*TABLE_SETS, "all"],
                          help="tables: which development set (default: all; icdar2013-eu with --folder)")
    evaluate.add_argument("--folder", type=Path, default=None,
                          help="tables: the set's folder (default: ../shared/testdata/tables/<set>)")
    evaluate.add_argument("--limit", type=positive_int, default=None,
                          help="serving: only the first N questions of each set")

    query = command("query", _query, "route, retrieve, evaluate and correct the evidence for one question; prints "
                                     "the action, extractive answer, merged evidence and versions kept out, as the "
                                     "HTTP API does")
    query.add_argument("question", type=question)
    query.add_argument("--as-of", dest="as_of", default=None, metavar="YYYY-MM-DD",
                       help="answer as of this date (default: evaluators.reference_date, else today, as serving; "
                            "'in 2020' in the question still wins)")
    query.add_argument("-k", type=positive_int, default=None, help="evidence chunks (default: evaluators.evidence_k)")
    query.add_argument("--alias", default=None, help="latest | challenger | champion (default: evaluators.model_alias)")
    query.add_argument("--no-correction", action="store_true", help="skip counterfactual re-retrieval")

    serve = command("serve", _serve, "run the corrective-RAG HTTP API (serving/) until stopped (SIGINT / SIGTERM)")
    serve.add_argument("--host", default=None, help="default: serving.host (127.0.0.1)")
    serve.add_argument("--port", type=int, default=None, help="default: serving.port")
    serve.add_argument("--log-level", default="info", choices=["debug", "info", "warning", "error"])

    ask = command("ask", _ask, "ask a running server (`ragops serve`) one question; prints the answer, its evidence "
                               "and the versions kept out of it")
    ask.add_argument("question", type=question)
    ask.add_argument("--url", default=None, help="default: http://<serving.host>:<serving.port>")
    ask.add_argument("--as-of", dest="as_of", default=None, metavar="YYYY-MM-DD")
    ask.add_argument("-k", type=positive_int, default=None, help="evidence passages (default: evaluators.evidence_k)")
    ask.add_argument("--session", default=None, help="session id (session-aware routing)")
    ask.add_argument("--wait", type=float, default=0.0, metavar="SECONDS",
                     help="wait up to this long for the server to be ready (/readyz) first")

    bench = command("bench", _bench, "one benchmark of `make bench` (report JSON under <data_root>/reports/)")
    bench.add_argument("name", choices=BENCHES)
    bench.add_argument("--rounds", type=int, default=None,
                       help="ingest, ocr, correction: timed passes; orchestration: dag.test() runs (the first cold)")
    bench.add_argument("--tasks", type=positive_int, default=None, help="orchestration: tasks of the probe DAG")
    bench.add_argument("--no-dvc", action="store_true", help="orchestration: only Airflow, not the no-op dvc repro")
    bench.add_argument("--testdata", type=Path, default=SHARED_TESTDATA, help="ingest, ocr, ocr-scale, tables")
    bench.add_argument("--pages", nargs="+", metavar="NAME", default=None, help="ocr: only these pages (file names)")
    bench.add_argument("--small", type=int, default=30, help="ocr-scale: pages of the small run")
    bench.add_argument("--large", type=int, default=300, help="ocr-scale: pages of the large run")
    bench.add_argument("--chunks", type=int, default=None,
                       help="embed: size of the synthetic latency index; serving: chunks per strategy of its "
                            "synthetic index; faiss: vectors of the synthetic build (default 100000)")
    bench.add_argument("--queries", type=int, default=None, help="embed: timed queries per method")
    bench.add_argument("--workdir", type=Path, default=None, help="embed, serving: scratch folder, kept afterwards")
    bench.add_argument("--requests", type=int, default=None,
                       help="serving: requests per concurrency level on each index (default: 40/80/96 at 1/4/16 on "
                            "the sample corpus, 32/64/96 on the synthetic index)")
    bench.add_argument("--concurrency", type=int, nargs="+", default=None, metavar="N",
                       help="serving: concurrency levels (default 1 4 16)")
    bench.add_argument("--source", default=None, metavar="DIR",
                       help="correction, serving: the sample corpus the index was built from (default: ingest.source)")
    bench.add_argument("--alias", default=None,
                       help="correction: registered versions (latest | challenger | champion), not the local copies")
    bench.add_argument("--limit", type=positive_int, default=None, help="correction: only the first N held-out queries")
    bench.add_argument("--extractors", nargs="+", default=None, metavar="NAME",
                       help="tables: only these (ragops, camelot-lattice|stream|network|hybrid, pdfplumber-text)")

    command("evaluate", _evaluate, "promotion: measure the candidate deployment (CURRENT index, @challenger versions) "
                                   "and the champion on the same questions through serving (dvc stage evaluate)")
    command("gate", _gate, "promotion: the evaluation through promotion.thresholds; the decision and its reasons as "
                           "tags on the candidate's versions (dvc stage gate)")
    promote = command("promote", _promote, "evaluate, gate and promote the candidate: @champion, deployment "
                                           "manifest, serving reload and smoke check, rollback when it fails")
    promote.add_argument("--fresh", action="store_true",
                         help="measure again even when the last evaluation is for the same two deployments")
    command("review", _review, "show the candidate's metric diff against the champion and log an HTML review report "
                               "to MLflow")
    for verb, approved in (("approve", True), ("reject", False)):
        decision = command(verb, _approve if approved else _reject,
                           f"{verb} the candidate under review (recorded as tags on its versions)"
                           + ("; then promote it" if approved else "; nothing moves"))
        decision.add_argument("model", choices=["dcee", "t3d_intent", "t3d_ranker", "generator"])
        decision.add_argument("version")
        decision.add_argument("--comment", default="")
        decision.add_argument("--reviewer", default=None, help="default: the login name")
        if approved:
            decision.add_argument("--no-promote", action="store_true", help="record the approval only")
    command("rollback", _rollback, "@champion back to @previous, the previous deployment manifest, serving reloaded")

    command("distill", _distill, "generator: grounded prompts from our retrieval, the teacher's answers, the student "
                                 "with KD and without, the three-way perplexity / EM / F1 table (distill.profile)")
    command("quantize", _quantize, "generator: AWQ W4A16 of the distilled student, its perplexity / agreement / size "
                                   "ratios, registered as a version of `generator` (@challenger)")
    command("build-engine", _build_engine, "generator: TensorRT-LLM engine (trtllm-build) or PyTorch-backend config "
                                           "and trtllm-bench run (build_engine.mode); GPU with tensorrt_llm only")
    plan = command("plan", _plan, "generator memory planner: will a model (its config.json) fit a GPU inventory "
                                  "under the 1.8x memory and P95 latency red lines; the plan, or the options")
    plan.add_argument("config", type=Path, help="a model's config.json (or its folder)")
    plan.add_argument("--gpu", default="H100_80GB", choices=["A100_80GB", "H100_80GB", "H200", "L40S"])
    plan.add_argument("--count", type=int, default=1, help="GPUs available")
    plan.add_argument("--weights", default="fp16", choices=["fp16", "bf16", "awq_w4a16", "fp8", "int8"])
    plan.add_argument("--allow", nargs="*", default=["tp", "awq", "fp8_kv"], choices=["tp", "awq", "fp8_kv"],
                      help="changes the planner may make (none: check exactly the asked configuration)")
    plan.add_argument("--output-tokens", type=int, default=None, help="answer length the P95 estimate assumes")

    # The files DVC compares across commits (tasks/core/dvc_files.py), from the report of the stage dvc.yaml runs.
    for name in ("train", "export-queue", "eval", "evaluate", "gate", "distill", "quantize"):
        commands.choices[name].add_argument(
            "--metrics", type=Path, default=None, metavar="FILE",
            help="also write the stage's deterministic figures (quality figures, counts; no timings) to FILE, for DVC")
    commands.choices["train"].add_argument(
        "--plots", type=Path, default=None, metavar="DIR",
        help="dcee, ranker: also write DVC plots data (calibration bins, feature importances) into DIR")

    command("settings", _settings, "print the resolved settings")
    return parser


# ---------------------------------------------------------------- handlers: (args, settings, paths) -> report


def _log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def _distill(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.generator.distill import run

    return run(settings, paths, log=_log)


def _quantize(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.generator.quantize import run

    return run(settings, paths, log=_log)


def _build_engine(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.generator.build_engine import run

    return run(settings, paths, log=_log)


def _plan(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from dataclasses import replace

    from models.generator import memory

    path = args.config / "config.json" if args.config.is_dir() else args.config
    try:
        config = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as err:
        raise _UsageError(f"cannot read a model config from {path}: {err}") from None
    workload = memory.Workload(max_batch_size=settings.build_engine.max_batch_size,
                               max_input_len=settings.build_engine.max_input_len,
                               max_seq_len=settings.build_engine.max_seq_len)
    if args.output_tokens:
        workload = replace(workload, expected_output_tokens=args.output_tokens)
    inventory = memory.Inventory(getattr(memory, args.gpu), args.count)
    result = memory.plan(memory.ModelShape.from_config(config), inventory, workload, weights=args.weights,
                         allow=tuple(args.allow))
    return {"accepted": isinstance(result, memory.Plan), **result.to_dict()}


def _sample_corpus(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.sample_corpus import generate_sample_corpus

    seed = settings.sample_corpus.seed if args.seed is None else args.seed
    summary = generate_sample_corpus(args.directory, seed=seed, heldout_fraction=settings.sample_corpus.heldout_fraction,
                                     families_per_set=settings.sample_corpus.families_per_set,
                                     family_sets=settings.sample_corpus.family_sets, progress=not args.json)
    return summary.to_dict()


def _ingest(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.ingest import stage

    return stage.run(settings, paths, progress=not args.no_progress).to_dict()


def _inspect(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.ingest.inspect import inspect_file
    from tasks.ingest.pdf_extract import QuarantineError

    try:
        return inspect_file(args.file, settings, page=args.page)
    except QuarantineError as err:  # what ingest would quarantine: a stage failure with ingest's own reason
        raise RuntimeError(f"{args.file}: ingest would quarantine it: {err.reason}") from None


def _embed(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.embed import stage

    return stage.run(settings, paths, progress=not (args.no_progress or args.json)).to_dict()


def _lineage(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from models.vocabulary import STRATEGIES
    from tasks.runtime.evidence import chains_report, version_chains
    from tasks.runtime.retrieval import open_current

    version = open_current(paths)
    tables = [version.strategy(strategy).chunks for strategy in STRATEGIES]
    return {"index_version": version.version, **chains_report(version_chains(tables), tables)}


def _search(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.runtime.retrieval import open_current, search

    filters = parse_set_args(args.filters) if args.filters else None
    version = open_current(paths)
    hits = search(args.query, args.strategy, args.k, filters, settings=settings, paths=paths, version=version)
    return {"query": args.query, "strategy": args.strategy, "index_version": version.version,
            "hits": [hit.to_dict() for hit in hits]}


def _labels_import(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.labels.store import import_labels

    # Rejected rows are part of the report, not a failure: exit 0 once the file was read as an export and gave at
    # least one label. No label at all raises NothingToImport (a ValueError: main prints it and exits 1).
    return import_labels(args.file, paths).to_dict()


def _labels_init(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.labels.store import ensure_label_store

    return ensure_label_store(paths)


def _train(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.evaluators import stage

    if args.step == "all":
        return stage.run(settings, paths)  # writes data/evaluators/train_report.json
    report = stage.STEPS[args.step](settings, paths)
    write_json_atomic(paths.step_report(args.step), report)
    return report


def _export_queue(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.labels.queue import export_queue

    report = export_queue(settings, paths)
    write_json_atomic(paths.step_report("queue"), report)
    return report


def _eval(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    _only_for(args, "target", {"alias": "evaluators", "local": "evaluators", "source": "retrieval",
                               "queries": "retrieval", "k": "retrieval", "folder": "tables",
                               "dataset": "tables", "limit": "serving"})
    if args.target == "serving":
        from tasks.evaluation import serving

        return serving.run(settings, paths, args.limit, progress=not args.json)
    if args.target == "retrieval":
        from tasks.evaluation import retrieval

        return retrieval.run(settings, paths, args.queries, args.k)
    if args.target == "tables":
        from tasks.evaluation.tables import SETS, ragops_extractor, score_set
        from tasks.ingest.pdf_tables import table_settings

        names = list(SETS) if (args.dataset or ("icdar2013-eu" if args.folder else "all")) == "all" else [
            args.dataset or "icdar2013-eu"]
        if args.folder is not None and len(names) > 1:
            raise _UsageError("--folder needs one --dataset")
        extractor = ragops_extractor(table_settings(settings.ingest))
        reports = {}
        for name in names:
            folder = args.folder or SHARED_TESTDATA / SETS[name][0]
            if not folder.is_dir():
                raise FileNotFoundError(f"no such folder: {folder}")
            reports[name] = score_set(SETS[name][1](folder), extractor)
        return {"sets": reports}
    from tasks.evaluation.evaluators import evaluate

    return evaluate(settings, paths, alias=args.alias, local=args.local)


def _query(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.runtime.corrective import open_pipeline

    try:
        # "Now" as serving reads it (serving/app.py): evaluators.reference_date when set, else today.
        stated = args.as_of or settings.evaluators.reference_date
        today = date.fromisoformat(stated) if stated else date.today()
    except ValueError:
        raise _UsageError(f"--as-of expects YYYY-MM-DD, got {args.as_of!r}") from None
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


def _bench(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    """Runs one benchmark; returns its headline figures (the whole report is in data/reports/bench_*.json)."""
    _only_for(args, "name", {"rounds": ("ingest", "ocr", "correction", "orchestration"), "pages": "ocr",
                             "tasks": "orchestration", "no_dvc": "orchestration",
                             "chunks": ("embed", "serving", "faiss"), "queries": "embed",
                             "workdir": ("embed", "serving", "orchestration"),
                             "requests": "serving", "concurrency": "serving", "source": ("correction", "serving"),
                             "alias": "correction", "limit": "correction", "extractors": "tables"})
    rounds = {} if args.rounds is None else {"rounds": args.rounds}
    if args.name in ("ingest", "ocr", "ocr-scale", "tables") and not args.testdata.is_dir():
        # Not a failure: `make bench` on a machine without the shared test data runs the other benchmarks.
        reason = (f"shared test data not found at {args.testdata} (it lives beside the repo as ../shared/testdata); "
                  "nothing written")
        print(f"ragops bench {args.name}: skipped, {reason}", file=sys.stderr)
        return {"skipped": reason}
    if args.name == "ingest":
        from tasks.bench import ingest

        return ingest.summary(ingest.run(settings, paths, args.testdata, **rounds))
    if args.name == "ocr":
        from tasks.bench import ocr

        return ocr.summary(ocr.run(settings, paths, args.testdata, pages=args.pages, **rounds))
    if args.name == "ocr-scale":
        from tasks.bench import ocr_scale

        return ocr_scale.run(settings, paths, args.testdata, args.small, args.large)
    if args.name == "tables":
        from tasks.bench import tables

        chosen = {"extractor_names": args.extractors} if args.extractors else {}
        return tables.summary(tables.run(settings, paths, args.testdata, **chosen))
    if args.name == "embed":
        from tasks.bench import embed

        sizes = {key: value for key, value in (("n_chunks", args.chunks), ("n_queries", args.queries)) if value}
        return embed.summary(embed.run(settings, paths, workdir=args.workdir, **sizes))
    if args.name == "faiss":
        from tasks.bench import faiss_build

        size = {"n_chunks": args.chunks} if args.chunks is not None else {}
        return faiss_build.summary(faiss_build.run(settings, paths, **size))
    if args.name == "serving":
        from tasks.bench import serving

        levels = {"concurrency": args.concurrency} if args.concurrency else {}
        size = {"n_chunks": args.chunks} if args.chunks is not None else {}
        return serving.summary(serving.run(settings, paths, args.requests, workdir=args.workdir, **levels, **size))
    if args.name == "orchestration":
        from tasks.bench import orchestration

        options = {key: value for key, value in (("tasks", args.tasks), ("runs", args.rounds)) if value is not None}
        return orchestration.summary(orchestration.run(settings, paths, dvc=not args.no_dvc, workdir=args.workdir,
                                                       **options))
    from tasks.bench import correction

    return correction.summary(correction.run(settings, paths, args.alias, limit=args.limit, **rounds))


def _evaluate(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.promotion import evaluate

    return evaluate.run(settings, paths, progress=not args.json)


def _gate(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.promotion import gate

    return gate.run(settings, paths)


def _promote(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.promotion import stage

    return stage.run(settings, paths, fresh=args.fresh, progress=not args.json)


def _review(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.promotion import review

    return review.show(settings, paths)


def _approve(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.promotion import review

    return review.decide(settings, paths, args.model, args.version, True, args.reviewer, args.comment,
                         promote=not args.no_promote)


def _reject(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.promotion import review

    return review.decide(settings, paths, args.model, args.version, False, args.reviewer, args.comment)


def _rollback(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.promotion.promote import rollback

    return rollback(settings, paths)


def _settings(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    """The resolved settings, passwords masked (the output ends up in terminals, CI logs and tickets)."""
    resolved = settings.model_dump(mode="json")
    resolved["ingest"]["passwords"] = {pattern: "***" for pattern in resolved["ingest"]["passwords"]}
    return resolved


def _only_for(args: argparse.Namespace, selector: str, options: dict[str, str | tuple[str, ...]]) -> None:
    """Options that mean something for some targets only: given for another one, they are an error, not ignored."""
    chosen = getattr(args, selector)
    for option, targets in options.items():
        value = getattr(args, option)
        if value not in (None, False) and chosen not in ((targets,) if isinstance(targets, str) else targets):
            flag = "-k" if option == "k" else f"--{option.replace('_', '-')}"
            raise _UsageError(f"{flag} applies to {' / '.join((targets,) if isinstance(targets, str) else targets)}, "
                              f"not to {chosen}")


def _dvc_stage(args: argparse.Namespace) -> str | None:
    """The dvc.yaml stage of a command given --metrics or --plots; checked before the stage runs (it may run long)."""
    metrics, plots = getattr(args, "metrics", None), getattr(args, "plots", None)
    if metrics is None and plots is None:
        return None
    from tasks.core.dvc_files import METRICS, PLOTS

    stage = {"train": f"train_{getattr(args, 'step', '')}",
             "eval": f"eval_{getattr(args, 'target', '')}"}.get(args.command, args.command.replace("-", "_"))
    if metrics is not None and stage not in METRICS:
        raise _UsageError(f"--metrics applies to the commands of the dvc stages {', '.join(METRICS)}")
    if plots is not None and stage not in PLOTS:
        raise _UsageError(f"--plots applies to the commands of the dvc stages {', '.join(PLOTS)}")
    return stage


def _write_dvc_files(args: argparse.Namespace, stage: str, result: dict[str, Any]) -> None:
    from tasks.core.dvc_files import write_metrics, write_plots

    if args.metrics is not None:
        write_metrics(stage, result, args.metrics)
    if getattr(args, "plots", None) is not None:
        write_plots(stage, result, args.plots)


class _UsageError(SettingsError):
    """A bad combination of arguments: exit 2 like a bad setting."""


# ---------------------------------------------------------------- human output


def _print_human(args: argparse.Namespace, result: dict[str, Any]) -> None:
    command = args.command
    if command == "ingest":
        print(f"processed {result['processed']}  skipped {result['skipped']}  removed {result['removed']}  "
              f"quarantined {result['quarantined']}  other paths skipped {len(result['skipped_files'])}  "
              f"(files found {result['files_found']})")
        print(f"chunks written {result['chunks_written']}, in store {result['chunks_total']} "
              f"({result['documents_total']} documents): {result['chunk_store']}")
        for item in result["quarantine"]:
            print(f"  quarantined {item['source_path']}: {item['reason']}")
        for item in result["skipped_files"]:
            print(f"  skipped {item['source_path']}: {item['reason']}")
        if result["ocr_pages"]:
            print(f"  {result['ocr_pages']} pages read by OCR (mean confidence {result['ocr_mean_confidence']:.3f})")
        for item in result["low_confidence_pages"]:
            print(f"  low OCR confidence: {item['source_path']} page {item['page']} "
                  f"({item['engine']}, {item['confidence']:.2f}): check the page image")
        if result["needs_ocr_pages"]:
            print(f"  {len(result['needs_ocr_pages'])} pages without a usable text layer were not OCR'd "
                  "(ingest.ocr.enabled is false, or OCR failed: see the report)")
        return
    if command in ("evaluate", "gate", "promote", "review", "approve", "reject", "rollback"):
        _print_promotion(command, result)
        return
    if command in ("distill", "quantize", "build-engine", "plan"):
        _print_generator(command, result)
        return
    if command == "lineage":
        print(f"index {result['index_version']}: {len(result['chains'])} version chains")
        for group, members in result["chains"].items():
            print(f"{group}")
            for item in members:
                print(f"  {item['valid_from'] or '?'} .. {item['valid_until'] or '':10s} {item['source_path']} "
                      f"(from {item['start_cue']}{', ends ' + item['end_cue'] if item['end_cue'] else ''})")
                if item["linked_by"]:
                    print(f"      linked by {item['linked_by'][:150]}")
                if item["amended_by"]:
                    print(f"      amended in part by {', '.join(item['amended_by'])}: what they leave alone stays in "
                          f"force until {item['kept_until'] or 'further notice'}")
        for conflict in result["conflicts"]:
            print(f"conflict: {conflict}")
        return
    if command == "inspect":
        from tasks.ingest.inspect import format_report

        print(format_report(result))
        return
    if command == "embed":
        print(f"index {result['version']} is CURRENT (previous: {result['previous_version']}); model "
              f"{result['model_id']}, {result['index_type']}")
        print(f"chunks {result['total']}: embedded {result['embedded']}, reused {result['reused']}, "
              f"removed {result['removed']}; probe {result['probe_rate']}")
        return
    if command == "labels" and args.labels_command == "import":
        twice = result["superseded_in_file"]
        again = f", {twice} given again later in the file" if twice else ""
        print(f"{result['file']} (read as {result['format']}, {result['rows']} rows): accepted {result['accepted']} "
              f"(replaced {result['replaced']}{again}), unlabelled {result['unlabelled']}, "
              f"rejected {len(result['rejected'])}")
        for item in result["rejected"]:
            print(f"  line {item['line']}: {item['reason']}")
        print(f"label store: {result['total_in_store']} labels in {result['label_store']}")
        return
    if command == "search":
        print(f"index {result['index_version']}, strategy {result['strategy']}")
        for rank, hit in enumerate(result["hits"], start=1):
            meta = hit["metadata"]
            print(f"{rank}. {hit['score']:.3f} (dense {hit['dense_score']:.3f}, bm25 {hit['bm25_score']:.2f}) "
                  f"{_source_label(meta.get('source_path'), meta.get('source_paths'))} p.{meta.get('page')}: "
                  f"{hit['text'][:100]}")
        return
    if command == "train":
        for report in ([result[name] for name in ("dcee", "intent", "ranker")] if args.step == "all" else [result]):
            print(f"{report['model']} version {report['version']} (@challenger): held-out "
                  + ", ".join(f"{key} {value}" for key, value in report["heldout"].items()
                              if isinstance(value, (int, float))))
        if args.step == "all":
            _print_queue(result["queue"])
        return
    if command == "export-queue":
        _print_queue(result)
        return
    if command == "eval" and args.target == "evaluators":
        for name, method in result["methods"].items():
            stale = method["stale_top1"]
            k = next(key for key in method if key.startswith("recall@") and key[len("recall@"):].isdigit())
            print(f"{name:20s} {k} {method[k]}  stale top-1 {stale['stale']}/{stale['queries']}  "
                  f"{method['ms_per_query']} ms/query")
        change = next(key for key in result if key.endswith("_change_points"))
        print(f"stale top-1 reduction {result['stale_top1_relative_reduction']}, "
              f"{change.removesuffix('_change_points')} change "
              f"{result[change]} points, intent accuracy {result['intent']['accuracy']}, "
              f"DCEE ROC-AUC {result['dcee']['roc_auc_confidence']} ECE {result['dcee']['ece_joint']}")
        for phrasing, by_method in result["versions"].items():
            for name, kinds in by_method.items():
                print(f"{phrasing:16s} {name:20s} " + "  ".join(
                    f"{kind}: right {item['right_version']}/{item['questions']} stale {item['stale']}/{item['questions']}"
                    for kind, item in kinds.items() if item["questions"]))
        print("version chains exactly right: " + ", ".join(
            f"{name} {item['exact']}/{item['groups']}" for name, item in result["chains_exact"].items()))
        unseen = result.get("unseen_phrasing") or {}
        if unseen.get("methods"):
            corrective = unseen["methods"]["corrective"]
            recall = next(key for key in corrective if key.startswith("recall@"))
            print(f"unseen phrasing ({unseen['questions']} questions): corrective {recall} {corrective[recall]}, "
                  f"DCEE ROC-AUC {unseen['dcee']['roc_auc_confidence']} ECE {unseen['dcee']['ece_joint']}")
        print("targets: " + ", ".join(f"{key} {value}" for key, value in result["targets"].items() if key.endswith("met"))
              + f" (unseen targets judged on {result['targets']['unseen_targets_judged_on']})")
        return
    if command == "eval" and args.target == "retrieval":
        from tasks.evaluation.retrieval import summary_lines

        print("\n".join(summary_lines(result)))
        return
    if command == "eval" and args.target == "serving":
        from tasks.evaluation.serving import summary_lines as serving_lines

        print("\n".join(serving_lines(result)))
        return
    if command == "eval" and args.target == "tables":
        from tasks.evaluation.tables import summary_line

        for name, report in result["sets"].items():
            print(summary_line(name, report))
        return
    if command == "bench" and args.name == "tables" and "sets" in result:
        from tasks.bench.tables import summary_lines

        print("\n".join(summary_lines(result)))
        return
    if command == "query":
        _print_query(result)
        return
    if command == "ask":
        _print_answer(result)
        return
    if command in ("bench", "eval"):
        print(json.dumps(result, indent=2, ensure_ascii=False, default=str))
        return
    for key, value in result.items():
        print(f"{key}: {value}")


def _print_answer(result: dict[str, Any]) -> None:
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
        print(f"  [{item['rank']}] {_source_label(item['source_path'], item.get('source_paths'))} p.{item['page']} "
              f"({version['validity_at_as_of']}{window}; conf {item['scores']['confidence']:.2f}"
              f"{', passes' if item['passes'] else ''}; {'/'.join(item['strategies'])}): {item['text'][:160]}")
    _print_superseded(result["superseded"])
    for warning in result["warnings"]:
        print(f"  warning: {warning}")


def _print_query(result: dict[str, Any]) -> None:
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
        print(f"{item['rank']}. {_source_label(item['source_path'], item.get('source_paths'))} p.{item['page']} "
              f"({version['validity_at_as_of']}{window}) "
              f"s={scores['semantic']:.2f} d={scores['temporal']:.2f} conf={scores['confidence']:.2f}{marks}{flag}: "
              f"{item['text'][:100]}")
    _print_superseded(result["superseded"])


def _print_superseded(items: list[dict[str, Any]]) -> None:
    """The versions kept out of the answer (`ragops ask`, `ragops query`)."""
    for item in items:
        print(f"  superseded: {item['source_path']} p.{item['page']} ({item['validity']}, valid "
              f"{item['valid_from'] or '?'}..{item['valid_until'] or ''}): {item['text'][:160]}")


def _print_promotion(command: str, result: dict[str, Any]) -> None:
    from tasks.promotion.evaluate import ROLES

    if command == "review":
        print(result["text"])
        print(f"\nHTML report: {result['html']} (MLflow run {result['mlflow_run_id']})")
        return
    if command == "evaluate":
        if result.get("nothing_new"):
            print("the candidate is what serving serves: nothing to measure")
            return
        for role in ROLES:
            if result.get(role) and result[role].get("metrics"):
                shown = ", ".join(f"{key} {value}" for key, value in result[role]["metrics"].items())
                print(f"{role} {result[role]['deployment']['deployment_id']}: {shown}")
        print("report: data root reports/promotion_eval.json; plots: " + ", ".join(result.get("plots", [])))
        return
    gate = result.get("gate") if command == "promote" else result if command == "gate" else None
    if gate is not None:
        if gate.get("generator"):
            print(f"the generator's answers against the extractive backend's:\n{gate['generator']['table']}\n")
        if gate.get("table"):
            print(gate["table"])
        print(f"gate: {'nothing new' if gate.get('nothing_new') else 'passed' if gate['passed'] else 'FAILED'}")
        for reason in gate["reasons"]:
            print(f"  {reason}")
    if command in ("promote", "approve", "reject", "rollback"):
        print(f"{result.get('action')}: {result.get('message')}")
        smoke = result.get("smoke") or (result.get("promotion") or {}).get("smoke")
        if smoke:
            print(f"smoke check: {'ok' if smoke['ok'] else 'FAILED'} ({smoke['reason']})")


def _source_label(source_path: Any, source_paths: Any) -> str:
    """'a.pdf', or 'a.pdf (also b.pdf)' when byte-identical copies of the document lie under other names."""
    others = [path for path in source_paths or [] if path != source_path]
    return f"{source_path} (also {', '.join(others)})" if others else str(source_path)


def _print_queue(queue: dict[str, Any]) -> None:
    print(f"labelling queue: {queue['evidence_tasks']} evidence and {queue['intent_tasks']} intent tasks "
          f"-> {queue['evidence_queue']}, {queue['intent_queue']}")


def _print_generator(command: str, result: dict[str, Any]) -> None:
    if command == "distill":
        from tasks.generator.distill import comparison_table

        print(comparison_table(result))
        print(f"student/teacher parameters {result['student_teacher_ratio']}; {result['seconds']['total']} s; "
              "report: data/reports/generator.json and generator/distill_report.json")
    elif command == "quantize":
        if "perplexity_ratio" in result:
            print(f"AWQ {result['recipe']['scheme']} g{result['recipe']['group_size']}: perplexity ratio "
                  f"{result['perplexity_ratio']}, output agreement {result['output_agreement']}, size "
                  f"{result['size_ratio_vs_fp16']} of fp16")
        else:
            print(result.get("not_measured", ""))
        registered = result.get("registered") or {}
        print(f"registered {registered.get('name')} v{registered.get('version')} @challenger: {result['checkpoint']}")
    elif command == "build-engine":
        print(f"{result['mode']} ready in {result['output_dir']} ({result['wall_seconds']} s)")
    else:
        print(("accepted: " if result["accepted"] else "refused: ") + json.dumps(result, indent=2, default=str))


@contextmanager
def _data_root(args: argparse.Namespace) -> Iterator[DataPaths]:
    """The data root as a local folder; one on object storage (`--data-root s3://bucket/data`) is mirrored into a
    workspace for the command and its changes written back when it succeeds (tasks/core/storage.py)."""
    from tasks.core.paths import data_root_location
    from tasks.core.storage import is_remote, workspace

    location = args.data_root or data_root_location()
    if not is_remote(location):
        yield DataPaths.from_env(args.data_root)
        return
    if args.command == "serve":  # the server keeps its own synced mirror (serving/__main__.py)
        yield DataPaths(Path(), origin=location)
        return
    with workspace(location) as local:
        yield DataPaths(local, origin=location)


def main(argv: list[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
    except SystemExit as done:  # --help, or an argument error argparse already printed (on one line, _Parser)
        return done.code if isinstance(done.code, int) else 0 if done.code is None else 2
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING, stream=sys.stderr,
                        format="%(levelname)s %(name)s: %(message)s")
    # Bad settings or arguments: exit 2, one line, before any work. Every command goes through here, so a data
    # root or params file that cannot be used is told as such whatever the command (never as a traceback, nor as
    # "no index" because a folder inside a file does not exist).
    try:
        _check_data_root(args)
        if args.data_root:
            os.environ[DATA_ROOT_ENV] = args.data_root  # child processes (Airflow, dvc) see the same root
        if args.params is not None and not args.params.strip():
            raise _UsageError("--params needs a file name (the YAML params file)")
        overrides = _environment_overrides(args)
        overrides.update(parse_set_args(args.overrides or []))
        if getattr(args, "source", None):
            overrides["ingest.source"] = args.source
        settings = load_settings(Path(args.params) if args.params else None, overrides)
    except SettingsError as err:
        print(f"ragops: {_one_line(err)}", file=sys.stderr)
        return 2
    handler: Callable[..., dict[str, Any]] = args.handler
    try:
        dvc_stage = _dvc_stage(args)
        with _data_root(args) as paths:
            result = handler(args, settings, paths)
        if dvc_stage:
            _write_dvc_files(args, dvc_stage, result)
    except _UsageError as err:
        print(f"ragops {args.command}: {_one_line(err)}", file=sys.stderr)
        return 2
    except (ValueError, EngineUnavailable, RuntimeError, OSError) as err:
        # A stage failure (missing input, unreadable file, full disk, ...): one line, exit 1; -v adds the traceback.
        logging.getLogger("ragops").info("%s failed", args.command, exc_info=True)
        print(f"ragops {args.command}: {_one_line(err)}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(result, indent=2, ensure_ascii=False, default=str))
    else:
        _print_human(args, result)
    # A promotion whose smoke check failed was rolled back: reported above, and a failure for scripts and DAGs.
    if args.command == "plan" and not result["accepted"]:
        return 1  # refused: the reasons and the options are printed above
    return 1 if args.command in ("promote", "approve") and result.get("action") == "rolled_back" else 0


def _one_line(err: BaseException) -> str:
    """An error as one line: an OSError as "<what>: <file>" (not "[Errno 21] ..."), any message's line breaks
    folded into "; " (a line ending in ':' continues with a space)."""
    if isinstance(err, OSError) and err.strerror:  # raised by the OS (not one built with a message)
        names = " -> ".join(str(name) for name in (err.filename, err.filename2) if name is not None)
        message = f"{err.strerror}: {names}" if names else err.strerror
    else:
        message = str(err) or type(err).__name__
    lines = [line.strip() for line in message.splitlines() if line.strip()]
    folded = lines[0] if lines else ""
    for line in lines[1:]:
        folded += (" " if folded.endswith(":") else "; ") + line
    return folded


def _check_data_root(args: argparse.Namespace) -> None:
    """The data root (--data-root, else env RAGOPS_DATA_ROOT, else data/) must be a folder, or a path where one can
    be created; _UsageError otherwise. An object-storage URL is checked where it is opened (tasks/core/storage.py)."""
    from tasks.core.paths import data_root_location
    from tasks.core.storage import is_remote

    given = "--data-root" if args.data_root is not None else DATA_ROOT_ENV if os.environ.get(DATA_ROOT_ENV) else None
    location = args.data_root if args.data_root is not None else data_root_location()
    if not location.strip():
        raise _UsageError(f"{given or '--data-root'} is empty: name the folder for the pipeline's artifacts")
    if "\0" in location:  # no OS call takes it (and pathlib's exists() just says False)
        raise _UsageError(f"{given or 'the data root'} {location!r} is not a usable path (a NUL byte in it): "
                          "pass --data-root DIR naming a folder")
    if is_remote(location):
        return
    named = f"{given} {location}" if given else f"the data root {location} (the default; set --data-root)"
    fix = "pass --data-root DIR naming a folder (it is created when missing)"
    # The path itself, else the nearest part of it that exists: it must be a folder (data/ inside a file cannot be).
    path = Path(location)
    for part in (path, *path.parents):
        try:
            if not part.exists():
                continue
        except (OSError, ValueError) as err:  # a name too long, an embedded NUL byte
            raise _UsageError(f"{named} is not a usable path ({getattr(err, 'strerror', None) or err}): "
                              f"{fix}") from None
        if part.is_dir():
            return
        where = "is a file" if part == path else f"lies inside {part}, which is a file"
        raise _UsageError(f"{named} {where}, not a folder: {fix}")


def _environment_overrides(args: argparse.Namespace) -> dict[str, Any]:
    """Settings a benchmark takes from the environment (PaddleOCR model folders); `--set` wins over them."""
    if args.command == "bench" and args.name == "ocr":
        from tasks.bench.ocr import paddle_overrides

        return dict(paddle_overrides())
    return {}


if __name__ == "__main__":
    sys.exit(main())
