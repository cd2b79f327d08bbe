"""SPRT A/B tests: is A better than B by at least d1, or by no more than d0?

As fishtest does for chess engines, but with the difference measured directly instead
of in Elo: the log-likelihood ratio of H1 (mean difference d1) against H0 (d0) under the
normal approximation of the generalized SPRT,

    LLR = n (d1 - d0) (2 x̄ - d0 - d1) / (2 s²),

over n independent samples of mean x̄ and variance s². The test stops as soon as the LLR
leaves (log(beta / (1 - alpha)), log((1 - beta) / alpha)): below accepts H0, above H1.

A plays seat 0 and B every other seat; each deal is played from every seat (duplicated
deals), and one sample is the mean over a deal's games of A's edge on the B seats:
"score" is how much better A's score per round is than the B seats' mean, in the game's
own sense (the game says whether a lower score wins: B's minus A's in bull heads, A's
minus B's in Numeranza's points), "wins" is A's win share minus a B seat's mean share.
In a co-operative game (one team, `Game.cooperative`) there are no other seats to beat:
each deal is played once by a team of A and once by a team of B, and the sample is A's
team's edge on B's team in score or in wins (1, 0 or -1). The LLR is looked at after
every deal in deal order, so where the test stops does not depend on the backend nor on
how many games were played ahead.
"""

from __future__ import annotations

import dataclasses
import math
import statistics
from collections.abc import Callable, Sequence
from enum import StrEnum
from typing import Any

from bullheads.core.errors import BullheadsError
from bullheads.games import get_game
from bullheads.lab.backends import Backend
from bullheads.lab.match import MatchSpec, cooperative, play_games
from bullheads.lab.runner import BATCH
from bullheads.lab.stats import mean_interval, win_share

MIN_DEALS = 8
"""No decision before this many deals: the variance of fewer is no estimate."""
DEALS_AHEAD = 8
"""Deals played before the LLR is looked at again."""


class Measure(StrEnum):
    SCORE = "score"
    WINS = "wins"


def bounds(alpha: float, beta: float) -> tuple[float, float]:
    """The LLR bounds (accept H0 below the first, H1 above the second)."""
    if not (0 < alpha < 1 and 0 < beta < 1):
        raise BullheadsError("alpha and beta must be between 0 and 1")
    return math.log(beta / (1 - alpha)), math.log((1 - beta) / alpha)


def llr(samples: Sequence[float], d0: float, d1: float) -> float:
    """The normal-approximation LLR of H1 (mean d1) against H0 (mean d0); 0 without spread."""
    if len(samples) < 2:
        return 0.0
    variance = statistics.variance(samples)
    if variance == 0:
        return 0.0
    mean = statistics.fmean(samples)
    return len(samples) * (d1 - d0) * (2 * mean - d0 - d1) / (2 * variance)


def edge(game: dict[str, Any], a: str, measure: Measure, lower_wins: bool) -> float:
    """A's edge on the B seats in one game (module docstring); `lower_wins`: the game's
    `lower_scores_win`."""
    seat = game["bots"].index(a)
    others = [other for other in range(len(game["bots"])) if other != seat]
    if measure is Measure.SCORE:
        per_round: list[float] = [score / game["rounds"] for score in game["scores"]]
        ahead = statistics.fmean(per_round[other] for other in others) - per_round[seat]
        return float(ahead if lower_wins else -ahead)
    winners = game["winners"]
    share: list[float] = [
        (1.0 / len(winners) if index in winners else 0.0) for index in range(len(game["bots"]))
    ]
    return float(share[seat] - statistics.fmean(share[other] for other in others))


def team_edge(a: dict[str, Any], b: dict[str, Any], measure: Measure, lower_wins: bool) -> float:
    """Team A's edge on team B on one deal of a co-operative game, from their game lines
    (module docstring)."""
    if measure is Measure.WINS:
        return win_share(a, 0) - win_share(b, 0)
    ahead = b["scores"][0] / b["rounds"] - a["scores"][0] / a["rounds"]
    return float(ahead if lower_wins else -ahead)


@dataclasses.dataclass(frozen=True, slots=True)
class Verdict:
    """Where the test stopped."""

    accepted: str | None
    """"H1" (A better by d1), "H0" (by no more than d0) or None (the game limit came first)."""
    llr: float
    lower: float
    upper: float
    deals: int
    games: int
    mean: float
    """The mean edge per deal, and its 95% interval's half-width."""
    interval: float
    teams: bool = False
    """Whether a team of A played against a team of B (a co-operative game)."""

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


def check_test(a: str, b: str, d0: float, d1: float, alpha: float, beta: float) -> tuple[float, float]:
    """The LLR bounds of a test of A against B; a clear error for a test that cannot be
    run (asked before any game is played)."""
    if a == b:
        raise BullheadsError("an A/B test needs two different bots")
    if d1 <= d0:
        raise BullheadsError("d1 must be greater than d0")
    return bounds(alpha, beta)


def sprt(
    game: str,
    config: dict[str, Any],
    a: str,
    b: str,
    d0: float,
    d1: float,
    where: Backend,
    measure: Measure = Measure.SCORE,
    alpha: float = 0.05,
    beta: float = 0.05,
    max_games: int = 20_000,
    seed: int = 1,
    seconds: float | None = None,
    on_games: Callable[[int], None] | None = None,
) -> Verdict:
    """Play deals of A against B until the LLR crosses a bound or `max_games` are played."""
    lower, upper = check_test(a, b, d0, d1, alpha, beta)
    rules = get_game(game)
    lower_wins = rules.lower_scores_win(rules.config_from_json(config))
    players = int(config["players"])
    spec = MatchSpec(game, config, (a, *[b] * (players - 1)), max_games, seed, seconds=seconds)
    team = cooperative(spec)
    specs = [dataclasses.replace(spec, bots=(bot,) * players) for bot in (a, b)] if team else [spec]
    rotations = 1 if team else players  # games of one spec a deal: a team's deal is not rotated
    per_deal = rotations * len(specs)
    samples: list[float] = []
    value = 0.0
    while (len(samples) + 1) * per_deal <= max_games:
        first = len(samples)
        deals = range(first, first + min(DEALS_AHEAD, max_games // per_deal - first))
        wanted = [number for deal in deals for number in range(deal * rotations, (deal + 1) * rotations)]
        batches = [
            (which, tuple(wanted[start : start + BATCH]))
            for which in range(len(specs))
            for start in range(0, len(wanted), BATCH)
        ]
        played: dict[tuple[int, int], dict[str, Any]] = {}
        for index, games in where.imap(play_games, [(specs[which], chunk) for which, chunk in batches]):
            which = batches[index][0]
            played.update(((which, int(result["number"])), result) for result in games)
            if on_games is not None:
                on_games(len(games))
        for deal in deals:
            if team:
                samples.append(team_edge(played[0, deal], played[1, deal], measure, lower_wins))
            else:
                rotated = range(deal * players, (deal + 1) * players)
                samples.append(statistics.fmean(edge(played[0, n], a, measure, lower_wins) for n in rotated))
            value = llr(samples, d0, d1)
            if len(samples) >= MIN_DEALS and not lower < value < upper:
                accepted = "H1" if value >= upper else "H0"
                return _verdict(accepted, value, lower, upper, samples, per_deal, team)
    return _verdict(None, value, lower, upper, samples, per_deal, team)


def _verdict(
    accepted: str | None,
    value: float,
    lower: float,
    upper: float,
    samples: list[float],
    per_deal: int,
    teams: bool,
) -> Verdict:
    mean, half = mean_interval(samples) if samples else (0.0, 0.0)
    return Verdict(accepted, value, lower, upper, len(samples), len(samples) * per_deal, mean, half, teams)
