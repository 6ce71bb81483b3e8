import pytest

from models.documents.chunking import (
    clause_units,
    join_fragments,
    opens_with_connective,
    pack_units,
    split_evenly,
    split_sentences,
)

CONNECTIVES = ["unless", "except", "provided that", "however", "otherwise", "但若", "除非", "然而", "否则"]


def texts(sentences):
    return [s.text for s in sentences]


def test_sentences_follow_lines_and_keep_line_ranges():
    lines = [
        "Warranty claims must be filed by 30 June.",
        "Unless the invoice is missing, claims",
        "filed late are rejected. See No. 5 for details.",
    ]
    sentences = split_sentences(lines)
    assert texts(sentences) == [
        "Warranty claims must be filed by 30 June.",
        "Unless the invoice is missing, claims filed late are rejected.",
        "See No. 5 for details.",
    ]
    assert (sentences[1].first_line, sentences[1].last_line) == (1, 2)


def test_numbered_steps_are_sentences_even_without_full_stops():
    sentences = split_sentences(["1. Power on the unit", "2. Press START. Wait for the green lamp", "3. Open the lid"])
    assert texts(sentences) == ["1. Power on the unit", "2. Press START.", "Wait for the green lamp", "3. Open the lid"]


def test_abbreviations_and_initials_do_not_end_sentences():
    sentences = split_sentences(["Call Dr. Lee or J. Smith, e.g. today. Then stop."])
    assert texts(sentences) == ["Call Dr. Lee or J. Smith, e.g. today.", "Then stop."]


def test_chinese_sentences_join_without_spaces():
    sentences = split_sentences(["申报应在6月30日前完成。但若发票缺失，", "则可延期至9月30日。"])
    assert texts(sentences) == ["申报应在6月30日前完成。", "但若发票缺失，则可延期至9月30日。"]
    assert join_fragments(["In 2024", "销售额", "增长"]) == "In 2024 销售额增长"


@pytest.mark.parametrize(
    "sentence, expected",
    [
        ("Unless the invoice is missing, pay.", True),
        ("(However, in EU regions the limit is 5.)", True),
        ("Provided that the seal is intact, reuse it.", True),
        ("但若发票缺失，则可延期。", True),
        ("Exceptional loads need approval.", False),  # "Except" + more letters is another word
        ("The unless-clause is rare.", False),
    ],
)
def test_opens_with_connective(sentence, expected):
    assert opens_with_connective(sentence, CONNECTIVES) is expected


def test_conditional_sentence_is_glued_to_its_condition_and_chains():
    sentences = split_sentences(["Pay by June. Unless X applies, pay by July. Otherwise, pay a fee. Next topic."])
    assert clause_units(sentences, CONNECTIVES) == [[0, 1, 2], [3]]


def test_list_item_with_connective_does_not_attach_to_previous_step():
    sentences = split_sentences(["1. Open the valve.", "2. Unless the lamp is green, wait."])
    assert clause_units(sentences, CONNECTIVES) == [[0], [1]]


def test_packing_never_splits_a_unit_and_overlaps_whole_units():
    units = [[0, 1], [2], [3], [4]]
    tokens = [10, 10, 10, 10, 10]
    chunks = pack_units(units, tokens, max_tokens=25, overlap_tokens=10)
    assert chunks == [[0, 1], [2, 3], [3, 4]]
    for chunk in chunks:
        assert not (0 in chunk) ^ (1 in chunk)  # the clause pair is always together


def test_oversize_unit_becomes_its_own_chunk():
    chunks = pack_units([[0], [1, 2], [3]], [5, 30, 30, 5], max_tokens=40)
    assert chunks == [[0], [1, 2], [3]]


def test_groups_never_mix():
    chunks = pack_units([[0], [1], [2], [3]], [5, 5, 5, 5], max_tokens=100, overlap_tokens=5, group_keys=[2021, 2021, 2022, 2022])
    assert chunks == [[0, 1], [2, 3]]


def test_pack_rejects_bad_budget_and_mismatched_counts():
    with pytest.raises(ValueError):
        pack_units([[0]], [1], max_tokens=0)
    with pytest.raises(ValueError):
        pack_units([[0, 1]], [1], max_tokens=10)


def test_split_evenly_keeps_every_word():
    parts = split_evenly("a b c d e f g", 3)
    assert len(parts) == 3 and " ".join(parts) == "a b c d e f g"
    assert "".join(split_evenly("申报应在六月完成", 2)) == "申报应在六月完成"


def test_a_one_letter_abbreviation_and_an_inline_item_number_do_not_end_sentences():
    """"Resolution No. 21, s. 2021" (series) and "(excl. GST)" go on; "as follows: 1. Adult fares." starts the item."""
    sentences = split_sentences(["This repeals Resolution No. 21, s. 2021 and takes effect in 2027. The charge is $8.95 "
                                 "(excl. GST) per tonne. The Board enacts as follows: 1. Adult fares. The fare is $3."])
    assert texts(sentences) == ["This repeals Resolution No. 21, s. 2021 and takes effect in 2027.",
                                "The charge is $8.95 (excl. GST) per tonne.", "The Board enacts as follows:",
                                "1. Adult fares.", "The fare is $3."]


def test_a_chinese_item_run_on_after_a_header_line_starts_a_sentence():
    """"…发布日期：2018年1月10日一、护理人员…": the item is a sentence of its own; "第一、二款" and "依照第十条规定" (a
    reference, no space after it) are not items."""
    sentences = split_sentences(["发布日期：2018年1月10日一、夜班费每班100元。依照第十条规定执行，第一、二款除外。"
                                 "现通知如下：第一条　本办法适用于全市。"])
    assert texts(sentences) == ["发布日期：2018年1月10日", "一、夜班费每班100元。", "依照第十条规定执行，第一、二款除外。",
                                "现通知如下：", "第一条\u3000本办法适用于全市。"]
