"""The request bodies of the API (pydantic models; their JSON schemas are the OpenAPI components), and the check
every text in a body goes through first."""

from __future__ import annotations

import re
from datetime import date
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

RAG_MODEL = "ragops"

# Refused anywhere in a request body: lone surrogates (JSON can spell them, "\ud800", but they are not Unicode: they
# can't be encoded, logged or echoed back) and control characters other than whitespace (NUL, BEL, ESC, DEL, C1).
_BAD_CHARACTER = re.compile("[\x00-\x08\x0e-\x1b\x7f-\x84\x86-\x9f\ud800-\udfff]")


def text_problem(text: str) -> str | None:
    """Why a text from a request is refused, or None."""
    found = _BAD_CHARACTER.search(text)
    if found is None:
        return None
    code = ord(found.group())
    what = "a lone surrogate" if 0xD800 <= code <= 0xDFFF else "the control character"
    return f"holds {what} U+{code:04X} at character {found.start()}"


def _find_bad_text(body: Any) -> str | None:
    """The first refused text in a parsed JSON body, named by its path (walked without recursion: JSON nests deep)."""
    pending: list[tuple[str, Any]] = [("", body)]
    while pending:
        where, value = pending.pop()
        if isinstance(value, str):
            if problem := text_problem(value):
                return f"{where or 'body'} {problem}"
            continue
        items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
        for key, item in items:
            if isinstance(key, str) and (problem := text_problem(key)):
                return f"a field name in {where or 'the body'} {problem}"
            pending.append((f"{where}.{key}" if where else str(key), item))
    return None


class _Body(BaseModel):
    """A JSON request body: every text in it (field names too) is checked for refused characters first."""

    @model_validator(mode="before")
    @classmethod
    def _clean_text(cls, data: Any) -> Any:
        problem = _find_bad_text(data)
        if problem:
            raise ValueError(f"{problem} (refused: NUL and other control characters except whitespace, and lone "
                             "surrogates)")
        return data


class QueryRequest(_Body):
    model_config = ConfigDict(extra="forbid")
    query: str
    session_id: str | None = Field(default=None, max_length=200)
    as_of: date | None = None  # answer as of this date (default: today; "in 2020" in the question still wins)
    top_k: int | None = Field(default=None, ge=1)
    generate: bool = True
    stream: bool = False  # server-sent events: the answer's text as it is produced, then the whole response


class FeedbackRequest(_Body):
    model_config = ConfigDict(extra="forbid")
    query_id: str
    helpful: bool | None = None  # None: no rating (the query joins the labelling pool only)
    dwell_ms: float = Field(default=0.0, ge=0.0)
    opened_evidence: bool = False
    copied: bool = False
    asked_again: bool = False
    chunk_id: str | None = None  # which evidence passage the rating is about (default: the first cited)


class ChatMessage(BaseModel):
    model_config = ConfigDict(extra="allow")
    role: Literal["system", "user", "assistant", "tool", "developer"]
    content: str | list[dict[str, Any]] | None = None

    def text(self) -> str:
        if isinstance(self.content, list):
            return " ".join(str(part.get("text", "")) for part in self.content if part.get("type") == "text")
        return self.content or ""


class ChatRequest(_Body):
    model_config = ConfigDict(extra="allow")  # OpenAI clients send n, top_p, ...: accepted and ignored
    model: str = RAG_MODEL
    messages: list[ChatMessage] = Field(min_length=1)
    stream: bool = False
    temperature: float | None = Field(default=None, ge=0.0, le=2.0)
    max_tokens: int | None = Field(default=None, ge=1)
    max_completion_tokens: int | None = Field(default=None, ge=1)
    user: str | None = None  # the session for session-aware routing
