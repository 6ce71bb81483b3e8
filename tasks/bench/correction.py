"""`make bench` for the correction step: what DCEE scoring and counterfactual re-retrieval cost per query, as a
ratio to plain hybrid retrieval, measured side by side in one run.

On the sample corpus's held-out queries (`<ingest.source>/queries/heldout.jsonl`), the CURRENT index and the trained
evaluators (this data root's copies under `evaluators/` by default, `--alias` for registered versions), four
methods run query by query in rotating order, in one process, after one untimed warm-up round:
  - plain_hybrid: `tasks.runtime.retrieval.search` (query embedding + hybrid search, k=5) on the strategy index the
    query is routed to — the retrieval a RAG system without evaluators does;
  - without_correction: `CorrectivePipeline.answer(correct=False)`: embedding, time anchor, routing, the
    three-strategy candidate pool, DCEE, fusion ranker;
  - corrective: `CorrectivePipeline.answer(correct=True)`: the same plus the correction step's counterfactual
    re-retrieval (claims, counterfactual queries embedded and searched, new chunks scored, 0.6/0.4 fusion);
  - dcee_scoring: the DCEE alone on the query's candidate pool (feature rows and both heads; context and pool
    computed beforehand), the evaluation half of the correction step.
The corrective answers also carry the pipeline's own clock for the counterfactual block and how many chunks
it corrected. Figures:
  - ms/query P50/P95/mean per method, and each method against plain hybrid: the ratio of the percentiles and the
    median / P95 of the per-query paired ratios (same query, same moment: robust on a noisy machine);
  - the correction step = DCEE scoring + counterfactual re-retrieval, per query, against plain hybrid;
  - the extra cost per corrected chunk: counterfactual milliseconds / chunks corrected, and the end-to-end
    difference (corrective − without_correction) / chunks corrected.
Output: `<data_root>/reports/bench_correction.json` (atomic), also logged to MLflow (`bench_correction` run).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from datetime import date
from typing import Any

import numpy as np

from tasks.bench.common import machine, percentiles, progress, write_and_log
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings

K = 5
ROUNDS = 3
METHODS = ("plain_hybrid", "without_correction", "corrective", "dcee_scoring")


def _progress(message: str) -> None:
    progress("bench_correction", message)


def _paired(numerator: Sequence[float], denominator: Sequence[float]) -> dict[str, float]:
    """Median and P95 of per-sample ratios, and the ratio of the sums (= ratio of the means)."""
    num, den = np.asarray(numerator, dtype=np.float64), np.asarray(denominator, dtype=np.float64)
    ratios = num / den
    return {"median": round(float(np.median(ratios)), 3), "p95": round(float(np.percentile(ratios, 95)), 3),
            "of_means": round(float(num.sum() / den.sum()), 3)}


def _timed_rounds(runner: Callable[[str, int], Callable[[], Any]], n_queries: int, rounds: int,
                  ) -> tuple[dict[str, list[float]], list[float], list[int], dict[str, list[float]]]:
    """Every method on every query, `rounds` timed rounds after an untimed warm-up, the methods' order rotating per
    query: the milliseconds per method, and from the corrective runs their counterfactual step, corrections and
    per-stage times."""
    samples: dict[str, list[float]] = {method: [] for method in METHODS}
    counterfactual_ms: list[float] = []
    corrections: list[int] = []
    stage_ms: dict[str, list[float]] = {}
    step = 0
    for round_ in range(rounds + 1):
        timed = round_ > 0
        _progress(f"round {round_}/{rounds}" + ("" if timed else " (warm-up, untimed)"))
        for i in range(n_queries):
            shift = step % len(METHODS)
            step += 1
            for method in METHODS[shift:] + METHODS[:shift]:
                work = runner(method, i)
                start = time.perf_counter()
                result = work()
                elapsed = (time.perf_counter() - start) * 1000.0
                if not timed:
                    continue
                samples[method].append(elapsed)
                if method == "corrective":
                    counterfactual_ms.append(result.seconds["correct"] * 1000.0)
                    corrections.append(result.corrections)
                    for name, seconds in result.seconds.items():
                        stage_ms.setdefault(name, []).append(seconds * 1000.0)
    return samples, counterfactual_ms, corrections, stage_ms


def measure(pipeline: Any, settings: Settings, queries: Sequence[str], today: date, rounds: int = ROUNDS,
            k: int = K) -> dict[str, Any]:
    """Time the four methods on every query, `rounds` times (plus one untimed warm-up round)."""
    from tasks.runtime.retrieval import search

    if not queries:
        raise ValueError("no queries to time")
    if rounds < 1:
        raise ValueError(f"rounds must be at least 1, got {rounds}")
    featurizer, version = pipeline.featurizer, pipeline.featurizer.version
    contexts = featurizer.contexts(list(queries), today)
    strategies, pools = [], []
    for context, (decision, _) in zip(contexts, pipeline.route(contexts)):
        strategy = settings.evaluators.strategies.get(decision.intent)
        strategies.append(strategy.index if strategy else decision.intent)
        pools.append(featurizer.candidates(context, dict(strategy.filters) if strategy else None))

    def runner(method: str, i: int) -> Callable[[], Any]:
        query = queries[i]
        if method == "plain_hybrid":
            return lambda: search(query, strategies[i], k, settings=settings, version=version)
        if method == "dcee_scoring":
            return lambda: pipeline.evaluators.dcee.scores(*featurizer.dcee_inputs(contexts[i], pools[i]))
        correct = method == "corrective"
        return lambda: pipeline.answer(query, today=today, k=k, correct=correct)

    samples, counterfactual_ms, corrections, stage_ms = _timed_rounds(runner, len(queries), rounds)
    plain = samples["plain_hybrid"]
    step_ms = [d + c for d, c in zip(samples["dcee_scoring"], counterfactual_ms)]
    stats = {method: percentiles(values) for method, values in samples.items()}
    stats["counterfactual_step"] = percentiles(counterfactual_ms)
    stats["correction_step"] = percentiles(step_ms)
    corrected = [c for c in corrections if c]
    n_corrected = int(sum(corrections))
    extra = float(np.sum(samples["corrective"]) - np.sum(samples["without_correction"]))
    per_chunk = {
        "counterfactual_ms": round(float(np.sum(counterfactual_ms)) / n_corrected, 3) if n_corrected else None,
        "end_to_end_ms": round(extra / n_corrected, 3) if n_corrected else None,
    }
    plain_p50 = stats["plain_hybrid"]["p50"]
    return {
        "queries": len(queries), "rounds": rounds, "samples_per_method": len(plain), "k": k,
        "methods_order": "rotating per query, one untimed warm-up round first",
        "ms": stats,
        "ratio_to_plain_hybrid": {
            name: {"p50": round(stats[name]["p50"] / plain_p50, 3),
                   "p95": round(stats[name]["p95"] / stats["plain_hybrid"]["p95"], 3),
                   "paired": _paired(values, plain)}
            for name, values in (("without_correction", samples["without_correction"]),
                                 ("corrective", samples["corrective"]), ("dcee_scoring", samples["dcee_scoring"]),
                                 ("counterfactual_step", counterfactual_ms), ("correction_step", step_ms))
        },
        "corrections": {
            "queries_corrected_share": round(len(corrected) / len(corrections), 4),
            "chunks_corrected": n_corrected,
            "mean_per_query": round(n_corrected / len(corrections), 3),
            "mean_per_corrected_query": round(n_corrected / len(corrected), 3) if corrected else None,
        },
        "extra_cost_per_corrected_chunk": {
            **per_chunk,
            "counterfactual_to_plain_p50_ratio": (round(per_chunk["counterfactual_ms"] / plain_p50, 3)
                                                  if per_chunk["counterfactual_ms"] is not None else None),
        },
        "pipeline_stage_ms_p50": {name: round(float(np.median(values)), 3) for name, values in stage_ms.items()},
    }


def quality(pipeline: Any, settings: Settings, rows: Sequence[Mapping[str, Any]], today: date,
            k: int = K) -> dict[str, Any]:
    """Held-out recall@k and stale top-1 (`ragops eval`'s own definitions) without correction, with the configured
    trigger (`evaluators.correction.trigger_threshold`) and with the trigger at the DCEE threshold (every top-k chunk
    below it corrected: the pipeline before the trigger was calibrated), and how many evidence lists the configured
    trigger leaves different from that one."""
    from tasks.evaluation.evaluators import hits, stale_summary, versioned_documents
    from tasks.runtime.corrective import CorrectivePipeline

    groups = versioned_documents(settings)
    queries = [row["query"] for row in rows]
    always = settings.model_copy(update={"evaluators": settings.evaluators.model_copy(update={
        "correction": settings.evaluators.correction.model_copy(
            update={"trigger_threshold": settings.evaluators.dcee.threshold})})})
    runs = {"without_correction": (pipeline, False), "corrective": (pipeline, True),
            "corrective_always_trigger": (CorrectivePipeline(always, pipeline.featurizer, pipeline.evaluators), True)}
    report: dict[str, Any] = {"queries": len(rows), "split": "heldout", "k": k}
    chosen: dict[str, list[list[str]]] = {}
    for name, (runner, correct) in runs.items():
        answers = runner.answer_many(queries, today, k=k, correct=correct)
        tops = [[(str(e.source_path or ""), e.text) for e in answer.evidence] for answer in answers]
        chosen[name] = [[e.chunk_id for e in answer.evidence] for answer in answers]
        stale = stale_summary([top[0][0] if top else None for top in tops], rows, groups)
        report[name] = {f"recall@{k}": round(float(np.mean(hits(tops, rows))), 4), "stale_top1": stale["stale"],
                        "stale_top1_share": stale["share"],
                        "queries_corrected_share": round(float(np.mean([a.corrected for a in answers])), 4)}
    report["evidence_lists_differing_from_always_trigger"] = sum(
        a != b for a, b in zip(chosen["corrective"], chosen["corrective_always_trigger"]))
    return report


def run(settings: Settings, paths: DataPaths, alias: str | None = None, rounds: int = ROUNDS,
        limit: int | None = None) -> dict[str, Any]:
    """Bench on the held-out queries (the first `limit`, all by default); writes and logs the report."""
    import torch

    from tasks.labels.queries import query_rows
    from tasks.runtime.corrective import open_pipeline
    from tasks.runtime.evidence import reference_date

    started = time.perf_counter()
    rows = query_rows(settings, "heldout")[:limit]
    queries = [row["query"] for row in rows]
    pipeline = open_pipeline(settings, paths, alias=alias, local=alias is None)
    today = reference_date(settings)
    _progress(f"{len(queries)} held-out queries x {len(METHODS)} methods x {rounds} rounds "
              f"(index {pipeline.featurizer.version.version}, models {pipeline.evaluators.versions})")
    latency = measure(pipeline, settings, queries, today, rounds)
    _progress("quality: held-out recall and stale top-1 with the configured trigger and with always-trigger")
    report: dict[str, Any] = {
        **latency,
        "quality": quality(pipeline, settings, rows, today),
        "index_version": pipeline.featurizer.version.version,
        "models": "local copies" if alias is None else f"@{alias}",
        "model_versions": dict(pipeline.evaluators.versions),
        "reference_date": today.isoformat(),
        "settings": {"candidates_per_strategy": settings.evaluators.candidates_per_strategy,
                     "dcee_threshold": settings.evaluators.dcee.threshold,
                     "max_corrections": settings.evaluators.correction.max_corrections,
                     "counterfactual_top_k": settings.evaluators.correction.counterfactual_top_k,
                     "trigger_threshold": settings.evaluators.correction.trigger_threshold},
        "machine": {**machine(), "torch_threads": torch.get_num_threads()},
        "bench_seconds": round(time.perf_counter() - started, 1),
        "note": "ms per query in one process, methods interleaved query by query; plain_hybrid = "
                "tasks.runtime.retrieval.search on the routed strategy incl. the query embedding; correction_step = "
                "dcee_scoring + the corrective answer's counterfactual block (its own clock)",
    }
    # Tagged with the index and model versions it measured: the figures are theirs.
    tags = {"index_version": report["index_version"],
            **{f"model_version.{name}": str(value) for name, value in report["model_versions"].items()}}
    return write_and_log(report, "bench_correction", settings, paths, metrics, tags)


def metrics(report: Mapping[str, Any]) -> dict[str, float]:
    flat: dict[str, float] = {"queries": report["queries"], "samples_per_method": report["samples_per_method"]}
    for method, stats in report["ms"].items():
        for key in ("p50", "p95"):
            flat[f"{method}_{key}_ms"] = stats[key]
    for name, ratio in report["ratio_to_plain_hybrid"].items():
        flat[f"{name}_to_plain_p50_ratio"] = ratio["p50"]
        flat[f"{name}_to_plain_p95_ratio"] = ratio["p95"]
        flat[f"{name}_to_plain_paired_median_ratio"] = ratio["paired"]["median"]
    flat["queries_corrected_share"] = report["corrections"]["queries_corrected_share"]
    for name, figures in report["quality"].items():
        if isinstance(figures, dict):
            flat[f"quality_{name}_recall_at_{report['quality']['k']}"] = figures[f"recall@{report['quality']['k']}"]
            flat[f"quality_{name}_stale_top1"] = figures["stale_top1"]
    flat["chunks_corrected_per_query"] = report["corrections"]["mean_per_query"]
    for key, value in report["extra_cost_per_corrected_chunk"].items():
        if value is not None:
            flat[f"per_corrected_chunk_{key}"] = value
    return {key: float(value) for key, value in flat.items()}


def summary(report: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "queries": report["queries"], "samples_per_method": report["samples_per_method"],
        "ms_per_query": {name: {"p50": stats["p50"], "p95": stats["p95"]} for name, stats in report["ms"].items()},
        "ratio_to_plain_hybrid": {name: {"p50": ratio["p50"], "p95": ratio["p95"],
                                         "paired_median": ratio["paired"]["median"]}
                                  for name, ratio in report["ratio_to_plain_hybrid"].items()},
        "corrections": report["corrections"],
        "extra_cost_per_corrected_chunk": report["extra_cost_per_corrected_chunk"],
        "quality": {name: value for name, value in report["quality"].items() if isinstance(value, (dict, int))},
        "bench_seconds": report["bench_seconds"],
    }
