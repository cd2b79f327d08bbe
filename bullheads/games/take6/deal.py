"""Chance in Take 6!: the deal of a round and the draft's start seat.

The base game deals from the full deck 1..104 (T6-03); the professional variant's
deal mode from its own deck 1..(10 x players + 4) (T6-15), which it uses up.

Each outcome is JSON-ready and goes through `Chance`, so records hold it explicitly.
A deal is ``{"hands": [[...], ...], "rows": [[...], [...], [...], [...]]}`` with one hand
per seat still playing, in seat order. A dealt round has 10-card hands and one card per
row (T6-03); a hand-written position may give shorter equal hands and longer rows, so
that a rule-book position can be replayed as it is printed. With fan cards in play a
hand-written position may also say where the markers stand and who holds a Digit Flip
(``"fans"``, see `bullheads.games.take6.fans.check_setup`); a dealt round leaves that to
the set-up rules.
"""

from __future__ import annotations

import random
from typing import Any

from bullheads.core.chance import Chance, sample
from bullheads.games.take6.cards import DECK_SIZE
from bullheads.games.take6.fans import check_rows, check_setup
from bullheads.games.take6.views import Take6View

PER_HAND = 10
"""T6-03: ten cards to each player."""
ROWS = 4
DECK = range(1, DECK_SIZE + 1)


def pro_deck(players: int) -> range:
    """T6-15: the professional variant's cards for `players` (1..34 for 3, 1..44 for 4)."""
    return range(1, PER_HAND * players + ROWS + 1)


def deck_in_view(view: Take6View) -> range:
    """The cards this round is dealt from, as a Take 6! view tells it: its ``"deck"``
    (the highest card; given when the hands are dealt from a smaller deck, T6-15) or the
    full deck (T6-03). For bots that count the cards they have not seen."""
    top = view.get("deck", DECK_SIZE)
    return range(1, top + 1)


def deal(
    chance: Chance, players: int, fans: tuple[str, ...] = (), deck: range = DECK
) -> tuple[list[list[int]], list[list[int]], dict[str, Any] | None]:
    """T6-03: a freshly shuffled `deck` (the full deck; the professional deal mode's
    1..(10 x players + 4), T6-15); 10 cards each, then 4 cards start the rows.

    Also returns the fan set-up of a hand-written position (None: the rules set it up).
    """

    def make(rng: random.Random) -> dict[str, Any]:
        hands, rows = shuffled_deal(rng, players, deck)
        return {"hands": [sorted(hand) for hand in hands], "rows": rows}

    outcome = chance.draw(make, lambda data: check_deal(data, players, fans, deck))
    hands = [list(hand) for hand in outcome["hands"]]
    return hands, [list(row) for row in outcome["rows"]], outcome.get("fans")


def shuffled_deal(
    rng: random.Random, players: int, deck: range = DECK
) -> tuple[list[list[int]], list[list[int]]]:
    """T6-03: 10 cards to each player, then 4 row cards, from a shuffled `deck`.

    Hands come in dealt (random) order; the lean rollout path relies on that.
    """
    cards = sample(rng, deck, PER_HAND * players + ROWS)
    hands = [cards[i * PER_HAND : (i + 1) * PER_HAND] for i in range(players)]
    return hands, [[card] for card in cards[PER_HAND * players :]]


def check_deal(data: Any, players: int, fans: tuple[str, ...] = (), deck: range = DECK) -> dict[str, Any]:
    """Validate a recorded deal of cards from `deck`; raise ValueError saying what is wrong."""
    keys = {"hands", "rows", "fans"} if fans else {"hands", "rows"}
    if not isinstance(data, dict) or not {"hands", "rows"} <= set(data) <= keys:
        extra = ', "fans": {...}' if fans else ""
        raise ValueError(f'a deal is {{"hands": [...], "rows": [...]{extra}}}')
    hands, rows = data["hands"], data["rows"]
    if not isinstance(hands, list) or len(hands) != players:
        raise ValueError(f"the deal needs {players} hands, one per seat still playing")
    if not isinstance(rows, list) or len(rows) != ROWS:
        raise ValueError(f"the deal needs {ROWS} rows")
    seen: set[int] = set()
    for name, cards in [*(("hand", hand) for hand in hands), *(("row", row) for row in rows)]:
        if not isinstance(cards, list) or not all(_is_card(card, deck) for card in cards):
            raise ValueError(f"a {name} must be a list of cards {deck.start}..{deck.stop - 1}: {cards!r}")
        if seen.intersection(cards) or len(set(cards)) != len(cards):
            raise ValueError(f"a card is dealt twice: {cards!r}")
        seen.update(cards)
    sizes = {len(hand) for hand in hands}
    if len(sizes) != 1 or not 1 <= sizes.pop() <= PER_HAND:
        raise ValueError(f"all hands must hold the same number of cards, 1 to {PER_HAND}")
    setup = check_setup(data["fans"], rows, players, fans) if "fans" in data else None
    check_rows(rows, fans, setup)
    checked: dict[str, Any] = {"hands": [sorted(hand) for hand in hands], "rows": rows}
    if setup is not None:
        checked["fans"] = setup
    return checked


def draft_start(chance: Chance, seats: list[int]) -> int:
    """T6-17: the first round's draft start seat, chosen at random: ``{"start": seat}``."""

    def check(data: Any) -> dict[str, int]:
        if not isinstance(data, dict) or data.get("start") not in seats:
            raise ValueError(f'the draft start is {{"start": seat}} with a seat in {seats}')
        return {"start": data["start"]}

    outcome = chance.draw(lambda rng: {"start": rng.choice(seats)}, check)
    return int(outcome["start"])


def draft_order(seats: list[int], start: int, snake: bool) -> list[int]:
    """T6-16/T6-17: one card at a time from `start` clockwise until each holds 10;
    with the snake option every other pass runs the other way."""
    begin = seats.index(start)
    clockwise = seats[begin:] + seats[:begin]
    order: list[int] = []
    for lap in range(PER_HAND):
        order.extend(reversed(clockwise) if snake and lap % 2 else clockwise)
    return order


def _is_card(value: Any, deck: range) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value in deck
