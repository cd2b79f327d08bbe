"""A row's cards into a penalty pile, compiled (T6-08..T6-10, FAN-COW-5).

The one place the kernel moves taken cards and starts the row again: the rules' takes
(kernel/rules.py) and the cow's (kernel/fans.py).
"""

from __future__ import annotations

import numpy as np

from bullheads.games.take6.cards import HEADS as HEADS_TABLE
from bullheads.games.take6.kernel._jit import jit
from bullheads.games.take6.kernel.games import Games

HEADS = np.array(HEADS_TABLE, dtype=np.int32)
"""T6-02: HEADS[card], from the game's one table."""


@jit
def take(games: Games, g: int, seat: int, row: int, keep: int, start: int) -> None:
    """`seat` takes the cards of `row` but the one at index `keep` (-1: all of them) into
    its penalty pile for good (T6-10), logged in the step's takes; `start` becomes the
    row's only card."""
    index = games.takes[g]
    games.takes[g] = index + 1
    games.take_seat[g, index] = seat
    games.take_row[g, index] = row
    size = 0
    for k in range(games.row_len[g, row]):
        if k != keep:
            games.take_cards[g, index, size] = games.rows[g, row, k]
            size += 1
    games.take_size[g, index] = size
    heads = games.row_heads[g, row]
    if keep >= 0:
        heads -= HEADS[games.rows[g, row, keep]]
    games.penalty[g, seat] += heads
    games.heads[g, seat] += heads
    games.rows[g, row, 0] = start
    games.row_len[g, row] = 1
    games.lasts[g, row] = start
    games.row_heads[g, row] = HEADS[start]
