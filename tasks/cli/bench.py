"""`bench`: one benchmark of `make bench` (tasks/bench/)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from tasks.cli.common import Commands, Formatter, only_for, positive_int, print_json
from tasks.core.paths import SHARED_TESTDATA, DataPaths
from tasks.core.settings import Settings

BENCHES = ("ingest", "ocr", "ocr-scale", "embed", "faiss", "correction", "tables", "serving", "orchestration")


def register(commands: Commands) -> None:
    bench = commands.add("bench", _bench, "one benchmark of `make bench` (report JSON under <data_root>/reports/)")
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
    bench.add_argument("--workers", type=int, nargs="+", default=None, metavar="N",
                       help="serving: server worker processes, each count benchmarked in turn (default 1)")
    bench.add_argument("--source", default=None, metavar="DIR",
                       help="correction, serving: the sample corpus the index was built from (default: ingest.source)")
    bench.add_argument("--alias", default=None,
                       help="correction: registered versions (latest | challenger | champion), not the local copies")
    bench.add_argument("--limit", type=positive_int, default=None, help="correction: only the first N held-out queries")
    bench.add_argument("--extractors", nargs="+", default=None, metavar="NAME",
                       help="tables: only these (ragops, camelot-lattice|stream|network|hybrid, pdfplumber-text, img2table)")


def _bench(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    """Runs one benchmark; returns its headline figures (the whole report is in data/reports/bench_*.json)."""
    only_for(args, "name", {"rounds": ("ingest", "ocr", "correction", "orchestration"), "pages": "ocr",
                            "tasks": "orchestration", "no_dvc": "orchestration",
                            "chunks": ("embed", "serving", "faiss"), "queries": "embed",
                            "workdir": ("embed", "serving", "orchestration"),
                            "requests": "serving", "concurrency": "serving", "workers": "serving",
                            "source": ("correction", "serving"),
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

        levels = {key: value for key, value in (("concurrency", args.concurrency), ("workers", args.workers)) if value}
        size = {"n_chunks": args.chunks} if args.chunks is not None else {}
        return serving.summary(serving.run(settings, paths, args.requests, workdir=args.workdir, **levels, **size))
    if args.name == "orchestration":
        from tasks.bench import orchestration

        options = {key: value for key, value in (("tasks", args.tasks), ("runs", args.rounds)) if value is not None}
        return orchestration.summary(orchestration.run(settings, paths, dvc=not args.no_dvc, workdir=args.workdir,
                                                       **options))
    from tasks.bench import correction

    return correction.summary(correction.run(settings, paths, args.alias, limit=args.limit, **rounds))


def _print_bench(args: argparse.Namespace, result: dict[str, Any]) -> None:
    """The tables benchmark as its comparison lines; the others' headline figures (nested) as JSON."""
    if args.name == "tables" and "sets" in result:
        from tasks.bench.tables import summary_lines

        print("\n".join(summary_lines(result)))
        return
    print_json(args, result)


FORMATTERS: dict[str, Formatter] = {"bench": _print_bench}
