"""The production profile's code path on CPU with tiny local folders standing in for the 70B teacher and the 34B
student (same code, other params): both load by local path, a student whose tokenizer differs is refused, the student
trains LoRA adapters (peft) with the teacher's logits and is merged into a plain checkpoint quantize can read."""

from __future__ import annotations

import copy

import pytest

torch = pytest.importorskip("torch")

from tasks.core.settings import ArchitectureSettings, load_settings  # noqa: E402
from tasks.generator.distill import DistillError, _production_models, _with_lora, llama_config  # noqa: E402
from tasks.generator.tokenizer import train_tokenizer  # noqa: E402
from tasks.generator.training import FitConfig, encode, fit, perplexity  # noqa: E402

TEXTS = ["Error E42 on the HX-200 means the pump is blocked. The warranty fee is 120 EUR per visit."] * 30
MESSAGES = [{"role": "user", "content": "Evidence:\n[1] Error E42 means the pump is blocked.\n\nQuestion: E42?"}]


def _folder(path, tokenizer, layers: int):
    from transformers import LlamaForCausalLM

    torch.manual_seed(layers)
    arch = ArchitectureSettings(hidden_size=64, layers=layers, heads=4, kv_heads=2, intermediate_size=128)
    LlamaForCausalLM(llama_config(arch, len(tokenizer), 256, tokenizer)).save_pretrained(str(path))
    tokenizer.save_pretrained(str(path))
    return path


def _options(teacher, student, **more):
    overrides = {"distill.profile": "production", "distill.production.teacher_path": str(teacher),
                 "distill.production.student_path": str(student), "distill.production.teacher_logits": True,
                 "distill.production.lora.target_modules": ["q_proj", "v_proj", "up_proj", "down_proj"], **more}
    return load_settings(overrides=overrides).distill


def test_lora_student_distils_from_the_teacher_and_merges(tmp_path):
    tokenizer = train_tokenizer(TEXTS, vocab_size=300, min_frequency=1)
    options = _options(_folder(tmp_path / "teacher", tokenizer, 2), _folder(tmp_path / "student", tokenizer, 1))
    built = _production_models(options, log=lambda message: None)
    assert built["teacher"] is not None and built["lineage"]["student_base"] == str(tmp_path / "student")
    student = _with_lora(copy.deepcopy(built["student_base"]), options)
    trainable = sum(p.numel() for p in student.parameters() if p.requires_grad)
    assert 0 < trainable < sum(p.numel() for p in student.parameters()) / 4  # adapters only
    rows = [encode(built["tokenizer"], MESSAGES, "Error E42 means the pump is blocked. [1]")] * 8
    before = perplexity(student, rows, built["tokenizer"].pad_token_id)
    fit(student, rows, FitConfig(epochs=8, batch_size=4, learning_rate=0.01, seed=0, kd_alpha=0.5),
        built["tokenizer"].pad_token_id, teacher=built["teacher"])
    merged = student.merge_and_unload()
    assert perplexity(merged, rows, built["tokenizer"].pad_token_id) < before
    assert not any("lora" in name for name, _ in merged.named_parameters())  # a plain checkpoint for quantize


def test_production_needs_local_folders_a_teacher_and_one_tokenizer(tmp_path):
    with pytest.raises(DistillError, match="teacher_path must name a local model folder"):
        _production_models(load_settings(overrides={"distill.profile": "production"}).distill, log=print)
    tokenizer = train_tokenizer(TEXTS, vocab_size=300, min_frequency=1)
    teacher = _folder(tmp_path / "teacher", tokenizer, 2)
    other = _folder(tmp_path / "other", train_tokenizer(TEXTS[:1] * 5 + ["另一种词表"] * 5, 280, 1), 1)
    with pytest.raises(DistillError, match="does not share the teacher's tokenizer"):
        _production_models(_options(teacher, other), log=print)
    with pytest.raises(DistillError, match=r"teacher_endpoint\.base_url"):
        _production_models(_options(teacher, other, **{"distill.production.teacher_logits": False}), log=print)
