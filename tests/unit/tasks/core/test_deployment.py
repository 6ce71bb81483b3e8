"""The deployment manifest: what serving serves, written atomically, refused with a reason when unusable."""

from __future__ import annotations

import json

import pytest

from tasks.core.deployment import (
    DeploymentManifest,
    ManifestError,
    default_deployment,
    read_deployment,
    write_deployment,
)

MODELS = {"dcee": "3", "t3d_intent": "2", "t3d_ranker": "3"}


def test_write_then_read_round_trip(tmp_path):
    path = tmp_path / "deployments" / "manifest.json"
    assert read_deployment(path) is None
    written = write_deployment(path, "20261202T000000Z-abc123", MODELS, {"backend": "openai"}, created_by="promote")
    read = read_deployment(path)
    assert read == written and read.source == "manifest" and read.deployment_id.startswith("d-")
    assert json.loads(path.read_text())["models"] == MODELS
    assert [p.name for p in path.parent.iterdir()] == ["manifest.json"]  # no temporary left behind


@pytest.mark.parametrize(("payload", "message"), [
    ([], "expected a JSON object"),
    ({"models": MODELS}, "index_version"),
    ({"index_version": "v1", "models": {"dcee": "1"}}, "models must give a version for each"),
    ({"index_version": "v1", "models": {**MODELS, "dcee": "champion"}}, "registry version numbers"),
    ({"index_version": "v1", "models": MODELS, "generator": "openai"}, "generator must be an object"),
    ({"index_version": "v1", "models": MODELS, "colour": "blue"}, "unknown keys"),
    ({"index_version": "v1", "models": {**MODELS, "reranker": "1"}}, "and may for"),
    ({"index_version": "v1", "models": {**MODELS, "generator": "latest"}}, "registry version numbers"),
])
def test_unusable_manifests_are_refused_with_the_reason(payload, message):
    with pytest.raises(ManifestError, match=message):
        DeploymentManifest.from_dict(payload)


def test_unreadable_file_and_derived_ids(tmp_path):
    path = tmp_path / "manifest.json"
    path.write_text("{not json")
    with pytest.raises(ManifestError, match="not readable as JSON"):
        read_deployment(path)
    one = DeploymentManifest.from_dict({"index_version": "v1", "models": MODELS})
    assert one.deployment_id == DeploymentManifest.from_dict({"index_version": "v1", "models": MODELS}).deployment_id
    assert one.deployment_id != DeploymentManifest.from_dict({"index_version": "v2", "models": MODELS}).deployment_id
    fallback = default_deployment("champion")
    assert fallback.source == "default" and fallback.index_version is None and fallback.models == {"alias": "champion"}


def test_a_registered_generator_is_an_optional_model():
    manifest = DeploymentManifest.from_dict({"index_version": "v1", "models": {**MODELS, "generator": 2},
                                             "generator": {"backend": "transformers"}})
    assert manifest.models["generator"] == "2"
    assert manifest.deployment_id != DeploymentManifest.from_dict({"index_version": "v1", "models": MODELS}).deployment_id
