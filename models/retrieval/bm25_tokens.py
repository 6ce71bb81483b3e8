"""Tokens for the sparse (BM25) side of the hybrid index: English, Chinese, mixed text and other languages.

Pure apart from one lazily built jieba dictionary (jieba writes its prefix-dictionary cache to the temp dir
on first use). The same function tokenises documents at build time and queries at search time: BM25 only
matches what both sides spell identically, so any change to the rules below must bump `TOKENIZER_VERSION`,
which the index stores and checks on load (an index built with other rules would silently match nothing).

Latin text (any non-Han run): NFKC (full-width "ＫＴ－１００" becomes "KT-100"), Unicode dashes folded to "-",
casefold (lowercase), then word tokens. Part numbers and error codes decide retrieval in equipment manuals ("HX-200",
"E42", "KT-100"), and people write them as "HX-200", "HX200" or "HX 200". So a compound of alphanumeric
parts joined by - _ . / is emitted as its parts, plus:
  - letters and digits mixed ("KT-100", "v2.3", "E-42"): the compact form without separators ("kt100"),
    so "HX200" in a query matches "HX-200" in a chunk through one rare, high-IDF token;
  - digits only ("3.5", "2023-06-30", "1.2.3"): the compound as written, because compacting would merge
    "3.5" with "35";
  - letters only ("e-mail", "and/or"): the parts only.
No stemming (it needs a language-specific stemmer and would also mangle codes); possessive "'s" is dropped
and other apostrophes are removed inside words ("don't" → "dont").

Chinese (Han and kana runs): `jieba.lcut_for_search`, not `jieba.lcut`. Search mode emits a long word and
its dictionary sub-words ("个人所得税法" → 个人, 所得, 所得税, 税法, 个人所得税法), so a query that says
"个人所得税" still shares tokens with a chunk that says "个人所得税法"; precise mode emits one token per
word and the two would not match at all. The overlap inflates document length a little, equally on every
Chinese chunk. A private `jieba.Tokenizer` is used, so words that other code adds to jieba's global default
tokenizer cannot change our tokens between index build and query time.

Stopwords (both lists below) are dropped; negations and on/off are kept on purpose ("does not start",
"switch off" are fault descriptions).

The language of the text (ISO 639-1, as `models.documents.metadata.detect_language` gives it: the chunk
store's `language` column at build time, the query's detected language at search time) picks the rules:
  - en, zh, or unknown (None): the rules above — English stopwords on the non-Han text, jieba on Han runs;
  - fr, it, ca: elided articles and pronouns ("l'", "d'", "qu'", "dell'") are cut off the word they lean on,
    so "l'assurance" gives "assurance" (the apostrophe rule above would glue them into "lassurance");
  - every other language: the same NFKC + casefold + Unicode word split (which already handles Arabic,
    Cyrillic, Greek, accented Latin), without stopwords. BM25's IDF discounts function words anyway, and no
    maintained stopword source that keeps negations ships with the project's dependencies; English
    stopwords would delete real words of other languages ("die", "also", "will" in German).
For every language, Arabic and Hebrew points (harakat, niqqud) and the Arabic tatweel are removed and the
Arabic alef forms folded to bare alef, as Arabic search engines do: text and query spell a word with and
without them.
"""

from __future__ import annotations

import logging
import re
import threading
import unicodedata
from collections.abc import Iterable

# Bump whenever a rule below changes the tokens produced for some text; stored with every sparse index.
TOKENIZER_VERSION = "2"

ENGLISH_STOPWORDS = frozenset(
    """
    a about above after again also against all am an and any are as at be because been before being below
    between both but by can could did do does doing down during each few for from further had has have
    having he her here hers herself him himself his how i if in into is it its itself just me more most
    my myself of once only or other our ours ourselves out over own same she should so some such than that
    the their theirs them themselves then there these they this those through to too under until up very
    was we were what when where which while who whom why will with would you your yours yourself
    yourselves
    """.split()
)

CHINESE_STOPWORDS = frozenset(
    """
    的 了 是 在 和 与 及 等 也 都 而 或 并 就 被 把 对 从 以 之 其 这 那 个 着 过 吧 呢 吗 啊 为 于 由
    将 即 又 还 所 该 此 各 每 我 你 他 她 它 我们 你们 他们 以及 或者 并且 而且 一个 这个 那个 这些 那些
    """.split()
)

# Han ideographs (with extensions and compatibility forms) and kana: text written without word spaces.
_HAN_RUN = re.compile(r"([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002ebef]+)")
# Alphanumeric parts ([^\W_] is a letter or digit in any script) joined by single - _ . / characters.
_COMPOUND = re.compile(r"[^\W_]+(?:[-_./][^\W_]+)*")
_PART = re.compile(r"[^\W_]+")
# Hyphen, non-breaking hyphen, figure/en/em dash, horizontal bar, minus sign: all written for "-" in codes.
_DASHES = re.compile(r"[\u2010-\u2015\u2212]")
_POSSESSIVE = re.compile(r"(?<=[^\W_])['’]s\b")
_INNER_APOSTROPHE = re.compile(r"(?<=[^\W_])['’](?=[^\W_])")

# Elided clitics of French, Italian and Catalan, at a word start, before an apostrophe.
_ELISION = {
    "fr": re.compile(r"(?<![^\W_])(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu|quoiqu)['’](?=[^\W_])"),
    "it": re.compile(r"(?<![^\W_])(?:[cdlmnstv]|un|all|dall|dell|nell|sull|coll|quell|quest|bell|sant)['’](?=[^\W_])"),
    "ca": re.compile(r"(?<![^\W_])(?:[dlmnst])['’](?=[^\W_])"),
}
_LATIN_STOPWORDS = {None: ENGLISH_STOPWORDS, "en": ENGLISH_STOPWORDS, "zh": ENGLISH_STOPWORDS}
# Arabic harakat, superscript alef, tatweel; Hebrew points and cantillation marks.
_POINTS = re.compile(r"[\u064b-\u065f\u0670\u0640\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7]")
_ALEF = re.compile(r"[\u0622\u0623\u0625\u0671]")

_jieba_lock = threading.Lock()
_jieba_tokenizer = None


def _jieba():
    """The module's own jieba tokenizer, built once and quietly (jieba logs its dictionary loading)."""
    global _jieba_tokenizer
    if _jieba_tokenizer is None:
        with _jieba_lock:
            if _jieba_tokenizer is None:
                import jieba

                jieba.setLogLevel(logging.WARNING)
                tokenizer = jieba.Tokenizer()
                tokenizer.initialize()
                _jieba_tokenizer = tokenizer
    return _jieba_tokenizer


def normalize(text: str) -> str:
    """NFKC, one kind of dash, casefold (a lowercase that also folds "ß" to "ss").

    The form both documents and queries are tokenised from.
    """
    return _DASHES.sub("-", unicodedata.normalize("NFKC", text)).casefold()


def _latin_tokens(segment: str, language: str | None = None) -> list[str]:
    elision = _ELISION.get(language or "")
    if elision is not None:
        segment = elision.sub(" ", segment)
    segment = _INNER_APOSTROPHE.sub("", _POSSESSIVE.sub("", segment))
    stopwords = _LATIN_STOPWORDS.get(language, frozenset())
    tokens: list[str] = []
    for match in _COMPOUND.finditer(segment):
        compound = match.group()
        parts = _PART.findall(compound)
        tokens.extend(part for part in parts if part not in stopwords)
        if len(parts) < 2:
            continue
        has_digit = any(char.isdigit() for char in compound)
        has_letter = any(char.isalpha() for char in compound)
        if has_digit and has_letter:
            tokens.append("".join(parts))
        elif has_digit:
            tokens.append(compound)
    return tokens


def _han_tokens(run: str) -> list[str]:
    return [
        token
        for token in _jieba().lcut_for_search(run)
        if token.strip() and _PART.search(token) and token not in CHINESE_STOPWORDS
    ]


def han_pairs(text: str) -> set[str]:
    """Every two adjacent characters of the text's Han runs: what a Chinese phrase shares with another when jieba cuts
    them differently ("每周一上午" -> 每周 / 一 / 上午, asked as 周一; 澄州市 -> 澄 / 州市)."""
    return {run[i:i + 2] for run in _HAN_RUN.findall(normalize(text)) for i in range(len(run) - 1)}


def tokenize(text: str, language: str | None = None) -> list[str]:
    """BM25 tokens of one text, in reading order (repeats kept: term frequency is BM25's signal).

    `language`: the text's ISO 639-1 code (None: unknown, read as English). Empty, whitespace-only,
    punctuation-only or stopword-only text gives [] — callers must handle a query with no tokens (the sparse
    side then simply has no hits).
    """
    tokens: list[str] = []
    text = _ALEF.sub("\u0627", _POINTS.sub("", normalize(text)))
    for index, segment in enumerate(_HAN_RUN.split(text)):
        if not segment:
            continue
        # re.split with one capturing group alternates: even positions are non-Han text, odd are Han runs.
        tokens.extend(_han_tokens(segment) if index % 2 else _latin_tokens(segment, language))
    return tokens


def tokenize_many(texts: Iterable[str], languages: Iterable[str | None] | None = None) -> list[list[str]]:
    """`tokenize` over many texts, one token list per text, same order; `languages` aligned with `texts`."""
    if languages is None:
        return [tokenize(text) for text in texts]
    return [tokenize(text, language) for text, language in zip(texts, languages, strict=True)]
