"""What happens in a Numeranza game, as events clients animate from.

Seats and diamond cells count from 0; cards carry their id and their number. An event
with a secret (a card drawn, a card played face down in variant 3) is seen only by its
owner; a public twin says that it happened.
"""

from __future__ import annotations

from bullheads.core.events import Event, event


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


@event
class TurnStarted(Event):
    seat: int
    turn: int


@event
class DeckShuffled(Event):
    """NUM-04: the discard (specials included) became the new deck."""

    seat: int
    size: int


@event
class Drew(Event):
    """A seat drew one card (which one: CardDrawn, to its owner only)."""

    seat: int


@event
class CardDrawn(Private):
    card: int
    number: int


@event
class CardPlayed(Event):
    """NUM-07: a card went face up from hand to the play zone."""

    seat: int
    card: int
    number: int


@event
class PlayedFaceDown(Event):
    """V3-1: a seat played a card face down (which one: CardPlayedSecretly, to its owner)."""

    seat: int


@event
class CardPlayedSecretly(Private):
    card: int
    number: int


@event
class ZoneCleared(Event):
    """NUM-07 Clear: the play zone went to the discard (`cards`: empty when face down)."""

    seat: int
    count: int
    cards: tuple[int, ...]


@event
class TargetRolled(Event):
    """NUM-05: the dice gave `number`; `card` of that number is the new target."""

    dice: tuple[int, ...]
    number: int
    card: int


@event
class Exhausted(Event):
    """NUM-05: no card of the rolled number was left: a random card went face down beside
    the deck (`count` exhaustions so far)."""

    dice: tuple[int, ...]
    number: int
    count: int


@event
class TargetReturned(Event):
    """NUM-05: the target was shuffled back into the central deck before a re-roll."""

    card: int
    reason: str


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


@event
class ClaimTied(Event):
    """V1-3: several seats qualified with as many cards in play: nobody takes the target."""

    seats: tuple[int, ...]


@event
class Claimed(Event):
    """V3-1: a seat claims the target."""

    seat: int


@event
class Answered(Event):
    """V3-2/V3-3: a seat answered a claim or a trip (what it answered shows at the reveal)."""

    seat: int


@event
class ZoneRevealed(Event):
    """V3-2/V3-3: a seat showed its play zone (`value`: its sum)."""

    seat: int
    numbers: tuple[int, ...]
    value: int


@event
class ClaimResolved(Event):
    """V3-2: who opposed, and whether the claimer took the target (else all revealed discard)."""

    claimer: int
    opposers: tuple[int, ...]
    taken: bool


@event
class TripDeclared(Event):
    """V3-3: the attacker, and the seats with cards in play that must answer."""

    seat: int
    cards: int
    answering: tuple[int, ...]


@event
class Defended(Event):
    """V3-3: a seat discarded one card of its zone face down."""

    seat: int


@event
class DefendedWith(Private):
    card: int
    number: int


@event
class TripResolved(Event):
    """V3-3: the confronters the attacker beat and those it did not; `success` when it beat one."""

    seat: int
    beaten: tuple[int, ...]
    held: tuple[int, ...]
    success: bool


@event
class SpiralLaid(Event):
    """V2-1: the spiral, outermost card first; the last is the centre."""

    numbers: tuple[int, ...]


@event
class DiamondLaid(Event):
    """V4-1: the diamond's cells; None for a face-down card."""

    numbers: tuple[int | None, ...]


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


@event
class ReplaceRolled(Event):
    """V4-4: the die of the replace action and how many face-up cards may be replaced."""

    seat: int
    die: int
    count: int


@event
class CellsReplaced(Event):
    """V4-4: the cards of `cells` went back to the deck; `numbers` are the new face-up cards."""

    cells: tuple[int, ...]
    numbers: tuple[int, ...]


@event
class CellsTurned(Event):
    """V4-4: no new card was won: the new cards were turned face down."""

    cells: tuple[int, ...]


@event
class HandDiscarded(Event):
    """V4-5: a card went from hand to the (open) discard."""

    seat: int
    card: int
    number: int


@event
class RoundStarted(Event):
    """V5-2: a co-operative round begins."""

    round: int


@event
class Said(Event):
    """V5-2: a decisive phrase or an allowed hint, said to everyone."""

    seat: int
    what: str
    words: str


@event
class CardsShown(Event):
    """V5-2 (3): the cards played this round, face up, and their sum."""

    plays: tuple[tuple[int, int], ...]
    total: int


@event
class QueueCard(Event):
    """V5-1/V5-3: a card joined the target queue (`number` None: face down)."""

    number: int | None


@event
class Matched(Event):
    """V5-3: the round's sum matched a face-up queue card; `to` is a seat or None (the pile)."""

    card: int
    number: int
    to: int | None


@event
class TieBroken(Event):
    """V1-5/V2-5/V3-4/V4-6: how a tie for the win was broken (`values` per tied seat)."""

    how: str
    seats: tuple[int, ...]
    values: tuple[int, ...]


@event
class GameEnded(Event):
    """The end: the reason, the final scores and the winning seats (empty: the team lost)."""

    reason: str
    scores: tuple[int, ...]
    winners: tuple[int, ...]
