"""Answer support: a statement counts when one cited passage states its figures and most of its words."""

from __future__ import annotations

from models.answering.verify import answer_support

PASSAGE = "The warranty service fee is USD 150 per visit from 1 April 2024. Travel time is not charged."


def test_copied_statements_are_supported_and_invented_figures_are_not():
    answer = "The warranty service fee is USD 150 per visit from 1 April 2024 [1]. Travel time is not charged [1]."
    assert answer_support(answer, [PASSAGE], 0.8) == (2, 2)
    wrong = "The warranty service fee is USD 120 per visit from 1 April 2024 [1]."
    assert answer_support(wrong, [PASSAGE], 0.8) == (0, 1)


def test_a_statement_no_cited_passage_holds_is_unsupported():
    answer = "The fee is waived for premium customers [1]."
    assert answer_support(answer, [PASSAGE], 0.8) == (0, 1)
    assert answer_support("Travel time is not charged [1].", [], 0.8) == (0, 1)  # nothing cited
    assert answer_support("", [PASSAGE], 0.8) == (0, 0)
