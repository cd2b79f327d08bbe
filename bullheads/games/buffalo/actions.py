"""Beat the Buffalo actions, their stable integer encoding and their JSON form.

A member's card (``Play``) and the team's low-card row (``TakeRow``) are the Take 6!
actions with their Take 6! codes; the team's special cards follow.

=============  ====================================  ===========================================
index          action                                JSON
=============  ====================================  ===========================================
0..103         play card index+1                     ``{"play": 44}``
104..107       take row index-104                    ``{"take_row": 2}``
108            pass (close the window, BUF-09)       ``{"pass": true}``
109..112       Take 7! on a row (BUF-10)             ``{"take7": 1}``
113..116       Stop! on a row (BUF-11)               ``{"stop": 1}``
117..120       remove the Stop! of a row (BUF-11)    ``{"unstop": 1}``
121..224       Replace! a revealed card (BUF-12)     ``{"replace": 25}``
225..328       «First Card» on a card (BUF-15)       ``{"first": 100}``
329..432       «Last Card» on a card (BUF-16)        ``{"last": 103}``
433            Sort (BUF-17)                         ``{"sort": true}``
434..537       the next card of a Sort's order       ``{"order": 78}``
538..565       Insert! into row r at position p      ``{"insert": [r, p]}`` (538 + 7r + p)
566..1461      Push! the card at index i of row s    ``{"push": [s, i, d, p]}``
               to position p of row d                (566 + 8(4(7s + i) + d) + p)
=============  ====================================  ===========================================
"""

from __future__ import annotations

import dataclasses
from typing import Any, get_args

from bullheads.core.checks import check_choice, check_int, check_kind
from bullheads.core.errors import IllegalAction, RecordError
from bullheads.games.take6.actions import Play, TakeRow
from bullheads.games.take6.actions import check as take6_check
from bullheads.games.take6.actions import from_json as take6_from_json
from bullheads.games.take6.cards import DECK_SIZE

ROWS = 4
PASS = DECK_SIZE + ROWS
TAKE7_BASE = PASS + 1
STOP_BASE = TAKE7_BASE + ROWS
UNSTOP_BASE = STOP_BASE + ROWS
REPLACE_BASE = UNSTOP_BASE + ROWS
FIRST_BASE = REPLACE_BASE + DECK_SIZE
LAST_BASE = FIRST_BASE + DECK_SIZE
SORT = LAST_BASE + DECK_SIZE
ORDER_BASE = SORT + 1
INSERT_BASE = ORDER_BASE + DECK_SIZE
INSERT_SPAN = 7
PUSH_BASE = INSERT_BASE + ROWS * INSERT_SPAN
INDEX_SPAN, POSITION_SPAN = 7, 8
ACTION_COUNT = PUSH_BASE + ROWS * INDEX_SPAN * ROWS * POSITION_SPAN


@dataclasses.dataclass(frozen=True, slots=True)
class Pass:
    """BUF-09: the team uses no (more) special card in this window."""

    def encode(self) -> int:
        return PASS

    def to_json(self) -> dict[str, Any]:
        return {"pass": True}


@dataclasses.dataclass(frozen=True, slots=True)
class RowCard:
    """A special card laid beside a row (Take 7!, Stop!) or a Stop! removed."""

    kind: str
    row: int

    def encode(self) -> int:
        return ROW_BASES[self.kind] + self.row

    def to_json(self) -> dict[str, Any]:
        return {self.kind: self.row}


@dataclasses.dataclass(frozen=True, slots=True)
class CardCard:
    """A special card used on a revealed card (Replace!, «First Card», «Last Card») or the
    next card of a Sort's order."""

    kind: str
    card: int

    def encode(self) -> int:
        return CARD_BASES[self.kind] + self.card - 1

    def to_json(self) -> dict[str, Any]:
        return {self.kind: self.card}


@dataclasses.dataclass(frozen=True, slots=True)
class Sort:
    """BUF-17: the team will choose the order of all remaining revealed cards."""

    def encode(self) -> int:
        return SORT

    def to_json(self) -> dict[str, Any]:
        return {"sort": True}


@dataclasses.dataclass(frozen=True, slots=True)
class Insert:
    """BUF-13: the next (team) card goes into `row` before the card at `position`."""

    row: int
    position: int

    def encode(self) -> int:
        return INSERT_BASE + INSERT_SPAN * self.row + self.position

    def to_json(self) -> dict[str, Any]:
        return {"insert": [self.row, self.position]}


@dataclasses.dataclass(frozen=True, slots=True)
class Push:
    """BUF-14: the card at `index` of row `source` moves to `position` of row `row`."""

    source: int
    index: int
    row: int
    position: int

    def encode(self) -> int:
        return (
            PUSH_BASE
            + POSITION_SPAN * (ROWS * (INDEX_SPAN * self.source + self.index) + self.row)
            + self.position
        )

    def to_json(self) -> dict[str, Any]:
        return {"push": [self.source, self.index, self.row, self.position]}


BuffaloAction = Play | TakeRow | Pass | RowCard | CardCard | Sort | Insert | Push
ROW_BASES = {"take7": TAKE7_BASE, "stop": STOP_BASE, "unstop": UNSTOP_BASE}
CARD_BASES = {"replace": REPLACE_BASE, "first": FIRST_BASE, "last": LAST_BASE, "order": ORDER_BASE}


def check(action: Any) -> None:
    """The contract's boundary: `action` is exactly a Beat the Buffalo action whose fields
    are real values in range (IllegalAction says which is not); whether it is legal now
    is the state's to say. Rows and places are shown to people from 1."""
    kind = type(action)
    if kind is Play or kind is TakeRow:
        take6_check(action)
        if kind is Play and action.flip:
            raise IllegalAction("Beat the Buffalo has no Digit Flip: a card is played as it is")
    elif kind is RowCard:
        check_choice(action.kind, "special card", tuple(ROW_BASES))
        check_int(action.row, "row", 0, ROWS - 1, offset=1)
    elif kind is CardCard:
        check_choice(action.kind, "special card", tuple(CARD_BASES))
        check_int(action.card, "card", 1, DECK_SIZE)
    elif kind is Insert:
        check_int(action.row, "row", 0, ROWS - 1, offset=1)
        check_int(action.position, "place in the row", 0, INSERT_SPAN - 1, offset=1)
    elif kind is Push:
        check_int(action.source, "row pushed from", 0, ROWS - 1, offset=1)
        check_int(action.index, "place of the pushed card", 0, INDEX_SPAN - 1, offset=1)
        check_int(action.row, "row pushed to", 0, ROWS - 1, offset=1)
        check_int(action.position, "place in the row pushed to", 0, POSITION_SPAN - 1, offset=1)
    elif kind is not Pass and kind is not Sort:
        check_kind(action, get_args(BuffaloAction), "Beat the Buffalo")


def decode(index: int) -> BuffaloAction:
    """The action whose code is `index` (ValueError if none)."""
    if not 0 <= index < ACTION_COUNT:
        raise ValueError(f"no Beat the Buffalo action has code {index}")
    if index < PASS:
        return Play(index + 1) if index < DECK_SIZE else TakeRow(index - DECK_SIZE)
    if index == PASS:
        return Pass()
    if index == SORT:
        return Sort()
    if index >= PUSH_BASE:
        rest, position = divmod(index - PUSH_BASE, POSITION_SPAN)
        rest, row = divmod(rest, ROWS)
        source, at = divmod(rest, INDEX_SPAN)
        return Push(source, at, row, position)
    if index >= INSERT_BASE:
        row, position = divmod(index - INSERT_BASE, INSERT_SPAN)
        return Insert(row, position)
    for kind, base in ROW_BASES.items():
        if base <= index < base + ROWS:
            return RowCard(kind, index - base)
    for kind, base in CARD_BASES.items():
        if base <= index < base + DECK_SIZE:
            return CardCard(kind, index - base + 1)
    raise ValueError(f"no Beat the Buffalo action has code {index}")  # pragma: no cover


def from_json(data: Any) -> BuffaloAction:
    """An action from its JSON form; RecordError says what is wrong."""
    if not isinstance(data, dict) or len(data) != 1:
        raise RecordError(f"not a Beat the Buffalo action: {data!r}")
    ((key, value),) = data.items()
    if key in ("play", "take_row"):
        action = take6_from_json(data)
        if isinstance(action, Play | TakeRow) and not (isinstance(action, Play) and action.flip):
            return action
    elif key in ("pass", "sort") and value is True:
        return Pass() if key == "pass" else Sort()
    elif key in ROW_BASES and _number(value, 0, ROWS - 1):
        return RowCard(key, value)
    elif key in CARD_BASES and _number(value, 1, DECK_SIZE):
        return CardCard(key, value)
    elif key == "insert" and _numbers(value, (ROWS - 1, INSERT_SPAN - 1)):
        return Insert(*value)
    elif key == "push" and _numbers(value, (ROWS - 1, INDEX_SPAN - 1, ROWS - 1, POSITION_SPAN - 1)):
        return Push(*value)
    raise RecordError(f"not a Beat the Buffalo action: {data!r}")


def _number(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _numbers(value: Any, highs: tuple[int, ...]) -> bool:
    return (
        isinstance(value, list)
        and len(value) == len(highs)
        and all(_number(item, 0, high) for item, high in zip(value, highs, strict=True))
    )


def special_of(action: BuffaloAction) -> str | None:
    """The special card an action uses (None: none, e.g. a Stop! removal or a Sort pick)."""
    if isinstance(action, RowCard) and action.kind != "unstop":
        return action.kind
    if isinstance(action, CardCard) and action.kind != "order":
        return action.kind
    if isinstance(action, Sort):
        return "sort"
    if isinstance(action, Insert):
        return "insert"
    if isinstance(action, Push):
        return "push"
    return None
