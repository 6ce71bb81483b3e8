"""Version lineage (models/evidence/lineage.py): title keys, version chains built from version cues (EN and ZH),
the cue behind every link, reported conflicts, and validity windows of document versions."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta

import pytest

from models.evidence.decay import validity
from models.evidence.lineage import (
    DocumentVersion,
    VersionChains,
    VersionLink,
    build_chains,
    opening_place,
    title_key,
)
from models.evidence.version_cues import VersionCues, extract_version_cues


@pytest.mark.parametrize("title, expected", [
    ("Warranty Service Fee Policy (2019)", "warranty service fee policy"),
    ("Warranty Service Fee Policy (2024)", "warranty service fee policy"),
    ("WARRANTY service-fee policy 2024", "warranty service fee policy"),
    ("售后服务费用报销管理办法（2021年版）", "售后服务费用报销管理办法"),
    ("售后服务费用报销管理办法（2024年版）", "售后服务费用报销管理办法"),
    ("设备保修办法 2024年", "设备保修办法"),
    ("Price List 2024-03-01", "price list"),
    ("Price List (2024/3/1)", "price list"),
    ("Price List 2024.03", "price list"),
    ("价格表 2024年3月1日", "价格表"),
    ("价格表（2024年3月）", "价格表"),
    ("HX-200 Operation Manual v2.1", "hx 200 operation manual"),
    ("HX-200 Operation Manual Version 3", "hx 200 operation manual"),
    ("HX-200 Operation Manual Rev. B", "hx 200 operation manual"),
    ("HX-200 Operation Manual, 2nd edition", "hx 200 operation manual"),
    ("操作手册 第3版", "操作手册"),
    ("操作手册（修订版）", "操作手册"),
    ("社會房屋租戶守則 二零二三年修訂本", "社會房屋租戶守則"),  # a year in Chinese numerals, a traditional 修訂本
    ("Ｗａｒｒａｎｔｙ Policy（２０２４）", "warranty policy"),  # full-width forms (NFKC)
    ("", ""),
    ("2024", ""),
])
def test_title_key_drops_years_dates_and_version_marks(title, expected):
    assert title_key(title) == expected


def test_title_key_keeps_what_tells_documents_apart():
    assert title_key("HX-200 Operation Manual") != title_key("HX-300 Operation Manual")  # a model code is no year
    assert title_key("Warranty Service Fee Policy (2019)") != title_key("Spare Parts Return Policy (2019)")


def doc(doc_id: str, title: str, effective: date | None) -> DocumentVersion:
    return DocumentVersion(doc_id=doc_id, title=title, effective_date=effective)


def test_build_chains_links_versions_by_effective_date():
    documents = [
        doc("fee-2024", "Warranty Service Fee Policy (2024)", date(2024, 4, 1)),
        doc("fee-2019", "Warranty Service Fee Policy (2019)", date(2019, 1, 1)),
        doc("fee-2021", "Warranty Service Fee Policy (2021)", date(2021, 7, 1)),
        doc("zh-2021", "售后服务费用报销管理办法（2021年版）", date(2021, 1, 1)),
        doc("zh-2024", "售后服务费用报销管理办法（2024年版）", date(2024, 4, 1)),
    ]

    lineage = build_chains(documents).lineage

    assert set(lineage) == {"fee-2019", "fee-2021", "fee-2024", "zh-2021", "zh-2024"}
    oldest, middle, newest = lineage["fee-2019"], lineage["fee-2021"], lineage["fee-2024"]
    assert (oldest.position, middle.position, newest.position) == (0, 1, 2)
    assert {oldest.n_versions, middle.n_versions, newest.n_versions} == {3}
    assert oldest.group == newest.group == "warranty service fee policy"
    # valid_until = the successor's effective date − 1 day; the newest version has no end.
    assert (oldest.valid_until, oldest.successor) == (date(2021, 6, 30), "fee-2021")
    assert (middle.valid_until, middle.successor) == (date(2024, 3, 31), "fee-2024")
    assert (newest.valid_until, newest.successor) == (None, None)
    assert lineage["zh-2021"].valid_until == date(2024, 3, 31) and lineage["zh-2024"].valid_until is None
    assert lineage["zh-2021"].group == "售后服务费用报销管理办法"


def test_single_and_undated_documents_get_no_lineage():
    documents = [
        doc("manual", "HX-200 Operation Manual", None),  # alone and undated
        doc("calibration", "Instrument Calibration Policy (2020)", date(2020, 3, 1)),  # alone under its key
        doc("parts-2022", "Spare Parts Return Policy (2022)", date(2022, 1, 1)),
        doc("parts-draft", "Spare Parts Return Policy (draft 2023)", None),  # undated: not a version in the chain
        doc("parts-undated", "Spare Parts Return Policy", None),
        doc("untitled", "", date(2023, 1, 1)),
    ]

    assert build_chains(documents).lineage == {}
    assert build_chains([]).lineage == {}


def test_the_same_document_listed_twice_counts_once():
    fee = doc("fee-2019", "Warranty Service Fee Policy (2019)", date(2019, 1, 1))
    assert build_chains([fee, fee]).lineage == {}
    lineage = build_chains([fee, fee, doc("fee-2024", "Warranty Service Fee Policy (2024)", date(2024, 4, 1))]).lineage
    assert lineage["fee-2019"].n_versions == 2


def test_versions_taking_effect_the_same_day_are_reported_not_raised():
    documents = [
        doc("a", "Warranty Service Fee Policy (2019)", date(2024, 4, 1)),
        doc("b", "Warranty Service Fee Policy (2024)", date(2024, 4, 1)),
    ]
    chains = build_chains(documents)
    assert [chains.get("a").position, chains.get("b").position] == [0, 1]  # no edition: id order
    assert any("a and b start the same day (2024-04-01)" in conflict for conflict in chains.conflicts)
    # The older one would end the day before it starts: its end is dropped, and that is reported too.
    assert chains.get("a").valid_until is None
    assert any(conflict.startswith("a: would end") for conflict in chains.conflicts)


def test_versions_starting_the_same_day_are_ordered_by_edition():
    chains = build_chains([
        version("b", "Fee Schedule", "Third Edition\nIssued: 1 March 2021"),
        version("a", "Fee Schedule", "Fourth Edition\nIssued: 1 March 2021"),
    ])
    assert chains.chains() == {"fee schedule": ["b", "a"]}
    assert any("start the same day" in conflict for conflict in chains.conflicts)


# ------------------------------------------------------------------ chains from version cues

TODAY = date(2026, 12, 1)  # when these tests were written; the future versions below start in 2028


def version(doc_id: str, title: str, text: str, language: str | None = None) -> DocumentVersion:
    """A document whose dates and identifiers come only from its own text (no effective_date metadata)."""
    return DocumentVersion(doc_id=doc_id, title=title, effective_date=None, cues=extract_version_cues(title, text),
                           language=language)


def link(chains: VersionChains, older: str, newer: str, cue: str) -> VersionLink:
    """The one link of that cue between the two (a pair may be linked by several cues: each is listed)."""
    (found,) = [item for item in chains.links if (item.older, item.newer, item.cue) == (older, newer, cue)]
    return found


@pytest.mark.parametrize("old, new, code", [
    (("Expense Reimbursement Rule", "Rule No. FIN-12\nIssued: 12 May 2016\nClaims are paid within 60 days."),
     ("Staff Expense Claims", "Rule No. FIN-12\nIssued: 1 March 2021\nClaims are paid within 30 days."), "FIN-12"),
    (("Warranty Claims Procedure (SVC-07)", "Issued: 12 May 2016\nClaims are reviewed weekly."),
     ("Service Policy", "SVC-07 Rev. 3\nIssued: 1 March 2021\nClaims are reviewed daily."), "SVC-07"),
    (("供水水质抽样规定", "编号：QS-4\n发布日期：2016年5月12日\n每批抽样一次。"),
     ("供水水质检测办法（QS-4）", "2021年3月1日印发\n本办法自印发之日起施行。"), "QS-4"),
])
def test_chain_by_shared_identifier(old, new, code):
    chains = build_chains([version("new", *new), version("old", *old)])
    assert chains.chains() == {code: ["old", "new"]}
    assert chains.get("new").linked_by == f"shared_identifier: {code}"
    assert link(chains, "old", "new", "shared_identifier").evidence == code
    assert chains.get("old").valid_until == date(2021, 2, 28)


@pytest.mark.parametrize("docs, old, new", [
    # by year: only the statement links them (different titles, no identifiers)
    ([("charges-2016", "Water Charges Schedule 2016", "Issued: 12 May 2016\nCharges are billed quarterly."),
      ("tariff-2021", "Water Tariff", "Issued: 1 March 2021\nThis Tariff supersedes the \"Water Charges Schedule\" "
                                      "of 2016.")], "charges-2016", "tariff-2021"),
    # by issue date, among three versions of one rule
    ([("fee-2012", "Fee Schedule", "Issued: 2 April 2012\nFees are payable yearly."),
      ("fee-2016", "Fee Schedule", "Issued: 12 May 2016\nFees are payable monthly."),
      ("fee-2021", "Fee Schedule", "Issued: 1 March 2021\nThis Schedule supersedes the schedule issued on 12 May "
                                   "2016.")], "fee-2016", "fee-2021"),
    # by 文号 and title: only the statement links them
    ([("zh-2016", "供水管理办法", "市水发〔2016〕12号\n发布日期：2016年5月12日\n本办法适用于全市。"),
      ("zh-2021", "城市供水管理规定", "市水发〔2021〕7号\n本规定自2021年3月1日起施行，原《供水管理办法》（市水发〔2016〕12号）"
                                  "同时废止。")], "zh-2016", "zh-2021"),
    # by year, in Chinese
    ([("zh-2016", "收费办法（2016年版）", "2016年5月12日印发\n本办法适用于全市。"),
      ("zh-2019", "收费办法（2019年版）", "2019年5月12日印发\n本办法适用于全市。"),
      ("zh-2021", "收费办法", "本办法自2021年3月1日起施行。本办法代替2019年版收费办法。")], "zh-2019", "zh-2021"),
])
def test_chain_by_statement_naming_the_old_version(docs, old, new):
    chains = build_chains([version(*item) for item in docs])
    statement = link(chains, old, new, "statement")
    assert chains.get(new).predecessor == old
    assert chains.get(new).linked_by == f"statement: {statement.evidence}"
    assert chains.get(old).successor == new
    assert chains.get(new).valid_until is None and chains.get(new).n_versions == len(docs)


@pytest.mark.parametrize("title, old_text, new_text", [
    ("Water Connection Policy", "Issued: 12 May 2016\nConnections are made within 30 days.",
     "Adopted by the Board on 1 March 2021.\nConnections are made within 10 days."),
    ("供水服务规定", "2016年5月12日\n接水时限为30日。", "发布日期：2021年3月1日\n接水时限为10日。"),
])
def test_chain_by_identical_titles(title, old_text, new_text):
    chains = build_chains([version("old", title, old_text), version("new", title, new_text)])
    key = title_key(title)
    assert chains.chains() == {key: ["old", "new"]}
    assert chains.get("new").linked_by == f"same_title: {key}"
    assert link(chains, "old", "new", "same_title").evidence == key


@pytest.mark.parametrize("title, old_text, new_text, old_cue", [
    ("Fee Schedule", "Issued: 12 May 2016\nFees are payable monthly.",
     "This Schedule comes into force on 1 March 2021.", "issue_date (issue_phrase)"),
    ("Fee Schedule", "Fees are payable monthly.\nLate fees apply after 30 days.\n12 May 2016",
     "Fees are payable monthly.\nThis Schedule takes effect on 1 March 2021.", "issue_date (date_line)"),
    ("收费办法", "2016年5月12日印发\n本办法适用于全市。", "本办法自2021年3月1日起施行。", "issue_date (issue_phrase)"),
    ("收费办法", "本办法适用于全市。\n市水务局\n2016年5月12日", "本办法自2021年3月1日起施行。", "issue_date (date_line)"),
])
def test_issue_date_only_older_version_starts_on_its_issue_date(title, old_text, new_text, old_cue):
    chains = build_chains([version("old", title, old_text), version("new", title, new_text)])
    old, new = chains.get("old"), chains.get("new")
    assert (old.valid_from, old.start_cue) == (date(2016, 5, 12), old_cue)
    assert (new.valid_from, new.start_cue) == (date(2021, 3, 1), "effective_phrase")
    assert (old.valid_until, old.end_cue) == (date(2021, 2, 28), "successor_start")


@pytest.mark.parametrize("title, current_text, future_text, future_start", [
    ("Fee Schedule", "This Schedule takes effect on 1 March 2021.",
     "Adopted on 1 June 2027.\nThis Schedule comes into force on 1 March 2028.", date(2028, 3, 1)),
    ("收费办法", "本办法自2021年3月1日起施行。", "2027年6月1日印发\n本办法自2028年1月1日起施行。", date(2028, 1, 1)),
])
def test_future_effective_date(title, current_text, future_text, future_start):
    chains = build_chains([version("current", title, current_text), version("future", title, future_text)])
    current, future = chains.get("current"), chains.get("future")
    assert future.valid_from == future_start and future.position == 1  # adopted: in the chain, not yet in force
    assert current.valid_until == future_start - timedelta(days=1)
    assert validity(TODAY, current.valid_from, current.valid_until) == "in_force"
    assert validity(TODAY, future.valid_from, future.valid_until) == "not_yet_effective"


@pytest.mark.parametrize("old, new", [
    (("Fee Schedule (2016)", "Issued: 12 May 2016\nFees are payable monthly."),
     ("Fee Schedule (2021)", "This Schedule comes into force on 1 September 2021.\nThe Fee Schedule of 2016 is "
                             "repealed with effect from 1 July 2021.")),
    (("Fee Schedule", "Rule No. FIN-12\nIssued: 12 May 2016"),
     ("Fee Schedule", "Rule No. FIN-12\nThis Schedule takes effect on 1 September 2021.\nThe schedule issued on "
                      "12 May 2016 ceases to have effect on 1 July 2021.")),
])
def test_repeal_statement_with_a_date_ends_the_old_version_early(old, new):
    chains = build_chains([version("old", *old), version("new", *new)])
    assert (chains.get("old").valid_until, chains.get("old").end_cue) == (date(2021, 6, 30), "repeal_date")
    assert chains.get("new").valid_from == date(2021, 9, 1)
    assert validity(date(2021, 8, 1), chains.get("old").valid_from, chains.get("old").valid_until) == "superseded"
    assert validity(date(2021, 8, 1), chains.get("new").valid_from, None) == "not_yet_effective"


def test_chinese_repeal_statement_with_a_date_ends_the_old_version_early():
    chains = build_chains([
        version("old", "收费办法（2016年版）", "2016年5月12日印发\n本办法适用于全市。"),
        version("new", "收费办法（2021年版）", "本办法自2021年9月1日起施行。原《收费办法》（2016年版）自2021年7月1日起废止。"),
    ])
    assert (chains.get("old").valid_until, chains.get("old").end_cue) == (date(2021, 6, 30), "repeal_date")


@pytest.mark.parametrize("a, b", [
    (("Expense Reimbursement Rule", "Rule No. FIN-12\nIssued: 12 May 2016"),
     ("Expense Reimbursement Rule", "Rule No. FIN-13\nIssued: 1 March 2021")),
    (("Quality Standard [QS-4]", "Issued: 12 May 2016"), ("Quality Standard [QS-5]", "Issued: 1 March 2021")),
    (("供水管理规定", "编号：QS-4\n发布日期：2016年5月12日"), ("供水管理规定", "编号：QS-5\n发布日期：2021年3月1日")),
])
def test_different_identifiers_with_the_same_title_are_not_chained(a, b):
    chains = build_chains([version("a", *a), version("b", *b)])
    assert chains.lineage == {} and chains.links == []


def test_an_english_and_a_chinese_document_sharing_an_identifier_are_not_chained():
    english = version("en", "Water Quality Sampling (QS-4)", "Issued: 12 May 2016\nSamples are drawn daily.", "en")
    chinese = version("zh", "供水水质抽样规定（QS-4）", "发布日期：2021年3月1日\n每日抽样。", "zh")
    assert english.cues.identifiers == chinese.cues.identifiers == ("QS-4",)
    chains = build_chains([english, chinese])
    assert chains.lineage == {} and chains.links == []
    # The same pair in one language is a chain.
    assert build_chains([english, replace(chinese, language="en")]).chains() == {"QS-4": ["en", "zh"]}


@pytest.mark.parametrize("older_text, newer_text", [
    # "older" (by its dates) says it replaces the 2024 rule: the statement wins, and that is reported.
    ("Issued: 1 March 2021\nThis Schedule supersedes the Fee Schedule of 2024.", "Issued: 2 April 2024"),
    ("2021年3月1日印发\n本办法代替2024年版收费办法。", "2024年4月2日印发"),
])
def test_a_statement_contradicting_the_dates_wins_and_is_reported(older_text, newer_text):
    chains = build_chains([version("x-2021", "Fee Schedule", older_text), version("y-2024", "Fee Schedule", newer_text)])
    assert chains.chains() == {"fee schedule": ["y-2024", "x-2021"]}
    assert chains.get("x-2021").linked_by.startswith("statement: ")
    assert any("x-2021 states it replaces y-2024" in conflict and "the statement wins" in conflict
               for conflict in chains.conflicts)


def test_links_record_the_cue_of_every_link():
    chains = build_chains([
        version("v1", "Sampling Procedure", "QS-14, First Edition\nIssued 2 Feb 2014"),
        version("v2", "Water Sampling Procedure", "QS-14, Second Edition\nIssued 2 Feb 2018"),
        version("v3", "Water Sampling Procedure", "QS-14, Third Edition\nIssued 2 Feb 2022\n"
                                                  "This Procedure replaces the Second Edition."),
    ])
    assert chains.chains() == {"QS-14": ["v1", "v2", "v3"]}
    cues: dict[tuple[str, str], set[str]] = {}
    for item in chains.links:
        cues.setdefault((item.older, item.newer), set()).add(item.cue)
    assert cues == {("v1", "v2"): {"shared_identifier"}, ("v2", "v3"): {"shared_identifier", "statement"}}
    # Lineage.linked_by keeps the strongest cue of the link to the predecessor: a statement beats an identifier.
    assert chains.get("v1").linked_by is None
    assert chains.get("v2").linked_by == "shared_identifier: QS-14"
    assert chains.get("v3").linked_by == "statement: This Procedure replaces the Second Edition."


# ------------------------------------------------------------------ the key test: which version is in force when

KEY_CASES = {
    "en": [
        ("old", "Water Connection Charges", "Issued: 12 May 2016\nA connection costs 400 dollars."),
        ("current", "Water Connection Charges",
         "Issued: 1 February 2021\nThis Schedule takes effect on 1 March 2021.\n"
         "This Schedule supersedes the Water Connection Charges issued on 12 May 2016.\n"
         "A connection costs 450 dollars."),
        ("adopted", "Water Connection Charges",
         "Adopted by the Board on 1 June 2026.\nThis Schedule comes into force on 1 March 2028.\n"
         "A connection costs 500 dollars."),
    ],
    "zh": [
        ("old", "供水接水收费办法", "2016年5月12日印发\n接水费每户400元。"),
        ("current", "供水接水收费办法",
         "2021年2月1日印发\n本办法自2021年3月1日起施行，2016年5月12日印发的供水接水收费办法同时废止。\n接水费每户450元。"),
        ("adopted", "供水接水收费办法",
         "本办法经2026年6月1日市政府常务会议审议通过，自2028年3月1日起施行。\n接水费每户500元。"),
    ],
}


@pytest.mark.parametrize("language", ["en", "zh"])
def test_which_version_is_in_force_today_in_the_past_and_after_the_adopted_one_starts(language):
    chains = build_chains([version(doc_id, title, text, language) for doc_id, title, text in KEY_CASES[language]])
    assert list(chains.chains().values()) == [["old", "current", "adopted"]]
    old = chains.get("old")
    assert (old.valid_from, old.start_cue) == (date(2016, 5, 12), "issue_date (issue_phrase)")
    assert chains.get("current").linked_by.startswith("statement: ")
    assert chains.get("adopted").valid_from == date(2028, 3, 1)

    def in_force(as_of: date) -> dict[str, str]:
        return {doc_id: validity(as_of, item.valid_from, item.valid_until) for doc_id, item in chains.lineage.items()}

    assert in_force(TODAY) == {"old": "superseded", "current": "in_force", "adopted": "not_yet_effective"}
    assert in_force(date(2018, 6, 1)) == {"old": "in_force", "current": "not_yet_effective",
                                          "adopted": "not_yet_effective"}
    assert in_force(date(2021, 2, 28))["old"] == "in_force"  # the last day of the old version
    assert in_force(date(2028, 6, 1)) == {"old": "superseded", "current": "superseded", "adopted": "in_force"}


@pytest.mark.parametrize(("docs", "chain", "starts"), [
    # Statutory instruments: identical titles but the year, the newer revoking the older by its number.
    ([("si-2014", "The Harbour (Dues) Order 2014", "Made by the Board on 14th March 2014.\nDues are 2 pounds."),
      ("si-2019", "The Harbour (Dues) Order 2019", "STATUTORY INSTRUMENTS 2019 No. 417\nMade 2nd April 2019. Coming "
                  "into force 1st May 2019.\nThe Harbour (Dues) Order 2014 is revoked."),
      ("si-2025", "The Harbour (Dues) Order 2025", "S.I. 2025/1288\nMade 20th November 2025. Coming into force 1st "
                  "April 2027.\nThe Order of 2019 (S.I. 2019/417) is revoked with effect from 1st April 2027.")],
     ["si-2014", "si-2019", "si-2025"], [date(2014, 3, 14), date(2019, 5, 1), date(2027, 4, 1)]),
    # National standards: the number with its year, issue and implementation dates in ISO form, "代替".
    ([("gb-2014", "乘客区技术要求", "中华人民共和国国家标准 GB/T 31245—2014\n2014-06-10发布 2015-01-01实施"),
      ("gb-2021", "乘客区技术要求", "GB/T 31245—2021 代替 GB/T 31245—2014\n2021-08-20发布 2022-03-01实施"),
      ("gb-2025", "乘客区技术要求", "GB/T 31245—2025\n代替 GB/T 31245—2021\n2025-10-31发布\n2027-05-01实施")],
     ["gb-2014", "gb-2021", "gb-2025"], [date(2015, 1, 1), date(2022, 3, 1), date(2027, 5, 1)]),
    # A hospital's notices: 文号, a signature date in Chinese numerals, repeal by date of issue and 文号.
    ([("h-2017", "病案复印收费管理规定", "江一医发〔2017〕8号\n现予印发，请遵照执行。\n江州市第一人民医院\n二〇一七年四月十二日"),
      ("h-2021", "病案复印收费管理规定", "江一医发〔2021〕33号\n第十条 本规定自2021年7月1日起施行。2017年4月印发的"
                 "《病案复印收费管理规定》（江一医发〔2017〕8号）同时废止。\n二〇二一年六月八日")],
     ["h-2017", "h-2021"], [date(2017, 4, 12), date(2021, 7, 1)]),
])
def test_chains_of_numbered_acts_standards_and_notices(docs, chain, starts) -> None:
    chains = build_chains([version(doc_id, title, text) for doc_id, title, text in docs])
    (members,) = chains.chains().values()
    assert members == chain
    assert [chains.lineage[doc_id].valid_from for doc_id in chain] == starts
    assert [chains.lineage[doc_id].valid_until for doc_id in chain[:-1]] == [s - timedelta(days=1) for s in starts[1:]]


@pytest.mark.parametrize("docs, chain", [
    # numbered instruments whose numbers carry their year differ per version: the identical title links them
    ([("a", "Concession Fares Schedule", "2012 Edition\nAdopted by resolution of the Board at its meeting of May 9, 2012."),
      ("b", "Concession Fares Schedule", "2017 Edition\nBoard Resolution No. 2017-14, adopted March 21, 2017.\n"
                                         "Effective for travel on and after July 2, 2017.\n"
                                         "The 2017 edition replaces the 2012 edition of this Schedule in its entirety."),
      ("c", "Concession Fares Schedule", "2022 Edition\nBoard Resolution No. 2022-38, adopted October 18, 2022.\n"
                                         "The fares in this edition apply from January 1, 2023. It supersedes the 2017 "
                                         "edition, which is withdrawn on that date.")],
     ["a", "b", "c"]),
    # a by-law repealed by number in a passive sentence whose subject is in the clause before
    ([("a", "Street Vending By-law", "By-law No. 2012-47\nFinally passed this 23rd day of October, 2012."),
      ("b", "Street Vending By-law", "By-law No. 2018-112\nBeing a By-law to repeal By-law No. 2012-47.\n"
                                     "This By-law shall come into force on the 1st day of April, 2018."),
      ("c", "Street Vending By-law", "By-law No. 2024-031\nPassed by Council on 10 September 2024.\n"
                                     "Effective January 1, 2025. By-law No. 2018-112, as amended, is hereby repealed.")],
     ["a", "b", "c"]),
    # 文号 chain whose first version is dated only by its signature line
    ([("a", "东川市城市道路临时停车管理办法", "东政规〔2013〕5号\n市长 李明远　　2013年4月8日"),
      ("b", "东川市城市道路临时停车管理办法", "东政规〔2018〕9号\n本办法自2018年10月1日起施行。"
                                             "2013年4月8日公布的《东川市城市道路临时停车管理办法》（东政规〔2013〕5号）同时废止。")],
     ["a", "b"]),
])
def test_chains_of_numbered_instruments_and_signed_versions(docs, chain):
    chains = build_chains([version(doc_id, title, text) for doc_id, title, text in docs])
    assert list(chains.chains().values()) == [chain]
    assert all(chains.get(doc_id).valid_from is not None for doc_id in chain)


def test_an_undated_version_a_statement_places_comes_before_a_dated_later_one():
    # v1 has no date at all; v2 says it supersedes Version 1; v3 (a future version) says nothing of v1
    docs = [version("v1", "Rent Arrears Policy", "Policy reference: HA-R12 | Version 1"),
            version("v2", "Rent Arrears Policy", "Policy reference: HA-R12 | Version 2\nDate effective: 1 October 2020\n"
                                                 "Supersedes: HA-R12 Version 1."),
            version("v3", "Rent Arrears Policy", "Policy reference: HA-R12 | Version 3\nTo take effect on 1 April 2028.")]
    chains = build_chains(docs)
    assert chains.chains() == {"HA-R12": ["v1", "v2", "v3"]}
    assert chains.get("v2").valid_until == date(2028, 3, 31)


def test_an_amending_instrument_is_a_version_between_the_rules_and_their_replacement():
    docs = [version("r2020", "TFOS Case Fee Rules 2020", "Made by the Board.\nThese Rules commence on 1 July 2020."),
            version("a2", "TFOS Case Fee Rules 2020 (Amendment No. 2) 2023",
                    "Made by the Board on 28 February 2023. This amendment comes into force on 1 April 2023.\n"
                    "This instrument amends the TFOS Case Fee Rules 2020, as amended by Amendment No. 1."),
            version("r2026", "TFOS Case Fee Rules 2026", "Made by the Board on 14 April 2026.\nThese Rules come into "
                    "force on 1 July 2026.\nThe TFOS Case Fee Rules 2020 and all amendments to them are revoked.")]
    chains = build_chains(docs)
    assert list(chains.chains().values()) == [["r2020", "a2", "r2026"]]
    assert chains.get("a2").valid_until == date(2026, 6, 30)
    # what the amendment changes ends when it starts; what it leaves alone when the replacement starts
    rules = chains.get("r2020")
    assert rules.valid_until == date(2023, 3, 31)
    assert rules.amended_by == ("a2",) and rules.kept_until == date(2026, 6, 30)
    assert chains.get("a2").amended_by == () and chains.get("a2").kept_until is None  # a replacement amends nothing


@pytest.mark.parametrize("docs, chain", [
    # decisions revoked by number, titles that differ by "(revised)" and "- 2026 edition"
    ([("d18", "Code of Practice for Complaints Handling", "Decision D05/18 | Document No. 18/41 | Date: 9 May 2018\n"
                                                           "This Decision takes effect on 1 August 2018."),
      ("d22", "Code of Practice for Complaints Handling (revised)", "Decision D03/22 - Document No. 22/58\n"
              "Following consultation 21/77, the Authority revokes Decision D05/18 (Document 18/41). The revised Code "
              "takes effect from 1 October 2022."),
      ("d26", "Code of Practice for Complaints Handling - 2026 edition", "Decision D02/26 | Published 3 March 2026\n"
              "The measures in this Decision take effect on 1 September 2026. Decision D03/22 is withdrawn from that date.")],
     ["d18", "d22", "d26"]),
    # Macau: rules approved at a meeting, then replaced by numbered 批示 that cite each other
    ([("r16", "學生宿舍管理規則", "澳門濠江大學\n（經二零一六年五月十二日校務委員會第三次平常會議通過）"),
      ("r20", "學生宿舍管理規則", "第08/2020號校長批示\n二零一六年五月十二日通過之《學生宿舍管理規則》自本批示生效之日起廢止。\n"
                                   "本批示自二零二零年八月十五日起生效。"),
      ("r26", "學生宿舍管理規則", "第15/2026號校長批示\n第08/2020號校長批示核准之《學生宿舍管理規則》自本批示生效之日起廢止。\n"
                                   "本批示自二零二六年八月二十日起生效。")],
     ["r16", "r20", "r26"]),
])
def test_chains_of_decisions_and_dispatches_named_by_number(docs, chain):
    chains = build_chains([version(doc_id, title, text) for doc_id, title, text in docs])
    assert list(chains.chains().values()) == [chain]
    assert all(chains.get(doc_id).valid_from is not None for doc_id in chain)


def test_a_consolidation_sharing_a_bylaws_number_and_an_unquoted_title_in_a_revocation():
    docs = [version("b14", "By-law No. 14/2019 - Short-Term Rental Accommodations",
                    "BY-LAW NO. 14/2019\nRead a third time and passed April 23rd, 2019."),
            version("b31", "By-law No. 31/2022 - Short-Term Rentals",
                    "BY-LAW NO. 31/2022\nA By-law to repeal and replace By-law No. 14/2019 (Short-Term Rentals)\n"
                    "This By-law comes into force on January 1st, 2023."),
            version("c25", "Short-Term Rental By-law No. 31/2022 (Office Consolidation)",
                    "Short-Term Rental By-law No. 31/2022, incorporating amendments up to By-law No. 9/2025 "
                    "(consolidated to May 1st, 2025)\nAmending By-law No. 9/2025 (fees, night cap, penalties) came into "
                    "force May 1st, 2025."),
            version("b12", "By-law No. 12/2026 - Short-Term Rental Accommodation By-law",
                    "BY-LAW NO. 12/2026\nRead a third time and passed this 19th day of May, 2026. This By-law comes "
                    "into force on March 1st, 2027, on which date By-law No. 31/2022, as amended, is repealed."),
            # another body's by-law numbered 14 of 2019 is not part of it
            version("k14", "Animal Control Ordinance", "Ordinance No. 14/2019\nAdopted by the County Board on 2 May 2019.")]
    chains = build_chains(docs)
    assert ["b14", "b31", "c25", "b12"] in chains.chains().values()
    assert chains.get("k14") is None
    assert chains.get("c25").valid_until == date(2027, 2, 28)


# ------------------------------------------------------------------ cue 4: the wording itself

def worded(doc_id: str, title: str, text: str, language: str | None = None) -> DocumentVersion:
    """A document whose cues come from its text and whose text is also read for its wording (cue 4)."""
    return replace(version(doc_id, title, text, language), text=text)


_YTV_2018 = ("Aeronautical Charges and Noise Management Schedule",
             "Tamarack Valley Airport Authority - Schedule AC\nApproved by the Board of Directors on 14 November 2018.\n"
             "1. Landing fee: C$8.40 per 1,000 kg of maximum take-off weight, minimum C$45.00 per landing.\n"
             "2. Night movements between 23:00 and 06:00 need prior permission and pay a noise surcharge of 50%.\n"
             "3. Noise exceedance at the Coldwater Road monitor is invoiced C$1,500.")
_YTV_2022 = ("Notice of New and Increased Aeronautical Charges",
             "Tamarack Valley Airport Authority - Schedule AC\nEffective date: 1 January 2022\n"
             "1. Landing fee: C$9.15 per 1,000 kg of maximum take-off weight, minimum C$50.00 per landing.\n"
             "2. Night movements between 23:30 and 06:30 need prior permission and pay a noise surcharge of 75%.\n"
             "3. Noise exceedance at the Coldwater Road monitor is billed C$2,000.")
_HARBOUR = ("Harbour Dues Schedule",
            "Kestrel Harbour Board\nIssued: 3 March 2020\n1. Vessels pay C$2.10 per gross tonne per call.\n"
            "2. Pleasure craft moorings cost C$300 a season.")


def test_versions_chained_by_their_wording_alone():
    """Reworded titles, no identifier, no statement: only the text says the 2022 notice is the 2018 schedule's
    next version; an unrelated dated rule stays out."""
    chains = build_chains([worded("ytv-2022", *_YTV_2022), worded("ytv-2018", *_YTV_2018),
                           worded("harbour", *_HARBOUR)])
    assert [members for members in chains.chains().values()] == [["ytv-2018", "ytv-2022"]]
    found = link(chains, "ytv-2018", "ytv-2022", "similar_text")
    assert found.evidence.startswith("text likeness ")
    assert chains.get("ytv-2022").linked_by.startswith("similar_text: text likeness")
    assert chains.get("ytv-2018").valid_until == date(2021, 12, 31)
    # Without the text (a chunk table without its text column) nothing links them.
    assert build_chains([version("ytv-2022", *_YTV_2022), version("ytv-2018", *_YTV_2018)]).chains() == {}


def test_versions_chained_by_their_wording_in_chinese():
    old = worded("zh-2016", "临州市公共租赁住房租金标准", "临州市住房保障中心\n2016年1月1日起执行\n"
                 "一、市区公共租赁住房租金为每月每平方米8元。\n二、租金按月缴纳，逾期按日加收千分之一滞纳金。\n"
                 "三、低保家庭租金减免百分之五十。")
    new = worded("zh-2020", "关于调整临州市公共租赁住房租金的通知", "临州市住房保障中心\n本通知自2020年1月1日起施行。\n"
                 "一、市区公共租赁住房租金调整为每月每平方米10元。\n二、租金按月缴纳，逾期按日加收千分之二滞纳金。\n"
                 "三、低保家庭租金减免百分之六十。")
    chains = build_chains([new, old])
    assert chains.chains() and list(chains.chains().values()) == [["zh-2016", "zh-2020"]]
    assert chains.get("zh-2020").linked_by.startswith("similar_text")


@pytest.mark.parametrize("first, second", [
    (("Staff Travel Expenses Policy", "Northwind Logistics Ltd\nIssued 4 May 2016\n1. Economy class for flights "
      "under six hours.\n2. Hotel up to GBP 120 a night.\n3. Meals up to GBP 35 a day."),
     ("Travel Expenses Policy", "Harbourline Foods plc\nIssued 9 June 2017\n1. Economy class for flights under "
      "eight hours.\n2. Hotel up to GBP 140 a night.\n3. Meals up to GBP 40 a day.")),
    (("远航集团差旅费管理办法", "远航集团有限公司\n2016年3月1日印发\n一、乘坐飞机一律经济舱。\n二、住宿费每晚不超过400元。\n"
      "三、伙食补助每天100元。"),
     ("中跃公司差旅费管理办法", "中跃实业股份公司\n2017年5月8日印发\n一、乘坐飞机一律经济舱。\n二、住宿费每晚不超过450元。\n"
      "三、伙食补助每天120元。")),
    # two cities' notices on one template: the places differ
    (("沅川市公办幼儿园保育教育费标准", "沅川市发展和改革委员会 沅川市教育局关于调整公办幼儿园保育教育费标准的通知\n2018年7月6日\n"
      "一、省级示范幼儿园保教费每生每月800元。\n二、寄宿费每生每月180元。\n三、第二名子女保教费减收50%。"),
     ("临溪市公办幼儿园保育教育费标准", "临溪市发展和改革委员会 临溪市教育局关于调整公办幼儿园保育教育费标准的通知\n2018年9月1日\n"
      "一、省级示范幼儿园保教费每生每月760元。\n二、寄宿费每生每月200元。\n三、第二名子女保教费减收30%。")),
])
def test_alike_rules_of_two_issuers_are_not_versions(first, second):
    """Two bodies' rules on one subject read alike, but the headers name different issuers: no chain."""
    assert build_chains([worded("a", *first), worded("b", *second)]).chains() == {}


def test_statement_naming_its_predecessor_in_other_words_is_resolved_by_wording():
    """"…replace Schedule AC as approved by the Board on 14 November 2018": no title or identifier matches, so the
    nearest earlier document by wording is the one replaced, and the report says it was found that way."""
    newer = (_YTV_2022[0], _YTV_2022[1].replace(
        "Effective date: 1 January 2022", "Effective date: 1 January 2022\nFrom the effective date, the charges "
        "below replace Schedule AC as approved by the Board on 14 November 2018."))
    chains = build_chains([worded("ytv-2022", *newer), worded("ytv-2018", *_YTV_2018), worded("harbour", *_HARBOUR)])
    assert link(chains, "ytv-2018", "ytv-2022", "statement")
    assert any("resolved to ytv-2018 by text likeness" in item for item in chains.conflicts)
    chains_without_text = build_chains([version("ytv-2022", *newer), version("ytv-2018", *_YTV_2018)])
    assert any("statement unresolved" in item for item in chains_without_text.conflicts)


def test_vague_statement_resolved_by_wording_names_the_latest_alike_version():
    """"the previous water restriction by-law": three by-laws with their own numbers; the newest replaces the
    latest of the alike earlier ones, not the first."""
    def bylaw(number: int, made: str, summer: str) -> DocumentVersion:
        return worded(f"no{number}", f"Water Restriction By-law No. {number}",
                      f"Coldwater Valley Water Corporation\nBy-law No. {number}\nMade by the Board on {made}.\n"
                      f"1. Garden watering is allowed {summer}.\n2. Hoses must have a trigger nozzle.\n"
                      "3. Filling a new pool needs a permit." + (
                          "\nOn that day the Corporation's previous water restriction by-law is revoked."
                          if number == 11 else ""))
    chains = build_chains([bylaw(11, "9 April 2024", "on two days a week"), bylaw(3, "17 June 2014", "before 8 am"),
                           bylaw(7, "1 December 2019", "on three days a week")])
    assert link(chains, "no7", "no11", "statement")
    assert chains.get("no11").predecessor == "no7" and chains.get("no7").valid_until == date(2024, 4, 8)
    # By-law numbers are each version's own: nothing but a statement joins No. 3 to them.
    assert chains.get("no3") is None


def test_a_bare_serial_shared_by_alike_texts_of_one_issuer_links_them():
    """"第7/2015號局長批示" and its consolidated reprint, whose printed title is its issuer's name: the titles disagree,
    but the wording and the issuer agree, so the shared bare number links them; another district's alike text with
    the same bare number (its opening names another place) does not join."""
    def despacho(doc_id: str, title: str, issuer: str, number: str, made: str, fees: str) -> DocumentVersion:
        return worded(doc_id, title, f"{issuer}\n{number}\n{issuer}局長作出本批示：\n一、核准無線電台牌照費用表。\n"
                      f"二、本批示自{made}起生效。\n（一）業餘無線電台牌照，每年{fees}；\n（二）船舶電台牌照，每年六百元；\n"
                      "（三）補發或更改牌照，每次一百元。")
    old = despacho("d7", "第7/2015號局長批示", "澳門特別行政區無線電通訊管理局", "第7/2015號局長批示", "2015年4月1日", "二百元")
    new = despacho("d7-consolidated", "無線電通訊管理局", "澳門特別行政區無線電通訊管理局", "第7/2015號局長批示（綜合本）", "2020年7月1日",
                   "二百五十元")
    other = despacho("x7", "新灣區無線電台牌照收費", "新灣區通訊管理處", "第7/2015號局長批示", "2015年5月1日", "三百元")
    chains = build_chains([old, new, other])
    assert link(chains, "d7", "d7-consolidated", "shared_identifier").evidence == "[2015]7"
    assert chains.get("x7") is None


@pytest.mark.parametrize("text, place", [
    ("沅川市发展和改革委员会 沅川市教育局关于调整保教费的通知\n一、保教费每月800元。", "沅川"),
    ("新灣區民政事務處\n新灣區社區會堂租用收費表", "新灣"),
    ("澳門特別行政區無線電通訊管理局\n第7/2015號局長批示", "澳門"),
    ("关于本市公办幼儿园收费的通知\n一、各区执行。", None),  # "本市", "各区": no place named
    ("Kestrel City Council\n1. Fees.", None),
])
def test_opening_place(text, place):
    chains = build_chains([worded("a", "Rules", text)])
    assert opening_place(DocumentVersion("a", "Rules", None, text=text)) == place
    assert chains.places.get("a") == place


def test_titles_opening_with_different_codes_are_not_linked_by_wording():
    """Two bodies' fee schedules read alike; the codes their titles open with ("P-07", "FS-01") say they are two rules."""
    body = ("1. Application fee: {a} per application. 2. Annual accreditation fee: {b} per site. 3. Assessor day "
            "rate: {c} per assessor day, charged in half days. 4. Postponement of an assessment at less than 20 "
            "working days notice: {d}.")
    docs = [
        DocumentVersion("p07", "P-07 Schedule of Fees", None, VersionCues(issue_date="2026-03-10"), "en",
                        "P-07 Schedule of Fees\nLaboratory Accreditation Council\n" + body.format(a=900, b=1200, c=1500, d=600)),
        DocumentVersion("fs01", "FS-01 Schedule of Fees: Laboratories", None, VersionCues(issue_date="2026-04-22"), "en",
                        "FS-01 Schedule of Fees: Laboratories\nAccreditation Authority\n" + body.format(a=950, b=1250, c=1450, d=650)),
    ]
    chains = build_chains(docs)
    assert not chains.lineage and not [link for link in chains.links if link.cue == "similar_text"]
    # the same texts without the codes are linked by their wording (the check above is what keeps them apart)
    assert build_chains([replace(doc, title=doc.title[6:]) for doc in docs]).links


def test_a_lettered_revision_named_by_a_successor_is_its_predecessor_though_undated():
    """"supersedes Revision A, approved June 2, 2015" names Revision A (its own date is written 06/02/2015, which no
    rule reads), not Revision C, which shares the policy's number and comes after."""
    title = "Policy 7.3 - Reproduction Services and Fees"
    texts = {
        "rev-a": "Policy 7.3 - Reproduction Services and Fees\nRevision A | Approved by the Board: 06/02/2015\n"
                 "7.3.2 Photocopies: $0.25 per page.",
        "rev-b": "Policy 7.3 - Reproduction Services and Fees\nRevision B | Approved: November 20, 2018 | Effective: "
                 "January 1, 2019\nThis revision supersedes Revision A, approved June 2, 2015.\n7.3.2 Photocopies: "
                 "$0.35 per page.",
        "rev-c": "Policy 7.3 - Reproduction Services and Fees\nRevision C | Board approval: April 18, 2023 | "
                 "Effective date: July 1, 2023\n7.3.2 Photocopies: $0.50 per page.",
    }
    documents = []
    for doc_id, text in texts.items():
        cues = extract_version_cues(title, text)
        start = date.fromisoformat(cues.effective_date) if cues.effective_date else None
        documents.append(DocumentVersion(doc_id=doc_id, title=title, effective_date=start, cues=cues, language="en",
                                         text=text))

    lineage = build_chains(documents).lineage

    assert [extract_version_cues(title, text).version_label for text in texts.values()] == ["A", "B", "C"]
    assert lineage["rev-b"].predecessor == "rev-a" and lineage["rev-a"].valid_until == date(2018, 12, 31)
    assert lineage["rev-c"].predecessor == "rev-b"
