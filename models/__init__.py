"""Pure logic: no IO, no settings objects, no mlflow/faiss/airflow/pdf libraries (import-linter enforces it).

  vocabulary.py  intents and chunk strategies: the one definition
  text.py        the one text normaliser for matching answers in chunks
  documents/     chunking, tables, metadata and date patterns, layout, OCR reading order and cleaning, text quality
  retrieval/     BM25 tokens, hybrid fusion, intent routing, counterfactual claims, ranker features
  evidence/      DCEE (torch), time anchors, temporal decay and validity, version lineage, calibration
  labels/        evidence labels, Label Studio task format, feedback credibility

May import: the standard library, numpy, torch, jieba. Nothing from `tasks`, `serving` or `dags`.
"""
