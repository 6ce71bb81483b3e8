"""Line repairs: control characters, right-to-left order, running headers and footers.

The right-to-left lines are real public-domain text (no PDF in ../shared/testdata has Arabic or Hebrew in its
text layer): Genesis 1:1 in Hebrew, and a line of al-Mutanabbi (10th century). A PDF positions the glyphs of
such a line right to left, so a left-to-right read of the page gives them in the reverse order: `as_drawn`
produces that order by hand (letters reversed, digits kept left to right), independently of the library under
test. tests/unit/tasks/ingest/test_pdf_extract_text_layer.py runs the same repair on glyphs read from a PDF.
"""

from __future__ import annotations

import re

from models.documents.text_repair import (
    clean_text,
    find_running_lines,
    logical_order,
    repair_line,
    visual_glyph_text,
)

GENESIS_1_1 = "בראשית ברא אלהים את השמים ואת הארץ"
MUTANABBI = "الخيل والليل والبيداء تعرفني والسيف والرمح والقرطاس والقلم"


def as_drawn(logical: str) -> str:
    """The left-to-right order of a right-to-left line's glyphs on the page: words and letters reversed,
    a run of digits still written left to right."""
    runs = re.findall(r"\d+|\D", logical)
    return "".join(reversed(runs))


def test_control_characters_become_spaces_and_invisible_marks_go():
    # A broken font map writes the space glyph as \x03; a soft hyphen and a BOM are invisible on the page.
    assert clean_text("Operating\x03the HX-200\x00requires a\u00ad trained\ufeff technician.\x7f") == (
        "Operating the HX-200 requires a trained technician."
    )
    assert clean_text("\x0c\x1f  ") == ""
    assert clean_text("zero\u200dwidth joiner stays") == "zero\u200dwidth joiner stays"


def test_right_to_left_lines_come_back_in_logical_order():
    assert as_drawn(GENESIS_1_1) != GENESIS_1_1
    assert logical_order(as_drawn(GENESIS_1_1)) == GENESIS_1_1
    assert logical_order(as_drawn(MUTANABBI)) == MUTANABBI
    # Numbers inside right-to-left text stay left to right.
    dated = "ولد المتنبي سنة 915 في الكوفة"
    assert logical_order(as_drawn(dated)) == dated


def test_left_to_right_lines_are_left_alone():
    line = "DATES: The FAA must receive comments on this proposed AD by September 21, 2020."
    assert logical_order(line) == line and repair_line(line) == line


def test_arabic_presentation_forms_become_letters_after_reordering():
    # "لا" drawn with the lam-alef ligature glyph (U+FEFB) and "من" with contextual forms: what many PDFs carry.
    assert logical_order("\ufee6\ufee3 \ufefb") == "لا من"


# A lam-alef ligature is one glyph. Fonts map it to text in one of two ways: its presentation form (U+FEFB ﻻ,
# U+FEF7 ﻷ, ...) or its two letters in logical order ("لا", "لأ"), as Word, LibreOffice and InDesign exports do.
LIGATURES = {"لا": "\ufefb", "لأ": "\ufef7", "لإ": "\ufef9", "لآ": "\ufef5"}


def glyphs_as_drawn(glyphs: list[str]) -> str:
    """A right-to-left line's glyphs in the order a left-to-right read of the page gives them: the glyphs
    reversed, each glyph's text kept as its font maps it (a ligature's two letters in logical order)."""
    return "".join(reversed(glyphs))


def test_a_right_to_left_glyph_of_several_letters_is_turned_round_and_nothing_else():
    assert visual_glyph_text("لأ") == "أل"
    assert visual_glyph_text("لاً") == "ًال"  # a mark on the ligature goes with its letters
    for text in ("\ufefb", "ل", "ffi", "fi", "12", "a", "لa", "ل1", "\u064b\u0651", ""):
        assert visual_glyph_text(text) == text


def test_lam_alef_ligatures_come_back_as_letters_in_logical_order_either_way_a_font_maps_them():
    # "the votes in the legislative elections"; "for the media now"; numbers and a Latin name in between.
    lines = [
        (["ف", "ر", "ز", " ", "ا", "لأ", "ص", "و", "ا", "ت", " ", "ف", "ي", " ", "ا", "لا", "ن", "ت", "خ", "ا", "ب",
          "ا", "ت", " ", "ا", "ل", "ت", "ش", "ر", "ي", "ع", "ي", "ة"], "فرز الأصوات في الانتخابات التشريعية"),
        (["ل", "لإ", "ع", "لا", "م", " ", "ا", "لآ", "ن"], "للإعلام الآن"),
        (["ق", "ا", "ئ", "م", "ة", " ", "ا", "لإ", "ص", "لا", "ح", " ", "eVote 2.0", " ", "ف", "ي", " ", "2024"],
         "قائمة الإصلاح eVote 2.0 في 2024"),
    ]
    for glyphs, logical in lines:
        for encoding in ("letters", "presentation form"):
            mapped = [LIGATURES.get(glyph, glyph) if encoding == "presentation form" else glyph for glyph in glyphs]
            visual = glyphs_as_drawn([visual_glyph_text(glyph) for glyph in mapped])
            assert logical_order(visual) == logical, encoding
    # Without the turn, the reported misreading: the ligature's letters reversed with the line.
    assert logical_order(glyphs_as_drawn(lines[0][0])) == "فرز األصوات في االنتخابات التشريعية"


def test_a_ligature_inside_a_left_to_right_line_keeps_its_letters_in_order():
    # A left-to-right paragraph: only the Arabic run is drawn right to left.
    arabic = ["ا", "لا", "ن", "ت", "خ", "ا", "ب", "ا", "ت", " ", "ا", "ل", "ت", "ش", "ر", "ي", "ع", "ي", "ة"]
    visual = ("Turnout in the " + glyphs_as_drawn([visual_glyph_text(glyph) for glyph in arabic])
              + " was 61.5 percent, the commission said")
    assert logical_order(visual) == "Turnout in the الانتخابات التشريعية was 61.5 percent, the commission said"


def box(top: float, height: float = 10.0) -> tuple[float, float, float, float]:
    return (72.0, top, 400.0, top + height)


def test_running_headers_footers_and_page_numbers_are_found():
    body = [
        ["SUMMARY: We propose to adopt a new airworthiness directive", "for certain airplanes.", "This proposed AD"],
        ["was prompted by reports of cracking", "in the wing rear spar.", "We are proposing this AD to address"],
        ["the unsafe condition on these products.", "DATES: The FAA must receive comments", "by September 21, 2020."],
    ]
    pages = [
        [("Federal Register / Vol. 85, No. 152 / Thursday, August 6, 2020 / Proposed Rules", box(30)),
         (f"{47730 + n}", box(30)), *[(text, box(100 + 20 * i)) for i, text in enumerate(body[n])],
         (f"Page {n + 1} of 3", box(760))]
        for n in range(3)
    ]
    found = find_running_lines(pages, [792.0] * 3, max_lines=3, position_tolerance=0.5)
    roles = {(running.page, running.text): running.role for running in found}
    for n in range(3):
        assert roles[(n, "Federal Register / Vol. 85, No. 152 / Thursday, August 6, 2020 / Proposed Rules")] == "header"
        assert roles[(n, f"{47730 + n}")] == "header"  # the page number printed in the header's row
        assert roles[(n, f"Page {n + 1} of 3")] == "page_number"
    assert not {text for page in body for text in page} & {text for _, text in roles}


def test_a_line_on_one_page_only_or_elsewhere_on_the_page_stays():
    pages = [
        [("Chapter 1", box(30)), ("Introduction to the policy", box(60)), ("Total 12", box(760))],
        [("Chapter 2", box(300)), ("Scope of the policy", box(60)), ("Total 40", box(760))],
    ]
    # "Chapter #" is at another height on page 2; "Total 12" -> "Total 40" does not count up by one page.
    assert find_running_lines(pages, [792.0, 792.0], max_lines=3, position_tolerance=0.5) == []
    assert find_running_lines([pages[0]], [792.0], max_lines=3, position_tolerance=0.5) == []
