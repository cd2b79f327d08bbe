"""The declared type of a Beat the Buffalo view (`BuffaloState.view`), so that mypy checks
both the game's construction of it and every reader's keys (bots, the terminal), and the
web client's reads are checked against the JSON Schema made from it (core.viewschema)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NotRequired, TypedDict, cast


class Scores(TypedDict):
    """BUF-07: the team's heads (doubled for a team of 1 or 2) and the buffalo's."""

    team: int
    buffalo: int


class BuffaloView(TypedDict):
    """What one member (or the team seat, or a spectator: `seat` None) sees.

    `window` the special-card window now open (BUF-09; None outside one); `take7` and
    `stop` the rows beside which those cards lie (BUF-10, BUF-11); `face_up` the special
    cards the team may use; `stack` and `buffalo_cards` sizes only; `chosen` the members
    that have chosen; `revealed` the [seat, card] plays still to place (seat -1: the
    buffalo); `low_card` [seat, card] of a card too low for every row (BUF-06);
    `replacing` [seat, card] of the card a Replace! took back; `insert_card` the card an
    Insert! would place (BUF-13); `card_heads` the heads table (T6-02); `row_capacity`
    how many cards each row holds before the next one takes it (T6-08, BUF-10). A member also
    sees its own `hand` and `my_choice`."""

    game: str
    players: int
    team_seat: int
    seat: int | None
    turn: int
    turns: int
    phase: str
    window: str | None
    to_act: list[int]
    rows: list[list[int]]
    card_heads: list[int]
    row_capacity: list[int]
    take7: list[int]
    stop: list[int]
    face_up: list[str]
    stack: int
    buffalo_cards: int
    hand_sizes: list[int]
    chosen: list[int]
    revealed: list[list[int]]
    low_card: list[int] | None
    replacing: list[int] | None
    insert_card: int | None
    team_pile: list[int]
    buffalo_pile: list[int]
    scores: Scores
    team_weight: int
    hand: NotRequired[list[int]]
    my_choice: NotRequired[int | None]


def buffalo_view(view: Mapping[str, Any]) -> BuffaloView:
    """A view a bot was given (typed for any game by the bot protocol) read as what Beat
    the Buffalo's `view` declares it to be."""
    return cast(BuffaloView, view)
