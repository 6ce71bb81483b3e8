"""Version cues and chains (models/evidence/version_cues.py, lineage.py) for: a replacement naming its predecessor by
title (quoted, in 《》, or described with a year), starts tied to a school or financial year, dotted and ordinal
dates in every kind of cue, and amendments of one part of a rule ("amends"), each with what must not count."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from models.evidence.lineage import DocumentVersion, build_chains
from models.evidence.version_cues import extract_version_cues, normalise, published_title


def version(doc_id: str, title: str, text: str, language: str | None = None) -> DocumentVersion:
    """A document read only from its own text (no metadata dates), with its text for the wording cue."""
    return DocumentVersion(doc_id=doc_id, title=title, effective_date=None, cues=extract_version_cues(title, text),
                           language=language, text=text)


def statement_links(chains) -> set[tuple[str, str, str]]:
    return {(link.older, link.newer, link.cue) for link in chains.links if link.cue in ("statement", "amends")}


# ------------------------------------------------------------------ 1. predecessors named by title

_ZH_OLD_BODY = ("清溪县发展和改革局\n一、城区道路临时停车实行分时段收费。\n二、白天每小时收费2元，夜间每次收费3元。\n"
                "三、本方案由县发展和改革局负责解释。\n")
_ZH_NEW_BODY = ("清溪县发展和改革局\n第一条 为规范城区道路临时停车收费，制定本办法。\n第二条 白天每小时收费3元，夜间每次收费4元。\n"
                "第三条 本办法由县发展和改革局负责解释。\n")


@pytest.mark.parametrize("old_title, repeal", [
    # the title itself, without 原 and without a 文号
    ("清溪县城区道路临时停车收费实施方案", "本办法自2026年3月1日起施行，《清溪县城区道路临时停车收费实施方案》同时废止。"),
    # the earlier document is the notice that published it: its title holds the rule's title
    ("清溪县发展和改革局关于印发《清溪县城区道路临时停车收费实施方案》的通知",
     "本办法自2026年3月1日起施行，《清溪县城区道路临时停车收费实施方案》同时废止。"),
    # the statement leaves out the county, or repeals in a sentence of its own with the year it was issued
    ("清溪县城区道路临时停车收费实施方案", "本办法自2026年3月1日起施行。《城区道路临时停车收费实施方案》废止。"),
    ("清溪县城区道路临时停车收费实施方案", "本办法自2026年3月1日起施行。2019年印发的《清溪县城区道路临时停车收费实施方案》同时废止。"),
])
@pytest.mark.parametrize("with_text", [True, False])
def test_a_chinese_repeal_naming_its_predecessors_title_links_older_to_newer(old_title, repeal, with_text):
    docs = [version("old", old_title, _ZH_OLD_BODY + "本方案自2019年7月1日起执行。", "zh"),
            version("new", "清溪县城区道路临时停车收费管理办法", _ZH_NEW_BODY + repeal, "zh"),
            # another rule of the same county, and another county's scheme of the same name
            version("other", "清溪县城区非居民用水价格管理办法", "清溪县发展和改革局\n第一条 非居民用水实行超定额累进加价。\n"
                    "本办法自2020年1月1日起施行。", "zh"),
            version("elsewhere", "望川县城区道路临时停车收费实施方案", _ZH_OLD_BODY.replace("清溪县", "望川县")
                    + "本方案自2021年5月1日起执行。", "zh")]
    if not with_text:
        docs = [replace(doc, text="") for doc in docs]
    chains = build_chains(docs)
    assert statement_links(chains) == {("old", "new", "statement")}
    assert chains.get("old").valid_until == date(2026, 2, 28)
    assert chains.get("new").linked_by.startswith("statement: ")
    assert chains.get("elsewhere") is None and chains.get("other") is None
    assert not [conflict for conflict in chains.conflicts if "text likeness" in conflict]


def test_of_two_versions_under_one_title_the_year_named_picks_the_predecessor():
    docs = [version("v2015", "南屏市城市绿化补偿费收费办法", "南屏市园林局\n本办法自2015年4月1日起施行。", "zh"),
            version("v2019", "南屏市城市绿化补偿费收费办法", "南屏市园林局\n本办法自2019年9月1日起施行。", "zh"),
            version("v2026", "南屏市绿化补偿费征收管理办法",
                    "南屏市园林局\n本办法自2026年1月1日起施行，2019年印发的《南屏市城市绿化补偿费收费办法》同时废止。", "zh")]
    chains = build_chains(docs)
    assert ("v2019", "v2026", "statement") in statement_links(chains)
    assert list(chains.chains().values()) == [["v2015", "v2019", "v2026"]]


def test_a_traditional_chinese_title_is_named_as_cues_read_it():
    docs = [version("r18", "濱海大學學生宿舍管理規則", "經二零一八年六月一日校務會議通過。", "zh"),
            version("r25", "濱海大學學生住宿管理辦法",
                    "本辦法自二零二五年九月一日起生效，《濱海大學學生宿舍管理規則》同時廢止。", "zh")]
    assert statement_links(build_chains(docs)) == {("r18", "r25", "statement")}


@pytest.mark.parametrize("old_title, statement", [
    # quoted, the earlier document being the notice that adopted it
    ('Notice of adoption of the "Student Housing Tenancy Rules"', "These rules supersede the “Student Housing Tenancy Rules”."),
    # quoted, shorter than the title it names
    ("Westfield College Student Housing Tenancy Rules", 'The "Student Housing Tenancy Rules" are repealed.'),
    # described with a year: a generic title, named only beside the version's year
    ("Schedule of Fees", "This schedule replaces the 2018 schedule of fees."),
])
@pytest.mark.parametrize("with_text", [True, False])
def test_an_english_replacement_naming_its_predecessors_title(old_title, statement, with_text):
    docs = [version("old-2016", old_title, "Westfield College\n1. Quiet hours from 22:00.\nAdopted 4 March 2016.", "en"),
            version("old", old_title, "Westfield College\n1. Quiet hours from 22:30.\nAdopted 2 May 2018.", "en"),
            version("new", "Residence Rules and Fees", "Westfield College\n1. Quiet hours from 23:00.\n"
                    f"Adopted on the 21st of June, 2024. {statement}", "en"),
            version("parking", "Parking Permit Rules", "Westfield College\n1. Permits cost $5.\nAdopted 3 June 2020.", "en")]
    if not with_text:
        docs = [replace(doc, text="") for doc in docs]
    chains = build_chains(docs)
    assert ("old", "new", "statement") in statement_links(chains)
    assert chains.get("old").valid_until == date(2024, 6, 20)
    assert chains.get("parking") is None


@pytest.mark.parametrize("text", [
    # a citation, not a repeal
    "本办法依据《清溪县城区道路临时停车收费实施方案》制定，自2026年3月1日起施行。",
    "收费标准按照《清溪县城区道路临时停车收费实施方案》执行。本办法自2026年3月1日起施行。",
    # proposed, not done
    "本办法自2026年3月1日起施行，《清溪县城区道路临时停车收费实施方案》拟同时废止。",
])
def test_a_citation_or_a_proposal_naming_the_title_links_nothing(text):
    docs = [version("old", "清溪县城区道路临时停车收费实施方案", "本方案自2019年7月1日起执行。", "zh"),
            version("new", "清溪县城区道路临时停车收费管理办法", text, "zh")]
    chains = build_chains(docs)
    assert statement_links(chains) == set()
    assert chains.get("new") is None


def test_an_english_proposal_or_a_generic_title_without_a_year_links_nothing():
    old = version("old", "Schedule of Fees", "Adopted 2 May 2018.")
    proposal = version("new", "Fees and Charges", "Adopted 3 March 2024. The Board proposes to replace the 2018 "
                                                  "schedule of fees.")
    unnamed = version("new", "Fees and Charges", "Adopted 3 March 2024. This schedule replaces the schedule of fees.")
    assert statement_links(build_chains([old, proposal])) == set()
    assert statement_links(build_chains([old, unnamed])) == set()


@pytest.mark.parametrize("title, named", [
    ("关于印发《清溪县城区道路临时停车收费实施方案》的通知", "清溪县城区道路临时停车收费实施方案"),
    ("清溪县发展和改革局关于修订印发《清溪县城区道路临时停车收费实施方案》的通知", "清溪县城区道路临时停车收费实施方案"),
    ('Resolution approving the "Marina Berthing Rules"', "Marina Berthing Rules"),
    # titles that name a rule they act on are not that rule
    ("关于废止《清溪县城区道路临时停车收费实施方案》的决定", None),
    ("关于修改《清溪县城区道路临时停车收费实施方案》的决定", None),
    ("关于执行《清溪县城区道路临时停车收费实施方案》有关问题的通知", None),
    ("Marina Berthing Rules", None),
])
def test_the_title_a_publishing_notice_carries(title, named):
    assert published_title(title) == named


# ------------------------------------------------------------------ 2. starts tied to a school or financial year

@pytest.mark.parametrize("title, text, effective, cue", [
    ("Uniform Policy", "This policy applies from the 2025/26 school year.", "2025-09-01", "school_year_start"),
    ("Uniform Policy", "From the 2026-27 academic year, all pupils shall wear the new blazer.", "2026-09-01",
     "school_year_start"),
    ("Bus Pass Scheme", "The scheme is effective from the start of the 2025-2026 school year.", "2025-09-01",
     "school_year_start"),
    ("Charging Policy", "These charges apply with effect from the 2025-26 financial year.", "2025-04-01",
     "financial_year_start"),
    # the text says when its year starts: a stated first day, a bracketed period, a definition
    ("Charging Policy", "These charges take effect from the financial year beginning 1 July 2025.", "2025-07-01",
     "financial_year_start"),
    ("Grants Policy", "These rates apply for the 2027-28 financial year (1 July 2027 to 30 June 2028).", "2027-07-01",
     "financial_year_start"),
    ("Grants Policy", "In this policy “financial year” means the 12 months beginning on 1 July.\nThis policy takes "
     "effect from the 2026/27 financial year.", "2026-07-01", "financial_year_start"),
    ("校服管理办法", "本办法自2025/26学年起执行。", "2025-09-01", "school_year_start"),
    ("校服管理办法", "本办法从2026-2027学年开始实施。", "2026-09-01", "school_year_start"),
    ("学生住宿费收费办法", "本办法自2025学年起施行。", "2025-09-01", "school_year_start"),
    ("学生住宿费收费办法", "本校学年自每年8月15日开始。\n本办法自2026学年起施行。", "2026-08-15", "school_year_start"),
    ("收费标准", "本标准自2025/26财政年度起实施。", "2025-04-01", "financial_year_start"),
    # a date stated of the document beats its year
    ("Uniform Policy", "This policy comes into force on 1 March 2025 and applies from the 2025/26 school year.",
     "2025-03-01", "effective_phrase"),
])
def test_a_start_tied_to_a_school_or_financial_year(title, text, effective, cue):
    cues = extract_version_cues(title, text)
    assert (cues.effective_date, cues.effective_cue) == (effective, cue)


@pytest.mark.parametrize("title, text", [
    ("Fee Schedule", "Fees for the 2025/26 school year are listed below."),  # no start said
    ("Annual Report", "Enrolment figures from the 2024/25 school year are attached."),  # about data, not the rule
    ("Charging Policy", "These charges apply from the 2025-2027 financial years."),  # not one year
    ("收费办法", "本办法自2025财年起执行。"),  # a single-year 财年: its months depend on the country
    ("Charging Policy", "This policy applies from the 2025/27 school year."),  # not consecutive
])
def test_no_start_from_a_year_that_says_none(title, text):
    assert extract_version_cues(title, text).effective_date is None


def test_a_school_year_start_orders_versions():
    docs = [version("p24", "Uniform Policy", "Ratified by governors on 12 March 2024. This policy applies from the "
                                             "2024/25 school year."),
            version("p26", "Uniform Policy", "Ratified by governors on 3 February 2026. This policy applies from the "
                                             "2026/27 school year.")]
    chains = build_chains(docs)
    assert (chains.get("p24").valid_from, chains.get("p24").valid_until) == (date(2024, 9, 1), date(2026, 8, 31))
    assert chains.get("p26").start_cue == "school_year_start"


# ------------------------------------------------------------------ 3. dotted and ordinal dates

@pytest.mark.parametrize("text, issue, effective", [
    ("Issued 15.09.2022.", "2022-09-15", None),
    ("Issued on the 21st of June, 2023.", "2023-06-21", None),
    ("Adopted by the Council on 3rd March 2024.", "2024-03-03", None),
    ("Approved: March 3rd, 2024", "2024-03-03", None),
    ("Harbour Board of Kelso, the 2nd of May, 2022", "2022-05-02", None),  # a dateline
    ("This policy takes effect on 15.09.2022.", None, "2022-09-15"),
    ("This policy takes effect on the 21st of June, 2023.", None, "2023-06-21"),
    ("With effect from the 1st of July, 2024 this policy applies to all members.", None, "2024-07-01"),
    ("This policy comes into force on 3rd March 2024.", None, "2024-03-03"),
    ("Effective March 3rd, 2024.", None, "2024-03-03"),
    ("Issued 02.01.2024. This policy applies from the 1st day of February, 2024.", "2024-01-02", "2024-02-01"),
])
def test_dotted_and_ordinal_issue_and_effective_dates(text, issue, effective):
    cues = extract_version_cues("Policy", text)
    assert (cues.issue_date, cues.effective_date) == (issue, effective)


@pytest.mark.parametrize("text, repeal", [
    ("The 2019 schedule is repealed with effect from 15.09.2022.", "2022-09-15"),
    ("The 2019 schedule is repealed with effect from the 21st of June, 2023.", "2023-06-21"),
    # the comma of "March 3rd, 2024" is inside the date, not between two clauses
    ("The 2019 schedule is repealed with effect from March 3rd, 2024.", "2024-03-03"),
])
def test_dotted_and_ordinal_repeal_dates(text, repeal):
    cues = extract_version_cues("Schedule", text)
    (reference,) = cues.references
    assert (reference.relation, reference.years, reference.with_effect_from) == ("supersedes", (2019,), repeal)
    assert cues.effective_date is None  # the repeal's date is not this document's start


@pytest.mark.parametrize("text, repeal", [
    ("This Rule is repealed with effect from the 1st of July, 2030.", "2030-07-01"),
    ("This Rule is repealed with effect from 01.07.2030.", "2030-07-01"),
])
def test_a_documents_own_end_in_dotted_and_ordinal_dates(text, repeal):
    (reference,) = extract_version_cues("Rule", text).references
    assert (reference.relation, reference.with_effect_from) == ("repealed_self", repeal)


def test_the_old_versions_date_in_an_ordinal_form_is_named_not_owned():
    cues = extract_version_cues("Schedule", "Issued 3 March 2024. This schedule replaces the schedule issued on the "
                                            "21st of June, 2023.")
    assert (cues.issue_date, cues.references[0].dates) == ("2024-03-03", ("2023-06-21",))


@pytest.mark.parametrize("text, expected", [
    ("the 21st of June, 2023", "21st June, 2023"),
    ("on the 1st day of July 2024", "on 1st July 2024"),
    ("the 3rd of the items", "the 3rd of the items"),  # no month: not a date
    ("the 2nd of many", "the 2nd of many"),
])
def test_normalise_writes_ordinal_dates_in_one_form(text, expected):
    assert normalise(text) == expected


# ------------------------------------------------------------------ 4. amendments of a part

@pytest.mark.parametrize("text, relation, part, years, title", [
    ("Item 4 of the Schedule is amended to read: “Mooring, per night: $48 from 1 July 2024”.", "amends",
     "Item 4 of the Schedule", (), None),
    ("Item 2 of the Schedule of Harbour Dues 2022 is amended to read: “$15 per tonne”.", "amends",
     "Item 2 of the Schedule of Harbour Dues 2022", (2022,), None),
    ("In item 7, “$40” is replaced with “$45”.", "amends", "item 7", (), None),
    ("Section 5 of the 2019 Rules is repealed.", "amends", "Section 5 of the 2019 Rules", (2019,), None),
    ("The Harbour Dues Schedule 2022 is amended as follows:", "amends", None, (2022,), None),
    ("This instrument amends the Marina Berthing Rules 2021.", "amends", None, (2021,), None),
    ("将第三条中的“每小时2元”修改为“每小时3元”。", "amends", "第三条", (), None),
    ("删去第七条。", "amends", "第七条", (), None),
    ("第四条中“月卡320元”修改为“月卡350元”。", "amends", "第四条", (), None),
    ("将附表第四项修改为：餐饮服务单位每吨240元。", "amends", "附表第四项", (), None),
    ("在第五条后增加一条，作为第六条。", "amends", "第五条", (), None),
    ("决定对《南屏市城市绿化补偿费收费办法》部分条款作如下修改：一、将第四条修改为：“…”", "amends", "第四条", (),
     "南屏市城市绿化补偿费收费办法"),
    # a replacement of the whole stays one
    ("This policy amends and restates the Marina Berthing Policy 2021.", "supersedes", None, (2021,), None),
    ("决定对《南屏市城市绿化补偿费收费办法》进行修订。", "supersedes", None, (), "南屏市城市绿化补偿费收费办法"),
])
def test_an_amendment_of_a_part_is_recorded_as_amends(text, relation, part, years, title):
    (reference,) = extract_version_cues("Amendment", text).references
    assert (reference.relation, reference.part, reference.years, reference.title) == (relation, part, years, title)
    assert reference.newer


def test_the_wording_an_amendment_quotes_is_not_its_own_date():
    cues = extract_version_cues("Amendment No. 3", "Made by the Board on 4 February 2025.\nItem 4 of the Schedule is "
                                                  "amended to read: “Mooring, per night: $48 from 1 July 2024”.")
    assert (cues.issue_date, cues.effective_date) == ("2025-02-04", None)


@pytest.mark.parametrize("text", [
    "By-law No. 2018-112, as amended, is hereby repealed.",  # "as amended" describes what is repealed
    "This Policy is amended from time to time.",
    "Fees were amended in 2021.",
    "第六条 本细则自2026年10月1日起施行。",  # an article's own number, not a part amended
])
def test_what_is_no_amendment(text):
    assert [ref.relation for ref in extract_version_cues("Rules", text).references if ref.relation == "amends"] == []


def test_a_proposed_amendment_is_marked_and_links_nothing():
    (reference,) = extract_version_cues("Notice", "The Board proposes that Item 4 of the Schedule is amended to read "
                                                  "“$50”.").references
    assert (reference.relation, reference.proposed) == ("amends", True)


def test_an_amendment_links_as_amends_with_the_windows_of_a_replacement():
    docs = [version("base", "Marina Berthing Rules 2021", "Made by the Trust on 2 February 2021.\nThese Rules "
                    "commence on 1 April 2021.\n4. Berthing fee: $40 per night."),
            version("am1", "Marina Berthing Rules 2021 (Amendment No. 1)", "Made by the Trust on 9 January 2024.\n"
                    "This amendment commences on 1 March 2024.\nThis instrument amends the Marina Berthing Rules 2021.\n"
                    "Rule 4 of the Marina Berthing Rules 2021 is amended to read: “4. Berthing fee: $48 per night.”")]
    chains = build_chains(docs)
    assert statement_links(chains) == {("base", "am1", "amends")}
    assert chains.get("am1").linked_by.startswith("amends: ")
    # windows as for a replacement: downstream tells an amendment by the cue
    assert chains.get("base").valid_until == date(2024, 2, 29)


def test_an_amendment_naming_only_a_part_amends_the_earlier_version_of_its_rule():
    docs = [version("s22", "Schedule of Harbour Dues", "Adopted by the Harbour Board on 3 May 2022.\n"
                    "1. Cargo: $12 per tonne.\n2. Mooring: $40 per night."),
            version("s24", "Schedule of Harbour Dues (Amendment No. 1)", "Adopted by the Harbour Board on 6 June 2024.\n"
                    "Item 2 of the Schedule is amended to read: “2. Mooring: $48 per night.”")]
    chains = build_chains(docs)
    assert statement_links(chains) == {("s22", "s24", "amends")}
    assert list(chains.chains().values()) == [["s22", "s24"]]


def test_an_amendment_of_a_rule_not_in_the_corpus_joins_no_alike_rule_of_another_body():
    base_text = ("THE CORPORATION OF THE TOWN OF {town}\nBeing a By-law respecting the clearing of snow and ice from "
                 "sidewalks\n1. Every owner shall clear the sidewalk within 24 hours after a snowfall ends.\n"
                 "2. A fine of $150 applies.\nPassed this {day} day of {month}, {year}.")
    docs = [version("other-town", "Sidewalk Snow Clearing By-law", base_text.format(
                town="ASHGROVE", day="12th", month="March", year="2019")),
            version("amendment", "By-law No. 2026-07", "THE CORPORATION OF THE TOWN OF HOLLYBANK\nA By-law to amend "
                    "By-law No. 2017-40, being the sidewalk snow and ice clearing by-law\n1. Section 1 of By-law No. "
                    "2017-40 is deleted and replaced with the following: “1. Every owner shall clear the sidewalk "
                    "within 12 hours after a snowfall ends.”\nPassed this 2nd day of February, 2026.")]
    chains = build_chains(docs)
    # (the wording cue, which reads no statement, may still find the two alike: that is cue 4's own check)
    assert statement_links(chains) == set()
    assert any(conflict.startswith("amendment: statement unresolved") for conflict in chains.conflicts)
