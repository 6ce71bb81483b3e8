"""Near-topic unanswerable questions made from answerable ones (models/labels/near_topic.py)."""

from __future__ import annotations

from models.labels.near_topic import invented_word, swap_rarest_term
from models.retrieval.bm25_tokens import tokenize

IDF = {"alderton": 9.0, "annual": 3.0, "permit": 4.0, "fee": 2.0, "hx": 6.0, "200": 5.0, "hx200": 8.0, "error": 3.0,
       "e42": 7.0, "水价": 8.0, "临江市": 9.0, "居民": 3.0, "阶梯": 5.0}


def swap(question: str) -> str | None:
    return swap_rarest_term(question, tokenize(question), lambda t: IDF.get(t, 1.0), lambda t: t in IDF, tokenize)


def test_the_rarest_known_word_is_replaced_by_one_the_index_lacks():
    swapped = swap("What is the annual permit fee in Alderton right now?")
    assert swapped is not None and "Alderton" not in swapped
    assert swapped.startswith("What is the annual permit fee in ") and swapped.endswith(" right now?")
    new_word = swapped.removeprefix("What is the annual permit fee in ").removesuffix(" right now?")
    assert new_word[0].isupper() and all(token not in IDF for token in tokenize(new_word))


def test_codes_stay_code_shaped_and_chinese_stays_chinese():
    swapped = swap("What does error E42 mean on the HX-200?")
    assert swapped is not None and "E42" not in swapped and "HX-200" in swapped
    code = swapped.split()[3]
    assert code[0].isupper() and code[1:].isdigit() and len(code) == 3
    chinese = swap("临江市居民阶梯水价是多少？")
    assert chinese is not None and "临江市" not in chinese and chinese.endswith("居民阶梯水价是多少？")


def test_deterministic_and_none_without_a_known_term():
    assert swap("What is the annual permit fee in Alderton?") == swap("What is the annual permit fee in Alderton?")
    assert invented_word("Alderton", 0) != invented_word("Alderton", 1)
    assert swap("Who won the Tour de France?") is None
