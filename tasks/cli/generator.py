"""The generator: `distill`, `quantize`, `build-engine` (tasks/generator/stage.py) and the memory planner `plan`."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from tasks.cli.common import Commands, Formatter, UsageError, dvc_outputs, log
from tasks.core.paths import DataPaths
from tasks.core.settings import Settings


def register(commands: Commands) -> None:
    dvc_outputs(commands.add(
        "distill", _distill, "generator: grounded prompts from our retrieval, the teacher's answers, the student "
                             "with KD and without, the three-way perplexity / EM / F1 table (distill.profile)"))
    dvc_outputs(commands.add(
        "quantize", _quantize, "generator: AWQ W4A16 of the distilled student, its perplexity / agreement / size "
                               "ratios, registered as a version of `generator` (@challenger)"))
    commands.add("build-engine", _build_engine, "generator: TensorRT-LLM engine (trtllm-build) or PyTorch-backend "
                                                "config and trtllm-bench run (build_engine.mode); GPU with "
                                                "tensorrt_llm only")
    plan = commands.add("plan", _plan, "generator memory planner: will a model (its config.json) fit a GPU inventory "
                                       "under the 1.8x memory and P95 latency red lines; the plan, or the options")
    plan.add_argument("config", type=Path, help="a model's config.json (or its folder)")
    plan.add_argument("--gpu", default="H100_80GB", choices=["A100_80GB", "H100_80GB", "H200", "L40S"])
    plan.add_argument("--count", type=int, default=1, help="GPUs available")
    plan.add_argument("--weights", default="fp16", choices=["fp16", "bf16", "awq_w4a16", "fp8", "int8"])
    plan.add_argument("--allow", nargs="*", default=["tp", "awq", "fp8_kv"], choices=["tp", "awq", "fp8_kv"],
                      help="changes the planner may make (none: check exactly the asked configuration)")
    plan.add_argument("--output-tokens", type=int, default=None, help="answer length the P95 estimate assumes")


# ---------------------------------------------------------------- handlers: (args, settings, paths) -> report


def _distill(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    return _step("distill", settings, paths)


def _quantize(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    return _step("quantize", settings, paths)


def _build_engine(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    return _step("build_engine", settings, paths)


def _step(name: str, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    """One step of the generator stage package (tasks/generator/stage.py), logging through the CLI's log."""
    from tasks.generator import stage

    return stage.STEPS[name](settings, paths, log=log)


def _plan(args: argparse.Namespace, settings: Settings, paths: DataPaths) -> dict[str, Any]:
    from dataclasses import replace

    from models.generator import memory

    path = args.config / "config.json" if args.config.is_dir() else args.config
    try:
        config = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as err:
        raise UsageError(f"cannot read a model config from {path}: {err}") from None
    workload = memory.Workload(max_batch_size=settings.build_engine.max_batch_size,
                               max_input_len=settings.build_engine.max_input_len,
                               max_seq_len=settings.build_engine.max_seq_len)
    if args.output_tokens:
        workload = replace(workload, expected_output_tokens=args.output_tokens)
    inventory = memory.Inventory(getattr(memory, args.gpu), args.count)
    result = memory.plan(memory.ModelShape.from_config(config), inventory, workload, weights=args.weights,
                         allow=tuple(args.allow))
    return {"accepted": isinstance(result, memory.Plan), **result.to_dict()}


# ---------------------------------------------------------------- human output


def _print_distill(args: argparse.Namespace, result: dict[str, Any]) -> None:
    from tasks.generator.distill import comparison_table

    print(comparison_table(result))
    print(f"student/teacher parameters {result['student_teacher_ratio']}; {result['seconds']['total']} s; "
          "report: data/reports/generator.json and generator/distill_report.json")


def _print_quantize(args: argparse.Namespace, result: dict[str, Any]) -> None:
    if "perplexity_ratio" in result:
        print(f"AWQ {result['recipe']['scheme']} g{result['recipe']['group_size']}: perplexity ratio "
              f"{result['perplexity_ratio']}, output agreement {result['output_agreement']}, size "
              f"{result['size_ratio_vs_fp16']} of fp16")
    else:
        print(result.get("not_measured", ""))
    registered = result.get("registered") or {}
    print(f"registered {registered.get('name')} v{registered.get('version')} @challenger: {result['checkpoint']}")


def _print_build_engine(args: argparse.Namespace, result: dict[str, Any]) -> None:
    print(f"{result['mode']} ready in {result['output_dir']} ({result['wall_seconds']} s)")


def _print_plan(args: argparse.Namespace, result: dict[str, Any]) -> None:
    print(("accepted: " if result["accepted"] else "refused: ") + json.dumps(result, indent=2, default=str))


FORMATTERS: dict[str, Formatter] = {"distill": _print_distill, "quantize": _print_quantize,
                                    "build-engine": _print_build_engine, "plan": _print_plan}
