"""Rule families' ground truth: which version answers a question (amendments of one item), tables and scans."""

from __future__ import annotations

from datetime import date

import pytest

from tasks.sample_corpus.families import (
    REFERENCE_DATE,
    RuleFamily,
    RuleQuestion,
    RuleTable,
    RuleVersion,
    check_family,
    version_answering,
    version_in_force,
)

FEES = RuleTable("Schedule 1 - Hall hire charges", ("Room", "Per hour"), (("Main hall", "$40"), ("Meeting room", "$15")))
BASE = RuleVersion("hall-2021", "Hall Hire Charges", ("Hall Hire Charges Policy 2021", FEES, "Bookings close at 5 pm."),
                   date(2021, 7, 1), {"main": FEES.row_text(0), "room": FEES.row_text(1)})
AMENDMENT = RuleVersion("hall-2025-amdt", "Hall Hire Charges (Amendment)",
                        ("Item 1 of Schedule 1 is amended to read: Main hall $48 per hour.",), date(2025, 7, 1),
                        {"main": "Item 1 of Schedule 1 is amended to read: Main hall $48 per hour."})


def family(*questions: RuleQuestion, versions: tuple[RuleVersion, ...] = (BASE, AMENDMENT)) -> RuleFamily:
    return RuleFamily("hall", "test-en-1", "en", "official/halls", versions, questions)


def test_an_amendment_of_one_item_answers_that_item_and_leaves_the_rest_to_the_version_it_amends():
    hall = family()
    assert version_in_force(hall, REFERENCE_DATE) is AMENDMENT
    assert version_answering(hall, REFERENCE_DATE, "main") is AMENDMENT
    assert version_answering(hall, REFERENCE_DATE, "room") is BASE  # the meeting room's charge was not amended
    assert version_answering(hall, date(2022, 1, 1), "main") is BASE
    assert version_answering(hall, date(2020, 1, 1), "main") is None


def test_table_rows_are_facts_and_checked_like_paragraphs():
    assert FEES.row_text(0) == "Main hall $40" and BASE.texts()[1:4] == (FEES.caption, "Main hall $40",
                                                                           "Meeting room $15")
    check_family(family(RuleQuestion("Meeting room hourly rate now?", "room", REFERENCE_DATE, "current")),
                 REFERENCE_DATE)
    with pytest.raises(ValueError, match="states 'parking'"):
        check_family(family(RuleQuestion("Parking?", "parking", REFERENCE_DATE, "current")), REFERENCE_DATE)
    scanned = RuleVersion("hall-2021-scan", "Hall Hire Charges", BASE.paragraphs, date(2021, 7, 1), BASE.facts,
                          scanned=True)
    with pytest.raises(ValueError, match="scanned version cannot hold a table"):
        check_family(family(versions=(scanned, AMENDMENT)), REFERENCE_DATE)
