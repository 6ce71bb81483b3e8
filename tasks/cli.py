"""`ragops` — the command line. Every subcommand calls the same stage functions as the DAGs and dvc.yaml.

Contract scripts can rely on: global `--data-root DIR` (env RAGOPS_DATA_ROOT, default `data/`),
`--params FILE`, repeated `--set section.key=value`, and `--json` on every command that reports (one JSON
object on stdout; progress and logs go to stderr). Exit status: 0 success, 2 bad settings or arguments,
1 a stage failed.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
from pathlib import Path
from typing import Any, Callable

from tasks.ocr_engines.base import EngineUnavailable
from tasks.paths import DATA_ROOT_ENV, DataPaths
from tasks.settings import Settings, SettingsError, load_settings, parse_set_args


def _common_options(suppress: bool) -> argparse.ArgumentParser:
    # Global options are accepted before or after the subcommand; SUPPRESS keeps a subcommand's parser
    # from overwriting a value given before it.
    default = argparse.SUPPRESS if suppress else None
    parser = argparse.ArgumentParser(add_help=False)
    parser.add_argument("--data-root", default=default, metavar="DIR",
                        help=f"artifact root (env {DATA_ROOT_ENV}, default data/)")
    parser.add_argument("--params", default=default, metavar="FILE", help="params file (default: params.yaml)")
    parser.add_argument("--set", dest="overrides", action="append", default=default if suppress else [],
                        metavar="SECTION.KEY=VALUE", help="override one setting; repeatable")
    parser.add_argument("-v", "--verbose", action="store_true", default=default if suppress else False)
    return parser


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="ragops", description=__doc__.split("\n")[0],
                                     parents=[_common_options(suppress=False)])
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    common = _common_options(suppress=True)

    corpus = commands.add_parser("sample-corpus", parents=[common],
                                 help="write the deterministic synthetic demo corpus and query set")
    corpus.add_argument("directory", type=Path)
    corpus.add_argument("--seed", type=int, default=None, help="default: sample_corpus.seed")
    corpus.add_argument("--json", action="store_true", help="print the summary as JSON")
    corpus.set_defaults(handler=_sample_corpus)

    ingest = commands.add_parser("ingest", parents=[common], help="ingest documents into the chunk store")
    ingest.add_argument("--source", default=None, metavar="PATH_OR_URL", help="default: ingest.source")
    ingest.add_argument("--json", action="store_true", help="print the report as JSON")
    ingest.add_argument("--no-progress", action="store_true", help="no progress bar")
    ingest.set_defaults(handler=_ingest)

    embed = commands.add_parser("embed", parents=[common],
                                help="refresh the versioned hybrid index from the chunk store (gated switch)")
    embed.add_argument("--json", action="store_true", help="print the report as JSON")
    embed.add_argument("--no-progress", action="store_true", help="no progress bar")
    embed.set_defaults(handler=_embed)

    find = commands.add_parser("search", parents=[common], help="hybrid search of the CURRENT index")
    find.add_argument("query")
    find.add_argument("--strategy", default="operation", choices=["operation", "comparison", "trend"])
    find.add_argument("-k", type=int, default=5)
    find.add_argument("--filter", dest="filters", action="append", default=[], metavar="FIELD=VALUE",
                      help="metadata filter (language=zh, source_type=official, ...); a list: source_type=[a, b]")
    find.add_argument("--json", action="store_true")
    find.set_defaults(handler=_search)

    labels = commands.add_parser("labels", parents=[common], help="the label store (active learning)")
    label_commands = labels.add_subparsers(dest="labels_command", required=True, metavar="SUBCOMMAND")
    label_import = label_commands.add_parser(
        "import", parents=[common],
        help="merge a Label Studio export (JSON or JSONL) into the label store; bad rows are reported by line")
    label_import.add_argument("file", type=Path)
    label_import.add_argument("--json", action="store_true", help="print the report as JSON")
    label_import.set_defaults(handler=_labels_import)

    train = commands.add_parser("train", parents=[common],
                                help="train DCEE, the intent classifier and the fusion ranker; export the labelling queue")
    train.add_argument("--json", action="store_true", help="print the reports as JSON")
    train.set_defaults(handler=_train)

    evaluate = commands.add_parser("eval", parents=[common],
                                   help="evaluate the corrective pipeline on the held-out queries (report JSON)")
    evaluate.add_argument("--alias", default=None, help="latest | challenger | champion (default: evaluators.model_alias)")
    evaluate.add_argument("--json", action="store_true")
    evaluate.set_defaults(handler=_eval)

    query = commands.add_parser("query", parents=[common],
                                help="route, retrieve, evaluate and correct the evidence for one question")
    query.add_argument("question")
    query.add_argument("--as-of", dest="as_of", default=None, metavar="YYYY-MM-DD",
                       help="answer as of this date (default: today; 'in 2020' in the question still wins)")
    query.add_argument("-k", type=int, default=None, help="evidence chunks (default: evaluators.evidence_k)")
    query.add_argument("--alias", default=None, help="latest | challenger | champion (default: evaluators.model_alias)")
    query.add_argument("--no-correction", action="store_true", help="skip counterfactual re-retrieval")
    query.add_argument("--json", action="store_true")
    query.set_defaults(handler=_query)

    show = commands.add_parser("settings", parents=[common], help="print the resolved settings")
    show.add_argument("--json", action="store_true")
    show.set_defaults(handler=_settings)
    return parser


def _sample_corpus(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.sample_corpus import generate_sample_corpus

    seed = settings.sample_corpus.seed if args.seed is None else args.seed
    summary = generate_sample_corpus(args.directory, seed=seed, heldout_fraction=settings.sample_corpus.heldout_fraction,
                                     progress=not args.json)
    return summary.to_dict()


def _ingest(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks import ingest

    return ingest.run(settings, paths, progress=not args.no_progress).to_dict()


def _embed(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks import embed

    return embed.run(settings, paths, progress=not (args.no_progress or args.json)).to_dict()


def _search(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.retrieval import open_current, search

    filters = parse_set_args(args.filters) if args.filters else None
    version = open_current(paths)
    hits = search(args.query, args.strategy, args.k, filters, settings=settings, paths=paths, version=version)
    return {"query": args.query, "strategy": args.strategy, "index_version": version.version,
            "hits": [hit.to_dict() for hit in hits]}


def _labels_import(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.labels import import_labels

    # Rejected rows are part of the report, not a failure: exit 0 once the file was read as an export.
    return import_labels(args.file, paths).to_dict()


def _train(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.train_evaluators import run

    return run(settings, paths)


def _eval(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.eval_evaluators import evaluate

    return evaluate(settings, paths, alias=args.alias)


def _query(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from datetime import date

    from tasks.corrective import open_pipeline

    try:
        today = date.fromisoformat(args.as_of) if args.as_of else date.today()
    except ValueError:
        raise ValueError(f"--as-of expects YYYY-MM-DD, got {args.as_of!r}") from None
    if args.k is not None and args.k < 1:
        raise ValueError(f"-k must be ≥ 1, got {args.k}")
    pipeline = open_pipeline(settings, paths, alias=args.alias)
    return pipeline.answer(args.question, today=today, k=args.k, correct=not args.no_correction).to_dict()


def _settings(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    return settings.model_dump(mode="json")


def _print_human(command: str, result: dict[str, Any]) -> None:
    if command == "ingest":
        print(f"processed {result['processed']}  skipped {result['skipped']}  removed {result['removed']}  "
              f"quarantined {result['quarantined']}")
        print(f"chunks written {result['chunks_written']}, in store {result['chunks_total']} "
              f"({result['documents_total']} documents): {result['chunk_store']}")
        for item in result["quarantine"]:
            print(f"  quarantined {item['source_path']}: {item['reason']}")
        if result["ocr_pages"]:
            print(f"  {result['ocr_pages']} pages read by OCR (mean confidence {result['ocr_mean_confidence']:.3f})")
        for item in result["low_confidence_pages"]:
            print(f"  low OCR confidence: {item['source_path']} page {item['page']} "
                  f"({item['engine']}, {item['confidence']:.2f}): check the page image")
        if result["needs_ocr_pages"]:
            print(f"  {len(result['needs_ocr_pages'])} pages without a usable text layer were not OCR'd "
                  "(ingest.ocr.enabled is false, or OCR failed: see the report)")
        return
    if command == "embed":
        print(f"index {result['version']} is CURRENT (previous: {result['previous_version']}); model "
              f"{result['model_id']}, {result['index_type']}")
        print(f"chunks {result['total']}: embedded {result['embedded']}, reused {result['reused']}, "
              f"removed {result['removed']}; probe {result['probe_rate']}")
        return
    if command == "labels":
        print(f"{result['file']}: accepted {result['accepted']} (replaced {result['replaced']}), "
              f"unlabelled {result['unlabelled']}, rejected {len(result['rejected'])}")
        for item in result["rejected"]:
            print(f"  line {item['line']}: {item['reason']}")
        print(f"label store: {result['total_in_store']} labels in {result['label_store']}")
        return
    if command == "search":
        print(f"index {result['index_version']}, strategy {result['strategy']}")
        for rank, hit in enumerate(result["hits"], start=1):
            meta = hit["metadata"]
            print(f"{rank}. {hit['score']:.3f} (dense {hit['dense_score']:.3f}, bm25 {hit['bm25_score']:.2f}) "
                  f"{meta.get('source_path')} p.{meta.get('page')}: {hit['text'][:100]}")
        return
    if command == "train":
        for name in ("dcee", "intent", "ranker"):
            report = result[name]
            print(f"{report['model']} version {report['version']} (@challenger): held-out "
                  + ", ".join(f"{key} {value}" for key, value in report["heldout"].items()
                              if isinstance(value, (int, float))))
        queue = result["queue"]
        print(f"labelling queue: {queue['evidence_tasks']} evidence and {queue['intent_tasks']} intent tasks "
              f"-> {queue['evidence_queue']}, {queue['intent_queue']}")
        return
    if command == "eval":
        for name, method in result["methods"].items():
            stale = method["stale_top1"]
            print(f"{name:20s} recall@5 {method['recall@5']}  stale top-1 {stale['stale']}/{stale['queries']}  "
                  f"{method['ms_per_query']} ms/query")
        print(f"stale top-1 reduction {result['stale_top1_relative_reduction']}, recall@5 change "
              f"{result['recall@5_change_points']} points, intent accuracy {result['intent']['accuracy']}, "
              f"DCEE ROC-AUC {result['dcee']['roc_auc_confidence']} ECE {result['dcee']['ece_joint']}")
        print("targets: " + ", ".join(f"{key} {value}" for key, value in result["targets"].items() if key.endswith("met")))
        return
    if command == "query":
        intent = result["intent"]
        print(f"as of {result['as_of']} ({result['anchor']['kind']}); intent {intent['routed']}"
              f"{' (fallback)' if intent['fell_back'] else ''} p={intent['predicted_confidence']:.2f}; "
              f"corrections {result['corrections']}; index {result['index_version']}")
        for item in result["evidence"]:
            scores, version = item["scores"], item["document_version"]
            flag = " [via counterfactual]" if item["origin"] == "counterfactual" else ""
            print(f"{item['rank']}. {item['source_path']} p.{item['page']} ({version['validity_at_as_of']}) "
                  f"s={scores['semantic']:.2f} d={scores['temporal']:.2f} conf={scores['confidence']:.2f}{flag}: "
                  f"{item['text'][:100]}")
        return
    for key, value in result.items():
        print(f"{key}: {value}")


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING, stream=sys.stderr,
                        format="%(levelname)s %(name)s: %(message)s")
    if args.data_root:
        os.environ[DATA_ROOT_ENV] = args.data_root  # child processes (Airflow, dvc) see the same root
    try:
        overrides = parse_set_args(args.overrides or [])
        if getattr(args, "source", None):
            overrides["ingest.source"] = args.source
        settings = load_settings(Path(args.params) if args.params else None, overrides)
    except SettingsError as err:
        print(f"ragops: {err}", file=sys.stderr)
        return 2
    handler: Callable[..., dict[str, Any]] = args.handler
    try:
        result = handler(args, settings, DataPaths.from_env(args.data_root))
    except (FileNotFoundError, ValueError, EngineUnavailable, RuntimeError) as err:
        print(f"ragops {args.command}: {err}", file=sys.stderr)
        return 1
    if getattr(args, "json", False):
        print(json.dumps(result, indent=2, ensure_ascii=False, default=str))
    else:
        _print_human(args.command, result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
