from datetime import date

import pytest

from models.documents.metadata import (
    detect_language,
    find_effective_date,
    find_last_updated,
    first_year,
    parse_pdf_date,
)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("本办法自2024年4月1日起施行。", date(2024, 4, 1)),
        ("本规定 自 2021 年 1 月 1 日 起 生效", date(2021, 1, 1)),
        ("This policy takes effect on April 1, 2024.", date(2024, 4, 1)),
        ("Effective April 1, 2024", date(2024, 4, 1)),
        ("DATES: This rule is effective September 16, 2020.", date(2020, 9, 16)),
        ("The amendment comes into force on 1 July 2023.", date(2023, 7, 1)),
        ("Effective date: 2022-03-01", date(2022, 3, 1)),
    ],
)
def test_effective_date_patterns(text, expected):
    assert find_effective_date(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "after the effective date of this AD",  # no date given
        "The STS rule is effective and therefore",
        "Published April 1, 2024.",  # a date, but not an effective date
        "effective 2024-13-45",  # not a real date
    ],
)
def test_no_effective_date_without_a_phrase_and_a_real_date(text):
    assert find_effective_date(text) is None


def test_first_effective_phrase_in_the_text_wins():
    text = "Effective April 1, 2024. The previous version took effect on January 1, 2019."
    assert find_effective_date(text) == date(2024, 4, 1)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Last updated: 2024-03-15", date(2024, 3, 15)),
        ("Revised March 5, 2021", date(2021, 3, 5)),
        ("最后更新：2024年3月15日", date(2024, 3, 15)),
        ("最后更新：2024-03-15", date(2024, 3, 15)),
    ],
)
def test_last_updated_patterns(text, expected):
    assert find_last_updated(text) == expected


@pytest.mark.parametrize(
    "value, expected",
    [
        ("D:20160325082400-07'00'", date(2016, 3, 25)),
        (b"D:20151212184957Z00'00'", date(2015, 12, 12)),
        ("D:2015", date(2015, 1, 1)),
        ("garbage", None),
        (None, None),
    ],
)
def test_pdf_dates(value, expected):
    assert parse_pdf_date(value) == expected


def test_language_and_year():
    languages = ["en", "zh", "ar", "es", "de", "fr"]
    assert detect_language("本办法自2024年4月1日起施行", languages) == "zh"
    assert detect_language("Warranty fee policy", languages) == "en"
    assert detect_language("12345", languages, fallback="en") == "en"
    assert detect_language("12345", languages) is None
    assert first_year("Output in 2023 rose from 2022") == 2023
    assert first_year("model HX-20001") is None


def test_character_error_rate_conventions():
    from models.documents.text_metrics import character_error_rate, levenshtein

    assert levenshtein("kitten", "sitting") == 3
    assert character_error_rate("a  b\nc", "a b c") == 0.0  # whitespace runs collapse
    assert character_error_rate("ﬁle", "file") == 0.0  # NFKC folds the ligature
    assert character_error_rate("abcx", "abcd") == 0.25
    assert character_error_rate("", "") == 0.0


# Public-domain sentences: al-Mutanabbi (10th century), Cervantes' Don Quijote (1605), Kafka's Die Verwandlung
# (1915), Hugo's Les Misérables (1862).
ARABIC = "الخيل والليل والبيداء تعرفني والسيف والرمح والقرطاس والقلم"
SPANISH = "En un lugar de la Mancha, de cuyo nombre no quiero acordarme, no ha mucho tiempo que vivía un hidalgo."
GERMAN = ("Als Gregor Samsa eines Morgens aus unruhigen Träumen erwachte, fand er sich in seinem Bett zu einem "
          "ungeheueren Ungeziefer verwandelt.")
FRENCH = "En 1815, M. Charles-François-Bienvenu Myriel était évêque de Digne."


@pytest.mark.parametrize("text, expected", [(ARABIC, "ar"), (SPANISH, "es"), (GERMAN, "de"), (FRENCH, "fr")])
def test_languages_beyond_english_and_chinese(text, expected):
    assert detect_language(text, ["en", "zh", "ar", "es", "de", "fr"]) == expected


def test_only_the_configured_languages_are_chosen_among():
    assert detect_language(GERMAN, ["en", "zh"]) == "en"
    assert detect_language(GERMAN, ["de"]) == "de"
    with pytest.raises(ValueError, match="unknown language codes"):
        detect_language(GERMAN, ["en", "xx"])


def test_chinese_with_latin_model_codes_stays_chinese():
    assert detect_language("HX-200 型号 E42 故障代码表示什么", ["en", "zh", "de"]) == "zh"
