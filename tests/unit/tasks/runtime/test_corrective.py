"""The corrective pipeline over a real tiny index and real evaluators: routing with fallback and session reuse, the
candidate pool, the correction step (when it runs, what it records, how it fuses), the evidence list, the
versions' validity at the as-of date, and loading a pipeline from a data root."""

from __future__ import annotations

import argparse
import json
import time
from datetime import date
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from models.retrieval.counterfactual import counterfactual_query, extract_claim
from models.text import normalise_text
from tasks.runtime.corrective import _distinct, open_pipeline
from tasks.runtime.index_store import current_version
from tests.unit.tasks.ingest import copies
from tests.unit.tasks.runtime.tiny_index import MANUAL, NEW_POLICY, OLD_POLICY, QUERIES, TODAY, ZH_ARTICLE, doc_id

FEE_NOW = "How much is the warranty service fee per visit now?"
FEE_2021 = "What was the warranty service fee per visit in 2021?"
FEE = "What is the warranty service fee per visit?"
E42 = "What does error E42 mean on the HX-200?"
E42_AGAIN = "What is the E42 error code on an HX-200?"  # near-identical to E42
COMPARE = "Compare the cooling capacity of the LS-40 and the LS-60"
ZH = "冷水机组冬季停机时应该怎么做？"
ASKED = [FEE_NOW, E42, COMPARE, ZH]


def ids(result) -> list[str]:
    return [record.chunk_id for record in result.evidence]


def passages(result) -> list[tuple[str, str]]:
    return [(record.document_version["doc_id"], normalise_text(record.text)) for record in result.evidence]


def sigmoid(value: float) -> float:
    return float(1.0 / (1.0 + np.exp(-value)))


# Correction is off by default (params.yaml `evaluators.correction.enabled`); the tests of the step turn it on.
CORRECTING = {"evaluators.correction.enabled": True}


@pytest.fixture(scope="module")
def always(runtime):
    """Every chunk is below the DCEE threshold (confidence ≤ weight < 1.0): each top-k chunk is corrected."""
    return runtime.pipeline(**{"evaluators.dcee.threshold": 1.0, "evaluators.correction.trigger_threshold": 1.0,
                                   **CORRECTING})


@pytest.fixture(scope="module")
def never(runtime):
    """No chunk is below the DCEE threshold 0.0: nothing is corrected."""
    return runtime.pipeline(**{"evaluators.dcee.threshold": 0.0})


@pytest.fixture(scope="module")
def answer(pipeline, always, never):
    """`answer(runner, query, k, correct)` for runner "default" | "always" | "never", each asked once per module
    (answers are deterministic; tests only read them)."""
    runners = {"default": pipeline, "always": always, "never": never}
    answers: dict[tuple, object] = {}

    def ask(runner: str, query: str, k: int | None = None, correct: bool | None = None):
        key = (runner, query, k, correct)
        if key not in answers:
            answers[key] = runners[runner].answer(query, today=TODAY, k=k, correct=correct)
        return answers[key]

    return ask


# ------------------------------------------------------------------ routing


def test_intent_below_the_threshold_falls_back_to_operation_and_is_flagged(runtime, pipeline) -> None:
    """A decision below `evaluators.intent.confidence_threshold` routes to operation guidance and says it fell
    back, keeping the classifier's own top intent and confidence; at or above it the top intent is routed."""
    strict = runtime.pipeline(**{"evaluators.intent.confidence_threshold": 1.0})
    lenient = runtime.pipeline(**{"evaluators.intent.confidence_threshold": 0.0})
    for query, intent in ((COMPARE, "comparison"), (E42, "fault")):
        unsure = strict.answer(query, today=TODAY, correct=False)
        sure = lenient.answer(query, today=TODAY, correct=False)
        assert unsure.intent["predicted"] == sure.intent["predicted"] == intent
        assert unsure.intent["predicted_confidence"] == pytest.approx(sure.intent["predicted_confidence"])
        assert unsure.intent | {"predicted_confidence": 0} == {
            "predicted": intent, "predicted_confidence": 0, "routed": "operation", "fell_back": True,
            "strategy": "operation"}
        assert (sure.intent["routed"], sure.intent["fell_back"]) == (intent, False)
    assert lenient.answer(COMPARE, today=TODAY, correct=False).intent["strategy"] == "comparison"
    # Fault diagnosis answers from the operation chunks.
    assert lenient.answer(E42, today=TODAY, correct=False).intent["strategy"] == "operation"

    threshold = pipeline.settings.evaluators.intent.confidence_threshold
    decided = pipeline.route(pipeline.featurizer.contexts([*ASKED, "zzz qqq"], TODAY))
    assert len(decided) == len(ASKED) + 1
    for decision, predicted in decided:
        assert decision.fell_back == (decision.confidence < threshold)
        assert decision.intent == ("operation" if decision.fell_back else predicted)
    assert {decision.fell_back for decision, _ in decided} == {True, False}


def test_a_session_reuses_its_decision_for_a_near_identical_query(runtime) -> None:
    """Within one session a near-identical follow-up (cosine above `session_similarity`) gets the previous routing
    decision; the same query in another session is routed on its own."""
    contexts = runtime.featurizer().contexts([E42, E42_AGAIN], TODAY)
    assert float(contexts[0].vector @ contexts[1].vector) > runtime.settings.evaluators.intent.session_similarity
    own = runtime.pipeline().answer(E42_AGAIN, today=TODAY, correct=False).intent
    pipeline = runtime.pipeline()
    first = pipeline.answer(E42, today=TODAY, session_id="s1", correct=False).intent
    assert own["predicted_confidence"] != first["predicted_confidence"]  # the classifier tells them apart

    follow_up = pipeline.answer(E42_AGAIN, today=TODAY, session_id="s1", correct=False).intent
    assert follow_up == first
    assert pipeline.answer(E42_AGAIN, today=TODAY, session_id="s2", correct=False).intent == own
    # The cache belongs to one pipeline (one serving worker).
    assert runtime.pipeline().answer(E42_AGAIN, today=TODAY, session_id="s1", correct=False).intent == own


def test_a_session_routes_a_different_query_or_an_expired_one_afresh(runtime) -> None:
    """A dissimilar query in the same session, or a similar one after `session_ttl_seconds`, is classified anew."""
    pipeline = runtime.pipeline()
    pipeline.answer(E42, today=TODAY, session_id="s1", correct=False)
    different = pipeline.answer(COMPARE, today=TODAY, session_id="s1", correct=False).intent
    assert different == runtime.pipeline().answer(COMPARE, today=TODAY, correct=False).intent
    assert different["routed"] == "comparison"

    expiring = runtime.pipeline(**{"evaluators.intent.session_ttl_seconds": 0.001})
    expiring.answer(E42, today=TODAY, session_id="s1", correct=False)
    time.sleep(0.01)
    assert (expiring.answer(E42_AGAIN, today=TODAY, session_id="s1", correct=False).intent
            == runtime.pipeline().answer(E42_AGAIN, today=TODAY, correct=False).intent)


def test_a_session_caches_query_and_counterfactual_embeddings_without_changing_the_answer(runtime) -> None:
    """With a session id, the query's and its counterfactual queries' embeddings are kept (keyed by session and
    text) and reused by the next question of that session: the answers equal those without a session. The cache is
    bounded (least recently used out) and off with size 0."""
    overrides = {"evaluators.dcee.threshold": 1.0, "evaluators.correction.trigger_threshold": 1.0,
                                   **CORRECTING}
    pipeline = runtime.pipeline(**overrides)
    alone = pipeline.answer(E42, today=TODAY)
    cached = [pipeline.answer(E42, today=TODAY, session_id="s1") for _ in range(2)]
    asked = [E42] + [record.correction["counterfactual_query"] for record in alone.evidence if record.correction]
    assert alone.corrected and len(asked) > 1
    embedder = pipeline.featurizer.embedder
    for text, vector in zip(asked, embedder.embed(asked)):
        assert np.allclose(pipeline._vectors.get(("s1", text)), vector, atol=1e-5)
    assert pipeline._vectors.get(("s2", E42)) is None
    for result in cached:
        assert ids(result) == ids(alone) and result.corrections == alone.corrections
        for mine, theirs in zip(result.evidence, alone.evidence):
            assert mine.scores == pytest.approx(theirs.scores, abs=1e-4)
            assert mine.correction == theirs.correction

    small = runtime.pipeline(**overrides, **{"evaluators.correction.session_embedding_cache": 2})
    small.answer(E42, today=TODAY, session_id="s1")
    assert len(small._vectors) == 2
    off = runtime.pipeline(**overrides, **{"evaluators.correction.session_embedding_cache": 0})
    assert ids(off.answer(E42, today=TODAY, session_id="s1")) == ids(alone) and len(off._vectors) == 0


# ------------------------------------------------------------------ scoring and the pool


def test_score_is_row_aligned_with_the_candidates(pipeline) -> None:
    """DCEE scores and ranker scores come one per candidate, and do not depend on the candidates' order."""
    context = pipeline.featurizer.contexts([FEE_NOW], TODAY)[0]
    decision, _ = pipeline.route([context])[0]
    pool = pipeline.featurizer.candidates(context)
    dcee, ranker, _ = pipeline._score(context, decision, pool)
    assert ranker.shape == (len(pool),)
    assert all(len(dcee[key]) == len(pool) for key in ("semantic", "temporal", "confidence"))
    assert all(0.0 <= value <= pipeline.settings.evaluators.dcee.weight for value in dcee["confidence"])
    dcee_r, ranker_r, _ = pipeline._score(context, decision, pool[::-1])
    np.testing.assert_allclose(ranker_r, ranker[::-1], rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(dcee_r["confidence"], dcee["confidence"][::-1], atol=1e-6)


def test_distinct_keeps_each_passage_once_at_its_best_rank(pipeline) -> None:
    """The pool repeats a one-sentence document's passage in every strategy; `_distinct` keeps one chunk per
    (document, normalised text), the first in the given order, and drops no other passage."""
    context = pipeline.featurizer.contexts([FEE_NOW], TODAY)[0]
    pool = {c.chunk_id: c for c in pipeline.featurizer.candidates(context)}
    key = {chunk_id: (c.metadata["doc_id"], normalise_text(c.text)) for chunk_id, c in pool.items()}
    assert len(set(key.values())) < len(pool)  # the pool does hold repeated passages
    for order in (list(pool), list(pool)[::-1]):
        kept = _distinct(order, pool)
        assert len({key[c] for c in kept}) == len(kept) == len(set(key.values()))
        assert kept == [c for i, c in enumerate(order) if key[c] not in {key[o] for o in order[:i]}]


def test_routed_intent_filters_restrict_the_evidence_and_the_corrections(runtime) -> None:
    """The routed intent's metadata filters apply to the pool and to the counterfactual re-retrieval alike."""
    zh_only = runtime.pipeline({"operation": {"language": "zh"}}, **{
        "evaluators.intent.confidence_threshold": 1.0, "evaluators.dcee.threshold": 1.0,
        "evaluators.correction.trigger_threshold": 1.0,
                                   **CORRECTING})
    result = zh_only.answer(FEE_NOW, today=TODAY, k=20)
    assert result.intent["routed"] == "operation" and result.corrections > 0
    assert result.evidence and all(record.language == "zh" for record in result.evidence)
    found = [chunk for record in result.evidence if record.correction for chunk in record.correction["found"]]
    assert found and all(zh_only.featurizer.candidate_by_id(chunk).metadata["language"] == "zh" for chunk in found)


def test_a_filter_matching_nothing_gives_no_evidence(runtime) -> None:
    """When the routed intent's filters match no chunk the answer is an empty evidence list, not an error."""
    nothing = runtime.pipeline({"operation": {"source_type": "nonexistent"}},
                               **{"evaluators.intent.confidence_threshold": 1.0})
    result = nothing.answer(FEE_NOW, today=TODAY)
    assert result.evidence == [] and not result.corrected


# ------------------------------------------------------------------ the correction step


def test_only_the_passages_the_answer_cites_are_corrected(always, answer) -> None:
    """With every chunk below the threshold, the passages the answer would cite — the first
    `correction.cited_passages` in force at the as-of date — get one counterfactual re-retrieval each (up to
    `max_corrections`), no other passage does, and every evidence record says it was below the threshold."""
    correction = always.settings.evaluators.correction
    for query in ASKED:
        for k in (3, 100):
            plain, result = answer("always", query, k, correct=False), answer("always", query, k)
            assert result.corrected and 1 <= result.corrections <= min(correction.cited_passages,
                                                                       correction.max_corrections)
            in_force = {record.chunk_id for record in plain.evidence
                        if record.document_version["validity_at_as_of"] not in ("superseded", "not_yet_effective")}
            assert {record.chunk_id for record in result.evidence if record.corrected} <= in_force
            assert all(record.below_threshold for record in result.evidence)
            assert result.changed == (ids(result) != ids(plain))


def test_correction_off_by_setting_unless_asked(runtime) -> None:
    """`evaluators.correction.enabled: false` answers without correction; a caller asking for it (the evaluation,
    `correct=True`) still gets it."""
    off = runtime.pipeline(**{"evaluators.dcee.threshold": 1.0, "evaluators.correction.trigger_threshold": 1.0,
                              "evaluators.correction.enabled": False})
    assert not off.answer(ASKED[0], today=TODAY).corrected
    assert off.answer(ASKED[0], today=TODAY, correct=True).corrected


@pytest.mark.parametrize("trigger", [0.55, 0.3])
def test_only_chunks_below_the_trigger_threshold_are_corrected(runtime, trigger) -> None:
    """Only chunks whose DCEE confidence is below `correction.trigger_threshold` are re-retrieved (the DCEE threshold,
    0.55, still decides `below_threshold`); a chunk above the trigger is never a correction's source."""
    pipeline = runtime.pipeline(**{"evaluators.correction.trigger_threshold": trigger, **CORRECTING})
    threshold = pipeline.settings.evaluators.dcee.threshold
    cap = pipeline.settings.evaluators.correction.max_corrections
    seen_confident = seen_low = False
    for query in ASKED:
        plain = pipeline.answer(query, today=TODAY, correct=False)
        low = [record for record in plain.evidence if record.scores["confidence"] < trigger]
        seen_confident |= len(low) < len(plain.evidence)
        seen_low |= bool(low)
        result = pipeline.answer(query, today=TODAY)
        assert result.corrections <= min(len(low), cap)  # only low passages, and only those the answer cites
        assert low or result.corrections == 0
        sources = {record.chunk_id for record in result.evidence if record.corrected}
        sources |= {source for record in result.evidence for source in record.found_by}
        assert sources <= {record.chunk_id for record in low}
        for record in result.evidence:
            assert record.below_threshold == (record.scores["confidence"] < threshold)
    assert seen_confident and seen_low  # both cases occurred


def test_counterfactual_hits_come_from_other_documents_and_are_recorded(runtime, always, answer) -> None:
    """Each correction records the chunk's claim, the counterfactual query in the chunk's language and what it
    found: at most `counterfactual_top_k` chunks of the same strategy, never of the corrected chunk's document.
    A found chunk names its sources in `found_by`; one that was not in the pool enters as "counterfactual"."""
    small_pool = runtime.pipeline(**{"evaluators.dcee.threshold": 1.0, "evaluators.correction.trigger_threshold": 1.0,
                                     "evaluators.candidates_per_strategy": 2, **CORRECTING})
    top_k = always.settings.evaluators.correction.counterfactual_top_k
    entered = 0
    for pipeline in (always, small_pool):
        for query in ASKED:
            context = pipeline.featurizer.contexts([query], TODAY)[0]
            pool = {candidate.chunk_id for candidate in pipeline.featurizer.candidates(context)}
            result = answer("always", query, 100) if pipeline is always else pipeline.answer(query, today=TODAY, k=100)
            by_id = {record.chunk_id: record for record in result.evidence}
            corrected = [record for record in result.evidence if record.corrected]
            assert corrected
            for record in corrected:
                correction = record.correction
                assert correction["claim"] == extract_claim(record.text, query)
                assert correction["counterfactual_query"] == counterfactual_query(correction["claim"], record.language)
                assert len(correction["found"]) <= top_k
                for chunk in correction["found"]:
                    hit = pipeline.featurizer.candidate_by_id(chunk)
                    assert hit.metadata["doc_id"] != record.document_version["doc_id"]
                    assert hit.strategy == record.strategy
            for record in result.evidence:
                for source in record.found_by:
                    assert source not in by_id or record.chunk_id in by_id[source].correction["found"]
                if record.origin == "counterfactual":
                    entered += 1
                    assert record.found_by and record.chunk_id not in pool
                    assert not record.corrected  # only retrieved top-k chunks are corrected
                elif record.origin == "in_force_version":  # fetched by the version rule: it is in force then
                    assert pipeline.featurizer.validity(record.__dict__ | {"doc_id": record.document_version["doc_id"],
                                                                           "effective_date": None}, TODAY) == "in_force"
                else:
                    assert record.origin == "retrieved" and record.chunk_id in pool
    assert entered  # some counterfactual hit was outside the pool


def test_a_chinese_chunk_gets_a_chinese_counterfactual_query(always) -> None:
    """The counterfactual query is worded in the corrected chunk's language, whatever the query's."""
    context = always.featurizer.contexts([FEE_NOW], TODAY)[0]
    decision, _ = always.route([context])[0]
    chunks = always.featurizer.version.strategy("operation").chunks
    zh = always.featurizer.candidate_by_id(str(chunks.loc[chunks["source_path"] == ZH_ARTICLE, "chunk_id"].iloc[0]))
    en = always.featurizer.candidate_by_id(str(chunks.loc[chunks["source_path"] == MANUAL, "chunk_id"].iloc[0]))
    found = always._counterfactual(context, decision, [zh, en], None)
    assert set(found) == {zh.chunk_id, en.chunk_id}
    assert found[zh.chunk_id][1].startswith("与'") and found[en.chunk_id][1].startswith("authoritative view")
    for source in (zh, en):
        claim, query, hits = found[source.chunk_id]
        assert claim and claim in query and 0 < len(hits) <= always.settings.evaluators.correction.counterfactual_top_k
        assert all(hit.metadata["doc_id"] != source.metadata["doc_id"] for hit in hits)
    english_only = always._counterfactual(context, decision, [zh], {"language": "en"})
    assert all(hit.metadata["language"] == "en" for hit in english_only[zh.chunk_id][2])


def test_corrected_scores_fuse_original_and_counterfactual_probabilities(always, answer) -> None:
    """The final score is 0.6 × the ranker probability for a retrieved chunk plus 0.4 × it when a counterfactual
    query found the chunk; the evidence is in final-score order."""
    correction = always.settings.evaluators.correction
    for query in ASKED:
        result = answer("always", query, 100)
        for record in result.evidence:
            probability = sigmoid(record.scores["ranker"])
            expected = (correction.original_weight * probability * (record.origin == "retrieved")
                        + correction.counterfactual_weight * probability * bool(record.found_by))
            if record.origin == "in_force_version":  # fetched after the correction: its own probability
                expected = probability
            assert record.scores["final"] == pytest.approx(expected, abs=1e-5)
        # Final-score order, except where the version rule put a version in force ahead of an out-of-window one, or
        # the named-body rule (fusion.named_first) put the documents naming what the question names first: within
        # each of those two groups of unversioned documents, the order is the final score's.
        names = always.featurizer.named(query)
        pool = {c.chunk_id: c for c in always.featurizer.candidates(always.featurizer.contexts([query], TODAY)[0])}
        for naming in (True, False):
            finals = [record.scores["final"] for record in result.evidence
                      if record.document_version["versions_known"] == 1 and record.chunk_id in pool
                      and bool(names & always.featurizer.document_names(pool[record.chunk_id])) == naming]
            assert finals == sorted(finals, reverse=True)


def test_confident_chunks_are_not_corrected(answer) -> None:
    """With the threshold at 0.0 nothing is corrected: the evidence is the ranker's order, unchanged."""
    for query in ASKED:
        result = answer("never", query)
        assert (result.corrected, result.changed, result.corrections) == (False, False, 0)
        assert ids(result) == ids(answer("never", query, correct=False))
        for record in result.evidence:
            assert (record.origin, record.corrected, record.correction, record.found_by) == ("retrieved", False, None, [])
            assert not record.below_threshold


def test_correct_false_runs_no_correction(answer) -> None:
    """`correct=False` skips the correction even when every chunk is below the threshold: the evidence is the
    plain ranking, scored with the ranker's probability."""
    for query in ASKED:
        result = answer("always", query, correct=False)
        assert (result.corrected, result.changed, result.corrections) == (False, False, 0)
        assert not any(record.corrected or record.found_by for record in result.evidence)
        assert all(record.origin == "retrieved" and record.below_threshold for record in result.evidence)
        assert ids(result) == ids(answer("never", query))
        for record in result.evidence:
            assert record.scores["final"] == pytest.approx(sigmoid(record.scores["ranker"]), abs=1e-5)


@pytest.mark.parametrize("cap", [0, 1, 2])
def test_max_corrections_bounds_the_corrections_top_ranked_first(runtime, cap) -> None:
    """At most `max_corrections` chunks are re-retrieved, and they are the best-ranked ones in force."""
    pipeline = runtime.pipeline(**{"evaluators.dcee.threshold": 1.0, "evaluators.correction.trigger_threshold": 1.0,
                                   "evaluators.correction.max_corrections": cap, **CORRECTING})
    for query in (FEE_NOW, E42):
        plain = pipeline.answer(query, today=TODAY, k=100, correct=False)
        result = pipeline.answer(query, today=TODAY, k=100)
        assert result.corrections == cap and result.corrected == bool(cap)
        sources = {record.chunk_id for record in result.evidence if record.corrected}
        sources |= {source for record in result.evidence for source in record.found_by}
        in_force = [record.chunk_id for record in plain.evidence
                    if record.document_version["validity_at_as_of"] not in ("superseded", "not_yet_effective")]
        assert sources <= set(in_force[:cap]) and len(sources) <= cap  # the cited ones: the best-ranked in force


# ------------------------------------------------------------------ the evidence list


@pytest.mark.parametrize("runner, correct", [("always", True), ("default", False)])
def test_evidence_has_no_repeated_passage_and_at_most_k_items(pipeline, answer, runner, correct) -> None:
    """Whatever k, the evidence holds at most k records, ranked 1..n, with no (document, normalised text) twice,
    although the pool repeats passages across strategies; without k it holds `evidence_k`. Uncorrected, it is the
    pool's distinct passages cut at k."""
    for query in ASKED:
        context = pipeline.featurizer.contexts([query], TODAY)[0]
        distinct = {(c.metadata["doc_id"], normalise_text(c.text)) for c in pipeline.featurizer.candidates(context)}
        for k in (3, 100):
            result = answer(runner, query, k, correct)
            assert 1 <= len(result.evidence) <= k
            if not correct:  # plus what the version rule fetched (a version in force the pool lacked)
                fetched = sum(record.origin == "in_force_version" for record in result.evidence)
                assert len(result.evidence) == min(k, len(distinct) + fetched)
            assert len(set(passages(result))) == len(result.evidence)
            assert [record.rank for record in result.evidence] == list(range(1, len(result.evidence) + 1))
        assert len(answer(runner, query, None, correct).evidence) == pipeline.settings.evaluators.evidence_k


def test_answer_many_gives_the_same_evidence_as_answer_one_by_one(pipeline, answer) -> None:
    """Batching queries (one embedding call, one routing call) changes nothing about each query's answer."""
    batch = pipeline.answer_many(ASKED, today=TODAY)
    assert [result.query for result in batch] == ASKED
    for query, result in zip(ASKED, batch):
        alone = answer("default", query)
        assert ids(result) == ids(alone)
        assert (result.as_of, result.corrections, result.changed) == (alone.as_of, alone.corrections, alone.changed)
        assert result.intent["routed"] == alone.intent["routed"]
        for mine, theirs in zip(result.evidence, alone.evidence):
            assert mine.scores == pytest.approx(theirs.scores, abs=1e-4)
            assert (mine.origin, mine.corrected, mine.found_by) == (theirs.origin, theirs.corrected, theirs.found_by)


def test_answer_many_takes_a_reference_date_per_query(pipeline) -> None:
    """A list of reference dates resolves each query's "now" against its own date."""
    days = [date(2022, 6, 1), TODAY]
    results = pipeline.answer_many([FEE_NOW, FEE_NOW], today=days)
    assert [result.as_of for result in results] == [day.isoformat() for day in days]
    assert [result.anchor["reference_date"] for result in results] == [day.isoformat() for day in days]


@pytest.mark.parametrize("queries", [[""], ["   "], [FEE_NOW, "\t\n"]])
def test_an_empty_query_is_refused(pipeline, queries) -> None:
    """A blank query anywhere in the batch raises ValueError before anything is retrieved."""
    with pytest.raises(ValueError, match="empty"):
        pipeline.answer_many(queries, today=TODAY)
    if len(queries) == 1:
        with pytest.raises(ValueError, match="empty"):
            pipeline.answer(queries[0], today=TODAY)


def test_the_as_of_argument_wins_over_the_query_anchor(pipeline) -> None:
    """"in 2021" anchors the query at 2021-12-31, where the 2021 policy is in force; an `as_of` given by the caller
    replaces that anchor (confidence 1.0), and the same policy is then superseded."""
    own = pipeline.answer(FEE_2021, today=TODAY, k=20, correct=False)
    assert own.as_of == "2021-12-31" and own.anchor["kind"] == "year"
    pinned = pipeline.answer(FEE_2021, today=TODAY, as_of=date(2025, 1, 1), k=20, correct=False)
    assert pinned.as_of == "2025-01-01"
    assert (pinned.anchor["kind"], pinned.anchor["confidence"]) == ("explicit_date", 1.0)

    def validity(result) -> str:
        return next(record.document_version["validity_at_as_of"] for record in result.evidence
                    if record.document_version["doc_id"] == doc_id(OLD_POLICY))

    assert (validity(own), validity(pinned)) == ("in_force", "superseded")


def test_a_superseded_version_is_marked_and_ranked_below_its_successor(pipeline) -> None:
    """As of a date after the 2024 policy took effect, the 2021 policy's record says superseded (valid until the
    day before, successor named), scores low on time and ranks below the 2024 one; as of a date inside its own
    window it is in force, the 2024 one not yet effective, and the order turns round."""
    def records(as_of: date) -> tuple:
        result = pipeline.answer(FEE, today=TODAY, as_of=as_of, k=20, correct=False)
        by_doc = {record.document_version["doc_id"]: record for record in reversed(result.evidence)}  # best per doc
        return by_doc[doc_id(OLD_POLICY)], by_doc[doc_id(NEW_POLICY)]

    old, new = records(date(2025, 1, 1))
    group = "warranty service fee policy"
    assert old.document_version == {
        "doc_id": doc_id(OLD_POLICY), "effective_date": "2021-01-01", "last_updated": "2021-01-01",
        "valid_from": "2021-01-01", "valid_until": "2024-03-31", "validity_at_as_of": "superseded",
        "versions_known": 2, "version_group": group, "predecessor": None, "successor": doc_id(NEW_POLICY),
        "start_cue": "effective_date", "end_cue": "successor_start", "linked_by": None}
    assert new.document_version == {
        "doc_id": doc_id(NEW_POLICY), "effective_date": "2024-04-01", "last_updated": "2024-04-01",
        "valid_from": "2024-04-01", "valid_until": None, "validity_at_as_of": "in_force", "versions_known": 2,
        "version_group": group, "predecessor": doc_id(OLD_POLICY), "successor": None, "start_cue": "effective_date",
        "end_cue": None, "linked_by": f"same_title: {group}"}
    assert old.scores["temporal"] < 0.5 < new.scores["temporal"]
    assert new.rank < old.rank

    old, new = records(date(2022, 6, 1))
    assert old.document_version["validity_at_as_of"] == "in_force"
    assert new.document_version["validity_at_as_of"] == "not_yet_effective"
    assert old.scores["temporal"] > new.scores["temporal"]
    assert old.rank < new.rank


@pytest.mark.parametrize(("as_of", "stale", "in_force"), [
    (date(2025, 1, 1), OLD_POLICY, NEW_POLICY),  # the 2021 version is superseded then
    (date(2022, 6, 1), NEW_POLICY, OLD_POLICY),  # the 2024 version is not yet in force then
])
def test_the_version_in_force_is_fetched_and_put_before_an_out_of_window_one(pipeline, as_of, stale, in_force) -> None:
    """The rule after the ranker: when only an out-of-window version ranks, the version in force at the as-of date
    is fetched from the index (origin "in_force_version", scored like any candidate) and put in front of it."""
    featurizer = pipeline.featurizer
    context = featurizer.with_as_of(featurizer.contexts([FEE], TODAY)[0], as_of)
    decision, _ = pipeline.route([context])[0]
    stale_hit = featurizer.search(context.vector, context.query, "operation", 1, {"doc_id": doc_id(stale)})[0]
    pool = {stale_hit.chunk_id: stale_hit}
    scores = {stale_hit.chunk_id: {"final": 0.9}}
    origin = {stale_hit.chunk_id: "retrieved"}
    order = pipeline._in_force_first(context, decision, [stale_hit.chunk_id], 5, pool, scores, origin, None)
    assert len(order) == 2 and order[1] == stale_hit.chunk_id
    fetched = pool[order[0]]
    assert fetched.metadata["doc_id"] == doc_id(in_force) and origin[order[0]] == "in_force_version"
    assert set(scores[order[0]]) == {"ranker", "semantic", "temporal", "confidence", "final"}
    # An in-window chunk already ahead is left alone: nothing is fetched twice.
    assert pipeline._in_force_first(context, decision, order, 5, pool, scores, origin, None) == order


def test_a_record_without_versions_carries_its_chunk_metadata(pipeline) -> None:
    """A manual chunk has no validity window ("unknown", one version known) and the record carries its source
    path, title, page, strategy, language and all scores."""
    result = pipeline.answer(E42, today=TODAY, correct=False)
    record = next(record for record in result.evidence if record.source_path == MANUAL)
    assert record.document_version == {
        "doc_id": doc_id(MANUAL), "effective_date": None, "last_updated": "2023-05-01", "valid_from": None,
        "valid_until": None, "validity_at_as_of": "unknown", "versions_known": 1, "version_group": None,
        "predecessor": None, "successor": None, "start_cue": None, "end_cue": None, "linked_by": None}
    assert (record.title, record.page, record.language) == ("HX-200 Operation Manual", 1, "en")
    assert all(record.source_paths == [record.source_path] for record in result.evidence)  # one name each here
    assert record.strategy == pipeline.featurizer.candidate_by_id(record.chunk_id).strategy
    assert set(record.scores) == {"final", "ranker", "semantic", "temporal", "confidence", "hybrid", "dense", "bm25"}


def test_the_result_is_json_serialisable(runtime, answer) -> None:
    """`to_dict()` survives a JSON round trip (serving returns it as is), with the models' and index's versions."""
    result = answer("always", ZH)
    payload = json.loads(json.dumps(result.to_dict(), ensure_ascii=False))
    assert payload["query"] == ZH and payload["as_of"] == TODAY.isoformat()
    assert payload["corrected"] and payload["corrections"] == result.corrections
    assert [record["chunk_id"] for record in payload["evidence"]] == ids(result)
    assert any(record["correction"] for record in payload["evidence"])
    assert payload["model_versions"] == runtime.evaluators.versions
    assert payload["index_version"] == current_version(runtime.paths)
    assert all(isinstance(value, float) and value >= 0 for value in payload["seconds"].values())


@pytest.fixture(scope="module")
def copies_pipeline(runtime, testdata, tmp_path_factory):
    """A real PDF under two names and another one, ingested (OCR off) and indexed by the real stages, answered by the
    runtime's evaluators."""
    from tasks.core.paths import DataPaths
    from tasks.embed import stage as embed
    from tasks.ingest import stage as ingest
    from tasks.runtime.corrective import CorrectivePipeline
    from tasks.runtime.evidence import open_featurizer
    from tests.unit.tasks.runtime.tiny_index import runtime_settings

    root = tmp_path_factory.mktemp("copies")
    source = copies.place(testdata, root / "share", copies.FIRST, copies.SECOND, copies.OTHER)
    paths = DataPaths(root / "data")
    settings = runtime_settings(paths, **{"ingest.source": str(source), "ingest.ocr.enabled": False})
    ingest.run(settings, paths, progress=False)
    embed.run(settings, paths, progress=False)
    return CorrectivePipeline(settings, open_featurizer(settings, paths), runtime.evaluators)


def test_evidence_from_a_file_stored_under_two_names_names_both(copies_pipeline, capsys) -> None:
    """The evidence record of a document held by two byte-identical files carries both paths (canonical first),
    the passage appears once, and `ragops query`'s line (its merged evidence) names both."""
    from tasks.cli import _print_human, query_report

    result = copies_pipeline.answer(copies.TRANSCRIPT_QUERY, today=TODAY)
    transcript = [record for record in result.evidence if copies.FIRST in record.source_paths]
    assert transcript
    assert all(record.source_path == copies.FIRST and record.source_paths == [copies.FIRST, copies.SECOND]
               for record in transcript)
    assert len({normalise_text(record.text) for record in result.evidence}) == len(result.evidence)
    payload = json.loads(json.dumps(query_report(copies_pipeline, copies.TRANSCRIPT_QUERY, TODAY)))
    shown = [item for item in payload["evidence"] if item["source_path"] == copies.FIRST]
    assert shown and all(item["source_paths"] == [copies.FIRST, copies.SECOND] for item in shown)
    rank = shown[0]["rank"]
    _print_human(argparse.Namespace(command="query"), payload)
    printed = capsys.readouterr().out
    assert f"\n{rank}. {copies.FIRST} (also {copies.SECOND}) p.1 " in "\n" + printed
    assert f"{copies.OTHER} (also" not in printed  # one name: printed as before


# ------------------------------------------------------------------ open_pipeline


def save_local(name: str, model: Any, target: Path, example: Any = None) -> None:
    """`model` saved as `target` in the format `register` logs (its flavor, signature and pins), without a run or a
    registry: the local copy `ragops train` leaves under `<data_root>/evaluators/`, made from in-memory models."""
    from tasks.core.registry import _FLAVORS

    with _FLAVORS[name](model, example) as (flavor, arguments):
        flavor.save_model(path=str(target), **arguments)


def test_open_pipeline_loads_the_current_index_and_local_evaluators(runtime, pipeline, answer) -> None:
    """Saved in MLflow's model format under the data root, the evaluators load back through `open_pipeline(local=
    True)` over the CURRENT index and answer exactly as the in-memory ones."""
    from tasks.core.registry import DCEE, INTENT, RANKER

    evaluators, folder = runtime.evaluators, runtime.paths.evaluators_dir
    context = pipeline.featurizer.contexts([FEE_NOW], TODAY)[0]
    pool = pipeline.featurizer.candidates(context)
    rows = pipeline.featurizer.ranker_rows(context, "operation", 0.9, pool, evaluators.dcee.scores(
        *pipeline.featurizer.dcee_inputs(context, pool)))
    save_local(DCEE, evaluators.dcee, folder / DCEE)
    save_local(INTENT, evaluators.intent, folder / INTENT, [row["query"] for row in QUERIES])
    save_local(RANKER, evaluators.ranker, folder / RANKER, rows[:5])

    opened = open_pipeline(runtime.settings, runtime.paths, local=True)
    assert opened.evaluators.versions == {DCEE: "local", INTENT: "local", RANKER: "local"}
    assert opened.featurizer.version.version == current_version(runtime.paths)
    for query in (FEE_NOW, ZH):
        mine, theirs = opened.answer(query, today=TODAY), answer("default", query)
        assert ids(mine) == ids(theirs) and mine.intent["routed"] == theirs.intent["routed"]
        for a, b in zip(mine.evidence, theirs.evidence):
            assert a.scores == pytest.approx(b.scores, abs=1e-5)


def test_open_pipeline_without_registered_evaluators_says_to_train(runtime) -> None:
    """With no registered model versions in the data root's registry, opening fails with a FileNotFoundError that
    says to run `ragops train`."""
    with pytest.raises(FileNotFoundError, match="ragops train"):
        open_pipeline(runtime.settings, runtime.paths)


def test_names_no_passage_mentions_are_reported_as_unknown_subjects(pipeline) -> None:
    """A question about a product or a body the index never mentions carries its names (serving answers not_found);
    one about what the index holds carries none."""
    assert pipeline.answer("What does error E42 mean on the HX-900?", today=TODAY).unknown_subjects == ["HX-900"]
    assert pipeline.answer("青川市冷水机组冬季停机时应该怎么做？", today=TODAY).unknown_subjects == ["青川"]
    assert pipeline.answer(E42, today=TODAY).unknown_subjects == []
