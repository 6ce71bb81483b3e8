"""Training pairs for DCEE (tasks/evaluators/pairs.py): validation folds that keep families whole, and the
answer-removed copies that teach the semantic head what a pool without the answer looks like."""

from __future__ import annotations

import numpy as np
import pytest

from models.evidence.relevance import PASSAGE_FEATURES, SEMANTIC_FEATURES, with_pool_gaps
from models.retrieval.ranker_features import Candidate
from tasks.evaluators.pairs import LabelledPairs, answer_removed, family_folds, family_of
from tasks.runtime.evidence import Pool


@pytest.mark.parametrize("row, family", [
    ({"phrasing": "blind8-a-en-1", "relevant_doc": "municipal/a.pdf"}, "blind8-a-en-1"),
    ({"phrasing": None, "relevant_doc": "official/manuals/hx-200.pdf"}, "official/manuals"),
    ({"relevant_doc": "top.pdf"}, "top.pdf"),
])
def test_family_of(row, family):
    assert family_of(row) == family


def test_family_folds_never_split_a_family():
    families = ["a", "b", "a", "c", "d", "b", "e", "a"]
    folds = family_folds(families, 3)
    assert sorted(np.concatenate(folds).tolist()) == list(range(len(families)))
    owners = [{families[i] for i in fold} for fold in folds]
    for one in range(len(owners)):
        for other in range(one + 1, len(owners)):
            assert not owners[one] & owners[other]
    assert all(np.array_equal(x, y) for x, y in zip(folds, family_folds(families, 3)))  # deterministic
    assert len(family_folds(["x", "x"], 3)) == 1  # one family: one fold


def _candidate(doc: str, i: int) -> Candidate:
    return Candidate(f"{doc}-{i}", "operation", i + 1, 4, 0.5, 0.5, 1.0, f"text {doc} {i}", {"doc_id": doc})


def test_answer_removed_drops_every_answering_document_and_recomputes_the_gaps():
    candidates = [_candidate("right", 0), _candidate("right", 1), _candidate("old-version", 0), _candidate("other", 0)]
    passage = np.zeros((4, len(PASSAGE_FEATURES)), dtype=np.float32)
    passage[:, PASSAGE_FEATURES.index("cosine")] = [0.9, 0.6, 0.8, 0.4]
    pool = Pool(context=None, candidates=candidates, semantic_x=with_pool_gaps(passage),  # type: ignore[arg-type]
                temporal_x=np.arange(8, dtype=np.float32).reshape(4, 2))
    pairs = LabelledPairs(pools=[pool], query_ids=["q1"], families=["fam"], semantic_y=[1.0, 0.0, 1.0, 0.0],
                          temporal_y=[1.0, 1.0, 0.0, 1.0], temporal_mask=[True] * 4, relevance=[1.0, 0, 0, 0],
                          weights=[1.0] * 4)

    removed = answer_removed(pairs)

    assert [c.metadata["doc_id"] for c in removed.pools[0].candidates] == ["other"]
    assert removed.semantic_y == [0.0] and removed.families == ["fam"] and removed.query_ids == ["q1:answer_removed"]
    assert removed.temporal_y == [1.0] and removed.relevance == [0.0]
    gap = removed.pools[0].semantic_x[0, SEMANTIC_FEATURES.index("cosine_gap")]
    assert gap == pytest.approx(0.0)  # the best of what is left, no longer 0.5 behind the answer
    np.testing.assert_array_equal(removed.pools[0].temporal_x, [[6.0, 7.0]])

