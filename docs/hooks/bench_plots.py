"""mkdocs hook: the benchmark JSON under docs/benchmarks/results/ (what `ragops --data-root DATA bench NAME` writes to
DATA/reports/bench_NAME.json; `make bench-docs` copies them) as tables and matplotlib plots on the benchmarks page,
rendered at build time.

`on_files` draws one SVG per benchmark that has something to plot and adds it to the site as a generated file
(`benchmarks/plots/bench_NAME.svg`); `on_page_markdown` replaces the marker `<!-- bench-results -->` on
benchmarks.md with a section per JSON: the command that produced it, the machine it recorded, a table of its
headline figures and the plot. A JSON this hook has no special rendering for still gets the table of its scalar
figures. The plots are deterministic (fixed SVG ids, no date), so a rebuild changes nothing.
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

PAGE = "benchmarks.md"
MARKER = "<!-- bench-results -->"
RESULTS = Path("benchmarks") / "results"
PLOTS = "benchmarks/plots"

Table = list[tuple[str, Any]]
_cache: dict[str, tuple[Table | str, str | None, bytes | None]] = {}


def _results(docs_dir: str) -> list[Path]:
    return sorted((Path(docs_dir) / RESULTS).glob("bench_*.json"))


def _get(data: Any, *keys: str, default: Any = None) -> Any:
    for key in keys:
        if not isinstance(data, dict) or key not in data:
            return default
        data = data[key]
    return data


def _fmt(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:,.4g}" if abs(value) < 1e6 else f"{value:,.0f}"
    if isinstance(value, (list, dict)):
        return f"`{json.dumps(value, ensure_ascii=False)[:120]}`"
    return " ".join(str(value).split()).replace("|", "\\|")


def _scalars(data: Any, prefix: str = "", depth: int = 0, limit: int = 40) -> Table:
    """Scalar leaves up to three levels deep, skipping per-item detail (big mappings and lists)."""
    rows: Table = []
    if not isinstance(data, dict):
        return rows
    for key, value in data.items():
        name = f"{prefix}{key}"
        if key in ("machine", "note", "files", "errors") or key.startswith("per_"):
            continue
        if isinstance(value, dict):
            if depth < 2 and len(value) <= 30:
                rows += _scalars(value, name + ".", depth + 1, limit)
        elif not isinstance(value, list):
            rows.append((name, value))
        if len(rows) >= limit:
            break
    return rows[:limit]


def _figure(width: float = 7.0, height: float = 3.2) -> tuple[Any, Any]:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    plt.rcParams.update({"svg.hashsalt": "ragops-docs", "svg.fonttype": "path", "font.size": 9})
    return plt.subplots(figsize=(width, height))


def _svg(fig: Any) -> bytes:
    import matplotlib.pyplot as plt

    buffer = io.BytesIO()
    fig.tight_layout()
    fig.savefig(buffer, format="svg", metadata={"Date": None, "Creator": None})
    plt.close(fig)
    return buffer.getvalue()


def _bars(ax: Any, labels: list[str], values: list[float], unit: str) -> None:
    bars = ax.barh(labels, values, color="#3f51b5")
    ax.invert_yaxis()
    ax.set_xlabel(unit)
    for bar, value in zip(bars, values):
        ax.text(bar.get_width(), bar.get_y() + bar.get_height() / 2, f" {value:,.3g}", va="center", fontsize=8)
    ax.spines[["top", "right"]].set_visible(False)


# --- per benchmark: (headline table, caption, svg) -----------------------------------------------------------------

def ingest(data: dict[str, Any]) -> tuple[Table, str | None, bytes | None]:
    thr, tab = data.get("throughput", {}), data.get("icdar2013_table_cell_accuracy", {})
    rows: Table = [
        ("pages (text PDFs of testdata/pdf)", thr.get("pages")), ("rounds", thr.get("rounds")),
        ("ragops ingest pages/s", thr.get("ragops_ingest_pages_per_s")),
        ("bare pdfplumber extract_text pages/s", thr.get("pdfplumber_extract_text_pages_per_s")),
        ("ratio ours / bare (pages/s)", thr.get("ragops_pages_per_s_ratio_vs_pdfplumber")),
        ("cost per page ours / bare", thr.get("ragops_cost_ratio_vs_pdfplumber")),
        ("ICDAR 2013 EU table cell accuracy", tab.get("accuracy") if isinstance(tab, dict) else tab),
        ("… ignoring spaces", _get(tab, "accuracy_ignoring_spaces")),
        ("… adjacency F1", _get(tab, "adjacency", "f1")),
        ("… tables found / in the ground truth", f"{_get(tab, 'tables_found')} / {_get(tab, 'tables')}"),
        ("… false tables", _get(tab, "false_tables"))]
    per_doc = _get(tab, "per_document", default={}) or {}
    fig, _ = _figure(8.0, 3.4)
    fig.clf()
    left, right = fig.subplots(1, 2, gridspec_kw={"width_ratios": [1, 2]})
    _bars(left, ["ragops ingest", "bare pdfplumber"],
          [thr.get("ragops_ingest_pages_per_s") or 0, thr.get("pdfplumber_extract_text_pages_per_s") or 0], "pages/s")
    left.set_title("throughput, same PDFs, interleaved")
    names = sorted(per_doc)
    right.bar(range(len(names)), [per_doc[n].get("accuracy", 0) for n in names], color="#009688")
    right.set_xticks(range(len(names)), [n.replace("eu-", "") for n in names], rotation=90, fontsize=7)
    right.set_ylim(0.8, 1.01)
    right.set_ylabel("cell accuracy")
    right.set_title("ICDAR 2013 EU, per document (eu-NNN)")
    right.spines[["top", "right"]].set_visible(False)
    return rows, "Left: pages/s of the stage and of bare pdfplumber. Right: table cell accuracy per document.", _svg(fig)


def faiss(data: dict[str, Any]) -> tuple[Table, str | None, bytes | None]:
    rows: Table = [("vectors", data.get("n_chunks")), ("dimension", data.get("dimension")),
                   ("faiss", data.get("faiss_version")), ("OpenMP threads", data.get("faiss_omp_threads")),
                   ("GPU", _get(data, "gpu", "why") or _get(data, "gpu", "usable"))]
    labels, train, add = [], [], []
    for kind, devices in (data.get("index_types") or {}).items():
        for device, result in devices.items():
            if not isinstance(result, dict) or "total_s" not in result:
                rows.append((f"{kind} on {device}", result.get("skipped") if isinstance(result, dict) else result))
                continue
            rows += [(f"{kind} on {device}: train + add s", result["total_s"]),
                     (f"{kind} on {device}: vectors/s", result.get("vectors_per_s")),
                     (f"{kind} on {device}: recall@{data.get('k', 10)} vs exact", result.get("recall_at_10_vs_exact"))]
            labels.append(f"{kind} ({device})")
            train.append(result.get("train_s", 0.0))
            add.append(result.get("add_s", 0.0))
    if not labels:
        return rows, None, None
    fig, ax = _figure(7.0, 0.7 + 0.5 * len(labels))
    ax.barh(labels, train, color="#3f51b5", label="train")
    ax.barh(labels, add, left=train, color="#ff9800", label="bulk add")
    ax.invert_yaxis()
    ax.set_xlabel("seconds")
    ax.legend(frameon=False)
    ax.spines[["top", "right"]].set_visible(False)
    return rows, f"Build time of {data.get('n_chunks'):,} synthetic vectors: train and bulk add.", _svg(fig)


def tables(data: dict[str, Any]) -> tuple[Table | str, str | None, bytes | None]:
    lines = ["| set (tables) | extractor | cell acc. | no spaces | adjacency P / R / F1 | found | false | s |",
             "|---|---|---|---|---|---|---|---|"]
    measured: dict[str, dict[str, dict[str, Any]]] = {}
    skipped: dict[str, str] = {}
    for dataset, extractors in (data.get("sets") or {}).items():
        first = True
        for extractor, result in sorted(extractors.items(), key=lambda item: (item[0] != "ragops", item[0])):
            if extractor == "comparison" or not isinstance(result, dict):
                continue
            if "skipped" in result:
                skipped[extractor] = result["skipped"]
                continue
            measured.setdefault(dataset, {})[extractor] = result
            adjacency = result.get("adjacency") or {}
            label = f"{dataset} ({result.get('tables')})" if first else ""
            first = False
            lines.append(f"| {label} | {extractor} | {_fmt(result.get('accuracy'))} | "
                         f"{_fmt(result.get('accuracy_ignoring_spaces'))} | {_fmt(adjacency.get('precision'))} / "
                         f"{_fmt(adjacency.get('recall'))} / {_fmt(adjacency.get('f1'))} | {result.get('tables_found')}"
                         f" | {result.get('false_tables')} | {_fmt(result.get('seconds'))} |")
    lines.append("")
    prose = _get(data, "no_table_pdfs", "extractors", default={}) or {}
    found = [f"{name} {result['false_tables']}" for name, result in prose.items()
             if isinstance(result, dict) and "false_tables" in result]
    if found:
        sample = next(r for r in prose.values() if isinstance(r, dict) and "false_tables" in r)
        lines += [f"False tables on the {sample.get('files')} prose PDFs ({sample.get('pages')} pages): "
                  + ", ".join(found) + ".", ""]
    for extractor, why in sorted(skipped.items()):
        lines += [f"Skipped: {extractor} — {_fmt(why)}", ""]
    rows = "\n".join(lines)
    if not measured:
        return rows, None, None
    datasets = list(measured)
    extractors = sorted({e for per in measured.values() for e in per}, key=lambda e: (e != "ragops", e))
    fig, _ = _figure(8.0, 3.2)
    fig.clf()
    axes = fig.subplots(1, 2, sharey=True)
    width = 0.8 / len(extractors)
    for ax, (key, title) in zip(axes, (("accuracy", "cell accuracy"), ("f1", "adjacency F1"))):
        for i, extractor in enumerate(extractors):
            values = [(_get(measured[d].get(extractor, {}), "adjacency", "f1") if key == "f1"
                       else measured[d].get(extractor, {}).get("accuracy")) or 0 for d in datasets]
            ax.bar([x + i * width for x in range(len(datasets))], values, width, label=extractor)
        ax.set_xticks([x + width * (len(extractors) - 1) / 2 for x in range(len(datasets))], datasets)
        ax.set_ylim(0, 1.05)
        ax.set_title(title)
        ax.spines[["top", "right"]].set_visible(False)
    axes[-1].legend(frameon=False, fontsize=8, loc="upper left", bbox_to_anchor=(1.0, 1.0))
    return rows, "Per development set, the same scorer for every extractor.", _svg(fig)


def ocr(data: dict[str, Any]) -> tuple[Table, str | None, bytes | None]:
    rows: Table = [("pages", len(data.get("pages") or [])), ("rounds", data.get("rounds")),
                   ("rapidocr / tesseract seconds per page", data.get("rapidocr_to_tesseract_seconds_per_page_ratio"))]
    measured: dict[str, dict[str, Any]] = {}
    for name, result in (data.get("backends") or {}).items():
        if not isinstance(result, dict):
            continue
        if "skipped" in result:
            rows.append((f"{name}", result["skipped"]))
            continue
        measured[name] = result
        for key in ("pages_per_s", "seconds_per_page", "cer_phototest", "mean_cer_english", "mean_cer_scanned",
                    "phototest_rotation_cer_gap", "mean_confidence"):
            rows.append((f"{name}: {key}", result.get(key)))
        leading = result.get("chinese_leading_lines") or {}
        if leading:
            rows.append((f"{name}: Chinese leading lines exact",
                         f"{sum(1 for item in leading.values() if item.get('match'))} of {len(leading)}"))
        rows.append((f"{name}: targets met", _get(result, "targets_met", "all")))
    if not measured:
        return rows, None, None
    pages = sorted({page for result in measured.values() for page in (result.get("cer") or {})})
    fig, _ = _figure(8.0, 0.8 + 0.28 * len(pages))
    fig.clf()
    left, right = fig.subplots(1, 2, gridspec_kw={"width_ratios": [2, 1]})
    height = 0.8 / len(measured)
    for i, (name, result) in enumerate(measured.items()):
        cer = result.get("cer") or {}
        left.barh([y + i * height for y in range(len(pages))], [100 * (cer.get(p) or 0) for p in pages], height,
                  label=name)
    left.set_yticks([y + height * (len(measured) - 1) / 2 for y in range(len(pages))],
                    [Path(p).name for p in pages], fontsize=7)
    left.invert_yaxis()
    left.set_xlabel("CER per page (%)")
    left.legend(frameon=False, fontsize=8)
    left.spines[["top", "right"]].set_visible(False)
    _bars(right, list(measured), [result.get("seconds_per_page") or 0 for result in measured.values()],
          "seconds per page")
    right.set_title("one process, one thread")
    return rows, "Left: character error rate per page and backend. Right: seconds per page.", _svg(fig)


def embed(data: dict[str, Any]) -> tuple[Table, str | None, bytes | None]:
    full, inc = data.get("full_build") or {}, data.get("incremental") or {}
    lat, back = data.get("query_latency") or {}, data.get("backends") or {}
    rows: Table = [
        ("model", data.get("model_id")), ("documents (sample corpus)", _get(data, "corpus", "documents")),
        ("full build: chunks", full.get("chunks")), ("full build: seconds", full.get("seconds")),
        ("full build: chunks/s", full.get("chunks_per_s")),
        ("bare sentence-transformers encode: chunks/s", full.get("raw_encode_chunks_per_s")),
        ("full build speed / bare encode", full.get("speed_ratio_to_raw_encode")),
        ("refresh after one changed document: seconds", inc.get("seconds")),
        ("… as a share of the full build", inc.get("seconds_ratio_to_full_build")),
        ("… embedded / reused / removed", f"{inc.get('embedded')} / {inc.get('reused')} / {inc.get('removed')}"),
        ("latency index: chunks", _get(lat, "index", "n_chunks")), ("latency: queries", lat.get("queries")),
        ("hybrid / FAISS flat, P50", lat.get("hybrid_to_flat_p50_ratio")),
        ("hybrid / FAISS flat, P95", lat.get("hybrid_to_flat_p95_ratio")),
        ("onnx-int8 encode speed-up", back.get("encode_speedup_int8")),
        ("onnx-int8 query embedding speed-up (P50)", back.get("query_embedding_speedup_int8_p50")),
        ("onnx-int8 hybrid recall change (points)", back.get("recall_hybrid_delta_points"))]
    for method, stats in (lat.get("ms") or {}).items():
        rows.append((f"{method} ms P50 / P95", f"{_fmt(stats.get('p50'))} / {_fmt(stats.get('p95'))}"))
    ms = lat.get("ms") or {}
    if not ms:
        return rows, None, None
    fig, ax = _figure(7.0, 0.8 + 0.45 * len(ms))
    names = list(ms)
    height = 0.38
    ax.barh([y for y in range(len(names))], [ms[n].get("p50") or 0 for n in names], height, label="P50")
    ax.barh([y + height for y in range(len(names))], [ms[n].get("p95") or 0 for n in names], height, label="P95")
    ax.set_yticks([y + height / 2 for y in range(len(names))], names)
    ax.invert_yaxis()
    ax.set_xlabel("ms per query")
    ax.legend(frameon=False)
    ax.spines[["top", "right"]].set_visible(False)
    chunks = _get(lat, "index", "n_chunks")
    return rows, f"Query latency on a synthetic index of {chunks:,} chunks (k={lat.get('k')})." if chunks else None, _svg(fig)


def generic(data: dict[str, Any]) -> tuple[Table, str | None, bytes | None]:
    return _scalars(data), None, None


RENDERERS: dict[str, Callable[[dict[str, Any]], tuple[Table | str, str | None, bytes | None]]] = {
    "bench_ingest": ingest, "bench_faiss": faiss, "bench_tables": tables, "bench_ocr": ocr, "bench_embed": embed,
}


def _render(path: Path) -> tuple[Table | str, str | None, bytes | None]:
    if path.name not in _cache:
        data = json.loads(path.read_text(encoding="utf-8"))
        _cache[path.name] = RENDERERS.get(path.stem, generic)(data)
    return _cache[path.name]


def on_pre_build(config: Any) -> None:
    _cache.clear()


def on_files(files: Any, config: Any) -> Any:
    from mkdocs.structure.files import File

    for path in _results(config["docs_dir"]):
        _, _, svg = _render(path)
        if svg is not None:
            files.append(File.generated(config, f"{PLOTS}/{path.stem}.svg", content=svg))
    return files


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    if page.file.src_uri != PAGE or MARKER not in markdown:
        return markdown
    out: list[str] = []
    paths = _results(config["docs_dir"])
    if not paths:
        out.append("No benchmark JSON under `docs/benchmarks/results/` yet: `make bench`, then `make bench-docs`.")
    for path in paths:
        data = json.loads(path.read_text(encoding="utf-8"))
        name = path.stem.removeprefix("bench_")
        rows, caption, svg = _render(path)
        out += [f"### `{path.name}` {{ #result-{name} }}", "",
                f"Command: `ragops --data-root DATA bench {name}` (writes `DATA/reports/{path.name}`).", ""]
        machine = data.get("machine") if isinstance(data.get("machine"), dict) else None
        if machine:
            out += ["Recorded environment: " + ", ".join(f"{k} `{_fmt(v)}`" for k, v in machine.items()) + ".", ""]
        else:
            out += ["The JSON records no environment.", ""]
        versions = data.get("versions") if isinstance(data.get("versions"), dict) else None
        if versions:
            out += ["Versions recorded: " + ", ".join(f"{k} `{_fmt(v)}`" for k, v in versions.items()) + ".", ""]
        if isinstance(rows, str):
            out += [rows, ""]
        elif rows:
            out += ["| figure | value |", "|---|---|"]
            out += [f"| {_fmt(label)} | {_fmt(value)} |" for label, value in rows if value is not None]
            out.append("")
        if svg is not None:
            out += [f"![{path.stem}]({PLOTS}/{path.stem}.svg)", ""]
            if caption:
                out += [f"*{caption}*", ""]
        if isinstance(data.get("note"), str):
            out += [f"Note recorded with it: {_fmt(data['note'])}", ""]
    return markdown.replace(MARKER, "\n".join(out))
