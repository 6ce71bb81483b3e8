"""The generator memory planner: parameter counts and bytes from published config.json numbers, the two red lines
of docs/design.md#generator (1.8 × weights per GPU, P95 ≤ 1.2 s), and refusals that say why and what would fit."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from models.generator.memory import (
    A100_80GB,
    GPU,
    H100_80GB,
    H200,
    L40S,
    MEMORY_HEADROOM,
    P95_LATENCY_SECONDS,
    Inventory,
    ModelShape,
    Plan,
    Refusal,
    Workload,
    estimate_p95_seconds,
    kv_cache_bytes_per_token,
    plan,
    weight_bytes,
)

# meta-llama/Llama-3.1-70B config.json
LLAMA_31_70B = {
    "model_type": "llama", "hidden_size": 8192, "num_hidden_layers": 80, "num_attention_heads": 64,
    "num_key_value_heads": 8, "intermediate_size": 28672, "vocab_size": 128256, "tie_word_embeddings": False,
    "max_position_embeddings": 131072, "attention_bias": False,
}
# Qwen/Qwen2.5-32B config.json (no attention_bias key: Qwen2 has q/k/v biases)
QWEN_25_32B = {
    "model_type": "qwen2", "hidden_size": 5120, "num_hidden_layers": 64, "num_attention_heads": 40,
    "num_key_value_heads": 8, "intermediate_size": 27648, "vocab_size": 152064, "tie_word_embeddings": False,
    "max_position_embeddings": 32768,
}
# 01-ai/Yi-34B config.json
YI_34B = {
    "model_type": "llama", "hidden_size": 7168, "num_hidden_layers": 60, "num_attention_heads": 56,
    "num_key_value_heads": 8, "intermediate_size": 20480, "vocab_size": 64000, "max_position_embeddings": 4096,
}
LLAMA, QWEN = ModelShape.from_config(LLAMA_31_70B), ModelShape.from_config(QWEN_25_32B)
# The teacher's QA generation is a batch job: the memory red line applies, the latency red line does not.
OFFLINE = Workload(p95_latency_seconds=None)


def test_parameter_counts_match_the_published_sizes():
    assert LLAMA.parameter_count() == 70_553_706_496 == pytest.approx(70.55e9, rel=0.01)
    assert QWEN.parameter_count() == 32_763_876_352 == pytest.approx(32.76e9, rel=0.01)
    assert ModelShape.from_config(YI_34B).parameter_count() == pytest.approx(34.39e9, rel=0.01)
    assert LLAMA.head_dim == 128 and not LLAMA.attention_bias and QWEN.attention_bias
    # Qwen2's biases: 64 layers × (40 + 2·8) heads × 128 = 458,752 parameters
    assert QWEN.parameter_count() - replace(QWEN, attention_bias=False).parameter_count() == 458_752
    # tied embeddings drop the lm_head: vocab × hidden
    assert LLAMA.parameter_count() - replace(LLAMA, tie_word_embeddings=True).parameter_count() == 128256 * 8192


def test_a_missing_config_key_is_named():
    with pytest.raises(ValueError, match="'intermediate_size'"):
        ModelShape.from_config({k: v for k, v in LLAMA_31_70B.items() if k != "intermediate_size"})
    no_kv_heads = ModelShape.from_config({k: v for k, v in LLAMA_31_70B.items() if k != "num_key_value_heads"})
    assert no_kv_heads.num_kv_heads == 64  # multi-head attention when the config has no GQA key


def test_weight_bytes_per_dtype():
    assert weight_bytes(LLAMA, "fp16") == weight_bytes(LLAMA, "bf16") == 2 * 70_553_706_496
    assert weight_bytes(LLAMA, "fp32") == 4 * 70_553_706_496
    # AWQ W4A16: 68.45e9 linear weights at 0.5 B + (2 + 0.5) B per group of 128; 2.10e9 embeddings/lm_head/norms fp16
    linear, rest = LLAMA.linear_parameter_count(), LLAMA.unquantised_parameter_count()
    assert (linear, rest) == (68_451_041_280, 2_102_665_216)
    assert weight_bytes(LLAMA, "awq_w4a16") == linear * (0.5 + 2.5 / 128) + rest * 2 == 39_767_785_472
    assert weight_bytes(LLAMA, "fp8") == weight_bytes(LLAMA, "int8") == linear + rest * 2
    with pytest.raises(ValueError, match="unknown weight dtype 'int4'"):
        weight_bytes(LLAMA, "int4")


def test_kv_cache_bytes_per_token():
    assert kv_cache_bytes_per_token(LLAMA, "fp16") == 2 * 80 * 8 * 128 * 2 == 327_680
    assert kv_cache_bytes_per_token(LLAMA, "fp8") == 163_840
    assert kv_cache_bytes_per_token(QWEN, "fp16") == 2 * 64 * 8 * 128 * 2


def test_red_lines_are_the_design_numbers():
    assert (MEMORY_HEADROOM, P95_LATENCY_SECONDS) == (1.8, 1.2)
    assert (Workload().max_batch_size, Workload().max_input_len, Workload().headroom) == (32, 1024, 1.8)
    assert (A100_80GB.memory_bytes, H200.memory_bytes, H100_80GB.memory_bandwidth_gb_s) == (80e9, 141e9, 3350)


def test_70b_fp16_on_one_80gb_gpu_is_refused_with_tp_and_awq_as_options():
    refusal = plan(LLAMA, Inventory(H100_80GB, 1), OFFLINE, allow=())
    assert isinstance(refusal, Refusal)
    assert refusal.reasons == ("fp16 weights 141.1 GB on one 80 GB GPU: needs 254.0 GB (1.8×)",)
    assert refusal.options == (
        "awq_w4a16 on 1 GPU ('awq' not in allow): 39.8 GB weights per GPU, max batch 32, P95 ≈ 2.93 s",
        "tensor_parallel=4 fp16 (needs 4 GPUs, inventory has 1; 'tp' not in allow): 35.3 GB weights per GPU, "
        "max batch 32, P95 ≈ 2.84 s",
    )
    assert [(p.weights, p.tensor_parallel) for p in refusal.alternatives] == [("awq_w4a16", 1), ("fp16", 4)]
    assert json.loads(json.dumps(refusal.to_dict()))["options"] == list(refusal.options)


def test_awq_is_taken_only_when_allowed_and_says_so():
    accepted = plan(LLAMA, Inventory(H100_80GB, 1), OFFLINE, allow=("awq",))
    assert isinstance(accepted, Plan)
    assert (accepted.weights, accepted.tensor_parallel, accepted.kv_cache) == ("awq_w4a16", 1, "fp16")
    assert accepted.per_gpu_weight_bytes == 39_767_785_472  # × 1.8 = 71.6 GB ≤ 80 GB
    assert accepted.max_batch_size == 32
    assert accepted.notes[0] == "asked configuration refused: fp16 weights 141.1 GB on one 80 GB GPU: needs 254.0 GB (1.8×)"
    assert accepted.notes[1] == "changed weights fp16 → awq_w4a16"
    # fp16 asked, AWQ not allowed: no silent switch, even with TP allowed (1 GPU cannot shard)
    refused = plan(LLAMA, Inventory(H100_80GB, 1), OFFLINE, allow=("tp", "fp8_kv"))
    assert isinstance(refused, Refusal)
    assert refused.options[0].startswith("awq_w4a16 on 1 GPU ('awq' not in allow)")


def test_70b_fp16_tp2_fits_two_h200_but_not_two_80gb_gpus():
    accepted = plan(LLAMA, Inventory(H200, 2), OFFLINE, tensor_parallel=2, allow=())
    assert isinstance(accepted, Plan)
    assert (accepted.gpus, accepted.tensor_parallel, accepted.weights) == (2, 2, "fp16")
    assert accepted.per_gpu_weight_bytes == 70_553_706_496  # × 1.8 = 127.0 GB ≤ 141 GB
    assert accepted.notes[0] == "as asked"

    refused = plan(LLAMA, Inventory(A100_80GB, 2), OFFLINE, tensor_parallel=2, allow=())
    assert isinstance(refused, Refusal)
    assert refused.reasons == ("fp16 weights 141.1 GB at tensor_parallel=2: 70.6 GB per 80 GB GPU: needs 127.0 GB (1.8×)",)
    assert any(o.startswith("tensor_parallel=4 fp16 (needs 4 GPUs, inventory has 2") for o in refused.options)
    # "tp" shards only up to the inventory: 2 GPUs are not enough for fp16
    assert isinstance(plan(LLAMA, Inventory(A100_80GB, 2), OFFLINE, allow=("tp",)), Refusal)
    assert plan(LLAMA, Inventory(A100_80GB, 4), OFFLINE, allow=("tp",)).tensor_parallel == 4


def test_32b_fp16_fits_one_h200():
    accepted = plan(QWEN, Inventory(H200, 1), OFFLINE, allow=())
    assert isinstance(accepted, Plan) and accepted.weights == "fp16" and accepted.tensor_parallel == 1
    assert accepted.per_gpu_weight_bytes == 65_527_752_704  # × 1.8 = 117.9 GB ≤ 141 GB
    assert accepted.per_gpu_weight_bytes * MEMORY_HEADROOM == pytest.approx(117.95e9, rel=1e-3)


def test_tensor_parallel_must_divide_the_heads_and_fit_the_inventory():
    refusal = plan(QWEN, Inventory(H100_80GB, 4), OFFLINE, tensor_parallel=3, allow=())
    assert refusal.reasons[0] == "tensor_parallel=3 does not divide 40 attention heads and 8 KV heads"
    short = plan(QWEN, Inventory(H100_80GB, 1), OFFLINE, tensor_parallel=2, allow=())
    assert short.reasons == ("tensor_parallel=2 needs 2 GPUs, inventory has 1",)


def test_max_batch_is_capped_at_32_and_halves_with_fp16_kv():
    kwargs = {"weights": "awq_w4a16", "allow": ()}
    default = [plan(LLAMA, Inventory(H100_80GB, 1), OFFLINE, kv_cache=kv, **kwargs).max_batch_size for kv in ("fp16", "fp8")]
    assert default == [32, 32]
    # Free per GPU: 80 GB - 10% reserve - 39.77 GB weights = 32.23 GB; a 1536-token sequence takes 0.503 GB in fp16
    wide = replace(OFFLINE, max_batch_size=256)
    batches = [plan(LLAMA, Inventory(H100_80GB, 1), wide, kv_cache=kv, **kwargs).max_batch_size for kv in ("fp16", "fp8")]
    assert batches == [64, 128]


def test_fp8_kv_cache_is_the_option_when_one_long_sequence_does_not_fit():
    long = replace(OFFLINE, max_batch_size=4, max_input_len=126_976, max_seq_len=131_072)
    refused = plan(LLAMA, Inventory(H100_80GB, 2), long, weights="awq_w4a16", allow=())
    assert refused.reasons == ("fp16 KV cache of one 131072-token sequence (42.9 GB per GPU) does not fit the 32.2 GB "
                               "left per GPU after weights and the 10% reserve",)
    assert [o.split(":")[0] for o in refused.options] == [
        "awq_w4a16 on 1 GPU + fp8 KV cache ('fp8_kv' not in allow)",
        "tensor_parallel=2 awq_w4a16 ('tp' not in allow)",
    ]
    fp8 = plan(LLAMA, Inventory(H100_80GB, 2), long, weights="awq_w4a16", allow=("fp8_kv",))
    assert (fp8.kv_cache, fp8.tensor_parallel, fp8.max_batch_size) == ("fp8", 1, 1)
    # with both allowed, sharding comes first (least change)
    sharded = plan(LLAMA, Inventory(H100_80GB, 2), long, weights="awq_w4a16", allow=("tp", "fp8_kv"))
    assert (sharded.kv_cache, sharded.tensor_parallel, sharded.max_batch_size) == ("fp16", 2, 2)
    beyond = replace(long, max_seq_len=200_000, max_input_len=190_000)
    assert "exceeds the model's 131072 positions" in plan(LLAMA, Inventory(H200, 8), beyond).reasons[0]


def test_latency_estimate_is_the_documented_roofline():
    # 70B AWQ on one H100: decode reads 39.77 GB weights + 0.503 GB KV per token at 0.6 × 3350 GB/s = 20.0 ms;
    # prefill 2 × 70.55e9 × 1024 FLOPs at 0.4 × 989 TFLOPS = 0.365 s; 0.365 + 128 × 0.0200 = 2.93 s
    decode = (39_767_785_472 + 327_680 * 1536) / (3350e9 * 0.6)
    prefill = 2 * 70_553_706_496 * 1024 / (989e12 * 0.4)
    assert estimate_p95_seconds(LLAMA, H100_80GB, Workload(), "awq_w4a16", "fp16") == pytest.approx(prefill + 128 * decode)
    assert prefill + 128 * decode == pytest.approx(2.930, abs=1e-3)
    # TP=4 divides both terms by 4 and pays 1.1² for two doublings of all-reduces
    tp4 = estimate_p95_seconds(LLAMA, H100_80GB, Workload(), "awq_w4a16", "fp16", 4)
    assert tp4 == pytest.approx((prefill + 128 * decode) / 4 * 1.21)


def test_the_latency_red_line_refuses_what_fits_in_memory():
    # 70B AWQ fits one H100 in memory (71.6 GB ≤ 80) but serving it misses 1.2 s; TP=4 would meet it
    refused = plan(LLAMA, Inventory(H100_80GB, 1), weights="awq_w4a16", allow=())
    assert refused.reasons == ("estimated P95 latency 2.93 s exceeds the 1.2 s red line "
                               "(roofline estimate, 128 output tokens)",)
    assert refused.options == ("tensor_parallel=4 awq_w4a16 (needs 4 GPUs, inventory has 1; 'tp' not in allow): "
                               "9.9 GB weights per GPU, max batch 32, P95 ≈ 0.89 s",)
    # a slow GPU: 32B AWQ fits an L40S (19.3 GB × 1.8 = 34.8 ≤ 48) but 864 GB/s gives 5.34 s
    slow = plan(QWEN, Inventory(L40S, 1), weights="awq_w4a16", allow=())
    assert slow.reasons == ("estimated P95 latency 5.34 s exceeds the 1.2 s red line "
                            "(roofline estimate, 128 output tokens)",)
    halved = GPU("half-bandwidth H100", 80e9, 1675, 989)
    assert estimate_p95_seconds(QWEN, halved, Workload(), "awq_w4a16", "fp16", 2) > P95_LATENCY_SECONDS


def test_serving_32b_on_four_h100_takes_the_least_change_that_meets_both_red_lines():
    accepted = plan(QWEN, Inventory(H100_80GB, 4))
    assert isinstance(accepted, Plan)
    assert (accepted.tensor_parallel, accepted.weights, accepted.kv_cache) == (2, "awq_w4a16", "fp16")
    assert accepted.per_gpu_weight_bytes == pytest.approx(9.664e9, rel=1e-3)
    assert accepted.estimated_p95_seconds == pytest.approx(0.784, abs=1e-3) and accepted.max_batch_size == 32
    assert accepted.notes[-2] == "changed tensor_parallel 1 → 2, weights fp16 → awq_w4a16"
    assert accepted.to_dict()["notes"][-1] == "P95 is a roofline estimate, not a measurement"


def test_bad_arguments_fail_loudly():
    with pytest.raises(ValueError, match="unknown changes in allow"):
        plan(LLAMA, Inventory(H200, 1), allow=("int4",))
    with pytest.raises(ValueError, match="unknown KV cache dtype"):
        plan(LLAMA, Inventory(H200, 1), kv_cache="fp4")
    with pytest.raises(ValueError, match="at least one GPU"):
        Inventory(H200, 0)


def test_both_red_lines_accept_70b_with_awq_or_tp2_for_short_answers():
    """With the latency line on and 32-token answers (a short grounded answer), AWQ on one 80 GB GPU and fp16 TP=2 on
    two H200 pass both red lines; with 128-token answers the estimate refuses both (decode reads every weight per
    token)."""
    short = Workload(expected_output_tokens=32)
    awq = plan(LLAMA, Inventory(H100_80GB, 1), short, allow=("awq",))
    assert isinstance(awq, Plan) and awq.weights == "awq_w4a16" and awq.estimated_p95_seconds <= 1.2
    tp2 = plan(LLAMA, Inventory(H200, 2), short, allow=("tp",))
    assert isinstance(tp2, Plan) and tp2.tensor_parallel == 2 and tp2.estimated_p95_seconds <= 1.2
    assert isinstance(plan(LLAMA, Inventory(H100_80GB, 1), Workload(), allow=("awq",)), Refusal)
    assert isinstance(plan(LLAMA, Inventory(H200, 2), Workload(), allow=("tp",)), Refusal)
