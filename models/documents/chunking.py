"""Chunking rules: sentences, clause-safe units, and packing units into token-bounded chunks.

Pure functions. Token counts are computed by the caller with the embedding model's tokenizer and passed in,
so this module never loads a model.

Why clause-safe: a conditional clause ("…by 30 June. Unless the invoice is missing, …") that lands in a
different chunk from its condition makes the retriever return half a rule. A sentence that opens with a
conditional connective is therefore glued to the sentence before it, and packing never splits a unit.
"""

from __future__ import annotations

import math
import re
from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from models.documents.metadata import is_cjk

# Characters written without spaces around them: CJK ideographs plus CJK and full-width punctuation.
_UNSPACED = re.compile(r"[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")


def _unspaced(char: str) -> bool:
    return bool(_UNSPACED.match(char))

# A line that starts a new list item starts a new sentence even when the previous line had no full stop
# (numbered steps in manuals rarely end with one). Valid forms: "1.", "2)", "(3)", "•", "-", "第3步", "（一）".
LIST_MARKER = re.compile(r"^\s*(?:\(?\d{1,3}[.)](?=\s)|[•▪●◦\-–*](?=\s)|第[一二三四五六七八九十\d]+[步条章节]|（[一二三四五六七八九十\d]+）)")
# A numbered item run into the sentence that introduces it ("… enacts as follows: 1. Adult fares."): the item starts a
# sentence of its own, and its number's period ends none.
_INLINE_ITEM = re.compile(r"[:：]\s+(\(?\d{1,3}[.)])\s+\S")
_INLINE_ITEM_END = re.compile(r"[:：]\s+\(?\d{1,3}[.)]$")
# A Chinese item run on after a line with no full stop ("…发布日期：2018年1月10日一、护理人员夜班费…", "…如下：第一条　…"):
# "一、" after a character that does not make it part of a list of numbers ("第一、二款"), "第X条" followed by a space
# (an article's heading; "依照第十条规定" refers to one and runs on).
_CJK_INLINE_ITEM = re.compile(r"(?<=[\u4e00-\u9fff\d）)】」：:])(?<![第、])(?=[一二三四五六七八九十]{1,3}、[\u4e00-\u9fff]"
                              r"|第[一二三四五六七八九十百零〇\d]+[条條][\s\u3000])")
# Abbreviations whose trailing period does not end a sentence.
_ABBREVIATIONS = {
    "no", "nos", "mr", "mrs", "ms", "dr", "prof", "st", "e.g", "i.e", "etc", "vs", "fig", "figs", "approx",
    "inc", "ltd", "co", "corp", "u.s", "u.k", "art", "sec", "para", "vol", "pp", "ref", "jan", "feb", "mar",
    "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "min", "max", "excl", "incl", "reg", "regs",
}
# End of an English sentence: . ! ? (optionally closing quote/bracket), whitespace, then something that can
# open a sentence. CJK sentences end at 。！？ with no space needed.
_EN_BOUNDARY = re.compile(r"(?<=[.!?])[\"'”’)\]]?\s+(?=[\"'“‘(\[]?[A-Z0-9\u3400-\u9fff])")
_CJK_BOUNDARY = re.compile(r"(?<=[。！？])[”’」』）]?")


@dataclass(frozen=True)
class Sentence:
    text: str
    first_line: int  # index into the input lines, so callers can map a sentence to its page and bbox
    last_line: int


def join_fragments(fragments: Sequence[str]) -> str:
    """Join text pieces with a space, except between two CJK characters (Chinese has no word spaces)."""
    joined = ""
    for fragment in fragments:
        fragment = fragment.strip()
        if not fragment:
            continue
        if joined and not (_unspaced(joined[-1]) and _unspaced(fragment[0])):
            joined += " "
        joined += fragment
    return joined


def _blocks(lines: Sequence[str]) -> list[list[int]]:
    """Group line indices into paragraphs: a blank line or a list-item line starts a new block."""
    blocks: list[list[int]] = []
    current: list[int] = []
    for index, line in enumerate(lines):
        if not line.strip():
            if current:
                blocks.append(current)
            current = []
            continue
        if current and LIST_MARKER.match(line):
            blocks.append(current)
            current = []
        current.append(index)
    if current:
        blocks.append(current)
    return blocks


def _is_false_stop(sentence_so_far: str) -> bool:
    """A period that does not end a sentence: an abbreviation, an initial, or a list number ("1.")."""
    if re.fullmatch(r"\s*\(?\d{1,3}[.)]", sentence_so_far) or _INLINE_ITEM_END.search(sentence_so_far):
        return True
    word = re.split(r"\s", sentence_so_far.rstrip())[-1].rstrip(".!?").lstrip("([{\"'“‘") if sentence_so_far.strip() else ""
    # A single letter is an initial ("J. Smith") or a legal abbreviation ("Resolution No. 21, s. 2021": series,
    # "under s. 12": section); a bare number ("in 2021.") is a sentence end.
    return word.lower() in _ABBREVIATIONS or (len(word) == 1 and word.isalpha())


def _boundaries(text: str) -> list[int]:
    """Offsets where a new sentence starts within one paragraph."""
    cuts: set[int] = set()
    last = 0
    for match in _EN_BOUNDARY.finditer(text):
        if not _is_false_stop(text[last : match.start()]):
            cuts.add(match.end())
            last = match.end()
    cuts |= {match.end() for match in _CJK_BOUNDARY.finditer(text) if match.end() < len(text)}
    cuts |= {match.start(1) for match in _INLINE_ITEM.finditer(text)}
    cuts |= {match.start() for match in _CJK_INLINE_ITEM.finditer(text)}
    return sorted(cut for cut in cuts if 0 < cut < len(text))


def split_sentences(lines: Sequence[str]) -> list[Sentence]:
    """Sentences over a page's (or a document's) lines, each with the line range it came from."""
    sentences: list[Sentence] = []
    for block in _blocks(lines):
        text, line_starts = "", []
        for index in block:
            fragment = lines[index].strip()
            if text and not (_unspaced(text[-1]) and fragment and _unspaced(fragment[0])):
                text += " "
            line_starts.append(len(text))
            text += fragment
        starts = [0, *_boundaries(text)]
        ends = [*starts[1:], len(text)]
        for start, end in zip(starts, ends):
            sentence = text[start:end].strip()
            if not sentence:
                continue
            start += len(text[start:end]) - len(text[start:end].lstrip())
            first = block[_line_at(line_starts, start)]
            last = block[_line_at(line_starts, max(start, end - 1))]
            sentences.append(Sentence(sentence, first, last))
    return sentences


def _line_at(line_starts: list[int], offset: int) -> int:
    position = 0
    for index, start in enumerate(line_starts):
        if start <= offset:
            position = index
    return position


def opens_with_connective(sentence: str, connectives: Sequence[str]) -> bool:
    head = sentence.lstrip(" \t\"'“‘(（[").lower()
    for connective in connectives:
        word = connective.lower()
        if head.startswith(word):
            rest = head[len(word) : len(word) + 1]
            # "Unless," / "但若" match; "Exceptional" does not (a word must end where the connective ends).
            if not rest or not rest.isalpha() or is_cjk(word[-1]):
                return True
    return False


def contains_connective(sentence: str, connectives: Sequence[str]) -> bool:
    lowered = sentence.lower()
    for connective in connectives:
        word = connective.lower()
        if is_cjk(word[0]):
            if word in lowered:
                return True
        elif re.search(rf"\b{re.escape(word)}\b", lowered):
            return True
    return False


def clause_units(sentences: Sequence[Sentence], connectives: Sequence[str]) -> list[list[int]]:
    """Group sentence indices so a sentence opening with a conditional connective stays with its condition.

    Chains work too: "Pay by June. Unless X, pay by July. Otherwise, pay a fee." is one unit.
    A list item never attaches to the previous item: its connective governs its own step.
    """
    units: list[list[int]] = []
    for index, sentence in enumerate(sentences):
        attaches = (
            units
            and opens_with_connective(sentence.text, connectives)
            and not LIST_MARKER.match(sentence.text)
        )
        if attaches:
            units[-1].append(index)
        else:
            units.append([index])
    return units


def split_evenly(text: str, pieces: int) -> list[str]:
    """Cut an over-long sentence into `pieces` parts of similar length at word (or CJK character) boundaries."""
    if pieces <= 1:
        return [text]
    tokens = re.findall(r"[\u3400-\u9fff]|[^\s\u3400-\u9fff]+", text)
    per_piece = math.ceil(len(tokens) / pieces)
    return [join_fragments(tokens[start : start + per_piece]) for start in range(0, len(tokens), per_piece)]


def pack_units(
    units: Sequence[Sequence[int]],
    sentence_tokens: Sequence[int],
    max_tokens: int,
    overlap_tokens: int = 0,
    group_keys: Sequence[Hashable] | None = None,
) -> list[list[int]]:
    """Greedy packing of whole units into chunks of at most `max_tokens` (sum of sentence token counts).

    - a unit is never split; a unit larger than `max_tokens` becomes a chunk on its own (callers split
      plain over-long sentences beforehand, so only a clause that must stay whole can exceed the budget);
    - a new chunk opens with the trailing whole units of the previous chunk up to `overlap_tokens`;
    - with `group_keys` (one per sentence, e.g. the year a trend paragraph is about) a chunk never mixes groups.
    Returns the sentence indices of every chunk.
    """
    if max_tokens <= 0:
        raise ValueError(f"max_tokens must be positive, got {max_tokens}")
    if len(sentence_tokens) != (max((i for unit in units for i in unit), default=-1) + 1):
        raise ValueError("sentence_tokens must have one count per sentence referenced by units")

    def unit_tokens(unit: Sequence[int]) -> int:
        return sum(sentence_tokens[i] for i in unit)

    def group_of(unit: Sequence[int]) -> Hashable:
        return group_keys[unit[0]] if group_keys is not None else None

    chunks: list[list[Sequence[int]]] = []
    current: list[Sequence[int]] = []
    fresh = 0  # units in `current` that are not overlap carried from the previous chunk
    for unit in units:
        size = unit_tokens(unit)
        used = sum(unit_tokens(u) for u in current)
        group_changed = bool(current) and group_of(unit) != group_of(current[-1])
        if current and fresh and (used + size > max_tokens or group_changed):
            chunks.append(current)
            current = [] if group_changed else _overlap_tail(current, unit_tokens, overlap_tokens, max_tokens - size)
            fresh = 0
        elif current and not fresh and (used + size > max_tokens or group_changed):
            current = []  # the carried overlap does not fit with this unit: drop it
        current.append(unit)
        fresh += 1
    if current and fresh:
        chunks.append(current)
    return [[index for unit in chunk for index in unit] for chunk in chunks]


def _overlap_tail(chunk, unit_tokens, overlap_tokens: int, room: int) -> list[Sequence[int]]:
    tail: list[Sequence[int]] = []
    budget = min(overlap_tokens, room)
    for unit in reversed(chunk):
        size = unit_tokens(unit)
        if size > budget:
            break
        tail.insert(0, unit)
        budget -= size
    return tail
