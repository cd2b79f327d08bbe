"""What the fan cards do, as events (fan-cards.md); rows are 0-based, seats small integers."""

from __future__ import annotations

from bullheads.core.events import Event, event
from bullheads.core.narration import Line, Row, Seat, Text, say
from bullheads.games.take6.events import card

SHOWS = {"even": "parity.even", "odd": "parity.odd", "up": "arrow.up", "down": "arrow.down"}
"""What a marker shows (FAN-EO parity, FAN-MT arrow), in words."""
MARKER_KEYS = {"even-odd": "parity", "mountaineering": "arrow"}
"""The line family of each marker that shows something; the cow shows nothing."""


def marker_line(moved: str, marker: str, row: int, shows: str) -> Line:
    """`moved`: "set" or "moved"; the cow has its own lines (FAN-COW-1)."""
    if marker == "cow":
        return say("event.cow_set", row=Row(row))
    return say(f"event.marker_{moved}_{MARKER_KEYS[marker]}", row=Row(row), shows=Text(SHOWS[shows]))


@event
class MarkerSet(Event):
    """FAN-EO-1, FAN-MT-1, FAN-COW-1: a fan marker is set on a row at the start of a round.

    `marker` is "even-odd", "mountaineering" or "cow"; `shows` is the parity ("even",
    "odd"), the arrow ("up", "down") or "" for the cow.
    """

    marker: str
    row: int
    shows: str

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (marker_line("set", self.marker, self.row, self.shows),)


@event
class MarkerMoved(Event):
    """FAN-EO-3, FAN-MT-4: after a take, a marker moved to `row` and now shows `shows`."""

    marker: str
    row: int
    shows: str

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (marker_line("moved", self.marker, self.row, self.shows),)


@event
class CowJumped(Event):
    """FAN-COW-4: the cow jumped to the right end of `row`."""

    row: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("event.cow_jumped", row=Row(self.row)),)


@event
class DigitFlipped(Event):
    """FAN-FLIP-2/3: at the reveal, `seat` used its Digit Flip: `card` counts as `value`."""

    seat: int
    card: int
    value: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("event.flipped", name=Seat(self.seat), card=card(self.card), value=self.value),)
