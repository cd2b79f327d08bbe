"""Hand-written Beat the Buffalo positions for the rule tests (a deal given as a chance outcome)."""

from __future__ import annotations

from collections.abc import Sequence

from bullheads.games.buffalo import BUFFALO_GAME
from bullheads.games.buffalo.actions import Pass
from bullheads.games.buffalo.config import BuffaloConfig
from bullheads.games.buffalo.state import TEAM, BuffaloState
from bullheads.games.take6.actions import Play


def position(
    rows: list[list[int]], hands: list[list[int]], buffalo: list[int], specials: Sequence[str] = ()
) -> BuffaloState:
    """A game whose deal is the given position (buffalo: its face-down cards, top first)."""
    deal = {"hands": hands, "buffalo": buffalo, "rows": rows, "specials": list(specials)}
    return BUFFALO_GAME.new(BuffaloConfig(len(hands)), outcomes=[deal])


def reveal(state: BuffaloState, *cards: int) -> None:
    """Pass the window between turns, if open, then each member plays their card."""
    if state.phase == "window":
        state.act(TEAM, Pass())
    for seat, card in enumerate(cards):
        state.act(seat, Play(card))


def place_rest(state: BuffaloState) -> None:
    """Pass every window of this turn: the revealed cards are placed in their order."""
    while state.phase == "window" and state.window == "a":
        state.act(TEAM, Pass())
