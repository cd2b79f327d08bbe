"""What a bot is: a function of a seat's view and its legal actions.

A bot never sees the state itself (DESIGN.md), so it cannot use another seat's secrets.
Each bot owns a seeded generator, so a game with bots replays the same for the same seed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from bullheads.core.state import Action


class Bot(Protocol):
    """Chooses one of `legal` given `view`."""

    name: str

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action: ...


class RandomBot:
    """Any game: a uniformly random legal action."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]
