"""Stage `ingest` (`ragops ingest`, DAG `ingest_documents`, dvc stage `ingest`, params `ingest:`).

`stage.py` plans, processes batches and commits (`run` does all three); the rest are its parts: the sha256
ledger and source discovery, PDF text/table extraction, image files, page OCR (`ocr.py`, backends in
`ocr_engines/`), the tokenizer that counts chunk sizes, and chunk building.

May import: `tasks.core`, `models`. Never `runtime`, another stage, a leaf, airflow.
"""
