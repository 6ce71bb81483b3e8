"""Version lineage (models/evidence/lineage.py): title keys and validity windows of document versions."""

from __future__ import annotations

from datetime import date

import pytest

from models.evidence.lineage import DocumentVersion, build_lineage, title_key


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


def test_build_lineage_chains_versions_by_effective_date():
    documents = [
        doc("fee-2024", "Warranty Service Fee Policy (2024)", date(2024, 4, 1)),
        doc("fee-2019", "Warranty Service Fee Policy (2019)", date(2019, 1, 1)),
        doc("fee-2021", "Warranty Service Fee Policy (2021)", date(2021, 7, 1)),
        doc("zh-2021", "售后服务费用报销管理办法（2021年版）", date(2021, 1, 1)),
        doc("zh-2024", "售后服务费用报销管理办法（2024年版）", date(2024, 4, 1)),
    ]

    lineage = build_lineage(documents)

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

    assert build_lineage(documents) == {}
    assert build_lineage([]) == {}


def test_the_same_document_listed_twice_counts_once():
    fee = doc("fee-2019", "Warranty Service Fee Policy (2019)", date(2019, 1, 1))
    assert build_lineage([fee, fee]) == {}
    lineage = build_lineage([fee, fee, doc("fee-2024", "Warranty Service Fee Policy (2024)", date(2024, 4, 1))])
    assert lineage["fee-2019"].n_versions == 2


def test_versions_taking_effect_the_same_day_raise():
    documents = [
        doc("a", "Warranty Service Fee Policy (2019)", date(2024, 4, 1)),
        doc("b", "Warranty Service Fee Policy (2024)", date(2024, 4, 1)),
    ]
    with pytest.raises(ValueError, match="same day"):
        build_lineage(documents)
