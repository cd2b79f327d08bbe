"""Two versions of the Take 6! fast paths against each other, in one interleaved run.

Each version is a source tree holding `bullheads/` (this checkout, or an older commit's
tree: ``git archive COMMIT bullheads | tar -x -C ../before``). Every trial runs, in a
fresh process per version and in turn (A, B, A, B, ...), the same fixed work:

- kernel P: `kernel.batch.play_rounds`, random cards and rows, P players (after a warm-up
  call, so the figure excludes compiling; the first run of a tree compiles it);
- thumb 4: the same with the rule of thumb's cards and the cheapest row, 4 players (a
  quarter of the rounds);
- games 4: `kernel.batch.play_games`, whole 4-player games to 66 points, random cards
  and rows;
- lean: `rollout.random_round`, 4 players;
- contract: `TAKE6.new`, then `to_act`, `legal` and `act` with random choices, single
  4-player rounds (benchmarks/take6_paths.py's contract path); a tree may hold the engine
  compiled (scripts/compile.py --into TREE), so this also compares the two builds;
- search 4: the search bot's worlds on the kernel, in worlds a second: the base game's
  positions and timing of benchmarks/take6_world_cost.py (this checkout's file, run on
  the tree's package: every candidate of seat 0's card choices in three 4-player games
  of rule-of-thumb bots).

The figure of a version (rounds or games a second) is its median rate over the trials
and its median ratio to the first version in the same trial, in CPU time
(time.process_time) and in wall time.

Run: python benchmarks/take6_versions.py BEFORE AFTER [--trials 7] [--rounds 300000]
     [--worlds 2000] [--only "search 4"]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
from pathlib import Path

KERNEL = """
import sys, time
sys.path.insert(0, '.')
from bullheads.games.take6.kernel.batch import play_rounds
play_rounds(100, {players}, seed=3, card="{card}", row="{row}")
cpu, wall = time.process_time(), time.perf_counter()
play_rounds({rounds}, {players}, seed=1, card="{card}", row="{row}")
print({rounds} / (time.process_time() - cpu), {rounds} / (time.perf_counter() - wall))
"""
GAMES = """
import sys, time
sys.path.insert(0, '.')
from bullheads.games.take6 import Take6Config
from bullheads.games.take6.kernel.batch import play_games
play_games(100, Take6Config(players=4), seed=3)
cpu, wall = time.process_time(), time.perf_counter()
play_games({games}, Take6Config(players=4), seed=1)
print({games} / (time.process_time() - cpu), {games} / (time.perf_counter() - wall))
"""
LEAN = """
import random, sys, time
sys.path.insert(0, '.')
from bullheads.games.take6.rollout import random_round
rng = random.Random(5)
for _ in range(200):
    random_round(rng, 4)
cpu, wall = time.process_time(), time.perf_counter()
for _ in range({rounds}):
    random_round(rng, 4)
print({rounds} / (time.process_time() - cpu), {rounds} / (time.perf_counter() - wall))
"""
CONTRACT = """
import importlib.util, random, sys, time
sys.path.insert(0, '.')
sys.path.append({benchmarks!r})
spec = importlib.util.spec_from_file_location("take6_paths", {paths!r})
paths = importlib.util.module_from_spec(spec)
spec.loader.exec_module(paths)
rng = random.Random(5)
paths.contract(100, rng)
cpu, wall = time.process_time(), time.perf_counter()
paths.contract({rounds}, rng)
print({rounds} / (time.process_time() - cpu), {rounds} / (time.perf_counter() - wall))
"""
SEARCH = """
import importlib.util, sys, time
sys.path.insert(0, '.')
spec = importlib.util.spec_from_file_location("world_cost", {world_cost!r})
world_cost = importlib.util.module_from_spec(spec)
spec.loader.exec_module(world_cost)
found = world_cost.positions((), 3, 1)
world_cost.cpu_per_world(found, 10)
cpu, wall = time.process_time(), time.perf_counter()
world_cost.cpu_per_world(found, {worlds})
done = {worlds} * len(found)
print(done / (time.process_time() - cpu), done / (time.perf_counter() - wall))
"""


def rates(tree: Path, code: str) -> tuple[float, float]:
    """(per CPU-second, per wall-second): the rates `code` prints, run in `tree`."""
    out = subprocess.run([sys.executable, "-c", code], cwd=tree, capture_output=True, text=True, check=True)
    cpu, wall = out.stdout.split()
    return float(cpu), float(wall)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("trees", nargs=2, type=Path, help="the source trees: before, after")
    parser.add_argument("--trials", type=int, default=7)
    parser.add_argument("--rounds", type=int, default=300_000, help="kernel rounds per run (4 players)")
    parser.add_argument("--lean", type=int, default=3000, help="lean rounds per run")
    parser.add_argument("--games", type=int, default=60_000, help="kernel games per run")
    parser.add_argument("--worlds", type=int, default=2000, help="search worlds per position per run")
    parser.add_argument("--only", help="run only this work (a name in the first column)")
    args = parser.parse_args()
    work = {
        f"kernel {p}": KERNEL.format(players=p, rounds=args.rounds * 4 // p, card="random", row="random")
        for p in (2, 4, 6, 10)
    }
    work["thumb 4"] = KERNEL.format(players=4, rounds=args.rounds // 4, card="heuristic", row="cheapest")
    work["games 4"] = GAMES.format(games=args.games)
    work["lean"] = LEAN.format(rounds=args.lean)
    here = Path(__file__).resolve().parent
    work["contract"] = CONTRACT.format(
        rounds=args.lean // 4, benchmarks=str(here), paths=str(here / "take6_paths.py")
    )
    world_cost = str(Path(__file__).with_name("take6_world_cost.py").resolve())
    work["search 4"] = SEARCH.format(worlds=args.worlds, world_cost=world_cost)
    if args.only:
        work = {args.only: work[args.only]}
    print(
        f"{'work':>10} {'tree':>8} {'per CPU-s':>13} {'ratio (CPU)':>12}"
        f" {'per wall-s':>14} {'ratio (wall)':>13}"
    )
    for name, code in work.items():
        cpu: list[list[float]] = [[], []]
        wall: list[list[float]] = [[], []]
        for _ in range(args.trials):
            for index, tree in enumerate(args.trees):
                rate_cpu, rate_wall = rates(tree, code)
                cpu[index].append(rate_cpu)
                wall[index].append(rate_wall)
        for index, label in enumerate(("before", "after")):
            cpu_ratio = statistics.median(a / b for a, b in zip(cpu[index], cpu[0], strict=True))
            wall_ratio = statistics.median(a / b for a, b in zip(wall[index], wall[0], strict=True))
            print(
                f"{name:>10} {label:>8} {statistics.median(cpu[index]):>13,.0f} {cpu_ratio:>12.2f}"
                f" {statistics.median(wall[index]):>14,.0f} {wall_ratio:>13.2f}"
            )


if __name__ == "__main__":
    main()
