"""What happens in a Take 6! game, as events clients animate from.

Seats and rows are 0-based; cards are their printed numbers.
"""

from __future__ import annotations

from bullheads.core.events import Event, event


@event
class RoundStarted(Event):
    """T6-03/T6-16: a round begins for these seats (the cards are dealt or laid out)."""

    round: int
    seats: tuple[int, ...]


@event
class RowsLaid(Event):
    """T6-03/T6-16: the four rows' first cards are on the table; turn 1 can begin."""

    rows: tuple[tuple[int, ...], ...]


@event
class CardDrafted(Event):
    """T6-16: a seat took a face-up card in the professional draft."""

    seat: int
    card: int


@event
class CardChosen(Event):
    """T6-04: a seat has chosen its card; which card stays secret until the reveal."""

    seat: int


@event
class CardsRevealed(Event):
    """T6-04/T6-05: all chosen cards, as (card, seat) in the order they will be placed."""

    turn: int
    plays: tuple[tuple[int, int], ...]


@event
class CardPlaced(Event):
    """T6-06/T6-07: a card went to the end of a row (or started it after a take)."""

    seat: int
    card: int
    row: int


@event
class LowCard(Event):
    """T6-09: a card fits no row; its owner must now choose a row to take."""

    seat: int
    card: int


@event
class RowTaken(Event):
    """T6-08 (`full`) or T6-09 (`low`): a seat took a row's cards into its penalty pile."""

    seat: int
    row: int
    cards: tuple[int, ...]
    heads: int
    reason: str


@event
class RoundScored(Event):
    """T6-11: the heads each seat took this round, and the totals after it."""

    round: int
    heads: tuple[int, ...]
    totals: tuple[int, ...]


@event
class SeatEliminated(Event):
    """T6-14: a seat went above the limit and plays no more rounds."""

    seat: int
    total: int


@event
class GameEnded(Event):
    """T6-12..T6-14: the final totals and the winning seats."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]


CHOSEN: tuple[CardChosen, ...] = tuple(CardChosen(seat) for seat in range(16))
"""CHOSEN[seat]: the event of `seat` choosing its card (T6-04), one shared instance per
seat (events are immutable values): the most frequent event of a round, and a fixed one."""
