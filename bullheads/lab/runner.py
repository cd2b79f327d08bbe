"""Playing the cells of a tournament or a study: what is missing, in batches, on a backend.

A cell is one match (bullheads.lab.match.MatchSpec) with the labels a study gives it.
Games are grouped in batches of consecutive numbers of one cell (fewer, larger tasks
for the backend); each finished batch is stored at once when a store is given, and the
games already stored are not played again.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence
from typing import Any

from bullheads.bots.registry import EXTERNAL, make_bot
from bullheads.lab.backends import Backend
from bullheads.lab.match import MatchSpec, play_games
from bullheads.lab.store import Store

BATCH = 4
"""Games per task."""


@dataclasses.dataclass(frozen=True, slots=True)
class Cell:
    """One match of a study and its labels (game, config name, players, lineup, replica)."""

    spec: MatchSpec
    labels: dict[str, Any]


def missing(cells: Sequence[Cell], store: Store | None) -> tuple[list[dict[int, dict[str, Any]]], list[Any]]:
    """The games already stored per cell, and the batches (cell index, spec, numbers) to play."""
    done = [store.played(cell.spec) if store else {} for cell in cells]
    batches: list[Any] = []
    for index, cell in enumerate(cells):
        todo = [number for number in range(cell.spec.games) if number not in done[index]]
        for start in range(0, len(todo), BATCH):
            batches.append((index, cell.spec, tuple(todo[start : start + BATCH])))
    return done, batches


def run_cells(
    cells: Sequence[Cell],
    where: Backend,
    store: Store | None = None,
    on_games: Callable[[int], None] | None = None,
) -> list[list[dict[str, Any]]]:
    """Every game of every cell, in game order; `on_games(n)` after each finished batch
    (also once, first, with the number of games found in the store)."""
    done, batches = missing(cells, store)
    if on_games is not None:
        on_games(sum(len(games) for games in done))
    try:
        for position, played in where.imap(play_games, [(spec, numbers) for _, spec, numbers in batches]):
            index = batches[position][0]
            for result in played:
                done[index][int(result["number"])] = result
            if store is not None:
                store.add(cells[index].spec, played)
            if on_games is not None:
                on_games(len(played))
    finally:
        if store is not None:
            store.commit()
    return [[games[number] for number in sorted(games)] for games in done]


def derive_seed(*parts: object) -> int:
    """A match seed from a study's seed and a cell's coordinates (stable across runs)."""
    return random.Random(":".join(["bullheads-lab", *map(str, parts)])).getrandbits(63)


def check_bots(game: str, names: Sequence[str]) -> None:
    """A clear error for a bot `game` does not have (cmd: bots are checked when they run)."""
    for name in dict.fromkeys(names):
        if not name.startswith(EXTERNAL):
            make_bot(name, game, 0)


def full_rotations(games: int, players: int) -> int:
    """`games` rounded up to whole rotations, so every deal is played from every seat."""
    return -(-games // players) * players
