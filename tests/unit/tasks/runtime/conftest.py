"""Fixtures of the runtime tests: one tiny real index with real evaluators for the whole session."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.tasks.runtime.tiny_index import Runtime, build_runtime


@pytest.fixture(scope="session")
def runtime(tmp_path_factory: pytest.TempPathFactory) -> Runtime:
    """The tiny corpus indexed by the real embed stage, and the DCEE, intent classifier and ranker fitted on it."""
    return build_runtime(tmp_path_factory.mktemp("runtime"))


@pytest.fixture(scope="session")
def pipeline(runtime: Runtime) -> Any:
    """The pipeline with params.yaml's thresholds (only the speed overrides); tests that use sessions make their own."""
    return runtime.pipeline()


@pytest.fixture(scope="session")
def featurizer(pipeline: Any) -> Any:
    return pipeline.featurizer
