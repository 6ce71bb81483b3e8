"""Retrieval quality of the CURRENT index on the sample corpus's held-out queries: recall@5, dense vs BM25 vs hybrid.

Every held-out query (`<ingest.source>/queries/heldout.jsonl`) is searched in every strategy index with the
retrieval API (`tasks.runtime.retrieval.search_many`) three ways: dense only (dense_weight 1.0), BM25 only (0.0)
and hybrid (params.yaml's `embed.hybrid.dense_weight`). A query is a *hit* when one of its top 5 chunks
comes from its `relevant_doc` and contains its `relevant_text` (both compared by models.text.normalise_text:
whitespace runs collapsed, case-insensitively, a table's cell bars dropped); a *doc hit* when one of them merely comes from `relevant_doc`.

Recall is reported per strategy and, the headline, for the strategy the query's intent routes to
(operation guidance -> operation, parameter comparison -> comparison, trend analysis -> trend, fault
diagnosis -> operation), each overall, per language (en / zh) and split by whether the answer sits on a
scanned page (unanswerable when the chunks were ingested with OCR off). `ceiling` says how many queries
could be hit at all: the share whose relevant_text lies inside a single chunk of relevant_doc.

Output: `<data_root>/reports/retrieval_eval.json` (written atomically), also logged to MLflow
(`eval_retrieval` run: metrics + the JSON). Run: `ragops eval retrieval` (`make eval`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from models.text import normalise_text
from models.vocabulary import STRATEGIES, STRATEGY_BY_INTENT, strategy_for_intent
from tasks.core.atomic import write_json_atomic
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings
from tasks.labels.queries import load_queries, query_set_path

METHODS: tuple[str, ...] = ("dense", "bm25", "hybrid")
LANGUAGES: tuple[str, ...] = ("en", "zh")


# ---------------------------------------------------------------- pure scoring helpers


def _normalise_path(path: str) -> str:
    return path.replace("\\", "/").strip().removeprefix("./")


def match_ranks(top: Sequence[tuple[str, str]], relevant_doc: str, relevant_text: str) -> tuple[int | None, int | None]:
    """1-based rank of the first chunk containing the answer, and of the first from the right document.

    `top` is the ranked list of (source_path, text) pairs, best first. Raises ValueError when relevant_doc
    or relevant_text is empty (after whitespace normalisation): an empty answer would be "found" in every chunk.
    """
    doc = _normalise_path(relevant_doc or "")
    answer = normalise_text(relevant_text or "")
    if not doc:
        raise ValueError("relevant_doc is empty")
    if not answer:
        raise ValueError(f"relevant_text is empty for {relevant_doc!r}")
    hit_rank = doc_rank = None
    for rank, (source_path, text) in enumerate(top, start=1):
        if _normalise_path(source_path) != doc:
            continue
        doc_rank = doc_rank or rank
        if answer in normalise_text(text):
            hit_rank = rank
            break
    return hit_rank, doc_rank


def recall(flags: Sequence[bool]) -> float:
    """Share of True; ValueError for an empty sequence (recall of no queries is undefined, not 0 or 1)."""
    if len(flags) == 0:
        raise ValueError("recall of an empty set of queries is undefined")
    return sum(bool(flag) for flag in flags) / len(flags)


def summarise(records: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """{"n", "recall", "doc_recall"} over records carrying boolean `hit` and `doc_hit`; None values when empty."""
    if not records:
        return {"n": 0, "recall": None, "doc_recall": None}
    return {
        "n": len(records),
        "recall": round(recall([record["hit"] for record in records]), 4),
        "doc_recall": round(recall([record["doc_hit"] for record in records]), 4),
    }


def breakdown(records: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """`summarise` overall, per language, and split into text-layer vs scanned-page answers."""
    groups: dict[str, Any] = {"all": summarise(records)}
    for language in LANGUAGES:
        groups[language] = summarise([r for r in records if r["language"] == language])
    groups["text_layer"] = summarise([r for r in records if not r.get("on_scanned_page")])
    groups["scanned_page"] = summarise([r for r in records if r.get("on_scanned_page")])
    return groups


# ---------------------------------------------------------------- evaluation


def method_weights(settings: Settings) -> dict[str, float]:
    return {"dense": 1.0, "bm25": 0.0, "hybrid": settings.embed.hybrid.dense_weight}


def evaluate(queries: Sequence[Mapping[str, Any]], version: Any, settings: Settings, k: int) -> list[dict[str, Any]]:
    """One record per (query, strategy, method): hit, doc_hit and their ranks within the top k."""
    from tasks.runtime.retrieval import search_many

    texts = [row["query"] for row in queries]
    records: list[dict[str, Any]] = []
    for strategy in STRATEGIES:
        for method, weight in method_weights(settings).items():
            results = search_many(texts, strategy, k, settings=settings, version=version, dense_weight=weight)
            for row, hits in zip(queries, results):
                top = [(str(hit.metadata.get("source_path") or ""), hit.text) for hit in hits]
                hit_rank, doc_rank = match_ranks(top, row["relevant_doc"], row["relevant_text"])
                records.append({
                    "query_id": row["query_id"], "intent": row["intent"], "language": row["language"],
                    "on_scanned_page": bool(row.get("on_scanned_page")), "strategy": strategy, "method": method,
                    "hit": hit_rank is not None, "doc_hit": doc_rank is not None,
                    "hit_rank": hit_rank, "doc_rank": doc_rank,
                })
    return records


def ceiling(queries: Sequence[Mapping[str, Any]], version: Any) -> dict[str, Any]:
    """Per strategy (and intent-matched): share of queries whose answer lies inside one chunk of their document."""
    answerable: dict[str, dict[str, bool]] = {}
    docs_indexed: set[str] = set()
    for strategy in STRATEGIES:
        chunks = version.strategy(strategy).chunks
        by_doc: dict[str, list[tuple[str, str]]] = {}
        for source_path, text in zip(chunks["source_path"].astype(str), chunks["text"].astype(str)):
            by_doc.setdefault(_normalise_path(source_path), []).append((source_path, text))
        docs_indexed.update(by_doc)
        answerable[strategy] = {
            row["query_id"]: match_ranks(by_doc.get(_normalise_path(row["relevant_doc"]), []),
                                         row["relevant_doc"], row["relevant_text"])[0] is not None
            for row in queries
        }
    out: dict[str, Any] = {
        strategy: round(recall(list(flags.values())), 4) for strategy, flags in answerable.items()
    }
    out["intent_matched"] = round(recall([answerable[strategy_for_intent(row["intent"])][row["query_id"]]
                                          for row in queries]), 4)
    out["relevant_doc_not_indexed"] = sorted({row["relevant_doc"] for row in queries
                                              if _normalise_path(row["relevant_doc"]) not in docs_indexed})
    return out


def report_from(records: Sequence[Mapping[str, Any]], queries: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Recall tables from the per-query records: intent-matched (headline), per strategy, per intent."""
    routed = [r for r in records if r["strategy"] == strategy_for_intent(r["intent"])]
    intents = sorted({row["intent"] for row in queries})
    rank = {(r["query_id"], r["method"]): r["hit_rank"] for r in routed}
    return {
        "recall_at_k": {method: breakdown([r for r in routed if r["method"] == method]) for method in METHODS},
        "by_strategy": {
            strategy: {method: breakdown([r for r in records if r["strategy"] == strategy and r["method"] == method])
                       for method in METHODS}
            for strategy in STRATEGIES
        },
        "by_intent": {
            intent: {method: summarise([r for r in routed if r["intent"] == intent and r["method"] == method])
                     for method in METHODS}
            for intent in intents
        },
        "per_query": [
            {"query_id": row["query_id"], "intent": row["intent"], "language": row["language"],
             "strategy": strategy_for_intent(row["intent"]),
             **{f"{method}_hit_rank": rank[row["query_id"], method] for method in METHODS}}
            for row in queries
        ],
    }


def run(settings: Settings, paths: DataPaths, queries_path: Path | None = None, k: int | None = None) -> dict[str, Any]:
    """Evaluate the CURRENT index; writes `<data_root>/reports/retrieval_eval.json`, logs to MLflow.
    k: default `evaluation.k`; queries: default the held-out split of the labelled query set."""
    from tasks.runtime.embedder import embedder_for
    from tasks.runtime.retrieval import open_current

    k = settings.evaluation.k if k is None else k
    if k < 1:
        raise ValueError(f"k must be >= 1, got {k}")
    queries_path = Path(queries_path) if queries_path else query_set_path(settings, "heldout")
    if not queries_path.exists():
        raise FileNotFoundError(f"no held-out queries at {queries_path}: set ingest.source to the sample corpus "
                                "the index was built from (--source), or pass --queries")
    queries = load_queries(queries_path)
    version = open_current(paths)
    model_id = embedder_for(settings).model_id
    if model_id != version.manifest["model_id"]:
        raise ValueError(f"index {version.version} was built with {version.manifest['model_id']} but embed.model "
                         f"is {model_id}: evaluate with the settings the index was built with")
    limits = ceiling(queries, version)
    if len(limits["relevant_doc_not_indexed"]) == len({row["relevant_doc"] for row in queries}):
        raise ValueError(f"none of the queries' documents is in index {version.version}: the index was not built "
                         f"from the corpus of {queries_path}")
    records = evaluate(queries, version, settings, k)
    report: dict[str, Any] = {
        "index_version": version.version,
        "model_id": version.manifest["model_id"],
        "queries": str(queries_path),
        "n_queries": len(queries),
        "k": k,
        "methods": {"dense": "dense_weight 1.0", "bm25": "dense_weight 0.0",
                    "hybrid": f"dense_weight {settings.embed.hybrid.dense_weight}"},
        "candidates_per_side": settings.embed.hybrid.candidates,
        "intent_strategy": STRATEGY_BY_INTENT,
        "hit_rule": f"a top-{k} chunk from relevant_doc containing relevant_text (whitespace collapsed, "
                    "case-insensitive); doc_recall: a top-k chunk from relevant_doc",
        "ceiling": limits,
        **report_from(records, queries),
    }
    target = paths.reports / "retrieval_eval.json"
    write_json_atomic(target, report)
    report["mlflow_run_id"] = _log(report, settings, paths, target)
    return report


def metrics(report: Mapping[str, Any]) -> dict[str, float]:
    """Flat MLflow metrics: recall5_hybrid, doc_recall5_dense_zh, recall5_trend_bm25, ... (empty groups left out)."""
    k = report["k"]
    flat: dict[str, float] = {}

    def add(prefix: str, groups: Mapping[str, Any]) -> None:
        for group, values in groups.items():
            suffix = "" if group == "all" else f"_{group}"
            for name in ("recall", "doc_recall"):
                if values[name] is not None:
                    flat[f"{name}{k}_{prefix}{suffix}"] = float(values[name])

    for method, groups in report["recall_at_k"].items():
        add(method, groups)
    for strategy, methods in report["by_strategy"].items():
        for method, groups in methods.items():
            add(f"{strategy}_{method}", {"all": groups["all"]})
    for name, value in report["ceiling"].items():
        if isinstance(value, float):
            flat[f"ceiling_{name}"] = value
    flat["n_queries"] = float(report["n_queries"])
    return flat


def _log(report: Mapping[str, Any], settings: Settings, paths: DataPaths, target: Path) -> str:
    from tasks.core.tracking import stage_run

    with stage_run("eval_retrieval", settings, paths, tags={"index.version": report["index_version"]}) as run:
        run.log_metrics(metrics(report))
        run.log_artifact(target)
        return run.run_id


def table(report: Mapping[str, Any]) -> str:
    """The headline recall@k table (intent-matched strategy) as plain text."""
    k = report["k"]
    lines = [f"{'method':<8} {'recall@' + str(k):>9} {'en':>6} {'zh':>6} {'text-layer':>10} {'doc-recall':>10}"]
    for method in METHODS:
        groups = report["recall_at_k"][method]

        def cell(group: str, name: str = "recall", groups: Mapping[str, Any] = groups) -> str:
            value = groups[group][name]
            return "-" if value is None else f"{value:.3f}"

        lines.append(f"{method:<8} {cell('all'):>9} {cell('en'):>6} {cell('zh'):>6} {cell('text_layer'):>10} "
                     f"{cell('all', 'doc_recall'):>10}")
    return "\n".join(lines)


def summary_lines(report: Mapping[str, Any]) -> list[str]:
    """What `ragops eval retrieval` prints: the headline table, recall per strategy, the ceiling."""
    ceiling = {key: value for key, value in report["ceiling"].items() if key != "relevant_doc_not_indexed"}
    return [
        f"index {report['index_version']}, {report['n_queries']} held-out queries, intent-matched strategy:",
        table(report),
        "per strategy (all queries):",
        *(f"  {strategy:<10} " + "  ".join(f"{method} {methods[method]['all']['recall']:.3f}" for method in METHODS)
          for strategy, methods in report["by_strategy"].items()),
        f"ceiling (answer inside one chunk): {json.dumps(ceiling)}",
    ]
