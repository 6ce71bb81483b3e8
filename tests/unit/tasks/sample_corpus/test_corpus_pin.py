"""The sample corpus pinned by a hash: its documents and questions are data (base_documents/, rule_families/) read
by code, and an edit to either that changes a single word of the corpus changes the measurements built on it. The
pin makes such a change fail here, so that it is made on purpose (and the new hash written below), never by
accident: a refactoring of the builders or the data files must leave the corpus byte for byte the same."""

from __future__ import annotations

import dataclasses
import hashlib
import json
from datetime import date
from typing import Any

from tasks.sample_corpus.specs import build_document_specs, build_query_rows

SEED = 7  # the default of generate_sample_corpus
FAMILIES_PER_SET = 1  # every base document and one rule family per set: small, yet every builder runs
PINNED_SHA256 = "912c7a0bc4a658d47bd61819280d6a79853f3b8702cf52cacc39f5d381d8c7ee"


def corpus_digest(seed: int = SEED, families_per_set: int | None = FAMILIES_PER_SET) -> str:
    """sha256 of the documents (every field, page and block) and the labelled question rows, as canonical JSON."""
    docs = build_document_specs(seed, families_per_set)
    payload = {"documents": [dataclasses.asdict(doc) for doc in docs], "queries": build_query_rows(docs)}
    text = json.dumps(payload, ensure_ascii=False, sort_keys=True, default=_json_value)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _json_value(value: Any) -> str:
    if isinstance(value, date):
        return value.isoformat()
    raise TypeError(f"cannot pin a {type(value).__name__}")


def test_the_corpus_is_the_pinned_one() -> None:
    digest = corpus_digest()
    assert digest == PINNED_SHA256, (
        f"the sample corpus changed (sha256 {digest}, pinned {PINNED_SHA256}). If the change is deliberate (new or "
        "edited document text, templates or draws), update PINNED_SHA256 in this file; if not, the edit changed the "
        "corpus by accident (RNG draws in another order, a reworded template) and must be undone."
    )
