"""The bots a user can name, per game."""

from __future__ import annotations

from collections.abc import Callable

from bullheads.bots.base import Bot, RandomBot
from bullheads.bots.buffalo_heuristic import BuffaloHeuristicBot
from bullheads.bots.external import ExternalBot, Fault, warn
from bullheads.bots.numeranza_heuristic import NumeranzaHeuristicBot
from bullheads.bots.search import DEFAULT_LEVEL, LEVELS, SearchBot
from bullheads.bots.take6_heuristic import Take6HeuristicBot
from bullheads.bots.take11_heuristic import Take11HeuristicBot
from bullheads.core.errors import BullheadsError
from bullheads.games import GAMES

BotFactory = Callable[[int | None], Bot]

BOTS: dict[str, dict[str, BotFactory]] = {
    "take6": {"random": RandomBot, "heuristic": Take6HeuristicBot},
    "take11": {"random": RandomBot, "heuristic": Take11HeuristicBot},
    "numeranza": {"random": RandomBot, "heuristic": NumeranzaHeuristicBot},
    "buffalo": {"random": RandomBot, "heuristic": BuffaloHeuristicBot},
}
DEFAULT_BOT = "heuristic"
RULE_OF_THUMB = "heuristic"
"""The name every game gives its rule-of-thumb bot (where it has one)."""
SEARCH = "search"
"""The search bot, in every game: `search` (normal level) or `search:LEVEL`."""
EXTERNAL = "cmd:"
"""An external bot, in every game: `cmd:COMMAND` runs COMMAND and speaks the bot protocol."""


def bot_names(game: str) -> list[str]:
    """The built-in bots of `game` (external bots are named by their command): random and
    the search bot for every game, and the game's own bots."""
    if game not in GAMES:
        return []
    levels = [f"{SEARCH}:{level}" for level in LEVELS if level != DEFAULT_LEVEL]
    return sorted({"random", *BOTS.get(game, {}), SEARCH, *levels})


def make_bot(
    name: str,
    game: str,
    seed: int | None = None,
    seconds: float | None = None,
    on_fault: Callable[[ExternalBot, Fault], None] | None = warn,
) -> Bot:
    """A new bot called `name` for `game`, or a clear error listing the bots there are.

    An external bot has `seconds` per decision (None: its default) and reports its faults
    to `on_fault` (by default on stderr).
    """
    if name.startswith(EXTERNAL) and game in GAMES:
        command = name.removeprefix(EXTERNAL)
        return ExternalBot(command, game, fallback(game, seed), seconds=seconds, on_fault=on_fault)
    kind, _, level = name.partition(":")
    if kind == SEARCH and game in GAMES:
        return SearchBot(game, fallback(game, seed), level or DEFAULT_LEVEL, seed)
    if name == "random" and game in GAMES:
        return RandomBot(seed)
    try:
        return BOTS[game][name](seed)
    except KeyError:
        raise BullheadsError(
            f"no bot called {name!r} for {game} (bots: {', '.join(bot_names(game))}, or cmd:COMMAND)"
        ) from None


def fallback(game: str, seed: int | None) -> Bot:
    """The rule-of-thumb bot of `game`, else random: it takes the decisions an external bot
    fails, and models the other seats in the search bot."""
    factory = BOTS.get(game, {}).get(RULE_OF_THUMB, RandomBot)
    return factory(seed)
