"""Random 4-player Take 11! games per second on one core, through the contract.

A game is as many rounds as players (T11-09): a new state (deals through Chance), then
`to_act`, `legal` and `act` with a uniformly random legal action each time, every event
built, until the game is over.

Run: python benchmarks/take11_games.py [--seconds 5] [--players 4]
"""

from __future__ import annotations

import argparse
import platform
import random
import time

from bullheads.games.take11 import TAKE11, Take11Config


def random_game(config: Take11Config, seed: int, rng: random.Random) -> int:
    state = TAKE11.new(config, seed=seed)
    randrange = rng.randrange
    actions = 0
    while not state.over:
        seat = state.to_act()[0]
        legal = state.legal(seat)
        state.act(seat, legal[randrange(len(legal))])
        actions += 1
    return actions


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seconds", type=float, default=5.0, help="time to measure (default 5)")
    parser.add_argument("--players", type=int, default=4, help="players, 2 to 7 (default 4)")
    args = parser.parse_args()
    config = Take11Config(players=args.players)
    rng = random.Random(2026)
    games = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < args.seconds:
        actions += random_game(config, games, rng)
        games += 1
    elapsed = time.perf_counter() - start
    print(f"Python {platform.python_version()} on {platform.machine()}, one core, {args.players} players")
    rates = f"{games / elapsed:,.1f} games/s, {actions / elapsed:,.0f} actions/s"
    print(f"{rates} ({games:,} games in {elapsed:.1f} s)")


if __name__ == "__main__":
    main()
