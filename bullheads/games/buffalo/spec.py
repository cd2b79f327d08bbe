"""What Beat the Buffalo declares of itself: a team of players, no options (core.spec)."""

from __future__ import annotations

from bullheads.core.spec import GameSpec
from bullheads.games.buffalo.config import MAX_PLAYERS, MIN_PLAYERS

BUFFALO_SPEC = GameSpec(
    name="buffalo",
    title="Beat the Buffalo",
    summary="Beat the Buffalo: 1-6 players as one team against the automatic buffalo.",
    players=range(MIN_PLAYERS, MAX_PLAYERS + 1),
    default_players=3,
    cooperative=True,
)
"""BUF-01: 1 to 6 players, one team against the buffalo."""
