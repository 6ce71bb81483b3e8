"""Generation backends: settings from params with a manifest's overrides, clear refusals, and the transformers
backend on a real (tiny, local) checkpoint."""

from __future__ import annotations

import pytest

from serving.generation import GenerationError, TransformersGenerator, build_generator, generation_settings
from tasks.core.settings import SettingsError, load_settings
from tests.integration.tiny_lm import build_tiny_lm


@pytest.fixture(scope="module")
def base():
    return load_settings().serving.generation


def test_manifest_generator_overrides_params(base):
    assert base.backend == "extractive" and build_generator(base) is None
    merged = generation_settings(base, {"backend": "openai", "openai": {"base_url": "http://127.0.0.1:9/v1",
                                                                        "model": "student"}})
    assert merged.backend == "openai" and merged.openai.model == "student"
    assert merged.openai.timeout_seconds == base.openai.timeout_seconds  # what the manifest leaves out stays
    with pytest.raises(SettingsError, match="unknown key"):
        generation_settings(base, {"backend": "openai", "temperature": 3})
    with pytest.raises(SettingsError):
        generation_settings(base, {"backend": "gpt"})


def test_backends_refuse_incomplete_settings(base, tmp_path):
    with pytest.raises(GenerationError, match="base_url and model"):
        build_generator(generation_settings(base, {"backend": "openai"}))
    with pytest.raises(GenerationError, match="local checkpoint folder"):
        build_generator(generation_settings(base, {"backend": "transformers"}))
    with pytest.raises(GenerationError, match=r"no config\.json"):
        build_generator(generation_settings(base, {"backend": "transformers",
                                                   "transformers": {"checkpoint": str(tmp_path)}}))


def test_transformers_backend_generates_and_streams_from_a_local_checkpoint(base, tmp_path):
    checkpoint = build_tiny_lm(tmp_path / "lm")
    generator = build_generator(generation_settings(base, {"backend": "transformers",
                                                           "transformers": {"checkpoint": str(checkpoint)}}))
    assert isinstance(generator, TransformersGenerator)
    messages = [{"role": "system", "content": "Answer from the evidence."}, {"role": "user", "content": "Fee?"}]
    greedy = generator.generate(messages, 0.0, 6)
    assert greedy.strip() and greedy == generator.generate(messages, 0.0, 6)  # temperature 0: deterministic
    pieces = list(generator.stream(messages, 0.7, 6))
    assert pieces and all(isinstance(piece, str) for piece in pieces)
    assert generator.describe() == {"backend": "transformers", "checkpoint": str(checkpoint)}
