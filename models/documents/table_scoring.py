"""Scoring an extracted table against its ground truth: the pure parts (no IO, no PDF library).

Three measures, all on normalised cell text (``normalise_cell_text``: NFKC, whitespace collapsed,
case-folded):

* **Cell accuracy** (``count_correct_cells``): the share of non-empty ground-truth cells whose text
  equals the extracted text at the same (row, col). Strict: a one-row offset zeros a table.
* **Adjacency relations** (ICDAR 2013 table competition, Göbel et al.): for every non-empty cell,
  its nearest non-empty neighbour to the right and below, as ``(text, neighbour text, direction)``.
  Ground truth and extraction are compared as multisets (``relation_scores``), so an extra header
  row or a shifted column costs the relations it breaks, not the whole table.
* **Content overlap** (``content_overlap``): how many non-empty cell texts two tables share (as
  multisets); it matches a ground-truth grid that has no bbox to the extracted table on its page.

Cells carry inclusive spans, as ICDAR's ``start-row``..``end-row``. A grid (list of rows of cell
text, as extractors return) becomes one cell per non-empty position (``cells_from_grid``); an
extractor that spreads a merged value over its span then repeats that text in each position, which
the relation rules treat as below (``adjacency_relations``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from models.documents.tables import normalise_cell_text

Grid = list[list[str]]
Relation = tuple[str, str, str]  # (text, neighbour's text, "right" | "below")


@dataclass(frozen=True)
class Cell:
    """One ground-truth or extracted cell; ``row_end``/``col_end`` are inclusive (ICDAR convention)."""

    row: int
    col: int
    row_end: int
    col_end: int
    text: str


def without_spaces(text: str) -> str:
    """Comparison form that also ignores whitespace (ground truth that lost its word spaces)."""
    return "".join(normalise_cell_text(text).split())


# ----------------------------------------------------------------------------------------------
# Grids and cells
# ----------------------------------------------------------------------------------------------


def renumber_from_minimum(cells: Sequence[Cell]) -> list[Cell]:
    """Cells shifted so the smallest row and column are 0.

    Some ICDAR ground truth counts rows/columns from 1 (or from the first row of a continued table);
    positions are compared with an extracted grid indexed from (0, 0).
    """
    if not cells:
        return []
    row0, col0 = min(c.row for c in cells), min(c.col for c in cells)
    if row0 == 0 and col0 == 0:
        return list(cells)
    return [Cell(c.row - row0, c.col - col0, c.row_end - row0, c.col_end - col0, c.text) for c in cells]


def compact_grid(grid: Sequence[Sequence[str | None]]) -> Grid:
    """The grid without rows and columns that hold no text; ``None`` (a covered position) becomes "".

    Extractors differ in whether they emit empty spacer rows/columns; they carry no content, and
    dropping them on both sides lets positions be compared.
    """
    rows = [[cell or "" for cell in row] for row in grid]
    width = max((len(row) for row in rows), default=0)
    rows = [row + [""] * (width - len(row)) for row in rows]
    keep_rows = [row for row in rows if any(cell.strip() for cell in row)]
    keep_cols = [j for j in range(width) if any(row[j].strip() for row in keep_rows)]
    return [[row[j] for j in keep_cols] for row in keep_rows]


def cells_from_grid(grid: Sequence[Sequence[str]]) -> list[Cell]:
    """One single-position cell per non-empty grid position."""
    return [Cell(i, j, i, j, text) for i, row in enumerate(grid) for j, text in enumerate(row) if text and text.strip()]


def count_correct_cells(
    cells: Iterable[Cell], grid: Sequence[Sequence[str]], normalise: Callable[[str], str] = normalise_cell_text
) -> int:
    """Cells whose normalised text equals the grid's at their start position (merged cells judged there)."""
    correct = 0
    for cell in cells:
        inside = cell.row < len(grid) and cell.col < len(grid[cell.row])
        if inside and normalise(grid[cell.row][cell.col] or "") == normalise(cell.text):
            correct += 1
    return correct


# ----------------------------------------------------------------------------------------------
# Adjacency relations (ICDAR 2013)
# ----------------------------------------------------------------------------------------------


def adjacency_relations(
    cells: Sequence[Cell], normalise: Callable[[str], str] = normalise_cell_text
) -> Counter[Relation]:
    """Each non-empty cell's nearest non-empty neighbour to the right (in every row it spans) and below
    (in every column it spans), as a multiset of ``(text, neighbour text, direction)``.

    Empty cells are skipped, so a blank column between two values does not break their relation. A
    spanning cell has one relation per row (right) or column (below) of its span, even where two of them
    reach the same neighbour (two cells spanning the same rows side by side): so a spanning ground-truth
    cell and the same value spread over its span, as extractors that repeat merged values return it, give
    the same relations. A relation between two equal texts is not counted: the spread copies of one value
    are not relations the table has; the rule applies to ground truth and extraction alike.
    """
    texts = [normalise(c.text) for c in cells]
    occupant: dict[tuple[int, int], int] = {}
    for index, cell in enumerate(cells):
        if not texts[index]:
            continue
        for r in range(cell.row, cell.row_end + 1):
            for c in range(cell.col, cell.col_end + 1):
                occupant.setdefault((r, c), index)
    if not occupant:
        return Counter()
    last_row = max(r for r, _ in occupant)
    last_col = max(c for _, c in occupant)
    relations: Counter[Relation] = Counter()
    for index, cell in enumerate(cells):
        if not texts[index] or occupant.get((cell.row, cell.col)) != index:
            continue
        right = [_first(occupant, index, ((r, c) for c in range(cell.col_end + 1, last_col + 1)))
                 for r in range(cell.row, cell.row_end + 1)]
        below = [_first(occupant, index, ((r, c) for r in range(cell.row_end + 1, last_row + 1)))
                 for c in range(cell.col, cell.col_end + 1)]
        for direction, neighbours in (("right", right), ("below", below)):
            for other in neighbours:
                if other is not None and texts[other] != texts[index]:
                    relations[(texts[index], texts[other], direction)] += 1
    return relations


def _first(occupant: dict[tuple[int, int], int], own: int, positions: Iterable[tuple[int, int]]) -> int | None:
    for position in positions:
        other = occupant.get(position)
        if other is not None and other != own:
            return other
    return None


def grid_relations(grid: Sequence[Sequence[str]], normalise: Callable[[str], str] = normalise_cell_text) -> Counter[Relation]:
    """``adjacency_relations`` of a grid (one cell per non-empty position)."""
    return adjacency_relations(cells_from_grid(grid), normalise)


@dataclass(frozen=True)
class RelationScores:
    truth: int  # relations in the ground truth
    found: int  # relations in the extraction
    correct: int  # in both (multiset intersection)

    @property
    def precision(self) -> float:
        return self.correct / self.found if self.found else 0.0

    @property
    def recall(self) -> float:
        return self.correct / self.truth if self.truth else 0.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    def __add__(self, other: RelationScores) -> RelationScores:
        return RelationScores(self.truth + other.truth, self.found + other.found, self.correct + other.correct)

    def as_dict(self, digits: int = 4) -> dict[str, float | int]:
        return {"truth": self.truth, "found": self.found, "correct": self.correct,
                "precision": round(self.precision, digits), "recall": round(self.recall, digits),
                "f1": round(self.f1, digits)}


def relation_scores(truth: Counter[Relation], found: Counter[Relation]) -> RelationScores:
    """Precision/recall/F1 of two relation multisets (a relation counts as often as it occurs in both)."""
    return RelationScores(sum(truth.values()), sum(found.values()), sum((truth & found).values()))


# ----------------------------------------------------------------------------------------------
# Matching by content
# ----------------------------------------------------------------------------------------------


def cell_texts(cells_or_grid: Sequence[Cell] | Sequence[Sequence[str]]) -> Counter[str]:
    """Multiset of the non-empty cell texts (whitespace-insensitive comparison form)."""
    if cells_or_grid and isinstance(cells_or_grid[0], Cell):
        texts = [c.text for c in cells_or_grid]  # type: ignore[union-attr]
    else:
        texts = [text for row in cells_or_grid for text in row if text]  # type: ignore[union-attr]
    return Counter(t for t in (without_spaces(text) for text in texts) if t)


def content_overlap(truth: Counter[str], found: Counter[str]) -> int:
    """Cell texts the two tables share, counted as multisets."""
    return sum((truth & found).values())
