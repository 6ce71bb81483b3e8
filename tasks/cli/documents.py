"""Documents to index: `sample-corpus`, `ingest`, `inspect`, `lineage`, `embed`, `search`."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from models.vocabulary import STRATEGIES
from tasks.cli.common import Commands, Formatter, positive_int, question, source_label
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings, parse_set_args


def register(commands: Commands) -> None:
    corpus = commands.add("sample-corpus", _sample_corpus,
                          "write the deterministic synthetic demo corpus and query set")
    corpus.add_argument("directory", type=Path)
    corpus.add_argument("--seed", type=int, default=None, help="default: sample_corpus.seed")

    ingest = commands.add("ingest", _ingest, "ingest documents into the chunk store")
    ingest.add_argument("--source", default=None, metavar="PATH_OR_URL", help="default: ingest.source")
    ingest.add_argument("--no-progress", action="store_true", help="no progress bar")

    inspect = commands.add("inspect", _inspect, "show what ingestion reads from one file (routing, language, text in "
                                                "reading order, tables with cells), without ingesting it")
    inspect.add_argument("file", type=Path)
    inspect.add_argument("--page", type=positive_int, default=None, metavar="N", help="only page N (1-based)")

    commands.add("lineage", _lineage, "the version chains of the CURRENT index: which documents are versions of one "
                                      "rule, each one's validity window, and the cue behind every link")

    embed = commands.add("embed", _embed, "refresh the versioned hybrid index from the chunk store (gated switch)")
    embed.add_argument("--no-progress", action="store_true", help="no progress bar")

    find = commands.add("search", _search, "hybrid search of the CURRENT index")
    find.add_argument("query", type=question)
    find.add_argument("--strategy", default="operation", choices=list(STRATEGIES))
    find.add_argument("-k", type=positive_int, default=5)
    find.add_argument("--filter", dest="filters", action="append", default=[], metavar="FIELD=VALUE",
                      help="metadata filter (language=zh, source_type=official, ...); a list: source_type=[a, b]")


# ---------------------------------------------------------------- handlers: (args, settings, paths) -> report


def _sample_corpus(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from tasks.sample_corpus import generate_sample_corpus

    seed = settings.sample_corpus.seed if args.seed is None else args.seed
    corpus = settings.sample_corpus
    summary = generate_sample_corpus(args.directory, seed=seed, heldout_fraction=corpus.heldout_fraction,
                                     families_per_set=corpus.families_per_set, family_sets=corpus.family_sets,
                                     progress=not args.json)
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


# ---------------------------------------------------------------- human output


def _print_ingest(args: argparse.Namespace, result: dict[str, Any]) -> None:
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


def _print_inspect(args: argparse.Namespace, result: dict[str, Any]) -> None:
    from tasks.ingest.inspect import format_report

    print(format_report(result))


def _print_lineage(args: argparse.Namespace, result: dict[str, Any]) -> None:
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


def _print_embed(args: argparse.Namespace, result: dict[str, Any]) -> None:
    print(f"index {result['version']} is CURRENT (previous: {result['previous_version']}); model "
          f"{result['model_id']}, {result['index_type']}")
    print(f"chunks {result['total']}: embedded {result['embedded']}, reused {result['reused']}, "
          f"removed {result['removed']}; probe {result['probe_rate']}")


def _print_search(args: argparse.Namespace, result: dict[str, Any]) -> None:
    print(f"index {result['index_version']}, strategy {result['strategy']}")
    for rank, hit in enumerate(result["hits"], start=1):
        meta = hit["metadata"]
        print(f"{rank}. {hit['score']:.3f} (dense {hit['dense_score']:.3f}, bm25 {hit['bm25_score']:.2f}) "
              f"{source_label(meta.get('source_path'), meta.get('source_paths'))} p.{meta.get('page')}: "
              f"{hit['text'][:100]}")


FORMATTERS: dict[str, Formatter] = {"ingest": _print_ingest, "inspect": _print_inspect, "lineage": _print_lineage,
                                    "embed": _print_embed, "search": _print_search}
