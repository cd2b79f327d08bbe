"""A bot of this checkout against a bot of another source tree, two seats each, 4-player Take 6!.

Whether a bot beats its own earlier version needs both in one game. The other tree's
bots and compiled search (`bullheads/bots`, `bullheads/games/take6/kernel`) are loaded
under the name `bullheads_other` by an import hook that reads their source from that tree
and renames their imports of those two packages; everything else, the game engine
included, is this checkout's and shared by both, so the two trees must agree on the rules
(every deal is played by this checkout's engine). Each deal is played from the 4 rotations
of the seats (ours, ours, theirs, theirs); a deal gives one sample, their mean heads per
round minus ours over its 4 games (positive: ours took fewer), and the figure is the mean
over deals with a normal 95% interval (deals are independent, rotations of one deal are
not), as benchmarks/head_to_head.py computes it for one tree.

Run (the tree of an older commit, then the match):
    git archive COMMIT bullheads | tar -x -C ../before
    python benchmarks/versus_tree.py ../before --ours search --theirs search:strong --deals 30 --jobs 2
"""

from __future__ import annotations

import argparse
import importlib.abc
import importlib.machinery
import importlib.util
import json
import math
import statistics
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from types import ModuleType
from typing import Any

from tqdm import tqdm

from bullheads.bots.base import decide
from bullheads.bots.registry import make_bot
from bullheads.games.take6 import TAKE6, Take6Config
from bullheads.lab.stats import mean_interval

OTHER = "bullheads_other"
RENAMED = ("bots", "games.take6.kernel")
"""The packages of the other tree loaded as its own (under OTHER); the rest is shared."""
SEATS = ("ours", "ours", "theirs", "theirs")


class _OtherTree(importlib.abc.MetaPathFinder, importlib.abc.SourceLoader):  # type: ignore[misc]
    """Finds OTHER.<package> in the other tree and loads it with its imports renamed."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def find_spec(
        self, name: str, path: Any = None, target: Any = None
    ) -> importlib.machinery.ModuleSpec | None:
        if name != OTHER and not name.startswith(OTHER + "."):
            return None
        folder = self.root.joinpath(*name.split(".")[1:])
        if folder.is_dir():
            init = folder / "__init__.py"
            renamed = any(name.removeprefix(OTHER + ".").startswith(package) for package in RENAMED)
            origin = str(init) if renamed and init.exists() else None
            spec = importlib.machinery.ModuleSpec(
                name, self if origin else None, origin=origin, is_package=True
            )
            spec.submodule_search_locations = [str(folder)]
            if origin:
                spec.has_location = True
            return spec
        source = folder.with_suffix(".py")
        if not source.exists():
            return None
        return importlib.util.spec_from_file_location(name, source, loader=self)

    def get_filename(self, fullname: str) -> str:
        folder = self.root.joinpath(*fullname.split(".")[1:])
        return str(folder / "__init__.py" if folder.is_dir() else folder.with_suffix(".py"))

    def get_data(self, path: str) -> bytes:
        text = Path(path).read_text(encoding="utf-8")
        for package in RENAMED:
            text = text.replace(f"bullheads.{package}", f"{OTHER}.{package}")
        return text.encode("utf-8")

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType | None:
        return None


def _install(tree: Path) -> None:
    if not any(isinstance(finder, _OtherTree) for finder in sys.meta_path):
        sys.meta_path.insert(0, _OtherTree(tree / "bullheads"))


def _deal(tree: Path, ours: str, theirs: str, deal: int) -> list[dict[str, Any]]:
    """The 4 rotations of one deal: each game's seats and totals and its rounds."""
    _install(tree)
    other_registry = importlib.import_module(f"{OTHER}.bots.registry")
    other_decide = importlib.import_module(f"{OTHER}.bots.base").decide
    games = []
    for rotation in range(4):
        sides = SEATS[rotation:] + SEATS[:rotation]
        bots = [
            make_bot(ours, "take6", 1000 * deal + seat)
            if side == "ours"
            else other_registry.make_bot(theirs, "take6", 1000 * deal + seat)
            for seat, side in enumerate(sides)
        ]
        state = TAKE6.new(Take6Config(players=4), seed=deal)
        while not state.over:
            seat = state.to_act()[0]
            ask: Any = decide if sides[seat] == "ours" else other_decide
            state.act(seat, ask(bots[seat], state, seat))
        result = state.result()
        games.append(
            {
                "deal": deal,
                "sides": list(sides),
                "totals": list(result.scores),
                "winners": list(result.winners),
                "rounds": state.round,
            }
        )
    return games


def heads_by_deal(games: Sequence[dict[str, Any]]) -> dict[int, dict[str, list[float]]]:
    """Each deal's heads a round of each side's seats, over its rotations."""
    per_deal: dict[int, dict[str, list[float]]] = {}
    for game in games:
        seen = per_deal.setdefault(game["deal"], {"ours": [], "theirs": []})
        for side, total in zip(game["sides"], game["totals"], strict=True):
            seen[side].append(total / game["rounds"])
    return per_deal


def deal_edges(per_deal: dict[int, dict[str, list[float]]]) -> dict[int, float]:
    """Each deal's sample (of `heads_by_deal`): their mean heads a round minus ours
    (positive: ours took fewer)."""
    fmean = statistics.fmean
    return {deal: fmean(seen["theirs"]) - fmean(seen["ours"]) for deal, seen in per_deal.items()}


def summary(games: Sequence[dict[str, Any]]) -> dict[str, float]:
    """Heads a round of each side, their difference per deal (mean and 95% half-width) and
    each side's share of the wins per seat (the engine's winners; a shared win counts 1/k)."""
    per_deal = heads_by_deal(games)
    wins = {"ours": 0.0, "theirs": 0.0}
    for game in games:
        for winner in game["winners"]:
            wins[game["sides"][winner]] += 1 / len(game["winners"])
    edges = list(deal_edges(per_deal).values())
    fewer, half = mean_interval(edges)
    if len(edges) < 2:
        half = math.inf  # no interval from one deal
    return {
        "ours": statistics.fmean(x for seen in per_deal.values() for x in seen["ours"]),
        "theirs": statistics.fmean(x for seen in per_deal.values() for x in seen["theirs"]),
        "fewer": fewer,
        "half": half,
        "ours_wins": wins["ours"] / (2 * len(games)),
        "theirs_wins": wins["theirs"] / (2 * len(games)),
    }


def main() -> None:
    raw = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=raw)
    parser.add_argument("tree", type=Path, help="the other source tree (holding bullheads/)")
    parser.add_argument("--ours", default="search", help="this checkout's bot")
    parser.add_argument("--theirs", default="search:strong", help="the other tree's bot")
    parser.add_argument("--deals", type=int, default=30)
    parser.add_argument("--first", type=int, default=0, help="the first deal's seed")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--results", help="write every game to this JSON file")
    args = parser.parse_args()
    if not (args.tree / "bullheads" / "bots").is_dir():
        parser.error(
            f"{args.tree} holds no bullheads/bots: give a source tree (git archive COMMIT bullheads)"
        )
    deals = range(args.first, args.first + args.deals)
    games: list[dict[str, Any]] = []
    with ProcessPoolExecutor(args.jobs) as pool:
        tasks = [pool.submit(_deal, args.tree.resolve(), args.ours, args.theirs, deal) for deal in deals]
        for task in tqdm(tasks, unit="deal"):
            games += task.result()
    if args.results:
        Path(args.results).write_text(json.dumps(games), encoding="utf-8")
    found = summary(games)
    print(
        f"{args.ours} (this checkout) {found['ours']:.2f} heads a round, {args.theirs} ({args.tree}) "
        f"{found['theirs']:.2f}: {args.ours} takes {found['fewer']:.2f} ± {found['half']:.2f} fewer "
        f"({len(games) // 4} deals, {len(games)} games); wins per seat {found['ours_wins']:.1%} "
        f"against {found['theirs_wins']:.1%}"
    )


if __name__ == "__main__":
    main()
