"""POST /admin/reload: reload the deployment manifest now (bearer token from `serving.admin_token_env`)."""

from __future__ import annotations

import asyncio
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
        loaded = await asyncio.get_running_loop().run_in_executor(server.executor, server.manager.reload, "admin")
    except ReloadError as err:
        serving = previous.deployment_id if previous else None
        raise ApiError(500, f"the deployment failed to load ({err}); still serving {serving}",
                       "reload_failed") from None
    return {"deployment": loaded.describe(), "previous": previous.deployment_id if previous else None}
