"""What a bot is: a function of a seat's view and its legal actions.

A bot never sees the state itself (DESIGN.md), so it cannot use another seat's secrets.
Each bot owns a seeded generator, so a game with bots replays the same for the same seed.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, cast

from bullheads.core.state import Action, State


class Bot(Protocol):
    """Chooses one of `legal` given `view`."""

    name: str

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action: ...


class RandomBot:
    """Any game: a uniformly random legal action."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]


class SearchingBot(Bot, Protocol):
    """A bot that also needs `determinize` (search bots) or the seat and config (external
    bots): it is asked with the state, and may only call view, legal and determinize on it."""

    def choose_in(self, state: State[Any, Any], seat: int) -> Action: ...


def decide(bot: Bot, state: State[Any, Any], seat: int) -> Action:
    """Ask `bot` for `seat`'s decision: how every runner (client, match) asks any bot."""
    choose_in = getattr(bot, "choose_in", None)
    if choose_in is not None:
        return cast(Action, choose_in(state, seat))
    return bot.choose(state.view(seat), state.legal(seat))
