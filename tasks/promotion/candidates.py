"""The two deployments promotion compares: the candidate (the CURRENT index, the registered versions at
`promotion.candidate_alias`, the generator `promotion.generator` sets) and the champion (the manifest serving serves;
none before the first promotion)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tasks.core.deployment import DeploymentManifest, ManifestError, derived_id, manifest_path, read_deployment
from tasks.core.paths import DataPaths
from tasks.core.registry import CHAMPION_ALIAS, GENERATOR, MODEL_NAMES, Registry
from tasks.core.settings import Settings


class StoreUnavailable(RuntimeError):
    """The index store cannot be read (an unmounted volume, a missing CURRENT pointer on a store that has one):
    nothing was moved; retry once it is back."""


def current_index_version(paths: DataPaths) -> str:
    from tasks.runtime.index_store import current_version

    try:
        version = current_version(paths)
    except OSError as err:
        raise StoreUnavailable(f"index store {paths.index_root}: {type(err).__name__}: {err}") from err
    if not version:
        raise FileNotFoundError(f"no CURRENT index under {paths.index_root}: run `ragops embed` first")
    return version


def check_index_store(paths: DataPaths) -> None:
    """The index store answers (checked before promotion moves anything): its CURRENT pointer can be read. An
    unreadable or emptied store (an unmounted volume) raises StoreUnavailable. One index version gone while the store
    is there is a broken deployment, not an outage: the smoke check finds it and the promotion is rolled back."""
    try:
        readable = paths.current_index_pointer.is_file() and bool(
            paths.current_index_pointer.read_text(encoding="utf-8").strip())
    except OSError as err:
        raise StoreUnavailable(f"index store {paths.index_root}: {type(err).__name__}: {err}; nothing moved, retry "
                               "once it is back") from err
    if not readable:
        raise StoreUnavailable(f"index store {paths.index_root}: no CURRENT pointer (an unmounted or emptied store?); "
                               "nothing moved, retry once it is back")


def deployment(index_version: str, models: dict[str, str], generator: dict[str, Any],
               deployment_id: str | None = None, created_by: str = "") -> DeploymentManifest:
    """A manifest in memory; its id derived from what it serves unless given."""
    return DeploymentManifest(deployment_id or derived_id(index_version, models, generator), index_version,
                              dict(models), dict(generator), created_by=created_by)


def same_content(a: DeploymentManifest | None, b: DeploymentManifest | None) -> bool:
    """Both serve the same index version, model versions and generator (ids aside)."""
    return (a is not None and b is not None and a.index_version == b.index_version and a.models == b.models
            and a.generator == b.generator)


def candidate_deployment(settings: Settings, paths: DataPaths, registry: Registry) -> DeploymentManifest:
    alias = settings.promotion.candidate_alias
    versions = registry.alias_versions(alias)
    missing = [name for name, version in versions.items() if version is None]
    if missing:
        raise FileNotFoundError(f"no @{alias} version of {missing} in the registry: run `ragops train` first")
    models = {name: str(versions[name]) for name in MODEL_NAMES}
    generator = dict(settings.promotion.generator)
    if settings.promotion.registered_generator:
        version, checkpoint = registered_generator(settings, paths, registry)
        models[GENERATOR] = version
        generator.update({"backend": "transformers",
                          "transformers": {**generator.get("transformers", {}), "checkpoint": str(checkpoint)}})
    return deployment(current_index_version(paths), models, generator, created_by="promotion")


def backend_of(settings: Settings, manifest: DeploymentManifest) -> str:
    """The generation backend the deployment serves with: its overrides', else serving.generation's."""
    return str(manifest.generator.get("backend", settings.serving.generation.backend))


def generates(settings: Settings, manifest: DeploymentManifest) -> bool:
    """The deployment answers with a generator (a registered one, or an LLM backend its overrides or
    serving.generation name), not with the extractive backend."""
    return GENERATOR in manifest.models or backend_of(settings, manifest) != "extractive"


def extractive_twin(settings: Settings, manifest: DeploymentManifest) -> DeploymentManifest:
    """The same deployment answering with the extractive backend: what serving keeps when the gate refuses the
    generator, and what the generator's answers are measured against."""
    models = {name: version for name, version in manifest.models.items() if name != GENERATOR}
    generator = {} if settings.serving.generation.backend == "extractive" else {"backend": "extractive"}
    return deployment(str(manifest.index_version), models, generator, created_by=manifest.created_by)


def registered_generator(settings: Settings, paths: DataPaths, registry: Registry) -> tuple[str, Path]:
    """The `generator` version at promotion.registered_generator and its files, fetched once into
    <data_root>/deployments/generator/v<N>/ (what the manifest names and serving loads)."""
    alias = str(settings.promotion.registered_generator)
    version = registry.alias_versions(alias, (GENERATOR,))[GENERATOR]
    if version is None:
        raise FileNotFoundError(f"no @{alias} version of {GENERATOR!r} in the registry: run `ragops distill` and "
                                "`ragops quantize` first")
    return str(version), registry.download(GENERATOR, str(version), paths.deployments_dir / GENERATOR / f"v{version}")


def champion_deployment(settings: Settings, paths: DataPaths, registry: Registry) -> DeploymentManifest | None:
    """The manifest serving serves, when promotion wrote one. A manifest whose models are not @champion (edited by
    hand) still is what users get: it is the champion compared with, and the mismatch is the caller's to report.
    A promotion or rollback interrupted half-way is undone first (tasks/promotion/journal.py)."""
    from tasks.promotion import journal

    journal.recover(registry, paths)
    try:
        served = read_deployment(manifest_path(settings, paths))
    except ManifestError as err:
        raise ManifestError(f"the deployment manifest serving reads is unusable, fix or remove it: {err}") from None
    if served is not None:
        return served
    champions = registry.alias_versions(CHAMPION_ALIAS)
    if any(version is None for version in champions.values()):
        return None  # the first promotion
    # @champion without a manifest (the manifest was removed): the champion models on the CURRENT index.
    return deployment(current_index_version(paths), {name: str(v) for name, v in champions.items()}, {},
                      created_by="promotion")
