"""Events: the small, JSON-ready facts a state change produces.

Clients animate from events and nothing else. Most events are public; an event that
carries a secret says who may see it through `seen_by`.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from typing import Any, TypeVar, dataclass_transform

from bullheads.core.narration import Line

_CAMEL = re.compile(r"(?<!^)(?=[A-Z])")

E = TypeVar("E", bound="Event")


@dataclass_transform(frozen_default=True)
def event(cls: type[E]) -> type[E]:
    """Declare an event: a frozen, slotted dataclass whose `__init__` fills each field
    through its slot's own setter.

    The `__init__` a frozen dataclass writes calls ``object.__setattr__`` once per field,
    which made building events about a fifth of a Take 6! round on the contract path
    (docs/benchmarks.md); the slot setters do the same work at half the cost, and the
    event stays frozen (assignment after `__init__` still raises). Fields with defaults
    keep the dataclass's own `__init__`.
    """
    made = dataclasses.dataclass(frozen=True, slots=True)(cls)
    fields = dataclasses.fields(made)
    if any(
        field.default is not dataclasses.MISSING or field.default_factory is not dataclasses.MISSING
        for field in fields
    ):
        return made
    names = [field.name for field in fields]
    setters = {f"_set_{name}": getattr(made, name).__set__ for name in names}
    body = "".join(f"    _set_{name}(self, {name})\n" for name in names) or "    pass\n"
    namespace: dict[str, Any] = {}
    params = "".join(f", {name}" for name in names)
    exec(f"def __init__(self{params}):\n{body}", setters, namespace)
    init = namespace["__init__"]
    init.__qualname__ = f"{made.__qualname__}.__init__"
    made.__init__ = init  # type: ignore[method-assign]
    return made


@event
class Event:
    """Base of all events."""

    def seen_by(self, seat: int | None) -> bool:
        """Whether `seat` (None: a spectator) may see this event. Public by default."""
        return True

    @classmethod
    def kind(cls) -> str:
        """The event's name in JSON, e.g. ``row_taken`` for ``RowTaken``."""
        return _CAMEL.sub("_", cls.__name__).lower()

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        """What the event says (core/narration.py); `before` is the event just before it
        in the same batch, the only context an event may narrate from (Take 6!: a card
        placed on the row just taken starts that row). Silent by default."""
        return ()

    def to_json(self, before: Event | None = None) -> dict[str, Any]:
        """The event's fields and its narration (``say``), JSON-ready."""
        data: dict[str, Any] = {"type": self.kind()}
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            data[field.name] = _plain(value)
        data["say"] = [line.to_json() for line in self.say(before)]
        return data


def events_json(events: Sequence[Event], seat: int | None, everything: bool = False) -> list[dict[str, Any]]:
    """The JSON of the events `seat` may see (None: a spectator; `everything`: all, for a
    finished game's replay or a record's), each narrated in the context of the event
    before it in the batch."""
    return [
        event.to_json(events[index - 1] if index else None)
        for index, event in enumerate(events)
        if everything or event.seen_by(seat)
    ]


def _plain(value: Any) -> Any:
    """Tuples become lists, recursively, so the result is JSON-ready."""
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value
