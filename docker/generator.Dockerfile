# The GPU generator image: NVIDIA's TensorRT-LLM release container plus this project, for `build_engine` and for
# serving the student with trtllm-serve. Airflow's `gpu` queue worker (CeleryExecutor / KubernetesExecutor,
# docs/design.md#embedded-default-and-scale-out) runs build_engine in this image. distill and quantize need the
# project's lock (llm-compressor pins transformers <= 5.17, which NVIDIA's container does not ship): on GPU workers
# they run in docker/Dockerfile's `gpu-worker` target built with a CUDA torch wheel (build arg TORCH_CUDA_INDEX_URL).
# Not built or run in CI (no Docker engine, no GPU).
#
# Build from the repo root:   docker build -f docker/generator.Dockerfile -t ragops-generator .
# Run (needs the NVIDIA container toolkit):
#   docker run --rm --gpus all --ipc=host --ulimit memlock=-1 --ulimit stack=67108864 -v "$PWD/data:/data" \
#       ragops-generator <stage> ...             # `ragops <stage>`; `--entrypoint trtllm-serve` to serve the student
# tasks/generator/engine.py's EngineConfig.examples_dir defaults to this image's /app/tensorrt_llm/examples.
#
# Why 1.2.1: a recent stable release that still ships the legacy TensorRT engine backend (trtllm-build and
# examples/models/core/<family>/convert_checkpoint.py, marked legacy since early 2026); the 1.3 release candidates
# drop it (trtllm-bench/trtllm-serve offer only pytorch and _autodeploy), so `build_engine` mode `engine` needs the
# 1.2 line while mode `pytorch` runs on either. Moving the tag past 1.2 means setting `mode: pytorch`.
FROM nvcr.io/nvidia/tensorrt-llm/release:1.2.1

# The container brings CUDA, TensorRT, torch, transformers and tensorrt_llm, built together: the project's lock
# (CPU torch, Airflow, ...) is not installed here. Only the project itself, without dependencies, plus the few
# pure-Python packages tasks.generator and tasks.core need that the container may lack. pydantic and PyYAML are
# already there for TensorRT-LLM, so they are ranges (kept as NVIDIA ships them when they satisfy the project);
# mlflow-skinny is pinned to the lock's mlflow (3.17.2) so runs and registry tags match the pipeline's server.
WORKDIR /opt/ragops
COPY pyproject.toml README.md ./
COPY tasks/ tasks/
COPY models/ models/
COPY serving/ serving/
COPY dags/ dags/
COPY params.yaml dvc.yaml ./
# --ignore-requires-python: the project pins Python 3.11 for its lock; the container's Python is 3.12, and the code
# tasks.generator runs here has no 3.11-only dependency.
RUN pip install --no-cache-dir "pydantic>=2,<3" "PyYAML>=6" "mlflow-skinny==3.17.2" \
    && pip install --no-cache-dir --no-deps --ignore-requires-python -e .

ENV HF_HUB_OFFLINE=1 \
    TRANSFORMERS_OFFLINE=1 \
    HF_DATASETS_OFFLINE=1 \
    MLFLOW_DISABLE_TELEMETRY=true \
    DVC_NO_ANALYTICS=1 \
    RAGOPS_DATA_ROOT=/data
# DL3064 (sensitive data in ENV) is a false positive here: it matches "TOKEN" in the tokenizers library's switch.
# hadolint ignore=DL3064
ENV TOKENIZERS_PARALLELISM=false
VOLUME ["/data"]
ENTRYPOINT ["ragops"]
