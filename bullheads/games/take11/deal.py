"""Chance in Take 11!: the first round's starter and the deal of each round (T11-03).

Each outcome is JSON-ready and goes through `Chance`, so records hold it explicitly:

- the starter of round 1, ``{"start": seat}`` (the rule book's youngest player: random);
- a deal, ``{"hands": [[...], ...], "piles": [[31]], "draw": [23, 87, ...]}``: one hand
  per seat, the piles on the table (bottom card first) and the draw pile in the order its
  cards will be revealed. A dealt round has hands of 10 cards, one pile of one card (the
  draw pile's first card, turned face up) and the rest of the deck as the draw pile. A
  hand-written position may give any hands of at least one card, any piles and any draw
  pile, each card at most once, so that a rule-book position replays as printed.
"""

from __future__ import annotations

import random
from typing import Any

from bullheads.core.chance import Chance, sample
from bullheads.games.take11.cards import DECK_SIZE

PER_HAND = 10
"""T11-03: ten cards to each player."""
DECK = range(1, DECK_SIZE + 1)

Deal = tuple[list[list[int]], list[list[int]], list[int]]
"""Hands, piles and the draw pile."""


def first_starter(chance: Chance, players: int) -> int:
    """T11-03: a random seat starts round 1: ``{"start": seat}``."""

    def check(data: Any) -> dict[str, int]:
        start = data.get("start") if isinstance(data, dict) else None
        if not isinstance(data, dict) or set(data) != {"start"} or not _is_seat(start, players):
            raise ValueError(f'the first starter is {{"start": seat}} with a seat 0..{players - 1}')
        return {"start": data["start"]}

    outcome = chance.draw(lambda rng: {"start": rng.randrange(players)}, check)
    return int(outcome["start"])


def deal(chance: Chance, players: int) -> Deal:
    """T11-03: a shuffled deck; 10 cards each, the next card starts the first pile."""

    def make(rng: random.Random) -> dict[str, Any]:
        hands, piles, draw = shuffled_deal(rng, players)
        return {"hands": [sorted(hand) for hand in hands], "piles": piles, "draw": draw}

    outcome = chance.draw(make, lambda data: check_deal(data, players))
    return (
        [list(hand) for hand in outcome["hands"]],
        [list(pile) for pile in outcome["piles"]],
        list(outcome["draw"]),
    )


def shuffled_deal(rng: random.Random, players: int) -> Deal:
    """T11-03: 10 cards to each player from a shuffled deck; the next one starts the first pile."""
    cards = sample(rng, DECK, DECK_SIZE)
    dealt = PER_HAND * players
    hands = [cards[i * PER_HAND : (i + 1) * PER_HAND] for i in range(players)]
    return hands, [[cards[dealt]]], cards[dealt + 1 :]


def check_deal(data: Any, players: int) -> dict[str, Any]:
    """Validate a recorded deal; raise ValueError saying what is wrong."""
    if not isinstance(data, dict) or set(data) != {"hands", "piles", "draw"}:
        raise ValueError('a deal is {"hands": [...], "piles": [...], "draw": [...]}')
    hands, piles, draw = data["hands"], data["piles"], data["draw"]
    if not isinstance(hands, list) or len(hands) != players:
        raise ValueError(f"the deal needs {players} hands, one per seat")
    if not isinstance(piles, list) or not piles:
        raise ValueError("the deal needs at least one pile")
    seen: set[int] = set()
    groups = [*(("hand", hand) for hand in hands), *(("pile", pile) for pile in piles), ("draw pile", draw)]
    for name, cards in groups:
        if not isinstance(cards, list) or not all(_is_card(card) for card in cards):
            raise ValueError(f"a {name} must be a list of cards 1..{DECK_SIZE}: {cards!r}")
        if seen.intersection(cards) or len(set(cards)) != len(cards):
            raise ValueError(f"a card is dealt twice: {cards!r}")
        seen.update(cards)
        if name != "draw pile" and not cards:
            raise ValueError(f"a {name} must hold at least one card")
    return {"hands": [sorted(hand) for hand in hands], "piles": piles, "draw": draw}


def _is_card(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= DECK_SIZE


def _is_seat(value: Any, players: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players
