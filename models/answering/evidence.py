"""The evidence a reader sees once, and the corrective-RAG action it supports.

Evidence items are the corrective pipeline's records as dicts (tasks.runtime.corrective.EvidenceRecord): `text`,
`page`, `page_end`, `strategy`, `scores`, `below_threshold`, `document_version` (with `doc_id` and
`validity_at_as_of`), ...

1. **Merge.** The three chunkings (operation 128 tokens, comparison / trend 512) cut the same text into passages
   that contain one another, and neighbouring chunks of one chunking overlap by `overlap_tokens`. Two passages of
   one document whose page ranges meet are one item when one contains the other (the longer is kept) or when the
   end of one is the start of the other (they are joined). The item keeps its best rank and scores and lists every
   strategy and chunk that found it.
2. **Split by validity.** Versions superseded at the as-of date, or adopted but not yet in force, are kept out of
   the answer context and listed apart with their validity window.
3. **Action** (CRAG's three actions: an upper and a lower bound on DCEE confidence): `correct` when the first item
   of the answer context passes DCEE (confidence ≥ `evaluators.dcee.threshold`, the bound below which the pipeline
   corrects); `not_found` when no item reaches the floor (`serving.answer.not_found_below`) — the answer then says so
   and lists what was closest instead of dressing it up; `ambiguous` otherwise (the best-ranked item does not pass:
   ranker and evaluator disagree, or the evidence is only moderately trusted), answered from the items that pass, or
   failing those from the items at or above the floor, with a warning.

`answer_view` runs 1-3 on a pipeline result; `public_item` / `public_superseded` are what a reader is shown of an
item. The HTTP API (serving/service.py) and `ragops query` (tasks/cli/answering.py) both use them, so they show the
same.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from models.evidence.decay import OUT_OF_WINDOW

# What a reader is shown of an evidence item (besides `document_version`, `cited` and a superseded item's window).
PUBLIC_KEYS = ("rank", "chunk_id", "chunk_ids", "strategies", "title", "source_path", "source_paths", "page",
               "page_end", "bbox", "language", "text", "passes", "scores", "origin", "below_threshold", "corrected",
               "correction", "found_by", "ocr")
ACTIONS = ("correct", "ambiguous", "not_found")
# Shortest shared stretch (characters, whitespace collapsed) that counts as chunk overlap: overlaps between
# neighbouring chunks are 16-32 tokens, far longer; a shared word or two is not an overlap.
MIN_OVERLAP_CHARS = 16


def collapse(text: str | None) -> str:
    """Whitespace runs -> one space, trimmed (case kept: overlapping chunks are exact copies of one text)."""
    return " ".join((text or "").split())


def _collapse_lines(text: str | None) -> str:
    """`collapse` line by line, empty lines dropped."""
    return "\n".join(line for line in (collapse(raw) for raw in (text or "").splitlines()) if line)


def suffix_prefix_overlap(left: str, right: str) -> int:
    """Length of the longest suffix of `left` that is a prefix of `right` (prefix function, linear time)."""
    if not left or not right:
        return 0
    joined = right + "\x00" + left[-len(right):]
    border = [0] * len(joined)
    for i in range(1, len(joined)):
        k = border[i - 1]
        while k and joined[i] != joined[k]:
            k = border[k - 1]
        if joined[i] == joined[k]:
            k += 1
        border[i] = k
    return border[-1]


def joined_text(first: str, second: str, min_overlap: int = MIN_OVERLAP_CHARS) -> str | None:
    """The one passage two texts are parts of, or None when they are separate passages: the longer when one
    contains the other, both joined when the end of one is the start of the other (by ≥ `min_overlap` chars). Line
    breaks are kept: a table's rows are one a line, and the answer quotes a row under its header."""
    a, b = collapse(first), collapse(second)
    lines_a, lines_b = _collapse_lines(first), _collapse_lines(second)
    if not a or not b:
        return lines_a or lines_b
    if b in a:
        return lines_a
    if a in b:
        return lines_b
    ab = suffix_prefix_overlap(a, b)
    ba = suffix_prefix_overlap(b, a)
    if max(ab, ba) < min_overlap:
        return None
    if ab >= ba:
        kept = suffix_prefix_overlap(lines_a, lines_b)
        return lines_a + lines_b[kept:] if kept >= min_overlap else a + b[ab:]
    kept = suffix_prefix_overlap(lines_b, lines_a)
    return lines_b + lines_a[kept:] if kept >= min_overlap else b + a[ba:]


def _pages(item: Mapping[str, Any]) -> tuple[int, int]:
    first = item.get("page")
    first = int(first) if first is not None else 0
    last = item.get("page_end")
    return first, max(first, int(last) if last is not None else first)


def _same_document(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    doc_a, doc_b = a["document_version"].get("doc_id"), b["document_version"].get("doc_id")
    if doc_a is None or doc_a != doc_b:
        return False
    (a0, a1), (b0, b1) = _pages(a), _pages(b)
    return a0 <= b1 and b0 <= a1


def _union_bbox(a: Any, b: Any) -> list[float] | None:
    if not a or not b:
        return list(a or b) if (a or b) else None
    return [min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3])]


def _absorb(kept: dict[str, Any], other: Mapping[str, Any], text: str) -> None:
    """`kept` (the better-ranked item) becomes the merged item."""
    same_first_page = _pages(kept)[0] == _pages(other)[0]
    kept["text"] = text
    kept["page"] = min(_pages(kept)[0], _pages(other)[0])
    kept["page_end"] = max(_pages(kept)[1], _pages(other)[1])
    kept["bbox"] = _union_bbox(kept.get("bbox"), other.get("bbox")) if same_first_page else kept.get("bbox")
    for key, values in (("strategies", other.get("strategies") or [other["strategy"]]),
                        ("chunk_ids", other.get("chunk_ids") or [other["chunk_id"]])):
        kept[key] = list(dict.fromkeys([*kept[key], *values]))
    kept["below_threshold"] = kept["below_threshold"] and other["below_threshold"]
    kept["corrected"] = kept.get("corrected", False) or other.get("corrected", False)
    if other.get("correction") and not kept.get("correction"):
        kept["correction"] = other["correction"]
    if kept["scores"].get("confidence", 0.0) < other["scores"].get("confidence", 0.0):
        kept["scores"] = {**kept["scores"], "confidence": other["scores"]["confidence"],
                          "semantic": other["scores"].get("semantic"), "temporal": other["scores"].get("temporal")}


def merge_evidence(items: Sequence[Mapping[str, Any]], min_overlap: int = MIN_OVERLAP_CHARS) -> list[dict[str, Any]]:
    """Items in rank order -> one item per passage (see the module docstring), still in rank order, renumbered.

    A merged item takes the best DCEE confidence of its parts (any part passing means the passage passes)."""
    merged: list[dict[str, Any]] = []
    for item in items:
        current = dict(item)
        current["strategies"] = list(item.get("strategies") or [item["strategy"]])
        current["chunk_ids"] = list(item.get("chunk_ids") or [item["chunk_id"]])
        absorbed = True
        while absorbed:  # a join can make the passage meet another kept item: repeat until none does
            absorbed = False
            for index, kept in enumerate(merged):
                if not _same_document(kept, current):
                    continue
                text = joined_text(kept["text"], current["text"], min_overlap)
                if text is None:
                    continue
                if kept["rank"] <= current["rank"]:
                    _absorb(kept, current, text)
                    current = merged.pop(index)
                else:
                    _absorb(current, kept, text)
                    merged.pop(index)
                absorbed = True
                break
        merged.append(current)
    merged.sort(key=lambda item: item["rank"])
    for number, item in enumerate(merged, start=1):
        item["rank"] = number
    return merged


def split_by_validity(items: Sequence[dict[str, Any]]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(answer context, out-of-window versions): superseded or not-yet-effective versions at the as-of date go apart."""
    context = [item for item in items if item["document_version"].get("validity_at_as_of") not in OUT_OF_WINDOW]
    apart = [item for item in items if item["document_version"].get("validity_at_as_of") in OUT_OF_WINDOW]
    return context, apart


def passes(item: Mapping[str, Any], threshold: float) -> bool:
    return float(item["scores"].get("confidence", 0.0)) >= threshold


def decide_action(context: Sequence[Mapping[str, Any]], threshold: float, floor: float) -> str:
    """correct | ambiguous | not_found over the answer context in rank order (module docstring)."""
    if not any(passes(item, floor) for item in context):
        return "not_found"
    return "correct" if context and passes(context[0], threshold) else "ambiguous"


def answer_items(context: Sequence[dict[str, Any]], threshold: float, floor: float,
                 relative: float = 0.0) -> list[dict[str, Any]]:
    """What the answer is made from: the passages that pass DCEE, else (ambiguous) those at or above the floor and at
    least `relative` × the best passage's confidence (a passage DCEE rates far below the best one is not what the
    answer should quote, though it clears the floor), with the other passages at or above the floor of the document
    the best passage is from: DCEE chose the document, and which of its passages states the asked fact (a table row
    beside the prose that introduces the table) is for the sentence picker to say."""
    passing = [item for item in context if passes(item, threshold)]
    if passing or not context:
        return passing
    top = max(context, key=lambda item: float(item["scores"].get("confidence", 0.0)))
    bar, document = max(floor, relative * float(top["scores"].get("confidence", 0.0))), _document(top)
    return [item for item in context if passes(item, bar) or (_document(item) == document and passes(item, floor))]


def _document(item: Mapping[str, Any]) -> str | None:
    return (item.get("document_version") or {}).get("doc_id") or item.get("source_path")


def refused_subjects(result: Mapping[str, Any], refuse: bool) -> list[str]:
    """The names a pipeline result's answer is refused for (`unknown_subjects`, when `refuse`: the setting
    `serving.answer.refuse_unknown_subjects`); none otherwise."""
    return list(result.get("unknown_subjects") or []) if refuse else []


def answer_view(result: Mapping[str, Any], threshold: float, floor: float,
                refuse_unknown_subjects: bool = True) -> tuple[list[dict[str, Any]], list[dict[str, Any]], str]:
    """A corrective pipeline result (CorrectedEvidence.to_dict(), asked with `other_versions=True`) -> (answer
    context, out-of-window versions, action): split by validity, each side merged, every item marked `passes`
    (DCEE confidence >= `threshold`), and the action over the context with `floor` (module docstring); not_found
    whatever the confidence when the question names its subject by something no passage of the index mentions
    (`unknown_subjects`) and `refuse_unknown_subjects`."""
    context, superseded = split_by_validity(result["evidence"])
    # The versions kept out: those the evidence list held, then the other versions of the same rules.
    context, superseded = merge_evidence(context), merge_evidence(superseded + list(result["other_versions"]))
    for item in context + superseded:
        item["passes"] = passes(item, threshold)
    if refused_subjects(result, refuse_unknown_subjects):
        return context, superseded, "not_found"
    return context, superseded, decide_action(context, threshold, floor)


def public_item(item: Mapping[str, Any], cited: Collection[int] | None = None) -> dict[str, Any]:
    """An answer-context item as a reader is shown it; with `cited` (the answer's ranks), whether the answer cites
    it."""
    shown = {key: item.get(key) for key in PUBLIC_KEYS}
    shown["document_version"] = item["document_version"]
    if cited is not None:
        shown["cited"] = item["rank"] in cited
    return shown


def public_superseded(item: Mapping[str, Any]) -> dict[str, Any]:
    """An out-of-window item as a reader is shown it: with its validity at the as-of date and its window."""
    version = item["document_version"]
    return {**public_item(item), "validity": version.get("validity_at_as_of"), "valid_from": version.get("valid_from"),
            "valid_until": version.get("valid_until")}
