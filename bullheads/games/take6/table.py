"""The four rows and where a card goes (T6-06..T6-09).

These functions are the only copy of the placement rules: the full state machine and the
lean rollout path both call them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Self

from mypy_extensions import mypyc_attr

from bullheads.games.take6.cards import HEADS

ROW_CAPACITY = 5
"""T6-08: a row holds at most 5 cards; the 6th card takes the row."""
NO_ROW = -1
"""What `Table.target` returns for a low card (T6-09)."""


@mypyc_attr(allow_interpreted_subclasses=True)  # the fan cards' table (fans.FanTable)
class Table:
    """The rows, their last cards and their heads, kept in step."""

    __slots__ = ("lasts", "log", "row_heads", "rows")

    def __init__(self, rows: Sequence[Sequence[int]], row_heads: Sequence[int] = ()) -> None:
        """The rows (copied); `row_heads`, their heads when known (a copy of a table),
        else counted (T6-02)."""
        self.rows: list[list[int]] = [list(row) for row in rows]
        self.lasts: list[int] = [row[-1] for row in self.rows]
        self.row_heads: list[int] = (
            list(row_heads) if row_heads else [sum(map(HEADS.__getitem__, row)) for row in self.rows]
        )
        self.log: Sequence[object] = ()
        """What fan cards did after a placement (bullheads.games.take6.fans.FanTable);
        never anything here, so the state machine needs one cheap test per card."""

    def clone(self) -> Self:
        """A copy with its own rows (a fan table also copies its pieces)."""
        return type(self)(self.rows, self.row_heads)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled (and deep-copied) as what makes it: a compiled table is made only
        through its `__init__` (bullheads.compiled)."""
        return (type(self), (self.rows, self.row_heads))

    def capacity(self, row: int) -> int:
        """T6-08: how many cards `row` holds before the next one takes it."""
        return ROW_CAPACITY

    def target(self, card: int) -> int:
        """The row `card` must go to, or NO_ROW when it is a low card.

        T6-06: only rows whose last card is lower than the card; T6-07: of those, the
        one whose last card is closest below it (there is no choice). T6-09: a card that
        fits no row is a low card.
        """
        # The four rows (T6-03) unrolled: 1.4x faster than a loop over them, and the lean
        # and contract paths call this for every card.
        first, second, third, fourth = self.lasts
        best = NO_ROW
        best_last = 0
        if first < card:
            best_last = first
            best = 0
        if best_last < second < card:
            best_last = second
            best = 1
        if best_last < third < card:
            best_last = third
            best = 2
        if best_last < fourth < card:
            best = 3
        return best

    def place(self, row: int, card: int) -> list[int]:
        """Put `card` at the end of `row`; return the cards taken (T6-08), if any."""
        cards = self.rows[row]
        self.lasts[row] = card
        if len(cards) < ROW_CAPACITY:
            cards.append(card)
            self.row_heads[row] += HEADS[card]
            return []
        return self._reset(row, card)

    def take(self, row: int, card: int) -> list[int]:
        """T6-09: the owner of low card `card` takes `row`; the card starts it anew."""
        self.lasts[row] = card
        return self._reset(row, card)

    def cheapest_row(self) -> int:
        """The row with the fewest heads; on equal heads, the one with fewest cards, then the first."""
        heads = self.row_heads
        rows = self.rows
        best = 0
        fewest = heads[0]
        shortest = len(rows[0])
        for index in range(1, len(rows)):
            row_heads = heads[index]
            if row_heads < fewest or (row_heads == fewest and len(rows[index]) < shortest):
                best, fewest, shortest = index, row_heads, len(rows[index])
        return best

    def _reset(self, row: int, card: int) -> list[int]:
        taken = self.rows[row]
        self.rows[row] = [card]
        self.row_heads[row] = HEADS[card]
        return taken
