"""Generator memory planner (docs/design.md#generator): does a decoder-only model fit the GPUs it is given,
under the memory red line (a GPU holds ≥ 1.8 × the weights it carries) and the latency red line (P95 ≤ 1.2 s)?

Pure arithmetic on a HF config.json dict and vendors' published GPU numbers, so a plan can be checked on a laptop
before a GPU is rented. `plan()` returns the first acceptable configuration in order of least change (as asked →
tensor parallelism → AWQ W4A16 → fp8 KV cache; only the changes `allow` permits), with notes saying what it changed,
or a `Refusal` with every reason the asked configuration fails and the options that would fit, including options
`allow` excludes or that need more GPUs than the inventory has: the caller decides, nothing is switched silently.
The latency figure is a roofline estimate, not a measurement (docs/design.md#measured-not-asserted: speed is measured by
`make bench`).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, replace
from typing import Any

# docs/design.md#generator, the red lines: a GPU must hold ≥ 1.8 × the weights it carries (tensor parallelism
# divides the weights per GPU), and the end-to-end P95 latency is at most 1.2 s.
MEMORY_HEADROOM = 1.8
P95_LATENCY_SECONDS = 1.2

# Assumptions of the estimate, stated so a reader can disagree with a number rather than with the code.
ACTIVATION_RESERVE = 0.10  # share of GPU memory kept for activations, CUDA graphs and NCCL/cuBLAS workspaces
DECODE_BANDWIDTH_EFFICIENCY = 0.6  # share of peak HBM bandwidth a memory-bound decode step achieves
PREFILL_MFU = 0.4  # model FLOPs utilisation of the compute-bound prefill
TP_OVERHEAD_PER_DOUBLING = 1.1  # all-reduces: ×1.1 on the latency per doubling of tensor parallelism
MAX_TENSOR_PARALLEL = 8  # one NVLink node (HGX/DGX); beyond it TP all-reduces cross the network: not offered
AWQ_GROUP_SIZE = 128
ALLOWED_CHANGES = ("tp", "awq", "fp8_kv")

_DENSE_BYTES = {"fp32": 4.0, "fp16": 2.0, "bf16": 2.0}
# Quantised checkpoints quantise the decoder's linear weights only; embeddings, lm_head, norms and biases stay fp16
# (that is what AWQ W4A16 checkpoints ship). AWQ: 4-bit weights plus, per group of 128, one fp16 scale and one 4-bit
# zero point. fp8/int8 per-channel scales (one per output row) are negligible and left out.
_QUANTISED_BYTES = {"fp8": 1.0, "int8": 1.0, "awq_w4a16": 0.5 + (2 + 0.5) / AWQ_GROUP_SIZE}
WEIGHT_DTYPES = (*_DENSE_BYTES, *_QUANTISED_BYTES)
KV_DTYPE_BYTES = {"fp16": 2, "bf16": 2, "fp8": 1, "int8": 1}


@dataclass(frozen=True)
class ModelShape:
    """The numbers of a Llama/Qwen-style decoder (RMSNorm, GQA attention, gated MLP) that size its memory."""

    hidden_size: int
    num_layers: int
    num_heads: int
    num_kv_heads: int
    head_dim: int
    intermediate_size: int
    vocab_size: int
    max_position_embeddings: int
    tie_word_embeddings: bool = False
    attention_bias: bool = False  # q/k/v biases (Qwen2)

    @classmethod
    def from_config(cls, cfg: Mapping[str, Any]) -> ModelShape:
        def need(key: str) -> int:
            if cfg.get(key) is None:
                raise ValueError(f"config.json lacks {key!r} (model_type={cfg.get('model_type')!r}): "
                                 "the planner needs a Llama/Qwen-style decoder config")
            return int(cfg[key])

        hidden, heads = need("hidden_size"), need("num_attention_heads")
        return cls(hidden_size=hidden, num_layers=need("num_hidden_layers"), num_heads=heads,
                   num_kv_heads=int(cfg.get("num_key_value_heads") or heads),
                   head_dim=int(cfg.get("head_dim") or hidden // heads),
                   intermediate_size=need("intermediate_size"), vocab_size=need("vocab_size"),
                   max_position_embeddings=need("max_position_embeddings"),
                   tie_word_embeddings=bool(cfg.get("tie_word_embeddings", False)),
                   # Qwen2 configs carry no attention_bias key, yet modeling_qwen2 has q/k/v biases
                   attention_bias=bool(cfg.get("attention_bias", cfg.get("model_type") == "qwen2")))

    def linear_parameter_count(self) -> int:
        """The decoder layers' linear weights: what AWQ, fp8 and int8 quantise."""
        h, q, kv = self.hidden_size, self.num_heads * self.head_dim, self.num_kv_heads * self.head_dim
        attention = h * q + 2 * h * kv + q * h  # q, k, v, o
        return self.num_layers * (attention + 3 * h * self.intermediate_size)  # + gate, up, down

    def unquantised_parameter_count(self) -> int:
        """Embeddings, lm_head (unless tied), RMSNorms (two per layer + final) and attention biases."""
        embeddings = self.vocab_size * self.hidden_size * (1 if self.tie_word_embeddings else 2)
        norms = (2 * self.num_layers + 1) * self.hidden_size
        bias_per_layer = (self.num_heads + 2 * self.num_kv_heads) * self.head_dim if self.attention_bias else 0
        return embeddings + norms + self.num_layers * bias_per_layer

    def parameter_count(self) -> int:
        return self.linear_parameter_count() + self.unquantised_parameter_count()


def weight_bytes(shape: ModelShape, dtype: str) -> float:
    """Bytes of the whole model's weights stored as `dtype` (one of WEIGHT_DTYPES)."""
    if dtype in _DENSE_BYTES:
        return shape.parameter_count() * _DENSE_BYTES[dtype]
    if dtype in _QUANTISED_BYTES:
        return shape.linear_parameter_count() * _QUANTISED_BYTES[dtype] + shape.unquantised_parameter_count() * 2.0
    raise ValueError(f"unknown weight dtype {dtype!r}; known: {', '.join(WEIGHT_DTYPES)}")


def kv_cache_bytes_per_token(shape: ModelShape, kv_dtype: str) -> int:
    """K and V of one token over all layers (the whole model; each of `tp` GPUs holds 1/tp of it)."""
    if kv_dtype not in KV_DTYPE_BYTES:
        raise ValueError(f"unknown KV cache dtype {kv_dtype!r}; known: {', '.join(KV_DTYPE_BYTES)}")
    return 2 * shape.num_layers * shape.num_kv_heads * shape.head_dim * KV_DTYPE_BYTES[kv_dtype]


@dataclass(frozen=True)
class GPU:
    name: str
    memory_bytes: float
    memory_bandwidth_gb_s: float
    fp16_tflops: float  # dense FP16/BF16 tensor-core peak (the datasheets' "with sparsity" figure is twice this)


# The vendors' published datasheet numbers (NVIDIA: "80GB" = 80e9 bytes; SXM parts; dense FP16 tensor TFLOPS).
A100_80GB = GPU("A100-SXM4-80GB", 80e9, 2039, 312)
H100_80GB = GPU("H100-SXM5-80GB", 80e9, 3350, 989)
H200 = GPU("H200-SXM-141GB", 141e9, 4800, 989)
L40S = GPU("L40S-48GB", 48e9, 864, 362)


@dataclass(frozen=True)
class Inventory:
    gpu: GPU
    count: int

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError(f"an inventory holds at least one GPU, got {self.count}")


@dataclass(frozen=True)
class Workload:
    """The serving envelope (docs/design.md#generator, TensorRT-LLM limits) and the red lines it is judged by."""

    max_batch_size: int = 32
    max_input_len: int = 1024
    max_seq_len: int = 1536  # input + output tokens one sequence may hold in the KV cache
    expected_output_tokens: int = 128  # the answer length the latency estimate assumes
    p95_latency_seconds: float | None = P95_LATENCY_SECONDS  # None: offline work (teacher QA generation), no gate
    headroom: float = MEMORY_HEADROOM


@dataclass(frozen=True)
class Plan:
    gpu: str
    gpus: int
    tensor_parallel: int
    weights: str
    kv_cache: str
    max_batch_size: int
    per_gpu_weight_bytes: float
    kv_bytes_per_token: int  # whole model; each GPU holds 1/tensor_parallel of it
    estimated_p95_seconds: float  # roofline estimate, not a measurement
    notes: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "notes": list(self.notes)}


@dataclass(frozen=True)
class Refusal:
    reasons: tuple[str, ...]  # why the asked configuration fails, every red line it crosses
    options: tuple[str, ...]  # configurations that would pass, in words, cheapest first
    alternatives: tuple[Plan, ...] = ()  # the same options as plans, for a caller that picks one

    def to_dict(self) -> dict[str, Any]:
        return {"reasons": list(self.reasons), "options": list(self.options),
                "alternatives": [alternative.to_dict() for alternative in self.alternatives]}


def estimate_p95_seconds(shape: ModelShape, gpu: GPU, workload: Workload, weights: str, kv_cache: str,
                         tensor_parallel: int = 1) -> float:
    """Roofline estimate of one request's latency, not a measurement: a compute-bound prefill of max_input_len tokens
    plus expected_output_tokens memory-bound decode steps, each reading the GPU's weights and one max_seq_len
    sequence's KV cache (batch 1), times the all-reduce overhead of tensor parallelism. Attention FLOPs and queueing
    are left out: small next to the weights at 1-2k token sequences (docs/design.md#generator), not at 100k."""
    tp = tensor_parallel
    kv_sequence = kv_cache_bytes_per_token(shape, kv_cache) * workload.max_seq_len
    read_per_step = (weight_bytes(shape, weights) + kv_sequence) / tp
    per_token = read_per_step / (gpu.memory_bandwidth_gb_s * 1e9 * DECODE_BANDWIDTH_EFFICIENCY)
    prefill = 2 * shape.parameter_count() * workload.max_input_len / (tp * gpu.fp16_tflops * 1e12 * PREFILL_MFU)
    return (prefill + workload.expected_output_tokens * per_token) * TP_OVERHEAD_PER_DOUBLING ** math.log2(tp)


def _gb(value: float) -> str:
    return f"{value / 1e9:.1f} GB"


def _assess(shape: ModelShape, gpu: GPU, workload: Workload, weights: str, tp: int, kv: str) -> tuple[Plan, list[str]]:
    """The configuration's numbers and every red line it crosses (no reasons: it fits, GPU count aside)."""
    reasons, total = [], weight_bytes(shape, weights)
    per_gpu, kv_token, capacity = total / tp, kv_cache_bytes_per_token(shape, kv), f"{gpu.memory_bytes / 1e9:g} GB"
    if shape.num_heads % tp or shape.num_kv_heads % tp:
        reasons.append(f"tensor_parallel={tp} does not divide {shape.num_heads} attention heads and "
                       f"{shape.num_kv_heads} KV heads")
    if workload.max_seq_len > shape.max_position_embeddings:
        reasons.append(f"max_seq_len {workload.max_seq_len} exceeds the model's "
                       f"{shape.max_position_embeddings} positions")
    # The headroom only gates; the KV cache lives in what the weights and the workspace reserve leave.
    free = max(0.0, gpu.memory_bytes * (1 - ACTIVATION_RESERVE) - per_gpu)
    per_sequence = kv_token / tp * workload.max_seq_len
    batch = min(workload.max_batch_size, math.floor(free / per_sequence))
    if per_gpu * workload.headroom > gpu.memory_bytes:
        where = f"on one {capacity} GPU" if tp == 1 else f"at tensor_parallel={tp}: {_gb(per_gpu)} per {capacity} GPU"
        reasons.append(f"{weights} weights {_gb(total)} {where}: needs {_gb(per_gpu * workload.headroom)} "
                       f"({workload.headroom:g}×)")
    elif batch < 1:
        reasons.append(f"{kv} KV cache of one {workload.max_seq_len}-token sequence ({_gb(per_sequence)} per GPU) "
                       f"does not fit the {_gb(free)} left per GPU after weights and the "
                       f"{ACTIVATION_RESERVE:.0%} reserve")
    p95 = estimate_p95_seconds(shape, gpu, workload, weights, kv, tp)
    if workload.p95_latency_seconds is not None and p95 > workload.p95_latency_seconds:
        reasons.append(f"estimated P95 latency {p95:.2f} s exceeds the {workload.p95_latency_seconds:g} s red line "
                       f"(roofline estimate, {workload.expected_output_tokens} output tokens)")
    return Plan(gpu.name, tp, tp, weights, kv, max(batch, 0), per_gpu, kv_token, round(p95, 3)), reasons


def _describe(option: Plan, asked: tuple[str, int, str], inventory: Inventory, allow: Sequence[str]) -> str:
    weights, tp, kv = option.weights, option.tensor_parallel, option.kv_cache
    text = f"{weights} on 1 GPU" if tp == 1 else f"tensor_parallel={tp} {weights}"
    text += f" + {kv} KV cache" if kv != asked[2] else ""
    caveats = [f"needs {tp} GPUs, inventory has {inventory.count}"] if tp > inventory.count else []
    for change, used in (("tp", tp != asked[1]), ("awq", weights != asked[0]), ("fp8_kv", kv != asked[2])):
        caveats += [f"'{change}' not in allow"] if used and change not in allow else []
    text += f" ({'; '.join(caveats)})" if caveats else ""
    return (f"{text}: {_gb(option.per_gpu_weight_bytes)} weights per GPU, max batch {option.max_batch_size}, "
            f"P95 ≈ {option.estimated_p95_seconds:.2f} s")


def _options(shape: ModelShape, inventory: Inventory, workload: Workload, asked: tuple[str, int, str]) -> list[Plan]:
    """Per weights × KV choice, the fewest GPUs that pass, whatever `allow` and the inventory say."""
    weights_choices = [asked[0]] + (["awq_w4a16"] if asked[0] != "awq_w4a16" else [])
    kv_choices = [asked[2]] + (["fp8"] if KV_DTYPE_BYTES[asked[2]] > 1 else [])
    tps = [2 ** i for i in range(int(math.log2(max(inventory.count, MAX_TENSOR_PARALLEL))) + 1)]
    found: dict[tuple[str, str], Plan] = {}
    for weights in weights_choices:
        for kv in kv_choices:
            for tp in tps:
                option, reasons = _assess(shape, inventory.gpu, workload, weights, tp, kv)
                if not reasons:
                    found[weights, kv] = option
                    break
    def changes(option: Plan) -> frozenset[str]:
        return frozenset(name for name, old, new in (("weights", asked[0], option.weights),
                                                     ("kv", asked[2], option.kv_cache)) if old != new)

    # An option is dominated when one with fewer changes needs no more GPUs: AWQ or fp8 KV must buy something.
    kept = [option for option in found.values() if (option.weights, option.tensor_parallel, option.kv_cache) != asked
            and not any(changes(other) < changes(option) and other.tensor_parallel <= option.tensor_parallel
                        for other in found.values())]
    return sorted(kept, key=lambda p: (p.tensor_parallel, len(changes(p))))


def plan(shape: ModelShape, inventory: Inventory, workload: Workload | None = None, *, weights: str = "fp16",
         kv_cache: str = "fp16", tensor_parallel: int | None = None,
         allow: Sequence[str] = ALLOWED_CHANGES) -> Plan | Refusal:
    """The asked configuration if it passes both red lines on the inventory; else the first that passes in order of
    least change among those `allow` permits ("tp": more GPUs up to the inventory, "awq": AWQ W4A16 weights,
    "fp8_kv": fp8 KV cache); else a Refusal with the reasons and the options. `allow=()` checks exactly the asked
    configuration."""
    workload = workload or Workload()
    if unknown := set(allow) - set(ALLOWED_CHANGES):
        raise ValueError(f"unknown changes in allow: {sorted(unknown)}; known: {', '.join(ALLOWED_CHANGES)}")
    weight_bytes(shape, weights)  # unknown dtypes fail here, loudly
    kv_cache_bytes_per_token(shape, kv_cache)
    asked = (weights, 1 if tensor_parallel is None else tensor_parallel, kv_cache)
    if asked[1] < 1:
        raise ValueError(f"tensor_parallel must be ≥ 1, got {tensor_parallel}")

    def check(w: str, tp: int, kv: str) -> tuple[Plan, list[str]]:
        candidate, reasons = _assess(shape, inventory.gpu, workload, w, tp, kv)
        if tp > inventory.count:
            reasons.insert(0, f"tensor_parallel={tp} needs {tp} GPUs, inventory has {inventory.count}")
        return candidate, reasons

    tps = [asked[1]] + ([2 ** i for i in range(1, inventory.count.bit_length()) if 2 ** i > asked[1]]
                        if "tp" in allow else [])
    weights_choices = [weights] + (["awq_w4a16"] if "awq" in allow and weights != "awq_w4a16" else [])
    kv_choices = [kv_cache] + (["fp8"] if "fp8_kv" in allow and KV_DTYPE_BYTES[kv_cache] > 1 else [])
    asked_reasons: list[str] = []
    for kv in kv_choices:  # least change first: TP, then AWQ, then fp8 KV, as the loops nest
        for w in weights_choices:
            for tp in tps:
                candidate, reasons = check(w, tp, kv)
                if (w, tp, kv) == asked:
                    asked_reasons = reasons
                if reasons:
                    continue
                changes = [f"{name} {old} → {new}" for name, old, new in
                           (("tensor_parallel", asked[1], tp), ("weights", weights, w), ("kv_cache", kv_cache, kv))
                           if old != new]
                notes = [f"asked configuration refused: {reason}" for reason in asked_reasons]
                notes += [f"changed {', '.join(changes)}"] if changes else ["as asked"]
                return replace(candidate, notes=(*notes, "P95 is a roofline estimate, not a measurement"))
    options = _options(shape, inventory, workload, asked)
    return Refusal(tuple(asked_reasons), tuple(_describe(o, asked, inventory, allow) for o in options), tuple(options))
