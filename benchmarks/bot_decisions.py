"""Time per decision of a bot in 4-player Take 6! games, on one core.

Plays whole games to 66 (the bot under test in one seat, rotating, against three
rule-of-thumb bots) and times every decision of the bot under test; prints the mean,
median, p95 and maximum in milliseconds, of wall-clock time and of the process's CPU
time (on a busy machine the CPU time is what a decision costs one core).

Run: python benchmarks/bot_decisions.py [--bot search] [--games 10] [--seed 1]
"""

from __future__ import annotations

import argparse
import statistics
import time

from bullheads.bots.base import decide
from bullheads.bots.registry import make_bot
from bullheads.games.take6 import TAKE6, Take6Config


def decision_times(bot: str, against: str, games: int, seed: int) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU seconds of each decision of the bot under test."""
    walls: list[float] = []
    cpus: list[float] = []
    for number in range(games):
        mine = number % 4
        bots = [
            make_bot(bot if seat == mine else against, "take6", seed * 1000 + number * 4 + seat)
            for seat in range(4)
        ]
        state = TAKE6.new(Take6Config(players=4), seed=seed * 1000 + number)
        while not state.over:
            for seat in state.to_act():
                wall, cpu = time.perf_counter(), time.process_time()
                action = decide(bots[seat], state, seat)
                if seat == mine:
                    walls.append(time.perf_counter() - wall)
                    cpus.append(time.process_time() - cpu)
                state.act(seat, action)
    return walls, cpus


def describe(seconds: list[float]) -> str:
    times = sorted(1000 * value for value in seconds)
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    return (
        f"mean {statistics.fmean(times):.1f} ms, median {statistics.median(times):.1f} ms, "
        f"p95 {p95:.1f} ms, max {times[-1]:.1f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--bot", default="search")
    parser.add_argument("--against", default="heuristic")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    walls, cpus = decision_times(args.bot, args.against, args.games, args.seed)
    print(
        f"{args.bot}: {len(walls)} decisions in {args.games} games to 66 "
        f"against 3 {args.against}, seed {args.seed}"
    )
    print(f"wall clock: {describe(walls)}")
    print(f"CPU time:   {describe(cpus)}")


if __name__ == "__main__":
    main()
