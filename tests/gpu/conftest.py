"""GPU tests: marked `gpu`, skipped with a reason where no CUDA device exists."""

from __future__ import annotations

import pytest


def pytest_collection_modifyitems(config, items):
    try:
        import torch

        has_cuda = torch.cuda.is_available()
    except Exception:  # torch missing or broken: no GPU path can run
        has_cuda = False
    if has_cuda:
        return
    skip = pytest.mark.skip(reason="no CUDA device on this machine; gpu tests run on a GPU host")
    for item in items:
        if "gpu" in item.keywords:
            item.add_marker(skip)
