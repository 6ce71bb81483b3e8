"""vLLM serves the AWQ student (compressed-tensors W4A16, what `ragops quantize` writes) on 127.0.0.1, and the
serving runtime's `openai` backend answers through it."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time

import pytest

from tests.gpu.tiny_awq import awq_checkpoint, tiny_checkpoint


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.mark.gpu
@pytest.mark.timeout(1200)
def test_vllm_serves_the_awq_student(tmp_path):
    pytest.importorskip("vllm")
    import httpx

    from serving.generation import build_generator
    from tasks.core.settings import load_settings

    checkpoint = awq_checkpoint(tiny_checkpoint(tmp_path / "full"), tmp_path / "awq")
    port = _free_port()
    vllm = shutil.which("vllm") or str(os.path.join(os.path.dirname(sys.executable), "vllm"))
    log = open(tmp_path / "vllm.log", "w")
    server = subprocess.Popen([vllm, "serve", str(checkpoint), "--host", "127.0.0.1", "--port", str(port),
                               "--served-model-name", "student-awq", "--max-model-len", "1024",
                               "--gpu-memory-utilization", "0.3", "--enforce-eager"], stdout=log,
                              stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 900
        while time.monotonic() < deadline:
            assert server.poll() is None, (tmp_path / "vllm.log").read_text()[-3000:]
            try:
                if httpx.get(f"http://127.0.0.1:{port}/v1/models", timeout=5).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            time.sleep(3)
        else:
            pytest.fail("vLLM did not become ready: " + (tmp_path / "vllm.log").read_text()[-3000:])
        settings = load_settings(overrides={"serving.generation.backend": "openai",
                                            "serving.generation.openai.base_url": f"http://127.0.0.1:{port}/v1",
                                            "serving.generation.openai.model": "student-awq"})
        generator = build_generator(settings.serving.generation)
        text = generator.generate([{"role": "user", "content": "What does error E42 mean?"}], 0.0, 16)
        assert isinstance(text, str) and text
        assert "quantization" in (tmp_path / "vllm.log").read_text().lower()
    finally:
        server.terminate()
        server.wait(timeout=60)
        log.close()
