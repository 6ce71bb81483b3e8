# Two commands on a fresh machine: `make demo` and `make test`. Both create .venv when it is missing or
# when requirements.lock / pyproject.toml changed (the stamp file is named after their hash).
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
LOCK_HASH := $(shell cat requirements.lock pyproject.toml | sha256sum | cut -c1-16)
STAMP := $(VENV)/.installed-$(LOCK_HASH)
UV_FIND_LINKS := $(foreach links,$(PIP_FIND_LINKS),--find-links $(links))
DATA_ROOT ?= data
DEMO_PORT ?= 8765

export MLFLOW_DISABLE_TELEMETRY := true
export DVC_NO_ANALYTICS := 1
export AIRFLOW__CORE__LOAD_EXAMPLES := False
export AIRFLOW__CORE__PARALLELISM := 4
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1
export TOKENIZERS_PARALLELISM := false
# A venv built by uv holds no compiled bytecode: Python writes it on first import, unless the environment forbids it
# (some CI images set PYTHONDONTWRITEBYTECODE), in which case every process compiles torch, transformers and the
# rest again — about 13 s per `ragops` command here.
unexport PYTHONDONTWRITEBYTECODE

.PHONY: venv sysdeps demo lint test test-slow test-distributed fuzz bench eval repro clean

venv: $(STAMP) sysdeps

$(STAMP): requirements.lock pyproject.toml
	@echo "==> creating $(VENV) from requirements.lock (hash $(LOCK_HASH))"
	rm -rf $(VENV)
	$(PYTHON) -m venv $(VENV)
	@# uv installs the lock in about half a minute where pip takes about four; the same pins either way, and pip
	@# does it where uv cannot (no uv wheel, or torch==2.13.0+cpu not found: that local CPU wheel lies in the
	@# folder PIP_FIND_LINKS names, which uv is given too; any other torch spec would pull a CUDA build).
	$(BIN)/pip install -q uv && $(BIN)/uv pip install -q --python $(BIN)/python $(UV_FIND_LINKS) -r requirements.lock \
	  && $(BIN)/uv pip install -q --python $(BIN)/python --no-deps -e . \
	  || { $(BIN)/pip install -q --upgrade pip && $(BIN)/pip install -q -r requirements.lock && $(BIN)/pip install -q --no-deps -e .; }
	touch $(STAMP)

# System packages, installed with apt-get when we are root: Ghostscript repairs damaged PDFs (pdfplumber
# repair=True); tesseract-ocr (eng, chi_sim, osd) is the tesseract OCR backend and the benchmark baseline;
# fonts-droid-fallback draws the Chinese characters of the sample corpus's scanned pages; chromium and
# chromium-driver run the browser tests of the pages (/ and /review) headless, driven by selenium.
SYS_PACKAGES := ghostscript tesseract-ocr tesseract-ocr-eng tesseract-ocr-chi-sim tesseract-ocr-osd fonts-droid-fallback \
  chromium chromium-driver
sysdeps:
	@missing=""; command -v gs >/dev/null 2>&1 || missing="gs"; \
	  tesseract --list-langs 2>/dev/null | grep -q chi_sim || missing="$$missing tesseract"; \
	  [ -f /usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf ] || missing="$$missing fonts-droid-fallback"; \
	  command -v chromedriver >/dev/null 2>&1 || missing="$$missing chromium"; \
	  [ -z "$$missing" ] || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "==> installing $(SYS_PACKAGES)"; \
	    (apt-get update -qq && apt-get install -y -qq $(SYS_PACKAGES)) >/dev/null; \
	  else echo "warning: missing$$missing: damaged PDFs are quarantined instead of repaired (gs), the" \
	    "tesseract backend is unavailable and the browser tests skip; install: apt-get install $(SYS_PACKAGES)"; fi; }

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

# The demo corpus is the development set: the seen phrasings only, 2 rule families per set (82 documents, 9 of
# their pages scanned and read by OCR, spec-sheet tables). The unseen and blind families are evaluation material:
# `make eval` builds them into its own data root ($(EVAL_ROOT)).
DEMO_CORPUS := --set sample_corpus.family_sets=development --set sample_corpus.families_per_set=2
DEMO_SOURCE := --set ingest.source=$(DATA_ROOT)/sample_corpus
# Sized for five minutes: one process at a time, so the embedding model gets both cores (params.yaml keeps 1 for
# parallel Airflow tasks and serving workers); ingest in batches of 64 (the OCR pool reads the scanned pages of more
# documents at once); DCEE trained 100 epochs (params.yaml: 300); the gate's evaluation asks at most 10 questions
# per set.
DEMO_RUNTIME := --set embed.torch_threads=2 --set embed.probe_sample=20 --set ingest.batch_size=64 \
  --set evaluators.dcee.epochs=100 --set promotion.limit=10
RAGOPS := $(BIN)/ragops --data-root $(DATA_ROOT) $(DEMO_RUNTIME)
# Wall time of each demo step, printed at the end: make starts (this line is read before the venv is built)...
DEMO_START := $(shell date +%s%N)
DEMO_TIMES = $(DATA_ROOT)/reports/demo_times.tsv
# ...and $(call timed,STEP,COMMAND) runs COMMAND and appends "STEP<TAB>milliseconds" to DEMO_TIMES.
timed = t0=$$(date +%s%N); $(2); rc=$$?; echo "$(1)	$$(( ($$(date +%s%N) - t0) / 1000000 ))" >> $(DEMO_TIMES); \
  [ $$rc -eq 0 ]

# No system package: the demo's corpus needs none (its scanned pages are English, read by RapidOCR from PyPI; no
# damaged PDF to repair). `make test` installs them (sysdeps).
demo: $(STAMP)
	@mkdir -p $(DATA_ROOT)/reports; echo "venv	$$(( ($$(date +%s%N) - $(DEMO_START)) / 1000000 ))" > $(DEMO_TIMES)
	@echo "==> sample corpus (the development set) -> ingest (pdfplumber, RapidOCR) -> embed (FAISS + BM25)"
	@$(call timed,sample corpus,$(RAGOPS) $(DEMO_CORPUS) sample-corpus $(DATA_ROOT)/sample_corpus)
	@$(call timed,ingest,$(RAGOPS) ingest --source $(DATA_ROOT)/sample_corpus)
	@$(call timed,embed,$(RAGOPS) embed)
	@echo "==> train the evidence evaluator (DCEE) and the intent router (T3D)"
	@$(call timed,train,$(RAGOPS) $(DEMO_SOURCE) train)
	@echo "==> generator (distill.profile tiny, CPU, the demo's smaller configuration): distill -> quantize (AWQ W4A16) -> build-engine"
	@$(call timed,distill,$(RAGOPS) $(DEMO_SOURCE) $(DEMO_GENERATOR) distill)
	@$(call timed,quantize,$(RAGOPS) $(DEMO_SOURCE) $(DEMO_GENERATOR) quantize)
	@$(RAGOPS) build-engine || echo "    build-engine skipped: it needs TensorRT-LLM on a GPU (docker/generator.Dockerfile)"
	@echo "==> promotion: the candidate (CURRENT index, @challenger evaluators, the @challenger generator) against the champion, the gate, @champion"
	@# The candidate is measured twice, with the quantised student and with the extractive backend, on the same
	@# questions: a student that answers worse is refused (promotion.generator_thresholds) and the candidate gated is
	@# the extractive one. The gate then holds it to what a user accepts (promotion.thresholds: right answers >= 90%,
	@# not_found precision >= 90%, answerable refused <= 5%); the demo models sit at those floors on its 10 + 10
	@# questions, so either can happen: promoted (@champion, the deployment manifest written) or refused with why. A
	@# rejected candidate is not an error (exit 0, "rejected: …"): nothing moves, and serving answers from the CURRENT
	@# index and the latest evaluator versions with the extractive backend (/readyz: no deployment manifest).
	@$(call timed,promote,$(RAGOPS) $(DEMO_SOURCE) --set promotion.registered_generator=challenger promote)
	@echo "==> serving: ragops serve on 127.0.0.1:$(DEMO_PORT) with what the gate let through (never a generator it refused), two questions over HTTP, then the server is stopped"
	@t0=$$(date +%s%N); $(RAGOPS) serve --port $(DEMO_PORT) --log-level warning & pid=$$!; \
	  $(RAGOPS) ask --url http://127.0.0.1:$(DEMO_PORT) --wait 300 "How much is the warranty service fee per visit now?" && \
	  echo && $(RAGOPS) ask --url http://127.0.0.1:$(DEMO_PORT) "What was the warranty service fee per visit in 2021?"; \
	  rc=$$?; kill $$pid; wait $$pid 2>/dev/null; \
	  echo "serve + ask	$$(( ($$(date +%s%N) - t0) / 1000000 ))" >> $(DEMO_TIMES); exit $$rc
	@echo "==> demo done: chunks in $(DATA_ROOT)/chunks/, index in $(DATA_ROOT)/index/, models in $(DATA_ROOT)/evaluators/ (registered in MLflow), generator in $(DATA_ROOT)/generator/, promotion reports in $(DATA_ROOT)/reports/promotion_{eval,gate}.json"
	@echo "    review the promotion: $(BIN)/ragops --data-root $(DATA_ROOT) review   MLflow UI: $(BIN)/mlflow ui --backend-store-uri sqlite:///$(abspath $(DATA_ROOT))/mlflow.db --host 127.0.0.1 --port 5000"
	@echo "    Airflow, DVC and the other stages: docs/operations.md, docs/reproduce.md; quality on the unseen and blind sets: make eval"
	@echo "==> elapsed time of each step (also in $(DEMO_TIMES)):"
	@awk -F'\t' '{ printf "    %-26s %7.1f s\n", $$1, $$2 / 1000 }' $(DEMO_TIMES); \
	  printf "    %-26s %7.1f s\n" "total (wall clock)" "$$(( ($$(date +%s%N) - $(DEMO_START)) / 1000000 ))e-3"

# Lint first: ruff (pyflakes, isort, bugbear, pyupgrade, Airflow rules) and the import contracts of
# docs/design.md#layout-and-dependency-rules (lint-imports: dependencies point down only, no cycles). Both are
# configured in pyproject.toml.
lint: venv
	$(BIN)/ruff check .
	$(BIN)/lint-imports

# Two pytest-xdist workers (CI has 2 cores), each pinned to its own core; a test file runs on one worker (module
# fixtures are built once); the built sample data root is built once and shared (tests/conftest.py).
# TEST_WORKERS=0 runs everything in one process.
# pytest exits 5 when it collected no tests: that must fail, not pass silently. Every run ends with its ten slowest
# tests (set-up and teardown counted apart: a shared fixture's build shows as the set-up of its first user).
# `make test` is lint, the strict docs build and every test not marked `slow` (about 12 minutes on 2 cores). `slow`
# marks the end-to-end tests whose path a test in `make test` already takes (docs/tests.md lists both): `make
# test-slow` runs them, and CI (.ci/run) runs make test, make test-slow and make test-distributed.
TEST_WORKERS ?= 2
PYTEST := $(BIN)/python -m pytest -q -n $(TEST_WORKERS) --dist loadfile --no-loadscope-reorder --durations=10
NO_TESTS := if [ $$rc -eq 5 ]; then echo "pytest collected no tests"; exit 1; fi; exit $$rc
test: lint docs
	$(PYTEST) -m "not slow" tests --ignore=tests/distributed; rc=$$?; $(NO_TESTS)

test-slow: venv
	$(PYTEST) -m slow tests --ignore=tests/distributed; rc=$$?; $(NO_TESTS)

# The scale-out stack without Docker (tests/distributed): PostgreSQL and Redis (apt-get when missing, as root), an
# S3 server (rclone serve s3), an MLflow server on PostgreSQL with S3 artifacts, Airflow's CeleryExecutor with two
# workers (one on queue gpu); ingest -> refresh -> train through the REST API, data root and sources on S3; then two
# serving replicas on that S3 data root answering a round-robin client while `ragops promote` runs (zero failed
# requests, both on the new deployment within the poll interval). Everything on 127.0.0.1, stopped by PID.
# docs/operations.md "Scale out" gives its wall time.
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
# it cannot be installed (offline), the benchmark still runs and reports camelot's flavours as skipped. img2table,
# the other anchor, needs OpenCV's contrib wheel (the same `cv2` as the pinned one): it goes into the overlay folder
# .bench-img2table/ and runs in its own process (tasks/bench/img2table_worker.py).
bench: venv
	-$(BIN)/pip install -q --no-deps -r requirements-bench.lock
	-$(BIN)/uv pip install -q --python $(BIN)/python --target .bench-img2table --no-deps -r requirements-img2table.lock
	$(BIN)/ragops --data-root $(DATA_ROOT) bench ingest
	$(BIN)/ragops --data-root $(DATA_ROOT) bench ocr
	$(BIN)/ragops --data-root $(DATA_ROOT) bench ocr-scale
	$(BIN)/ragops --data-root $(DATA_ROOT) bench embed
	$(BIN)/ragops --data-root $(DATA_ROOT) bench faiss
	$(BIN)/ragops --data-root $(DATA_ROOT) --set ingest.source=$(DATA_ROOT)/sample_corpus bench correction
	$(BIN)/ragops --data-root $(DATA_ROOT) --set ingest.source=$(DATA_ROOT)/sample_corpus bench serving
	$(BIN)/ragops --data-root $(DATA_ROOT) --set ingest.source=$(DATA_ROOT)/sample_corpus bench serving --chunks 1000000 --concurrency 1 4
	$(BIN)/ragops --data-root $(DATA_ROOT) bench tables
	$(BIN)/ragops --data-root $(DATA_ROOT) bench orchestration

# Quality on material the demo never sees, in its own data root ($(EVAL_ROOT)): the whole sample corpus (params.yaml
# sample_corpus: the seen phrasings plus the unseen and blind rule families, 623 documents) is built, ingested,
# embedded and the evaluators trained on its training split (seen phrasings only); then recall@5 dense vs BM25 vs
# hybrid, the corrective pipeline vs plain hybrid (stale top-1 share, recall@5, intent accuracy, DCEE ROC-AUC / ECE,
# per unseen and blind set), then the serving API's answers over HTTP (actions, cited documents, stale citations,
# off-topic questions not found). About 20 minutes on 2 cores; the reports land in $(EVAL_ROOT)/reports/.
EVAL_ROOT ?= data-eval
EVAL := $(BIN)/ragops --data-root $(EVAL_ROOT) --set ingest.source=$(EVAL_ROOT)/sample_corpus
eval: venv
	$(EVAL) sample-corpus $(EVAL_ROOT)/sample_corpus
	$(EVAL) ingest
	$(EVAL) embed
	$(EVAL) train
	$(EVAL) eval retrieval
	$(EVAL) eval
	$(EVAL) eval serving

clean:
	rm -rf $(VENV) $(DATA_ROOT) $(EVAL_ROOT)

# `dvc repro` with the venv's commands on PATH (the stages call `ragops`).
repro: venv
	PATH="$(abspath $(BIN)):$$PATH" $(BIN)/dvc repro

# The documentation site (docs/, mkdocs.yml): the docs toolchain from requirements-docs.lock (a pure addition to
# requirements.lock, installed --no-deps), then a strict build into site/ — any warning (a broken link or anchor, a
# page missing from nav) fails it. Nothing is fetched at build or read time (mermaid.js is vendored in docs/javascripts/).
.PHONY: docs bench-docs
docs: venv
	$(BIN)/pip install -q --no-deps -r requirements-docs.lock
	@# Quiet: Material's end-of-life banner, and jieba's SyntaxWarnings (Material's search segments Chinese with it).
	NO_MKDOCS_2_WARNING=1 PYTHONWARNINGS=ignore::SyntaxWarning $(BIN)/mkdocs build --strict

# The benchmark JSON that `make bench` (or `ragops bench NAME`) wrote under $(DATA_ROOT)/reports/, copied to where the
# docs build reads it: docs/benchmarks/results/ (tables and plots on docs/benchmarks.md).
bench-docs:
	@ls $(DATA_ROOT)/reports/bench_*.json >/dev/null 2>&1 || { echo "no $(DATA_ROOT)/reports/bench_*.json: run make bench (or ragops --data-root $(DATA_ROOT) bench NAME) first"; exit 1; }
	mkdir -p docs/benchmarks/results
	cp $(DATA_ROOT)/reports/bench_*.json docs/benchmarks/results/
