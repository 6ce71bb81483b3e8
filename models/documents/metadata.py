"""Document metadata rules: dates (PDF metadata, effective dates, last-updated lines), language, years.

Pure functions over strings. DCEE's temporal head depends on `effective_date` and `last_updated`, so the
patterns are deliberately strict: a date is taken only when a phrase says what it is (a bare date in a
footer is not an effective date).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from functools import lru_cache
from typing import Any

_MONTHS = {
    name: number
    for number, names in enumerate(
        [
            ("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",),
            ("june", "jun"), ("july", "jul"), ("august", "aug"), ("september", "sep", "sept"),
            ("october", "oct"), ("november", "nov"), ("december", "dec"),
        ],
        start=1,
    )
    for name in names
}
_MONTH = r"(?P<month>" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?"
# Shared with models/evidence/time_anchor.py (query dates use the same month names).
MONTHS = _MONTHS
MONTH_PATTERN = _MONTH

# English date forms: "April 1, 2024", "1 April 2024", "the 1st day of April, 2024", "2024-04-01", "2024/04/01".
# A weekday may precede either ("Monday, 14 October 2019", "Thursday 16 April 2026").
_WEEKDAY = r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?"
_EN_DATE_FORMS = [
    _WEEKDAY + _MONTH + r"\s+(?P<day>\d{1,2})(?:st|nd|rd|th)?,?\s+(?P<year>\d{4})",
    _WEEKDAY + r"(?P<day>\d{1,2})(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?" + _MONTH + r",?\s+(?P<year>\d{4})",
    r"(?P<year>\d{4})[-/.](?P<nmonth>\d{1,2})[-/.](?P<day>\d{1,2})",
]
_ISO_DATE = r"(?P<year>\d{4})\s*[-/.]\s*(?P<nmonth>\d{1,2})\s*[-/.]\s*(?P<day>\d{1,2})(?!\d)"
# Chinese: 2024年4月1日
_ZH_DATE = r"(?P<year>\d{4})\s*年\s*(?P<nmonth>\d{1,2})\s*月\s*(?P<day>\d{1,2})\s*日"

# Phrases that say a date is when a rule/policy takes effect. {date} is replaced by a date pattern.
_EFFECTIVE_PHRASES_EN = [
    r"\b(?:is|are|becomes?|shall\s+be)\s+effective\s+(?:on\s+|as\s+of\s+|from\s+)?{date}",
    r"\beffective(?:\s+date\s*[:：]?\s*|\s+on\s+|\s+as\s+of\s+|\s+from\s+|\s*[:：]\s*|\s+){date}",
    r"\b(?:takes?|took|taking)\s+effect\s+(?:on\s+|from\s+|as\s+of\s+)?{date}",
    r"\b(?:comes?|came|coming|entered|enters?|entry)\s+into\s+(?:force|operation|effect)\s+(?:on\s+|from\s+|as\s+of\s+)?"
    r"(?:the\s+)?{date}",
    r"\b(?:in\s+force|operative)\s+(?:on\s+|from\s+|as\s+of\s+){date}",
    r"\b(?:shall\s+)?(?:apply|applies|applicable)\s+(?:to\s+[^.;:\n]{1,60}?\s+)?(?:from|on\s+and\s+after|as\s+of)\s+{date}",
    r"\bwith\s+effect\s+from\s+{date}",
    r"\beff\.\s*{date}",  # a code section's history note: "(Ord. 2024-31 § 1, eff. January 1, 2025)"
    r"\b(?:apply|applies|applicable|effective)\s+(?:to|for)\s+[^.;:\n]{1,80}?\s+on\s+or\s+after\s+{date}",
    r"\b(?:commences?|commencing)\s+(?:on\s+)?{date}",
    r"\bcommencement\s+date\s*[:：]?\s*{date}",
    r"\bdate\s+of\s+(?:effect|commencement|entry\s+into\s+force)\s*[:：]?\s*{date}",
    r"\bin\s+effect\s+(?:from|on|as\s+of)\s+{date}",
    r"\b(?:shall\s+)?(?:have|has|having)\s+effect\s+(?:from|on|as\s+of)\s+(?:the\s+)?{date}",
]
_EFFECTIVE_PHRASES_ZH = [
    r"自\s*{date}\s*起\s*(?:正式)?(?:施行|生效|实施|执行)",
    # "自2026年秋季学期（2026年9月1日）起执行": a named period, its first day in brackets
    r"自\s*[^，。；;,\n（(]{1,16}[（(]\s*{date}\s*[)）]\s*起\s*(?:正式)?(?:施行|生效|实施|执行)",
    r"{date}\s*(?:起\s*)?(?:正式)?(?:施行|生效|实施|执行)(?!日期|时间)",
    r"适用于\s*{date}\s*(?:或|及)?(?:之后|以后|起)",
    r"于\s*{date}\s*(?:正式)?(?:施行|生效|实施)",
    r"(?:生效日期|施行日期|实施日期|执行日期)\s*[:：]?\s*{date}",
]
_UPDATED_PHRASES_EN = [
    r"\b(?:last\s+)?(?:updated|revised|modified)\s*(?:on\s*)?[:：]?\s*{date}",
    r"\b(?:revision|version)\s+date\s*[:：]?\s*{date}",
]
_UPDATED_PHRASES_ZH = [r"(?:最后更新|更新日期|修订日期|更新于)\s*[:：]?\s*{date}"]


def _compile(phrases: list[str], date_forms: list[str]) -> list[re.Pattern[str]]:
    # The date forms share group names (year, day), which one regex can't hold twice, so every
    # phrase x form pair is compiled on its own.
    return [
        re.compile(phrase.replace("{date}", f"(?:{form})"), re.IGNORECASE)
        for phrase in phrases
        for form in date_forms
    ]


# Chinese text writes dates both ways: "2024年4月1日" and, in standards and forms, "2024-04-01".
_EFFECTIVE = _compile(_EFFECTIVE_PHRASES_EN, _EN_DATE_FORMS) + _compile(_EFFECTIVE_PHRASES_ZH, [_ZH_DATE, _ISO_DATE])
_UPDATED = _compile(_UPDATED_PHRASES_EN, _EN_DATE_FORMS) + _compile(_UPDATED_PHRASES_ZH, [_ZH_DATE, *_EN_DATE_FORMS])
_PDF_DATE = re.compile(r"^(?:D:)?(?P<year>\d{4})(?P<nmonth>\d{2})?(?P<day>\d{2})?")
_YEAR = re.compile(r"(?<!\d)(?P<year>(?:19|20)\d{2})(?!\d)")
_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_LETTER = re.compile(r"[^\W\d_]")  # a letter of any script
_KANA_HANGUL = re.compile(r"[\u3040-\u30ff\uac00-\ud7af]")  # Japanese or Korean, not Chinese


_ALL_DATE_FORMS = [re.compile(form, re.IGNORECASE) for form in [*_EN_DATE_FORMS, _ZH_DATE]]


def dates_in(text: str) -> list[tuple[int, int, date]]:
    """Every date written out in `text` (the English and Chinese forms above) as (start, end, date), in order;
    overlapping matches keep the one starting first (the longest of those)."""
    found = sorted(((match.start(), match.end(), parsed) for pattern in _ALL_DATE_FORMS
                    for match in pattern.finditer(text) if (parsed := _date_from_match(match)) is not None),
                   key=lambda item: (item[0], item[0] - item[1]))
    kept: list[tuple[int, int, date]] = []
    for start, end, parsed in found:
        if not kept or start >= kept[-1][1]:
            kept.append((start, end, parsed))
    return kept


def compile_date_phrases(phrases_en: Sequence[str], phrases_zh: Sequence[str]) -> list[re.Pattern[str]]:
    """Phrases with a `{date}` slot, compiled against the English and the Chinese date forms (for rules that
    look for other kinds of dates the same way: issue dates in models/evidence/version_cues.py)."""
    return _compile(list(phrases_en), _EN_DATE_FORMS) + _compile(list(phrases_zh), [_ZH_DATE, _ISO_DATE])


def compile_month_phrases(phrases_en: Sequence[str], phrases_zh: Sequence[str]) -> list[re.Pattern[str]]:
    """Like `compile_date_phrases` for a month without a day ("Published: May 2019", "2014年8月发布"): the date is
    the month's first day. Only for phrases where a month is all a document may give (an issue line)."""
    en_month = _MONTH + r",?\s+(?P<year>\d{4})(?!\d)"
    zh_month = r"(?P<year>\d{4})\s*年\s*(?P<nmonth>\d{1,2})\s*月(?!\s*\d)"
    return _compile(list(phrases_en), [en_month]) + _compile(list(phrases_zh), [zh_month])


def _date_from_match(match: re.Match[str]) -> date | None:
    groups = match.groupdict()
    month = _MONTHS.get((groups.get("month") or "").lower().rstrip(".")) or int(groups.get("nmonth") or 0)
    try:
        return date(int(groups["year"]), month, int(groups.get("day") or 1))
    except (TypeError, ValueError):
        return None  # 2024-13-45 is not a date; keep looking


def first_date(patterns: list[re.Pattern[str]], text: str) -> date | None:
    """The earliest-positioned match over all patterns (documents state the governing date first)."""
    found = first_dated(patterns, text)
    return found[1] if found else None


def first_dated(patterns: list[re.Pattern[str]], text: str) -> tuple[int, date] | None:
    """`first_date` with where its match starts in `text`."""
    found: list[tuple[int, date]] = []
    for pattern in patterns:
        for match in pattern.finditer(text):
            parsed = _date_from_match(match)
            if parsed is not None:
                found.append((match.start(), parsed))
                break
    return min(found) if found else None


def find_effective_date(text: str) -> date | None:
    """`自2024年4月1日起施行`, "effective April 1, 2024", "takes effect on …", "DATES: This rule is effective …"."""
    return first_date(_EFFECTIVE, text)


def find_last_updated(text: str) -> date | None:
    """"Last updated: 2024-03-15", "Revised March 15, 2024", "最后更新：2024年3月15日"."""
    return first_date(_UPDATED, text)


def parse_pdf_date(value: object) -> date | None:
    """PDF info dates look like `D:20160325082400-07'00'`; pdfminer may hand them over as bytes."""
    if isinstance(value, bytes):
        value = value.decode("latin-1", errors="ignore")
    if not isinstance(value, str):
        return None
    match = _PDF_DATE.match(value.strip())
    if not match:
        return None
    try:
        return date(int(match["year"]), int(match["nmonth"] or 1), int(match["day"] or 1))
    except ValueError:
        return None


def detect_language(
    text: str, languages: Sequence[str], fallback: str | None = None, min_distance: float = 0.0
) -> str | None:
    """ISO 639-1 code of the language `text` is written in, chosen among `languages` (params.yaml
    `ingest.languages`) by lingua; `fallback` when the text has no letters or lingua cannot tell: the two
    likeliest languages are closer than `min_distance` (lingua's minimum relative distance; params.yaml
    `ingest.language_min_distance`), as in a short part number or a two-word heading.

    lingua decides by script first (Han -> zh, Arabic script -> ar when only one configured language
    uses the script), then by n-gram models among the languages sharing a script. Restricting it to the
    languages a corpus holds is both faster and more accurate (fewer look-alikes, e.g. es/pt). One rule
    runs before lingua: text whose letters are at least a fifth Chinese characters is Chinese when zh is
    configured. A Chinese sentence quoting a model code or an English term has more Latin words than
    Chinese *words* as lingua counts them, and would otherwise be called English.
    """
    if not _LETTER.search(text):
        return fallback
    if "zh" in languages and mostly_chinese(text):
        return "zh"
    found = _lingua(tuple(languages), min_distance).detect_language_of(text)
    return _code(found) if found is not None else fallback


def mostly_chinese(text: str) -> bool:
    """Chinese characters make up at least a fifth of the letters, and no kana or hangul says Japanese/Korean."""
    letters = len(_LETTER.findall(text))
    return letters > 0 and len(_CJK.findall(text)) / letters >= 0.2 and not _KANA_HANGUL.search(text)


def _code(language: Any) -> str:
    return language.iso_code_639_1.name.lower()


@lru_cache(maxsize=8)
def _lingua(languages: tuple[str, ...], min_distance: float) -> Any:
    """One lingua detector per configured language list (building one loads its models: keep it)."""
    from lingua import Language, LanguageDetectorBuilder

    known = {_code(language): language for language in Language.all()}
    unknown = sorted(set(languages) - set(known))
    if unknown:
        raise ValueError(f"unknown language codes {unknown}; use ISO 639-1 codes lingua knows, e.g. en, zh, ar")
    if len(set(languages)) == 1:
        # lingua needs two languages to choose between; with one there is nothing to choose.
        return _Only(known[languages[0]])
    builder = LanguageDetectorBuilder.from_languages(*(known[code] for code in dict.fromkeys(languages)))
    return builder.with_minimum_relative_distance(min_distance).build()


@dataclass(frozen=True)
class _Only:
    language: Any

    def detect_language_of(self, text: str) -> Any:
        return self.language


def first_year(text: str) -> int | None:
    match = _YEAR.search(text)
    return int(match["year"]) if match else None


def is_cjk(char: str) -> bool:
    return bool(_CJK.match(char))
