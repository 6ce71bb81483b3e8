"""Extractive answers, citations, the OCR caveat, prompts, and the temperature from evidence consistency."""

from __future__ import annotations

import numpy as np

from models.answering.compose import (
    SEVERAL_PERSPECTIVES,
    cited_ranks,
    consistency,
    extractive_answer,
    not_found_answer,
    ocr_caveat,
    pick_sentences,
    prompt_messages,
    sampling_for,
    sources_block,
)

BANDS = {"consistent_above": 0.7, "consistent_temperature": 0.05, "divergent_below": 0.3,
         "divergent_temperature": 0.5, "default_temperature": 0.2}


def item(rank, text, language="en", ocr=None, valid_from=None, valid_until=None):
    return {"rank": rank, "text": text, "language": language, "title": f"Doc {rank}", "source_path": f"d{rank}.pdf",
            "page": 2, "ocr": ocr, "document_version": {"doc_id": f"d{rank}", "valid_from": valid_from,
                                                        "valid_until": valid_until}}


def test_consistency_is_the_mean_pairwise_cosine():
    same = np.tile(np.array([[1.0, 0.0]]), (3, 1))
    assert consistency(same) == 1.0
    assert abs(consistency(np.eye(3))) < 1e-12
    assert consistency(np.array([[1.0, 0.0]])) is None


def test_temperature_bands():
    assert sampling_for(0.9, **BANDS).temperature == 0.05
    low = sampling_for(0.1, **BANDS)
    assert low.temperature == 0.5 and low.several_perspectives
    assert sampling_for(0.5, **BANDS).temperature == 0.2
    assert sampling_for(None, **BANDS).temperature == 0.05  # one passage agrees with itself


def test_the_sentence_stating_the_figure_beats_the_heading_repeating_the_subject():
    evidence = [item(1, "Warranty Service Fee Policy (2024). Publisher: Corvex. The warranty service fee is USD 150 "
                        "per visit. Claims are due within 60 days."),
                item(2, "Spare parts ship within a week.")]
    picked = pick_sentences("How much is the warranty service fee per visit?", evidence, max_sentences=3)
    assert picked == [(1, "The warranty service fee is USD 150 per visit")]
    assert extractive_answer(picked) == "The warranty service fee is USD 150 per visit. [1]"


def test_chinese_sentences_and_no_shared_word():
    evidence = [item(1, "冷水机组冬季停机时应排空管路中的水，防止冻裂。防冻液的浓度应每年检测一次。", language="zh")]
    picked = pick_sentences("冷水机组冬季停机时应该怎么做？", evidence, max_sentences=2, query_language="zh")
    assert picked and "排空管路" in picked[0][1]
    assert extractive_answer(picked).endswith("。 [1]")
    assert pick_sentences("zzz qqq", [item(1, "First sentence here. Second one.")], 2) == [(1, "First sentence here")]
    assert pick_sentences("anything", [], 2) == []


def test_citations_sources_and_ocr_caveat():
    evidence = [item(1, "a", valid_from="2024-04-01"), item(2, "b", ocr={"engine": "rapidocr", "confidence": 0.91})]
    assert cited_ranks("x [1]. y [2, 1]. z [12]") == [1, 2, 12]
    assert sources_block(evidence) == ("Sources:\n[1] Doc 1 (d1.pdf), p. 2, valid 2024-04-01 to now\n"
                                       "[2] Doc 2 (d2.pdf), p. 2")
    assert ocr_caveat(evidence, [1]) is None
    caveat = ocr_caveat(evidence, [1, 2])
    assert "OCR" in caveat and "Doc 2 (d2.pdf), p. 2" in caveat and "0.91" in caveat
    assert "Doc 1" in not_found_answer(evidence) and "not an answer" in not_found_answer(evidence)


def test_prompt_carries_evidence_perspectives_and_refuted_claims():
    messages = prompt_messages("What is the fee?", [item(1, "The fee is 150.")], True, ["The fee is 80."])
    assert messages[0]["role"] == "system" and SEVERAL_PERSPECTIVES in messages[0]["content"]
    assert "[1] Doc 1 (d1.pdf), p. 2:\nThe fee is 150." in messages[1]["content"]
    assert "Question: What is the fee?" in messages[1]["content"] and "- The fee is 80." in messages[1]["content"]
    assert SEVERAL_PERSPECTIVES not in prompt_messages("q", [], False)[0]["content"]


def test_words_every_sentence_repeats_count_little():
    """The model name in every sentence of a fault guide does not decide; the fault code the question names does."""
    guide = item(1, "HX-200 fault guide. On HX-200 units in North America, error E07 means the strainer is blocked. "
                    "On HX-200 units in North America, error E09 means the condenser is dirty. On HX-200 units in "
                    "North America, to clear E12, leak-test the circuit and recharge it.")
    picked = pick_sentences("Clear fault E12 on a HX-200 in North America", [guide], max_sentences=1)
    assert picked == [(1, "On HX-200 units in North America, to clear E12, leak-test the circuit and recharge it")]
