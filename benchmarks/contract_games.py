"""Random whole games through the contract, every game, in games per CPU-second.

The contract path of every game (`Game.new`, then `to_act`, `legal` and `act` with a
uniformly random legal action, every event built) plays seeded games to their end;
a game's figure is the median, over the trials, of its games per CPU-second (and per
wall-second). Compare the pure and the compiled engine by running it twice, once with
a compiled copy on PYTHONPATH; the first line printed says which engine ran:

    python scripts/compile.py --into ../compiled
    python benchmarks/contract_games.py
    PYTHONPATH=../compiled python benchmarks/contract_games.py

Run: python benchmarks/contract_games.py [--trials 5] [--games 200] [--only take11]
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import time
from typing import Any

from bullheads.compiled import engine
from bullheads.games import get_game

CASES: list[tuple[str, str, dict[str, Any]]] = [
    ("take6 4p to 66", "take6", {"players": 4}),
    ("take11 4p", "take11", {"players": 4}),
    ("numeranza spiral 4p", "numeranza", {"variant": "spiral", "players": 4}),
    ("numeranza trips 4p", "numeranza", {"variant": "trips", "players": 4}),
    ("numeranza coop 4p", "numeranza", {"variant": "coop", "players": 4}),
    ("buffalo 4p", "buffalo", {"players": 4}),
]
"""(name, game, config JSON): each game's default rules at 4 players, Numeranza in three
of its variants."""


def play(name: str, config: dict[str, Any], games: int, seed: int) -> None:
    """`games` random games of `name` through the contract."""
    game = get_game(name)
    options = game.config_from_json(config)
    rng = random.Random(seed)
    randrange = rng.randrange
    for _ in range(games):
        state = game.new(options, seed=randrange(2**32))
        while not state.over:
            seat = state.to_act()[0]
            legal = state.legal(seat)
            state.act(seat, legal[randrange(len(legal))])


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--trials", type=int, default=5)
    parser.add_argument("--games", type=int, default=200, help="games per trial and game")
    parser.add_argument("--only", choices=sorted({case[1] for case in CASES}), help="one game's cases")
    args = parser.parse_args()
    cases = [case for case in CASES if args.only in (None, case[1])]
    cpu: dict[str, list[float]] = {case[0]: [] for case in cases}
    wall: dict[str, list[float]] = {case[0]: [] for case in cases}
    for trial in range(args.trials):
        for label, name, config in cases:
            start_cpu, start_wall = time.process_time(), time.perf_counter()
            play(name, config, args.games, seed=trial)
            cpu[label].append(args.games / (time.process_time() - start_cpu))
            wall[label].append(args.games / (time.perf_counter() - start_wall))
    trials = f"{args.trials} trials of {args.games} games"
    print(f"Python {platform.python_version()}, {trials}, the engine {engine()}")
    print(f"{'game':>22}  {'games/CPU-s':>11}  {'games/wall-s':>12}")
    for label, _, _ in cases:
        print(f"{label:>22}  {statistics.median(cpu[label]):11,.1f}  {statistics.median(wall[label]):12,.1f}")


if __name__ == "__main__":
    main()
