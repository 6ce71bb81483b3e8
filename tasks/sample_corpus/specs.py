"""The corpus as data: documents, pages, blocks and labelled questions, built in memory from a seed.

Pure: no reportlab, PIL or file IO but reading the data files, which hold the text: the base documents'
(base_documents/*.yaml, read by base_data.py: procedures, policies, informal sources, fault codes, metrics,
equipment, question templates) and the rule families' (rule_families/*.yaml, family_data.py). This module keeps
the logic that makes documents of them: the RNG draws, the drafting of pages and tables, the equipment catalogue,
version labels, question rows. render.py draws these specs; the package's generate_sample_corpus writes them.
``build_document_specs`` gives every document in a fixed order; ``build_query_rows`` flattens their questions
into labelled rows with ids and version fields; ``split_queries`` splits those rows into train and held-out parts.

Every document draws its numbers and paraphrases from its own RNG (seeded by seed and path), and the
per-seed equipment catalogue keeps the numbers that several documents quote in agreement. The order of the data
(draws, templates, questions) is the order of those draws, so a reordering changes the corpus: it is pinned by
tests/unit/tasks/sample_corpus/test_corpus_pin.py.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import date
from typing import Any, Literal

# The corpus labels every question with one of the pipeline's intents; re-exported for the tests.
from models.labels.expected_answer import expected_answer
from models.vocabulary import INTENTS

# The base documents' text, templates and literal facts are data files (base_data.py).
from tasks.sample_corpus.base_data import (
    BaseDocuments,
    Document,
    Equipment,
    FaultCode,
    FaultText,
    Metric,
    Param,
    Procedure,
    Region,
    draw_all,
    load_base_documents,
)

# "Today" for the corpus (defined with the rule families, which share it with the rest of the corpus).
from tasks.sample_corpus.families import REFERENCE_DATE

__all__ = [
    "COMPANY", "INTENTS", "REFERENCE_DATE", "TREND_YEARS",
    "Block", "DocumentSpec", "HeadingBlock", "Intent", "Language", "PageSpec", "ParagraphBlock", "QuerySeed",
    "SourceType", "TableBlock",
    "build_document_specs", "build_query_rows", "split_queries",
]

Intent = Literal["operation", "comparison", "trend", "fault"]
Language = Literal["en", "zh"]
SourceType = Literal["official", "wechat", "forum"]

TREND_YEARS: tuple[int, ...] = (2021, 2022, 2023, 2024, 2025)
COMPANY = "Corvex Industrial"


# ---------------------------------------------------------------------------------------------
# In-memory document model
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class HeadingBlock:
    text: str
    level: int = 1  # 0 = document title, 1 = section, 2 = subsection


@dataclass(frozen=True)
class ParagraphBlock:
    text: str


@dataclass(frozen=True)
class TableBlock:
    rows: tuple[tuple[str, ...], ...]
    # reportlab SPAN commands as (first_col, first_row, last_col, last_row); cells covered by a span are "".
    spans: tuple[tuple[int, int, int, int], ...] = ()
    header_rows: int = 1


Block = HeadingBlock | ParagraphBlock | TableBlock


@dataclass(frozen=True)
class PageSpec:
    blocks: tuple[Block, ...]
    # A scanned page is rendered to an image and placed as the whole page, with no text layer.
    scanned: bool = False


@dataclass(frozen=True)
class QuerySeed:
    """One labelled question about a document, before ids and version fields are assigned."""

    query: str
    intent: Intent
    relevant_text: str
    as_of: date
    on_scanned_page: bool
    # A later version in force at `as_of` amends other items only: this older version still states the answer.
    amended_elsewhere: bool = False


@dataclass(frozen=True)
class DocumentSpec:
    rel_path: str
    title: str
    intent: Intent
    doc_type: str  # manual, spec_sheet, trend_report, fault_guide, policy, article, forum_post
    language: Language
    source_type: SourceType
    author: str
    last_updated: date
    pages: tuple[PageSpec, ...]
    queries: tuple[QuerySeed, ...]
    effective_date: date | None = None
    version_group: str | None = None
    version_label: str | None = None  # superseded / current / upcoming, relative to REFERENCE_DATE
    valid_until: date | None = None  # last day before the next version takes effect
    equipment_models: tuple[str, ...] = ()
    region: str | None = None
    # The template set a rule family is written in (families.py); None for the other documents.
    phrasing: str | None = None

    def text_of_page(self, page_index: int) -> str:
        return "\n".join(_block_text(block) for block in self.pages[page_index].blocks)

    @property
    def full_text(self) -> str:
        return "\n".join(self.text_of_page(i) for i in range(len(self.pages)))


def _block_text(block: Block) -> str:
    if isinstance(block, TableBlock):
        return "\n".join(" ".join(cell for cell in row if cell) for row in block.rows)
    return block.text


# ---------------------------------------------------------------------------------------------
# Document drafting helper: accumulates pages and the questions each fact answers
# ---------------------------------------------------------------------------------------------


class _DocumentDraft:
    """Builds one DocumentSpec; `ask` registers questions against text already placed in the draft."""

    def __init__(self, rng: random.Random, language: Language) -> None:
        self.rng = rng
        self.language = language
        self._pages: list[list[Block]] = [[]]
        self._scanned: list[bool] = [False]
        self._queries: list[QuerySeed] = []

    def start_page(self, scanned: bool = False) -> None:
        if self._pages[-1]:
            self._pages.append([])
            self._scanned.append(scanned)
        else:
            self._scanned[-1] = scanned

    def heading(self, text: str, level: int = 1) -> str:
        self._pages[-1].append(HeadingBlock(text, level))
        return text

    def para(self, text: str) -> str:
        self._pages[-1].append(ParagraphBlock(text))
        return text

    def paras(self, texts: Iterable[str]) -> list[str]:
        return [self.para(text) for text in texts]

    def table(self, rows: Sequence[Sequence[str]], spans: Sequence[tuple[int, int, int, int]] = (), header_rows: int = 1) -> None:
        self._pages[-1].append(TableBlock(tuple(tuple(r) for r in rows), tuple(spans), header_rows))

    def ask(
        self,
        templates: Sequence[str],
        relevant_text: str,
        intent: str,
        k: int = 2,
        as_of: date = REFERENCE_DATE,
        **fields: str,
    ) -> None:
        """Register k paraphrased questions (picked by the document's RNG) answered by relevant_text."""
        located = self._locate(relevant_text)
        if located is None:
            raise ValueError(f"relevant_text not placed in the document before asking about it: {relevant_text!r}")
        for template in self.rng.sample(list(templates), min(k, len(templates))):
            self._queries.append(
                QuerySeed(
                    query=template.format(**fields),
                    intent=intent,
                    relevant_text=relevant_text,
                    as_of=as_of,
                    on_scanned_page=self._scanned[located],
                )
            )

    def ask_each(self, questions: Iterable[tuple[Any, ...]], intent: str) -> None:
        """Register every (question, relevant_text, as_of[, amended_elsewhere]) as written: no paraphrase is sampled,
        so the document's RNG is not touched and the rendered document cannot change."""
        for query, relevant_text, as_of, *rest in questions:
            amended_elsewhere = bool(rest and rest[0])
            located = self._locate(relevant_text)
            if located is None:
                raise ValueError(f"relevant_text not placed in the document before asking about it: {relevant_text!r}")
            self._queries.append(QuerySeed(query=query, intent=intent, relevant_text=relevant_text, as_of=as_of,
                                           on_scanned_page=self._scanned[located],
                                           amended_elsewhere=amended_elsewhere))

    def _locate(self, text: str) -> int | None:
        for index, blocks in enumerate(self._pages):
            if any(text in _block_text(block) for block in blocks):
                return index
        return None

    def finish(self, **metadata: Any) -> DocumentSpec:
        pages = tuple(PageSpec(tuple(blocks), scanned) for blocks, scanned in zip(self._pages, self._scanned) if blocks)
        return DocumentSpec(pages=pages, queries=tuple(self._queries), language=self.language, **metadata)


# ---------------------------------------------------------------------------------------------
# The base documents' data (base_documents/*.yaml), and dates
# ---------------------------------------------------------------------------------------------


def _base() -> BaseDocuments:
    """The base documents' data files, read once per process (base_data.py)."""
    return load_base_documents()


def _equipment(family: str) -> Equipment:
    """An equipment family's models, nouns and spec-sheet parameters (equipment.yaml)."""
    return _base().equipment[family]


def _templates(kind: str, language: Language) -> tuple[str, ...]:
    """The paraphrases of one kind of question (questions.yaml: operation, comparison, trend_range, ...)."""
    return _base().templates[kind][language]


def _region(code: str) -> Region:
    """How a region is named, and its supply (questions.yaml)."""
    return _base().regions[code]


def _random_date(rng: random.Random, start: date, end: date) -> date:
    return date.fromordinal(rng.randint(start.toordinal(), end.toordinal()))


# ---------------------------------------------------------------------------------------------
# Equipment catalogue (per-seed numbers shared by manuals, spec sheets and fault guides)
# ---------------------------------------------------------------------------------------------


def _family_of(model: str) -> str:
    for family, equipment in _base().equipment.items():
        if model in equipment.models:
            return family
    raise KeyError(model)


def _format_number(value: float, decimals: int) -> str:
    return f"{value:,.{decimals}f}"


def _build_catalogue(rng: random.Random) -> dict[str, dict[str, str]]:
    """Per model, per parameter: the formatted value every document quotes (so they agree)."""
    catalogue: dict[str, dict[str, str]] = {}
    for equipment in _base().equipment.values():
        for param in equipment.params:
            base = rng.uniform(*param.base_range)  # a shared value draws too (from (0, 0)): the draws keep their order
            previous: str | None = None
            for tier, model in enumerate(equipment.models):
                if param.shared_value is not None:
                    text = param.shared_value
                else:
                    value = base * (1 + param.tier_step * tier) * rng.uniform(0.97, 1.03)
                    text = _format_number(value, param.decimals)
                    # Guarantee distinct values so "which is higher" always has an answer.
                    while previous is not None and text == previous:
                        value *= 1.0 + (0.05 if param.tier_step >= 0 else -0.05)
                        text = _format_number(value, param.decimals)
                catalogue.setdefault(model, {})[param.key] = text
                previous = text
    return catalogue


def _as_float(text: str) -> float:
    return float(text.replace(",", ""))


# ---------------------------------------------------------------------------------------------
# Operation manuals (procedures: manuals.yaml)
# ---------------------------------------------------------------------------------------------


def _procedures(family: str, rng: random.Random) -> list[Procedure]:
    """English procedures of an equipment family (manuals.yaml), with the numbers this manual draws filled in: all
    of the family's draws, in order, before a word is written."""
    manuals = _base().manuals
    values = draw_all(manuals.draws[family], rng)
    return [replace(proc, steps=tuple(step.format(**values) for step in proc.steps),
                    condition=proc.condition.format(**values))
            for proc in manuals.procedures[family]]


def _build_manual(rel_path: str, model: str, rng: random.Random, last_updated: date, scanned_from_page: int | None) -> DocumentSpec:
    """English operation manual. scanned_from_page=0: fully scanned; 1: the second page is scanned."""
    family = _family_of(model)
    noun = _equipment(family).noun
    procedures = _procedures(family, rng)
    title = f"{model} {noun.title()} Operation Manual"
    draft = _DocumentDraft(rng, "en")
    draft.start_page(scanned=scanned_from_page == 0)
    draft.heading(title, 0)
    draft.para(f"Model: {model}. Publisher: {COMPANY}.")
    draft.para(f"Last updated: {last_updated.isoformat()}")
    draft.para(f"This manual explains how to operate and maintain the {model} {noun}. Read the safety section before use.")
    for index, proc in enumerate(procedures):
        if scanned_from_page == 1 and index == len(procedures) - 1:
            draft.start_page(scanned=True)  # the last procedure was scanned in from a paper copy
        elif scanned_from_page == 0 and index > 0:
            draft.start_page(scanned=True)  # a 200-dpi scan holds one procedure per page
        draft.heading(f"{index + 1}. {proc.noun.capitalize()}")
        steps = draft.paras(f"{number}. {step}" for number, step in enumerate(proc.steps, start=1))
        condition = draft.para(proc.condition)
        fields = {"model": model, "vp": proc.vp.format(model=model), "ger": proc.ger.format(model=model), "noun": proc.noun}
        draft.ask(_templates("operation", "en"), steps[proc.key_step], "operation", k=3, **fields)
        draft.ask(proc.condition_questions, condition, "operation", k=1, model=model)
    return draft.finish(
        rel_path=rel_path, title=title, intent="operation", doc_type="manual", source_type="official",
        author=COMPANY, last_updated=last_updated, equipment_models=(model,),
    )


def _build_manual_zh(rel_path: str, model: str, rng: random.Random, last_updated: date) -> DocumentSpec:
    family = _family_of(model)
    noun_zh = _equipment(family).noun_zh
    manuals = _base().manuals
    values = draw_all(manuals.draws_zh, rng)  # the same draws whatever the family, before a word is written
    title = f"{model} {noun_zh}操作手册"
    draft = _DocumentDraft(rng, "zh")
    draft.heading(title, 0)
    draft.para(f"型号：{model}。发布单位：{COMPANY}。")
    draft.para(f"最后更新：{last_updated.isoformat()}")
    draft.para(f"本手册介绍{model}{noun_zh}的操作与维护方法。")
    for index, proc in enumerate(manuals.procedures_zh[family]):
        draft.heading(f"{index + 1}. {proc.noun}")
        placed = draft.paras(f"{number}. {step.format(**values)}" for number, step in enumerate(proc.steps, start=1))
        cond = draft.para(proc.condition.format(**values))
        draft.ask(_templates("operation", "zh"), placed[0], "operation", k=3, model=model, vp=proc.vp.format(model=model),
                  noun=proc.noun, short=proc.short)
        draft.ask(proc.condition_questions, cond, "operation", k=1, model=model)
    return draft.finish(
        rel_path=rel_path, title=title, intent="operation", doc_type="manual", source_type="official",
        author=COMPANY, last_updated=last_updated, equipment_models=(model,),
    )

# ---------------------------------------------------------------------------------------------
# Spec sheets (comparison): grid tables with merged cells, plus prose that states each difference
# ---------------------------------------------------------------------------------------------


def _spec_table(
    models: Sequence[str], params: Sequence[Param], catalogue: dict[str, dict[str, str]], zh: bool
) -> tuple[list[list[str]], list[tuple[int, int, int, int]]]:
    """Two header rows ("Model" spans the model columns; Group/Parameter/Unit span both header rows),
    group labels spanning their rows, and shared values spanning all model columns."""
    n_models = len(models)
    first_model_col = 3
    header = ["分组", "参数", "单位", "型号"] if zh else ["Group", "Parameter", "Unit", "Model"]
    rows: list[list[str]] = [header + [""] * (n_models - 1), ["", "", "", *models]]
    spans: list[tuple[int, int, int, int]] = [(0, 0, 0, 1), (1, 0, 1, 1), (2, 0, 2, 1), (first_model_col, 0, first_model_col + n_models - 1, 0)]
    groups: dict[str, list[Param]] = {}
    for param in params:
        groups.setdefault(param.group, []).append(param)
    for members in groups.values():
        first_row = len(rows)
        for position, param in enumerate(members):
            group_cell = (param.group_zh if zh else param.group) if position == 0 else ""
            name = param.name_zh if zh else param.name
            unit = _unit_zh(param.unit) if zh else param.unit
            if param.shared_value is not None:
                rows.append([group_cell, name, unit, param.shared_value] + [""] * (n_models - 1))
                spans.append((first_model_col, len(rows) - 1, first_model_col + n_models - 1, len(rows) - 1))
            else:
                rows.append([group_cell, name, unit] + [catalogue[m][param.key] for m in models])
        if len(members) > 1:
            spans.append((0, first_row, 0, len(rows) - 1))
    return rows, spans


def _unit_suffix(unit: str) -> str:
    return "" if unit == "-" else f" {unit}"


# pdfplumber drops "³" drawn in the STSong-Light CID font (pdfium keeps it), so Chinese documents
# spell volume units out, as Chinese spec sheets often do anyway.
_UNIT_ZH: dict[str, str] = {"m³/h": "立方米/小时", "m³/min": "立方米/分钟"}


def _unit_zh(unit: str) -> str:
    return _UNIT_ZH.get(unit, unit)


def _build_spec_sheet(rel_path: str, models: tuple[str, ...], catalogue: dict[str, dict[str, str]], rng: random.Random, last_updated: date) -> DocumentSpec:
    family = _family_of(models[0])
    params = _equipment(family).params
    noun = _equipment(family).noun
    title = f"{' / '.join(models)} {noun.title()} Specification Comparison"
    draft = _DocumentDraft(rng, "en")
    draft.heading(title, 0)
    draft.para(f"Publisher: {COMPANY}. Models: {', '.join(models)}.")
    draft.para(f"Last updated: {last_updated.isoformat()}")
    draft.para("Unless stated otherwise, all values are measured at 35 °C ambient and nominal supply voltage.")
    rows, spans = _spec_table(models, params, catalogue, zh=False)
    draft.heading("Technical data")
    draft.table(rows, spans, header_rows=2)
    draft.heading("Key differences")
    numeric = [p for p in params if p.shared_value is None]
    for param in numeric:
        unit = _unit_suffix(param.unit)
        parts = [f"{catalogue[m][param.key]}{unit} for the {m}" for m in models]
        listed = ", ".join(parts[:-1]) + f" and {parts[-1]}"
        sentence = draft.para(f"The {param.name.lower()} is {listed}.")
        a, b = (models[0], models[-1]) if len(models) == 2 else tuple(rng.sample(list(models), 2))
        draft.ask(_templates("comparison", "en"), sentence, "comparison", k=2 if param.key in ("capacity", "fad", "speed", "range", "output", "noise") else 1,
                  a=a, b=b, param=param.name.lower(), comparative=param.comparative)
    shared = [p for p in params if p.shared_value is not None]
    for param in shared:
        draft.para(f"All models share the same {param.name.lower()}: {param.shared_value}{_unit_suffix(param.unit)}.")
    small, large = models[0], models[-1]
    note = draft.para(
        f"However, the {small} is the better choice for sites with limited floor space, provided that the peak demand stays within its rating."
    )
    draft.ask(("When should I choose the {a} over the {b}?", "Is the {a} or the {b} better for a small site?"), note, "comparison", k=1, a=small, b=large)
    return draft.finish(
        rel_path=rel_path, title=title, intent="comparison", doc_type="spec_sheet", source_type="official",
        author=COMPANY, last_updated=last_updated, equipment_models=models,
    )


def _build_spec_sheet_zh(rel_path: str, models: tuple[str, str], catalogue: dict[str, dict[str, str]], rng: random.Random, last_updated: date) -> DocumentSpec:
    family = _family_of(models[0])
    params = _equipment(family).params
    a, b = models
    title = f"{a}与{b}{_equipment(family).noun_zh}参数对比"
    draft = _DocumentDraft(rng, "zh")
    draft.heading(title, 0)
    draft.para(f"发布单位：{COMPANY}。")
    draft.para(f"最后更新：{last_updated.isoformat()}")
    draft.para("除非另有说明，所有数值均在环境温度35 °C下测得。")
    rows, spans = _spec_table(models, params, catalogue, zh=True)
    draft.heading("技术参数")
    draft.table(rows, spans, header_rows=2)
    draft.heading("主要区别")
    for param in (p for p in params if p.shared_value is None):
        unit = _unit_suffix(_unit_zh(param.unit))
        sentence = draft.para(f"{a}的{param.name_zh}为{catalogue[a][param.key]}{unit}，{b}为{catalogue[b][param.key]}{unit}。")
        draft.ask(_templates("comparison", "zh"), sentence, "comparison", k=2 if param.key in ("capacity", "noise") else 1,
                  a=a, b=b, param=param.name_zh, comparative=param.comparative_zh)
    draft.para(f"但若安装空间有限，则建议选用{a}。")
    return draft.finish(
        rel_path=rel_path, title=title, intent="comparison", doc_type="spec_sheet", source_type="official",
        author=COMPANY, last_updated=last_updated, equipment_models=models,
    )


# ---------------------------------------------------------------------------------------------
# Trend reports: a section per year 2021-2025 with that year's number (metrics: trend_reports.yaml)
# ---------------------------------------------------------------------------------------------


def _trend_values(metric: Metric, rng: random.Random) -> list[float]:
    values = [rng.uniform(*metric.start_range)]
    for _ in TREND_YEARS[1:]:
        change = metric.drift + rng.uniform(-0.04, 0.04)
        if abs(change) < 0.01:  # keep each year's change visible after rounding
            change = 0.015 if metric.drift >= 0 else -0.015
        values.append(values[-1] * (1 + change))
    return [round(v, metric.decimals) for v in values]


def _trend_year_sentence(metric: Metric, year: int, value: float, previous: float | None) -> str:
    shown = f"{_format_number(value, metric.decimals)}{metric.unit}"
    if previous is None:
        return f"In {year}, {metric.phrase} was {shown}."
    direction = "rose" if value > previous else "fell"
    if metric.percentage_points:
        delta = f"{abs(value - previous):.1f} percentage points"
    else:
        delta = f"{abs(value - previous) / previous * 100:.1f}%"
    word = "up" if value > previous else "down"
    return f"In {year}, {metric.phrase} {direction} to {shown}, {word} {delta} from {year - 1}."


def _build_trend_report(rel_path: str, metric: Metric, rng: random.Random, last_updated: date, scanned: bool) -> DocumentSpec:
    values = _trend_values(metric, rng)
    draft = _DocumentDraft(rng, "en")
    draft.start_page(scanned=scanned)
    draft.heading(metric.title, 0)
    draft.para(f"Publisher: {COMPANY} Service Analytics.")
    draft.para(f"Last updated: {last_updated.isoformat()}")
    direction = "rose" if values[-1] > values[0] else "fell"
    summary = draft.para(
        f"Overall, {metric.phrase} {direction} from {_format_number(values[0], metric.decimals)}{metric.unit} in 2021 "
        f"to {_format_number(values[-1], metric.decimals)}{metric.unit} in 2025."
    )
    if not scanned:
        rows = [["Year", "Value", "Change vs. previous year"]]
        for index, year in enumerate(TREND_YEARS):
            change = "-" if index == 0 else f"{values[index] - values[index - 1]:+,.{metric.decimals}f}"
            rows.append([str(year), f"{_format_number(values[index], metric.decimals)}{metric.unit}", change])
        draft.table(rows, header_rows=1)
    draft.ask(_templates("trend_range", "en"), summary, "trend", k=3, metric=metric.query_phrase)
    drivers = rng.sample(list(_base().drivers), len(TREND_YEARS))
    for index, year in enumerate(TREND_YEARS):
        if scanned and index == 3:  # a scanned page holds ~3 year sections at 200 dpi
            draft.start_page(scanned=True)
        draft.heading(str(year))
        sentence = draft.para(_trend_year_sentence(metric, year, values[index], values[index - 1] if index else None))
        draft.para(drivers[index])
        if index > 0:
            draft.ask(_templates("trend_year", "en"), sentence, "trend", k=1, metric=metric.query_phrase, year=str(year), prev=str(year - 1))
    return draft.finish(
        rel_path=rel_path, title=metric.title, intent="trend", doc_type="trend_report", source_type="official",
        author=f"{COMPANY} Service Analytics", last_updated=last_updated,
    )


def _build_trend_report_zh(rel_path: str, rng: random.Random, last_updated: date) -> DocumentSpec:
    metric_zh = "设备年故障率"
    values = [round(rng.uniform(3.4, 4.0), 1)]
    for _ in TREND_YEARS[1:]:
        step = round(rng.uniform(0.1, 0.5), 1) * (1 if rng.random() < 0.25 else -1)
        values.append(round(max(0.5, values[-1] + step), 1))
    title = "2021-2025年设备故障率趋势报告"
    draft = _DocumentDraft(rng, "zh")
    draft.heading(title, 0)
    draft.para(f"发布单位：{COMPANY}服务数据分析部。")
    draft.para(f"最后更新：{last_updated.isoformat()}")
    trend_word = "下降" if values[-1] < values[0] else "上升"
    summary = draft.para(f"总体来看，{metric_zh}从2021年的{values[0]}%{trend_word}至2025年的{values[-1]}%。")
    rows = [["年份", "故障率", "同比变化"]] + [
        [str(year), f"{values[i]}%", "-" if i == 0 else f"{values[i] - values[i - 1]:+.1f}"] for i, year in enumerate(TREND_YEARS)
    ]
    draft.table(rows, header_rows=1)
    draft.ask(_templates("trend_range", "zh"), summary, "trend", k=3, metric=metric_zh)
    for index, year in enumerate(TREND_YEARS):
        draft.heading(f"{year}年")
        if index == 0:
            sentence = draft.para(f"{year}年，{metric_zh}为{values[0]}%。")
        else:
            delta = values[index] - values[index - 1]
            word = "上升" if delta > 0 else ("下降" if delta < 0 else "持平")
            change = f"{word}{abs(delta):.1f}个百分点" if delta else "与上年持平"
            sentence = draft.para(f"{year}年，{metric_zh}为{values[index]}%，较{year - 1}年{change}。")
            draft.ask(_templates("trend_year", "zh"), sentence, "trend", k=1, metric=metric_zh, year=str(year), prev=str(year - 1))
        if index == 2:
            draft.para("然而，下半年亚太地区的故障率明显高于上半年。")
    return draft.finish(
        rel_path=rel_path, title=title, intent="trend", doc_type="trend_report", source_type="official",
        author=f"{COMPANY}服务数据分析部", last_updated=last_updated,
    )


# ---------------------------------------------------------------------------------------------
# Fault-diagnosis guides by model and region (codes: fault_codes.yaml)
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _StatedFault:
    """A fault code as one guide states it: its texts for the guide's family and region, numbers filled in."""

    code: str
    title: str
    cause: str  # completes "On {model} units in {region}, error {code} means ..."
    fix: str  # completes "To clear {code}, ..."


def _fault_codes(family: str, region: str, rng: random.Random) -> list[_StatedFault]:
    """The codes an English guide states (fault_codes.yaml): the supply fault and three its RNG picks from the
    family's, sorted by code. Draws: the supply fault's own (sensors only), then all the codes' whatever the family."""
    faults = _base().fault_codes
    supply_fault = faults.supply_fault.text_for(family, region)
    values = {"supply": _region(region).supply, "undervoltage": _region(region).undervoltage,
              **draw_all(supply_fault.draws, rng)}
    values.update(draw_all(faults.draws, rng))
    pool = [_stated(fault, fault.text_for(family, region), values) for fault in faults.families[family]]
    codes = rng.sample(pool, min(3, len(pool)))
    return sorted([*codes, _stated(faults.supply_fault, supply_fault, values)], key=lambda c: c.code)


def _stated(fault: FaultCode, text: FaultText, values: dict[str, Any]) -> _StatedFault:
    return _StatedFault(fault.code, fault.title, text.cause.format(**values), text.fix.format(**values))


def _build_fault_guide(rel_path: str, model: str, region: str, rng: random.Random, last_updated: date, scanned_from_page: int | None) -> DocumentSpec:
    family = _family_of(model)
    region_name = _region(region).name
    supply = _region(region).supply
    codes = _fault_codes(family, region, rng)
    title = f"{model} Fault Diagnosis Guide ({region})"
    draft = _DocumentDraft(rng, "en")
    draft.start_page(scanned=scanned_from_page == 0)
    draft.heading(title, 0)
    draft.para(f"Model: {model}. Region: {region}. Publisher: {COMPANY}.")
    draft.para(f"Last updated: {last_updated.isoformat()}")
    draft.para(f"This guide covers the fault codes of {model} units installed in {region_name}, where the nominal supply is {supply}.")
    if scanned_from_page != 0:  # tables on scans would need OCR table parsing; keep them on text pages
        draft.table([["Code", "Description"]] + [[c.code, c.title] for c in codes], header_rows=1)
    for index, fault in enumerate(codes):
        if scanned_from_page == 1 and index == len(codes) - 2:
            draft.start_page(scanned=True)
            draft.heading("Appendix: further fault codes")
        elif scanned_from_page == 0 and index == 2:
            draft.start_page(scanned=True)
        draft.heading(f"Error {fault.code} - {fault.title}")
        cause = draft.para(f"On {model} units in {region_name}, error {fault.code} means {fault.cause}.")
        fix = draft.para(f"To clear {fault.code}, {fault.fix}.")
        if index % 2 == 0:
            draft.para(f"Reset {fault.code} only after the cause has been removed, unless the unit is in service mode, in which case the alarm clears automatically.")
        else:
            draft.para(f"However, if {fault.code} returns within 24 hours, contact {COMPANY} service.")
        words = _region(region).query_words
        draft.ask(_templates("fault_cause", "en"), cause, "fault", k=1, model=model, code=fault.code, region=rng.choice(words))
        draft.ask(_templates("fault_fix", "en"), fix, "fault", k=1, model=model, code=fault.code, region=rng.choice(words))
    return draft.finish(
        rel_path=rel_path, title=title, intent="fault", doc_type="fault_guide", source_type="official",
        author=COMPANY, last_updated=last_updated, equipment_models=(model,), region=region,
    )


def _build_fault_guide_zh(rel_path: str, model: str, region: str, rng: random.Random, last_updated: date) -> DocumentSpec:
    region_zh = _region(region).name_zh
    supply, undervoltage = _region(region).supply, _region(region).undervoltage
    faults = _base().fault_codes
    values = {"supply": supply, "undervoltage": undervoltage, **draw_all(faults.draws_zh, rng)}
    codes = [(fault.code, fault.title, fault.text.cause.format(**values), fault.text.fix.format(**values))
             for fault in faults.codes_zh]
    title = f"{model}故障诊断指南（{region_zh}）"
    draft = _DocumentDraft(rng, "zh")
    draft.heading(title, 0)
    draft.para(f"型号：{model}。区域：{region}。发布单位：{COMPANY}。")
    draft.para(f"最后更新：{last_updated.isoformat()}")
    draft.para(f"本指南适用于{region_zh}的{model}机组，额定电源为{supply}。")
    draft.table([["故障代码", "说明"]] + [[code, name] for code, name, _, _ in codes], header_rows=1)
    for code, name, cause, fix in codes:
        draft.heading(f"故障代码{code}：{name}")
        cause_text = draft.para(f"在{region_zh}的{model}机组上，{code}表示{cause}。")
        fix_text = draft.para(f"排除{code}：{fix}。")
        draft.para(f"除非机组处于维修模式，否则须在排除原因后手动复位{code}。")
        words = _region(region).query_words_zh
        draft.ask(_templates("fault_cause", "zh"), cause_text, "fault", k=1, model=model, code=code, region=rng.choice(words))
        draft.ask(_templates("fault_fix", "zh"), fix_text, "fault", k=1, model=model, code=code, region=rng.choice(words))
    return draft.finish(
        rel_path=rel_path, title=title, intent="fault", doc_type="fault_guide", source_type="official",
        author=COMPANY, last_updated=last_updated, equipment_models=(model,), region=region,
    )


# ---------------------------------------------------------------------------------------------
# Documents written as data (policies.yaml, informal_sources.yaml), and the versioned policies
# ---------------------------------------------------------------------------------------------


def _build_from_data(document: Document, rng: random.Random) -> DocumentSpec:
    """One document of a data file. Its RNG is drawn in the data's order: the date (when a range), the draws, then
    the questions' paraphrases; a question asked as written draws nothing."""
    updated = document.last_updated
    if isinstance(updated, tuple):
        updated = _random_date(rng, *updated)
    values = {"company": COMPANY, "last_updated": updated.isoformat(), **draw_all(document.draws, rng)}
    draft = _DocumentDraft(rng, document.language)
    draft.start_page(scanned=document.scanned)
    draft.heading(document.heading, 0)
    facts: dict[str, str] = {}
    for block in document.body:
        text = block.text.format(**values)
        if block.heading:
            draft.heading(text)
        else:
            draft.para(text)
        if block.fact:
            facts[block.fact] = text
    for question in document.questions:
        if question.pick is None:
            draft.ask_each([(question.templates[0], facts[question.about], question.as_of)], document.intent)
        else:
            draft.ask(question.templates, facts[question.about], document.intent, k=question.pick, as_of=question.as_of)
    return draft.finish(
        rel_path=document.path, title=document.title, intent=document.intent, doc_type=document.doc_type,
        source_type=document.source_type, author=document.author.format(company=COMPANY), last_updated=updated,
        equipment_models=document.equipment_models, region=document.region, effective_date=document.effective_date,
        version_group=document.version_group,
    )


def _build_policies(rng_for: Any) -> list[DocumentSpec]:
    """All versioned policies (policies.yaml), each version a document with its own RNG."""
    return [_build_from_data(document, rng_for(document.path)) for document in _base().policies]


def _assign_versions(docs: list[DocumentSpec]) -> list[DocumentSpec]:
    """Label each versioned document superseded/current/upcoming relative to REFERENCE_DATE and
    give it the last day of its validity window."""
    groups: dict[str, list[DocumentSpec]] = {}
    for doc in docs:
        if doc.version_group:
            groups.setdefault(doc.version_group, []).append(doc)
    updated: dict[str, DocumentSpec] = {}
    for members in groups.values():
        members.sort(key=lambda d: d.effective_date)
        in_force = [d for d in members if d.effective_date <= REFERENCE_DATE]
        current = in_force[-1] if in_force else None
        for position, doc in enumerate(members):
            if doc.effective_date > REFERENCE_DATE:
                label = "upcoming"
            else:
                label = "current" if doc is current else "superseded"
            following = members[position + 1].effective_date if position + 1 < len(members) else None
            valid_until = date.fromordinal(following.toordinal() - 1) if following else None
            updated[doc.rel_path] = replace(doc, version_label=label, valid_until=valid_until)
    return [updated.get(doc.rel_path, doc) for doc in docs]


# ---------------------------------------------------------------------------------------------
# WeChat articles and forum posts (lower credibility; some contradict official documents)
# ---------------------------------------------------------------------------------------------


def _build_informal_sources(rng_for: Any, catalogue: dict[str, dict[str, str]]) -> list[DocumentSpec]:
    """The WeChat articles and forum posts of informal_sources.yaml, with the buying guide second (where it was
    written before the documents became data, so the corpus keeps its order)."""
    docs = [_build_from_data(document, rng_for(document.path)) for document in _base().informal_sources]
    docs.insert(1, _build_kt_buying_guide(rng_for, catalogue))
    return docs


def _build_kt_buying_guide(rng_for: Any, catalogue: dict[str, dict[str, str]]) -> DocumentSpec:
    """WeChat (zh): KT-100 vs KT-220 buying guide, a prose comparison without a table. Written here, not as data:
    its sentences quote the seed's catalogue and say which model is quieter, and by how much."""
    rel_path = "wechat/kt-100-vs-kt-220-buying-guide-zh.pdf"
    rng = rng_for(rel_path)
    updated = _random_date(rng, date(2025, 3, 1), date(2025, 6, 30))
    small, large = catalogue["KT-100"], catalogue["KT-220"]
    draft = _DocumentDraft(rng, "zh")
    draft.heading("KT-100和KT-220怎么选？", 0)
    draft.para(f"{COMPANY}服务号｜最后更新：{updated.isoformat()}")
    delivery = draft.para(f"KT-220的排气量为{large['fad']}立方米/分钟，KT-100为{small['fad']}立方米/分钟。")
    noise_gap = int(_as_float(large["noise"]) - _as_float(small["noise"]))
    noise = draft.para(f"KT-100的噪音为{small['noise']} dB(A)，比KT-220低{noise_gap} dB(A)。" if noise_gap > 0 else
                       f"KT-100与KT-220的噪音分别为{small['noise']}和{large['noise']} dB(A)。")
    draft.para("但若用气量低于1.5 m³/min，则选择KT-100更节能。")
    draft.ask(("KT-220和KT-100哪个排气量更大？", "KT-100与KT-220的排气量有什么区别？"), delivery, "comparison", k=2)
    draft.ask(("KT-100和KT-220哪个更安静？", "KT-100跟KT-220相比噪音差多少？"), noise, "comparison", k=1)
    return draft.finish(rel_path=rel_path, title="KT-100和KT-220怎么选？", intent="comparison", doc_type="article",
                        source_type="wechat", author=f"{COMPANY}服务号", last_updated=updated,
                        equipment_models=("KT-100", "KT-220"))


# ---------------------------------------------------------------------------------------------
# Whole corpus
# ---------------------------------------------------------------------------------------------


def build_document_specs(seed: int, families_per_set: int | None = None,
                         family_sets: str = "all") -> list[DocumentSpec]:
    """All documents of the corpus, in a fixed order, as in-memory specs (no IO but reading the rule families'
    data). `family_sets`: "all" (seen, unseen and blind rule families) or "development" (the seen ones: no
    question of an unseen phrasing).

    Each document draws from its own RNG seeded by (seed, path), so adding a document does not
    change the numbers in the others.
    """

    def rng_for(rel_path: str) -> random.Random:
        return random.Random(f"{seed}:{rel_path}")

    def updated_between(rng: random.Random, start: date, end: date) -> date:
        return _random_date(rng, start, end)

    catalogue = _build_catalogue(random.Random(f"{seed}:catalogue"))
    docs: list[DocumentSpec] = []

    # Manuals: PM-10 survives only as a scanned copy; VP-35's maintenance page was scanned in.
    for model, scanned_from_page in (("HX-200", None), ("HX-300", None), ("KT-100", None), ("KT-220", None),
                                     ("VP-35", 1), ("VP-50", None), ("LS-40", None), ("PM-10", 0)):
        rel_path = f"official/manuals/{model.lower()}-operation-manual.pdf"
        rng = rng_for(rel_path)
        docs.append(_build_manual(rel_path, model, rng, updated_between(rng, date(2022, 1, 1), date(2025, 12, 31)), scanned_from_page))
    for model in ("HX-200", "KT-220"):
        rel_path = f"official/manuals/{model.lower()}-operation-manual-zh.pdf"
        rng = rng_for(rel_path)
        docs.append(_build_manual_zh(rel_path, model, rng, updated_between(rng, date(2022, 1, 1), date(2025, 12, 31))))

    for models in (("HX-200", "HX-300"), ("KT-100", "KT-220"), ("VP-35", "VP-50"), ("LS-40", "LS-60"), ("PM-10", "PM-20"), ("HX-200", "HX-300", "HX-500")):
        slug = "-vs-".join(m.lower() for m in models)
        rel_path = f"official/specs/{slug}-spec-sheet.pdf"
        rng = rng_for(rel_path)
        docs.append(_build_spec_sheet(rel_path, models, catalogue, rng, updated_between(rng, date(2023, 1, 1), date(2026, 3, 31))))
    rel_path = "official/specs/hx-200-vs-hx-300-spec-sheet-zh.pdf"
    rng = rng_for(rel_path)
    docs.append(_build_spec_sheet_zh(rel_path, ("HX-200", "HX-300"), catalogue, rng, updated_between(rng, date(2023, 1, 1), date(2026, 3, 31))))

    for metric in _base().metrics:
        rel_path = f"official/reports/{metric.slug}-2021-2025.pdf"
        rng = rng_for(rel_path)
        docs.append(_build_trend_report(rel_path, metric, rng, updated_between(rng, date(2026, 1, 10), date(2026, 3, 31)), scanned=metric.scanned))
    rel_path = "official/reports/equipment-failure-rate-2021-2025-zh.pdf"
    rng = rng_for(rel_path)
    docs.append(_build_trend_report_zh(rel_path, rng, updated_between(rng, date(2026, 1, 10), date(2026, 3, 31))))

    # Fault guides: LS-40 (EU) has a scanned appendix; the KT-100 (NA) guide is a scanned sheet.
    for model, region, scanned_from_page in (("HX-200", "EU", None), ("HX-200", "NA", None), ("HX-200", "APAC", None),
                                             ("KT-220", "EU", None), ("KT-220", "NA", None), ("KT-100", "NA", 0),
                                             ("VP-50", "APAC", None), ("LS-40", "EU", 1), ("PM-10", "NA", None)):
        rel_path = f"official/fault-guides/{model.lower()}-fault-guide-{region.lower()}.pdf"
        rng = rng_for(rel_path)
        docs.append(_build_fault_guide(rel_path, model, region, rng, updated_between(rng, date(2022, 6, 1), date(2026, 2, 28)), scanned_from_page))
    rel_path = "official/fault-guides/hx-200-fault-guide-apac-zh.pdf"
    rng = rng_for(rel_path)
    docs.append(_build_fault_guide_zh(rel_path, "HX-200", "APAC", rng, updated_between(rng, date(2022, 6, 1), date(2026, 2, 28))))

    docs.extend(_build_policies(rng_for))
    docs.extend(_build_informal_sources(rng_for, catalogue))
    docs.extend(_build_rule_families(rng_for, families_per_set, family_sets))
    return _assign_versions(docs)


def _first_families(members: Sequence[Any], count: int | None) -> list[Any]:
    """The first `count` families of a set, taking its languages in turn (en, zh, en, zh, ...): a set lists its
    English families first, and a small corpus should still ask in both languages. None: all of them."""
    if count is None:
        return list(members)
    by_language: dict[str, list[Any]] = {}
    for family in members:
        by_language.setdefault(family.language, []).append(family)
    turns: list[Any] = []
    for rank in range(len(members)):
        turns.extend(group[rank] for group in by_language.values() if rank < len(group))
    return turns[:count]


def _build_rule_families(rng_for: Any, families_per_set: int | None = None,
                         family_sets: str = "all") -> list[DocumentSpec]:
    """Every version of every rule family (seen and unseen phrasing, or the seen ones only when `family_sets` is
    "development"; the first `families_per_set` of each set when given) as a one-page policy document; each
    question goes to the version in force at its as-of date."""
    from tasks.sample_corpus.families import RuleTable, check_families, version_answering, version_in_force

    if family_sets not in ("development", "all"):
        raise ValueError(f"family_sets must be 'development' or 'all', not {family_sets!r}")
    sets = _seen_family_sets() if family_sets == "development" else (*_seen_family_sets(), *_unseen_family_sets())
    families = tuple(family for members in sets for family in _first_families(members, families_per_set))
    check_families(families, REFERENCE_DATE)
    docs: list[DocumentSpec] = []
    for family in families:
        for version in family.versions:
            rel_path = f"{family.folder}/{version.slug}.pdf"
            draft = _DocumentDraft(rng_for(rel_path), family.language)
            draft.start_page(scanned=version.scanned)
            draft.heading(version.title, 0)
            for paragraph in version.paragraphs:
                if isinstance(paragraph, RuleTable):
                    draft.para(paragraph.caption)
                    draft.table([paragraph.header, *paragraph.rows])
                else:
                    draft.para(paragraph)
            # A question about an item a later amendment leaves alone is answered by this version while the
            # amendment is in force (families.version_answering): its label says so (`amended_elsewhere`).
            draft.ask_each([(question.query, version.facts[question.fact], question.as_of,
                             version_in_force(family, question.as_of) is not version)
                            for question in family.questions
                            if version_answering(family, question.as_of, question.fact) is version], "operation")
            docs.append(draft.finish(
                rel_path=rel_path, title=version.title, intent="operation", doc_type="policy",
                source_type=family.source_type, author=family.author or "", last_updated=version.in_force_from,
                effective_date=version.in_force_from, version_group=family.family, phrasing=family.phrasing,
            ))
    return docs


def _family_sets(*sets: tuple[str, ...]) -> tuple[tuple[Any, ...], ...]:
    """Each set's families, read from its batches' data files (family_data.py) in the order given."""
    from tasks.sample_corpus.family_data import load_families

    return tuple(tuple(family for batch in batches for family in load_families(batch)) for batches in sets)


def _seen_family_sets() -> tuple[tuple[Any, ...], ...]:
    """Family sets in the phrasings the rules were developed on (eight batches written by different hands; batch 7
    holds the categories blind set 9 measures: table facts, scanned versions, amendments of one item)."""
    return _family_sets(("seen_families",), ("dev_families",), ("dev_families_3",), ("dev_families_4",),
                        ("dev_families_5",), ("dev_families_6a", "dev_families_6b", "dev_families_7"))


def _unseen_family_sets() -> tuple[tuple[Any, ...], ...]:
    """Family sets in phrasings kept out of training: unseen sets 1-7 (each measured untouched, then looked into),
    the blind eighth set (two batches by separate hands) and the blind ninth (scanned versions, table facts,
    amendments of one item) whose wording nobody working on the rules has read."""
    return _family_sets(("unseen_families",), ("unseen_families_2",), ("unseen_families_3a", "unseen_families_3b"),
                        ("unseen_families_4a", "unseen_families_4b"), ("unseen_families_5a", "unseen_families_5b"),
                        ("unseen_families_6a", "unseen_families_6b"), ("unseen_families_7a", "unseen_families_7b"),
                        ("unseen_families_8a", "unseen_families_8b"), ("unseen_families_9",))


def unseen_phrasings() -> frozenset[str]:
    """The phrasings kept out of training and tuning (their questions go to queries/unseen_phrasing.jsonl)."""
    return frozenset(family.phrasing for members in _unseen_family_sets() for family in members)


def _version_valid_at(group_members: Sequence[DocumentSpec], as_of: date) -> DocumentSpec | None:
    """The version in force at as_of: the latest one whose effective_date is not after as_of."""
    in_force = [d for d in group_members if d.effective_date is not None and d.effective_date <= as_of]
    return max(in_force, key=lambda d: d.effective_date) if in_force else None


def build_query_rows(docs: Sequence[DocumentSpec]) -> list[dict[str, Any]]:
    """Flatten every document's questions into query rows with ids and version fields."""
    groups: dict[str, list[DocumentSpec]] = {}
    for doc in docs:
        if doc.version_group:
            groups.setdefault(doc.version_group, []).append(doc)
    rows: list[dict[str, Any]] = []
    for doc in docs:
        for question in doc.queries:
            current_doc: str | None = None
            if doc.version_group:
                valid = _version_valid_at(groups[doc.version_group], question.as_of)
                # A question labelled with a version that was not in force at its as-of date is a content bug (unless
                # the one in force then amends other items only: the labelled version still answers).
                started = doc.effective_date is not None and doc.effective_date <= question.as_of
                if valid is None or (valid.rel_path != doc.rel_path and not (question.amended_elsewhere and started)):
                    raise ValueError(f"query {question.query!r} asks {doc.rel_path} at {question.as_of}, when it was not in force")
                current_doc = doc.rel_path
            rows.append({
                "query_id": f"q{len(rows) + 1:04d}",
                "query": question.query,
                "intent": question.intent,
                "language": doc.language,
                "relevant_doc": doc.rel_path,
                "relevant_text": question.relevant_text,
                "expected": expected_answer(question.relevant_text),  # what a right answer states
                "current_doc": current_doc,
                "as_of": question.as_of.isoformat(),
                "version_group": doc.version_group,
                "phrasing": doc.phrasing,
                "on_scanned_page": question.on_scanned_page,
                # answered by this version although a later amendment of other items is in force at as_of
                "amended_elsewhere": question.amended_elsewhere,
            })
    return rows


def _version_stratum(row: dict[str, Any]) -> str:
    """"" for an unversioned question; else when its as-of date lies relative to REFERENCE_DATE
    (past: a superseded version answers; reference: the version in force today; future: an upcoming one)."""
    if not row.get("version_group"):
        return ""
    as_of = date.fromisoformat(row["as_of"])
    if as_of < REFERENCE_DATE:
        return "past"
    return "reference" if as_of == REFERENCE_DATE else "future"


def split_queries(rows: Sequence[dict[str, Any]], seed: int, heldout_fraction: float) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Deterministic split, stratified by (intent, language, version stratum) so both parts cover every
    class, and questions about versioned documents (past, present and upcoming as-of dates) land in
    the held-out part in the same proportion as the rest."""
    if not 0.0 < heldout_fraction < 1.0:
        raise ValueError(f"heldout_fraction must lie strictly between 0 and 1, got {heldout_fraction}")
    rng = random.Random(f"{seed}:split")
    strata: dict[tuple[str, str, str], list[dict[str, Any]]] = {}
    for row in rows:
        strata.setdefault((row["intent"], row["language"], _version_stratum(row)), []).append(row)
    heldout_ids: set[str] = set()
    for key in sorted(strata):
        members = list(strata[key])
        rng.shuffle(members)
        n_heldout = round(len(members) * heldout_fraction)
        if len(members) >= 2:  # keep at least one row on each side of a stratum
            n_heldout = min(max(n_heldout, 1), len(members) - 1)
        heldout_ids.update(row["query_id"] for row in members[:n_heldout])
    train = [row for row in rows if row["query_id"] not in heldout_ids]
    heldout = [row for row in rows if row["query_id"] in heldout_ids]
    return train, heldout
