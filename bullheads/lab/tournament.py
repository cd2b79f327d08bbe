"""Tournaments: round robin or gauntlet among bots, one cell per lineup, then ratings.

Round robin: every set of `players` different bots (with fewer bots than seats, each
pair, the pair's bots alternating around the table). Gauntlet: the first bot against
each other one, the opponent filling every other seat. Every lineup plays the same
duplicated deals (the tournament seed), its seats rotated as in a match. A co-operative
game (one team) is refused with the commands that compare teams.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from enum import StrEnum
from typing import Any

from bullheads.core.errors import BullheadsError
from bullheads.games import get_game
from bullheads.lab.match import MatchSpec
from bullheads.lab.runner import Cell, check_bots, full_rotations


class Kind(StrEnum):
    ROUND_ROBIN = "round-robin"
    GAUNTLET = "gauntlet"


def lineups(bots: Sequence[str], players: int, kind: Kind) -> list[tuple[str, ...]]:
    """The tables of a tournament, seat by seat (see the module docstring)."""
    if len(set(bots)) != len(bots) or len(bots) < 2:
        raise BullheadsError("a tournament needs at least two different bots")
    if kind is Kind.GAUNTLET:
        return [(bots[0], *[other] * (players - 1)) for other in bots[1:]]
    if len(bots) >= players:
        return list(itertools.combinations(bots, players))
    return [tuple(pair[seat % 2] for seat in range(players)) for pair in itertools.combinations(bots, 2)]


def tournament_cells(
    game: str,
    config: dict[str, Any],
    bots: Sequence[str],
    kind: Kind,
    games: int,
    seed: int,
    seconds: float | None = None,
) -> list[Cell]:
    """One cell per lineup, `games` per lineup (rounded up to whole rotations);
    unknown bots and refused configs are named before anything is played."""
    rules = get_game(game)
    checked = rules.config_from_json(config)
    if rules.cooperative(checked):
        raise BullheadsError(
            f"{rules.title} with these options is co-operative: its seats are one team, so a "
            "tournament has nobody to rank; `bullheads lab sprt A B` pits a team of A against a "
            "team of B on the same deals, and `bullheads lab study` gives each team's win rate"
        )
    check_bots(game, bots)
    return [
        Cell(
            MatchSpec(
                game=game,
                config=checked.to_json(),
                bots=lineup,
                games=full_rotations(games, checked.players),
                seed=seed,
                seconds=seconds,
            ),
            {"game": game, "config": "tournament", "players": checked.players, "lineup": ",".join(lineup)},
        )
        for lineup in lineups(bots, checked.players, kind)
    ]
