"""Dice and the central special deck (NUM-03, NUM-05), every outcome recorded.

Outcomes: ``{"dice": [3, 5]}`` for a roll, ``{"aside": id}`` for the random card set
aside at an exhaustion, ``{"deal": [ids]}`` for special cards dealt at random (the
spiral, the diamond, replaced cells). The central deck is kept as a sorted list: the
rules only take cards from it by number or at random, never by position.
"""

from __future__ import annotations

import random
from typing import Any

from bullheads.core.chance import Chance


def roll(chance: Chance, dice: int, faces: int) -> tuple[int, ...]:
    """NUM-03: `dice` dice of `faces` faces; "the roll" is their sum."""

    def make(rng: random.Random) -> dict[str, Any]:
        return {"dice": [rng.randint(1, faces) for _ in range(dice)]}

    def check(data: Any) -> dict[str, Any]:
        values = data.get("dice") if isinstance(data, dict) else None
        if (
            not isinstance(values, list)
            or len(values) != dice
            or not all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= faces for v in values)
        ):
            raise ValueError(f'expected a roll of {dice} dice of 1..{faces}: {{"dice": [...]}}')
        return {"dice": list(values)}

    return tuple(chance.draw(make, check)["dice"])


def take_number(central: list[int], numbers: tuple[int, ...], number: int) -> int | None:
    """NUM-05: a card of `number` out of the central deck (the lowest id: copies are equal)."""
    for index, card in enumerate(central):
        if numbers[card] == number:
            del central[index]
            return card
    return None


def set_aside(chance: Chance, central: list[int]) -> int:
    """NUM-05: one random card of the central deck, taken out face down."""
    (card,) = deal(chance, central, 1, "aside")
    return card


def deal(chance: Chance, central: list[int], count: int, key: str = "deal") -> list[int]:
    """`count` random cards out of the central deck, in the order dealt."""
    pool = list(central)

    def make(rng: random.Random) -> dict[str, Any]:
        cards = rng.sample(pool, count)
        return {key: cards[0]} if key == "aside" else {key: cards}

    def check(data: Any) -> dict[str, Any]:
        if not isinstance(data, dict) or key not in data:
            raise ValueError(f"expected {{{key!r}: ...}}: a card taken at random from the central deck")
        cards = [data[key]] if key == "aside" else data[key]
        if not isinstance(cards, list) or len(cards) != count or len(set(cards)) != count:
            raise ValueError(f"expected {count} distinct cards for {key!r}")
        if not all(card in pool for card in cards):
            raise ValueError(f"{key!r} names a card that is not in the central deck: {cards}")
        return {key: cards[0]} if key == "aside" else {key: list(cards)}

    outcome = chance.draw(make, check)
    cards = [outcome[key]] if key == "aside" else list(outcome[key])
    for card in cards:
        central.remove(card)
    return cards
