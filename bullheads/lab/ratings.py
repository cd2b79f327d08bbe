"""Multi-player ratings (openskill's Plackett-Luce model) and the rating list.

Each game is a ranking of the bots at the table: the game says who won (its result's
winners share rank 0); the other seats follow by how far their score is from the
winning score, so no rule about the scores' direction is decided here. A bot in several
seats is one team whose rank is the mean of its seats' ranks. Games are rated in a fixed
order (game number, then cell), so the list is the same whatever the backend.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from openskill.models import PlackettLuce

from bullheads.lab.stats import summarize

SIGMAS = 2.0
"""The list's error bars: mu ± 2 sigma (about 95%)."""


def seat_ranks(scores: Sequence[float], winners: Sequence[int]) -> list[float]:
    """Rank 0 for the winners; then 1, 2, ... by distance from the winners' score (ties share)."""
    if not winners:
        return [0.0] * len(scores)
    best = scores[winners[0]]
    distances = sorted({abs(score - best) for seat, score in enumerate(scores) if seat not in winners})
    return [
        0.0 if seat in winners else 1.0 + distances.index(abs(score - best))
        for seat, score in enumerate(scores)
    ]


def rate(cells: Sequence[Sequence[dict[str, Any]]]) -> list[dict[str, Any]]:
    """The rating list of the games of `cells` (each a list of game results), best first:
    mu, sigma, ordinal (mu - 3 sigma), and the bot's summary over every seat."""
    model = PlackettLuce()
    ratings: dict[str, Any] = {}
    order = sorted(
        ((game["number"], index, game) for index, games in enumerate(cells) for game in games),
        key=lambda item: (item[0], item[1]),
    )
    for _, _, game in order:
        if game.get("team"):
            continue  # a co-operative table has one side: nothing to rank
        ranks = seat_ranks(game["scores"], game["winners"])
        bots = sorted(set(game["bots"]))
        if len(bots) < 2:
            continue
        teams = [[ratings.setdefault(bot, model.rating(name=bot))] for bot in bots]
        team_ranks = [
            sum(rank for rank, name in zip(ranks, game["bots"], strict=True) if name == bot)
            / game["bots"].count(bot)
            for bot in bots
        ]
        for bot, (rating,) in zip(bots, model.rate(teams, ranks=team_ranks), strict=True):
            ratings[bot] = rating
    pooled = {line["bot"]: line for line in summarize([g for _, _, g in order]) if line["seat"] is None}
    rows = [
        {
            "bot": bot,
            "mu": rating.mu,
            "sigma": rating.sigma,
            "ordinal": rating.ordinal(),
            "games": pooled[bot]["games"],
            "score_per_round": pooled[bot]["score_per_round"],
            "interval": pooled[bot]["interval"],
            "win_rate": pooled[bot]["win_rate"],
            "faults": pooled[bot]["faults"],
        }
        for bot, rating in ratings.items()
    ]
    return sorted(rows, key=lambda row: (-row["ordinal"], row["bot"]))


def rating_table(rows: Sequence[dict[str, Any]]) -> str:
    """The rating list as a Markdown table."""
    lines = [
        "| rank | bot | rating (mu ± 2 sigma) | ordinal | games | score/round (95%) | win rate | faults |",
        "| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for place, row in enumerate(rows, 1):
        lines.append(
            f"| {place} | {row['bot']} | {row['mu']:.1f} ± {SIGMAS * row['sigma']:.1f} | "
            f"{row['ordinal']:.1f} | {row['games']} | {row['score_per_round']:.2f} ± {row['interval']:.2f} | "
            f"{100 * row['win_rate']:.1f}% | {row['faults']} |"
        )
    return "\n".join(lines)
