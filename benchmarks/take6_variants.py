"""Mean bull heads per player per round: the base game and each fan card alone.

For each variant, seeded one-round games of 4 players are played through the contract:

- random: 4 random bots;
- heuristic: 4 rule-of-thumb bots (bullheads.bots.take6_heuristic);
- heuristic vs random: 1 rule-of-thumb bot (seat rotating) against 3 random bots: the
  heads of the rule-of-thumb seat, and of the random seats, per round.

Round r of every variant uses the same seed (r), so the variants see the same deals.
Run: python benchmarks/take6_variants.py [--rounds 2000] (docs/variants.md shows a run).
"""

from __future__ import annotations

import argparse
import platform
import time
from collections.abc import Sequence

from bullheads.bots.base import Bot, RandomBot
from bullheads.bots.take6_heuristic import Take6HeuristicBot
from bullheads.games.take6 import TAKE6, EndRule, Play, Take6Config, TakeRow
from bullheads.games.take6.fans import FAN_CARDS

PLAYERS = 4


def play_round(fans: tuple[str, ...], seed: int, bots: Sequence[Bot]) -> tuple[int, ...]:
    """The heads each seat takes in one seeded round."""
    state = TAKE6.new(Take6Config(players=PLAYERS, end=EndRule.ROUNDS, rounds=1, fans=fans), seed=seed)
    while not state.over:
        for seat in state.to_act():
            action = bots[seat].choose(state.view(seat), state.legal(seat))
            assert isinstance(action, Play | TakeRow)
            state.act(seat, action)
    return state.result().scores


def mean_heads(fans: tuple[str, ...], rounds: int, kind: str) -> tuple[float, float]:
    """(mean heads per player per round, mean of the random seats in a mixed table)."""
    total = random_total = 0
    for seed in range(rounds):
        if kind == "mixed":
            smart = seed % PLAYERS
            bots: list[Bot] = [
                Take6HeuristicBot(seed) if seat == smart else RandomBot(seed * PLAYERS + seat)
                for seat in range(PLAYERS)
            ]
            scores = play_round(fans, seed, bots)
            total += scores[smart]
            random_total += sum(scores) - scores[smart]
            continue
        maker = RandomBot if kind == "random" else Take6HeuristicBot
        total += sum(play_round(fans, seed, [maker(seed * PLAYERS + seat) for seat in range(PLAYERS)]))
    if kind == "mixed":
        return total / rounds, random_total / (rounds * (PLAYERS - 1))
    return total / (rounds * PLAYERS), 0.0


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--rounds", type=int, default=2000, help="rounds per variant and table (default 2000)"
    )
    args = parser.parse_args()
    print(f"Python {platform.python_version()}, {PLAYERS} players, {args.rounds} rounds per cell")
    print("| variant | random | rule-of-thumb | rule-of-thumb vs 3 random (its seat / random seats) |")
    print("| --- | ---: | ---: | ---: |")
    start = time.perf_counter()
    for fans in [(), *((fan,) for fan in FAN_CARDS)]:
        name = fans[0] if fans else "base game"
        random_mean, _ = mean_heads(fans, args.rounds, "random")
        smart_mean, _ = mean_heads(fans, args.rounds, "heuristic")
        mixed_smart, mixed_random = mean_heads(fans, args.rounds, "mixed")
        print(
            f"| {name} | {random_mean:.2f} | {smart_mean:.2f} | {mixed_smart:.2f} / {mixed_random:.2f} |",
            flush=True,
        )
    print(f"({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
