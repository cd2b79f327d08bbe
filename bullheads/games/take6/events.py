"""What happens in a Take 6! game, as events clients animate from.

Seats and rows are 0-based; cards are their printed numbers.
"""

from __future__ import annotations

from bullheads.core.events import Event, event
from bullheads.core.narration import Card, Cards, Count, Line, Pairs, Row, Seat, by_seat, say
from bullheads.games.standings import standings
from bullheads.games.take6.cards import HEADS


def card(number: int) -> Card:
    """A Take 6! card with its heads (T6-02)."""
    return Card(number, HEADS[number])


def cards(numbers: tuple[int, ...]) -> Cards:
    return Cards(numbers, tuple(HEADS[number] for number in numbers))


@event
class RoundStarted(Event):
    """T6-03/T6-16: a round begins for these seats (the cards are dealt or laid out)."""

    round: int
    seats: tuple[int, ...]

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (Line("event.round", {"round": self.round}, gap=True),)


@event
class RowsLaid(Event):
    """T6-03/T6-16: the four rows' first cards are on the table; turn 1 can begin."""

    rows: tuple[tuple[int, ...], ...]

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("event.rows_laid", cards=Pairs(tuple((cards(row), "") for row in self.rows))),)


@event
class CardDrafted(Event):
    """T6-16: a seat took a face-up card in the professional draft."""

    seat: int
    card: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        """A run of picks is merged into one line."""
        picks = Pairs(((Seat(self.seat), card(self.card)),))
        return (Line("event.drafted", {"picks": picks}, merge="picks"),)


@event
class CardChosen(Event):
    """T6-04: a seat has chosen its card; which card stays secret until the reveal."""

    seat: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        """Told to the chooser only: the others' choices show in the view (`chosen`)."""
        return (Line("event.chose", {"name": Seat(self.seat)}, to="subject"),)


@event
class CardsRevealed(Event):
    """T6-04/T6-05: all chosen cards, as (card, seat) in the order they will be placed."""

    turn: int
    plays: tuple[tuple[int, int], ...]

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        plays = Pairs(tuple((Seat(seat), card(number)) for number, seat in self.plays))
        return (Line("event.revealed", {"turn": self.turn, "plays": plays}, gap=True),)


@event
class CardPlaced(Event):
    """T6-06/T6-07: a card went to the end of a row (or started it after a take)."""

    seat: int
    card: int
    row: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        """T6-08/T6-09: the card that took a row now starts it."""
        starts = isinstance(before, RowTaken) and before.row == self.row
        key = "event.starts" if starts else "event.placed"
        return (say(key, name=Seat(self.seat), card=card(self.card), row=Row(self.row)),)


@event
class LowCard(Event):
    """T6-09: a card fits no row; its owner must now choose a row to take."""

    seat: int
    card: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("event.low", name=Seat(self.seat), card=card(self.card)),)


@event
class RowTaken(Event):
    """T6-08 (`full`) or T6-09 (`low`): a seat took a row's cards into its penalty pile."""

    seat: int
    row: int
    cards: tuple[int, ...]
    heads: int
    reason: str

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        """One key per reason: T6-08 full, T6-09 low, FAN-COW-5 cow."""
        return (
            say(
                f"event.took_{self.reason}",
                name=Seat(self.seat),
                row=Row(self.row),
                cards=cards(self.cards),
                heads=Count(self.heads, "heads"),
            ),
        )


@event
class RoundScored(Event):
    """T6-11: the heads each seat took this round, and the totals after it."""

    round: int
    heads: tuple[int, ...]
    totals: tuple[int, ...]

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (
            Line("event.scored", {"round": self.round}, gap=True),
            say("event.scored_heads", heads=by_seat(self.heads)),
            say("event.scored_totals", totals=by_seat(self.totals)),
        )


@event
class SeatEliminated(Event):
    """T6-14: a seat went above the limit and plays no more rounds."""

    seat: int
    total: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("event.eliminated", name=Seat(self.seat), points=Count(self.total, "points")),)


@event
class GameEnded(Event):
    """T6-12..T6-14: the final totals and the winning seats."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (Line("event.game_over", gap=True), *standings(self.totals, self.winners))


CHOSEN: tuple[CardChosen, ...] = tuple(CardChosen(seat) for seat in range(16))
"""CHOSEN[seat]: the event of `seat` choosing its card (T6-04), one shared instance per
seat (events are immutable values): the most frequent event of a round, and a fixed one."""
