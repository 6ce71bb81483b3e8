"""Questions the active-learning pool asks, made from a document's own sentences (docs/design.md#active-learning).

The intent labeller is asked "which intent is this query?", so the pool must hold what a user would type: a
question, not a sentence copied out of the document. Real user questions come from serving (tasks/labels/feedback.py);
before there are any, and beside them, each document's statements of fact and instructions are turned into the
question they answer, by rules on the sentence's own words — the subject of a value statement, the goal of an
instruction, the action of a recurring task — in English and Chinese:

  "The annual rent is £7.80 per rod, payable on 1 October."     -> "What is the annual rent?"
  "In 2021, the mean time between failures was 5,190 hours."    -> "What was the mean time between failures in 2021?"
  "A full plot of 10 rods costs £78.00."                        -> "What does a full plot of 10 rods cost?"
  "To clear E07, clean the strainer and check the pump."        -> "How do I clear E07?"
  "Replace the air filter every 2,000 running hours."           -> "How often should I replace the air filter?"
  "Instruments must be calibrated every 6 months."              -> "How often must instruments be calibrated?"
  "HX-200的制冷量为32.4 kW"                                      -> "HX-200的制冷量是多少？"
  "2021年，设备年故障率为3.5%"                                    -> "2021年，设备年故障率是多少？"

When a document's statements give fewer questions than asked for, its numbered section headings ("2." "Restocking
fee.") give the rest: "What does the Returns and Refunds Policy say about restocking fee?". A sentence no rule fits
gives no question (a document in another language gives none: its questions come from serving). Pure: no IO;
tasks/labels/queue.py passes the chunk texts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

MAX_QUESTION_CHARS = 160
_MAX_SUBJECT_WORDS = 12

# Sentence ends: ". " (not inside "2.7%"), "!", "?", ";", and the CJK ones, which need no space after them.
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+|(?<=[。！？；])")
_CJK = re.compile(r"[\u4e00-\u9fff]")

_MONEY = r"(?:[A-Z]{1,3}\s?)?[$€£¥₹]\s?\d|\b(?:EUR|USD|GBP|CHF|AUD|CAD|NZD|INR|CNY|RMB)\s?\d|\d[\d,.]*\s?(?:元|euros?|dollars?|pounds?)\b"
_BOUND = r"(?:not |no |at least |at most |up to |about |approximately |less than |more than |over |under |only )*"
# A value: a number, possibly after a currency sign or code (£7.80, C$8.40, EUR 345) or a bound word.
_VALUE = rf"{_BOUND}(?:[A-Z]{{1,3}}\s?)?[$€£¥₹]?\d"
_COPULA = {"is": "is", "are": "are", "was": "was", "were": "were", "shall be": "is", "must be": "is",
           "will be": "is", "costs": "does", "cost": "do"}
_COPULAS = "|".join(sorted(map(re.escape, _COPULA), key=len, reverse=True))
_DETERMINER = r"(?:The|Each|Every|An?|All|the|each|every|an?|all)"
_DETERMINER_WORD = re.compile(r"^(?:The|Each|Every|An?|All)\b")
# A leading time, place or condition phrase moves to the end: "In 2021, the X was ..." -> "What was the X in 2021?".
# Searched, not matched: a heading may be glued on before it ("2022 In 2022, the ...").
_LEAD = re.compile(r"(?:^|\s)(?P<lead>(?:In|On|From|Since|As of|Until|By|After|Before|During|For|Overall) ?[^,]{0,40}), "
                   r"(?P<rest>.+)$")
# The subject starts at a determiner: a capitalised one may follow words glued on from a heading ("Key differences The
# cooling capacity is ..."), a lower-case one only at the start or after a comma.
_SUBJECT = rf"(?:^|(?<=, )|(?<=\s)(?=[A-Z]))(?P<subject>{_DETERMINER}\s[^,;:()]{{2,90}}?)"
_VALUE_STATEMENT = re.compile(rf"{_SUBJECT}\s(?P<verb>{_COPULAS})\s(?P<value>{_VALUE})")
_CHANGE = re.compile(rf"{_SUBJECT}\s(?:rose|fell|increased|decreased|grew|dropped|declined|climbed)\s(?:from|by|to)\s")
_MEANING = re.compile(r"(?:^|(?<=, ))(?P<subject>(?:[a-z]+ )?[A-Z]{0,3}-?\d{1,4}[A-Za-z]?) means ")
# Who or what the value is for, after it: "... is 32.4 kW for the HX-200 and ..." -> "... for the HX-200?".
_FOR_WHOM = re.compile(r"^[^,;]*? (?P<prep>for|of|on) (?P<whom>(?:the )?[A-Z][\w/]*-?\d[\w-]*)\b")
# A labelled price in a schedule: "Interment in a new grave of a person aged 18 or over: £1,195."
_PRICED_ITEM = re.compile(rf"^(?P<item>[A-Z][^:;]{{3,90}}): (?:{_MONEY})")
_GOAL = re.compile(r"^To (?P<goal>[a-z][^,;:]{2,80}), [a-z]")
# "To" + a verb states a goal; "To" + a determiner or "date" is an adverbial ("To some extent, …", "To this end, …",
# "To date, …"), which states none: seen on real reports the rules were not written from.
_NOT_A_GOAL = re.compile(r"^(?:some|this|that|these|those|the|a|an|date|our|its|their|his|her|my|your|what|which|"
                         r"whom|each|every|all|no|any|summari[sz]e|conclude|be)\b")
_EVERY_IMPERATIVE = re.compile(r"^(?P<action>[A-Z][a-z]+ (?:the |a |an |all |each |your )[^,;:]{2,60}?) every \d")
_EVERY_PASSIVE = re.compile(r"^(?P<subject>[A-Z][^,;:]{2,60}?) (?P<modal>must|shall|should) be (?P<done>[a-z]+ed)"
                            r" (?:at least )?(?:once )?every \d")
_NOT_IMPERATIVE = re.compile(r"\b(?:is|are|was|were|be|been|must|shall|should|will|can|may)\b")
_PASSIVE_AFTER = re.compile(r"^(?:[a-z]+ed|paid|given|held|made|kept|set|shown|known)\b")
# Words glued on from a heading before the subject ("Calibration interval Pressure and temperature instruments"):
# the subject starts at the last capitalised ordinary word.
_HEADING_GLUE = re.compile(r"^.*\s(?=[A-Z][a-z]+\s)")

# Chinese: 为/是 between a subject with at least two Han characters and a number ("X的制冷量为32.4 kW"); 表示 (means);
# 从…上升/下降至 (changed from … to). A leading "2021年，" or "在…上，" stays in front of the question.
_ZH_SUBJECT = r"(?P<subject>[^\s，,。：:；;（）()「」“”]{2,40}?)"
_ZH_VALUE_STATEMENT = re.compile(rf"{_ZH_SUBJECT}(?:为|是)(?P<value>[^，。；]{{0,8}}\d)")
_ZH_MEANING = re.compile(rf"{_ZH_SUBJECT}表示")
_ZH_CHANGE = re.compile(rf"{_ZH_SUBJECT}从[^，。；]*?(?:上升|下降|增长|增加|减少|降低|提高|升至|降至)")
_ZH_LEAD = re.compile(r"^(?:\d{4}年|在[^，,]{1,30}(?:上|中|时|内))$")
_ZH_CODE = re.compile(r"[A-Z]{1,3}-?\d{1,4}")
_ZH_INSTRUCTION = re.compile(r"[将把请]")  # "将出水温度设定为7 °C" is an instruction, not a statement of a value


def _clean(subject: str) -> str:
    return re.sub(r"\s+", " ", subject).strip()


def _lower_first(text: str) -> str:
    # "The annual rent" -> "the annual rent", "A full plot" -> "a full plot", but not "KT-100 units" or "HX-200".
    if _DETERMINER_WORD.match(text) or (len(text) > 1 and text[0].isupper() and text[1].islower()):
        return text[0].lower() + text[1:]
    return text


def _english_question(sentence: str) -> str | None:
    lead = ""
    matched = _LEAD.search(sentence)
    if matched:
        sentence = matched["rest"]
        if not matched["lead"].startswith("Overall"):
            lead = " " + _lower_first(matched["lead"])
    goal = _GOAL.match(sentence)
    if goal and not _NOT_A_GOAL.match(goal["goal"]):
        return f"How do I {_clean(goal['goal'])}{lead}?"
    meaning = _MEANING.search(sentence)
    if meaning:
        return f"What does {_lower_first(meaning['subject'])} mean{lead}?"
    every = _EVERY_IMPERATIVE.match(sentence)
    if every and not _NOT_IMPERATIVE.search(every["action"]):
        return f"How often should I {_lower_first(_clean(every['action']))}{lead}?"
    passive = _EVERY_PASSIVE.match(sentence)
    if passive and not _NOT_IMPERATIVE.search(passive["subject"]):
        subject = _HEADING_GLUE.sub("", _clean(passive["subject"]))
        return f"How often {passive['modal']} {_lower_first(subject)} be {passive['done']}{lead}?"
    change = _CHANGE.search(sentence)
    if change and len(change["subject"].split()) <= _MAX_SUBJECT_WORDS:
        subject = _lower_first(_clean(change["subject"]))
        return f"How did {subject} change{lead}?" if lead else f"How has {subject} changed?"
    priced = _PRICED_ITEM.match(sentence)
    if priced and len(priced["item"].split()) <= _MAX_SUBJECT_WORDS + 4:
        return f"How much is {_lower_first(_clean(priced['item']))}{lead}?"
    return _value_question(sentence, lead)


def _value_question(sentence: str, lead: str) -> str | None:
    statement = _VALUE_STATEMENT.search(sentence)
    if statement is None:
        return None
    subject, verb = _clean(statement["subject"]), statement["verb"]
    after = sentence[statement.end("verb"):].lstrip()
    if len(subject.split()) > _MAX_SUBJECT_WORDS or _PASSIVE_AFTER.match(after) or _NOT_IMPERATIVE.search(subject):
        return None
    subject = _lower_first(subject)
    whom = _FOR_WHOM.match(sentence[statement.start("value"):])
    if whom and whom["whom"] not in subject:
        subject = f"{subject} {whom['prep']} {whom['whom']}"
    money = re.match(_MONEY, sentence[statement.start("value"):].removeprefix("not ")) is not None
    if verb in ("costs", "cost"):
        return f"How much {_COPULA[verb]} {subject} cost{lead}?"
    if money and verb in ("is", "are", "was", "were"):
        return f"How much {verb} {subject}{lead}?"
    return f"What {_COPULA[verb]} {subject}{lead}?"


def _chinese_question(sentence: str) -> str | None:
    clauses = re.split(r"[，,]", sentence)
    for position, clause in enumerate(clauses):
        lead = clauses[position - 1].strip() if position else ""
        lead = f"{lead}，" if _ZH_LEAD.match(lead) else ""
        for pattern, ending in ((_ZH_MEANING, "表示什么？"), (_ZH_CHANGE, "有什么变化？"),
                                (_ZH_VALUE_STATEMENT, "是多少？")):
            found = pattern.search(clause.strip())
            if found is None:
                continue
            subject = found["subject"]
            # Something to ask about: two Han characters ("HX-300为…" alone is an elliptic clause), or a code that
            # has a meaning ("E42表示…").
            named = len(_CJK.findall(subject)) >= 2 or (pattern is _ZH_MEANING and _ZH_CODE.fullmatch(subject))
            if named and not _ZH_INSTRUCTION.search(subject):
                return f"{lead}{subject}{ending}"
    return None


def sentences(text: str) -> list[str]:
    """The sentences of a chunk's text, table rows ("| a | b |") left out: a cell is not a statement."""
    prose = "\n".join(line for line in text.split("\n") if not line.lstrip().startswith("|"))
    # Line breaks inside a sentence are layout (PDF lines, or a heading line before its paragraph): one space.
    return [" ".join(part.split()) for part in _SENTENCE_END.split(prose) if part.strip()]


def question_for(sentence: str, language: str | None) -> str | None:
    """The question a sentence answers, by the rules above for its language (en, zh), or None."""
    if language == "zh" or (language is None and _CJK.search(sentence)):
        question = _chinese_question(sentence)
    elif language == "en" or language is None:
        question = _english_question(sentence)
    else:
        return None
    if question is None or len(question) > MAX_QUESTION_CHARS:
        return None
    return question


# A numbered section heading of an English document, as sentence splitting leaves it: "2." then "Restocking fee.".
# The number ends the sentence before the heading (the page's other text may be glued on before it).
_SECTION_NUMBER = re.compile(r"(?:^|\s)\d{1,2}(?:\.\d{1,2})*\.?$")
# A heading is a few words with no article (a short step, "Close the inlet valve.", has one); a step number glued on
# after it ("Start-up 1.") is not part of it.
_HEADING = re.compile(r"^(?P<heading>[A-Z][a-z][\w'-]*(?: (?!(?:the|a|an)\b)[\w'-]+){0,3}?)(?: \d{1,2})?\.$")


def heading_question(title: str, heading: str) -> str | None:
    """What a user asks about one section of a titled document (English)."""
    title = title.strip()
    if not title or _NOT_IMPERATIVE.search(heading.lower()):
        return None
    article = "" if _DETERMINER_WORD.match(title) else "the "
    # "Licence Fee" -> "licence fee"; "MTOW limits" and "E42" stay as they are.
    heading = " ".join(word.lower() if word[:1].isupper() and word[1:].islower() else word for word in heading.split())
    question = f"What does {article}{title} say about {heading}?"
    return question if len(question) <= MAX_QUESTION_CHARS else None


def document_questions(texts: Iterable[str], language: str | None, limit: int, title: str | None = None) -> list[str]:
    """Up to `limit` distinct questions from one document's chunk texts: those its statements answer, in reading
    order, then (English documents with a title) one per numbered section heading."""
    if limit <= 0:
        return []
    found: dict[str, None] = {}
    about: dict[str, None] = {}
    for text in texts:
        previous = ""
        for sentence in sentences(text):
            question = question_for(sentence, language)
            if question is not None:
                found.setdefault(question)
                if len(found) >= limit:
                    return list(found)
            heading = _HEADING.match(sentence) if _SECTION_NUMBER.search(previous) else None
            if heading and title and language in ("en", None):
                question = heading_question(title, heading["heading"])
                if question is not None:
                    about.setdefault(question)
            previous = sentence
    return [*found, *(question for question in about if question not in found)][:limit]
