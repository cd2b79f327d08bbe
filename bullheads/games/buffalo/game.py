"""The Beat the Buffalo entry point of the contract."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bullheads.core.chance import Chance, Outcome
from bullheads.core.state import Game
from bullheads.games.buffalo import actions
from bullheads.games.buffalo.config import BuffaloConfig
from bullheads.games.buffalo.spec import BUFFALO_SPEC
from bullheads.games.buffalo.state import BuffaloState
from bullheads.games.buffalo.views import BuffaloView


class Buffalo(Game[BuffaloState, BuffaloConfig]):
    """Beat the Buffalo: 1-6 players as one team against an automatic buffalo."""

    spec = BUFFALO_SPEC
    view_type = BuffaloView
    name = spec.name
    title = spec.title

    def config_from_json(self, data: dict[str, Any]) -> BuffaloConfig:
        return BuffaloConfig.from_json(data)

    def new(
        self,
        config: BuffaloConfig | None = None,
        seed: int | None = None,
        outcomes: Sequence[Outcome] | None = None,
    ) -> BuffaloState:
        state = BuffaloState(config or BuffaloConfig(), Chance(seed, outcomes))
        state.start()
        return state

    def cooperative(self, config: BuffaloConfig) -> bool:
        """BUF-01: the players are one team against the buffalo."""
        return True

    def action_from_json(self, data: Any) -> actions.BuffaloAction:
        return actions.from_json(data)

    def decode(self, index: int) -> actions.BuffaloAction:
        return actions.decode(index)


BUFFALO_GAME = Buffalo()
