"""What the fan cards do, as events (fan-cards.md); rows are 0-based, seats small integers."""

from __future__ import annotations

from bullheads.core.events import Event, event


@event
class MarkerSet(Event):
    """FAN-EO-1, FAN-MT-1, FAN-COW-1: a fan marker is set on a row at the start of a round.

    `marker` is "even-odd", "mountaineering" or "cow"; `shows` is the parity ("even",
    "odd"), the arrow ("up", "down") or "" for the cow.
    """

    marker: str
    row: int
    shows: str


@event
class MarkerMoved(Event):
    """FAN-EO-3, FAN-MT-4: after a take, a marker moved to `row` and now shows `shows`."""

    marker: str
    row: int
    shows: str


@event
class CowJumped(Event):
    """FAN-COW-4: the cow jumped to the right end of `row`."""

    row: int


@event
class DigitFlipped(Event):
    """FAN-FLIP-2/3: at the reveal, `seat` used its Digit Flip: `card` counts as `value`."""

    seat: int
    card: int
    value: int
