import pytest

from models.vocabulary import FALLBACK_INTENT, INTENTS, STRATEGIES, STRATEGY_BY_INTENT, strategy_for_intent


@pytest.mark.parametrize(
    "intent, strategy",
    [("operation", "operation"), ("comparison", "comparison"), ("trend", "trend"), ("fault", "operation")],
)
def test_strategy_for_intent(intent, strategy):
    assert strategy_for_intent(intent) == strategy


def test_every_intent_has_a_strategy_and_every_strategy_answers_an_intent():
    assert set(STRATEGY_BY_INTENT) == set(INTENTS) and FALLBACK_INTENT in INTENTS
    assert set(STRATEGY_BY_INTENT.values()) == set(STRATEGIES)


def test_unknown_intent_is_refused_with_the_known_ones():
    with pytest.raises(ValueError, match="unknown intent 'billing'"):
        strategy_for_intent("billing")


def test_the_sample_corpus_labels_its_queries_with_these_intents():
    from tasks.sample_corpus.specs import INTENTS as CORPUS_INTENTS

    assert set(CORPUS_INTENTS) == set(INTENTS)
