"""The Airflow DAGs (TaskFlow): wiring only. `_common.py` holds what they share; each task body imports the `tasks`
stage function it runs. Never imported by `tasks`, `models` or `serving` (import-linter)."""
