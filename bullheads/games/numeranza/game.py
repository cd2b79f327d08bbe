"""The Numeranza entry point of the contract: one game, five variants."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bullheads.core.chance import Chance, Outcome
from bullheads.core.state import Game
from bullheads.games.numeranza import actions
from bullheads.games.numeranza.config import NumeranzaConfig, Variant
from bullheads.games.numeranza.coop import CoopRules
from bullheads.games.numeranza.diamond import DiamondRules
from bullheads.games.numeranza.rules import Rules
from bullheads.games.numeranza.spec import NUMERANZA_SPEC
from bullheads.games.numeranza.spiral import SpiralRules
from bullheads.games.numeranza.state import NumeranzaState
from bullheads.games.numeranza.target import TargetRules
from bullheads.games.numeranza.trips import TripsRules
from bullheads.games.numeranza.views import NumeranzaView

VARIANTS: dict[Variant, Callable[[], Rules]] = {
    Variant.TARGET: TargetRules,
    Variant.SPIRAL: SpiralRules,
    Variant.TRIPS: TripsRules,
    Variant.DIAMOND: DiamondRules,
    Variant.COOP: CoopRules,
}


class Numeranza(Game[NumeranzaState, NumeranzaConfig]):
    """Numeranza, the dice deck-builder: 2-6 players (co-op 1-6), five variants."""

    spec = NUMERANZA_SPEC
    view_type = NumeranzaView
    name = spec.name
    title = spec.title

    def config_from_json(self, data: dict[str, Any]) -> NumeranzaConfig:
        return NumeranzaConfig.from_json(data)

    def cooperative(self, config: NumeranzaConfig) -> bool:
        """V5: in the co-operative variant every player is on one team."""
        return config.variant is Variant.COOP

    def new(
        self,
        config: NumeranzaConfig | None = None,
        seed: int | None = None,
        outcomes: Sequence[Outcome] | None = None,
    ) -> NumeranzaState:
        config = config or NumeranzaConfig()
        state = NumeranzaState(config, Chance(seed, outcomes), VARIANTS[config.variant]())
        state.start()
        return state

    def action_from_json(self, data: Any) -> actions.NumeranzaAction:
        return actions.from_json(data)

    def decode(self, index: int) -> actions.NumeranzaAction:
        return actions.decode(index)


NUMERANZA = Numeranza()
