"""What happens in a Take 11! game, as events clients animate from.

Seats and piles are 0-based; cards are their printed numbers. Every play is public as it
happens (T11-05); the cards a seat takes into its hand are seen by that seat only.
"""

from __future__ import annotations

from bullheads.core.events import Event, event


@event
class RoundStarted(Event):
    """T11-03/T11-09: a round is dealt; `tops` and `sizes` describe the piles, `draw` the
    number of cards in the draw pile, `starter` the seat that plays first."""

    round: int
    starter: int
    hand_sizes: tuple[int, ...]
    tops: tuple[int, ...]
    sizes: tuple[int, ...]
    draw: int


@event
class CardPlayed(Event):
    """T11-04: `seat` put `card` on pile `pile`, whose top was `on` when the turn began."""

    seat: int
    card: int
    pile: int
    on: int


@event
class TurnEnded(Event):
    """A turn is over; `next` is the seat to play (-1 when the round ended with the turn)."""

    seat: int
    next: int


@event
class PileTaken(Event):
    """T11-05: `seat` took pile `pile` (top `top`, `size` cards) into its hand."""

    seat: int
    pile: int
    top: int
    size: int


@event
class CardsTaken(Event):
    """T11-05: the cards of a taken pile, seen by the seat that took them only."""

    seat: int
    cards: tuple[int, ...]

    def seen_by(self, seat: int | None) -> bool:
        return seat == self.seat


@event
class BullGained(Event):
    """T11-05: `seat` gained a bull card from the supply (`stolen_from` -1) or from a seat."""

    seat: int
    stolen_from: int


@event
class NoBullLeft(Event):
    """T11-05: the pile earned a bull card but the supply is empty and no other seat holds one."""

    seat: int


@event
class StealPending(Event):
    """T11-05: the supply is empty; `seat` chooses among `candidates`, who hold the most."""

    seat: int
    candidates: tuple[int, ...]


@event
class PileStarted(Event):
    """T11-05: a card revealed from the draw pile starts pile `pile`."""

    card: int
    pile: int


@event
class RoundScored(Event):
    """T11-06/T11-07: the round is over (`reason` "hand_empty" or "draw_empty", caused by
    `seat`); each seat scores the heads left in its hand."""

    round: int
    reason: str
    seat: int
    heads: tuple[int, ...]
    totals: tuple[int, ...]


@event
class GameEnded(Event):
    """T11-09: the final totals and the winning seats (fewest points; equals share)."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]
