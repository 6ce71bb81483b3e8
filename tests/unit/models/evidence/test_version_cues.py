"""Version cues (models/evidence/version_cues.py): what one rule text says about its own version, EN and ZH.

One parametrized group per cue, each with several English and Chinese wordings written as short rule texts (a
title, header lines, a statement, a rule paragraph); then a round trip through JSON and the real Federal Register
notice of ../shared/testdata that only *proposes* to supersede an airworthiness directive.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from models.evidence.lineage import DocumentVersion, build_chains
from models.evidence.version_cues import VersionCues, VersionReference, extract_version_cues, normalise
from tasks.core.paths import SHARED_TESTDATA

FEDERAL_REGISTER_PDF = SHARED_TESTDATA / "pdf" / "federal-register-2020-17221.pdf"


# ------------------------------------------------------------------ own identifiers

@pytest.mark.parametrize("title, text, expected", [
    # labelled codes in the title and in the header lines
    ("Standard QS-4 Quality Sampling", "Samples are drawn from every batch.", ("QS-4",)),
    ("Expense Reimbursement Rule", "Rule No. FIN-12\nClaims are paid within 30 days.", ("FIN-12",)),
    # a numbered instrument whose number carries its year names that one version (a serial, like a 文号)
    ("Parking Bylaw", "Bylaw No. 2019-14\nA bylaw to regulate parking on municipal streets.", ("[2019]14",)),
    ("Concession Fares Schedule", "2017 Edition\nBoard Resolution No. 2017-14, adopted March 21, 2017.", ("[2017]14",)),
    ("Parking Bylaw", "Bylaw No. 45\nA bylaw to regulate parking.", ("BYLAW-45",)),
    # a code in brackets in the title
    ("Warranty Claims Procedure (SVC-07)", "Claims are reviewed weekly.", ("SVC-07",)),
    ("Quality Standard [QS-4]", "Samples are drawn from every batch.", ("QS-4",)),
    ("供水管理规定（QS-4）", "本规定适用于全市供水企业。", ("QS-4",)),
    # a code opening a header line with its revision or edition
    ("Service Policy", "SVC-07 Rev. 3\nIssued: 12 May 2016\nClaims are reviewed weekly.", ("SVC-07",)),
    ("Sampling Procedure", "QS-14, Second Edition\nIssued 2 Feb 2020\nSamples are drawn daily.", ("QS-14",)),
    # Chinese 编号 and 文号
    ("供水管理办法", "编号：QS-4\n本办法适用于全市。", ("QS-4",)),
    ("关于印发《供水管理办法》的通知", "市水发〔2016〕12号\n各区水务局：\n现将《供水管理办法》印发给你们。",
     ("市水发[2016]12",)),
    ("城市排水管理规定", "文号：市水发〔2021〕７号\n本规定自印发之日起施行。", ("市水发[2021]7",)),
])
def test_own_identifiers_from_title_and_header(title, text, expected):
    assert extract_version_cues(title, text).identifiers == expected


@pytest.mark.parametrize("title, text, own", [
    ("Sampling Rule", "Samples are drawn in accordance with QS-4.", ()),
    ("Sampling Rule", "Rule No. FIN-12\nAll samples shall be tested in accordance with QS-4 Rev. 2.", ("FIN-12",)),
    ("Sampling Rule", "Rule No. FIN-12. Samples are tested pursuant to Standard QS-4.", ("FIN-12",)),
    ("供水管理办法", "依据QS-4制定本办法。", ()),
    ("供水管理规定", "编号：QS-4\n各项检测按照QS-5执行。", ("QS-4",)),
    ("供水管理办法", "根据《城市供水条例》（国务院令第158号）和GB 5749，制定本办法。", ()),
])
def test_a_code_cited_in_the_body_is_not_the_documents_own(title, text, own):
    assert extract_version_cues(title, text).identifiers == own


# ------------------------------------------------------------------ issue dates

@pytest.mark.parametrize("title, text, expected, cue", [
    ("Fee Schedule", "Issued: 12 May 2016\nFees are payable monthly.", "2016-05-12", "issue_phrase"),
    ("Fee Schedule", "Adopted by the Board of Directors on 3 June 2019.\nFees are payable monthly.", "2019-06-03",
     "issue_phrase"),
    ("Fee Schedule", "Approved by the Council, 3 June 2019.\nFees are payable monthly.", "2019-06-03", "issue_phrase"),
    ("Fee Schedule", "Dated: 12 May 2016\nFees are payable monthly.", "2016-05-12", "issue_phrase"),
    ("Fee Schedule", "Fees are payable monthly.\nLate fees apply after 30 days.\n12 May 2016", "2016-05-12",
     "date_line"),
    ("Fee Schedule", "12 May 2016\nFees are payable monthly.", "2016-05-12", "date_line"),
    ("收费办法", "发布日期：2016年5月12日\n本办法适用于全市。", "2016-05-12", "issue_phrase"),
    ("收费办法", "各单位：\n现将办法印发给你们，请遵照执行。\n2016年5月12日印发", "2016-05-12", "issue_phrase"),
    ("收费办法", "签发：2016年5月12日\n本办法适用于全市。", "2016-05-12", "issue_phrase"),
    ("收费办法", "本办法由市水务局于2016年5月12日发布。", "2016-05-12", "issue_phrase"),
    ("收费办法", "本办法适用于全市。\n市水务局\n2016年5月12日", "2016-05-12", "date_line"),
])
def test_issue_date(title, text, expected, cue):
    cues = extract_version_cues(title, text)
    assert (cues.issue_date, cues.issue_cue) == (expected, cue)
    assert cues.effective_date is None  # an issue date alone states no effective date
    assert cues.start == (date.fromisoformat(expected), f"issue_date ({cue})")


def test_issue_date_after_approver_and_colon():
    assert extract_version_cues("Fee Schedule", "Approved by the Director: 3 June 2019\nFees are payable monthly.") \
        .issue_date == "2019-06-03"


# ------------------------------------------------------------------ effective dates

@pytest.mark.parametrize("title, text, issue, effective", [
    ("Fee Schedule", "Issued 1 June 2027. This Schedule comes into force on 1 March 2028.", "2027-06-01", "2028-03-01"),
    ("Fee Schedule", "Adopted on 1 June 2027.\nThis Schedule takes effect on 1 March 2028.", "2027-06-01", "2028-03-01"),
    ("Fee Schedule", "This Schedule takes effect on 1 January 2021.", None, "2021-01-01"),
    ("收费办法", "本办法自2028年1月1日起施行。", None, "2028-01-01"),
    ("收费办法", "2027年6月1日印发\n本办法自2028年1月1日起施行。", "2027-06-01", "2028-01-01"),
    ("收费办法", "本办法经2027年6月1日市政府常务会议审议通过，自2028年1月1日起施行。", "2027-06-01", "2028-01-01"),
])
def test_effective_date_including_future_ones(title, text, issue, effective):
    cues = extract_version_cues(title, text)
    assert (cues.issue_date, cues.effective_date, cues.effective_cue) == (issue, effective, "effective_phrase")
    assert cues.start == (date.fromisoformat(effective), "effective_phrase")  # effective beats issue


@pytest.mark.parametrize("title, text, day", [
    ("Fee Schedule", "Issued: 12 May 2016\nThis Schedule takes effect on the date of issue.", "2016-05-12"),
    ("Fee Schedule", "Dated: 12 May 2016\nThis Schedule comes into force upon signature.", "2016-05-12"),
    ("收费办法", "2027年6月1日印发\n本办法自印发之日起施行。", "2027-06-01"),
    ("收费办法", "发布日期：2016年5月12日\n本办法自发布之日起实施。", "2016-05-12"),
])
def test_effective_on_issue_makes_them_the_same_day(title, text, day):
    cues = extract_version_cues(title, text)
    assert (cues.issue_date, cues.effective_date, cues.effective_cue) == (day, day, "effective_on_issue")


# ------------------------------------------------------------------ editions and year labels

@pytest.mark.parametrize("title, text, edition, label_year", [
    ("Fee Schedule, Revision 3", "Fees are payable monthly.", 3, None),
    ("Fee Schedule", "Second Edition\nFees are payable monthly.", 2, None),
    ("Fee Schedule 3rd edition", "Fees are payable monthly.", 3, None),
    ("Service Policy", "SVC-07 Rev. 4\nClaims are reviewed weekly.", 4, None),
    ("Fee Schedule (2021 edition)", "Fees are payable monthly.", None, 2021),
    ("收费办法（第二版）", "本办法适用于全市。", 2, None),
    ("收费办法", "第三次修订\n本办法适用于全市。", 3, None),
    ("收费办法（2021年修订）", "本办法适用于全市。", None, 2021),
    ("收费办法（2021年版）", "本办法适用于全市。", None, 2021),
    ("建筑设计防火规范 GB 50016-2014", "本规范适用于新建建筑。", None, 2014),  # a standard's year part
])
def test_edition_and_year_label(title, text, edition, label_year):
    cues = extract_version_cues(title, text)
    assert (cues.edition, cues.label_year) == (edition, label_year)


# ------------------------------------------------------------------ succession statements

def only_reference(title: str, text: str) -> VersionReference:
    references = extract_version_cues(title, text).references
    assert len(references) == 1, references
    return references[0]


@pytest.mark.parametrize("title, text, years", [
    ("Fee Schedule (2021)", "Issued: 1 March 2021\nThis Schedule supersedes the Fee Schedule of 2016.", (2016,)),
    ("Revision 3", "Revision 3 supersedes the 2016 edition.", (2016,)),
    ("Fee Schedule", "This Schedule replaces the 2016 schedule in its entirety.", (2016,)),
    ("收费办法", "本办法代替2016年版收费办法。", (2016,)),
    ("收费办法", "原收费办法（2016年版）停止执行。", (2016,)),
])
def test_statement_names_the_old_version_by_year(title, text, years):
    reference = only_reference(title, text)
    assert (reference.relation, reference.years, reference.proposed) == ("supersedes", years, False)


@pytest.mark.parametrize("title, text, edition, identifiers", [
    ("Fee Schedule", "This Schedule replaces the Second Edition.", 2, ()),
    ("Fee Schedule", "This Schedule replaces SVC-07 Revision 2.", 2, ("SVC-07",)),
    ("Fee Schedule", "This Schedule supersedes Schedule FIN-12 Rev. 2.", 2, ("FIN-12",)),
    ("收费办法（第三版）", "本办法代替第二版。", 2, ()),
])
def test_statement_names_the_old_version_by_edition_and_identifier(title, text, edition, identifiers):
    reference = only_reference(title, text)
    assert (reference.relation, reference.edition, reference.identifiers) == ("supersedes", edition, identifiers)


@pytest.mark.parametrize("title, text, dates", [
    ("Fee Schedule", "Issued: 1 March 2021\nThis Schedule supersedes the schedule issued on 12 May 2016.",
     ("2016-05-12",)),
    ("Fee Schedule", "This Schedule replaces Revision 2, issued 12 May 2016.", ("2016-05-12",)),
    ("Fee Schedule", "This Schedule supersedes the Fee Schedule adopted on 12 May 2016 and comes into force on "
                     "1 March 2021.", ("2016-05-12",)),
    ("收费办法", "本办法代替2016年5月12日印发的收费办法。", ("2016-05-12",)),
    ("收费办法", "2021年3月1日印发\n2016年5月12日印发的收费办法同时废止。", ("2016-05-12",)),
])
def test_statement_names_the_old_version_by_issue_date(title, text, dates):
    reference = only_reference(title, text)
    assert (reference.relation, reference.dates) == ("supersedes", dates)


@pytest.mark.parametrize("title, text, named_title, identifiers", [
    ("Water Tariff", "This Tariff replaces the \"Water Charges Schedule\".", "Water Charges Schedule", ()),
    ("收费办法", "本办法自2021年3月1日起施行，原《收费办法》（市水发〔2016〕12号）同时废止。", "收费办法",
     ("市水发[2016]12",)),
    ("城市供水管理规定", "本规定取代市水发〔2016〕12号文。", None, ("市水发[2016]12",)),
    ("建筑设计防火规范", "本标准代替GB/T 50016-2006。", None, ("GB/T-50016",)),
])
def test_statement_names_the_old_version_by_title_or_wenhao(title, text, named_title, identifiers):
    reference = only_reference(title, text)
    assert (reference.relation, reference.title, reference.identifiers) == ("supersedes", named_title, identifiers)


@pytest.mark.parametrize("title, text, relation", [
    ("Fee Schedule", "The Fee Schedule of 2016 is hereby repealed.", "supersedes"),
    ("Fee Schedule", "The 2016 schedule is replaced by this Schedule.", "supersedes"),  # the subject is the old one
    ("Fee Schedule", "Policy FIN-12 Rev. 2 is withdrawn.", "supersedes"),
    ("Fee Schedule", "This Schedule is superseded by the Fee Schedule of 2024.", "superseded_by"),
    ("收费办法", "原收费办法（2016年版）同时废止。", "supersedes"),
    ("收费办法", "《收费办法》（市水发〔2016〕12号）停止执行。", "supersedes"),
    ("收费办法（2016年版）", "本办法被2021年版收费办法代替。", "superseded_by"),
])
def test_passive_statements(title, text, relation):
    reference = only_reference(title, text)
    assert reference.relation == relation and reference.names_something()


@pytest.mark.parametrize("title, text", [
    ("Fee Schedule", "This Schedule rescinds the previous schedule."),
    ("Fee Schedule", "This Schedule replaces all prior versions of the schedule."),
    ("收费办法", "原办法同时废止。"),
])
def test_statements_naming_only_the_previous_version_are_vague(title, text):
    reference = only_reference(title, text)
    assert (reference.relation, reference.vague, reference.names_something()) == ("supersedes", True, False)


@pytest.mark.parametrize("title, text, repeal_from", [
    ("Fee Schedule", "The Fee Schedule of 2016 is repealed with effect from 1 July 2021.", "2021-07-01"),
    ("Fee Schedule", "The Fee Schedule of 2016 ceases to have effect on 1 July 2021.", "2021-07-01"),
    ("Fee Schedule", "Schedule FIN-12 Rev. 2 is revoked with effect from 1 July 2021.", "2021-07-01"),
])
def test_repeal_with_a_date(title, text, repeal_from):
    cues = extract_version_cues(title, text)
    (reference,) = cues.references
    assert (reference.relation, reference.with_effect_from) == ("supersedes", repeal_from)
    assert reference.dates == ()  # the repeal date names no version
    assert cues.effective_date is None  # and is not this document's own effective date


@pytest.mark.parametrize("text", [
    "本办法自2021年9月1日起施行。原《收费办法》（2016年版）自2021年7月1日起废止。",
    "本办法自2021年9月1日起施行，原收费办法于2021年7月1日停止执行。",
])
def test_repeal_with_a_date_in_chinese(text):
    cues = extract_version_cues("收费办法", text)
    (reference,) = cues.references
    assert (reference.with_effect_from, reference.dates) == ("2021-07-01", ())


def test_active_repeal_with_a_date():
    (reference,) = extract_version_cues(
        "Fee Schedule", "This Schedule repeals the Fee Schedule of 2016 with effect from 1 July 2021.").references
    assert (reference.with_effect_from, reference.dates) == ("2021-07-01", ())


def test_past_tense_active_repeal():
    cues = extract_version_cues("Fee Schedule", "The Board repealed the 2016 schedule with effect from 1 July 2021.")
    assert cues.effective_date is None and len(cues.references) == 1
    (reference,) = cues.references
    assert (reference.relation, reference.years, reference.with_effect_from) == ("supersedes", (2016,), "2021-07-01")


@pytest.mark.parametrize("title, text, own_issue, own_effective", [
    ("Fee Schedule", "This Schedule supersedes the schedule issued on 12 May 2016.", None, None),
    ("Fee Schedule", "Issued: 1 March 2021\nThis Schedule supersedes the schedule issued on 12 May 2016, which came "
                     "into force on 1 June 2016.", "2021-03-01", None),
    ("Fee Schedule", "This Schedule replaces Revision 2, issued 12 May 2016.", None, None),
    ("Fee Schedule", "This Schedule supersedes the Fee Schedule adopted on 12 May 2016 and comes into force on "
                     "1 March 2021.", None, "2021-03-01"),
    ("Fee Schedule", "The Fee Schedule of 2016 is repealed with effect from 1 July 2021.", None, None),
    ("收费办法", "本办法代替2016年5月12日印发的收费办法。", None, None),
    ("收费办法", "2021年3月1日印发\n原2016年5月12日印发的收费办法同时废止。", "2021-03-01", None),
    ("收费办法", "本办法自2021年3月1日起施行，原《收费办法》（市水发〔2016〕12号）同时废止。", None, "2021-03-01"),
])
def test_a_statements_target_dates_are_not_the_documents_own(title, text, own_issue, own_effective):
    cues = extract_version_cues(title, text)
    assert (cues.issue_date, cues.effective_date) == (own_issue, own_effective)
    assert cues.identifiers == ()  # a 文号 or code named as the old version is not this document's


@pytest.mark.parametrize("title, text, document_proposed", [
    ("Airworthiness Directives", "The FAA proposes to supersede AD 2018-23-51.", False),
    ("Fee Schedule", "This Schedule would replace the 2016 schedule.", False),
    ("Fee Schedule (Draft for Comment)", "This Schedule replaces the Fee Schedule of 2016.", True),
    ("收费办法（征求意见稿）", "本办法代替2016年版收费办法。", True),
    ("收费办法", "本办法拟代替2016年版收费办法。", False),
])
def test_a_proposal_is_marked_proposed(title, text, document_proposed):
    cues = extract_version_cues(title, text)
    (reference,) = cues.references
    assert reference.proposed and cues.proposed == document_proposed


@pytest.mark.parametrize("title, text", [
    ("HX-200 Operation Manual", "Replace the filter every month."),
    ("HX-200 Operation Manual", "Replacing the battery voids the warranty."),
    ("Fee Schedule", "Fees paid in 2016 will not be repaid."),
    ("报销办法", "发票失效的，不予报销。"),
    ("报销办法", "过期发票作废。"),
    ("设备维护规程", "滤芯每月替换一次。"),
])
def test_ordinary_prose_is_no_statement(title, text):
    assert extract_version_cues(title, text).references == ()


# ------------------------------------------------------------------ JSON

def test_json_round_trip():
    cues = extract_version_cues(
        "供水管理办法（2021年修订）",
        "市水发〔2021〕7号\n2021年3月1日印发\n本办法自2021年5月1日起施行，原《供水管理办法》（市水发〔2016〕12号）同时废止。")
    assert cues.identifiers and cues.references and cues.label_year == 2021  # a non-trivial value
    assert VersionCues.from_json(cues.to_json()) == cues
    assert "供水管理办法" in cues.to_json()  # ensure_ascii=False
    assert VersionCues.from_json(None) is None and VersionCues.from_json("") is None
    assert VersionCues.from_json(VersionCues().to_json()) == VersionCues()


# ------------------------------------------------------------------ a real document

def test_the_real_federal_register_proposal_is_proposed_and_links_nothing():
    if not FEDERAL_REGISTER_PDF.is_file():
        pytest.skip(f"shared test data absent: {FEDERAL_REGISTER_PDF}")
    pdfplumber = pytest.importorskip("pdfplumber")
    with pdfplumber.open(FEDERAL_REGISTER_PDF) as pdf:
        text = "\n".join(page.extract_text() or "" for page in pdf.pages)
    title = "Airworthiness Directives; The Boeing Company Airplanes"
    cues = extract_version_cues(title, text)

    assert cues.proposed  # "Proposed Rules", "notice of proposed rulemaking"
    naming = [ref for ref in cues.references if "AD-2018" in ref.identifiers]
    assert naming, cues.references  # "supersede AD 2018-23-51"
    assert all(ref.proposed for ref in cues.references)

    # The directive it proposes to supersede, under its own title: only the statement could link the two.
    old_title = "Airworthiness Directive (AD 2018-23-51)"
    old = extract_version_cues(old_title, "Issued on 20 November 2018.\nThis AD applies to The Boeing Company "
                                          "Model 737-8 and 737-9 airplanes.")
    assert "AD-2018" in old.identifiers
    documents = [DocumentVersion("nprm-2020-17221", title, None, cues, "en"),
                 DocumentVersion("ad-2018-23-51", old_title, None, old, "en")]
    chains = build_chains(documents)
    assert chains.lineage == {} and chains.links == []
    assert any(conflict.startswith("nprm-2020-17221: proposed, not in force, no link") for conflict in chains.conflicts)

    # The same statement, were it adopted, would link them: the mark is what keeps them apart.
    adopted = replace(cues, proposed=False, references=tuple(replace(ref, proposed=False) for ref in naming))
    linked = build_chains([replace(documents[0], cues=adopted), documents[1]])
    assert {(link.older, link.newer, link.cue) for link in linked.links} == {
        ("ad-2018-23-51", "nprm-2020-17221", "statement")}


# ------------------------------------------------------------------ forms of government and standards texts


@pytest.mark.parametrize(("title", "text", "field", "expected"), [
    # Dates written as public bodies write them.
    ("Harbour Dues Order 2014", "Made by the Board of the Harbour Authority under section 26 of the Harbours Act 1964 "
     "on 14th March 2014.", "issue_date", "2014-03-14"),
    ("Harbour Dues Order 2019", "Made 2nd April 2019. Coming into force 1st May 2019.", "effective_date", "2019-05-01"),
    ("Registration Fees Rules", "NOTIFICATION\nNew Delhi, the 3rd day of November, 2015\nThe fee is 500 rupees.",
     "issue_date", "2015-11-03"),
    ("Registration Fees Rules", "They shall come into force on the 1st day of April, 2020.", "effective_date",
     "2020-04-01"),
    ("Fees of the Agency", "COMMISSION REGULATION (EU) No 612/2014\nof 5 June 2014\non the fees of the Agency",
     "issue_date", "2014-06-05"),
    ("Fees of the Agency", "The fee is EUR 40.\nDone at Brussels, 5 June 2014.", "issue_date", "2014-06-05"),
    ("乘客区技术要求", "GB/T 31245-2014\n2014-06-10发布　2015-01-01实施", "effective_date", "2015-01-01"),
    ("乘客区技术要求", "GB/T 31245-2014\n2014-06-10发布　2015-01-01实施", "issue_date", "2014-06-10"),
    ("备件管理规定", "发布日期：2018年11月12日　实施日期：2019年1月1日", "effective_date", "2019-01-01"),
    ("病案复印收费规定", "现予印发，请遵照执行。\n江州市第一人民医院\n二〇一七年四月十二日", "issue_date", "2017-04-12"),
    ("旅遊保險保單條款", "本條款於2016年3月18日刊發。", "issue_date", "2016-03-18"),
    ("旅遊保險保單條款", "生效日期：本版條款適用於2020年7月1日或之後簽發之保單。", "effective_date", "2020-07-01"),
    ("旅遊保險保單條款", "本修訂本取代第二版，自二〇二三年十月一日起生效。", "effective_date", "2023-10-01"),
])
def test_dates_in_the_forms_public_bodies_use(title, text, field, expected) -> None:
    assert getattr(extract_version_cues(title, text), field) == expected


@pytest.mark.parametrize(("title", "text", "own"), [
    ("Harbour Dues Order 2019", "STATUTORY INSTRUMENTS 2019 No. 417\nMade 2nd April 2019.", "[2019]417"),
    ("Fees of the Agency", "COMMISSION IMPLEMENTING REGULATION (EU) 2021/1187\nof 12 July 2021", "[2021]1187"),
    ("Fees of the Agency", "COMMISSION REGULATION (EU) No 612/2014\nof 5 June 2014", "[2014]612"),
    ("土地使用税公告", "国家税务总局江川省税务局公告2021年第5号\n现予公布。", "公告[2021]5"),
    ("Registration Fees Rules", "NOTIFICATION\nG.S.R. 45(E).—In exercise of the powers conferred.", "GSR[]45(E)"),
    ("乘客区技术要求", "中华人民共和国国家标准 GB/T 31245—2014\n2014-06-10发布", "GB/T-31245"),
    ("旅遊保險保單條款", "保單條款編號：TRV-PW-01（第一版）", "TRV-PW-01"),
])
def test_own_numbers_of_acts_notices_and_standards(title, text, own) -> None:
    assert own in extract_version_cues(title, text).identifiers


@pytest.mark.parametrize(("text", "named"), [
    ("The Order of 2019 (S.I. 2019/417) is revoked with effect from 1st April 2027.", "[2019]417"),
    ("Regulation (EU) No 612/2014 is repealed.", "[2014]612"),
    ("In exercise of the powers conferred, and in supersession of the notification G.S.R. 812(E), dated the 3rd "
     "November, 2015, except as respects things done, the Government makes these rules.", "GSR[]812(E)"),
    ("本公告自2021年5月1日起施行。《关于税额标准的公告》（江川省地方税务局公告2016年第12号）同时废止。", "公告[2016]12"),
])
def test_statements_name_the_replaced_version_by_its_number(text, named) -> None:
    (reference,) = extract_version_cues("Rules", text).references
    assert reference.relation == "supersedes" and named in reference.identifiers


@pytest.mark.parametrize(("text", "field", "expected"), [
    ("Effective Date: Monday, 14 October 2019", "effective_date", "2019-10-14"),
    ("These charges apply to services provided on or after April 1, 2025.", "effective_date", "2025-04-01"),
    ("BOARD NOTICE 41 OF 2015\nPublished in Government Gazette No. 38712, 17 April 2015", "issue_date", "2015-04-17"),
    ("Adopted by the Board on Thursday 16 April 2026. Operative from 1 July 2027.", "effective_date", "2027-07-01"),
])
def test_weekdays_gazettes_and_services_on_or_after(text, field, expected) -> None:
    assert getattr(extract_version_cues("Schedule of Fees", text), field) == expected


def test_notices_of_a_year_and_dotted_versions_are_named_exactly() -> None:
    cues = extract_version_cues("Annual Fees", "BOARD NOTICE 118 OF 2020\nThis Schedule takes effect on 1 April 2021 "
                                               "and withdraws Board Notice 41 of 2015.")
    assert "[2020]118" in cues.identifiers
    (reference,) = cues.references
    assert reference.identifiers == ("[2015]41",) and cues.effective_date == "2021-04-01"
    cues = extract_version_cues("Business Current Account Fees", "Version 3.2 (supersedes Version 3.1)\n"
                                                                  "Effective Date: 1 April 2023")
    assert cues.version_label == "3.2" and cues.references[0].version_label == "3.1"


@pytest.mark.parametrize(("title", "text", "expected", "cue"), [
    ("Returns and Refunds Policy", "CS-POL-07\nPublished: May 2019\nRefunds within 30 days.", "2019-05-01", "issue_month"),
    ("論文提交延期規則", "版本號：V1.0\n2014年8月發布\n本規則適用於全日制學生。", "2014-08-01", "issue_month"),
    # A full date wins over a month.
    ("Returns and Refunds Policy", "Published: May 2019\nIssued: 14 May 2019", "2019-05-14", "issue_phrase"),
])
def test_an_issue_line_with_only_a_month_starts_on_its_first_day(title, text, expected, cue) -> None:
    cues = extract_version_cues(title, text)
    assert (cues.issue_date, cues.issue_cue) == (expected, cue)


def test_a_statement_naming_a_dotted_version_number() -> None:
    cues = extract_version_cues("論文提交延期規則", "版本號：V2.1\n自2020年9月1日起生效，取代V1.0。")
    assert cues.version_label == "2.1" and cues.effective_date == "2020-09-01"
    (reference,) = cues.references
    assert (reference.relation, reference.version_label) == ("supersedes", "1.0")


# ------------------------------------------------------------------ dates a few words after their verb

@pytest.mark.parametrize("text, issue, effective", [
    # the date is not next to the verb: the first date after it in the sentence
    ("Published 20 November 2025. The Third Edition takes effect at the start of the 2027/28 heating season, on "
     "1 October 2027; until then the 2021 edition remains in force.", "2025-11-20", "2027-10-01"),
    ("Adopted by resolution of the Board of Directors at its regular meeting of May 9, 2012.", "2012-05-09", None),
    ("Board Resolution No. 2017-14, adopted March 21, 2017.\nEffective for travel on and after July 2, 2017.",
     "2017-03-21", "2017-07-02"),
    ("Made: 2 October 2018\nCommencement: 1 January 2019", "2018-10-02", "2019-01-01"),
    ("Read a first, second and third time and finally passed this 23rd day of October, 2012.", "2012-10-23", None),
    # an issue verb's window stops at the effective verb: the meeting date is the issue date, not the start
    ("Approved by the Board of Commissioners at its meeting of 9 December 2025, to take effect on 1 April 2028 "
     "following statutory consultation with tenants.", "2025-12-09", "2028-04-01"),
])
def test_dates_a_few_words_after_their_verb(text, issue, effective):
    cues = extract_version_cues("Schedule of Charges", text)
    assert (cues.issue_date, cues.effective_date) == (issue, effective)


@pytest.mark.parametrize("text", [
    # a verb after a noun describes something else; "until" makes the date an end, not a start
    "Rules\n1. Payments made after 1 May 2020 carry interest.",
    "Rules\nThe 2016 edition remains in force until 31 March 2028.",
])
def test_dates_that_are_not_the_documents_own(text):
    cues = extract_version_cues("Schedule of Charges", text)
    assert (cues.issue_date, cues.effective_date) == (None, None)


@pytest.mark.parametrize("title, text, issue", [
    # a line ending with a date after a short lead: a minute, a signature block, an issuing organ
    ("Rent Arrears Policy", "Northgate Housing Authority\nBoard of Commissioners, minute 16/041, 5 April 2016.\n"
     "Arrears are pursued after 14 days.", "2016-04-05"),
    ("东川市城市道路临时停车管理办法", "东川市人民政府\n东政规〔2013〕5号\n收费标准由市发展改革部门制定。\n"
     "市长 李明远　　2013年4月8日", "2013-04-08"),
    ("南屏市建筑工程施工许可管理实施细则", "南屏市住房和城乡建设局文件\n南建发〔2015〕64号\n签发人：周国华\n"
     "南屏市住房和城乡建设局　2015年8月12日", "2015-08-12"),
])
def test_a_line_ending_with_a_date_is_a_weak_issue_date(title, text, issue):
    cues = extract_version_cues(title, text)
    assert (cues.issue_date, cues.issue_cue) == (issue, "date_line")


@pytest.mark.parametrize("text", [
    "Fee Schedule\nNext review: 1 May 2027",
    "收费办法\n有效期至2027年5月1日",
])
def test_a_dated_line_saying_what_else_its_date_is_is_no_issue_date(text):
    assert extract_version_cues("Fee Schedule", text).issue_date is None


@pytest.mark.parametrize("text, identifiers, edition", [
    # the subject of a passive repeal in the clauses before its verb
    ("By-law No. 2018-112, as amended, is hereby repealed.", ("[2018]112",), None),
    ("HA-R12 Version 2 remains in force until 31 March 2028 and is withdrawn from 1 April 2028.", ("HA-R12",), 2),
])
def test_the_subject_of_a_passive_repeal_before_its_clause(text, identifiers, edition):
    references = extract_version_cues("Rent Arrears Policy", text).references
    # "remains in force until 31 March 2028" and "is withdrawn from 1 April 2028" say the same end twice
    assert {(r.relation, r.identifiers, r.edition) for r in references} == {("supersedes", identifiers, edition)}
    assert {r.with_effect_from for r in references} <= {None, "2028-04-01"}


@pytest.mark.parametrize("text, expected", [
    ("中華民國一百十年三月一日修正公布", "2021年3月1日修正公布"),
    ("民國107年5月10日", "2018年5月10日"),
    ("中华民国一○七年五月十日", "2018年5月10日"),
    ("自一百十六年一月一日施行", "自2027年1月1日施行"),  # a bare three-figure numeral year in a ROC text
    ("二〇一七年四月十二日", "2017年4月12日"),
])
def test_republic_of_china_and_numeral_dates_become_gregorian(text, expected):
    assert normalise(text) == expected


def test_an_amendment_history_gives_the_latest_entry_and_publication_starts_it():
    # Taiwan: every version lists its whole history; "自公布日施行" = in force from the latest promulgation
    text = ("1. 中華民國一百零七年五月十日海澄縣政府府法規字第一○七○○九八七六五號令制定公布全文十二條\n"
            "2. 中華民國一百十年三月一日海澄縣政府府法規字第一一○○○四五六七八號令修正公布第四條、第五條條文\n"
            "第十二條 本自治條例自公布日施行。")
    cues = extract_version_cues("海澄縣公有路外停車場收費自治條例", text)
    assert (cues.issue_date, cues.effective_date, cues.effective_cue) == ("2021-03-01", "2021-03-01",
                                                                          "effective_on_issue")


def test_effective_on_publication_takes_the_publication_date_over_the_adoption_date():
    cues = extract_version_cues("研究生学业奖学金评定办法", "校研〔2017〕21号\n（2017年6月28日校长办公会审议通过，2017年7月5日印发）\n"
                                                       "第二十一条 本办法自发布之日起施行。")
    assert (cues.issue_date, cues.effective_date) == ("2017-06-28", "2017-07-05")


def test_a_history_entry_marked_as_this_issue_gives_its_start():
    text = ("Document PFPC-COM-004 | Issue 4 | Commercial Services\nDocument history - Issue 1: 1 March 2016, first "
            "release. Issue 2: 1 July 2021, full review of charges. Issue 4: 1 January 2027, this issue (Board "
            "approval 12 May 2026).")
    cues = extract_version_cues("Schedule of Berthage and Pilotage Charges", text)
    assert (cues.effective_date, cues.effective_cue, cues.edition) == ("2027-01-01", "history_entry", 4)


def test_an_amending_instrument_names_the_rules_it_amends():
    (reference,) = extract_version_cues(
        "TFOS Case Fee Rules 2020 (Amendment No. 2) 2023",
        "This instrument amends the TFOS Case Fee Rules 2020, as amended by Amendment No. 1.").references
    # an amendment: it changes part of the rules named, whose other provisions stay in force
    assert (reference.relation, reference.years) == ("amends", (2020,))


@pytest.mark.parametrize("title, text, identifiers", [
    # series numbers with their year, Macau 批示 numbers, labelled numbers with a two-figure year: one version each
    ("Commissioner's Practice Statement CPS 2019/1: Remission of penalty tax", "Issued: 20 June 2019", ("CPS[2019]1",)),
    ("學生宿舍管理規則", "第08/2020號校長批示\n本批示自二零二零年八月十五日起生效。", ("[2020]8",)),
    ("Code of Practice for Complaints Handling", "Decision D05/18 | Document No. 18/41 | Date: 9 May 2018",
     ("DECISION[D05/18]", "DOCUMENT[18/41]")),
    # a rule's number right after its kind in the title names the rule
    ("Board Policy 204 - Attendance and Student Fees", "Effective July 1, 2023", ("POLICY-204",)),
])
def test_version_numbers_of_more_series(title, text, identifiers):
    assert extract_version_cues(title, text).identifiers == identifiers


def test_a_statement_naming_a_decision_by_its_number():
    (reference,) = extract_version_cues("Code of Practice", "Following consultation 21/77, the Authority revokes "
                                                          "Decision D05/18 (Document 18/41).").references
    assert reference.identifiers == ("DECISION[D05/18]", "DOCUMENT[18/41]")


@pytest.mark.parametrize("text, effective", [
    # the document's own entry in a version-control list; the list's other entries are other versions' dates
    ("EF-PK-03 Car Parking Policy - Version 5.1 (minor amendment)\nVersion control: v4.0 ratified 27/09/2018; v5.0 "
     "effective 01/04/2020; v5.1 approved 21/02/2023, effective 01/04/2023.", "2023-04-01"),
    # an effective date stated of the document itself beats a history entry's
    ("1.中華民國一百零三年五月二日嘉濱市政府令訂定發布全文八條\n2.中華民國一百零九年十二月十五日嘉濱市政府令修正發布全文九條；並自一百十年一月一日施行\n"
     "3.中華民國一百十五年四月八日嘉濱市政府令修正發布第三條條文；並自一百十五年七月一日施行\n第九條 本規則自中華民國一百十五年七月一日施行。",
     "2026-07-01"),
    ("Date of issue: 20 June 2019. Date of effect: 1 July 2019.", "2019-07-01"),
])
def test_the_documents_own_effective_date_among_others(text, effective):
    assert extract_version_cues("Policy", text).effective_date == effective


@pytest.mark.parametrize("text, issue", [
    # "Revised May 22, 2023" is the latest entry of a history written on one line
    ("Effective July 1, 2023\nPolicy history: Adopted August 17, 2015 - Revised June 10, 2019 - Revised May 22, 2023 - "
     "Scheduled review: 2026-27 school year.", "2023-05-22"),
    ("中華民國一百零三年五月二日嘉濱市政府嘉市文字第一○三○○五二一七一號令訂定發布全文八條", "2014-05-02"),
    ("澳門濠江大學\n（經二零一六年五月十二日校務委員會第三次平常會議通過）", "2016-05-12"),
    ("Policy reference: EF-PK-03 | Version 4.0 | Ratified by the Trust Board: 27 September 2018 | Review date: "
     "September 2021", "2018-09-27"),
])
def test_issue_dates_of_histories_ratification_and_traditional_text(text, issue):
    assert extract_version_cues("Policy", text).issue_date == issue


@pytest.mark.parametrize("text, expected", [
    ("v5.1 approved 21/02/2023, effective 01/04/2023", "v5.1 approved 2023-02-21, effective 2023-04-01"),
    ("approved 02/21/2023, effective 04/01/2023", "approved 2023-02-21, effective 2023-04-01"),
    ("effective 01/04/2023", "effective 01/04/2023"),  # the text never says which field is the day
])
def test_numeric_dates_follow_the_order_the_text_itself_shows(text, expected):
    assert normalise(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Published 14.03.2019", "Published 2019-03-14"),  # dots: day first
    ("made 9.12.2020, commenced 1.3.2021", "made 2020-12-09, commenced 2021-03-01"),
])
def test_dotted_dates_are_day_first(text, expected):
    assert normalise(text) == expected


@pytest.mark.parametrize("title, text, effective", [
    # the own issue's entry in a revision record, a footer giving the issue number
    ("Tariff Sheet R1 - Domestic Supply",
     "TARIFF SHEET R1 - DOMESTIC SUPPLY\nRevision record: Issue 1 - 14.03.2019. Issue 2 - effective 01.04.2022. Issue 3 - "
     "approved by the Commission on 12.05.2026; effective 01.07.2026.\nUntil that date Issue 2 continues to apply.\n"
     "1. Fixed charge: BWP 39.50 per month.\nSheet R1 Issue 3 | Doc. MER-TS-R1-03 | supersedes Issue 2", "2026-07-01"),
    ("Policy VPC-07 (v2.1)", "VPC-07 Registration Fees (v2.1)\nDocument history: v1.0 22/08/2018 - v2.0 effective "
     "01/07/2021 - v2.1 effective 01/07/2024 (fee indexation).", "2024-07-01"),
    ("Berthing Licence Terms - Issue 5", "Issue 5 shall have effect from 1st November 2026.", "2026-11-01"),
    ("Car Parking Policy", "This version comes into effect on 5 January 2027.", "2027-01-05"),
])
def test_more_effective_date_forms(title, text, effective):
    assert extract_version_cues(title, text).effective_date == effective


@pytest.mark.parametrize("text, reference", [
    # an unquoted title written out in capitals names the version it revokes
    ("2. Revocation - The Schedule of Disciplinary Fines adopted by Council Resolution C/2018/07 is revoked.",
     ("supersedes", "The Schedule of Disciplinary Fines", None)),
    # "执行至" gives the named version's last day: it ends on 31 December, its successor starts on 1 January
    ("本办法自2027年1月1日起施行。澄医保发〔2022〕5号文件执行至2026年12月31日。", ("supersedes", None, "2027-01-01")),
    # a Chinese amending notice names what it amends (part of it: "amends")
    ("决定对《关于调整汽车客运站收费标准的公告》（2021年第15号）部分内容作如下修改，自2024年3月1日起执行：",
     ("amends", "关于调整汽车客运站收费标准的公告", None)),
])
def test_more_statement_forms(text, reference):
    (found,) = extract_version_cues("Rules", text).references
    assert (found.relation, found.title, found.with_effect_from) == reference


def test_amounts_and_amendment_numbers_are_not_identifiers():
    cues = extract_version_cues("Disciplinary (Fines) Regulations 2021",
                                "As amended up to Amendment No. 1.\n4. Unlicensed practice: FJD 2,000 to FJD 750 a month.")
    assert cues.identifiers == ()


@pytest.mark.parametrize("text, effective, cue", [
    # in force a stated time after publication: the publication date, plus that many days
    ("Board Resolution No. 08, Series of 2016\nThis Resolution shall take effect fifteen (15) days after its "
     "publication in the Official Gazette.\n(Published in the Official Gazette on 1 August 2016.)\n"
     "APPROVED this 28th day of June 2016.", "2016-08-16", "effective_after_publication"),
    ("These Rules come into force 30 days after publication.\nPublished: 2 March 2020", "2020-04-01",
     "effective_after_publication"),
    ("This Order takes effect on the day after its publication in the Gazette.\nGazetted on 4 May 2021.",
     "2021-05-05", "effective_after_publication"),
    ("Made by the Board of the Corporation at its meeting of 17 June 2014. This By-law comes into operation on the "
     "day on which notice of its making is published in the Government Gazette.\nNotice of making published: "
     "Victoria Government Gazette G 26, 26 June 2014.", "2014-06-26", "effective_on_issue"),
    ("房屋局局長第08/IH/2015號批示\n本批示自公佈翌日起生效。（公佈於二零一五年三月十八日《特別行政區公報》第二組）",
     "2015-03-19", "effective_after_publication"),
    ("本规定自发布次日起施行。\n2021年9月30日发布", "2021-10-01", "effective_after_publication"),
])
def test_effective_a_stated_time_after_publication(text, effective, cue):
    cues = extract_version_cues("Rules", text)
    assert (cues.effective_date, cues.effective_cue) == (effective, cue)


def test_what_follows_and_in_a_statement_is_said_of_the_document_itself():
    """"…supersede Version 2.0 and apply to all permits from … 1 March 2027": the date is this version's start,
    not part of the version it names."""
    cues = extract_version_cues("Beach Permit Conditions v3.0", "These conditions supersede Version 2.0 and apply "
                                "to all permits from the start of the 2027 season on 1 March 2027. Approved by "
                                "Cabinet on 18 May 2026.")
    assert cues.effective_date == "2027-03-01" and cues.issue_date == "2026-05-18"
    (found,) = cues.references
    assert found.relation == "supersedes" and found.version_label == "2.0" and found.dates == ()


@pytest.mark.parametrize("text, issue, effective", [
    # Taiwan: an amendment history whose entries say when each took effect (the latest is this version), bare
    # Arabic ROC years once the era is named, a directive made by letter (函訂定)
    ("中華民國107年5月8日澄環廢字第1070015236號函訂定\n中華民國111年12月20日澄環廢字第1110048812號函修正全文，並自112年1月1日"
     "生效\n中華民國114年8月15日澄環廢字第1140031507號函修正第二點至第五點，並自114年10月1日生效\n一、本要點適用於餐飲業者。",
     "2025-08-15", "2025-10-01"),
    ("中華民國107年5月8日澄環廢字第1070015236號函訂定\n一、本要點適用於餐飲業者。\n七、本要點自發布日施行。",
     "2018-05-08", "2018-05-08"),
    # a consolidated text: when it first applied and when its amendment did; the version is the text as amended
    ("中華民國一百零七年三月二十日桐安市政府府工養字第10700345671號令訂定發布\n中華民國一百十五年四月二十九日桐安市政府令修正發布"
     "第三條；並自一百十六年一月一日施行\n第八條 本標準自中華民國一百十一年一月一日施行。本標準修正條文，自中華民國一百十六年一月一日施行。",
     "2026-04-29", "2027-01-01"),
    # the latest entry made without a date of effect: its making date is the start, not an older entry's "自…生效"
    ("中華民國107年3月15日嘉濱府經能字第1070051234號函訂定\n中華民國110年12月20日嘉濱府經能字第1100298765號函修正，自111年1月1日"
     "生效\n中華民國113年2月5日嘉濱府經能字第1130023456號函修正第三點至第六點\n三、補助基準：每瓩補助新臺幣三千五百元。",
     "2024-02-05", None),
    # of the entries made last, the one saying when it applies
    ("1. 中華民國一百零七年五月十日府法規字第一○七○○九八七六五號令制定公布全文十二條\n2. 中華民國一百十五年四月二十日府法規字第"
     "一一五○○六一二三四號令修正公布第四條條文\n第十二條 本自治條例自公布日施行。\n但中華民國一百十五年四月二十日修正公布之條文，"
     "自中華民國一百十六年一月一日施行。", "2026-04-20", "2027-01-01"),
    # "發出": issued
    ("新灣區民政事務處\n新灣區社區會堂租用收費表\n二零一六年五月三日發出\n一、禮堂每節港幣520元。", "2016-05-03", None),
    # a named period with its first day in brackets
    ("沅发改规〔2026〕5号\n六、本通知自2026年秋季学期（2026年9月1日）起执行。\n2026年4月20日", "2026-04-20", "2026-09-01"),
    # a code section's history note
    ("15.32.090 Inspection and certificate fees.\nA. Power boilers: $175.00 per boiler.\n(Ord. 2017-22 § 2; Ord. "
     "2024-31 § 1, eff. January 1, 2025)", None, "2025-01-01"),
])
def test_dates_of_amended_and_consolidated_texts(text, issue, effective):
    cues = extract_version_cues("Rules", text)
    assert (cues.issue_date, cues.effective_date) == (issue, effective)


@pytest.mark.parametrize("title, text", [
    ("General Order No. 2026-03: In re Juror Fees",
     "SUPERIOR COURT OF TAMARACK COUNTY\nGood cause appearing, General Order No. 2021-11 is rescinded effective "
     "January 1, 2027, and commencing on that date IT IS ORDERED:\n1. Jurors are paid $25.00 a day.\n"
     "Dated: April 20, 2026"),
    ("Harbour Dues Order 2026",
     "The Harbour Dues Order 2019 is revoked with effect from 1 January 2027.\n1. Dues are 5 per tonne.\n"
     "Made on 20 April 2026."),
    ("关于调整医疗废物处置收费标准的通知",
     "江临市发展和改革委员会\n原《关于核定医疗废物处置收费标准的通知》（江发改价〔2021〕11号）自2027年1月1日起废止，自该日起执行本通知。\n"
     "一、床位收费每床每日1.2元。\n江临市发展和改革委员会\n2026年4月20日"),
])
def test_a_replacement_without_a_start_of_its_own_starts_when_the_rule_it_repeals_ends(title, text):
    cues = extract_version_cues(title, text)
    assert cues.issue_date == "2026-04-20"
    assert (cues.effective_date, cues.effective_cue) == ("2027-01-01", "predecessor_repeal")


def test_a_stated_start_beats_the_repeal_date_of_the_predecessor():
    cues = extract_version_cues("Harbour Dues Order 2026", "The Harbour Dues Order 2019 is revoked with effect from "
                                "1 January 2027.\nThis Order comes into force on 1 March 2027.\nMade on 20 April 2026.")
    assert (cues.effective_date, cues.effective_cue) == ("2027-03-01", "effective_phrase")


@pytest.mark.parametrize("title, expected", [
    ("Scrap Metal Dealer Licensing Policy 2021", ()),  # the version's year, not the rule's number
    ("Board Policy 204 - Attendance and Student Fees", ("POLICY-204",)),
])
def test_a_year_after_a_rules_kind_in_the_title_is_no_rule_number(title, expected):
    assert extract_version_cues(title, f"{title}\n1. Fees are payable on application.").identifiers == expected


def test_licensing_policies_differing_only_in_their_year_chain_by_title():
    texts = {
        "policy-2021": ("Scrap Metal Dealer Licensing Policy 2021", "HARROWDENE DISTRICT COUNCIL\nScrap Metal Dealer "
                        "Licensing Policy 2021\nVersion 2.0 | Effective from 1 April 2021\n1. Site licence fee £400."),
        "policy-2024": ("Scrap Metal Dealer Licensing Policy 2024", "HARROWDENE DISTRICT COUNCIL\nScrap Metal Dealer "
                        "Licensing Policy 2024\nVersion 3.0\nApproved by Cabinet on 6 February 2024. Date of effect: 1 "
                        "April 2024.\n1. Site licence fee £450."),
    }
    chains = build_chains([DocumentVersion(doc_id, title, None, extract_version_cues(title, text), "en", text)
                           for doc_id, (title, text) in texts.items()])
    assert list(chains.chains().values()) == [["policy-2021", "policy-2024"]]
    assert chains.get("policy-2024").valid_from == date(2024, 4, 1)
