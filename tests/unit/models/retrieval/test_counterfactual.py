import math

import pytest

from models.retrieval.counterfactual import claim_units, counterfactual_query, extract_claim, fuse_corrected

EN_CHUNK = (
    "2. Claims\n"
    "Submit the claim within 60 days of the visit, unless the invoice is missing, "
    "in which case the claim may be submitted within 120 days. "
    "Provided that the unit is still under warranty, spare parts are supplied free of charge."
)
ZH_CHUNK = (
    "第二条 报销时限\n"
    "报销申请须于5月31日前提交，但若发票缺失，则可延期至8月31日；逾期申请不予受理。"
    "每次上门服务费的报销上限为1000元。"
)


def test_claim_without_query_is_the_first_checkable_sentence():
    assert extract_claim(EN_CHUNK) == (
        "Submit the claim within 60 days of the visit, unless the invoice is missing, "
        "in which case the claim may be submitted within 120 days"
    )


def test_claim_with_query_is_the_best_overlapping_sentence():
    claim = extract_claim(EN_CHUNK, "Are spare parts free of charge under warranty?")
    assert claim == "Provided that the unit is still under warranty, spare parts are supplied free of charge"


def test_chinese_claims_split_on_full_stops_and_semicolons():
    assert extract_claim(ZH_CHUNK) == "报销申请须于5月31日前提交，但若发票缺失，则可延期至8月31日"
    assert extract_claim(ZH_CHUNK, "上门服务费的报销上限是多少？") == "每次上门服务费的报销上限为1000元"
    assert extract_claim("逾期申请不予受理；报销申请须于5月31日前提交。") == "报销申请须于5月31日前提交"


def test_query_without_overlap_falls_back_to_the_checkable_sentence():
    assert extract_claim(ZH_CHUNK, "weather tomorrow") == extract_claim(ZH_CHUNK)


def test_questions_and_headings_are_skipped_and_list_markers_dropped():
    chunk = "How do I start it?\n1. Power on the main isolator and wait 45 seconds for the controller to boot."
    assert extract_claim(chunk) == "Power on the main isolator and wait 45 seconds for the controller to boot"


@pytest.mark.parametrize(
    "text, max_chars, expected",
    [
        (EN_CHUNK, 40, "Submit the claim within 60 days of the"),  # word boundary, no half word
        (ZH_CHUNK, 10, "报销申请须于5月31"),  # any character boundary in Chinese
        ("Supercalifragilisticexpialidocious must apply", 10, "Supercalif"),  # one long word: cut inside it
    ],
)
def test_claims_are_trimmed(text, max_chars, expected):
    claim = extract_claim(text, max_chars=max_chars)
    assert claim == expected
    assert len(claim) <= max_chars


@pytest.mark.parametrize("text", ["", "   \n  "])
def test_empty_chunk_gives_empty_claim(text):
    assert extract_claim(text) == ""


def test_extract_claim_rejects_bad_max_chars():
    with pytest.raises(ValueError, match="max_chars"):
        extract_claim(EN_CHUNK, max_chars=0)


def test_counterfactual_queries_follow_the_design_wording():
    assert counterfactual_query("The fee is USD 150 per visit", "en") == (
        "authoritative view contradicting: The fee is USD 150 per visit"
    )
    claim = "每次上门服务费的报销上限为1000元"
    assert counterfactual_query(claim, "zh") == "与'每次上门服务费的报销上限为1000元'相反的权威观点是什么？"


@pytest.mark.parametrize("claim, language", [("a claim", "fr"), ("  ", "en"), ("", "zh")])
def test_counterfactual_query_rejects_bad_input(claim, language):
    with pytest.raises(ValueError):
        counterfactual_query(claim, language)


ORIGINAL = {"a": 0.5, "b": 0.4}
COUNTERFACTUAL = {"b": 0.9, "c": 0.8, "d": 0.7, "e": 0.6}  # "e" is fourth: outside the top 3
DESIGN = (0.6, 0.4, 3)  # docs/design.md#dcee: fuse original 0.6 / counterfactual 0.4, top 3 counterfactual hits


def test_fusion_uses_0_6_and_0_4_and_only_the_top_3_counterfactual_hits():
    fused = fuse_corrected(ORIGINAL, COUNTERFACTUAL, *DESIGN)
    assert [key for key, _ in fused] == ["b", "c", "a", "d"]
    assert dict(fused) == pytest.approx({"b": 0.6 * 0.4 + 0.4 * 0.9, "c": 0.32, "a": 0.3, "d": 0.28})


def test_fusion_ties_are_broken_by_key():
    assert fuse_corrected({"z": 0.5, "y": 0.5}, {}, *DESIGN) == [("y", 0.3), ("z", 0.3)]


def test_fusion_with_custom_weights():
    assert fuse_corrected(ORIGINAL, COUNTERFACTUAL, 1.0, 0.0, 3)[:2] == [("a", 0.5), ("b", 0.4)]


@pytest.mark.parametrize("weights", [(0.7, 0.4), (0.5, 0.4), (1.2, -0.2)])
def test_fusion_rejects_bad_weights(weights):
    with pytest.raises(ValueError, match="weights"):
        fuse_corrected(ORIGINAL, COUNTERFACTUAL, *weights, 3)


def test_fusion_rejects_non_finite_scores():
    with pytest.raises(ValueError, match="not finite"):
        fuse_corrected({"a": math.nan}, {}, *DESIGN)


def test_claim_units_keep_a_rules_item_whole():
    """An item ("2. Renewal fee: …; seniors pay …", "4.2 Free chlorine. Outdoor pools …", "第八条 …；…") is one unit
    with the sentences after it; a run-in heading heads one sentence; prose sentences and table rows stand alone."""
    text = ("This Resolution takes effect on 1 January 2027. 1. Registration is renewed every three years. "
            "2. Renewal fee: PHP 750.00 per cycle. Seniors pay PHP 375.00. 4.2 Free chlorine. Outdoor pools keep "
            "1.5 mg/L. Late filing penalty. A late return pays 4% a month. The minimum penalty is $100.\n"
            "| Senior | 12 USD |\n第八条 每年累计最高可提取24000元；多子女家庭上浮20%。（二）晚上十时后不得装修；星期日全日不得装修。")
    units = claim_units(text)
    assert [unit.text for unit in units] == [
        "This Resolution takes effect on 1 January 2027", "Registration is renewed every three years",
        "Renewal fee: PHP 750.00 per cycle. Seniors pay PHP 375.00", "4.2 Free chlorine. Outdoor pools keep 1.5 mg/L",
        "Late filing penalty. A late return pays 4% a month", "The minimum penalty is $100", "| Senior | 12 USD |",
        "第八条 每年累计最高可提取24000元；多子女家庭上浮20%", "（二）晚上十时后不得装修；星期日全日不得装修"]
    assert units[2].sentences == ("Renewal fee: PHP 750.00 per cycle", "Seniors pay PHP 375.00")
    assert units[7].sentences == ("第八条 每年累计最高可提取24000元", "多子女家庭上浮20%")


def test_a_long_item_is_quoted_by_its_sentences_a_long_sentence_by_its_clauses():
    long_item = "3. Fees. " + " ".join(f"Class {n} pays {n} dollars for each of the permitted days." for n in range(12))
    units = claim_units(long_item, max_chars=120)
    assert units[0].text == "Fees. Class 0 pays 0 dollars for each of the permitted days"  # the heading kept with it
    assert all(len(unit.text) <= 120 for unit in units) and len(units) == 12
    clauses = claim_units("第五条 " + "；".join(f"第{n}类每日收费{n}元" for n in range(30)) + "。", max_chars=60)
    assert len(clauses) == 30 and clauses[1].text == "第1类每日收费1元"


def test_a_table_row_is_stated_with_its_header():
    """The extractive answer quotes the row ("Senior: 12 USD"), not the header row, the |---| rule or the lines that
    say what the rows are (the document's title and the caption, which a table chunk opens with)."""
    text = ("Document: Aquatic Centre Charges\nTable: Pool fees 2025/26\n| Category | Fee |\n|---|---|\n| Adult | 20 USD |\n| Senior | 12 USD |\n"
            "| Group | Parameter | Unit | HX-200 | HX-300 |\n|---|---|---|---|---|\n"
            "| Performance | Cooling capacity | kW | 32.4 | 48.7 |\n| Physical | Refrigerant | - | R-32 | R-32 |")
    assert [unit.text for unit in claim_units(text)] == [
        "Adult: 20 USD", "Senior: 12 USD",
        "Performance: Parameter Cooling capacity; Unit kW; HX-200 32.4; HX-300 48.7",
        "Physical: Parameter Refrigerant; HX-200 R-32; HX-300 R-32"]
