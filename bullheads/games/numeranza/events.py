"""What happens in a Numeranza game, as events clients animate from.

Seats and diamond cells count from 0; cards carry their id and their number. An event
with a secret (a card drawn, a card played face down in variant 3) is seen only by its
owner; a public twin says that it happened.
"""

from __future__ import annotations

from bullheads.core.events import Event, event
from bullheads.core.narration import Count, Line, Numbers, Pairs, Param, Row, Seat, Seats, Text, say

WORDS = {
    "play": "num.phrase.play",
    "alone": "num.phrase.alone",
    "pass": "num.phrase.pass",
    "starting": "num.hint.starting",
    "special": "num.hint.special",
    "need_help": "num.hint.need_help",
    "cant_help": "num.hint.cant_help",
    "confirm": "num.phrase.confirm",
}
"""V5-2: the decisive phrases and the allowed hints, in words."""


def cells(numbers: tuple[int, ...]) -> Numbers:
    """Diamond cells (V4-1), counted from 1 for people."""
    return Numbers(tuple(cell + 1 for cell in numbers))


def outcome(key: str, happened: bool, yes: str, no: str) -> str:
    """The line of an event with two outcomes: ``<key>.<yes>`` or ``<key>.<no>``."""
    return f"{key}.{yes if happened else no}"


@event
class Private(Event):
    """Base of the events only `seat` (the owner of the secret) may see."""

    seat: int

    def seen_by(self, seat: int | None) -> bool:
        return seat == self.seat


@event
class StartRolled(Event):
    """NUM-08: the seats still tied rolled to decide who starts; `first` is set at the end."""

    rolls: tuple[tuple[int, int], ...]
    first: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        """While `first` is -1 the highest are tied and roll again."""
        rolls = Pairs(tuple((Seat(seat), number) for seat, number in self.rolls))
        if self.first < 0:
            return (say("num.ev.start_tied", rolls=rolls),)
        return (say("num.ev.start_rolled", rolls=rolls, name=Seat(self.first)),)


@event
class TurnStarted(Event):
    seat: int
    turn: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (Line("num.ev.turn_started", {"name": Seat(self.seat), "turn": self.turn}, gap=True),)


@event
class DeckShuffled(Event):
    """NUM-04: the discard (specials included) became the new deck."""

    seat: int
    size: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("num.ev.deck_shuffled", name=Seat(self.seat), size=Count(self.size, "cards")),)


@event
class Drew(Event):
    """A seat drew one card (which one: CardDrawn, to its owner only)."""

    seat: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("num.ev.drew", name=Seat(self.seat)),)


@event
class CardDrawn(Private):
    card: int
    number: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (Line("num.ev.card_drawn", {"number": self.number}, replaces=True),)


@event
class CardPlayed(Event):
    """NUM-07: a card went face up from hand to the play zone."""

    seat: int
    card: int
    number: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("num.ev.card_played", name=Seat(self.seat), number=self.number),)


@event
class PlayedFaceDown(Event):
    """V3-1: a seat played a card face down (which one: CardPlayedSecretly, to its owner)."""

    seat: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("num.ev.played_face_down", name=Seat(self.seat)),)


@event
class CardPlayedSecretly(Private):
    card: int
    number: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (Line("num.ev.card_played_secretly", {"number": self.number}, replaces=True),)


@event
class ZoneCleared(Event):
    """NUM-07 Clear: the play zone went to the discard (`cards`: empty when face down)."""

    seat: int
    count: int
    cards: tuple[int, ...]

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("num.ev.zone_cleared", name=Seat(self.seat), count=Count(self.count, "cards")),)


@event
class TargetRolled(Event):
    """NUM-05: the dice gave `number`; `card` of that number is the new target."""

    dice: tuple[int, ...]
    number: int
    card: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("num.ev.target_rolled", dice=Numbers(self.dice), number=self.number),)


@event
class Exhausted(Event):
    """NUM-05: no card of the rolled number was left: a random card went face down beside
    the deck (`count` exhaustions so far)."""

    dice: tuple[int, ...]
    number: int
    count: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("num.ev.exhausted", dice=Numbers(self.dice), number=self.number, count=self.count),)


@event
class TargetReturned(Event):
    """NUM-05: the target was shuffled back into the central deck before a re-roll."""

    card: int
    reason: str

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        """One line per reason: the target was changed, or tied for (NUM-05)."""
        return (say(f"num.ev.target_returned.{self.reason}"),)


@event
class SpecialWon(Event):
    """A seat won a special card; it and the zone `cards` go to its discard. `how` is the
    zone's value as played (e.g. ``4+2-2``)."""

    seat: int
    card: int
    number: int
    points: int
    cards: tuple[int, ...]
    how: str

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        points = Count(self.points, "points")
        return (
            say("num.ev.special_won", name=Seat(self.seat), number=self.number, points=points, how=self.how),
        )


@event
class ClaimTied(Event):
    """V1-3: several seats qualified with as many cards in play: nobody takes the target."""

    seats: tuple[int, ...]

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("num.ev.claim_tied", seats=Seats(self.seats)),)


@event
class Claimed(Event):
    """V3-1: a seat claims the target."""

    seat: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("num.ev.claimed", name=Seat(self.seat)),)


@event
class Answered(Event):
    """V3-2/V3-3: a seat answered a claim or a trip (what it answered shows at the reveal)."""

    seat: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("num.ev.answered", name=Seat(self.seat)),)


@event
class ZoneRevealed(Event):
    """V3-2/V3-3: a seat showed its play zone (`value`: its sum)."""

    seat: int
    numbers: tuple[int, ...]
    value: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (
            say(
                "num.ev.zone_revealed", name=Seat(self.seat), numbers=Numbers(self.numbers), value=self.value
            ),
        )


@event
class ClaimResolved(Event):
    """V3-2: who opposed, and whether the claimer took the target (else all revealed discard)."""

    claimer: int
    opposers: tuple[int, ...]
    taken: bool

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        key = outcome("num.ev.claim_resolved", self.taken, "taken", "kept")
        return (say(key, name=Seat(self.claimer), opposers=Seats(self.opposers)),)


@event
class TripDeclared(Event):
    """V3-3: the attacker, and the seats with cards in play that must answer."""

    seat: int
    cards: int
    answering: tuple[int, ...]

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        cards = Count(self.cards, "cards")
        return (
            say("num.ev.trip_declared", name=Seat(self.seat), cards=cards, answering=Seats(self.answering)),
        )


@event
class Defended(Event):
    """V3-3: a seat discarded one card of its zone face down."""

    seat: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("num.ev.defended", name=Seat(self.seat)),)


@event
class DefendedWith(Private):
    card: int
    number: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (Line("num.ev.defended_with", {"number": self.number}, replaces=True),)


@event
class TripResolved(Event):
    """V3-3: the confronters the attacker beat and those it did not; `success` when it beat one."""

    seat: int
    beaten: tuple[int, ...]
    held: tuple[int, ...]
    success: bool

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        key = outcome("num.ev.trip_resolved", self.success, "success", "failed")
        return (say(key, name=Seat(self.seat), beaten=Seats(self.beaten), held=Seats(self.held)),)


@event
class SpiralLaid(Event):
    """V2-1: the spiral, outermost card first; the last is the centre."""

    numbers: tuple[int, ...]

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("num.ev.spiral_laid", numbers=Numbers(self.numbers)),)


@event
class DiamondLaid(Event):
    """V4-1: the diamond's cells; None for a face-down card."""

    numbers: tuple[int | None, ...]

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("num.ev.diamond_laid", numbers=Numbers(self.numbers)),)


@event
class CardTried(Event):
    """V4-3: a try at a diamond card: its number, margin, operations and whether it was won."""

    seat: int
    cell: int
    number: int
    margin: int
    operations: str
    value: int
    won: bool

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (
            say(
                outcome("num.ev.card_tried", self.won, "won", "missed"),
                name=Seat(self.seat),
                cell=Row(self.cell),
                number=self.number,
                margin=self.margin,
                operations=Text(f"num.ops.{self.operations}"),
                value=self.value,
            ),
        )


@event
class ReplaceRolled(Event):
    """V4-4: the die of the replace action and how many face-up cards may be replaced."""

    seat: int
    die: int
    count: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("num.ev.replace_rolled", name=Seat(self.seat), die=self.die, count=self.count),)


@event
class CellsReplaced(Event):
    """V4-4: the cards of `cells` went back to the deck; `numbers` are the new face-up cards."""

    cells: tuple[int, ...]
    numbers: tuple[int, ...]

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("num.ev.cells_replaced", cells=cells(self.cells), numbers=Numbers(self.numbers)),)


@event
class CellsTurned(Event):
    """V4-4: no new card was won: the new cards were turned face down."""

    cells: tuple[int, ...]

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("num.ev.cells_turned", cells=cells(self.cells)),)


@event
class HandDiscarded(Event):
    """V4-5: a card went from hand to the (open) discard."""

    seat: int
    card: int
    number: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (say("num.ev.hand_discarded", name=Seat(self.seat), number=self.number),)


@event
class RoundStarted(Event):
    """V5-2: a co-operative round begins."""

    round: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        return (Line("num.ev.round_started", {"round": self.round}, gap=True),)


@event
class Said(Event):
    """V5-2: a decisive phrase or an allowed hint, said to everyone."""

    seat: int
    what: str
    words: str

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        words = Text(WORDS[self.words]) if self.words else ""
        return (say(f"num.ev.said.{self.what}", name=Seat(self.seat), words=words),)


@event
class CardsShown(Event):
    """V5-2 (3): the cards played this round, face up, and their sum."""

    plays: tuple[tuple[int, int], ...]
    total: int

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        if not self.plays:
            return (say("num.ev.cards_shown.none"),)
        plays = Pairs(tuple((Seat(seat), number) for seat, number in self.plays))
        return (say("num.ev.cards_shown", plays=plays, total=self.total),)


@event
class QueueCard(Event):
    """V5-1/V5-3: a card joined the target queue (`number` None: face down)."""

    number: int | None

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        if self.number is None:
            return (say("num.ev.queue_card.down"),)
        return (say("num.ev.queue_card.up", number=self.number),)


@event
class Matched(Event):
    """V5-3: the round's sum matched a face-up queue card; `to` is a seat or None (the pile)."""

    card: int
    number: int
    to: int | None

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        if self.to is None:
            return (say("num.ev.matched.pile", number=self.number),)
        return (say("num.ev.matched.player", number=self.number, name=Seat(self.to)),)


@event
class TieBroken(Event):
    """V1-5/V2-5/V3-4/V4-6: how a tie for the win was broken (`values` per tied seat)."""

    how: str
    seats: tuple[int, ...]
    values: tuple[int, ...]

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        how = Text(f"num.tie.{self.how}")
        return (say("num.ev.tie_broken", how=how, seats=Seats(self.seats), values=Numbers(self.values)),)


@event
class GameEnded(Event):
    """The end: the reason, the final scores and the winning seats (empty: the team lost)."""

    reason: str
    scores: tuple[int, ...]
    winners: tuple[int, ...]

    def say(self, before: Event | None = None) -> tuple[Line, ...]:
        """The co-operative game (V5) ends in the team's victory or defeat, scored by the
        cards of the common pile; the others list every seat's points."""
        reason = Text(f"num.reason.{self.reason}")
        if self.reason == "victory":
            return (Line("num.ev.game_ended.victory", {"scores": Count(self.scores[0], "cards")}, gap=True),)
        if not self.winners:
            pile = Count(self.scores[0], "cards")
            return (Line("num.ev.game_ended.defeat", {"reason": reason, "scores": pile}, gap=True),)
        scores = Pairs(tuple((Seat(seat), score) for seat, score in enumerate(self.scores)))
        params: dict[str, Param] = {"reason": reason, "scores": scores, "winners": Seats(self.winners)}
        return (Line("num.ev.game_ended", params, gap=True),)
