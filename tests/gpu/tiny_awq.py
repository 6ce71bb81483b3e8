"""A tiny Llama with the corpus-style tokenizer, saved as a local checkpoint, and its AWQ W4A16 checkpoint made by the
quantize stage's own llm-compressor path — what the GPU tests load (no download, a few seconds)."""

from __future__ import annotations

from pathlib import Path

TEXTS = [
    "The warranty service fee per visit is 120 EUR from 1 April 2024. Error E42 on the HX-200 means the pump is "
    "blocked; reset the controller after clearing it.",
    "Unless the technician is certified, do not change the protection thresholds. 保修服务费为每次120欧元。",
] * 64


def tiny_checkpoint(folder: Path) -> Path:
    import torch
    from transformers import LlamaForCausalLM

    from tasks.core.settings import ArchitectureSettings
    from tasks.generator.distill import llama_config
    from tasks.generator.tokenizer import train_tokenizer
    from tasks.generator.training import FitConfig, fit, lm_blocks

    tokenizer = train_tokenizer(TEXTS, vocab_size=512, min_frequency=1)
    torch.manual_seed(0)
    # Widths Marlin / TensorRT-LLM int4 kernels accept (multiples of 128).
    arch = ArchitectureSettings(hidden_size=256, layers=2, heads=4, kv_heads=2, intermediate_size=512)
    model = LlamaForCausalLM(llama_config(arch, len(tokenizer), 1024, tokenizer))
    fit(model, lm_blocks(tokenizer, TEXTS, 64), FitConfig(epochs=2, batch_size=8, learning_rate=3e-3, seed=0),
        tokenizer.pad_token_id)
    model.save_pretrained(str(folder))
    tokenizer.save_pretrained(str(folder))
    return folder


def awq_checkpoint(source: Path, target: Path) -> Path:
    from tasks.core.settings import load_settings
    from tasks.generator.quantize import _llmcompressor

    settings = load_settings(overrides={"quantize.calibration_samples": 32, "quantize.max_seq_length": 64})
    _llmcompressor(settings, source, target, TEXTS[:32])
    return target
