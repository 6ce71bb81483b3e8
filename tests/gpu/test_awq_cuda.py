"""quantize on a CUDA device: llm-compressor's AWQ W4A16 (group 128) through the stage's own code path, without the
CPU pinning workaround, and the quantised model's perplexity against the full one on the GPU."""

from __future__ import annotations

import json

import pytest

from tests.gpu.tiny_awq import TEXTS, awq_checkpoint, tiny_checkpoint


@pytest.mark.gpu
@pytest.mark.timeout(900)
def test_awq_w4a16_on_cuda_keeps_perplexity(tmp_path):
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from tasks.generator.training import lm_blocks, perplexity

    full = tiny_checkpoint(tmp_path / "full")
    quantized = awq_checkpoint(full, tmp_path / "awq")
    config = json.loads((quantized / "config.json").read_text())["quantization_config"]
    weights = config["config_groups"]["group_0"]["weights"]
    assert (weights["num_bits"], weights["group_size"], config["format"]) == (4, 128, "pack-quantized")
    tokenizer = AutoTokenizer.from_pretrained(str(full), local_files_only=True)
    rows = lm_blocks(tokenizer, TEXTS[:16], 64)
    figures = {}
    for name, folder in (("full", full), ("awq", quantized)):
        model = AutoModelForCausalLM.from_pretrained(str(folder), local_files_only=True).to("cuda")
        figures[name] = perplexity(model, rows, tokenizer.pad_token_id)
    assert torch.cuda.is_available()
    assert figures["awq"] / figures["full"] < 1.10, figures
