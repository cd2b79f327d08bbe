"""Numeranza game lengths per variant with rule-of-thumb bots in every seat.

Prints, per variant, the distribution of turns (variant 5: rounds) and how games end.
Also writes one example record per variant with --records DIR.

    python benchmarks/numeranza_lengths.py --games 200 --players 4
    python benchmarks/numeranza_lengths.py --games 200 --players 4 --variants trips
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter
from pathlib import Path

from bullheads.bots.registry import make_bot
from bullheads.core.record import record_of, save
from bullheads.games.numeranza import NUMERANZA, NumeranzaConfig, NumeranzaState

VARIANTS = ["target", "spiral", "trips", "diamond", "coop"]


def play(variant: str, players: int, seed: int, bot: str) -> NumeranzaState:
    state = NUMERANZA.new(NumeranzaConfig(variant=variant, players=players), seed=seed)
    bots = [make_bot(bot, "numeranza", seed * 10 + seat) for seat in range(players + 1)]
    while not state.over:
        seat = state.to_act()[0]
        state.act(seat, bots[seat].choose(state.view(seat), state.legal(seat)))
    return state


def length(state: NumeranzaState) -> int:
    rules = state.rules
    return int(getattr(rules, "round", 0) if state.config.variant == "coop" else getattr(rules, "turn", 0))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--bot", default="heuristic")
    parser.add_argument("--variants", nargs="+", choices=VARIANTS, default=VARIANTS, help="default: all")
    parser.add_argument("--records", type=Path, help="write one example record per variant here")
    args = parser.parse_args()
    print(f"{args.games} games per variant, {args.players} players, {args.bot} bots in every seat")
    print("| variant | unit | mean | median | p10 | p90 | max | how games end | s/game |")
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: |")
    for variant in args.variants:
        lengths, reasons = [], Counter()
        start = time.perf_counter()
        for seed in range(args.games):
            state = play(variant, args.players, seed, args.bot)
            lengths.append(length(state))
            reasons[state.reason] += 1
            if args.records and seed == 0:
                save(record_of(state, seed=seed, seats=[args.bot] * args.players),
                     args.records / f"numeranza-{variant}.json")  # fmt: skip
        elapsed = (time.perf_counter() - start) / args.games
        deciles = statistics.quantiles(lengths, n=10)
        unit = "rounds" if variant == "coop" else "turns"
        ends = ", ".join(f"{reason} {count}" for reason, count in reasons.most_common())
        print(
            f"| {variant} | {unit} | {statistics.mean(lengths):.1f} | {statistics.median(lengths):.0f} | "
            f"{deciles[0]:.0f} | {deciles[-1]:.0f} | {max(lengths)} | {ends} | {elapsed:.3f} |"
        )


if __name__ == "__main__":
    main()
