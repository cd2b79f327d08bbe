"""Two results files of the same deals compared game by game: did a change help a bot?

A match's deals and seats depend only on its seed and each game's number (lab.match), so
two versions of a bot (two commits, two settings) that play the same match command are
dealt the same cards in the same seats. Their difference is then best read game by game:
for each game number both files hold, the bot's win share and score per round in the
second file minus those in the first. Games both versions win, or both lose, add nothing
but their count, so the paired interval is far tighter than the two win rates' own
(docs/lab.md). The interval is the normal one, mean ± 1.96 standard errors over games;
the rotations of one deal are not independent, so read it as a guide when it is close.
"""

from __future__ import annotations

import dataclasses
import json
import statistics
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from bullheads.core.errors import BullheadsError
from bullheads.lab.stats import mean_interval, win_share


@dataclasses.dataclass(frozen=True, slots=True)
class Side:
    """What one file says of its bot: the file, the bot's name and its match."""

    path: str
    bot: str
    match: Mapping[str, Any]
    games: Mapping[int, Mapping[str, Any]]


@dataclasses.dataclass(frozen=True, slots=True)
class Measure:
    """One measure of the bot before and after, and their paired difference."""

    before: float
    after: float
    difference: float
    interval: float


@dataclasses.dataclass(frozen=True, slots=True)
class Comparison:
    """The bot's games in both files, paired by game number."""

    games: int
    only_before: int
    """Games the first file's bot won (or shared) and the second's did not."""
    only_after: int
    wins: Measure
    """Win share: a shared win counts 1/k, a team's win 1 (lab.stats)."""
    scores: Measure
    """Score per round (Take 6!: heads; lower is better)."""
    unpaired: int
    """Games only one file holds (a match of other length), left out."""


def load(path: str, bot: str | None) -> Side:
    """The results file at `path` (`bullheads match --results`) and its bot `bot` (None:
    the bot of the lineup's first seat). Errors name the file and what is wrong."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise BullheadsError(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError) as error:
        raise BullheadsError(f"{path}: cannot be read ({error})") from None
    except json.JSONDecodeError as error:
        raise BullheadsError(f"{path}: not JSON ({error})") from None
    try:
        match, lines = data["match"], data["games"]
        lineup = [str(name) for name in match["bots"]]
        games = {int(line["number"]): _checked(line) for line in lines}
        if not all(key in match for key in ("game", "config", "seed")):
            raise KeyError("game, config or seed")
    except (KeyError, TypeError, ValueError):
        raise BullheadsError(f"{path}: not a results file of bullheads match --results") from None
    name = lineup[0] if bot is None else bot
    if name not in lineup:
        raise BullheadsError(f"{path}: no bot {name!r} in its lineup ({', '.join(dict.fromkeys(lineup))})")
    for number, line in games.items():
        if name not in line["bots"]:
            raise BullheadsError(f"{path}: game {number} does not seat {name!r}")
    return Side(path, name, match, games)


def _checked(line: Any) -> Mapping[str, Any]:
    """A game line with the fields a comparison reads, of the right kinds. A co-operative
    game's line may also score a team seat of its own, which no bot of the lineup holds
    (DESIGN.md; Numeranza's co-op has one, Beat the Buffalo's team decides in seat 0)."""
    bots, scores, winners, rounds = line["bots"], line["scores"], line["winners"], line["rounds"]
    numbers = all(isinstance(score, int | float) for score in scores)
    seats = all(isinstance(seat, int) for seat in winners)
    extra = len(scores) - len(bots)
    if not ((extra == 0 or (extra == 1 and line.get("team"))) and numbers and seats and rounds > 0):
        raise ValueError("a malformed game line")
    return dict(line)


def same_deals(before: Side, after: Side) -> None:
    """Both files must hold the same match but for the compared bot's name: the same game,
    options and seed, and the same bots in the other seats."""
    for key, what in (("game", "game"), ("config", "game options"), ("seed", "seed")):
        if before.match[key] != after.match[key]:
            raise BullheadsError(
                f"{before.path} and {after.path} are not the same deals: {what} "
                f"{json.dumps(before.match[key])} against {json.dumps(after.match[key])}"
            )
    ours = [None if name == before.bot else name for name in before.match["bots"]]
    theirs = [None if name == after.bot else name for name in after.match["bots"]]
    if ours != theirs:
        raise BullheadsError(
            f"{before.path} and {after.path} do not seat the same bots around {before.bot!r} and "
            f"{after.bot!r}: {', '.join(before.match['bots'])} against {', '.join(after.match['bots'])}"
        )


def _outcome(line: Mapping[str, Any], bot: str) -> tuple[float, float]:
    """The bot's mean win share and score per round over its seats in one game."""
    seats = [seat for seat, name in enumerate(line["bots"]) if name == bot]
    wins = [win_share(line, seat) for seat in seats]
    scores = [line["scores"][seat] / line["rounds"] for seat in seats]
    return statistics.fmean(wins), statistics.fmean(scores)


def _measure(before: Sequence[float], after: Sequence[float]) -> Measure:
    difference, interval = mean_interval([b - a for a, b in zip(before, after, strict=True)])
    return Measure(statistics.fmean(before), statistics.fmean(after), difference, interval)


def compare(before: Side, after: Side) -> Comparison:
    """The bot of `after` against the bot of `before`, game by game (module docstring)."""
    same_deals(before, after)
    numbers = sorted(before.games.keys() & after.games.keys())
    if len(numbers) < 2:
        raise BullheadsError(f"{before.path} and {after.path} have fewer than 2 game numbers in common")
    first = [_outcome(before.games[number], before.bot) for number in numbers]
    second = [_outcome(after.games[number], after.bot) for number in numbers]
    return Comparison(
        games=len(numbers),
        only_before=sum(1 for (a, _), (b, _) in zip(first, second, strict=True) if a > 0 and b == 0),
        only_after=sum(1 for (a, _), (b, _) in zip(first, second, strict=True) if b > 0 and a == 0),
        wins=_measure([win for win, _ in first], [win for win, _ in second]),
        scores=_measure([score for _, score in first], [score for _, score in second]),
        unpaired=len(before.games.keys() ^ after.games.keys()),
    )


def report(before: Side, after: Side, result: Comparison) -> str:
    """The comparison as a few lines of text."""
    name = before.bot if before.bot == after.bot else f"{before.bot} -> {after.bot}"
    lines = [
        f"{name}: {result.games} games on the same deals ({before.path} -> {after.path})",
        f"  win rate       {100 * result.wins.before:6.1f}%  -> {100 * result.wins.after:6.1f}%   "
        f"paired {100 * result.wins.difference:+.2f} ± {100 * result.wins.interval:.2f} points "
        f"(won only before: {result.only_before}, only after: {result.only_after})",
        f"  score/round    {result.scores.before:7.2f} -> {result.scores.after:7.2f}    "
        f"paired {result.scores.difference:+.2f} ± {result.scores.interval:.2f}",
    ]
    for measure, label in ((result.wins, "win rate"), (result.scores, "score/round")):
        low, high = measure.difference - measure.interval, measure.difference + measure.interval
        if low > 0 or high < 0:
            lines.append(f"  the {label} changed: the 95% interval excludes 0")
    if result.unpaired:
        lines.append(f"  ({result.unpaired} games held by one file only were left out)")
    return "\n".join(lines)
