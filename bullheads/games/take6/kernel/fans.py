"""The fan cards that stand on the rows, compiled (FAN-ORD-1, FAN-EO, FAN-MT, FAN-COW).

The kernel's copy of the row pieces of `bullheads.games.take6.markers` on the
`FanTable` of `bullheads.games.take6.fans`: which rows a card may go to and which one
descends (`target`), how many number cards a row holds (`capacity`), where the markers
stand when a round starts (`set_up`) and what happens after a card went on a row
(`after`: the markers move, the cow jumps and may take a row for the player placing).
The Digit Flip is a choice, not a piece on the rows: kernel/flip.py and the reveal
(rounds.py) play it.
tests/test_take6_kernel.py replays the kernel's fan games in the engine.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bullheads.games.take6.deal import ROWS
from bullheads.games.take6.fans import COW as COW_NAME
from bullheads.games.take6.fans import EVEN_ODD as EVEN_ODD_NAME
from bullheads.games.take6.fans import MOUNTAINEERING as MOUNTAINEERING_NAME
from bullheads.games.take6.kernel._jit import jit
from bullheads.games.take6.kernel.games import COW, EVEN_ODD, FANS, MOUNTAINEERING, Games
from bullheads.games.take6.kernel.takes import take
from bullheads.games.take6.markers import ARROWS, PARITIES
from bullheads.games.take6.table import NO_ROW, ROW_CAPACITY


@jit
def set_up(games: Games, g: int) -> None:
    """FAN-EO-1: the Even/Odd marker on the row with the lowest first card, showing its
    parity; FAN-MT-1: the Mountaineering marker on the last row, arrow up; FAN-COW-1: the
    cow at the end of the row with the lowest first card."""
    fans = games.rules[FANS]
    lowest = 0
    for row in range(1, ROWS):
        if games.rows[g, row, 0] < games.rows[g, lowest, 0]:
            lowest = row
    games.even_odd[g, 0] = lowest if fans & EVEN_ODD else -1
    games.even_odd[g, 1] = games.rows[g, lowest, 0] % 2
    games.mountain[g, 0] = ROWS - 1 if fans & MOUNTAINEERING else -1
    games.mountain[g, 1] = 1
    games.cow[g] = lowest if fans & COW else -1


@jit
def target(games: Games, g: int, value: int) -> int:
    """`FanTable.target`: a row fits when the Even/Odd marker allows the card's parity
    there (FAN-EO-2) and the card is higher than its last card, or lower on the
    Mountaineering row (FAN-MT-2); the smallest difference wins, the descending row on an
    equal one (FAN-MT-3); NO_ROW for a low card (T6-09). The cow's row is judged by its
    last number card (FAN-COW-2), which is the row's last card here too."""
    closed = games.even_odd[g, 0] if value % 2 != games.even_odd[g, 1] else -1
    descending = games.mountain[g, 0]
    best, best_difference = NO_ROW, 0
    for row in range(ROWS):
        if row == closed:
            continue
        last = games.lasts[g, row]
        down = row == descending
        difference = last - value if down else value - last
        if difference <= 0:
            continue
        if best == NO_ROW or difference < best_difference or (difference == best_difference and down):
            best, best_difference = row, difference
    return best


@jit
def capacity(games: Games, g: int, row: int) -> int:
    """T6-08 with FAN-COW-3: the cow's row is full with 4 number cards."""
    return ROW_CAPACITY - 1 if row == games.cow[g] else ROW_CAPACITY


@jit
def after(games: Games, g: int, seat: int, row: int, took: bool) -> None:
    """FAN-ORD-1, after `seat`'s card went on `row` (`took`: it took the row and starts
    it): the Even/Odd marker moves (FAN-EO-3), the Mountaineering marker moves
    (FAN-MT-4), the cow jumps if the card went into its row (FAN-COW-4). When the cow
    lands as a 6th element, `seat` takes that row too and the sequence repeats there
    (FAN-COW-5): a loop, where the engine's pieces call one another."""
    while True:
        if took and games.even_odd[g, 0] >= 0:
            moved = _lowest_other(games, g, games.even_odd[g, 0])
            games.even_odd[g, 0] = moved
            games.even_odd[g, 1] = games.lasts[g, moved] % 2
        if took and games.mountain[g, 0] >= 0:
            moved = games.mountain[g, 0] + (-1 if games.mountain[g, 1] else 1)
            games.mountain[g, 0] = moved
            if moved == 0 or moved == ROWS - 1:
                games.mountain[g, 1] = moved == ROWS - 1
        if row != games.cow[g]:
            return
        row = _lowest_other(games, g, row)
        games.cow[g] = row
        if games.row_len[g, row] <= capacity(games, g, row):
            return
        _cow_take(games, g, seat, row)
        took = True


@jit
def _cow_take(games: Games, g: int, seat: int, row: int) -> None:
    """FAN-COW-5: the row's highest card stays as its only card; `seat` takes the rest."""
    keep = 0
    for k in range(1, games.row_len[g, row]):
        if games.rows[g, row, k] > games.rows[g, row, keep]:
            keep = k
    take(games, g, seat, row, keep, games.rows[g, row, keep])


@jit
def _lowest_other(games: Games, g: int, row: int) -> int:
    """FAN-EO-3, FAN-COW-4: of the rows other than `row`, the one whose last card is lowest."""
    best = -1
    for other in range(ROWS):
        if other != row and (best < 0 or games.lasts[g, other] < games.lasts[g, best]):
            best = other
    return best


def markers_json(games: Games, g: int) -> dict[str, dict[str, Any]]:
    """Where the fan cards stand on game g's rows, in the engine's JSON form
    (`FanTable.to_json`, a view's ``fans.markers``); empty without them."""
    markers: dict[str, dict[str, Any]] = {}
    row, odd = (int(value) for value in games.even_odd[g])
    if row >= 0:
        markers[EVEN_ODD_NAME] = {"row": row, "shows": PARITIES[odd]}
    row, up = (int(value) for value in games.mountain[g])
    if row >= 0:
        markers[MOUNTAINEERING_NAME] = {"row": row, "arrow": ARROWS[0] if up else ARROWS[1]}
    if games.cow[g] >= 0:
        markers[COW_NAME] = {"row": int(games.cow[g])}
    return markers


def load_markers(games: Games, g: int, markers: Mapping[str, Any]) -> None:
    """The inverse of `markers_json`: put the pieces a view shows on game g's rows."""
    even_odd, mountain, cow = (markers.get(name) for name in (EVEN_ODD_NAME, MOUNTAINEERING_NAME, COW_NAME))
    games.even_odd[g] = (-1, 0) if even_odd is None else (even_odd["row"], PARITIES.index(even_odd["shows"]))
    games.mountain[g] = (-1, 1) if mountain is None else (mountain["row"], mountain["arrow"] == ARROWS[0])
    games.cow[g] = -1 if cow is None else cow["row"]
