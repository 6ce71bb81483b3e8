"""The labelled query set: `<ingest.source>/queries/{train,heldout,unseen_phrasing}.jsonl` (the sample corpus
writes them).

One JSON object per line with at least `query_id`, `query`, `intent` (models.vocabulary.INTENTS), `language`,
`relevant_doc` (source path of the document in force at the query's as-of date) and `relevant_text` (the
answer sentence); optional `as_of`, `version_group`, `current_doc`, `phrasing`, `on_scanned_page`. Training reads
the train split, every evaluation the held-out split; `unseen_phrasing` (optional) holds questions about documents
written in phrasings nothing was trained or tuned on, and is evaluated on its own.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from models.vocabulary import strategy_for_intent
from tasks.core.settings import Settings, corpus_folder

REQUIRED_FIELDS: tuple[str, ...] = ("query_id", "query", "intent", "language", "relevant_doc", "relevant_text")
SPLITS: tuple[str, ...] = ("train", "heldout", "unseen_phrasing")


def load_queries(path: Path) -> list[dict[str, Any]]:
    """The JSONL query rows; ValueError naming the line for a row missing a field or with an unknown intent."""
    rows = []
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        row = json.loads(line)
        missing = [name for name in REQUIRED_FIELDS if not row.get(name)]
        if missing:
            raise ValueError(f"{path}:{number}: query row lacks {missing}")
        strategy_for_intent(row["intent"])
        rows.append(row)
    if not rows:
        raise ValueError(f"{path}: no queries")
    return rows


def query_set_path(settings: Settings, split: str) -> Path:
    """`<ingest.source>/queries/<split>.jsonl`; ValueError for an unknown split or a source that is not local."""
    if split not in SPLITS:
        raise ValueError(f"unknown split {split!r}; allowed: {SPLITS}")
    folder = corpus_folder(settings)
    if folder is None:
        raise ValueError(f"ingest.source {settings.ingest.source!r} is not a local folder: the labelled query "
                         f"set must be local (<source>/queries/{split}.jsonl)")
    return folder / "queries" / f"{split}.jsonl"


def query_rows(settings: Settings, split: str) -> list[dict[str, Any]]:
    """The labelled queries of one split; FileNotFoundError names the file and how to create it."""
    path = query_set_path(settings, split)
    if not path.is_file():
        raise FileNotFoundError(f"no labelled queries at {path}: run `ragops sample-corpus {path.parent.parent}` "
                                f"or put a {split}.jsonl there")
    return load_queries(path)


def version_truth(settings: Settings) -> dict[str, dict[str, Any]]:
    """Source path -> {version_group, valid_from, valid_until, phrasing} for every versioned document of the corpus manifest
    (`<source>/manifest.json`, written by the sample corpus): the ground truth the labels and the stale-evidence
    metric use, never the version chains the pipeline infers. Empty when there is no manifest."""
    from datetime import date

    folder = corpus_folder(settings)
    manifest = folder / "manifest.json" if folder is not None else None
    if manifest is None or not manifest.is_file():
        return {}
    truth = {}
    for doc in json.loads(manifest.read_text(encoding="utf-8"))["documents"]:
        if doc.get("version_group"):
            truth[doc["path"]] = {
                "version_group": doc["version_group"],
                "valid_from": date.fromisoformat(doc["effective_date"]) if doc.get("effective_date") else None,
                "valid_until": date.fromisoformat(doc["valid_until"]) if doc.get("valid_until") else None,
                "phrasing": doc.get("phrasing"),
            }
    return truth
