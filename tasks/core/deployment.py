"""The deployment manifest: what the serving runtime serves — one index version, one registered version of each
evaluator, and the generator backend. Promotion writes it (atomically); serving reads it at start and again
whenever it changes (file watch or `POST /admin/reload`).

    {"deployment_id": "d-20261202T101500Z-3f2a1c", "created_at": "2026-12-02T10:15:00+00:00",
     "index_version": "20261202T095900Z-a1b2c3",
     "models": {"dcee": "4", "t3d_intent": "4", "t3d_ranker": "4"},
     "generator": {"backend": "openai", "openai": {"base_url": "http://gpu-1:8001/v1", "model": "student-awq"}},
     "created_by": "promote_models"}

`generator` holds overrides of params.yaml's `serving.generation` section (the backend and its options); it may be
empty. Without a manifest, serving falls back to the CURRENT index and the versions `evaluators.model_alias`
names (`default_deployment`), and says so.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tasks.core.atomic import write_json_atomic
from tasks.core.paths import DataPaths
from tasks.core.registry import MODEL_NAMES, OPTIONAL_MODELS
from tasks.core.settings import Settings


class ManifestError(ValueError):
    """A deployment manifest that cannot be served: unreadable, or missing what it must name."""


@dataclass(frozen=True)
class DeploymentManifest:
    deployment_id: str
    index_version: str | None  # None: the CURRENT index (the no-manifest default only)
    models: dict[str, str]  # registered model name -> version number, or {"alias": ...} for the default
    generator: dict[str, Any] = field(default_factory=dict)  # overrides of serving.generation
    created_at: str = ""
    created_by: str = ""
    source: str = "manifest"  # "manifest" | "default" (no manifest: CURRENT index + evaluators.model_alias)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, payload: Any, where: str = "manifest") -> DeploymentManifest:
        if not isinstance(payload, dict):
            raise ManifestError(f"{where}: expected a JSON object, got {type(payload).__name__}")
        unknown = sorted(set(payload) - {"deployment_id", "index_version", "models", "generator", "created_at",
                                         "created_by", "source"})
        if unknown:
            raise ManifestError(f"{where}: unknown keys {unknown}")
        index_version = payload.get("index_version")
        if not isinstance(index_version, str) or not index_version.strip():
            raise ManifestError(f"{where}: index_version must name an index version (a folder under data/index/)")
        models = payload.get("models")
        if (not isinstance(models, dict) or not set(MODEL_NAMES) <= set(models)
                or not set(models) <= {*MODEL_NAMES, *OPTIONAL_MODELS}):
            raise ManifestError(f"{where}: models must give a version for each of {list(MODEL_NAMES)} (and may for "
                                f"{list(OPTIONAL_MODELS)}), got {models!r}")
        models = {name: str(value) for name, value in models.items()}
        bad = {name: value for name, value in models.items() if not value.isdigit()}
        if bad:
            raise ManifestError(f"{where}: model versions must be registry version numbers, got {bad}")
        generator = payload.get("generator") or {}
        if not isinstance(generator, dict):
            raise ManifestError(f"{where}: generator must be an object (overrides of serving.generation)")
        deployment_id = str(payload.get("deployment_id") or derived_id(index_version, models, generator))
        return cls(deployment_id, index_version, models, generator, str(payload.get("created_at") or ""),
                   str(payload.get("created_by") or ""), "manifest")


def derived_id(index_version: str | None, models: dict[str, str], generator: dict[str, Any]) -> str:
    """A deployment id from what is served (the same content gets the same id)."""
    content = json.dumps([index_version, models, generator], sort_keys=True, default=str)
    return "d-" + hashlib.sha256(content.encode("utf-8")).hexdigest()[:12]


def new_deployment_id() -> str:
    """Sortable by creation time: d-20261202T101500Z-3f2a1c."""
    return "d-" + datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ") + "-" + uuid.uuid4().hex[:6]


def manifest_path(settings: Settings, paths: DataPaths) -> Path:
    """Where the manifest serving reads lies: `serving.manifest`, else <data_root>/deployments/manifest.json."""
    return Path(settings.serving.manifest) if settings.serving.manifest else paths.deployment_manifest


def read_deployment(path: Path) -> DeploymentManifest | None:
    """The manifest at `path`, None when there is none; ManifestError when it is there but unusable."""
    if not path.exists():
        return None
    try:
        payload = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as err:
        raise ManifestError(f"{path}: not readable as JSON ({err})") from None
    return DeploymentManifest.from_dict(payload, str(path))


def write_deployment(path: Path, index_version: str, models: dict[str, str], generator: dict[str, Any] | None = None,
                     created_by: str = "", deployment_id: str | None = None) -> DeploymentManifest:
    """Write a manifest atomically (a reader sees the old one or the new one, never half of one)."""
    manifest = DeploymentManifest.from_dict({
        "deployment_id": deployment_id or new_deployment_id(), "index_version": index_version, "models": models,
        "generator": generator or {}, "created_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "created_by": created_by,
    }, str(path))
    save_deployment(path, manifest)
    return manifest


def save_deployment(path: Path, manifest: DeploymentManifest) -> dict[str, Any]:
    """Write `manifest` as it stands (atomically); returns the file's content (`source` is not part of the file)."""
    payload = manifest.to_dict()
    payload.pop("source")
    write_json_atomic(path, payload)
    return payload


def default_deployment(alias: str, generator: dict[str, Any] | None = None) -> DeploymentManifest:
    """No manifest yet: the CURRENT index and the evaluator versions at `alias`, resolved when loaded."""
    return DeploymentManifest(derived_id(None, {"alias": alias}, generator or {}), None, {"alias": alias},
                              generator or {}, source="default")
