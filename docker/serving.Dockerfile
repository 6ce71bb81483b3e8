# The serving image: `ragops serve`, the corrective-RAG HTTP API (serving/), on 0.0.0.0:8000 inside the container.
# It serves the deployment promotion writes (<data root>/deployments/manifest.json) from the data root named by
# RAGOPS_DATA_ROOT and the evaluator versions registered in MLflow (MLFLOW_TRACKING_URI); /admin/reload takes the
# bearer token in RAGOPS_ADMIN_TOKEN. All of these come from the environment at run time (docker/compose.yaml,
# docker/ragops.env.example): nothing secret is in the image.
#
# Build from the repository root:   docker build -f docker/serving.Dockerfile -t ragops-serving:0.1.0 .
# Run:   docker run --rm -p 127.0.0.1:8000:8000 -e RAGOPS_DATA_ROOT=... -e MLFLOW_TRACKING_URI=... ragops-serving:0.1.0
#
# Same base, user and lock as docker/Dockerfile (one lock for the whole project: the serving code shares tasks.core and
# tasks.runtime with the pipeline), without the OCR system packages and the DAGs, which serving never uses.
FROM python:3.11.14-slim-bookworm

SHELL ["/bin/bash", "-o", "pipefail", "-c"]

# curl is for the HEALTHCHECK below.
# DL3008 (pin apt versions) is ignored: Debian replaces a package version in bookworm's archive with each point
# release or security fix, so a pinned `pkg=version` stops building within weeks; the pinned base tag fixes the
# Debian release instead.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends curl \
    && rm -rf /var/lib/apt/lists/*

RUN groupadd --gid 50000 ragops \
    && useradd -l --uid 50000 --gid ragops --create-home --shell /bin/bash ragops

ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PIP_ROOT_USER_ACTION=ignore \
    PYTHONUNBUFFERED=1

WORKDIR /opt/ragops
COPY requirements.lock pyproject.toml README.md ./
# The lock pins torch==2.13.0+cpu, which only PyTorch's CPU index has; everything else comes from PyPI.
ARG TORCH_INDEX_URL=https://download.pytorch.org/whl/cpu
RUN pip install --no-cache-dir --extra-index-url "${TORCH_INDEX_URL}" -r requirements.lock

COPY tasks/ tasks/
COPY models/ models/
COPY serving/ serving/
COPY params.yaml ./
# Editable: tasks.core.paths.PROJECT_ROOT (the folder of params.yaml) stays /opt/ragops.
RUN pip install --no-cache-dir --no-deps -e . \
    && mkdir -p /data \
    && chown ragops:ragops /data

ENV MLFLOW_DISABLE_TELEMETRY=true \
    HF_HUB_OFFLINE=1 \
    TRANSFORMERS_OFFLINE=1 \
    HF_DATASETS_OFFLINE=1 \
    RAGOPS_DATA_ROOT=/data
# DL3064 (sensitive data in ENV) is a false positive here: it matches "TOKEN" in the tokenizers library's switch.
# hadolint ignore=DL3064
ENV TOKENIZERS_PARALLELISM=false

USER 50000:50000
EXPOSE 8000
# Alive, not ready: /readyz answers 503 until a deployment is loaded, which on a fresh install takes a first
# ingest -> embed -> train -> promote; orchestrators that route traffic should probe /readyz themselves.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["curl", "--fail", "--silent", "--show-error", "--output", "/dev/null", "http://127.0.0.1:8000/healthz"]
# `ragops serve` replaces itself with the server (python -m serving): PID 1 is the server and gets SIGTERM.
CMD ["ragops", "serve", "--host", "0.0.0.0", "--port", "8000"]
