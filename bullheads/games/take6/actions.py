"""Take 6! actions, their stable integer encoding and their JSON form.

Encoding (stable; bots and learning code rely on it):

==========  =====================  ==============================
index       action                 JSON
==========  =====================  ==============================
0..103      play card index+1      ``{"play": 44}``
104..107    take row index-104     ``{"take_row": 2}`` (rows 0..3)
108..211    draft card index-107   ``{"draft": 17}``
212..292    play a card flipped    ``{"play": 31, "flip": true}``
==========  =====================  ==============================

212..292 (FAN-FLIP-2): the 81 cards that can be flipped (10..99 without the palindromes
11, 22, ..., 99), in ascending order: 212 is 10 flipped, 213 is 12 flipped, ..., 292 is
98 flipped. `FLIPPABLE` lists them.
"""

from __future__ import annotations

import dataclasses
from typing import Any, get_args

from bullheads.core.checks import check_int, check_kind, shown
from bullheads.core.errors import IllegalAction, RecordError
from bullheads.core.narration import Line, Row, say
from bullheads.games.take6.cards import DECK_SIZE
from bullheads.games.take6.flip import FLIPPED_VALUE, can_flip

ROWS = 4
TAKE_BASE = DECK_SIZE
DRAFT_BASE = DECK_SIZE + ROWS
FLIP_BASE = DRAFT_BASE + DECK_SIZE
FLIPPABLE: tuple[int, ...] = tuple(card for card in range(1, DECK_SIZE + 1) if FLIPPED_VALUE[card])
"""FAN-FLIP-2: the cards a Digit Flip may be used on, in the order of their indexes."""
ACTION_COUNT = FLIP_BASE + len(FLIPPABLE)


@dataclasses.dataclass(frozen=True, slots=True)
class Play:
    """T6-04: the card a seat chooses in secret this turn; with `flip` (FAN-FLIP-2) its
    owner also uses their Digit Flip on it."""

    card: int
    flip: bool = False

    def encode(self) -> int:
        if self.flip:
            return FLIP_BASE + FLIPPABLE.index(self.card)
        return self.card - 1

    def to_json(self) -> dict[str, Any]:
        if self.flip:
            return {"play": self.card, "flip": True}
        return {"play": self.card}


@dataclasses.dataclass(frozen=True, slots=True)
class TakeRow:
    """T6-09: the row (0..3) a low card's owner chooses to take."""

    row: int

    def encode(self) -> int:
        return TAKE_BASE + self.row

    def to_json(self) -> dict[str, Any]:
        return {"take_row": self.row}


@dataclasses.dataclass(frozen=True, slots=True)
class Draft:
    """T6-16: the face-up card a seat takes in the professional draft."""

    card: int

    def encode(self) -> int:
        return DRAFT_BASE + self.card - 1

    def to_json(self) -> dict[str, Any]:
        return {"draft": self.card}


Take6Action = Play | TakeRow | Draft

PLAY: tuple[Play, ...] = tuple(Play(card) for card in range(DECK_SIZE + 1))
"""PLAY[card]: one shared instance per card, so listing legal actions allocates nothing."""
TAKE: tuple[TakeRow, ...] = tuple(TakeRow(row) for row in range(ROWS))
DRAFT: tuple[Draft, ...] = tuple(Draft(card) for card in range(DECK_SIZE + 1))
FLIPPED: dict[int, Play] = {card: Play(card, flip=True) for card in FLIPPABLE}
"""FLIPPED[card]: the shared "play `card` flipped" action of each card that can be flipped."""


def check(action: Any) -> None:
    """The contract's boundary: `action` is exactly a Take 6! action whose fields are real
    values in range (IllegalAction says which is not); whether it is legal now is the
    state's to say. A Play's check is two type tests: `act` is hot in the search bots."""
    kind = type(action)
    if kind is Play:
        check_int(action.card, "card", 1, DECK_SIZE)
        if type(action.flip) is not bool:
            raise IllegalAction(f"flip must be true or false ({shown(action.flip)} given)")
    elif kind is TakeRow:
        check_int(action.row, "row", 0, ROWS - 1, offset=1)
    elif kind is Draft:
        check_int(action.card, "card", 1, DECK_SIZE)
    else:
        check_kind(action, get_args(Take6Action), "Take 6!")


def decode(index: int) -> Take6Action:
    """The action with the stable integer encoding `index`."""
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < ACTION_COUNT:
        raise ValueError(f"no Take 6! action has the index {index!r}")
    if index < TAKE_BASE:
        return PLAY[index + 1]
    if index < DRAFT_BASE:
        return TAKE[index - TAKE_BASE]
    if index < FLIP_BASE:
        return DRAFT[index - DRAFT_BASE + 1]
    return FLIPPED[FLIPPABLE[index - FLIP_BASE]]


def from_json(data: Any) -> Take6Action:
    """An action from its JSON form; anything else is a RecordError saying why."""
    if isinstance(data, dict) and set(data) == {"play", "flip"} and data["flip"] is True:
        card = data["play"]
        if isinstance(card, int) and not isinstance(card, bool) and can_flip(card):
            return FLIPPED[card]
        raise RecordError(f"the card {card!r} cannot be flipped (FAN-FLIP-2): {data!r}")
    if isinstance(data, dict) and len(data) == 1:
        ((key, value),) = data.items()
        if isinstance(value, int) and not isinstance(value, bool):
            if key == "play" and 1 <= value <= DECK_SIZE:
                return PLAY[value]
            if key == "draft" and 1 <= value <= DECK_SIZE:
                return DRAFT[value]
            if key == "take_row" and 0 <= value < ROWS:
                return TAKE[value]
    raise RecordError(
        f"not a Take 6! action: {data!r} "
        '(expected {"play": 1..104}, {"take_row": 0..3} or {"draft": 1..104})'
    )


def say_action(action: Take6Action) -> Line:
    """The action as a narrated line (State.say_action); rows counted from 1 for people."""
    if isinstance(action, Play):
        if action.flip:
            return say("act.play_flipped", card=action.card, value=FLIPPED_VALUE[action.card])
        return say("act.play", card=action.card)
    if isinstance(action, TakeRow):
        return say("act.take_row", row=Row(action.row))
    return say("act.draft", card=action.card)


def describe(action: Take6Action) -> str:
    """Readable English text; rows are numbered 1..4 for people."""
    if isinstance(action, Play):
        if action.flip:
            return f"play {action.card} flipped to {FLIPPED_VALUE[action.card]}"
        return f"play {action.card}"
    if isinstance(action, TakeRow):
        return f"take row {action.row + 1}"
    return f"draft {action.card}"
