"""Micro-batching: the questions that arrive together go through the pipeline together, on the one thread that owns it.

One thread per deployment takes work from a queue: the first item, then every one queued behind it (waiting up to
`wait_ms` for more, at most `max_size` in all). The questions among them that share the as-of date and k, and have
no session, are answered by one `CorrectivePipeline.answer_many` call — one intent-classifier pass for the group,
one embedding forward pass per set of its questions of one token count (unpadded, so each vector is the one the
question gets alone: `Embedder.embed_alone`), and one FAISS and BM25 search per strategy for its counterfactual
queries. A
question with a session id goes alone (its routing may reuse the session's decision). While one batch runs the next
one queues, so under load batches form by themselves; alone, a question waits `wait_ms` at most.

The pipeline is not safe to share between threads (the embedding model's tokenizer, the routing session cache), so
everything else that uses it — the extractive answer's sentence embeddings, verification's re-retrieval — runs on
this thread too (`call`): no request takes a lock of its own. After `close` (a swapped-out deployment), what was
queued is answered, and what comes later runs in the caller's thread, one at a time with the last batch.
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field
from datetime import date
from typing import Any


@dataclass
class Question:
    query: str
    today: date
    as_of: date | None
    k: int
    session_id: str | None
    future: Future = field(default_factory=Future)

    def group(self) -> tuple[Any, ...]:
        """Questions with the same key can share one `answer_many` call."""
        return (self.as_of, self.k) if self.session_id is None else ("alone", id(self))


@dataclass
class Job:
    """Other work on the pipeline's thread: `function()`, its result or error in `future`."""

    function: Callable[[], Any]
    future: Future = field(default_factory=Future)


class MicroBatcher:
    """`run(questions)` -> one result per question; it and every `call` run on this batcher's thread only."""

    def __init__(self, run: Callable[[list[Question]], list[Any]], max_size: int, wait_ms: float,
                 name: str = "micro-batch") -> None:
        self._run = run
        self.max_size = max_size
        self.wait_s = wait_ms / 1000.0
        self._queue: queue.SimpleQueue[Question | Job | None] = queue.SimpleQueue()
        self._state = threading.Lock()  # `_closed` and the queue's last item change together
        self._busy = threading.Lock()  # the pipeline: this thread's work, and after close the callers'
        self._closed = False
        self.observe: Callable[[int], None] | None = None  # told the size of each group answered (the metrics)
        self._thread = threading.Thread(target=self._loop, name=name, daemon=True)
        self._thread.start()

    def submit(self, question: Question) -> Future:
        return self._enqueue(question)

    def call(self, function: Callable[[], Any]) -> Future:
        """`function()` on the pipeline's thread, between batches."""
        return self._enqueue(Job(function))

    def close(self) -> None:
        """Stop after the work already queued (a swapped-out deployment finishes its in-flight requests)."""
        with self._state:
            self._closed = True
            self._queue.put(None)

    def _enqueue(self, item: Question | Job) -> Future:
        with self._state:
            if not self._closed:
                self._queue.put(item)
                return item.future
        self._work([item])  # a request that took this deployment before a swap, arriving after it: here
        return item.future

    def _collect(self, first: Question | Job) -> tuple[list[Question | Job], bool]:
        batch, deadline = [first], time.monotonic() + self.wait_s
        while len(batch) < self.max_size:
            try:
                item = self._queue.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                break
            if item is None:
                return batch, True
            batch.append(item)
        return batch, False

    def _loop(self) -> None:
        closed = False
        while not closed:
            first = self._queue.get()
            if first is None:
                return
            batch, closed = self._collect(first)
            self._work(batch)

    def _work(self, batch: list[Question | Job]) -> None:
        groups: dict[tuple[Any, ...], list[Question]] = {}
        for item in batch:
            if isinstance(item, Question):
                groups.setdefault(item.group(), []).append(item)
        with self._busy:
            for group in groups.values():
                self._answer(group)
            for item in batch:
                if isinstance(item, Job):
                    _settle(item.future, item.function)

    def _answer(self, group: list[Question]) -> None:
        try:
            results = self._run(group)
        except BaseException as err:  # every question of the group fails with the error, the thread goes on
            for question in group:
                question.future.set_exception(err)
            return
        if self.observe is not None:
            self.observe(len(group))
        for question, result in zip(group, results):
            question.future.set_result(result)


def _settle(future: Future, function: Callable[[], Any]) -> None:
    try:
        future.set_result(function())
    except BaseException as err:  # the caller gets the error; the thread goes on
        future.set_exception(err)
