"""Stage `embed` (`ragops embed`, DAG `refresh_embeddings`, dvc stage `embed`, params `embed:`).

`stage.py`: build a new index version from the chunk store (incremental, embedding cache), validate it
(gate), publish it (atomic CURRENT switch). The index format itself and search live in `tasks.runtime`.

May import: `tasks.runtime`, `tasks.core`, `models`. Never another stage, a leaf, airflow.
"""
