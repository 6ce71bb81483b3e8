"""Stage package `generator`: the generator lifecycle, corpus -> distilled student -> AWQ W4A16 checkpoint ->
TensorRT-LLM engine or PyTorch-backend serving config (docs/design.md#generator, docs/stages/generator.md).

Three steps, each a dvc stage, a `ragops` command (tasks/cli/generator.py) and a task of the build_generator DAG of
the same name; each is `(settings, paths, log=print) -> report` and adds its section to data/reports/generator.json:

1. `distill` (distill.py): grounded prompts from our retrieval, the teacher's answers, the student with KD and
   without, the three-way perplexity / EM / F1 table; raises `DistillError` on a setting or input it cannot use;
2. `quantize` (quantize.py): AWQ W4A16 of the KD student, its ratios, registered as a version of `generator`
   (`@challenger`); raises `QuantizeError` on a missing input or backend;
3. `build_engine` (build_engine.py, engine.py): `trtllm-build` engine or `trtllm-serve` config + `trtllm-bench`
   (`build_engine.mode`); raises `engine.TrtllmUnavailable` where TensorRT-LLM or a GPU is missing.

Each function imports its step module when called: the step modules bring torch, transformers and mlflow, which
neither `ragops --help` nor the DAG file's parse should load.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tasks.core.paths import DataPaths
from tasks.core.settings import Settings

Log = Callable[[str], None]


def distill(settings: Settings, paths: DataPaths, log: Log = print) -> dict[str, Any]:
    from tasks.generator.distill import run

    return run(settings, paths, log=log)


def quantize(settings: Settings, paths: DataPaths, log: Log = print) -> dict[str, Any]:
    from tasks.generator.quantize import run

    return run(settings, paths, log=log)


def build_engine(settings: Settings, paths: DataPaths, log: Log = print) -> dict[str, Any]:
    from tasks.generator.build_engine import run

    return run(settings, paths, log=log)


STEPS: dict[str, Callable[..., dict[str, Any]]] = {"distill": distill, "quantize": quantize,
                                                   "build_engine": build_engine}
