"""The games the environments offer: each with its encoding and its terminal screen.

`ENV_GAMES` lists every game of `bullheads.games`, so a game added there without an
entry here is a failing test, not a silently missing environment.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

from bullheads.envs.buffalo import BuffaloEncoding
from bullheads.envs.features import Vector
from bullheads.envs.numeranza import NumeranzaEncoding
from bullheads.envs.take6 import Take6Encoding
from bullheads.envs.take11 import Take11Encoding
from bullheads.games.buffalo import BUFFALO_GAME
from bullheads.games.buffalo.views import buffalo_view
from bullheads.games.numeranza import NUMERANZA
from bullheads.games.numeranza.views import numeranza_view
from bullheads.games.take6 import TAKE6
from bullheads.games.take6.views import take6_view
from bullheads.games.take11 import TAKE11
from bullheads.games.take11.views import take11_view
from bullheads.i18n import Translator
from bullheads.tui.buffalo_render import BuffaloRenderer
from bullheads.tui.numeranza_render import NumeranzaRenderer
from bullheads.tui.seats import Seats
from bullheads.tui.take6_render import Renderer as Take6Renderer
from bullheads.tui.take11_render import Renderer as Take11Renderer


class Encoding(Protocol):
    """A seat's observation as a fixed-size vector, and the game's action codes."""

    size: int
    """The length of every observation vector of this config."""
    actions: int
    """How many action indexes there are (the size of the action mask)."""

    def encode(self, view: Mapping[str, Any], seat: int) -> Vector: ...


Screen = Callable[[Mapping[str, Any], int, Seats], list[str]]
"""The terminal's lines for a view of a seat: the same text `bullheads play` shows."""


@dataclasses.dataclass(frozen=True, slots=True)
class EnvGame:
    """A game as the environments see it: how to encode, and how to print a view."""

    game: Any
    encoding: Callable[[Any], Encoding]
    screen: Screen
    title: str


def _take6(view: Mapping[str, Any], seat: int, seats: Seats) -> list[str]:
    return Take6Renderer(Translator(), seats).situation(take6_view(view), seat)


def _take11(view: Mapping[str, Any], seat: int, seats: Seats) -> list[str]:
    heads: Sequence[int] = TAKE11.config_from_json(view["config"]).heads
    return Take11Renderer(Translator(), seats, heads).situation(take11_view(view), seat)


def _buffalo(view: Mapping[str, Any], seat: int, seats: Seats) -> list[str]:
    return BuffaloRenderer(Translator(), seats).situation(buffalo_view(view))


def _numeranza(view: Mapping[str, Any], seat: int, seats: Seats) -> list[str]:
    return NumeranzaRenderer(Translator(), seats).situation(numeranza_view(view))


ENV_GAMES: dict[str, EnvGame] = {
    TAKE6.name: EnvGame(TAKE6, Take6Encoding, _take6, "Take6"),
    BUFFALO_GAME.name: EnvGame(BUFFALO_GAME, BuffaloEncoding, _buffalo, "Buffalo"),
    TAKE11.name: EnvGame(TAKE11, Take11Encoding, _take11, "Take11"),
    NUMERANZA.name: EnvGame(NUMERANZA, NumeranzaEncoding, _numeranza, "Numeranza"),
}
