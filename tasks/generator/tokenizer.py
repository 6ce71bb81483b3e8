"""The tiny profile's tokenizer: byte-level BPE trained on the corpus with `tokenizers`, wrapped as a transformers
fast tokenizer with the chat template the serving runtime's `transformers` backend renders prompts with.

Byte-level, so every character of every language in the corpus (CJK included) is encodable without an unknown token.
One template for training and serving: the student learns exactly the turn layout it is later asked in.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

BOS, EOS, PAD = "<|bos|>", "<|eos|>", "<|pad|>"
SYSTEM, USER, ASSISTANT = "<|system|>", "<|user|>", "<|assistant|>"
SPECIAL_TOKENS = [PAD, BOS, EOS, SYSTEM, USER, ASSISTANT]

# Jinja, as transformers' apply_chat_template renders it. The assistant turn ends with EOS so generation stops there.
CHAT_TEMPLATE = (
    "{{ bos_token }}"
    "{% for message in messages %}"
    "{% if message['role'] == 'system' %}<|system|>\n{{ message['content'] }}\n"
    "{% elif message['role'] == 'user' %}<|user|>\n{{ message['content'] }}\n"
    "{% else %}<|assistant|>\n{{ message['content'] }}{{ eos_token }}\n{% endif %}"
    "{% endfor %}"
    "{% if add_generation_prompt %}<|assistant|>\n{% endif %}"
)


def train_tokenizer(texts: Iterable[str], vocab_size: int, min_frequency: int = 2) -> Any:
    """A byte-level BPE tokenizer trained on `texts` (deterministic for the same texts in the same order)."""
    from tokenizers import ByteLevelBPETokenizer
    from transformers import PreTrainedTokenizerFast

    bpe = ByteLevelBPETokenizer()
    bpe.train_from_iterator(list(texts), vocab_size=vocab_size, min_frequency=min_frequency,
                            special_tokens=SPECIAL_TOKENS, show_progress=False)
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=bpe._tokenizer, bos_token=BOS, eos_token=EOS,
                                        pad_token=PAD, additional_special_tokens=[SYSTEM, USER, ASSISTANT])
    tokenizer.chat_template = CHAT_TEMPLATE
    return tokenizer
