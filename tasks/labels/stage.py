"""Stage package `labels`: the label store and the active-learning queue (docs/stages/train.md#active-learning).

Its entry points, each called by the CLI (tasks/cli/labels.py, tasks/cli/training.py), the DAGs and dvc:

| entry point | what | CLI | dvc stage | DAG: task |
|---|---|---|---|---|
| `ensure_label_store` (store.py) | an empty label store where there is none | `ragops labels init` | `labels_init` | — (once per data root) |
| `import_labels` (store.py) | a Label Studio export merged into the store | `ragops labels import FILE` | — (human input) | `import_labels`: `import_labels` |
| `export_queue` (queue.py) | the unlabelled pool scored, the least certain -> the Label Studio queue | `ragops export-queue` | `export_queue` | `train_evaluators`: `export_queue` |

`ragops train` (tasks/evaluators/stage.py) ends with `export_queue` too, scored with the models it just saved.
"""

from __future__ import annotations

from tasks.labels.queue import export_queue
from tasks.labels.store import ensure_label_store, import_labels

__all__ = ["ensure_label_store", "export_queue", "import_labels"]
