"""`ragops quantize`: AWQ W4A16 (group size 128) of the distilled student, calibrated on corpus passages; the
quantised/full perplexity ratio on the dev prompts' reference answers, the agreement of their greedy answers and the
size ratio; then the quantised student is registered as a version of `generator` (lineage tags, `@challenger`).

Backends (params `quantize.backend`):
- `llmcompressor` (default, maintained): AWQ smoothing then W4A16 quantisation (`oneshot`), saved as a
  compressed-tensors `pack-quantized` checkpoint. transformers loads it on CPU (decompressed to dense weights that
  hold exactly the 4-bit values: the perplexity measured is the quantised model's); vLLM serves it on GPUs.
  Works around: llm-compressor 0.14's AWQ step pins its activation cache (`IntermediatesCache.pin_memory` ->
  `Tensor.pin_memory()`) unconditionally, which raises "Cannot access accelerator device when none is available"
  without CUDA; pinning only speeds host-to-device copies, so without an accelerator it is made a no-op (only then,
  and only for the duration of the call).
- `autoawq` (what the card names; deprecated upstream, optional extra in its own venv): AutoAWQ GEMM checkpoint,
  the format TensorRT-LLM's convert_checkpoint reads. It quantises on CPU but its output loads on CPU only with
  intel-extension-for-pytorch, so without CUDA the ratios are not measured (the report says so).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tasks.core.atomic import replace_dir, staging_dir, write_json_atomic
from tasks.core.paths import DataPaths
from tasks.core.registry import GENERATOR
from tasks.core.settings import Settings
from tasks.generator.data import corpus_texts, read_examples, spread
from tasks.generator.distill import load_report
from tasks.generator.report import update_report


class QuantizeError(RuntimeError):
    """Missing input or backend; the message says what to run or install."""


def corpus_split(paths: DataPaths, calibration: int, held_out: int) -> tuple[list[str], list[str]]:
    """`calibration` corpus passages spread evenly over the corpus (every document type, not the first files), and
    `held_out` spread over the passages not among them (what the quantised model's text perplexity is measured on)."""
    texts = corpus_texts(paths)
    if not texts:
        raise QuantizeError(f"no corpus text in {paths.chunk_store}: run `ragops ingest` first")
    chosen = spread(range(len(texts)), calibration)
    taken = set(chosen)
    rest = [index for index in range(len(texts)) if index not in taken]
    return [texts[i] for i in chosen], [texts[i] for i in spread(rest, held_out)]


def recipe(settings: Settings) -> dict[str, Any]:
    """The AWQ recipe as data (logged, tagged on the registered version)."""
    options = settings.quantize
    return {"backend": options.backend, "method": "awq", "scheme": options.scheme, "bits": 4,
            "group_size": options.group_size, "symmetric": options.scheme == "W4A16",
            "calibration_samples": options.calibration_samples, "max_seq_length": options.max_seq_length,
            "ignore": ["lm_head"]}


@contextmanager
def _cpu_pinning_workaround() -> Iterator[None]:
    """See the module docstring: llm-compressor 0.14 pins memory unconditionally; a no-op without an accelerator."""
    import torch
    from llmcompressor.pipelines.cache import IntermediatesCache

    if torch.cuda.is_available():
        yield
        return
    original = IntermediatesCache.pin_memory
    IntermediatesCache.pin_memory = lambda self, batch_index, input_names=None: None
    try:
        yield
    finally:
        IntermediatesCache.pin_memory = original


def _llmcompressor(settings: Settings, source: Path, target: Path, texts: list[str]) -> None:
    from compressed_tensors.quantization import QuantizationArgs, QuantizationScheme
    from datasets import Dataset
    from llmcompressor import oneshot
    from llmcompressor.modifiers.quantization import QuantizationModifier
    from llmcompressor.modifiers.transform.awq import AWQModifier
    from transformers import AutoModelForCausalLM, AutoTokenizer

    options = settings.quantize
    tokenizer = AutoTokenizer.from_pretrained(str(source), local_files_only=True)
    model = AutoModelForCausalLM.from_pretrained(str(source), local_files_only=True)
    calibration = Dataset.from_dict({"text": texts}).map(
        lambda batch: tokenizer(batch["text"], truncation=True, max_length=options.max_seq_length,
                                add_special_tokens=False),
        batched=True, remove_columns=["text"])
    weights = QuantizationArgs(num_bits=4, type="int", symmetric=options.scheme == "W4A16", strategy="group",
                               group_size=options.group_size)
    scheme = {"group_0": QuantizationScheme(targets=["Linear"], weights=weights)}
    with _cpu_pinning_workaround():
        oneshot(model=model, processor=tokenizer, dataset=calibration,
                recipe=[AWQModifier(), QuantizationModifier(config_groups=scheme, ignore=["lm_head"])],
                max_seq_length=options.max_seq_length, num_calibration_samples=len(texts))
    model.save_pretrained(str(target), save_compressed=True)
    tokenizer.save_pretrained(str(target))


def _autoawq(settings: Settings, source: Path, target: Path, texts: list[str]) -> None:
    try:
        from awq import AutoAWQForCausalLM
    except ImportError:
        raise QuantizeError("quantize.backend autoawq needs AutoAWQ: pip install 'ragops[autoawq]' in its own venv "
                            "(it predates transformers 5), or use backend llmcompressor") from None
    from transformers import AutoTokenizer

    options = settings.quantize
    tokenizer = AutoTokenizer.from_pretrained(str(source), local_files_only=True)
    model = AutoAWQForCausalLM.from_pretrained(str(source), local_files_only=True)
    model.quantize(tokenizer, quant_config={"zero_point": options.scheme == "W4A16_ASYM",
                                            "q_group_size": options.group_size, "w_bit": 4, "version": "GEMM"},
                   calib_data=texts, max_calib_seq_len=options.max_seq_length)
    model.save_quantized(str(target))
    tokenizer.save_pretrained(str(target))


def folder_bytes(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.glob("*.safetensors"))


def _measure(settings: Settings, full_dir: Path, quant_dir: Path, paths: DataPaths, held_out: list[str],
             log: Callable[[str], None]) -> dict[str, Any]:
    """Perplexity ratio (dev references), greedy-answer agreement (dev prompts), sizes."""
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from models.generator.answers import agreement
    from tasks.generator.training import encode, generate, lm_blocks, perplexity

    tokenizer = AutoTokenizer.from_pretrained(str(full_dir), local_files_only=True)
    examples = read_examples(paths.generator_dir / "dataset" / "dev.jsonl")[: settings.quantize.eval_questions]
    rows = [encode(tokenizer, e["messages"], e["reference"]) for e in examples]
    full = AutoModelForCausalLM.from_pretrained(str(full_dir), local_files_only=True)
    quantized = AutoModelForCausalLM.from_pretrained(str(quant_dir), local_files_only=True)
    prompts = [e["messages"] for e in examples]
    text_blocks = lm_blocks(tokenizer, held_out, settings.quantize.max_seq_length)
    figures: dict[str, Any] = {}
    for name, model in (("full", full), ("quantized", quantized)):
        started = time.perf_counter()
        figures[name] = {"perplexity": perplexity(model, rows, tokenizer.pad_token_id),
                         "text_perplexity": perplexity(model, text_blocks, tokenizer.pad_token_id),
                         "answers": generate(model, tokenizer, prompts, settings.distill.max_new_tokens),
                         "seconds": round(time.perf_counter() - started, 1)}
    parameters = int(sum(p.numel() for p in full.parameters()))
    full_bytes, quant_bytes = folder_bytes(full_dir), folder_bytes(quant_dir)
    fp16_bytes = parameters * 2
    result = {
        "perplexity_full": figures["full"]["perplexity"], "perplexity_quantized": figures["quantized"]["perplexity"],
        "perplexity_ratio": round(figures["quantized"]["perplexity"] / figures["full"]["perplexity"], 4),
        # Corpus passages not used for calibration: the language model's own text, whatever its answers are worth.
        "text_perplexity_full": figures["full"]["text_perplexity"],
        "text_perplexity_quantized": figures["quantized"]["text_perplexity"],
        "text_perplexity_ratio": round(figures["quantized"]["text_perplexity"] / figures["full"]["text_perplexity"], 4),
        "text_blocks": len(text_blocks),
        "output_agreement": agreement(figures["full"]["answers"], figures["quantized"]["answers"]),
        "bytes_full_checkpoint": full_bytes, "full_dtype": str(next(full.parameters()).dtype).removeprefix("torch."),
        "bytes_fp16": fp16_bytes, "bytes_quantized": quant_bytes,
        "size_ratio_vs_checkpoint": round(quant_bytes / full_bytes, 4),
        "size_ratio_vs_fp16": round(quant_bytes / fp16_bytes, 4),
        "eval_prompts": len(examples), "eval_seconds": {k: v["seconds"] for k, v in figures.items()},
    }
    log(f"AWQ: answer perplexity {result['perplexity_full']} -> {result['perplexity_quantized']} "
        f"(ratio {result['perplexity_ratio']}), text perplexity ratio {result['text_perplexity_ratio']}, "
        f"agreement {result['output_agreement']}, "
        f"size {result['size_ratio_vs_fp16']} of fp16")
    return result


def run(settings: Settings, paths: DataPaths, log: Callable[[str], None] = print) -> dict[str, Any]:
    """Quantise generator/student into generator/quantized (swapped in whole), measure, register."""
    from tasks.core.tracking import stage_run

    # Opened first: the run spans the quantisation, the measurements and the registration.
    with stage_run("quantize", settings, paths, tags={"ragops.model": GENERATOR}) as tracked:
        return _quantize(settings, paths, log, tracked)


def _quantize(settings: Settings, paths: DataPaths, log: Callable[[str], None], tracked: Any) -> dict[str, Any]:
    import torch

    source = paths.generator_dir / "student"
    if not (source / "config.json").is_file():
        raise QuantizeError(f"no distilled student at {source}: run `ragops distill` first")
    distilled = load_report(paths)  # its lineage and table go with the registered version: read before the work
    target = paths.generator_dir / "quantized"
    staging = staging_dir(target)
    texts, held_out = corpus_split(paths, settings.quantize.calibration_samples, settings.quantize.eval_questions)
    log(f"AWQ {settings.quantize.scheme} g{settings.quantize.group_size} with {settings.quantize.backend} on "
        f"{len(texts)} corpus passages")
    started = time.perf_counter()
    (_autoawq if settings.quantize.backend == "autoawq" else _llmcompressor)(settings, source, staging, texts)
    seconds = round(time.perf_counter() - started, 1)
    replace_dir(staging, target)
    if settings.quantize.backend == "autoawq" and not torch.cuda.is_available():
        measured: dict[str, Any] = {"not_measured": "AutoAWQ checkpoints load on CPU only with IPEX; measured on GPU"}
    else:
        measured = _measure(settings, source, target, paths, held_out, log)
    report = {"recipe": recipe(settings), "quantize_seconds": seconds, **measured, "checkpoint": str(target)}
    report["registered"] = register_student(settings, paths, report, distilled, tracked, texts)
    write_json_atomic(paths.generator_dir / "quantize_report.json", report)
    update_report(paths, "quantize", report)
    return report


def lineage(distilled: dict[str, Any], settings: Settings) -> dict[str, str]:
    """The lineage tags of a generator version: teacher, student base, dataset hash, AWQ recipe, engine config."""
    return {"lineage.teacher": distilled["lineage"]["teacher"], "lineage.teacher_version": distilled["teacher_version"],
            "lineage.student_base": distilled["lineage"]["student_base"],
            "lineage.dataset_sha256": distilled["dataset_sha256"]["train"], "lineage.profile": distilled["profile"],
            "lineage.awq_recipe": json.dumps(recipe(settings), sort_keys=True),
            "lineage.engine_config": "not built"}


def register_student(settings: Settings, paths: DataPaths, report: dict[str, Any], distilled: dict[str, Any],
                     run: Any, calibration: list[str]) -> dict[str, str]:
    """A new version of `generator` (the quantised student's folder) with lineage tags, a description and
    `@challenger`, logged in the open `quantize` run with its inputs: the distillation set it was trained on, the
    calibration passages (training side), the dev prompts it was measured on (evaluation). The run holds the
    distillation table's and the quantisation's metrics (what the promotion gate reads)."""
    from tasks.core.registry import register_generator as register
    from tasks.core.tracking import file_dataset, text_dataset

    tags = lineage(distilled, settings)
    metrics = {key: report[key] for key in ("perplexity_ratio", "text_perplexity_ratio", "output_agreement",
                                            "size_ratio_vs_fp16", "size_ratio_vs_checkpoint", "bytes_quantized",
                                            "quantize_seconds")
               if isinstance(report.get(key), int | float)}
    student = distilled["table"].get("student_kd", {})
    for split, scores in student.items():
        metrics.update({f"student.{split}.{key}": scores[key] for key in ("perplexity", "exact_match", "f1")})
    folder = paths.generator_dir / "dataset"
    # train.jsonl's sha256 is the dataset hash distill recorded (and the lineage tag): not hashed again.
    datasets = [file_dataset("distill_train", folder / "train.jsonl", "training", rows=distilled["dataset"]["train"],
                             sha256=distilled["dataset_sha256"]["train"]),
                text_dataset("calibration_passages", calibration, paths.chunk_store, "calibration"),
                file_dataset("distill_dev", folder / "dev.jsonl", "evaluation", rows=distilled["dataset"]["dev"],
                             sha256=distilled["dataset_sha256"]["dev"])]
    run.log_datasets(datasets)
    measured = {key: value for key, value in metrics.items() if key in ("perplexity_ratio", "output_agreement")}
    run.log_metrics({key: value for key, value in metrics.items() if key not in measured})
    if measured:
        run.log_metrics(measured, dataset="distill_dev")  # measured on the dev prompts' references
    run.log_dict(report, "quantize_report.json")
    run.log_dict(distilled, "distill_report.json")
    recipe_text = recipe(settings)
    figures = (f"Quantised/full perplexity ratio {report['perplexity_ratio']} and greedy-answer agreement "
               f"{report['output_agreement']} on {report['eval_prompts']} dev prompts"
               if "perplexity_ratio" in report else f"Ratios not measured ({report.get('not_measured')})")
    test_f1 = student.get("test", {}).get("f1")
    description = (
        f"The distilled student ({distilled['lineage']['student_base']}, profile {distilled['profile']}), AWQ "
        f"{recipe_text['scheme']} g{recipe_text['group_size']} with {recipe_text['backend']}: a pyfunc (models from "
        "code) around the quantised causal-LM checkpoint, a string column `prompt` in, `answer` out; serving loads "
        f"the checkpoint itself. Distilled from {distilled['lineage']['teacher']} on "
        f"{datasets[0].summary()}; calibrated on {datasets[1].summary()}. {figures}; the student's test F1 before "
        f"quantisation {test_f1}.")
    version = register(run, paths.generator_dir / "quantized", tags, description)
    return {"name": GENERATOR, "version": version, "run_id": run.run_id}
