"""The full differential run: the compiled kernel against the engine over many rounds.

The check of tests/test_take6_kernel.py (bullheads.games.take6.kernel.check) over at
least `--rounds` rounds: 2 to 10 players, the base deck and the professional deck (2 to
6 players), the three end rules; the same deals and the same seeded random choices in
both, the same rows after every step, takes, heads, totals and winners required.
With --fans the same configs are played with the fan cards (FAN-EO, FAN-MT, FAN-COW on the
rows, FAN-FLIP in the hands), each alone, the three on the rows together and all four;
the markers' places after every step are compared too, and the random choices include
the flipped plays. With --rule-of-thumb the kernel's rule of thumb is
also compared with the heuristic bot at every decision (much slower: the bot is plain
Python).

Run: python benchmarks/take6_kernel_diff.py --rounds 100000 [--fans]
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time

from bullheads.games.take6 import Take6Config
from bullheads.games.take6.config import EndRule, ProMode
from bullheads.games.take6.kernel.check import compare

FAN_SETS = (  # also the fan rows of benchmarks/take6_kernel.py
    ("even-odd",),
    ("mountaineering",),
    ("cow",),
    ("digit-flip",),
    ("even-odd", "mountaineering", "cow"),
    ("even-odd", "mountaineering", "cow", "digit-flip"),
)


def configs(fans: bool) -> list[Take6Config]:
    """Every player count, deck and end rule the kernel covers (limits low enough that
    games to the limit take a few rounds), without fan cards or with each set of FAN_SETS."""
    found = []
    for players, professional, chosen in itertools.product(
        range(2, 11), (None, ProMode.DEAL), FAN_SETS if fans else ((),)
    ):
        if professional and players > 6:
            continue
        common = {"players": players, "professional": professional, "fans": chosen}
        found += [
            Take6Config(end=EndRule.ROUNDS, rounds=3, **common),
            Take6Config(end=EndRule.POINTS, limit=66, **common),
            Take6Config(end=EndRule.ELIMINATION, limit=40, **common),
        ]
    return found


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--rounds", type=int, default=100_000)
    parser.add_argument("--games", type=int, default=100, help="games per batch")
    parser.add_argument("--rule-of-thumb", action="store_true")
    parser.add_argument("--fans", action="store_true", help="with the fan cards")
    args = parser.parse_args()
    start = time.perf_counter()
    rounds = steps = 0
    mismatches: list[str] = []
    for seed in itertools.count():
        for config in configs(args.fans):
            found = compare(config, args.games, seed, args.rule_of_thumb)
            rounds, steps = rounds + found[0], steps + found[1]
            mismatches += found[2]
        print(f"{rounds:,} rounds, {steps:,} steps compared, {len(mismatches)} mismatches", flush=True)
        if rounds >= args.rounds:
            break
    for mismatch in mismatches[:20]:
        print(mismatch)
    print(f"done in {time.perf_counter() - start:.0f} s")
    sys.exit(1 if mismatches else 0)


if __name__ == "__main__":
    main()
