"""Micro-batching (serving/batching.py): questions queued while a batch runs are answered by the next call together,
grouped by what one pipeline call can share; a failing call fails its own questions only; a closed batcher answers
what was queued and then, in the caller's thread, what comes late; other work (`call`) runs on the same thread between
batches. The pipeline here is the batcher's `run` callable, recording the groups it is given; the real pipeline
behind it is tested in test_batched_answers below."""

from __future__ import annotations

import threading
from datetime import date

import pytest

from serving.batching import MicroBatcher, Question

TODAY = date(2026, 12, 5)


class Recorder:
    """A `run` that holds its first call until released, and records every group's questions."""

    def __init__(self, fail_on: str | None = None) -> None:
        self.groups: list[list[str]] = []
        self.threads: set[str] = set()
        self.started, self.release = threading.Event(), threading.Event()
        self.fail_on = fail_on

    def __call__(self, questions: list[Question]) -> list[str]:
        self.groups.append([q.query for q in questions])
        self.threads.add(threading.current_thread().name)
        self.started.set()
        self.release.wait(10)
        if self.fail_on in [q.query for q in questions]:
            raise RuntimeError(f"index unreadable while answering {self.fail_on}")
        return [f"answer to {q.query}" for q in questions]


def ask(batcher: MicroBatcher, query: str, as_of: date | None = None, k: int = 5, session: str | None = None):
    return batcher.submit(Question(query, TODAY, as_of, k, session))


def test_questions_queued_behind_a_running_batch_are_answered_together_each_with_its_own_answer():
    run = Recorder()
    batcher = MicroBatcher(run, max_size=8, wait_ms=0)
    first = ask(batcher, "q0")
    assert run.started.wait(5)
    later = [ask(batcher, f"q{i}") for i in range(1, 5)]
    run.release.set()
    assert first.result(5) == "answer to q0"
    assert [f.result(5) for f in later] == [f"answer to q{i}" for i in range(1, 5)]
    assert run.groups == [["q0"], ["q1", "q2", "q3", "q4"]]
    assert run.threads == {"micro-batch"}  # one thread calls the pipeline


def test_a_batch_holds_max_size_questions_and_only_those_one_call_can_share():
    run = Recorder()
    batcher = MicroBatcher(run, max_size=3, wait_ms=0)
    ask(batcher, "hold")
    assert run.started.wait(5)
    futures = [ask(batcher, "a"), ask(batcher, "b", as_of=date(2021, 12, 31)), ask(batcher, "c"),
               ask(batcher, "d", session="s1"), ask(batcher, "e", session="s1"), ask(batcher, "f", k=3)]
    run.release.set()
    assert [f.result(5) for f in futures] == [f"answer to {q}" for q in "abcdef"]
    # Batches of at most 3 in arrival order, each split by (as_of, k, session); a session's questions go alone.
    assert run.groups == [["hold"], ["a", "c"], ["b"], ["d"], ["e"], ["f"]]


def test_a_failing_call_fails_its_own_questions_and_the_batcher_goes_on():
    run = Recorder(fail_on="bad")
    batcher = MicroBatcher(run, max_size=8, wait_ms=0)
    ask(batcher, "hold")
    assert run.started.wait(5)
    bad, other = ask(batcher, "bad"), ask(batcher, "fine", k=3)
    run.release.set()
    with pytest.raises(RuntimeError, match="index unreadable while answering bad"):
        bad.result(5)
    assert other.result(5) == "answer to fine"
    assert ask(batcher, "after").result(5) == "answer to after"


def test_a_closed_batcher_answers_what_was_queued_then_late_questions_in_the_callers_thread():
    run = Recorder()
    batcher = MicroBatcher(run, max_size=8, wait_ms=0, name="old-deployment")
    ask(batcher, "hold")
    assert run.started.wait(5)
    queued = ask(batcher, "queued")
    batcher.close()
    run.release.set()
    assert queued.result(5) == "answer to queued"
    late = ask(batcher, "late")  # took the deployment before the swap, reached retrieve after it
    assert late.done() and late.result() == "answer to late"
    assert run.threads == {"old-deployment", threading.current_thread().name}


def test_other_work_runs_on_the_pipelines_thread_between_batches_and_its_errors_reach_the_caller():
    run = Recorder()
    batcher = MicroBatcher(run, max_size=8, wait_ms=0, name="pipeline-owner")
    ask(batcher, "hold")
    assert run.started.wait(5)
    order: list[str] = []
    embedded = batcher.call(lambda: order.append(threading.current_thread().name) or "vectors")
    question = ask(batcher, "after")

    def broken() -> None:
        raise ValueError("tokenizer refused the text")

    failed = batcher.call(broken)
    assert not embedded.done()  # queued behind the running batch, not run beside it
    run.release.set()
    assert embedded.result(5) == "vectors" and order == ["pipeline-owner"]
    assert question.result(5) == "answer to after"
    with pytest.raises(ValueError, match="tokenizer refused the text"):
        failed.result(5)
    assert batcher.call(lambda: 42).result(5) == 42


def test_a_lone_question_waits_at_most_wait_ms_for_company():
    run = Recorder()
    run.release.set()
    batcher = MicroBatcher(run, max_size=8, wait_ms=50)
    assert ask(batcher, "alone").result(2) == "answer to alone"
    assert run.groups == [["alone"]]


@pytest.fixture(scope="module")
def runtime(tmp_path_factory):
    from tests.unit.tasks.runtime.tiny_index import build_runtime

    return build_runtime(tmp_path_factory.mktemp("batching_runtime"))


def test_batched_answers_are_the_answers_each_question_gets_alone(runtime):
    """The real pipeline behind a deployment: a batch of questions (one embedding pass, one routing pass, searches
    per strategy together) gives each question the evidence, scores and routing it gets when asked alone."""
    from datetime import UTC, datetime

    from serving.deployment import Deployment
    from serving.generation import generation_settings
    from tasks.core.deployment import DeploymentManifest
    from tests.unit.tasks.runtime.tiny_index import QUERIES
    from tests.unit.tasks.runtime.tiny_index import TODAY as RUNTIME_TODAY

    pipeline = runtime.pipeline()
    manifest = DeploymentManifest("d-batch", None, {"alias": "test"}, {}, source="manifest")
    deployment = Deployment("d-batch", manifest, pipeline, generation_settings(pipeline.settings.serving.generation, {}),
                            None, datetime.now(UTC).isoformat(), 0.0)
    queries = list(dict.fromkeys(row["query"] for row in QUERIES))[:6]
    assert len(queries) >= 4

    def view(result) -> tuple:
        evidence = [(item.chunk_id, round(item.scores["final"], 5)) for item in result.evidence]
        return (result.intent["routed"], result.as_of, evidence, [item.chunk_id for item in result.other_versions],
                result.corrections)

    alone = [view(deployment.answer_questions([Question(q, RUNTIME_TODAY, None, 5, None)])[0][0]) for q in queries]
    together = deployment.answer_questions([Question(q, RUNTIME_TODAY, None, 5, None) for q in queries])
    assert [view(result) for result, _ in together] == alone
    # And through the batcher, from several threads at once.
    futures = [deployment.batcher.submit(Question(q, RUNTIME_TODAY, None, 5, None)) for q in queries]
    assert [view(f.result(60)[0]) for f in futures] == alone
