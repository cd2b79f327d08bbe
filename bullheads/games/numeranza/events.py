"""What happens in a Numeranza game, as events clients animate from.

Seats and diamond cells count from 0; cards carry their id and their number. An event
with a secret (a card drawn, a card played face down in variant 3) is seen only by its
owner; a public twin says that it happened.
"""

from __future__ import annotations

import dataclasses

from bullheads.core.events import Event


@dataclasses.dataclass(frozen=True, slots=True)
class Private(Event):
    """Base of the events only `seat` (the owner of the secret) may see."""

    seat: int

    def seen_by(self, seat: int | None) -> bool:
        return seat == self.seat


@dataclasses.dataclass(frozen=True, slots=True)
class StartRolled(Event):
    """NUM-08: the seats still tied rolled to decide who starts; `first` is set at the end."""

    rolls: tuple[tuple[int, int], ...]
    first: int


@dataclasses.dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    seat: int
    turn: int


@dataclasses.dataclass(frozen=True, slots=True)
class DeckShuffled(Event):
    """NUM-04: the discard (specials included) became the new deck."""

    seat: int
    size: int


@dataclasses.dataclass(frozen=True, slots=True)
class Drew(Event):
    """A seat drew one card (which one: CardDrawn, to its owner only)."""

    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class CardDrawn(Private):
    card: int
    number: int


@dataclasses.dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """NUM-07: a card went face up from hand to the play zone."""

    seat: int
    card: int
    number: int


@dataclasses.dataclass(frozen=True, slots=True)
class PlayedFaceDown(Event):
    """V3-1: a seat played a card face down (which one: CardPlayedSecretly, to its owner)."""

    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class CardPlayedSecretly(Private):
    card: int
    number: int


@dataclasses.dataclass(frozen=True, slots=True)
class ZoneCleared(Event):
    """NUM-07 Clear: the play zone went to the discard (`cards`: empty when face down)."""

    seat: int
    count: int
    cards: tuple[int, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class TargetRolled(Event):
    """NUM-05: the dice gave `number`; `card` of that number is the new target."""

    dice: tuple[int, ...]
    number: int
    card: int


@dataclasses.dataclass(frozen=True, slots=True)
class Exhausted(Event):
    """NUM-05: no card of the rolled number was left: a random card went face down beside
    the deck (`count` exhaustions so far)."""

    dice: tuple[int, ...]
    number: int
    count: int


@dataclasses.dataclass(frozen=True, slots=True)
class TargetReturned(Event):
    """NUM-05: the target was shuffled back into the central deck before a re-roll."""

    card: int
    reason: str


@dataclasses.dataclass(frozen=True, slots=True)
class SpecialWon(Event):
    """A seat won a special card; it and the zone `cards` go to its discard. `how` is the
    zone's value as played (e.g. ``4+2-2``)."""

    seat: int
    card: int
    number: int
    points: int
    cards: tuple[int, ...]
    how: str


@dataclasses.dataclass(frozen=True, slots=True)
class ClaimTied(Event):
    """V1-3: several seats qualified with as many cards in play: nobody takes the target."""

    seats: tuple[int, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class Claimed(Event):
    """V3-1: a seat claims the target."""

    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class Answered(Event):
    """V3-2/V3-3: a seat answered a claim or a trip (what it answered shows at the reveal)."""

    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class ZoneRevealed(Event):
    """V3-2/V3-3: a seat showed its play zone (`value`: its sum)."""

    seat: int
    numbers: tuple[int, ...]
    value: int


@dataclasses.dataclass(frozen=True, slots=True)
class ClaimResolved(Event):
    """V3-2: who opposed, and whether the claimer took the target (else all revealed discard)."""

    claimer: int
    opposers: tuple[int, ...]
    taken: bool


@dataclasses.dataclass(frozen=True, slots=True)
class TripDeclared(Event):
    """V3-3: the attacker, and the seats with cards in play that must answer."""

    seat: int
    cards: int
    answering: tuple[int, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class Defended(Event):
    """V3-3: a seat discarded one card of its zone face down."""

    seat: int


@dataclasses.dataclass(frozen=True, slots=True)
class DefendedWith(Private):
    card: int
    number: int


@dataclasses.dataclass(frozen=True, slots=True)
class TripResolved(Event):
    """V3-3: the confronters the attacker beat and those it did not; `success` when it beat one."""

    seat: int
    beaten: tuple[int, ...]
    held: tuple[int, ...]
    success: bool


@dataclasses.dataclass(frozen=True, slots=True)
class SpiralLaid(Event):
    """V2-1: the spiral, outermost card first; the last is the centre."""

    numbers: tuple[int, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class DiamondLaid(Event):
    """V4-1: the diamond's cells; None for a face-down card."""

    numbers: tuple[int | None, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class CardTried(Event):
    """V4-3: a try at a diamond card: its number, margin, operations and whether it was won."""

    seat: int
    cell: int
    number: int
    margin: int
    operations: str
    value: int
    won: bool


@dataclasses.dataclass(frozen=True, slots=True)
class ReplaceRolled(Event):
    """V4-4: the die of the replace action and how many face-up cards may be replaced."""

    seat: int
    die: int
    count: int


@dataclasses.dataclass(frozen=True, slots=True)
class CellsReplaced(Event):
    """V4-4: the cards of `cells` went back to the deck; `numbers` are the new face-up cards."""

    cells: tuple[int, ...]
    numbers: tuple[int, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class CellsTurned(Event):
    """V4-4: no new card was won: the new cards were turned face down."""

    cells: tuple[int, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class HandDiscarded(Event):
    """V4-5: a card went from hand to the (open) discard."""

    seat: int
    card: int
    number: int


@dataclasses.dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    """V5-2: a co-operative round begins."""

    round: int


@dataclasses.dataclass(frozen=True, slots=True)
class Said(Event):
    """V5-2: a decisive phrase or an allowed hint, said to everyone."""

    seat: int
    what: str
    words: str


@dataclasses.dataclass(frozen=True, slots=True)
class CardsShown(Event):
    """V5-2 (3): the cards played this round, face up, and their sum."""

    plays: tuple[tuple[int, int], ...]
    total: int


@dataclasses.dataclass(frozen=True, slots=True)
class QueueCard(Event):
    """V5-1/V5-3: a card joined the target queue (`number` None: face down)."""

    number: int | None


@dataclasses.dataclass(frozen=True, slots=True)
class Matched(Event):
    """V5-3: the round's sum matched a face-up queue card; `to` is a seat or None (the pile)."""

    card: int
    number: int
    to: int | None


@dataclasses.dataclass(frozen=True, slots=True)
class TieBroken(Event):
    """V1-5/V2-5/V3-4/V4-6: how a tie for the win was broken (`values` per tied seat)."""

    how: str
    seats: tuple[int, ...]
    values: tuple[int, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class GameEnded(Event):
    """The end: the reason, the final scores and the winning seats (empty: the team lost)."""

    reason: str
    scores: tuple[int, ...]
    winners: tuple[int, ...]
