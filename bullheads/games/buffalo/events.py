"""Events of Beat the Buffalo beyond those of Take 6! (bullheads.games.take6.events).

In every event the buffalo is seat `BUFFALO` (-1); team members are seats 0..n-1.
"""

from __future__ import annotations

from bullheads.core.events import Event, event

BUFFALO = -1
"""The buffalo's seat number in events and views: it is automatic, never asked (BUF-01)."""


@event
class SpecialUsed(Event):
    """The team used a face-up special card (BUF-10..BUF-17); `detail` says on what."""

    special: str
    detail: str


@event
class SpecialTurnedUp(Event):
    """BUF-03: a used face-up card is replaced at once from the stack."""

    special: str


@event
class SpecialLeft(Event):
    """BUF-10/BUF-11: a Take 7! whose row was taken, or a removed Stop!, leaves the game."""

    special: str
    row: int


@event
class CardReturned(Event):
    """BUF-12: Replace! sent a revealed card back to its owner's hand."""

    seat: int
    card: int


@event
class CardMoved(Event):
    """BUF-13/BUF-14: a card went inside a row (Insert!) or from row to row (Push!)."""

    card: int
    from_row: int
    row: int
    position: int


@event
class BuffaloEnded(Event):
    """BUF-07: the team's and the buffalo's heads, and whether the team won."""

    team: int
    buffalo: int
    won: bool


@event
class DecisionAsked(Event):
    """After a team decision, or when a turn's cards are to be chosen: a new decision is
    asked in `phase` (clients tell it from the one just answered; it names no seat)."""

    phase: str
