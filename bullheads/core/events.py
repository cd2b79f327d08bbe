"""Events: the small, JSON-ready facts a state change produces.

Clients animate from events and nothing else. Most events are public; an event that
carries a secret says who may see it through `seen_by`.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

_CAMEL = re.compile(r"(?<!^)(?=[A-Z])")


@dataclasses.dataclass(frozen=True, slots=True)
class Event:
    """Base of all events."""

    def seen_by(self, seat: int | None) -> bool:
        """Whether `seat` (None: a spectator) may see this event. Public by default."""
        return True

    @classmethod
    def kind(cls) -> str:
        """The event's name in JSON, e.g. ``row_taken`` for ``RowTaken``."""
        return _CAMEL.sub("_", cls.__name__).lower()

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.kind()}
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            data[field.name] = _plain(value)
        return data


def _plain(value: Any) -> Any:
    """Tuples become lists, recursively, so the result is JSON-ready."""
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value
