"""An answer from evidence: the extractive answer, the prompt an LLM backend answers from, the generation temperature
from evidence consistency (docs/design.md#serving), citations, and the OCR caveat.

Evidence items are the merged dicts of models.answering.evidence; the number a citation uses (`[n]`) is the item's
`rank` in the response.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

import numpy as np

from models.evidence.relevance import asks_amount
from models.evidence.time_anchor import extract_time_anchor
from models.retrieval.bm25_tokens import tokenize
from models.retrieval.counterfactual import claim_units

SEVERAL_PERSPECTIVES = ("The evidence below is not consistent: present the several perspectives it holds, each with "
                        "its citation, instead of merging them into one statement.")
SYSTEM_PROMPT = ("You answer questions about documents using only the numbered evidence given. Cite every statement "
                 "with the evidence number in square brackets, e.g. [1]. If the evidence does not answer the "
                 "question, say that it does not; never answer from outside the evidence.")
CITATION = re.compile(r"\s*\[\d+(?:\s*,\s*\d+)*\]")
_TABLE_ROW = re.compile(r"^\s*\|")
_FIGURE = re.compile(r"\d")
HEADING_TITLE_SHARE = 0.8  # is_heading: the share of the title's words a heading restates
UNIT_SHARE = 0.5  # pick_sentences: the weight of the whole statement's words beside the sentence's own
FIGURELESS_SHARE = 0.5  # pick_sentences: a figure-less sentence's score when the question asks for an amount or date
Embed = Callable[[list[str]], Any]  # texts -> L2-normalised vectors (the index's embedding model)


@dataclass(frozen=True)
class Sampling:
    consistency: float | None  # mean pairwise cosine of the top evidence (None: fewer than two passages)
    temperature: float
    several_perspectives: bool  # divergent evidence: the prompt asks for the perspectives, not one merged claim


def consistency(vectors: np.ndarray) -> float | None:
    """Mean pairwise cosine of L2-normalised row vectors (None for fewer than two)."""
    vectors = np.asarray(vectors, dtype=np.float64)
    n = len(vectors)
    if n < 2:
        return None
    similarity = vectors @ vectors.T
    return float((similarity.sum() - np.trace(similarity)) / (n * (n - 1)))


def sampling_for(value: float | None, consistent_above: float, consistent_temperature: float, divergent_below: float,
                 divergent_temperature: float, default_temperature: float) -> Sampling:
    """> consistent_above (0.7) -> 0.05; < divergent_below (0.3) -> 0.5 with the perspectives instruction; else the
    default. One passage is consistent with itself."""
    if value is None or value > consistent_above:
        return Sampling(value, consistent_temperature, False)
    if value < divergent_below:
        return Sampling(value, divergent_temperature, True)
    return Sampling(value, default_temperature, False)


def _language(item: Mapping[str, Any]) -> str | None:
    return item.get("language")


def pick_sentences(query: str, items: Sequence[Mapping[str, Any]], max_sentences: int,
                   query_language: str | None = None, keep_share: float = 0.75, embed: Embed | None = None,
                   cosine_weight: float = 0.0) -> list[tuple[int, str]]:
    """(item rank, statement) pairs answering `query`, in evidence order: the item (models.retrieval.counterfactual
    claim_units: "2. Renewal fee: PHP 750.00; seniors pay PHP 375.00", "第十条 …；…") each picked sentence belongs to.

    A sentence's score is the share of the query's content words it holds, each word weighted by how rare it is among
    the evidence's sentences (idf over the sentences: the equipment model or the rule's name that every sentence of a
    passage repeats says nothing about which sentence answers; "E12", "oil", "reconnection" do). The words of the
    question's time anchor ("from 1 January 2027", "2020年") are left out: they choose the version, and would pick the
    sentence stating when it takes effect. Kept: the best-scoring sentences, at most `max_sentences` statements, each
    sentence scoring at least `keep_share` of the best one; ties go to a sentence stating a figure, then the
    better-ranked passage, then the earlier sentence. With `embed` (the index's sentence-embedding model: texts -> unit
    vectors), a sentence's score is (1 − `cosine_weight`) × that share + `cosine_weight` × its cosine with the question
    (0 when negative): a paraphrase ("fine for fare evasion" asked of "penalty fare") shares meaning where it shares
    few words. A question asking for an amount or a date (`asks_amount`) scores a sentence without a figure at
    `FIGURELESS_SHARE`; a heading that restates its document's title (`is_heading`) is no answer and is not picked.
    Without any shared word: the top passage's first statement. Table rows count as sentences."""
    if not items:
        return []
    anchor = extract_time_anchor(query, date.today()).text
    query_terms = _terms(query, query_language) - (_terms(anchor, query_language) if anchor else set())
    sentences = [(int(item["rank"]), position, sentence, _terms(sentence, _language(item)), unit.text)
                 for item in items for position, unit in enumerate(claim_units(item["text"]))
                 for sentence in unit.sentences if not is_heading(sentence, item)]
    scored = _scored(query, query_terms, sentences, embed, cosine_weight)
    if not scored:
        first = claim_units(items[0]["text"])
        return [(int(items[0]["rank"]), first[0].text if first else items[0]["text"].strip())]
    scored.sort()
    best = -scored[0][0]
    chosen, seen = [], set()
    for entry in scored:  # best first: each statement once (the same text in two passages too)
        if -entry[0] < keep_share * best or len(chosen) == max_sentences:
            break
        if entry[4] not in seen:
            seen.add(entry[4])
            chosen.append(entry)
    chosen.sort(key=lambda entry: (entry[2], entry[3]))
    return [(rank, unit) for _, _, rank, _, unit in chosen]


def _scored(query: str, query_terms: set[str], sentences: Sequence[tuple[int, int, str, set[str], str]],
            embed: Embed | None, cosine_weight: float) -> list[tuple[float, int, int, int, str]]:
    """(−score, −states a figure, rank, position, statement) of every sentence sharing something with the query."""
    wants_figure = asks_amount(query)
    frequency = {term: sum(term in terms for *_, terms, _ in sentences) for term in query_terms}
    weight = {term: math.log(1.0 + (len(sentences) + 1) / (frequency[term] + 1)) for term in query_terms}
    # math.fsum: the exactly rounded sum, whatever the order. A set of strings iterates in the order of the process's
    # hash seed, and a plain float sum in that order differed in the last bit from one server process to the next:
    # equal scores stopped being ties and a sentence near the keep_share line came and went between runs.
    total = math.fsum(weight.values())
    cosines = _cosines(embed, query, [sentence for _, _, sentence, _, _ in sentences]) if cosine_weight else None
    scored: list[tuple[float, int, int, int, str]] = []
    unit_terms: dict[tuple[int, str], set[str]] = {}
    for rank, _, _, terms, unit in sentences:
        unit_terms.setdefault((rank, unit), set()).update(terms)
    for index, (rank, position, sentence, terms, unit) in enumerate(sentences):
        overlap = math.fsum(weight[term] for term in query_terms & terms) / total if total else 0.0
        if total:  # what the whole statement says: "Late filing penalty. A late return is subject to 4% a month"
            whole = math.fsum(weight[term] for term in query_terms & unit_terms[(rank, unit)]) / total
            overlap = (1.0 - UNIT_SHARE) * overlap + UNIT_SHARE * whole
        if cosines is not None:
            overlap = (1.0 - cosine_weight) * overlap + cosine_weight * max(0.0, float(cosines[index]))
        if wants_figure and not _FIGURE.search(sentence):
            overlap *= FIGURELESS_SHARE  # asked how much / when: a sentence without a figure rarely answers
        if overlap > 0:
            scored.append((-overlap, -int(bool(_FIGURE.search(sentence))), rank, position, unit))
    return scored


def _terms(text: str, language: str | None) -> set[str]:
    """A sentence's or the question's words for picking: its BM25 tokens. (Chinese character pairs beside them were
    tried on 2026-12-04 and cost as many development questions as they won.)"""
    return set(tokenize(text, language))


def _cosines(embed: Embed | None, query: str, sentences: Sequence[str]) -> np.ndarray | None:
    """Cosine of each sentence with the query (one embedding call), None without a model or sentences."""
    if embed is None or not sentences:
        return None
    vectors = np.asarray(embed([query, *sentences]), dtype=np.float64)
    return vectors[1:] @ vectors[0]


def is_heading(sentence: str, item: Mapping[str, Any]) -> bool:
    """A sentence that restates its document's title (the heading block: "By-law No. 2021-06 - Fares … RIDGEWAY VALLEY
    TRANSIT COMMISSION BY-LAW NO. 2021-06 Being a By-law …"): it holds the words a question names its document by,
    so it outscores the statement that answers, yet states nothing. At least `HEADING_TITLE_SHARE` of the title's
    words (and at least two) in the sentence."""
    title = set(tokenize(str(item.get("title") or ""), _language(item)))
    if len(title) < 2:
        return False
    return len(title & set(tokenize(sentence, _language(item)))) >= HEADING_TITLE_SHARE * len(title)


def _end(sentence: str) -> str:
    sentence = sentence.strip()
    if _TABLE_ROW.match(sentence):
        return sentence
    return sentence if sentence[-1:] in ".!?。！？" else sentence + ("。" if re.search(r"[\u4e00-\u9fff]$", sentence)
                                                                       else ".")


def extractive_answer(picked: Sequence[tuple[int, str]]) -> str:
    """"Sentence [1]. Sentence [2]." — each picked sentence with its citation."""
    return " ".join(f"{_end(sentence)} [{rank}]" for rank, sentence in picked)


def source_label(item: Mapping[str, Any]) -> str:
    """'Title (path), p. 3' for citations."""
    title = item.get("title") or item.get("source_path") or item["document_version"].get("doc_id")
    where = f" ({item['source_path']})" if item.get("source_path") and item.get("source_path") != title else ""
    page = f", p. {item['page']}" if item.get("page") is not None else ""
    return f"{title}{where}{page}"


def validity_label(item: Mapping[str, Any]) -> str:
    version = item["document_version"]
    start, end = version.get("valid_from"), version.get("valid_until")
    if not (start or end):
        return ""
    return f"valid {start or '?'} to {end or 'now'}"


def ocr_caveat(items: Sequence[Mapping[str, Any]], cited: Sequence[int]) -> str | None:
    """The sentence naming the documents and pages to verify when the answer rests on OCR'd evidence."""
    scanned = [item for item in items if item["rank"] in set(cited) and (item.get("ocr") or {}).get("engine")]
    if not scanned:
        return None
    places = "; ".join(f"{source_label(item)} (OCR confidence {item['ocr']['confidence']:.2f})"
                       if item["ocr"].get("confidence") is not None else source_label(item) for item in scanned)
    return f"Part of this answer rests on scanned text read by OCR: verify it against {places}."


def not_found_answer(closest: Sequence[Mapping[str, Any]], unknown: Sequence[str] = ()) -> str:
    """The not_found answer: why (no indexed document mentions `unknown`, the names the question gives its subject
    by; else no passage is confident enough) and the closest passages."""
    if unknown:
        text = (f"No indexed document mentions {', '.join(repr(name) for name in unknown)}: the documents here do "
                "not answer this question.")
    else:
        text = "No passage in the indexed documents answers this question with enough confidence."
    if closest:
        text += " Closest, and not an answer: " + "; ".join(source_label(item) for item in closest[:3]) + "."
    return text


def sources_block(items: Sequence[Mapping[str, Any]]) -> str:
    """The citations list appended to a chat message: '[1] Title (path), p. 3, valid 2024-04-01 to now'."""
    lines = []
    for item in items:
        window = validity_label(item)
        lines.append(f"[{item['rank']}] {source_label(item)}" + (f", {window}" if window else ""))
    return "Sources:\n" + "\n".join(lines) if lines else ""


def cited_ranks(answer: str) -> list[int]:
    return sorted({int(number) for group in re.findall(r"\[(\d+(?:\s*,\s*\d+)*)\]", answer)
                   for number in re.split(r"\s*,\s*", group)})


def finish_answer(text: str, context: Sequence[Mapping[str, Any]],
                  answering: Sequence[Mapping[str, Any]]) -> tuple[str, list[int]]:
    """A generated answer -> (its text, with the OCR caveat when it cites OCR'd evidence; the ranks it cites among
    the `answering` items, all of them when it cites none of those). `context`: the whole answer context."""
    ranks = {item["rank"] for item in answering}
    cited = [rank for rank in cited_ranks(text) if rank in ranks] or sorted(ranks)
    caveat = ocr_caveat(context, cited)
    return text.strip() + (f" {caveat}" if caveat else ""), cited


def extractive_reply(query: str, context: Sequence[Mapping[str, Any]], answering: Sequence[Mapping[str, Any]],
                     action: str, max_sentences: int, embed: Embed | None = None,
                     cosine_weight: float = 0.0, unknown: Sequence[str] = ()) -> tuple[str, list[int]]:
    """The answer without a model, and the ranks it cites: `not_found` says so and names the closest passages of the
    context, citing none; otherwise the picked sentences of the `answering` items (models.answering.evidence
    answer_items; `embed`, `cosine_weight`: pick_sentences), each cited. `unknown`: not_found_answer."""
    if action == "not_found":
        return not_found_answer(context, unknown), []
    picked = pick_sentences(query, answering, max_sentences, embed=embed, cosine_weight=cosine_weight)
    return finish_answer(extractive_answer(picked), context, answering)


def prompt_messages(query: str, items: Sequence[Mapping[str, Any]], several_perspectives: bool,
                    refuted: Sequence[str] = ()) -> list[dict[str, str]]:
    """Chat messages for an LLM backend: the rules, then the numbered evidence and the question. `refuted`: claims
    that verification found contradicted, which a rewrite must not repeat."""
    system = SYSTEM_PROMPT + (" " + SEVERAL_PERSPECTIVES if several_perspectives else "")
    evidence = "\n\n".join(
        f"[{item['rank']}] {source_label(item)}" + (f" ({validity_label(item)})" if validity_label(item) else "")
        + f":\n{item['text']}" for item in items)
    user = f"Evidence:\n{evidence}\n\nQuestion: {query}"
    if refuted:
        user += ("\n\nThese statements of an earlier answer are contradicted by the evidence; do not repeat them:\n"
                 + "\n".join(f"- {claim}" for claim in refuted))
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]
