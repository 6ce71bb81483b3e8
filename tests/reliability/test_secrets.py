"""Secrets never leak (issue 18): a small full lifecycle — `ragops ingest` (an encrypted PDF opened with a password
from `ingest.passwords`), `embed`, `train`, `ragops serve`, `promote` (which reloads the running server over
`POST /admin/reload` with the admin token) — runs as CLI subprocesses with distinctive secret values in the
environment and the settings; afterwards no file under the data root (reports, logs, the MLflow sqlite store and
artifacts, ledger, manifests, the server's log) and nothing the commands printed holds any of them.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from tests.conftest import copy_data_root
from tests.reliability import crash
from tests.reliability.report import record

pytestmark = pytest.mark.slow

PDF_PASSWORD = "pdfpw-Qz8vK2-do-not-log"
SECRETS = {
    "RAGOPS_ADMIN_TOKEN": "admintoken-9Hq2ZxL4-do-not-log",  # serving.admin_token_env in params.yaml
    "AWS_SECRET_ACCESS_KEY": "awssecret-Vb71LmQpR3-do-not-log",
    "AWS_ACCESS_KEY_ID": "AKIADONOTLOG4REL18X",
    "MLFLOW_TRACKING_PASSWORD": "mlflowpw-Jx3Rr8Tn-do-not-log",
    "OPENAI_API_KEY": "sk-openai-Ty5WqP0-do-not-log",  # serving.generation.openai.api_key_env
}


def _encrypted_pdf(target: Path, password: str) -> None:
    """A one-page PDF encrypted (128-bit) with `password`: ingest reads it only with the configured password."""
    from reportlab.lib import pdfencrypt
    from reportlab.pdfgen import canvas

    target.parent.mkdir(parents=True, exist_ok=True)
    page = canvas.Canvas(str(target), encrypt=pdfencrypt.StandardEncryption(password, ownerPassword=password + "-o",
                                                                            strength=128))
    for number, line in enumerate(["Confidential maintenance bulletin MB-77.",
                                   "The HX-900 descaling interval is 45 days from 1 March 2026.",
                                   "Technicians record each descaling in the service log before closing a ticket."]):
        page.drawString(72, 800 - 20 * number, line)
    page.save()


def test_no_secret_reaches_a_file_or_the_output(sample_built_root: Path, sample_trained_root: Path,
                                                 tmp_path: Path) -> None:
    from tests.integration.serving_server import running_server

    root = copy_data_root(sample_built_root, tmp_path / "data")
    corpus = tmp_path / "corpus"
    shutil.copytree(sample_trained_root.parent / "sample_corpus", corpus)  # its query splits reduced
    _encrypted_pdf(corpus / "secret" / "bulletin.pdf", PDF_PASSWORD)
    overrides = {**crash.promote_overrides(sample_trained_root), "ingest.source": corpus,
                 "ingest.passwords": '{"secret/*.pdf": "' + PDF_PASSWORD + '"}', "evaluators.dcee.epochs": 30}
    outputs: list[str] = []

    def stage(*command: str, **extra: object) -> crash.StageRun:
        run = crash.run_stage(root, {**overrides, **extra}, *command, env=SECRETS)
        outputs.extend([run.stdout, run.stderr])
        assert run.rc == 0, f"ragops {' '.join(command)}: {run.stderr[-3000:]}"
        return run

    ingested = stage("ingest").json()
    assert ingested["quarantined"] == 0 and not any("secret/" in item["source_path"] for item in ingested["quarantine"])
    stage("embed")
    stage("train")
    serve_overrides = [f"{key}={value}" for key, value in overrides.items() if key != "ingest.passwords"]
    serve_overrides.append("serving.watch_interval_seconds=0")
    serve_log = root / "serve.log"
    with running_server(root, serve_overrides, env={**crash.OFFLINE_ENV, **SECRETS}, log=serve_log) as url:
        promoted = stage("promote", **{"promotion.serving_url": url}).json()
    assert promoted["action"] == "promoted", promoted.get("message")
    assert promoted["smoke"]["server"] == url  # reloaded over /admin/reload, with the token

    needles = {name: value.encode() for name, value in {**SECRETS, "ingest.passwords": PDF_PASSWORD}.items()}
    leaks, scanned = [], 0
    for path in sorted(p for p in root.rglob("*") if p.is_file() and not p.is_symlink()):
        scanned += 1
        data = path.read_bytes()
        leaks += [f"{name} in {path.relative_to(root)}" for name, needle in needles.items() if needle in data]
    for number, text in enumerate(outputs):
        leaks += [f"{name} in the output of command {number // 2 + 1}" for name, needle in needles.items()
                  if needle.decode() in text]
    record("secrets", files_scanned=scanned, outputs_scanned=len(outputs), leaks=len(leaks),
           secrets=sorted(needles))
    assert scanned > 50 and os.path.getsize(root / "mlflow.db") > 0
    assert not leaks, "\n".join(leaks)
