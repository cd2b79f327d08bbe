"""Two bots head to head: how many heads a round fewer bot A takes than bot B, with a 95%
interval, from the results file of a `bullheads match` that seats both (e.g. two against
two: `--bots A,A,B`, the last name filling the other seats).

Each deal is played from every seat (match rotates the bots), so each deal gives one
sample: B's mean heads per round over its seats and rotations minus A's. The interval is
the normal one over deals (mean ± 1.96 standard errors); the deals are independent, the
rotations of one deal are not, which is why they are pooled first.

Run:
    bullheads match --game take6 --players 4 --bots search:expert,search:expert,search:strong \\
        --games 100 --seed 1 --results h2h.json
    python benchmarks/head_to_head.py h2h.json search:expert search:strong
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
from collections import defaultdict


def edges(results: dict[str, object], a: str, b: str) -> list[float]:
    """Per deal: B's mean score per round minus A's (positive: A took fewer)."""
    match = results["match"]
    assert isinstance(match, dict)
    players = len(match["bots"])
    per_deal: dict[int, dict[str, list[float]]] = defaultdict(lambda: {a: [], b: []})
    games = results["games"]
    assert isinstance(games, list)
    for game in games:
        deal = game["number"] // players
        for bot, score in zip(game["bots"], game["scores"], strict=True):
            if bot in (a, b):
                per_deal[deal][bot].append(score / game["rounds"])
    return [
        statistics.fmean(seen[b]) - statistics.fmean(seen[a])
        for seen in per_deal.values()
        if seen[a] and seen[b]
    ]


def main() -> None:
    raw = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=raw)
    parser.add_argument("results", help="a results file of bullheads match --results")
    parser.add_argument("a")
    parser.add_argument("b")
    args = parser.parse_args()
    with open(args.results, encoding="utf-8") as handle:
        results = json.load(handle)
    samples = edges(results, args.a, args.b)
    if len(samples) < 2:
        raise SystemExit("fewer than 2 deals seat both bots")
    mean = statistics.fmean(samples)
    half = 1.96 * statistics.stdev(samples) / math.sqrt(len(samples))
    print(f"{args.a} takes {mean:.2f} ± {half:.2f} heads a round fewer than {args.b} ({len(samples)} deals)")


if __name__ == "__main__":
    main()
