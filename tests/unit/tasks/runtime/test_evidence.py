"""The evidence featurizer over a real tiny index: query contexts, the candidate pool and its filters, chunks by
id, the DCEE inputs, the version lineage and validity, the reference date and date parsing."""

from __future__ import annotations

import json
from datetime import date

import numpy as np
import pytest

from models.evidence.dcee import dcee_temporal_feature_names
from models.evidence.relevance import SEMANTIC_FEATURES
from models.vocabulary import STRATEGIES
from tasks.core.settings import load_settings
from tasks.runtime.evidence import parse_date, reference_date
from tests.unit.tasks.runtime.tiny_index import (
    DOCUMENTS,
    FORUM,
    NEW_POLICY,
    OLD_POLICY,
    TODAY,
    ZH_ARTICLE,
    doc_id,
    runtime_settings,
)

AFTER_SUCCESSOR = date(2025, 1, 1)  # the 2024 policy is in force, the 2021 one superseded
INSIDE_OLD_WINDOW = date(2022, 6, 1)  # the 2021 policy is in force, the 2024 one not yet


def chunk_of(featurizer, source_path: str, strategy: str = "operation", ordinal: int = 0):
    """The candidate for one chunk of the tiny corpus, looked up through `candidate_by_id`."""
    chunks = featurizer.version.strategy(strategy).chunks
    row = chunks[(chunks["source_path"] == source_path) & (chunks["ordinal"] == ordinal)]
    return featurizer.candidate_by_id(str(row["chunk_id"].iloc[0]))


def temporal_column(featurizer, temporal_x: np.ndarray, name: str) -> np.ndarray:
    return temporal_x[:, dcee_temporal_feature_names(featurizer.document_types).index(name)]


# ------------------------------------------------------------------ contexts


def test_contexts_anchor_language_and_embedding_per_query(featurizer) -> None:
    """Each query gets its own language, as-of date (present words -> today, a year -> its last day, nothing ->
    today with lower confidence) and a unit-length embedding; one context per query, in order."""
    queries = ["How much is the warranty service fee per visit now?",
               "What was the warranty service fee per visit in 2021?",
               "冷水机组冬季停机时应该怎么做？",
               "warranty fee per visit"]
    contexts = featurizer.contexts(queries, TODAY)
    assert [context.query for context in contexts] == queries
    assert [context.language for context in contexts] == ["en", "en", "zh", "en"]
    assert [context.anchor.as_of for context in contexts] == [TODAY, date(2021, 12, 31), TODAY, TODAY]
    assert contexts[3].anchor.confidence < contexts[0].anchor.confidence  # no anchor: today, but unsure
    for context in contexts:
        assert context.today == TODAY
        assert context.vector.shape == (featurizer.embedder.dimension,)
        assert np.linalg.norm(context.vector) == pytest.approx(1.0, abs=1e-5)


def test_contexts_take_one_reference_date_per_query(featurizer) -> None:
    """A list of dates gives each query its own reference date: "now" resolves against its own day."""
    days = [date(2022, 3, 1), date(2024, 9, 30)]
    contexts = featurizer.contexts(["What is the fee now?", "What is the fee now?"], days)
    assert [context.today for context in contexts] == days
    assert [context.anchor.as_of for context in contexts] == days


def test_with_as_of_pins_the_date_and_keeps_the_query(featurizer) -> None:
    """A caller's as-of date replaces the query's own anchor with full confidence; query, language, entities and
    embedding are unchanged."""
    context = featurizer.contexts(["What was the warranty service fee per visit in 2021?"], TODAY)[0]
    pinned = featurizer.with_as_of(context, AFTER_SUCCESSOR)
    assert pinned.anchor.as_of == AFTER_SUCCESSOR and pinned.anchor.confidence == 1.0
    assert pinned.anchor.kind == "explicit_date"
    assert (pinned.query, pinned.language, pinned.entities) == (context.query, context.language, context.entities)
    assert np.array_equal(pinned.vector, context.vector)
    assert context.anchor.as_of == date(2021, 12, 31)  # the original is not modified


# ------------------------------------------------------------------ candidates


def test_pool_holds_candidates_per_strategy_hits_of_each_strategy(runtime, featurizer) -> None:
    """Tier 3: every strategy index contributes exactly `candidates_per_strategy` hits (ranked 1..k, best first),
    in strategy order; a smaller setting gives a smaller pool."""
    context = featurizer.contexts(["How much is the warranty service fee per visit now?"], TODAY)[0]
    k = runtime.settings.evaluators.candidates_per_strategy
    pool = featurizer.candidates(context)
    assert len(pool) == k * len(STRATEGIES)
    for number, strategy in enumerate(STRATEGIES):
        block = pool[number * k:(number + 1) * k]
        assert {candidate.strategy for candidate in block} == {strategy}
        assert [candidate.rank for candidate in block] == list(range(1, k + 1))
        assert all(candidate.list_length == k for candidate in block)
        scores = [candidate.hybrid_score for candidate in block]
        assert scores == sorted(scores, reverse=True)
    assert doc_id(NEW_POLICY) in {candidate.metadata["doc_id"] for candidate in pool[:k]}
    smaller = runtime.featurizer(runtime_settings(runtime.paths, **{"evaluators.candidates_per_strategy": 2}))
    assert len(smaller.candidates(context)) == 2 * len(STRATEGIES)


@pytest.mark.parametrize("filters, wanted", [
    ({"language": "zh"}, lambda meta: meta["language"] == "zh"),
    ({"source_type": ["wechat", "forum"]}, lambda meta: meta["source_type"] in ("wechat", "forum")),
    ({"source_type": "official", "language": "en"},
     lambda meta: meta["source_type"] == "official" and meta["language"] == "en"),
])
def test_filters_restrict_the_pool(featurizer, filters, wanted) -> None:
    """Metadata filters restrict every strategy's hits, and no matching chunk is lost to them (a filter never
    starves the list: each strategy returns min(k, matching chunks))."""
    context = featurizer.contexts(["How do I look after the chiller in winter?"], TODAY)[0]
    k = featurizer.settings.evaluators.candidates_per_strategy
    pool = featurizer.candidates(context, filters)
    assert pool and all(wanted(candidate.metadata) for candidate in pool)
    for strategy in STRATEGIES:
        chunks = featurizer.version.strategy(strategy).chunks
        matching = sum(wanted(row) for row in chunks.to_dict("records"))
        assert sum(candidate.strategy == strategy for candidate in pool) == min(k, matching)


def test_filters_that_match_nothing_give_an_empty_pool_and_unknown_keys_fail(featurizer) -> None:
    """A value no chunk has gives no candidates; a key that is not a metadata column is an error naming it."""
    context = featurizer.contexts(["warranty fee"], TODAY)[0]
    assert featurizer.candidates(context, {"source_type": "nonexistent"}) == []
    with pytest.raises(ValueError, match="colour"):
        featurizer.candidates(context, {"colour": "red"})


def test_candidate_by_id_finds_a_chunk_of_any_strategy(featurizer) -> None:
    """A labelled chunk id gives an unranked candidate carrying the chunk's own strategy, text and metadata; an
    unknown id gives None."""
    chunks = featurizer.version.strategy("trend").chunks
    row = chunks[chunks["source_path"] == ZH_ARTICLE].iloc[0]
    candidate = featurizer.candidate_by_id(str(row["chunk_id"]))
    assert candidate is not None
    assert (candidate.strategy, candidate.text, candidate.rank) == ("trend", row["text"], 1)
    assert candidate.metadata["doc_id"] == doc_id(ZH_ARTICLE) and candidate.metadata["language"] == "zh"
    assert candidate.metadata["source_type"] == "wechat" and candidate.metadata["last_updated"] == "2024-11-01"
    json.dumps(candidate.metadata)  # plain values only
    assert featurizer.candidate_by_id("f" * 24) is None


# ------------------------------------------------------------------ DCEE inputs


def test_dcee_inputs_are_row_aligned_and_reuse_the_stored_vectors(featurizer) -> None:
    """One semantic and one temporal row per candidate; the semantic cosine column is the retrieval's dense score
    (the stored chunk vector, not a re-embedding), the word overlap carries the Chinese query's terms, and the best
    candidate of the pool has gap 0 on every gap column."""
    context = featurizer.contexts(["冷水机组冬季停机时应该怎么做？"], TODAY)[0]
    pool = featurizer.candidates(context)
    semantic_x, temporal_x = featurizer.dcee_inputs(context, pool)
    column = {name: i for i, name in enumerate(SEMANTIC_FEATURES)}
    assert semantic_x.shape == (len(pool), len(SEMANTIC_FEATURES))
    assert temporal_x.shape == (len(pool), len(dcee_temporal_feature_names(featurizer.document_types)))
    np.testing.assert_allclose(semantic_x[:, column["cosine"]], [c.dense_score for c in pool], atol=1e-4)
    overlap = semantic_x[:, column["term_overlap"]]
    zh = [i for i, c in enumerate(pool) if c.metadata["doc_id"] == doc_id(ZH_ARTICLE)]
    en = [i for i, c in enumerate(pool) if c.metadata["language"] == "en"]
    assert zh and en and overlap[zh].max() > 0 and overlap[en].max() == 0
    assert semantic_x[:, column["cosine_gap"]].max() == pytest.approx(0.0)
    np.testing.assert_allclose(semantic_x[:, column["cosine_gap"]],
                               semantic_x[:, column["cosine"]] - semantic_x[:, column["cosine"]].max(), atol=1e-6)
    # The same candidates in another order give the same rows in that order.
    semantic_r, temporal_r = featurizer.dcee_inputs(context, pool[::-1])
    np.testing.assert_allclose(semantic_r, semantic_x[::-1], atol=1e-6)
    np.testing.assert_array_equal(temporal_r, temporal_x[::-1])
    # A passage scored after the pool (a correction's find) keeps its gap against the pool, not against itself.
    alone, _ = featurizer.dcee_inputs(context, pool[-1:], semantic_x)
    np.testing.assert_allclose(alone, semantic_x[-1:], atol=1e-6)


def test_dcee_inputs_of_no_candidates_are_empty_with_the_model_widths(featurizer, runtime) -> None:
    """An empty pool gives zero rows of the widths the DCEE expects (and the DCEE scores them as nothing)."""
    context = featurizer.contexts(["warranty fee"], TODAY)[0]
    semantic_x, temporal_x = featurizer.dcee_inputs(context, [])
    assert semantic_x.shape == (0, len(SEMANTIC_FEATURES))
    assert temporal_x.shape == (0, len(dcee_temporal_feature_names(featurizer.document_types)))
    assert len(runtime.evaluators.dcee.scores(semantic_x, temporal_x)["confidence"]) == 0


def test_lineage_chains_the_two_policy_versions_only(featurizer) -> None:
    """Titles that differ only in the year chain the two policies: the 2021 one is valid until the day before the
    2024 one takes effect and names it as successor; documents without another version have no lineage."""
    old, new = featurizer.lineage[doc_id(OLD_POLICY)], featurizer.lineage[doc_id(NEW_POLICY)]
    assert old.group == new.group and (old.n_versions, new.n_versions) == (2, 2)
    assert (old.position, new.position) == (0, 1)
    assert old.valid_until == date(2024, 3, 31) and old.successor == doc_id(NEW_POLICY)
    assert new.valid_until is None and new.successor is None
    assert set(featurizer.lineage) == {doc_id(OLD_POLICY), doc_id(NEW_POLICY)}
    assert len(DOCUMENTS) > 2


def test_superseded_version_is_marked_and_scored_low_after_its_successor(featurizer, runtime) -> None:
    """As of a date after the 2024 policy took effect, the 2021 policy's temporal row says superseded and the DCEE
    gives it a low temporal score (below the current version's); as of a date inside its own window it is in
    force and the 2024 one is not yet effective."""
    old, new = chunk_of(featurizer, OLD_POLICY), chunk_of(featurizer, NEW_POLICY)
    context = featurizer.contexts(["What is the warranty service fee per visit?"], TODAY)[0]
    late = featurizer.with_as_of(context, AFTER_SUCCESSOR)
    semantic_x, temporal_x = featurizer.dcee_inputs(late, [old, new])
    assert temporal_column(featurizer, temporal_x, "validity=superseded").tolist() == [1.0, 0.0]
    assert temporal_column(featurizer, temporal_x, "validity=in_force").tolist() == [0.0, 1.0]
    scores = runtime.evaluators.dcee.scores(semantic_x, temporal_x)
    assert scores["temporal"][0] < 0.5 < scores["temporal"][1]
    assert scores["confidence"][0] < scores["confidence"][1]

    early = featurizer.with_as_of(context, INSIDE_OLD_WINDOW)
    semantic_x, temporal_x = featurizer.dcee_inputs(early, [old, new])
    assert temporal_column(featurizer, temporal_x, "validity=in_force").tolist() == [1.0, 0.0]
    assert temporal_column(featurizer, temporal_x, "validity=not_yet_effective").tolist() == [0.0, 1.0]
    scores = runtime.evaluators.dcee.scores(semantic_x, temporal_x)
    assert scores["temporal"][0] > scores["temporal"][1]


def test_documents_without_a_stated_window_are_unknown_and_typed_by_path(featurizer) -> None:
    """A manual or forum post has no validity window ("unknown", never "superseded"), and its document type comes
    from its path (policy, forum_post, article for WeChat)."""
    forum, article, policy = chunk_of(featurizer, FORUM), chunk_of(featurizer, ZH_ARTICLE), chunk_of(featurizer,
                                                                                                       OLD_POLICY)
    context = featurizer.with_as_of(featurizer.contexts(["HX-200 E42"], TODAY)[0], AFTER_SUCCESSOR)
    _, temporal_x = featurizer.dcee_inputs(context, [forum, article])
    assert temporal_column(featurizer, temporal_x, "validity=unknown").tolist() == [1.0, 1.0]
    assert [featurizer.document_type(c) for c in (forum, article, policy)] == ["forum_post", "article", "policy"]


def test_ranker_rows_have_one_row_per_candidate(featurizer, runtime) -> None:
    """The ranker's feature matrix is row-aligned with the candidates, whatever the routed intent."""
    from models.retrieval.ranker_features import RANKER_FEATURES

    context = featurizer.contexts(["Compare the LS-40 and the LS-60"], TODAY)[0]
    pool = featurizer.candidates(context)
    dcee = runtime.evaluators.dcee.scores(*featurizer.dcee_inputs(context, pool))
    for intent in ("operation", "comparison", "trend", "fault"):
        rows = featurizer.ranker_rows(context, intent, 0.9, pool, dcee)
        assert rows.shape == (len(pool), len(RANKER_FEATURES)) and rows.dtype == np.float32


# ------------------------------------------------------------------ dates


def test_reference_date_prefers_settings_then_the_corpus_manifest_then_today(tmp_path) -> None:
    """`evaluators.reference_date` wins; without it the corpus manifest's reference_date; without that (or for a
    remote source) today."""
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "manifest.json").write_text(json.dumps({"reference_date": "2026-03-15"}), encoding="utf-8")
    stated = load_settings(overrides={"ingest.source": str(corpus), "evaluators.reference_date": "2024-01-02"})
    assert reference_date(stated) == date(2024, 1, 2)
    from_manifest = load_settings(overrides={"ingest.source": str(corpus), "evaluators.reference_date": None})
    assert reference_date(from_manifest) == date(2026, 3, 15)
    file_url = load_settings(overrides={"ingest.source": f"file://{corpus}", "evaluators.reference_date": None})
    assert reference_date(file_url) == date(2026, 3, 15)
    (corpus / "manifest.json").write_text(json.dumps({"documents": []}), encoding="utf-8")
    assert reference_date(from_manifest) == date.today()
    for source in (str(tmp_path / "absent"), "s3://bucket/corpus"):
        settings = load_settings(overrides={"ingest.source": source, "evaluators.reference_date": None})
        assert reference_date(settings) == date.today()


@pytest.mark.parametrize("value, expected", [
    (None, None),
    ("", None),
    ("2024-04-01", date(2024, 4, 1)),
    ("2024-04-01T08:30:00", date(2024, 4, 1)),
    (date(2021, 1, 1), date(2021, 1, 1)),
])
def test_parse_date(value, expected) -> None:
    """Chunk metadata dates (ISO strings, dates, missing values) become dates or None."""
    assert parse_date(value) == expected


def test_parse_date_rejects_text_that_is_not_a_date() -> None:
    """A malformed date is an error, not a silent None (it would make a version's window unknown)."""
    with pytest.raises(ValueError):
        parse_date("next spring")



def test_the_index_version_records_its_version_chains_and_ragops_lineage_prints_them(runtime, capsys) -> None:
    """The embed stage writes `lineage.json` into the index version (the two warranty policies, chained by their
    titles, each window with the cue behind it); `ragops lineage` reports the same chains of the CURRENT index."""
    import json

    from tasks.cli import main
    from tasks.runtime.index_store import current_dir
    from tests.unit.tasks.runtime.tiny_index import NEW_POLICY, OLD_POLICY

    recorded = json.loads((current_dir(runtime.paths) / "lineage.json").read_text(encoding="utf-8"))
    (chain,) = recorded["chains"].values()
    assert [item["source_path"] for item in chain] == [OLD_POLICY, NEW_POLICY]
    assert [(item["valid_from"], item["valid_until"]) for item in chain] == [("2021-01-01", "2024-03-31"),
                                                                              ("2024-04-01", None)]
    assert chain[0]["end_cue"] == "successor_start" and chain[1]["linked_by"].startswith("same_title")
    assert main(["--data-root", str(runtime.paths.root), "--json", "lineage"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["chains"] == recorded["chains"] and printed["links"] == recorded["links"]
