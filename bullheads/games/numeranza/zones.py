"""A player's zones (NUM-01): deck, hand, play zone, discard; drawing and reshuffling (NUM-04).

The deck is drawn from its start. `hidden` holds the cards of the play zone and the
discard that lie face down (variant 3): other seats see only that a card is there.
Every shuffle is a chance outcome ``{"shuffle": seat, "deck": [ids, top first]}``, so a
record holds the exact order of every deck.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from bullheads.core.chance import Chance


@dataclasses.dataclass(slots=True)
class Zones:
    deck: list[int] = dataclasses.field(default_factory=list)
    hand: list[int] = dataclasses.field(default_factory=list)
    play: list[int] = dataclasses.field(default_factory=list)
    discard: list[int] = dataclasses.field(default_factory=list)
    hidden: set[int] = dataclasses.field(default_factory=set)

    def clone(self) -> Zones:
        return Zones(list(self.deck), list(self.hand), list(self.play), list(self.discard), set(self.hidden))

    def cards(self) -> list[int]:
        """Every card of this seat, in all four zones."""
        return [*self.deck, *self.hand, *self.play, *self.discard]

    def to_discard(self, cards: list[int], face_down: bool = False) -> None:
        """Cards go on the discard, face down (hidden) or face up."""
        self.discard += cards
        if face_down:
            self.hidden.update(cards)
        else:
            self.hidden.difference_update(cards)


def shuffle(chance: Chance, seat: int, cards: list[int]) -> list[int]:
    """NUM-01/NUM-04: `cards` in a random order, as a recorded outcome."""
    expected = sorted(cards)

    def make(rng: random.Random) -> dict[str, Any]:
        order = list(expected)
        rng.shuffle(order)
        return {"shuffle": seat, "deck": order}

    def check(data: Any) -> dict[str, Any]:
        if (
            not isinstance(data, dict)
            or data.get("shuffle") != seat
            or not isinstance(data.get("deck"), list)
        ):
            raise ValueError(f'expected the shuffle of seat {seat}: {{"shuffle": {seat}, "deck": [...]}}')
        if sorted(data["deck"]) != expected:
            raise ValueError(f"seat {seat}'s shuffled deck must hold exactly the cards {expected}")
        return {"shuffle": seat, "deck": list(data["deck"])}

    return list(chance.draw(make, check)["deck"])


def draw(chance: Chance, seat: int, zones: Zones) -> tuple[int | None, bool]:
    """NUM-04: the top card of the deck into the hand, shuffling the discard first when the
    deck is empty. Returns the card (None: nothing to draw) and whether it reshuffled."""
    shuffled = False
    if not zones.deck:
        if not zones.discard:
            return None, False
        zones.deck = shuffle(chance, seat, zones.discard)
        zones.hidden.difference_update(zones.discard)
        zones.discard = []
        shuffled = True
    card = zones.deck.pop(0)
    zones.hand.append(card)
    return card, shuffled
