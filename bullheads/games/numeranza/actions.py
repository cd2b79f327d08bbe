"""Numeranza actions, their stable integer encoding and their JSON form.

Cards are named by id (bullheads.games.numeranza.cards), diamond cells by their index
in `diamond.CELLS` order, seats from 0. Encoding (stable; bots and learning code rely on it):

=================  ===================  ==========================================
index              action               JSON
=================  ===================  ==========================================
0..9               simple actions       ``{"do": "draw"}`` (names in SIMPLE order)
100 + card         play a card          ``{"play": 7}``
200 + card         defend (V3-3)        ``{"defend": 7}``
300 + card         discard (V4-5)       ``{"discard": 7}``
400 + cell         try a cell (V4-3)    ``{"try": 4}``
500 + phrase       say (V5-2)           ``{"say": "play"}``
510 + hint         hint (V5-2)          ``{"hint": "special"}``
520 + seat         give to a seat       ``{"give": 2}``
2**25 + mask       replace cells        ``{"replace": [1, 5]}``
2**26 + mask       win new cards        ``{"win_new": [1]}`` (V4-4; [] wins none)
=================  ===================  ==========================================
"""

from __future__ import annotations

import dataclasses
from itertools import combinations
from typing import Any, get_args

from bullheads.core.checks import check_choice, check_int, check_kind
from bullheads.core.errors import RecordError
from bullheads.games.numeranza.cards import build
from bullheads.games.numeranza.config import NumeranzaConfig

SIMPLE = (
    "draw",
    "clear",
    "change_target",
    "trip",
    "replace",
    "pass",
    "claim",
    "oppose",
    "confront",
    "confirm",
    "to_pile",
)
"""Draw, Clear (NUM-07); change target (V1-2); trip (V3-3); replace (V4-4); pass (decline a
claim, an opposition or a try); claim, oppose (V3-1, V3-2); confront (V3-3); confirm a
phrase (V5-2); the matched card to the common pile (V5-3)."""
PHRASES = ("play", "alone", "pass")
"""V5-2: "I want to play", "I want to play alone", "I don't want to play"."""
HINTS = ("starting", "special", "need_help", "cant_help")
"""V5-2 [R]: "it is a starting card", "it is a special card", "I need help", "I can't help"."""
CARD_BASE, DEFEND_BASE, DISCARD_BASE, TRY_BASE = 100, 200, 300, 400
SAY_BASE, HINT_BASE, GIVE_BASE = 500, 510, 520
MAX_CELLS = 25
"""V4-1: a diamond of radius 3 has 25 cells, so a mask of cells is below 2**25."""
REPLACE_BASE, WIN_NEW_BASE = 1 << MAX_CELLS, 1 << (MAX_CELLS + 1)
MAX_ID = 100
MAX_SEATS = 6
"""NUM-08: at most 6 seats, so a Give names a seat 0..5."""


@dataclasses.dataclass(frozen=True, slots=True)
class Simple:
    """An action without a parameter, named as in SIMPLE."""

    name: str

    def encode(self) -> int:
        return SIMPLE.index(self.name)

    def to_json(self) -> dict[str, Any]:
        return {"do": self.name}


@dataclasses.dataclass(frozen=True, slots=True)
class Play:
    """NUM-07: a card from hand into the play zone (also V3-3's two plays after a trip)."""

    card: int

    def encode(self) -> int:
        return CARD_BASE + self.card

    def to_json(self) -> dict[str, Any]:
        return {"play": self.card}


@dataclasses.dataclass(frozen=True, slots=True)
class Defend:
    """V3-3: against a trip, discard this card of the play zone face down."""

    card: int

    def encode(self) -> int:
        return DEFEND_BASE + self.card

    def to_json(self) -> dict[str, Any]:
        return {"defend": self.card}


@dataclasses.dataclass(frozen=True, slots=True)
class Discard:
    """V4-5: discard this card from hand to end the turn with exactly one."""

    card: int

    def encode(self) -> int:
        return DISCARD_BASE + self.card

    def to_json(self) -> dict[str, Any]:
        return {"discard": self.card}


@dataclasses.dataclass(frozen=True, slots=True)
class Try:
    """V4-3/V4-5: try to win the diamond card in this cell."""

    cell: int

    def encode(self) -> int:
        return TRY_BASE + self.cell

    def to_json(self) -> dict[str, Any]:
        return {"try": self.cell}


@dataclasses.dataclass(frozen=True, slots=True)
class Say:
    """V5-2: a decisive phrase, said to everyone."""

    phrase: str

    def encode(self) -> int:
        return SAY_BASE + PHRASES.index(self.phrase)

    def to_json(self) -> dict[str, Any]:
        return {"say": self.phrase}


@dataclasses.dataclass(frozen=True, slots=True)
class Hint:
    """V5-2 [R]: an allowed hint, said to everyone."""

    hint: str

    def encode(self) -> int:
        return HINT_BASE + HINTS.index(self.hint)

    def to_json(self) -> dict[str, Any]:
        return {"hint": self.hint}


@dataclasses.dataclass(frozen=True, slots=True)
class Give:
    """V5-3: the team gives the matched card to this seat (into its discard)."""

    seat: int

    def encode(self) -> int:
        return GIVE_BASE + self.seat

    def to_json(self) -> dict[str, Any]:
        return {"give": self.seat}


@dataclasses.dataclass(frozen=True, slots=True)
class Replace:
    """V4-4: the face-up cells (a bit mask) whose cards are replaced."""

    mask: int

    def encode(self) -> int:
        return REPLACE_BASE + self.mask

    def to_json(self) -> dict[str, Any]:
        return {"replace": cells_of(self.mask)}


@dataclasses.dataclass(frozen=True, slots=True)
class WinNew:
    """V4-4: the new cards (a bit mask of cells) won at once with one zone value (0: none)."""

    mask: int

    def encode(self) -> int:
        return WIN_NEW_BASE + self.mask

    def to_json(self) -> dict[str, Any]:
        return {"win_new": cells_of(self.mask)}


NumeranzaAction = Simple | Play | Defend | Discard | Try | Say | Hint | Give | Replace | WinNew

DRAW, CLEAR, CHANGE, TRIP, REPLACE_ACTION, PASS, CLAIM, OPPOSE, CONFRONT, CONFIRM, TO_PILE = (
    Simple(name) for name in SIMPLE
)


def cells_of(mask: int) -> list[int]:
    return [cell for cell in range(mask.bit_length()) if mask >> cell & 1]


def mask_of(cells: Any) -> int:
    if (
        not isinstance(cells, list)
        or not all(_small(cell) and cell < MAX_CELLS for cell in cells)
        or len(set(cells)) != len(cells)
    ):
        raise ValueError("not a list of distinct cells")
    return sum(1 << cell for cell in cells)


def check(action: Any) -> None:
    """The contract's boundary: `action` is exactly a Numeranza action whose fields are
    real values in range (IllegalAction says which is not); whether it is legal now is
    the state's to say. Cells and seats are shown to people from 1."""
    kind = type(action)
    if kind is Simple:
        check_choice(action.name, "action", SIMPLE)
    elif kind is Play or kind is Defend or kind is Discard:
        check_int(action.card, "card id", 0, MAX_ID - 1)
    elif kind is Try:
        check_int(action.cell, "cell", 0, MAX_CELLS - 1, offset=1)
    elif kind is Say:
        check_choice(action.phrase, "phrase", PHRASES)
    elif kind is Hint:
        check_choice(action.hint, "hint", HINTS)
    elif kind is Give:
        check_int(action.seat, "seat", 0, MAX_SEATS - 1, offset=1)
    elif kind is Replace or kind is WinNew:
        check_int(action.mask, "mask of cells", 0, (1 << MAX_CELLS) - 1)
    else:
        check_kind(action, get_args(NumeranzaAction), "Numeranza")


def decode(index: int) -> NumeranzaAction:
    """The action with the stable integer encoding `index`."""
    if not isinstance(index, int) or isinstance(index, bool) or index < 0:
        raise ValueError(f"no Numeranza action has the index {index!r}")
    if index >= 2 * WIN_NEW_BASE:
        raise ValueError(f"no Numeranza action has the index {index!r}")
    if index >= WIN_NEW_BASE:
        return WinNew(index - WIN_NEW_BASE)
    if index >= REPLACE_BASE:
        return Replace(index - REPLACE_BASE)
    table: list[tuple[int, int, Any]] = [
        (GIVE_BASE, MAX_SEATS, Give),
        (HINT_BASE, len(HINTS), lambda i: Hint(HINTS[i])),
        (SAY_BASE, len(PHRASES), lambda i: Say(PHRASES[i])),
        (TRY_BASE, MAX_ID, Try),
        (DISCARD_BASE, MAX_ID, Discard),
        (DEFEND_BASE, MAX_ID, Defend),
        (CARD_BASE, MAX_ID, Play),
        (0, len(SIMPLE), lambda i: Simple(SIMPLE[i])),
    ]
    for base, size, make in table:
        if base <= index < base + size:
            return make(index - base)  # type: ignore[no-any-return]
    raise ValueError(f"no Numeranza action has the index {index!r}")


def from_json(data: Any) -> NumeranzaAction:
    """An action from its JSON form; anything else is a RecordError saying why."""
    if isinstance(data, dict) and len(data) == 1:
        ((key, value),) = data.items()
        try:
            if key == "do" and value in SIMPLE:
                return Simple(value)
            if key == "say" and value in PHRASES:
                return Say(value)
            if key == "hint" and value in HINTS:
                return Hint(value)
            if key in ("replace", "win_new"):
                mask = mask_of(value)
                return Replace(mask) if key == "replace" else WinNew(mask)
            kinds: dict[str, Any] = {"play": Play, "defend": Defend, "discard": Discard, "try": Try}
            if key in kinds and _small(value):
                return kinds[key](value)  # type: ignore[no-any-return]
            if key == "give" and _small(value) and value < MAX_SEATS:
                return Give(value)
        except ValueError:
            pass
    raise RecordError(
        f'not a Numeranza action: {data!r} (expected e.g. {{"do": "draw"}}, {{"play": 7}}, '
        '{"try": 4}, {"say": "play"}, {"replace": [1, 5]})'
    )


def _small(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < MAX_ID


def action_codes(config: NumeranzaConfig) -> tuple[int, ...]:
    """Every code an action can have in a game with `config`, ascending: the dense action
    list of learning code. A set of diamond cells holds at most as many cells as a roll
    may replace (V4-4), so the sets stay few."""
    cards = len(build(config.special_copies, config.special_points, config.players).numbers)
    cells = config.cells
    sets = [
        sum(1 << cell for cell in chosen)
        for size in range(min(max(config.replace_counts, default=0), cells) + 1)
        for chosen in combinations(range(cells), size)
    ]
    return tuple(
        sorted(
            {
                *range(len(SIMPLE)),
                *(base + card for base in (CARD_BASE, DEFEND_BASE, DISCARD_BASE) for card in range(cards)),
                *(TRY_BASE + cell for cell in range(cells)),
                *(SAY_BASE + phrase for phrase in range(len(PHRASES))),
                *(HINT_BASE + hint for hint in range(len(HINTS))),
                *(GIVE_BASE + seat for seat in range(config.players)),
                *(REPLACE_BASE + mask for mask in sets if mask),
                *(WIN_NEW_BASE + mask for mask in sets),
            }
        )
    )
