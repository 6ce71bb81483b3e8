"""DCEE (models/evidence/dcee.py): config validation, the two heads' features, confidence, and training on tiny data."""

from __future__ import annotations

import math
from dataclasses import replace
from datetime import date, timedelta

import numpy as np
import pytest
import torch

from models.evidence.dcee import (
    DceeConfig,
    calibrate_semantic,
    confidence,
    dcee_temporal_feature_names,
    dcee_temporal_features,
    load_dcee,
    platt_parameters,
    train_dcee,
)
from models.evidence.decay import DOCUMENT_TYPES, DecayRule
from models.evidence.relevance import SEMANTIC_FEATURES
from tasks.core.settings import load_settings
from tasks.runtime.evidence import dcee_config

AS_OF = date(2026, 6, 1)
NAMES = dcee_temporal_feature_names()


def temporal(**kwargs) -> dict[str, float]:
    """dcee_temporal_features keyed by name; defaults describe a manual updated a year ago, no rules."""
    args = {"as_of": AS_OF, "last_updated": AS_OF - timedelta(days=365), "effective_date": None,
            "valid_until": None, "anchor_confidence": 0.5, "document_type": "manual", "decay_rules": {}}
    args.update(kwargs)
    values = dcee_temporal_features(**args)
    assert len(values) == len(NAMES)
    return dict(zip(NAMES, values))


def config_for(embedding_dim: int = 4, **changes) -> DceeConfig:
    """params.yaml's `evaluators.dcee` (where the defaults live) for a tiny embedding, with `changes`."""
    return replace(dcee_config(load_settings(), embedding_dim), **changes)


def unit(vector) -> np.ndarray:
    vector = np.asarray(vector, dtype=np.float32)
    return vector / np.linalg.norm(vector)


# ---------------------------------------------------------------- config


def test_config_dimensions_and_round_trip():
    config = config_for()
    assert config.semantic_dim == len(SEMANTIC_FEATURES)  # question-passage comparisons, not embedding dimensions
    assert config.temporal_dim == len(NAMES) == 6 + len(DOCUMENT_TYPES) + 4 + 2
    assert DceeConfig.from_dict(config.to_dict()) == config
    assert config.to_dict()["document_types"] == list(DOCUMENT_TYPES)
    smaller = config_for(document_types=("policy", "manual"))
    assert smaller.temporal_dim == 6 + 2 + 4 + 2


@pytest.mark.parametrize("kwargs", [
    {"embedding_dim": 0},
    {"semantic_hidden": -1},
    {"temporal_hidden": -1},
    {"weight": 0.0},
    {"weight": 1.2},
    {"epochs": 0},
    {"learning_rate": 0.0},
    {"weight_decay": -0.1},
    {"document_types": ("policy", "policy")},
])
def test_config_rejects_invalid_values(kwargs):
    with pytest.raises(ValueError):
        config_for(**kwargs)


# ---------------------------------------------------------------- semantic features and calibration


def test_a_model_trained_on_embedding_dimensions_is_refused_with_what_to_do():
    saved = {key: value for key, value in config_for().to_dict().items() if key != "semantic_features"}
    with pytest.raises(ValueError, match="ragops train dcee"):
        DceeConfig.from_dict(saved)


def test_platt_parameters_recover_a_known_logistic_relation():
    rng = np.random.default_rng(3)
    logits = rng.normal(0.0, 2.0, size=4000)
    labels = (rng.random(4000) < 1.0 / (1.0 + np.exp(-(0.5 * logits - 1.0)))).astype(float)

    scale, bias = platt_parameters(logits, labels)

    assert scale == pytest.approx(0.5, abs=0.08) and bias == pytest.approx(-1.0, abs=0.12)
    assert platt_parameters(logits, np.ones_like(logits)) == (1.0, 0.0)  # one class: nothing to fit


def test_calibration_changes_s_but_not_the_order_and_survives_a_reload():
    config = config_for(epochs=30)
    rng = np.random.default_rng(0)
    semantic_x = rng.normal(size=(60, config.semantic_dim)).astype(np.float32)
    temporal_x = rng.normal(size=(60, config.temporal_dim)).astype(np.float32)
    labels = (semantic_x[:, 0] > 0).astype(np.float32)
    model, _ = train_dcee(config, semantic_x, temporal_x, labels, labels)
    before = model.scores(semantic_x, temporal_x)["semantic"]

    calibrate_semantic(model, 0.5, -1.0)
    after = model.scores(semantic_x, temporal_x)["semantic"]
    logits = model.semantic_logits(semantic_x)

    np.testing.assert_allclose(after, 1.0 / (1.0 + np.exp(-(0.5 * logits - 1.0))), rtol=1e-5)
    assert not np.allclose(before, after)
    np.testing.assert_array_equal(np.argsort(before), np.argsort(after))
    reloaded = load_dcee(config, model.state_dict())
    np.testing.assert_allclose(reloaded.scores(semantic_x, temporal_x)["semantic"], after, rtol=1e-6)
    with pytest.raises(ValueError, match="finite"):
        calibrate_semantic(model, math.nan, 0.0)


# ---------------------------------------------------------------- temporal features


@pytest.mark.parametrize("days, expected", [(0, 1.0), (90, 0.5), (126, 0.3), (180, 0.3), (1000, 0.3)])
def test_policy_decay_column_at_its_boundaries(days, expected):
    row = temporal(document_type="policy", effective_date=AS_OF - timedelta(days=days))
    assert row["policy_decay"] == pytest.approx(expected)
    assert row["validity=in_force"] == 1.0 and row["doc_type=policy"] == 1.0


def test_policy_decay_only_applies_to_policies_with_a_date():
    assert temporal(document_type="manual", effective_date=AS_OF - timedelta(days=150))["policy_decay"] == 1.0
    assert temporal(document_type="policy", effective_date=None)["policy_decay"] == 1.0


def test_not_yet_effective_and_superseded_validity_one_hots():
    future = temporal(document_type="policy", effective_date=AS_OF + timedelta(days=30))
    assert future["validity=not_yet_effective"] == 1.0 and future["effective_in_future"] == 1.0
    assert future["days_since_effective"] == 0.0  # clamped, not negative (−1 means unknown)
    assert sum(future[f"validity={s}"] for s in ("in_force", "superseded", "not_yet_effective", "unknown")) == 1.0

    old = temporal(document_type="policy", effective_date=date(2019, 1, 1), valid_until=date(2024, 3, 31))
    assert old["validity=superseded"] == 1.0 and old["validity=in_force"] == 0.0
    assert old["effective_in_future"] == 0.0

    # The last day of a version's window is still in force.
    last_day = temporal(document_type="policy", effective_date=date(2019, 1, 1), valid_until=AS_OF)
    assert last_day["validity=in_force"] == 1.0


def test_unknown_dates_give_minus_one_and_zero_flags():
    row = temporal(last_updated=None, effective_date=None, decay_rules={"manual": DecayRule(365.0, 0.5)})
    assert row["days_since_update"] == -1.0 and row["days_since_effective"] == -1.0
    assert row["has_last_updated"] == 0.0 and row["has_effective_date"] == 0.0
    assert row["validity=unknown"] == 1.0
    assert row["policy_decay"] == 1.0 and row["type_decay"] == 1.0  # no date: no decay


def test_day_counts_enter_in_years_and_are_clipped():
    row = temporal(last_updated=AS_OF - timedelta(days=730), effective_date=AS_OF - timedelta(days=365 * 30))
    assert row["days_since_update"] == pytest.approx(2.0)
    assert row["days_since_effective"] == pytest.approx(10.0)  # MAX_YEARS
    assert row["has_last_updated"] == 1.0 and row["has_effective_date"] == 1.0
    # Updated after the as-of date (a question about the past): 0 days old then.
    assert temporal(last_updated=AS_OF + timedelta(days=10))["days_since_update"] == 0.0


def test_type_decay_with_and_without_a_rule():
    rules = {"article": DecayRule(90.0, 0.2), "spec_sheet": DecayRule(None, 1.0)}
    ninety_days = AS_OF - timedelta(days=90)
    assert temporal(document_type="article", last_updated=ninety_days, decay_rules=rules)["type_decay"] == \
        pytest.approx(0.5)
    long_ago = AS_OF - timedelta(days=3650)
    assert temporal(document_type="article", last_updated=long_ago, decay_rules=rules)["type_decay"] == 0.2  # floor
    assert temporal(document_type="spec_sheet", last_updated=long_ago, decay_rules=rules)["type_decay"] == 1.0
    assert temporal(document_type="manual", last_updated=long_ago, decay_rules=rules)["type_decay"] == 1.0  # no rule


def test_unknown_document_type_has_no_one_hot_and_bad_inputs_raise():
    row = temporal(document_type="brochure")
    assert all(row[f"doc_type={name}"] == 0.0 for name in DOCUMENT_TYPES)
    with pytest.raises(ValueError, match="anchor_confidence"):
        temporal(anchor_confidence=1.5)
    with pytest.raises(ValueError, match="after valid_until"):
        temporal(effective_date=date(2024, 1, 1), valid_until=date(2023, 1, 1))


# ---------------------------------------------------------------- confidence


def test_confidence_is_the_weighted_product():
    assert confidence(0.8, 0.5, 0.7) == pytest.approx(0.28)
    np.testing.assert_allclose(confidence(np.array([1.0, 0.0, 0.5]), np.array([1.0, 1.0, 0.5]), 0.7),
                               [0.7, 0.0, 0.175])
    assert confidence(1.0, 1.0, 1.0) == 1.0


@pytest.mark.parametrize("s, d, weight, match", [
    (1.2, 0.5, 0.7, "lie in"),
    (0.5, -0.1, 0.7, "lie in"),
    (np.array([0.5, 1.01]), np.array([0.5, 0.5]), 0.7, "lie in"),
    (0.5, 0.5, 0.0, "weight"),
    (0.5, 0.5, 1.5, "weight"),
])
def test_confidence_rejects_out_of_range_inputs(s, d, weight, match):
    with pytest.raises(ValueError, match=match):
        confidence(s, d, weight)


# ---------------------------------------------------------------- training


def _auc(labels: np.ndarray, scores: np.ndarray) -> float:
    """Probability that a random positive outscores a random negative (ties count half)."""
    positives, negatives = scores[labels == 1], scores[labels == 0]
    greater = (positives[:, None] > negatives[None, :]).mean()
    ties = (positives[:, None] == negatives[None, :]).mean()
    return float(greater + 0.5 * ties)


@pytest.fixture(scope="module")
def tiny_data():
    """40 pairs: relevant chunks have a high cosine and overlap; in-force ones are flagged in the validity columns."""
    config = config_for(semantic_hidden=8, temporal_hidden=4, epochs=60, learning_rate=0.05)
    rng = np.random.default_rng(0)
    n = 40
    semantic_y = np.tile([1.0, 0.0], n // 2)
    temporal_y = np.tile([1.0, 1.0, 0.0, 0.0], n // 4)
    semantic_x = rng.normal(0.0, 0.1, size=(n, config.semantic_dim)).astype(np.float32)
    semantic_x[:, -2] = np.where(semantic_y == 1, 0.8, 0.2) + rng.normal(0.0, 0.05, n)  # cosine
    semantic_x[:, -1] = np.where(semantic_y == 1, 0.7, 0.1)  # lexical overlap
    temporal_x = np.zeros((n, config.temporal_dim), dtype=np.float32)
    names = dcee_temporal_feature_names(config.document_types)
    temporal_x[:, names.index("validity=in_force")] = temporal_y
    temporal_x[:, names.index("validity=superseded")] = 1.0 - temporal_y
    temporal_x[:, names.index("anchor_confidence")] = rng.uniform(0.3, 1.0, n)
    return config, semantic_x, temporal_x, semantic_y, temporal_y


def test_train_dcee_learns_a_separable_set(tiny_data):
    config, semantic_x, temporal_x, semantic_y, temporal_y = tiny_data

    model, history = train_dcee(config, semantic_x, temporal_x, semantic_y, temporal_y)

    scores = model.scores(semantic_x, temporal_x)
    assert _auc(semantic_y, scores["semantic"]) > 0.95
    assert _auc(temporal_y, scores["temporal"]) > 0.95
    assert len(history.semantic_loss) == len(history.temporal_loss) == config.epochs
    assert history.semantic_loss[-1] < history.semantic_loss[0]
    assert history.temporal_loss[-1] < history.temporal_loss[0]


def test_train_dcee_is_deterministic_for_a_seed(tiny_data):
    config, *data = tiny_data

    first, _ = train_dcee(config, *data)
    second, _ = train_dcee(config, *data)
    other_seed, _ = train_dcee(DceeConfig.from_dict({**config.to_dict(), "seed": 99}), *data)

    for key, tensor in first.state_dict().items():
        assert torch.equal(tensor, second.state_dict()[key]), key
    assert any(not torch.equal(tensor, other_seed.state_dict()[key]) for key, tensor in first.state_dict().items())
    # The saved state reloads into an identical scorer.
    reloaded = load_dcee(config, first.state_dict())
    np.testing.assert_array_equal(reloaded.scores(data[0], data[1])["confidence"],
                                  first.scores(data[0], data[1])["confidence"])


def test_masked_temporal_labels_do_not_change_the_model(tiny_data):
    config, semantic_x, temporal_x, semantic_y, temporal_y = tiny_data
    mask = np.ones(len(semantic_y), dtype=bool)
    mask[:4] = False
    flipped = temporal_y.copy()
    flipped[:4] = 1.0 - flipped[:4]

    base, _ = train_dcee(config, semantic_x, temporal_x, semantic_y, temporal_y, mask)
    with_flipped, _ = train_dcee(config, semantic_x, temporal_x, semantic_y, flipped, mask)

    for key, tensor in base.state_dict().items():
        assert torch.equal(tensor, with_flipped.state_dict()[key]), key


@pytest.mark.parametrize("head", ["semantic", "temporal"])
def test_train_dcee_refuses_a_head_with_one_class(tiny_data, head):
    config, semantic_x, temporal_x, semantic_y, temporal_y = tiny_data
    if head == "semantic":
        semantic_y = np.ones_like(semantic_y)
    else:
        temporal_y = np.ones_like(temporal_y)
    with pytest.raises(ValueError, match=f"the {head} head needs positive and negative"):
        train_dcee(config, semantic_x, temporal_x, semantic_y, temporal_y)


def test_train_dcee_one_class_after_masking_is_refused(tiny_data):
    config, semantic_x, temporal_x, semantic_y, temporal_y = tiny_data
    with pytest.raises(ValueError, match="temporal head"):
        train_dcee(config, semantic_x, temporal_x, semantic_y, temporal_y, temporal_mask=temporal_y == 1.0)


def test_train_dcee_rejects_bad_inputs(tiny_data):
    config, semantic_x, temporal_x, semantic_y, temporal_y = tiny_data
    with pytest.raises(ValueError, match="same number of rows"):
        train_dcee(config, semantic_x, temporal_x, semantic_y[:-1], temporal_y)
    with pytest.raises(ValueError, match="sample weights"):
        train_dcee(config, semantic_x, temporal_x, semantic_y, temporal_y, sample_weight=-np.ones(len(semantic_y)))
    broken = semantic_x.copy()
    broken[0, 0] = np.nan
    with pytest.raises(ValueError, match="finite"):
        train_dcee(config, broken, temporal_x, semantic_y, temporal_y)


def test_scores_shapes_and_range(tiny_data):
    config, semantic_x, temporal_x, semantic_y, temporal_y = tiny_data
    model, _ = train_dcee(DceeConfig.from_dict({**config.to_dict(), "epochs": 5}), semantic_x, temporal_x,
                          semantic_y, temporal_y)

    scores = model.scores(semantic_x[:3], temporal_x[:3])

    assert set(scores) == {"semantic", "temporal", "confidence"}
    for values in scores.values():
        assert values.shape == (3,) and values.dtype == np.float64
        assert ((values >= 0) & (values <= 1)).all()
    np.testing.assert_allclose(scores["confidence"], scores["semantic"] * scores["temporal"] * config.weight)
    assert (scores["confidence"] <= config.weight).all()
    assert model.scores(semantic_x[:0], temporal_x[:0])["confidence"].shape == (0,)

    with pytest.raises(ValueError, match="semantic features"):
        model.scores(semantic_x[:, :-1], temporal_x)
    with pytest.raises(ValueError, match="temporal features"):
        model.scores(semantic_x, temporal_x[:, :-1])
    with pytest.raises(ValueError, match="rows"):
        model.scores(semantic_x[:3], temporal_x[:2])
