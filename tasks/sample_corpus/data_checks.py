"""The checks the sample corpus's YAML loaders share: a value read from a data file is the mapping, list, string,
number, date or choice the loader expects, or the loader's own error names the place (`where`) and what was found.

Both loaders, family_data.py (the rule families, FamilyDataError) and base_data.py (the base documents,
BaseDataError), check their files' shape with the same rules and the same messages; they are written once here,
parameterised by the error class, so that a fix or a new check reaches both. Checks that only one loader needs (a
dataclass's fields, a document's draws, a question's pick) stay in that loader.
"""

from __future__ import annotations

import string
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any, TypeVar

_Choice = TypeVar("_Choice")


@dataclass(frozen=True)
class Checks:
    """The shape checks, raising `error` (a loader's ValueError subclass) with a message that starts with `where`."""

    error: type[ValueError]

    def fields(self, record: Any, where: str, required: Sequence[str], optional: Sequence[str] = ()) -> dict[str, Any]:
        """`record` as a mapping holding every `required` field and no field outside `required` and `optional`."""
        if not isinstance(record, dict):
            raise self.error(f"{where}: expected a mapping, got {type(record).__name__}")
        known = (*required, *optional)
        for key in record:
            if key not in known:
                raise self.error(f"{where}: unknown field {key!r} (fields: {', '.join(known)})")
        for key in required:
            if key not in record:
                raise self.error(f"{where}: missing field {key!r}")
        return record

    def mapping(self, value: Any, where: str) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.error(f"{where}: expected a mapping, got {type(value).__name__}")
        return value

    def items(self, value: Any, where: str) -> list[Any]:
        """A list (its items checked by the caller)."""
        if not isinstance(value, list):
            raise self.error(f"{where}: expected a list, got {type(value).__name__}")
        return value

    def text(self, value: Any, where: str, placeholders: frozenset[str] | None = None, *, empty: bool = False) -> str:
        """A string, non-empty unless `empty`; one that is formatted (`placeholders` given) may use only those
        {placeholders} (a format spec like {hours:,} allowed). A string that is not formatted keeps its braces."""
        if not isinstance(value, str) or not (value or empty):
            raise self.error(f"{where}: expected {'a' if empty else 'a non-empty'} string, got {value!r}")
        if placeholders is None:
            return value
        try:
            names = {name for _, name, _, _ in string.Formatter().parse(value) if name is not None}
        except ValueError as error:
            raise self.error(f"{where}: {error} in {value!r}") from None
        unknown = sorted(names - placeholders)
        if unknown:
            allowed = ", ".join(sorted(placeholders)) or "none"
            raise self.error(f"{where}: unknown placeholder {{{unknown[0]}}} in {value!r} (placeholders: {allowed})")
        return value

    def texts(self, value: Any, where: str, placeholders: frozenset[str] | None = None, *,
              empty: bool = False) -> tuple[str, ...]:
        """A list of strings, each checked as `text` is."""
        return tuple(self.text(item, f"{where}[{index}]", placeholders, empty=empty)
                     for index, item in enumerate(self.items(value, where)))

    def number(self, value: Any, where: str) -> float:
        """An integer or a float, kept as written (the catalogue's draws depend on the exact value)."""
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            raise self.error(f"{where}: expected a number, got {value!r}")
        return value

    def integer(self, value: Any, where: str) -> int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.error(f"{where}: expected an integer, got {value!r}")
        return value

    def bounds(self, value: Any, where: str) -> tuple[float, float]:
        """[low, high]: two numbers, low not above high."""
        bounds = self.items(value, where)
        if len(bounds) != 2:
            raise self.error(f"{where}: expected [low, high], got {bounds!r}")
        low, high = self.number(bounds[0], f"{where}[0]"), self.number(bounds[1], f"{where}[1]")
        if low > high:
            raise self.error(f"{where}: low {low} above high {high}")
        return low, high

    def boolean(self, value: Any, where: str) -> bool:
        if not isinstance(value, bool):
            raise self.error(f"{where}: expected true or false, got {value!r}")
        return value

    def choice(self, value: Any, where: str, choices: tuple[_Choice, ...]) -> _Choice:
        """One of `choices` (typed as they are: a Literal field's values give that Literal)."""
        if value not in choices:
            raise self.error(f"{where}: {value!r} is not one of {', '.join(map(str, choices))}")
        return value

    def iso_date(self, value: Any, where: str) -> date:
        """A date written YYYY-MM-DD (the loaders keep YAML's dates as strings, so that a bad one is named here)."""
        try:
            return date.fromisoformat(value)
        except (TypeError, ValueError):
            raise self.error(f"{where}: bad date {value!r} (expected YYYY-MM-DD)") from None
