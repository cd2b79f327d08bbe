"""The eight special cards of Beat the Buffalo (BUF-03, BUF-10..BUF-17) and the table they act on.

Take 7! and Stop! stay on the rows: they are row pieces of the same kind as the fan
cards' markers (bullheads.games.take6.markers.RowPiece) on a `FanTable`. `BuffaloTable`
adds what only this game does to rows: Insert! and Push! put a card inside a row, a
blocked row is neither eligible nor takeable, and Take 7! leaves once its row is taken.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from bullheads.games.buffalo.events import SpecialLeft
from bullheads.games.take6.cards import HEADS
from bullheads.games.take6.fans import FanTable
from bullheads.games.take6.markers import RowPiece
from bullheads.games.take6.table import ROW_CAPACITY
from bullheads.games.take6.views import Marker

TAKE7, STOP, REPLACE, INSERT, PUSH, FIRST, LAST, SORT = (
    "take7",
    "stop",
    "replace",
    "insert",
    "push",
    "first",
    "last",
    "sort",
)
KINDS = (TAKE7, STOP, REPLACE, INSERT, PUSH, FIRST, LAST, SORT)
"""BUF-10..BUF-17, in rule order."""
COPIES = 2
"""BUF-03: two of each kind, 16 in all."""
IN_PLAY = {1: 0, 2: 2, 3: 4, 4: 6, 5: 11, 6: 16}
"""BUF-03: how many special cards a team of each size plays with."""
BETWEEN_TURNS = (TAKE7, STOP)
"""BUF-09 (b): the only cards usable between turns (and the removal of a Stop!)."""
TAKE7_CAPACITY = ROW_CAPACITY + 1
"""BUF-10: a row with Take 7! is full at 6 cards."""


class Take7(RowPiece):
    """BUF-10: the row beside this card holds 6 cards (`BuffaloTable.capacity`); the 7th
    takes them."""

    __slots__ = ()
    name = TAKE7

    def after(self, table: FanTable, row: int, took: bool) -> None:
        """BUF-10: the card leaves the game as soon as its row is taken in any way."""
        if took and row == self.row:
            table.pieces = [piece for piece in table.pieces if piece is not self]
            table.log.append(SpecialLeft(TAKE7, row))

    def clone(self) -> Take7:
        """The card itself: it never moves or changes once laid (it leaves by being
        dropped from its table's list), so copies of a table share it."""
        return self

    def to_json(self) -> Marker:
        return {"row": self.row}


class Stop(RowPiece):
    """BUF-11: the row beside this card is blocked: no card goes on it."""

    __slots__ = ()
    name = STOP

    def allows(self, row: int, value: int) -> bool:
        return row != self.row

    def clone(self) -> Stop:
        """The card itself: it never moves or changes once laid, so copies of a table
        share it."""
        return self

    def to_json(self) -> Marker:
        return {"row": self.row}


def lay_changes_placing(kind: str, row: int, reached: Collection[int], filled: Collection[int]) -> bool:
    """Whether laying a `kind` card beside `row` can change where the revealed cards go and
    what they take, given the rows their placing without it reached (a card went on or
    took them) and filled (a sixth card took them, T6-08). Stop! (BUF-11) only closes its
    row, so it can only change a placing that reached the row; Take 7! (BUF-10) only lets
    its row hold a sixth card, so only one that filled it. Any other card: it can."""
    if kind == TAKE7:
        return row in filled
    if kind == STOP:
        return row in reached
    return True


class BuffaloTable(FanTable):
    """The four rows with the Take 7! and Stop! cards that lie beside them."""

    __slots__ = ()

    def __init__(
        self, rows: Sequence[Sequence[int]], pieces: Sequence[RowPiece] = (), row_heads: Sequence[int] = ()
    ) -> None:
        super().__init__(rows, pieces, row_heads)

    def marked(self, name: str, row: int) -> bool:
        """Whether the special card `name` stands beside `row` (a loop: asked for every
        row of every placement, where any() over a generator cost twice as much)."""
        for piece in self.pieces:  # noqa: SIM110 (see above)
            if piece.row == row and piece.name == name:
                return True
        return False

    def blocked(self, row: int) -> bool:
        """BUF-11: a row with Stop! beside it."""
        return self.marked(STOP, row)

    def open_rows(self) -> list[int]:
        """BUF-11: the rows eligibility, low-card choices and Insert!/Push! consider."""
        return [row for row in range(len(self.rows)) if not self.blocked(row)]

    def capacity(self, row: int) -> int:
        """T6-08 with BUF-10."""
        return TAKE7_CAPACITY if self.marked(TAKE7, row) else ROW_CAPACITY

    def lay(self, piece: RowPiece) -> None:
        self.pieces.append(piece)

    def lift(self, name: str, row: int) -> None:
        self.pieces = [piece for piece in self.pieces if not (piece.name == name and piece.row == row)]

    def buffalo_row(self) -> int:
        """BUF-06: of the open rows, the fewest heads; on equal heads, the highest last card."""
        return min(self.open_rows(), key=lambda row: (self.row_heads[row], -self.lasts[row]))

    def insert(self, row: int, position: int, card: int) -> list[int]:
        """BUF-13/BUF-14: put `card` at `position` of `row`. If the row was full, every card
        but the rightmost is taken and the rightmost stays alone; return the taken cards."""
        cards = self.rows[row]
        full = len(cards) >= self.capacity(row)
        cards.insert(position, card)
        if not full:
            self._set(row, cards)
            return []
        taken = cards[:-1]
        self._set(row, cards[-1:])
        self._after(row, took=True)
        return taken

    def remove(self, row: int, index: int) -> int:
        """BUF-14: take the card at `index` out of `row` (never its only card)."""
        cards = self.rows[row]
        card = cards.pop(index)
        self._set(row, cards)
        return card

    def _set(self, row: int, cards: list[int]) -> None:
        self.rows[row] = cards
        self.lasts[row] = cards[-1]
        self.row_heads[row] = sum(HEADS[card] for card in cards)
