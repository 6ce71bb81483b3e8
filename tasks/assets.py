"""Airflow Assets that connect the RAGOps DAGs: a producer's outlet is the next DAG's schedule.

Imported by DAG files only (the stages themselves never import Airflow).
"""

from airflow.sdk import Asset

# Written by ingest_documents (commit step); the embedding DAG is scheduled on it.
CHUNKS = Asset(name="ragops_chunks", uri="ragops://data/chunks")

# Published by refresh_embeddings (publish step) when a new index version becomes CURRENT.
INDEX = Asset(name="ragops_index", uri="ragops://data/index")

# Updated when a Label Studio export is imported into the label store; train_evaluators is scheduled on it.
LABELS = Asset(name="ragops_labels", uri="ragops://data/labels")
