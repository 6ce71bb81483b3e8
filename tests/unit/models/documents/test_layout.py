"""Page layout rules (models/documents/layout.py): wrapped lines joined back into sentences."""

from __future__ import annotations

from models.documents.layout import reflow

# Line boxes as a one-column A4 page of the sample corpus gives them (x0, top, x1, bottom; text block 63-527 pt):
# 4 pt of leading inside a paragraph, 8 pt between paragraphs.
PAGE = [
    ("Schedule of Charges", (63, 66, 232, 83)),
    ("Northgate District Heating Company Ltd", (63, 97, 248, 107)),
    ("NDH-TC-04 Third Edition", (63, 115, 180, 126)),
    ("Published 20 November 2025. The Third Edition takes effect at the start of the 2027/28 heating", (63, 134, 503, 144)),
    ("season, on 1 October 2027; until then the 2021 edition remains in force.", (63, 148, 396, 159)),
    ("On that date the Second Edition ceases to have effect.", (63, 167, 317, 177)),
    ("A. Connection charge: £151 per kW of contracted heat load, except that a substation below 50 kW", (63, 185, 519, 196)),
    ("pays a fixed charge of £1,600.", (63, 200, 203, 210)),
    ("B. Standing charge: £279 per customer per year, payable monthly.", (63, 218, 527, 229)),
    ("C. Disconnection: 28 days' notice.", (63, 237, 240, 247)),
]


def test_reflow_joins_wrapped_lines_and_keeps_paragraphs_and_short_lines_apart():
    assert reflow(PAGE).split("\n") == [
        "Schedule of Charges",
        "Northgate District Heating Company Ltd",
        "NDH-TC-04 Third Edition",
        "Published 20 November 2025. The Third Edition takes effect at the start of the 2027/28 heating season, on "
        "1 October 2027; until then the 2021 edition remains in force.",
        "On that date the Second Edition ceases to have effect.",
        "A. Connection charge: £151 per kW of contracted heat load, except that a substation below 50 kW pays a "
        "fixed charge of £1,600.",
        # reaches the right edge but ends its sentence: the next paragraph stays apart
        "B. Standing charge: £279 per customer per year, payable monthly.",
        "C. Disconnection: 28 days' notice.",
    ]


def test_reflow_joins_han_text_without_a_space():
    lines = [("第二十八条 本办法自2018年10月1日起施行。2013年4月8日公布的《东川市城市道路临时停车管理办法", (63, 227, 527, 238)),
             ("》（东政规〔2013〕5号）同时废止。", (63, 242, 234, 252)),
             ("东川市人民政府办公室", (63, 260, 168, 271))]
    assert reflow(lines) == ("第二十八条 本办法自2018年10月1日起施行。2013年4月8日公布的《东川市城市道路临时停车管理办法》（东政规〔2013〕5号）"
                             "同时废止。\n东川市人民政府办公室")


def test_reflow_leaves_short_lines_alone():
    # header lines at about 5 pt a character: each ends with room for the next line's first word
    texts = ["Rent Arrears Policy", "Northgate Housing Authority", "Policy reference: HA-R12 | Version 1",
             "Board of Commissioners, minute 16/041, 5 April 2016"]
    lines = [(text, (63, 100 + 14 * i, 63 + 5 * len(text), 110 + 14 * i)) for i, text in enumerate(texts)]
    assert reflow(lines) == "\n".join(texts)
    assert reflow([]) == ""
