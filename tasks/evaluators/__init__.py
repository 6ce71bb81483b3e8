"""Stage `train_evaluators` (`ragops train [dcee|intent|ranker]`, DAG `train_evaluators`, dvc stages
`train_dcee`, `train_intent`, `train_ranker`, params `evaluators:`).

  pairs.py    labelled (query, chunk) pairs from the query set, imported labels and feedback
  metrics.py  held-out metrics and plots shared with the evaluation
  dcee.py, intent.py, ranker.py   one training stage each (fit, measure, save, register @challenger)
  stage.py    `run`: the three in order, then the labelling queue

May import: `tasks.labels`, `tasks.runtime`, `tasks.core`, `models`. Never a leaf, airflow.
"""
