"""Games per second of a lab study: 1 and 2 local processes, and Ray with 2 local workers.

The study is studies/smoke.toml scaled to --games per cell (one-round Take 6! games,
random and rule-of-thumb bots, 2 and 3 players). Ray's overhead against plain
processes is the ratio of their rates with 2 workers each; Ray's start-up (its
workers warmed by a first small run) is left out.
Run: python benchmarks/lab.py [--games 60] (docs/benchmarks.md shows a run).
"""

from __future__ import annotations

import argparse
import dataclasses
import platform
import time
from pathlib import Path

from bullheads.lab.backends import Backend, Local, Ray
from bullheads.lab.runner import Cell, run_cells
from bullheads.lab.study import load_study

STUDY = Path(__file__).resolve().parents[1] / "studies" / "smoke.toml"


def rate(cells: list[Cell], where: Backend) -> tuple[float, list[list[dict[str, object]]]]:
    """Games per second on `where`, and the games."""
    start = time.perf_counter()
    results = run_cells(cells, where)
    return sum(len(games) for games in results) / (time.perf_counter() - start), results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60, help="Games per cell (8 cells).")
    arguments = parser.parse_args()
    cells = [
        dataclasses.replace(cell, spec=dataclasses.replace(cell.spec, games=arguments.games))
        for cell in load_study(STUDY)
    ]
    print(f"Python {platform.python_version()}, {len(cells)} cells x {arguments.games} games")
    one, reference = rate(cells, Local(1))
    two, results = rate(cells, Local(2))
    assert results == reference
    import ray

    ray.init(
        num_cpus=2, include_dashboard=False, runtime_env={"env_vars": {"PYTHONPATH": str(STUDY.parents[1])}}
    )
    try:
        where = Ray("auto")
        rate(cells[:2], where)  # the workers start (and import bullheads) before the clock
        on_ray, results = rate(cells, where)
    finally:
        ray.shutdown()
    assert results == reference
    print("| backend | games/s |\n| --- | ---: |")
    for name, value in (("local, 1 process", one), ("local, 2 processes", two), ("Ray, 2 workers", on_ray)):
        print(f"| {name} | {value:.1f} |")
    print(
        f"2 processes / 1: {two / one:.2f}; Ray / 2 processes: {on_ray / two:.2f} (same games on all three)"
    )


if __name__ == "__main__":
    main()
