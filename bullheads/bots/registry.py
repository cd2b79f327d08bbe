"""The bots a user can name, per game."""

from __future__ import annotations

from collections.abc import Callable

from bullheads.bots.base import Bot, RandomBot
from bullheads.bots.take6_heuristic import Take6HeuristicBot
from bullheads.core.errors import BullheadsError

BotFactory = Callable[[int | None], Bot]

BOTS: dict[str, dict[str, BotFactory]] = {
    "take6": {"random": RandomBot, "heuristic": Take6HeuristicBot},
}
DEFAULT_BOT = "heuristic"


def bot_names(game: str) -> list[str]:
    return sorted(BOTS.get(game, {}))


def make_bot(name: str, game: str, seed: int | None = None) -> Bot:
    """A new bot called `name` for `game`, or a clear error listing the bots there are."""
    try:
        return BOTS[game][name](seed)
    except KeyError:
        raise BullheadsError(
            f"no bot called {name!r} for {game} (bots: {', '.join(bot_names(game))})"
        ) from None
