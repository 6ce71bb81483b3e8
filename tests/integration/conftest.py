"""Fixtures for stage-level tests: a generated sample corpus and an isolated data root."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tasks.sample_corpus import generate_sample_corpus


@pytest.fixture(scope="session")
def sample_corpus_master(tmp_path_factory) -> Path:
    """Generated once per session; tests that modify a corpus take a copy (`sample_corpus`)."""
    root = tmp_path_factory.mktemp("corpus_master") / "sample_corpus"
    generate_sample_corpus(root, seed=7)
    return root


@pytest.fixture
def sample_corpus(sample_corpus_master: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "sample_corpus"
    shutil.copytree(sample_corpus_master, copy)
    return copy

