"""Infrastructure every other package stands on: settings (params.yaml -> validated pydantic), data paths,
crash-safe writes, the chunk store's reading rules (`chunk_store.py`: one row per chunk, its source paths), MLflow tracking (`tracking.py`) and the model registry (`registry.py`) — the only two modules
that import mlflow.

May import: `models` (pure logic) and third-party libraries. Never a stage package, `runtime`, a leaf, airflow.
"""
