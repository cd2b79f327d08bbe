"""The declared type of a Take 6! view (`Take6State.view`), so that mypy checks both the
game's construction of it and every reader's keys (bots, the terminal), and the web
client's reads are checked against the JSON Schema made from it (core.viewschema)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NotRequired, TypedDict, cast


class Marker(TypedDict):
    """Where a fan card's piece stands (FAN-EO-1, FAN-MT-1, FAN-COW-1) and what it shows:
    the Even/Odd marker its parity ("even"/"odd"), the Mountaineering marker its arrow
    ("up"/"down"); the cow shows nothing."""

    row: int
    shows: NotRequired[str]
    arrow: NotRequired[str]


class FanView(TypedDict):
    """The fan cards in play (fan-cards.md): the pieces by name, who still holds a Digit
    Flip (None without that card, FAN-DF), this turn's revealed flipped cards as
    [card, value], and whether the seat's own secret choice is flipped (None otherwise)."""

    cards: list[str]
    markers: dict[str, Marker]
    digit_flips: list[bool] | None
    flipped: list[list[int]]
    my_flip: bool | None


class LowCard(TypedDict):
    """T6-09: the revealed card too low for every row, and the seat that must take a row."""

    seat: int
    card: int


class DraftView(TypedDict):
    """T6-16: the professional draft's face-up pool, the seats still to draft in order,
    and the seat that started it."""

    pool: list[int]
    order: list[int]
    start: int


class Take6View(TypedDict):
    """What one seat (or a spectator, `seat` None) sees of a Take 6! game.

    `hand` and `my_choice` are the seat's own (None for a spectator); `revealed` the
    [card, seat] plays of the turn still to place; `card_heads` the heads table (T6-02,
    index 0 unused); `row_capacity` how many cards each row holds before the next one
    takes it (T6-08, FAN-COW-3). Optional parts: `fans` with fan cards, `deck` (the deck's highest
    card, T6-15) in the professional deal mode, `hands` and `draft` in the professional
    draft (T6-16, every hand is open)."""

    game: str
    config: dict[str, Any]
    seat: int | None
    phase: str
    round: int
    turn: int
    turns: int
    to_act: list[int]
    rows: list[list[int]]
    row_heads: list[int]
    card_heads: list[int]
    row_capacity: list[int]
    hand: list[int] | None
    my_choice: int | None
    hand_sizes: list[int]
    chosen: list[bool]
    revealed: list[list[int]]
    played: list[int]
    low_card: LowCard | None
    penalty: list[list[int]]
    penalty_heads: list[int]
    totals: list[int]
    score_pad: list[list[int | None]]
    active: list[bool]
    winners: list[int]
    fans: NotRequired[FanView]
    deck: NotRequired[int]
    hands: NotRequired[list[list[int]]]
    draft: NotRequired[DraftView]


def take6_view(view: Mapping[str, Any]) -> Take6View:
    """A view a bot was given (typed for any game by the bot protocol) read as what Take
    6!'s `view` declares it to be."""
    return cast(Take6View, view)
