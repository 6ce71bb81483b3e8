"""Query-time code — what the serving runtime loads: the embedder, the versioned index store, BM25, hybrid
retrieval (`search`), candidate evidence and its features, and the corrective pipeline (route, retrieve,
evaluate, correct).

May import: `tasks.core`, `models`. Never a stage package (ingest, embed, labels, evaluators), a leaf, airflow.
"""
