"""`ragops distill`: grounded prompts from our own retrieval, the teacher's answers to them (stored with provenance),
the student trained on them with sequence-level KD plus the logit KD term, the same student trained without KD, and
the three-way table: held-out perplexity of the reference answers and exact match / token F1 of greedy answers, for
the teacher, the KD student and the no-KD student, on the dev split (tuned on) and the test split (never tuned on).

Profiles (params `distill.profile`): `tiny` builds everything here on CPU — a byte-level BPE tokenizer trained on the
corpus, a teacher from LlamaConfig pretrained on the corpus text and fine-tuned on the train split's reference
answers, a student of about half its parameters pretrained on the same text (the student base); `production` reads
the teacher and the student base by local path (they share the teacher's tokenizer), takes the teacher's answers from
an OpenAI-compatible endpoint (trtllm-serve, vLLM) or the teacher in-process, and trains LoRA adapters (`peft`),
merged into the saved student so quantize reads a plain checkpoint.

Writes under <data_root>/generator/: tokenizer/, teacher/ (tiny), student_base/ (tiny), student/ (KD: what quantize
reads), student_no_kd/, dataset/{train,dev,test}.jsonl; the report's `distill` section; an MLflow run `distill`.
"""

from __future__ import annotations

import copy
import hashlib
import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from models.answering.compose import SYSTEM_PROMPT
from tasks.core.atomic import replace_dir, staging_dir, write_json_atomic
from tasks.core.paths import DataPaths
from tasks.core.settings import ArchitectureSettings, DistillSettings, Settings
from tasks.generator.data import (
    NOT_IN_EVIDENCE,
    cap_refusals,
    corpus_texts,
    grounded_examples,
    spread,
    write_examples,
)
from tasks.generator.report import update_report
from tasks.generator.training import Encoded, FitConfig, encode, fit, generate, lm_blocks, perplexity


class DistillError(RuntimeError):
    """A setting or an input the stage cannot work with; the message says which and what to do."""


def llama_config(arch: ArchitectureSettings, vocab_size: int, context: int, tokenizer: Any) -> Any:
    from transformers import LlamaConfig

    if arch.hidden_size % arch.heads or arch.heads % arch.kv_heads:
        raise DistillError(f"hidden_size {arch.hidden_size} must divide into {arch.heads} heads and heads into "
                           f"{arch.kv_heads} key/value heads")
    return LlamaConfig(vocab_size=vocab_size, hidden_size=arch.hidden_size, intermediate_size=arch.intermediate_size,
                       num_hidden_layers=arch.layers, num_attention_heads=arch.heads,
                       num_key_value_heads=arch.kv_heads, max_position_embeddings=context,
                       tie_word_embeddings=True, bos_token_id=tokenizer.bos_token_id,
                       eos_token_id=tokenizer.eos_token_id, pad_token_id=tokenizer.pad_token_id)


def parameter_count(model: Any) -> int:
    return int(sum(p.numel() for p in model.parameters()))


def save_model(model: Any, tokenizer: Any, target: Path) -> str:
    """Save into a fresh sibling folder, then swap it in (a crash leaves the previous one); returns the weights' sha256
    (the model's version in provenance and lineage)."""
    staging = staging_dir(target)
    model.save_pretrained(str(staging))
    tokenizer.save_pretrained(str(staging))
    digest = hashlib.sha256()
    for weights in sorted(staging.glob("*.safetensors")):
        digest.update(weights.read_bytes())
    replace_dir(staging, target)
    return digest.hexdigest()[:16]


def _fit_config(fit_settings: Any, seed: int, kd_alpha: float = 0.0, temperature: float = 2.0) -> FitConfig:
    return FitConfig(epochs=fit_settings.epochs, batch_size=fit_settings.batch_size,
                     learning_rate=fit_settings.learning_rate, seed=seed, kd_alpha=kd_alpha, temperature=temperature)


def _encoded(tokenizer: Any, examples: list[dict[str, Any]], target: str, context: int) -> tuple[list[Encoded], int]:
    rows = [encode(tokenizer, example["messages"], example[target]) for example in examples]
    kept = [row for row in rows if len(row.input_ids) <= context]
    return kept, len(rows) - len(kept)


def _evaluate(name: str, model: Any, tokenizer: Any, sets: dict[str, list[dict[str, Any]]], options: DistillSettings,
              context: int, log: Callable[[str], None]) -> dict[str, Any]:
    from models.generator.answers import score_answers

    scores: dict[str, Any] = {}
    for split, examples in sets.items():
        rows, dropped = _encoded(tokenizer, examples, "reference", context)
        started = time.perf_counter()
        answers = generate(model, tokenizer, [e["messages"] for e in examples], options.max_new_tokens)
        references, languages = [e["reference"] for e in examples], [e["language"] for e in examples]
        answerable = [i for i, e in enumerate(examples) if e["reference_in_evidence"]]
        refusals = [i for i, e in enumerate(examples) if not e["reference_in_evidence"]]
        sub = score_answers([answers[i] for i in answerable], [references[i] for i in answerable],
                            [languages[i] for i in answerable])
        scores[split] = {"perplexity": perplexity(model, rows, tokenizer.pad_token_id),
                         **score_answers(answers, references, languages),
                         # Where the evidence holds the answer: the words of it; where it does not: the refusal.
                         "answerable_exact_match": sub["exact_match"], "answerable_f1": sub["f1"],
                         "answerable": len(answerable),
                         "refusal_accuracy": round(sum(answers[i] == NOT_IN_EVIDENCE for i in refusals)
                                                   / len(refusals), 4) if refusals else None,
                         "refused_answerable": round(sum(answers[i] == NOT_IN_EVIDENCE for i in answerable)
                                                     / len(answerable), 4) if answerable else None,
                         "generate_seconds": round(time.perf_counter() - started, 1), "too_long": dropped}
        scores[split]["examples"] = [{"query_id": e["query_id"], "answer": a, "reference": e["reference"]}
                                     for e, a in list(zip(examples, answers))[:5]]
        log(f"{name} {split}: perplexity {scores[split]['perplexity']}, EM {scores[split]['exact_match']}, "
            f"F1 {scores[split]['f1']}")
    return scores


def _tiny_models(options: DistillSettings, texts: list[str], train: list[dict[str, Any]], out: Path,
                 log: Callable[[str], None]) -> dict[str, Any]:
    """Tokenizer, teacher (pretrained, then fine-tuned on the references) and the pretrained student base."""
    import torch
    from transformers import LlamaForCausalLM

    from tasks.generator.tokenizer import train_tokenizer

    tiny = options.tiny
    started = time.perf_counter()
    # The fixed prompt text is part of every input: the tokenizer learns it with the corpus.
    tokenizer = train_tokenizer([*texts, SYSTEM_PROMPT, NOT_IN_EVIDENCE], tiny.vocab_size)
    tokenizer.save_pretrained(str(out / "tokenizer"))
    vocab = len(tokenizer)
    blocks = spread(lm_blocks(tokenizer, texts, tiny.pretrain_block), tiny.pretrain_blocks)
    log(f"tokenizer: {vocab} tokens; corpus {sum(len(b.input_ids) for b in blocks)} tokens in {len(blocks)} blocks")
    seconds: dict[str, float] = {"tokenizer": round(time.perf_counter() - started, 1)}

    torch.manual_seed(options.seed)
    teacher = LlamaForCausalLM(llama_config(tiny.teacher, vocab, tiny.context, tokenizer))
    torch.manual_seed(options.seed)
    student_base = LlamaForCausalLM(llama_config(tiny.student, vocab, tiny.context, tokenizer))
    fits: dict[str, Any] = {}
    for name, model in (("teacher", teacher), ("student_base", student_base)):
        log(f"pretraining {name} ({parameter_count(model):,} parameters) on the corpus text")
        fits[f"{name}_pretrain"] = fit(model, blocks, _fit_config(tiny.pretrain, options.seed), tokenizer.pad_token_id,
                                       progress=lambda m, n=name: log(f"  {n} pretrain {m}"))
    rows, dropped = _encoded(tokenizer, train, "reference", tiny.context)
    log(f"fine-tuning the teacher on {len(rows)} grounded train examples ({dropped} longer than the context)")
    fits["teacher_sft"] = fit(teacher, rows, _fit_config(tiny.teacher_sft, options.seed), tokenizer.pad_token_id,
                              progress=lambda m: log(f"  teacher sft {m}"))
    versions = {"teacher": save_model(teacher, tokenizer, out / "teacher"),
                "student_base": save_model(student_base, tokenizer, out / "student_base")}
    return {"tokenizer": tokenizer, "teacher": teacher, "student_base": student_base, "fits": fits,
            "versions": versions, "seconds": seconds,
            "parameters": {"teacher": parameter_count(teacher), "student": parameter_count(student_base)},
            "lineage": {"teacher": f"tiny-llama:{versions['teacher']}",
                        "student_base": f"tiny-llama:{versions['student_base']}"}}


def _production_models(options: DistillSettings, log: Callable[[str], None]) -> dict[str, Any]:
    """Teacher and student base by local path; the teacher in-process only when its logits are wanted."""
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    production = options.production
    for key in ("teacher_path", "student_path"):
        value = getattr(production, key)
        if not value or not (Path(value).expanduser() / "config.json").is_file():
            raise DistillError(f"distill.production.{key} must name a local model folder with config.json (got "
                               f"{value!r}); nothing is downloaded")
    if not production.teacher_endpoint.base_url and not production.teacher_logits:
        raise DistillError("distill.production needs teacher_endpoint.base_url (trtllm-serve, vLLM serving the teacher) "
                           "or teacher_logits: true (the teacher in-process)")
    dtype = torch.bfloat16 if torch.cuda.is_available() else torch.float32
    tokenizer = AutoTokenizer.from_pretrained(production.teacher_path, local_files_only=True)
    student_tokenizer = AutoTokenizer.from_pretrained(production.student_path, local_files_only=True)
    if student_tokenizer.get_vocab() != tokenizer.get_vocab():
        raise DistillError("the student base does not share the teacher's tokenizer: the logit KD term needs one "
                           "vocabulary (pick a student of the teacher's family)")
    if tokenizer.pad_token_id is None:
        tokenizer.pad_token = tokenizer.eos_token
    teacher = None
    if production.teacher_logits:
        log(f"loading the teacher from {production.teacher_path}")
        teacher = AutoModelForCausalLM.from_pretrained(production.teacher_path, local_files_only=True, dtype=dtype,
                                                       device_map="auto" if torch.cuda.is_available() else None)
    student_base = AutoModelForCausalLM.from_pretrained(production.student_path, local_files_only=True, dtype=dtype,
                                                        device_map="auto" if torch.cuda.is_available() else None)
    return {"tokenizer": tokenizer, "teacher": teacher, "student_base": student_base, "fits": {}, "seconds": {},
            "versions": {}, "parameters": {"student": parameter_count(student_base),
                                           **({"teacher": parameter_count(teacher)} if teacher is not None else {})},
            "lineage": {"teacher": str(production.teacher_path), "student_base": str(production.student_path)}}


def _with_lora(model: Any, options: DistillSettings) -> Any:
    from peft import LoraConfig, get_peft_model

    lora = options.production.lora
    return get_peft_model(model, LoraConfig(r=lora.r, lora_alpha=lora.alpha, lora_dropout=lora.dropout,
                                            target_modules=list(lora.target_modules), task_type="CAUSAL_LM"))


def run(settings: Settings, paths: DataPaths, log: Callable[[str], None] = print) -> dict[str, Any]:
    from tasks.core.tracking import stage_run

    # Opened first: the run spans retrieval, the teacher's answers, both fits and the evaluation.
    with stage_run("distill", settings, paths, tags={"generator.profile": settings.distill.profile}) as tracked:
        return _distill(settings, paths, log, tracked)


def _teacher_targets(settings: Settings, built: dict[str, Any], train: list[dict[str, Any]]) -> str:
    """The teacher's answer to every training prompt, written into each example with the teacher's version (an
    OpenAI-compatible endpoint when production names one, else the loaded teacher); returns that version."""
    options = settings.distill
    prompts = [example["messages"] for example in train]
    if options.profile == "production" and options.production.teacher_endpoint.base_url:
        answers = teacher_endpoint_answers(settings, prompts)
        teacher_version = f"{options.production.teacher_endpoint.model}@{options.production.teacher_endpoint.base_url}"
    else:
        answers = generate(built["teacher"], built["tokenizer"], prompts, options.max_new_tokens)
        teacher_version = built["versions"].get("teacher") or str(options.production.teacher_path)
    for example, answer in zip(train, answers):
        example["teacher_answer"], example["teacher_version"] = answer, teacher_version
    return teacher_version


def _train_students(options: Any, built: dict[str, Any], train: list[dict[str, Any]], context: int,
                    log: Callable[[str], None], timings: dict[str, float]) -> tuple[dict[str, Any], dict[str, Any]]:
    """Two students from one base, one loop: with KD (teacher answers + logit term) and without (the references).
    Returns the students and every fit's figures (the base models' too); each student's seconds go to `timings`."""
    tokenizer, teacher = built["tokenizer"], built["teacher"]
    students: dict[str, Any] = {}
    fits = dict(built["fits"])
    for name, target, alpha in (("student_kd", "teacher_answer", options.kd_alpha),
                                ("student_no_kd", "reference", 0.0)):
        clock = time.perf_counter()
        student = copy.deepcopy(built["student_base"])
        if options.profile == "production":
            student = _with_lora(student, options)
        rows, _ = _encoded(tokenizer, train, target, context)
        logit_teacher = teacher if alpha > 0 else None
        log(f"training {name} on {len(rows)} examples (targets: {target}, logit KD weight {alpha if logit_teacher else 0})")
        fits[name] = fit(student, rows, _fit_config(options.student, options.seed, alpha, options.temperature),
                         tokenizer.pad_token_id, teacher=logit_teacher, progress=lambda m, n=name: log(f"  {n} {m}"))
        if options.profile == "production":
            student = student.merge_and_unload()
        students[name] = student
        timings[name] = round(time.perf_counter() - clock, 1)
    return students, fits


def _distill(settings: Settings, paths: DataPaths, log: Callable[[str], None], tracked: Any) -> dict[str, Any]:
    options = settings.distill
    out = paths.generator_dir
    out.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    timings: dict[str, float] = {}

    clock = time.perf_counter()
    sets = {"train": cap_refusals(grounded_examples(settings, paths, "train", options.train_questions),
                                  options.max_refusal_share),
            "dev": grounded_examples(settings, paths, "dev", options.eval_questions),
            "test": grounded_examples(settings, paths, "test", options.eval_questions)}
    timings["retrieval"] = round(time.perf_counter() - clock, 1)
    log(f"grounded prompts: {', '.join(f'{k} {len(v)}' for k, v in sets.items())} "
        f"(reference in the evidence: {sum(e['reference_in_evidence'] for e in sets['train'])}/{len(sets['train'])} "
        "train)")

    clock = time.perf_counter()
    if options.profile == "tiny":
        built = _tiny_models(options, corpus_texts(paths), sets["train"], out, log)
        context = options.tiny.context
    else:
        built = _production_models(options, log)
        context = int(getattr(built["student_base"].config, "max_position_embeddings", 4096))
    timings["models"] = round(time.perf_counter() - clock, 1)
    tokenizer, teacher = built["tokenizer"], built["teacher"]

    # The teacher writes the students' targets (sequence-level KD), stored with provenance.
    clock = time.perf_counter()
    teacher_version = _teacher_targets(settings, built, sets["train"])
    timings["teacher_answers"] = round(time.perf_counter() - clock, 1)
    hashes = {split: write_examples(out / "dataset" / f"{split}.jsonl", examples) for split, examples in sets.items()}
    log(f"teacher answers written to {out / 'dataset' / 'train.jsonl'} (sha256 {hashes['train'][:12]})")

    students, fits = _train_students(options, built, sets["train"], context, log, timings)
    versions = {**built["versions"],
                "student": save_model(students["student_kd"], tokenizer, out / "student"),
                "student_no_kd": save_model(students["student_no_kd"], tokenizer, out / "student_no_kd")}

    clock = time.perf_counter()
    evaluated = {"student_kd": students["student_kd"], "student_no_kd": students["student_no_kd"]}
    if teacher is not None:
        evaluated = {"teacher": teacher, **evaluated}
    held_out = {split: sets[split] for split in ("dev", "test") if sets[split]}  # no test split: no unseen phrasing
    table = {name: _evaluate(name, model, tokenizer, held_out, options, context, log) for name, model in evaluated.items()}
    timings["evaluation"] = round(time.perf_counter() - clock, 1)
    timings["total"] = round(time.perf_counter() - started, 1)

    parameters = built["parameters"]
    report = {
        "profile": options.profile, "table": table, "fits": fits, "versions": versions, "lineage": built["lineage"],
        "teacher_version": teacher_version, "dataset_sha256": hashes,
        "dataset": {split: len(examples) for split, examples in sets.items()},
        "reference_in_evidence": {split: round(sum(e["reference_in_evidence"] for e in ex) / len(ex), 4)
                                  for split, ex in sets.items() if ex},
        "parameters": parameters,
        "student_teacher_ratio": round(parameters["student"] / parameters["teacher"], 3) if "teacher" in parameters else None,
        "seconds": {**built["seconds"], **timings},
    }
    write_json_atomic(out / "distill_report.json", report)
    update_report(paths, "distill", report)
    _track(tracked, report, out)
    return report


def teacher_endpoint_answers(settings: Settings, prompts: list[list[dict[str, str]]]) -> list[str]:
    """The teacher's answers from an OpenAI-compatible endpoint (serving's `openai` generation client settings)."""
    import openai

    endpoint = settings.distill.production.teacher_endpoint
    client = openai.OpenAI(base_url=endpoint.base_url, api_key=os.environ.get(endpoint.api_key_env) or "EMPTY",
                           timeout=endpoint.timeout_seconds, max_retries=2)
    answers = []
    for messages in prompts:
        try:
            reply = client.chat.completions.create(model=endpoint.model, messages=messages, temperature=0.0,
                                                   max_tokens=settings.distill.max_new_tokens)
        except openai.OpenAIError as err:
            raise DistillError(f"teacher endpoint {endpoint.base_url}: {err}") from None
        answers.append((reply.choices[0].message.content or "").strip())
    return answers


def _track(run: Any, report: dict[str, Any], out: Path) -> None:
    from tasks.core.tracking import file_dataset

    metrics = {f"{model}.{split}.{key}": value for model, splits in report["table"].items()
               for split, scores in splits.items() for key, value in scores.items()
               if key in ("perplexity", "exact_match", "f1", "answerable_f1", "refusal_accuracy")
               and isinstance(value, int | float) and value == value}
    run.set_tags({"generator.dataset_sha256": report["dataset_sha256"]["train"]})
    # The three splits as run inputs (their sha256 is the dataset hash written with them), and as files.
    run.log_datasets(file_dataset(f"distill_{split}", out / "dataset" / f"{split}.jsonl",
                                  "training" if split == "train" else "evaluation", rows=report["dataset"][split],
                                  sha256=report["dataset_sha256"][split]) for split in ("train", "dev", "test"))
    run.log_metrics({**metrics, **{f"seconds.{k}": v for k, v in report["seconds"].items()}})
    run.log_dict(report, "distill_report.json")
    run.log_dict({"markdown": comparison_table(report)}, "comparison.json")
    for split in ("train", "dev", "test"):
        run.log_artifact(out / "dataset" / f"{split}.jsonl", "dataset")


def comparison_table(report: dict[str, Any]) -> str:
    """The three-way table as Markdown (README, MLflow, the CLI)."""
    lines = ["| model | split | perplexity | exact match | F1 | F1 where the evidence answers | refusal accuracy |",
             "|---|---|---|---|---|---|---|"]
    for model, splits in report["table"].items():
        for split, s in splits.items():
            lines.append(f"| {model} | {split} | {s['perplexity']} | {s['exact_match']} | {s['f1']} | "
                         f"{s['answerable_f1']} ({s['answerable']}) | {s['refusal_accuracy']} |")
    return "\n".join(lines)


def load_report(paths: DataPaths) -> dict[str, Any]:
    path = paths.generator_dir / "distill_report.json"
    if not path.is_file():
        raise FileNotFoundError(f"no distillation at {path}: run `ragops distill` first")
    return json.loads(path.read_text(encoding="utf-8"))

