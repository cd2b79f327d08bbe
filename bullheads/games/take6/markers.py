"""The fan cards that sit on the rows, as small rule pieces with hooks (FAN-EO, FAN-MT, FAN-COW).

A `FanTable` (bullheads.games.take6.fans) asks its pieces, in the order of FAN-ORD-1:

- `allows(row, value)`: may a card counting as `value` go on `row`? (FAN-EO-2)
- `descends(row)`: is `row` descending? (FAN-MT-2)
- `capacity(row)`: how many number cards `row` holds before the next one takes it (FAN-COW-3)
- `after(table, row, took)`: what happens after a card went on `row` (`took`: the row was
  taken and the card starts it): markers move (FAN-EO-3, FAN-MT-4), the cow jumps (FAN-COW-4).

Each piece has a JSON form, used in views and in hand-written positions:
``{"row": 3, "shows": "odd"}``, ``{"row": 3, "arrow": "up"}``, ``{"row": 0}``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from bullheads.games.take6.fan_events import CowJumped, MarkerMoved
from bullheads.games.take6.table import ROW_CAPACITY
from bullheads.games.take6.views import Marker

if TYPE_CHECKING:
    from bullheads.games.take6.fans import FanTable

ROWS = 4
PARITIES = ("even", "odd")
ARROWS = ("up", "down")


class RowPiece:
    """A fan card on the rows: it stands on `row`; the hooks default to the base rules."""

    __slots__ = ("row",)
    name: ClassVar[str]
    steers: ClassVar[bool] = False
    """Whether the piece changes where a card goes (it has its own `allows` or `descends`);
    set for every kind of piece from its methods, so that `FanTable.target` can pass over
    those that do not."""
    bends: ClassVar[bool] = False
    """Whether the piece can make a row descending (its own `descends`): a table whose
    pieces only close their rows to some cards places by the plain rule over the rows
    left open."""

    def __init_subclass__(cls, **options: Any) -> None:
        super().__init_subclass__(**options)
        cls.bends = cls.descends is not RowPiece.descends
        cls.steers = cls.bends or cls.allows is not RowPiece.allows

    def __init__(self, row: int) -> None:
        self.row = row

    def allows(self, row: int, value: int) -> bool:
        """Whether a card counting as `value` may go on `row`: a piece closes no row but
        the one it stands on (`FanTable.target` asks it of that row only)."""
        return True

    def descends(self, row: int) -> bool:
        return False

    def capacity(self, row: int) -> int:
        return ROW_CAPACITY

    def after(self, table: FanTable, row: int, took: bool) -> None:
        return None

    def clone(self) -> RowPiece:
        raise NotImplementedError

    def to_json(self) -> Marker:
        raise NotImplementedError


def lowest_other(lasts: Sequence[int], row: int) -> int:
    """FAN-EO-3, FAN-COW-4: of the rows other than `row`, the one whose last card is lowest."""
    return min((index for index in range(len(lasts)) if index != row), key=lambda index: lasts[index])


def lowest_first(rows: Sequence[Sequence[int]]) -> int:
    """FAN-EO-1, FAN-COW-1: the row with the lowest first card."""
    return min(range(len(rows)), key=lambda index: rows[index][0])


class EvenOddMarker(RowPiece):
    """FAN-EO: only cards of the shown parity go on the marked row."""

    __slots__ = ("parity",)
    name = "even-odd"

    def __init__(self, row: int, parity: int) -> None:
        super().__init__(row)
        self.parity = parity
        """0: shows "even"; 1: shows "odd"."""

    @classmethod
    def set_up(cls, rows: Sequence[Sequence[int]]) -> EvenOddMarker:
        """FAN-EO-1: on the row with the lowest first card, showing that card's parity."""
        row = lowest_first(rows)
        return cls(row, rows[row][0] % 2)

    @classmethod
    def from_json(cls, data: Any) -> EvenOddMarker:
        if not isinstance(data, dict) or set(data) != {"row", "shows"} or data["shows"] not in PARITIES:
            raise ValueError('the Even/Odd marker is {"row": 0..3, "shows": "even" or "odd"}')
        return cls(_row(data["row"]), PARITIES.index(data["shows"]))

    def allows(self, row: int, value: int) -> bool:
        """FAN-EO-2 (with FAN-FLIP-3: a flipped card's parity is its flipped value's)."""
        return row != self.row or value % 2 == self.parity

    def after(self, table: FanTable, row: int, took: bool) -> None:
        """FAN-EO-3: after any take, to the lowest last card among the other three rows."""
        if took:
            self.row = lowest_other(table.lasts, self.row)
            self.parity = table.lasts[self.row] % 2
            table.log.append(MarkerMoved(self.name, self.row, PARITIES[self.parity]))

    def clone(self) -> EvenOddMarker:
        return EvenOddMarker(self.row, self.parity)

    def to_json(self) -> Marker:
        return {"row": self.row, "shows": PARITIES[self.parity]}


class MountainMarker(RowPiece):
    """FAN-MT: the marked row is descending; the marker walks 4,3,2,1,2,3,4,..."""

    __slots__ = ("up",)
    name = "mountaineering"

    def __init__(self, row: int, up: bool) -> None:
        super().__init__(row)
        self.up = up
        """The arrow points up, toward row 1 (index 0)."""

    @classmethod
    def set_up(cls, rows: Sequence[Sequence[int]]) -> MountainMarker:
        """FAN-MT-1: on row 4, arrow up."""
        return cls(ROWS - 1, True)

    @classmethod
    def from_json(cls, data: Any) -> MountainMarker:
        if not isinstance(data, dict) or set(data) != {"row", "arrow"} or data["arrow"] not in ARROWS:
            raise ValueError('the Mountaineering marker is {"row": 0..3, "arrow": "up" or "down"}')
        marker = cls(_row(data["row"]), data["arrow"] == "up")
        if (marker.row == 0 and marker.up) or (marker.row == ROWS - 1 and not marker.up):
            raise ValueError("the Mountaineering arrow points down on row 1 and up on row 4 (FAN-MT-4)")
        return marker

    def descends(self, row: int) -> bool:
        """FAN-MT-2."""
        return row == self.row

    def after(self, table: FanTable, row: int, took: bool) -> None:
        """FAN-MT-4: after any take, one row in the arrow's direction; flip at rows 1 and 4."""
        if took:
            self.row += -1 if self.up else 1
            if self.row in (0, ROWS - 1):
                self.up = self.row == ROWS - 1
            table.log.append(MarkerMoved(self.name, self.row, self.arrow))

    @property
    def arrow(self) -> str:
        return ARROWS[0] if self.up else ARROWS[1]

    def clone(self) -> MountainMarker:
        return MountainMarker(self.row, self.up)

    def to_json(self) -> Marker:
        return {"row": self.row, "arrow": self.arrow}


class JumpingCow(RowPiece):
    """FAN-COW: the cow stands at the right end of a row and takes a place in it."""

    __slots__ = ()
    name = "cow"

    @classmethod
    def set_up(cls, rows: Sequence[Sequence[int]]) -> JumpingCow:
        """FAN-COW-1: at the right end of the row with the lowest first card."""
        return cls(lowest_first(rows))

    @classmethod
    def from_json(cls, data: Any) -> JumpingCow:
        if not isinstance(data, dict) or set(data) != {"row"}:
            raise ValueError('the cow is {"row": 0..3}')
        return cls(_row(data["row"]))

    def capacity(self, row: int) -> int:
        """FAN-COW-3: the cow's row is full with 4 number cards."""
        return ROW_CAPACITY - 1 if row == self.row else ROW_CAPACITY

    def after(self, table: FanTable, row: int, took: bool) -> None:
        """FAN-COW-4: a card went into the cow's row: it jumps to the lowest last card of
        the other rows. FAN-COW-5: landing as a 6th element, that row is taken too."""
        if row != self.row:
            return
        self.row = lowest_other(table.lasts, row)
        table.log.append(CowJumped(self.row))
        if len(table.rows[self.row]) > self.capacity(self.row):
            table.cow_take(self.row)

    def clone(self) -> JumpingCow:
        return JumpingCow(self.row)

    def to_json(self) -> Marker:
        return {"row": self.row}


PIECES: dict[str, type[EvenOddMarker] | type[MountainMarker] | type[JumpingCow]] = {
    piece.name: piece for piece in (EvenOddMarker, MountainMarker, JumpingCow)
}
"""The row pieces by fan card name, in the order FAN-ORD-1 runs them after a take."""


def _row(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < ROWS:
        raise ValueError(f"a row is 0..{ROWS - 1}: {value!r}")
    return value
