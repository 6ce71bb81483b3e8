"""The pyfunc classes of the registered `dcee` and `generator`, instantiated by their models-from-code files
(`dcee.py`, `generator.py` beside this one), which are what MLflow logs. An importable module, not the code files
themselves: versions logged before models-from-code hold a cloudpickled instance naming these classes
(`tasks.core.registry` re-exports them under the names those pickles use).

`DceeModel`: artifacts `weights` (the torch state dict, loaded with `weights_only=True`: tensors, no pickled objects)
and `config` (models.evidence.dcee.DceeConfig as JSON); input one row per (query, chunk) pair, the semantic feature
columns then the temporal ones; output the columns semantic, temporal, confidence. `unwrap_python_model().model` is
the torch module itself (what the project uses).

`GeneratorModel`: artifact `checkpoint`, the quantised student's causal-LM folder; input a column `prompt` (the text
the chat template renders), output a column `answer`, the greedy continuation (`params={"max_new_tokens": n}`).
Serving loads the checkpoint folder itself (transformers backend); this makes the version usable from MLflow too.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import mlflow
import numpy as np
import pandas as pd

from tasks.core.logged_models import ANSWER_COLUMN, DCEE_OUTPUTS, PROMPT_COLUMN, dcee_columns


class DceeModel(mlflow.pyfunc.PythonModel):
    def load_context(self, context: Any) -> None:
        import torch

        from models.evidence.dcee import DceeConfig, load_dcee

        config = DceeConfig.from_dict(json.loads(Path(context.artifacts["config"]).read_text(encoding="utf-8")))
        self.model = load_dcee(config, torch.load(context.artifacts["weights"], weights_only=True))
        self.columns = dcee_columns(config)

    # A DataFrame hint: MLflow then validates the input by the signature (named columns) alone; any other hint, or
    # none, makes it warn while logging.
    def predict(self, context: Any, model_input: pd.DataFrame, params: dict[str, Any] | None = None) -> pd.DataFrame:
        missing = [name for name in self.columns if name not in model_input.columns]
        if missing:
            raise ValueError(f"dcee input lacks {len(missing)} feature columns, first {missing[:3]}")
        # A copy: pandas may hand out a read-only view, which torch.from_numpy warns about.
        rows = model_input[self.columns].to_numpy(dtype=np.float32, copy=True)
        split = self.model.config.semantic_dim
        scores = self.model.scores(rows[:, :split], rows[:, split:])
        return pd.DataFrame({name: scores[name] for name in DCEE_OUTPUTS})


class GeneratorModel(mlflow.pyfunc.PythonModel):
    def load_context(self, context: Any) -> None:
        from transformers import AutoModelForCausalLM, AutoTokenizer

        folder = context.artifacts["checkpoint"]
        self.tokenizer = AutoTokenizer.from_pretrained(folder, local_files_only=True)
        self.model = AutoModelForCausalLM.from_pretrained(folder, local_files_only=True)

    # A DataFrame hint: MLflow then validates the input by the signature (named columns) alone; any other hint, or
    # none, makes it warn while logging.
    def predict(self, context: Any, model_input: pd.DataFrame, params: dict[str, Any] | None = None) -> pd.DataFrame:
        import torch

        answers = []
        for prompt in list(model_input[PROMPT_COLUMN]):
            encoded = self.tokenizer(prompt, return_tensors="pt", add_special_tokens=False)
            with torch.inference_mode():
                out = self.model.generate(**encoded, max_new_tokens=int((params or {}).get("max_new_tokens", 64)),
                                          do_sample=False, pad_token_id=self.tokenizer.pad_token_id)
            answers.append(self.tokenizer.decode(out[0, encoded["input_ids"].shape[1]:], skip_special_tokens=True))
        return pd.DataFrame({ANSWER_COLUMN: answers})
