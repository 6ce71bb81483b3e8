"""The corrective-RAG HTTP API (a later issue). May import only `models`, `tasks.core` and `tasks.runtime`."""
