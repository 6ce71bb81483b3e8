"""Crash-safety harness (issue 18): run a `ragops` stage as a real subprocess, SIGKILL its whole process group (OCR
pools, serving processes it started) at a random moment, then check what a crash may never leave behind, re-run the
stage uninterrupted and compare with a reference run on a copy of the same starting root.

  `run_stage`      one uninterrupted `ragops --data-root R --set ... <stage>`; its wall time is what kills are drawn over
  `kill_stage`     the same, SIGKILLed (process group) after a delay; checks that no process of the group survives
  `invariants`     what must hold on any data root at any moment (a list of problems, empty when consistent)
  `outcome`        what a completed run decides, comparable across roots: chunk ids, ledger, index contents (ids and
                   vectors), aliases, deployment
  `differences`    outcome vs reference
  `leftovers`      staging folders and temporary files a completed run must not leave behind
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.conftest import REPO_ROOT
from tests.lifecycle_bounds import LIFECYCLE_BOUNDS

MODELS = ("dcee", "t3d_intent", "t3d_ranker")
ALIASES = ("champion", "previous", "challenger")
OFFLINE_ENV = {"MLFLOW_DISABLE_TELEMETRY": "true", "DVC_NO_ANALYTICS": "1", "HF_HUB_OFFLINE": "1",
               "TRANSFORMERS_OFFLINE": "1", "TOKENIZERS_PARALLELISM": "false", "AIRFLOW__CORE__LOAD_EXAMPLES": "False"}


def ragops_argv() -> list[str]:
    """`.venv/bin/ragops` beside this interpreter (what users run), else `python -m tasks.cli`."""
    script = Path(sys.executable).parent / "ragops"
    return [str(script)] if script.is_file() else [sys.executable, "-m", "tasks.cli"]


def stage_argv(root: Path, overrides: dict[str, Any], *stage: str) -> list[str]:
    sets = [item for key, value in overrides.items() for item in ("--set", f"{key}={value}")]
    return [*ragops_argv(), "--data-root", str(root), "--json", *sets, *stage]


def stage_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    env = {**os.environ, **OFFLINE_ENV}
    env.pop("MLFLOW_TRACKING_URI", None)  # the data root's own sqlite store unless a test says otherwise
    env.pop("RAGOPS_DATA_ROOT", None)
    return {**env, **(extra or {})}


@dataclass
class StageRun:
    rc: int | None  # None: killed
    seconds: float
    stdout: str = ""
    stderr: str = ""
    killed: bool = False
    survivors: list[str] = field(default_factory=list)  # processes of the group still alive after the kill

    def json(self) -> dict[str, Any]:
        return json.loads(self.stdout)


def run_stage(root: Path, overrides: dict[str, Any], *stage: str, env: dict[str, str] | None = None,
              timeout: float = 600) -> StageRun:
    """One uninterrupted run; its wall time is the duration kills are drawn over."""
    started = time.monotonic()
    done = subprocess.run(stage_argv(root, overrides, *stage), capture_output=True, text=True, cwd=REPO_ROOT,
                          env=stage_env(env), timeout=timeout, stdin=subprocess.DEVNULL)
    return StageRun(done.returncode, time.monotonic() - started, done.stdout, done.stderr)


def _group_members(pgid: int) -> list[str]:
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")[:200]
        except OSError:
            continue
        # fields[0] is the state, fields[2] the process group; a zombie is dead already (waiting to be reaped).
        if int(fields[2]) == pgid and fields[0] != "Z":
            found.append(f"{entry.name}: {cmdline}")
    return found


def kill_stage(root: Path, overrides: dict[str, Any], *stage: str, delay: float, env: dict[str, str] | None = None,
               timeout: float = 600, after: Path | None = None) -> StageRun:
    """The stage in its own process group, SIGKILLed (the whole group) `delay` seconds after it started — or after the
    file `after` appeared (a moment the stage's own progress marks); a stage that ends first is reported as not
    killed (rc set)."""
    started = time.monotonic()
    with open(os.devnull, "wb") as sink:
        process = subprocess.Popen(stage_argv(root, overrides, *stage), cwd=REPO_ROOT, env=stage_env(env),
                                   stdin=subprocess.DEVNULL, stdout=sink, stderr=sink, start_new_session=True)
    if after is not None:
        while not after.exists() and process.poll() is None and time.monotonic() - started < timeout:
            time.sleep(0.002)
    try:
        rc = process.wait(timeout=delay)
        return StageRun(rc, time.monotonic() - started)
    except subprocess.TimeoutExpired:
        pass
    os.killpg(process.pid, signal.SIGKILL)
    process.wait(timeout=timeout)
    survivors: list[str] = []
    for _ in range(50):  # children die with the group; give the kernel a moment to reap them
        survivors = _group_members(process.pid)
        if not survivors:
            break
        time.sleep(0.1)
    return StageRun(None, time.monotonic() - started, killed=True, survivors=survivors)


def copy_root(source: Path, target: Path) -> Path:
    """A full copy (the MLflow store too: its artifact locations point into `source`, which stays)."""
    shutil.copytree(source, target, symlinks=True)
    return target


# ---------------------------------------------------------------- what must hold at any moment


def _client(root: Path) -> Any:
    from mlflow import MlflowClient

    uri = f"sqlite:///{root / 'mlflow.db'}"
    return MlflowClient(tracking_uri=uri, registry_uri=uri)


def _read_parquet(path: Path) -> Any:
    import pandas as pd

    return pd.read_parquet(path)


def _temporary(path: Path) -> bool:
    """A temporary file of an atomic write (`.<name>.<hex>.tmp`) or a staging folder's content."""
    return (path.name.startswith(".") and path.name.endswith(".tmp")) or any(
        part.startswith((".staging-", ".shards-")) or part == "staging" for part in path.parts)


def invariants(root: Path) -> list[str]:
    """Every inconsistency found on the data root `root` (empty: consistent)."""
    problems: list[str] = []
    problems += _parse_all(root)
    if problems:
        return problems
    problems += _ingest_invariants(root)
    problems += _index_invariants(root)
    problems += _registry_invariants(root)
    return problems


def _parse_all(root: Path) -> list[str]:
    """Every JSON and Parquet file the pipeline wrote (not MLflow's own artifacts, not temporaries) parses."""
    import pyarrow.parquet as pq

    problems = []
    for path in sorted(root.rglob("*")):
        if not path.is_file() or _temporary(path.relative_to(root)) or "mlflow-artifacts" in path.parts:
            continue
        try:
            if path.suffix == ".json":
                json.loads(path.read_text(encoding="utf-8"))
            elif path.suffix == ".parquet":
                pq.read_table(path)
        except Exception as err:
            problems.append(f"{path.relative_to(root)} does not parse: {type(err).__name__}: {str(err)[:200]}")
    return problems


def _ingest_invariants(root: Path) -> list[str]:
    ledger_path, chunk_path, docs_path = (root / "ingest" / "ledger.json", root / "chunks" / "chunks.parquet",
                                          root / "chunks" / "documents.parquet")
    if not ledger_path.exists() and not chunk_path.exists():
        return []
    ledger = json.loads(ledger_path.read_text(encoding="utf-8")).get("files", {}) if ledger_path.exists() else {}
    ingested = {path: entry for path, entry in ledger.items() if entry["status"] == "ingested"}
    problems = []
    chunks = _read_parquet(chunk_path) if chunk_path.exists() else None
    per_path: dict[str, set[str]] = {}
    if chunks is not None:
        for paths, sha in zip(chunks.get("source_paths", chunks["source_path"].map(lambda p: [p])),
                              chunks["doc_sha256"]):
            for path in list(paths):
                per_path.setdefault(path, set()).add(sha)
    orphans = sorted(path for path in per_path if path not in ingested)
    if orphans:
        problems.append(f"chunks without an 'ingested' ledger entry: {orphans[:5]} ({len(orphans)} paths)")
    wrong = sorted(path for path, shas in per_path.items() if path in ingested and shas != {ingested[path]["sha256"]})
    if wrong:
        problems.append(f"chunks whose content hash is not the ledger's: {wrong[:5]} ({len(wrong)} paths)")
    missing = sorted(path for path, entry in ingested.items() if entry.get("n_chunks", 0) and path not in per_path)
    if missing:
        problems.append(f"'ingested' ledger entries without chunks: {missing[:5]} ({len(missing)} paths)")
    if docs_path.exists():
        documents = set(_read_parquet(docs_path)["source_path"])
        if documents != set(ingested):
            problems.append(f"document store and ledger disagree: only in the store {sorted(documents - set(ingested))[:5]}, "
                            f"only in the ledger {sorted(set(ingested) - documents)[:5]}")
    elif ingested:
        problems.append("ledger entries but no document store")
    return problems


def _index_contents(folder: Path) -> dict[str, Any]:
    """Per strategy: the FAISS ids (sorted), a digest of the vectors in id order, the chunk ids."""
    import faiss
    import numpy as np

    found = {}
    for strategy_dir in sorted(p for p in folder.iterdir() if (p / "dense.faiss").is_file()):
        dense = faiss.read_index(str(strategy_dir / "dense.faiss"))
        rows = _read_parquet(strategy_dir / "chunks.parquet")
        ids = np.sort(rows["faiss_id"].to_numpy(dtype=np.int64))
        vectors = np.stack([dense.reconstruct(int(i)) for i in ids]) if len(ids) else np.zeros((0, dense.d))
        found[strategy_dir.name] = {"ntotal": int(dense.ntotal), "ids": ids, "vectors": vectors,
                                    "chunk_ids": sorted(rows["chunk_id"].tolist()), "rows": len(rows)}
    return found


def _index_invariants(root: Path) -> list[str]:
    index_root = root / "index"
    pointer = index_root / "CURRENT"
    if not pointer.exists():
        return []
    version = pointer.read_text(encoding="utf-8").strip()
    folder = index_root / version
    if not (folder / "manifest.json").is_file():
        return [f"index/CURRENT names {version!r}, which is not a complete version folder"]
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    problems = []
    contents = _index_contents(folder)
    for strategy, counts in manifest.get("strategies", {}).items():
        got = contents.get(strategy)
        if got is None:
            problems.append(f"index {version}: no {strategy} index")
            continue
        if not got["ntotal"] == got["rows"] == counts["total"]:
            problems.append(f"index {version} {strategy}: {got['ntotal']} vectors, {got['rows']} rows, manifest says "
                            f"{counts['total']}")
    chunk_path = root / "chunks" / "chunks.parquet"
    if chunk_path.exists() and manifest.get("chunks_sha256") == _sha256(chunk_path):
        store = _read_parquet(chunk_path)
        for strategy, got in contents.items():
            expected = sorted(set(store.loc[store["strategy"] == strategy, "chunk_id"]))
            if got["chunk_ids"] != expected:
                problems.append(f"index {version} {strategy}: chunk ids differ from the chunk store it was built "
                                f"from ({len(got['chunk_ids'])} vs {len(expected)})")
    return problems


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def aliases(root: Path) -> dict[str, dict[str, str | None]]:
    """model -> alias -> version (None: not set), read from the data root's MLflow store."""
    if not (root / "mlflow.db").exists():
        return {}
    client = _client(root)
    found: dict[str, dict[str, str | None]] = {}
    for model in client.search_registered_models():
        found[model.name] = {alias: None for alias in ALIASES}
        for alias, version in (model.aliases or {}).items():
            found[model.name][alias] = str(version)
    return found


def _registry_invariants(root: Path) -> list[str]:
    problems = []
    if not (root / "mlflow.db").exists():
        return problems
    client = _client(root)
    versions: dict[str, set[str]] = {}
    for model in client.search_registered_models():
        versions[model.name] = {str(v.version) for v in client.search_model_versions(f"name='{model.name}'")}
        for alias, version in (model.aliases or {}).items():
            if str(version) not in versions[model.name]:
                problems.append(f"{model.name}@{alias} -> v{version}, which does not exist")
    for name in MODELS:
        marker = root / "evaluators" / name / "REGISTERED_VERSION"
        if marker.is_file() and marker.read_text(encoding="utf-8").strip() not in versions.get(name, set()):
            problems.append(f"evaluators/{name} is registered version {marker.read_text().strip()}, which does not exist")
    for manifest_file in ("manifest.json", "previous.json"):
        path = root / "deployments" / manifest_file
        if not path.is_file():
            continue
        manifest = json.loads(path.read_text(encoding="utf-8"))
        if not (root / "index" / str(manifest.get("index_version")) / "manifest.json").is_file():
            problems.append(f"deployments/{manifest_file} names index {manifest.get('index_version')}, which is gone")
        for name, version in (manifest.get("models") or {}).items():
            if str(version) not in versions.get(name, set()):
                problems.append(f"deployments/{manifest_file} names {name} v{version}, which does not exist")
    served = root / "deployments" / "manifest.json"
    journal = root / "deployments" / "promotion_journal.json"
    if journal.is_file():
        # A promotion or rollback killed half-way: its journal must say how to put back a consistent state (the next
        # run does so before anything else), i.e. the champions it recorded are what the manifest it recorded serves.
        record = json.loads(journal.read_text(encoding="utf-8"))
        recorded = record["files"].get("deployments/manifest.json")
        champions = {name: version for name, version in record["aliases"]["champion"].items()}
        models = json.loads(recorded)["models"] if recorded else {}
        if recorded is None and any(version is not None for version in champions.values()):
            problems.append(f"the journal records no manifest but champions {champions}")
        elif recorded is not None and champions != {name: str(v) for name, v in models.items() if name in champions}:
            problems.append(f"the journal records champions {champions} beside a manifest serving {models}")
    elif served.is_file():
        models = json.loads(served.read_text(encoding="utf-8"))["models"]
        champions = {name: got.get("champion") for name, got in aliases(root).items() if name in models}
        if champions != {name: str(version) for name, version in models.items()}:
            problems.append(f"@champion {champions} is not what the deployment manifest serves {models}")
    return problems


# ---------------------------------------------------------------- what a completed run decides


def outcome(root: Path) -> dict[str, Any]:
    """The comparable result of the stages that ran on `root`."""
    found: dict[str, Any] = {}
    chunk_path = root / "chunks" / "chunks.parquet"
    if chunk_path.exists():
        found["chunk_ids"] = sorted(_read_parquet(chunk_path)["chunk_id"].tolist())
    ledger = root / "ingest" / "ledger.json"
    if ledger.exists():
        found["ledger"] = json.loads(ledger.read_text(encoding="utf-8"))
    quarantine = root / "ingest" / "quarantine.json"
    if quarantine.exists():
        found["quarantine"] = [{key: value for key, value in entry.items() if key != "quarantined_at"}
                               for entry in json.loads(quarantine.read_text(encoding="utf-8"))]
    pointer = root / "index" / "CURRENT"
    if pointer.exists():
        folder = root / "index" / pointer.read_text(encoding="utf-8").strip()
        manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
        found["index"] = {"chunks_sha256": manifest.get("chunks_sha256"), "model_id": manifest.get("model_id"),
                          "contents": _index_contents(folder)}
    found["aliases"] = aliases(root)
    served = root / "deployments" / "manifest.json"
    if served.exists():
        manifest = json.loads(served.read_text(encoding="utf-8"))
        found["deployment"] = {"index_version": manifest["index_version"], "models": manifest["models"]}
    return found


def differences(got: dict[str, Any], reference: dict[str, Any], *, versions_may_differ: bool = False) -> list[str]:
    """What `got` decides differently from `reference`. `versions_may_differ`: registry version numbers are not
    compared (a killed training run may have registered a version before it died: numbers move on, by design)."""
    import numpy as np

    problems = []
    for key in ("chunk_ids", "ledger", "quarantine", "deployment"):
        if got.get(key) != reference.get(key):
            problems.append(f"{key} differs from the uninterrupted run")
    if versions_may_differ:
        shape = {name: {alias: version is not None for alias, version in found.items()}
                 for name, found in got.get("aliases", {}).items()}
        expected = {name: {alias: version is not None for alias, version in found.items()}
                    for name, found in reference.get("aliases", {}).items()}
        if shape != expected:
            problems.append(f"aliases set {shape} vs the uninterrupted run {expected}")
    elif got.get("aliases") != reference.get("aliases"):
        problems.append(f"aliases {got.get('aliases')} vs the uninterrupted run {reference.get('aliases')}")
    mine, theirs = got.get("index"), reference.get("index")
    if (mine is None) != (theirs is None):
        problems.append("CURRENT index present in one run only")
    elif mine is not None:
        if (mine["chunks_sha256"], mine["model_id"]) != (theirs["chunks_sha256"], theirs["model_id"]):
            problems.append("the CURRENT index was built from another chunk store or model")
        for strategy in sorted(set(mine["contents"]) | set(theirs["contents"])):
            a, b = mine["contents"].get(strategy), theirs["contents"].get(strategy)
            if a is None or b is None or not np.array_equal(a["ids"], b["ids"]) or a["chunk_ids"] != b["chunk_ids"]:
                problems.append(f"index {strategy}: other ids than the uninterrupted run")
            elif a["vectors"].shape != b["vectors"].shape or not np.allclose(a["vectors"], b["vectors"], atol=1e-5):
                problems.append(f"index {strategy}: other vectors than the uninterrupted run")
    return problems


def leftovers(root: Path) -> list[str]:
    """Staging folders and temporaries of interrupted writes that a completed run should have swept."""
    found = []
    staging = root / "ingest" / "staging"
    if staging.is_dir():
        found += [f"ingest/staging/{entry.name}" for entry in staging.iterdir()]
    index_root = root / "index"
    if index_root.is_dir():
        found += [f"index/{entry.name}" for entry in index_root.iterdir()
                  if entry.name.startswith((".staging-", ".shards-"))]
    evaluators = root / "evaluators"
    if evaluators.is_dir():
        found += [f"evaluators/{entry.name}" for entry in evaluators.iterdir()
                  if entry.is_dir() and entry.name.startswith(".")]
    found += [str(path.relative_to(root)) for path in root.rglob(".*.tmp")]
    return sorted(found)


# ---------------------------------------------------------------- a promotable root, and a real tracking server

# Promotion settings that keep it quick (5 questions per set), keep the noisy P95 latency of a shared 2-core
# machine out of the decision (the gate's arithmetic is unit-tested) and lift the user-level bounds the sample models
# miss on purpose (tests/lifecycle_bounds.py): these tests need a promotion that passes.
PROMOTE_OVERRIDES = {"promotion.limit": 5, "promotion.thresholds.latency_p95_seconds.absolute": 100,
                     "promotion.thresholds.latency_p95_seconds.max_relative_regression": 100, **LIFECYCLE_BOUNDS}


def promote_overrides(trained_root: Path) -> dict[str, Any]:
    return {"ingest.source": trained_root.parent / "sample_corpus", **PROMOTE_OVERRIDES}


def shared_folder(tmp_path_factory: Any) -> Path:
    """The folder pytest-xdist workers share (the parent of their own base folders), as tests/conftest.py does."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


def evaluated_root(trained_root: Path, shared: Path) -> Path:
    """The shared trained sample root (evaluators v1 @challenger, no champion) after `ragops evaluate`: what
    `ragops promote` then acts on without measuring again. Built once per test run (pytest-xdist workers share it,
    under a file lock); read it, copy it with `copy_root`."""
    from filelock import FileLock

    root, done = shared / "crash_evaluated" / "data", shared / "crash_evaluated" / "DONE"
    with FileLock(str(shared / "crash_evaluated.lock")):
        if not done.exists():
            shutil.rmtree(root.parent, ignore_errors=True)
            root.parent.mkdir(parents=True)
            shutil.copytree(trained_root, root)
            evaluated = run_stage(root, promote_overrides(trained_root), "evaluate")
            assert evaluated.rc == 0, evaluated.stderr[-3000:]
            done.write_text("evaluated\n")
    return root


class MlflowServer:
    """`mlflow server` on 127.0.0.1 over a data root's own sqlite store and artifact folder (the scale-out
    configuration, README "MLflow"), in its own process group so that it can be killed whole and started again."""

    def __init__(self, root: Path, log: Path) -> None:
        from tasks.core.server_process import free_port

        self.root, self.log, self.port = root, log, free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self, timeout: float = 120) -> None:
        import httpx

        mlflow = Path(sys.executable).parent / "mlflow"
        argv = [str(mlflow), "server", "--backend-store-uri", f"sqlite:///{self.root / 'mlflow.db'}",
                "--default-artifact-root", str(self.root / "mlflow-artifacts"), "--no-serve-artifacts",
                "--host", "127.0.0.1", "--port", str(self.port), "--workers", "1"]
        with self.log.open("ab") as sink:
            self.process = subprocess.Popen(argv, stdout=sink, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                            env=stage_env(), start_new_session=True)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"mlflow server exited {self.process.returncode}: {self.log.read_text()[-2000:]}")
            try:
                if httpx.get(f"{self.url}/health", timeout=2).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.3)
        raise RuntimeError(f"mlflow server not ready after {timeout} s: {self.log.read_text()[-2000:]}")

    def kill(self) -> None:
        if self.process is not None and self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(30)
        self.process = None

    def client_env(self) -> dict[str, str]:
        """A client of this server that gives up at once when it is gone (MLflow retries a refused connection with
        backoff for minutes by default)."""
        return {"MLFLOW_TRACKING_URI": self.url, "MLFLOW_HTTP_REQUEST_MAX_RETRIES": "0",
                "MLFLOW_HTTP_REQUEST_TIMEOUT": "20"}
