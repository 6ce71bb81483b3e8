"""Counterfactual re-retrieval rules of DCEE (docs/design.md#dcee): claim extraction, the query, and score fusion.

When DCEE's confidence in a chunk falls below 0.55, the pipeline asks the index for the strongest evidence
AGAINST the chunk's claim and fuses what it finds with the original evidence (0.6 original, 0.4
counterfactual). If the claim is outdated or wrong, the contradicting, authoritative chunk then has a way
into the top results; if nothing contradicts it, the counterfactual hits are weak and the original ranking
mostly stands.

Pure functions; no LLM. The claim is picked by rules so that the step is cheap, deterministic and
testable. Content words come from the BM25 tokenizer (models/bm25_tokens.py: stopwords removed, jieba for
Chinese), so "overlap with the query" means the same thing here as in sparse retrieval.
"""

from __future__ import annotations

import math
import re
from collections.abc import Hashable, Mapping
from dataclasses import dataclass, replace
from typing import TypeVar

from models.documents.chunking import LIST_MARKER, join_fragments, split_sentences
from models.retrieval.bm25_tokens import tokenize

K = TypeVar("K", bound=Hashable)

# Templates by ISO 639-1 code; a claim in another language is asked in the first one (tasks/runtime/corrective.py).
COUNTERFACTUAL_TEMPLATES = {
    "en": "authoritative view contradicting: {claim}",
    "zh": "与'{claim}'相反的权威观点是什么？",
}

# Marks of a checkable statement: a number, a date, or a normative verb. A claim worth contradicting says
# what must be done, by when, or how much; a chunk's heading or a greeting does not.
_NORMATIVE = re.compile(
    r"\d|\b(?:must|shall|should|required?|may\s+not|not\s+allowed|prohibited|effective|is|are)\b"
    r"|应|须|必须|不得|禁止|应当|需要|可以|为",
    re.IGNORECASE,
)
_STRONG_NORMATIVE = re.compile(r"\d|\b(?:must|shall|required?|prohibited)\b|应|须|不得|禁止", re.IGNORECASE)
_QUESTION_END = re.compile(r"[?？]\s*$")
_TABLE_RULE = re.compile(r"^\|?[\s:|-]+\|?$")  # a Markdown table's |---|---| line
# The lines a table chunk opens with to say what its rows are (tasks/ingest/chunk_builder.py): context, not statements.
_TABLE_CONTEXT = re.compile(r"^(?:Document|Table): ")
_LEADING_MARKER = re.compile(r"^\s*(?:\(?\d{1,3}[.)]\s+|[•▪●◦\-–*]\s+|#+\s+)")
_TRAILING_STOP = re.compile(r"[\s。．.！!；;，,：:]+$")
_CJK_CLAUSE_END = re.compile(r"(?<=；)")
_UNSPACED = re.compile(r"[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")
# What opens an item of a rule or a schedule: the chunker's list markers ("2.", "(3)", "•", "第3步", "（一）"), and
# "4.2 Heading", "Sec. 9.", "Section 4", "Article 12", "§ 5", "Rule 7", "第十条", "第3條", "(二)", "一、". An item's
# sentences after its first one belong to it (claim_units).
_ITEM_START = re.compile(
    LIST_MARKER.pattern
    + r"|^\s*(?:\d{1,3}(?:\.\d{1,3}){1,2}\s+(?=[A-Z])"
    r"|(?:Sec(?:tion)?|Art(?:icle)?|Rule|Clause|Reg(?:ulation)?|Item|Para(?:graph)?)\.?\s*\d+[A-Za-z]?\b|§+\s*\d"
    r"|第[一二三四五六七八九十百零〇\d]+[步条條章节節款项項]|[（(][一二三四五六七八九十\d]+[）)]|[一二三四五六七八九十]+、)",
    re.IGNORECASE)
UNIT_MAX_CHARS = 400  # claim_units: a longer item is quoted by its sentence, not whole


def _sentences(chunk_text: str) -> list[str]:
    """Sentences of a chunk: the chunker's splitter (English stops, 。！？, list items), then also at ；.

    Every line is its own paragraph: chunk texts join sentences with spaces and put one Markdown table row
    (or heading) per line, and a row must not be glued to the next one.
    A Chinese ； separates independent clauses that often carry separate rules ("须于6月30日前提交；逾期不予受理"),
    so each is a candidate claim on its own. English ";" is left alone: it usually joins a rule and its
    qualification.
    """
    pieces: list[str] = []
    lines = [line for raw in chunk_text.splitlines() for line in (raw, "")]
    for sentence in split_sentences(lines):
        pieces.extend(part.strip() for part in _CJK_CLAUSE_END.split(sentence.text) if part.strip())
    return [p for p in pieces if not _TABLE_RULE.match(p)]


@dataclass(frozen=True)
class ClaimUnit:
    """One statement of a text as an answer quotes it: a rule's item whole, else one sentence."""

    text: str  # list marker and closing stop dropped
    sentences: tuple[str, ...]  # its claim_sentences, in order
    label: str | None = None  # an item's marker as printed ("3.", "第三条", "Sec. 9"): the number amendments name


def claim_units(text: str, max_chars: int = UNIT_MAX_CHARS) -> list[ClaimUnit]:
    """claim_sentences grouped by the item they belong to, in order: an item ("2. Renewal fee: PHP 750.00 per cycle;
    seniors pay PHP 375.00.", "第十条 …；…。") with the sentences after it up to the next item or the line's end, a
    run-in heading ("Late filing penalty.") with the one sentence it heads; outside an item each sentence (its
    ；-clauses together) is a unit of its own. An item over `max_chars` is split
    back into its sentences, and a sentence over it into its clauses: an answer quotes the asked row or rule whole,
    and a whole long article only in part. A table row (one per line) is a unit of its own, stated with its header
    (`table_row_statement`); the header row itself is none."""
    groups: list[list[tuple[str, list[str]]]] = []
    takes, last_line = 0, -1  # how many more sentences the open group takes: an item all up to the next, a heading one
    lines = [line for raw in text.splitlines() for line in (raw, "")]
    headers = _table_headers(lines)
    for sentence in split_sentences(lines):
        if _TABLE_CONTEXT.match(sentence.text) and headers:
            continue
        if sentence.text.startswith("|"):  # a Markdown table row: its own unit, stated with its header
            header = headers.get(sentence.first_line)
            if header is not None and header:
                row = table_row_statement(header, _cells(sentence.text))
                groups.append([(row, [row])])
            elif header is None and not _TABLE_RULE.match(sentence.text):
                groups.append([(sentence.text, [sentence.text])])
            takes = 0
            continue
        clauses = [part.strip() for part in _CJK_CLAUSE_END.split(sentence.text)
                   if part.strip() and not _TABLE_RULE.match(part.strip())]
        if not clauses:
            continue
        item, heading = bool(_ITEM_START.match(sentence.text)), _run_in_heading(sentence.text)
        if groups and takes and not (item or heading) and sentence.first_line == last_line:
            groups[-1].append((sentence.text, clauses))
            takes -= 1
        else:
            groups.append([(sentence.text, clauses)])
            takes = -1 if item else 1 if heading else 0  # -1: no bound
        last_line = sentence.last_line
    units: list[ClaimUnit] = []
    for group in groups:
        marker = _ITEM_START.match(group[0][0])
        label = marker[0].strip() if marker else None
        units.extend(replace(unit, label=label) for unit in _units_within(group, max_chars))
    return [unit for unit in units if unit.text]


def _cells(row: str) -> list[str]:
    return [cell.strip() for cell in row.strip().strip("|").split("|")]


def _table_headers(lines: list[str]) -> dict[int, list[str]]:
    """Line index of each Markdown table row -> its table's header cells ([] for the header row itself: no unit).
    A header is the row above a |---| rule; rows of a table without one are not in the map."""
    headers: dict[int, list[str]] = {}
    current: list[str] | None = None
    rows = [index for index, line in enumerate(lines) if line.strip()]
    for position, index in enumerate(rows):
        line = lines[index].strip()
        following = lines[rows[position + 1]].strip() if position + 1 < len(rows) else ""
        if not line.startswith("|"):
            current = None
        elif _TABLE_RULE.match(line):
            continue
        elif _TABLE_RULE.match(following) and following.startswith("|"):
            current, headers[index] = _cells(line), []
        elif current is not None:
            headers[index] = current
    return headers


def table_row_statement(header: list[str], cells: list[str]) -> str:
    """A table row as a statement a reader can quote: its first cell, then each other cell under its column's
    header ("| Senior | 12 USD |" under "| Category | Fee |" -> "Senior: 12 USD"; under "| Parameter | Unit | HX-200 |"
    -> "Cooling capacity: Unit kW; HX-200 32.4"). Empty and "-" cells are left out."""
    label, rest = cells[0], list(zip(header[1:], cells[1:]))
    values = [(name, value) for name, value in rest if value and value not in {"-", "–"}]
    if len(header) <= 2:
        return f"{label}: {values[0][1]}" if values and label else " | ".join(cell for cell in cells if cell)
    stated = "; ".join(f"{name} {value}".strip() for name, value in values)
    return f"{label}: {stated}" if label else stated


def _units_within(group: list[tuple[str, list[str]]], max_chars: int) -> list[ClaimUnit]:
    whole = _clean(join_fragments([sentence for sentence, _ in group]))
    sentences = tuple(s for s in (_clean(clause) for _, clauses in group for clause in clauses) if s)
    if len(whole) <= max_chars or (len(group) == 1 and len(group[0][1]) == 1):
        return [ClaimUnit(whole, sentences)]
    if len(group) > 1:
        return [unit for part in _with_run_in_headings(group) for unit in _units_within(part, max_chars)]
    return [ClaimUnit(clause, (clause,)) for clause in sentences]


def _heads(sentence: str) -> bool:
    """A few words with no statement of their own (`_declarative`): "5. Termination.", "Late filing penalty."."""
    return len(sentence.strip()) < 60 and not _declarative(_clean(sentence))


def _run_in_heading(sentence: str) -> bool:
    """A short heading run into its paragraph ("Late filing penalty. A late return is …", "Termination."): `_heads`,
    with a closing stop, no figure, no colon ("Publisher: Corvex." is a field, not a heading). It heads the one
    sentence after it."""
    text = sentence.strip()
    return (_heads(text) and text[-1:] in ".。" and not re.search(r"[\d:：]", text)
            and bool(re.match(r"[A-Z\u4e00-\u9fff]", text)))


def _with_run_in_headings(group: list[tuple[str, list[str]]]) -> list[list[tuple[str, list[str]]]]:
    """A long item's sentences one by one, a heading (`_heads`: its number too) kept with the sentence it heads."""
    parts: list[list[tuple[str, list[str]]]] = []
    for sentence in group:
        if parts and len(parts[-1]) == 1 and _heads(parts[-1][0][0]):
            parts[-1].append(sentence)
        else:
            parts.append([sentence])
    return parts


def _declarative(sentence: str) -> bool:
    """Not a question, and long enough to state something (a bare heading like "2. Claims" is not)."""
    if _QUESTION_END.search(sentence):
        return False
    cjk = len(_UNSPACED.findall(sentence))
    words = len(re.findall(r"[A-Za-z0-9]+", sentence))
    return cjk >= 6 or words >= 4


def _trim(text: str, max_chars: int) -> str:
    """Cut to at most max_chars at a word boundary (or anywhere between two CJK characters)."""
    if len(text) <= max_chars:
        return text
    cut = text[:max_chars]
    next_char = text[max_chars]
    if not (_UNSPACED.match(cut[-1]) or _UNSPACED.match(next_char) or next_char.isspace()):
        space = cut.rfind(" ")
        if space > 0:
            cut = cut[:space]  # otherwise one long token: cut inside it rather than return nothing
    return cut.rstrip()


def _clean(sentence: str) -> str:
    return _TRAILING_STOP.sub("", _LEADING_MARKER.sub("", sentence)).strip()


def claim_sentences(text: str) -> list[str]:
    """The statements of a text, list markers and closing stops dropped: what a claim is picked from here, what an
    extractive answer is made of and what post-generation verification checks one by one (serving)."""
    return [s for s in (_clean(s) for s in _sentences(text)) if s]


def extract_claim(chunk_text: str, query: str | None = None, max_chars: int = 160) -> str:
    """The chunk's claim: the sentence a counterfactual query should contradict, at most `max_chars` long.

    With a query: the sentence sharing the most distinct content words with it (ties: the sentence with a
    number, date or normative verb, then the earlier one) — the part of the chunk that answers the question
    is the part whose truth matters. Without a query, or when no sentence shares a content word: the first
    declarative sentence with a number/date/normative verb ("must", "shall", 应, 须, …), else the first
    declarative sentence, else the first sentence. List markers and the closing full stop are dropped (the
    claim is quoted inside a query). Empty or whitespace-only text → "".
    """
    if max_chars < 1:
        raise ValueError(f"max_chars must be ≥ 1, got {max_chars}")
    sentences = claim_sentences(chunk_text)
    if not sentences:
        return ""
    chosen: str | None = None
    if query:
        query_words = set(tokenize(query))
        best_key: tuple[int, int, int] | None = None
        for index, sentence in enumerate(sentences):
            overlap = len(query_words & set(tokenize(sentence)))
            key = (overlap, int(bool(_STRONG_NORMATIVE.search(sentence))), -index)
            if overlap and (best_key is None or key > best_key):
                best_key, chosen = key, sentence
    if chosen is None:
        declarative = [s for s in sentences if _declarative(s)]
        checkable = [s for s in declarative if _STRONG_NORMATIVE.search(s)] or [
            s for s in declarative if _NORMATIVE.search(s)
        ]
        chosen = (checkable or declarative or sentences)[0]
    return _trim(chosen, max_chars)


def counterfactual_query(claim: str, language: str) -> str:
    """docs/design.md#dcee wording: "authoritative view contradicting: <claim>" / "与'<claim>'相反的权威观点是什么？".

    language: "en" | "zh". An empty claim raises ValueError (the query would retrieve noise).
    """
    if language not in COUNTERFACTUAL_TEMPLATES:
        raise ValueError(f"language must be one of {sorted(COUNTERFACTUAL_TEMPLATES)}, got {language!r}")
    claim = claim.strip()
    if not claim:
        raise ValueError("claim is empty")
    return COUNTERFACTUAL_TEMPLATES[language].format(claim=claim)


def _check_scores(scores: Mapping[K, float], name: str) -> None:
    for key, score in scores.items():
        if not math.isfinite(score):
            raise ValueError(f"{name} score for {key!r} is not finite: {score!r}")


def fuse_corrected(
    original: Mapping[K, float],
    counterfactual: Mapping[K, float],
    original_weight: float,
    counterfactual_weight: float,
    counterfactual_top_k: int,
) -> list[tuple[K, float]]:
    """`original_weight · original[c] + counterfactual_weight · counterfactual[c]` over the union, best first.

    Only the top `counterfactual_top_k` (params.yaml `evaluators.correction`: 3, weights 0.6 / 0.4, docs/design.md#dcee)
    counterfactual hits take part (ties by key); a chunk missing from one side gets 0 from it, and a chunk found by both
    gets both contributions (an original chunk that the counterfactual query also finds is evidence both for and about
    the claim, so it rises). Both mappings must be on the same scale (e.g. DCEE confidence / cosine in [0, 1]): the
    weights are shares, not rescalers. Weights must be ≥ 0 and sum to 1 (within 1e-9), else ValueError; scores must be
    finite. Ties in the result are broken by key, so the order is deterministic.
    """
    if original_weight < 0 or counterfactual_weight < 0:
        raise ValueError(f"weights must be ≥ 0, got {original_weight} and {counterfactual_weight}")
    if not math.isclose(original_weight + counterfactual_weight, 1.0, rel_tol=0.0, abs_tol=1e-9):
        raise ValueError(f"weights must sum to 1, got {original_weight} + {counterfactual_weight}")
    if counterfactual_top_k < 0:
        raise ValueError(f"counterfactual_top_k must be ≥ 0, got {counterfactual_top_k}")
    _check_scores(original, "original")
    _check_scores(counterfactual, "counterfactual")
    top = dict(sorted(counterfactual.items(), key=lambda item: (-item[1], item[0]))[:counterfactual_top_k])
    fused = {
        key: original_weight * original.get(key, 0.0) + counterfactual_weight * top.get(key, 0.0)
        for key in {*original, *top}
    }
    return sorted(fused.items(), key=lambda item: (-item[1], item[0]))
