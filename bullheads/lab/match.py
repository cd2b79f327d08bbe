"""Matches: N games between named bots, seats rotated over duplicated deals.

Game `number` uses deal `number // players` and rotation `number % players`: the same
deals are played once with the bots in every seat order, which cuts the luck of the
cards. Every game and every bot is seeded from the match seed and the game's number
only, so a match gives the same results whatever the number of jobs.

Co-operative games (Beat the Buffalo, Numeranza's co-operative variant) have one side,
the team: their seats are not rotated (every game is a new deal), a seat the game adds
for the team (Numeranza's team seat) is played by seat 0's bot, and a team win counts
as a win for every member (`"team": true` in the game's line).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence
from typing import Any

from bullheads.bots.base import decide
from bullheads.bots.external import ExternalBot
from bullheads.bots.registry import make_bot
from bullheads.core.state import State
from bullheads.games import get_game
from bullheads.lab.backends import Backend, Local


@dataclasses.dataclass(frozen=True, slots=True)
class MatchSpec:
    """What a match plays: `bots[i]` sits in seat i of rotation 0."""

    game: str
    config: dict[str, Any]
    bots: tuple[str, ...]
    games: int
    seed: int
    rotate: bool = True
    seconds: float | None = None
    """Time per decision of external bots (None: their default)."""

    def to_json(self) -> dict[str, Any]:
        return {**dataclasses.asdict(self), "bots": list(self.bots)}


def cooperative(spec: MatchSpec) -> bool:
    """Whether the match's seats are one team (module docstring); the game says so."""
    game = get_game(spec.game)
    return game.cooperative(game.config_from_json(spec.config))


def rotating(spec: MatchSpec) -> bool:
    return spec.rotate and not cooperative(spec)


def seating(spec: MatchSpec, number: int) -> list[int]:
    """For each seat, the index (in spec.bots) of the bot sitting there in game `number`."""
    players = len(spec.bots)
    shift = number % players if rotating(spec) else 0
    return [(seat - shift) % players for seat in range(players)]


def deal_seed(spec: MatchSpec, number: int) -> int:
    """The same for every rotation of one deal (duplicate deals)."""
    deal = number // len(spec.bots) if rotating(spec) else number
    return random.Random(f"bullheads-match:{spec.seed}:deal:{deal}").getrandbits(63)


def bot_seed(spec: MatchSpec, number: int, seat: int) -> int:
    return random.Random(f"bullheads-match:{spec.seed}:game:{number}:seat:{seat}").getrandbits(63)


def play_game(
    spec: MatchSpec, number: int, watch: Callable[[State[Any, Any]], None] | None = None
) -> dict[str, Any]:
    """Play game `number` of the match; its line of the results file. `watch` is given the
    state after every action, for a study of a game's course (it must not change it)."""
    game = get_game(spec.game)
    config = game.config_from_json(spec.config)
    order = seating(spec, number)
    bots = [
        make_bot(
            spec.bots[index], spec.game, bot_seed(spec, number, seat), seconds=spec.seconds, on_fault=None
        )
        for seat, index in enumerate(order)
    ]
    state: State[Any, Any] = game.new(config, seed=deal_seed(spec, number))
    decisions = 0
    while not state.over:
        for seat in state.to_act():
            if seat >= len(bots):  # a team seat of its own: seat 0's bot plays it
                name = spec.bots[order[0]]
                bots += [
                    make_bot(name, spec.game, bot_seed(spec, number, extra), spec.seconds, on_fault=None)
                    for extra in range(len(bots), seat + 1)
                ]
            state.act(seat, decide(bots[seat], state, seat))
            decisions += 1
            if watch is not None:
                watch(state)
    faults = []
    for seat, bot in enumerate(bots[: len(order)]):
        if isinstance(bot, ExternalBot):
            bot.finish(state, seat)
            faults += [{"seat": seat, **fault.to_json()} for fault in bot.faults]
    return game_line(spec, number, state, decisions, faults)


def game_line(
    spec: MatchSpec, number: int, state: State[Any, Any], decisions: int, faults: list[dict[str, Any]]
) -> dict[str, Any]:
    """The results line of game `number` of `spec`, played to its end in `state`."""
    result = state.result()
    rounds = state.view(None).get("round")
    return {
        "number": number,
        "bots": [spec.bots[index] for index in seating(spec, number)],
        "scores": list(result.scores),
        "winners": list(result.winners),
        "rounds": rounds if isinstance(rounds, int) and rounds > 0 else 1,
        "decisions": decisions,
        "faults": faults,
        "team": cooperative(spec),
    }


def play_games(batch: tuple[MatchSpec, Sequence[int]]) -> list[dict[str, Any]]:
    """Several games of one match (a unit of work for a backend: fewer, larger tasks)."""
    spec, numbers = batch
    return [play_game(spec, number) for number in numbers]


def run_match(
    spec: MatchSpec,
    jobs: int = 1,
    on_game: Callable[[dict[str, Any]], None] | None = None,
    where: Backend | None = None,
) -> list[dict[str, Any]]:
    """Every game of the match, in game order; `on_game` is called as each one ends.
    The games run on `where` (default: `jobs` local processes)."""
    results: list[dict[str, Any]] = []
    numbers = [(spec, (number,)) for number in range(spec.games)]
    for _, played in (where or Local(jobs)).imap(play_games, numbers):
        results += played
        if on_game is not None:
            for result in played:
                on_game(result)
    return sorted(results, key=lambda result: int(result["number"]))
