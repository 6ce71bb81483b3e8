"""`make bench` for tables: ragops against the tools users would pick instead, same scorer, same run.

Extractors: ragops (``tasks.ingest.pdf_tables.extract_tables`` with params.yaml's settings), camelot-py's
four flavours (lattice, stream, network, hybrid; default options), pdfplumber's text strategy
(``find_tables`` with vertical and horizontal strategy "text") and img2table (its PDF text layer, borderless tables,
implicit rows and columns; in its own process: ``tasks/bench/img2table_worker.py``). Each runs on every development set with
ground truth (``icdar2013-eu``, ``tables/camelot``, ``tables/tabula``; scored by
``tasks.evaluation.tables.score_set``: cell accuracy strict and whitespace-insensitive, ICDAR adjacency
P/R/F1, tables found, false tables, seconds) and on the PDFs without tables
(``tasks.evaluation.tables.NO_TABLE_PDFS``: every table found there is false).

camelot-py is a benchmark-only dependency (the ``bench`` extra of pyproject.toml), img2table one installed in an
overlay folder beside the venv (``.bench-img2table/``); an extractor whose
library is missing is reported as skipped with the reason, not run. Seconds are the extractor's own calls
(opening the PDF included, library import excluded), one process, one after the other on a possibly shared
machine: compare them within one report. Output: ``<data_root>/reports/bench_tables.json``, also logged to
MLflow.
"""

from __future__ import annotations

import atexit
import importlib.metadata
import json
import os
import subprocess
import sys
import warnings
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tasks.bench.common import machine, progress, write_and_log
from tasks.core.paths import PROJECT_ROOT, SHARED_TESTDATA, DataPaths
from tasks.core.settings import Settings

EXTRACTORS = ("ragops", "camelot-lattice", "camelot-stream", "camelot-network", "camelot-hybrid", "pdfplumber-text",
              "img2table")
ANCHORS = EXTRACTORS[1:]
PDFPLUMBER_TEXT = {"vertical_strategy": "text", "horizontal_strategy": "text"}
CAMELOT_MISSING = ("camelot-py is not installed in this environment; it is the `bench` extra "
                   "(pip install -e '.[bench]', or a separate venv: see README, Benchmarks)")
# img2table needs OpenCV's contrib wheel, which would replace the project's: it runs in its own process with this
# overlay folder first on its path (tasks/bench/img2table_worker.py; `make bench` installs it).
IMG2TABLE_OVERLAY = PROJECT_ROOT / ".bench-img2table"
IMG2TABLE_MISSING = (f"img2table is not installed in its overlay folder {IMG2TABLE_OVERLAY.name}/ (make bench installs "
                     "it: uv pip install --target .bench-img2table --no-deps -r requirements-img2table.lock)")


@dataclass(frozen=True)
class FoundTable:
    """An anchor's table in the scorer's neutral form."""

    bbox: tuple[float, float, float, float]  # pdfplumber coordinates (x0, top, x1, bottom)
    grid: list[list[str]]


def pdfplumber_text_extractor() -> Callable[[Path, Sequence[int]], dict[int, list[FoundTable]]]:
    import pdfplumber

    def extract(pdf_path: Path, page_numbers: Sequence[int]) -> dict[int, list[FoundTable]]:
        with pdfplumber.open(pdf_path) as pdf:
            return {
                n: [FoundTable(tuple(t.bbox), [[cell or "" for cell in row] for row in t.extract()])
                    for t in pdf.pages[n - 1].find_tables(PDFPLUMBER_TEXT)]
                for n in page_numbers
            }

    return extract


def camelot_extractor(flavour: str) -> Callable[[Path, Sequence[int]], dict[int, list[FoundTable]]]:
    """camelot.read_pdf with default options for the flavour (ImportError where camelot-py is missing)."""
    import camelot
    import pdfplumber

    def extract(pdf_path: Path, page_numbers: Sequence[int]) -> dict[int, list[FoundTable]]:
        with pdfplumber.open(pdf_path) as pdf:
            heights = {n: pdf.pages[n - 1].height for n in page_numbers}
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # "no tables found on page N" is a result here, not a problem
            tables = camelot.read_pdf(str(pdf_path), pages=",".join(map(str, page_numbers)), flavor=flavour)
        found: dict[int, list[FoundTable]] = {n: [] for n in page_numbers}
        for table in tables:
            page = int(table.page)
            # camelot's bbox is in PDF user space (y up); the scorer's is pdfplumber's (top measured down).
            x1, y1, x2, y2 = (float(v) for v in table._bbox)
            height = heights.get(page, 0.0)
            grid = [[str(cell) for cell in row] for row in table.df.values.tolist()]
            found.setdefault(page, []).append(FoundTable((x1, height - y2, x2, height - y1), grid))
        return found

    return extract


class Img2TableExtractor:
    """img2table in a worker process (one for the whole benchmark), asked one PDF at a time over stdin/stdout."""

    def __init__(self, overlay: Path = IMG2TABLE_OVERLAY) -> None:
        if not (overlay / "img2table").is_dir():
            raise ImportError(IMG2TABLE_MISSING)
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(overlay), str(PROJECT_ROOT),
                                                                             os.environ.get("PYTHONPATH")]))}
        self._process = subprocess.Popen([sys.executable, "-m", "tasks.bench.img2table_worker"], env=env,
                                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        atexit.register(self.close)

    def __call__(self, pdf_path: Path, page_numbers: Sequence[int]) -> dict[int, list[FoundTable]]:
        assert self._process.stdin is not None and self._process.stdout is not None
        self._process.stdin.write(json.dumps({"pdf": str(pdf_path), "pages": list(page_numbers)}) + "\n")
        self._process.stdin.flush()
        line = self._process.stdout.readline()
        if not line:
            raise RuntimeError(f"the img2table worker exited (code {self._process.poll()}); see its stderr above")
        answer = json.loads(line)
        if "error" in answer:
            raise RuntimeError(f"img2table: {answer['error']}")
        return {int(page): [FoundTable(tuple(t["bbox"]), t["grid"]) for t in tables]
                for page, tables in answer["tables"].items()}

    def close(self) -> None:
        if self._process.poll() is None:
            self._process.stdin.close()  # type: ignore[union-attr]  # the worker's loop ends at end of input
            self._process.wait(timeout=30)


def load_extractors(settings: Settings, names: Sequence[str] = EXTRACTORS) -> tuple[dict[str, Any], dict[str, str]]:
    """The extractors that can run here, and the reason for each one that cannot."""
    from tasks.evaluation.tables import ragops_extractor
    from tasks.ingest.pdf_tables import table_settings

    extractors: dict[str, Any] = {}
    skipped: dict[str, str] = {}
    for name in names:
        if name == "ragops":
            extractors[name] = ragops_extractor(table_settings(settings.ingest))
        elif name == "pdfplumber-text":
            extractors[name] = pdfplumber_text_extractor()
        elif name == "img2table":
            try:
                extractors[name] = Img2TableExtractor()
            except ImportError as error:
                skipped[name] = str(error)
        elif name.startswith("camelot-"):
            try:
                extractors[name] = camelot_extractor(name.removeprefix("camelot-"))
            except ImportError as error:
                skipped[name] = f"{CAMELOT_MISSING} ({error})"
        else:
            raise ValueError(f"unknown extractor {name!r}; choose from {', '.join(EXTRACTORS)}")
    return extractors, skipped


def versions() -> dict[str, str | None]:
    found: dict[str, str | None] = {}
    for package in ("pdfplumber", "pdfminer.six", "camelot-py", "opencv-python-headless", "pypdfium2"):
        try:
            found[package] = importlib.metadata.version(package)
        except importlib.metadata.PackageNotFoundError:
            found[package] = None
    for dist in importlib.metadata.distributions(path=[str(IMG2TABLE_OVERLAY)]):  # the overlay's own packages
        if dist.metadata["Name"] in ("img2table", "opencv-contrib-python-headless"):
            found[dist.metadata["Name"]] = dist.version
    return found


def headline(report: Mapping[str, Any]) -> dict[str, Any]:
    """The figures compared across extractors (the per-document detail stays in the full report)."""
    keys = ("accuracy", "accuracy_ignoring_spaces", "adjacency", "cells", "tables", "tables_found", "false_tables",
            "false_tables_on_table_pages", "false_tables_on_table_free_pages", "documents", "pages",
            "table_free_pages", "seconds")
    return {**{key: report[key] for key in keys}, "errors": len(report["errors"])}


def compare(per_extractor: Mapping[str, Mapping[str, Any]]) -> dict[str, Any]:
    """ragops against the best anchor flavour on one set (the issue's bar: at least the best of each figure)."""
    anchors = {name: r for name, r in per_extractor.items() if name != "ragops" and "skipped" not in r}
    ours = per_extractor.get("ragops")
    if not anchors or ours is None or "skipped" in ours:
        return {}
    best_accuracy = max(anchors, key=lambda name: anchors[name]["accuracy"])
    best_f1 = max(anchors, key=lambda name: anchors[name]["adjacency"]["f1"])
    return {
        "best_anchor_accuracy": {"extractor": best_accuracy, "value": anchors[best_accuracy]["accuracy"]},
        "best_anchor_adjacency_f1": {"extractor": best_f1, "value": anchors[best_f1]["adjacency"]["f1"]},
        "ragops_accuracy_at_least_best": ours["accuracy"] >= anchors[best_accuracy]["accuracy"],
        "ragops_adjacency_f1_at_least_best": ours["adjacency"]["f1"] >= anchors[best_f1]["adjacency"]["f1"],
    }


def _sets(testdata: Path, paths: DataPaths) -> list[tuple[str, list[Any]]]:
    """The development sets (real PDFs, ../shared/testdata), then the generated statistical tables' dev and
    held-out families (drawn afresh under ``<data_root>/bench/table-families/``: the same seed, the same pages)."""
    from tasks.evaluation.table_families import SPLITS, generated_documents
    from tasks.evaluation.tables import SETS, documents_of_set

    sets: list[tuple[str, list[Any]]] = [(name, documents_of_set(name, testdata)) for name in SETS]
    folder = paths.root / "bench" / "table-families"
    for split in SPLITS:
        sets.append((f"generated-{split.replace('_', '-')}", generated_documents(folder / split, split)))
    return sets


def run(settings: Settings, paths: DataPaths, testdata: Path = SHARED_TESTDATA,
        extractor_names: Sequence[str] = EXTRACTORS) -> dict[str, Any]:
    from tasks.evaluation.tables import NO_TABLE_PDFS, false_tables_on, score_set

    if not testdata.is_dir():
        raise FileNotFoundError(f"shared test data not found at {testdata}; the benchmark reads its PDFs")
    extractors, skipped = load_extractors(settings, extractor_names)
    sets: dict[str, Any] = {}
    detail: dict[str, Any] = {}
    for set_name, documents in _sets(testdata, paths):
        sets[set_name] = {name: {"skipped": reason} for name, reason in skipped.items()}
        detail[set_name] = {}
        for name, extractor in extractors.items():
            progress("bench tables", f"{set_name}: {name}")
            report = score_set(documents, extractor)
            sets[set_name][name] = headline(report)
            detail[set_name][name] = {"per_document": report["per_document"], "errors": report["errors"]}
        sets[set_name]["comparison"] = compare(sets[set_name])
    prose_paths = [testdata / path for path in NO_TABLE_PDFS if (testdata / path).is_file()]
    missing = [path for path in NO_TABLE_PDFS if not (testdata / path).is_file()]
    no_tables: dict[str, Any] = {name: {"skipped": reason} for name, reason in skipped.items()}
    for name, extractor in extractors.items():
        progress("bench tables", f"PDFs without tables: {name}")
        no_tables[name] = false_tables_on(prose_paths, extractor)
    report: dict[str, Any] = {
        "sets": sets,
        "no_table_pdfs": {"files": [str(p.relative_to(testdata)) for p in prose_paths], "missing": missing,
                          "extractors": no_tables},
        "versions": versions(),
        "machine": machine(),
        "settings": {"pdfplumber-text": PDFPLUMBER_TEXT, "camelot": "read_pdf defaults per flavour",
                     "ragops": "params.yaml ingest.tables"},
        "detail": detail,
        "note": "same scorer (tasks.evaluation.tables) for every extractor; seconds = the extractor's calls, "
                "one process, sequential",
    }
    return write_and_log(report, "bench_tables", settings, paths, metrics)


def metrics(report: Mapping[str, Any]) -> dict[str, float]:
    """Flat MLflow metrics: `<set>_<extractor>_accuracy`, `..._adjacency_f1`, `..._false_tables`, ..."""
    flat: dict[str, float] = {}
    for set_name, per_extractor in report["sets"].items():
        for name, result in per_extractor.items():
            if name == "comparison" or "skipped" in result:
                continue
            prefix = f"{set_name}_{name}".replace("-", "_")
            flat[f"{prefix}_accuracy"] = result["accuracy"]
            flat[f"{prefix}_accuracy_ignoring_spaces"] = result["accuracy_ignoring_spaces"]
            flat[f"{prefix}_adjacency_f1"] = result["adjacency"]["f1"]
            flat[f"{prefix}_false_tables"] = result["false_tables"]
            flat[f"{prefix}_seconds"] = result["seconds"]
    for name, result in report["no_table_pdfs"]["extractors"].items():
        if "skipped" not in result:
            flat[f"no_table_pdfs_{name.replace('-', '_')}_false_tables"] = result["false_tables"]
    return {key: float(value) for key, value in flat.items()}


def summary(report: Mapping[str, Any]) -> dict[str, Any]:
    """The headline figures per set and extractor, and the false tables on the PDFs without tables."""
    return {"sets": report["sets"],
            "no_table_pdfs": {name: result if "skipped" in result else result["false_tables"]
                              for name, result in report["no_table_pdfs"]["extractors"].items()},
            "versions": report["versions"]}


def summary_lines(result: Mapping[str, Any]) -> list[str]:
    """Human output of ``ragops bench tables``: one line per set and extractor."""
    lines = []
    for set_name, per_extractor in result["sets"].items():
        for name, r in per_extractor.items():
            if name == "comparison":
                continue
            if "skipped" in r:
                lines.append(f"{set_name:13s} {name:16s} skipped: {r['skipped']}")
                continue
            a = r["adjacency"]
            lines.append(f"{set_name:13s} {name:16s} cells {r['accuracy']:.3f} (no spaces {r['accuracy_ignoring_spaces']:.3f}) "
                         f"adjacency P {a['precision']:.3f} R {a['recall']:.3f} F1 {a['f1']:.3f}  tables "
                         f"{r['tables_found']}/{r['tables']}  false {r['false_tables']}  {r['seconds']:.1f}s")
    for name, value in result["no_table_pdfs"].items():
        lines.append(f"no-table PDFs  {name:16s} " + (f"skipped: {value['skipped']}" if isinstance(value, dict)
                                                      else f"false tables {value}"))
    return lines
