"""The Digit Flip fan card (FAN-FLIP-1..5): a card's digits read the other way round.

Which cards can be flipped, the value a flipped card counts as, and the placing order of
a turn in which some cards were flipped. The per-seat Digit Flip cards themselves are
held by the state (FAN-FLIP-1); the flipped values are given to the table for placing.
"""

from __future__ import annotations

from bullheads.games.take6.cards import DECK_SIZE


def _flip_of(card: int) -> int:
    """FAN-FLIP-2: 31 -> 13, 90 -> 9, 10 -> 1; 0 when the card cannot be flipped
    (100..104, single digits, and 11..99 palindromes, whose flip changes nothing)."""
    if not 10 <= card <= 99:
        return 0
    value = (card % 10) * 10 + card // 10
    return 0 if value == card else value


FLIPPED_VALUE: tuple[int, ...] = tuple(_flip_of(card) for card in range(DECK_SIZE + 1))
"""FLIPPED_VALUE[card]: the value `card` counts as when flipped, or 0 if it cannot be."""


def can_flip(card: int) -> bool:
    """FAN-FLIP-2: whether the Digit Flip may be used on `card`."""
    return 1 <= card <= DECK_SIZE and FLIPPED_VALUE[card] != 0


def placing_order(plays: list[tuple[int, int]], values: dict[int, int]) -> list[tuple[int, int]]:
    """FAN-FLIP-3/4: (card, seat) plays by the value they count as, lowest first; a flipped
    value equal to another played card's value is placed first."""
    return sorted(plays, key=lambda play: (values.get(play[0], play[0]), play[0] not in values))
