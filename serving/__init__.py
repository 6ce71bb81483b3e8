"""The corrective-RAG HTTP API (`ragops serve`, `python -m serving`): app.py routes, service.py the answer steps,
deployment.py what is served and its hot reload. May import only `models`, `tasks.core` and `tasks.runtime`."""
