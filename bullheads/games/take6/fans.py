"""The four fan cards of Take 6! composed on one table (fan-cards.md, FAN-ORD-1).

`FanTable` is the base `Table` (T6-06..T6-09) with rule pieces plugged in: the Even/Odd
and Mountaineering markers and the Jumping Cow (bullheads.games.take6.markers) say which
rows a card may go to, which row is descending and how many cards a row holds, and what
happens after a card went on a row. The Digit Flip (bullheads.games.take6.flip) gives the
table the values the flipped cards of this turn count as. A game without fan cards uses
the plain `Table`, so the base game keeps its exact behaviour and its speed.

Whatever the fan cards do after a placement (markers moved, cow jumps, takes caused by
the cow) is appended to `FanTable.log`, in the order it happened; the state turns it into
events and penalty.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from typing import Any, Self

from bullheads.core.errors import ConfigError
from bullheads.core.events import Event
from bullheads.games.take6.cards import HEADS
from bullheads.games.take6.fan_events import MarkerSet
from bullheads.games.take6.markers import PIECES, RowPiece
from bullheads.games.take6.table import NO_ROW, ROW_CAPACITY, Table
from bullheads.games.take6.views import Marker, Take6View

EVEN_ODD, MOUNTAINEERING, COW, DIGIT_FLIP = "even-odd", "mountaineering", "cow", "digit-flip"
FAN_CARDS = (EVEN_ODD, MOUNTAINEERING, COW, DIGIT_FLIP)
"""The fan card names, in the order FAN-ORD-1 applies them."""
CLOSED = 1 << 30
"""A last card above every card: to the plain rule (T6-06), a row that no piece lets a
card go on counts as ending with it."""


def normalize(fans: Any) -> tuple[str, ...]:
    """The chosen fan cards in canonical order; a clear ConfigError for anything else."""
    if isinstance(fans, str) or not isinstance(fans, Iterable):
        raise ConfigError(f"the fan cards are a list of names ({', '.join(FAN_CARDS)}): {fans!r} given")
    chosen = list(fans)
    unknown = [name for name in chosen if name not in FAN_CARDS]
    if unknown:
        raise ConfigError(
            f"unknown fan card(s): {', '.join(map(repr, unknown))} (choose from: {', '.join(FAN_CARDS)})"
        )
    if len(set(chosen)) != len(chosen):
        raise ConfigError("each fan card can be chosen once")
    return tuple(name for name in FAN_CARDS if name in chosen)


@dataclasses.dataclass(frozen=True, slots=True)
class CowTake:
    """FAN-COW-5: the cow landed as a 6th element; the player placing takes `cards` of `row`."""

    row: int
    cards: tuple[int, ...]


class FanTable(Table):
    """The rows with the fan cards' rule pieces (FAN-ORD-1 order) and this turn's flips."""

    __slots__ = ("pieces", "values")

    def __init__(
        self, rows: Sequence[Sequence[int]], pieces: Sequence[RowPiece], row_heads: Sequence[int] = ()
    ) -> None:
        super().__init__(rows, row_heads)
        self.pieces: list[RowPiece] = list(pieces)
        self.values: dict[int, int] = {}
        """FAN-FLIP-3: card -> the value it counts as, for the cards flipped this turn."""
        self.log: list[Event | CowTake] = []

    def clone(self) -> Self:
        """A copy with its own rows and pieces (searches clone tables by the thousand: the
        heads are copied, not summed again)."""
        other = type(self)(self.rows, [piece.clone() for piece in self.pieces], self.row_heads)
        other.values = dict(self.values)
        other.log = list(self.log)
        return other

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as what makes it, and this turn's flips and log (see `Table.__reduce__`)."""
        return (_fan_table, (type(self), self.rows, self.pieces, self.row_heads, self.values, self.log))

    def piece(self, name: str) -> RowPiece | None:
        for piece in self.pieces:
            if piece.name == name:
                return piece
        return None

    def capacity(self, row: int) -> int:
        """T6-08 with FAN-COW-3: the number cards `row` holds before the next one takes it."""
        return min((piece.capacity(row) for piece in self.pieces), default=ROW_CAPACITY)

    def target(self, card: int) -> int:
        """The row `card` must go to, or NO_ROW for a low card (T6-06, T6-07, T6-09).

        FAN-FLIP-3: a flipped card counts as its flipped value. A row fits when every piece
        allows it (FAN-EO-2) and the card is higher than its last card, or lower on a
        descending row (FAN-MT-2). Smallest difference wins; on an equal difference the
        descending row wins (FAN-MT-3).
        """
        value = self.values.get(card, card) if self.values else card
        lasts = self.lasts
        for piece in self.pieces:
            if not piece.steers:
                continue
            if piece.bends:
                return self._target_bent(value, [piece for piece in self.pieces if piece.steers])
            if not piece.allows(piece.row, value):  # a piece closes no row but its own
                if lasts is self.lasts:
                    lasts = list(lasts)
                lasts[piece.row] = CLOSED
        if lasts is self.lasts:  # no piece bends T6-06/T6-07 here: the plain table's rule
            return Table.target(self, value)
        # Some pieces close rows to this card (FAN-EO-2, Beat the Buffalo's Stop!): the
        # plain rule over the open rows, a closed row's last card counting as above every
        # card (CLOSED), for the time of one call of the plain table's rule.
        kept, self.lasts = self.lasts, lasts
        row = Table.target(self, value)
        self.lasts = kept
        return row

    def _target_bent(self, value: int, steering: Sequence[RowPiece]) -> int:
        """`target` with a descending row among the rows (FAN-MT-2, FAN-MT-3)."""
        best, best_key = NO_ROW, (0, 0)
        for row, last in enumerate(self.lasts):
            down, allowed = False, True
            for piece in steering:  # loops, not any()/all() over generators: half the cost
                if not piece.allows(row, value):
                    allowed = False
                    break
                down = down or piece.descends(row)
            difference = last - value if down else value - last
            if difference <= 0 or not allowed:
                continue
            key = (difference, 0 if down else 1)
            if best == NO_ROW or key < best_key:
                best, best_key = row, key
        return best

    def place(self, row: int, card: int) -> list[int]:
        """Put `card` at the end of `row` (T6-08 with FAN-COW-3), then FAN-ORD-1."""
        cards = self.rows[row]
        if len(cards) < self.capacity(row):
            cards.append(card)
            self.lasts[row] = card
            self.row_heads[row] += HEADS[card]
            self._after(row, took=False)
            return []
        return self.take(row, card)

    def take(self, row: int, card: int) -> list[int]:
        """T6-08/T6-09: the row is taken and `card` starts it; then FAN-ORD-1."""
        self.lasts[row] = card
        taken = self._reset(row, card)
        self._after(row, took=True)
        return taken

    def cow_take(self, row: int) -> None:
        """FAN-COW-5: the highest card of `row` stays, the other 4 are taken; FAN-ORD-1 again."""
        cards = self.rows[row]
        keep = max(cards)
        self.log.append(CowTake(row, tuple(card for card in cards if card != keep)))
        self.lasts[row] = keep
        self._reset(row, keep)
        self._after(row, took=True)

    def _after(self, row: int, took: bool) -> None:
        """FAN-ORD-1: Even/Odd marker, Mountaineering marker, then the cow."""
        for piece in self.pieces:
            piece.after(self, row, took)

    def to_json(self) -> dict[str, Marker]:
        """Where each piece stands and what it shows (views, positions)."""
        return {piece.name: piece.to_json() for piece in self.pieces}


def _fan_table(
    kind: type[FanTable],
    rows: list[list[int]],
    pieces: list[RowPiece],
    row_heads: list[int],
    values: dict[int, int],
    log: list[Event | CowTake],
) -> FanTable:
    """A fan table (of class `kind`) from its pickled parts (`FanTable.__reduce__`)."""
    table = kind(rows, pieces, row_heads)
    table.values = values
    table.log = log
    return table


def new_table(rows: Sequence[Sequence[int]], fans: Sequence[str], setup: dict[str, Any] | None) -> Table:
    """The table of a round: plain without fan cards, else a FanTable whose pieces are set
    up by the rules (FAN-EO-1, FAN-MT-1, FAN-COW-1) or as a hand-written position says."""
    if not fans:
        return Table(rows)
    given = setup or {}
    pieces: list[RowPiece] = [
        PIECES[name].from_json(given[name]) if name in given else PIECES[name].set_up(rows)
        for name in fans
        if name in PIECES
    ]
    return FanTable(rows, pieces)


def set_up_events(table: Table) -> list[Event]:
    """FAN-EO-1, FAN-MT-1, FAN-COW-1: where each marker starts the round."""
    if not isinstance(table, FanTable):
        return []
    events: list[Event] = []
    for name, data in table.to_json().items():
        events.append(MarkerSet(name, data["row"], data.get("shows", data.get("arrow", ""))))
    return events


def check_setup(data: Any, rows: list[list[int]], players: int, fans: Sequence[str]) -> dict[str, Any]:
    """Validate the ``"fans"`` part of a hand-written position; raise ValueError saying why.

    ``{"even-odd": {"row": 3, "shows": "odd"}, "mountaineering": {"row": 3, "arrow": "up"},
    "cow": {"row": 0}, "digit-flip": [true, false, ...]}``: each part optional, only for
    fan cards in play; ``digit-flip`` says, per seat still playing, who holds one.
    """
    if not isinstance(data, dict):
        raise ValueError('the "fans" of a position is an object')
    extra = sorted(set(data) - set(fans))
    if extra:
        raise ValueError(f"the position sets up fan cards not in play: {', '.join(extra)}")
    flips = data.get(DIGIT_FLIP)
    if flips is not None and (
        not isinstance(flips, list) or len(flips) != players or not all(isinstance(f, bool) for f in flips)
    ):
        raise ValueError(f'"digit-flip" is a list of {players} true/false, one per seat still playing')
    for name in data:
        if name in PIECES:
            PIECES[name].from_json(data[name])
    return data


def check_rows(rows: list[list[int]], fans: Sequence[str], setup: dict[str, Any] | None) -> None:
    """Rows of a hand-written position: ascending unless a fan card can make them otherwise
    (FAN-MT-2, FAN-FLIP-5); the cow's row holds at most 4 number cards (FAN-COW-3)."""
    any_order = MOUNTAINEERING in fans or DIGIT_FLIP in fans
    for row in rows:
        if not 1 <= len(row) <= ROW_CAPACITY or (row != sorted(row) and not any_order):
            order = "" if any_order else " in ascending order"
            raise ValueError(f"a row holds 1 to {ROW_CAPACITY} cards{order}: {row!r}")
    table = new_table(rows, fans, setup)
    if isinstance(table, FanTable):
        for index, row in enumerate(rows):
            if len(row) > table.capacity(index):
                raise ValueError(f"the cow's row holds at most {ROW_CAPACITY - 1} number cards: {row!r}")


def table_from_view(view: Take6View) -> Table:
    """The table a view shows, with its fan pieces: what a bot predicts placements with."""
    fans = view.get("fans")
    if fans is None:
        return Table(view["rows"])
    table = new_table(view["rows"], fans["cards"], fans["markers"])
    if isinstance(table, FanTable):
        table.values = {card: value for card, value in fans["flipped"]}
    return table
