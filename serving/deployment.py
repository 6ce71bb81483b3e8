"""What is being served, and swapping it without dropping a request.

A `Deployment` is one index version + one registered version of each evaluator + a generator backend, fully loaded.
The `DeploymentManager` loads a new one *beside* the one serving (the old one keeps answering meanwhile), then swaps
one reference: a request takes the current deployment once when it starts and finishes on it, so in-flight requests
end on the old deployment and new ones start on the new. A manifest that fails to load leaves the old deployment
serving; the error is returned (reload endpoint), logged and counted.

Reloads come from `POST /admin/reload` and from a file watch on the manifest: its (mtime, size) polled every
`serving.watch_interval_seconds` (polling works on every filesystem, network mounts included).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from serving.batching import MicroBatcher
from tasks.core.deployment import DeploymentManifest, default_deployment, derived_id, read_deployment
from tasks.core.paths import DataPaths
from tasks.core.registry import OPTIONAL_MODELS
from tasks.core.settings import GenerationSettings, Settings
from tasks.runtime.corrective import CorrectivePipeline

log = logging.getLogger("ragops.serving")


@dataclass
class Deployment:
    deployment_id: str
    manifest: DeploymentManifest
    pipeline: CorrectivePipeline
    generation: GenerationSettings
    generator: Any  # serving.generation.LlmGenerator | None (extractive)
    loaded_at: str
    load_seconds: float
    # The pipeline is not safe to share between threads (the embedding tokenizer, the routing session cache): one
    # thread owns it, and questions and other work on it reach it through `batcher`, which answers the questions
    # that arrive together in one call (serving.batching). More cores: more worker processes (serving.workers).
    batcher: MicroBatcher = field(init=False)

    def __post_init__(self) -> None:
        batching = self.pipeline.settings.serving.micro_batch
        self.batcher = MicroBatcher(self.answer_questions, batching.max_size, batching.wait_ms,
                                    name=f"micro-batch-{self.deployment_id[:12]}")

    @property
    def index_version(self) -> str:
        return self.pipeline.featurizer.version.version

    @property
    def models(self) -> dict[str, str]:
        """The evaluator versions loaded, and the registered generator's version when the manifest names one (its
        files are what the `transformers` backend loaded)."""
        extra = {name: version for name, version in self.manifest.models.items() if name in OPTIONAL_MODELS}
        return {**self.pipeline.evaluators.versions, **extra}

    def answer_questions(self, questions: list[Any]) -> list[tuple[Any, bool]]:
        """(corrected evidence, whether the session's routing was reused) per question: one pipeline call for
        questions of one as-of date, k and session (serving.batching.Question.group), on the batcher's thread."""
        first = questions[0]
        hits_before = self.pipeline.session_hits
        found = self.pipeline.answer_many([q.query for q in questions], today=[q.today for q in questions],
                                          as_of=first.as_of, k=first.k, session_id=first.session_id,
                                          other_versions=True)
        reused = self.pipeline.session_hits > hits_before
        return [(result, reused) for result in found]

    def describe(self) -> dict[str, Any]:
        generator = self.generator.describe() if self.generator is not None else {"backend": "extractive"}
        return {"deployment_id": self.deployment_id, "index_version": self.index_version, "models": self.models,
                "generator": generator, "source": self.manifest.source, "loaded_at": self.loaded_at,
                "load_seconds": round(self.load_seconds, 3)}


def load_deployment(settings: Settings, paths: DataPaths, manifest: DeploymentManifest) -> Deployment:
    """Everything a deployment needs, loaded before anything is swapped (raises on any failure)."""
    from serving.generation import build_generator, generation_settings
    from tasks.core.registry import load_evaluator_versions, load_evaluators
    from tasks.runtime.evidence import EvidenceFeaturizer
    from tasks.runtime.retrieval import IndexVersion, open_current

    started = time.perf_counter()
    if manifest.index_version is None:
        index = open_current(paths)
    else:
        folder = paths.index_root / manifest.index_version
        if not (folder / "manifest.json").is_file():
            raise FileNotFoundError(f"index version {manifest.index_version} is not under {paths.index_root} "
                                    "(pruned by embed.keep_versions, or never built)")
        index = IndexVersion(folder)
    if "alias" in manifest.models:
        evaluators = load_evaluators(settings, paths, manifest.models["alias"])
    else:
        evaluators = load_evaluator_versions(settings, paths, manifest.models)
    generation = generation_settings(settings.serving.generation, manifest.generator)
    generator = build_generator(generation)
    pipeline = CorrectivePipeline(settings, EvidenceFeaturizer(settings, index), evaluators)
    pipeline.featurizer.warm()  # so that /readyz means ready at full speed, not a first request seconds long
    deployment_id = manifest.deployment_id
    if manifest.source == "default":  # named after what it resolved to
        deployment_id = derived_id(index.version, dict(evaluators.versions), manifest.generator)
    return Deployment(deployment_id, manifest, pipeline, generation, generator,
                      datetime.now(UTC).isoformat(timespec="seconds"), time.perf_counter() - started)


class ReloadError(RuntimeError):
    """A deployment failed to load; the previous one is still serving."""


class DeploymentManager:
    def __init__(self, settings: Settings, paths: DataPaths, manifest_path: Path,
                 on_loaded: Callable[[Deployment, Deployment | None, str], None] | None = None,
                 on_failed: Callable[[str, str], None] | None = None, sync: Callable[[], Any] | None = None) -> None:
        self.settings = settings
        self._sync = sync  # a mirrored (object-storage) data root: fetch what changed before looking at the manifest
        self.paths = paths
        self.manifest_path = manifest_path
        self.current: Deployment | None = None
        self.last_error: str | None = None
        self.loading = False
        self._reload_lock = threading.Lock()
        self._stop = threading.Event()
        self._watcher: threading.Thread | None = None
        self._signature: tuple[int, int] | None = None
        self._on_loaded = on_loaded
        self._on_failed = on_failed

    # ------------------------------------------------------------ loading

    def _read_manifest(self) -> DeploymentManifest:
        manifest = read_deployment(self.manifest_path)
        if manifest is None:
            return default_deployment(self.settings.evaluators.model_alias)
        return manifest

    def _file_signature(self) -> tuple[int, int] | None:
        try:
            stat = self.manifest_path.stat()
        except FileNotFoundError:
            return None
        return stat.st_mtime_ns, stat.st_size

    def reload(self, trigger: str) -> Deployment:
        """Load the manifest's deployment beside the current one and swap; ReloadError keeps the current one."""
        with self._reload_lock:
            if trigger == "admin":
                self._synced()
            self.loading = True
            signature = self._file_signature()
            try:
                manifest = self._read_manifest()
                deployment = load_deployment(self.settings, self.paths, manifest)
            except Exception as err:
                self.last_error = f"{type(err).__name__}: {err}"
                self._signature = signature  # a broken file is not retried until it changes again
                serving = self.current.deployment_id if self.current else None
                log.error("deployment load failed (%s): %s; still serving %s", trigger, self.last_error, serving)
                if self._on_failed:
                    self._on_failed(trigger, self.last_error)
                raise ReloadError(self.last_error) from err
            finally:
                self.loading = False
            previous, self.current = self.current, deployment  # the swap: one reference
            self._signature = signature
            self.last_error = None
            if manifest.source == "default":
                log.warning("no deployment manifest at %s: serving the CURRENT index %s and the evaluators at "
                            "@%s (%s)", self.manifest_path, deployment.index_version,
                            self.settings.evaluators.model_alias, deployment.models)
            log.info("deployment %s loaded in %.2fs (%s; previous %s)", deployment.deployment_id,
                     deployment.load_seconds, trigger, previous.deployment_id if previous else None)
            if self._on_loaded:
                self._on_loaded(deployment, previous, trigger)
            return deployment

    # ------------------------------------------------------------ background work

    def start(self) -> None:
        """Load the first deployment and watch the manifest, in the background (/healthz answers meanwhile)."""
        threading.Thread(target=self._first_load, name="deployment-load", daemon=True).start()

    def _first_load(self) -> None:
        try:
            self.reload("start")
        except ReloadError:
            pass  # not ready; the watch retries when the manifest changes
        interval = self.settings.serving.watch_interval_seconds
        if interval > 0:
            self._watcher = threading.Thread(target=self._watch, args=(interval,), name="manifest-watch", daemon=True)
            self._watcher.start()

    def _synced(self) -> None:
        if self._sync is None:
            return
        try:
            self._sync()
        except Exception as err:  # the store is unreachable: keep serving what is here, try again next time
            log.warning("data root sync failed (%s: %s); serving the local copy", type(err).__name__, err)

    def _watch(self, interval: float) -> None:
        while not self._stop.wait(interval):
            self._synced()
            if self._file_signature() != self._signature:
                try:
                    self.reload("file_watch")
                except ReloadError:
                    pass

    def stop(self) -> None:
        self._stop.set()
