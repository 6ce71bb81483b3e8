"""Evidence labels (models/labels/evidence_labels.py): answer matching, semantic and relevance labels."""

from __future__ import annotations

import pytest

from models.labels.evidence_labels import (
    holds_answer,
    masked_text,
    normalise_text,
    relevance_label,
    semantic_label,
)

ANSWER = "1. Power on the main isolator and wait 45 seconds for the controller to boot."
CHUNK = "Start-up\n1. POWER ON the main   isolator and wait 45 seconds\nfor the controller to boot. 2. Open the valve."


def test_normalise_and_mask():
    assert normalise_text("  Power\tON \n the  Isolator ") == "power on the isolator"
    assert masked_text("USD 1,200.50 per visit, 3 visits in 2024") == "usd # per visit, # visits in #"
    assert normalise_text(None) == ""  # type: ignore[arg-type]


def test_holds_answer_ignores_whitespace_and_case():
    assert holds_answer(CHUNK, ANSWER)
    assert holds_answer(CHUNK, "  power on the MAIN isolator ")
    assert not holds_answer(CHUNK, "wait 60 seconds")
    assert not holds_answer("", ANSWER)


def test_semantic_label_masks_numbers_for_other_versions_only():
    old_policy = "The on-site service fee is USD 120 per visit within 50 km."
    answer = "The on-site service fee is USD 150 per visit within 50 km."
    assert semantic_label(old_policy, answer, is_other_version=True)  # same rule, other figures
    assert not semantic_label(old_policy, answer, is_other_version=False)  # figures matter within one version
    assert semantic_label(answer, answer, is_other_version=False)
    assert not semantic_label("The fee is waived for members.", answer, is_other_version=True)
    # Chinese answers work the same way.
    assert semantic_label("上门服务费为每次 120 元。", "上门服务费为每次 150 元。", is_other_version=True)


def test_relevance_label_needs_the_document_and_the_answer():
    doc = "official/manuals/hx-200-operation-manual.pdf"
    assert relevance_label(doc, CHUNK, doc, ANSWER)
    assert relevance_label("./official/manuals/hx-200-operation-manual.pdf", CHUNK, doc, ANSWER)
    assert relevance_label("official\\manuals\\hx-200-operation-manual.pdf", CHUNK, doc, ANSWER)
    assert not relevance_label("official/manuals/hx-300-operation-manual.pdf", CHUNK, doc, ANSWER)
    assert not relevance_label(doc, "Safety notes: wear gloves.", doc, ANSWER)


@pytest.mark.parametrize("answer", ["", "   \n\t", None])
def test_an_empty_answer_raises(answer):
    with pytest.raises(ValueError, match="empty"):
        holds_answer(CHUNK, answer)
    with pytest.raises(ValueError, match="empty"):
        semantic_label(CHUNK, answer, is_other_version=True)
    with pytest.raises(ValueError, match="empty"):
        relevance_label("a.pdf", CHUNK, "a.pdf", answer)
    # Whatever the chunk's document: an empty answer is a broken query row, not "not relevant".
    with pytest.raises(ValueError, match="empty"):
        relevance_label("b.pdf", CHUNK, "a.pdf", answer)


def test_a_table_row_holds_the_answer_its_cells_state():
    """A fact in a table is labelled as its cells joined ("Senior (65+) CAD 48.00 CAD 6.00"); the chunk holds the
    row as Markdown under its header, and the cell bars and the |---| rule do not hide it."""
    chunk = ("Document: Park Entry Permit Fees\nTable: Schedule A - Entry permits\n| Category | Annual permit | Day pass |"
             "\n|---|---|---|\n| Adult (18-64) | CAD 72.00 | CAD 9.50 |\n| Senior (65+) | CAD 48.00 | CAD 6.00 |")
    assert holds_answer(chunk, "Senior (65+) CAD 48.00 CAD 6.00")
    assert relevance_label("parks/prp-f-03.pdf", chunk, "parks/prp-f-03.pdf", "Adult (18-64) CAD 72.00 CAD 9.50")
    assert not holds_answer(chunk, "Senior (65+) CAD 72.00")  # cells of two rows are no answer
