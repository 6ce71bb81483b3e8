# Two commands on a fresh machine: `make demo` and `make test`. Both create .venv when it is missing or
# when requirements.lock / pyproject.toml changed (the stamp file is named after their hash).
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
LOCK_HASH := $(shell cat requirements.lock pyproject.toml | sha256sum | cut -c1-16)
STAMP := $(VENV)/.installed-$(LOCK_HASH)
DATA_ROOT ?= data

export MLFLOW_DISABLE_TELEMETRY := true
export DVC_NO_ANALYTICS := 1
export AIRFLOW__CORE__LOAD_EXAMPLES := False
export AIRFLOW__CORE__PARALLELISM := 4
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1
export TOKENIZERS_PARALLELISM := false

.PHONY: venv sysdeps demo test test-fast bench repro clean

venv: $(STAMP) sysdeps

$(STAMP): requirements.lock pyproject.toml
	@echo "==> creating $(VENV) from requirements.lock (hash $(LOCK_HASH))"
	rm -rf $(VENV)
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	# torch==2.13.0+cpu resolves to the local CPU wheel; any other spec would pull a CUDA build.
	$(BIN)/pip install -q -r requirements.lock
	$(BIN)/pip install -q --no-deps -e .
	touch $(STAMP)

# Ghostscript repairs damaged PDFs (pdfplumber repair=True). Installed when we are root with apt-get.
sysdeps:
	@command -v gs >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "==> installing ghostscript"; \
	    (apt-get update -qq && apt-get install -y -qq ghostscript) >/dev/null; \
	  else echo "warning: Ghostscript (gs) not found: damaged PDFs will be quarantined instead of repaired"; fi; }

demo: venv
	$(BIN)/ragops --data-root $(DATA_ROOT) sample-corpus $(DATA_ROOT)/sample_corpus
	$(BIN)/ragops --data-root $(DATA_ROOT) ingest --source $(DATA_ROOT)/sample_corpus
	@echo "==> demo done: chunks in $(DATA_ROOT)/chunks/, ledger and quarantine in $(DATA_ROOT)/ingest/, MLflow in $(DATA_ROOT)/mlflow.db"

# pytest exits 5 when it collected no tests: that must fail, not pass silently.
test: venv
	$(BIN)/python -m pytest -q tests; rc=$$?; \
	  if [ $$rc -eq 5 ]; then echo "pytest collected no tests"; exit 1; fi; exit $$rc

test-fast: venv
	$(BIN)/python -m pytest -q -m "not slow" tests

bench: venv
	$(BIN)/python -m tasks.bench_ingest --data-root $(DATA_ROOT)
	$(BIN)/python -m tasks.bench_ocr --data-root $(DATA_ROOT)

clean:
	rm -rf $(VENV) $(DATA_ROOT)

# `dvc repro` with the venv's commands on PATH (the stages call `ragops`).
repro: venv
	PATH="$(abspath $(BIN)):$$PATH" $(BIN)/dvc repro
