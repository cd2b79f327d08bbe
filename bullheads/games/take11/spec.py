"""What Take 11! declares of itself: players and options, read by every client (core.spec)."""

from __future__ import annotations

from typing import Any

from bullheads.core.spec import GameSpec, Option
from bullheads.games.take11.cards import DECK_SIZE, DEFAULT_HEADS, heads_to_json
from bullheads.games.take11.config import MAX_PLAYERS, MIN_PLAYERS


def largest_draw(config: Any) -> int:
    """T11-01, T11-03: a deal shuffles the 100 number cards (the first starter is one of
    at most 7 seats)."""
    return DECK_SIZE


TAKE11_SPEC = GameSpec(
    name="take11",
    title="Take 11!",
    summary="Take 11! (11 nimmt!): 2-7 players, turns in order, as many rounds as players.",
    players=range(MIN_PLAYERS, MAX_PLAYERS + 1),
    default_players=4,
    cooperative=False,
    lower_scores_win=True,  # T11-09: a score is the points counted against a seat; the fewest wins.
    largest_draw=largest_draw,
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
