"""The Take 11! entry point of the contract."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bullheads.core.chance import Chance, Outcome
from bullheads.core.state import Game
from bullheads.games.take11 import actions
from bullheads.games.take11.config import Take11Config
from bullheads.games.take11.spec import TAKE11_SPEC
from bullheads.games.take11.state import Take11State
from bullheads.games.take11.views import Take11View


class Take11(Game[Take11State, Take11Config]):
    """Take 11! (11 nimmt!): 2-7 players, turns in order, fewest bull heads wins."""

    spec = TAKE11_SPEC
    view_type = Take11View
    name = spec.name
    title = spec.title

    def config_from_json(self, data: dict[str, Any]) -> Take11Config:
        return Take11Config.from_json(data)

    def new(
        self,
        config: Take11Config | None = None,
        seed: int | None = None,
        outcomes: Sequence[Outcome] | None = None,
    ) -> Take11State:
        state = Take11State(config or Take11Config(), Chance(seed, outcomes))
        state.start()
        return state

    def action_from_json(self, data: Any) -> actions.Take11Action:
        return actions.from_json(data)

    def decode(self, index: int) -> actions.Take11Action:
        return actions.decode(index)


TAKE11 = Take11()
