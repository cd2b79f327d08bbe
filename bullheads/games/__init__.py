"""The games of bullheads, by name."""

from __future__ import annotations

from typing import Any

from bullheads.core.checks import shown
from bullheads.core.errors import BullheadsError
from bullheads.core.state import Game
from bullheads.games.buffalo import BUFFALO_GAME
from bullheads.games.numeranza import NUMERANZA
from bullheads.games.take6 import TAKE6
from bullheads.games.take11 import TAKE11

GAMES: dict[str, Game[Any, Any]] = {
    TAKE6.name: TAKE6,
    TAKE11.name: TAKE11,
    NUMERANZA.name: NUMERANZA,
    BUFFALO_GAME.name: BUFFALO_GAME,
}


def get_game(name: str) -> Game[Any, Any]:
    """The game called `name`, or a clear error listing the games there are."""
    try:
        return GAMES[name]
    except KeyError:
        raise BullheadsError(f"unknown game {shown(name)} (games: {', '.join(sorted(GAMES))})") from None
