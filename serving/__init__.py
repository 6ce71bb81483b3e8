"""The corrective-RAG HTTP API (`ragops serve`, `python -m serving`): app.py wires it, routes/ the endpoints, deps.py
what they share, errors.py the error shape, service.py the answer steps, deployment.py what is served and its hot
reload. May import only `models`, `tasks.core` and `tasks.runtime`."""
