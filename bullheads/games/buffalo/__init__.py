"""Beat the Buffalo: the co-operative Take 6! variant (rules: buffalo.md, BUF-01..BUF-18)."""

from bullheads.games.buffalo.game import BUFFALO_GAME

__all__ = ["BUFFALO_GAME"]
