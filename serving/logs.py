"""The serving log: one JSON object per line on stderr, carrying the query id of the request being served."""

from __future__ import annotations

import contextvars
import json
import logging
import sys
from datetime import UTC, datetime

# Set by the request middleware (cleared) and by the retrieve step (the new query's id): every line logged while a
# request is served names its query.
query_id_var: contextvars.ContextVar[str | None] = contextvars.ContextVar("query_id", default=None)
log = logging.getLogger("ragops.serving")


class JsonFormatter(logging.Formatter):
    """One JSON object per line, with the query id of the request being served."""

    def format(self, record: logging.LogRecord) -> str:
        payload = {"ts": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
                   "level": record.levelname.lower(), "logger": record.name, "message": record.getMessage()}
        query_id = query_id_var.get()
        if query_id:
            payload["query_id"] = query_id
        payload.update(getattr(record, "fields", {}))
        if record.exc_info:
            payload["exception"] = self.formatException(record.exc_info)
        return json.dumps(payload, ensure_ascii=False, default=str)


def configure_logging(level: str = "INFO") -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JsonFormatter())
    logger = logging.getLogger("ragops")
    logger.handlers[:] = [handler]
    logger.setLevel(level.upper())
    logger.propagate = False
