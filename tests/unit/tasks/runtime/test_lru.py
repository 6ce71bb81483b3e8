"""The bounded mapping serving keeps per-request results in (`tasks.runtime.lru`)."""

from __future__ import annotations

from tasks.runtime.evidence import CHUNK_TERMS_KEPT
from tasks.runtime.lru import LruCache
from tests.unit.tasks.runtime.tiny_index import TODAY


def test_lru_cache_keeps_the_most_recently_used() -> None:
    cache = LruCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    assert cache.get("a") == 1  # "a" is now the most recent
    cache.put("c", 3)
    assert (cache.get("a"), cache.get("b"), cache.get("c"), len(cache)) == (1, None, 3, 2)


def test_a_featurizer_keeps_a_bounded_number_of_chunks_tokens(featurizer) -> None:
    context = featurizer.contexts(["How much is the warranty service fee per visit now?"], TODAY)[0]
    pool = featurizer.candidates(context)
    terms = [featurizer._terms(candidate) for candidate in pool]
    assert terms and all(terms) and len(featurizer._chunk_terms) <= CHUNK_TERMS_KEPT
    assert featurizer._chunk_terms.maxsize == CHUNK_TERMS_KEPT
    assert featurizer._terms(pool[0]) is terms[0]  # met again: the kept list, not a new tokenisation
