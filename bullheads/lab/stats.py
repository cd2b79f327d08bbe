"""A match's summary: per bot and per seat, mean score per round (95% interval) and wins.

A win is counted as 1/k when k seats share it, except in a co-operative game (a game line
with "team": true), where the team's win is a win for every member and the team's game
counts once in a bot's line over all seats. The interval is the normal one
(1.96 standard errors over games); with duplicate deals the games of one deal are not
independent, so read it as a guide, not a test.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Mapping, Sequence
from typing import Any


def mean_interval(values: Sequence[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% normal interval (0 for fewer than 2 values)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, 0.0
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def win_share(game: Mapping[str, Any], seat: int) -> float:
    """A seat's win in a game line (module docstring): 1/k of a win shared by k seats, a
    team's win 1, else 0."""
    winners = game["winners"]
    if seat not in winners:
        return 0.0
    return 1.0 if game.get("team") else 1.0 / len(winners)


def summarize(games: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """One line per bot (seat None: every seat) and per bot and seat."""
    samples: dict[tuple[str, int | None], tuple[list[float], list[float]]] = {}
    faults: dict[tuple[str, int | None], int] = {}
    for game in games:
        for seat, bot in enumerate(game["bots"]):
            per_round = game["scores"][seat] / game["rounds"]
            won = win_share(game, seat)
            count = sum(1 for fault in game["faults"] if fault["seat"] == seat)
            # A team's game counts once in its bot's line over every seat: its members
            # share one score and one result.
            pooled = not game.get("team") or game["bots"].index(bot) == seat
            for key in ((bot, None), (bot, seat)) if pooled else ((bot, seat),):
                scores, wins = samples.setdefault(key, ([], []))
                scores.append(per_round)
                wins.append(won)
                faults[key] = faults.get(key, 0) + count
    lines = []
    for (bot, where), (scores, wins) in sorted(
        samples.items(), key=lambda item: (item[0][0], -1 if item[0][1] is None else item[0][1])
    ):
        mean, half = mean_interval(scores)
        lines.append(
            {
                "bot": bot,
                "seat": where,
                "games": len(scores),
                "score_per_round": mean,
                "interval": half,
                "win_rate": statistics.fmean(wins),
                "faults": faults[(bot, where)],
            }
        )
    return lines


def table(lines: Sequence[dict[str, Any]], team: bool = False) -> str:
    """The summary as plain text columns (seat "all" first for each bot; seats from 1).
    A co-operative match's (`team`) is each bot's line over its seats, named "team": its
    seats share one score and one result, so their own lines would say the same again."""
    header = ("bot", "seat", "games", "score/round (95%)", "win rate", "faults")
    rows = [
        (
            line["bot"],
            ("team" if team else "all") if line["seat"] is None else str(line["seat"] + 1),
            str(line["games"]),
            f"{line['score_per_round']:.2f} ± {line['interval']:.2f}",
            f"{100 * line['win_rate']:.1f}%",
            str(line["faults"]),
        )
        for line in lines
        if not team or line["seat"] is None
    ]
    widths = [max(len(row[column]) for row in (header, *rows)) for column in range(len(header))]
    return "\n".join(
        "  ".join(
            cell.ljust(width) if column == 0 else cell.rjust(width)
            for column, (cell, width) in enumerate(zip(row, widths, strict=True))
        )
        for row in (header, *rows)
    )
