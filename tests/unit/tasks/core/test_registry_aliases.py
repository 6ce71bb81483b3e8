"""The registry operations promotion uses, on a real MLflow SQLite store: aliases, version tags, and a clear
RegistryUnavailable (not a hang, not a half move) when the store does not answer."""

from __future__ import annotations

from pathlib import Path

import pytest

from tasks.core.paths import DataPaths
from tasks.core.registry import MODEL_NAMES, RegistryUnavailable, open_registry
from tasks.core.settings import load_settings


@pytest.fixture
def store(tmp_path: Path, monkeypatch) -> tuple:
    monkeypatch.delenv("MLFLOW_TRACKING_URI", raising=False)
    settings, paths = load_settings(), DataPaths(tmp_path)
    with open_registry(settings, paths) as registry:
        for name in MODEL_NAMES:
            registry.client.create_registered_model(name)
            for _ in range(2):
                registry.client.create_model_version(name, source=(tmp_path / name).as_uri())
    return settings, paths


def test_aliases_move_and_read_back_and_missing_ones_are_none(store):
    settings, paths = store
    with open_registry(settings, paths) as registry:
        assert registry.alias_versions("champion") == {name: None for name in MODEL_NAMES}
        assert registry.alias_versions("latest") == {name: "2" for name in MODEL_NAMES}
        registry.set_alias("dcee", "champion", "1")
        assert registry.alias_versions("champion")["dcee"] == "1"
        registry.delete_alias("dcee", "champion")
        registry.delete_alias("dcee", "champion")  # not set: nothing to delete, no error
        assert registry.alias_versions("champion")["dcee"] is None
        assert registry.version_exists("dcee", "2") and not registry.version_exists("dcee", "9")


def test_version_tags_round_trip(store):
    settings, paths = store
    with open_registry(settings, paths) as registry:
        registry.tag_version("t3d_ranker", "2", {"validation_status": "failed", "gate.reasons": '["FAIL x"]'})
        assert registry.version_tags("t3d_ranker", "2") == {"validation_status": "failed", "gate.reasons": '["FAIL x"]'}


def test_an_unreachable_tracking_server_is_a_clear_error(tmp_path: Path, monkeypatch):
    from tasks.core.server_process import free_port

    monkeypatch.setenv("MLFLOW_TRACKING_URI", f"http://127.0.0.1:{free_port()}")
    monkeypatch.setenv("MLFLOW_HTTP_REQUEST_MAX_RETRIES", "0")
    monkeypatch.setenv("MLFLOW_HTTP_REQUEST_TIMEOUT", "5")
    with pytest.raises(RegistryUnavailable, match="model registry: connecting failed"):
        with open_registry(load_settings(), DataPaths(tmp_path)):
            pass
