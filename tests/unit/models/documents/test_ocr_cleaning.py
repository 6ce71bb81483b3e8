import pytest

from models.documents.ocr_cleaning import (
    clean_ocr_lines,
    dehyphenate,
    normalise_cjk_punctuation,
    normalise_whitespace,
    repair_confusables,
)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Invoice N0. 1O5", "Invoice No. 105"),
        ("T0tal: 1,25O.00", "Total: 1,250.00"),
        ("he11o wor1d", "hello world"),
        ("5ection 8", "Section 8"),
        ("2O21-03-31", "2021-03-31"),
        ("(1O5), $1O5%", "(105), $105%"),
        ("1|5 l0O5", "115 l0O5"),  # "|" inside a digit run; "l0O5" is two-thirds letters
        ("ABC-1O5", "ABC-105"),  # each piece of a non-number token on its own
        ("第1O5条", "第105条"),
        ("T0TAL McD0NALD", "TOTAL McDONALD"),  # case from the neighbouring letters
        ("8ank", "Bank"),
    ],
)
def test_confusables_are_repaired_by_the_run_they_sit_in(text, expected):
    assert repair_confusables(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "A1B2", "B2B", "COVID-19", "PM-10", "VP-35", "H2O", "3D", "4K", "MP3", "iPhone 15", "1st", "2nd",
        "10am", "0x1F", "Oslo", "Illinois", "SOS", "BOB", "1,000", "3.14", "2021-03-31",
        "本办法自2024年4月1日起施行。",
        # digit ends, units, versions, alternation, no look-alike, accented neighbours, TNM stage
        "1990s", "70B", "B12", "I-95", "10l", "5mins", "10mins", "Win10", "k8s", "i18n", "X1Y1Z", "a8out",
        "Ma5ßnahme", "T1 N0. M0", "1OO", "I0",
    ],
)
def test_codes_words_and_numbers_stay(text):
    assert repair_confusables(text) == text


def test_letter_runs_can_be_left_to_digits_only():
    assert repair_confusables("AB1CD costs 1O5", letters=False) == "AB1CD costs 105"


@pytest.mark.parametrize(
    "text, expected",
    [
        ("你好,世界.", "你好，世界。"),
        ("好吗?!", "好吗？！"),
        ('他说:"好".', '他说："好"。'),  # the full stop belongs to 好 through the quote
        ("(注意)", "（注意）"),
        ("表(Table 1)见下", "表（Table 1）见下"),  # a bracket pair shares one width
        ("Note:注意", "Note：注意"),
        ("价格3.5元,时间10:30开始", "价格3.5元，时间10:30开始"),  # decimals and times stay
        ("共1,000元", "共1,000元"),
        ("文件.pdf", "文件.pdf"),
        ("1．总则", "1.总则"),
        ("Hello，world！", "Hello,world!"),
        ("Hello world。", "Hello world."),
        ("(1) Scope", "(1) Scope"),
        ("（1）总则", "（1）总则"),
        ("Ｔｏｔａｌ：Ａ１ ５０％", "Total:A1 50%"),
        ("｢引用｣", "「引用」"),
        ("大桶装 更划算", "大桶装更划算"),
        ("你好， 世界", "你好，世界"),
        ("使用 Python 编程", "使用 Python 编程"),
        ("", ""),
    ],
)
def test_cjk_punctuation_takes_the_width_of_its_context(text, expected):
    assert normalise_cjk_punctuation(text) == expected


def test_cjk_punctuation_is_idempotent():
    once = normalise_cjk_punctuation("表(Table 1)见下,价格3.5元. Hello，world")
    assert normalise_cjk_punctuation(once) == once


@pytest.mark.parametrize(
    "lines, expected",
    [
        (["ex-", "plain"], ["explain"]),
        (["a then-four-", "year-old boy"], ["a then-four-year-old boy"]),
        (["the non-", "English speakers"], ["the non-English speakers"]),
        (["pre-", "2020 levels"], ["pre-2020 levels"]),
        (["hyphen\u00ad", "ation"], ["hyphenation"]),
        (["Donau¬", "Dampfschiff"], ["DonauDampfschiff"]),
        (["hy\u00adphen"], ["hyphen"]),  # an inline soft hyphen is invisible
        (["inter-", "na-", "tional"], ["international"]),  # chains join
        (["COVID-", "19"], ["COVID-", "19"]),  # capital before the hyphen: not a broken word
        (["a list -", "item"], ["a list -", "item"]),
        (["ex-", "", "plain"], ["ex-", "", "plain"]),  # a paragraph break stops a join
        (["ex-", "（注）"], ["ex-", "（注）"]),
        ([], []),
    ],
)
def test_dehyphenate(lines, expected):
    assert dehyphenate(lines) == expected


def test_whitespace_is_collapsed_and_line_breaks_kept():
    text = "  a \t b\u200b c \r\n\r\n\r\n\u3000d\u00a0e \f f\ufeff\n\n"
    assert normalise_whitespace(text) == "a b c\n\nd e\nf"


@pytest.mark.parametrize("text", ["", " \t", "\n\n\u200b\n"])
def test_whitespace_of_nothing_is_empty(text):
    assert normalise_whitespace(text) == ""


def test_clean_ocr_lines_composes_the_steps():
    lines = ["  Invoice N0. 1O5 ", "T0tal: 1,25O.00", "the wo-", "r1d is he11o", "", "", "Page  2"]
    assert clean_ocr_lines(lines, language_hint="en") == [
        "Invoice No. 105",
        "Total: 1,250.00",
        "the world is hello",  # joined first, then "wor1d" is long enough to repair
        "",
        "Page 2",
    ]


def test_clean_ocr_lines_in_a_cjk_document_repairs_digit_runs_only():
    lines = ["型号 AB1CD,价格1O5元.", "大桶装 更划算"]
    assert clean_ocr_lines(lines) == ["型号 AB1CD，价格105元。", "大桶装更划算"]  # detected as zh
    assert clean_ocr_lines(["Model AB1CD"], language_hint="zh-CN") == ["Model AB1CD"]
    assert clean_ocr_lines(["Model AB1CD"], language_hint="en") == ["Model ABICD"]


@pytest.mark.parametrize("lines", [[], [""], [" ", "\u200b"]])
def test_clean_ocr_lines_of_nothing_is_nothing(lines):
    assert clean_ocr_lines(lines) == []
