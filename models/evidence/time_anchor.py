"""Query time anchors: the as-of date a question is about, and how sure we are of it
(docs/design.md#time-anchors-and-validity).

Pure functions over the query string; "today" is passed in so results are reproducible (the sample corpus
pins its own today, and tests must not depend on the wall clock).

The as-of date decides which version of a rule is evidence: a question about 2019 must be answered from the
version in force in 2019, even though a newer one exists; a question about "now" must not be answered from a
version adopted but not yet in force. DCEE's temporal head consumes both `as_of` and `confidence`.

Anchors recognised, strongest first (`confidence` defaults in `AnchorConfig`):
  - explicit date:  "March 3, 2021", "3 March 2021", "2021-03-03", "2021/03/03", "2021年3月3日" → that day;
  - explicit month: "March 2021", "2021年3月" → its last day (see below);
  - day without a year: "9月1日执行后", "from 1 September" → that day in today's year;
  - year:           "in 2019", "fiscal 2019", "FY2019", "2019年" → Dec 31 (see below); a split year ("the
                    2022-23 financial year", "the 2019/20 season") → Dec 31 of its first year; "2021年上半年",
                    "first half of 2021", "H1 2021" → June 30; "before the 2025/26 school year" → the day
                    before it starts (1 September; a financial year 1 April: version_cues `YEAR_STARTS`);
                    Taiwan's "民國110年", "110年2月" = 2021;
                    "since 2021", "2021年以来" → today (a span from that year up to now ends today);
  - present:        current/currently/latest/now/today/this year/at the moment/现在/当前/目前/最新/现行/今年
                    → today ("current" in "current draw", "rated current" is the electrical quantity);
  - relative:       "last year", "去年" → Dec 31 of today.year - 1, "next year", "明年" → of today.year + 1, "前年",
                    "后年", "the year before last", "the year after next" (kind "year", lower confidence); a month or
                    day of one ("明年7月", "明年7月1日") is an explicit date in that year;
  - mid-year:       "mid-2019", "2019年年中" → 30 June, as the first half;
  - autumn term:    "2026年秋季学期", "the 2026 fall semester", "autumn term 2026" → 1 September of that year;
  - nothing:        → today, low confidence (without an anchor the as-of date is today:
                    docs/design.md#time-anchors-and-validity).
Numeric forms whose field order is ambiguous ("03/04/2021", "03/2021", "2021-03") are deliberately not
anchors: "03/2021" also reads as a ratio or a part number, and a wrong anchor is worse than none (the
"none" anchor still answers for today, with a confidence the temporal head can discount).

Why a month or year maps to its LAST day: a question "what was the fee in 2019?" asks for the rule that
applied during 2019. With the last day, every version that took effect during the period counts as in force
(its effective date is ≤ as_of), so the answer is the rule the period ended with — the one a reader of that
year's invoices would quote. The first day would make a version adopted in, say, April 2019 "not yet
effective" for a question about 2019. The sample corpus's own historical questions carry as-of dates inside
the year (e.g. 2020-07-01) and pick the same version as Dec 31 does, because its versions change years apart.
Exception: when the named period contains today, the period is not over, and its later days lie in the
future, so as_of is today — otherwise "what is the fee in 2026?" asked in June 2026 would count a policy that
only takes effect in October as in force.

Why years are checked for context: equipment text is full of four-digit numbers that are not years
("HX-2000", "E2019", "2019.5 kg", "USD 2019", "2000 hours"). A four-digit number is a year only when it is
1900-2100, stands alone (not glued to letters, a hyphen, a decimal point, a currency sign or a unit), and is
not the number of a model code written with a space ("HX 2000": an upper-case code of 1-4 letters before it,
in a query that has lower-case letters, so an all-capitals query "FEE IN 2019" still anchors).

"Before April 2024", "prior to 2021", "2024年4月以前": the day before the named period starts (a question about
what applied before a change must not be answered by the change itself).

When a query holds several anchors, the strongest kind wins (explicit date > year > present > relative);
among anchors of that kind the latest as_of wins (a question spanning 2019-2024 ends in 2024, the same
end-of-period rule as above).
"""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass
from datetime import date

from models.documents.metadata import MONTH_PATTERN, MONTHS
from models.evidence.version_cues import SPLIT_YEAR, YEAR_STARTS, normalise, split_year_first, year_kind


@dataclass(frozen=True)
class AnchorConfig:
    """Confidence per anchor kind. Valid values: floats in [0, 1]."""

    explicit_date: float = 1.0  # a day or a month spelled out
    year: float = 0.9  # "in 2019", "2019年"
    current: float = 0.8  # explicit present ("current", "现行")
    relative: float = 0.7  # "last year", "去年": depends on when the question was asked
    none: float = 0.3  # nothing found: today, but only by default
    min_year: int = 1900  # plausible years, inclusive
    max_year: int = 2100

    def __post_init__(self) -> None:
        for name in ("explicit_date", "year", "current", "relative", "none"):
            value = getattr(self, name)
            if not 0.0 <= value <= 1.0:
                raise ValueError(f"{name} confidence must be in [0, 1], got {value}")
        if self.min_year > self.max_year:
            raise ValueError(f"min_year {self.min_year} > max_year {self.max_year}")


DEFAULT_ANCHOR_CONFIG = AnchorConfig()

# kind values: "explicit_date" | "year" | "current" | "none" ("last year" is a "year" anchor with the
# relative confidence; a month is an "explicit_date").
ANCHOR_KINDS = ("explicit_date", "year", "current", "none")


@dataclass(frozen=True)
class TimeAnchor:
    as_of: date
    confidence: float
    kind: str  # "explicit_date" | "year" | "current" | "none"
    text: str | None  # the words that set the anchor, as written in the query; None for "none"


_MONTHS = MONTHS
_MONTH = MONTH_PATTERN
# Not glued to a letter, digit or code joiner on the left, nor to a digit/letter/decimal on the right.
_LEFT = r"(?<![A-Za-z0-9_\-./$¥€£])"
_RIGHT = r"(?![0-9A-Za-z]|[.,]\d|-\d|/\d)"

# Day precision, English and ISO.
_DAY_FORMS = [
    re.compile(r"\b" + _MONTH + r"\s+(?P<day>\d{1,2})(?:st|nd|rd|th)?,?\s+(?P<year>\d{4})" + _RIGHT, re.IGNORECASE),
    re.compile(r"\b(?P<day>\d{1,2})(?:st|nd|rd|th)?\s+" + _MONTH + r",?\s+(?P<year>\d{4})" + _RIGHT, re.IGNORECASE),
    re.compile(_LEFT + r"(?P<year>\d{4})(?P<sep>[-/.])(?P<nmonth>\d{1,2})(?P=sep)(?P<day>\d{1,2})" + _RIGHT),
    re.compile(r"(?<!\d)(?P<year>\d{4})\s*年\s*(?P<nmonth>\d{1,2})\s*月\s*(?P<day>\d{1,2})\s*[日号]"),
]
# Month precision.
_MONTH_FORMS = [
    re.compile(r"\b" + _MONTH + r",?\s+(?P<year>\d{4})" + _RIGHT, re.IGNORECASE),
    re.compile(r"(?<!\d)(?P<year>\d{4})\s*年\s*(?P<nmonth>\d{1,2})\s*月(?!\s*\d)"),
]
# A split year: "2022-23", "2019/20", "FY2022/23"; four digits after a slash ("2021/2022"), since "2021-2022" is
# also a range of years, unless a year's name follows ("the 2025-2026 school year"). The pattern and the years'
# conventional starts are those documents are read with (models.evidence.version_cues `SPLIT_YEAR`, `YEAR_STARTS`).
_SPLIT_YEAR = SPLIT_YEAR
_YEAR_CANDIDATE = re.compile(r"(?<!\d)(?P<fy>FY\s?)?(?P<year>\d{4})(?!\d)", re.IGNORECASE)
# A day and month without a year ("9月1日执行后", "from 1 September", "on March 3"): in today's year.
_DAY_WITHOUT_YEAR = [
    re.compile(r"(?<!\d)(?<!\d年)(?P<nmonth>\d{1,2})\s*月\s*(?P<day>\d{1,2})\s*[日号](?!\d)"),
    re.compile(r"\b(?P<day>\d{1,2})(?:st|nd|rd|th)?\s+" + _MONTH + r"\b(?!,?\s+\d)", re.IGNORECASE),
    re.compile(r"\b" + _MONTH + r"\s+(?P<day>\d{1,2})(?:st|nd|rd|th)?\b(?!,?\s+\d|\d)", re.IGNORECASE),
]
# Taiwan's Republic-of-China years in a question: "民國110年", "110年2月" (year + 1911).
_ROC_YEAR = re.compile(r"(?:中華民國|中华民国|民國|民国)\s*(?P<roc>\d{1,3})\s*年|(?<![\d.])(?P<bare>1[0-2]\d)\s*年(?=\s*\d{1,2}\s*月)")
# Half years: "2021年上半年", "first half of 2021", "H1 2021" end on 30 June; the second half on 31 December.
_FIRST_HALF_AFTER = re.compile(r"\s*(?:的)?上半年")
_FIRST_HALF_BEFORE = re.compile(r"(?:\bfirst\s+half\s+(?:of\s+)?|\bH1\s*)$", re.IGNORECASE)
# A number followed by one of these is a quantity, not a year. Valid entries: lower-case unit words.
_UNITS = {
    "kg", "g", "t", "mg", "mm", "cm", "m", "km", "kw", "w", "mw", "kwh", "v", "kv", "a", "ma", "hz", "rpm",
    "bar", "mbar", "psi", "pa", "kpa", "mpa", "nm", "l", "ml", "h", "hr", "hrs", "hour", "hours", "min",
    "mins", "minutes", "s", "sec", "seconds", "days", "pcs", "units", "items", "usd", "rmb", "cny", "eur",
    "yuan", "dollars", "°c", "°f", "℃", "%", "x",
}
_CJK_UNITS = "元个台件次天小时分钟秒公斤千克米毫米升瓦伏转"
_CURRENCY_BEFORE = re.compile(r"(?:\b(?:usd|rmb|cny|eur|no\.?|#)\s*)$", re.IGNORECASE)
_SINCE_BEFORE = re.compile(r"\bsince\s+$", re.IGNORECASE)
_SINCE_AFTER = re.compile(r"\s*以来")
_RANGE_BEFORE = re.compile(r"(?<![A-Za-z0-9_\-./])\d{4}\s*[-–—~]\s*$")
_GLUED_AFTER = re.compile(r"[A-Za-z%°℃]|[.,]\d|/\d|[-–—](?!\d{4}(?!\d))\w")
_CODE_BEFORE = re.compile(r"(?:^|\s)(?P<code>[A-Z]{1,4})\s$")

_PRESENT = re.compile(
    r"\b(?:current|currently|latest|now|nowadays|today|this\s+year|as\s+of\s+today|at\s+the\s+moment|"
    r"at\s+present|presently)\b|现在|当前|目前|最新|现行|今年|当下|如今",
    re.IGNORECASE,
)
# "current" is also the electrical quantity ("current draw", "rated current"): not a time word there.
_ELECTRICAL_AFTER = re.compile(
    r"\s+(?:draw|rating|limit|consumption|sensor|transformer|loop|output|input)s?\b", re.IGNORECASE
)
_ELECTRICAL_BEFORE = re.compile(
    r"\b(?:rated|input|output|leakage|motor|inrush|load|peak|supply|max(?:imum)?|nominal)\s+$", re.IGNORECASE
)
# Years named from today: "last year", "去年" (-1), "next year", "明年" (+1), "the year after next", "后年" (+2), "the
# year before last", "前年" (-2); "明年7月", "去年3月" name a month of that year, "明年7月1日" a day.
_ZH_OFFSETS = {"去年": -1, "明年": 1, "前年": -2, "后年": 2, "後年": 2}
_ZH_RELATIVE = "|".join(_ZH_OFFSETS)
_EN_OFFSETS = {"the year before last": -2, "the year after next": 2, "last year": -1, "next year": 1}
_RELATIVE_YEAR = re.compile(r"\b(?P<en>" + "|".join(name.replace(" ", r"\s+") for name in _EN_OFFSETS) + r")\b|"
                            r"(?P<rel>" + _ZH_RELATIVE + ")", re.IGNORECASE)
_RELATIVE_MONTH = re.compile(r"(?P<rel>" + _ZH_RELATIVE + r")\s*(?P<nmonth>\d{1,2})\s*月(?!\s*\d)")
_RELATIVE_BEFORE = re.compile(r"(?P<rel>" + _ZH_RELATIVE + r")\s*$")
# "mid-2019", "mid 2019", "2019年年中": the middle of the year, 30 June (as the first half's end).
_MID_BEFORE = re.compile(r"\bmid-?\s*$", re.IGNORECASE)
_MID_AFTER = re.compile(r"\s*年中(?![国國文央心])")
# An autumn (fall) term or semester of a year, or its autumn: "2026年秋季学期起", "the 2026 fall semester", "autumn
# term 2026" -> 1 September (a school year's start, version_cues `YEAR_STARTS`).
_AUTUMN = re.compile(r"(?<!\d)(?P<year>\d{4})\s*年?\s*(?:秋季学期|秋季|秋学期)|\b(?:autumn|fall)\s+(?:term|semester)\s+"
                     r"(?:of\s+)?(?P<year2>\d{4})\b|\b(?P<year3>\d{4})\s+(?:autumn|fall)\s+(?:term|semester)\b", re.IGNORECASE)


def _relative_offset(match: re.Match[str]) -> int:
    """How many years from today a `_RELATIVE_YEAR`, `_RELATIVE_MONTH` or `_RELATIVE_BEFORE` match names."""
    if match.groupdict().get("en"):
        return _EN_OFFSETS[" ".join(match["en"].lower().split())]
    return _ZH_OFFSETS[match["rel"]]


def _relative_year_before(query: str, start: int) -> int:
    """The offset of a relative year written right before `start` ("明年7月1日"), else 0."""
    before = _RELATIVE_BEFORE.search(query[:start])
    return _relative_offset(before) if before else 0


_KIND_RANK = {"explicit_date": 3, "year": 2, "current": 1, "relative": 0}


@dataclass(frozen=True)
class _Found:
    kind: str  # "explicit_date" | "year" | "current" | "relative"
    as_of: date
    text: str
    start: int
    end: int
    first_day: date | None = None  # a split school or financial year's first day (`YEAR_STARTS`)


def _month_of(match: re.Match[str]) -> int:
    groups = match.groupdict()
    name = (groups.get("month") or "").lower().rstrip(".")
    return _MONTHS.get(name) or int(groups.get("nmonth") or 0)


def _end_of_period(first: date, last: date, today: date) -> date:
    """The last day of a named period, or today when the period contains today (see module docstring)."""
    return today if first <= today <= last else last


def _plausible(year: int, config: AnchorConfig) -> bool:
    return config.min_year <= year <= config.max_year


def _explicit(query: str, today: date, config: AnchorConfig) -> list[_Found]:
    found: list[_Found] = []
    for pattern in _DAY_FORMS:
        for match in pattern.finditer(query):
            year = int(match["year"])
            if not _plausible(year, config):
                continue
            try:
                day = date(year, _month_of(match), int(match["day"]))
            except ValueError:
                continue  # 2021-13-45 is not a date
            found.append(_Found("explicit_date", day, match.group(), match.start(), match.end()))
    for pattern in _MONTH_FORMS:
        for match in pattern.finditer(query):
            if any(f.start <= match.start() < f.end for f in found):
                continue  # the month of a full date already found
            month_name = match.groupdict().get("month")
            if month_name == "may":
                continue  # lower-case "may 2021" is more likely the verb than the month
            year, month = int(match["year"]), _month_of(match)
            if not _plausible(year, config) or not 1 <= month <= 12:
                continue
            first = date(year, month, 1)
            last = date(year, month, calendar.monthrange(year, month)[1])
            as_of = _end_of_period(first, last, today)
            found.append(_Found("explicit_date", as_of, match.group(), match.start(), match.end()))
    for pattern in _DAY_WITHOUT_YEAR:
        for match in pattern.finditer(query):
            if any(f.start <= match.start() < f.end or match.start() <= f.start < match.end() for f in found):
                continue  # part of a date that has its year
            if match.groupdict().get("month") == "may":
                continue  # "may 5" is more likely the verb
            unit = re.match(r"\s*([A-Za-z°℃%]+)", query[match.end():])
            if unit and unit.group(1).lower() in _UNITS:
                continue  # "March 3 units" is a quantity
            try:
                day = date(today.year + _relative_year_before(query, match.start()), _month_of(match), int(match["day"]))
            except ValueError:
                continue
            found.append(_Found("explicit_date", day, match.group(), match.start(), match.end()))
    return found + _named_from_today(query, today, found)


def _named_from_today(query: str, today: date, taken: list[_Found]) -> list[_Found]:
    """Months of relative years ("明年7月": its last day, or today while it lasts) and autumn terms ("2026年秋季学期":
    1 September), not already part of a date found."""
    found: list[_Found] = []
    for match in _RELATIVE_MONTH.finditer(query):
        year, month = today.year + _relative_offset(match), int(match["nmonth"])
        if 1 <= month <= 12 and not any(f.start <= match.end() - 1 < f.end for f in taken):
            last = date(year, month, calendar.monthrange(year, month)[1])
            found.append(_Found("explicit_date", _end_of_period(date(year, month, 1), last, today), match.group(),
                                match.start(), match.end()))
    for match in _AUTUMN.finditer(query):
        year = int(match["year"] or match["year2"] or match["year3"])
        first = date(year, *YEAR_STARTS["school"])
        found.append(_Found("explicit_date", first, match.group(), match.start(), match.end(), first))
    return found


def _gregorian_years(query: str) -> str:
    """The query with Republic-of-China years written as Gregorian ones ("110年2月" -> "2021年2月")."""
    return _ROC_YEAR.sub(lambda m: f"{1911 + int(m['roc'] or m['bare'])}年", query)


def _is_year_in_context(query: str, match: re.Match[str], config: AnchorConfig) -> bool:
    year = int(match["year"])
    if not _plausible(year, config):
        return False
    start, end = match.start(), match.end()
    if match["fy"]:
        before_ok = start == 0 or not query[start - 1].isascii() or not query[start - 1].isalnum()
        return before_ok  # "FY2019", "FY 2019": explicitly a (fiscal) year
    before = query[:start]
    if _RANGE_BEFORE.search(before):
        return True  # the second year of "2019-2024"
    if _MID_BEFORE.search(before):
        return True  # "mid-2019"
    if before and (before[-1] in "-_./\\$¥€£#" or (before[-1].isascii() and before[-1].isalnum())):
        return False  # "HX-2000", "E2019", "v.2019", "$2019"
    if _CURRENCY_BEFORE.search(before):
        return False  # "USD 2019", "No. 2019"
    code = _CODE_BEFORE.search(before)
    if code and code["code"] != "FY" and any(char.islower() for char in query):
        return False  # "HX 2000" in a normally written query
    after = query[end:]
    if _GLUED_AFTER.match(after):
        return False  # "2019kg", "2019.5", "2019/20", "2000-B" (but "2019-2024" is a range)
    if after and after[0] in _CJK_UNITS:
        return False  # "2019台", "2000元"
    unit = re.match(r"\s+([A-Za-z°℃%]+)", after)
    if unit and unit.group(1).lower() in _UNITS:
        return False  # "2019 kg", "2000 hours"
    return True


def _split_years(query: str, config: AnchorConfig) -> list[_Found]:
    """"the 2022-23 financial year", "the 2019/20 season", "FY2022/23", "2021/2022 school year": a year that
    straddles two calendar years, whose start differs by convention (July, April, October, a season's autumn).
    31 December of its first year lies inside it under every one, so that is its as-of date. A school or financial
    year also keeps its first day by the convention documents are read with (`YEAR_STARTS`: 1 September, 1 April),
    which "before the 2025/26 school year" needs."""
    found: list[_Found] = []
    for match in _SPLIT_YEAR.finditer(query):
        named = year_kind(query, match.end())
        year = split_year_first(match, named[0] if named else None)
        if year is not None and _plausible(year, config):
            # the year's name is part of the anchor ("2024/25学年以前": before the school year)
            first_day, end = (date(year, *YEAR_STARTS[named[0]]), named[1]) if named else (None, match.end())
            found.append(_Found("year", date(year, 12, 31), query[match.start():end], match.start(), end, first_day))
    return found


def _years(query: str, today: date, config: AnchorConfig, taken: list[_Found]) -> list[_Found]:
    found: list[_Found] = _split_years(query, config)
    taken = [*taken, *found]
    for match in _YEAR_CANDIDATE.finditer(query):
        if any(f.start <= match.start("year") < f.end for f in taken):
            continue  # the year of an explicit date or of a split year
        if not _is_year_in_context(query, match, config):
            continue
        year = int(match["year"])
        start, end = match.start(), match.end()
        if query[end : end + 1] == "年":
            end += 1
        since = _SINCE_BEFORE.search(query, 0, start) or _SINCE_AFTER.match(query, end)
        if since and year <= today.year:
            # "since 2021", "2021年以来": a span from that year up to now, whose end is today
            start, end = min(start, since.start()), max(end, since.end())
            found.append(_Found("year", today, query[start:end], start, end))
            continue
        half = (_FIRST_HALF_AFTER.match(query, end) or _FIRST_HALF_BEFORE.search(query[:start])
                or _MID_BEFORE.search(query[:start]) or _MID_AFTER.match(query, end))
        if half:
            start, end = min(start, half.start()), max(end, half.end())
            found.append(_Found("year", _end_of_period(date(year, 1, 1), date(year, 6, 30), today),
                                query[start:end], start, end))
            continue
        as_of = _end_of_period(date(year, 1, 1), date(year, 12, 31), today)
        found.append(_Found("year", as_of, query[start:end], start, end))
    return found


# "before April 2024", "before Glenmorven's April 2024 policy update": up to three words between.
# "Before the tree by-law was replaced in 2022": further, when the words between say the change.
_BEFORE = re.compile(r"\b(?:before|prior\s+to|earlier\s+than)\s+(?:the\s+)?(?:(?:[\w'’.-]+\s+){0,3}|(?:[\w'’.-]+\s+){0,6}?"
                     r"(?:was\s+|were\s+)?(?:replaced|revised|changed|amended|updated|introduced|adopted|raised|increased|"
                     r"reduced|superseded|took\s+effect|came\s+into\s+(?:force|effect))\s+(?:in|on|from)\s+)$", re.IGNORECASE)
# "2024年4月以前"; "2021年9月新标准执行以前", "2019年4月新版守則生效前", "2025年7月调价之前": a few characters saying the change
# may stand between the date and 前.
_BEFORE_ZH = re.compile(r"\s*(?:[^\s，,。；;？?！!]{0,10}?(?:执行|施行|实施|生效|调价|调整|修订|修正|发布|出台|实行|改版|上调|"
                        r"下调|启用|更新))?\s*(?:以前|之前|前(?=[，,。；;？?！!\s的]|$))")
_HAS_DAY = re.compile(r"\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{4}\s*[-/.]\s*\d{1,2}\s*[-/.]\s*\d{1,2}|日|"
                      r"\d{1,2}(?:st|nd|rd|th)?\s+[A-Za-z]+\.?,?\s+\d{4}")


def _period_start(found: _Found) -> date:
    """The first day of the period an anchor names (its as_of is the period's last day, or today)."""
    if found.first_day is not None:
        return found.first_day
    if found.kind == "year":
        return date(found.as_of.year, 1, 1)
    if _HAS_DAY.search(found.text):
        return found.as_of
    return found.as_of.replace(day=1)


def extract_time_anchor(query: str, today: date, config: AnchorConfig = DEFAULT_ANCHOR_CONFIG) -> TimeAnchor:
    """The as-of date of a question and the confidence in it (rules and precedence in the module docstring)."""
    # Full-width digits, traditional cue characters, dates in Chinese numerals ("二零二六年九月起") and ROC years, as
    # documents are read (models.evidence.version_cues.normalise), then "110年2月"-style ROC years.
    query = _gregorian_years(normalise(query))
    found = _explicit(query, today, config)
    found += _years(query, today, config, found)
    for match in _PRESENT.finditer(query):
        if match.group().lower() == "current" and (
            _ELECTRICAL_AFTER.match(query, match.end()) or _ELECTRICAL_BEFORE.search(query[: match.start()])
        ):
            continue
        found.append(_Found("current", today, match.group(), match.start(), match.end()))
    for match in _RELATIVE_YEAR.finditer(query):
        if not any(f.start <= match.start() < f.end for f in found):  # not the year of "明年7月"
            year = today.year + _relative_offset(match)
            found.append(_Found("relative", date(year, 12, 31), match.group(), match.start(), match.end()))
    if not found:
        return TimeAnchor(as_of=today, confidence=config.none, kind="none", text=None)
    # Strongest kind, then latest as_of, then first in the query (deterministic).
    best = max(found, key=lambda f: (_KIND_RANK[f.kind], f.as_of, -f.start))
    if best.kind in ("explicit_date", "year") and (_BEFORE.search(query[: best.start]) or _BEFORE_ZH.match(query, best.end)):
        # "Before April 2024", "prior to 2021", "2024年4月以前": the last day before the named period starts.
        best = _Found(best.kind, date.fromordinal(_period_start(best).toordinal() - 1), best.text, best.start, best.end)
    if best.kind == "relative":
        return TimeAnchor(as_of=best.as_of, confidence=config.relative, kind="year", text=best.text)
    confidence = {"explicit_date": config.explicit_date, "year": config.year, "current": config.current}[best.kind]
    return TimeAnchor(as_of=best.as_of, confidence=confidence, kind=best.kind, text=best.text)
