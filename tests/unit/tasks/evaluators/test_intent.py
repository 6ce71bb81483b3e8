"""The intent pipeline takes the project's list of query strings and, as the registered `t3d_intent` does through
`mlflow.pyfunc`, a DataFrame with a `query` column — the same predictions either way, never the column names read as
documents."""

from __future__ import annotations

import pandas as pd

from tasks.core.settings import load_settings
from tasks.evaluators.intent import intent_pipeline

QUERIES = ["how do I reset the HX-200 pump", "compare the 2019 and 2023 parking fees", "trend of the water tariff",
           "error E42 on the HX-200", "如何设置 HX-200 的压力", "比较两个版本的收费标准"]
INTENTS = ["operation", "comparison", "trend", "fault", "operation", "comparison"]


def test_a_dataframe_query_column_and_a_list_give_the_same_predictions():
    pipeline = intent_pipeline(load_settings()).fit(QUERIES, INTENTS)
    frame = pd.DataFrame({"query": QUERIES, "other": ["x"] * len(QUERIES)})
    assert list(pipeline.predict(frame)) == list(pipeline.predict(QUERIES))
    assert (pipeline.predict_proba(frame) == pipeline.predict_proba(QUERIES)).all()
    assert len(pipeline.predict(pd.DataFrame({"query": QUERIES[:1]}))) == 1  # one row, not one per column name
