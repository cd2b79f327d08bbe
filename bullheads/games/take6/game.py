"""The Take 6! entry point of the contract."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bullheads.core.chance import Chance, Outcome
from bullheads.core.state import Game
from bullheads.games.take6 import actions
from bullheads.games.take6.config import Take6Config
from bullheads.games.take6.spec import TAKE6_SPEC
from bullheads.games.take6.state import Take6State
from bullheads.games.take6.views import Take6View


class Take6(Game[Take6State, Take6Config]):
    """Take 6! (6 nimmt!): 2-10 players, simultaneous choices, lowest score wins."""

    spec = TAKE6_SPEC
    view_type = Take6View
    name = spec.name
    title = spec.title

    def config_from_json(self, data: dict[str, Any]) -> Take6Config:
        return Take6Config.from_json(data)

    def new(
        self,
        config: Take6Config | None = None,
        seed: int | None = None,
        outcomes: Sequence[Outcome] | None = None,
    ) -> Take6State:
        state = Take6State(config or Take6Config(), Chance(seed, outcomes))
        state.start()
        return state

    def action_from_json(self, data: Any) -> actions.Take6Action:
        return actions.from_json(data)

    def decode(self, index: int) -> actions.Take6Action:
        return actions.decode(index)


TAKE6 = Take6()
