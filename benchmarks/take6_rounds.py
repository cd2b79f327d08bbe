"""Random 4-player Take 6! rounds per second on one core, two ways.

- contract: the public API only: a new state per round (deal through Chance), then
  `to_act`, `legal` and `act` for every seat, a uniformly random legal card each time,
  every event built, until the round is scored.
- lean: the rollout path (bullheads.games.take6.rollout): same deal and placement rule
  functions, no events, views or checks.

Run: python benchmarks/take6_rounds.py [--seconds 5]
"""

from __future__ import annotations

import argparse
import platform
import random
import time
from collections.abc import Callable

from bullheads.games.take6 import TAKE6, Take6Config
from bullheads.games.take6.rollout import random_round

CONFIG = Take6Config(players=4, end="rounds", rounds=1)


def contract_round(seed: int, rng: random.Random) -> None:
    state = TAKE6.new(CONFIG, seed=seed)
    randrange = rng.randrange
    while not state.over:
        for seat in state.to_act():
            legal = state.legal(seat)
            state.act(seat, legal[randrange(len(legal))])


def lean_round(seed: int, rng: random.Random) -> None:
    random_round(rng, 4)


def measure(name: str, play: Callable[[int, random.Random], None], seconds: float) -> float:
    rng = random.Random(2026)
    rounds = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for _ in range(500):
            play(rounds, rng)
            rounds += 1
        now = time.perf_counter()
        if now >= deadline:
            break
    rate = rounds / (now - start)
    print(f"{name:>8}: {rate:>10,.0f} rounds/s  ({rounds:,} rounds in {now - start:.1f} s)")
    return rate


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seconds", type=float, default=5.0, help="time per measurement (default 5)")
    args = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}, one core, 4 players")
    measure("contract", contract_round, args.seconds)
    measure("lean", lean_round, args.seconds)


if __name__ == "__main__":
    main()
