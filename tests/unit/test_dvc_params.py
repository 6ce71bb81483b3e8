"""A DVC stage re-runs when a param it lists changes — and only then. A param that changes a stage's output but is
missing from its `params:` leaves `dvc repro` answering "up to date" over stale data (sample_corpus.families_per_set
was such a param). The rule checked here: every key of the params.yaml section a stage owns is listed by that stage
(itself or a parent key), unless it is named below with why it cannot change the stage's outputs."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import yaml

REPO = Path(__file__).resolve().parents[2]

# The params.yaml sections (dotted) whose keys a stage alone turns into its outputs.
OWNED = {
    "sample_corpus": ["sample_corpus"],
    "ingest": ["ingest"],
    "embed": ["embed"],
    "eval_evaluators": ["evaluation"],
    "gate": ["promotion.thresholds", "promotion.generator_thresholds"],
    "distill": ["distill"],
    "quantize": ["quantize"],
    "build_engine": ["build_engine"],
}

# Keys of an owned section that decide how fast or where a stage runs, never what it writes.
NOT_OUTPUTS = {
    "ingest.schedule": "when the Airflow DAG runs",
    "ingest.batch_size": "documents per Airflow batch task; each document is read alone",
    "ingest.staging_max_age_hours": "when abandoned staging folders are swept",
    "ingest.ocr.workers": "OCR processes; each page is read alone",
    "embed.batch_size": "texts per forward pass",
    "embed.shard_size": "texts per embedding shard (one Airflow task each); the shards are joined in order",
    "embed.torch_threads": "threads of the embedding model",
    "embed.export_dir": "where the onnx-int8 export is cached",
    "embed.faiss_device": "where FAISS trains and adds (the same index either way)",
}


def _leaves(node: Mapping[str, Any], prefix: str, depth: int = 3) -> Iterator[str]:
    """Dotted keys under `prefix`, down to `depth` parts (deeper mappings are one value: a stage lists them whole)."""
    for key, value in node.items():
        dotted = f"{prefix}.{key}"
        if isinstance(value, Mapping) and value and dotted.count(".") < depth - 1:
            yield from _leaves(value, dotted, depth)
        else:
            yield dotted


def _section(params: Mapping[str, Any], dotted: str) -> Mapping[str, Any]:
    node: Any = params
    for part in dotted.split("."):
        node = node[part]
    return node


def _load() -> tuple[dict[str, Any], dict[str, Any]]:
    stages = yaml.safe_load((REPO / "dvc.yaml").read_text(encoding="utf-8"))["stages"]
    params = yaml.safe_load((REPO / "params.yaml").read_text(encoding="utf-8"))
    return stages, params


def _covered(key: str, listed: list[str]) -> bool:
    return any(key == item or key.startswith(item + ".") for item in listed)


def test_every_key_of_a_stages_own_section_is_listed_or_known_not_to_change_its_outputs():
    stages, params = _load()
    missing = {name: [key for section in sections for key in _leaves(_section(params, section), section)
                      if key not in NOT_OUTPUTS and not _covered(key, stages[name].get("params") or [])]
               for name, sections in OWNED.items()}
    assert not {name: keys for name, keys in missing.items() if keys}, (
        "params that change a stage's outputs but are not in its dvc.yaml `params:` (list them, or name them in "
        f"NOT_OUTPUTS with why they cannot): {missing}")


def test_the_exemptions_name_existing_keys_no_stage_lists():
    stages, params = _load()
    listed = [key for stage in stages.values() for key in stage.get("params") or []]
    for key in NOT_OUTPUTS:
        section, _, leaf = key.rpartition(".")
        assert leaf in _section(params, section), f"{key}: not in params.yaml"
        assert not _covered(key, listed), f"{key}: exempted, yet a stage lists it"


def test_a_stage_that_embeds_with_the_model_lists_the_backend_that_runs_it():
    """embed.backend (torch or onnx-int8) gives other vectors from the same model, for chunks and queries alike."""
    stages, _ = _load()
    for name, stage in stages.items():
        listed = stage.get("params") or []
        if "embed.model" in listed:
            assert "embed.backend" in listed, name
