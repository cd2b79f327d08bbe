"""What the totals at the end of a Take 6! round are worth: a seat's chance to win the game.

The search bot's playout (take6_playout) plays the current round out; this module turns
the totals it ends with into the value the search maximizes. Heads matter only through
the game's result, and not all heads alike: near the end the seat needs to stay below
the lowest other total, not merely to take few heads, and early on a head given to the
seat's closest rival is worth nearly as much as one not taken.

- The round ends the game (T6-12: someone reached the limit; T6-13: the last round):
  the value is the seat's share of the win, 1/k if k seats share the fewest heads.
- The game goes on: each seat's heads per round so far (its pace, shrunk towards
  `PRIOR_PACE` over `PRIOR_ROUNDS` rounds, as few rounds tell little) give how many
  rounds are left until the fastest seat reaches the limit, and each seat's total at
  the end, as a normal spread around its pace (`spread`). The value is the chance that
  the seat ends below each other seat, taken as independent.
- Elimination (T6-14) keeps the plain value, minus the seat's total: staying under the
  limit is what keeps a seat in.

Every value also subtracts `TIEBREAK` per head of the seat's own total, so that when a
position is won or lost whatever the seat does, it still takes as few heads as it can.
Everything here is public: totals, the round number and the score pad are in every
seat's view.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from bullheads.games.take6.config import EndRule, Take6Config
from bullheads.games.take6.ending import fewest, limit_reached

PRIOR_PACE = 8.0
"""Heads per round a seat is assumed to take before it has shown its own pace."""
PRIOR_ROUNDS = 1.0
"""How many rounds that assumption weighs against what a seat has shown."""
TIEBREAK = 0.001
"""Value per head of the seat's own total: a gradient where the win is decided."""


def game_value(
    config: Take6Config,
    seat: int,
    totals: Sequence[float],
    pace: Sequence[float],
    active: Sequence[bool],
    rounds_left: float | None,
) -> float:
    """The value of ending the current round with `totals` for `seat` (module docstring).

    `pace` is each seat's expected heads per round from here; `rounds_left` is how many
    rounds follow this one (None: the end rule has no fixed count, see `rounds_after`).
    """
    if config.end is EndRule.ELIMINATION:
        return -float(totals[seat])
    tiebreak = -TIEBREAK * totals[seat]
    rivals = [other for other, playing in enumerate(active) if playing and other != seat]
    if rounds_left is None:
        rounds_left = rounds_after(config.limit, totals, pace, active)
    if rounds_left <= 0:
        winners = fewest(totals, [seat, *rivals])
        return (1.0 / len(winners) if seat in winners else 0.0) + tiebreak
    chance = 1.0
    mine = spread(pace[seat])
    for other in rivals:
        lead = totals[other] - totals[seat] + rounds_left * (pace[other] - pace[seat])
        width = math.sqrt(rounds_left * (mine + spread(pace[other])))
        chance *= 0.5 * (1.0 + math.erf(lead / (width * math.sqrt(2.0))))
    return chance + tiebreak


def rounds_after(limit: int, totals: Sequence[float], pace: Sequence[float], active: Sequence[bool]) -> float:
    """Rounds after this one until the first seat reaches `limit` (T6-12): none if one has."""
    if limit_reached(limit, totals, active):
        return 0.0
    return max(
        1.0,
        min(
            (limit - total) / rate
            for total, rate, playing in zip(totals, pace, active, strict=True)
            if playing
        ),
    )


def spread(rate: float) -> float:
    """The variance of a seat's heads in one round, from its pace: a random player's
    rounds (about 12 heads) spread by about 8 heads, and fewer heads spread less."""
    deviation = 2.0 + 0.55 * rate
    return deviation * deviation


def paces(totals: Sequence[int], rounds_done: int) -> list[float]:
    """Each seat's expected heads per round, from the rounds it has finished."""
    weight = rounds_done + PRIOR_ROUNDS
    return [(total + PRIOR_PACE * PRIOR_ROUNDS) / weight for total in totals]
