"""`make bench` for the serving runtime: throughput and latency of `POST /v1/query` over HTTP at concurrency 1, 4
and 16, on two indexes, with the P95 at concurrency 4 set against the end-to-end red line (1.2 s,
docs/design.md#serving).

Indexes:
  - sample_corpus: this data root as `make demo` builds it: what its deployment manifest names, else its CURRENT
    index and the evaluators at `evaluators.model_alias` in its MLflow registry;
  - synthetic: a scratch data root under the workdir holding one index version with `--chunks` (100,000) synthetic
    chunks in each of the three strategies (`tasks.bench.embed.build_synthetic_index`: zipf-sampled words of this
    corpus, clustered unit vectors from `bench faiss`'s generator, the FAISS type `embed.index_type` gives its size
    (auto: HNSW from `embed.auto_approximate_from` chunks per strategy), the layout the embed stage writes; built
    once and cached under `<data_root>/bench/serving-synthetic/`, its dense recall@10 against exact search measured
    at build time) and CURRENT pointing at it, served with the same registered evaluators (`tracking.uri` = this
    data root's store; its deployment manifest, if any, mirrored with the synthetic index version).

Each index gets its own server, started here as a subprocess (`python -m serving`, on 127.0.0.1 and a free port,
with these settings: a snapshot passed as --params), waited for on /readyz and stopped by PID (SIGTERM, then
SIGKILL) when done. tasks never import serving: the benchmark measures it from outside, over HTTP, as a client
does. Measured per index: the seconds from spawning the server to /readyz answering 200 and the deployment's own
load time; then, after untimed warm-up requests, one closed-loop level per concurrency: N threads, one
httpx.Client each (kept-alive connection), post the held-out queries (`<ingest.source>/queries/heldout.jsonl`) back
to back, each worker the same number of requests. Per request the client's latency and status; non-200 answers
and transport errors are failures, counted by kind and left out of the percentiles (a level with failures is not
within the red line). `/metrics` is scraped before and after each level: the server's own seconds per step
(`ragops_step_seconds`) per request — `retrieve` includes the wait for the deployment's micro-batcher (one pipeline
call at a time per worker process, serving/batching.py), `pipeline.*` are the pipeline's own clocks. `--workers 1 2`
benchmarks each index with one server process and with two (`serving.workers`), side by side.

Output: `<data_root>/reports/bench_serving.json` (atomic; `bench_serving_<n>.json` for `--chunks n` other than
the default 100,000), also logged to MLflow (a run of the same name).
"""

from __future__ import annotations

import os
import shutil
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from tasks.bench.common import machine, percentiles, progress, write_and_log
from tasks.core.paths import DataPaths
from tasks.core.server_process import READY_TIMEOUT, Server, running, server_settings
from tasks.core.settings import Settings

CONCURRENCY = (1, 4, 16)
RED_LINE_CONCURRENCY = 4
N_CHUNKS = 100_000  # per strategy, in the synthetic index
# Requests per concurrency level: the pipeline answers one call at a time per worker process, so a level's wall
# time is about requests x service time / workers whatever the concurrency; fewer on the bigger index.
REQUESTS = {1: 40, 4: 80, 16: 96}
SYNTHETIC_REQUESTS = {1: 32, 4: 64, 16: 96}
WARMUP = 8
REQUEST_TIMEOUT = 120.0


def _progress(message: str) -> None:
    progress("bench_serving", message)


# ---------------------------------------------------------------- the load generator


def scrape(client: Any) -> dict[str, dict[str, dict[str, float]]]:
    """From /metrics: sum and count of the step and request histograms, and the error counters, by label."""
    from prometheus_client.parser import text_string_to_metric_families

    answer = client.get("/metrics")
    answer.raise_for_status()
    found: dict[str, dict[str, dict[str, float]]] = {"steps": {}, "routes": {}, "errors": {}}
    for family in text_string_to_metric_families(answer.text):
        if family.name in ("ragops_step_seconds", "ragops_request_seconds"):
            kind, label = ("steps", "step") if family.name == "ragops_step_seconds" else ("routes", "route")
            for sample in family.samples:
                for suffix in ("_sum", "_count"):
                    if sample.name.endswith(suffix):
                        found[kind].setdefault(sample.labels[label], {})[suffix[1:]] = sample.value
        elif family.name == "ragops_request_errors":
            for sample in family.samples:
                if sample.name.endswith("_total"):
                    key = f"{sample.labels['route']} {sample.labels['kind']}"
                    found["errors"][key] = {"count": sample.value}
    return found


def server_side(before: Mapping[str, Any], after: Mapping[str, Any]) -> dict[str, Any]:
    """What the server's own clocks say about the requests between two scrapes: mean ms per step and route."""

    def means(kind: str) -> dict[str, dict[str, float]]:
        result = {}
        for name, now in after[kind].items():
            then = before[kind].get(name, {})
            count = now.get("count", 0.0) - then.get("count", 0.0)
            if count > 0:
                seconds = now.get("sum", 0.0) - then.get("sum", 0.0)
                result[name] = {"count": int(count), "mean_ms": round(seconds / count * 1000.0, 3)}
        return result

    errors = {name: int(now["count"] - before["errors"].get(name, {}).get("count", 0.0))
              for name, now in after["errors"].items()}
    return {"steps": means("steps"), "routes": means("routes"),
            "errors": {name: count for name, count in errors.items() if count}}


def _post(client: Any, body: Mapping[str, Any]) -> tuple[float, int | None, str | None]:
    import httpx

    start = time.perf_counter()
    try:
        answer = client.post("/v1/query", json=dict(body))
    except httpx.HTTPError as err:
        return time.perf_counter() - start, None, f"{type(err).__name__}: {err}"
    elapsed = time.perf_counter() - start
    return elapsed, answer.status_code, None if answer.status_code == 200 else answer.text[:300]


def warm_up(url: str, queries: Sequence[str], extra: Mapping[str, Any],
            timeout: float = REQUEST_TIMEOUT) -> dict[str, Any]:
    """Untimed requests one after another (first-use costs: model warm-up, per-document caches)."""
    import httpx

    failures = 0
    started = time.perf_counter()
    with httpx.Client(base_url=url, timeout=timeout) as client:
        for query in queries:
            _, status, _ = _post(client, {"query": query, **extra})
            failures += status != 200
    return {"requests": len(queries), "failures": failures, "seconds": round(time.perf_counter() - started, 3)}


def drive(url: str, queries: Sequence[str], concurrency: int, per_worker: int, extra: Mapping[str, Any],
          timeout: float = REQUEST_TIMEOUT) -> dict[str, Any]:
    """One closed-loop level: `concurrency` workers, each posting `per_worker` queries back to back (worker w's
    j-th request asks queries[(w + j * concurrency) % len(queries)]: together the first concurrency x per_worker)."""
    import httpx

    if concurrency < 1 or per_worker < 1:
        raise ValueError(f"concurrency and requests per worker must be at least 1, got {concurrency}, {per_worker}")
    if not queries:
        raise ValueError("no queries to send")
    results: list[list[tuple[float, int | None, str | None]]] = [[] for _ in range(concurrency)]
    start_line = threading.Barrier(concurrency + 1, timeout=60.0)
    metrics_client = httpx.Client(base_url=url, timeout=30.0)

    def worker(w: int) -> None:
        with httpx.Client(base_url=url, timeout=timeout) as client:
            start_line.wait()
            for j in range(per_worker):
                query = queries[(w + j * concurrency) % len(queries)]
                try:
                    results[w].append(_post(client, {"query": query, **extra}))
                except Exception as err:  # a worker must not die silently: counted as a failure
                    results[w].append((0.0, None, f"{type(err).__name__}: {err}"))

    try:
        before = scrape(metrics_client)
        threads = [threading.Thread(target=worker, args=(w,), name=f"bench-worker-{w}", daemon=True)
                   for w in range(concurrency)]
        for thread in threads:
            thread.start()
        start_line.wait()
        started = time.perf_counter()
        for thread in threads:
            thread.join()
        wall = time.perf_counter() - started
        after = scrape(metrics_client)
    finally:
        metrics_client.close()

    samples = [sample for per in results for sample in per]
    ok_ms = [latency * 1000.0 for latency, status, _ in samples if status == 200]
    failed = [(status, error) for _, status, error in samples if status != 200]
    kinds = Counter(str(status) if status is not None else (error or "error").split(":")[0] for status, error in failed)
    latency = None
    if ok_ms:
        latency = {**percentiles(ok_ms, (50, 95, 99)), "max": round(max(ok_ms), 3)}
    return {
        "concurrency": concurrency,
        "requests": len(samples),
        "requests_per_worker": per_worker,
        "ok": len(ok_ms),
        "failures": len(failed),
        "failures_by_kind": dict(sorted(kinds.items())),
        "failure_examples": [f"{status}: {error}" for status, error in failed[:3]],
        "wall_seconds": round(wall, 3),
        "throughput_rps": round(len(ok_ms) / wall, 3) if wall > 0 else None,
        "latency_ms": latency,
        "server": server_side(before, after),
    }


def requests_per_worker(requests: int, concurrency: int) -> int:
    """Requests of a level split evenly over its workers (rounded up: every worker sends the same number)."""
    return max(1, -(-requests // concurrency))


def measure(server: Server, queries: Sequence[str], plan: Mapping[int, int], warmup: int,
            extra: Mapping[str, Any]) -> dict[str, Any]:
    """Warm-up, then one level per concurrency in `plan` (concurrency -> requests), on a ready server."""
    # Warm-up on the last held-out queries, the levels from the first: apart unless a level needs them all.
    warm = warm_up(server.url, [queries[-1 - i % len(queries)] for i in range(warmup)], extra) if warmup else None
    memory_loaded = server.memory_mib()
    levels = {}
    for concurrency, requests in plan.items():
        per_worker = requests_per_worker(requests, concurrency)
        _progress(f"  concurrency {concurrency}: {concurrency * per_worker} requests ({per_worker} per worker)")
        level = drive(server.url, queries, concurrency, per_worker, extra)
        latency = level["latency_ms"] or {}
        _progress(f"  concurrency {concurrency}: {level['throughput_rps']} req/s, P50/P95/P99 "
                  f"{latency.get('p50')}/{latency.get('p95')}/{latency.get('p99')} ms, {level['failures']} failed")
        levels[str(concurrency)] = level
    return {"warmup": warm, "memory_after_load": memory_loaded, "memory_at_end": server.memory_mib(),
            "levels": levels}


def red_line_seconds(settings: Settings) -> float | None:
    """The latency red line (docs/design.md#serving: end-to-end P95 ≤ 1.2 s): the promotion gate's ceiling on
    `latency_p95_seconds`, so the benchmark and the gate hold serving to one number (None: no ceiling set)."""
    rule = settings.promotion.thresholds.get("latency_p95_seconds")
    return rule.absolute if rule is not None else None


def red_line(levels: Mapping[str, Any], red_line_seconds: float | None) -> dict[str, Any]:
    """The P95 at concurrency 4 against the red line (None when that level was not run or nothing succeeded)."""
    level = levels.get(str(RED_LINE_CONCURRENCY))
    p95 = None if level is None or level["latency_ms"] is None else round(level["latency_ms"]["p95"] / 1000.0, 4)
    within = None if p95 is None or red_line_seconds is None else bool(p95 <= red_line_seconds
                                                                       and level["failures"] == 0)
    return {"p95_c4_seconds": p95, "red_line_seconds": red_line_seconds, "p95_c4_within_red_line": within}


# ---------------------------------------------------------------- the two indexes


def _index_info(index_root: Path, version: str) -> dict[str, Any]:
    """What the served index version is: chunk counts, its FAISS index type and, for a synthetic version, the dense
    recall@10 of that index against exact search measured when it was built (a flat index is exact: 1.0)."""
    from tasks.runtime.index_store import read_manifest

    manifest = read_manifest(index_root / version)
    index_type = manifest.get("index_type", "flat")
    info = {"version": version, "chunks": manifest["total"],
            "chunks_per_strategy": {name: counts["total"] for name, counts in manifest["strategies"].items()},
            "synthetic": bool(manifest.get("synthetic", False)), "index_type": index_type,
            "index_type_setting": manifest.get("index_type_setting", index_type)}
    recall = manifest.get("synthetic_recall")
    if recall is not None:
        info.update(recall)
    elif index_type == "flat":
        info.update({"dense_recall_at_10": 1.0, "dense_exact": True})
    return info


def all_workers_ready(server: Server, workers: int, timeout: float) -> None:
    """/readyz answers 200 once one worker has loaded: wait until /metrics shows every worker's deployment."""
    import httpx

    deadline = time.monotonic() + timeout
    loaded = 0
    while time.monotonic() < deadline:
        text = httpx.get(f"{server.url}/metrics", timeout=30).text
        loaded = sum(1 for line in text.splitlines()
                     if line.startswith("ragops_deployment_info{") and line.endswith(" 1.0"))
        if loaded >= workers:
            return
        time.sleep(0.5)
    raise TimeoutError(f"{loaded} of {workers} workers loaded the deployment within {timeout:.0f} s")


def bench_index(name: str, data_root: Path, params: Path, overrides: Sequence[str], env: Mapping[str, str],
                queries: Sequence[str], plan: Mapping[int, int], warmup: int, extra: Mapping[str, Any],
                logs: Path, ready_timeout: float = READY_TIMEOUT, red_line_at: float | None = None,
                workers: int = 1) -> dict[str, Any]:
    server = Server(data_root, params, [*overrides, f"serving.workers={workers}"],
                    logs / f"server-{entry_name(name, workers)}.log", env)
    _progress(f"{name}: starting the server on {server.url} ({data_root}, {workers} worker(s))")
    with running(server, ready_timeout):
        if workers > 1:
            all_workers_ready(server, workers, ready_timeout)
        deployment = server.ready.get("deployment", {})
        _progress(f"{name}: ready after {server.ready_seconds:.1f} s (deployment loaded in "
                  f"{deployment.get('load_seconds')} s, index {deployment.get('index_version')})")
        measured = measure(server, queries, plan, warmup, extra)
        pid = server.process.pid if server.process else None
    return {
        "index": _index_info(data_root / "index", deployment["index_version"]),
        "deployment": {key: deployment.get(key) for key in ("deployment_id", "models", "generator", "source")},
        "server": {"pid": pid, "exit_code": server.process.returncode if server.process else None},
        "ready_seconds": round(server.ready_seconds or 0.0, 3),
        "load_seconds": deployment.get("load_seconds"),
        "workers": workers,
        **measured,
        **red_line(measured["levels"], red_line_at),
        "throughput_c4_over_c1": scaling(measured["levels"]),
    }


def scaling(levels: Mapping[str, Any]) -> float | None:
    """Throughput at concurrency 4 over throughput at concurrency 1 (None without both levels)."""
    one, four = levels.get("1"), levels.get(str(RED_LINE_CONCURRENCY))
    if not one or not four or not one["throughput_rps"] or four["throughput_rps"] is None:
        return None
    return round(four["throughput_rps"] / one["throughput_rps"], 3)


def synthetic_root(settings: Settings, paths: DataPaths, root: Path, n_chunks: int) -> tuple[DataPaths, dict[str, Any]]:
    """A scratch data root with a synthetic index of n chunks per strategy as its CURRENT version, and this data
    root's deployment manifest (if any) mirrored onto it.

    The index version itself is built once and cached under `<data_root>/bench/serving-synthetic/<key>/`
    (`tasks.bench.embed.cached_synthetic_index`: the key names n, the resolved index type and the seed); the
    scratch root's `index/<key>` is a symlink to it, so later runs with the same parameters reuse it."""
    import pandas as pd

    from models.vocabulary import STRATEGIES
    from tasks.bench.embed import cached_synthetic_index, corpus_vocabulary
    from tasks.core.deployment import manifest_path, read_deployment, write_deployment
    from tasks.runtime.index_store import current_dir, current_version, publish, read_manifest

    demo = current_dir(paths)
    if demo is None:
        raise FileNotFoundError(f"no published index under {paths.index_root}: run `make demo` (or `ragops embed`)")
    model = read_manifest(demo)
    scratch = DataPaths(root)
    words = corpus_vocabulary(pd.read_parquet(paths.chunk_store, columns=["text"])["text"].tolist())
    cache = paths.root / "bench" / "serving-synthetic"
    _progress(f"synthetic: {n_chunks} chunks x {len(STRATEGIES)} strategies ({len(words)}-word vocabulary), "
              f"cached under {cache}")
    folder, info = cached_synthetic_index(cache, words, model["model_id"], settings, n_chunks,
                                          int(model["dimension"]), strategies=STRATEGIES)
    link = scratch.index_root / folder.name
    scratch.index_root.mkdir(parents=True, exist_ok=True)
    if link.is_symlink() or link.exists():
        link.unlink()
    link.symlink_to(folder.resolve(), target_is_directory=True)
    publish(scratch, link, keep=1)  # CURRENT -> the synthetic version (the link exists: nothing is renamed)
    assert current_version(scratch) == folder.name
    manifest = read_deployment(manifest_path(settings, paths))
    if manifest is not None:
        write_deployment(scratch.deployment_manifest, folder.name, manifest.models, manifest.generator,
                         created_by="bench_serving")
    return scratch, info


def plan_for(concurrency: Sequence[int], requests: int | None, defaults: Mapping[int, int]) -> dict[int, int]:
    """Requests per level: `requests` for each, else the defaults (8 per worker for a level they do not name),
    rounded up to a multiple of the level's concurrency (every worker sends the same number)."""
    if not concurrency:
        raise ValueError("no concurrency levels")
    bad = [level for level in concurrency if level < 1]
    if bad or (requests is not None and requests < 1):
        raise ValueError(f"concurrency levels and requests must be at least 1, got {list(concurrency)}, {requests}")
    if len(set(concurrency)) != len(concurrency):
        raise ValueError(f"concurrency levels repeat: {list(concurrency)}")
    plan = {}
    for level in concurrency:
        wanted = requests if requests is not None else defaults.get(level, 8 * level)
        plan[int(level)] = int(level) * requests_per_worker(wanted, int(level))
    return plan


# ---------------------------------------------------------------- report


def run(settings: Settings, paths: DataPaths, requests: int | None = None,
        concurrency: Sequence[int] = CONCURRENCY, n_chunks: int = N_CHUNKS, workdir: Path | None = None,
        warmup: int = WARMUP, ready_timeout: float = READY_TIMEOUT, workers: Sequence[int] = (1,)) -> dict[str, Any]:
    """Both indexes, one server per index and worker count (`indexes.<index>` for 1 worker,
    `indexes.<index>_<n>workers` for n); `requests` per concurrency level on both (default REQUESTS /
    SYNTHETIC_REQUESTS). Writes and logs the report."""
    from tasks.core.settings import corpus_folder
    from tasks.core.tracking import tracking_uri
    from tasks.labels.queries import query_rows

    if n_chunks < 1:
        raise ValueError(f"n_chunks must be at least 1, got {n_chunks}")
    if not workers or min(workers) < 1 or len(set(workers)) != len(workers):
        raise ValueError(f"worker counts must be distinct and at least 1, got {list(workers)}")
    plans = {"sample_corpus": plan_for(concurrency, requests, REQUESTS),
             "synthetic": plan_for(concurrency, requests, SYNTHETIC_REQUESTS)}
    queries = [row["query"] for row in query_rows(settings, "heldout")]
    owned = workdir is None
    workdir = Path(tempfile.mkdtemp(prefix="bench_serving_")) if owned else Path(workdir)
    workdir.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    demo_root = paths.root.resolve()
    uri = tracking_uri(settings, paths)  # the registry both servers load the evaluators from
    corpus = corpus_folder(settings)
    overrides = [f"tracking.uri={uri}"] + ([f"ingest.source={corpus.resolve()}"] if corpus is not None else [])
    env = {**os.environ, "MLFLOW_TRACKING_URI": uri, "TOKENIZERS_PARALLELISM": "false"}
    extra: dict[str, Any] = {}  # the request body beside the query: the server's defaults (top_k, generate: true)
    try:
        params = server_settings(settings, workdir / "settings.json")  # without ingest.passwords
        logs = workdir / "logs"
        report_indexes: dict[str, Any] = {}
        _progress(f"{len(queries)} held-out queries; concurrency {list(plans['sample_corpus'])}; workdir {workdir}")
        for count in workers:
            report_indexes[entry_name("sample_corpus", count)] = bench_index(
                "sample_corpus", demo_root, params, overrides, env, queries, plans["sample_corpus"], warmup, extra,
                logs, ready_timeout, red_line_seconds(settings), count)
        start = time.perf_counter()
        scratch, built = synthetic_root(settings, paths, workdir / "synthetic" / "data", n_chunks)
        built["seconds"] = round(time.perf_counter() - start, 3)
        for count in workers:
            synthetic = bench_index(
                "synthetic", scratch.root.resolve(), params,
                [*overrides, f"serving.manifest={scratch.deployment_manifest.resolve()}"], env, queries,
                plans["synthetic"], warmup, extra, logs, ready_timeout, red_line_seconds(settings), count)
            report_indexes[entry_name("synthetic", count)] = {**synthetic, "build": built}
    finally:
        if owned:
            shutil.rmtree(workdir, ignore_errors=True)
    report: dict[str, Any] = {
        "indexes": report_indexes,
        "red_line_seconds": red_line_seconds(settings),
        "concurrency": [int(level) for level in concurrency],
        "requests_per_level": {name: {str(level): count for level, count in plan.items()}
                               for name, plan in plans.items()},
        "queries": {"split": "heldout", "distinct": len(queries), "source": str(corpus) if corpus else None},
        "warmup_requests": warmup,
        "request_body": {"query": "<held-out query>", **extra},
        "load_generator": "closed loop on 127.0.0.1: one thread and one kept-alive httpx.Client per concurrent "
                          "worker, each the same number of requests back to back; latency on the client's clock",
        "tracking_uri": uri,
        "machine": machine(),
        "bench_seconds": round(time.perf_counter() - started, 1),
        "note": "latencies in ms per successful request (failures counted apart); throughput = successful requests / "
                "level wall seconds; ready_seconds = spawn to /readyz 200 (interpreter, imports, deployment load), "
                "load_seconds = the deployment's own load clock; a level with failures is not within the red line",
    }
    return write_and_log(report, report_name(n_chunks), settings, paths, metrics, _tags(report))


def report_name(n_chunks: int) -> str:
    """`bench_serving` at the default synthetic size, `bench_serving_<n>` at another, so `make bench` keeps the
    100k and the 1M report side by side (the file under reports/ and the MLflow run are named alike)."""
    return "bench_serving" if n_chunks == N_CHUNKS else f"bench_serving_{n_chunks}"


def entry_name(index: str, workers: int) -> str:
    return index if workers == 1 else f"{index}_{workers}workers"


def metrics(report: Mapping[str, Any]) -> dict[str, float]:
    flat: dict[str, float] = {}
    for name, index in report["indexes"].items():
        flat[f"{name}_chunks"] = index["index"]["chunks"]
        flat[f"{name}_ready_seconds"] = index["ready_seconds"]
        if index["load_seconds"] is not None:
            flat[f"{name}_load_seconds"] = index["load_seconds"]
        for level, stats in index["levels"].items():
            prefix = f"{name}_c{level}"
            flat[f"{prefix}_requests"] = stats["requests"]
            flat[f"{prefix}_failures"] = stats["failures"]
            if stats["throughput_rps"] is not None:
                flat[f"{prefix}_throughput_rps"] = stats["throughput_rps"]
            for key in ("p50", "p95", "p99"):
                if stats["latency_ms"] is not None:
                    flat[f"{prefix}_{key}_ms"] = stats["latency_ms"][key]
        if index.get("throughput_c4_over_c1") is not None:
            flat[f"{name}_throughput_c4_over_c1"] = index["throughput_c4_over_c1"]
        if index["p95_c4_seconds"] is not None:
            flat[f"{name}_p95_c4_seconds"] = index["p95_c4_seconds"]
            flat[f"{name}_p95_c4_within_red_line"] = float(index["p95_c4_within_red_line"])
    return {key: float(value) for key, value in flat.items()}


def _tags(report: Mapping[str, Any]) -> dict[str, str]:
    """The run's tags: each index's version and the model versions the sample corpus's server loaded."""
    tags = {f"index_version.{name}": index["index"]["version"] for name, index in report["indexes"].items()}
    first = next(index for name, index in report["indexes"].items() if name.startswith("sample_corpus"))
    models = first["deployment"].get("models") or {}
    tags.update({f"model_version.{name}": str(value) for name, value in models.items()})
    return tags


def summary(report: Mapping[str, Any]) -> dict[str, Any]:
    indexes = {}
    for name, index in report["indexes"].items():
        indexes[name] = {
            "chunks": index["index"]["chunks"],
            "ready_seconds": index["ready_seconds"], "load_seconds": index["load_seconds"],
            "levels": {level: {"requests": stats["requests"], "failures": stats["failures"],
                               "throughput_rps": stats["throughput_rps"],
                               **{f"{key}_ms": (stats["latency_ms"] or {}).get(key) for key in ("p50", "p95", "p99")}}
                       for level, stats in index["levels"].items()},
            **{key: index.get(key) for key in ("workers", "p95_c4_seconds", "red_line_seconds",
                                               "p95_c4_within_red_line", "throughput_c4_over_c1")},
        }
    return {"indexes": indexes, "bench_seconds": report["bench_seconds"]}
