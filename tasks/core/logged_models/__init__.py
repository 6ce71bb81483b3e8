"""The registered models as MLflow sees them: the named columns of their signatures, the intent pipeline's input
step, the pyfunc classes (`pyfuncs.py`) and the "models from code" files of the two pyfunc models (`dcee.py`,
`generator.py`).

A models-from-code file is logged as source, not as a pickled object: MLflow copies it into the model and runs it
when the model loads, and the file names its model with `mlflow.models.set_model`. So the logged `dcee` and
`generator` hold no cloudpickled class; the file imports its class (`pyfuncs`) and what that wraps
(`models.evidence.dcee`, transformers) from the environment that loads it — this project's. Never import those two
files as modules: they are scripts for MLflow (`tasks.core.registry` passes their paths), and importing one would
set MLflow's global code model.

This module imports no mlflow (`pyfuncs` and the code files do): the intent pipeline carries `query_texts` as a
step, so loading that pipeline imports this module.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

CODE_DIR = Path(__file__).resolve().parent
DCEE_CODE = CODE_DIR / "dcee.py"
GENERATOR_CODE = CODE_DIR / "generator.py"

# Output columns of `dcee` (its inputs are the feature names of models.evidence.dcee, semantic then temporal).
DCEE_OUTPUTS: tuple[str, ...] = ("semantic", "temporal", "confidence")
QUERY_COLUMN = "query"  # `t3d_intent` input: the query text
INTENT_COLUMN = "intent"  # `t3d_intent` output: the predicted intent (before the confidence fallback)
SCORE_COLUMN = "score"  # `t3d_ranker` output: the relevance score (inputs: the RANKER_FEATURES columns)
PROMPT_COLUMN = "prompt"  # `generator` input: the rendered chat prompt
ANSWER_COLUMN = "answer"  # `generator` output: the greedy continuation


def dcee_columns(config: Any) -> list[str]:
    """The input columns of `dcee` for a models.evidence.dcee.DceeConfig: the semantic features, then the temporal."""
    from models.evidence.dcee import dcee_temporal_feature_names

    return [*config.semantic_features, *dcee_temporal_feature_names(config.document_types)]


def query_texts(rows: Any) -> Any:
    """The intent pipeline's first step. `mlflow.pyfunc` hands the registered model a DataFrame with a `query` column
    (its signature), and a text vectorizer iterating a DataFrame would read its column names as the documents: take
    the column. The project's code passes a list of query strings, which goes through as it is."""
    if hasattr(rows, "columns"):
        if QUERY_COLUMN not in rows.columns:
            raise ValueError(f"the intent model takes a column {QUERY_COLUMN!r}; got columns {list(rows.columns)}")
        return rows[QUERY_COLUMN].astype(str)
    return rows
