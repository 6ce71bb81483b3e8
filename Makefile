# Two commands on a fresh machine: `make demo` and `make test`. Both create .venv when it is missing or
# when requirements.lock / pyproject.toml changed (the stamp file is named after their hash).
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
LOCK_HASH := $(shell cat requirements.lock pyproject.toml | sha256sum | cut -c1-16)
STAMP := $(VENV)/.installed-$(LOCK_HASH)
DATA_ROOT ?= data
DEMO_PORT ?= 8765

export MLFLOW_DISABLE_TELEMETRY := true
export DVC_NO_ANALYTICS := 1
export AIRFLOW__CORE__LOAD_EXAMPLES := False
export AIRFLOW__CORE__PARALLELISM := 4
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1
export TOKENIZERS_PARALLELISM := false

.PHONY: venv sysdeps demo lint test test-fast test-distributed fuzz bench eval repro clean

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

# System packages, installed with apt-get when we are root: Ghostscript repairs damaged PDFs (pdfplumber
# repair=True); tesseract-ocr (eng, chi_sim, osd) is the tesseract OCR backend and the benchmark baseline;
# fonts-droid-fallback draws the Chinese characters of the sample corpus's scanned pages.
SYS_PACKAGES := ghostscript tesseract-ocr tesseract-ocr-eng tesseract-ocr-chi-sim tesseract-ocr-osd fonts-droid-fallback
sysdeps:
	@missing=""; command -v gs >/dev/null 2>&1 || missing="gs"; \
	  tesseract --list-langs 2>/dev/null | grep -q chi_sim || missing="$$missing tesseract"; \
	  [ -f /usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf ] || missing="$$missing fonts-droid-fallback"; \
	  [ -z "$$missing" ] || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "==> installing $(SYS_PACKAGES)"; \
	    (apt-get update -qq && apt-get install -y -qq $(SYS_PACKAGES)) >/dev/null; \
	  else echo "warning: missing$$missing: damaged PDFs are quarantined instead of repaired (gs) and the" \
	    "tesseract backend is unavailable; install: apt-get install $(SYS_PACKAGES)"; fi; }

# The generator stage at params.yaml's tiny profile takes about ten minutes here (`dvc repro distill` and the
# build_generator DAG run it); the demo shows the same code path — distill, AWQ, registration, the gate judging the
# student's answers — with the sizes the test suite uses (tests/integration/test_build_generator_dag.py), about a
# minute. Either way the student answers worse than the extractive backend and the gate refuses it.
DEMO_GENERATOR := --set distill.train_questions=48 --set distill.eval_questions=8 --set distill.max_new_tokens=16 \
  --set distill.tiny.vocab_size=512 --set distill.tiny.pretrain_blocks=64 --set distill.tiny.pretrain_block=128 \
  --set 'distill.tiny.teacher={hidden_size: 128, layers: 2, heads: 4, kv_heads: 2, intermediate_size: 256}' \
  --set 'distill.tiny.student={hidden_size: 128, layers: 1, heads: 4, kv_heads: 2, intermediate_size: 256}' \
  --set 'distill.tiny.teacher_sft={epochs: 2, batch_size: 8, learning_rate: 0.003}' \
  --set 'distill.student={epochs: 2, batch_size: 8, learning_rate: 0.003}' \
  --set quantize.calibration_samples=16 --set quantize.max_seq_length=128 --set quantize.eval_questions=8

demo: venv
	$(BIN)/ragops --data-root $(DATA_ROOT) sample-corpus $(DATA_ROOT)/sample_corpus
	$(BIN)/ragops --data-root $(DATA_ROOT) ingest --source $(DATA_ROOT)/sample_corpus
	$(BIN)/ragops --data-root $(DATA_ROOT) embed
	$(BIN)/ragops --data-root $(DATA_ROOT) search "What does error E42 mean on the HX-200?" -k 3
	$(BIN)/ragops --data-root $(DATA_ROOT) --set ingest.source=$(DATA_ROOT)/sample_corpus train
	$(BIN)/ragops --data-root $(DATA_ROOT) query "How much is the warranty service fee per visit now?" -k 3
	$(BIN)/ragops --data-root $(DATA_ROOT) query "What was the warranty service fee per visit in 2021?" -k 3
	@echo "==> generator (distill.profile tiny, CPU, the demo's smaller configuration): distill -> quantize (AWQ W4A16) -> build-engine"
	$(BIN)/ragops --data-root $(DATA_ROOT) --set ingest.source=$(DATA_ROOT)/sample_corpus $(DEMO_GENERATOR) distill
	$(BIN)/ragops --data-root $(DATA_ROOT) --set ingest.source=$(DATA_ROOT)/sample_corpus $(DEMO_GENERATOR) quantize
	@$(BIN)/ragops --data-root $(DATA_ROOT) build-engine || echo "    build-engine skipped: it needs TensorRT-LLM on a GPU (docker/generator.Dockerfile)"
	@echo "==> promotion: the candidate (CURRENT index, @challenger evaluators, the @challenger generator) against the champion, the gate, @champion"
	@# The candidate is measured twice, with the quantised student and with the extractive backend, on the same
	@# questions: a student that answers worse is refused (promotion.generator_thresholds) and the candidate gated is
	@# the extractive one. The gate then holds it to what a user accepts (promotion.thresholds: right answers >= 90%,
	@# not_found precision >= 90%, answerable refused <= 5%); the demo models fall short, so it refuses them and says
	@# why. A rejected candidate is not an error (exit 0, "rejected: …"): nothing moves, and serving answers from the
	@# CURRENT index and the latest evaluator versions with the extractive backend (/readyz: no deployment manifest).
	$(BIN)/ragops --data-root $(DATA_ROOT) --set ingest.source=$(DATA_ROOT)/sample_corpus \
	    --set promotion.registered_generator=challenger promote
	@echo "==> serving: ragops serve on 127.0.0.1:$(DEMO_PORT) with what the gate let through (never a generator it refused), one question over HTTP, then the server is stopped"
	@$(BIN)/ragops --data-root $(DATA_ROOT) serve --port $(DEMO_PORT) --log-level warning & pid=$$!; \
	  $(BIN)/ragops --data-root $(DATA_ROOT) ask --url http://127.0.0.1:$(DEMO_PORT) --wait 300 \
	    "How much is the warranty service fee per visit now?"; rc=$$?; \
	  kill $$pid; wait $$pid 2>/dev/null; exit $$rc
	@echo "==> demo done: chunks in $(DATA_ROOT)/chunks/, index in $(DATA_ROOT)/index/, models in $(DATA_ROOT)/evaluators/ (registered in MLflow), labelling queue in $(DATA_ROOT)/labels/queue/, deployment in $(DATA_ROOT)/deployments/manifest.json, promotion reports in $(DATA_ROOT)/reports/promotion_{eval,gate}.json, generator in $(DATA_ROOT)/generator/ (report $(DATA_ROOT)/reports/generator.json)"
	@echo "    the generator's answers against the extractive backend's: $(DATA_ROOT)/reports/promotion_gate.json (generator), or $(BIN)/ragops --data-root $(DATA_ROOT) review"
	@echo "    MLflow UI (registered models dcee, t3d_intent, t3d_ranker with @champion, generator @challenger; runs distill, quantize, evaluate, gate, review):"
	@echo "      $(BIN)/mlflow ui --backend-store-uri sqlite:///$(abspath $(DATA_ROOT))/mlflow.db --host 127.0.0.1 --port 5000"
	@echo "    the review report: $(BIN)/ragops --data-root $(DATA_ROOT) review  (HTML in $(DATA_ROOT)/reports/promotion/review.html, logged to MLflow)"
	@echo "    Airflow (DAGs ingest_documents, refresh_embeddings, import_labels, train_evaluators, promote_models, build_generator): README \"Airflow\" starts the API server (UI on 127.0.0.1:8080), scheduler, DAG processor and triggerer on 127.0.0.1 only, with"
	@echo "      AIRFLOW_HOME=$(abspath $(DATA_ROOT))/airflow AIRFLOW__CORE__DAGS_FOLDER=$(CURDIR)/dags AIRFLOW__CORE__LOAD_EXAMPLES=False AIRFLOW__API__HOST=127.0.0.1 RAGOPS_DATA_ROOT=$(abspath $(DATA_ROOT))"

# Lint first: ruff (pyflakes, isort, bugbear, pyupgrade, Airflow rules) and the import contracts of DESIGN §3
# (lint-imports: dependencies point down only, no cycles). Both are configured in pyproject.toml.
lint: venv
	$(BIN)/ruff check .
	$(BIN)/lint-imports

# Two pytest-xdist workers (CI has 2 cores), each pinned to its own core; a test file runs on one worker (module
# fixtures are built once); the built sample data root is built once and shared (tests/conftest.py).
# TEST_WORKERS=0 runs everything in one process.
# pytest exits 5 when it collected no tests: that must fail, not pass silently. Every run ends with its ten slowest
# tests (set-up and teardown counted apart: a shared fixture's build shows as the set-up of its first user).
TEST_WORKERS ?= 2
PYTEST := $(BIN)/python -m pytest -q -n $(TEST_WORKERS) --dist loadfile --no-loadscope-reorder --durations=10
test: lint
	$(PYTEST) tests --ignore=tests/distributed; rc=$$?; \
	  if [ $$rc -eq 5 ]; then echo "pytest collected no tests"; exit 1; fi; exit $$rc

test-fast: lint
	$(PYTEST) -m "not slow" tests --ignore=tests/distributed

# The scale-out stack without Docker (tests/distributed): PostgreSQL and Redis (apt-get when missing, as root), an
# S3 server (rclone serve s3), an MLflow server on PostgreSQL with S3 artifacts, Airflow's CeleryExecutor with two
# workers (one on queue gpu); ingest -> refresh -> train through the REST API, data root and sources on S3.
# Everything on 127.0.0.1, stopped by PID. README "Scale out" gives its wall time.
test-distributed: venv
	$(BIN)/python -m pytest -q -s -p no:cacheprovider tests/distributed; rc=$$?; \
	  if [ $$rc -eq 5 ]; then echo "pytest collected no tests"; exit 1; fi; exit $$rc

# The deep reliability run (tests/reliability, README "Reliability"): the same tests `make test` runs bounded, here
# with hundreds of hypothesis-generated mutations of ../shared/testdata, >= 20 SIGKILLs per stage over several seeds,
# a longer serving load. The figures go to $(DATA_ROOT)/reports/reliability.json (replaced by each run).
fuzz: venv
	rm -f $(DATA_ROOT)/reports/reliability.json
	RAGOPS_FUZZ=deep RAGOPS_RELIABILITY_REPORT=$(abspath $(DATA_ROOT))/reports/reliability.json \
	  $(BIN)/python -m pytest -q -p no:cacheprovider --timeout 7200 tests/reliability; rc=$$?; \
	  if [ $$rc -eq 5 ]; then echo "pytest collected no tests"; exit 1; fi; \
	  echo "==> figures: $(DATA_ROOT)/reports/reliability.json"; exit $$rc

# `ragops bench correction` needs trained evaluators (`make demo`): the correction step's cost per query vs plain hybrid.
# `ragops bench serving` too: it starts `python -m serving` on the demo root and on a synthetic 100k-chunk index and
# loads each over HTTP on 127.0.0.1 at concurrency 1, 4 and 16.
# `ragops bench orchestration`: Airflow's cost per task under dag.test() and a no-op `dvc repro` (a scratch copy of
# the pipeline; its first `dvc repro gate` takes several minutes).
# `ragops bench tables` compares with camelot-py, the `bench` extra: installed here from requirements-bench.lock with
# --no-deps (a pure addition: everything else it needs is in requirements.lock, nothing there is replaced). Where
# it cannot be installed (offline), the benchmark still runs and reports camelot's flavours as skipped.
bench: venv
	-$(BIN)/pip install -q --no-deps -r requirements-bench.lock
	$(BIN)/ragops --data-root $(DATA_ROOT) bench ingest
	$(BIN)/ragops --data-root $(DATA_ROOT) bench ocr
	$(BIN)/ragops --data-root $(DATA_ROOT) bench ocr-scale
	$(BIN)/ragops --data-root $(DATA_ROOT) bench embed
	$(BIN)/ragops --data-root $(DATA_ROOT) bench faiss
	$(BIN)/ragops --data-root $(DATA_ROOT) --set ingest.source=$(DATA_ROOT)/sample_corpus bench correction
	$(BIN)/ragops --data-root $(DATA_ROOT) --set ingest.source=$(DATA_ROOT)/sample_corpus bench serving
	$(BIN)/ragops --data-root $(DATA_ROOT) bench tables
	$(BIN)/ragops --data-root $(DATA_ROOT) bench orchestration

# Quality on the sample corpus's held-out queries (after `make demo`): recall@5 dense vs BM25 vs hybrid, then the
# corrective pipeline vs plain hybrid (stale top-1 share, recall@5, intent accuracy, DCEE ROC-AUC / ECE), then the
# serving API's answers over HTTP (actions, cited documents, stale citations, off-topic questions not found).
eval: venv
	$(BIN)/ragops --data-root $(DATA_ROOT) --set ingest.source=$(DATA_ROOT)/sample_corpus eval retrieval
	$(BIN)/ragops --data-root $(DATA_ROOT) --set ingest.source=$(DATA_ROOT)/sample_corpus eval
	$(BIN)/ragops --data-root $(DATA_ROOT) --set ingest.source=$(DATA_ROOT)/sample_corpus eval serving

clean:
	rm -rf $(VENV) $(DATA_ROOT)

# `dvc repro` with the venv's commands on PATH (the stages call `ragops`).
repro: venv
	PATH="$(abspath $(BIN)):$$PATH" $(BIN)/dvc repro
