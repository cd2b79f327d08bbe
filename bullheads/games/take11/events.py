"""What happens in a Take 11! game, as events clients animate from.

Seats and piles are 0-based; cards are their printed numbers. Every play is public as it
happens (T11-05); the cards a seat takes into its hand are seen by that seat only.
"""

from __future__ import annotations

from bullheads.core.events import Event, event
from bullheads.core.narration import Card, Cards, Count, Line, Row, Seat, Seats, by_seat, say
from bullheads.games.standings import standings


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

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (
            Line("event.round", {"round": self.round}, gap=True),
            say("t11.event.dealt", tops=Cards(self.tops), draw=self.draw),
            say("t11.event.starts", name=Seat(self.starter)),
        )


@event
class CardPlayed(Event):
    """T11-04: `seat` put `card` on pile `pile`, whose top was `on` when the turn began."""

    seat: int
    card: int
    pile: int
    on: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("t11.event.played", name=Seat(self.seat), card=Card(self.card), pile=Row(self.pile)),)


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

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (
            say(
                "t11.event.took",
                name=Seat(self.seat),
                pile=Row(self.pile),
                top=Card(self.top),
                size=Count(self.size, "cards"),
            ),
        )


@event
class CardsTaken(Event):
    """T11-05: the cards of a taken pile, seen by the seat that took them only."""

    seat: int
    cards: tuple[int, ...]

    def seen_by(self, seat: int | None) -> bool:
        return seat == self.seat

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("t11.event.cards_taken", cards=Cards(self.cards)),)


@event
class BullGained(Event):
    """T11-05: `seat` gained a bull card from the supply (`stolen_from` -1) or from a seat."""

    seat: int
    stolen_from: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        if self.stolen_from < 0:
            return (say("t11.event.bull", name=Seat(self.seat)),)
        return (say("t11.event.bull_stolen", name=Seat(self.seat), victim=Seat(self.stolen_from)),)


@event
class NoBullLeft(Event):
    """T11-05: the pile earned a bull card but the supply is empty and no other seat holds one."""

    seat: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("t11.event.no_bull", name=Seat(self.seat)),)


@event
class StealPending(Event):
    """T11-05: the supply is empty; `seat` chooses among `candidates`, who hold the most."""

    seat: int
    candidates: tuple[int, ...]

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("t11.event.steal_pending", name=Seat(self.seat), names=Seats(self.candidates)),)


@event
class PileStarted(Event):
    """T11-05: a card revealed from the draw pile starts pile `pile`."""

    card: int
    pile: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("t11.event.pile_started", card=Card(self.card), pile=Row(self.pile)),)


@event
class RoundScored(Event):
    """T11-06/T11-07: the round is over (`reason` "hand_empty" or "draw_empty", caused by
    `seat`); each seat scores the heads left in its hand."""

    round: int
    reason: str
    seat: int
    heads: tuple[int, ...]
    totals: tuple[int, ...]

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        """One key per reason the round ended (T11-06/T11-07)."""
        return (
            Line(f"t11.event.{self.reason}", {"name": Seat(self.seat)}, gap=True),
            say("event.scored", round=self.round),
            say("event.scored_heads", heads=by_seat(self.heads)),
            say("event.scored_totals", totals=by_seat(self.totals)),
        )


@event
class GameEnded(Event):
    """T11-09: the final totals and the winning seats (fewest points; equals share)."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (Line("event.game_over", gap=True), *standings(self.totals, self.winners))
