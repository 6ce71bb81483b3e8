"""The promotion journal: a promotion (or rollback) that stops half-way — the process killed, the registry gone
between two alias moves — is undone before anything reads what serving serves again.

MLflow moves one alias per call, so `@champion` on three models cannot move atomically; the deployment manifest is a
separate file again. Before the first move, `begin` writes `deployments/promotion_journal.json` (atomically) with
everything the moves will change: each model's `@champion` and `@previous` before, and the bytes of the manifests
(absent ones as null). `finish` removes it once the promotion has completed or has been undone. A journal found
later means the process never got that far: `recover` (called by `champion_deployment`, so by evaluate, gate,
promote and rollback) puts every alias and manifest back as the journal recorded them and removes it; the next
promotion then starts from the state the interrupted one started from, and decides as if it had never run. A
registry that is still unreachable makes `recover` raise (RegistryUnavailable): nothing proceeds on a half-moved
state, and the journal stays for the next try.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tasks.core.atomic import write_bytes_atomic, write_json_atomic
from tasks.core.paths import DataPaths

log = logging.getLogger(__name__)
JOURNAL_NAME = "promotion_journal.json"


def journal_path(paths: DataPaths) -> Path:
    return paths.deployments_dir / JOURNAL_NAME


def begin(paths: DataPaths, action: str, aliases: Mapping[str, Mapping[str, str | None]],
          files: Mapping[Path, bytes | None]) -> None:
    """Record the state a promotion/rollback is about to change: `aliases` alias -> model -> version (None: unset),
    `files` path -> bytes (None: absent)."""
    write_json_atomic(journal_path(paths), {
        "action": action, "started_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "aliases": {alias: dict(versions) for alias, versions in aliases.items()},
        "files": {_name(paths, path): None if payload is None else payload.decode("utf-8")
                  for path, payload in files.items()},
    })


def _name(paths: DataPaths, path: Path) -> str:
    """A path under the data root relative to it (a data root copied or moved keeps its journal usable)."""
    try:
        return Path(path).relative_to(paths.root).as_posix()
    except ValueError:
        return str(path)  # serving.manifest outside the data root


def finish(paths: DataPaths) -> None:
    journal_path(paths).unlink(missing_ok=True)


def restore(registry: Any, aliases: Mapping[str, Mapping[str, str | None]], files: Mapping[Path, bytes | None]) -> None:
    """Manifests first (what serving serves: local files, no registry needed), then the aliases."""
    for path, payload in files.items():
        if payload is None:
            Path(path).unlink(missing_ok=True)
        else:
            write_bytes_atomic(Path(path), payload)
    for alias, versions in aliases.items():
        for name, version in versions.items():
            if version is None:
                registry.delete_alias(name, alias)
            else:
                registry.set_alias(name, alias, version)


def recover(registry: Any, paths: DataPaths) -> dict[str, Any] | None:
    """Undo an interrupted promotion or rollback (module docstring); None when there was none."""
    import json

    path = journal_path(paths)
    if not path.is_file():
        return None
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:  # written atomically: only a damaged disk gets here
        raise RuntimeError(f"{path}: an interrupted promotion's journal is unreadable ({err}); check the aliases and "
                           "deployments/manifest.json by hand, then remove it") from None
    files = {paths.root / name: None if text is None else text.encode("utf-8") for name, text in record["files"].items()}
    restore(registry, record["aliases"], files)
    finish(paths)
    log.warning("undid the %s interrupted at %s: aliases and deployment manifests are back to what they were before",
                record.get("action", "promotion"), record.get("started_at", "?"))
    return record
