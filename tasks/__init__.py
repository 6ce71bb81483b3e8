"""Everything with IO: the lifecycle stages, the query-time runtime and the `ragops` CLI. Never imports airflow.

Packages, top to bottom (import-linter contracts in pyproject.toml keep dependencies pointing down):
  cli/                            `ragops <stage>`: the one argument parser; the only importer of the leaf packages
  evaluation/ bench/ sample_corpus/   leaves: quality measurements, benchmarks, the demo corpus
  evaluators/                     stage: train DCEE, the T3D intent classifier and the fusion ranker
  labels/                         stage: the label store, the labelled query set, feedback, the Label Studio queue
  ingest/ embed/                  stages: documents -> chunks -> versioned hybrid index
  runtime/                        query-time code that serving loads: retrieval, index store, evidence, corrective pipeline
  core/                           settings, data paths, atomic writes, MLflow tracking and registry
Everything may import `models` (pure logic).
"""
