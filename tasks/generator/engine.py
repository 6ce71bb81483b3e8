"""Stage step `build_engine`: TensorRT-LLM commands and configs for the AWQ checkpoint the quantize stage writes.

Two modes (`EngineConfig.mode`), both supported by config as docs/design.md#generator asks:

- `engine`: the legacy TensorRT engine. The Hugging Face AWQ checkpoint is converted into a TensorRT-LLM
  checkpoint by the model family's `convert_checkpoint.py` (TensorRT-LLM's examples), then `trtllm-build` compiles
  it into `rank<N>.engine` + `config.json` for `max_batch_size 32, max_input_len 1024, max_seq_len 1536`
  (= max_output_len 512). Served with `trtllm-serve <engine dir> --backend tensorrt --tokenizer <checkpoint>`.
- `pytorch`: the current PyTorch backend, no engine. The checkpoint loads directly; this step writes the
  `trtllm-serve` extra-options YAML, a synthetic `trtllm-bench` dataset from the prompts it is given, runs
  `trtllm-bench ... throughput` with the same options and keeps its report (tokens/s, requests/s).

Which checkpoint layouts each mode reads (TensorRT-LLM 1.2, the release `docker/generator.Dockerfile` pins):

- `engine` converts with `convert_checkpoint.py`, which reads AWQ parameters from the checkpoint's `config.json`
  `quantization_config` (`quant_method: awq`, AutoAWQ's GEMM layout: group size, zero point) -- no AWQ flags are
  passed. A folder that is already a TensorRT-LLM checkpoint (what `examples/quantization/quantize.py --qformat
  int4_awq --awq_block_size 128` or ModelOpt's TensorRT-LLM export write) goes to `trtllm-build` directly.
  Why not `quantize.py` from the full-precision student: it re-runs AWQ with ModelOpt and its own calibration set
  (by default downloaded from the Hub, which nothing here may do at run time), duplicating the quantize stage
  that already calibrated AWQ W4A16 (group 128) on the corpus. Conversion keeps one AWQ, the one that was measured.
- `pytorch` reads pre-quantized checkpoints by their own metadata: ModelOpt's Hugging Face export
  (`hf_quant_config.json`, `quant_algo: W4A16_AWQ`) is the documented AWQ path; the 1.2 PyTorch backend has no
  loader for AutoAWQ's `quant_method: awq`, so `run()` warns when it meets one.

Nothing here imports `tensorrt_llm`: the commands run as subprocesses, and `availability()` says in one line why
they cannot run on this machine (no TensorRT-LLM, no CUDA device) before anything is written.
"""

from __future__ import annotations

import importlib.util
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Literal

import yaml

from tasks.core.atomic import replace_dir

MODES = ("engine", "pytorch")
KV_CACHE_DTYPES = ("auto", "fp8")
DTYPES = ("float16", "bfloat16")
# Checkpoint layouts `checkpoint_format` tells apart (see the module docstring for what each mode reads).
HF = "hf"  # Hugging Face folder without a quantization config (full precision)
HF_AUTOAWQ = "hf-autoawq"  # config.json quantization_config.quant_method == "awq"
HF_MODELOPT = "hf-modelopt"  # hf_quant_config.json beside config.json (ModelOpt's Hugging Face export)
TRTLLM = "trtllm"  # a TensorRT-LLM checkpoint (config.json with `architecture` + `quantization`, rank*.safetensors)

ENGINE_CONFIG_FILE = "engine_config.json"
SERVE_OPTIONS_FILE = "serve_options.yaml"
BENCH_DATASET_FILE = "bench_dataset.jsonl"
BENCH_REPORT_FILE = "bench_report.json"
BENCH_OUTPUT_FILE = "bench_output.txt"
TRTLLM_CHECKPOINT_DIR = "tllm_checkpoint"  # intermediate of `engine` mode, removed once the engine is built
LOGS_DIR = "logs"

INSTALL_HINT = (
    "TensorRT-LLM is not installed here (the PyPI package is a stub needing NVIDIA drivers and NVIDIA's index): "
    "run build_engine in docker/generator.Dockerfile on a GPU worker (Airflow queue 'gpu')"
)
# Characters per prompt in the bench dataset: a token is at least one character for the tokenizers in use
# (CJK runs about one token per character), so half of max_input_len characters stays inside max_input_len tokens.
PROMPT_CHARS_PER_INPUT_TOKEN = 0.5


class TrtllmUnavailable(RuntimeError):
    """TensorRT-LLM cannot run here; the message says in one line where it can."""


@dataclass(frozen=True)
class EngineConfig:
    """What to build and how to serve it. Defaults are docs/design.md#generator: max_batch_size 32, max_input_len 1024,
    max_output_len 512 (max_seq_len 1536 = input + output)."""

    mode: Literal["engine", "pytorch"] = "pytorch"
    max_batch_size: int = 32
    max_input_len: int = 1024
    max_seq_len: int = 1536
    max_num_tokens: int = 8192  # batched tokens per scheduler step (trtllm-build's default); >= max_input_len
    tensor_parallel: int = 1
    dtype: str = "float16"  # activations and the layers AWQ leaves unquantized
    kv_cache_dtype: Literal["auto", "fp8"] = "auto"
    free_gpu_memory_fraction: float = 0.9  # of the memory left after weights, for the KV cache
    serve_host: str = "127.0.0.1"
    serve_port: int = 8001  # params.yaml serving.generation.openai.base_url points at 127.0.0.1:8001
    bench_requests: int = 64
    bench_output_tokens: int = 128
    examples_dir: str = "/app/tensorrt_llm/examples"  # TensorRT-LLM's examples in NVIDIA's release container
    model_family: str = "llama"  # examples/models/core/<family>/convert_checkpoint.py (engine mode)
    model_name: str = "student-awq"  # the name trtllm-bench reports (it must not be a path); serving's model id

    def __post_init__(self) -> None:
        problems = []
        if self.mode not in MODES:
            problems.append(f"mode must be one of {MODES}, not {self.mode!r}")
        if self.kv_cache_dtype not in KV_CACHE_DTYPES:
            problems.append(f"kv_cache_dtype must be one of {KV_CACHE_DTYPES}, not {self.kv_cache_dtype!r}")
        if self.dtype not in DTYPES:
            problems.append(f"dtype must be one of {DTYPES}, not {self.dtype!r}")
        for name in ("max_batch_size", "max_input_len", "max_seq_len", "max_num_tokens", "tensor_parallel",
                     "bench_requests", "bench_output_tokens", "serve_port"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                problems.append(f"{name} must be a positive integer, not {value!r}")
        if not problems:
            if self.max_seq_len <= self.max_input_len:
                problems.append(f"max_seq_len ({self.max_seq_len}) must exceed max_input_len ({self.max_input_len})")
            if self.max_num_tokens < self.max_input_len:
                problems.append(f"max_num_tokens ({self.max_num_tokens}) must hold one full prompt "
                                f"(max_input_len {self.max_input_len})")
            if self.bench_output_tokens > self.max_seq_len - self.max_input_len:
                problems.append(f"bench_output_tokens ({self.bench_output_tokens}) exceeds max_seq_len - max_input_len "
                                f"({self.max_seq_len - self.max_input_len})")
        if not 0.0 < float(self.free_gpu_memory_fraction) <= 1.0:
            problems.append(f"free_gpu_memory_fraction must be in (0, 1], not {self.free_gpu_memory_fraction!r}")
        if not re.fullmatch(r"[a-z0-9_]+", str(self.model_family)):
            problems.append(f"model_family must name a folder of examples/models/core, not {self.model_family!r}")
        if not self.model_name or "/" in self.model_name or os.sep in self.model_name:
            problems.append(f"model_name must be a plain name, not a path: {self.model_name!r}")
        if problems:
            raise ValueError("invalid engine config: " + "; ".join(problems))

    @property
    def max_output_len(self) -> int:
        return self.max_seq_len - self.max_input_len

    @property
    def backend(self) -> str:
        """The TensorRT-LLM backend name trtllm-serve / trtllm-bench take for this mode."""
        return "tensorrt" if self.mode == "engine" else "pytorch"

    @property
    def convert_script(self) -> Path:
        return Path(self.examples_dir) / "models" / "core" / self.model_family / "convert_checkpoint.py"


def config_record(config: EngineConfig) -> dict[str, Any]:
    """The flat dict logged as MLflow params and as the registry lineage tag "engine config"."""
    record: dict[str, Any] = asdict(config)
    record["max_output_len"] = config.max_output_len
    record["backend"] = config.backend
    return record


# --- commands (pure: argv lists, never shell strings) -------------------------------------------------------------


def convert_command(config: EngineConfig, checkpoint_dir: Path, trtllm_checkpoint_dir: Path) -> list[str]:
    """Hugging Face AWQ checkpoint -> TensorRT-LLM checkpoint (AWQ parameters come from its config.json)."""
    argv = [
        sys.executable, str(config.convert_script),
        "--model_dir", str(checkpoint_dir),
        "--output_dir", str(trtllm_checkpoint_dir),
        "--dtype", config.dtype,
        "--tp_size", str(config.tensor_parallel),
    ]
    if config.kv_cache_dtype == "fp8":
        argv.append("--fp8_kv_cache")
    return argv


def trtllm_build_command(config: EngineConfig, trtllm_checkpoint_dir: Path, engine_dir: Path) -> list[str]:
    """TensorRT-LLM checkpoint -> rank<N>.engine + config.json in engine_dir."""
    return [
        "trtllm-build",
        "--checkpoint_dir", str(trtllm_checkpoint_dir),
        "--output_dir", str(engine_dir),
        "--max_batch_size", str(config.max_batch_size),
        "--max_input_len", str(config.max_input_len),
        "--max_seq_len", str(config.max_seq_len),
        "--max_num_tokens", str(config.max_num_tokens),
        "--gemm_plugin", "auto",  # the plugin's precision follows the checkpoint's dtype
        "--workers", str(config.tensor_parallel),  # one build process per rank
    ]


def build_commands(
    config: EngineConfig, checkpoint_dir: Path, output_dir: Path, *, checkpoint_format: str = HF_AUTOAWQ
) -> list[list[str]]:
    """The commands `run()` executes, in order, writing into output_dir.

    engine: [convert_checkpoint.py, trtllm-build] (only trtllm-build when checkpoint_format is TRTLLM);
    pytorch: [trtllm-bench throughput] (the model loads from checkpoint_dir as it is; nothing is built)."""
    checkpoint_dir, output_dir = Path(checkpoint_dir), Path(output_dir)
    if config.mode == "pytorch":
        return [bench_command(config, checkpoint_dir, output_dir)]
    if checkpoint_format == TRTLLM:
        return [trtllm_build_command(config, checkpoint_dir, output_dir)]
    intermediate = output_dir / TRTLLM_CHECKPOINT_DIR
    return [convert_command(config, checkpoint_dir, intermediate), trtllm_build_command(config, intermediate, output_dir)]


def serve_options(config: EngineConfig) -> dict[str, Any]:
    """The `trtllm-serve --extra_llm_api_options` YAML (LLM API arguments). In engine mode the batch and sequence
    limits are baked into the engine, so only the KV cache's runtime settings are given."""
    kv_cache = {"free_gpu_memory_fraction": float(config.free_gpu_memory_fraction), "dtype": config.kv_cache_dtype}
    if config.mode == "engine":
        return {"kv_cache_config": {"free_gpu_memory_fraction": kv_cache["free_gpu_memory_fraction"]}}
    return {
        "max_batch_size": config.max_batch_size,
        "max_input_len": config.max_input_len,
        "max_seq_len": config.max_seq_len,
        "max_num_tokens": config.max_num_tokens,
        "kv_cache_config": kv_cache,
    }


def serve_command(config: EngineConfig, checkpoint_dir: Path, output_dir: Path) -> list[str]:
    """`trtllm-serve` for what `run()` left in output_dir (an OpenAI-compatible server on serve_host:serve_port)."""
    checkpoint_dir, output_dir = Path(checkpoint_dir), Path(output_dir)
    if config.mode == "engine":
        model = [str(output_dir), "--backend", "tensorrt", "--tokenizer", str(checkpoint_dir)]
    else:
        model = [str(checkpoint_dir), "--backend", "pytorch"]
    return [
        "trtllm-serve", *model,
        "--host", config.serve_host,
        "--port", str(config.serve_port),
        "--tp_size", str(config.tensor_parallel),
        "--extra_llm_api_options", str(output_dir / SERVE_OPTIONS_FILE),
    ]


def bench_command(config: EngineConfig, checkpoint_dir: Path, output_dir: Path) -> list[str]:
    """`trtllm-bench throughput` on the PyTorch backend over the synthetic dataset, with the serve options."""
    checkpoint_dir, output_dir = Path(checkpoint_dir), Path(output_dir)
    return [
        "trtllm-bench",
        "--model", config.model_name,
        "--model_path", str(checkpoint_dir),  # a local folder: nothing is downloaded
        "--workspace", str(output_dir / "bench_workspace"),
        "throughput",
        "--dataset", str(output_dir / BENCH_DATASET_FILE),
        "--backend", "pytorch",
        "--tp", str(config.tensor_parallel),
        "--max_batch_size", str(config.max_batch_size),
        "--max_num_tokens", str(config.max_num_tokens),
        "--max_seq_len", str(config.max_seq_len),
        "--kv_cache_free_gpu_mem_fraction", str(float(config.free_gpu_memory_fraction)),
        "--num_requests", str(config.bench_requests),
        "--extra_llm_api_options", str(output_dir / SERVE_OPTIONS_FILE),
        "--report_json", str(output_dir / BENCH_REPORT_FILE),
    ]


def bench_dataset(prompts: Sequence[str], config: EngineConfig) -> list[dict[str, Any]]:
    """trtllm-bench's dataset rows: {"task_id", "prompt", "output_tokens"}, bench_requests of them, the prompts
    taken in turn (cut to fit max_input_len tokens, see PROMPT_CHARS_PER_INPUT_TOKEN)."""
    texts = [" ".join(str(prompt).split()) for prompt in prompts]
    texts = [text for text in texts if text]
    if not texts:
        raise ValueError("bench_dataset needs at least one non-empty prompt")
    max_chars = max(1, math.floor(config.max_input_len * PROMPT_CHARS_PER_INPUT_TOKEN))
    return [
        {"task_id": index, "prompt": texts[index % len(texts)][:max_chars], "output_tokens": config.bench_output_tokens}
        for index in range(config.bench_requests)
    ]


# --- availability and the checkpoint ----------------------------------------------------------------------------


def availability(tensor_parallel: int = 1) -> str | None:
    """None when TensorRT-LLM is installed and enough CUDA devices are visible; else why not, in one line."""
    try:
        found = importlib.util.find_spec("tensorrt_llm") is not None
    except (ImportError, ValueError):
        found = False
    if not found:
        return INSTALL_HINT
    try:
        import torch
    except Exception as error:  # a broken torch is as good as none for this purpose
        return f"no CUDA device: torch cannot be imported here ({type(error).__name__}: {error})"
    try:
        visible = torch.cuda.device_count() if torch.cuda.is_available() else 0
    except Exception:
        visible = 0
    if visible == 0:
        return ("no CUDA device: torch.cuda.is_available() is False here; run build_engine on a GPU worker "
                "(Airflow queue 'gpu') started with the NVIDIA container runtime (docker run --gpus all)")
    if visible < tensor_parallel:
        return (f"tensor_parallel {tensor_parallel} needs {tensor_parallel} CUDA devices, {visible} visible here: "
                "lower build_engine.tensor_parallel or run on a larger GPU worker")
    return None


def checkpoint_format(checkpoint_dir: Path) -> str:
    """Which layout checkpoint_dir holds: TRTLLM, HF_MODELOPT, HF_AUTOAWQ, "hf-<quant_method>" or HF."""
    checkpoint_dir = Path(checkpoint_dir)
    config_file = checkpoint_dir / "config.json"
    if not config_file.is_file():
        raise FileNotFoundError(f"no checkpoint at {checkpoint_dir}: {config_file} is missing")
    config = json.loads(config_file.read_text(encoding="utf-8"))
    if "architecture" in config and "architectures" not in config and "quantization" in config:
        return TRTLLM
    if (checkpoint_dir / "hf_quant_config.json").is_file():
        return HF_MODELOPT
    method = str((config.get("quantization_config") or {}).get("quant_method") or "").lower()
    if method == "awq":
        return HF_AUTOAWQ
    return f"hf-{method}" if method else HF


def checkpoint_warnings(config: EngineConfig, fmt: str) -> list[str]:
    """What will not be the AWQ generator docs/design.md#generator asks for, given the mode and the checkpoint's
    layout."""
    if config.mode == "engine" and fmt not in (HF_AUTOAWQ, TRTLLM):
        return [f"engine mode: a {fmt} checkpoint carries no AWQ config convert_checkpoint.py reads "
                "(quantization_config.quant_method 'awq'); the engine is built without AWQ or the conversion fails"]
    if config.mode == "pytorch" and fmt == TRTLLM:
        return ["pytorch mode loads Hugging Face checkpoints; a TensorRT-LLM checkpoint needs mode: engine"]
    if config.mode == "pytorch" and fmt not in (HF_MODELOPT,):
        return [f"pytorch mode: TensorRT-LLM's PyTorch backend reads AWQ from ModelOpt's export (hf_quant_config.json,"
                f" quant_algo W4A16_AWQ); a {fmt} checkpoint may load unquantized or fail"]
    return []


# --- trtllm-bench's summary --------------------------------------------------------------------------------------

_NUMBER = r"([-+]?\d[\d,]*(?:\.\d+)?(?:[eE][-+]?\d+)?)"
_SUMMARY_PATTERNS = {
    "requests_per_second": re.compile(r"request\s+throughput\s*\(req(?:uests)?/s(?:ec)?\)\s*:?\s*" + _NUMBER, re.I),
    "output_tokens_per_second": re.compile(
        r"(?:total\s+)?output\s+throughput\s*\(tok(?:en)?s/s(?:ec)?\)\s*:?\s*" + _NUMBER, re.I),
    "total_tokens_per_second": re.compile(
        r"total\s+token\s+throughput\s*\(tok(?:en)?s/s(?:ec)?\)\s*:?\s*" + _NUMBER, re.I),
}
# Older trtllm-bench printed one "Token Throughput (tokens/sec)" line: the output throughput.
_LEGACY_TOKENS = re.compile(r"(?<![a-z] )token\s+throughput\s*\(tok(?:en)?s/s(?:ec)?\)\s*:?\s*" + _NUMBER, re.I)
_ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
_REPORT_KEYS = {
    "requests_per_second": "request_throughput_req_s",
    "output_tokens_per_second": "system_output_throughput_tok_s",
    "total_tokens_per_second": "system_total_throughput_tok_s",
}


def _number(text: str) -> float | None:
    try:
        value = float(text.replace(",", ""))
    except ValueError:
        return None
    return value if math.isfinite(value) else None


def parse_bench_summary(text: str) -> dict[str, float | None]:
    """Throughput figures from trtllm-bench's printed PERFORMANCE OVERVIEW (the last value of each, None if absent)."""
    clean = _ANSI.sub("", text)
    figures: dict[str, float | None] = {}
    for key, pattern in _SUMMARY_PATTERNS.items():
        matches = pattern.findall(clean)
        figures[key] = _number(matches[-1]) if matches else None
    if figures["output_tokens_per_second"] is None:
        legacy = _LEGACY_TOKENS.findall(clean)
        figures["output_tokens_per_second"] = _number(legacy[-1]) if legacy else None
    return figures


def parse_bench_report(report: Mapping[str, Any]) -> dict[str, float | None]:
    """Throughput figures from trtllm-bench's --report_json ("performance" section)."""
    performance = report.get("performance") if isinstance(report, Mapping) else None
    performance = performance if isinstance(performance, Mapping) else {}
    figures: dict[str, float | None] = {}
    for key, source in _REPORT_KEYS.items():
        value = performance.get(source)
        figures[key] = _number(str(value)) if isinstance(value, int | float) and not isinstance(value, bool) else None
    return figures


def bench_throughput(report_file: Path, output_text: str) -> dict[str, float | None]:
    """The JSON report where it has a figure, the printed summary otherwise."""
    figures = dict.fromkeys(_REPORT_KEYS, None)
    try:
        figures.update(parse_bench_report(json.loads(Path(report_file).read_text(encoding="utf-8"))))
    except (OSError, ValueError):
        pass
    printed = parse_bench_summary(output_text)
    return {key: value if value is not None else printed.get(key) for key, value in figures.items()}


# --- run ----------------------------------------------------------------------------------------------------------


def _preflight(config: EngineConfig, checkpoint_dir: Path) -> str:
    """Fail before anything is written: TensorRT-LLM and CUDA, the CLIs of this mode, the checkpoint."""
    reason = availability(config.tensor_parallel)
    if reason:
        raise TrtllmUnavailable(reason)
    tools = ["trtllm-build"] if config.mode == "engine" else ["trtllm-bench"]
    missing = [tool for tool in tools if shutil.which(tool) is None]
    if missing:
        hint = (" (TensorRT-LLM 1.3 removed the TensorRT engine backend: use mode: pytorch, or the 1.2 release "
                "docker/generator.Dockerfile pins)") if "trtllm-build" in missing else ""
        raise TrtllmUnavailable(f"{', '.join(missing)} is not on PATH here{hint}")
    fmt = checkpoint_format(checkpoint_dir)
    if config.mode == "engine" and fmt != TRTLLM and not config.convert_script.is_file():
        raise TrtllmUnavailable(f"no {config.convert_script}: set generator examples_dir to TensorRT-LLM's examples "
                                "(/app/tensorrt_llm/examples in NVIDIA's release container) or model_family")
    return fmt


def _run_step(argv: list[str], log_file: Path, log: Callable[[str], Any], env: Mapping[str, str]) -> tuple[float, str]:
    """Run one command (check=True), its stdout and stderr into log_file; on failure log the tail and raise."""
    log(f"build_engine: {' '.join(argv)}")
    started = time.perf_counter()
    log_file.parent.mkdir(parents=True, exist_ok=True)
    with open(log_file, "w", encoding="utf-8") as sink:
        try:
            subprocess.run(argv, check=True, stdout=sink, stderr=subprocess.STDOUT, env=dict(env))
        except subprocess.CalledProcessError:
            sink.flush()
            tail = log_file.read_text(encoding="utf-8", errors="replace").splitlines()[-40:]
            log(f"build_engine: {Path(argv[0]).name} failed, last lines of {log_file.name}:\n" + "\n".join(tail))
            raise
    seconds = time.perf_counter() - started
    log(f"build_engine: {Path(argv[0]).name} done in {seconds:.1f} s")
    return seconds, log_file.read_text(encoding="utf-8", errors="replace")


def _write_yaml(path: Path, payload: Mapping[str, Any]) -> None:
    path.write_text(yaml.safe_dump(dict(payload), sort_keys=False), encoding="utf-8")


def run(
    config: EngineConfig,
    checkpoint_dir: Path,
    output_dir: Path,
    *,
    prompts: Sequence[str],
    log: Callable[[str], Any] = print,
) -> dict[str, Any]:
    """Build (engine) or configure and benchmark (pytorch) the generator from checkpoint_dir into output_dir.

    Raises TrtllmUnavailable before touching output_dir when TensorRT-LLM or a CUDA device is missing. Writes into
    a temporary sibling folder renamed to output_dir at the end, so a crash leaves the previous output intact.
    output_dir then holds engine_config.json (config_record + the argv lists as run, in the temporary folder's
    name), serve_options.yaml, logs/, and per mode rank<N>.engine + config.json (engine) or bench_dataset.jsonl,
    bench_report.json and bench_output.txt (pytorch). Returns the report: mode, commands, serve_command,
    wall_seconds, step_seconds, throughput (pytorch; None in engine mode), checkpoint_format, output_dir."""
    checkpoint_dir, output_dir = Path(checkpoint_dir).resolve(), Path(output_dir).resolve()
    fmt = _preflight(config, checkpoint_dir)
    for warning in checkpoint_warnings(config, fmt):
        log(f"build_engine: warning: {warning}")
    rows = bench_dataset(prompts, config) if config.mode == "pytorch" else []

    started = time.perf_counter()
    output_dir.parent.mkdir(parents=True, exist_ok=True)
    tmp_dir = Path(tempfile.mkdtemp(prefix=f".{output_dir.name}.tmp-", dir=output_dir.parent))
    env = {**os.environ, "HF_HUB_OFFLINE": os.environ.get("HF_HUB_OFFLINE", "1")}
    commands = build_commands(config, checkpoint_dir, tmp_dir, checkpoint_format=fmt)
    step_seconds: dict[str, float] = {}
    throughput: dict[str, float | None] | None = None
    try:
        _write_yaml(tmp_dir / SERVE_OPTIONS_FILE, serve_options(config))
        if rows:
            with open(tmp_dir / BENCH_DATASET_FILE, "w", encoding="utf-8") as dataset:
                for row in rows:
                    dataset.write(json.dumps(row, ensure_ascii=False) + "\n")
        for index, argv in enumerate(commands):
            step = f"{index}-{Path(argv[1] if argv[0] == sys.executable else argv[0]).stem}"
            seconds, text = _run_step(argv, tmp_dir / LOGS_DIR / f"{step}.log", log, env)
            step_seconds[step] = round(seconds, 3)
            if config.mode == "pytorch":
                (tmp_dir / BENCH_OUTPUT_FILE).write_text(text, encoding="utf-8")
                throughput = bench_throughput(tmp_dir / BENCH_REPORT_FILE, text)
                if throughput["output_tokens_per_second"] is None:
                    log(f"build_engine: warning: no tokens/s in trtllm-bench's report; raw text in {BENCH_OUTPUT_FILE}")
        shutil.rmtree(tmp_dir / TRTLLM_CHECKPOINT_DIR, ignore_errors=True)  # the engine is self-contained
        workspace = tmp_dir / "bench_workspace"
        if workspace.is_dir() and not any(workspace.iterdir()):
            workspace.rmdir()
        wall_seconds = round(time.perf_counter() - started, 3)
        record = {
            "config": config_record(config),
            "checkpoint_dir": str(checkpoint_dir),
            "checkpoint_format": fmt,
            "commands": commands,
            "built_in": str(tmp_dir),
            "serve_command": serve_command(config, checkpoint_dir, output_dir),
            "wall_seconds": wall_seconds,
            "step_seconds": step_seconds,
            "throughput": throughput,
        }
        (tmp_dir / ENGINE_CONFIG_FILE).write_text(json.dumps(record, indent=2, ensure_ascii=False) + "\n",
                                                  encoding="utf-8")
        replace_dir(tmp_dir, output_dir)
    except BaseException:
        shutil.rmtree(tmp_dir, ignore_errors=True)
        raise
    log(f"build_engine: {config.mode} ready in {output_dir} ({wall_seconds:.1f} s)")
    return {
        "mode": config.mode,
        "output_dir": str(output_dir),
        "checkpoint_format": fmt,
        "commands": commands,
        "serve_command": record["serve_command"],
        "wall_seconds": wall_seconds,
        "step_seconds": step_seconds,
        "throughput": throughput,
    }
