"""The Take 6! deck and its bull heads (T6-01, T6-02)."""

from __future__ import annotations

from collections.abc import Iterable

DECK_SIZE = 104
"""T6-01: the cards 1..104, each once."""


def _heads_of(card: int) -> int:
    """T6-02: 55 -> 7; other multiples of 11 -> 5; of 10 -> 3; ending in 5 -> 2; else 1."""
    if card == 55:
        return 7
    if card % 11 == 0:
        return 5
    if card % 10 == 0:
        return 3
    if card % 5 == 0:
        return 2
    return 1


HEADS: tuple[int, ...] = (0, *(_heads_of(card) for card in range(1, DECK_SIZE + 1)))
"""HEADS[card] is the number of bull heads on `card` (index 0 is unused)."""


def heads(cards: Iterable[int]) -> int:
    """The total heads of an iterable of cards."""
    return sum(map(HEADS.__getitem__, cards))
