"""Where every artifact lives under the data root (`--data-root`, env RAGOPS_DATA_ROOT, default `data/`).

Artifacts are DVC outputs and git-ignored; code never writes anywhere else.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

DATA_ROOT_ENV = "RAGOPS_DATA_ROOT"
PROJECT_ROOT = Path(__file__).resolve().parents[2]
# Real PDFs, scans and tables with ground truth, written by others; beside the repo, not in it (tests, bench, eval).
SHARED_TESTDATA = PROJECT_ROOT.parent / "shared" / "testdata"


def data_root_location() -> str:
    """The data root as configured: a folder, or an fsspec URL (`s3://bucket/data`, tasks/core/storage.py)."""
    return os.environ.get(DATA_ROOT_ENV) or "data"


def default_data_root() -> Path:
    return Path(data_root_location())


@dataclass(frozen=True)
class DataPaths:
    root: Path
    # The fsspec URL this root mirrors when the data root is on object storage (tasks/core/storage.py); None on disk.
    origin: str | None = None

    @classmethod
    def from_env(cls, root: str | Path | None = None) -> DataPaths:
        return cls(Path(root) if root is not None else default_data_root())

    @property
    def chunks_dir(self) -> Path:
        return self.root / "chunks"

    @property
    def chunk_store(self) -> Path:
        """One row per chunk; schema in README ("Chunk store")."""
        return self.chunks_dir / "chunks.parquet"

    @property
    def document_store(self) -> Path:
        """One row per ingested document: metadata, page routing (needs_ocr pages)."""
        return self.chunks_dir / "documents.parquet"

    @property
    def ingest_dir(self) -> Path:
        return self.root / "ingest"

    @property
    def ledger(self) -> Path:
        return self.ingest_dir / "ledger.json"

    @property
    def quarantine_index(self) -> Path:
        return self.ingest_dir / "quarantine.json"

    @property
    def quarantine_files(self) -> Path:
        return self.ingest_dir / "quarantine"

    @property
    def last_ingest_report(self) -> Path:
        """The report of the latest committed ingest run (what `ragops ingest --json` printed)."""
        return self.ingest_dir / "last_report.json"

    @property
    def staging(self) -> Path:
        return self.ingest_dir / "staging"

    @property
    def reports(self) -> Path:
        return self.root / "reports"

    @property
    def mlflow_db(self) -> Path:
        return self.root / "mlflow.db"

    @property
    def index_root(self) -> Path:
        """Versioned indexes: `<version>/` folders, the `CURRENT` pointer, `cache/` (embeddings by model)."""
        return self.root / "index"

    @property
    def current_index_pointer(self) -> Path:
        return self.index_root / "CURRENT"

    @property
    def embedding_cache(self) -> Path:
        return self.index_root / "cache"

    @property
    def last_embed_report(self) -> Path:
        return self.index_root / "last_report.json"

    @property
    def labels_dir(self) -> Path:
        return self.root / "labels"

    @property
    def label_store(self) -> Path:
        """One row per human label (evidence or intent); schema in models/labels/label_studio.py LABEL_COLUMNS."""
        return self.labels_dir / "labels.parquet"

    @property
    def label_queue_dir(self) -> Path:
        """The active-learning queue in Label Studio's import format, with the labeling configs."""
        return self.labels_dir / "queue"

    @property
    def evaluators_dir(self) -> Path:
        """Local copies of the trained evaluator models (DCEE, intent classifier, ranker)."""
        return self.root / "evaluators"

    @property
    def deployment_manifest(self) -> Path:
        """What the serving runtime serves (index version + model versions + generator backend), written by
        promotion; serving reads it at start and reloads when it changes (tasks/core/deployment.py)."""
        return self.deployments_dir / "manifest.json"

    @property
    def deployments_dir(self) -> Path:
        """The deployment manifest, the one it replaced (`previous.json`, what `ragops rollback` restores) and the
        candidate awaiting review (`pending_review.json`). Index versions named here are never pruned."""
        return self.root / "deployments"

    @property
    def previous_deployment(self) -> Path:
        return self.deployments_dir / "previous.json"

    @property
    def pending_review(self) -> Path:
        return self.deployments_dir / "pending_review.json"

    @property
    def promotion_eval_report(self) -> Path:
        """The candidate-vs-champion evaluation (dvc stage `evaluate`, `dvc metrics diff` compares it)."""
        return self.reports / "promotion_eval.json"

    @property
    def gate_report(self) -> Path:
        """The gate's decision with its reasons (dvc stage `gate`)."""
        return self.reports / "promotion_gate.json"

    @property
    def feedback_dir(self) -> Path:
        """Serving feedback (JSONL, one file per day) that the active-learning queue reads
        (`evaluators.active_learning.feedback_glob`)."""
        return self.root / "feedback"

    @property
    def generator_dir(self) -> Path:
        """The generator lifecycle: tokenizer/, teacher/, student/ (KD), student_no_kd/, dataset/ (distill),
        quantized/ (AWQ; what is registered and served), engine/ (TensorRT-LLM)."""
        return self.root / "generator"

    @property
    def generator_report(self) -> Path:
        """distill's three-way table, quantize's ratios, build_engine's outcome, merged (dvc metrics)."""
        return self.reports / "generator.json"

    def step_report(self, name: str) -> Path:
        """A training step's report (`dcee`, `intent`, `ranker`, `queue`, `train`): what the DAG returns as XCom,
        the CLI writes and dvc.yaml keeps as metrics."""
        return self.evaluators_dir / f"{name}_report.json"

    def run_settings(self, dag_id: str, run_id: str) -> Path:
        """The settings snapshot of one Airflow DAG run (params.yaml + the run's conf, resolved when it started)."""
        safe = "".join(ch if ch.isalnum() or ch in "-_." else "_" for ch in run_id)
        return self.root / "runs" / dag_id / safe / "settings.json"
