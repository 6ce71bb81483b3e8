"""POST /admin/reload: reload the deployment manifest now (bearer token from `serving.admin_token_env`)."""

from __future__ import annotations

import asyncio
import os
from typing import Any

from fastapi import APIRouter, Depends

from serving.deployment import ReloadError
from serving.deps import ServerDep, require_admin
from serving.errors import ApiError

router = APIRouter()


@router.post("/admin/reload", dependencies=[Depends(require_admin)])
async def reload(server: ServerDep) -> dict[str, Any]:
    previous = server.manager.current
    try:
        loaded = await asyncio.get_running_loop().run_in_executor(server.executor, _reload_all, server)
    except ReloadError as err:
        serving = previous.deployment_id if previous else None
        raise ApiError(500, f"the deployment failed to load ({err}); still serving {serving}",
                       "reload_failed") from None
    return {"deployment": loaded.describe(), "previous": previous.deployment_id if previous else None}


def _reload_all(server: Any) -> Any:
    """This worker reloads now; with several workers (`serving.workers`) the manifest is touched first, so that every
    other worker's manifest watch sees it change and reloads too (this one records the touched file in its reload
    and does not load it twice)."""
    manifest = server.manager.manifest_path
    if server.workers > 1 and manifest.is_file():
        os.utime(manifest)
    return server.manager.reload("admin")
