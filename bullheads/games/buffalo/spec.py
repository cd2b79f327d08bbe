"""What Beat the Buffalo declares of itself: a team of players, no options (core.spec)."""

from __future__ import annotations

from typing import Any

from bullheads.core.spec import GameSpec
from bullheads.games.buffalo.config import MAX_PLAYERS, MIN_PLAYERS
from bullheads.games.take6.cards import DECK_SIZE


def largest_draw(config: Any) -> int:
    """BUF-02: the deal draws from Take 6!'s 104 cards (BUF-03's special cards are 16)."""
    return DECK_SIZE


BUFFALO_SPEC = GameSpec(
    name="buffalo",
    title="Beat the Buffalo",
    summary="Beat the Buffalo: 1-6 players as one team against the automatic buffalo.",
    players=range(MIN_PLAYERS, MAX_PLAYERS + 1),
    default_players=3,
    cooperative=True,
    lower_scores_win=True,  # BUF-07: a score is the team's heads; fewer than the buffalo's win.
    largest_draw=largest_draw,
    simultaneous=True,
)
"""BUF-01: 1 to 6 players, one team against the buffalo; BUF-04: each turn every player
chooses a card in secret, all at once (simultaneous)."""
