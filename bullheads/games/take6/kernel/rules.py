"""The placement rules, compiled: where a card goes and what its owner takes (T6-05..T6-10).

The kernel's copy of `bullheads.games.take6.table.Table`, kept for speed; the heads come
from the game's own table (`cards.HEADS`). With fan cards on the rows the placement asks
kernel/fans.py, the copy of `FanTable` (FAN-ORD-1). tests/test_take6_kernel.py checks
every turn against the engine.
"""

from __future__ import annotations

from bullheads.games.take6.deal import ROWS
from bullheads.games.take6.kernel import fans
from bullheads.games.take6.kernel._jit import jit
from bullheads.games.take6.kernel.games import FANS, Games
from bullheads.games.take6.kernel.takes import HEADS, take
from bullheads.games.take6.table import NO_ROW, ROW_CAPACITY


@jit
def target(games: Games, g: int, card: int) -> int:
    """T6-06/T6-07: the row whose last card is the highest below `card`; NO_ROW for a low
    card (T6-09). With fan cards, `fans.target`."""
    if games.rules[FANS]:
        return fans.target(games, g, card)
    best = NO_ROW
    best_last = 0
    for row in range(ROWS):
        last = games.lasts[g, row]
        if best_last < last < card:
            best_last = last
            best = row
    return best


@jit
def capacity(games: Games, g: int, row: int) -> int:
    """T6-08: the cards `row` holds before the next one takes it (FAN-COW-3: one fewer
    where the cow stands)."""
    return fans.capacity(games, g, row) if games.rules[FANS] else ROW_CAPACITY


@jit
def place(games: Games, g: int, seat: int, row: int, card: int) -> None:
    """T6-06: `card` goes at the end of `row`; T6-08: as its 6th card it takes the row.
    Then what the fan cards do (FAN-ORD-1)."""
    size = games.row_len[g, row]
    took = size >= capacity(games, g, row)
    if took:
        take(games, g, seat, row, -1, card)  # T6-08
    else:
        games.rows[g, row, size] = card
        games.row_len[g, row] = size + 1
        games.lasts[g, row] = card
        games.row_heads[g, row] += HEADS[card]
    if games.rules[FANS]:
        fans.after(games, g, seat, row, took)


@jit
def take_low(games: Games, g: int, seat: int, row: int, card: int) -> None:
    """T6-09: the owner of low card `card` takes `row`, which the card starts anew; then
    what the fan cards do (FAN-ORD-1)."""
    take(games, g, seat, row, -1, card)
    if games.rules[FANS]:
        fans.after(games, g, seat, row, True)


@jit
def cheapest_row(games: Games, g: int) -> int:
    """The row with the fewest heads; on equal heads the one with fewest cards, then the
    first (`Table.cheapest_row`)."""
    best = 0
    for row in range(1, ROWS):
        heads, size = games.row_heads[g, row], games.row_len[g, row]
        best_heads, best_size = games.row_heads[g, best], games.row_len[g, best]
        if heads < best_heads or (heads == best_heads and size < best_size):
            best = row
    return best
