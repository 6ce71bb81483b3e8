"""Airflow's own cost per task under `dag.test()`, for `ragops bench orchestration` (tasks/bench/orchestration.py).

Run as `python -m dags._overhead DAG_ID RUNS CONF_JSON` in an environment whose AIRFLOW_HOME, DAGS_FOLDER and metadata
DB the benchmark prepared; prints one JSON line. It lives here, not in tasks/, because only dags/ may import Airflow
(docs/design.md#layout-and-dependency-rules); it is not a DAG file (.airflowignore).

Each run is one `dag.test()` in this process: the first is cold (the DAG's task modules, Airflow's executor
plumbing and the SQLAlchemy session are loaded on first use), the later ones warm, as in a long-lived worker. Per run:
wall time, task instances and their states, and the sum of the task instances' own durations (start to end of
each task as Airflow recorded it). What is left of the wall time, divided by the task instances, is what `dag.test()`
adds between tasks (scheduling the next one, recording states); with tasks that do nothing, the whole wall time
divided by the tasks is Airflow's cost per task.
"""

from __future__ import annotations

import json
import sys
import time


def measure(dag_id: str, runs: int, conf: dict) -> dict:
    started = time.perf_counter()
    from airflow.dag_processing.dagbag import DagBag
    from airflow.settings import DAGS_FOLDER

    bag = DagBag(dag_folder=DAGS_FOLDER)
    if bag.import_errors:
        raise SystemExit(f"DAG import errors: {bag.import_errors}")
    parse_seconds = time.perf_counter() - started
    dag = bag.dags[dag_id]
    measured = []
    for _ in range(runs):
        clock = time.perf_counter()
        dag_run = dag.test(run_conf=conf)
        wall = time.perf_counter() - clock
        instances = dag_run.get_task_instances()
        in_tasks = sum(ti.duration or 0.0 for ti in instances)
        states: dict[str, int] = {}
        for ti in instances:
            states[str(ti.state)] = states.get(str(ti.state), 0) + 1
        measured.append({"state": str(dag_run.state), "wall_s": round(wall, 3), "task_instances": len(instances),
                         "states": states, "in_tasks_s": round(in_tasks, 3),
                         "per_task_s": round(wall / max(len(instances), 1), 4),
                         "between_tasks_per_task_s": round((wall - in_tasks) / max(len(instances), 1), 4)})
    return {"dag_id": dag_id, "import_and_parse_s": round(parse_seconds, 3), "runs": measured}


if __name__ == "__main__":
    print(json.dumps(measure(sys.argv[1], int(sys.argv[2]), json.loads(sys.argv[3]) if len(sys.argv) > 3 else {})))
