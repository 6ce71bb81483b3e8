"""The generator's training pieces on real (tiny) transformers models: the corpus tokenizer with serving's chat
template, the masked encoding, the KD loss, and that `fit` learns."""

from __future__ import annotations

import math

import pytest

torch = pytest.importorskip("torch")

from tasks.core.settings import ArchitectureSettings  # noqa: E402
from tasks.generator.data import NOT_IN_EVIDENCE, reference_answer  # noqa: E402
from tasks.generator.distill import llama_config, parameter_count  # noqa: E402
from tasks.generator.tokenizer import ASSISTANT, train_tokenizer  # noqa: E402
from tasks.generator.training import IGNORE, FitConfig, _loss, encode, fit, generate, perplexity  # noqa: E402

TEXTS = [
    "The warranty service fee per visit is 120 EUR from 1 April 2024. Error E42 on the HX-200 means the pump is "
    "blocked. 保修服务费为每次120欧元。",
    "Reset the controller after a power failure. Unless the technician is certified, do not change the thresholds.",
] * 20
MESSAGES = [{"role": "system", "content": "Answer from the evidence."},
            {"role": "user", "content": "Evidence:\n[1] Manual:\nError E42 means the pump is blocked.\n\n"
                                        "Question: What does E42 mean?"}]
ANSWER = "Error E42 means the pump is blocked. [1]"


@pytest.fixture(scope="module")
def tokenizer():
    return train_tokenizer(TEXTS, vocab_size=400, min_frequency=1)


def tiny_model(tokenizer, layers: int = 1):
    from transformers import LlamaForCausalLM

    torch.manual_seed(0)
    arch = ArchitectureSettings(hidden_size=64, layers=layers, heads=4, kv_heads=2, intermediate_size=128)
    return LlamaForCausalLM(llama_config(arch, len(tokenizer), 256, tokenizer))


def test_tokenizer_is_byte_level_and_renders_the_chat_template(tokenizer):
    ids = tokenizer("保修服务费 E42 ünïcode", add_special_tokens=False)["input_ids"]
    assert tokenizer.unk_token_id is None or tokenizer.unk_token_id not in ids  # every byte is encodable
    assert tokenizer.decode(ids) == "保修服务费 E42 ünïcode"
    prompt = tokenizer.apply_chat_template(MESSAGES, tokenize=False, add_generation_prompt=True)
    assert prompt.startswith(tokenizer.bos_token) and prompt.endswith(f"{ASSISTANT}\n")


def test_encode_masks_the_prompt_and_ends_the_answer_with_eos(tokenizer):
    row = encode(tokenizer, MESSAGES, ANSWER)
    answer_ids = tokenizer(ANSWER, add_special_tokens=False)["input_ids"] + [tokenizer.eos_token_id]
    assert row.input_ids[-len(answer_ids):] == answer_ids
    assert row.labels[-len(answer_ids):] == answer_ids
    assert set(row.labels[: -len(answer_ids)]) == {IGNORE}


def test_kd_loss_is_ce_without_a_teacher_and_adds_kl_with_one():
    torch.manual_seed(0)
    student, teacher = torch.randn(2, 5, 11), torch.randn(2, 5, 11)
    labels = torch.tensor([[IGNORE, IGNORE, 3, 4, 5], [IGNORE, 1, 2, 3, IGNORE]])
    ce_only = _loss(student, labels, None, FitConfig(1, 1, 1e-3, 0))
    assert float(ce_only) == pytest.approx(float(_loss(student, labels, teacher, FitConfig(1, 1, 1e-3, 0, kd_alpha=0))))
    same = _loss(student, labels, student.clone(), FitConfig(1, 1, 1e-3, 0, kd_alpha=0.5))
    assert float(same) == pytest.approx(0.5 * float(ce_only), rel=1e-5)  # KL(p || p) = 0
    mixed = _loss(student, labels, teacher, FitConfig(1, 1, 1e-3, 0, kd_alpha=0.5))
    assert float(mixed) > float(same)


def test_fit_lowers_perplexity_and_the_model_answers(tokenizer):
    model = tiny_model(tokenizer)
    rows = [encode(tokenizer, MESSAGES, ANSWER)] * 8
    before = perplexity(model, rows, tokenizer.pad_token_id)
    result = fit(model, rows, FitConfig(epochs=15, batch_size=4, learning_rate=0.01, seed=0), tokenizer.pad_token_id)
    after = perplexity(model, rows, tokenizer.pad_token_id)
    assert after < before / 5 and math.isfinite(result["loss"]) and result["steps"] == 30
    assert generate(model, tokenizer, [MESSAGES], max_new_tokens=16)[0].startswith("Error E42")


def test_distillation_with_a_teacher_matches_its_distribution(tokenizer):
    teacher = tiny_model(tokenizer, layers=2)
    rows = [encode(tokenizer, MESSAGES, ANSWER)] * 8
    fit(teacher, rows, FitConfig(epochs=10, batch_size=4, learning_rate=0.01, seed=0), tokenizer.pad_token_id)
    student = tiny_model(tokenizer)
    before = perplexity(student, rows, tokenizer.pad_token_id)
    fit(student, rows, FitConfig(epochs=10, batch_size=4, learning_rate=0.01, seed=0, kd_alpha=0.9),
        tokenizer.pad_token_id, teacher=teacher)
    assert perplexity(student, rows, tokenizer.pad_token_id) < before / 10


def test_reference_answer_cites_the_passage_that_holds_it():
    items = [{"rank": 1, "text": "Reset the controller."}, {"rank": 2, "text": "Error  E42 means the pump is blocked."}]
    assert reference_answer("Error E42 means the pump is blocked.", items) == (
        "Error E42 means the pump is blocked. [2]", True)
    assert reference_answer("The fee is 120 EUR.", items) == (NOT_IN_EVIDENCE, False)


def test_student_parameter_count_is_about_half_the_teacher(tokenizer):
    from tasks.core.settings import load_settings

    tiny = load_settings().distill.tiny
    from transformers import LlamaForCausalLM

    vocab = tiny.vocab_size
    teacher = LlamaForCausalLM(llama_config(tiny.teacher, vocab, tiny.context, tokenizer))
    student = LlamaForCausalLM(llama_config(tiny.student, vocab, tiny.context, tokenizer))
    assert 0.4 <= parameter_count(student) / parameter_count(teacher) <= 0.6  # the 70B -> 34B ratio
