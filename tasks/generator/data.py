"""The distillation data: corpus text for pretraining, and grounded examples — a question, the evidence our own
retrieval finds for it, rendered in serving's prompt format (models.answering.compose.prompt_messages), and the
reference answer — stored as JSONL with their provenance (chunk ids; the teacher's answers with its version).

The evidence is hybrid retrieval's top `distill.evidence_k` passages over the CURRENT index (serving's retrieval
before DCEE and correction — the same passages in the same layout, without the evaluators, which need not exist yet
when the generator is built). Splits (the sample corpus's labelled queries): `train` — the teacher's fine-tuning and
the students' prompts; `dev` — the held-out questions of the same families (what the settings were tuned on);
`test` — questions in phrasings kept out of training and tuning (unseen_phrasing), never tuned on.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from models.answering.compose import prompt_messages
from models.answering.evidence import collapse
from models.generator.answers import NOT_IN_EVIDENCE
from tasks.core.atomic import write_bytes_atomic
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings

SPLITS = {"train": "train", "dev": "heldout", "test": "unseen_phrasing"}  # dataset split -> labelled query split
STRATEGY = "operation"  # the finest chunking: every document's text once, in the smallest passages


def spread(items: Sequence[Any], count: int | None) -> list[Any]:
    """At most `count` items taken evenly over `items` (sets are grouped by family or document: not the first
    ones); all of them when `count` is null or not smaller."""
    items = list(items)
    if not count or len(items) <= count:
        return items
    return items[:: len(items) // count][:count]


def corpus_texts(paths: DataPaths) -> list[str]:
    """Every document's text once (the `operation` chunks, in document and reading order) for pretraining."""
    import pyarrow.parquet as pq

    frame = pq.read_table(paths.chunk_store, columns=["source_path", "strategy", "ordinal", "text"]).to_pandas()
    frame = frame[frame["strategy"] == STRATEGY].sort_values(["source_path", "ordinal"], kind="stable")
    return [text for text in frame["text"].astype(str) if text.strip()]


def _item(rank: int, hit: Any, passage_chars: int) -> dict[str, Any]:
    meta = hit.metadata
    text = collapse(hit.text)
    if len(text) > passage_chars:  # cut at a word boundary
        text = text[:passage_chars].rsplit(" ", 1)[0] + " …"
    return {"rank": rank, "chunk_id": hit.chunk_id, "text": text, "title": meta.get("title"),
            "source_path": meta.get("source_path"), "page": meta.get("page"),
            "document_version": {"doc_id": meta.get("doc_id"), "valid_from": meta.get("effective_date"),
                                 "valid_until": None}}


def reference_answer(relevant_text: str | None, items: Sequence[dict[str, Any]]) -> tuple[str, bool]:
    """The labelled answer sentence cited with the number of the passage holding it; when retrieval did not find
    it, the grounded answer is that the evidence does not say (what serving must answer then)."""
    wanted = collapse(relevant_text).lower()
    for item in items:
        if wanted and wanted in collapse(item["text"]).lower():
            return f"{collapse(relevant_text)} [{item['rank']}]", True
    return NOT_IN_EVIDENCE, False


def grounded_examples(settings: Settings, paths: DataPaths, split: str, limit: int | None) -> list[dict[str, Any]]:
    """One example per labelled question of `split` (train/dev/test), at most `limit`, spread over the set (its
    rows are grouped by family); none for `test` when the corpus has no unseen phrasing (the development set)."""
    from tasks.labels.queries import query_rows, query_set_path
    from tasks.runtime.retrieval import open_current, search_many

    if split == "test" and not query_set_path(settings, SPLITS[split]).is_file():
        return []
    rows = spread(query_rows(settings, SPLITS[split]), limit)
    version = open_current(paths)
    options = settings.distill
    hits = search_many([row["query"] for row in rows], STRATEGY, options.evidence_k, settings=settings,
                       version=version)
    examples = []
    for row, found in zip(rows, hits):
        # The passage limit is applied before the reference is located: the reference must be in what the prompt shows.
        items = [_item(rank, hit, options.passage_chars) for rank, hit in enumerate(found, start=1)]
        reference, in_evidence = reference_answer(row.get("relevant_text"), items)
        examples.append({
            "query_id": row["query_id"], "split": split, "query": row["query"], "language": row.get("language"),
            "messages": prompt_messages(row["query"], items, several_perspectives=False),
            "reference": reference, "reference_in_evidence": in_evidence,
            "chunk_ids": [item["chunk_id"] for item in items], "index_version": version.version,
        })
    return examples


def cap_refusals(examples: Sequence[dict[str, Any]], share: float) -> list[dict[str, Any]]:
    """Every example whose reference is in the evidence, and of the others (target: the refusal) the first ones up
    to `share` of the result, in the original order."""
    answerable = [e for e in examples if e["reference_in_evidence"]]
    allowed = int(share * len(answerable) / (1 - share)) if share < 1 else len(examples)
    refusals = [e for e in examples if not e["reference_in_evidence"]][:allowed]
    keep = {id(e) for e in answerable + refusals}
    return [e for e in examples if id(e) in keep]


def write_examples(path: Path, examples: Sequence[dict[str, Any]]) -> str:
    """JSONL (sorted keys: the same examples give the same bytes); returns its sha256."""
    text = "".join(json.dumps(example, sort_keys=True, ensure_ascii=False) + "\n" for example in examples)
    write_bytes_atomic(path, text.encode("utf-8"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def read_examples(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
