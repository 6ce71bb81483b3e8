"""Run one DAG with `dag.test()` in this interpreter and print its final state as JSON.

Used by the integration tests in a subprocess, so each run gets a clean Airflow configuration
(AIRFLOW_HOME, DAGS_FOLDER and the SQLite metadata DB come from the environment the test sets).
Usage: python dag_runner.py DAG_ID '{"ingest": {"source": "..."}}'
"""

from __future__ import annotations

import json
import sys


def main(dag_id: str, conf: dict) -> None:
    from airflow.dag_processing.dagbag import DagBag
    from airflow.settings import DAGS_FOLDER

    bag = DagBag(dag_folder=DAGS_FOLDER)
    if bag.import_errors:
        raise SystemExit(f"DAG import errors: {bag.import_errors}")
    dag_run = bag.dags[dag_id].test(run_conf=conf)
    instances = dag_run.get_task_instances()
    states = {_name(ti): str(ti.state) for ti in instances}
    counts, extras = asset_events()
    print(json.dumps({"state": str(dag_run.state), "tasks": states,
                      "tries": {_name(ti): ti.try_number for ti in instances},
                      "map_names": {_name(ti): ti.rendered_map_index for ti in instances if ti.map_index >= 0},
                      "asset_events": counts, "asset_extras": extras}))


def _name(ti) -> str:
    return ti.task_id + (f"[{ti.map_index}]" if ti.map_index >= 0 else "")


def asset_events() -> tuple[dict[str, int], dict[str, dict]]:
    """Per asset name, the events recorded so far in this metadata DB and the `extra` of the newest one (what the
    assets view shows for it): one pass over the events, oldest first."""
    from airflow.models.asset import AssetEvent, AssetModel
    from airflow.utils.session import create_session
    from sqlalchemy import select

    counts: dict[str, int] = {}
    newest: dict[str, dict] = {}
    with create_session() as session:
        for name, extra in session.execute(select(AssetModel.name, AssetEvent.extra)
                                           .join(AssetEvent, AssetEvent.asset_id == AssetModel.id)
                                           .order_by(AssetEvent.id)):
            counts[name] = counts.get(name, 0) + 1
            newest[name] = dict(extra or {})
    return counts, newest


if __name__ == "__main__":
    main(sys.argv[1], json.loads(sys.argv[2]) if len(sys.argv) > 2 else {})
