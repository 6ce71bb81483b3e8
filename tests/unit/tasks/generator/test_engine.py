"""tasks.generator.engine: the TensorRT-LLM argv of both modes, the serve options and bench dataset, availability
on a machine without TensorRT-LLM, and run() end to end against stand-in CLIs (fake trtllm-build / trtllm-bench /
convert_checkpoint.py on PATH), including the crash that must leave the previous output intact."""

from __future__ import annotations

import json
import os
import stat
import sys
from pathlib import Path

import pytest
import yaml

from tasks.generator import engine
from tasks.generator.engine import (
    EngineConfig,
    TrtllmUnavailable,
    availability,
    bench_command,
    bench_dataset,
    build_commands,
    config_record,
    parse_bench_summary,
    serve_command,
    serve_options,
)

CKPT = Path("/ckpt/student-awq")
OUT = Path("/data/generator/engine")


def flag(argv: list[str], name: str) -> str:
    assert name in argv, f"{name} missing from {argv}"
    return argv[argv.index(name) + 1]


def test_engine_mode_argv_carries_the_design_limits():
    config = EngineConfig(mode="engine", tensor_parallel=2)
    convert, build = build_commands(config, CKPT, OUT)
    assert convert[0] == sys.executable
    assert convert[1] == "/app/tensorrt_llm/examples/models/core/llama/convert_checkpoint.py"
    assert flag(convert, "--model_dir") == str(CKPT)
    assert flag(convert, "--output_dir") == str(OUT / "tllm_checkpoint")
    assert flag(convert, "--dtype") == "float16"
    assert flag(convert, "--tp_size") == "2"
    assert "--fp8_kv_cache" not in convert
    assert build[0] == "trtllm-build"
    assert flag(build, "--checkpoint_dir") == str(OUT / "tllm_checkpoint")
    assert flag(build, "--output_dir") == str(OUT)
    assert flag(build, "--max_batch_size") == "32"
    assert flag(build, "--max_input_len") == "1024"
    assert flag(build, "--max_seq_len") == "1536"
    assert flag(build, "--max_num_tokens") == "8192"
    assert flag(build, "--gemm_plugin") == "auto"
    assert all(isinstance(arg, str) for argv in (convert, build) for arg in argv)


def test_engine_mode_fp8_kv_cache_and_a_trtllm_checkpoint_skips_conversion():
    config = EngineConfig(mode="engine", kv_cache_dtype="fp8")
    convert, _ = build_commands(config, CKPT, OUT)
    assert "--fp8_kv_cache" in convert
    (only,) = build_commands(config, CKPT, OUT, checkpoint_format=engine.TRTLLM)
    assert only[0] == "trtllm-build" and flag(only, "--checkpoint_dir") == str(CKPT)


def test_pytorch_mode_serve_and_bench_argv():
    config = EngineConfig(mode="pytorch", tensor_parallel=4, serve_port=8123)
    serve = serve_command(config, CKPT, OUT)
    assert serve[:2] == ["trtllm-serve", str(CKPT)]
    assert flag(serve, "--backend") == "pytorch"
    assert flag(serve, "--host") == "127.0.0.1"
    assert flag(serve, "--port") == "8123"
    assert flag(serve, "--tp_size") == "4"
    assert flag(serve, "--extra_llm_api_options") == str(OUT / "serve_options.yaml")

    bench = bench_command(config, CKPT, OUT)
    assert build_commands(config, CKPT, OUT) == [bench]
    assert bench[0] == "trtllm-bench"
    assert flag(bench, "--model") == "student-awq"
    assert flag(bench, "--model_path") == str(CKPT)
    assert bench.index("throughput") > bench.index("--model_path")  # global options before the subcommand
    assert flag(bench, "--dataset") == str(OUT / "bench_dataset.jsonl")
    assert flag(bench, "--backend") == "pytorch"
    assert flag(bench, "--tp") == "4"
    assert flag(bench, "--max_batch_size") == "32"
    assert flag(bench, "--max_seq_len") == "1536"
    assert flag(bench, "--num_requests") == "64"
    assert flag(bench, "--extra_llm_api_options") == str(OUT / "serve_options.yaml")
    assert flag(bench, "--report_json") == str(OUT / "bench_report.json")


def test_engine_mode_serve_command_points_at_the_engine_with_the_tokenizer():
    serve = serve_command(EngineConfig(mode="engine"), CKPT, OUT)
    assert serve[:2] == ["trtllm-serve", str(OUT)]
    assert flag(serve, "--backend") == "tensorrt"
    assert flag(serve, "--tokenizer") == str(CKPT)


def test_serve_options_round_trip_through_yaml():
    options = serve_options(EngineConfig(mode="pytorch", kv_cache_dtype="fp8", free_gpu_memory_fraction=0.8))
    loaded = yaml.safe_load(yaml.safe_dump(options))
    assert loaded == options
    assert loaded["max_batch_size"] == 32
    assert loaded["max_input_len"] == 1024
    assert loaded["max_seq_len"] == 1536
    assert loaded["max_num_tokens"] == 8192
    assert loaded["kv_cache_config"] == {"free_gpu_memory_fraction": 0.8, "dtype": "fp8"}
    engine_options = yaml.safe_load(yaml.safe_dump(serve_options(EngineConfig(mode="engine"))))
    assert engine_options == {"kv_cache_config": {"free_gpu_memory_fraction": 0.9}}


def test_bench_dataset_rows():
    config = EngineConfig(bench_requests=5, bench_output_tokens=64, max_input_len=40, max_seq_len=120)
    rows = bench_dataset(["first  prompt", "", "x" * 100], config)
    assert len(rows) == 5
    assert [row["task_id"] for row in rows] == [0, 1, 2, 3, 4]
    assert all(set(row) == {"task_id", "prompt", "output_tokens"} for row in rows)
    assert all(row["output_tokens"] == 64 for row in rows)
    assert rows[0]["prompt"] == "first prompt" and rows[2]["prompt"] == "first prompt"
    assert rows[1]["prompt"] == "x" * 20  # cut to half of max_input_len characters
    assert json.loads(json.dumps(rows[0])) == rows[0]
    with pytest.raises(ValueError):
        bench_dataset(["", "  "], config)


def test_config_record_is_flat_and_validation_rejects_bad_configs():
    record = config_record(EngineConfig(mode="engine"))
    assert record["mode"] == "engine" and record["max_output_len"] == 512 and record["backend"] == "tensorrt"
    assert all(isinstance(value, str | int | float) for value in record.values())
    for bad in ({"mode": "onnx"}, {"kv_cache_dtype": "int8"}, {"max_seq_len": 1024}, {"tensor_parallel": 0},
                {"bench_output_tokens": 600}, {"free_gpu_memory_fraction": 1.5}, {"model_name": "/a/path"}):
        with pytest.raises(ValueError):
            EngineConfig(**bad)


def test_parse_bench_summary_reads_the_performance_overview():
    text = (
        "\x1b[32m[TRT-LLM] [I]\x1b[0m \n= PERFORMANCE OVERVIEW\n"
        "Request Throughput (req/sec):                     12.5000\n"
        "Total Output Throughput (tokens/sec):             1,600.2500\n"
        "Total Token Throughput (tokens/sec):              4800.0\n"
        "Per GPU Output Throughput (tps/gpu):              1600.25\n"
    )
    assert parse_bench_summary(text) == {
        "requests_per_second": 12.5, "output_tokens_per_second": 1600.25, "total_tokens_per_second": 4800.0}
    legacy = "Token Throughput (tokens/sec): 321.0\nRequest Throughput (req/sec): 2.0"
    assert parse_bench_summary(legacy)["output_tokens_per_second"] == 321.0
    assert parse_bench_summary("nothing here") == dict.fromkeys(
        ("requests_per_second", "output_tokens_per_second", "total_tokens_per_second"))


def test_availability_here_names_tensorrt_llm():
    reason = availability()
    assert reason is not None and "TensorRT-LLM" in reason and "\n" not in reason


def test_run_fails_fast_without_creating_output_dir(tmp_path):
    out = tmp_path / "generator" / "engine"
    with pytest.raises(TrtllmUnavailable, match="TensorRT-LLM"):
        engine.run(EngineConfig(mode="engine"), tmp_path / "ckpt", out, prompts=["q"], log=lambda _: None)
    assert not out.exists() and not out.parent.exists()


# --- run() against stand-in CLIs --------------------------------------------------------------------------------

FAKE_BUILD = """
import json, pathlib, sys
args = dict(zip(sys.argv[1::2], sys.argv[2::2]))
out = pathlib.Path(args["--output_dir"]); out.mkdir(parents=True, exist_ok=True)
if (pathlib.Path(args["--checkpoint_dir"]) / "FAIL").exists():
    print("boom"); sys.exit(3)
(out / "rank0.engine").write_bytes(b"engine")
(out / "config.json").write_text(json.dumps({"build_config": {"max_seq_len": int(args["--max_seq_len"])}}))
print("built")
"""
FAKE_CONVERT = """
import json, pathlib, shutil, sys
args = dict(zip(sys.argv[1::2], sys.argv[2::2]))
out = pathlib.Path(args["--output_dir"]); out.mkdir(parents=True, exist_ok=True)
(out / "config.json").write_text(json.dumps({"architecture": "LlamaForCausalLM", "quantization": {}}))
(out / "rank0.safetensors").write_bytes(b"w")
if (pathlib.Path(args["--model_dir"]) / "FAIL").exists():
    (out / "FAIL").write_text("")
"""
FAKE_BENCH = """
import json, pathlib, sys
argv = sys.argv[1:]
get = lambda name: argv[argv.index(name) + 1]
rows = [json.loads(line) for line in pathlib.Path(get("--dataset")).read_text().splitlines()]
assert all({"task_id", "prompt", "output_tokens"} <= set(row) for row in rows)
pathlib.Path(get("--report_json")).write_text(json.dumps({"performance": {
    "request_throughput_req_s": 3.0, "system_output_throughput_tok_s": 384.0, "system_total_throughput_tok_s": 999.0}}))
print("= PERFORMANCE OVERVIEW")
print("Request Throughput (req/sec):                     3.0000")
print("Total Output Throughput (tokens/sec):             384.0000")
"""


def _script(path: Path, body: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"#!{sys.executable}\n{body}", encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)


@pytest.fixture()
def fake_trtllm(tmp_path, monkeypatch):
    bin_dir, examples = tmp_path / "bin", tmp_path / "examples"
    _script(bin_dir / "trtllm-build", FAKE_BUILD)
    _script(bin_dir / "trtllm-bench", FAKE_BENCH)
    _script(examples / "models" / "core" / "llama" / "convert_checkpoint.py", FAKE_CONVERT)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}")
    monkeypatch.setattr(engine, "availability", lambda tensor_parallel=1: None)
    ckpt = tmp_path / "ckpt"
    ckpt.mkdir()
    (ckpt / "config.json").write_text(json.dumps(
        {"architectures": ["LlamaForCausalLM"], "model_type": "llama", "quantization_config": {"quant_method": "awq"}}))
    return ckpt, str(examples)


def test_run_engine_mode_builds_into_a_temporary_folder_then_renames(tmp_path, fake_trtllm):
    ckpt, examples = fake_trtllm
    out = tmp_path / "out" / "engine"
    lines: list[str] = []
    report = engine.run(EngineConfig(mode="engine", examples_dir=examples), ckpt, out, prompts=[], log=lines.append)
    assert (out / "rank0.engine").is_file() and (out / "config.json").is_file()
    assert not (out / "tllm_checkpoint").exists()
    assert report["mode"] == "engine" and report["throughput"] is None and report["checkpoint_format"] == "hf-autoawq"
    assert len(report["commands"]) == 2 and report["serve_command"][1] == str(out)
    record = json.loads((out / "engine_config.json").read_text())
    assert record["config"]["max_batch_size"] == 32 and record["commands"] == report["commands"]
    assert yaml.safe_load((out / "serve_options.yaml").read_text()) == serve_options(EngineConfig(mode="engine"))
    assert [p.name for p in out.parent.iterdir()] == ["engine"]  # no temporary folder left beside it

    # A failing rebuild leaves the previous engine as it was and no temporary folder behind.
    (ckpt / "FAIL").write_text("")
    with pytest.raises(engine.subprocess.CalledProcessError):
        engine.run(EngineConfig(mode="engine", examples_dir=examples), ckpt, out, prompts=[], log=lines.append)
    assert (out / "rank0.engine").read_bytes() == b"engine"
    assert json.loads((out / "engine_config.json").read_text()) == record
    assert [p.name for p in out.parent.iterdir()] == ["engine"]
    assert any("boom" in line for line in lines)


def test_run_pytorch_mode_writes_options_dataset_and_parses_throughput(tmp_path, fake_trtllm):
    ckpt, _ = fake_trtllm
    out = tmp_path / "out" / "pytorch"
    out.mkdir(parents=True)
    (out / "stale.txt").write_text("old")
    lines: list[str] = []
    config = EngineConfig(mode="pytorch", bench_requests=6)
    report = engine.run(config, ckpt, out, prompts=["what is the fee?", "当前的费率是多少？"], log=lines.append)
    assert report["throughput"] == {
        "requests_per_second": 3.0, "output_tokens_per_second": 384.0, "total_tokens_per_second": 999.0}
    assert not (out / "stale.txt").exists()  # the previous output was replaced as a whole
    rows = [json.loads(line) for line in (out / "bench_dataset.jsonl").read_text(encoding="utf-8").splitlines()]
    assert len(rows) == 6 and rows[1]["prompt"] == "当前的费率是多少？"
    assert "PERFORMANCE OVERVIEW" in (out / "bench_output.txt").read_text()
    assert yaml.safe_load((out / "serve_options.yaml").read_text())["max_seq_len"] == 1536
    assert report["serve_command"][-1] == str(out / "serve_options.yaml")
    assert any("warning" in line and "hf_quant_config.json" in line for line in lines)  # AutoAWQ on pytorch
