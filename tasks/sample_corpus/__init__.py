"""Deterministic synthetic enterprise corpus (PDFs) plus a labelled query set.

The corpus imitates the documents the field reports complain about (docs/design.md#users, #specifications): equipment
manuals with numbered steps, spec sheets whose tables have merged cells, yearly trend reports,
fault-diagnosis guides per equipment model and region, policies that exist in a superseded and a
current version, Chinese documents, scanned (image-only) pages, conditional clauses that must not be
cut in half, and low-credibility sources (WeChat articles, forum posts) that contradict the
official ones.

Layout written under ``out_dir``::

    official/{manuals,specs,reports,fault-guides,policies}/*.pdf
    wechat/*.pdf
    forum/*.pdf
    manifest.json                 one entry per document (intent, language, versions, scanned pages, ...)
    queries/train.jsonl           labelled queries, split deterministically by seed
    queries/heldout.jsonl
    queries/unseen_phrasing.jsonl questions of the rule families written in phrasings kept out of training and
                                  tuning (families.py): never split, only evaluated
    queries/no_answer.jsonl       questions the corpus has no answer to (no_answer.py): promotion's not_found metrics

Everything is a pure function of ``seed``: the set of documents and their paths are fixed, while the
numbers (specs, trends, thresholds), the paraphrases chosen for queries and the train/held-out split
vary with the seed. The same seed gives byte-identical files.

The package owns the demo corpus and nothing else:

    specs.py     pure (it reads only the package's rule-family data): the document/page/block/query model,
                 equipment catalogue, question templates, the document builders, build_document_specs,
                 build_query_rows, split_queries
    render.py    file IO: PDF and scanned-page rendering (reportlab, PIL), manifest entries, file writers
    __init__.py  generate_sample_corpus, which joins the two, and its SampleCorpusSummary
    families.py  the rule families' dataclasses, which version answers a question, their consistency checks
    family_data.py  reads the rule families from rule_families/*.yaml (one data file per batch)

It is a leaf: only ``tasks.cli``, ``tasks.bench`` and tests import it. It may import ``models`` (the
intent vocabulary) and ``tasks.core``, nothing else from the project. Heavy libraries (reportlab,
PIL, tqdm) are imported inside the functions that need them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tasks.sample_corpus.no_answer import no_answer_rows
from tasks.sample_corpus.render import jsonl, manifest_entry, render_document_pdf, write_text
from tasks.sample_corpus.specs import (
    REFERENCE_DATE,
    build_document_specs,
    build_query_rows,
    split_queries,
    unseen_phrasings,
)

__all__ = ["SampleCorpusSummary", "generate_sample_corpus"]


@dataclass(frozen=True)
class SampleCorpusSummary:
    root: Path
    n_documents: int
    n_scanned_pages: int
    n_queries_train: int
    n_queries_heldout: int
    n_queries_unseen_phrasing: int = 0

    def to_dict(self) -> dict:
        return {
            "root": str(self.root),
            "n_documents": self.n_documents,
            "n_scanned_pages": self.n_scanned_pages,
            "n_queries_train": self.n_queries_train,
            "n_queries_heldout": self.n_queries_heldout,
            "n_queries_unseen_phrasing": self.n_queries_unseen_phrasing,
        }


def generate_sample_corpus(out_dir: Path, seed: int = 7, heldout_fraction: float = 0.3, progress: bool = False,
                           families_per_set: int | None = None, family_sets: str = "all") -> SampleCorpusSummary:
    """Write the corpus PDFs, manifest.json and queries/{train,heldout,unseen_phrasing}.jsonl under out_dir.

    `families_per_set`: how many rule families of each family set to include (None: all). `family_sets`: "all", or
    "development" for the seen phrasings only (`make demo`'s corpus: no unseen_phrasing.jsonl is written; the unseen
    and blind sets are evaluation material, built by `make eval` into its own data root). Existing files at the
    same paths are overwritten; nothing else in out_dir is touched.
    """
    from tqdm import tqdm

    root = Path(out_dir)
    docs = build_document_specs(seed, families_per_set, family_sets)
    rows = build_query_rows(docs)
    # Whole phrasings (template families) stay out of training and tuning, not single questions.
    unseen_set = unseen_phrasings()
    unseen = [row for row in rows if row["phrasing"] in unseen_set]
    train, heldout = split_queries([row for row in rows if row["phrasing"] not in unseen_set], seed, heldout_fraction)  # validates heldout_fraction before any IO

    entries: list[dict[str, Any]] = []
    n_scanned = 0
    for doc in tqdm(docs, desc="sample corpus", unit="doc", disable=not progress):
        path = root / doc.rel_path
        path.parent.mkdir(parents=True, exist_ok=True)
        rendered = render_document_pdf(doc, path)
        n_scanned += len(rendered.scanned_pages)
        entries.append(manifest_entry(doc, rendered))

    manifest = {
        "generator": "tasks.sample_corpus",
        "seed": seed,
        "reference_date": REFERENCE_DATE.isoformat(),
        "n_documents": len(entries),
        "documents": entries,
    }
    write_text(root / "manifest.json", json.dumps(manifest, ensure_ascii=False, indent=2) + "\n")
    write_text(root / "queries" / "train.jsonl", jsonl(train))
    write_text(root / "queries" / "heldout.jsonl", jsonl(heldout))
    # The development set (or `families_per_set: 0`) has no question in an unseen phrasing: no such file, which
    # evaluation and distillation read as "this corpus has none" (an empty one would be refused as a question set
    # with no questions; a stale one from an earlier `all` corpus in the same folder goes).
    if family_sets == "all" and unseen:
        write_text(root / "queries" / "unseen_phrasing.jsonl", jsonl(unseen))
    else:
        (root / "queries" / "unseen_phrasing.jsonl").unlink(missing_ok=True)
    write_text(root / "queries" / "no_answer.jsonl", jsonl(no_answer_rows()))
    return SampleCorpusSummary(root=root, n_documents=len(entries), n_scanned_pages=n_scanned,
                               n_queries_train=len(train), n_queries_heldout=len(heldout),
                               n_queries_unseen_phrasing=len(unseen))

