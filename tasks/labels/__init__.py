"""Labelled data and active learning (`ragops labels import|init`, `ragops export-queue`; DAG `import_labels`
and the `export_queue` step of `train_evaluators`; dvc stages `labels_init` and `export_queue`; params
`evaluators.active_learning`).

  queries.py   the labelled query set (`<ingest.source>/queries/{train,heldout}.jsonl`)
  store.py     the label store: Label Studio exports in, `labels.parquet` out
  feedback.py  serving feedback rows as credibility-weighted evidence labels
  queue.py     the unlabelled pool scored with the trained models -> the Label Studio queue

May import: `tasks.runtime`, `tasks.core`, `models`. Never `evaluators`, a leaf, airflow.
"""
