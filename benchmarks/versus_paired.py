"""Two head-to-head runs of benchmarks/versus_tree.py on the same deals, paired deal by deal.

Each deal's edge is the other tree's mean heads a round minus ours over its 4 rotations
(versus_tree.summary's sample); the figure is the mean over the deals both sides played
of the edge after minus the edge before, with a normal 95% interval (positive: ours
gains more heads on theirs after than before). Several files per side are pooled.

Run: python benchmarks/versus_paired.py --before H1.json H2.json --after A1.json A2.json
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from versus_tree import deal_edges, heads_by_deal

from bullheads.lab.stats import mean_interval


def edges(paths: Sequence[str]) -> dict[int, float]:
    """Each deal's edge in the games of `paths` (versus_tree.deal_edges)."""
    games: list[dict[str, Any]] = []
    for path in paths:
        games += json.loads(Path(path).read_text(encoding="utf-8"))
    return deal_edges(heads_by_deal(games))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", nargs="+", required=True, help="versus_tree.py --results files")
    parser.add_argument("--after", nargs="+", required=True, help="the same deals, the other version")
    args = parser.parse_args()
    before, after = edges(args.before), edges(args.after)
    deals = sorted(set(before) & set(after))
    if len(deals) < 2:
        parser.error("the two sides share fewer than 2 deals")
    for name, side in (("before", before), ("after", after)):
        mean, half = mean_interval([side[deal] for deal in deals])
        print(f"{name}: ours takes {mean:.2f} ± {half:.2f} fewer heads a round ({len(deals)} deals)")
    mean, half = mean_interval([after[deal] - before[deal] for deal in deals])
    print(f"paired, after minus before: {mean:+.2f} ± {half:.2f}")


if __name__ == "__main__":
    main()
