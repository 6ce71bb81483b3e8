"""Fusing dense and sparse retrieval scores, and metadata filters for retrieval.

Pure functions over plain mappings: keys are whatever identifies a candidate (chunk id, row number). Keys
only need to be hashable and mutually orderable (all str, or all int), because ties are broken by key so the
same inputs always give the same ranking — a ranking that changes between runs makes evaluation noisy
and caches useless.

Why min-max for both sides in `fuse`: BM25 scores are unbounded and depend on the corpus and the query
length, so they have to be rescaled per query; min-max over the candidate set is the standard choice for
linear fusion. Dense cosines do have a fixed range, and (s + 1) / 2 would keep their absolute meaning, but
the candidates of one query sit in a narrow band (e.g. 0.35–0.60 for MiniLM), which (s + 1) / 2 maps to
0.68–0.80 while min-max spreads the BM25 side over 0–1. The sparse side would then decide almost every
ranking and `dense_weight` would not mean what it says. Min-max on both sides gives each a spread of
exactly 0–1, so the weight is an honest share. Its known costs: the worst candidate of each side
becomes 0 however good it was, and a lone candidate becomes 1.0. A candidate found by only one side gets
0 for the other, i.e. "no better than the worst the other side returned", which is what not being in its
top-k says. Absolute relevance belongs to the evaluators (DCEE), not to the fusion.

`reciprocal_rank_fusion` is the scale-free alternative: it uses ranks only, so it needs no normalisation
and no weight, at the price of ignoring how far apart the scores are.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Callable, Collection, Hashable, Mapping, Sequence
from typing import Any, TypeVar

from models.retrieval.bm25_tokens import tokenize

K = TypeVar("K", bound=Hashable)

# Filter values of these types mean "any of"; a str is iterable too but is one value.
_ANY_OF = (list, tuple, set, frozenset)


def _ranked(scores: Mapping[K, float]) -> list[tuple[K, float]]:
    """Best first; equal scores in key order (deterministic)."""
    return sorted(scores.items(), key=lambda item: (-item[1], item[0]))


def min_max(scores: Mapping[K, float]) -> dict[K, float]:
    """Rescale to [0, 1]: the best becomes 1.0 and the worst 0.0.

    All scores equal (including a single candidate) → 1.0 for each: they are all as good as the best, and
    0.0 would let a lone candidate vanish from a weighted sum. Empty → empty. A NaN or infinite score
    raises ValueError (it would make every other score NaN or 0).
    """
    for key, score in scores.items():
        if not math.isfinite(score):
            raise ValueError(f"score for {key!r} is not finite: {score!r}")
    if not scores:
        return {}
    low, high = min(scores.values()), max(scores.values())
    if high == low:
        return {key: 1.0 for key in scores}
    span = high - low
    return {key: (score - low) / span for key, score in scores.items()}


def fuse(dense: Mapping[K, float], sparse: Mapping[K, float], dense_weight: float) -> list[tuple[K, float]]:
    """Linear fusion: w · min_max(dense) + (1 − w) · min_max(sparse) over the union of candidates.

    A candidate missing from one side scores 0 on that side. At w = 1 the order is the dense order (sparse-
    only candidates trail with 0), at w = 0 the sparse order. Best first, ties by key. Raises ValueError
    unless 0 ≤ w ≤ 1.
    """
    if not 0.0 <= dense_weight <= 1.0:  # also rejects NaN
        raise ValueError(f"dense_weight must be within [0, 1], got {dense_weight!r}")
    dense_norm, sparse_norm = min_max(dense), min_max(sparse)
    fused = {
        key: dense_weight * dense_norm.get(key, 0.0) + (1.0 - dense_weight) * sparse_norm.get(key, 0.0)
        for key in {**dense_norm, **sparse_norm}
    }
    return _ranked(fused)


def reciprocal_rank_fusion(rankings: Sequence[Sequence[K]], k: int = 60) -> list[tuple[K, float]]:
    """RRF: score = Σ over rankings of 1 / (k + rank), rank starting at 1 (Cormack et al., 2009; k = 60).

    Each ranking is a sequence of keys, best first. A key repeated within one ranking counts once, at its
    best rank, and the keys after it move up (ranks count distinct keys). Best first, ties by key. Raises
    ValueError for k < 0.
    """
    if k < 0:
        raise ValueError(f"k must be >= 0, got {k!r}")
    fused: dict[K, float] = {}
    for ranking in rankings:
        # dict.fromkeys keeps the first (best) occurrence of each key and closes the gap after a repeat.
        for rank, key in enumerate(dict.fromkeys(ranking), start=1):
            fused[key] = fused.get(key, 0.0) + 1.0 / (k + rank)
    return _ranked(fused)


def matches(metadata: Mapping[str, Any], filters: Mapping[str, Any]) -> bool:
    """True when every filter holds for a chunk's metadata (filters are ANDed; no filters → True).

    A filter value that is a list, tuple, set or frozenset means "any of" (an empty one matches nothing);
    any other value, None included, must equal the metadata value. A filter key the metadata lacks → False:
    a chunk whose model or region is unknown must not pass a filter on model or region. List-valued
    metadata is compared by equality, not membership. Callers loading metadata through pandas should turn
    NaN into None first (NaN equals nothing). Raises ValueError for an empty or non-string key.
    """
    for key in filters:
        if not isinstance(key, str) or not key:
            raise ValueError(f"filter keys must be non-empty strings, got {key!r}")
    for key, wanted in filters.items():
        if key not in metadata:
            return False
        value = metadata[key]
        if isinstance(wanted, _ANY_OF):
            # Compare one by one rather than `value in wanted`: metadata values need not be hashable.
            if not any(value == option for option in wanted):
                return False
        elif value != wanted:
            return False
    return True


def named_first(order: Sequence[K], mentions: Mapping[K, Collection[str] | None], named: Collection[str]) -> list[K]:
    """`order` with the chunks whose documents mention none of the names the question gives moved after the rest,
    in their order. `mentions`: what each chunk's document names of them (None: unknown, the chunk stays where it
    is). Unchanged when the question names nothing or no chunk's document mentions a name it gives: then the
    names say nothing about which rule is meant."""
    named = set(named)
    if not named or not any(mentions.get(item) and named & set(mentions[item]) for item in order):
        return list(order)
    elsewhere = [item for item in order if mentions.get(item) is not None and not named & set(mentions[item])]
    return [item for item in order if item not in elsewhere] + elsewhere


def named_place_first(order: Sequence[K], place_of: Mapping[K, str | None], query: str) -> list[K]:
    """`order` with the chunks of documents whose opening names another place than the one the question names moved
    after the rest ("沅川市省级示范幼儿园保教费" is not answered by 临溪市's notice on the same template). Unchanged when
    the question names none of the places in `place_of`, or no chunk in `order` is from a place it names."""
    named = {place for place in set(place_of.values()) if place and place in query}
    return named_first(order, {item: {place} if (place := place_of.get(item)) else None for item in order}, named)


# A word a question capitalises where a common word would not be: inside the question, not at its start or a
# sentence's; or an acronym anywhere ("TAA", "NLAC's"). Such a word names a body, place, product or rule.
_CAPITALISED = re.compile(r"(?<![\w'’.-])(?:[A-Z][a-z\u00e0-\u024f]+|[A-Z]{2,}[a-z]?)(?=['’]s\b|[^\w'’]|$)")
_SENTENCE_START = re.compile(r"(?:^|[.!?:;]\s+|[\n\r\"“(]\s*)$")
# Months and weekdays are capitalised but are time words (the time anchor reads them), not names.
_TIME_WORDS = frozenset("january february march april may june july august september october november december "
                        "jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday "
                        "saturday sunday".split())


def question_names(query: str) -> list[str]:
    """The BM25 tokens of the words a question capitalises as names ("How much does it cost to register a tattoo
    studio with Fernleigh District Council?" -> fernleigh, district, council; "TAA assessor day rate" -> taa):
    Title-case words that do not open the question or a sentence in it, and acronyms anywhere. A question
    written all in capitals names nothing this way. Numbers, one-letter parts, months and weekdays are left out."""
    letters = re.findall(r"[A-Za-z]+", query)
    if 2 * sum(word.isupper() for word in letters) > len(letters):
        return []
    found: list[str] = []
    for match in _CAPITALISED.finditer(query):
        word = match.group()
        if not word.isupper() and _SENTENCE_START.search(query[:match.start()]):
            continue
        found.extend(token for token in tokenize(word, "en")
                     if len(token) > 1 and not token.isdigit() and token not in _TIME_WORDS)
    return list(dict.fromkeys(found))


# A run of capitalised words, connectors allowed inside: "Tasman Accreditation Authority", "Department of Health".
_NAME_RUN = re.compile(r"\b[A-Z][\w'’]*(?:\s+(?:(?:of|and|for|the|&)\s+)*[A-Z][\w'’]*)+")
_CONNECTORS = frozenset({"of", "and", "for", "the", "&"})


def initialisms(text: str) -> set[str]:
    """The acronyms a text's capitalised names make ("Tasman Accreditation Authority" -> "taa"; "Department of
    Health" -> "dh" and "doh"), lower-cased, 2-6 letters: a question may name a body by initials the document only
    spells out."""
    found: set[str] = set()
    for run in _NAME_RUN.finditer(text):
        words = run.group().split()
        for size in range(2, 7):
            for start in range(len(words) - size + 1):
                part = words[start:start + size]
                if part[0].lower() in _CONNECTORS or part[-1].lower() in _CONNECTORS:
                    continue
                found.add("".join(word[0] for word in part if word.lower() not in _CONNECTORS).lower())
                found.add("".join(word[0] for word in part).lower())
    return {item for item in found if 2 <= len(item) <= 6}


# Nouns that make a capitalised run the name of a body or a place ("Oakhurst Borough Council", "City of Millbrook",
# "Cobalt Valley Transit", "Lake Morrow"), and the suffixes that do so in Chinese (青川市, 北川省, 松江大学). The other
# capitalised words of such a run name *which* body or place it is.
_BODY_NOUNS = frozenset(
    "borough council city county town township village district shire parish authority university college school "
    "service services commission institute board agency department ministry hospital clinic park airport harbour "
    "harbor port lake lakes valley exchange bank group company corporation transit library marina trust society "
    "association ombudsman water regional region state province coast island national court tribunal".split())
_CJK_PLACE_END = "市省县縣区區镇鎮"
_CJK_CITY_END = "市省县縣"
_CJK_BODY_AFTER = frozenset({"市", "省", "县", "縣", "区", "區", "镇", "鎮", "大学", "大學", "学院", "學院", "医院", "醫院"})
_PRODUCT_CODE = re.compile(r"(?<![\w-])[A-Z]{1,5}-?\d{2,5}[A-Z]?(?![\w-])")  # "HX-800", "KT330", "LS-25"
_CJK_NAME = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]{2,4}")


def folded(text: str) -> str:
    """Lower case without accents: "Kōwhai" and "Kowhai" are one name."""
    return "".join(char for char in unicodedata.normalize("NFKD", text.lower()) if not unicodedata.combining(char))


def named_subjects(query: str) -> list[str]:
    """What a question names its subject by, as written: the distinguishing words of a body or place it names
    ("Oakhurst" in "Oakhurst Borough Council", "Millbrook" in "the City of Millbrook"), product codes ("HX-800"),
    and Chinese place and body names (青川 in 青川市, 松江 in 松江大学). Months, weekdays and the body nouns themselves
    are not names."""
    found: list[str] = []
    for run in _NAME_RUN.finditer(query):
        words = [word for word in run.group().split() if word.lower() not in _CONNECTORS]
        if any(folded(word) in _BODY_NOUNS for word in words):
            found.extend(word for word in words
                         if folded(word) not in _BODY_NOUNS and folded(word) not in _TIME_WORDS and not word.isupper())
    found.extend(match.group() for match in _PRODUCT_CODE.finditer(query))
    return list(dict.fromkeys(found + _cjk_subjects(tokenize(query, "zh"))))


def _cjk_subjects(tokens: Sequence[str]) -> list[str]:
    """Chinese names before a place or body suffix, as jieba cuts them: 澜平市 (one token) -> 澜平; 青川 + 市 -> 青川;
    碧 + 州市 -> 碧州 (a city, province or county only: 租 + 社區 is "rent a community hall")."""
    found = []
    for index, token in enumerate(tokens):
        after = tokens[index + 1] if index + 1 < len(tokens) else ""
        if 3 <= len(token) <= 5 and token[-1] in _CJK_PLACE_END and _CJK_NAME.fullmatch(token[:-1]):
            found.append(token[:-1])
        elif (after in _CJK_BODY_AFTER or after.startswith(("大學", "大学"))) and _CJK_NAME.fullmatch(token):
            found.append(token)
        elif len(token) == 1 and len(after) == 2 and after[-1] in _CJK_CITY_END and _CJK_NAME.fullmatch(token + after[0]):
            found.append(token + after[0])  # not before 区/區: 租 + 社區, 月 + 小区 are words, not a place
    return found


def unknown_subjects(query: str, known_word: Callable[[str], bool], known_cjk: Callable[[str], bool]) -> list[str]:
    """The `named_subjects` of a question that no passage of the index mentions: `known_word(token)` for a word's or
    a code's BM25 tokens (accents folded), `known_cjk(name)` for a Chinese name (whether the index's text holds it:
    青川 in 青川市). A question about "Ashworth Borough" asked of an index that never mentions Ashworth has no answer there,
    however close another borough's dog licence fee reads; nor one about the HX-800 asked of HX-200 manuals. A
    Chinese name whose last two characters are known (时南屿 -> 南屿: jieba glued a word to it) is known."""
    unknown = []
    for name in named_subjects(query):
        if _CJK_NAME.fullmatch(name):
            if not known_cjk(name) and not (len(name) > 2 and known_cjk(name[-2:])):
                unknown.append(name)
            continue
        # A code is known by its whole ("hx800"; "hx" and "800" are in every HX manual), a word by any of its tokens.
        tokens = ([folded(name.replace("-", ""))] if _PRODUCT_CODE.fullmatch(name)
                  else [folded(token) for token in tokenize(name, "en") if len(token) > 1])
        if tokens and not any(known_word(token) for token in tokens):
            unknown.append(name)
    return unknown
