"""
### Build generator

The generator lifecycle (docs/design.md#generator): corpus → distilled student → AWQ W4A16 checkpoint → TensorRT-LLM
engine or PyTorch-backend serving config, the quantised student registered as a version of `generator` (`@challenger`).

| step | what |
|---|---|
| `snapshot_settings` | params.yaml + the run's conf, frozen for the whole run (a bad override fails here) |
| `distill` | grounded prompts from our retrieval, the teacher's answers (dataset with provenance), the student with KD and without, the three-way perplexity / EM / F1 table |
| `quantize` | AWQ W4A16 (group 128) calibrated on corpus passages; perplexity ratio, output agreement, size ratio; registers `generator` @challenger with lineage tags |
| `build_engine` | `trtllm-build` engine or `trtllm-serve` config + `trtllm-bench` (build_engine.mode); **skipped** with the reason where TensorRT-LLM or a GPU is missing |

Manual only (no schedule). Trigger from the trigger form (typed fields, validated before the run is created) or with
conf to pick a profile and override settings, e.g.
`{"distill.profile": "production", "distill.production.teacher_path": "/models/teacher", ...}` or
`{"build_engine": {"mode": "pytorch"}}`. The three steps run on the `gpu` queue (Celery workers started with
`airflow celery worker --queues gpu`) and take a slot of the `ragops_gpu` pool, which bounds concurrent GPU jobs
(`airflow pools set ragops_gpu 1 "GPU jobs"`). The tiny profile runs them on CPU, under `dag.test()` or any executor
that ignores queues. Reports: `data/reports/generator.json`; MLflow runs `distill`, `quantize`.
"""

from __future__ import annotations

from datetime import timedelta

from airflow.sdk import task

from dags._common import (
    GPU_POOL,
    GPU_QUEUE,
    data_root,
    failing_fast,
    ragops_dag,
    run_settings,
    settings_params,
    snapshot_settings,
)

PARAMS = ("distill.profile", "distill.train_questions", "distill.production.teacher_path",
          "distill.production.student_path", "quantize.backend", "quantize.scheme", "build_engine.mode")


# A production distillation of a 70B teacher runs for many hours: a day per task before Airflow stops it.
@ragops_dag(schedule=None, tags=["generator"], doc_md=__doc__, params=settings_params(*PARAMS),
            task_timeout=timedelta(hours=24))


def build_generator():
    @task(queue=GPU_QUEUE, pool=GPU_POOL)
    def distill(snapshot: str) -> dict:
        from tasks.generator import stage
        from tasks.generator.distill import DistillError

        with data_root() as paths, failing_fast(DistillError):
            report = stage.distill(run_settings(snapshot, paths), paths)
        return {"table": {model: {split: {k: s[k] for k in ("perplexity", "exact_match", "f1")}
                                  for split, s in splits.items()} for model, splits in report["table"].items()},
                "dataset_sha256": report["dataset_sha256"]["train"], "seconds": report["seconds"]["total"]}

    @task(queue=GPU_QUEUE, pool=GPU_POOL)
    def quantize(snapshot: str, distilled: dict) -> dict:
        from tasks.generator import stage
        from tasks.generator.quantize import QuantizeError

        with data_root() as paths, failing_fast(QuantizeError):
            report = stage.quantize(run_settings(snapshot, paths), paths)
        return {key: report.get(key) for key in ("perplexity_ratio", "output_agreement", "size_ratio_vs_fp16",
                                                  "registered", "checkpoint")}

    @task(queue=GPU_QUEUE, pool=GPU_POOL)
    def build_engine(snapshot: str, quantized: dict) -> dict:
        from airflow.sdk.exceptions import AirflowSkipException

        from tasks.generator import stage
        from tasks.generator.engine import TrtllmUnavailable

        try:
            with data_root() as paths, failing_fast():
                report = stage.build_engine(run_settings(snapshot, paths), paths)
        except TrtllmUnavailable as err:
            raise AirflowSkipException(str(err)) from None
        return {key: report[key] for key in ("mode", "output_dir", "wall_seconds", "throughput")}

    snapshot = snapshot_settings()
    build_engine(snapshot, quantize(snapshot, distill(snapshot)))


build_generator()
