"""The compiled Take 6! kernel on one core: rounds and games per second, how they scale
with players and batch size, its compile time and the install size of its extra.

- rounds: `play_rounds`, random cards and rows, single rounds;
- fan cards: single rounds with the fan cards (FAN-EO, FAN-MT, FAN-COW on the rows, FAN-FLIP
  in the hands): the Digit Flip and each on the rows alone, the three on the rows, all
  four; random cards and rows, and the rule of thumb's;
- games: `play_games` to 66 points (T6-12), random cards and rows;
- batch: `play_rounds` called for n rounds at a time (the Python call's share), and the
  step API (`Take6Batch.step` with `policy_actions`, as an RL environment drives it) for
  B games at once;
- compile: a fresh process playing one round with an empty cache (compiling) and again
  with that cache filled;
- size: numba, llvmlite and numpy in site-packages.

Run: python benchmarks/take6_kernel.py [--rounds 1000000] [--games 200000]
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from take6_kernel_diff import FAN_SETS

from bullheads.games.take6 import Take6Config
from bullheads.games.take6.kernel.batch import Take6Batch, play_games, play_rounds


def cpu_rate(count: int, run: Callable[[], object], repeat: int = 3) -> float:
    """The best of `repeat` runs, in `count` per CPU-second."""
    best = 0.0
    for _ in range(repeat):
        start = time.process_time()
        run()
        best = max(best, count / (time.process_time() - start))
    return best


def step_rate(games: int, players: int, steps: int) -> float:
    """Rounds per CPU-second through the step API, B games at once."""
    batch = Take6Batch(games, Take6Config(players=players, end="rounds", rounds=1), seed=1)
    start = time.process_time()
    rounds = 0
    for _ in range(steps):
        batch.step(batch.policy_actions())
        rounds += int(batch.state.done.sum())
    return rounds / (time.process_time() - start)


def compile_seconds() -> tuple[float, float]:
    """Wall seconds for a fresh process to play one round: with an empty cache, then cached."""
    code = "from bullheads.games.take6.kernel.batch import play_rounds; play_rounds(1)"
    times = []
    with tempfile.TemporaryDirectory() as cache:
        env = {**os.environ, "NUMBA_CACHE_DIR": cache}
        for _ in range(2):
            start = time.perf_counter()
            subprocess.run([sys.executable, "-c", code], check=True, env=env)
            times.append(time.perf_counter() - start)
    return times[0], times[1]


def install_megabytes() -> float:
    total = 0
    for name in ("numba", "llvmlite", "numpy"):
        spec = importlib.util.find_spec(name)
        assert spec is not None and spec.origin is not None
        folder = Path(spec.origin).parent
        extra = [folder, *folder.parent.glob(f"{name}.libs"), *folder.parent.glob(f"{name}-*.dist-info")]
        total += sum(path.stat().st_size for base in extra for path in base.rglob("*") if path.is_file())
    return total / 1e6


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--rounds", type=int, default=1_000_000)
    parser.add_argument("--games", type=int, default=200_000)
    args = parser.parse_args()
    play_rounds(10)
    play_games(10)
    n, m = args.rounds, args.games
    print("players  rounds/CPU-s  games to 66/CPU-s  (random cards and rows, one core)")
    for players in (2, 4, 6, 10):
        rounds = cpu_rate(n, lambda p=players: play_rounds(n, p, seed=1))
        games = cpu_rate(m, lambda p=players: play_games(m, Take6Config(players=p), seed=1))
        print(f"{players:>7}  {rounds:>12,.0f}  {games:>17,.0f}")
    print("\nrule of thumb (cards) and cheapest row, 4 players:")
    rounds = cpu_rate(n // 10, lambda: play_rounds(n // 10, 4, seed=1, card="heuristic", row="cheapest"))
    print(f"  {rounds:,.0f} rounds/CPU-s")
    print("\nfan cards on the rows, 4 players, single rounds (rounds/CPU-s):")
    for fans in FAN_SETS:
        config = Take6Config(players=4, end="rounds", rounds=1, fans=fans)
        rounds = cpu_rate(n, lambda c=config: play_games(n, c, seed=1))
        thumb = cpu_rate(
            n // 10, lambda c=config: play_games(n // 10, c, seed=1, card="heuristic", row="cheapest")
        )
        print(f"  {' + '.join(fans):<32} random {rounds:>10,.0f}   rule of thumb {thumb:>9,.0f}")
    print("\nbatch size, 4 players: play_rounds(n) called n rounds at a time; step API with B games")
    for size in (1, 10, 100, 10_000):
        calls = max(1, 100_000 // size)
        rate = cpu_rate(calls * size, lambda s=size, c=calls: [play_rounds(s, 4, seed=i) for i in range(c)])
        print(f"  play_rounds n={size:>6,}: {rate:>12,.0f} rounds/CPU-s")
    for games in (1, 16, 256, 4096):
        steps = max(50, 200_000 // games)
        print(f"  step API    B={games:>6,}: {step_rate(games, 4, steps):>12,.0f} rounds/CPU-s")
    first, cached = compile_seconds()
    print(f"\ncompile: first call {first:.1f} s (empty cache), {cached:.1f} s cached (wall, whole process)")
    print(f"install size of the extra (numba, llvmlite, numpy): {install_megabytes():.0f} MB")


if __name__ == "__main__":
    main()
