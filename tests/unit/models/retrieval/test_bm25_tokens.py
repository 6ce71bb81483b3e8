import pytest

from models.retrieval.bm25_tokens import (
    CHINESE_STOPWORDS,
    ENGLISH_STOPWORDS,
    TOKENIZER_VERSION,
    normalize,
    tokenize,
    tokenize_many,
)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("KT-100 error E42", ["kt", "100", "kt100", "error", "e42"]),
        ("HX200", ["hx200"]),
        ("E-42", ["e", "42", "e42"]),
        ("firmware v2.3", ["firmware", "v2", "3", "v23"]),
        ("Rated 3.5 kW", ["rated", "3", "5", "3.5", "kw"]),
        ("since 2023-06-30.", ["since", "2023", "06", "30", "2023-06-30"]),
        ("e-mail and/or fax", ["e", "mail", "fax"]),  # letters-only compounds: parts only
        ("The customer's invoice, don't", ["customer", "invoice", "dont"]),
        ("Straße ÜBER", ["strasse", "über"]),
    ],
)
def test_latin_tokens(text, expected):
    assert tokenize(text) == expected


@pytest.mark.parametrize(
    "variant",
    ["HX-200", "hx200", "HX–200", "ＨＸ－２００", "HX_200", "HX/200"],  # hyphen, none, en dash, full-width, _ /
)
def test_part_number_spellings_share_the_compact_token(variant):
    assert "hx200" in tokenize(variant)


def test_spaced_part_number_still_shares_its_parts():
    assert {"hx", "200"} <= set(tokenize("HX 200")) & set(tokenize("HX-200"))


def test_negations_and_on_off_are_kept():
    assert tokenize("the pump does not start, switch it off") == ["pump", "not", "start", "switch", "off"]


def test_chinese_uses_search_mode_so_sub_words_match():
    document, query = tokenize("个人所得税法的规定"), tokenize("个人所得税")
    assert "个人所得税法" in document and "的" not in document
    assert {"个人", "所得", "所得税"} <= set(document) & set(query)


def test_mixed_chinese_and_codes_without_spaces():
    assert tokenize("错误E42表示供电缺相") == ["错误", "e42", "表示", "供电", "缺相"]
    assert tokenize("ＫＴ－１００型号") == ["kt", "100", "kt100", "型号"]


@pytest.mark.parametrize("text", ["", "   \n\t", "。，！？、…—", "the of and", "的 了 是 在 和", "The 的 --- ..."])
def test_text_without_content_gives_no_tokens(text):
    assert tokenize(text) == []


def test_repeats_are_kept_for_term_frequency():
    assert tokenize("error error 错误 错误") == ["error", "error", "错误", "错误"]


def test_tokenize_many_keeps_order_and_empties():
    assert tokenize_many(["E42", "", "供电"]) == [["e42"], [], ["供电"]]
    assert tokenize_many([]) == []


def test_stopword_lists_and_version():
    assert 90 <= len(ENGLISH_STOPWORDS) <= 150
    assert {"的", "了", "是", "在", "和", "与", "及", "等"} <= CHINESE_STOPWORDS
    assert not {"not", "no", "off", "on", "不"} & (ENGLISH_STOPWORDS | CHINESE_STOPWORDS)
    assert all(word == normalize(word) for word in ENGLISH_STOPWORDS)  # comparable with normalised text
    assert isinstance(TOKENIZER_VERSION, str) and TOKENIZER_VERSION


def test_normalize_folds_width_dashes_and_case():
    assert normalize("ＡＢ−１２—Ｃ") == "ab-12-c"
