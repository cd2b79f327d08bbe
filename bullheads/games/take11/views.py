"""The declared type of a Take 11! view (`Take11State.view`), so that mypy checks both the
game's construction of it and every reader's keys (bots, the terminal), and the web
client's reads are checked against the JSON Schema made from it (core.viewschema)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypedDict, cast


class PileShown(TypedDict):
    """T11-05: a pile as a view shows it: its top card only."""

    top: int


class PileLaid(TypedDict):
    """A round-log entry: pile `pile` is laid out, dealt or revealed (T11-03, T11-05)."""

    kind: Literal["pile"]
    pile: int
    top: int
    size: int


class CardPut(TypedDict):
    """A round-log entry: `seat` put `card` on pile `pile` (T11-04)."""

    kind: Literal["play"]
    seat: int
    pile: int
    card: int


class PileTakenIn(TypedDict):
    """A round-log entry: `seat` took pile `pile`, whose top was `top` (T11-05); the piles
    after it move down by one."""

    kind: Literal["take"]
    seat: int
    pile: int
    top: int


LogEntry = PileLaid | CardPut | PileTakenIn
"""One public fact of the round's log (`Take11View.round_log`), told apart by `kind`."""


class Take11View(TypedDict):
    """What one seat (or a spectator, `seat` None) sees of a Take 11! game: each pile's
    top only (T11-05); its own `hand` (None for a spectator); `turn_tops` and `turn_reach`
    during a turn (T11-04); `round_log` the round's public log; `card_heads` the heads
    table in play (T11-02, index 0 unused)."""

    game: str
    config: dict[str, Any]
    seat: int | None
    phase: str
    round: int
    rounds: int
    starter: int
    turn_seat: int
    to_act: list[int]
    piles: list[PileShown]
    card_heads: list[int]
    round_log: list[LogEntry]
    turn_tops: list[int]
    turn_reach: list[int]
    draw_size: int
    supply: int
    bulls: list[int]
    hand: list[int] | None
    hand_sizes: list[int]
    steal_candidates: list[int]
    totals: list[int]
    score_pad: list[list[int]]
    winners: list[int]


def take11_view(view: Mapping[str, Any]) -> Take11View:
    """A view a bot was given (typed for any game by the bot protocol) read as what Take
    11!'s `view` declares it to be."""
    return cast(Take11View, view)
