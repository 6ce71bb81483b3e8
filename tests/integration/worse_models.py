"""A deliberately worse candidate for the promotion gate: DCEE trained by the real training code on the train split
with its labels shuffled (a negative control), saved and registered as the next `dcee` version with `@challenger`,
exactly as `ragops train dcee` registers one."""

from __future__ import annotations

import random

from tasks.core.paths import DataPaths
from tasks.core.settings import Settings


def train_shuffled_dcee(settings: Settings, paths: DataPaths, seed: int = 0) -> str:
    """Register a DCEE fitted on permuted labels; returns its version number."""
    from tasks.core.registry import DCEE, register
    from tasks.core.tracking import stage_run
    from tasks.evaluators.dcee import fit_dcee
    from tasks.evaluators.pairs import corpus_pairs
    from tasks.labels.queries import query_rows
    from tasks.runtime.evidence import open_featurizer, reference_date

    featurizer = open_featurizer(settings, paths)
    train = corpus_pairs(featurizer, query_rows(settings, "train"), reference_date(settings))
    shuffle = random.Random(seed)
    for labels in (train.semantic_y, train.temporal_y):
        shuffle.shuffle(labels)
    model = fit_dcee(settings, train, featurizer.embedder.dimension)
    with stage_run("train_dcee", settings, paths, tags={"negative_control": "shuffled labels"}) as run:
        return register(run, DCEE, model, paths.evaluators_dir / DCEE, {"stage": "train_dcee", "labels": "shuffled"},
                        "DCEE fitted on the train split with its labels shuffled: a negative control for the gate.")
