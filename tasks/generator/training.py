"""Training and measuring the tiny and production causal LMs: corpus pretraining, the one fine-tuning loop the three
students of the comparison share, perplexity and greedy answers.

The fine-tuning loss (`fit`), per answer token:
    (1 - kd_alpha) * CE(student, target token) + kd_alpha * T^2 * KL(teacher_T || student_T)
with the targets the teacher's own answers (sequence-level KD, Kim & Rush 2016) and the logit term where the teacher
shares the student's tokenizer (Hinton et al. 2015; T^2 keeps its gradients on the CE term's scale). kd_alpha 0 and
the reference answers as targets is the same student trained without KD. This is the loss of TRL's off-policy
distillation (GKDTrainer with lmbda=0, beta=0: forward KL on the dataset's completions) plus the CE term GKDTrainer
leaves out; one loop for all three runs means they differ in the loss and the targets only, not in the trainer.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

IGNORE = -100  # label of prompt tokens: no loss


@dataclass(frozen=True)
class FitConfig:
    epochs: int
    batch_size: int
    learning_rate: float
    seed: int
    kd_alpha: float = 0.0  # weight of the logit KD term (0: no teacher logits)
    temperature: float = 2.0
    warmup_share: float = 0.05
    weight_decay: float = 0.01


@dataclass(frozen=True)
class Encoded:
    """One training sequence: prompt + answer token ids and the labels (prompt masked with IGNORE)."""

    input_ids: list[int]
    labels: list[int]


def encode(tokenizer: Any, messages: Sequence[dict[str, str]], answer: str) -> Encoded:
    """The chat-template rendering serving uses (add_generation_prompt) followed by the answer and EOS."""
    prompt = tokenizer.apply_chat_template(list(messages), tokenize=False, add_generation_prompt=True)
    prompt_ids = tokenizer(prompt, add_special_tokens=False)["input_ids"]
    answer_ids = tokenizer(answer, add_special_tokens=False)["input_ids"] + [tokenizer.eos_token_id]
    return Encoded(prompt_ids + answer_ids, [IGNORE] * len(prompt_ids) + answer_ids)


def lm_blocks(tokenizer: Any, texts: Sequence[str], block: int) -> list[Encoded]:
    """Corpus text for pretraining: documents joined with EOS, cut into blocks of `block` tokens."""
    ids: list[int] = []
    for text in texts:
        ids += tokenizer(text, add_special_tokens=False)["input_ids"] + [tokenizer.eos_token_id]
    return [Encoded(ids[i : i + block], ids[i : i + block]) for i in range(0, len(ids) - block + 1, block)]


def _batch(rows: Sequence[Encoded], pad_id: int) -> dict[str, Any]:
    import torch

    width = max(len(row.input_ids) for row in rows)
    ids = torch.full((len(rows), width), pad_id, dtype=torch.long)
    labels = torch.full((len(rows), width), IGNORE, dtype=torch.long)
    mask = torch.zeros((len(rows), width), dtype=torch.long)
    for i, row in enumerate(rows):  # right padding: positions stay those of the unpadded sequence
        ids[i, : len(row.input_ids)] = torch.tensor(row.input_ids)
        labels[i, : len(row.labels)] = torch.tensor(row.labels)
        mask[i, : len(row.input_ids)] = 1
    return {"input_ids": ids, "attention_mask": mask, "labels": labels}


def _on(model: Any, batch: dict[str, Any]) -> dict[str, Any]:
    """The batch on the model's device (CPU for the tiny profile, the GPU for production)."""
    device = next(model.parameters()).device
    return {key: value.to(device) for key, value in batch.items()}


def _loss(student_logits: Any, labels: Any, teacher_logits: Any | None, config: FitConfig) -> Any:
    import torch.nn.functional as F

    logits, targets = student_logits[:, :-1], labels[:, 1:]  # token t predicts token t+1
    keep = targets != IGNORE
    ce = F.cross_entropy(logits[keep], targets[keep])
    if teacher_logits is None or config.kd_alpha == 0:
        return ce
    t = config.temperature
    student_log = F.log_softmax(logits[keep] / t, dim=-1)
    teacher_log = F.log_softmax(teacher_logits[:, :-1][keep] / t, dim=-1)
    kl = F.kl_div(student_log, teacher_log, log_target=True, reduction="batchmean") * t * t
    return (1 - config.kd_alpha) * ce + config.kd_alpha * kl


def fit(model: Any, rows: Sequence[Encoded], config: FitConfig, pad_id: int, teacher: Any | None = None,
        progress: Callable[[str], None] | None = None) -> dict[str, float]:
    """Train `model` in place (AdamW, linear warm-up and decay); returns the last epoch's mean loss and the seconds."""
    import torch

    if not rows:
        raise ValueError("no training sequences (every example was longer than the model's context?)")
    torch.manual_seed(config.seed)
    order = list(range(len(rows)))
    steps = config.epochs * math.ceil(len(rows) / config.batch_size)
    trainable = [p for p in model.parameters() if p.requires_grad]
    optimizer = torch.optim.AdamW(trainable, lr=config.learning_rate, weight_decay=config.weight_decay)
    warmup = max(1, int(steps * config.warmup_share))
    scheduler = torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda step: min((step + 1) / warmup, max(0.0, (steps - step) / max(1, steps - warmup))))
    if teacher is not None:
        teacher.eval()
    model.train()
    started, step, mean = time.perf_counter(), 0, float("nan")
    for epoch in range(config.epochs):
        random.Random(config.seed + epoch).shuffle(order)
        total, count = 0.0, 0
        for start in range(0, len(order), config.batch_size):
            # Similar lengths in one batch: less padding to compute (sorted inside the shuffled window).
            chunk = sorted((rows[i] for i in order[start : start + config.batch_size]), key=lambda r: len(r.input_ids))
            batch = _on(model, _batch(chunk, pad_id))
            teacher_logits = None
            if teacher is not None and config.kd_alpha > 0:
                with torch.no_grad():
                    on_teacher = _on(teacher, batch)
                    teacher_logits = teacher(input_ids=on_teacher["input_ids"],
                                             attention_mask=on_teacher["attention_mask"]).logits
                    teacher_logits = teacher_logits.to(batch["input_ids"].device)
            logits = model(input_ids=batch["input_ids"], attention_mask=batch["attention_mask"]).logits
            loss = _loss(logits, batch["labels"], teacher_logits, config)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(trainable, 1.0)
            optimizer.step()
            scheduler.step()
            optimizer.zero_grad(set_to_none=True)
            total, count, step = total + float(loss.detach()), count + 1, step + 1
        mean = total / max(1, count)
        if progress:
            progress(f"epoch {epoch + 1}/{config.epochs}: loss {mean:.3f} ({time.perf_counter() - started:.0f} s)")
    model.eval()
    return {"loss": round(mean, 4), "seconds": round(time.perf_counter() - started, 1), "steps": step}


def perplexity(model: Any, rows: Sequence[Encoded], pad_id: int, batch_size: int = 8) -> float:
    """exp(mean NLL per labelled token) — over the answer tokens of grounded examples, the whole block for text."""
    import torch
    import torch.nn.functional as F

    nll, tokens = 0.0, 0
    model.eval()
    with torch.inference_mode():
        for start in range(0, len(rows), batch_size):
            batch = _on(model, _batch(rows[start : start + batch_size], pad_id))
            logits = model(input_ids=batch["input_ids"], attention_mask=batch["attention_mask"]).logits[:, :-1]
            targets = batch["labels"][:, 1:]
            keep = targets != IGNORE
            nll += float(F.cross_entropy(logits[keep].float(), targets[keep], reduction="sum"))
            tokens += int(keep.sum())
    return round(math.exp(nll / tokens), 4) if tokens else float("nan")


def generate(model: Any, tokenizer: Any, prompts: Sequence[Sequence[dict[str, str]]], max_new_tokens: int,
             batch_size: int = 8) -> list[str]:
    """Greedy answers to chat prompts (left-padded batches), special tokens removed."""
    import torch

    tokenizer.padding_side = "left"
    answers: list[str] = []
    model.eval()
    with torch.inference_mode():
        for start in range(0, len(prompts), batch_size):
            texts = [tokenizer.apply_chat_template(list(p), tokenize=False, add_generation_prompt=True)
                     for p in prompts[start : start + batch_size]]
            batch = tokenizer(texts, return_tensors="pt", padding=True, add_special_tokens=False,
                              return_token_type_ids=False)
            batch = _on(model, dict(batch))
            out = model.generate(**batch, max_new_tokens=max_new_tokens, do_sample=False,
                                 pad_token_id=tokenizer.pad_token_id, eos_token_id=tokenizer.eos_token_id)
            answers += [text.strip() for text in
                        tokenizer.batch_decode(out[:, batch["input_ids"].shape[1] :], skip_special_tokens=True)]
    tokenizer.padding_side = "right"
    return answers
