"""Amendments of part of a rule: which statements of a version a later amendment changes, and which stay in force.

An amendment ("Item 3 of Schedule 1 is amended to read …", "将第二项修改为：…", "the entry for seniors is replaced by
…") changes some statements of the version it amends; the others stay in force for as long as the amendment does
(models.evidence.lineage links the two with cue "amends" and gives the amended version `kept_until`). A statement of
the amended version (a claim unit: a numbered item, a table row, a sentence) is changed when either
  - its item number is the number of a part the amendment names ("Item 3" -> 3, "paragraph 4(b)" -> 4, "第二项" -> 2,
    "第三条" -> 3; a part "4" covers items "4.1", "4.2") and the amendment restates any of its distinguishing words
    (below; "Item 2 of Schedule 2" may be a table's row while the rule's own item 2 is another provision), or
  - the words that set it apart from the version's other statements (its non-figure terms that at most a quarter of
    them hold, and not in its title: "reconnection", not "fee") are restated by the amendment: at least two of them, and at least
    `RESTATED_SHARE` of them.
Both read the documents' own numbering and wording, not one file's layout. A passage holding changed and unchanged
statements is judged per question: the statement the question asks about (the most of its content words, weighted by
how rare each is among the version's statements) decides whether the passage is current.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from models.evidence.version_cues import zh_number
from models.retrieval.bm25_tokens import han_pairs, tokenize
from models.retrieval.counterfactual import ClaimUnit, claim_units
from models.text import FIGURE

RESTATED_SHARE = 0.6  # the share of a statement's distinguishing words an amendment must restate to change it
DISTINGUISHING_SHARE = 0.25  # a word held by more than this share of the version's statements distinguishes none

# The number of the part an amendment names: "Item 3 of Schedule 1" -> "3", "section 4.2" -> "4.2", "第二项" -> "2".
_PART_NUMBER = re.compile(
    r"\b(?:items?|sections?|sub-?sections?|clauses?|paragraphs?|sub-?paragraphs?|rules?|regulations?|articles?|"
    r"bye?-?laws?|entry|entries|row|note|reg|sec|art|para)\.?\s+(?:no\.?\s*)?(\d{1,3}(?:\.\d{1,3})*(?:\([a-z]\))?)"
    r"(?![\d.]*\d)", re.I)
_ZH_PART_NUMBER = re.compile(r"第\s*([一二三四五六七八九十百零〇\d]+)\s*[条條章节節款项項点點]")
_IN_TABLE = re.compile(r"附表|附件|\btables?\b", re.I)
# A statement's own number, from its item marker as printed: "3.", "4.2", "Sec. 9", "第三条", "三、", "（二）".
_ITEM_NUMBER = re.compile(r"(\d{1,3}(?:\.\d{1,3})*(?:\([a-z]\))?)|([一二三四五六七八九十百零〇]+)")
# A lettered sub-item inside an item ("4. (a) Annual licence: … (b) Day licence: …"): an amendment may change one.
_SUB_ITEM = re.compile(r"(?:(?<=\s)|^)\(([a-h])\)\s")


def part_number(part: str) -> str | None:
    """The number of the part an amendment names, as an item marker would print it ("Item 4 of the Schedule" -> "4",
    "paragraph 4(b)" -> "4(b)", "第二项" -> "2"); None for a row of a table ("附表第四项", "row 2 of Table 1"): rows
    print no number, and the rule's own items numbered alike are other provisions."""
    if _IN_TABLE.search(part):
        return None
    found = _ZH_PART_NUMBER.search(part)
    if found:
        return str(zh_number(found[1]))
    found = _PART_NUMBER.search(part)
    return found[1] if found else None


def item_number(label: str | None) -> str | None:
    """A statement's own number from its item marker ("3." -> "3", "第三条" -> "3", "（二）" -> "2")."""
    found = _ITEM_NUMBER.search(label or "")
    if found is None:
        return None
    return found[1] if found[1] else str(zh_number(found[2]))


def statements(text: str) -> list[ClaimUnit]:
    """The statements of a chunk an amendment may change: its claim units, an item's lettered sub-items apart
    ("4. (a) … (b) …" -> "4(a)", "4(b)", each with the item's lead-in)."""
    found: list[ClaimUnit] = []
    for unit in claim_units(text):
        marks = list(_SUB_ITEM.finditer(unit.text))
        number = item_number(unit.label)
        if len(marks) < 2 or number is None:
            found.append(unit)
            continue
        lead = unit.text[:marks[0].start()].strip()
        for mark, following in zip(marks, [*marks[1:], None]):
            piece = unit.text[mark.start():following.start() if following else len(unit.text)].strip()
            found.append(ClaimUnit(f"{lead} {piece}".strip(), (piece,), f"{number}({mark[1]})"))
    return found


def _covers(part: str, number: str) -> bool:
    """A part numbered `part` holds the statement numbered `number` ("4" holds "4", "4.2" and "4(b)")."""
    return number == part or number.startswith((f"{part}.", f"{part}("))


def _words(text: str, language: str | None) -> set[str]:
    """Non-figure tokens, and the adjacent character pairs of Chinese runs: jieba cuts "每周一上午" into 每周 / 一 /
    上午, and the question says 周一."""
    return {token for token in tokenize(text, language) if not FIGURE.search(token)} | han_pairs(text)


@dataclass(frozen=True)
class Amendment:
    """What a later version says it changes: the numbers of the parts it names and its own words."""

    numbers: frozenset[str]
    words: frozenset[str]

    @classmethod
    def of(cls, parts: Sequence[str], text: str, language: str | None) -> Amendment:
        numbers = frozenset(number for part in parts if (number := part_number(part)))
        return cls(numbers, frozenset(_words(text, language)))


class AmendedVersion:
    """The statements of one version that later amendments change in part (see the module docstring)."""

    def __init__(self, title: str, texts: Sequence[str], amendments: Sequence[Amendment],
                 language: str | None) -> None:
        """`texts`: the amended version's chunks in reading order."""
        units = [unit for text in texts for unit in statements(text)]
        self.units = units
        self.language = language
        self.amendments = tuple(amendments)
        self.n_units = max(len(units), 1)
        self.frequency = Counter(word for unit in units for word in _words(unit.text, language))
        self.common_above = max(1, int(DISTINGUISHING_SHARE * self.n_units))
        # The rule's name distinguishes no statement: an amendment names the rule it amends.
        self.title_words = frozenset(_words(title, language))
        # Nor does the opening that names the issuer and the rule ("BALLYCORRIG COUNTY COUNCIL CASUAL TRADING …"):
        # a question names them too, whatever statement it asks about.
        self.opening_words = frozenset(_words(units[0].text, language)) if units else frozenset()

    def changed(self, unit: ClaimUnit) -> bool:
        own = {word for word in _words(unit.text, self.language)
               if self.frequency[word] <= self.common_above and word not in self.title_words}
        number = item_number(unit.label)
        for amendment in self.amendments:
            restated = len(own & amendment.words)
            # a numbered part: the item of that number, when the amendment restates any of its words ("Item 2 of
            # Schedule 2" may be a row of a table while the rule's own item 2 is another provision)
            if number is not None and restated and any(_covers(part, number) for part in amendment.numbers):
                return True
            if len(own) >= 2 and restated >= max(2, RESTATED_SHARE * len(own)):
                return True
        return False

    def any_changed(self) -> bool:
        """Whether any statement of the version reads as changed (else the amendments cannot be placed)."""
        return any(self.changed(unit) for unit in self.units)

    def asked(self, query: str, units: Sequence[ClaimUnit]) -> ClaimUnit | None:
        """The statement of `units` the question asks about: the most of its words (less the rule's name and the
        version's opening, which every statement belongs to), each weighted by its IDF among the version's statements; None when no statement
        holds any of them."""
        words = _words(query, self.language) - self.title_words - self.opening_words
        best, best_score = None, 0.0
        for unit in units:
            held = words & _words(unit.text, self.language)
            score = sum(math.log(1 + self.n_units / (1 + self.frequency[word])) for word in held)
            if score > best_score:
                best, best_score = unit, score
        return best
