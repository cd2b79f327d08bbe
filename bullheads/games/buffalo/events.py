"""Events of Beat the Buffalo beyond those of Take 6! (bullheads.games.take6.events).

In every event the buffalo is seat `BUFFALO` (-1); team members are seats 0..n-1.
"""

from __future__ import annotations

from bullheads.core.events import Event, event
from bullheads.core.narration import Count, Line, Pairs, Row, Seat, Text, say
from bullheads.games.take6.events import CardPlaced, CardsRevealed, LowCard, RowTaken, card, cards

BUFFALO = -1
"""The buffalo's seat number in events and views: it is automatic, never asked (BUF-01)."""
ASKED = {"choose": "buf.ev.asked.choose"}
"""The decisions a `DecisionAsked` announces in words (the others show as choices)."""


def who(seat: int) -> Seat | Text:
    """A team member by name, or the buffalo (BUF-01)."""
    return Text("buf.buffalo") if seat == BUFFALO else Seat(seat)


def special(kind: str) -> Text:
    """A special card's name (BUF-10..BUF-17)."""
    return Text(f"buf.special.{kind}")


@event
class Revealed(CardsRevealed):
    """T6-05 with the buffalo's card among the team's: Take 6!'s event in Beat the
    Buffalo's words (its JSON is Take 6!'s)."""

    @classmethod
    def kind(cls) -> str:
        return CardsRevealed.kind()

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        plays = Pairs(tuple((who(seat), card(number)) for number, seat in self.plays))
        return (Line("buf.ev.revealed", {"turn": self.turn, "cards": plays}, gap=True),)


@event
class Placed(CardPlaced):
    """T6-06 by a member or the buffalo, in Beat the Buffalo's words."""

    @classmethod
    def kind(cls) -> str:
        return CardPlaced.kind()

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("buf.ev.placed", name=who(self.seat), card=card(self.card), row=Row(self.row)),)


@event
class Low(LowCard):
    """T6-09 by a member or the buffalo (BUF-06), in Beat the Buffalo's words."""

    @classmethod
    def kind(cls) -> str:
        return LowCard.kind()

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("buf.ev.low", name=who(self.seat), card=card(self.card)),)


@event
class Taken(RowTaken):
    """BUF-05: a row goes to the team's pile or to the buffalo's, whatever the reason."""

    @classmethod
    def kind(cls) -> str:
        return RowTaken.kind()

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        pile = Text("buf.buffalo" if self.seat == BUFFALO else "buf.team")
        heads = Count(self.heads, "heads")
        return (say("buf.ev.taken", who=pile, row=Row(self.row), cards=cards(self.cards), heads=heads),)


@event
class SpecialUsed(Event):
    """The team used a face-up special card (BUF-10..BUF-17); `detail` says on what."""

    special: str
    detail: str

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("buf.ev.used", card=special(self.special)),)


@event
class SpecialTurnedUp(Event):
    """BUF-03: a used face-up card is replaced at once from the stack."""

    special: str

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("buf.ev.turned_up", card=special(self.special)),)


@event
class SpecialLeft(Event):
    """BUF-10/BUF-11: a Take 7! whose row was taken, or a removed Stop!, leaves the game."""

    special: str
    row: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("buf.ev.left", card=special(self.special), row=Row(self.row)),)


@event
class CardReturned(Event):
    """BUF-12: Replace! sent a revealed card back to its owner's hand."""

    seat: int
    card: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("buf.ev.returned", name=Seat(self.seat), card=card(self.card)),)


@event
class CardMoved(Event):
    """BUF-13/BUF-14: a card went inside a row (Insert!) or from row to row (Push!)."""

    card: int
    from_row: int
    row: int
    position: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("buf.ev.moved", card=card(self.card), row=Row(self.row)),)


@event
class BuffaloEnded(Event):
    """BUF-07: the team's and the buffalo's heads, and whether the team won."""

    team: int
    buffalo: int
    won: bool

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        heads = {"team": Count(self.team, "heads"), "buffalo": Count(self.buffalo, "heads")}
        return (say("buf.ev.won" if self.won else "buf.ev.lost", **heads),)


@event
class DecisionAsked(Event):
    """After a team decision, or when a turn's cards are to be chosen: a new decision is
    asked in `phase` (clients tell it from the one just answered; it names no seat)."""

    phase: str

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say(ASKED[self.phase]),) if self.phase in ASKED else ()
