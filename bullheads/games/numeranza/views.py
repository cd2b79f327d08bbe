"""The declared type of a Numeranza view (`NumeranzaState.view`), so that mypy checks both
the game's construction of it and every reader's keys (bots, the terminal), and the web
client's reads are checked against the JSON Schema made from it (core.viewschema).

A view is the general part every variant shares (NumeranzaView's own keys) merged with
its variant's part (VariantPart), whose keys each variant's rules fill: every variant
but co-op the turn keys; target and trips `target`; trips the answers; spiral the
spiral; diamond the cells; co-op the queue, pile and what the team said."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypedDict, cast


class CardFace(TypedDict):
    """A card as views show it: its id, its number and its points (NUM-01, NUM-02)."""

    id: int
    number: int
    points: int


class Zone(TypedDict):
    """One seat's cards: deck and hand sizes, its own hand only (None for the others),
    its play zone and discard (None for a face-down card of another seat, V3-1), the
    specials it has won and their points."""

    deck: int
    hand: list[CardFace] | None
    hand_size: int
    play: list[CardFace | None]
    discard: list[CardFace | None]
    won: list[CardFace]
    points: int


class Cell(TypedDict):
    """V4: one cell of the diamond: where it lies, its card when face up, how many
    neighbours it has and the margin and operations they allow (V4-2)."""

    cell: int
    x: int
    y: int
    card: CardFace | None
    empty: bool
    face_up: bool
    neighbours: int
    margin: int
    operations: str


class VariantPart(TypedDict, total=False):
    """The keys a variant's rules add to a view (Rules.view); which ones, by variant, is
    said in the module's docstring."""

    active: int
    first: int
    turn: int
    round: int
    target: CardFace | None
    asked: list[int]
    answered: list[int]
    my_answer: dict[str, Any] | None
    to_play: int
    spiral: list[CardFace]
    first_round: bool
    diamond: list[Cell]
    replace_count: int
    new_cells: list[int]
    team: int
    queue: list[CardFace | None]
    pile: list[CardFace]
    phrases: list[str | None]
    confirmed: list[bool]
    hinted: list[list[str]]
    matched: CardFace | None


class NumeranzaView(VariantPart):
    """What one seat (or the co-op team seat, or a spectator: `seat` None) sees: every
    seat's zone (`players`), the central deck's size, the exhaustions so far, why the game
    ended (`reason`, "" before), and `signed`: whether a play zone may count with + and -
    (NUM-06)."""

    game: str
    config: dict[str, Any]
    variant: str
    signed: bool
    seat: int | None
    phase: str
    to_act: list[int]
    players: list[Zone]
    central: int
    exhausted: int
    over: bool
    reason: str
    scores: list[int]
    winners: list[int]


def numeranza_view(view: Mapping[str, Any]) -> NumeranzaView:
    """A view a bot was given (typed for any game by the bot protocol) read as what
    Numeranza's `view` declares it to be."""
    return cast(NumeranzaView, view)
