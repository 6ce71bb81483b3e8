"""The scale-out stack of tests/distributed/cluster.py, started once per `make test-distributed` run: the DAG test
(test_celery_s3.py) builds the data root on S3, and the serving-replica test (test_serving_replicas.py) serves it,
so the second does not repeat the 5-10 minutes of DAG runs the first takes."""

from __future__ import annotations

import shutil
import tempfile
import time
from pathlib import Path

import pytest

from tests.distributed.cluster import Cluster, ensure_system_packages


@pytest.fixture(scope="session")
def cluster():
    ensure_system_packages()
    home = Path(tempfile.mkdtemp(prefix="ragops-distributed-"))
    cluster = Cluster(home)
    started = time.monotonic()
    try:
        cluster.start_postgres()
        cluster.start_redis()
        cluster.start_s3()
        cluster.start_mlflow()
        yield cluster
    finally:
        cluster.stop()
        print(f"\n==> services up and down in {time.monotonic() - started:.0f} s; logs were in {cluster.logs}")
        shutil.rmtree(home, ignore_errors=True)
