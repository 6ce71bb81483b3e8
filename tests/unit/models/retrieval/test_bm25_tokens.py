import pytest

from models.retrieval.bm25_tokens import (
    CHINESE_STOPWORDS,
    ENGLISH_STOPWORDS,
    TOKENIZER_VERSION,
    han_pairs,
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


def test_english_and_chinese_rules_are_those_of_unknown_language():
    for text in ("The pump does not start; KT-100 error E42", "个人所得税法的规定 HX-200"):
        assert tokenize(text, "en") == tokenize(text) == tokenize(text, None)
    assert tokenize("个人所得税法的规定 the HX-200", "zh") == tokenize("个人所得税法的规定 the HX-200")


def test_other_languages_keep_their_words_and_drop_no_english_stopwords():
    # ../shared/testdata/ocr/eurotext.txt, German line.
    assert tokenize("Der „schnelle” braune Fuchs springt über den faulen Hund.", "de") == [
        "der", "schnelle", "braune", "fuchs", "springt", "über", "den", "faulen", "hund"
    ]
    # "will" (wants) and "also" (so) are German words, English stopwords.
    assert tokenize("Er will also nicht warten", "de") == ["er", "will", "also", "nicht", "warten"]
    assert tokenize("Er will also nicht warten", "en") == ["er", "nicht", "warten"]


def test_french_elisions_are_cut_off_the_word():
    assert tokenize("L'assurance couvre l'entretien qu'il demande jusqu'à", "fr") == [
        "assurance", "couvre", "entretien", "il", "demande", "à"
    ]
    assert tokenize("l'anno dell'acqua", "it") == ["anno", "acqua"]
    assert tokenize("don't", "en") == ["dont"]  # English keeps its own apostrophe rule


def test_arabic_points_tatweel_and_alef_forms_are_folded():
    # al-Mutanabbi (public domain), once fully pointed and stretched with tatweel, once bare.
    pointed = "الخَيْلُ وَاللّيْلُ وَالبَيْداءُ تَعرِفُني"
    bare = "الخيل والليل والبيداء تعرفني"
    assert tokenize(pointed, "ar") == tokenize(bare, "ar") == tokenize("الخـــيل والليل والبيداء تعرفني", "ar")
    assert tokenize("أحمد إلى آخر", "ar") == ["احمد", "الى", "اخر"]


def test_han_pairs_are_what_two_cuts_of_one_phrase_share():
    # jieba cuts 每周一上午 as 每周 / 一 / 上午: the question's 周一 is one of the phrase's character pairs
    assert "周一" in han_pairs("每周一上午9时至12时闭馆维护") and "周一" not in tokenize("每周一上午9时至12时闭馆维护", "zh")
    assert han_pairs("Reconnection fee: USD 50") == set()
    assert han_pairs("鹭川 A 市") == {"鹭川"}  # a pair never crosses a break in the run
