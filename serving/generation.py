"""Generation backends (params `serving.generation.backend`, or a deployment manifest's `generator`):

- `extractive` (default): no model; the answer is sentences picked from the evidence that passes DCEE, each cited
  (models.answering.compose). Deterministic, and nothing can be made up.
- `openai`: any OpenAI-compatible chat endpoint (trtllm-serve, vLLM, another ragops server) through the `openai`
  client library.
- `transformers`: a local causal-LM checkpoint folder (the distilled / quantised student once it exists), loaded with
  `local_files_only`; one generation at a time per loaded model.

LLM backends answer from `models.answering.compose.prompt_messages` at the temperature evidence consistency gives.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from tasks.core.settings import GenerationSettings

GENERATOR_MODEL = "ragops-generator"  # /v1/chat/completions `model` that reaches the backend itself, no retrieval


class GenerationError(RuntimeError):
    """The backend failed (unreachable endpoint, bad checkpoint): the request fails with 502, nothing is invented."""


class LlmGenerator:
    """What an LLM backend offers the service: a whole answer, or its text as it is produced."""

    name = "llm"

    def generate(self, messages: Sequence[Mapping[str, str]], temperature: float, max_tokens: int) -> str:
        return "".join(self.stream(messages, temperature, max_tokens))

    def stream(self, messages: Sequence[Mapping[str, str]], temperature: float, max_tokens: int) -> Iterator[str]:
        raise NotImplementedError

    def describe(self) -> dict[str, Any]:
        return {"backend": self.name}


class OpenAIGenerator(LlmGenerator):
    name = "openai"

    def __init__(self, settings: GenerationSettings) -> None:
        import openai

        options = settings.openai
        if not options.base_url or not options.model:
            raise GenerationError("serving.generation.openai needs base_url and model (e.g. http://127.0.0.1:8001/v1 "
                                  "and the served model's name)")
        self.model = options.model
        self.base_url = options.base_url
        self.client = openai.OpenAI(base_url=options.base_url, api_key=os.environ.get(options.api_key_env) or "EMPTY",
                                    timeout=options.timeout_seconds, max_retries=1)

    def generate(self, messages: Sequence[Mapping[str, str]], temperature: float, max_tokens: int) -> str:
        import openai

        try:
            response = self.client.chat.completions.create(model=self.model, messages=list(messages),
                                                           temperature=temperature, max_tokens=max_tokens)
        except openai.OpenAIError as err:
            raise GenerationError(f"openai backend at {self.base_url}: {err}") from None
        return response.choices[0].message.content or ""

    def stream(self, messages: Sequence[Mapping[str, str]], temperature: float, max_tokens: int) -> Iterator[str]:
        import openai

        try:
            for chunk in self.client.chat.completions.create(model=self.model, messages=list(messages),
                                                             temperature=temperature, max_tokens=max_tokens,
                                                             stream=True):
                if chunk.choices and chunk.choices[0].delta.content:
                    yield chunk.choices[0].delta.content
        except openai.OpenAIError as err:
            raise GenerationError(f"openai backend at {self.base_url}: {err}") from None

    def describe(self) -> dict[str, Any]:
        return {"backend": self.name, "base_url": self.base_url, "model": self.model}


class TransformersGenerator(LlmGenerator):
    name = "transformers"

    def __init__(self, settings: GenerationSettings) -> None:
        checkpoint = settings.transformers.checkpoint
        if not checkpoint:
            raise GenerationError("serving.generation.transformers.checkpoint must name a local checkpoint folder")
        path = Path(checkpoint).expanduser()
        if not (path / "config.json").is_file():
            raise GenerationError(f"{path} is not a transformers checkpoint folder (no config.json); checkpoints load "
                                  "from local folders only")
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer

        torch.set_num_threads(settings.transformers.torch_threads)
        self.path = path
        self.tokenizer = AutoTokenizer.from_pretrained(str(path), local_files_only=True)
        self.model = AutoModelForCausalLM.from_pretrained(str(path), local_files_only=True)
        self.model.eval()
        self._lock = threading.Lock()  # one generate() at a time per loaded model

    def _inputs(self, messages: Sequence[Mapping[str, str]], max_tokens: int) -> Any:
        templated = bool(getattr(self.tokenizer, "chat_template", None))
        if templated:
            text = self.tokenizer.apply_chat_template(list(messages), tokenize=False, add_generation_prompt=True)
        else:  # a checkpoint without a chat template: the turns as plain text
            text = "\n\n".join(f"{m['role']}: {m['content']}" for m in messages) + "\n\nassistant:"
        # The prompt and the answer share the context; an over-long prompt loses its start (evidence), never the
        # question and the assistant turn at its end. A chat template writes its own BOS token.
        context = getattr(self.model.config, "max_position_embeddings", 2048)
        self.tokenizer.truncation_side = "left"
        encoded = self.tokenizer(text, return_tensors="pt", truncation=True, return_token_type_ids=False,
                                 max_length=max(16, context - max_tokens),
                                 add_special_tokens=not templated)
        return dict(encoded)

    def stream(self, messages: Sequence[Mapping[str, str]], temperature: float, max_tokens: int) -> Iterator[str]:
        import torch
        from transformers import TextIteratorStreamer

        inputs = self._inputs(messages, max_tokens)
        streamer = TextIteratorStreamer(self.tokenizer, skip_prompt=True, skip_special_tokens=True)
        options = {"max_new_tokens": max_tokens, "streamer": streamer,
                   "pad_token_id": self.tokenizer.pad_token_id or self.tokenizer.eos_token_id}
        options.update({"do_sample": True, "temperature": temperature} if temperature > 0 else {"do_sample": False})
        failure: list[BaseException] = []

        def run() -> None:
            try:
                with self._lock, torch.inference_mode():
                    self.model.generate(**inputs, **options)
            except BaseException as err:  # surfaced to the caller below
                failure.append(err)
                streamer.end()

        worker = threading.Thread(target=run, name="transformers-generate", daemon=True)
        worker.start()
        yield from (piece for piece in streamer if piece)
        worker.join()
        if failure:
            raise GenerationError(f"transformers backend ({self.path}): {failure[0]}")

    def describe(self) -> dict[str, Any]:
        return {"backend": self.name, "checkpoint": str(self.path)}


def generation_settings(base: GenerationSettings, overrides: Mapping[str, Any]) -> GenerationSettings:
    """params.yaml's `serving.generation` with a deployment manifest's `generator` laid over it (validated again)."""
    from tasks.core.settings import SettingsError, apply_overrides, flatten

    tree = apply_overrides({"generation": base.model_dump(mode="json")}, flatten(overrides, "generation."))
    try:
        return GenerationSettings.model_validate(tree["generation"])
    except ValueError as err:
        raise SettingsError(f"deployment generator {dict(overrides)}: {err}") from None


def build_generator(settings: GenerationSettings) -> LlmGenerator | None:
    """The LLM backend, or None for `extractive`."""
    if settings.backend == "extractive":
        return None
    if settings.backend == "openai":
        return OpenAIGenerator(settings)
    return TransformersGenerator(settings)
