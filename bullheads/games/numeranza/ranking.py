"""Who wins at the end (V1-5, V2-5, V3-4, V4-6): criteria in order, then a chance tie-break.

A tie-break roll is recorded like any roll; the V2-5 reveal is ``{"reveal": seat,
"card": id}``: one of the seat's cards at random (all its cards, shuffled, top one shown).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from bullheads.core.events import Event
from bullheads.games.numeranza.events import TieBroken

if TYPE_CHECKING:
    from bullheads.games.numeranza.state import NumeranzaState

Criterion = Callable[[int], int]
"""A seat's value for one criterion: higher is better."""
TieBreak = Callable[["NumeranzaState", Sequence[int], list[Event]], tuple[int, ...]]


def rank(
    state: NumeranzaState, criteria: Sequence[Criterion], last: TieBreak, events: list[Event]
) -> tuple[int, ...]:
    """The best seats by each criterion in turn; if several remain, `last` decides."""
    seats = list(range(state.config.players))
    for criterion in criteria:
        best = max(criterion(seat) for seat in seats)
        seats = [seat for seat in seats if criterion(seat) == best]
        if len(seats) == 1:
            return (seats[0],)
    return last(state, seats, events)


def roll_off(state: NumeranzaState, seats: Sequence[int], events: list[Event]) -> tuple[int, ...]:
    """The tied seats roll the dice; the highest wins; those still tied roll again."""
    tied = list(seats)
    while len(tied) > 1:
        values = tuple(sum(state.roll()) for _ in tied)
        events.append(TieBroken("roll", tuple(tied), values))
        best = max(values)
        tied = [seat for seat, value in zip(tied, values, strict=True) if value == best]
    return (tied[0],)


def reveal_off(state: NumeranzaState, seats: Sequence[int], events: list[Event]) -> tuple[int, ...]:
    """V2-5: each tied seat shuffles all its cards and reveals one; highest number wins."""
    tied = list(seats)
    while len(tied) > 1:
        values = tuple(state.number(_reveal(state, seat)) for seat in tied)
        events.append(TieBroken("reveal", tuple(tied), values))
        best = max(values)
        tied = [seat for seat, value in zip(tied, values, strict=True) if value == best]
    return (tied[0],)


def _reveal(state: NumeranzaState, seat: int) -> int:
    cards = sorted(state.all_cards(seat))

    def check(data: Any) -> dict[str, int]:
        if not isinstance(data, dict) or data.get("reveal") != seat or data.get("card") not in cards:
            raise ValueError(f'expected {{"reveal": {seat}, "card": id}} with one of seat {seat}\'s cards')
        return {"reveal": seat, "card": data["card"]}

    def make(rng: random.Random) -> dict[str, int]:
        return {"reveal": seat, "card": rng.choice(cards)}

    return int(state.chance.draw(make, check)["card"])
