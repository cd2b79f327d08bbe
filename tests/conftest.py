"""Shared helpers for the tests: exact Take 6! positions, whole turns, quick play-outs, and
seeded random games of any game."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from bullheads.core.events import Event
from bullheads.core.state import State
from bullheads.games.take6 import TAKE6, Play, Take6Config, Take6State, TakeRow


def position(hands: Sequence[Sequence[int]], rows: Sequence[Sequence[int]], **options: Any) -> Take6State:
    """A game whose first round is dealt exactly as given: one hand per seat, 4 rows."""
    deal = {"hands": [list(hand) for hand in hands], "rows": [list(row) for row in rows]}
    return TAKE6.new(Take6Config(players=len(hands), **options), outcomes=[deal])


def play_turn(
    state: Take6State, cards: Sequence[int | None], low_rows: Sequence[int] | None = ()
) -> list[Event]:
    """Seat i chooses cards[i] (None: seat i does not play); each low card's owner then
    takes the next row of `low_rows` (None: stop at a low card). Returns the events."""
    events: list[Event] = []
    for seat, card in enumerate(cards):
        if card is not None:
            events += state.act(seat, Play(card))
    if low_rows is None:
        return events
    for row in low_rows:
        assert state.phase == "row", f"expected a low card before taking row {row}"
        events += state.act(state.to_act()[0], TakeRow(row))
    assert state.phase != "row", "a low card is still waiting for its owner"
    return events


def rows(state: Take6State) -> list[list[int]]:
    """The rows as any spectator sees them."""
    return state.view(None)["rows"]  # type: ignore[no-any-return]


def autoplay(state: Take6State, until: Callable[[Take6State], bool]) -> None:
    """Play the first legal action of the first seat to act until `until(state)` holds."""
    while not state.over and not until(state):
        seat = state.to_act()[0]
        state.act(seat, state.legal(seat)[0])


def finish_round(state: Take6State) -> None:
    """Play the rest of this round the same way (the game may end with it)."""
    current = state.round
    autoplay(state, lambda s: s.round != current)


def play_at_random(state: State[Any, Any], seed: int) -> None:
    """Play `state` to its end: the first seat to act plays a legal action drawn from a
    generator seeded with `seed`."""
    rng = random.Random(seed)
    while not state.over:
        seat = state.to_act()[0]
        state.act(seat, rng.choice(state.legal(seat)))
