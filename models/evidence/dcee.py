"""DCEE — the dual-channel evidence evaluator (docs/design.md#dcee): is this chunk good evidence for this query *now*?

Two heads, trained together, each on its own label:
  - semantic head: features comparing the question with the passage (models.evidence.relevance: embedding cosine,
    IDF-weighted word and phrase overlap with the chunk, its title and its document, figures asked and stated,
    words the index has never seen) -> s in [0, 1], "the chunk answers the query". Its logit is Platt-calibrated on
    families the head was not fitted on (`calibrate_semantic`), so s means the same on a corpus it never saw;
  - temporal head: when the chunk's document was written / took effect / was replaced relative to the query's
    as-of date, how sure that date is, and the document type -> d in [0, 1], "the chunk is in force then".
confidence = s · d · weight (weight 0.7 by default). Chunks below the correction threshold (0.55) trigger
counterfactual re-retrieval (models.retrieval.counterfactual, tasks.runtime.corrective).

Why a product and not one joint head: a relevant-but-outdated chunk is the failure the field reports describe;
keeping the channels apart lets each be calibrated and inspected on its own (the query output shows both), and
the temporal channel can veto a strong semantic match.

Pure: numpy and torch only, no IO. `tasks/evaluators/` owns the data and MLflow.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from datetime import date

import numpy as np
import torch
from torch import nn

from models.evidence.decay import (
    DOCUMENT_TYPES,
    DecayRule,
    document_type_decay,
    policy_decay,
    temporal_feature_names,
    temporal_features,
    validity,
)
from models.evidence.relevance import SEMANTIC_FEATURES

VALIDITY_STATES: tuple[str, ...] = ("in_force", "superseded", "not_yet_effective", "unknown")
DAYS_SCALE = 365.0  # day counts enter the network in years: keeps inputs near [0, 10]
MAX_YEARS = 10.0  # older than this is "old"; clipping keeps one ancient document from dominating a batch


@dataclass(frozen=True)
class DceeConfig:
    """Shape and training of the evaluator. No defaults here: the values come from params.yaml
    `evaluators.dcee` (and the embedding model, the document-type rules) through `tasks.runtime.evidence.dcee_config`."""

    embedding_dim: int  # the sentence-embedding model's dimension (all-MiniLM-L6-v2: 384); the cosine is its only use
    semantic_hidden: int  # hidden units of the semantic MLP; 0 = logistic regression on the features
    temporal_hidden: int  # hidden units of the temporal MLP; 0 = logistic regression
    document_types: tuple[str, ...]  # one-hot columns of the temporal head
    weight: float  # confidence = s · d · weight (docs/design.md#dcee)
    epochs: int  # full-batch Adam steps; the training sets are thousands of pairs, not millions
    learning_rate: float
    weight_decay: float  # L2 on the weights: few positives per query, so keep the heads smooth
    seed: int  # torch seed for initialisation: the same data gives the same model
    semantic_features: tuple[str, ...] = SEMANTIC_FEATURES  # the semantic head's input columns, in order

    def __post_init__(self) -> None:
        if self.embedding_dim < 1:
            raise ValueError(f"embedding_dim must be ≥ 1, got {self.embedding_dim}")
        if self.semantic_hidden < 0 or self.temporal_hidden < 0:
            raise ValueError("hidden sizes must be ≥ 0")
        if not 0.0 < self.weight <= 1.0:
            raise ValueError(f"weight must be in (0, 1], got {self.weight}")
        if self.epochs < 1 or self.learning_rate <= 0 or self.weight_decay < 0:
            raise ValueError("epochs ≥ 1, learning_rate > 0 and weight_decay ≥ 0 are required")
        temporal_feature_names(self.document_types)  # validates the type list
        if tuple(self.semantic_features) != SEMANTIC_FEATURES:
            raise ValueError(f"this DCEE was trained on the semantic features {list(self.semantic_features)[:4]}…, this "
                             f"code computes {list(SEMANTIC_FEATURES)}: retrain it (`ragops train dcee`)")

    @property
    def semantic_dim(self) -> int:
        return len(self.semantic_features)

    @property
    def temporal_dim(self) -> int:
        return len(dcee_temporal_feature_names(self.document_types))

    def to_dict(self) -> dict[str, object]:
        payload = asdict(self)
        payload["document_types"] = list(self.document_types)
        payload["semantic_features"] = list(self.semantic_features)
        return payload

    @classmethod
    def from_dict(cls, payload: Mapping[str, object]) -> DceeConfig:
        values = dict(payload)
        # Models saved before the type list was configurable carry none: they were trained on the default types.
        values["document_types"] = tuple(values.get("document_types", DOCUMENT_TYPES))  # type: ignore[arg-type]
        # Models saved before the relevance features read raw embedding dimensions: refused with what to do.
        values["semantic_features"] = tuple(values.get("semantic_features") or  # type: ignore[arg-type]
                                            ("product_0", "absdiff_0", "cosine", "lexical_overlap"))
        return cls(**values)  # type: ignore[arg-type]


# ---------------------------------------------------------------- features


def dcee_temporal_feature_names(document_types: Sequence[str] = DOCUMENT_TYPES) -> tuple[str, ...]:
    return (
        *temporal_feature_names(document_types),
        *(f"validity={state}" for state in VALIDITY_STATES),
        "policy_decay",  # docs/design.md#dcee rule for policies; 1.0 for other types or an unknown effective date
        "type_decay",  # the document type's freshness decay (params); 1.0 without a rule or a date
    )


def _years(days: float) -> float:
    return -1.0 if days < 0 else min(days / DAYS_SCALE, MAX_YEARS)


def dcee_temporal_features(
    as_of: date,
    last_updated: date | None,
    effective_date: date | None,
    valid_until: date | None,
    anchor_confidence: float,
    document_type: str,
    decay_rules: Mapping[str, DecayRule],
    document_types: Sequence[str] = DOCUMENT_TYPES,
) -> list[float]:
    """The temporal head's input for one chunk, in `dcee_temporal_feature_names` order.

    `valid_until` comes from the version lineage (models.evidence.lineage); None when no later version is known.
    A document updated after the as-of date (a question about the past) is 0 days old then, not negative.
    """
    base = temporal_features(as_of, last_updated, effective_date, anchor_confidence, document_type, document_types)
    state = validity(as_of, effective_date, valid_until)
    days_effective = base["days_since_effective"]
    days_updated = base["days_since_update"]
    rule = decay_rules.get(document_type)
    values = []
    for name, value in base.items():
        values.append(_years(value) if name.startswith("days_") else value)
    values.extend(1.0 if state == name else 0.0 for name in VALIDITY_STATES)
    values.append(policy_decay(days_effective) if document_type == "policy" and days_effective >= 0 else 1.0)
    values.append(document_type_decay(days_updated, rule) if rule is not None and days_updated >= 0 else 1.0)
    return values


# ---------------------------------------------------------------- model


def _head(inputs: int, hidden: int) -> nn.Module:
    if hidden == 0:
        return nn.Linear(inputs, 1)
    return nn.Sequential(nn.Linear(inputs, hidden), nn.ReLU(), nn.Linear(hidden, 1))


class Dcee(nn.Module):
    """Two independent heads returning logits; `scores` turns them into (s, d, confidence)."""

    def __init__(self, config: DceeConfig) -> None:
        super().__init__()
        self.config = config
        self.semantic_head = _head(config.semantic_dim, config.semantic_hidden)
        self.temporal_head = _head(config.temporal_dim, config.temporal_hidden)
        # Input standardisation is part of the model (fitted on the training set) so serving feeds raw features.
        self.register_buffer("semantic_mean", torch.zeros(config.semantic_dim))
        self.register_buffer("semantic_std", torch.ones(config.semantic_dim))
        self.register_buffer("temporal_mean", torch.zeros(config.temporal_dim))
        self.register_buffer("temporal_std", torch.ones(config.temporal_dim))
        # Platt scaling of the semantic logit (`calibrate_semantic`): identity until fitted.
        self.register_buffer("semantic_scale", torch.ones(()))
        self.register_buffer("semantic_bias", torch.zeros(()))

    def _raw_semantic(self, semantic_x: torch.Tensor) -> torch.Tensor:
        return self.semantic_head((semantic_x - self.semantic_mean) / self.semantic_std).squeeze(-1)

    def forward(self, semantic_x: torch.Tensor, temporal_x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        temporal = self.temporal_head((temporal_x - self.temporal_mean) / self.temporal_std).squeeze(-1)
        return self._raw_semantic(semantic_x) * self.semantic_scale + self.semantic_bias, temporal

    @torch.no_grad()
    def semantic_logits(self, semantic_x: np.ndarray) -> np.ndarray:
        """The semantic head's raw logits (before calibration), for fitting `calibrate_semantic` out of fold."""
        self.eval()
        x = torch.from_numpy(np.asarray(semantic_x, dtype=np.float32))
        return self._raw_semantic(x).numpy().astype(np.float64)

    @torch.no_grad()
    def scores(self, semantic_x: np.ndarray, temporal_x: np.ndarray) -> dict[str, np.ndarray]:
        """{"semantic", "temporal", "confidence"} arrays for n pairs (numpy in, numpy out)."""
        self.eval()
        semantic_x, temporal_x = _check_inputs(self.config, semantic_x, temporal_x)
        semantic_logit, temporal_logit = self(torch.from_numpy(semantic_x), torch.from_numpy(temporal_x))
        s = torch.sigmoid(semantic_logit).numpy().astype(np.float64)
        d = torch.sigmoid(temporal_logit).numpy().astype(np.float64)
        return {"semantic": s, "temporal": d, "confidence": confidence(s, d, self.config.weight)}


def confidence(semantic: np.ndarray | float, temporal: np.ndarray | float, weight: float) -> np.ndarray:
    """docs/design.md#dcee: confidence = s · d · weight. Inputs outside [0, 1] raise ValueError."""
    s = np.asarray(semantic, dtype=np.float64)
    d = np.asarray(temporal, dtype=np.float64)
    if np.any((s < 0) | (s > 1)) or np.any((d < 0) | (d > 1)):
        raise ValueError("semantic and temporal scores must lie in [0, 1]")
    if not 0.0 < weight <= 1.0:
        raise ValueError(f"weight must be in (0, 1], got {weight}")
    return s * d * weight


def _check_inputs(config: DceeConfig, semantic_x: np.ndarray, temporal_x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    semantic_x = np.asarray(semantic_x, dtype=np.float32)
    temporal_x = np.asarray(temporal_x, dtype=np.float32)
    if semantic_x.ndim != 2 or semantic_x.shape[1] != config.semantic_dim:
        raise ValueError(f"semantic features must be (n, {config.semantic_dim}), got {semantic_x.shape}")
    if temporal_x.ndim != 2 or temporal_x.shape[1] != config.temporal_dim:
        raise ValueError(f"temporal features must be (n, {config.temporal_dim}), got {temporal_x.shape}")
    if semantic_x.shape[0] != temporal_x.shape[0]:
        raise ValueError(f"{semantic_x.shape[0]} semantic rows but {temporal_x.shape[0]} temporal rows")
    if not (np.isfinite(semantic_x).all() and np.isfinite(temporal_x).all()):
        raise ValueError("features must be finite (no NaN or inf)")
    return semantic_x, temporal_x


@dataclass
class TrainingHistory:
    semantic_loss: list[float] = field(default_factory=list)
    temporal_loss: list[float] = field(default_factory=list)


def train_dcee(
    config: DceeConfig,
    semantic_x: np.ndarray,
    temporal_x: np.ndarray,
    semantic_y: np.ndarray,
    temporal_y: np.ndarray,
    temporal_mask: np.ndarray | None = None,
    sample_weight: np.ndarray | None = None,
) -> tuple[Dcee, TrainingHistory]:
    """Fit both heads with binary cross-entropy (full batch, Adam); deterministic for a given config.seed.

    `temporal_mask` selects the rows whose temporal label is known (an irrelevant chunk says nothing about
    whether its document is in force); `sample_weight` (e.g. feedback credibility) scales each row's loss.
    Both heads need at least one positive and one negative, else ValueError: a head that never saw a class
    would be a constant, and calling it a model would be a lie.
    """
    semantic_x, temporal_x = _check_inputs(config, semantic_x, temporal_x)
    n = semantic_x.shape[0]
    semantic_y = np.asarray(semantic_y, dtype=np.float32).reshape(-1)
    temporal_y = np.asarray(temporal_y, dtype=np.float32).reshape(-1)
    mask = np.ones(n, dtype=bool) if temporal_mask is None else np.asarray(temporal_mask, dtype=bool).reshape(-1)
    weights = np.ones(n, dtype=np.float32) if sample_weight is None else np.asarray(sample_weight, dtype=np.float32)
    if not (len(semantic_y) == len(temporal_y) == len(mask) == len(weights) == n):
        raise ValueError("features, labels, mask and weights must have the same number of rows")
    for name, labels in (("semantic", semantic_y), ("temporal", temporal_y[mask])):
        if len(np.unique(labels)) < 2:
            raise ValueError(f"the {name} head needs positive and negative examples; got only {np.unique(labels)}")
    if np.any(weights < 0) or not np.isfinite(weights).all():
        raise ValueError("sample weights must be finite and ≥ 0")

    torch.manual_seed(config.seed)
    model = Dcee(config)
    _fit_standardisation(model, semantic_x, temporal_x)
    xs, xt = torch.from_numpy(semantic_x), torch.from_numpy(temporal_x)
    ys, yt = torch.from_numpy(semantic_y), torch.from_numpy(temporal_y)
    w_semantic = torch.from_numpy(weights)
    w_temporal = torch.from_numpy(weights * mask.astype(np.float32))
    optimiser = torch.optim.Adam(model.parameters(), lr=config.learning_rate, weight_decay=config.weight_decay)
    loss_fn = nn.BCEWithLogitsLoss(reduction="none")
    history = TrainingHistory()
    model.train()
    for _ in range(config.epochs):
        optimiser.zero_grad()
        semantic_logit, temporal_logit = model(xs, xt)
        semantic_loss = (loss_fn(semantic_logit, ys) * w_semantic).sum() / w_semantic.sum().clamp_min(1e-9)
        temporal_loss = (loss_fn(temporal_logit, yt) * w_temporal).sum() / w_temporal.sum().clamp_min(1e-9)
        (semantic_loss + temporal_loss).backward()
        optimiser.step()
        history.semantic_loss.append(semantic_loss.item())
        history.temporal_loss.append(temporal_loss.item())
    if not (math.isfinite(history.semantic_loss[-1]) and math.isfinite(history.temporal_loss[-1])):
        raise ValueError("training diverged (non-finite loss); lower evaluators.dcee.learning_rate")
    model.eval()
    return model, history


def _fit_standardisation(model: Dcee, semantic_x: np.ndarray, temporal_x: np.ndarray) -> None:
    # A constant column (std 0) keeps std 1 so it passes through unchanged instead of dividing by zero.
    for prefix, x in (("semantic", semantic_x), ("temporal", temporal_x)):
        mean = x.mean(axis=0)
        std = x.std(axis=0)
        std[std < 1e-6] = 1.0
        getattr(model, f"{prefix}_mean").copy_(torch.from_numpy(mean.astype(np.float32)))
        getattr(model, f"{prefix}_std").copy_(torch.from_numpy(std.astype(np.float32)))


def platt_parameters(logits: np.ndarray, labels: np.ndarray, sample_weight: np.ndarray | None = None) -> tuple[float, float]:
    """(scale, bias) of a logistic fit of the labels on the logits: what turns logits of pairs the head was not fitted
    on into probabilities. Identity (1, 0) when the labels are one class."""
    x = torch.from_numpy(np.asarray(logits, dtype=np.float64).reshape(-1))
    y = torch.from_numpy(np.asarray(labels, dtype=np.float64).reshape(-1))
    w = torch.ones_like(y) if sample_weight is None else torch.from_numpy(np.asarray(sample_weight, dtype=np.float64))
    if len(torch.unique(y)) < 2:
        return 1.0, 0.0
    scale = torch.ones((), dtype=torch.float64, requires_grad=True)
    bias = torch.zeros((), dtype=torch.float64, requires_grad=True)
    optimiser = torch.optim.LBFGS([scale, bias], lr=0.5, max_iter=200, line_search_fn="strong_wolfe")
    loss_fn = nn.BCEWithLogitsLoss(weight=w)

    def closure() -> torch.Tensor:
        optimiser.zero_grad()
        loss = loss_fn(x * scale + bias, y)
        loss.backward()
        return loss

    optimiser.step(closure)
    return float(scale.detach()), float(bias.detach())


def calibrate_semantic(model: Dcee, scale: float, bias: float) -> Dcee:
    """Set the Platt scaling of the semantic logit (from `platt_parameters` on out-of-family pairs)."""
    if not (math.isfinite(scale) and math.isfinite(bias)):
        raise ValueError(f"calibration must be finite, got scale {scale}, bias {bias}")
    model.semantic_scale.fill_(scale)
    model.semantic_bias.fill_(bias)
    return model


def load_dcee(config: DceeConfig, state_dict: Mapping[str, torch.Tensor]) -> Dcee:
    model = Dcee(config)
    model.load_state_dict(dict(state_dict))
    model.eval()
    return model
