"""`make bench`: speed and memory of each stage against the bare library or the tool users would pick instead,
measured side by side in one run (`ragops bench <name>`; JSON under data/reports/, logged to MLflow).

A leaf: only `tasks.cli` and tests import it. May import every other `tasks` package and `models`.
"""
