"""The corpus as data: documents, pages, blocks and labelled questions, built in memory from a seed.

Pure: no reportlab, PIL or file IO but reading the rule families' data files (family_data.py; render.py
draws these specs; the package's generate_sample_corpus writes them). ``build_document_specs`` gives every
document in a fixed order; ``build_query_rows`` flattens their questions into labelled rows with ids and
version fields; ``split_queries`` splits those rows into train and held-out parts.

Every document draws its numbers and paraphrases from its own RNG (seeded by seed and path), and the
per-seed equipment catalogue keeps the numbers that several documents quote in agreement.
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
# Equipment catalogue (per-seed numbers shared by manuals, spec sheets and fault guides)
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Param:
    key: str
    name: str
    name_zh: str
    group: str
    group_zh: str
    unit: str
    base_range: tuple[float, float]
    tier_step: float  # relative change per model tier (bigger model -> bigger value when positive)
    decimals: int
    comparative: str  # completes "Which ... , the A or the B?"
    comparative_zh: str
    shared_value: str | None = None  # identical for every model: rendered as one merged cell


_FAMILY_MODELS: dict[str, tuple[str, ...]] = {
    "chiller": ("HX-200", "HX-300", "HX-500"),
    "compressor": ("KT-100", "KT-220"),
    "vacuum": ("VP-35", "VP-50"),
    "sensor": ("LS-40", "LS-60"),
    "packaging": ("PM-10", "PM-20"),
}
_FAMILY_NOUN: dict[str, tuple[str, str]] = {
    "chiller": ("industrial chiller", "工业冷水机组"),
    "compressor": ("screw air compressor", "螺杆式空压机"),
    "vacuum": ("rotary vane vacuum pump", "旋片式真空泵"),
    "sensor": ("laser level sensor", "激光液位传感器"),
    "packaging": ("flow-wrap packaging machine", "枕式包装机"),
}

_FAMILY_PARAMS: dict[str, tuple[_Param, ...]] = {
    "chiller": (
        _Param("capacity", "Cooling capacity", "制冷量", "Performance", "性能", "kW", (28, 34), 0.5, 1,
               "has the higher cooling capacity", "制冷量更大"),
        _Param("power", "Power input", "输入功率", "Performance", "性能", "kW", (9, 11), 0.45, 1,
               "draws more power", "耗电功率更高"),
        _Param("flow", "Chilled-water flow", "冷冻水流量", "Performance", "性能", "m³/h", (4.8, 5.8), 0.5, 1,
               "needs more chilled-water flow", "需要的冷冻水流量更大"),
        _Param("noise", "Noise level", "噪音", "Physical", "物理参数", "dB(A)", (56, 60), 0.05, 0,
               "is quieter", "更安静"),
        _Param("weight", "Operating weight", "运行重量", "Physical", "物理参数", "kg", (480, 560), 0.35, 0,
               "is heavier", "更重"),
        _Param("refrigerant", "Refrigerant", "制冷剂", "Physical", "物理参数", "-", (0, 0), 0, 0,
               "uses a different refrigerant", "制冷剂不同", shared_value="R-32"),
    ),
    "compressor": (
        _Param("fad", "Free air delivery", "排气量", "Performance", "性能", "m³/min", (1.6, 1.9), 1.1, 1,
               "delivers more air", "排气量更大"),
        _Param("motor", "Motor power", "电机功率", "Performance", "性能", "kW", (10.5, 11.5), 1.0, 1,
               "has the stronger motor", "电机功率更大"),
        _Param("oil", "Oil carry-over", "含油量", "Performance", "性能", "mg/m³", (2.5, 3.0), -0.1, 1,
               "has lower oil carry-over", "含油量更低"),
        _Param("noise", "Noise level", "噪音", "Physical", "物理参数", "dB(A)", (64, 67), 0.04, 0,
               "is quieter", "更安静"),
        _Param("weight", "Weight", "重量", "Physical", "物理参数", "kg", (390, 430), 0.6, 0,
               "is heavier", "更重"),
        _Param("cooling", "Cooling type", "冷却方式", "Physical", "物理参数", "-", (0, 0), 0, 0,
               "is air-cooled", "是风冷", shared_value="Air-cooled"),
    ),
    "vacuum": (
        _Param("speed", "Pumping speed", "抽速", "Performance", "性能", "m³/h", (34, 36), 0.43, 1,
               "pumps faster", "抽速更快"),
        _Param("motor", "Motor power", "电机功率", "Performance", "性能", "kW", (0.9, 1.1), 0.4, 2,
               "has the stronger motor", "电机功率更大"),
        _Param("ultimate", "Ultimate pressure", "极限压力", "Performance", "性能", "mbar", (0, 0), 0, 0,
               "reaches a lower ultimate pressure", "极限压力更低", shared_value="0.1"),
        _Param("oil", "Oil capacity", "油量", "Physical", "物理参数", "L", (1.0, 1.2), 0.4, 1,
               "holds more oil", "油量更大"),
        _Param("noise", "Noise level", "噪音", "Physical", "物理参数", "dB(A)", (62, 65), 0.03, 0,
               "is quieter", "更安静"),
        _Param("weight", "Weight", "重量", "Physical", "物理参数", "kg", (38, 42), 0.3, 0,
               "is heavier", "更重"),
    ),
    "sensor": (
        _Param("range", "Measuring range", "量程", "Performance", "性能", "m", (3.8, 4.2), 0.5, 1,
               "has the longer measuring range", "量程更大"),
        _Param("accuracy", "Accuracy", "精度", "Performance", "性能", "mm", (2.0, 2.5), -0.2, 1,
               "is more accurate", "精度更高"),
        _Param("response", "Response time", "响应时间", "Performance", "性能", "ms", (40, 60), -0.2, 0,
               "responds faster", "响应更快"),
        _Param("supply", "Supply voltage", "供电电压", "Electrical", "电气参数", "V DC", (0, 0), 0, 0,
               "uses a different supply voltage", "供电电压不同", shared_value="24"),
        _Param("weight", "Weight", "重量", "Electrical", "电气参数", "g", (180, 220), 0.2, 0,
               "is heavier", "更重"),
    ),
    "packaging": (
        _Param("output", "Output", "产能", "Performance", "性能", "packs/min", (55, 65), 0.6, 0,
               "packs more per minute", "产能更高"),
        _Param("film", "Maximum film width", "最大膜宽", "Performance", "性能", "mm", (240, 260), 0.4, 0,
               "takes wider film", "可用膜宽更大"),
        _Param("power", "Installed power", "装机功率", "Utilities", "能耗", "kW", (3.2, 3.8), 0.5, 1,
               "draws more power", "功率更高"),
        _Param("air", "Air consumption", "耗气量", "Utilities", "能耗", "NL/min", (90, 110), 0.3, 0,
               "uses more compressed air", "耗气量更大"),
        _Param("sealing", "Sealing system", "封口方式", "Utilities", "能耗", "-", (0, 0), 0, 0,
               "uses rotary jaws", "采用旋转横封", shared_value="Rotary jaws"),
    ),
}


def _family_of(model: str) -> str:
    for family, models in _FAMILY_MODELS.items():
        if model in models:
            return family
    raise KeyError(model)


def _format_number(value: float, decimals: int) -> str:
    return f"{value:,.{decimals}f}"


def _build_catalogue(rng: random.Random) -> dict[str, dict[str, str]]:
    """Per model, per parameter: the formatted value every document quotes (so they agree)."""
    catalogue: dict[str, dict[str, str]] = {}
    for family, models in _FAMILY_MODELS.items():
        for param in _FAMILY_PARAMS[family]:
            base = rng.uniform(*param.base_range)
            previous: str | None = None
            for tier, model in enumerate(models):
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
# Question templates (paraphrases per intent; realistic wording cues for an intent classifier)
# ---------------------------------------------------------------------------------------------

_OPERATION_TEMPLATES = (
    "How do I {vp}?",
    "Steps to {vp}",
    "What is the procedure for {ger}?",
    "Walk me through {ger}.",
    "{model} {noun} procedure",
    "How should I {vp}?",
    "Instructions for {ger}",
    "What are the steps for {ger}?",
    "What is the first step to {vp}?",
    "Guide me through the {noun} of the {model}, step by step.",
)
_OPERATION_TEMPLATES_ZH = (
    "如何{vp}？",
    "{model}的{noun}步骤是什么？",
    "{model}怎么{short}？",
    "请告诉我{model}的{noun}流程。",
    "{model}{noun}的操作步骤",
    "{model}{short}的第一步是什么？",
)
_COMPARISON_TEMPLATES = (
    "Which {comparative}, the {a} or the {b}?",
    "Difference between {a} and {b} in {param}",
    "{a} vs {b}: {param}",
    "Compare the {param} of the {a} and the {b}.",
    "How does the {a} compare with the {b} on {param}?",
    "{param}: {a} versus {b}, which is higher?",
    "Is there a difference in {param} between the {a} and the {b}?",
    "What is the {param} of the {b} compared to the {a}?",
)
_COMPARISON_TEMPLATES_ZH = (
    "{a}和{b}哪个{comparative}？",
    "{a}与{b}的{param}有什么区别？",
    "对比{a}和{b}的{param}",
    "{a}跟{b}相比，{param}差多少？",
    "{b}的{param}比{a}高还是低？",
)
_TREND_RANGE_TEMPLATES = (
    "How did {metric} change from 2021 to 2025?",
    "Trend of {metric} over the last five years",
    "Has {metric} gone up or down since 2021?",
    "Show the year-over-year trend in {metric}.",
    "What is the five-year trend for {metric}?",
    "How has {metric} evolved between 2021 and 2025?",
)
_TREND_YEAR_TEMPLATES = (
    "How did {metric} change in {year} compared with {prev}?",
    "What was {metric} in {year}, and how did it change from {prev}?",
    "{metric} trend {prev}-{year}",
    "Did {metric} rise or fall in {year}?",
    "Year-over-year change in {metric} for {year}",
)
_TREND_RANGE_TEMPLATES_ZH = (
    "2021年到2025年{metric}如何变化？",
    "{metric}近五年的趋势是什么？",
    "{metric}的年度变化趋势",
    "2021至2025年{metric}是上升还是下降？",
)
_TREND_YEAR_TEMPLATES_ZH = (
    "{year}年{metric}比{prev}年上升还是下降？",
    "{year}年的{metric}是多少，较{prev}年变化了多少？",
    "{prev}到{year}年{metric}的变化趋势",
)
_FAULT_CAUSE_TEMPLATES = (
    "Error {code} on {model} in {region}",
    "Why does my {model} show {code}? Site is in {region}.",
    "What causes fault code {code} on the {model} ({region})?",
    "{model} keeps failing with {code} in {region} - what is wrong?",
    "Diagnose alarm {code} on a {model}, {region} installation",
    "Why does the {model} trip with {code} in {region}?",
    "{code} alarm on our {model} in {region}: root cause?",
)
_FAULT_FIX_TEMPLATES = (
    "How to fix {code} on {model} in {region}?",
    "{model} {code} fault fix {region}",
    "Troubleshoot {code} on the {model} ({region})",
    "What should I do when the {model} fails with error {code} in {region}?",
    "Clear fault {code} on a {model} installed in {region}",
)
_FAULT_CAUSE_TEMPLATES_ZH = (
    "{model}在{region}报{code}是什么原因？",
    "为什么{region}的{model}会报{code}故障？",
    "{region}{model}出现故障代码{code}，原因是什么？",
)
_FAULT_FIX_TEMPLATES_ZH = (
    "{model}出现故障代码{code}怎么处理？（{region}）",
    "{region}的{model}报错{code}，如何排查？",
    "{model}故障{code}排除方法（{region}）",
)

_REGION_NAMES: dict[str, str] = {"EU": "the EU", "NA": "North America", "APAC": "the APAC region"}
_REGION_NAMES_ZH: dict[str, str] = {"EU": "欧洲", "NA": "北美", "APAC": "亚太地区"}
# How users name a region in questions: the code itself, the long name, or a country in it.
_REGION_QUERY_WORDS: dict[str, tuple[str, ...]] = {
    "EU": ("EU", "Europe", "Germany", "France", "Italy"),
    "NA": ("NA", "North America", "USA", "Canada", "Texas"),
    "APAC": ("APAC", "Asia-Pacific", "Singapore", "Australia", "Japan"),
}
_REGION_QUERY_WORDS_ZH: dict[str, tuple[str, ...]] = {
    "EU": ("欧洲", "欧盟", "德国"),
    "NA": ("北美", "美国", "加拿大"),
    "APAC": ("亚太地区", "中国", "新加坡"),
}
_REGION_SUPPLY: dict[str, tuple[str, int]] = {"EU": ("400 V / 50 Hz", 360), "NA": ("460 V / 60 Hz", 414), "APAC": ("380 V / 50 Hz", 342)}


def _zh_date(day: date) -> str:
    return f"{day.year}年{day.month}月{day.day}日"


def _random_date(rng: random.Random, start: date, end: date) -> date:
    return date.fromordinal(rng.randint(start.toordinal(), end.toordinal()))


# ---------------------------------------------------------------------------------------------
# Operation manuals
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Procedure:
    noun: str  # "start-up"
    vp: str  # "start up the {model}"
    ger: str  # "starting up the {model}"
    steps: tuple[str, ...]
    condition: str  # a conditional clause that belongs to the procedure
    condition_questions: tuple[str, ...]
    key_step: int = 0  # the step that answers "how do I ..." best


def _procedures(family: str, rng: random.Random) -> list[_Procedure]:
    """English procedures per equipment family; numbers vary with the seed."""
    r = rng.randint
    if family == "chiller":
        return [
            _Procedure("start-up", "start up the {model}", "starting up the {model}", (
                f"Power on the main isolator and wait {r(20, 45)} seconds for the controller to boot.",
                "Check that the chilled-water pump is running and the flow indicator is green.",
                f"Set the leaving-water setpoint to {r(6, 9)} °C on the HMI.",
                f"Press START and confirm that the stage 1 compressor LED lights within {r(60, 180)} seconds.",
            ), "Unless the chilled-water flow is confirmed, do not press START; the unit will trip on E07.",
                ("Can I start the {model} before the chilled-water flow is confirmed?",
                 "What happens if I press START on the {model} without water flow?")),
            _Procedure("shutdown", "shut down the {model}", "shutting down the {model}", (
                f"Press STOP on the HMI and wait for the pump-down cycle to finish, about {r(40, 90)} seconds.",
                f"Keep the chilled-water pump running for {r(3, 10)} minutes to remove residual heat.",
                "Switch off the main isolator and lock it out if maintenance follows.",
            ), f"However, if the ambient temperature is below {r(2, 5)} °C, drain the water circuit to prevent freezing.",
                ("Do I need to drain the {model} water circuit when shutting it down in winter?",
                 "What extra step is needed to shut down the {model} in freezing weather?")),
            _Procedure("condenser cleaning", "clean the condenser coil on the {model}", "cleaning the {model} condenser coil", (
                "Isolate the unit and lock out the main isolator.",
                "Remove the side panels and brush the condenser coil from the inside out.",
                f"Rinse the coil with water at a pressure below {r(3, 6)} bar.",
                "Refit the panels and restore power.",
            ), f"Clean the condenser coil every {r(3, 6)} months, unless the unit operates in a dusty environment, in which case clean it monthly.",
                ("How often should I clean the condenser coil on the {model}?",
                 "Condenser cleaning interval for a {model} in a dusty plant")),
        ]
    if family == "compressor":
        return [
            _Procedure("start-up", "start the {model}", "starting the {model}", (
                "Check the oil level in the sight glass; it must be between MIN and MAX.",
                "Open the air outlet valve fully.",
                "Power on the main isolator and press START.",
                f"Wait until the working pressure reaches {r(7, 9)} bar before connecting consumers.",
            ), f"Provided that the oil temperature is above {r(15, 25)} °C, the compressor switches to load mode automatically.",
                ("When does the {model} switch to load mode after start-up?",
                 "Why is my {model} not loading right after I start it?"), key_step=0),
            _Procedure("shutdown", "stop the {model}", "stopping the {model}", (
                f"Press STOP; the compressor runs unloaded for {r(20, 40)} seconds before it stops.",
                "Close the air outlet valve.",
                "Switch off the main isolator.",
                "Drain the condensate from the air receiver.",
            ), "Never use the emergency stop for a normal shutdown, unless there is a danger to people or the machine.",
                ("Can I use the emergency stop to switch off the {model} normally?",)),
            _Procedure("air filter replacement", "replace the air filter on the {model}", "replacing the {model} air filter", (
                "Stop the compressor and release the pressure from the separator tank.",
                "Open the filter housing and remove the old element.",
                "Fit a new element and close the housing.",
                "Reset the service counter on the controller.",
            ), f"Replace the air filter every {r(4, 8) * 500:,} running hours, unless the differential pressure indicator turns red earlier.",
                ("How often should the air filter on the {model} be replaced?",
                 "Air filter replacement interval for the {model}")),
        ]
    if family == "vacuum":
        return [
            _Procedure("start-up", "start the {model}", "starting the {model}", (
                "Check that the oil level is in the middle of the sight glass.",
                "Close the inlet valve.",
                f"Switch on the pump and let it run for {r(10, 30)} minutes with the inlet closed to warm up.",
                "Open the inlet valve slowly.",
            ), "Unless the pump has warmed up, do not pump condensable vapours; they will dilute the oil.",
                ("Can the {model} pump vapours right after start-up?",)),
            _Procedure("shutdown", "shut down the {model}", "shutting down the {model}", (
                "Close the inlet valve.",
                f"Let the pump run for {r(15, 30)} minutes with gas ballast open to purge vapours.",
                "Switch off the pump.",
            ), "However, if the pump handled corrosive gases, flush it with fresh oil before a long standstill.",
                ("What should I do before storing the {model} after pumping corrosive gases?",)),
            _Procedure("oil change", "change the oil on the {model}", "changing the {model} oil", (
                "Run the pump for 10 minutes to warm the oil, then switch it off.",
                "Unscrew the drain plug and let the oil drain completely.",
                f"Refill with {r(8, 15) / 10:.1f} litres of VP-grade vacuum pump oil.",
                "Check the level in the sight glass after 5 minutes of running.",
            ), f"Change the oil every {r(4, 6) * 100} operating hours, unless the pump handles condensable vapours, "
               f"in which case change it every {r(1, 2) * 100} hours.",
                ("How often do I change the oil on the {model}?",
                 "Oil change interval for the {model} when pumping vapours")),
        ]
    if family == "sensor":
        return [
            _Procedure("commissioning", "commission the {model}", "commissioning the {model}", (
                f"Mount the sensor at least {r(200, 400)} mm above the maximum liquid level.",
                "Connect the 24 V DC supply and the 4-20 mA output.",
                f"Teach the empty level by holding the TEACH button for {r(3, 6)} seconds.",
                "Check that the status LED is steady green.",
            ), "Provided that the tank contains foam, set the damping to at least 5 seconds to avoid jumps in the reading.",
                ("What damping should I use on the {model} if the tank has foam?",)),
            _Procedure("lens cleaning", "clean the lens of the {model}", "cleaning the {model} lens", (
                "Switch the output to HOLD on the controller.",
                "Wipe the lens with a lint-free cloth and isopropyl alcohol.",
                "Switch the output back to RUN.",
            ), f"Clean the lens every {r(2, 6)} weeks, unless the sensor is fitted with the air-purge option.",
                ("How often does the {model} lens need cleaning?",)),
        ]
    if family == "packaging":
        return [
            _Procedure("start-up", "start up the {model}", "starting up the {model}", (
                "Close all guard doors and reset the safety relay.",
                f"Switch on the jaw heaters and wait until they reach {r(140, 180)} °C.",
                f"Set the output to {r(30, 50)} packs per minute for the first run.",
                "Press START and check the first ten packs for seal quality.",
            ), "Unless the jaws have reached temperature, the machine will not start.",
                ("Why won't the {model} start right after switching on?",)),
            _Procedure("film change", "change the film reel on the {model}", "changing the {model} film reel", (
                "Stop the machine at the end of a cycle and open the reel guard.",
                "Cut the old film and remove the empty core.",
                "Load the new reel and splice the film with heat-resistant tape.",
                "Jog the machine until the splice has passed the jaws.",
            ), "However, if the new film is from a different batch, re-teach the photo-eye registration mark.",
                ("Do I need to re-teach the photo-eye after a film change on the {model}?",)),
        ]
    raise KeyError(family)


def _build_manual(rel_path: str, model: str, rng: random.Random, last_updated: date, scanned_from_page: int | None) -> DocumentSpec:
    """English operation manual. scanned_from_page=0: fully scanned; 1: the second page is scanned."""
    family = _family_of(model)
    noun = _FAMILY_NOUN[family][0]
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
        draft.ask(_OPERATION_TEMPLATES, steps[proc.key_step], "operation", k=3, **fields)
        draft.ask(proc.condition_questions, condition, "operation", k=1, model=model)
    return draft.finish(
        rel_path=rel_path, title=title, intent="operation", doc_type="manual", source_type="official",
        author=COMPANY, last_updated=last_updated, equipment_models=(model,),
    )


_ZH_PROCEDURES: dict[str, list[tuple[str, str, str, tuple[str, ...], str, tuple[str, ...]]]] = {
    # noun, verb phrase, short verb, steps, condition, condition questions
    "chiller": [
        ("开机", "启动{model}冷水机组", "开机", (
            "接通主电源，等待{boot}秒直至控制器启动。",
            "确认冷冻水泵已运行，流量指示灯为绿色。",
            "在操作屏上将出水温度设定为{sp} °C。",
            "按下启动键，确认一级压缩机指示灯亮起。",
        ), "除非确认冷冻水流量正常，否则不得按下启动键。", ("{model}没有水流可以开机吗？", "{model}开机前必须确认什么？")),
        ("停机", "关闭{model}冷水机组", "停机", (
            "在操作屏上按下停止键，等待抽空循环结束。",
            "冷冻水泵继续运行{run}分钟以带走余热。",
            "断开主电源并上锁挂牌。",
        ), "但若环境温度低于{frost} °C，则必须排空水路以防冻裂。", ("冬天{model}停机需要排水吗？",)),
    ],
    "compressor": [
        ("开机", "启动{model}空压机", "开机", (
            "检查油位视镜，油位应在MIN与MAX之间。",
            "完全打开排气阀。",
            "接通主电源并按下启动键。",
            "待工作压力达到{bar} bar后再接入用气设备。",
        ), "但若油温低于{oil} °C，则压缩机保持空载运行。", ("{model}开机后为什么一直空载？",)),
        ("更换空气滤芯", "更换{model}的空气滤芯", "换滤芯", (
            "停机并释放油气分离器内的压力。",
            "打开滤芯壳体，取出旧滤芯。",
            "装入新滤芯并盖好壳体。",
            "在控制器上复位保养计时器。",
        ), "空气滤芯每运行{hours}小时更换一次，除非压差指示器提前变红。", ("{model}空气滤芯多久换一次？",)),
    ],
}


def _build_manual_zh(rel_path: str, model: str, rng: random.Random, last_updated: date) -> DocumentSpec:
    family = _family_of(model)
    noun_zh = _FAMILY_NOUN[family][1]
    values = {"boot": rng.randint(20, 45), "sp": rng.randint(6, 9), "run": rng.randint(3, 10), "frost": rng.randint(2, 5),
              "bar": rng.randint(7, 9), "oil": rng.randint(15, 25), "hours": rng.randint(4, 8) * 500}
    title = f"{model} {noun_zh}操作手册"
    draft = _DocumentDraft(rng, "zh")
    draft.heading(title, 0)
    draft.para(f"型号：{model}。发布单位：{COMPANY}。")
    draft.para(f"最后更新：{last_updated.isoformat()}")
    draft.para(f"本手册介绍{model}{noun_zh}的操作与维护方法。")
    for index, (noun, vp, short, steps, condition, condition_questions) in enumerate(_ZH_PROCEDURES[family]):
        draft.heading(f"{index + 1}. {noun}")
        placed = draft.paras(f"{number}. {step.format(**values)}" for number, step in enumerate(steps, start=1))
        cond = draft.para(condition.format(**values))
        draft.ask(_OPERATION_TEMPLATES_ZH, placed[0], "operation", k=3, model=model, vp=vp.format(model=model), noun=noun, short=short)
        draft.ask(condition_questions, cond, "operation", k=1, model=model)
    return draft.finish(
        rel_path=rel_path, title=title, intent="operation", doc_type="manual", source_type="official",
        author=COMPANY, last_updated=last_updated, equipment_models=(model,),
    )


# ---------------------------------------------------------------------------------------------
# Spec sheets (comparison): grid tables with merged cells, plus prose that states each difference
# ---------------------------------------------------------------------------------------------


def _spec_table(
    models: Sequence[str], params: Sequence[_Param], catalogue: dict[str, dict[str, str]], zh: bool
) -> tuple[list[list[str]], list[tuple[int, int, int, int]]]:
    """Two header rows ("Model" spans the model columns; Group/Parameter/Unit span both header rows),
    group labels spanning their rows, and shared values spanning all model columns."""
    n_models = len(models)
    first_model_col = 3
    header = ["分组", "参数", "单位", "型号"] if zh else ["Group", "Parameter", "Unit", "Model"]
    rows: list[list[str]] = [header + [""] * (n_models - 1), ["", "", "", *models]]
    spans: list[tuple[int, int, int, int]] = [(0, 0, 0, 1), (1, 0, 1, 1), (2, 0, 2, 1), (first_model_col, 0, first_model_col + n_models - 1, 0)]
    groups: dict[str, list[_Param]] = {}
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
    params = _FAMILY_PARAMS[family]
    noun = _FAMILY_NOUN[family][0]
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
        draft.ask(_COMPARISON_TEMPLATES, sentence, "comparison", k=2 if param.key in ("capacity", "fad", "speed", "range", "output", "noise") else 1,
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
    params = _FAMILY_PARAMS[family]
    a, b = models
    title = f"{a}与{b}{_FAMILY_NOUN[family][1]}参数对比"
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
        draft.ask(_COMPARISON_TEMPLATES_ZH, sentence, "comparison", k=2 if param.key in ("capacity", "noise") else 1,
                  a=a, b=b, param=param.name_zh, comparative=param.comparative_zh)
    draft.para(f"但若安装空间有限，则建议选用{a}。")
    return draft.finish(
        rel_path=rel_path, title=title, intent="comparison", doc_type="spec_sheet", source_type="official",
        author=COMPANY, last_updated=last_updated, equipment_models=models,
    )


# ---------------------------------------------------------------------------------------------
# Trend reports: a section per year 2021-2025 with that year's number
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Metric:
    slug: str
    title: str
    phrase: str  # used mid-sentence: "In 2023, {phrase} rose to ..."
    query_phrase: str  # how users name it
    unit: str  # appended after the number ("%" without a space)
    start_range: tuple[float, float]
    drift: float  # mean relative change per year
    decimals: int
    percentage_points: bool = False  # the metric is itself a percentage


_METRICS: tuple[_Metric, ...] = (
    _Metric("service-ticket-volume", "Service Ticket Volume Report 2021-2025", "the annual service ticket volume",
            "service ticket volume", " tickets", (1100, 1400), 0.06, 0),
    _Metric("hx-fleet-energy-consumption", "HX Chiller Fleet Energy Consumption Report 2021-2025",
            "the average energy consumption per HX chiller", "energy consumption of the HX chillers", " MWh", (90, 100), -0.03, 1),
    _Metric("kt-compressor-mtbf", "KT Compressor Reliability (MTBF) Report 2021-2025",
            "the mean time between failures of KT compressors", "MTBF of KT compressors", " hours", (5000, 5600), 0.07, 0),
    _Metric("warranty-claim-rate", "Warranty Claim Rate Report 2021-2025", "the warranty claim rate",
            "warranty claim rate", "%", (4.0, 4.6), -0.06, 1, percentage_points=True),
    _Metric("spare-parts-lead-time", "Spare Parts Lead Time Report 2021-2025", "the average spare-parts delivery lead time",
            "spare-parts lead time", " days", (8.5, 10.5), -0.04, 1),
    _Metric("customer-satisfaction", "Customer Satisfaction Report 2021-2025", "the customer satisfaction score",
            "customer satisfaction", " points", (76, 80), 0.015, 1),
)
_DOWNTIME_METRIC = _Metric("field-downtime", "Field Downtime Report 2021-2025 (scanned copy)",
                           "the average unplanned downtime per unit", "unplanned downtime per unit", " hours", (30, 38), -0.05, 1)

_TREND_DRIVERS: tuple[str, ...] = (
    "The change was driven mainly by the installed base in the APAC region.",
    "However, the second half of the year was noticeably weaker than the first.",
    "Unless otherwise noted, figures exclude units under extended warranty.",
    "However, one large customer accounted for almost a fifth of the change.",
    "Provided that the new remote-monitoring service keeps its uptake, the next year should follow the same direction.",
    "The introduction of the new service portal affected the second quarter.",
)


def _trend_values(metric: _Metric, rng: random.Random) -> list[float]:
    values = [rng.uniform(*metric.start_range)]
    for _ in TREND_YEARS[1:]:
        change = metric.drift + rng.uniform(-0.04, 0.04)
        if abs(change) < 0.01:  # keep each year's change visible after rounding
            change = 0.015 if metric.drift >= 0 else -0.015
        values.append(values[-1] * (1 + change))
    return [round(v, metric.decimals) for v in values]


def _trend_year_sentence(metric: _Metric, year: int, value: float, previous: float | None) -> str:
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


def _build_trend_report(rel_path: str, metric: _Metric, rng: random.Random, last_updated: date, scanned: bool) -> DocumentSpec:
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
    draft.ask(_TREND_RANGE_TEMPLATES, summary, "trend", k=3, metric=metric.query_phrase)
    drivers = rng.sample(list(_TREND_DRIVERS), len(TREND_YEARS))
    for index, year in enumerate(TREND_YEARS):
        if scanned and index == 3:  # a scanned page holds ~3 year sections at 200 dpi
            draft.start_page(scanned=True)
        draft.heading(str(year))
        sentence = draft.para(_trend_year_sentence(metric, year, values[index], values[index - 1] if index else None))
        draft.para(drivers[index])
        if index > 0:
            draft.ask(_TREND_YEAR_TEMPLATES, sentence, "trend", k=1, metric=metric.query_phrase, year=str(year), prev=str(year - 1))
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
    draft.ask(_TREND_RANGE_TEMPLATES_ZH, summary, "trend", k=3, metric=metric_zh)
    for index, year in enumerate(TREND_YEARS):
        draft.heading(f"{year}年")
        if index == 0:
            sentence = draft.para(f"{year}年，{metric_zh}为{values[0]}%。")
        else:
            delta = values[index] - values[index - 1]
            word = "上升" if delta > 0 else ("下降" if delta < 0 else "持平")
            change = f"{word}{abs(delta):.1f}个百分点" if delta else "与上年持平"
            sentence = draft.para(f"{year}年，{metric_zh}为{values[index]}%，较{year - 1}年{change}。")
            draft.ask(_TREND_YEAR_TEMPLATES_ZH, sentence, "trend", k=1, metric=metric_zh, year=str(year), prev=str(year - 1))
        if index == 2:
            draft.para("然而，下半年亚太地区的故障率明显高于上半年。")
    return draft.finish(
        rel_path=rel_path, title=title, intent="trend", doc_type="trend_report", source_type="official",
        author=f"{COMPANY}服务数据分析部", last_updated=last_updated,
    )


# ---------------------------------------------------------------------------------------------
# Fault-diagnosis guides by model and region
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _FaultCode:
    code: str
    title: str
    cause: str  # completes "On {model} units in {region}, error {code} means ..."
    fix: str  # completes "To clear {code}, ..."


def _fault_codes(family: str, region: str, rng: random.Random) -> list[_FaultCode]:
    supply, undervoltage = _REGION_SUPPLY[region]
    r = rng.randint
    voltage_cause = (
        f"the 24 V DC supply dropped below {r(18, 20)}.{r(0, 9)} V" if family == "sensor" else
        ("a phase was lost on the 460 V / 60 Hz supply" if region == "NA" else
         f"the supply voltage dropped below {undervoltage} V on the {supply} supply")
    )
    voltage = _FaultCode("E42", "Supply voltage out of range", voltage_cause,
                         "measure the voltage at the main terminals and tighten any loose supply cables")
    # Hot, humid APAC sites fail for different reasons than EU/NA ones: region matters for diagnosis.
    hot_site = region == "APAC"
    pools: dict[str, list[_FaultCode]] = {
        "chiller": [
            _FaultCode("E12", "Low refrigerant pressure", f"the suction pressure fell below {r(2, 4)}.{r(0, 9)} bar, usually because of a refrigerant leak",
                       "leak-test the circuit and recharge to the weight on the nameplate"),
            _FaultCode("E21", "High discharge temperature",
                       f"the discharge temperature exceeded {r(105, 120)} °C because "
                       + ("the ambient air is above 43 °C" if hot_site else "the condenser coil is fouled"),
                       "shade the condenser and check the fan speed" if hot_site else "clean the condenser coil and check the fan"),
            _FaultCode("E07", "Chilled-water flow lost", "the flow switch opened because the strainer is blocked",
                       "clean the strainer and check the pump rotation"),
            _FaultCode("E55", "Water temperature sensor fault", "the leaving-water temperature sensor reads an open circuit",
                       "check the sensor plug and replace the sensor if its resistance is out of range"),
        ],
        "compressor": [
            _FaultCode("E31", "High air-end temperature",
                       f"the air-end outlet temperature exceeded {r(105, 115)} °C because "
                       + ("the room ventilation cannot cope with the tropical ambient" if hot_site else "the oil cooler is blocked"),
                       "improve the room ventilation" if hot_site else "clean the oil cooler fins"),
            _FaultCode("E08", "Low oil pressure", f"the oil pressure stayed below {r(1, 2)}.{r(0, 9)} bar for more than 10 seconds",
                       "check the oil level and replace the oil filter"),
            _FaultCode("E17", "Motor overload", "the motor overload relay tripped", "check the motor current and the belt tension"),
            _FaultCode("E66", "Condensate drain blocked", "the electronic drain did not discharge within its cycle",
                       "clean the drain strainer and test the drain valve"),
        ],
        "vacuum": [
            _FaultCode("E05", "Pump overtemperature", f"the pump body exceeded {r(95, 110)} °C", "check the cooling fan and the oil level"),
            _FaultCode("E14", "Oil level low", "the oil level switch reported a low level", "top up with VP-grade oil"),
            _FaultCode("E71", "Exhaust filter clogged", "the exhaust back-pressure exceeded 0.5 bar", "replace the exhaust filter"),
        ],
        "sensor": [
            _FaultCode("E01", "Signal lost", "the echo signal was lost for more than 2 seconds", "check the mounting angle and clean the lens"),
            _FaultCode("E09", "Lens contaminated", "the lens contamination level exceeded the warning threshold",
                       "clean the lens and enable the air-purge option"),
            _FaultCode("E33", "Temperature out of range", f"the sensor housing exceeded {r(60, 70)} °C", "fit a sun shield or move the sensor"),
        ],
        "packaging": [
            _FaultCode("E02", "Film break", "the film tension sensor detected a break", "rethread the film and check the reel brake"),
            _FaultCode("E18", "Jaw temperature deviation", f"a sealing jaw deviated by more than {r(5, 10)} °C from its setpoint",
                       "check the heater cartridge and the thermocouple"),
            _FaultCode("E27", "Registration mark not found", "the photo-eye did not see the registration mark for 3 packs",
                       "clean the photo-eye and re-teach the mark"),
        ],
    }
    codes = rng.sample(pools[family], min(3, len(pools[family])))
    return sorted([*codes, voltage], key=lambda c: c.code)


def _build_fault_guide(rel_path: str, model: str, region: str, rng: random.Random, last_updated: date, scanned_from_page: int | None) -> DocumentSpec:
    family = _family_of(model)
    region_name = _REGION_NAMES[region]
    supply, _ = _REGION_SUPPLY[region]
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
        words = _REGION_QUERY_WORDS[region]
        draft.ask(_FAULT_CAUSE_TEMPLATES, cause, "fault", k=1, model=model, code=fault.code, region=rng.choice(words))
        draft.ask(_FAULT_FIX_TEMPLATES, fix, "fault", k=1, model=model, code=fault.code, region=rng.choice(words))
    return draft.finish(
        rel_path=rel_path, title=title, intent="fault", doc_type="fault_guide", source_type="official",
        author=COMPANY, last_updated=last_updated, equipment_models=(model,), region=region,
    )


def _build_fault_guide_zh(rel_path: str, model: str, region: str, rng: random.Random, last_updated: date) -> DocumentSpec:
    region_zh = _REGION_NAMES_ZH[region]
    supply, undervoltage = _REGION_SUPPLY[region]
    codes = [
        ("E42", "供电电压异常", f"供电电压低于{undervoltage} V", "测量主接线端子电压并紧固松动的电缆"),
        ("E21", "排气温度过高", f"排气温度超过{rng.randint(105, 120)} °C，多因环境温度过高", "为冷凝器遮阳并检查风机转速"),
        ("E07", "冷冻水断流", "水流开关断开，多因过滤器堵塞", "清洗过滤器并检查水泵转向"),
    ]
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
        words = _REGION_QUERY_WORDS_ZH[region]
        draft.ask(_FAULT_CAUSE_TEMPLATES_ZH, cause_text, "fault", k=1, model=model, code=code, region=rng.choice(words))
        draft.ask(_FAULT_FIX_TEMPLATES_ZH, fix_text, "fault", k=1, model=model, code=code, region=rng.choice(words))
    return draft.finish(
        rel_path=rel_path, title=title, intent="fault", doc_type="fault_guide", source_type="official",
        author=COMPANY, last_updated=last_updated, equipment_models=(model,), region=region,
    )


# ---------------------------------------------------------------------------------------------
# Versioned policies (superseded / current / upcoming)
# ---------------------------------------------------------------------------------------------


def _policy_draft(rng: random.Random, language: str, title: str, last_updated: date, effective_line: str, scanned: bool = False) -> _DocumentDraft:
    draft = _DocumentDraft(rng, language)
    draft.start_page(scanned=scanned)
    draft.heading(title, 0)
    if language == "zh":
        draft.para(f"发布单位：{COMPANY}。")
        draft.para(f"最后更新：{last_updated.isoformat()}")
    else:
        draft.para(f"Publisher: {COMPANY}.")
        draft.para(f"Last updated: {last_updated.isoformat()}")
    draft.para(effective_line)
    return draft


def _build_policies(rng_for: Any) -> list[DocumentSpec]:
    """All versioned policies. The facts (fees, intervals, dates) are fixed on purpose: they are the
    canonical examples of the field reports, and tests elsewhere may quote them."""
    docs: list[DocumentSpec] = []

    def finish(draft: _DocumentDraft, rel_path: str, title: str, group: str, last_updated: date, effective: date) -> None:
        docs.append(draft.finish(
            rel_path=rel_path, title=title, intent="operation", doc_type="policy", source_type="official",
            author=COMPANY, last_updated=last_updated, effective_date=effective, version_group=group,
        ))

    # -- warranty service fee: USD 120 (2019) -> USD 150 (April 2024)
    group = "warranty-service-fee"
    fee_questions_now = ("How much do I have to pay for a warranty service visit now?",
                         "How much is the warranty service fee per visit at the moment?",
                         "What do I pay per warranty visit under the current policy?")
    for rel_path, title, updated, effective, effective_line, fee, deadline, as_of_years in (
        ("official/policies/warranty-service-fee-2019.pdf", "Warranty Service Fee Policy (2019)", date(2018, 12, 10), date(2019, 1, 1),
         "This policy takes effect on January 1, 2019.", 120,
         "Submit the claim by 30 June, unless the invoice is missing, in which case the claim may be submitted until 30 September.", (2020, 2022)),
        ("official/policies/warranty-service-fee-2024.pdf", "Warranty Service Fee Policy (2024)", date(2024, 3, 15), date(2024, 4, 1),
         "Effective April 1, 2024", 150,
         "Submit the claim within 60 days of the visit, unless the invoice is missing, in which case the claim may be submitted within 120 days.", ()),
    ):
        rng = rng_for(rel_path)
        draft = _policy_draft(rng, "en", title, updated, effective_line)
        draft.heading("1. Fees")
        fee_text = draft.para(f"Warranty service fee is USD {fee} per visit.")
        draft.para("The fee covers travel and the first two hours of on-site labour.")
        draft.para("However, visits caused by operator error are billed at the standard service rate.")
        draft.heading("2. Claims")
        deadline_text = draft.para(deadline)
        draft.para("Provided that the unit is still under warranty, spare parts are supplied free of charge.")
        if effective.year == 2024:
            draft.para("This version supersedes the Warranty Service Fee Policy (2019).")
            draft.ask(fee_questions_now, fee_text, "operation", k=3)
            draft.ask(("How do I submit a warranty claim if the invoice is missing?",
                       "What is the deadline to file a warranty claim without an invoice?"), deadline_text, "operation", k=2)
        for year in as_of_years:
            draft.ask((f"How much did a warranty service visit cost in {year}?",
                       f"How much was the warranty service fee per visit in {year}?"), fee_text, "operation", k=1, as_of=date(year, 7, 1))
        if as_of_years:
            draft.ask(("In 2021, how did I file a warranty claim when the invoice was missing?",), deadline_text, "operation", k=1, as_of=date(2021, 5, 1))
            draft.ask_each((
                ("What was the warranty service fee per visit in March 2023?", fee_text, date(2023, 3, 15)),
                ("Before April 2024, how much did a warranty service visit cost?", fee_text, date(2024, 3, 1)),
                ("What was the warranty claim deadline in 2020?", deadline_text, date(2020, 9, 1)),
            ), "operation")
        else:
            draft.ask_each((
                ("What is the current deadline for a warranty claim when the invoice is missing?", deadline_text, REFERENCE_DATE),
                ("Under the latest warranty policy, how many days do I have to submit a claim?", deadline_text, REFERENCE_DATE),
                ("What is the warranty service fee today?", fee_text, REFERENCE_DATE),
                # No time words: the version in force at the corpus reference date answers.
                ("What is the warranty service fee per visit?", fee_text, REFERENCE_DATE),
                ("How much does a warranty service visit cost?", fee_text, REFERENCE_DATE),
                ("Within how many days of the visit must a warranty claim be submitted?", deadline_text, REFERENCE_DATE),
            ), "operation")
        finish(draft, rel_path, title, group, updated, effective)

    # -- instrument calibration interval: 12 months (2020, only a scanned copy survives) -> 6 months (July 2023)
    group = "instrument-calibration"
    for rel_path, title, updated, effective, effective_line, months, extended, scanned, as_of_year in (
        ("official/policies/instrument-calibration-2020.pdf", "Instrument Calibration Policy (2020)", date(2020, 2, 14), date(2020, 3, 1),
         "Effective March 1, 2020", 12, 18, True, 2021),
        ("official/policies/instrument-calibration-2023.pdf", "Instrument Calibration Policy (2023)", date(2023, 6, 20), date(2023, 7, 1),
         "This policy takes effect on July 1, 2023.", 6, 9, False, None),
    ):
        rng = rng_for(rel_path)
        draft = _policy_draft(rng, "en", title, updated, effective_line, scanned=scanned)
        draft.heading("1. Calibration interval")
        interval = draft.para(f"Pressure and temperature instruments must be calibrated every {months} months.")
        extension = draft.para(
            f"Provided that an instrument passed its last two calibrations without adjustment, the interval may be extended to {extended} months."
        )
        draft.para("However, instruments used in safety interlocks are never eligible for an extended interval.")
        draft.heading("2. Records")
        draft.para("Keep calibration certificates for five years, unless a customer contract requires a longer period.")
        if as_of_year is None:
            draft.ask(("How often do I need to calibrate pressure gauges?",
                       "How often must temperature instruments be calibrated now?",
                       "What is the current calibration interval for pressure and temperature instruments?"), interval, "operation", k=2)
            draft.ask(("Can I extend the calibration interval if an instrument never needed adjustment?",), extension, "operation", k=1)
            draft.ask_each((
                ("Under the current policy, up to how many months can a calibration interval be extended?", extension, REFERENCE_DATE),
                ("What calibration interval applies to pressure instruments today?", interval, REFERENCE_DATE),
                ("What calibration interval applies to pressure transmitters?", interval, REFERENCE_DATE),
                (("How long may the calibration interval be extended for an instrument that passed its last two calibrations "
                  "without adjustment?"), extension, REFERENCE_DATE),
            ), "operation")
        else:
            draft.ask((f"How often did pressure instruments have to be calibrated in {as_of_year}?",
                       f"What calibration interval applied to temperature instruments in {as_of_year}?"), interval, "operation", k=2,
                      as_of=date(as_of_year, 9, 1))
            draft.ask_each((
                ("In 2022, up to how many months could a calibration interval be extended?", extension, date(2022, 6, 1)),
                ("What was the calibration interval for pressure instruments in early 2023?", interval, date(2023, 2, 1)),
                ("How often did temperature instruments need calibration in 2020?", interval, date(2020, 10, 1)),
            ), "operation")
        finish(draft, rel_path, title, group, updated, effective)

    # -- spare-parts returns: 30 days (2022) -> 21 days (July 2025) -> 14 days (adopted, in force October 2026)
    group = "spare-parts-return"
    for rel_path, title, updated, effective, effective_line, days, restocking, as_of in (
        ("official/policies/spare-parts-return-2022.pdf", "Spare Parts Return Policy (2022)", date(2021, 12, 1), date(2022, 1, 1),
         "This policy takes effect on January 1, 2022.", 30, 10, date(2023, 6, 1)),
        ("official/policies/spare-parts-return-2025.pdf", "Spare Parts Return Policy (2025)", date(2025, 5, 20), date(2025, 7, 1),
         "Effective July 1, 2025", 21, 15, REFERENCE_DATE),
        ("official/policies/spare-parts-return-2026.pdf", "Spare Parts Return Policy (2026)", date(2026, 4, 30), date(2026, 10, 1),
         "This policy takes effect on October 1, 2026.", 14, 20, date(2026, 11, 1)),
    ):
        rng = rng_for(rel_path)
        draft = _policy_draft(rng, "en", title, updated, effective_line)
        draft.heading("1. Return window")
        window = draft.para(f"Unused spare parts may be returned within {days} days of delivery.")
        fee = draft.para(f"A restocking fee of {restocking}% of the invoice value applies to every return.")
        draft.para("Parts must be returned in the original packaging, unless they were delivered damaged, in which case any packaging is accepted.")
        if as_of == REFERENCE_DATE:
            draft.ask(("How many days do I have to return unused spare parts?",
                       "How do I return a spare part I did not use, and by when?",
                       "What is the current return window for spare parts?"), window, "operation", k=2, as_of=as_of)
            draft.ask(("How much restocking fee do I pay when returning a spare part now?",), fee, "operation", k=1, as_of=as_of)
            # Not "latest": the latest adopted version (2026) is not in force yet at the reference date.
            draft.ask_each((
                ("Which return window for spare parts is in force at the moment?", window, as_of),
                ("What restocking fee is currently charged on returned spare parts?", fee, as_of),
                ("What restocking fee applies when I return spare parts?", fee, as_of),
                ("Within how many days of delivery can unused spare parts be returned?", window, as_of),
            ), "operation")
        elif as_of > REFERENCE_DATE:
            draft.ask(("What will the spare-parts return window be from October 2026?",
                       "How many days will I have to return spare parts after the October 2026 change?"), window, "operation", k=1, as_of=as_of)
            draft.ask_each((
                ("What restocking fee will apply to spare-parts returns from October 2026?", fee, as_of),
                ("From November 2026, within how many days of delivery can spare parts be returned?", window, as_of),
                ("In 2027, how many days will I have to return unused spare parts?", window, date(2027, 3, 1)),
                ("How much will the restocking fee on a spare-parts return be in 2027?", fee, date(2027, 3, 1)),
            ), "operation")
        else:
            draft.ask(("How many days did customers have to return spare parts in 2023?",), window, "operation", k=1, as_of=as_of)
            draft.ask_each((
                ("What restocking fee applied to spare-parts returns in 2024?", fee, date(2024, 6, 1)),
                ("In 2022, within how many days of delivery could unused spare parts be returned?", window, date(2022, 9, 1)),
            ), "operation")
        finish(draft, rel_path, title, group, updated, effective)

    # -- Chinese after-sales expense reimbursement: 800 yuan (2021) -> 1000 yuan (April 2024)
    group = "service-expense-reimbursement"
    for rel_path, version, updated, effective, cap, deadline, extended, historical in (
        ("official/policies/service-expense-reimbursement-2021-zh.pdf", "2021年版", date(2020, 12, 15), date(2021, 1, 1), 800, "6月30日", "9月30日", True),
        ("official/policies/service-expense-reimbursement-2024-zh.pdf", "2024年版", date(2024, 3, 15), date(2024, 4, 1), 1000, "5月31日", "8月31日", False),
    ):
        rng = rng_for(rel_path)
        title = f"售后服务费用报销管理办法（{version}）"
        draft = _policy_draft(rng, "zh", title, updated, f"本办法自{_zh_date(effective)}起施行。")
        draft.heading("第一条 报销标准")
        cap_text = draft.para(f"每次上门服务费的报销上限为{cap}元。")
        draft.para("除非经区域经理书面批准，否则单次报销不得超过上限。")
        draft.heading("第二条 报销时限")
        deadline_text = draft.para(f"报销申请须于{deadline}前提交，但若发票缺失，则可延期至{extended}。")
        if historical:
            # One question per year so each carries an as-of date inside this version's validity window.
            draft.ask(("2022年上门服务费的报销上限是多少？",), cap_text, "operation", k=1, as_of=date(2022, 7, 1))
            draft.ask(("2023年每次上门服务费最多能报销多少钱？",), cap_text, "operation", k=1, as_of=date(2023, 7, 1))
            draft.ask_each((
                ("2021年报销申请须在哪天之前提交？", deadline_text, date(2021, 3, 1)),
                ("2022年发票缺失时报销可以延期到什么时候？", deadline_text, date(2022, 5, 1)),
                ("2024年1月上门服务费的报销上限是多少？", cap_text, date(2024, 1, 15)),
                ("2021年每次上门服务费最多可以报销多少元？", cap_text, date(2021, 7, 1)),
            ), "operation")
        else:
            draft.ask(("现行上门服务费的报销上限是多少？", "目前每次上门服务费最多能报销多少？", "最新的售后服务费报销标准是多少？"),
                      cap_text, "operation", k=2)
            draft.ask(("发票缺失时报销可以延期到什么时候？", "如何在发票丢失的情况下申请报销？"), deadline_text, "operation", k=1)
            draft.ask_each((
                ("现行办法规定发票缺失时报销最晚可以延期到什么时候？", deadline_text, REFERENCE_DATE),
                ("目前报销申请须在哪天之前提交？", deadline_text, REFERENCE_DATE),
                ("按最新规定，单次上门服务费报销的上限是多少元？", cap_text, REFERENCE_DATE),
                # No time words: the version in force at the corpus reference date answers.
                ("每次上门服务费的报销上限是多少？", cap_text, REFERENCE_DATE),
                ("上门服务费单次最多可以报销多少钱？", cap_text, REFERENCE_DATE),
                ("售后服务费用报销申请的截止日期是哪天？", deadline_text, REFERENCE_DATE),
                ("发票丢了，报销申请最晚什么时候交？", deadline_text, REFERENCE_DATE),
            ), "operation")
        finish(draft, rel_path, title, group, updated, effective)
    return docs


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
    docs: list[DocumentSpec] = []

    # WeChat (zh): winter care tips for the HX-200
    rel_path = "wechat/hx-200-winter-care-tips-zh.pdf"
    rng = rng_for(rel_path)
    updated = _random_date(rng, date(2024, 11, 1), date(2024, 12, 20))
    draft = _DocumentDraft(rng, "zh")
    draft.heading("HX-200冬季保养小贴士", 0)
    draft.para(f"{COMPANY}服务号｜最后更新：{updated.isoformat()}")
    draft.para("天气转冷，HX-200冷水机组需要做好防冻保养。")
    first = draft.para(f"1. 将出水温度设定值调高至{rng.randint(9, 12)} °C。")
    draft.para("2. 检查防冻加热带是否通电。")
    draft.para(f"3. 每周检查一次乙二醇浓度，应不低于{rng.randint(25, 35)}%。")
    cond = draft.para("但若环境温度低于0 °C且停机超过48小时，则必须排空冷冻水路。")
    draft.para("除非已加注乙二醇，否则冬季停机时不得保留管路存水。")
    draft.ask(("冬天HX-200怎么保养？", "HX-200冬季保养的第一步是什么？", "如何做好HX-200的冬季防冻？"), first, "operation", k=2)
    draft.ask(("HX-200冬季长时间停机需要排水吗？",), cond, "operation", k=1)
    docs.append(draft.finish(rel_path=rel_path, title="HX-200冬季保养小贴士", intent="operation", doc_type="article", source_type="wechat",
                             author=f"{COMPANY}服务号", last_updated=updated, equipment_models=("HX-200",)))

    # WeChat (zh): KT-100 vs KT-220 buying guide, prose comparison without a table
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
    docs.append(draft.finish(rel_path=rel_path, title="KT-100和KT-220怎么选？", intent="comparison", doc_type="article", source_type="wechat",
                             author=f"{COMPANY}服务号", last_updated=updated, equipment_models=("KT-100", "KT-220")))

    # WeChat (en): booking guide from 2019 that still quotes the old USD 120 fee (outdated on purpose)
    rel_path = "wechat/warranty-visit-booking-guide.pdf"
    rng = rng_for(rel_path)
    updated = date(2019, 3, 5)
    draft = _DocumentDraft(rng, "en")
    draft.heading("How to Book a Warranty Service Visit on WeChat", 0)
    draft.para(f"{COMPANY} Service Account. Last updated: {updated.isoformat()}")
    step1 = draft.para("1. Open the Corvex Service account and tap Service > Book a visit.")
    step2 = draft.para("2. Enter the serial number printed on the nameplate of the unit.")
    draft.para("3. Choose a time slot and confirm the booking.")
    draft.para("Each warranty service visit costs USD 120.")
    draft.para("However, visits booked less than 24 hours in advance cannot be guaranteed.")
    draft.ask(("How do I book a warranty visit through WeChat?", "Steps to book a service visit on the WeChat account",
               "What is the first step to request a warranty visit on WeChat?"), step1, "operation", k=2)
    draft.ask(("Which number do I need to enter when booking a visit on WeChat?",), step2, "operation", k=1)
    docs.append(draft.finish(rel_path=rel_path, title="How to Book a Warranty Service Visit on WeChat", intent="operation", doc_type="article",
                             source_type="wechat", author=f"{COMPANY} Service Account", last_updated=updated))

    # Forum: an HX-200 E42 thread whose accepted "fix" is an outdated, unsafe tip
    rel_path = "forum/hx-200-e42-after-firmware-update.pdf"
    rng = rng_for(rel_path)
    updated = date(2021, 5, 3)
    draft = _DocumentDraft(rng, "en")
    draft.heading("Thread: HX-200 throwing E42 every morning (EU site)", 0)
    draft.para(f"Posted by chiller_tech_77. Last updated: {updated.isoformat()}")
    symptom = draft.para("After the firmware 2.3 update my HX-200 started throwing E42 every morning.")
    tip = draft.para(f"Quick fix that worked for me: lower the undervoltage threshold to {rng.randint(300, 330)} V in the service menu.")
    draft.para("Reply by moderator: firmware 2.4 fixed the false E42 alarm, so upgrade instead of changing thresholds.")
    draft.para("Unless you are a certified technician, do not change protection settings.")
    draft.ask(("HX-200 shows E42 every morning after a firmware update in the EU",
               "Why does my HX-200 trip with E42 since the firmware update? Germany"), symptom, "fault", k=2)
    draft.ask(("Forum tip to stop E42 alarms on the HX-200 in Europe",), tip, "fault", k=1)
    docs.append(draft.finish(rel_path=rel_path, title="HX-200 throwing E42 every morning", intent="fault", doc_type="forum_post",
                             source_type="forum", author="chiller_tech_77", last_updated=updated, equipment_models=("HX-200",), region="EU"))

    # Forum: VP-50 oil change interval thread (an outdated interval that contradicts the manual)
    rel_path = "forum/vp-50-oil-change-thread.pdf"
    rng = rng_for(rel_path)
    updated = date(2020, 8, 17)
    draft = _DocumentDraft(rng, "en")
    draft.heading("Thread: VP-50 oil change - how often and how?", 0)
    draft.para(f"Posted by vacuum_dave. Last updated: {updated.isoformat()}")
    draft.para("I change the oil on my VP-50 every 2,000 hours and never had a problem.")
    tip = draft.para("Tip: tilt the pump about 10 degrees towards the drain port before you unscrew the plug.")
    draft.para("Reply: the manual gives a much shorter interval, provided that you pump clean, dry air.")
    draft.ask(("How do I drain the oil from a VP-50 without spilling?", "Steps to get all the old oil out of the VP-50"), tip, "operation", k=2)
    docs.append(draft.finish(rel_path=rel_path, title="VP-50 oil change - how often and how?", intent="operation", doc_type="forum_post",
                             source_type="forum", author="vacuum_dave", last_updated=updated, equipment_models=("VP-50",)))

    # Forum: owners comparing the KT-100 and KT-220
    rel_path = "forum/kt-100-vs-kt-220-owner-review.pdf"
    rng = rng_for(rel_path)
    updated = date(2023, 2, 9)
    draft = _DocumentDraft(rng, "en")
    draft.heading("Thread: KT-100 vs KT-220 - owners' experience", 0)
    draft.para(f"Posted by workshop_anna. Last updated: {updated.isoformat()}")
    draft.para("We run both a KT-100 and a KT-220 in our workshop.")
    review = draft.para("The KT-220 is noticeably louder, but it fills our 500-litre receiver in about half the time.")
    draft.para("However, for a single spray booth the KT-100 is plenty.")
    draft.ask(("Which fills an air receiver faster, the KT-100 or the KT-220?",
               "KT-100 vs KT-220 in real use: difference in noise and speed?"), review, "comparison", k=2)
    docs.append(draft.finish(rel_path=rel_path, title="KT-100 vs KT-220 - owners' experience", intent="comparison", doc_type="forum_post",
                             source_type="forum", author="workshop_anna", last_updated=updated, equipment_models=("KT-100", "KT-220")))
    return docs


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

    for metric in (*_METRICS, _DOWNTIME_METRIC):
        rel_path = f"official/reports/{metric.slug}-2021-2025.pdf"
        rng = rng_for(rel_path)
        docs.append(_build_trend_report(rel_path, metric, rng, updated_between(rng, date(2026, 1, 10), date(2026, 3, 31)), scanned=metric is _DOWNTIME_METRIC))
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
