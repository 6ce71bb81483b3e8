"""Shared test configuration: offline, quiet, and where the shared test data lives."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("MLFLOW_DISABLE_TELEMETRY", "true")
os.environ.setdefault("DVC_NO_ANALYTICS", "1")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
os.environ.setdefault("AIRFLOW__CORE__LOAD_EXAMPLES", "False")

REPO_ROOT = Path(__file__).resolve().parents[1]
SHARED_TESTDATA = REPO_ROOT.parent / "shared" / "testdata"


@pytest.fixture(scope="session")
def testdata() -> Path:
    """../shared/testdata, or a skip that says why (it is written by others and not in the repo)."""
    if not SHARED_TESTDATA.is_dir():
        pytest.skip(f"shared test data not found at {SHARED_TESTDATA} (it lives beside the repo as ../shared/testdata)")
    return SHARED_TESTDATA
