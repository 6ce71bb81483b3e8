"""Which statements of a version an amendment of part of it changes (models.evidence.amendments)."""

import pytest

from models.evidence.amendments import AmendedVersion, Amendment, item_number, part_number, statements

SCHEDULE = ("Schedule 1 - Fees\n1. Application fee: USD 20 per application.\n2. Late payment fee: USD 25 for each "
            "month an invoice is unpaid.\n3. Reconnection fee: USD 50 when supply is restored.\n4. Meter test fee: "
            "USD 35, refunded when the meter is found faulty.")
ZH_NOTICE = ("一、站务费：一级客运站每人次最高4元，二级客运站每人次最高3元。\n二、车辆安全例检费：大型客车每车次18元，中型客车12元。\n"
             "三、行包保管费：每件每日3元。\n四、儿童站务费：身高1.2米以下儿童免收。")


@pytest.mark.parametrize("part, number", [
    ("Item 3", "3"), ("paragraph 4(b)", "4(b)"), ("Section 4.2 of the Rules", "4.2"), ("第二项", "2"),
    ("第三条第二款", "3"), ("《关于调整汽车客运站收费标准的公告》第十二项", "12"),
    # a row of a table prints no number; the rule's own items numbered alike are other provisions
    ("Schedule 2", None), ("附表第四项", None), ("row 2 of Table 1", None), ("Item 4 of the Schedule", "4"),
])
def test_the_number_of_the_part_an_amendment_names(part, number):
    assert part_number(part) == number


@pytest.mark.parametrize("label, number", [("3.", "3"), ("4.2", "4.2"), ("Sec. 9", "9"), ("第三条", "3"), ("三、", "3"),
                                           ("（十二）", "12"), (None, None)])
def test_a_statements_own_number(label, number):
    assert item_number(label) == number


def _changed(text: str, amendment: Amendment, language: str | None = None, title: str = "Schedule of Fees") -> list[str]:
    amended = AmendedVersion(title, [text], [amendment], language)
    return [unit.text for unit in statements(text) if amended.changed(unit)]


def test_an_amendment_naming_an_item_changes_that_item_only():
    amendment = Amendment.of(["Item 3"], "In Item 3, “when supply is restored” is replaced by “within a day”.", "en")
    assert _changed(SCHEDULE, amendment, "en") == ["Reconnection fee: USD 50 when supply is restored"]
    # the same number with none of the item's words is another list's item 3 (a row of a schedule's table)
    assert _changed(SCHEDULE, Amendment.of(["Item 3 of Schedule 2"], "Supper room: NZD 32.00 per hour.", "en"),
                    "en") == []


def test_an_amendment_restating_a_row_of_its_schedule_changes_that_row():
    amendment = Amendment.of(["Item 3 of Schedule 1"], "Item 3 of Schedule 1 is amended to read: Reconnection "
                             "fee: USD 60 when supply is restored.", "en")
    assert _changed(SCHEDULE, amendment, "en") == ["Reconnection fee: USD 50 when supply is restored"]


def test_an_amendment_that_restates_an_entry_without_its_number_changes_it():
    amendment = Amendment.of([], "The fee for testing a meter is now USD 40, refunded when the meter is found "
                             "faulty.", "en")
    assert _changed(SCHEDULE, amendment, "en") == ["Meter test fee: USD 35, refunded when the meter is found faulty"]


def test_words_every_statement_shares_change_nothing():
    # the rule's name and "fee", which every item holds, distinguish no statement
    amendment = Amendment.of([], "The Schedule of fees is amended as follows with effect from 1 April 2025.", "en")
    assert _changed(SCHEDULE, amendment, "en") == []


def test_a_chinese_amendment_changes_the_items_it_names():
    amendment = Amendment.of(["第二项", "第一项"], "一、将第二项修改为：车辆安全例检费大型客车每车次20元。二、第一项中一级客运站站务费"
                             "每人次最高限额由4元调整为4.5元。", "zh")
    changed = _changed(ZH_NOTICE, amendment, "zh", "关于调整汽车客运站收费标准的公告")
    assert [text[:2] for text in changed] == ["一、", "二、"]


def test_the_question_decides_for_a_passage_with_changed_and_unchanged_statements():
    units = statements(SCHEDULE)
    amended = AmendedVersion("Schedule of Fees", [SCHEDULE], [Amendment.of(["Item 3"], "Item 3 is amended to read: Reconnection fee: USD 60.",
                                                  "en")], "en")
    assert amended.asked("How much is the reconnection fee?", units).label == "3."
    assert amended.asked("What does a meter test cost?", units).label == "4."
    assert amended.asked("Opening hours of the office?", units) is None


def test_an_amendment_of_a_sub_item_leaves_its_sibling_alone():
    text = ("4. (a) Annual licence: EUR 1,450 per bay, payable in full or in four quarterly instalments. (b) Day "
            "licence: EUR 50 per bay per day.\n5. Trading hours: 8.00 a.m. to 8.00 p.m., Thursday to Sunday.")
    assert [(unit.label, unit.text[:12]) for unit in statements(text)][:2] == [("4(a)", "(a) Annual l"),
                                                                               ("4(b)", "(b) Day lice")]
    amendment = Amendment.of(["Paragraph 4(b)"], "Paragraph 4(b) is deleted and replaced by: '(b) Day licence: EUR "
                             "65 per bay per day, or EUR 35 per bay for a registered charity.'", "en")
    assert [text[:3] for text in _changed(text, amendment, "en", "Casual Trading Bye-Laws 2021")] == ["(b)"]
