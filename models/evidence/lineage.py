"""Version chains: which documents are versions of one rule, in what order, and when each was in force.

Each document brings its own cues (models.evidence.version_cues: identifiers, issue and effective dates, edition,
succession statements). Documents are linked into one chain by, strongest first:
  1. a succession statement that names the other version ("supersedes the rule of 2016", "replaces Revision 2,
     issued 12 May 2016", "原《…》（…〔2016〕12号）同时废止", "… is replaced by this Schedule"). It also says
     which of the two is older. A title names a document when it is the document's title, or the title of the rule
     a publishing notice carries ("关于印发《X》的通知"), once years and version marks are removed; or in part (one holds
     the other: 《居民阶梯水价实施方案》 and "临江市居民阶梯水价实施方案") from the same issuer; or, a generic title
     ("the 2019 schedule of fees"), beside the version's year. An amendment ("amends": "Item 4 of the Schedule is
     amended to read", "决定对《…》部分内容作如下修改") links as cue "amends": the newer version changes part of the
     older one, whose other provisions stay in force: the older version's window (`valid_until`) is a replacement's
     for the provisions the amendment changes, and the ones it leaves alone stay in force until the amendment ends
     (`Lineage.amended_by`, `kept_until`; which provisions it changes: models.evidence.amendments);
  2. a shared identifier ("FIN-12", "GB/T 50016"), in documents of the same language (a translation is not a version);
  3. the same title once years, dates and version marks are removed ("Warranty Service Fee Policy (2019)" /
     "(2024)", or two identical titles), when both state a date and nothing contradicts it (two documents with
     different identifiers are different rules, however alike their titles);
  4. the text itself, when no cue above links a dated document to anything: versions of one rule restate the same
     clauses with other numbers, so a document is joined to the chain of its nearest neighbour by wording (IDF-
     weighted cosine over words, Chinese character pairs, numbers removed) when that neighbour's chain has no
     closer outsider and the two are alike enough (`TEXT_LINK_AT_LEAST`). The same likeness resolves a succession
     statement that names its predecessor in words no title or identifier matches ("replace Schedule AC as
     approved by the Board on 14 November 2018", "此前公布的…标准不再执行"): among the earlier documents alike
     enough, the nearest.
Within a chain versions are ordered by their first day of validity: the stated effective date, else the issue
date (an older version often states only when it was issued). Conflicting cues are resolved in this order and
reported: a statement's direction beats the dates; dates beat edition numbers; versions starting the same day are
ordered by edition, else left in id order and reported. Each version is valid from its start until the day before
its successor starts, or until the day before a stated repeal date ("repealed with effect from 1 July 2021"), the
newest one without an end. A version starting after the as-of date is adopted but not yet in force.

Every link records the cue that made it and the sentence or identifier behind it, so a reviewer can see why a
version was judged superseded (`VersionChains.links`, `ragops lineage`).
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from heapq import heappop, heappush
from itertools import pairwise

from models.evidence.version_cues import (
    VersionCues,
    VersionReference,
    normalise,
    opening_code,
    published_title,
    serial_key,
)

# Year, date and version marks removed from a title to find its version-independent key.
# "2024-03-01", "2024/3/1", "2024.03", "2024年3月1日" and the year-month "2024年3月" (its 月 goes with it).
_DATE_MARK = re.compile(r"(?<!\d)\d{4}\s*[-/.年]\s*\d{1,2}(?!\d)(?:\s*[-/.月]\s*\d{1,2}(?!\d)\s*日?|\s*月)?")
_YEAR_MARK = re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)\s*(?:年版|年修订|年修正|年|版)?"
                        r"|[一二][〇○零一二三四五六七八九]{3}\s*年")  # "二零二三年修訂本"
_VERSION_MARK = re.compile(r"\b(?:v(?:ersion)?\.?\s*\d+(?:\.\d+)*|rev(?:ision)?\.?\s*\w+|amendment(?:\s+no\.?)?\s*\d+|issue\s*\d+|revised|amended|consolidated|(?:\d+(?:st|nd|rd|th)\s+|"
                           r"(?:first|second|third|fourth|fifth)\s+)?edition)\b|第\s*[一二三四五六七八九十\d]+\s*版|修[订訂][版本]?|修正",
                           re.IGNORECASE)
_EMPTY_BRACKETS = re.compile(r"[(\[（【]\s*[)\]）】]")
_NOT_WORD = re.compile(r"[\W_]+", re.UNICODE)


@dataclass(frozen=True)
class DocumentVersion:
    """The fields lineage needs from one document (a row of the document store or of a chunk table)."""

    doc_id: str
    title: str
    effective_date: date | None
    cues: VersionCues | None = None
    language: str | None = None
    text: str = ""  # the body text (chunks joined); only its wording is read, for the text-likeness cue


@dataclass(frozen=True)
class VersionLink:
    """Why two documents are versions of one rule; `older` precedes `newer` in the chain."""

    older: str
    newer: str
    # "statement" | "amends" (a statement that this version changes part of the older one, whose other provisions
    # stay in force; the windows are those of a replacement) | "shared_identifier" | "same_title" | "similar_text"
    cue: str
    evidence: str  # the sentence, the identifier, or the title key


@dataclass(frozen=True)
class Lineage:
    """One document's place in its version chain."""

    group: str  # the chain's name: a shared identifier, else the title key
    position: int  # 0 = oldest version
    n_versions: int
    valid_until: date | None  # the last day in force; None for the newest version
    successor: str | None  # doc_id of the next version
    valid_from: date | None = None  # the first day in force (effective date, else issue date)
    start_cue: str = "effective_date"  # which cue gave valid_from
    end_cue: str | None = None  # "successor_start" | "repeal_date" | None
    predecessor: str | None = None
    linked_by: str | None = None  # the cue linking this version to its predecessor ("statement: …", "amends: …")
    # The versions after this one that amend part of it (cue "amends", oldest first), and the last day the provisions
    # they leave alone stay in force: the end of the last of them (None while it is in force). Which provisions they
    # change is read from the texts (models.evidence.amendments); `valid_until` is the window of the changed ones.
    amended_by: tuple[str, ...] = ()
    kept_until: date | None = None


@dataclass
class VersionChains:
    """Chains over a corpus: every chained document's lineage, the links that formed them, and what conflicted."""

    lineage: dict[str, Lineage] = field(default_factory=dict)
    links: list[VersionLink] = field(default_factory=list)
    conflicts: list[str] = field(default_factory=list)
    places: dict[str, str] = field(default_factory=dict)  # doc_id -> the place its (Chinese) opening names

    def get(self, doc_id: str) -> Lineage | None:
        return self.lineage.get(doc_id)

    def chains(self) -> dict[str, list[str]]:
        """group -> doc ids, oldest first."""
        groups: dict[str, list[tuple[int, str]]] = {}
        for doc_id, item in self.lineage.items():
            groups.setdefault(item.group, []).append((item.position, doc_id))
        return {group: [doc_id for _, doc_id in sorted(members)] for group, members in sorted(groups.items())}


def title_key(title: str) -> str:
    """The title with years, dates, version marks, brackets and punctuation removed, case-folded.

    "Warranty Service Fee Policy (2019)" -> "warranty service fee policy"; an empty title gives "".
    """
    text = unicodedata.normalize("NFKC", title or "")
    for pattern in (_DATE_MARK, _YEAR_MARK, _VERSION_MARK):
        text = pattern.sub(" ", text)
    text = _EMPTY_BRACKETS.sub(" ", text)
    return " ".join(_NOT_WORD.sub(" ", text).split()).casefold()


def _is_wenhao(identifier: str) -> bool:
    return "[" in identifier  # a 文号 names one version; codes name the rule


@dataclass
class _Doc:
    doc: DocumentVersion
    cues: VersionCues
    key: str
    codes: frozenset[str]
    wenhao: frozenset[str]
    start: date | None
    start_cue: str
    words: frozenset[str] = frozenset()  # the title key's content words (similar titles)
    # Title keys a statement may name it by: its own, of its title as cues are read (`normalise`: "規則" = "规则"),
    # and of the rule a publishing title carries ("关于印发《X》的通知" -> X).
    names: frozenset[str] = frozenset()

    @property
    def doc_id(self) -> str:
        return self.doc.doc_id

    def dates(self) -> set[str]:
        return {value for value in (self.cues.issue_date, self.cues.effective_date,
                                    self.doc.effective_date.isoformat() if self.doc.effective_date else None) if value}

    def years(self) -> set[int]:
        found = {int(value[:4]) for value in self.dates()}
        if self.cues.label_year:
            found.add(self.cues.label_year)
        return found


def _prepare(doc: DocumentVersion) -> _Doc:
    cues = doc.cues or VersionCues()
    start, cue = (doc.effective_date, "effective_date") if doc.effective_date else cues.start
    if doc.effective_date and cues.effective_cue == "effective_on_issue":
        cue = "effective_on_issue"
    key = title_key(doc.title)
    names = {key, title_key(normalise(doc.title)), title_key(published_title(doc.title) or "")} - {""}
    return _Doc(doc, cues, key, frozenset(i for i in cues.identifiers if not _is_wenhao(i)),
                frozenset(i for i in cues.identifiers if _is_wenhao(i)), start, cue, _content_words(key),
                frozenset(names))


class _Union:
    def __init__(self) -> None:
        self.parent: dict[str, str] = {}

    def find(self, item: str) -> str:
        self.parent.setdefault(item, item)
        while self.parent[item] != item:
            self.parent[item] = self.parent[self.parent[item]]
            item = self.parent[item]
        return item

    def join(self, a: str, b: str) -> None:
        self.parent[self.find(a)] = self.find(b)


def _same_language(a: _Doc, b: _Doc) -> bool:
    return a.doc.language is None or b.doc.language is None or a.doc.language == b.doc.language


def _related(a: _Doc, b: _Doc) -> bool:
    """Versions of one rule by identifier or title (not by statement)."""
    if not _same_language(a, b):
        return False
    if a.codes & b.codes:
        return True
    if a.codes and b.codes:
        return False  # different identifiers: different rules, whatever the titles say
    return bool(a.key) and a.key == b.key


class _Index:
    """Documents by identifier, version number and title key: a statement's candidates without scanning the corpus."""

    def __init__(self, docs: list[_Doc]) -> None:
        self.by_name: dict[str, list[_Doc]] = {}
        self.by_word: dict[str, list[_Doc]] = {}
        self.by_term: dict[str, list[_Doc]] = {}  # content words of every title name: titles within titles
        for doc in docs:
            names = set(doc.codes) | set(doc.wenhao) | {serial_key(i) for i in doc.wenhao} | {f"title:{doc.key}"}
            for name in names | {f"title:{name}" for name in doc.names}:
                self.by_name.setdefault(name, []).append(doc)
            for word in set(doc.key.split()):
                self.by_word.setdefault(word, []).append(doc)
            for term in {term for name in doc.names for term in _content_words(name)}:
                self.by_term.setdefault(term, []).append(doc)

    def get(self, *names: str) -> list[_Doc]:
        found: dict[str, _Doc] = {}
        for name in names:
            for doc in self.by_name.get(name, []):
                found.setdefault(doc.doc_id, doc)
        return list(found.values())

    def titled_in(self, sentence: str, generic: bool = False) -> list[_Doc]:
        """Documents whose title key (two words or more) appears in the sentence: "…replaces the Port Health
        Charges 2020/21…" names the document titled "Port Health Charges 2020/21" without quoting it. A title that
        is only an instrument's kind and number ("By-law No. 2018-91" -> "by law no") names no particular rule;
        `generic` gives the titles of one content word instead ("the 2019 schedule of fees" -> "Schedule of
        Fees"), which name a rule only with the version's year or date beside them."""
        words = title_key(sentence).split()
        found = self.get(*(f"title:{' '.join(words[i:j])}" for i in range(len(words))
                           for j in range(i + 2, min(len(words), i + 12) + 1)))
        if generic:
            return [doc for doc in found if not _HAN.search(doc.key) and len(set(doc.key.split()) - _INSTRUMENT_WORDS) == 1]
        return [doc for doc in found if _HAN.search(doc.key) or len(set(doc.key.split()) - _INSTRUMENT_WORDS) >= 2]

    def titles_around(self, named_key: str) -> list[_Doc]:
        """Documents one of whose title names (`_Doc.names`) holds the named title or is held by it, either being a
        particular rule's (`_particular`): 《居民阶梯水价实施方案》 names "临江市居民阶梯水价实施方案", "Student
        Housing Tenancy Rules" names "Westfield College Student Housing Tenancy Rules", and the reverse."""
        found: dict[str, _Doc] = {}
        for term in _content_words(named_key):
            for doc in self.by_term.get(term, []):
                found.setdefault(doc.doc_id, doc)
        return [doc for doc in found.values() if any(_holds(name, named_key) or _holds(named_key, name) for name in doc.names)]

    def similar(self, doc: _Doc, at_least: float = 0.6) -> list[_Doc]:
        """Documents whose title's content words overlap `doc`'s by at least `at_least` (Jaccard): "Berthing
        Licence: Standard Terms" and "Berthing Licence Terms", not "Schedule of Charges" and "Schedule of Port
        Health Charges"."""
        if len(doc.words) < 2:
            return []
        others: dict[str, _Doc] = {}
        for word in doc.words:
            for other in self.by_word.get(word, []):
                others[other.doc_id] = other
        return [other for doc_id, other in others.items()
                if doc_id != doc.doc_id and _overlap(doc.words, other.words) >= at_least]


_HAN = re.compile(r"[\u4e00-\u9fff]")
_FUNCTION_WORDS = frozenset("a an and the of for to in on by with at from or".split())
_INSTRUMENT_WORDS = frozenset("a an the of by law laws bylaw no number rule rules policy schedule notice order regulation "
                              "regulations act resolution decision circular directive standard code amendment amending "
                              "board council".split())


def _particular(key: str) -> bool:
    """A title key that names one rule, not only a kind of instrument: six Chinese characters or more, or two English
    words besides instrument words ("student housing tenancy rules", not "fee schedule" or "by law no")."""
    if _HAN.search(key):
        return len(key.replace(" ", "")) >= 6
    return len(set(key.split()) - _INSTRUMENT_WORDS - _FUNCTION_WORDS) >= 2


def _holds(longer: str, shorter: str) -> bool:
    """`shorter`, a particular title key, is a part of `longer` (whole words in English)."""
    if longer == shorter or not _particular(shorter):
        return False
    if _HAN.search(shorter):
        return shorter.replace(" ", "") in longer.replace(" ", "")
    return f" {shorter} " in f" {longer} "


def _content_words(key: str) -> frozenset[str]:
    """A title key's content words; for Chinese (no spaces) its character pairs."""
    words = {word for word in key.split() if word not in _FUNCTION_WORDS}
    return frozenset(pair for word in words for pair in ([word[i:i + 2] for i in range(len(word) - 1)]
                                                         if _HAN.search(word) else [word]))


def _overlap(left: frozenset[str], right: frozenset[str]) -> float:
    """Jaccard overlap of two title keys' content words (`_Doc.words`)."""
    return len(left & right) / len(left | right) if left | right else 0.0


# Text likeness (cue 4). Measured on the sample corpus when the floor was chosen, before blind sets 5-7 were added
# (339 dated versions of 116 versioned rules): every dated version's nearest dated neighbour by wording is a
# version of its own rule but one (whose other version states no date), at cosine 0.20-1.00 (median 0.56); the
# nearest version of *another* rule lies at 0.05-0.42 (median 0.13, 95th percentile 0.28: two companies' travel rules, a policy and a procedure
# on the same parts returns). Nearness alone cannot tell a rule with one version from a rule with two, so a link
# also needs mutual nearness, the same issuer in the headers (below) and this floor.
TEXT_LINK_AT_LEAST = 0.3
_HEADER_CHARS = 200
_HEADER_SHARED = 0.5
# Where a rule's numbered provisions begin: "1. ", "2) ", "一、", "（一）", "第一条", "Article 1", "Section 1".
_FIRST_PROVISION = re.compile(r"(?:^|\s)(?:\d{1,2}[.)]\s|[一二三四五六七八九十]{1,3}、|[（(][一二三四五六七八九十\d]{1,3}[)）]|"
                              r"第[一二三四五六七八九十\d]{1,3}条|(?:article|section|rule|clause)\s+1\b)", re.I)


# The first place a Chinese opening names, by its two-character name before the level: "沅川市发展和改革委员会",
# "澄湖縣政府", "南屿区". (On the sample corpus's 124 consecutive Chinese version pairs it never differs.)
_NOT_A_NAME = "本各全该該其我于於在对對为為"  # "本市", "各区", "全省", "于本市": no place named
_PLACE = re.compile(rf"(?<![{_NOT_A_NAME}])([\u4e00-\u9fff]{{2}}?)(?:特别行政区|特別行政區|自治区|自治州|市|县|縣|区|區|省)")
_NOT_PLACE = re.compile(f"[{_NOT_A_NAME}]")


def opening_place(doc: DocumentVersion) -> str | None:
    """The place a Chinese document's opening names first ("沅川市发展和改革委员会…" -> "沅川"), else None."""
    for found in _PLACE.finditer(_opening(doc.text) if doc.text else doc.title or ""):
        if not _NOT_PLACE.search(found[1]):
            return found[1]
    return None


def _opening(text: str) -> str:
    """What a document says before its first numbered provision (at most `_HEADER_CHARS`): who issued it, where,
    when. The provisions themselves are the subject, which two bodies' rules may share."""
    flat = " ".join(text.split())[:_HEADER_CHARS]
    first = _FIRST_PROVISION.search(flat)
    return flat[:first.start()] if first and first.start() > 0 else flat


_DIGITS = re.compile(r"\d+")
_WORD = re.compile(r"\w+", re.UNICODE)


def text_terms(text: str) -> frozenset[str]:
    """The wording of a text without its numbers: case-folded words, and for Chinese its character pairs."""
    words = _WORD.findall(_DIGITS.sub(" ", unicodedata.normalize("NFKC", text or "").casefold()))
    terms: set[str] = set()
    for word in words:
        if _HAN.search(word):
            terms.update(word[i:i + 2] for i in range(len(word) - 1)) if len(word) > 1 else terms.add(word)
        elif word not in _FUNCTION_WORDS and word != "_":
            terms.add(word)
    return frozenset(terms)


class _TextLikeness:
    """IDF-weighted cosine between documents' wordings (`text_terms`), over the dated documents of one corpus;
    `places` is each document's `opening_place` (`VersionChains.places`)."""

    def __init__(self, docs: list[_Doc], places: dict[str, str]) -> None:
        self.docs = [doc for doc in docs if doc.start is not None and doc.doc.text]
        terms = {doc.doc_id: text_terms(doc.doc.text) for doc in self.docs}
        df = Counter(term for found in terms.values() for term in found)
        n = len(self.docs)
        # A term in more than half of many documents says nothing about which rule this is; leaving it out also
        # keeps the postings short. (Smoothed: in a corpus of two documents every shared term still counts.)
        idf = {term: math.log(1 + n / count) for term, count in df.items() if n < 20 or count <= n / 2}
        self.vectors: dict[str, dict[str, float]] = {}
        self.postings: dict[str, list[str]] = {}
        for doc_id, found in terms.items():
            weights = {term: idf[term] for term in sorted(found) if term in idf}  # sorted: sums in one order
            norm = math.sqrt(sum(w * w for w in weights.values())) or 1.0
            self.vectors[doc_id] = {term: w / norm for term, w in weights.items()}
            for term in weights:
                self.postings.setdefault(term, []).append(doc_id)
        self.by_id = {doc.doc_id: doc for doc in self.docs}
        self._cache: dict[str, list[tuple[float, str]]] = {}
        # The header's rare terms (the opening before the provisions: who issued it, where): versions of one rule
        # share them; two bodies' rules on one subject ("远航集团" / "中跃公司" travel rules) do not.
        rare = max(3, n // 20)
        self.terms = terms
        self.header = {doc.doc_id: frozenset(term for term in text_terms(_opening(doc.doc.text) or doc.doc.title)
                                             if df.get(term, 0) <= rare) for doc in self.docs}
        self.place = places

    def alike(self, a: _Doc, b: _Doc) -> bool:
        """Alike enough (`TEXT_LINK_AT_LEAST`) and from the same issuer, both ways."""
        va, vb = self.vectors.get(a.doc_id), self.vectors.get(b.doc_id)
        if not va or not vb:
            return False
        score = sum(weight * vb.get(term, 0.0) for term, weight in va.items())  # terms in sorted order
        return score >= TEXT_LINK_AT_LEAST and self.same_issuer(a, b, both_ways=True)

    def same_issuer(self, a: _Doc, b: _Doc, both_ways: bool = False) -> bool:
        """One header's rare terms are mostly (`_HEADER_SHARED`) found in the other document's text (one way is
        enough where a statement already says there is an earlier version: a version may add a translated title or
        a revision record to its header); `both_ways` where the wording is the only cue."""
        if a.doc_id not in self.header or b.doc_id not in self.header:
            return True  # an undated document or one without text: nothing to compare
        places = self.place.get(a.doc_id), self.place.get(b.doc_id)
        if all(places) and places[0] != places[1]:
            return False  # "沅川市…" / "临溪市…": two cities' notices on one template
        def held(x: _Doc, y: _Doc) -> bool:
            mine = self.header[x.doc_id]
            return not mine or len(mine & self.terms[y.doc_id]) >= _HEADER_SHARED * len(mine)
        return (held(a, b) and held(b, a)) if both_ways else (held(a, b) or held(b, a))

    def neighbours(self, doc: _Doc) -> list[tuple[float, _Doc]]:
        """Dated documents of the same language, nearest first, with their cosine (> 0)."""
        if doc.doc_id not in self.vectors:
            return []
        if doc.doc_id not in self._cache:
            scores: dict[str, float] = {}
            for term, weight in self.vectors[doc.doc_id].items():
                for other in self.postings[term]:
                    if other != doc.doc_id:
                        scores[other] = scores.get(other, 0.0) + weight * self.vectors[other][term]
            self._cache[doc.doc_id] = sorted(((score, other) for other, score in scores.items()
                                              if _same_language(doc, self.by_id[other])), reverse=True)
        return [(score, self.by_id[other]) for score, other in self._cache[doc.doc_id]]


def _names_version(reference: VersionReference, other: _Doc) -> int:
    """How much of what a statement names of its version (dates, year, edition, dotted version) `other` carries."""
    return (3 * len(set(reference.dates) & other.dates()) + 1 * len(set(reference.years) & other.years())
            + 2 * (reference.edition is not None and reference.edition == other.cues.edition)
            + 3 * (reference.version_label is not None and reference.version_label == other.cues.version_label))


def _titles_named(reference: VersionReference, source: _Doc, index: _Index) -> tuple[set[str], set[str], list[_Doc]]:
    """Documents a statement names by title: (exactly: its quoted title is one of their title names, `_Doc.names`;
    in part: a title name holds the quoted title or is held by it (`_holds`), or a generic title stands in the
    sentence beside the version's year or date ("the 2019 schedule of fees"); both, as documents)."""
    named_key = title_key(reference.title) if reference.title else ""
    exact = index.get(f"title:{named_key}") if named_key else []
    around = index.titles_around(named_key) if named_key else []
    described = [doc for doc in index.titled_in(reference.text, generic=True)
                 if (set(reference.years) & doc.years()) or (set(reference.dates) & doc.dates())]
    exact_ids = {doc.doc_id for doc in exact} - {source.doc_id}
    part_ids = {doc.doc_id for doc in [*around, *described]} - exact_ids - {source.doc_id}
    return exact_ids, part_ids, [*exact, *around, *described]


def _resolve(reference: VersionReference, source: _Doc, index: _Index,
             likeness: _TextLikeness | None = None) -> tuple[_Doc | None, str | None]:
    """The document a statement names, or (None, why not)."""
    named = {*reference.identifiers, *(serial_key(i) for i in reference.identifiers if "[" in i)}
    titled_docs, similar_docs = index.titled_in(reference.text), index.similar(source)
    titled = {doc.doc_id for doc in titled_docs} - {source.doc_id}
    similar = {doc.doc_id for doc in similar_docs}
    by_title, in_part, title_docs = _titles_named(reference, source, index)
    pool = [*index.get(*named, *source.codes, *((f"title:{source.key}",) if source.key else ())),
            *title_docs, *titled_docs, *similar_docs]
    candidates = []
    for other in {doc.doc_id: doc for doc in pool}.values():
        if other is source or not _same_language(source, other):
            continue
        other_names = other.codes | other.wenhao | {serial_key(i) for i in other.wenhao}
        by_name = bool(named & other_names) or other.doc_id in by_title | in_part | titled
        exact = (bool(set(reference.identifiers) & (other.codes | other.wenhao)) or bool(source.codes & other.codes)
                 or other.doc_id in by_title | titled)
        # A similar title counts only with something that names the version (an edition, a date, a year).
        loose = by_name or _related(source, other) or (other.doc_id in similar and reference.names_something())
        # Without its identifier or title written out, a match is another body's alike rule ("Second Edition" of
        # another utility's "Schedule of Charges", a bare "[2021]3", 《居民阶梯水价实施方案》 of another city) unless
        # the two headers name the same issuer.
        if exact or (loose and (likeness is None or likeness.same_issuer(source, other))):
            candidates.append(other)
    if not candidates and likeness is not None:
        found = _resolve_by_wording(reference, source, likeness)
        if found is not None:
            return found
    if not candidates:
        return None, "names no document in the corpus"
    if reference.vague:
        earlier = [c for c in candidates if c.start and source.start and c.start < source.start and _related(source, c)]
        if not earlier:
            return None, "names 'the previous version', and no earlier related version is known"
        return max(earlier, key=lambda c: c.start or date.min), None
    return _pick(reference, source, candidates, titled, similar, by_title | in_part)


def _resolve_by_wording(reference: VersionReference, source: _Doc,
                        likeness: _TextLikeness) -> tuple[_Doc, str] | None:
    """Named in words no title or identifier matches ("Board Resolution No. 21, s. 2021", "the previous by-law"):
    the nearest earlier document by wording, when alike enough. Identifiers may differ here: the statement itself
    says the two are versions (numbered resolutions and by-laws change number with each version). An amendment
    names the rule it amends precisely: one named by its number ("Section 3 of By-law No. 2018-91"), which no
    document carries, is not in the corpus, and an alike rule is another body's; found by wording, its base must
    come from the same issuer."""
    if not reference.newer or not source.start or (reference.relation == "amends" and reference.identifiers):
        return None
    alike = [(score, other) for score, other in likeness.neighbours(source)
             if score >= TEXT_LINK_AT_LEAST and other.start and other.start < source.start
             and (reference.relation != "amends" or likeness.same_issuer(source, other, both_ways=True))]
    if not alike:
        return None
    # What the statement names (a date, an edition, a year) picks among them; else the latest of those nearly as
    # alike as the nearest (a rule's versions are all alike; it replaces the last one).
    best = max(_names_version(reference, other) for _, other in alike)
    pick = ([item for item in alike if _names_version(reference, item[1]) == best] if best
            else [(score, other) for score, other in alike if score >= 0.8 * alike[0][0]])
    score, target = max(pick, key=lambda item: item[1].start or date.min)
    return target, f"by text likeness {score:.2f}"


def _pick(reference: VersionReference, source: _Doc, candidates: list[_Doc], titled: set[str], similar: set[str],
          by_title: set[str]) -> tuple[_Doc | None, str | None]:
    """The candidate a statement names best: by its 文号 or serial number, what it names of the version, its title
    written out (`titled`) or quoted (`by_title`), then the same rule's."""
    scored = []
    for other in candidates:
        score = 0
        score += 4 * len(set(reference.identifiers) & other.wenhao)
        score += 3 * bool(not set(reference.identifiers) & other.wenhao
                          and {serial_key(i) for i in reference.identifiers if "[" in i} & {serial_key(i) for i in other.wenhao})
        score += _names_version(reference, other)
        score += 3 * (other.doc_id in titled)  # its title written out in the statement
        score += len(set(reference.identifiers) & other.codes) + (other.doc_id in by_title)
        # The same rule rather than another issuer's numbered alike ("[2019]14" is many bodies' 14th of 2019).
        score += bool(_related(source, other) or other.doc_id in similar)
        score += 2 * _overlap(source.words, other.words)
        scored.append((score, other))
    best = max(score for score, _ in scored)
    top = [other for score, other in scored if score == best and score > 0]
    if not top:
        return None, "names a version no document matches"
    if len(top) > 1:
        # Several documents match equally (the rule's identifier or title; a principal and its consolidation that
        # carry the same number): what a statement replaces is the latest of them before it.
        if reference.newer and source.start:
            earlier = [c for c in top if c.start and c.start < source.start]
            if earlier:
                return max(earlier, key=lambda c: c.start or date.min), None
        return None, f"matches {len(top)} documents equally ({', '.join(sorted(c.doc_id for c in top))})"
    return top[0], None


def _statements_to_resolve(references: tuple[VersionReference, ...]) -> list[VersionReference]:
    """A document's statements, less amendments of a part that name no rule ("Item 4 of the Schedule is amended to
    read", "将第三条…修改为…") where another statement names the rule amended: the part is of that rule."""
    named = any(ref.newer and ref.names_something() and not ref.proposed for ref in references)
    kept, seen = [], set()
    for ref in references:
        if ref.relation == "amends":
            if named and ref.part and ref.vague:
                continue
            # "Section 3 of By-law No. 2018-91 is deleted …", "Section 6 of By-law No. 2018-91 …": one rule amended
            name = (ref.identifiers, ref.title, ref.years, ref.dates, ref.edition, ref.version_label, ref.vague)
            if name in seen:
                continue
            seen.add(name)
        kept.append(ref)
    return kept


_Pair = tuple[str, str]  # (older, newer) doc ids
_Unordered = list[tuple[_Doc, _Doc, str, str]]  # (a, b, cue, evidence) of links without a direction


def build_chains(documents: Iterable[DocumentVersion]) -> VersionChains:
    """Chains over every document that has at least one other version (see the module docstring)."""
    docs_by_id: dict[str, _Doc] = {}
    for doc in documents:
        docs_by_id[doc.doc_id] = _prepare(doc)  # the same document listed twice counts once
    docs = list(docs_by_id.values())
    result = VersionChains(places={doc.doc_id: place for doc in docs if (place := opening_place(doc.doc))})
    union = _Union()
    likeness = _TextLikeness(docs, result.places)
    # 1. statements
    ordered_pairs, ends = _link_statements(docs, _Index(docs), likeness, union, result)
    # 2-3. identifiers and titles; the text
    unordered = _shared_links(docs, likeness)
    for a, b, _, _ in unordered:
        union.join(a.doc_id, b.doc_id)
    unordered.extend(_text_links(likeness, union))

    # 4. order each chain; 5. validity windows
    components: dict[str, list[_Doc]] = {}
    for doc in docs:
        if doc.doc_id in union.parent:
            components.setdefault(union.find(doc.doc_id), []).append(doc)
    for members in components.values():
        if len(members) < 2:
            continue
        chain = _order(members, ordered_pairs, result.conflicts)
        if len(chain) >= 2:
            _place_chain(chain, unordered, ordered_pairs, ends, result)
    result.links.extend(VersionLink(*_by_start(a, b), cue, evidence) for a, b, cue, evidence in unordered)
    return result


def _link_statements(docs: list[_Doc], index: _Index, likeness: _TextLikeness, union: _Union,
                     result: VersionChains) -> tuple[dict[_Pair, str], dict[str, tuple[date, str]]]:
    """Cue 1: every statement resolved to the document it names, joined in `union` and listed in `result`; returns
    (older, newer) -> "<cue>: <the statement>" and doc_id -> (last day, cue) from repeal dates."""
    ordered_pairs: dict[_Pair, str] = {}
    ends: dict[str, tuple[date, str]] = {}
    for source in docs:
        for reference in _statements_to_resolve(source.cues.references):
            if reference.relation == "repealed_self":
                if reference.with_effect_from:
                    ends[source.doc_id] = (date.fromisoformat(reference.with_effect_from) - timedelta(days=1), "repeal_date")
                continue
            if reference.proposed:
                result.conflicts.append(f"{source.doc_id}: proposed, not in force, no link: {reference.text[:160]!r}")
                continue
            target, why = _resolve(reference, source, index, likeness)
            if target is None:
                result.conflicts.append(f"{source.doc_id}: statement unresolved ({why}): {reference.text[:160]!r}")
                continue
            if why:  # resolved, but only by wording: say so
                result.conflicts.append(f"{source.doc_id}: statement resolved to {target.doc_id} {why}: "
                                        f"{reference.text[:160]!r}")
            older, newer = (target, source) if reference.newer else (source, target)
            cue = "amends" if reference.relation == "amends" else "statement"
            ordered_pairs[(older.doc_id, newer.doc_id)] = f"{cue}: {reference.text}"
            union.join(older.doc_id, newer.doc_id)
            result.links.append(VersionLink(older.doc_id, newer.doc_id, cue, reference.text))
            if reference.newer and reference.with_effect_from:
                ends[older.doc_id] = (date.fromisoformat(reference.with_effect_from) - timedelta(days=1), "repeal_date")
    return ordered_pairs, ends


def _shared_links(docs: list[_Doc], likeness: _TextLikeness) -> _Unordered:
    """Cues 2-3: pairs sharing an identifier or a title (dated documents only: an undated manual is no version of
    anything)."""
    dated = [doc for doc in docs if doc.start is not None]
    by_code: dict[str, list[_Doc]] = {}
    by_key: dict[str, list[_Doc]] = {}
    for doc in dated:
        for code in doc.codes:
            by_code.setdefault(code, []).append(doc)
        if doc.key:
            by_key.setdefault(doc.key, []).append(doc)
    unordered: _Unordered = []
    for code, members in sorted(by_code.items()):
        for a, b in pairwise(members):
            if _same_language(a, b):
                unordered.append((a, b, "shared_identifier", code))
    # A version's own number shared by two documents (a by-law and its office consolidation, a notice and its
    # reprint, a 批示 citing the one it revokes) makes them versions of one rule — when the number carries its issuer
    # ("东政规[2013]5", "CPS[2019]1"), or the titles agree, or the texts are alike from the same issuer: a bare
    # "[2019]14" is many bodies' 14th instrument of 2019.
    by_serial: dict[str, list[_Doc]] = {}
    for doc in dated:
        for serial in doc.wenhao:
            by_serial.setdefault(serial, []).append(doc)
    for serial, members in sorted(by_serial.items()):
        issuer = not serial.startswith(("[", "公告["))  # "公告" says the kind, not who issued it
        for i, a in enumerate(members):
            for b in members[i + 1:]:
                if _same_language(a, b) and (issuer or _overlap(a.words, b.words) >= 0.5 or likeness.alike(a, b)):
                    unordered.append((a, b, "shared_identifier", serial))
    for key, members in sorted(by_key.items()):
        for i, a in enumerate(members):
            for b in members[i + 1:]:
                if _related(a, b) and not (a.codes & b.codes):
                    unordered.append((a, b, "same_title", key))
    return unordered


def _place_chain(chain: list[_Doc], unordered: _Unordered, ordered_pairs: dict[_Pair, str],
                 ends: dict[str, tuple[date, str]], result: VersionChains) -> None:
    """Each version's lineage in an ordered chain: its window (to the day before its successor starts, or a stated
    repeal date) and the cue that links it to its predecessor (a statement's beats the others')."""
    in_chain = {doc.doc_id for doc in chain}
    pair_cue = {}
    for a, b, cue, evidence in unordered:
        if a.doc_id in in_chain and b.doc_id in in_chain:
            pair_cue.setdefault(frozenset((a.doc_id, b.doc_id)), f"{cue}: {evidence}")
    for (older, newer), text in ordered_pairs.items():
        if older in in_chain and newer in in_chain:
            pair_cue[frozenset((older, newer))] = text
    group = _group_name(chain)
    for position, doc in enumerate(chain):
        successor = chain[position + 1] if position + 1 < len(chain) else None
        predecessor = chain[position - 1] if position > 0 else None
        valid_until, end_cue = None, None
        if successor is not None and successor.start is not None:
            valid_until, end_cue = successor.start - timedelta(days=1), "successor_start"
        if doc.doc_id in ends and (valid_until is None or ends[doc.doc_id][0] < valid_until):
            valid_until, end_cue = ends[doc.doc_id]
        if valid_until is not None and doc.start is not None and valid_until < doc.start:
            result.conflicts.append(f"{doc.doc_id}: would end ({valid_until}) before it starts ({doc.start}); "
                                    f"its end is dropped")
            valid_until, end_cue = None, None
        linked = None
        if predecessor is not None:
            linked = pair_cue.get(frozenset((predecessor.doc_id, doc.doc_id)), "chain order (dates)")
        result.lineage[doc.doc_id] = Lineage(
            group=group, position=position, n_versions=len(chain), valid_until=valid_until,
            successor=successor.doc_id if successor else None, valid_from=doc.start, start_cue=doc.start_cue,
            end_cue=end_cue, predecessor=predecessor.doc_id if predecessor else None, linked_by=linked,
        )
    _keep_amended(chain, pair_cue, result)


def _amendment_of_part(newer: _Doc) -> str | None:
    """The sentence by which a document amends a part of a rule it does not name ("Item 2 of Schedule 2 is amended to
    read …"): chained to its predecessor by another cue (title, identifier, wording), it amends that predecessor."""
    return next((ref.text for ref in newer.cues.references
                 if ref.relation == "amends" and ref.part and not ref.proposed and not ref.names_something()), None)


def _keep_amended(chain: list[_Doc], pair_cue: dict[frozenset[str], str], result: VersionChains) -> None:
    """A version followed by amendments of part of it (a run of "amends" links) keeps the provisions they leave alone
    in force until the last of them ends. A link made by another cue to a document that amends a part of a rule it
    does not name (`_amendment_of_part`) is such a link too."""
    for older, newer in pairwise(chain):
        cue = pair_cue.get(frozenset((older.doc_id, newer.doc_id)), "")
        part = _amendment_of_part(newer)
        if part and not cue.startswith(("statement:", "amends:")):
            pair_cue[frozenset((older.doc_id, newer.doc_id))] = f"amends: {part}"
            result.lineage[newer.doc_id] = replace(result.lineage[newer.doc_id], linked_by=f"amends: {part}")
    for position, doc in enumerate(chain):
        run: list[str] = []
        for older, newer in pairwise(chain[position:]):
            if not pair_cue.get(frozenset((older.doc_id, newer.doc_id)), "").startswith("amends:"):
                break
            run.append(newer.doc_id)
        if run:
            kept_until = result.lineage[run[-1]].valid_until
            result.lineage[doc.doc_id] = replace(result.lineage[doc.doc_id], amended_by=tuple(run),
                                                 kept_until=kept_until)


def _text_links(likeness: _TextLikeness, union: _Union) -> list[tuple[_Doc, _Doc, str, str]]:
    """Cue 4: a dated document no other cue chained, joined to the chain of its nearest neighbour by wording when
    that chain has no closer outsider (mutual nearness: two rules that merely read alike each have a nearer
    version of their own) and the likeness reaches `TEXT_LINK_AT_LEAST`. Identifiers that differ forbid it."""
    members: dict[str, list[str]] = {}
    for doc in likeness.docs:
        members.setdefault(union.find(doc.doc_id), []).append(doc.doc_id)
    links = []
    for doc in likeness.docs:
        if len(members[union.find(doc.doc_id)]) > 1:
            continue  # already chained by a stronger cue
        near = likeness.neighbours(doc)
        if not near or near[0][0] < TEXT_LINK_AT_LEAST:
            continue
        score, other = near[0]
        if bool(doc.codes) != bool(other.codes) or (doc.codes and not doc.codes & other.codes):
            continue  # a rule's identifier is carried by its versions: one with another or none is another rule
        codes = opening_code(doc.doc.title), opening_code(other.doc.title)
        if all(codes) and codes[0] != codes[1]:
            continue  # "P-07 Schedule of Fees" / "FS-01 Schedule of Fees: …": two bodies' schedules, alike in wording
        if not likeness.same_issuer(doc, other, both_ways=True):
            continue
        chain = set(members[union.find(other.doc_id)])
        rival = max((s for member in chain for s, o in likeness.neighbours(likeness.by_id[member])
                     if o.doc_id not in chain and o.doc_id != doc.doc_id), default=0.0)
        if rival >= score:
            continue  # that chain has a nearer outsider: `doc` is only alike
        union.join(doc.doc_id, other.doc_id)
        members[union.find(doc.doc_id)] = sorted(chain | {doc.doc_id})
        links.append((doc, other, "similar_text", f"text likeness {score:.2f}"))
    return links


def _by_start(a: _Doc, b: _Doc) -> tuple[str, str]:
    return (a.doc_id, b.doc_id) if (a.start or date.max, a.doc_id) <= (b.start or date.max, b.doc_id) else (b.doc_id, a.doc_id)


def _sort_key(doc: _Doc) -> tuple[date, int, str]:
    return (doc.start or date.max, doc.cues.edition or 0, doc.doc_id)


def _order(members: list[_Doc], ordered_pairs: dict[tuple[str, str], str], conflicts: list[str]) -> list[_Doc]:
    """Oldest first: statements' directions as hard constraints, then start date, edition, id."""
    ids = {doc.doc_id: doc for doc in members}
    edges = {(older, newer) for older, newer in ordered_pairs if older in ids and newer in ids}
    for older, newer in sorted(edges):
        a, b = ids[older], ids[newer]
        if a.start and b.start and a.start > b.start:
            conflicts.append(f"{newer} states it replaces {older}, but {older} starts later ({a.start} > {b.start}); "
                             "the statement wins")
    # Undated versions stay only where a statement places them.
    placed = {doc_id for edge in edges for doc_id in edge}
    for doc in members:
        if doc.start is None and doc.doc_id not in placed:
            conflicts.append(f"{doc.doc_id}: no date and no statement places it; left out of its chain")
    nodes = [doc for doc in members if doc.start is not None or doc.doc_id in placed]
    # An undated version a statement places before others sorts as the day before the earliest of them, so that a
    # dated version no statement mentions is not put ahead of it merely for having a date.
    proxy = {older: min((ids[newer].start for o, newer in edges if o == older and ids[newer].start), default=None)
             for older, _ in edges if ids[older].start is None}

    def key(doc: _Doc) -> tuple[date, int, str]:
        stand_in = proxy.get(doc.doc_id)
        return (stand_in - timedelta(days=1), *_sort_key(doc)[1:]) if stand_in else _sort_key(doc)

    incoming = Counter(newer for _, newer in edges)
    heap: list[tuple[tuple[date, int, str], str]] = []
    for doc in nodes:
        if incoming[doc.doc_id] == 0:
            heappush(heap, (key(doc), doc.doc_id))
    chain: list[_Doc] = []
    while heap:
        _, doc_id = heappop(heap)
        chain.append(ids[doc_id])
        for older, newer in sorted(edges):
            if older == doc_id:
                incoming[newer] -= 1
                if incoming[newer] == 0:
                    heappush(heap, (key(ids[newer]), newer))
    if len(chain) < len(nodes):
        conflicts.append(f"statements form a cycle among {sorted(d.doc_id for d in nodes if d not in chain)}; "
                         "ordered by date instead")
        chain = sorted(nodes, key=_sort_key)
    for a, b in pairwise(chain):
        if a.start and b.start and a.start == b.start:
            conflicts.append(f"{a.doc_id} and {b.doc_id} start the same day ({a.start}); ordered by edition, then id")
        if a.cues.edition and b.cues.edition and a.cues.edition > b.cues.edition:
            conflicts.append(f"{a.doc_id} (edition {a.cues.edition}) precedes {b.doc_id} (edition {b.cues.edition}) "
                             "by date; dates win")
    return chain


def _group_name(chain: list[_Doc]) -> str:
    codes = Counter(code for doc in chain for code in doc.codes)
    if codes:  # the code most versions carry; ties by name (set order differs between processes)
        return min(codes, key=lambda code: (-codes[code], code))
    return chain[-1].key or chain[-1].doc_id
