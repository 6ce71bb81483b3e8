"""build_engine on a GPU host: both TensorRT-LLM modes for a real AWQ checkpoint.

Needs a CUDA device (tests/gpu/conftest.py skips `gpu` tests without one), TensorRT-LLM (docker/generator.Dockerfile)
and RAGOPS_AWQ_CHECKPOINT: the folder the quantize stage wrote. Engine mode reads AutoAWQ's layout (config.json
quantization_config.quant_method "awq") or a TensorRT-LLM checkpoint; pytorch mode ModelOpt's Hugging Face export
(hf_quant_config.json) -- set RAGOPS_AWQ_CHECKPOINT_PYTORCH when the two modes need different folders.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tasks.generator import engine

PROMPTS = [
    "How do I reset the device to factory settings?",
    "Compare the rated power of model A and model B.",
    "当前的服务费率是多少？",
    "What changed in the fee schedule after 2021?",
]


def _checkpoint(variable: str) -> Path:
    value = os.environ.get(variable) or os.environ.get("RAGOPS_AWQ_CHECKPOINT")
    if not value:
        pytest.skip("RAGOPS_AWQ_CHECKPOINT is not set: point it at the AWQ checkpoint the quantize stage wrote")
    path = Path(value)
    if not (path / "config.json").is_file():
        pytest.skip(f"RAGOPS_AWQ_CHECKPOINT={value} holds no config.json")
    return path


@pytest.mark.gpu
@pytest.mark.timeout(3600)
def test_engine_mode_builds_rank0_engine(tmp_path):
    pytest.importorskip("tensorrt_llm")
    checkpoint = _checkpoint("RAGOPS_AWQ_CHECKPOINT")
    out = tmp_path / "engine"
    report = engine.run(engine.EngineConfig(mode="engine"), checkpoint, out, prompts=PROMPTS)
    assert (out / "rank0.engine").is_file()
    assert (out / "config.json").is_file()
    assert (out / engine.ENGINE_CONFIG_FILE).is_file()
    assert report["mode"] == "engine" and report["wall_seconds"] > 0


@pytest.mark.gpu
@pytest.mark.timeout(3600)
def test_pytorch_mode_reports_positive_throughput(tmp_path):
    pytest.importorskip("tensorrt_llm")
    checkpoint = _checkpoint("RAGOPS_AWQ_CHECKPOINT_PYTORCH")
    out = tmp_path / "pytorch"
    config = engine.EngineConfig(mode="pytorch", bench_requests=16, bench_output_tokens=64)
    report = engine.run(config, checkpoint, out, prompts=PROMPTS)
    assert report["throughput"]["output_tokens_per_second"] > 0
    assert (out / engine.SERVE_OPTIONS_FILE).is_file()
    assert (out / engine.BENCH_OUTPUT_FILE).is_file()
