"""Quality measurements (`make eval`, `ragops eval [evaluators|retrieval|tables]`, dvc stage `eval_evaluators`).

A leaf: only `tasks.cli`, `tasks.bench` and tests import it. May import every other `tasks` package and `models`.
"""
