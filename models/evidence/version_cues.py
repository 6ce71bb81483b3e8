"""Version cues: what one document's own text says about which version of a rule it is and what it replaces.

Real rules rarely carry the year in the title and an effective date in every version. What they do carry, in
English and Chinese, and what `extract_version_cues` reads:
  - an identifier shared by all versions: a code ("Rule No. FIN-12", "Standard QS-4", "GB/T 50016-2014" whose
    year part changes) or a Chinese 文号 ("市水发〔2016〕12号", which changes with each version and is then cited
    by the next one). Only the document's *own* identifiers count: those in the title (bracketed or labelled) and
    labelled ones in the header lines; a code cited in the body ("in accordance with QS-4") is not the document's;
  - an issue date ("Issued: 12 May 2016", "Adopted by the Board on …", "2016年5月12日印发", a line that is only a
    date): the start of validity when no effective date is stated ("自印发之日起施行" makes them the same day);
  - an effective date (models.documents.metadata.find_effective_date), possibly in the future
    ("comes into force on 1 March 2028"), or the first day of the school or financial year it starts with ("applies
    from the 2025/26 school year", "自2025学年起施行", "自2019年秋季学期起执行": 1 September; "with effect from the 2025-26 financial year": 1
    April; unless the text says when its year begins, `YEAR_STARTS`);
  - an edition or revision number ("Revision 3", "Second Edition", "第二版") or a year label ("2021 edition",
    "（2021年修订）");
  - succession statements: "supersedes / replaces / repeals / rescinds …", "… is hereby repealed", "… is replaced
    by …", "代替 / 取代 …", "原…同时废止 / 停止执行", "《…》同时废止", each with what it names: identifiers, years,
    dates, an edition, a quoted title, or only "the previous version"; and amendments, which change part of the rule
    named and leave the rest in force (relation "amends": "This instrument amends the … Rules 2020", "Item 4 of the
    Schedule is amended to read", "决定对《…》部分内容作如下修改", "将第三条中的“…”修改为“…”"), with the part changed.
Dates are read in the forms public bodies write them: dotted ones day first ("15.09.2022"), ordinal ones ("3rd March
2024", "March 3rd, 2024", "the 21st of June, 2023"), slashed ones when the text shows their order (`normalise`).
Dates and identifiers inside a statement's target belong to the version named, never to the document itself
("supersedes the rule issued on 12 May 2016" is not this document's issue date). A statement that is only
proposed ("proposes to supersede", a draft for comment, 征求意见稿) is kept but marked, and never links versions:
the real Federal Register notice in the test data "proposes to supersede AD 2018-23-51".

Pure: regular expressions over the text; `models.evidence.lineage` turns the cues of many documents into chains.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import asdict, dataclass, replace
from datetime import date, timedelta

from models.documents.metadata import (
    MONTH_PATTERN,
    MONTHS,
    compile_date_phrases,
    compile_month_phrases,
    dates_in,
    find_effective_date,
    first_date,
    first_dated,
)

# ------------------------------------------------------------------ identifiers

# A code: an upper-case prefix (optionally "GB/T"-like), a separator, then a token with a digit; an optional
# ":2015" / "-2014" year part (ISO and GB standards put the edition year there).
_CODE = re.compile(
    r"(?<![A-Za-z0-9/-])(?!(?:USD|EUR|GBP|AUD|NZD|CAD|FJD|HKD|SGD|CNY|RMB|JPY|INR|ZAR|BWP|MYR|PHP|KES|NGN|GHS|CHF|SEK|NOK|"
    r"DKK|TWD|MOP|KRW|THB|IDR|MXN|BRL)\b)(?P<prefix>[A-Z]{1,6}(?:[-/][A-Z]{1,4})*)(?:\s?[-‐‑–—]\s?|\s)(?P<body>[A-Z]{0,3}\d{1,5}(?:\.\d{1,3})*[A-Z]?)"
    r"(?:\s?[:：‐‑–—-]\s?(?P<year>(?:19|20)\d{2}))?(?![A-Za-z0-9]|,\d{3})"
)
# A numeric identifier after a label: "Bylaw No. 2019-14", "Ordinance No. 45".
_NUMBER_ID = re.compile(r"(?P<body>\d{1,4}(?:[-/]\d{1,4})?)(?![A-Za-z0-9])")
_TITLE_NUMBER = re.compile(r"\b(?P<label>policy|rule|bye?-?law|ordinance|regulation|procedure|directive|standard)\s+"
                           r"(?P<number>\d{1,4}(?:\.\d{1,3})?)(?![\d./-]|\s*(?:of|years?|days?|%)\b)", re.I)
_YEAR_NUMBER = re.compile(r"(?:19|20)\d{2}\s*[-/]\s*\d{1,5}|\d{1,5}\s*[-/]\s*(?:19|20)\d{2}")
_ID_LABEL = re.compile(
    r"\b(?:rule|policy|standard|regulation|bye?-?law|ordinance|directive|tariff|schedule|circular|notice|"
    r"order|resolution|procedure|instruction|guideline|code|document|doc|reference|ref|identifier|id)\b\.?"
    r"\s*(?:no\.?|number|#)?\s*[:：]?\s*$|\b(?:no|nr|number)\.?\s*[:：]?\s*$",
    re.IGNORECASE,
)
_ZH_ID_LABEL = re.compile(r"(?:编号|文号|标准号|规程号|代号)\s*[:：]?\s*$")
# A Chinese 文号: issuing organ's abbreviation, 〔year〕, number, 号.
_WENHAO = re.compile(r"(?P<organ>[\u4e00-\u9fff]{1,12})\s*[〔\[［(（【]\s*(?P<year>(?:19|20)\d{2})\s*[〕\]］)）】]\s*"
                     r"(?P<number>\d{1,4})\s*号")
# Numbers that name one version (they change with each one, and the next version cites them), besides the 文号:
# "S.I. 2019/417" = "STATUTORY INSTRUMENTS 2019 No. 417", "Regulation (EU) No 612/2014", "(EU) 2021/1187",
# "Circular No. 7 of 2021", "公告2021年第5号", "G.S.R. 812(E)". Normalised to "<prefix>[<year>]<number>".
_SERIALS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"公告\s*(?P<year>(?:19|20)\d{2})\s*年\s*第\s*(?P<number>\d{1,4})\s*号"), "公告"),
    # "2021年第15号" on its own (a 公告 or 令 number printed under the heading, or cited in brackets)
    (re.compile(r"(?<!公告)(?<!\d)(?P<year>(?:19|20)\d{2})\s*年\s*第\s*(?P<number>\d{1,4})\s*号"), ""),
    (re.compile(r"(?<![\d/])(?P<year>(?:19|20)\d{2})\s+No\.?\s*(?P<number>\d{1,5})(?![\d/])", re.I), ""),
    # "CPS 2019/1", "TR 2021/3": a series' letters, the year, a number.
    (re.compile(r"(?<![A-Za-z0-9/])(?P<prefix>[A-Z]{2,6})\s?(?P<year>(?:19|20)\d{2})\s*/\s*(?P<number>\d{1,4})(?![\d/])"), "series"),
    # "第08/2020號校長批示" (Macau): number / year.
    (re.compile(r"第\s*(?P<number>\d{1,4})\s*/\s*(?P<year>(?:19|20)\d{2})\s*号"), ""),
    # "Decision D05/18", "Document No. 18/41": a labelled number with a two-figure year after a slash.
    (re.compile(r"\b(?P<label>decision|document|doc|determination|ruling|notice|circular|order|direction)\s+(?:No\.?\s*)?"
                r"(?P<value>[A-Z]{0,2}\d{1,4}/\d{2})(?![\d/])", re.I), "labelled"),
    # "By-law No. 2012-47", "Resolution No. 2017-14": an instrument's own number, year first.
    (re.compile(r"\bNo\.?\s*(?P<year>(?:19|20)\d{2})\s*-\s*(?P<number>\d{1,5})(?![\d/-])", re.I), ""),
    (re.compile(r"(?:\bNo\.?|\b(?:notice|circular|order|bye?-?law|regulation|rule|instruction|directive|decision|"
                r"act|resolution|ordinance))\s*(?P<number>\d{1,5})\s+of\s+(?P<year>(?:19|20)\d{2})(?!\d)", re.I), ""),
    (re.compile(r"(?:\bS\.?\s?I\.?|\bregulation|\bdirective|\bdecision|\((?:EU|EC|EEC|EURATOM)\)|\bNo\.?)\s*(?:No\.?\s*)?"
                r"(?P<a>\d{1,5})\s*/\s*(?P<b>\d{1,5})(?![\d/])", re.I), ""),
    # Gazette numbers: three or four dotted capitals ("G.S.R. 812(E)", "S.O. 45" would be two: too common).
    (re.compile(r"(?<![A-Za-z.])(?P<letters>(?:[A-Z]\.\s?){3,4})\s*(?P<number>(?!(?:19|20)\d{2}(?!\d))\d{1,5}"
                r"(?:\s?\([A-Z]\))?)(?![\d/])"), "dotted"),
)
# Text that cites another document rather than naming this one.
_CITATION = re.compile(r"\b(?:in\s+accordance\s+with|pursuant\s+to|under|as\s+required\s+by|see|according\s+to|"
                       r"referred\s+to\s+in|per)\b|依据|根据|按照|参照|依照", re.IGNORECASE)

# ------------------------------------------------------------------ dates

_ISSUE_PHRASES_EN = [
    r"\b(?:issued|published|adopted|approved|signed|promulgated|enacted|made|passed|dated|released|ratified|endorsed)\s*[:：]?\s*"
    r"(?:on\s+|this\s+)?(?:(?:by|in)\s+(?:[^.;:\n]|(?<=No)\.){1,140}?(?:\s+on\s+|,\s*|\s*[:：]\s*))?{date}",
    r"\b(?:date\s+of\s+(?:issue|publication|adoption|approval|signature)|(?:issue|publication|adoption|approval)\s+date|"
    r"date\s+(?:issued|adopted|approved|published))\s*[:：]?\s*{date}",
    r"\bdone\s+at\s+[A-Z][\w .'-]{1,40},\s*(?:on\s+)?(?:the\s+)?{date}",
]
_ISSUE_PHRASES_ZH = [
    r"(?:发布|印发|公布|颁布|签发|刊发|发文|成文)(?:日期|时间)\s*[:：]?\s*{date}",
    r"(?:发布|印发|公布|颁布|签发|刊发)\s*[:：]\s*{date}",
    r"{date}\s*(?:发布|印发|公布|颁布|签发|刊发|发出)",  # "二零一六年五月三日發出"
    r"于\s*{date}\s*(?:发布|印发|公布|颁布|签发|刊发)",
    r"{date}[^。；;\n]{0,30}?(?:审议)?通过",
    r"{date}[^。；;\n]{0,40}?(?:制定|订定|修正|修订)(?:公布|发布|印发|颁布)",  # "…府法規字第…號令修正公布"
    r"{date}[^。；;\n]{0,40}?[令函]\s*(?:制定|订定)",  # "中華民國107年5月8日澄環廢字第…號函訂定"
]
_ISSUE = compile_date_phrases(_ISSUE_PHRASES_EN, _ISSUE_PHRASES_ZH)
# "Published: May 2019", "2014年8月发布": only a month; the first day stands for it, when no full date is given.
_ISSUE_MONTH = compile_month_phrases(_ISSUE_PHRASES_EN, _ISSUE_PHRASES_ZH)
# "Takes effect on the date of issue / upon signature", "自印发之日起施行": the effective date is the issue date.
_EFFECTIVE_ON_ISSUE = re.compile(
    r"\b(?:takes?\s+effect|effective|comes?\s+into\s+force|shall\s+apply)\s+(?:on\s+the\s+date\s+of\s+|upon\s+|on\s+)"
    r"(?:its\s+)?(?:issue|issuance|signature|signing|publication|adoption)\b"
    r"|自\s*(?:印发|发布|公布|颁布|签发)\s*之?日\s*(?:起)?\s*(?:施行|生效|实施|执行)",
    re.IGNORECASE,
)
_HEADER_LINES = 8  # own identifiers and datelines are looked for in the first lines (and datelines in the last)
# "In force from publication" means the publication date when the text gives one apart from an adoption date
# ("2017年6月28日校长办公会审议通过，2017年7月5日印发 … 本办法自发布之日起施行").
_PUBLISHED = compile_date_phrases(
    [r"\b(?:published|issued|promulgated)\s*[:：]?\s*(?:on\s+)?{date}",
     # "Published in the Official Gazette on 1 August 2016", "Notice of making published: … Gazette G 26, 26 June 2014"
     r"\b(?:published|gazetted)\b[^.;\n]{0,60}?(?:\bon\s+|[:：,]\s*){date}"],
    [r"{date}\s*(?:印发|发布|公布|颁布)", r"(?:印发|发布|公布|颁布)(?:日期|时间)?\s*[:：]\s*{date}",
     r"(?:公布|发布|刊登|刊发)\s*于\s*{date}"])
# In force a stated time after publication: "shall take effect fifteen (15) days after its publication in the
# Official Gazette", "comes into operation on the day on which notice of its making is published", "自公佈翌日起
# 生效" (the day after). The start is the publication date (else the issue date) plus that many days.
_EN_DAY_COUNTS = {"one": 1, "two": 2, "three": 3, "five": 5, "seven": 7, "ten": 10, "fourteen": 14, "fifteen": 15,
                  "twenty": 20, "twenty-one": 21, "thirty": 30, "sixty": 60, "ninety": 90}
_EFFECTIVE_AFTER_PUBLICATION = re.compile(
    r"\b(?:takes?\s+effect|comes?\s+into\s+(?:force|operation)|shall\s+(?:apply|commence)|(?:is|becomes?)\s+effective)"
    r"\s+(?:(?P<count>\d+|[a-z-]+)(?:\s*\(\d+\))?\s+(?:calendar\s+)?days?\s+after|(?P<next>(?:on\s+)?the\s+day\s+after)"
    r"|on\s+the\s+(?:day|date)\s+(?:on\s+which|that|of)|upon|on)\s+(?:the\s+|its\s+)?(?:[\w\s,]{0,40}?\s)?"
    r"(?:publication|published|gazettal|gazetted|notification)\b"
    r"|自\s*(?:公布|发布|刊登|颁布)\s*(?:(?P<zh_next>翌日|次日|之次日)|之?日)\s*起?\s*(?:施行|生效|实施)",
    re.IGNORECASE)


def _days_after_publication(match: re.Match[str]) -> int:
    if match["next"] or match["zh_next"]:
        return 1
    count = (match["count"] or "").lower()
    if count.isdigit():
        return int(count)
    return _EN_DAY_COUNTS.get(count, 0)
# An amendment history ("1. 中華民國一百零七年…制定公布", "2. 中華民國一百十年…修正公布"): when two or more of a
# document's own sentences each give a date for making, publishing or amending it, the latest is this version's.
_HISTORY_VERB = re.compile(r"\b(?:issued|published|promulgated|amended|revised|made|enacted)\b|公布|发布|印发|颁布|修正|修订|制定|订定",
                           re.I)
# An amendment's own start, said of the document: "本标准修正条文，自…施行", "as amended, these Rules apply from…".
_AMENDMENT = re.compile(r"修正|修订|\bamend(?:ed|ments?)\b", re.I)
# A history entry marked as this document ("Issue 4: 1 January 2027, this issue"): its date is this version's start.
_OWN_ENTRY = re.compile(r"\bth(?:is|e\s+present|e\s+current)\s+(?:issue|version|edition|revision|release|amendment)\b|本版|本次修订|本次修正",
                        re.I)

# A line that ends with a date after a short lead: a signature block ("市长 李明远 2013年4月8日"), an issuing organ
# ("南屏市住房和城乡建设局 2015年8月12日") or a minute ("Board of Commissioners, minute 16/041, 5 April 2016").
# A weak issue date, taken only when nothing better is stated; leads that say the date is something else are not.
_DATED_LINE_LEAD = 60
_NOT_ISSUE_LEAD = re.compile(r"\b(?:review|expir\w*|until|till|valid|next|consultation|comments?|deadline|due|printed|"
                             r"updated|revised|last|effective|effect|commenc\w*|force|operation|apply|applies|from)\b|复审|有效期|截止|"
                             r"征求|更新|修订|施行|生效|实施|执行|起", re.I)

# When a phrase does not put the date right after its verb ("takes effect at the start of the 2027/28 heating
# season, on 1 October 2027", "Adopted by resolution of the Board at its regular meeting of May 9, 2012"), the
# first date after the verb in the same sentence, unless something between says it is another kind of date.
# Read in the header and the closing lines only, where documents state their own dates (a rule's body has dates
# of its own: "payments made after 1 May 2020").
_EFFECTIVE_VERB = re.compile(
    r"(?<!remains\s)(?<!remain\s)(?<!still\s)\b(?:effective|takes?\s+effect|took\s+effect|comes?\s+into\s+(?:force|operation|effect)|"
    r"came\s+into\s+(?:force|operation|effect)|enters?\s+into\s+force|commenc(?:es?|ed|ement|ing)|operative|in\s+force|"
    r"in\s+operation|"
    r"(?:shall\s+)?appl(?:y|ies)|applicable|valid)\b", re.I)
# Issue verbs open the clause ("Adopted by …", "Resolution No. 2017-14, adopted …", "finally passed this …"): after
# a noun they describe something else ("payments made after …").
_ISSUE_VERB = re.compile(
    r"(?:^|[,;:.|(]\s*|\b(?:was|were|is|are|been|being|and|finally|duly|hereby|formally|first|originally|"
    r"date|dated)\s+)(?P<verb>issued|published|adopted|approved|signed|promulgated|enacted|made|passed|dated|released|"
    r"ratified|endorsed|authori[sz]ed)\b",
    re.I)
_WINDOW_STOP = re.compile(r"\b(?:until|till|ceases?|expir\w*|review\w*|repeal\w*|withdraw\w*|revok\w*|supersed\w*|"
                          r"replac\w*|consultation|closing|closed|deadline|ends?|ending)\b", re.I)
_WINDOW_CHARS = 140
_HEAD_SENTENCES, _TAIL_SENTENCES = 6, 4

# ------------------------------------------------------------------ school and financial years

# A year that straddles two calendar years: "2025/26", "2025-26", "FY2025/26", "2025/2026" (models.evidence.time_anchor
# reads questions with the same pattern). "2025-2026" is also a range of years: a split year only before the name of
# a year ("the 2025-2026 school year", "2025-2026学年").
SPLIT_YEAR = re.compile(r"(?<![A-Za-z0-9_\-./$¥€£])(?:FY\s?)?(?P<year>\d{4})\s?(?P<sep>[-/])\s?(?P<next>\d{4}|\d{2})"
                        r"(?![0-9A-Za-z]|[.,]\d|-\d|/\d)", re.I)
# What kind of year follows a year ("school year", "学年"), read right after it.
_YEAR_KIND = re.compile(r"\s*(?:(?P<school>school|academic)|(?P<financial>financial|fiscal))\s+years?\b"
                        r"|\s*(?:(?P<zh_school>学年)|(?P<zh_financial>财政年度|财年|财务年度))", re.I)
# When a year starts, unless the text says: a school year on 1 September of its first calendar year (the northern
# convention the split form "2025/26" implies; "2025学年" is the one starting in autumn 2025), a financial (fiscal)
# year on 1 April (the UK, India, Japan, Hong Kong, Canada, New Zealand). Australia's and others' 1 July must be
# stated ("the financial year beginning 1 July 2025", "'financial year' means the 12 months beginning on 1 July").
YEAR_STARTS = {"school": (9, 1), "financial": (4, 1)}


def year_kind(text: str, position: int) -> tuple[str, int] | None:
    """("school" or "financial", where the name ends) when `text` names that kind of year at `position` (after a
    year: " school year", "学年"), else None."""
    match = _YEAR_KIND.match(text, position)
    if not match:
        return None
    return ("school" if match["school"] or match["zh_school"] else "financial"), match.end()


def split_year_first(match: re.Match[str], kind: str | None = None) -> int | None:
    """The first calendar year of a `SPLIT_YEAR` match whose second year follows the first ("2025/26", "2025/2026",
    "2025-2026" only when `kind` names the year), else None ("2019/21", "2025-2027")."""
    year, second = int(match["year"]), match["next"]
    follows = int(second) == year + 1 if len(second) == 4 else int(second) == (year + 1) % 100
    return year if follows and (len(second) == 2 or match["sep"] == "/" or kind) else None


# A start tied to a year: "applies from the 2025/26 school year", "with effect from the start of the 2025-26 financial
# year", "自2025/26学年起执行", "自2025学年起施行". A bare "from" counts in a sentence that speaks of the document or
# of taking effect ("From the 2025/26 school year this policy applies", not "enrolment from the 2024/25 school year").
_YEAR_START_LEAD = re.compile(
    r"\b(?:(?P<bare>from)|with\s+effect\s+from|as\s+(?:from|of)|(?:beginning|starting|commencing)\s+(?:with|in|from)|"
    r"effective(?:\s+(?:from|for|with|as\s+of|in))?|operative\s+(?:from|for)|(?:takes?|took|taking)\s+effect\s+"
    r"(?:from|for|with|in|at)|(?:appl(?:y|ies)|applicable|in\s+force)\s+(?:from|for|to|with|in)|(?:comes?|coming)\s+"
    r"into\s+(?:force|effect|operation)\s+(?:from|for|with|in|at))\s+(?:the\s+)?(?:(?:start|beginning|commencement|"
    r"first\s+day)\s+of\s+(?:the\s+)?)?(?=(?:FY\s?)?\d{4}|(?:school|academic|financial|fiscal)\s+year)", re.I)
_YEAR_START_ZH = re.compile(
    r"(?:自|从|于|由)\s*(?P<year>(?:19|20)\d{2})\s*(?:(?P<sep>[-/])\s*(?P<next>\d{4}|\d{2})\s*)?(?P<kind>学年度?|"
    r"财政年度|财年|财务年度|年\s*秋季学期|年\s*秋季)(?:第一学期|秋季学期|上学期)?\s*(?:开始|起|开学)?\s*(?:起)?\s*(?:正式)?(?:施行|执行|实施|生效|适用)")
_MODAL = re.compile(r"\b(?:shall|will|must|applies|apply)\b", re.I)
# A year's stated start: "the financial year beginning 1 July 2025", "(1 July 2025 to 30 June 2026)", "（2025年9月1日）".
_STATED_START = re.compile(r"\s*(?:,\s*)?(?:[(（]|which\s+(?:begins|starts|commences)\s+|(?:beginning|commencing|"
                           r"starting)\s+)(?:on\s+)?", re.I)
# Or a definition: "the financial year runs from 1 July", "'financial year' means the 12 months beginning on 1 July",
# "学年自每年8月15日开始".
_YEAR_DEFINED = re.compile(
    r"\b(?P<kind>school|academic|financial|fiscal)\s+year[\"”’']?\s+(?:means\s+(?:the\s+|a\s+)?(?:period\s+of\s+)?"
    r"(?:twelve|12)\s+months\s+|(?:begins|starts|commences|runs\s+from)\s+)(?:(?:beginning|commencing|starting)\s+)?"
    r"(?:on\s+)?(?:the\s+)?(?:each\s+)?(?:(?P<day>\d{1,2})(?:st|nd|rd|th)?\s+" + MONTH_PATTERN + r"(?![a-z])|"
    r"(?P<month2>[A-Za-z]{3,9})\s+(?P<day2>\d{1,2})(?:st|nd|rd|th)?\b)"
    r"|(?P<zh_kind>学年|财政年度|财年)\s*(?:为|是|自|从|于)?\s*每年\s*(?P<zh_month>\d{1,2})\s*月\s*(?P<zh_day>\d{1,2})\s*日",
    re.I)


def _year_convention(text: str, kind: str) -> tuple[int, int]:
    """(month, day) a school or financial year starts on: as the text defines it, else `YEAR_STARTS`."""
    for match in _YEAR_DEFINED.finditer(text):
        named = (match["kind"] or "").lower()
        found_kind = "school" if named in ("school", "academic") or match["zh_kind"] == "学年" else "financial"
        if found_kind != kind:
            continue
        if match["zh_month"]:
            month, day = int(match["zh_month"]), int(match["zh_day"])
        else:
            month = MONTHS.get((match["month"] or match["month2"] or "").lower().rstrip("."), 0)
            day = int(match["day"] or match["day2"])
        if 1 <= month <= 12 and 1 <= day <= 31:
            return month, day
    return YEAR_STARTS[kind]


def _year_start(parts: list[str]) -> tuple[date, str] | None:
    """The first day of the school or financial year a document's own sentence says it starts with (see
    `_YEAR_START_LEAD`, `_YEAR_START_ZH`): the date stated for it, else the year's start by `_year_convention`.
    Returns (date, "school_year_start" | "financial_year_start")."""
    text = "\n".join(parts)
    for sentence in parts:
        for first, kind, rest in _years_started(sentence):
            stated = _STATED_START.match(rest)
            found = dates_in(rest[stated.end():stated.end() + 40]) if stated else []
            if found and found[0][0] == 0 and (first is None or found[0][2].year == first):
                return found[0][2], f"{kind}_year_start"
            if first is not None:
                month, day = _year_convention(text, kind)
                return date(first, month, day), f"{kind}_year_start"
    return None


def _years_started(sentence: str) -> list[tuple[int | None, str, str]]:
    """(first calendar year or None, kind, the text after the year's name) of each year a start is tied to."""
    found: list[tuple[int | None, str, str]] = []
    for lead in _YEAR_START_LEAD.finditer(sentence):
        if lead["bare"] and not (_SELF.search(sentence) or _EFFECTIVE_VERB.search(sentence) or _MODAL.search(sentence)):
            continue
        split = SPLIT_YEAR.match(sentence, lead.end())
        named = year_kind(sentence, split.end() if split else lead.end())
        if named is None:
            continue
        kind, after = named
        first = split_year_first(split, kind) if split else None
        if split and first is None:
            continue
        found.append((first, kind, sentence[after:]))
    for match in _YEAR_START_ZH.finditer(sentence):
        kind = "school" if match["kind"].startswith("学年") or "秋季" in match["kind"] else "financial"
        first = int(match["year"])
        if match["next"]:
            follows = split_year_first(match, kind)
            if follows is None:
                continue
        elif kind == "financial":
            continue  # "2025财年" alone: which months depends on the country
        found.append((first, kind, sentence[match.end():]))
    return found

# ------------------------------------------------------------------ editions

_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
             "ninth": 9, "tenth": 10}
_ZH_NUMERALS = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}
_EDITION = re.compile(
    r"\b(?:rev(?:ision)?|version|ver|edition|ed|issue|amendment)\.?\s*(?:no\.?\s*)?(?P<number>\d{1,4})(?:\.\d+)*\b"
    r"|\b(?P<ordinal>first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,2}(?:st|nd|rd|th))\s+"
    r"(?:edition|revision|version|issue)\b"
    r"|第\s*(?P<zh>[一二三四五六七八九十\d]{1,3})\s*(?:版|次修订|次修正)",
    re.IGNORECASE,
)
# A dotted version number names one version exactly ("Version 3.2 (supersedes Version 3.1)"); `edition` keeps 3. So
# does a lettered revision ("Revision B", "Rev. C": a capital letter standing alone).
_DOTTED_VERSION = re.compile(r"\b(?:version|ver|v|rev(?:ision)?|edition|issue|release)\.?\s*(?P<label>\d{1,3}(?:\.\d{1,3})+)\b"
                             r"|\brev(?:ision)?\.?\s*(?-i:(?P<letter>[A-Z]))(?!\w|\.\w)", re.IGNORECASE)


def _version_label(match: re.Match[str] | None) -> str | None:
    """The version a `_DOTTED_VERSION` match names ("3.2", "B"); None without a match."""
    return (match["label"] or match["letter"]) if match else None


_YEAR_LABEL = re.compile(r"(?<!\d)(?P<year>(?:19|20)\d{2})\s*(?:edition|revision|version|年版|年修订版?|年修正|修订版)",
                         re.IGNORECASE)

# ------------------------------------------------------------------ succession statements

# Each: (pattern, relation, where the named version is relative to the verb).
#   relation "supersedes": this document replaces the named one; "superseded_by": the named one replaces it.
#   side "after": the target follows the verb; "before": it precedes it (passive, "原…同时废止").
_STATEMENTS: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"\b(?:is|are|was|were|be|been|being|will\s+be)\s+(?:hereby\s+|thereby\s+|accordingly\s+|also\s+)?"
                r"(?:superseded|replaced|repealed|rescinded|revoked|withdrawn|cancell?ed|abrogated)\s+by\b", re.I),
     "superseded_by", "after"),
    (re.compile(r"\b(?:is|are|was|were|be|been|shall\s+be|stands?)\s+(?:hereby\s+|thereby\s+|accordingly\s+|also\s+)?"
                r"(?:superseded|replaced|repealed|rescinded|revoked|withdrawn|cancell?ed|abrogated)\b", re.I),
     "supersedes", "before"),
    (re.compile(r"\b(?:ceases?|shall\s+cease)\s+to\s+(?:have\s+effect|apply|be\s+in\s+force)\b|\bis\s+no\s+longer\s+in\s+force\b"
                r"|\bno\s+longer\s+applies\b|\bshall\s+(?:be\s+of\s+no|have\s+no)\s+(?:further\s+)?(?:force\s+or\s+)?effect\b", re.I),
     "supersedes", "before"),
    (re.compile(r"\b(?:supersedes?|superseding|replaces?|replacing|repeals?|repealing|rescinds?|rescinding|revokes?|"
                r"(?:amends?|amending)\s+and\s+restat(?:es?|ing)|"
                r"revoking|abrogates?|withdraws|withdrawing|supersede|replace|repeal|rescind|revoke)\b|\bin\s+(?:lieu|place|supersession)\s+of\b", re.I),
     "supersedes", "after"),
    # An amendment changes part of the rule named and leaves the rest in force ("This instrument amends the … Rules
    # 2020", "The Schedule of Fees 2024 is amended as follows"): relation "amends" (see `VersionReference`).
    (re.compile(r"\b(?:is|are|shall\s+be|be)\s+(?:hereby\s+|further\s+)?(?:amended|varied)\b(?=\s*(?:as\s+follows|to\s+read|"
                r"by\s+(?:inserting|deleting|omitting|substituting|adding|replacing|striking|removing|the\s+following)|"
                r"in\s+the\s+following|[:：]|,?\s+with\s+effect\s+from|,?\s+effective))", re.I), "amends", "before"),
    (re.compile(r"\b(?:amends|amending)\b(?!\s+and\s+restat)|\bmakes?\s+the\s+following\s+amendments?\s+to\b"
                r"|\bthe\s+following\s+amendments?\s+(?:are|is)\s+(?:hereby\s+)?made\s+to\b", re.I), "amends", "after"),
    # Past tense, active ("The Board repealed the 2016 schedule…"): after the passive forms above, which need an
    # auxiliary; "superseded by" without one is the passive's target, not this.
    (re.compile(r"\b(?:superseded|replaced|repealed|rescinded|revoked|abrogated|withdrew)\b(?!\s+by\b)", re.I),
     "supersedes", "after"),
    (re.compile(r"被\s*(?P<by>.{1,60}?)\s*(?:代替|替代|取代|替换)"), "superseded_by", "by"),
    # "决定对《…》（2021年第15号）部分内容作如下修改": an amending document names what it amends; "部分" or "如下"
    # (the changes listed) makes it an amendment of part, a bare "进行修订" a revised whole.
    (re.compile(r"(?:对|将)\s*(?P<by>[^，。；]{2,80}?)\s*(?:的)?(?:部分(?:内容|条款|条文)\s*(?:作|进行|予以)(?:如下|以下)?|"
                r"(?:作|进行|予以)(?:如下|以下))(?:修改|修订|修正)"), "amends", "by"),
    (re.compile(r"(?:对|将)\s*(?P<by>[^，。；]{2,80}?)\s*(?:的)?(?:部分(?:内容|条款|条文))?\s*(?:作|进行|予以)(?:如下|以下)?(?:修改|修订|修正)"),
     "supersedes", "by"),
    (re.compile(r"代替|替代|取代|替换"), "supersedes", "after"),
    (re.compile(r"(?:同时|予以|一并)?(?:废止|停止执行|不再执行|停止施行|失效)"), "supersedes", "before"),
    # "…（2022〕5号文件执行至2026年12月31日", "Version 2 remains in force until 31 March 2028": the version named
    # before the verb ends on the date after it (see _UNTIL).
    (re.compile(r"(?:执行|施行|有效|适用)至|\b(?:remains?|continues?)\s+(?:in\s+force|to\s+apply|to\s+have\s+effect|"
                r"in\s+effect)\s+(?:until|till|up\s+to)\b", re.I), "supersedes", "before"),
)
# Statements whose date is the named version's last day, not the day its successor takes over.
_UNTIL = re.compile(r"至$|\b(?:until|till|up\s+to)$", re.I)
_PROPOSED = re.compile(r"\bpropos(?:es|ed|al|ing)\b|\bwould\s+(?:supersede|replace|repeal|rescind)\b|\bdraft\b"
                       r"|\bnotice\s+of\s+proposed\b|征求意见|草案|拟\s*(?:同时|一并|予以)?\s*(?:废止|代替|取代|停止执行)", re.I)
_DOCUMENT_PROPOSED = re.compile(r"\bnotice\s+of\s+proposed\s+rule\s*making\b|\bproposed\s+rules?\b|\bdraft\s+for\s+"
                                r"(?:comment|consultation)\b|\bconsultation\s+draft\b|征求意见稿|（草案）|\(草案\)", re.I)
_SELF = re.compile(r"\bth(?:is|ese)\s+(?:rule|policy|schedule|tariff|bye?-?law|ordinance|regulation|standard|"
                   r"revision|edition|version|document|procedure|notice|code|guideline)s?\b|本(?:办法|规定|细则|标准|规程|"
                   r"制度|通知|规则|条例|决定|方案|意见|版)", re.I)
_VAGUE = re.compile(r"\b(?:previous|prior|earlier|former|preceding|last|existing|old)\b|\ball\s+(?:previous|prior|earlier)"
                    r"|原|旧|此前|以前|上一版", re.I)
_QUOTED_TITLE = re.compile(r"《(?P<zh>[^》]{2,60})》|[\"“](?P<en>[^\"”]{4,80})[\"”]")
_SENTENCE_END = re.compile(r"(?<=[。！？!?；;])|\n+|(?<!\bRev\.)(?<!\bNo\.)(?<!\bNos\.)(?<!\bArt\.)(?<!\bSec\.)(?<!\bVol\.)"
                           r"(?<!\bEd\.)(?<![A-Z]\.)(?<=\.)\s+(?=[A-Z\"“(])")
# Clause boundaries inside a sentence: Chinese commas, English commas not inside a date, "and" before a predicate.
# "…and shall apply from…", "These conditions supersede Version 2.0 and apply to all permits from…": what follows
# the "and" is said of this document again, not of the version it replaces.
_CLAUSE_END = re.compile(r"(?<!\d),|,(?!\s*\d{4}\b)|\s+and\s+(?=(?:comes?|shall|takes?|is|will|appl(?:y|ies)|enters?|becomes?|"
                         r"governs?|remains?|has|have)\b)")
# A clause that only describes the version just named ("…, issued 12 May 2016") belongs to that target.
_CONTINUATION = re.compile(r"^\s*(?:issued|dated|adopted|published|approved|signed|as\s+amended|which|that|\(|（|"
                           r"being|numbered|no\.)", re.I)
# When a repeal applies, written at the edge of the statement's target: "… with effect from 1 July 2021",
# "自2021年7月1日起(废止)", "于2021年7月1日(停止执行)".
_REPEAL_DATE_AFTER = re.compile(r"(?:with\s+effect\s+from|effective(?:\s+from|\s+on|\s+as\s+of)?|as\s+(?:from|of))\s*$",
                                re.I)
_REPEAL_DATE_BEFORE = re.compile(r"(?:自|于|从)\s*$")
_YEAR = re.compile(r"(?<![\d.\-/])(?P<year>(?:19|20)\d{2})(?![\d])")


NEWER_RELATIONS = ("supersedes", "amends")  # relations whose document is the newer one


@dataclass(frozen=True)
class VersionReference:
    """One succession statement and what it names."""

    # "supersedes": this document replaces the named one; "amends": it changes part of it (the rest stays in force:
    # "This instrument amends the … Rules 2020", "Item 4 of the Schedule is amended to read", "将第三条…修改为…");
    # "superseded_by": the named one replaces it; "repealed_self": it states its own end.
    relation: str
    text: str  # the sentence, for the chain's record
    identifiers: tuple[str, ...] = ()  # normalised codes and 文号 named
    years: tuple[int, ...] = ()  # years named outside dates ("the rule of 2016", "2014 edition")
    dates: tuple[str, ...] = ()  # ISO dates named ("issued on 12 May 2016")
    edition: int | None = None  # an edition or revision number named
    version_label: str | None = None  # a dotted version number named ("3.1")
    title: str | None = None  # a quoted title (《…》, "…")
    vague: bool = False  # names only "the previous version" / 原办法
    with_effect_from: str | None = None  # ISO date a repeal takes effect, when the statement gives one
    proposed: bool = False  # "proposes to supersede": not in force, never links versions
    part: str | None = None  # "amends": the part changed ("Item 4 of the Schedule", "第三条"), when it says

    @property
    def newer(self) -> bool:
        """This document is the newer of the two (it replaces or amends the one named)."""
        return self.relation in NEWER_RELATIONS

    def names_something(self) -> bool:
        return bool(self.identifiers or self.years or self.dates or self.edition is not None or self.title
                    or self.version_label)


@dataclass(frozen=True)
class VersionCues:
    """What one document's own text says about its version. JSON-serialisable (stored on every chunk)."""

    identifiers: tuple[str, ...] = ()  # own codes (without year parts) and 文号, normalised
    issue_date: str | None = None  # ISO
    issue_cue: str | None = None  # "issue_phrase" | "date_line"
    effective_date: str | None = None  # ISO; stated effective date, or the issue date for "自印发之日起施行"
    # "effective_phrase" | "effective_on_issue" | "effective_after_publication" | "history_entry" |
    # "predecessor_repeal" | "school_year_start" | "financial_year_start"
    effective_cue: str | None = None
    edition: int | None = None
    version_label: str | None = None  # a dotted version number ("Version 3.2" -> "3.2")
    label_year: int | None = None  # "2021 edition", "（2021年修订）", a standard's ":2015"
    references: tuple[VersionReference, ...] = ()
    proposed: bool = False  # the document is a proposal or a draft for comment

    def to_json(self) -> str:
        return json.dumps(asdict(self), ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_json(cls, text: str | None) -> VersionCues | None:
        if not text:
            return None
        data = json.loads(text)
        data["identifiers"] = tuple(data.get("identifiers") or ())
        data["references"] = tuple(
            VersionReference(**{**ref, "identifiers": tuple(ref.get("identifiers") or ()), "years": tuple(ref.get("years") or ()),
                                "dates": tuple(ref.get("dates") or ())})
            for ref in data.get("references") or ())
        return cls(**data)

    @property
    def start(self) -> tuple[date | None, str]:
        """The first day of validity this document states, and which cue gave it (effective > issue date)."""
        if self.effective_date:
            return date.fromisoformat(self.effective_date), self.effective_cue or "effective_phrase"
        if self.issue_date:
            return date.fromisoformat(self.issue_date), f"issue_date ({self.issue_cue})"
        return None, "none"


def own_effective_date(found: date | None, cues: VersionCues) -> date | None:
    """A document's effective date: the cues' (read with statements' targets taken out), else a date found
    elsewhere (a running footer) unless a statement names it, since then it is another version's date."""
    if cues.effective_date:
        return date.fromisoformat(cues.effective_date)
    if found is None:
        return None
    named = {value for ref in cues.references for value in (*ref.dates, ref.with_effect_from) if value}
    return None if found.isoformat() in named else found


# Traditional characters of the cue words, to their simplified forms (Hong Kong and Taiwan texts say 發布, 廢止).
_TRADITIONAL = str.maketrans("發頒實簽廢執於號辦規標訂舊終佈適續準條銷頁屆歷脩關約當後為與時間項費編過經議會審長區則並據將應",
                             "发颁实签废执于号办规标订旧终布适续准条销页届历修关约当后为与时间项费编过经议会审长区则并据将应")
_ZH_DIGITS = {"〇": 0, "○": 0, "零": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_ZH_NUMERAL_DATE = re.compile(r"(?P<year>[〇○零一二三四五六七八九]{4})\s*年\s*(?P<month>[一二三四五六七八九十]{1,2})\s*月"
                              r"(?:\s*(?P<day>[一二三四五六七八九十]{1,3})\s*日)?")
# Taiwan's Republic-of-China years: "中華民國一百十年三月一日", "民國107年5月10日", and a bare three-figure numeral year
# ("自一百十六年一月一日施行") in a text that counts that way: year + 1911.
_ROC_DATE = re.compile(
    r"(?:(?:中華民國|中华民国|民國|民国)\s*(?P<year>[〇○零一二三四五六七八九十百\d]{1,6})|(?P<bare>一百[〇○零一二三四五六七八九十]{0,3}|"
    r"一[〇○零一二三四五六七八九]{2}))\s*年\s*(?P<month>[一二三四五六七八九十\d]{1,2})\s*月(?:\s*(?P<day>[一二三四五六七八九十\d]{1,3})\s*日)?")


def _zh_small_number(text: str) -> int:
    """一..三十一 as an int."""
    if text == "十":
        return 10
    if "十" in text:
        tens, _, units = text.partition("十")
        return 10 * (_ZH_DIGITS[tens] if tens else 1) + (_ZH_DIGITS[units] if units else 0)
    return _ZH_DIGITS[text]


def zh_number(text: str) -> int:
    """A Chinese or Arabic numeral: "107", "一○七" (digit by digit), "一百零七", "一百十", "九十九"."""
    if text.isdigit():
        return int(text)
    if "百" not in text and "十" not in text:
        return int("".join(str(_ZH_DIGITS[char]) for char in text))
    value = 0
    if "百" in text:
        hundreds, _, text = text.partition("百")
        value += 100 * (_ZH_DIGITS[hundreds] if hundreds else 1)
        text = text.lstrip("零〇○")
        if text and "十" not in text:
            return value + _ZH_DIGITS[text]
    return value + (_zh_small_number(text) if text else 0)


def _gregorian_roc_date(match: re.Match[str]) -> str:
    groups = match.groupdict()
    year = 1911 + zh_number(groups.get("year") or groups["bare"])
    day = f"{zh_number(match['day'])}日" if match["day"] else ""
    return f"{year}年{zh_number(match['month'])}月{day}"


def _arabic_zh_date(match: re.Match[str]) -> str:
    year = "".join(str(_ZH_DIGITS[char]) for char in match["year"])
    day = f"{_zh_small_number(match['day'])}日" if match["day"] else ""
    return f"{year}年{_zh_small_number(match['month'])}月{day}"


def normalise(text: str) -> str:
    """NFKC (full-width digits and letters to ASCII), dash variants to "-", the traditional forms of the cue words
    to simplified ones, and dates in Chinese numerals ("二〇一七年四月十二日", signature blocks) or in Taiwan's
    Republic-of-China years ("中華民國一百十年三月一日" = 2021年3月1日) to Gregorian digits, and numeric dates
    whose day/month order the text itself shows to ISO."""
    text = unicodedata.normalize("NFKC", text or "")
    text = re.sub(r"[‐‑‒–—―]", "-", text).translate(_TRADITIONAL)
    roc = bool(_ROC_ERA.search(text))
    text = _ROC_DATE.sub(_gregorian_roc_date, text)
    if roc:  # "…中華民國107年5月8日…訂定 … 並自112年1月1日生效": the era, once named, goes on counting
        text = _BARE_ROC_DATE.sub(_gregorian_roc_date, text)
    text = _ORDINAL_OF.sub(lambda match: f"{match['day']} ", text)
    return _numeric_dates(_dotted_dates(_ZH_NUMERAL_DATE.sub(_arabic_zh_date, text)))


# An ordinal day before its month, with "the" and "of" ("the 21st of June, 2023", "on the 1st day of July 2024"):
# written "21st June, 2023", the form every date phrase reads ("with effect from the 1st of July" then reads as
# "with effect from 1st July"). Only before a month's name: "the 3rd of the items" stays.
_ORDINAL_OF = re.compile(r"\b(?:the\s+)?(?P<day>\d{1,2}(?:st|nd|rd|th))\s+(?:day\s+)?of\s+(?=" + MONTH_PATTERN + r"(?![a-z]))",
                         re.I)


_ROC_ERA = re.compile(r"中華民國|中华民国|民國|民国")
# A three-figure Arabic year with its month ("112年1月1日") in a text that names the ROC era elsewhere.
_BARE_ROC_DATE = re.compile(r"(?<![\d年])(?P<bare>1\d{2}|[6-9]\d)\s*年\s*(?P<month>\d{1,2})\s*月(?:\s*(?P<day>\d{1,2})\s*日)?")


_NUMERIC_DATE = re.compile(r"(?<![\d/.])(?P<a>\d{1,2})/(?P<b>\d{1,2})/(?P<year>(?:19|20)\d{2})(?![\d/])")


_DOTTED_DATE = re.compile(r"(?<![\d.])(?P<day>\d{1,2})\.(?P<month>\d{1,2})\.(?P<year>(?:19|20)\d{2})(?![\d.]*\d)")


def _iso(match: re.Match[str], day: int, month: int) -> str:
    """The matched date as ISO, or the match unchanged when its fields are no date."""
    return f"{match['year']}-{month:02d}-{day:02d}" if 1 <= month <= 12 and 1 <= day <= 31 else match.group()


def _dotted_dates(text: str) -> str:
    """"14.03.2019", "9.12.2020": dates written with dots are day first wherever they are used."""
    return _DOTTED_DATE.sub(lambda match: _iso(match, int(match["day"]), int(match["month"])), text)


def _numeric_dates(text: str) -> str:
    """"21/02/2023" and "01/04/2023" as ISO dates when the text itself tells its order: some date in it has a
    first field over 12 (day first) or a second one over 12 (month first). A text that never tells is left alone:
    "01/04/2023" alone is 1 April or 4 January."""
    pairs = [(int(m["a"]), int(m["b"])) for m in _NUMERIC_DATE.finditer(text)]
    day_first = any(a > 12 >= b for a, b in pairs)
    month_first = any(b > 12 >= a for a, b in pairs)
    if day_first == month_first:
        return text

    first, second = ("a", "b") if day_first else ("b", "a")
    return _NUMERIC_DATE.sub(lambda match: _iso(match, int(match[first]), int(match[second])), text)


def code_identifier(match: re.Match[str]) -> str:
    return f"{match['prefix']}-{match['body']}".upper()


def opening_code(title: str | None) -> str | None:
    """The code a title opens with ("FS-01 Schedule of Fees" -> "FS-01"), normalised, else None. Not taken as the
    document's identifier (a title may open with a subject that looks like one), only as a sign that two titles
    opening with different codes name different rules."""
    match = _CODE.match((title or "").strip())
    return code_identifier(match) if match else None


# A title that publishes a rule under the rule's own title: "关于印发《临江市居民阶梯水价实施方案》的通知", "Notice of
# adoption of the “Student Housing Tenancy Rules”". Not one that names a rule it acts on ("关于废止《…》的决定",
# "关于修改《…》的决定", "关于执行《…》有关问题的通知").
_PUBLISHED_TITLE = re.compile(
    r"(?:印发|发布|公布|颁布|下发|出台|转发)\s*(?:修订后的|新修订的)?\s*《(?P<zh>[^》]{2,60})》\s*(?:的)?\s*"
    r"(?:通知|决定|公告|通告|令|函|批复)"
    r"|\b(?:adopting|adoption\s+of|issuing|issue\s+of|publication\s+of|publishing|promulgating|promulgation\s+of|"
    r"approving|approval\s+of)\s*[:：]?\s*(?:the\s+)?[\"“](?P<en>[^\"”]{4,80})[\"”]", re.I)


def published_title(title: str | None) -> str | None:
    """The rule's own title inside a title that publishes it ("关于印发《X》的通知" -> "X"), else None."""
    match = _PUBLISHED_TITLE.search(normalise(title or ""))
    return (match["zh"] or match["en"]).strip() if match else None


def serial_identifiers(text: str) -> list[str]:
    """Every version-specific number in `text` (文号 and the forms of `_SERIALS`), normalised."""
    found = [wenhao_identifier(match) for match in _WENHAO.finditer(text)]
    for pattern, kind in _SERIALS:
        for match in pattern.finditer(text):
            groups = match.groupdict()
            if kind == "series":
                found.append(f"{groups['prefix']}[{groups['year']}]{int(groups['number'])}")
            elif kind == "labelled":
                found.append(f"{groups['label'].upper()}[{groups['value'].upper()}]")
            elif kind == "dotted":
                letters, number = re.sub(r"[^A-Z]", "", groups["letters"]), re.sub(r"\s", "", groups["number"])
                found.append(f"{letters}[]{number}")
            elif groups.get("a"):
                a, b = groups["a"], groups["b"]
                years = [value for value in (a, b) if len(value) == 4 and value[:2] in ("19", "20")]
                if len(years) == 1:  # "612/2014" and "2021/1187" alike; "2019/2020" says nothing
                    year = years[0]
                    found.append(f"[{year}]{int(b if year == a else a)}")
            else:
                found.append(f"{kind}[{groups['year']}]{int(groups['number'])}")
    return list(dict.fromkeys(found))


def serial_key(identifier: str) -> str:
    """The part of a version-specific number that survives rewording: "[2019]417" of "公告[2019]417"."""
    return identifier[identifier.index("["):] if "[" in identifier else identifier


def wenhao_identifier(match: re.Match[str]) -> str:
    # The organ abbreviation is the last characters before 〔: a sentence may run into it ("按照市水发〔…").
    return f"{match['organ'][-4:]}[{match['year']}]{int(match['number'])}"


def _own_identifiers(title: str, header: list[str]) -> tuple[list[str], int | None]:
    """Codes and 文号 the document uses for itself, and the year part of a standard code (its edition year)."""
    found: list[str] = []
    year: int | None = None
    for match in _CODE.finditer(title):
        inside_brackets = re.search(r"[(\[（【]\s*$", title[: match.start()]) is not None
        if inside_brackets or _ID_LABEL.search(title[: match.start()]) or match["year"]:
            found.append(code_identifier(match))
            year = year or (int(match["year"]) if match["year"] else None)
    found.extend(serial_identifiers(title))
    # "Policy 204 - Attendance and Student Fees", "Board Policy 204": a rule's number right after its kind, in the title.
    for match in _TITLE_NUMBER.finditer(title):
        if re.fullmatch(r"(?:19|20)\d{2}", match["number"]):
            continue  # "Scrap Metal Dealer Licensing Policy 2021": the version's year, not the rule's number
        found.append(f"{match['label'].upper().replace('-', '')}-{match['number']}")
    for line in header:
        if _CITATION.search(line):
            continue
        found.extend(serial_identifiers(line))
        for match in _CODE.finditer(line):
            before = line[: match.start()]
            # Labelled ("Rule No. FIN-12", "编号：QS-4"), or a line that opens with the code and its revision
            # ("SVC-07 Rev. 3", "QS-14, Second Edition"): the document naming itself.
            opens_line = not before.strip() and (_EDITION.search(line[match.end():])
                                                 or not line[match.end():].strip(" .;:"))
            # A standard's number with its year ("GB/T 31245-2014", "AS 5817:2019") names the standard itself.
            if _ID_LABEL.search(before) or _ZH_ID_LABEL.search(before) or opens_line or match["year"]:
                found.append(code_identifier(match))
                year = year or (int(match["year"]) if match["year"] else None)
        for match in _NUMBER_ID.finditer(line):
            before = line[: match.start()]
            if _YEAR_NUMBER.fullmatch(match["body"]) or "/" in match["body"]:
                continue  # "By-law No. 2018-112": a number of one version (a serial above), not the rule's code
            if re.search(r"\b(?:amendment|schedule|item|page|section|part|annex|appendix)\W*(?:no|nr|number)\.?\s*[:：]?\s*$",
                         before, re.I):
                continue  # "Amendment No. 1", "Schedule No. 2": parts and amendments, not the document's code
            if re.search(r"\b(?:no|nr|number)\.?\s*[:：]?\s*$", before, re.I) and _ID_LABEL.search(before):
                label = re.search(r"(\w+)\W*(?:no|nr|number)\.?\s*[:：]?\s*$", before, re.I)
                found.append(f"{(label.group(1) if label else 'NO').upper()}-{match['body']}")
    return list(dict.fromkeys(found)), year


def _edition(text: str) -> int | None:
    match = _EDITION.search(text)
    if not match:
        return None
    if match["number"]:
        number = int(match["number"])
        return None if number >= 1900 else number  # "Edition 2021" is a year label
    if match["ordinal"]:
        word = match["ordinal"].lower()
        return _ORDINALS.get(word) or int(re.sub(r"\D", "", word))
    value = match["zh"]
    if value.isdigit():
        return int(value)
    if value == "十":
        return 10
    if value.startswith("十"):
        return 10 + _ZH_NUMERALS.get(value[1:], 0)
    if len(value) == 2 and value.endswith("十"):
        return 10 * _ZH_NUMERALS.get(value[0], 0)
    return _ZH_NUMERALS.get(value[0])


def _sentences(text: str) -> list[str]:
    return [part.strip() for part in _SENTENCE_END.split(text) if part and part.strip()]


def _clauses(sentence: str) -> list[tuple[int, int]]:
    """(start, end) spans of the clauses of a sentence."""
    spans, start = [], 0
    dated = [(begin, end) for begin, end, _ in dates_in(sentence)]
    for match in _CLAUSE_END.finditer(sentence):
        if any(begin < match.start() < end for begin, end in dated):
            continue  # the comma of "March 3rd, 2024", "the 3rd day of November, 2015": one date, not two clauses
        spans.append((start, match.start()))
        start = match.end()
    spans.append((start, len(sentence)))
    return [(a, b) for a, b in spans if sentence[a:b].strip()]


_VERSION_NOUN = re.compile(r"\b(?:rules?|polic(?:y|ies)|schedules?|tariffs?|bye?-?laws?|ordinances?|regulations?|standards?|"
                           r"determinations?|decisions?|statements?|sheets?|revisions?|editions?|versions?|notices?|circulars?|codes?|procedures?|guidelines?|directives?|"
                           r"resolutions?|orders?|instructions?|terms|conditions|charges|fees)\b|办法|规定|细则|标准|规程|制度|通知|"
                           r"规则|条例|决定|方案|意见|文件|版", re.I)


def _describe(span: str, relation: str, sentence: str, proposed: bool, repeal_date: str | None) -> VersionReference | None:
    """What a statement's target span names; None when it names no version at all ("replace the filter")."""
    identifiers = [code_identifier(m) for m in _CODE.finditer(span)] + serial_identifiers(span)
    dated = dates_in(span)
    masked = span
    for start, end, _ in sorted(dated, reverse=True):
        masked = masked[:start] + " " * (end - start) + masked[end:]
    for match in [*_CODE.finditer(masked), *_WENHAO.finditer(masked)]:
        masked = masked[: match.start()] + " " * (match.end() - match.start()) + masked[match.end():]
    years = [int(m["year"]) for m in _YEAR.finditer(masked)]
    code_years = [int(m["year"]) for m in _CODE.finditer(span) if m["year"]]
    title_match = _QUOTED_TITLE.search(span)
    dotted = _DOTTED_VERSION.search(span)
    reference = VersionReference(
        relation=relation, text=sentence.strip(), identifiers=tuple(dict.fromkeys(identifiers)),
        years=tuple(dict.fromkeys([*years, *code_years])), dates=tuple(d.isoformat() for _, _, d in dated),
        edition=_edition(span), version_label=_version_label(dotted),
        title=(title_match["zh"] or title_match["en"]) if title_match else None,
        with_effect_from=repeal_date, proposed=proposed,
    )
    if reference.names_something():
        # A year alone names a version only beside a version noun ("the rule of 2016"), not in "over 2016 levels".
        if reference.identifiers or reference.dates or reference.edition is not None or reference.title \
                or reference.version_label \
                or _VERSION_NOUN.search(span):
            return reference
        return None
    if _VERSION_NOUN.search(span) and _VAGUE.search(span):
        return VersionReference(relation=relation, text=sentence.strip(), vague=True, with_effect_from=repeal_date,
                                proposed=proposed)
    # "The Schedule of Disciplinary Fines adopted by Council Resolution C/2018/07": a title written out in capitals,
    # unquoted, with a version noun in it; lineage looks it up among the corpus's titles.
    named = max(_TITLE_CASE.findall(span), key=len, default="")
    if len(named.split()) >= 2 and _VERSION_NOUN.search(named):
        return VersionReference(relation=relation, text=sentence.strip(), title=named.strip(),
                                with_effect_from=repeal_date, proposed=proposed)
    return None


_TITLE_CASE = re.compile(r"(?:[A-Z][\w'’-]*(?:\s+(?:of|and|for|the|on|\([A-Za-z]+\))(?=\s+[A-Z(]))*\s*){2,}")


def _only_self(span: str) -> bool:
    """The span names this document ("this Rule", "本办法") and no other version."""
    return bool(_SELF.search(span)) and not (_CODE.search(span) or _WENHAO.search(span) or _QUOTED_TITLE.search(span)
                                              or _YEAR.search(span))


def _statements(sentence: str, document_proposed: bool) -> tuple[list[VersionReference], list[tuple[int, int]]]:
    """Succession statements in one sentence, and the spans (targets) whose dates and codes are not the document's."""
    references: list[VersionReference] = []
    masked: list[tuple[int, int]] = []
    clauses = _clauses(sentence)
    for index, (start, end) in enumerate(clauses):
        clause = sentence[start:end]
        for pattern, relation, side in _STATEMENTS:
            match = pattern.search(clause)
            if not match:
                continue
            proposed = document_proposed or bool(_PROPOSED.search(clause))
            if side == "by":
                span_start, span_end = start + match.start("by"), start + match.end("by")
            elif side == "after":
                span_start, span_end = start + match.end(), end
                # "…replaces Revision 2, issued 12 May 2016": descriptive clauses that follow belong to the target.
                for next_start, next_end in clauses[index + 1:]:
                    if not _CONTINUATION.match(sentence[next_start:next_end]):
                        break
                    span_end = next_end
            else:
                span_start, span_end = start, start + match.start()
            repeal_date = None
            if side == "before":
                # "…is repealed with effect from 1 July 2021": the date after the verb is when the repeal applies.
                after = dates_in(clause[match.end():])
                repeal_date = after[0][2].isoformat() if after else None
                if repeal_date and _UNTIL.search(match.group()):  # "执行至2026年12月31日": the last day in force
                    repeal_date = date.fromordinal(after[0][2].toordinal() + 1).isoformat()
            span_dates = dates_in(sentence[span_start:span_end])
            if span_dates and repeal_date is None:
                # "…repeals the 2016 schedule with effect from 1 July 2021" / "原《…》自2021年7月1日起废止": the
                # date at the end of the target says when, not which version.
                first, last, when = span_dates[-1]
                head = sentence[span_start:span_start + first]
                tail = sentence[span_start + last:span_end].strip(" 起,.")
                if not tail and (_REPEAL_DATE_AFTER.search(head) or _REPEAL_DATE_BEFORE.search(head)):
                    cut = _REPEAL_DATE_AFTER.search(head) or _REPEAL_DATE_BEFORE.search(head)
                    repeal_date = when.isoformat()
                    masked.append((span_start + cut.start(), span_end))
                    span_end = span_start + cut.start()
            if relation == "superseded_by" and _only_self(sentence[span_start:span_end]):
                # "The 2016 schedule is replaced by this Schedule": the subject is the version replaced.
                relation, span_start, span_end = "supersedes", start, start + match.start()
            elif side == "before" and _only_self(sentence[span_start:span_end]):
                # "This Rule is repealed with effect from 1 July 2030": the document states its own end.
                if repeal_date:
                    references.append(VersionReference(relation="repealed_self", text=sentence.strip(),
                                                       with_effect_from=repeal_date, proposed=proposed))
                    masked.append((start, end))
                break
            reference = _describe(sentence[span_start:span_end], relation, sentence, proposed, repeal_date)
            if reference is None and side == "before" and not sentence[span_start:span_end].strip():
                # "By-law No. 2018-112, as amended, is hereby repealed": the subject sits in a clause before; go
                # back one clause at a time (at most three), not to the sentence start ("This By-law comes into
                # force on March 1st, 2027, on which date By-law No. 31/2022, as amended, is repealed").
                for back in range(index - 1, max(-1, index - 4), -1):
                    span_start = clauses[back][0]
                    reference = _describe(sentence[span_start:span_end], relation, sentence, proposed, repeal_date)
                    if reference is not None:
                        break
            if reference is None:
                continue
            references.append(reference)
            masked.append((span_start, span_end))
            if repeal_date:
                masked.append((start + match.end(), end))
            break
    return references, masked


# An amendment of one part: "Item 4 of the Schedule is amended to read", "Section 5 of the 2019 Rules is repealed",
# "In item 4, “$40” is replaced with “$48”", "将第三条中的“…”修改为“…”", "删去第七条", "在第五条后增加一条". The part
# names the unit changed, and may name the rule it belongs to ("of the Schedule of Fees 2024", "《…》第三条").
_PART_UNIT = (r"(?:items?|sections?|sub-?sections?|clauses?|paragraphs?|sub-?paragraphs?|schedule|part|annex|appendix|"
              r"table|column|row|entry|note)\s+(?:no\.?\s*)?(?!(?:19|20)\d{2}\b)(?:\d+|[IVXLC]+\b|[A-Z]\b)[A-Za-z]?"
              r"(?:\([\w.]+\))*"
              r"|(?:rule|regulation|article|bye?-?law)\s+\d+[A-Za-z]?(?:\([\w.]+\))*(?=\s+(?:of|to|in)\s)")
_PART_OF = r"(?:\s*,?\s+(?:of|to|in)\s+(?:the\s+)?[^,;:“\"]{1,80}?)?"
_ZH_UNIT = (r"(?:《[^》]{2,60}》\s*)?(?:(?:附件|附表)\s*\d*\s*)?(?:第\s*[一二三四五六七八九十百零〇\d]+\s*[条章节款项点]"
            r"(?:\s*第\s*[一二三四五六七八九十百零〇\d]+\s*[款项目])*|附件\s*\d+)")
_PART_AMENDMENTS = (
    re.compile(rf"\b(?P<part>(?:{_PART_UNIT}){_PART_OF})\s*,?\s+(?:is|are|shall\s+be)\s+(?:hereby\s+)?"
               r"(?:amended|varied|deleted|omitted|revoked|repealed|substituted|replaced)\b", re.I),
    re.compile(rf"\bin\s+(?P<part>(?:{_PART_UNIT}){_PART_OF})\s*,\s*(?:for\s+[“\"]|(?:the\s+)?(?:words?|figures?|amounts?|"
               r"expression|entry|reference)\b|[“\"][^”\"]{1,200}[”\"]\s+(?:is|are|shall\s+be)\s+(?:replaced|substituted|"
               r"deleted|omitted))", re.I),
    # A Chinese rule opens its own articles with "第六条": a part is one the sentence acts on ("将…", "删去…", "在…后"),
    # one "修改为" follows directly ("第三条修改为：…"), or one whose wording is changed ("第四条中“月卡320元”修改为…").
    re.compile(rf"将\s*(?P<part>{_ZH_UNIT})[^。；]{{0,60}}?(?:修改为|修订为|修正为|改为|调整为)|(?P<head>{_ZH_UNIT})\s*(?:修改为|修订为|改为)"
               rf"|(?P<inside>{_ZH_UNIT})\s*中的?\s*[“\"「][^”\"」]{{1,80}}[”\"」]\s*(?:修改为|修订为|改为|调整为|删去|删除)"),
    re.compile(rf"(?:删去|删除)\s*(?P<part>{_ZH_UNIT})|在\s*(?P<after>{_ZH_UNIT})\s*(?:后|之后|前|中)\s*(?:增加|增设|插入|新增|增写)"),
)
_WORDING = re.compile(r"[“\"‘][^”\"’]{1,400}[”\"’]")


def _part_amendment(sentence: str, proposed: bool) -> tuple[VersionReference, list[tuple[int, int]]] | None:
    """An amendment of one part of a rule in `sentence` (see `_PART_AMENDMENTS`): an "amends" reference naming the
    part (and the rule, when the part's words name it), and the spans that are not this document's own: the part
    and the wording quoted ("to read “… from 1 July 2019”" is the rule's text, not this document's date)."""
    for pattern in _PART_AMENDMENTS:
        match = pattern.search(sentence)
        if not match:
            continue
        group = next(name for name in ("part", "after", "head", "inside") if match.groupdict().get(name))
        part = match[group].strip()
        named = _describe(part, "amends", sentence, proposed, None)
        reference = (replace(named, part=part) if named is not None else
                     VersionReference(relation="amends", text=sentence.strip(), vague=True, part=part, proposed=proposed))
        return reference, [match.span(group), *(found.span() for found in _WORDING.finditer(sentence))]
    return None


def _sentence_statements(sentence: str, document_proposed: bool) -> tuple[list[VersionReference], list[tuple[int, int]]]:
    """`_statements`, and an amendment of one part (`_part_amendment`). Where a part is amended, what the sentence
    replaces is wording ("“$40” is replaced with “$48”"), not a version: only "amends" statements stay, the first
    naming a rule taking the part ("决定对《…》作如下修改：一、将第三条…修改为…")."""
    found, masked = _statements(sentence, document_proposed)
    part = _part_amendment(sentence, document_proposed or bool(_PROPOSED.search(sentence)))
    if part is None:
        return found, masked
    reference, part_masked = part
    amends = [ref for ref in found if ref.relation == "amends" and ref.names_something()]
    if amends and not reference.names_something():
        return [replace(amends[0], part=reference.part), *amends[1:]], masked + part_masked
    return [reference], masked + part_masked


def _date_after(verb: re.Pattern[str], parts: list[str], other_verb: re.Pattern[str]) -> tuple[int, date] | None:
    """(position, date) of the first date following `verb` within its sentence (see `_EFFECTIVE_VERB`), with no
    stop word or the other kind of verb between, in the header and closing sentences of `parts` (the document's
    own sentences; the position counts over them joined by newlines, as `own_text`)."""
    offset = 0
    for index, sentence in enumerate(parts):
        if index < _HEAD_SENTENCES or index >= len(parts) - _TAIL_SENTENCES:
            for match in verb.finditer(sentence):
                window = sentence[match.end(): match.end() + _WINDOW_CHARS]
                found = dates_in(window)
                if found:
                    between = window[: found[0][0]]
                    if not (_WINDOW_STOP.search(between) or other_verb.search(between) or "…" in between):
                        return offset + match.start(), found[0][2]
        offset += len(sentence) + 1
    return None


def _history_dates(parts: list[str]) -> list[date]:
    """One date per making/publishing/amending verb of the document's own sentences: the first date within a few
    words after it ("Revised June 10, 2019"), else the last just before it ("2018年5月10日…制定公布")."""
    found: list[date] = []
    for part in parts:
        dated = dates_in(part)
        for verb in _HISTORY_VERB.finditer(part):
            # A date after "自" is when that entry took effect ("…修正發布第三條；並自116年1月1日施行"), not when made.
            after = [when for start, _, when in dated if verb.end() <= start <= verb.end() + 20
                     and "自" not in part[max(verb.end(), start - 2):start]]
            before = [when for _, end, when in dated if verb.start() - 60 <= end <= verb.start()]
            if after or before:
                found.append(after[0] if after else before[-1])
    return found


# A sentence about another version in force meanwhile ("Until that date Issue 2 continues to apply").
_OTHER_VERSION = re.compile(r"\b(?:until|till|continues?|remains?|previous|prior|former)\b|继续|原", re.I)
_HISTORY_LINE = re.compile(r"\b(?:history|record|control|amendments?\s+(?:list|table))\b|修订记录|修订历史|沿革", re.I)
# A version label of any version: "v2.1", "Version 3", "Issue 4", "Edition 2", "Rev. 3", "第3版".
_ANY_LABEL = re.compile(r"\b(?:v(?:ersion)?\.?\s*\d+(?:\.\d+)*|(?:issue|edition|rev(?:ision)?\.?)\s*(?:no\.?\s*)?\d+)\b|第\s*\d+\s*版",
                        re.I)


def _own_entry_dates(lines: list[str], label: str | None, edition: int | None) -> tuple[date | None, date | None]:
    """(effective date, other date) of a history entry that names this document: "this issue", its own version
    number ("v5.1 approved 21/02/2023, effective 01/04/2023") or its own issue or edition number ("Issue 3 -
    approved … 12.05.2026; effective 01.07.2026"). An entry runs from the mark to the next version label in its
    line; the other date is the entry's nearest before the mark, else the first after it."""
    marks = [_OWN_ENTRY]
    if label:
        marks.append(re.compile(rf"\bv(?:ersion)?\.?\s*{re.escape(label)}(?![\d.])", re.I) if label[0].isdigit()
                     else re.compile(rf"\b[Rr]ev(?:ision)?\.?\s*{label}(?![\w.])"))
    if edition is not None:
        marks.append(re.compile(rf"\b(?:issue|edition|version|rev(?:ision)?\.?)\s*(?:no\.?\s*)?{edition}(?![\d.])|第\s*{edition}\s*版",
                                re.I))
    for line in lines:
        labels = list(_ANY_LABEL.finditer(line))
        if len(labels) < 2 and not _HISTORY_LINE.search(line):
            continue  # a history entry sits in a list of versions, not in running text ("This version comes …")
        found_mark = next(((pattern, found) for pattern in marks if (found := pattern.search(line))), None)
        if not found_mark:
            continue
        pattern, mark = found_mark
        following = [m.start() for m in labels if m.start() >= mark.end()]
        # An entry starts at its own label; "this issue" is said after the label ("Issue 4: 1 January 2027, this issue").
        start = (max((m.start() for m in labels if m.end() <= mark.start()), default=0)
                 if pattern is _OWN_ENTRY else mark.start())
        entry = line[start: following[0] if following else len(line)]
        offset = mark.start() - start
        found = dates_in(entry)
        effective = find_effective_date(entry)
        before = [when for begin, _, when in found if begin < offset]
        after = [when for begin, _, when in found if begin >= offset]
        if effective or before or after:
            return effective, (before[-1] if before else after[0]) if before or after else None
    return None, None


def _dated_line(lines: list[str]) -> date | None:
    """The date of the first line that ends with one after a short lead (see `_DATED_LINE_LEAD`)."""
    for line in lines:
        # "澄源市医疗保障局 2019年6月18日（此件主动公开）": a bracketed note after the date is not part of the lead.
        stripped = re.sub(r"\s*[(（][^()（）]{1,20}[)）]\s*$", "", line.rstrip(" .。;；")).rstrip(" .。;；")
        found = dates_in(stripped)
        if len(found) != 1 or found[0][1] != len(stripped):
            continue
        lead = stripped[: found[0][0]]
        if len(lead) <= _DATED_LINE_LEAD and not _NOT_ISSUE_LEAD.search(lead):
            return found[0][2]
    return None


def _own_sentences(text: str, proposed: bool) -> tuple[list[VersionReference], list[str]]:
    """The succession statements of a text, and its sentences with what those statements name taken out (" … ")."""
    references: list[VersionReference] = []
    own_parts: list[str] = []
    for sentence in _sentences(text):
        found, masked = _sentence_statements(sentence, proposed)
        references.extend(found)
        if not masked:
            own_parts.append(sentence)
            continue
        kept, cursor = [], 0
        for start, end in sorted(masked):
            kept.append(sentence[cursor:start])
            cursor = max(cursor, end)
        kept.append(sentence[cursor:])
        own_parts.append(" … ".join(part for part in kept if part.strip()))
    return references, own_parts


def _issue_date(own_parts: list[str], history_dates: list[date]) -> tuple[date | None, str | None]:
    """The issue date and its cue: the first stated, by a phrase or a verb's window (at the same place the window
    wins: "Approved by the Board at its meeting of 9 December 2025, to take effect on 1 April 2028" is issued on 9
    December); in an amendment history the latest entry; else a month, else a dated line."""
    own_text = "\n".join(own_parts)
    stated = [found for found in (_date_after(_ISSUE_VERB, own_parts, _EFFECTIVE_VERB), first_dated(_ISSUE, own_text))
              if found is not None]
    if stated:
        issue = min(stated, key=lambda found: found[0])[1]
        return (max(history_dates) if len(history_dates) >= 2 else issue), "issue_phrase"
    issue = first_date(_ISSUE_MONTH, own_text)
    if issue is not None:
        return issue, "issue_month"
    issue = _dated_line([*own_parts[:_HEADER_LINES], *own_parts[-_HEADER_LINES:]])
    return issue, ("date_line" if issue else None)


def _own_edition(title: str, header_own: list[str], own_parts: list[str], raw_lines: list[str]) -> int | None:
    """The edition in the title, else in the header, then the closing lines (a footer "Sheet R1 Issue 3 | Doc.
    MER-TS-R1-03"), not in a revision record (it lists every version's number) nor in "until then Issue 2 continues
    to apply"."""
    edition = _edition(title)
    if edition is not None:
        return edition
    history_lines = [line for line in raw_lines if _HISTORY_LINE.search(line) or len(_ANY_LABEL.findall(line)) >= 3]
    for line in [*header_own, *[part for part in own_parts[-_TAIL_SENTENCES:] if part.strip()]]:
        if any(line.strip(" .;") in entry for entry in history_lines) or _OTHER_VERSION.search(line):
            continue
        edition = _edition(line)
        if edition is not None:
            return edition
    return None


def _stated_effective(own_parts: list[str], history_dates: list[date],
                      entry_effective: date | None) -> tuple[date | None, list[str]]:
    """The effective date stated by a phrase, and the sentences outside an amendment history (`rest`).

    Stated of the document itself ("本规则自…施行", its own history entry's "effective …") before the first
    effective phrase anywhere (a version-control list states the other versions' dates too). "本標準自…111年…施行。
    本標準修正條文，自…116年…施行": a consolidated text states when it first applied and when each amendment did; the
    version is the text as last amended. An amendment history ("…函訂定", "…函修正全文，並自112年1月1日生效", "…函修正
    第三點至第六點"): like its dates of making, the latest entry is this version's — its own effective date when it
    states one, else none from the history (an older entry's "自…生效" is an earlier version's start); of the entries
    made last, one that says when it applies ("但…修正公布之條文，自…施行") speaks for them."""
    stated = [(found, bool(_AMENDMENT.search(part))) for part in own_parts
              if _SELF.search(part) and (found := find_effective_date(part))]
    amended = [found for found, amending in stated if amending]
    entries = [(max(made), find_effective_date(part), part) for part in own_parts
               if _HISTORY_VERB.search(part) and (made := _history_dates([part]))] if len(history_dates) >= 2 else []
    latest_entry_effective = max(entries, key=lambda entry: (entry[0], entry[1] is not None))[1] if entries else None
    history_parts = {part for _, _, part in entries}
    rest = [part for part in own_parts if part not in history_parts]
    effective = (max(amended) if amended and max(amended) > stated[0][0] else stated[0][0] if stated else None) \
        or entry_effective or latest_entry_effective or find_effective_date("\n".join(rest))
    return effective, rest


def _effective_otherwise(own_parts: list[str], issue: date | None, entry_date: date | None,
                         references: list[VersionReference]) -> tuple[date | None, str | None]:
    """The effective date when no phrase states one: a stated time after publication, "自印发之日起施行" (the
    publication date), or the end of the rule it replaces (see below)."""
    own_text = "\n".join(own_parts)
    if entry_date is not None:
        return entry_date, "history_entry"
    after_publication = _EFFECTIVE_AFTER_PUBLICATION.search(own_text)
    days_after = _days_after_publication(after_publication) if after_publication else 0
    if days_after:
        published = first_date(_PUBLISHED, own_text) or issue
        if published is not None:
            return published + timedelta(days=days_after), "effective_after_publication"
    if after_publication or (issue is not None and _EFFECTIVE_ON_ISSUE.search(own_text)):
        published = first_date(_PUBLISHED, own_text)
        if issue is not None or published is not None:
            return (published if published and (issue is None or published >= issue) else issue), "effective_on_issue"
    if issue is not None:
        # "General Order No. 2021-11 is rescinded effective January 1, 2027, and commencing on that date IT IS
        # ORDERED" in an order dated April 20, 2026: a replacement made before the rule it repeals ends, stating no
        # start of its own, starts when that rule ends. (Without a date of its own nothing shows it was made first.)
        ends = [date.fromisoformat(ref.with_effect_from) for ref in references if ref.newer and ref.with_effect_from]
        if ends and max(ends) >= issue:
            return max(ends), "predecessor_repeal"
    return None, None


def extract_version_cues(title: str, text: str) -> VersionCues:
    """The version cues of one document from its title and full text (see the module docstring)."""
    title, text = normalise(title), normalise(text)
    document_proposed = bool(_DOCUMENT_PROPOSED.search(title) or _DOCUMENT_PROPOSED.search(text[:2000]))
    references, own_parts = _own_sentences(text, document_proposed)
    # The header: the first sentences, with what succession statements name taken out.
    header_own = [part for part in own_parts[:_HEADER_LINES] if part.strip()]
    identifiers, code_year = _own_identifiers(title, header_own)
    history_dates = _history_dates(own_parts)
    issue, issue_cue = _issue_date(own_parts, history_dates)
    dotted = _DOTTED_VERSION.search(title) or next(
        (found for line in header_own if (found := _DOTTED_VERSION.search(line))), None)
    raw_lines = [line for line in text.splitlines() if line.strip()]
    edition = _own_edition(title, header_own, own_parts, raw_lines)
    entry_effective, entry_date = _own_entry_dates(raw_lines, _version_label(dotted), edition)
    effective, rest = _stated_effective(own_parts, history_dates, entry_effective)
    effective_cue = "effective_phrase" if effective else None
    year_start = _year_start(rest) if effective is None else None
    if year_start is not None:  # "applies from the 2025/26 school year": that year's first day
        effective, effective_cue = year_start
    if effective is None:  # no phrase: the first date after an effective verb, read only now
        windowed = _date_after(_EFFECTIVE_VERB, rest, _ISSUE_VERB)
        effective, effective_cue = (windowed[1], "effective_phrase") if windowed else (None, None)
    if effective is None:
        effective, effective_cue = _effective_otherwise(own_parts, issue, entry_date, references)
    label = _YEAR_LABEL.search(title) or _YEAR_LABEL.search("\n".join(header_own))
    return VersionCues(
        identifiers=tuple(identifiers),
        issue_date=issue.isoformat() if issue else None, issue_cue=issue_cue,
        effective_date=effective.isoformat() if effective else None, effective_cue=effective_cue,
        edition=edition, version_label=_version_label(dotted),
        label_year=int(label["year"]) if label else code_year,
        references=tuple(references), proposed=document_proposed,
    )
