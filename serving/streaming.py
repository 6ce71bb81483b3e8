"""What the streamed answers share (POST /v1/chat/completions and POST /v1/query with `stream`): a blocking iterator
consumed in a worker thread, a finished text cut into pieces, and a stream that ends with an error event instead of
a cut connection when a step fails after the 200 went out."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from serving.errors import ApiError, error_body
from serving.logs import log
from serving.state import Server


class Stage:
    """The step a stream is in. A failure after the 200 went out is counted under it: "prompt" (the prompt made from
    the evidence, before generation starts), "generate" (the backend producing text), "finish" (citations, the
    sources block and the query log, after it) — so a broken evidence item is not counted as a failed backend."""

    def __init__(self, name: str) -> None:
        self.name = name


async def guarded(server: Server, stage: Stage, events: AsyncIterator[str], route: str) -> AsyncIterator[str]:
    """A stream whose backend fails after the 200 went out ends with an error event (OpenAI's client raises it)
    instead of a cut connection; the failure is logged and counted like a non-streamed one."""
    try:
        async for event in events:
            yield event
    except Exception as err:
        # An ApiError is a step's failure, counted by Server.step already; anything else is counted here.
        failure = err if isinstance(err, ApiError) else server.count_failure(stage.name, err, streamed=True)
        server.metrics.errors.labels(route, failure.kind).inc()
        log.warning("stream failed: %s", failure.message)
        error = error_body(failure.status, failure.message, failure.kind)["error"]
        yield event_line({"error": error})


def event_line(payload: dict[str, Any]) -> str:
    """One server-sent event: `data: <JSON>` and a blank line."""
    return f"data: {json.dumps(payload, ensure_ascii=False)}\n\n"


def text_pieces(text: str, size: int = 24) -> Iterator[str]:
    """A finished text in word-aligned pieces of about `size` characters (how a made-whole answer is streamed)."""
    start = 0
    while start < len(text):
        end = min(len(text), start + size)
        while end < len(text) and not text[end].isspace() and end - start < size * 2:
            end += 1
        yield text[start:end]
        start = end


async def iterate_in_thread(iterator: Iterator[str], executor: ThreadPoolExecutor) -> AsyncIterator[str]:
    """Consume a blocking iterator in a worker thread, yielding its items to the event loop as they come."""
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue[tuple[str, Any]] = asyncio.Queue()

    def pump() -> None:
        try:
            for item in iterator:
                loop.call_soon_threadsafe(queue.put_nowait, ("item", item))
        except BaseException as err:  # handed to the consumer
            loop.call_soon_threadsafe(queue.put_nowait, ("error", err))
        else:
            loop.call_soon_threadsafe(queue.put_nowait, ("done", None))

    loop.run_in_executor(executor, pump)
    while True:
        kind, value = await queue.get()
        if kind == "item":
            yield value
        elif kind == "error":
            raise value
        else:
            return
