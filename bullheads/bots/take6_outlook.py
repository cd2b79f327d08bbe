"""What the totals at the end of a Take 6! round are worth: a seat's chance to win the game.

The search bot's playout (take6_playout) plays the current round out; this module turns
the totals it ends with into the value the search maximizes. Heads matter only through
the game's result, and not all heads alike: near the end the seat needs to stay below
the lowest other total, not merely to take few heads, and early on a head given to the
seat's closest rival is worth nearly as much as one not taken.

- The round ends the game (T6-12: someone reached the limit; T6-13: the last round):
  the value is the seat's share of the win, 1/k if k seats share the fewest heads.
- The game goes on: each seat's heads per round so far (its pace, shrunk towards a
  prior over `PRIOR_ROUNDS` rounds, as few rounds tell little: `OWN_PRIOR_PACE` for the
  searching seat itself, `PRIOR_PACE` for the others) give how many
  rounds are left until the fastest seat reaches the limit, and each seat's total at
  the end, as a normal spread around its pace (its variance per round: a random
  player's rounds, about 12 heads, spread by about 8 heads, and fewer heads spread less,
  a deviation of 2 + 0.55 x pace). The value is the chance that
  the seat ends below each other seat, taken as independent.
- Elimination (T6-14) keeps the plain value, minus the seat's total: staying under the
  limit is what keeps a seat in.

Every value also subtracts `TIEBREAK` per head of the seat's own total, so that when a
position is won or lost whatever the seat does, it still takes as few heads as it can,
and a head must buy at least that much chance to win.
Everything here is public: totals, the round number and the score pad are in every
seat's view.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from bullheads.games.take6.config import EndRule, Take6Config

PRIOR_PACE = 8.0
"""Heads per round a seat is assumed to take before it has shown its own pace."""
OWN_PRIOR_PACE = 3.5
"""Heads per round the searching seat assumes it takes itself before it has shown its own
pace: about what the search takes against rule-of-thumb and random players (3.59 a round
against the rule-of-thumb bots' 11.69 in 200 games). With `PRIOR_PACE` for itself too,
the value foresaw a close race in games the search went on to win: at the ends of rounds
where it gave the search a chance of 0.2 to 0.4 (mean 0.29), the search won 0.85 of those
games; log loss 0.68 against 0.37 with this prior (`python benchmarks/take6_outlook_fit.py
--games 200 --seed 17`, docs/bots.md)."""
PRIOR_ROUNDS = 1.0
"""How many rounds that assumption weighs against what a seat has shown."""
TIEBREAK = 0.005
"""Value per head of the seat's own total: a gradient where the win is decided, and a
price on heads where the normal spread of the others' totals calls a lead safe. At 0.005
instead of 0.001 the search took 0.13 ± 0.11 heads a round fewer against rule-of-thumb
bots over 400 paired games and won as often (docs/bots.md)."""


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
    if rounds_left is None:
        rounds_left = rounds_after(config.limit, totals, pace, active)
    return win_chance(seat, totals, pace, active, rounds_left)


def win_chance(
    seat: int, totals: Sequence[float], pace: Sequence[float], active: Sequence[bool], rounds_left: float
) -> float:
    """The end rules by points and by rounds: the seat's share of the win if no round
    follows (T6-12/T6-13: the fewest points among the seats still playing share it), else
    its chance to end below every rival (module docstring); less `TIEBREAK` per own head.

    Written with plain loops and scalars only, calling nothing of this package, so that
    the compiled kernel's search (bullheads.games.take6.kernel.search) compiles this very
    function instead of keeping a copy of it.
    """
    tiebreak = -TIEBREAK * totals[seat]
    if rounds_left <= 0:
        best = totals[seat]
        for other in range(len(totals)):
            if active[other] and totals[other] < best:
                best = totals[other]
        if totals[seat] > best:
            return tiebreak
        sharing = 1
        for other in range(len(totals)):
            if other != seat and active[other] and totals[other] == best:
                sharing += 1
        return 1.0 / sharing + tiebreak
    chance = 1.0
    deviation = 2.0 + 0.55 * pace[seat]  # spread: module docstring
    mine = deviation * deviation
    for other in range(len(totals)):
        if other == seat or not active[other]:
            continue
        deviation = 2.0 + 0.55 * pace[other]
        lead = totals[other] - totals[seat] + rounds_left * (pace[other] - pace[seat])
        width = math.sqrt(rounds_left * (mine + deviation * deviation))
        chance *= 0.5 * (1.0 + math.erf(lead / (width * math.sqrt(2.0))))
    return chance + tiebreak


def rounds_after(limit: int, totals: Sequence[float], pace: Sequence[float], active: Sequence[bool]) -> float:
    """Rounds after this one until the first seat reaches `limit` (T6-12): none if one has.

    Plain loops and scalars, compiled by the kernel's search as it is (`win_chance`)."""
    fewest_rounds = math.inf
    for seat in range(len(totals)):
        if active[seat]:
            if totals[seat] >= limit:
                return 0.0
            fewest_rounds = min(fewest_rounds, (limit - totals[seat]) / pace[seat])
    return max(1.0, fewest_rounds)


def paces(totals: Sequence[int], rounds_done: int, own: int) -> list[float]:
    """Each seat's expected heads per round, from the rounds it has finished; `own` is the
    searching seat (its prior `OWN_PRIOR_PACE`)."""
    weight = rounds_done + PRIOR_ROUNDS
    return [
        (total + (OWN_PRIOR_PACE if seat == own else PRIOR_PACE) * PRIOR_ROUNDS) / weight
        for seat, total in enumerate(totals)
    ]
