"""The embedder (tasks/runtime/embedder.py): the torch backend is sentence-transformers' own encode, bit for bit;
the onnx-int8 backend is an int8 export of the same local model, made once and atomically, whose vectors stay
close to fp32's and are filed under their own model id."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from tasks.runtime.embedder import Embedder, embedding_model_id, export_int8, resolve_model

TEXTS = [
    "Press and hold RESET for five seconds to clear error E42 on the HX-200.",
    "The warranty service fee is 120 yuan per visit from April 2024.",
    "冬季停机前请排空冷水机组的冷凝器。",
    "Maximum inlet pressure",
    "Compare the LS-40 and the LS-60: the LS-60 pumps 60 litres per minute, the LS-40 40, at the same head "
    "and power draw; both take the same strainer and seals, so spare parts are shared between them. " * 3,
]


@pytest.fixture(scope="module")
def fp32() -> Embedder:
    return Embedder(None, batch_size=2, threads=1)


@pytest.fixture(scope="module")
def export_dir(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("onnx_exports")


@pytest.fixture(scope="module")
def int8(export_dir: Path) -> Embedder:
    return Embedder(None, batch_size=2, threads=1, backend="onnx-int8", export_dir=export_dir)


def test_torch_backend_is_sentence_transformers_encode_unchanged(fp32: Embedder) -> None:
    from sentence_transformers import SentenceTransformer

    model = SentenceTransformer(str(resolve_model(None).path), device="cpu", local_files_only=True)
    expected = model.encode(TEXTS, batch_size=2, convert_to_numpy=True, normalize_embeddings=True)
    vectors = fp32.embed(TEXTS)
    assert vectors.dtype == np.float32 and vectors.flags.c_contiguous
    assert np.array_equal(vectors, expected)  # the default path's vectors are the ones indexes were built with
    # ... and filed under the id they always had, so existing caches and index versions stay valid
    assert fp32.model_id == resolve_model(None).model_id == embedding_model_id(None, "torch")


def test_int8_vectors_are_unit_length_and_close_to_fp32(fp32: Embedder, int8: Embedder) -> None:
    vectors, reference = int8.embed(TEXTS), fp32.embed(TEXTS)
    assert vectors.shape == reference.shape == (len(TEXTS), fp32.dimension) and vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    cosine = (vectors * reference).sum(axis=1)
    assert cosine.min() > 0.95, cosine
    # Texts are batched by length, so the input order does not change the batches, nor the vectors.
    assert np.array_equal(int8.embed(TEXTS[::-1])[::-1], vectors)
    # Activations are quantised per batch (dynamic quantisation), so a text's vector depends a little on the
    # texts batched with it: alone (a query) it stays close to its vector in a batch.
    alone = int8.embed([TEXTS[3]])[0]
    assert float(alone @ vectors[3]) > 0.98
    assert int8.embed([]).shape == (0, int8.dimension)


def test_questions_embedded_together_get_the_vectors_each_gets_alone(fp32: Embedder, int8: Embedder) -> None:
    """A micro-batch of questions, or a session's cache, embeds several texts at once; each must come out as it
    would alone, or a question's evidence depends on what was asked beside it (padding a shorter text to a longer
    one's length rounds its vector differently, enough to swap near-tied passages)."""
    texts = [*TEXTS, TEXTS[0]]  # two of one token count: batched together, unpadded
    for embedder in (fp32, int8):
        together = embedder.embed_alone(texts)
        alone = np.stack([embedder.embed([text])[0] for text in texts])
        assert together.shape == (len(texts), embedder.dimension) and together.dtype == np.float32
        assert np.array_equal(together, alone)
        assert embedder.embed_alone([]).shape == (0, embedder.dimension)


def test_int8_vectors_have_their_own_model_id(fp32: Embedder, int8: Embedder) -> None:
    assert int8.model_id == embedding_model_id(None, "onnx-int8") == f"{fp32.model_id}+onnx-int8"
    with pytest.raises(ValueError, match="not one of"):
        embedding_model_id(None, "onnx-fp16")
    with pytest.raises(ValueError, match="not one of"):
        Embedder(None, batch_size=2, threads=1, backend="tensorrt")


def test_the_export_is_made_once_and_leaves_nothing_half_written(int8: Embedder, export_dir: Path) -> None:
    exports = list(export_dir.rglob("*"))
    files = [path for path in exports if path.is_file()]
    assert [path.name for path in files] == ["model_int8.onnx"]  # no temporary model, no fp32 intermediate
    made = files[0].stat().st_mtime_ns
    again = Embedder(None, batch_size=2, threads=1, backend="onnx-int8", export_dir=export_dir)
    assert files[0].stat().st_mtime_ns == made and list(export_dir.rglob("*")) == exports  # reused, not redone
    assert np.array_equal(again.embed(TEXTS), int8.embed(TEXTS))
    assert export_int8(again._model, again.ref, export_dir) == files[0]


def test_skops_comes_before_transformers_so_its_type_scan_stays_cheap() -> None:
    """skops (the intent model's format) lists the types it trusts by looking into every loaded module, and
    transformers' lazy modules import their submodules when looked into: loaded after transformers, that scan cost
    over a minute of `ragops train`. The embedder, which brings transformers in, imports skops first."""
    import subprocess
    import sys

    code = ("import sys; from tasks.runtime.embedder import Embedder; Embedder(None, batch_size=2, threads=1); "
            "order = list(sys.modules); print(order.index('skops.io') < order.index('transformers'))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, check=True)
    assert done.stdout.strip().splitlines()[-1] == "True"
