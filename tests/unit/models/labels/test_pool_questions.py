"""The questions of the active-learning pool (models/labels/pool_questions.py): made from a document's statements
and section headings, always questions, in English and Chinese."""

from __future__ import annotations

import re

import pytest

from models.labels.pool_questions import MAX_QUESTION_CHARS, document_questions, question_for, sentences

# What makes a query a question: an interrogative opening or a question mark (both, here), in either language.
_QUESTION = re.compile(r"^(?:What|How|Which|When|Who|Why|Where|Is|Are|Does|Do|Can)\b.*\?$|^[^?]*[？?]$")


@pytest.mark.parametrize("sentence, question", [
    ("The annual rent is £7.80 per rod, payable on 1 October each year.", "How much is the annual rent?"),
    ("A full plot of 10 rods costs £78.00 and a half plot £39.00.", "How much does a full plot of 10 rods cost?"),
    ("In 2021, the mean time between failures of KT compressors was 5,190 hours.",
     "What was the mean time between failures of KT compressors in 2021?"),
    ("Key differences The cooling capacity is 32.4 kW for the HX-200 and 48.7 kW for the HX-300.",
     "What is the cooling capacity for the HX-200?"),
    ("Overall, the customer satisfaction score rose from 7.1 in 2021 to 8.3 in 2025.",
     "How has the customer satisfaction score changed?"),
    ("To clear E07, clean the strainer and check the pump rotation.", "How do I clear E07?"),
    ("On HX-200 units in the EU, error E42 means the supply voltage dropped below 360 V.",
     "What does error E42 mean on HX-200 units in the EU?"),
    ("Replace the air filter every 2,000 running hours, unless the site is dusty.",
     "How often should I replace the air filter?"),
    ("Calibration interval Pressure and temperature instruments must be calibrated every 6 months.",
     "How often must pressure and temperature instruments be calibrated?"),
    ("Interment in a new grave of a person aged 18 or over: £1,195.",
     "How much is interment in a new grave of a person aged 18 or over?"),
])
def test_english_statements_become_the_question_they_answer(sentence, question):
    assert question_for(sentence, "en") == question


@pytest.mark.parametrize("sentence, question", [
    ("HX-200的制冷量为32.4 kW，HX-300为48.7 kW。", "HX-200的制冷量是多少？"),
    ("2021年，设备年故障率为3.5%。", "2021年，设备年故障率是多少？"),
    ("总体来看，设备年故障率从2021年的3.5%下降至2025年的2.0%。", "设备年故障率有什么变化？"),
    ("在亚太地区的HX-200机组上，E42表示供电电压低于342 V。", "在亚太地区的HX-200机组上，E42表示什么？"),
])
def test_chinese_statements_become_the_question_they_answer(sentence, question):
    assert question_for(sentence, "zh") == question


@pytest.mark.parametrize("sentence, language", [
    ("Read the safety section before use.", "en"),  # an instruction with no value, goal or interval
    ("Each landing of a fixed-wing aircraft is charged C$8.40 per 1,000 kg.", "en"),  # passive: no clean subject
    ("The KT-220 is noticeably louder, but it fills our 500-litre receiver in half the time.", "en"),  # no value
    ("Last updated: 2023-01-14", "en"),
    ("在操作屏上将出水温度设定为7 °C。", "zh"),  # an instruction ("将…设定为"), not a statement of a value
    ("HX-300为48.7 kW", "zh"),  # an elliptic clause: no subject to ask about
    ("Die Gebühr beträgt 30 EUR.", "de"),  # no rules for the language: its questions come from serving
    ("To some extent, the reforms reduced costs by 5%.", "en"),  # "To" + a determiner: an adverbial, not a goal
    ("To date, 12 member states have adopted the scheme.", "en"),
])
def test_sentences_no_rule_fits_give_no_question(sentence, language):
    assert question_for(sentence, language) is None


def test_a_document_gives_statement_questions_first_then_its_section_headings():
    texts = ["Returns and Refunds Policy Effective date: 1 September 2022 1. Return window. Unworn items may be "
             "returned within 60 days. 2. Restocking fee. Opened electronics carry a restocking fee of 15%.",
             "3. Return postage. The return label charge is £3.95 per parcel. 4. Close the inlet valve.",
             "| Item | Fee |\n|---|---|\n| The fee is 5 EUR | 5 |"]  # table rows are not statements
    questions = document_questions(texts, "en", 4, title="Returns and Refunds Policy")
    assert questions == [
        "How much is the return label charge?",
        "What does the Returns and Refunds Policy say about return window?",
        "What does the Returns and Refunds Policy say about restocking fee?",
        "What does the Returns and Refunds Policy say about return postage?",  # "Close the inlet valve." is a step
    ]
    assert document_questions(texts, "en", 1, title="Returns and Refunds Policy") == questions[:1]
    assert document_questions(texts, "en", 0, title="Returns and Refunds Policy") == []


def test_sentences_leave_out_table_rows_and_join_broken_lines():
    assert sentences("1. Start-up\n1. Check the oil.\n| a | b |\nThe fee\nis 5 EUR.") == [
        "1.", "Start-up 1.", "Check the oil.", "The fee is 5 EUR."]


def test_every_pool_question_of_the_sample_corpus_is_a_question_in_both_languages():
    from tasks.sample_corpus.specs import build_document_specs

    docs = build_document_specs(seed=7, families_per_set=1)
    by_language: dict[str, list[str]] = {}
    for doc in docs:
        questions = document_questions([doc.full_text], doc.language, 3, title=doc.title)
        assert len(questions) <= 3
        by_language.setdefault(doc.language, []).extend(questions)
        statements = set(sentences(doc.full_text))
        assert not statements & set(questions)  # asked, not copied out of the document

    pool = [question for questions in by_language.values() for question in questions]
    assert {"en", "zh"} <= set(by_language) and len(by_language["zh"]) >= 5 and len(by_language["en"]) >= 80
    assert all(_QUESTION.match(question) and len(question) <= MAX_QUESTION_CHARS for question in pool), [
        question for question in pool if not _QUESTION.match(question)]
    assert all(question.endswith("？") for question in by_language["zh"])
    with_questions = sum(bool(document_questions([doc.full_text], doc.language, 3, title=doc.title)) for doc in docs)
    assert with_questions >= 0.7 * len(docs)
