"""What Take 11! declares of itself: players and options, read by every client (core.spec)."""

from __future__ import annotations

from bullheads.core.spec import GameSpec, Option
from bullheads.games.take11.cards import DEFAULT_HEADS, heads_to_json
from bullheads.games.take11.config import MAX_PLAYERS, MIN_PLAYERS

TAKE11_SPEC = GameSpec(
    name="take11",
    title="Take 11!",
    summary="Take 11! (11 nimmt!): 2-7 players, turns in order, as many rounds as players.",
    players=range(MIN_PLAYERS, MAX_PLAYERS + 1),
    default_players=4,
    cooperative=False,
    options=(
        Option(
            "heads",
            "json",
            heads_to_json(DEFAULT_HEADS),
            'The heads table (T11-02), e.g. {"default": 1, "3": [2, 5], "7": [3, 33]} '
            "(cards not listed: default).",
            advanced=True,
        ),
    ),
)
