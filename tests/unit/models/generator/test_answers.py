"""Exact match and token F1 of generated answers (citations ignored), and full-vs-quantised output agreement."""

from __future__ import annotations

import math

import pytest

from models.generator.answers import agreement, exact_match, score_answers, token_f1


def test_citations_and_case_do_not_count():
    reference = "The warranty service fee is 120 EUR per visit. [1]"
    assert exact_match("the warranty service fee is 120 EUR per visit [2]", reference) == 1.0
    assert token_f1("the warranty service fee is 120 EUR per visit", reference) == 1.0


def test_partial_answer_scores_between_zero_and_one():
    f1 = token_f1("The fee is 95 EUR per visit.", "The warranty service fee is 120 EUR per visit. [1]")
    assert 0.0 < f1 < 1.0
    assert exact_match("The fee is 95 EUR per visit.", "The warranty service fee is 120 EUR per visit.") == 0.0
    assert token_f1("Pump blocked.", "The warranty fee is 120 EUR.") == 0.0


def test_chinese_answers_are_segmented():
    assert token_f1("保修服务费为每次120欧元。", "保修服务费为每次120欧元。[1]", "zh") == 1.0
    assert 0.0 < token_f1("保修服务费为每次95欧元。", "保修服务费为每次120欧元。", "zh") < 1.0


def test_score_answers_means_and_checks_lengths():
    scores = score_answers(["a fee of 120 EUR", "nothing"], ["a fee of 120 EUR [1]", "pump blocked"])
    assert scores == {"exact_match": 0.5, "f1": 0.5, "n": 2}
    with pytest.raises(ValueError, match="2 predictions for 1 references"):
        score_answers(["a", "b"], ["a"])
    assert math.isnan(score_answers([], [])["f1"])


def test_agreement_is_the_share_of_identical_answers():
    assert agreement(["a", "b ", "c"], ["a", "b", "d"]) == pytest.approx(0.6667)


def test_a_refusal_is_the_not_in_evidence_sentence_whatever_its_citation_or_case():
    from models.generator.answers import NOT_IN_EVIDENCE, is_refusal

    assert is_refusal(NOT_IN_EVIDENCE) and is_refusal("the evidence does NOT answer this question [1].")
    assert not is_refusal("The evidence answers this question.")  # the negation is a word that counts
    assert not is_refusal("The fee is USD 150 [1].") and not is_refusal("")
