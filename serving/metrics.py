"""Prometheus metrics of one server (`GET /metrics`), on a registry of its own (several apps in one process — the
tests — do not share counters). A server of several worker processes (`serving.workers`) runs prometheus_client's
multiprocess mode (env PROMETHEUS_MULTIPROC_DIR, set by `python -m serving` before the workers start): each worker
writes its values to files there, and /metrics, whichever worker answers it, sums them over all workers."""

from __future__ import annotations

import os
from typing import Any

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest, multiprocess

# Query latencies on 2 CPU cores run 20 ms to a few seconds; the red line is 1.2 s end to end (docs/design.md#serving).
LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 0.75, 1.0, 1.2, 1.5, 2.5, 5.0, 10.0, 30.0)


class ServingMetrics:
    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        self.requests = Counter("ragops_requests", "HTTP requests by route and status code", ["route", "status"],
                                registry=r)
        self.errors = Counter("ragops_request_errors", "Failed requests by route and kind", ["route", "kind"],
                              registry=r)
        self.backend_failures = Counter("ragops_backend_failures", "Pipeline steps that failed (the index, a model, "
                                        "the LLM backend, a timeout) by step and error", ["step", "error"],
                                        registry=r)
        self.latency = Histogram("ragops_request_seconds", "Request latency by route", ["route"],
                                 buckets=LATENCY_BUCKETS, registry=r)
        self.steps = Histogram("ragops_step_seconds", "Latency of each pipeline step", ["step"],
                               buckets=LATENCY_BUCKETS, registry=r)
        self.batch_sizes = Histogram("ragops_batch_size", "Questions answered by one pipeline call (micro-batching)",
                                     buckets=(1, 2, 3, 4, 6, 8, 12, 16, 32, 64), registry=r)
        self.actions = Counter("ragops_actions", "Corrective-RAG actions (correct, ambiguous, not_found)", ["action"],
                               registry=r)
        self.corrections = Counter("ragops_corrections", "Counterfactual re-retrievals run (DCEE below threshold)",
                                   registry=r)
        self.corrected_queries = Counter("ragops_corrected_queries", "Queries whose evidence went through correction",
                                         registry=r)
        self.session_hits = Counter("ragops_session_cache_hits", "Routing decisions reused from the session",
                                    registry=r)
        self.verification_flags = Counter("ragops_verification_flagged",
                                          "Answers whose claims verification found contradicted", registry=r)
        self.feedback = Counter("ragops_feedback", "Feedback rows stored by rating", ["rating"], registry=r)
        self.reloads = Counter("ragops_reloads", "Deployment loads by trigger and result", ["trigger", "result"],
                               registry=r)
        self.deployment = Gauge("ragops_deployment_info", "The loaded deployment (1) and the ones it replaced (0)",
                                ["deployment_id", "index_version", "dcee", "t3d_intent", "t3d_ranker", "generator"],
                                registry=r, multiprocess_mode="liveall")  # several workers: one series per pid

    def exposition(self) -> bytes:
        """The text /metrics answers: this registry, or with several workers all workers' values."""
        if not os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
            return generate_latest(self.registry)
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
        return generate_latest(registry)

    @staticmethod
    def worker_exited() -> None:
        """A worker stopping: its `liveall` gauges leave /metrics (counters and histograms keep their counts)."""
        if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
            multiprocess.mark_process_dead(os.getpid())

    def deployment_loaded(self, current: Any, previous: Any, trigger: str) -> None:
        if previous is not None:
            self.deployment.labels(**self._labels(previous)).set(0)
        self.deployment.labels(**self._labels(current)).set(1)
        self.reloads.labels(trigger, "loaded").inc()

    def deployment_failed(self, trigger: str, error: str) -> None:
        self.reloads.labels(trigger, "failed").inc()

    @staticmethod
    def _labels(deployment: Any) -> dict[str, str]:
        models = deployment.models
        generator = deployment.generator.name if deployment.generator is not None else "extractive"
        return {"deployment_id": deployment.deployment_id, "index_version": deployment.index_version,
                "dcee": models.get("dcee", ""), "t3d_intent": models.get("t3d_intent", ""),
                "t3d_ranker": models.get("t3d_ranker", ""), "generator": generator}
