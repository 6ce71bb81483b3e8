"""Version lineage: which documents are versions of one another, and when each stopped being in force.

Chunks carry a document's `effective_date` but nothing says "this policy was replaced in April 2024". The
replacement is implied by the corpus itself: two documents whose titles differ only by a year, a date or a
version mark ("Warranty Service Fee Policy (2019)" / "(2024)", "…办法（2021年版）" / "（2024年版）") and that
both carry an effective date are versions of one document. Sorted by effective date, each version is valid
until the day before its successor takes effect; the newest has no end. A document without an effective
date, or alone under its title key, has no lineage (its validity is "unknown", not "current").

The DCEE temporal head uses the result as features (superseded at the query's as-of date, not yet in force);
it never hard-filters evidence, because a superseded version is the right evidence for a question about a
date inside its own validity window (DESIGN §5).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, timedelta
from itertools import pairwise

# Year, date and version marks removed from a title to find its version-independent key.
# "2024-03-01", "2024/3/1", "2024.03", "2024年3月1日" and the year-month "2024年3月" (its 月 goes with it).
_DATE_MARK = re.compile(r"(?<!\d)\d{4}\s*[-/.年]\s*\d{1,2}(?!\d)(?:\s*[-/.月]\s*\d{1,2}(?!\d)\s*日?|\s*月)?")
_YEAR_MARK = re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)\s*(?:年版|年|版)?")
_VERSION_MARK = re.compile(r"\b(?:v(?:ersion)?\.?\s*\d+(?:\.\d+)*|rev(?:ision)?\.?\s*\w+|(?:\d+(?:st|nd|rd|th)\s+)?edition)\b"
                           r"|第\s*\d+\s*版|修订版?",
                           re.IGNORECASE)
_EMPTY_BRACKETS = re.compile(r"[(\[（【]\s*[)\]）】]")
_NOT_WORD = re.compile(r"[\W_]+", re.UNICODE)


@dataclass(frozen=True)
class DocumentVersion:
    """The fields lineage needs from one document (a row of the document store or of a chunk table)."""

    doc_id: str
    title: str
    effective_date: date | None


@dataclass(frozen=True)
class Lineage:
    """One document's place in its version chain."""

    group: str  # the title key shared by all versions
    position: int  # 0 = oldest version
    n_versions: int
    valid_until: date | None  # None for the newest version
    successor: str | None  # doc_id of the next version


def title_key(title: str) -> str:
    """The title with years, dates, version marks, brackets and punctuation removed, case-folded.

    "Warranty Service Fee Policy (2019)" -> "warranty service fee policy"; an empty title gives "".
    """
    text = unicodedata.normalize("NFKC", title or "")
    for pattern in (_DATE_MARK, _YEAR_MARK, _VERSION_MARK):
        text = pattern.sub(" ", text)
    text = _EMPTY_BRACKETS.sub(" ", text)
    return " ".join(_NOT_WORD.sub(" ", text).split()).casefold()


def build_lineage(documents: Iterable[DocumentVersion]) -> dict[str, Lineage]:
    """Lineage for every document that has at least one other version; others are absent from the result.

    Versions with the same effective date cannot be ordered: ValueError naming them (two copies of one
    version under different ids are a data problem to fix upstream, not something to guess about).
    """
    groups: dict[str, dict[str, DocumentVersion]] = {}
    for doc in documents:
        key = title_key(doc.title)
        if not key or doc.effective_date is None:
            continue
        groups.setdefault(key, {})[doc.doc_id] = doc  # the same document listed twice counts once
    lineage: dict[str, Lineage] = {}
    for key, members in groups.items():
        if len(members) < 2:
            continue
        ordered = sorted(members.values(), key=lambda d: (d.effective_date, d.doc_id))
        for older, newer in pairwise(ordered):
            if older.effective_date == newer.effective_date:
                raise ValueError(f"versions {older.doc_id!r} and {newer.doc_id!r} of {key!r} take effect on the "
                                 f"same day ({older.effective_date}); their order is undefined")
        for position, doc in enumerate(ordered):
            successor = ordered[position + 1] if position + 1 < len(ordered) else None
            lineage[doc.doc_id] = Lineage(
                group=key, position=position, n_versions=len(ordered),
                valid_until=successor.effective_date - timedelta(days=1) if successor else None,
                successor=successor.doc_id if successor else None,
            )
    return lineage
