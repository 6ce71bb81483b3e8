"""The base documents as data: their text and literal facts (the manuals' procedures, the fault codes, the policies,
the informal sources, the metrics, the equipment's parameters, the question templates) live in
`base_documents/*.yaml`, read here into the dataclasses below, so that a reader edits a sentence where it is
written and not inside code. specs.py keeps the logic: the RNG draws, the drafting, the catalogue, the questions'
rows, and the sentences computed from numbers (a spec sheet's differences, a trend report's years, the buying
guide's comparison), which stay there. The rule families have their own files (rule_families/, family_data.py).

The files (each describes its own format in its `description`):

    equipment.yaml          equipment families: models, nouns, the spec sheets' parameters (the catalogue's source)
    questions.yaml          question templates per kind and language; the regions the fault guides are written for
    manuals.yaml            the manuals' procedures per equipment family, with the numbers each manual draws
    trend_reports.yaml      the trend reports' metrics and the driver sentences they pick from
    fault_codes.yaml        the fault guides' codes per equipment family, with their regional variants
    policies.yaml           the versioned policies, one document per version
    informal_sources.yaml   WeChat articles and forum posts

A document's RNG draws follow the data's order (its date, its `draws`, its questions' picks), so the order of
entries is part of the corpus, which tests/unit/tasks/sample_corpus/test_corpus_pin.py pins.

Loading checks everything the builders rely on and names the file and the place when it fails: an unknown or
missing field, a wrong type, a bad date, a placeholder the text cannot be given, a question about a fact the
document does not state, a pick of more paraphrases than listed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from functools import cache
from pathlib import Path
from typing import Any

from models.vocabulary import INTENTS
from tasks.sample_corpus.data_checks import Checks
from tasks.sample_corpus.families import REFERENCE_DATE

# The rule families' YAML reading: a safe loader, dates kept as strings (parsed here, where the field is known), a key
# given twice refused (YAML would keep the last one without a word).
from tasks.sample_corpus.family_data import read_yaml

DATA_DIR = Path(__file__).with_name("base_documents")

# The placeholders each kind of question template is given (by the builder of its document kind, specs.py).
TEMPLATE_FIELDS: dict[str, frozenset[str]] = {
    "operation": frozenset({"vp", "ger", "model", "noun", "short"}),
    "comparison": frozenset({"comparative", "a", "b", "param"}),
    "trend_range": frozenset({"metric"}),
    "trend_year": frozenset({"metric", "year", "prev"}),
    "fault_cause": frozenset({"code", "model", "region"}),
    "fault_fix": frozenset({"code", "model", "region"}),
}
LANGUAGES = ("en", "zh")
SOURCE_TYPES = ("official", "wechat", "forum")
_DOCUMENT_FIELDS = frozenset({"company", "last_updated"})  # besides the document's draws
_MODEL_FIELDS = frozenset({"model"})


class BaseDataError(ValueError):
    """A base-document file that cannot be read into consistent data; the message names the file and the place."""


# The shape checks shared with family_data.py (data_checks.py), raising BaseDataError.
_CHECKS = Checks(BaseDataError)
_fields, _mapping, _list, _text, _texts = _CHECKS.fields, _CHECKS.mapping, _CHECKS.items, _CHECKS.text, _CHECKS.texts
_number, _int, _range, _bool = _CHECKS.number, _CHECKS.integer, _CHECKS.bounds, _CHECKS.boolean
_choice, _date = _CHECKS.choice, _CHECKS.iso_date


@dataclass(frozen=True)
class Draw:
    """One number a document draws from its RNG: randint(low, high), times `times`, divided by `divided_by`."""

    name: str
    low: int
    high: int
    times: int = 1
    divided_by: int = 1

    def draw(self, rng: random.Random) -> int | float:
        value = rng.randint(self.low, self.high) * self.times
        return value / self.divided_by if self.divided_by != 1 else value


def draw_all(draws: Sequence[Draw], rng: random.Random) -> dict[str, int | float]:
    """The values of `draws`, drawn in their order (the order the corpus depends on)."""
    return {draw.name: draw.draw(rng) for draw in draws}


@dataclass(frozen=True)
class Param:
    """A spec-sheet parameter of an equipment family (equipment.yaml describes the fields)."""

    key: str
    name: str
    name_zh: str
    group: str
    group_zh: str
    unit: str
    comparative: str  # completes "Which ... , the A or the B?"
    comparative_zh: str
    base_range: tuple[float, float] = (0, 0)
    tier_step: float = 0  # relative change per model tier (bigger model -> bigger value when positive)
    decimals: int = 0
    shared_value: str | None = None  # identical for every model: rendered as one merged cell


@dataclass(frozen=True)
class Equipment:
    models: tuple[str, ...]  # smallest first
    noun: str
    noun_zh: str
    params: tuple[Param, ...]


@dataclass(frozen=True)
class Metric:
    """A trend report's metric (trend_reports.yaml describes the fields)."""

    slug: str
    title: str
    phrase: str  # used mid-sentence: "In 2023, {phrase} rose to ..."
    query_phrase: str  # how users name it
    unit: str  # appended after the number ("%" without a space)
    start_range: tuple[float, float]
    drift: float  # mean relative change per year
    decimals: int
    percentage_points: bool = False  # the metric is itself a percentage
    scanned: bool = False


@dataclass(frozen=True)
class FaultText:
    cause: str  # completes "On {model} units in {region}, error {code} means ..."
    fix: str  # completes "To clear {code}, ..."
    draws: tuple[Draw, ...] = ()  # drawn only where this text is the one stated


@dataclass(frozen=True)
class FaultCode:
    code: str
    title: str
    text: FaultText
    in_region: dict[str, FaultText]
    for_family: dict[str, FaultText]

    def text_for(self, family: str, region: str) -> FaultText:
        """The family's own text, else the region's, else the common one."""
        return self.for_family.get(family) or self.in_region.get(region) or self.text


@dataclass(frozen=True)
class FaultCodes:
    draws: tuple[Draw, ...]  # drawn by every English guide, whatever its family
    supply_fault: FaultCode  # stated by every English guide
    families: dict[str, tuple[FaultCode, ...]]  # a guide picks three of its family's
    draws_zh: tuple[Draw, ...]
    codes_zh: tuple[FaultCode, ...]


@dataclass(frozen=True)
class Region:
    name: str
    name_zh: str
    query_words: tuple[str, ...]
    query_words_zh: tuple[str, ...]
    supply: str
    undervoltage: int


@dataclass(frozen=True)
class Procedure:
    """A manual's procedure: steps and condition hold draw placeholders; vp, ger, short and the questions {model}."""

    noun: str
    vp: str
    steps: tuple[str, ...]
    condition: str
    condition_questions: tuple[str, ...]
    ger: str = ""  # English: "starting up the {model}"
    short: str = ""  # Chinese: the short verb ("开机")
    key_step: int = 0  # the step that answers "how do I ..." best


@dataclass(frozen=True)
class Manuals:
    draws: dict[str, tuple[Draw, ...]]  # per equipment family, English manuals
    procedures: dict[str, tuple[Procedure, ...]]
    draws_zh: tuple[Draw, ...]  # the same for every Chinese manual
    procedures_zh: dict[str, tuple[Procedure, ...]]


@dataclass(frozen=True)
class Block:
    """A heading, or a paragraph (one the questions refer to when `fact` names it)."""

    text: str
    heading: bool = False
    fact: str | None = None


@dataclass(frozen=True)
class Question:
    """`pick` paraphrases sampled from `templates` by the document's RNG, or (pick None) the one query as written."""

    templates: tuple[str, ...]
    about: str
    as_of: date
    pick: int | None


@dataclass(frozen=True)
class Document:
    path: str
    title: str
    heading: str
    language: str
    intent: str
    doc_type: str
    source_type: str
    author: str
    last_updated: date | tuple[date, date]  # a date, or the range it is drawn from
    draws: tuple[Draw, ...]
    body: tuple[Block, ...]
    questions: tuple[Question, ...]
    scanned: bool = False
    equipment_models: tuple[str, ...] = ()
    region: str | None = None
    version_group: str | None = None
    effective_date: date | None = None


@dataclass(frozen=True)
class BaseDocuments:
    equipment: dict[str, Equipment]  # per equipment family, in catalogue order
    templates: dict[str, dict[str, tuple[str, ...]]]  # kind -> language -> paraphrases
    regions: dict[str, Region]
    manuals: Manuals
    metrics: tuple[Metric, ...]
    drivers: tuple[str, ...]
    fault_codes: FaultCodes
    policies: tuple[Document, ...]
    informal_sources: tuple[Document, ...]


@cache
def load_base_documents(directory: Path = DATA_DIR) -> BaseDocuments:
    """Every base-document file of `directory`, checked (BaseDataError otherwise); read once per process."""
    templates, regions = _questions_file(_read(directory / "questions.yaml"), "questions.yaml")
    metrics, drivers = _trend_reports_file(_read(directory / "trend_reports.yaml"), "trend_reports.yaml")
    return BaseDocuments(
        equipment=_equipment_file(_read(directory / "equipment.yaml"), "equipment.yaml"),
        templates=templates,
        regions=regions,
        manuals=_manuals_file(_read(directory / "manuals.yaml"), "manuals.yaml"),
        metrics=metrics,
        drivers=drivers,
        fault_codes=_fault_codes_file(_read(directory / "fault_codes.yaml"), "fault_codes.yaml"),
        policies=_documents_file(_read(directory / "policies.yaml"), "policies.yaml"),
        informal_sources=_documents_file(_read(directory / "informal_sources.yaml"), "informal_sources.yaml"),
    )


def _read(path: Path) -> Any:
    return read_yaml(path, BaseDataError)


# -- equipment.yaml, trend_reports.yaml ----------------------------------------------------------------------------
def _equipment_file(document: Any, where: str) -> dict[str, Equipment]:
    fields = _fields(document, where, required=("description", "families"))
    _text(fields["description"], f"{where}: description")
    equipment = {}
    for family, record in _mapping(fields["families"], f"{where}: families").items():
        at = f"{where}: families.{family}"
        family_fields = _fields(record, at, required=("models", "noun", "noun_zh", "params"))
        equipment[family] = Equipment(
            models=_texts(family_fields["models"], f"{at}.models"),
            noun=_text(family_fields["noun"], f"{at}.noun"),
            noun_zh=_text(family_fields["noun_zh"], f"{at}.noun_zh"),
            params=tuple(_param(param, f"{at}.params[{index}]")
                         for index, param in enumerate(_list(family_fields["params"], f"{at}.params"))),
        )
    return equipment


def _param(record: Any, where: str) -> Param:
    texts = ("key", "name", "name_zh", "group", "group_zh", "unit", "comparative", "comparative_zh")
    shared = isinstance(record, dict) and "shared_value" in record
    fields = _fields(record, where, required=texts + (("shared_value",) if shared else ("base_range", "tier_step",
                                                                                          "decimals")))
    if shared:
        return Param(**{name: _text(fields[name], f"{where}.{name}") for name in (*texts, "shared_value")})
    return Param(**{name: _text(fields[name], f"{where}.{name}") for name in texts},
                 base_range=_range(fields["base_range"], f"{where}.base_range"),
                 tier_step=_number(fields["tier_step"], f"{where}.tier_step"),
                 decimals=_int(fields["decimals"], f"{where}.decimals"))


def _trend_reports_file(document: Any, where: str) -> tuple[tuple[Metric, ...], tuple[str, ...]]:
    fields = _fields(document, where, required=("description", "metrics", "drivers"))
    _text(fields["description"], f"{where}: description")
    metrics = tuple(_metric(record, f"{where}: metrics[{index}]")
                    for index, record in enumerate(_list(fields["metrics"], f"{where}: metrics")))
    return metrics, _texts(fields["drivers"], f"{where}: drivers")


def _metric(record: Any, where: str) -> Metric:
    texts = ("slug", "title", "phrase", "query_phrase", "unit")
    fields = _fields(record, where, required=(*texts, "start_range", "drift", "decimals"),
                     optional=("percentage_points", "scanned"))
    return Metric(**{name: _text(fields[name], f"{where}.{name}") for name in texts},
                  start_range=_range(fields["start_range"], f"{where}.start_range"),
                  drift=_number(fields["drift"], f"{where}.drift"),
                  decimals=_int(fields["decimals"], f"{where}.decimals"),
                  percentage_points=_bool(fields.get("percentage_points", False), f"{where}.percentage_points"),
                  scanned=_bool(fields.get("scanned", False), f"{where}.scanned"))


# -- questions.yaml -------------------------------------------------------------------------------------------------
def _questions_file(document: Any, where: str) -> tuple[dict[str, dict[str, tuple[str, ...]]], dict[str, Region]]:
    fields = _fields(document, where, required=("description", "templates", "regions"))
    _text(fields["description"], f"{where}: description")
    kinds = _fields(fields["templates"], f"{where}: templates", required=tuple(TEMPLATE_FIELDS))
    templates = {
        kind: {language: _texts(paraphrases, f"{where}: templates.{kind}.{language}", TEMPLATE_FIELDS[kind])
               for language, paraphrases in _fields(kinds[kind], f"{where}: templates.{kind}", LANGUAGES).items()}
        for kind in TEMPLATE_FIELDS
    }
    regions = _mapping(fields["regions"], f"{where}: regions")
    return templates, {name: _region(record, f"{where}: regions.{name}") for name, record in regions.items()}


def _region(record: Any, where: str) -> Region:
    fields = _fields(record, where, required=("name", "name_zh", "query_words", "query_words_zh", "supply",
                                              "undervoltage"))
    return Region(
        name=_text(fields["name"], f"{where}.name"),
        name_zh=_text(fields["name_zh"], f"{where}.name_zh"),
        query_words=_texts(fields["query_words"], f"{where}.query_words"),
        query_words_zh=_texts(fields["query_words_zh"], f"{where}.query_words_zh"),
        supply=_text(fields["supply"], f"{where}.supply"),
        undervoltage=_int(fields["undervoltage"], f"{where}.undervoltage"),
    )


# -- manuals.yaml ---------------------------------------------------------------------------------------------------
def _manuals_file(document: Any, where: str) -> Manuals:
    fields = _fields(document, where, required=("description", "english", "chinese"))
    _text(fields["description"], f"{where}: description")
    draws: dict[str, tuple[Draw, ...]] = {}
    procedures: dict[str, tuple[Procedure, ...]] = {}
    for family, record in _mapping(fields["english"], f"{where}: english").items():
        family_fields = _fields(record, f"{where}: english.{family}", required=("draws", "procedures"))
        draws[family] = _draws(family_fields["draws"], f"{where}: english.{family}.draws")
        procedures[family] = _procedures(family_fields["procedures"], f"{where}: english.{family}.procedures",
                                         draws[family], "en")
    chinese = _fields(fields["chinese"], f"{where}: chinese", required=("draws", "families"))
    draws_zh = _draws(chinese["draws"], f"{where}: chinese.draws")
    procedures_zh = {family: _procedures(record, f"{where}: chinese.families.{family}", draws_zh, "zh")
                     for family, record in _mapping(chinese["families"], f"{where}: chinese.families").items()}
    return Manuals(draws=draws, procedures=procedures, draws_zh=draws_zh, procedures_zh=procedures_zh)


def _procedures(value: Any, where: str, draws: Sequence[Draw], language: str) -> tuple[Procedure, ...]:
    verb = "ger" if language == "en" else "short"
    return tuple(_procedure(record, f"{where}[{index}]", frozenset(draw.name for draw in draws), verb)
                 for index, record in enumerate(_list(value, where)))


def _procedure(record: Any, where: str, drawn: frozenset[str], verb: str) -> Procedure:
    fields = _fields(record, where, required=("noun", "vp", verb, "steps", "condition", "condition_questions"),
                     optional=("key_step",) if verb == "ger" else ())
    steps = _texts(fields["steps"], f"{where}.steps", drawn)
    key_step = _int(fields.get("key_step", 0), f"{where}.key_step")
    if not 0 <= key_step < len(steps):
        raise BaseDataError(f"{where}.key_step: {key_step} is not a step (0 to {len(steps) - 1})")
    return Procedure(
        noun=_text(fields["noun"], f"{where}.noun"),
        vp=_text(fields["vp"], f"{where}.vp", _MODEL_FIELDS),
        steps=steps,
        condition=_text(fields["condition"], f"{where}.condition", drawn),
        condition_questions=_texts(fields["condition_questions"], f"{where}.condition_questions", _MODEL_FIELDS),
        key_step=key_step,
        **{verb: _text(fields[verb], f"{where}.{verb}", _MODEL_FIELDS if verb == "ger" else None)},
    )


# -- fault_codes.yaml ----------------------------------------------------------------------------------------------

_REGION_FIELDS = frozenset({"supply", "undervoltage"})  # besides the draws


def _fault_codes_file(document: Any, where: str) -> FaultCodes:
    fields = _fields(document, where, required=("description", "english", "chinese"))
    _text(fields["description"], f"{where}: description")
    english = _fields(fields["english"], f"{where}: english", required=("draws", "supply_fault", "families"))
    draws = _draws(english["draws"], f"{where}: english.draws", reserved=_REGION_FIELDS)
    placeholders = _REGION_FIELDS | {draw.name for draw in draws}
    families = {family: tuple(_fault_code(record, f"{where}: english.families.{family}[{index}]", placeholders)
                              for index, record in enumerate(_list(codes, f"{where}: english.families.{family}")))
                for family, codes in _mapping(english["families"], f"{where}: english.families").items()}
    chinese = _fields(fields["chinese"], f"{where}: chinese", required=("draws", "codes"))
    draws_zh = _draws(chinese["draws"], f"{where}: chinese.draws", reserved=_REGION_FIELDS)
    placeholders_zh = _REGION_FIELDS | {draw.name for draw in draws_zh}
    return FaultCodes(
        draws=draws,
        supply_fault=_fault_code(english["supply_fault"], f"{where}: english.supply_fault", placeholders),
        families=families,
        draws_zh=draws_zh,
        codes_zh=tuple(_fault_code(record, f"{where}: chinese.codes[{index}]", placeholders_zh)
                       for index, record in enumerate(_list(chinese["codes"], f"{where}: chinese.codes"))),
    )


def _fault_code(record: Any, where: str, placeholders: frozenset[str]) -> FaultCode:
    fields = _fields(record, where, required=("code", "title", "cause", "fix"), optional=("in_region", "for_family"))
    text = FaultText(_text(fields["cause"], f"{where}.cause", placeholders),
                     _text(fields["fix"], f"{where}.fix", placeholders))
    variants = {
        key: {name: _fault_variant(variant, f"{where}.{key}.{name}", text, placeholders)
              for name, variant in _mapping(fields.get(key, {}), f"{where}.{key}").items()}
        for key in ("in_region", "for_family")
    }
    return FaultCode(code=_text(fields["code"], f"{where}.code"), title=_text(fields["title"], f"{where}.title"),
                     text=text, **variants)


def _fault_variant(record: Any, where: str, common: FaultText, placeholders: frozenset[str]) -> FaultText:
    """A regional or family text: its own cause, the common fix unless it gives one, its own draws if any."""
    fields = _fields(record, where, required=("cause",), optional=("fix", "draws"))
    draws = _draws(fields.get("draws", {}), f"{where}.draws", reserved=placeholders)
    placeholders = placeholders | {draw.name for draw in draws}
    return FaultText(_text(fields["cause"], f"{where}.cause", placeholders),
                     _text(fields["fix"], f"{where}.fix", placeholders) if "fix" in fields else common.fix, draws)


# -- policies.yaml, informal_sources.yaml ---------------------------------------------------------------------------

_DOCUMENT_REQUIRED = ("path", "title", "language", "intent", "doc_type", "source_type", "author", "last_updated",
                      "body", "questions")
_DOCUMENT_OPTIONAL = ("heading", "draws", "scanned", "equipment_models", "region", "version_group", "effective_date")


def _documents_file(document: Any, where: str) -> tuple[Document, ...]:
    fields = _fields(document, where, required=("description", "documents"), optional=("defaults",))
    _text(fields["description"], f"{where}: description")
    defaults = _fields(fields.get("defaults", {}), f"{where}: defaults", (),
                       optional=_DOCUMENT_REQUIRED + _DOCUMENT_OPTIONAL)
    records = _list(fields["documents"], f"{where}: documents")
    documents = tuple(_document(record, defaults, f"{where}: documents[{index}]")
                      for index, record in enumerate(records))
    paths = [document.path for document in documents]
    for path in paths:
        if paths.count(path) > 1:
            raise BaseDataError(f"{where}: documents: path {path!r} given twice")
    return documents


def _document(record: Any, defaults: dict[str, Any], where: str) -> Document:
    if isinstance(record, dict) and isinstance(record.get("path"), str):
        where = f"{where} ({record['path']!r})"
    fields = {**defaults, **_fields(record, where, (), optional=_DOCUMENT_REQUIRED + _DOCUMENT_OPTIONAL)}
    _fields(fields, where, required=_DOCUMENT_REQUIRED, optional=_DOCUMENT_OPTIONAL)
    draws = _draws(fields.get("draws", {}), f"{where}.draws")
    placeholders = _DOCUMENT_FIELDS | {draw.name for draw in draws}
    body = tuple(_block(block, f"{where}.body[{index}]", placeholders)
                 for index, block in enumerate(_list(fields["body"], f"{where}.body")))
    facts = {block.fact for block in body if block.fact}
    effective_date = fields.get("effective_date")
    return Document(
        path=_text(fields["path"], f"{where}.path"),
        title=_text(fields["title"], f"{where}.title"),
        heading=_text(fields.get("heading", fields["title"]), f"{where}.heading"),
        language=_choice(fields["language"], f"{where}.language", LANGUAGES),
        intent=_choice(fields["intent"], f"{where}.intent", INTENTS),
        doc_type=_text(fields["doc_type"], f"{where}.doc_type"),
        source_type=_choice(fields["source_type"], f"{where}.source_type", SOURCE_TYPES),
        author=_text(fields["author"], f"{where}.author", frozenset({"company"})),
        last_updated=_last_updated(fields["last_updated"], f"{where}.last_updated"),
        draws=draws,
        body=body,
        questions=tuple(_question(question, f"{where}.questions[{index}]", facts)
                        for index, question in enumerate(_list(fields["questions"], f"{where}.questions"))),
        scanned=_bool(fields.get("scanned", False), f"{where}.scanned"),
        equipment_models=_texts(fields.get("equipment_models", []), f"{where}.equipment_models"),
        region=None if "region" not in fields else _text(fields["region"], f"{where}.region"),
        version_group=None if "version_group" not in fields else _text(fields["version_group"], f"{where}.version_group"),
        effective_date=None if effective_date is None else _date(effective_date, f"{where}.effective_date"),
    )


def _block(value: Any, where: str, placeholders: frozenset[str]) -> Block:
    if isinstance(value, str):
        return Block(_text(value, where, placeholders))
    if isinstance(value, dict) and "heading" in value:
        return Block(_text(_fields(value, where, required=("heading",))["heading"], f"{where}.heading"), heading=True)
    fields = _fields(value, where, required=("fact", "text"))
    return Block(_text(fields["text"], f"{where}.text", placeholders), fact=_text(fields["fact"], f"{where}.fact"))


def _question(record: Any, where: str, facts: set[str]) -> Question:
    asked = "query" in record if isinstance(record, dict) else False
    fields = _fields(record, where, required=("query", "about") if asked else ("pick", "from", "about"),
                     optional=("as_of",))
    about = _text(fields["about"], f"{where}.about")
    if about not in facts:
        raise BaseDataError(f"{where}.about: {about!r} is no fact of the document (facts: {', '.join(sorted(facts))})")
    as_of = _date(fields["as_of"], f"{where}.as_of") if "as_of" in fields else REFERENCE_DATE
    if asked:
        return Question((_text(fields["query"], f"{where}.query"),), about, as_of, None)
    templates = _texts(fields["from"], f"{where}.from", frozenset())
    pick = _int(fields["pick"], f"{where}.pick")
    if not 1 <= pick <= len(templates):
        raise BaseDataError(f"{where}.pick: {pick} paraphrases of the {len(templates)} listed")
    return Question(templates, about, as_of, pick)


def _last_updated(value: Any, where: str) -> date | tuple[date, date]:
    if not isinstance(value, dict):
        return _date(value, where)
    first, last = _list(_fields(value, where, required=("between",))["between"], f"{where}.between")
    return _date(first, f"{where}.between[0]"), _date(last, f"{where}.between[1]")


# -- draws, shared by the files -------------------------------------------------------------------------------------
def _draws(value: Any, where: str, reserved: frozenset[str] = _DOCUMENT_FIELDS) -> tuple[Draw, ...]:
    """{name: [low, high]} or {name: {between: [low, high], times: n | divided_by: n}}, in the order written; a
    name may not be one of the `reserved` placeholders the texts are given besides the draws."""
    draws = []
    for name, spec in _mapping(value, where).items():
        if name in reserved:
            raise BaseDataError(f"{where}.{name}: the name of a placeholder the texts are given already")
        fields = {"between": spec} if isinstance(spec, list) else _fields(
            spec, f"{where}.{name}", required=("between",), optional=("times", "divided_by"))
        low, high = _range(fields["between"], f"{where}.{name}")
        draws.append(Draw(name, _int(low, f"{where}.{name}[0]"), _int(high, f"{where}.{name}[1]"),
                          times=_int(fields.get("times", 1), f"{where}.{name}.times"),
                          divided_by=_int(fields.get("divided_by", 1), f"{where}.{name}.divided_by")))
    return tuple(draws)
