"""The serving benchmark's synthetic index (tasks/bench/embed.py): clustered vectors from `bench faiss`'s generator,
the FAISS index of the type `embed.index_type` resolves to (built by the embed stage's code), its dense recall@10
against exact search, and the cache under which it is built once. Real faiss and bm25s, small sizes."""

from __future__ import annotations

import json
import os
from pathlib import Path

import faiss
import numpy as np
import pandas as pd
import pytest

from tasks.bench.embed import SYNTHETIC_INFO, build_synthetic_index, cached_synthetic_index
from tasks.core.settings import Settings, load_settings

WORDS = ["pump", "valve", "error", "E42", "HX-200", "pressure", "inlet", "filter", "replace", "hours", "check",
         "wiring", "phase", "supply", "water", "drain", "leak", "test", "manual", "start-up"]
DIMENSION = 64


def auto(threshold: int) -> Settings:
    return load_settings(overrides={"embed.index_type": "auto", "embed.auto_approximate_from": threshold})


def test_a_20k_build_at_or_above_the_threshold_is_approximate_and_reports_its_recall(tmp_path: Path) -> None:
    folder, info = build_synthetic_index(tmp_path, WORDS, "test-model", auto(10_000), 20_000, DIMENSION)
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    assert info["index_type"] == manifest["index_type"] == "ivf_flat" and manifest["index_type_setting"] == "auto"
    assert not info["dense_exact"] and info["recall_queries"] == 200
    assert 0.9 <= info["dense_recall_at_10"] <= 1.0
    assert manifest["synthetic_recall"]["dense_recall_at_10"] == info["dense_recall_at_10"]
    dense = faiss.read_index(str(folder / "operation" / "dense.faiss"))
    assert isinstance(dense, faiss.IndexIVFFlat) and dense.ntotal == 20_000


def test_below_the_threshold_it_is_flat_and_exact(tmp_path: Path) -> None:
    folder, info = build_synthetic_index(tmp_path, WORDS, "test-model", auto(10_000), 2_000, DIMENSION)
    assert info["index_type"] == "flat" and info["dense_exact"] and info["dense_recall_at_10"] == 1.0
    assert isinstance(faiss.downcast_index(faiss.read_index(str(folder / "operation" / "dense.faiss")).index),
                      faiss.IndexFlatIP)


@pytest.mark.parametrize("threshold", [1, 10**6])  # ivf_flat (built per strategy) and flat (relabelled copies)
def test_each_strategy_finds_its_own_ids(tmp_path: Path, threshold: int) -> None:
    from tasks.runtime.retrieval import IndexVersion

    strategies = ("operation", "comparison", "trend")
    folder, _ = build_synthetic_index(tmp_path, WORDS, "test-model", auto(threshold), 3_000, DIMENSION,
                                      strategies=strategies)
    version = IndexVersion(folder)
    seen: set[int] = set()
    for strategy in strategies:
        index = version.strategy(strategy)
        ids = index.chunks["faiss_id"].to_numpy()
        assert not seen & set(ids.tolist())
        seen |= set(ids.tolist())
        rows = [0, 1234, 2999]
        vectors = np.stack([index.dense.reconstruct(int(ids[row])) for row in rows])
        found = index.dense.search(vectors, 1)[1][:, 0]
        assert found.tolist() == ids[rows].tolist()


def test_the_cache_is_built_once_and_reused(tmp_path: Path) -> None:
    settings = auto(1_000)
    folder, info = cached_synthetic_index(tmp_path, WORDS, "test-model", settings, 2_000, DIMENSION)
    assert not info["cached"] and info["index_type"] == "ivf_flat"
    assert folder == tmp_path / info["cache_key"] / "synthetic-2000"
    assert info["cache_key"].startswith("2000-ivf_flat-0-")
    stamp = (folder / "manifest.json").stat().st_mtime_ns
    again, cached = cached_synthetic_index(tmp_path, WORDS, "test-model", settings, 2_000, DIMENSION)
    assert again == folder and cached["cached"]
    assert (folder / "manifest.json").stat().st_mtime_ns == stamp  # not rebuilt
    assert cached["dense_recall_at_10"] == info["dense_recall_at_10"]
    assert [entry.name for entry in tmp_path.iterdir()] == [info["cache_key"]]  # no build folder left
    # other parameters: another entry
    other, built = cached_synthetic_index(tmp_path, WORDS, "test-model", settings, 2_000, DIMENSION, seed=1)
    assert other != folder and not built["cached"]


def test_a_half_built_entry_is_not_reused(tmp_path: Path) -> None:
    settings = auto(10**6)
    folder, _ = cached_synthetic_index(tmp_path, WORDS, "test-model", settings, 1_000, DIMENSION)
    (folder / SYNTHETIC_INFO).unlink()  # as if the build had stopped before it finished
    (folder / "operation" / "dense.faiss").write_bytes(b"broken")
    dead = tmp_path / ".building-999999999-x"  # a killed build's folder (no such process)
    (dead / "synthetic-1000").mkdir(parents=True)
    again, rebuilt = cached_synthetic_index(tmp_path, WORDS, "test-model", settings, 1_000, DIMENSION)
    assert again == folder and not rebuilt["cached"]
    assert faiss.read_index(str(folder / "operation" / "dense.faiss")).ntotal == 1_000
    assert not dead.exists()
    assert len(pd.read_parquet(folder / "operation" / "chunks.parquet")) == 1_000
    live = tmp_path / f".building-{os.getpid()}-y"  # a build still running in a live process is left alone
    live.mkdir()
    (folder / SYNTHETIC_INFO).unlink()
    cached_synthetic_index(tmp_path, WORDS, "test-model", settings, 1_000, DIMENSION)
    assert live.exists()
