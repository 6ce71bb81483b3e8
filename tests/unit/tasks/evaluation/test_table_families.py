"""The generated statistical tables: families split as wholes, pages drawn the same way from the same seed, a
ground truth that is what the page prints, and ragops' extraction on the development families (the held-out
families are only scored, by `ragops bench tables`)."""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest
import yaml

from models.documents.tables import normalise_cell_text
from tasks.core.settings import load_settings
from tasks.evaluation.table_families import LAYOUTS, SPLITS, TRAITS, generated_documents, load_layouts, shared_traits
from tasks.evaluation.tables import ragops_extractor, score_set
from tasks.ingest.pdf_tables import extract_tables, table_settings


@pytest.fixture(scope="module")
def dev_pages(tmp_path_factory: pytest.TempPathFactory) -> list:
    return generated_documents(tmp_path_factory.mktemp("families") / "dev", "dev")


def test_both_splits_hold_whole_families_and_a_bad_family_is_refused(tmp_path: Path) -> None:
    layouts, words = load_layouts()
    assert {layout.split for layout in layouts} == set(SPLITS)
    assert len({layout.name for layout in layouts}) == len(layouts)
    assert {"stub", "column", "group", "title"} <= set(words)
    data = yaml.safe_load(LAYOUTS.read_text(encoding="utf-8"))
    data["families"][0]["split"] = "train"
    (tmp_path / "bad.yaml").write_text(yaml.safe_dump(data), encoding="utf-8")
    with pytest.raises(ValueError, match=data["families"][0]["name"]):
        load_layouts(tmp_path / "bad.yaml")


def test_sampled_families_are_drawn_the_same_way_and_stay_away_from_the_held_out_ones(tmp_path: Path) -> None:
    layouts, _ = load_layouts()
    data = yaml.safe_load(LAYOUTS.read_text(encoding="utf-8"))
    sampled = [layout for layout in layouts if layout.name.startswith(f"{data['sampled']['prefix']}_")]
    held_out = [layout for layout in layouts if layout.split == "held_out"]
    assert len(sampled) == data["sampled"]["count"] and {layout.split for layout in sampled} == {"dev"}
    limit = data["sampled"]["max_shared_with_held_out"]
    assert all(shared_traits(a, b) <= limit for a in sampled for b in held_out)
    assert len({tuple(getattr(layout, t) for t in TRAITS) for layout in sampled}) == len(sampled)
    assert load_layouts()[0] == layouts  # each draw is seeded by the family's name
    data["sampled"]["max_shared_with_held_out"] = -1
    (tmp_path / "near.yaml").write_text(yaml.safe_dump(data), encoding="utf-8")
    with pytest.raises(ValueError, match="too near a held-out family"):
        load_layouts(tmp_path / "near.yaml")


def test_the_truth_is_what_the_page_prints(dev_pages: list) -> None:
    for document in dev_pages[::5]:
        with pdfplumber.open(document.pdf_path) as pdf:
            page = pdf.pages[0]
            for table in document.tables:
                inside = normalise_cell_text(page.crop(table.bbox).extract_text())
                for cell in table.cells:
                    for word in normalise_cell_text(cell.text).split():
                        assert word in inside, (document.name, cell)


def test_the_same_seed_draws_the_same_pages_and_a_new_family_leaves_the_others_alone(tmp_path: Path) -> None:
    first = generated_documents(tmp_path / "a", "held_out")
    data = yaml.safe_load(LAYOUTS.read_text(encoding="utf-8"))
    data["families"].insert(0, {**data["families"][0], "name": "another_dev_family", "split": "dev"})
    (tmp_path / "more.yaml").write_text(yaml.safe_dump(data), encoding="utf-8")
    again = generated_documents(tmp_path / "b", "held_out", layouts_file=tmp_path / "more.yaml")
    assert [d.name for d in first] == [d.name for d in again]
    assert all(a.pdf_path.read_bytes() == b.pdf_path.read_bytes() for a, b in zip(first, again, strict=True))
    assert [d.tables for d in first] == [d.tables for d in again]


def test_ragops_reads_the_development_families(dev_pages: list) -> None:
    """Spanning group labels over their columns, labels on two lines as one cell, leader dots dropped, two
    booktabs tables on a page apart, a booktabs table's wrapped stub labels one cell each (`ragops bench
    tables`, set generated-dev: cells 0.994, adjacency F1 0.999)."""
    report = score_set(dev_pages, ragops_extractor(table_settings(load_settings().ingest)))
    assert report["tables_found"] == report["tables"]
    assert report["adjacency"]["f1"] >= 0.98 and report["accuracy"] >= 0.95
    grouped = next(d for d in dev_pages if d.name == "grouped_header_underlines-01")
    with pdfplumber.open(grouped.pdf_path) as pdf:
        (table,) = extract_tables(pdf.pages[0], table_settings(load_settings().ingest))
    groups = {cell.text: (cell.col, cell.col_end) for cell in grouped.tables[0].cells if cell.row == 0}
    for text, (first, last) in groups.items():
        assert all(table.grid[0][c] == text for c in range(first, last + 1)), (text, table.grid[0])
    two = next(d for d in dev_pages if d.name == "two_booktabs_tables-02")
    with pdfplumber.open(two.pdf_path) as pdf:
        assert len(extract_tables(pdf.pages[0], table_settings(load_settings().ingest))) == 2
    booktabs = next(d for d in dev_pages if d.name == "sampled_07-01")
    with pdfplumber.open(booktabs.pdf_path) as pdf:
        tables = extract_tables(pdf.pages[0], table_settings(load_settings().ingest))
    assert [t.strategy for t in tables] == ["hybrid", "hybrid"]  # ruled above, under the header and below only
    wrapped = [c.text for t in booktabs.tables for c in t.cells if c.col == 0 and len(c.text) > 40]
    stubs = {normalise_cell_text(row[0]) for t in tables for row in t.grid}
    assert wrapped and all(normalise_cell_text(text) in stubs for text in wrapped)
