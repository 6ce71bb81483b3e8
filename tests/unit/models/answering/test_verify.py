"""Post-generation verification by rules: claims, their verdicts, and when an answer is flagged."""

from __future__ import annotations

from models.answering.verify import answer_claims, contradicted_share, judge, verification_trace

CURRENT = [("c1", "Fees. The warranty service fee is USD 150 per visit. Claims are accepted within 60 days.", "en")]


def test_claims_drop_citations():
    assert answer_claims("The fee is USD 150 per visit. [1] Claims are due in 60 days [2].") == [
        "The fee is USD 150 per visit", "Claims are due in 60 days"]


def test_a_claim_with_the_same_figures_is_supported_and_other_figures_contradict_it():
    supported = judge("The warranty service fee is USD 150 per visit", CURRENT)
    assert supported.verdict == "supported" and supported.chunk_id == "c1"
    contradicted = judge("The warranty service fee is USD 120 per visit", CURRENT)
    assert contradicted.verdict == "contradicted" and "150" in contradicted.evidence


def test_nothing_speaking_to_the_claim_leaves_it_unverified():
    assert judge("The HX-200 filter is replaced every 500 hours", CURRENT).verdict == "unverified"
    assert judge("anything at all here", []).verdict == "unverified"


def test_negation_without_figures():
    evidence = [("c2", "Spare parts are supplied free of charge.", "en")]
    assert judge("Spare parts are supplied free of charge", evidence).verdict == "supported"
    assert judge("Spare parts are not supplied free of charge", evidence).verdict == "contradicted"


def test_flagged_only_above_the_share():
    checks = [judge("The warranty service fee is USD 120 per visit", CURRENT),
              judge("The warranty service fee is USD 150 per visit", CURRENT),
              judge("Claims are accepted within 60 days", CURRENT)]
    assert contradicted_share(checks) == 1 / 3
    assert not verification_trace(checks, 1 / 3, "mark")["flagged"]  # exactly a third is not "more than"
    trace = verification_trace(checks, 0.3, "mark")
    assert trace["flagged"] and trace["action"] == "mark" and len(trace["claims"]) == 3
