"""Generated statistical tables with exact ground truth, in layout families split into dev and held-out.

The development sets (ICDAR 2013 EU, camelot's and tabula's suites) are what table rules were tuned on; their
figures flatter. These pages are drawn with reportlab from ``table_layouts.yaml``: tables without vertical
rulings as national statistical abstracts print them (spanning column headers, stub labels with leader dots,
section rows and indented entries, labels on two lines, two tables on a page, a title above and source notes
below), each cell's text known exactly. Families are split as wholes: ``dev`` may be looked at while rules are
tuned, ``held_out`` only scored (``ragops bench tables`` reports both sets), so the held-out figure says how the
rules do on layouts they were not shaped after. Besides the families written by hand, ``sampled`` dev families
draw their traits at random (``sampled_layouts``), never sharing more than a set number of traits with a held-out
family: rules are written against combinations nobody chose, the held-out ones kept apart. Generated pages are
cleaner than scanned-and-converted real ones: read them beside the real sets' figures, not instead of them.

A document is one page (one or two tables); the truth is a ``TruthDocument`` (cells with spans, the table's
bbox in pdfplumber coordinates) scored by ``tasks.evaluation.tables.score_set`` like every other set.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import yaml

from models.documents.table_scoring import Cell
from tasks.evaluation.tables import TruthDocument, TruthTable

LAYOUTS = Path(__file__).with_name("table_layouts.yaml")
SPLITS = ("dev", "held_out")
PAGE = (612.0, 792.0)  # US letter, points
MARGIN = 54.0
FONT, BOLD = "Helvetica", "Helvetica-Bold"
# The traits compared when a sampled family must stay away from the held-out ones (sizes of the table aside).
TRAITS = ("rules", "header_levels", "leaders", "sections", "wrap_stub", "wrap_header", "font_size", "column_gap",
          "tables_per_page")


@dataclass(frozen=True)
class Layout:
    """One family's traits (see table_layouts.yaml for their meaning)."""

    name: str
    split: str
    rules: str = "none"
    header_levels: int = 1
    leaders: str = "none"
    sections: bool = False
    wrap_stub: bool = False
    wrap_header: bool = False
    columns: tuple[int, int] = (4, 6)
    rows: tuple[int, int] = (8, 12)
    font_size: float = 8.0
    column_gap: float = 1.5
    tables_per_page: int = 1
    pages: int = 6


def _layout(entry: dict[str, Any], source: str) -> Layout:
    try:
        layout = Layout(**{k: tuple(v) if isinstance(v, list) else v for k, v in entry.items()})
    except TypeError as error:
        raise ValueError(f"{source}: family {entry.get('name')!r}: {error}") from error
    if layout.split not in SPLITS:
        raise ValueError(f"{source}: family {layout.name!r}: split must be one of {SPLITS}")
    return layout


def shared_traits(a: Layout, b: Layout) -> int:
    """How many of the traits that shape a table's geometry two families have in common."""
    return sum(getattr(a, trait) == getattr(b, trait) for trait in TRAITS)


def sampled_layouts(spec: dict[str, Any], held_out: Sequence[Layout], source: str) -> list[Layout]:
    """Families whose traits are drawn at random from ``spec["choices"]`` (each seeded by its own name); a draw
    sharing more than ``spec["max_shared_with_held_out"]`` traits with some held-out family is drawn again, so the
    sampled families cover combinations nobody wrote by hand without coming near a held-out one."""
    layouts, limit = [], int(spec["max_shared_with_held_out"])
    for i in range(int(spec["count"])):
        name = f"{spec['prefix']}_{i + 1:02d}"
        rng = random.Random(name)
        for _attempt in range(1000):
            traits = {key: rng.choice(values) for key, values in spec["choices"].items()}
            layout = _layout({"name": name, "split": spec["split"], "pages": spec["pages"], **traits}, source)
            if all(shared_traits(layout, other) <= limit for other in held_out):
                layouts.append(layout)
                break
        else:
            raise ValueError(f"{source}: sampled family {name!r}: every draw is too near a held-out family")
    return layouts


def load_layouts(path: Path = LAYOUTS) -> tuple[list[Layout], dict[str, list[str]]]:
    """The families (written, then sampled) and the vocabulary; a family with an unknown split or field is
    refused with its name."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    layouts = [_layout(entry, path.name) for entry in data["families"]]
    if data.get("sampled"):
        held_out = [layout for layout in layouts if layout.split == "held_out"]
        layouts += sampled_layouts(data["sampled"], held_out, path.name)
    return layouts, {key: [str(w) for w in words] for key, words in data["vocabulary"].items()}


@dataclass
class TableSpec:
    """What one table says: header rows (label, first column, last column), stub entries, values."""

    title: str
    header: list[list[tuple[str, int, int]]]  # per header row: (text, first value column, last value column)
    stub_head: str
    entries: list[tuple[str, bool]]  # (label, is a section row)
    values: list[list[str]]  # per entry: one text per value column ([] for a section row)
    notes: list[str] = field(default_factory=list)


def _value(rng: random.Random) -> str:
    kind = rng.random()
    if kind < 0.06:
        return rng.choice(["(NA)", "(X)", "(D)", "-", "(Z)"])
    if kind < 0.35:
        return f"{rng.uniform(-20, 100):.1f}"
    return f"{rng.randint(1, 999_999):,}"


def _header(layout: Layout, n: int, rng: random.Random, words: dict[str, list[str]]) -> list[list[tuple[str, int, int]]]:
    column_words = words["two_line_column"] if layout.wrap_header else words["column"]
    labels = rng.sample(column_words, min(n, len(column_words)))
    labels += [rng.choice(column_words) for _ in range(len(labels), n)]  # a label repeated under another group
    rows = [[(label, i, i) for i, label in enumerate(labels)]]
    if layout.header_levels >= 2:
        groups, start = [], 0
        for name in rng.sample(words["group"], len(words["group"])):
            if start >= n:
                break
            width = min(rng.choice([2, 2, 3]), n - start)
            groups.append((name, start, start + width - 1))
            start += width
        rows.insert(0, groups)
    if layout.header_levels >= 3:
        rows.insert(0, [(rng.choice(words["top"]), 0, n - 1)])
    return rows


def make_table(layout: Layout, rng: random.Random, words: dict[str, list[str]]) -> TableSpec:
    n = rng.randint(*layout.columns)
    stub_words = words["long_stub"] + words["stub"] if layout.wrap_stub else words["stub"]
    entries: list[tuple[str, bool]] = []
    for i in range(rng.randint(*layout.rows)):
        if layout.sections and (i == 0 or rng.random() < 0.2):
            entries.append((rng.choice(words["section"]), True))
        pool = words["long_stub"] if layout.wrap_stub and rng.random() < 0.4 else stub_words
        entries.append((rng.choice(pool), False))
    values = [[] if section else [_value(rng) for _ in range(n)] for _, section in entries]
    notes = [f"Source: Bureau of Statistics, {rng.choice(words['title']).lower()} survey, {rng.randint(2010, 2022)}.",
             "(NA) Not available. (X) Not applicable. (D) Withheld to avoid disclosure. (Z) Less than half the unit."]
    return TableSpec(title=f"Table {rng.randint(1, 999)}. {rng.choice(words['title'])}: {rng.randint(2010, 2022)}",
                     header=_header(layout, n, rng, words), stub_head=rng.choice(["Item", "Characteristic",
                     "Industry", "Region", "Commodity"]), entries=entries, values=values, notes=notes)


@dataclass
class Drawing:
    """A table laid out on the page: what to draw (top-down coordinates), its truth, its extent."""

    texts: list[tuple[float, float, str, str, float]] = field(default_factory=list)  # x, top, text, font, size
    rules: list[tuple[float, float, float]] = field(default_factory=list)  # x0, x1, y
    cells: list[Cell] = field(default_factory=list)
    bbox: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)
    bottom: float = 0.0


def _width(text: str, font: str, size: float) -> float:
    from reportlab.pdfbase.pdfmetrics import stringWidth

    return stringWidth(text, font, size)


def _wrap(text: str, limit: float, size: float) -> list[str]:
    lines: list[str] = []
    for word in text.split():
        if lines and _width(f"{lines[-1]} {word}", FONT, size) <= limit:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def _header_lines(text: str, wrap: bool) -> list[str]:
    words = text.split()
    return [words[0], " ".join(words[1:])] if wrap and len(words) > 1 else [text]


def _columns(spec: TableSpec, layout: Layout, x0: float) -> tuple[float, list[tuple[float, float]]]:
    """The stub's right edge and each value column's (left, right), from the widths of what they hold."""
    size, gap = layout.font_size, layout.column_gap * layout.font_size
    indent = size if layout.sections else 0.0
    stub_limit = 16 * size if layout.wrap_stub else float("inf")
    stub = max([_width(spec.stub_head, FONT, size)] + [
        max(_width(line, BOLD if section else FONT, size) for line in _wrap(label, stub_limit, size))
        + (0.0 if section else indent) for label, section in spec.entries])
    stub += 4 * size if layout.leaders != "none" else 0.0
    n = len(spec.header[-1])
    widths = [max([_width(line, FONT, size) for line in _header_lines(spec.header[-1][j][0], layout.wrap_header)]
                  + [_width(row[j], FONT, size) for row in spec.values if row]) for j in range(n)]
    for row in spec.header[:-1]:  # a spanning label wider than its columns widens the last of them
        for text, first, last in row:
            spanned = sum(widths[first:last + 1]) + gap * (last - first)
            widths[last] += max(0.0, _width(text, FONT, size) - spanned)
    columns, x = [], x0 + stub + gap
    for w in widths:
        columns.append((x, x + w))
        x += w + gap
    return x0 + stub, columns


def _leader(layout: Layout, start: float, end: float) -> str:
    unit = "." if layout.leaders == "dense" else ". "
    count = int((end - start) / _width(unit, FONT, layout.font_size))
    return (unit * count).rstrip()


def _draw_header(spec: TableSpec, layout: Layout, d: Drawing, x0: float, columns: list[tuple[float, float]],
                 y: float) -> float:
    size, line = layout.font_size, layout.font_size * 1.25
    for r, row in enumerate(spec.header):
        bottom_row = r == len(spec.header) - 1
        lines_here = max(len(_header_lines(text, layout.wrap_header and bottom_row)) for text, _, _ in row)
        for text, first, last in row:
            left, right = columns[first][0], columns[last][1]
            parts = _header_lines(text, layout.wrap_header and bottom_row)
            below = y + (lines_here - len(parts)) * line  # labels stand on the header row's last line
            for k, part in enumerate(parts):
                d.texts.append(((left + right - _width(part, FONT, size)) / 2, below + k * line, part, FONT, size))
            d.cells.append(Cell(r, first + 1, r, last + 1, text))
            if layout.rules == "group_underlines" and not bottom_row:
                d.rules.append((left, right, y + line * 0.95))
        if bottom_row:
            d.texts.append((x0, y + (lines_here - 1) * line, spec.stub_head, FONT, size))
            d.cells.append(Cell(r, 0, r, 0, spec.stub_head))
        y += lines_here * line + (0.2 * size if layout.rules == "group_underlines" else 0.0)
    return y


def _draw_body(spec: TableSpec, layout: Layout, d: Drawing, x0: float, stub_right: float,
               columns: list[tuple[float, float]], y: float) -> float:
    size, line = layout.font_size, layout.font_size * 1.25
    levels = len(spec.header)
    stub_limit = 16 * size if layout.wrap_stub else float("inf")
    for i, ((label, section), values) in enumerate(zip(spec.entries, spec.values, strict=True)):
        x = x0 + (size if layout.sections and not section else 0.0)
        parts = _wrap(label, stub_limit, size)
        for k, part in enumerate(parts):
            d.texts.append((x, y + k * line, part, BOLD if section else FONT, size))
        y += (len(parts) - 1) * line  # values stand on the label's last line
        end = x + _width(parts[-1], BOLD if section else FONT, size)
        if layout.leaders != "none" and not section:
            dots = _leader(layout, end + 0.3 * size, stub_right - 0.3 * size)
            d.texts.append((end + 0.3 * size, y, dots, FONT, size))
        d.cells.append(Cell(levels + i, 0, levels + i, 0, label))
        for j, value in enumerate(values):
            d.texts.append((columns[j][1] - _width(value, FONT, size), y, value, FONT, size))
            d.cells.append(Cell(levels + i, j + 1, levels + i, j + 1, value))
        y += line
    return y


def lay_out(spec: TableSpec, layout: Layout, top: float) -> Drawing:
    """The table drawn from ``top`` down: title, rules, header, body, notes; truth cells and bbox."""
    d, size = Drawing(), layout.font_size
    x0 = MARGIN
    stub_right, columns = _columns(spec, layout, x0)
    x1 = columns[-1][1]
    d.texts.append((x0, top, spec.title, BOLD, size + 1.5))
    y = top + 2.2 * size
    table_top = y - 0.3 * size
    if layout.rules in ("booktabs", "group_underlines"):
        d.rules.append((x0, x1, y - 0.3 * size))
    y = _draw_header(spec, layout, d, x0, columns, y)
    if layout.rules != "none":
        d.rules.append((x0, x1, y - 0.1 * size))
        y += 0.4 * size
    y = _draw_body(spec, layout, d, x0, stub_right, columns, y)
    if layout.rules in ("booktabs", "group_underlines"):
        d.rules.append((x0, x1, y))
    d.bbox = (x0, table_top, x1, y)
    y += 0.8 * size
    for note in spec.notes:
        d.texts.append((x0, y, note, FONT, size - 1))
        y += size * 1.2
    d.bottom = y
    return d


def _page_tables(layout: Layout, rng: random.Random, words: dict[str, list[str]]) -> list[Drawing]:
    """The page's tables, one under the other; a table too wide or too long for the page is drawn again
    smaller (fewer columns, then fewer rows) until it fits."""
    drawings: list[Drawing] = []
    top = MARGIN
    for _ in range(layout.tables_per_page):
        columns, rows = layout.columns, layout.rows
        for _attempt in range(30):
            spec = make_table(replace(layout, columns=columns, rows=rows), rng, words)
            drawing = lay_out(spec, layout, top)
            wide = drawing.bbox[2] > PAGE[0] - MARGIN
            long = drawing.bottom > PAGE[1] - MARGIN
            if not wide and not long:
                break
            if wide:
                columns = (max(2, columns[0] - 1), max(2, columns[1] - 1))
            if long:
                rows = (max(3, rows[0] - 2), max(3, rows[1] - 2))
        else:
            raise ValueError(f"family {layout.name!r}: no table fits the page; make it smaller")
        drawings.append(drawing)
        top = drawing.bottom + 2.5 * layout.font_size
    return drawings


def render_page(path: Path, drawings: Sequence[Drawing]) -> None:
    from reportlab.pdfgen.canvas import Canvas

    canvas = Canvas(str(path), pagesize=PAGE, invariant=1)  # invariant: the same bytes for the same page
    height = PAGE[1]
    for drawing in drawings:
        for x, top, text, font, size in drawing.texts:
            canvas.setFont(font, size)
            canvas.drawString(x, height - top - 0.8 * size, text)  # baseline about 0.8 em below the top
        canvas.setLineWidth(0.6)
        for x0, x1, y in drawing.rules:
            canvas.line(x0, height - y, x1, height - y)
    canvas.showPage()
    canvas.save()


def generated_documents(folder: Path, split: str, seed: int = 13, layouts_file: Path = LAYOUTS) -> list[TruthDocument]:
    """Render the split's families into ``folder`` (one PDF per page) and return their truth; the same seed
    draws the same pages."""
    if split not in SPLITS:
        raise ValueError(f"split must be one of {SPLITS}, not {split!r}")
    layouts, words = load_layouts(layouts_file)
    folder.mkdir(parents=True, exist_ok=True)
    documents: list[TruthDocument] = []
    for layout in layouts:
        if layout.split != split:
            continue
        rng = random.Random(f"{seed}:{layout.name}")  # a family's pages depend on its name only, not on the others
        for page in range(layout.pages):
            drawings = _page_tables(layout, rng, words)
            path = folder / f"{layout.name}-{page + 1:02d}.pdf"
            render_page(path, drawings)
            tables = tuple(TruthTable(1, tuple(d.cells), bbox=d.bbox, label=layout.name) for d in drawings)
            documents.append(TruthDocument(path.stem, path, tables))
    return documents
