"""Chance in Beat the Buffalo: the deal (BUF-02, BUF-03), one outcome through `Chance`.

A deal is ``{"hands": [[...], ...], "buffalo": [...], "rows": [[...] x4], "specials": [...]}``:
one hand per member, the buffalo's face-down cards top first, the rows, and the special
cards in play (the first two face up, the rest the face-down stack, top first). A dealt
game has 10-card hands, 10 buffalo cards, one card per row and BUF-03's number of special
cards; a hand-written position may give shorter hands (the buffalo as many as each
member), longer ascending rows and fewer special cards, so that a rule-book example can
be replayed as it is printed.
"""

from __future__ import annotations

import random
from typing import Any

from bullheads.core.chance import Chance
from bullheads.games.buffalo.specials import COPIES, IN_PLAY, KINDS
from bullheads.games.take6.deal import ROWS, check_deal, shuffled_deal
from bullheads.games.take6.table import ROW_CAPACITY

ALL_SPECIALS = tuple(kind for kind in KINDS for _ in range(COPIES))
"""BUF-03: the 16 special cards."""


def deal(chance: Chance, players: int) -> dict[str, Any]:
    """BUF-02/BUF-03: hands, the buffalo's cards and the rows from one shuffled deck (the
    buffalo is dealt like one more player), then the special cards drawn at random."""

    def make(rng: random.Random) -> dict[str, Any]:
        hands, rows = shuffled_deal(rng, players + 1)
        specials = rng.sample(ALL_SPECIALS, IN_PLAY[players])
        return {
            "hands": [sorted(hand) for hand in hands[:players]],
            "buffalo": hands[players],
            "rows": rows,
            "specials": specials,
        }

    outcome: dict[str, Any] = chance.draw(make, lambda data: check(data, players))
    return outcome


def check(data: Any, players: int) -> dict[str, Any]:
    """Validate a recorded deal; raise ValueError saying what is wrong."""
    if not isinstance(data, dict) or set(data) != {"hands", "buffalo", "rows", "specials"}:
        raise ValueError('a deal is {"hands": [...], "buffalo": [...], "rows": [...], "specials": [...]}')
    hands, buffalo = data["hands"], data["buffalo"]
    if not isinstance(hands, list) or len(hands) != players:
        raise ValueError(f"the deal needs {players} hands, one per team member")
    checked = check_deal({"hands": [*hands, buffalo], "rows": data["rows"]}, players + 1)
    if len(data["rows"]) != ROWS or not all(len(row) <= ROW_CAPACITY for row in data["rows"]):
        raise ValueError(f"a row holds 1 to {ROW_CAPACITY} cards")
    specials = data["specials"]
    if not isinstance(specials, list) or len(specials) > IN_PLAY[players]:
        raise ValueError(f"a team of {players} plays with at most {IN_PLAY[players]} special cards (BUF-03)")
    for kind in specials:
        if kind not in KINDS or specials.count(kind) > COPIES:
            raise ValueError(f"special cards are {', '.join(KINDS)}, two of each: {specials!r}")
    return {
        "hands": checked["hands"][:players],
        "buffalo": list(buffalo),
        "rows": checked["rows"],
        "specials": list(specials),
    }
