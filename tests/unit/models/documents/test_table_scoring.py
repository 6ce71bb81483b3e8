"""The pure scoring rules: renumbering, compacting, ICDAR 2013 adjacency relations, multiset P/R/F1."""

from __future__ import annotations

from collections import Counter

import pytest

from models.documents.table_scoring import (
    Cell,
    adjacency_relations,
    cell_texts,
    cells_from_grid,
    compact_grid,
    content_overlap,
    count_correct_cells,
    grid_relations,
    relation_scores,
    renumber_from_minimum,
    without_spaces,
)


def test_ground_truth_counted_from_one_is_renumbered_from_its_minimum():
    cells = [Cell(1, 1, 1, 3, "Head"), Cell(2, 1, 2, 1, "a"), Cell(2, 2, 3, 2, "b")]
    assert renumber_from_minimum(cells) == [Cell(0, 0, 0, 2, "Head"), Cell(1, 0, 1, 0, "a"), Cell(1, 1, 2, 1, "b")]
    already = [Cell(0, 0, 0, 0, "x"), Cell(0, 1, 0, 1, "y")]
    assert renumber_from_minimum(already) == already
    assert renumber_from_minimum([]) == []


def test_compact_grid_drops_rows_and_columns_without_text():
    grid = [["", "", ""], ["a", None, "b"], [" ", "", ""], ["c", "", "d"]]
    assert compact_grid(grid) == [["a", "b"], ["c", "d"]]
    assert compact_grid([["a"], ["b", "c"]]) == [["a", ""], ["b", "c"]]  # ragged rows padded
    assert compact_grid([]) == []


def test_cells_from_grid_keeps_non_empty_positions():
    assert cells_from_grid([["a", ""], ["", "b "]]) == [Cell(0, 0, 0, 0, "a"), Cell(1, 1, 1, 1, "b ")]


def test_adjacency_relations_skip_empty_cells():
    grid = [["a", "b", ""],
            ["", "c", "d"],
            ["e", "", "f"]]
    assert grid_relations(grid) == Counter({
        ("a", "b", "right"): 1, ("c", "d", "right"): 1, ("e", "f", "right"): 1,
        ("a", "e", "below"): 1, ("b", "c", "below"): 1, ("d", "f", "below"): 1,
    })


def test_a_spanning_cell_relates_to_each_neighbour_along_its_span():
    cells = [Cell(0, 0, 1, 0, "Label"), Cell(0, 1, 0, 2, "Head"), Cell(1, 1, 1, 1, "x"), Cell(1, 2, 1, 2, "y")]
    assert adjacency_relations(cells) == Counter({  # texts in comparison form (case-folded)
        ("label", "head", "right"): 1, ("label", "x", "right"): 1, ("x", "y", "right"): 1,
        ("head", "x", "below"): 1, ("head", "y", "below"): 1,
    })
    # An extractor that spreads the merged values over their span scores the same relations.
    spread = [["Label", "Head", "Head"], ["Label", "x", "y"]]
    assert grid_relations(spread) == adjacency_relations(cells)
    # Two cells spanning the same two rows side by side: one relation per row of the span, as when spread.
    side_by_side = [Cell(0, 0, 1, 0, "L"), Cell(0, 1, 1, 1, "R")]
    assert adjacency_relations(side_by_side) == Counter({("l", "r", "right"): 2})
    assert grid_relations([["L", "R"], ["L", "R"]]) == adjacency_relations(side_by_side)


def test_relations_compare_normalised_text():
    assert grid_relations([["Total  (n)", "ＡＢ"]]) == Counter({("total (n)", "ab", "right"): 1})


def test_a_one_row_offset_zeros_cell_accuracy_but_not_the_relations():
    truth = [["Country", "2012", "2013"], ["France", "1", "2"], ["Spain", "3", "4"]]
    extracted = [["Table 1: Output"], *truth]  # a title row taken into the table
    cells = cells_from_grid(truth)
    assert count_correct_cells(cells, compact_grid(extracted)) == 0
    scores = relation_scores(grid_relations(truth), grid_relations(compact_grid(extracted)))
    assert (scores.truth, scores.found, scores.correct) == (12, 13, 12)
    assert scores.recall == 1.0 and scores.precision == pytest.approx(12 / 13)
    assert scores.f1 == pytest.approx(2 * (12 / 13) / (1 + 12 / 13))


def test_relation_scores_are_multisets_and_add_up():
    truth = Counter({("0", "1", "right"): 2, ("a", "b", "below"): 1})
    found = Counter({("0", "1", "right"): 1, ("a", "c", "below"): 1})
    scores = relation_scores(truth, found)
    assert (scores.truth, scores.found, scores.correct) == (3, 2, 1)
    total = scores + relation_scores(Counter(), Counter())
    assert total == scores
    nothing = relation_scores(Counter(), Counter())
    assert (nothing.precision, nothing.recall, nothing.f1) == (0.0, 0.0, 0.0)
    assert scores.as_dict()["f1"] == round(2 * 0.5 * (1 / 3) / (0.5 + 1 / 3), 4)


def test_cell_accuracy_is_judged_at_the_start_position():
    cells = [Cell(0, 0, 0, 1, "United Kingdom"), Cell(1, 0, 1, 0, "a"), Cell(5, 5, 5, 5, "outside")]
    grid = [["UnitedKingdom", "UnitedKingdom"], ["A", "b"]]
    assert count_correct_cells(cells, grid) == 1  # case-folded "a"; "UnitedKingdom" lost its space
    assert count_correct_cells(cells, grid, without_spaces) == 2


def test_content_overlap_counts_shared_texts_as_multisets():
    truth = cell_texts([["1,505", "1,505", "Server rooms"]])
    found = cell_texts([["1,505", "Server  rooms", ""], ["x", "", ""]])
    assert content_overlap(truth, found) == 2
    assert cell_texts([Cell(0, 0, 0, 0, "a b"), Cell(0, 1, 0, 1, " ")]) == Counter({"ab": 1})
