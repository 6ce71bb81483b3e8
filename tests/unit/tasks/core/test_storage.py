"""A data root on object storage (tasks/core/storage.py), on fsspec's in-memory filesystem — a real fsspec
implementation, so what runs here is the code path that runs against S3 (tests/distributed runs it on an S3
server): workspaces pull, changes go back with the pointers last, a failed stage writes nothing back, and the CLI's
stages give on a `memory://` root exactly what they give on a local folder."""

from __future__ import annotations

import json
import shutil
import uuid
from pathlib import Path
from typing import ClassVar

import fsspec
import pandas as pd
import pytest
from fsspec.implementations.memory import MemoryFileSystem

from tasks.cli import main
from tasks.core.paths import SHARED_TESTDATA, DataPaths
from tasks.core.settings import load_settings
from tasks.core.storage import POINTERS, Mirror, is_remote, workspace
from tasks.core.tracking import tracking_uri


@pytest.fixture
def root() -> str:
    """A fresh bucket-like prefix on the in-memory filesystem."""
    return f"memory://bucket-{uuid.uuid4().hex[:8]}/data"


def _files(url: str) -> dict[str, bytes]:
    fs, base = fsspec.core.url_to_fs(url)
    return {key[len(base) + 1:]: fs.cat(key) for key in fs.find(base)}


def test_is_remote_tells_urls_from_folders():
    assert is_remote("s3://bucket/data") and is_remote("memory://x/y") and is_remote("gs://b")
    assert not is_remote("data") and not is_remote("/srv/data") and not is_remote("file:///srv/data")


def test_a_workspace_pulls_the_root_and_pushes_back_what_the_stage_changed(root: str):
    fs, base = fsspec.core.url_to_fs(root)
    fs.pipe({f"{base}/index/CURRENT": b"v1", f"{base}/index/v1/dense.faiss": b"old", f"{base}/keep.txt": b"same",
             f"{base}/mlflow.db": b"never mirrored"})
    with workspace(root) as local:
        assert (local / "index" / "v1" / "dense.faiss").read_bytes() == b"old"
        assert not (local / "mlflow.db").exists()  # an embedded store belongs to one machine
        (local / "index" / "v2").mkdir()
        (local / "index" / "v2" / "dense.faiss").write_bytes(b"new")
        (local / "index" / "CURRENT").write_text("v2")
        shutil.rmtree(local / "index" / "v1")  # pruned
        (local / ".x.tmp").write_text("an interrupted atomic write")
    assert _files(root) == {"index/CURRENT": b"v2", "index/v2/dense.faiss": b"new", "keep.txt": b"same",
                            "mlflow.db": b"never mirrored"}
    assert not local.exists()  # the workspace is removed


def test_a_failed_stage_writes_nothing_back(root: str):
    fs, base = fsspec.core.url_to_fs(root)
    fs.pipe(f"{base}/index/CURRENT", b"v1")
    with pytest.raises(RuntimeError, match="validation"), workspace(root) as local:
        (local / "index" / "CURRENT").write_text("v2")
        (local / "new.parquet").write_bytes(b"half")
        raise RuntimeError("validation failed")
    assert _files(root) == {"index/CURRENT": b"v1"}


def test_pull_limits_to_the_prefixes_a_task_reads(root: str):
    fs, base = fsspec.core.url_to_fs(root)
    fs.pipe({f"{base}/runs/a/settings.json": b"{}", f"{base}/ingest/staging/r1/batch_0000.json": b"{}",
             f"{base}/ingest/staging/r1/batch_0001.json": b"{}", f"{base}/chunks/chunks.parquet": b"big"})
    with workspace(root, pull=["runs/a/settings.json", "ingest/staging/r1/batch_0001.json"], push=False) as local:
        pulled = sorted(path.relative_to(local).as_posix() for path in local.rglob("*") if path.is_file())
    assert pulled == ["ingest/staging/r1/batch_0001.json", "runs/a/settings.json"]


class RecordingMemoryFS(MemoryFileSystem):
    """The in-memory filesystem, recording the order of uploads (what a reader could observe on S3)."""

    protocol = "recmem"
    root_marker = "/"
    uploads: ClassVar[list[str]] = []

    def put_file(self, lpath, rpath, **kwargs):
        type(self).uploads.append(rpath)
        return super().put_file(lpath, rpath, **kwargs)


def test_pointers_are_uploaded_after_the_files_they_name_and_in_reading_order(tmp_path: Path):
    fs = RecordingMemoryFS()
    RecordingMemoryFS.uploads = []
    local = tmp_path / "ws"
    mirror = Mirror("recmem://b/data", local, fs=fs)
    for relative in ["deployments/manifest.json", "index/CURRENT", "ingest/ledger.json", "chunks/chunks.parquet",
                     "index/v2/dense.faiss", "evaluators/dcee/model.pt", "reports/x.json"]:
        (local / relative).parent.mkdir(parents=True, exist_ok=True)
        (local / relative).write_text(relative)
    mirror.push()
    order = [key.split("/data/", 1)[1] for key in RecordingMemoryFS.uploads]
    data, pointers = order[:3], order[3:]
    assert set(data) == {"index/v2/dense.faiss", "evaluators/dcee/model.pt", "reports/x.json"}
    assert pointers == [name for name in POINTERS if name in pointers]  # chunk store, ledger, CURRENT, manifest
    assert pointers == ["chunks/chunks.parquet", "ingest/ledger.json", "index/CURRENT", "deployments/manifest.json"]


def test_a_remote_root_without_an_mlflow_server_is_refused_before_any_work(monkeypatch):
    monkeypatch.delenv("MLFLOW_TRACKING_URI", raising=False)
    paths = DataPaths(Path("/tmp/ws"), origin="s3://bucket/data")
    with pytest.raises(ValueError, match="MLFLOW_TRACKING_URI"):
        tracking_uri(load_settings(), paths)


def test_ingest_and_embed_on_an_object_store_root_equal_the_same_on_a_local_folder(tmp_path: Path, root: str,
                                                                                   monkeypatch):
    """The CLI stages on `memory://…` (mirrored, pushed back) and on a folder: the same chunks and index."""
    source = tmp_path / "source"
    source.mkdir()
    pdfs = sorted(SHARED_TESTDATA.rglob("*.pdf"), key=lambda path: (path.stat().st_size, path.name))[:3]
    assert pdfs, f"no PDFs under {SHARED_TESTDATA}"
    for pdf in pdfs:
        shutil.copy(pdf, source / pdf.name)
    tracking = f"sqlite:///{tmp_path / 'mlflow.db'}"
    monkeypatch.setenv("MLFLOW_TRACKING_URI", tracking)
    common = ["--set", f"ingest.source={source}", "--set", "ingest.ocr.enabled=false"]
    local_root = tmp_path / "local"
    for data_root in (str(local_root), root):
        for command in (["ingest", "--no-progress"], ["embed", "--no-progress"]):
            assert main(["--data-root", data_root, *common, *command]) == 0, (data_root, command)

    remote = _files(root)
    local_chunks = pd.read_parquet(local_root / "chunks" / "chunks.parquet")
    remote_chunks = pd.read_parquet(fsspec.open(f"{root}/chunks/chunks.parquet").open())
    assert len(local_chunks) > 0
    assert remote_chunks["chunk_id"].tolist() == local_chunks["chunk_id"].tolist()
    version = remote["index/CURRENT"].decode().strip()
    manifest = json.loads(remote[f"index/{version}/manifest.json"])
    assert manifest["total"] == json.loads((local_root / "index" / "last_report.json").read_text())["total"]
    local_version = (local_root / "index" / "CURRENT").read_text().strip()
    for strategy_file in [key for key in remote if key.startswith(f"index/{version}/") and key.endswith(".faiss")]:
        relative = strategy_file.split("/", 2)[2]
        assert remote[strategy_file] == (local_root / "index" / local_version / relative).read_bytes(), relative
    assert not [key for key in remote if "/staging/" in key or "/.shards-" in key or key == "mlflow.db"]
