"""The state one app serves from (`app.state.server`): settings, the deployment manager, metrics, the query log, the
feedback store, the worker threads, and the answer's steps run on them under their timeouts."""

from __future__ import annotations

import asyncio
import contextvars
import os
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import date
from typing import Any

from serving import service
from serving.deployment import Deployment, DeploymentManager
from serving.env import WORKERS_ENV
from serving.errors import ApiError, printable
from serving.feedback import FeedbackStore, QueryLog
from serving.generation import GenerationError
from serving.logs import log, query_id_var
from serving.metrics import ServingMetrics
from tasks.core.deployment import manifest_path
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings


class Server:
    """State shared by the routes: settings, the deployment manager, metrics, the query log, the feedback store."""

    def __init__(self, settings: Settings, paths: DataPaths, sync: Callable[[], Any] | None = None) -> None:
        self.settings = settings
        self.paths = paths
        self.metrics = ServingMetrics()
        self.manager = DeploymentManager(settings, paths, manifest_path(settings, paths), self._loaded,
                                         self.metrics.deployment_failed, sync=sync)
        self.queries = QueryLog(settings.serving.query_log_size)
        self.feedback = FeedbackStore(paths.feedback_dir)
        self.executor = ThreadPoolExecutor(max_workers=32, thread_name_prefix="ragops-step")
        self.started = time.time()
        # Worker processes of this server (`python -m serving --workers N` sets it for them): a reload reaches the
        # others through the manifest watch.
        self.workers = int(os.environ.get(WORKERS_ENV, "1"))

    def _loaded(self, current: Deployment, previous: Deployment | None, trigger: str) -> None:
        """A swap: the metrics say so, and the replaced deployment's batcher stops once its queue is answered."""
        self.metrics.deployment_loaded(current, previous, trigger)
        current.batcher.observe = self.metrics.batch_sizes.observe
        if previous is not None:
            previous.batcher.close()

    def today(self) -> date:
        stated = self.settings.evaluators.reference_date
        return date.fromisoformat(stated) if stated else date.today()

    def deployment(self) -> Deployment:
        deployment = self.manager.current
        if deployment is None:
            reason = self.manager.last_error or "the first deployment is still loading"
            raise ApiError(503, f"not ready: {reason}", "not_ready")
        return deployment

    def count_failure(self, step: str, err: BaseException, streamed: bool = False) -> ApiError:
        """Count a failed step in `ragops_backend_failures_total` and say how the request fails: 502 for an LLM
        backend that failed, else 500 naming the step (logged with its traceback)."""
        self.metrics.backend_failures.labels(step, type(err).__name__).inc()
        if isinstance(err, GenerationError):
            return ApiError(502, str(err), "generation_failed")
        log.error("streamed step %s failed" if streamed else "step %s failed", step, exc_info=err)
        return ApiError(500, f"step {step} failed: {type(err).__name__}: {printable(str(err))}", "step_failed")

    async def step(self, name: str, timeout: float, function: Callable[..., Any], *args: Any) -> Any:
        """Run one step in a worker thread under its timeout (504 naming the step; the thread is abandoned)."""
        loop = asyncio.get_running_loop()
        context = contextvars.copy_context()
        started = time.perf_counter()
        try:
            result = await asyncio.wait_for(loop.run_in_executor(self.executor, context.run, function, *args),
                                            timeout)
        except TimeoutError:
            self.metrics.backend_failures.labels(name, "timeout").inc()
            raise ApiError(504, f"step {name} took longer than {timeout:g} s (serving.timeouts)", "timeout") from None
        except Exception as err:  # the index, a model, a disk: the request fails with a message naming the step
            raise self.count_failure(name, err) from None
        finally:
            self.metrics.steps.labels(name).observe(time.perf_counter() - started)
        return result

    # ------------------------------------------------------------ the answer, step by step

    async def prepare(self, query: str, as_of: date | None, k: int, session_id: str | None) -> service.Prepared:
        deployment = self.deployment()  # taken once: this request finishes on it whatever reloads meanwhile
        timeouts = self.settings.serving.timeouts
        prepared = await self.step("retrieve", timeouts.retrieve_seconds, service.retrieve, deployment, query,
                                   self.today(), as_of, k, session_id)
        query_id_var.set(prepared.query_id)
        for step, seconds in prepared.seconds.items():
            self.metrics.steps.labels(f"pipeline.{step}").observe(seconds)
        self.metrics.actions.labels(prepared.action).inc()
        corrections = prepared.result["corrections"]
        if corrections:
            self.metrics.corrections.inc(corrections)
            self.metrics.corrected_queries.inc()
        if prepared.session_reused:
            self.metrics.session_hits.inc()
        return prepared

    async def generate(self, function: Callable[..., Any], *args: Any) -> Any:
        """The generate step (under serving.timeouts.generate_seconds)."""
        return await self.step("generate", self.settings.serving.timeouts.generate_seconds, function, *args)

    async def verify(self, prepared: service.Prepared, answer: service.Answer) -> service.Answer:
        if not self.settings.serving.verification.enabled:
            return answer
        answer = await self.step("verify", self.settings.serving.timeouts.verify_seconds, service.verify, prepared,
                                 answer, self.today())
        if answer.verification and answer.verification.get("flagged"):
            self.metrics.verification_flags.inc()
        return answer

    async def answer(self, prepared: service.Prepared, *options: Any) -> service.Answer:
        """Generate, then verify (when on): the whole answer to a prepared question. `options`: temperature and
        max_tokens, as service.generate takes them."""
        answer = await self.generate(service.generate, prepared, *options)
        return await self.verify(prepared, answer)

    def remember(self, prepared: service.Prepared, answer: service.Answer | None) -> None:
        context = prepared.evidence
        cited = [item for item in context if answer and item["rank"] in answer.cited]
        top = (cited or context)[0] if (cited or context) else None
        self.queries.remember(prepared.query_id, {
            "query": prepared.query, "as_of": prepared.result["as_of"], "action": prepared.action,
            "top_chunk_id": top["chunk_id"] if top and prepared.action != "not_found" else None,
            "chunk_ids": [chunk for item in context + prepared.superseded for chunk in item["chunk_ids"]],
            "deployment_id": prepared.deployment.deployment_id, "session_id": prepared.session_id,
        })
        log.info("answered", extra={"fields": {
            "action": prepared.action, "intent": prepared.result["intent"]["routed"],
            "corrections": prepared.result["corrections"], "evidence": len(context),
            "superseded": len(prepared.superseded), "deployment": prepared.deployment.deployment_id}})
