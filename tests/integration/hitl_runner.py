"""Run one DAG with `dag.test()` and answer its human-in-the-loop approval step through Airflow's REST API.

`dag.test()` runs in the main thread; a second thread waits until the approval task is parked in `awaiting_input`,
notes what the reviewer would see (subject, body), and answers with `PATCH /api/v2/dags/{dag}/dagRuns/{run}/
taskInstances/{task}/-1/hitlDetails` on Airflow's own API app (FastAPI TestClient, a JWT for the reviewer). Prints
the run's final state, every task's state and what the approval step showed, as JSON.
Usage: python hitl_runner.py DAG_ID CONF_JSON TASK_ID Approve|Reject USER
"""

from __future__ import annotations

import json
import sys
import threading
import time


def main(dag_id: str, conf: dict, task_id: str, option: str, user: str) -> None:
    # Everything the answering thread touches is imported here first: a lazy import racing dag.test()'s own lazy
    # imports deadlocks on the import lock.
    import airflow.models.dagrun  # noqa: F401
    import sqlalchemy.orm
    from airflow.api_fastapi.app import create_app, get_auth_manager
    from airflow.api_fastapi.auth.managers.simple.user import SimpleAuthManagerUser
    from airflow.api_fastapi.core_api.routes.public import hitl  # noqa: F401
    from airflow.dag_processing.dagbag import DagBag
    from airflow.models import import_all_models
    from airflow.models.hitl import HITLDetail
    from airflow.models.taskinstance import TaskInstance
    from airflow.settings import DAGS_FOLDER
    from airflow.utils.session import create_session
    from airflow.utils.state import TaskInstanceState
    from fastapi.testclient import TestClient
    from sqlalchemy import select

    import_all_models()
    sqlalchemy.orm.configure_mappers()
    bag = DagBag(dag_folder=DAGS_FOLDER)
    if bag.import_errors:
        raise SystemExit(f"DAG import errors: {bag.import_errors}")
    dag = bag.dags[dag_id]
    client = TestClient(create_app(apps="core"))
    observed: dict = {}

    def answer() -> None:
        deadline = time.monotonic() + 900
        while time.monotonic() < deadline:
            with create_session() as session:
                row = session.execute(
                    select(TaskInstance.run_id, TaskInstance.state, HITLDetail.subject, HITLDetail.body)
                    .join(HITLDetail, HITLDetail.ti_id == TaskInstance.id)
                    .where(TaskInstance.dag_id == dag_id, TaskInstance.task_id == task_id,
                           HITLDetail.responded_at.is_(None))).first()
            if row is not None and row.state == TaskInstanceState.AWAITING_INPUT:
                observed.update(state=str(row.state), subject=row.subject, body=row.body)
                token = get_auth_manager().generate_jwt(SimpleAuthManagerUser(username=user, role="ADMIN"))
                reply = client.patch(f"/api/v2/dags/{dag_id}/dagRuns/{row.run_id}/taskInstances/{task_id}/-1/"
                                     "hitlDetails", json={"chosen_options": [option], "params_input": {}},
                                     headers={"Authorization": f"Bearer {token}"})
                observed.update(status=reply.status_code, response=reply.json())
                return
            time.sleep(0.5)
        observed["status"] = "never saw the approval step waiting"

    responder = threading.Thread(target=answer, daemon=True)
    responder.start()
    dag_run = dag.test(run_conf=conf)
    responder.join(10)
    states = {ti.task_id: str(ti.state) for ti in dag_run.get_task_instances()}
    print(json.dumps({"state": str(dag_run.state), "tasks": states, "approval": observed}, default=str))


if __name__ == "__main__":
    main(sys.argv[1], json.loads(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5])
