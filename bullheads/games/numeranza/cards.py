"""Numeranza's cards as data (NUM-01, NUM-02): starting cards and the special deck.

Every physical card has an id, so that zones can be checked for conservation and a
face-down card can be followed without being named. Special cards come first (ids
0..specials-1, by number), then each seat's five starting cards (NUM-01).
"""

from __future__ import annotations

import dataclasses
import functools

from bullheads.games.numeranza.views import CardFace

STARTING_NUMBERS = (1, 2, 2, 3, 4)
"""NUM-01: every personal deck starts as these five number cards."""

DEFAULT_COPIES: tuple[tuple[int, int], ...] = (
    (2, 1), (3, 2), (4, 3), (5, 4), (6, 5), (7, 6), (8, 5), (9, 4), (10, 3), (11, 2), (12, 1),
)  # fmt: skip
"""NUM-02 [R]: copies of each special number, following the sums of two dice (36 cards)."""

DEFAULT_POINTS: tuple[tuple[int, int], ...] = (
    (2, 1), (3, 1), (4, 1), (5, 2), (6, 2), (7, 2), (8, 3), (9, 3), (10, 3), (11, 4), (12, 4),
)  # fmt: skip
"""NUM-02 [R]: the points of a special card, by its number."""


@dataclasses.dataclass(frozen=True, slots=True)
class Cards:
    """The numbers and points of every card id of one game (points 0: a starting card)."""

    numbers: tuple[int, ...]
    points: tuple[int, ...]
    specials: int
    """How many special cards there are: ids 0..specials-1."""

    def is_special(self, card: int) -> bool:
        return card < self.specials

    def starting(self, seat: int) -> list[int]:
        """NUM-01: the ids of `seat`'s five starting cards."""
        first = self.specials + seat * len(STARTING_NUMBERS)
        return list(range(first, first + len(STARTING_NUMBERS)))

    def owner_of_starting(self, card: int) -> int:
        return (card - self.specials) // len(STARTING_NUMBERS)

    def total(self, cards: list[int]) -> int:
        """NUM-06: the plain sum of the cards' numbers."""
        numbers = self.numbers
        return sum(numbers[card] for card in cards)

    def face(self, card: int) -> CardFace:
        """A card as views show it."""
        return {"id": card, "number": self.numbers[card], "points": self.points[card]}


@functools.lru_cache(maxsize=64)
def build(copies: tuple[tuple[int, int], ...], points: tuple[tuple[int, int], ...], seats: int) -> Cards:
    """The card table for a special set (NUM-02) and `seats` personal decks (NUM-01).

    Made once per set and count: a `Cards` never changes, and every copy of a state (the
    search bots make thousands) holds its game's."""
    point_of = dict(points)
    numbers: list[int] = []
    values: list[int] = []
    for number, count in sorted(copies):
        numbers += [number] * count
        values += [point_of[number]] * count
    specials = len(numbers)
    for _ in range(seats):
        numbers += STARTING_NUMBERS
        values += [0] * len(STARTING_NUMBERS)
    return Cards(tuple(numbers), tuple(values), specials)
