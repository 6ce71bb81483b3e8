"""`ragops build-engine`: the TensorRT-LLM step for the quantised student (tasks/generator/engine.py builds the
commands and runs them), in the mode params `build_engine.mode` names. Where TensorRT-LLM or a CUDA device is missing
it raises TrtllmUnavailable with the one-line reason before anything is written (the CLI exits 1 with it, the DAG
task is skipped with it) and records the skip in the report. On success the registered version the checkpoint came
from gets its `lineage.engine_config` tag."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tasks.core.paths import DataPaths
from tasks.core.settings import Settings
from tasks.generator.data import read_examples
from tasks.generator.engine import EngineConfig, TrtllmUnavailable, availability, config_record
from tasks.generator.engine import run as run_engine
from tasks.generator.report import update_report


def engine_config(settings: Settings) -> EngineConfig:
    options = settings.build_engine
    return EngineConfig(mode=options.mode, max_batch_size=options.max_batch_size, max_input_len=options.max_input_len,
                        max_seq_len=options.max_seq_len, tensor_parallel=options.tensor_parallel,
                        kv_cache_dtype=options.kv_cache_dtype,
                        free_gpu_memory_fraction=options.free_gpu_memory_fraction,
                        examples_dir=options.examples_dir, model_family=options.model_family,
                        bench_requests=options.bench_requests,
                        bench_output_tokens=options.bench_output_tokens)


def run(settings: Settings, paths: DataPaths, log: Callable[[str], None] = print) -> dict[str, Any]:
    import json

    config = engine_config(settings)
    checkpoint = paths.generator_dir / "quantized"
    reason = availability(config.tensor_parallel)
    if reason is not None:
        update_report(paths, "build_engine", {"skipped": reason, "config": config_record(config)})
        raise TrtllmUnavailable(reason)
    if not (checkpoint / "config.json").is_file():
        raise FileNotFoundError(f"no quantised student at {checkpoint}: run `ragops quantize` first")
    dev = paths.generator_dir / "dataset" / "dev.jsonl"
    prompts = [example["messages"][-1]["content"] for example in read_examples(dev)] if dev.is_file() else []
    report = run_engine(config, checkpoint, paths.generator_dir / "engine", prompts=prompts, log=log)
    version_file = checkpoint / "REGISTERED_VERSION"
    if version_file.is_file():
        from tasks.core.registry import open_registry

        with open_registry(settings, paths) as registry:
            registry.tag_version("generator", version_file.read_text().strip(),
                                 {"lineage.engine_config": json.dumps(config_record(config), sort_keys=True)})
    update_report(paths, "build_engine", report)
    return report
