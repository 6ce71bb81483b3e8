"""The reliability suite: where its figures go when no `make fuzz` report is asked for."""

from __future__ import annotations

import os

import pytest

from tests.reliability.report import REPORT_ENV


@pytest.fixture(scope="session", autouse=True)
def reliability_report(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Under `make test` the figures go to a temporary report (the deep one is `make fuzz`'s)."""
    if not os.environ.get(REPORT_ENV):
        os.environ[REPORT_ENV] = str(tmp_path_factory.getbasetemp() / "reliability.json")
