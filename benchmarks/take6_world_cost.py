"""What one world of the Take 6! search costs on the compiled kernel, by the fan cards in play.

The search's worlds play the rest of a round by the rule of thumb (bullheads.games.take6
.kernel.search), and with the fan cards that steer a card (Even/Odd, Mountaineering) the
rule of thumb counts, every turn, the row each unseen card would go to, and with a Digit
Flip in hand it judges each card that can be flipped twice. A fan table's
worlds therefore cost more than the base game's; `bots.take6_kernel.WORLD_COST` divides a
level's worlds by that cost so that a decision takes about as long at every table.

This measures it: the card decisions of seat 0 in seeded 4-player games of rule-of-thumb
bots, each fan set's positions from the same game seeds, every legal play valued over
`--worlds` worlds (with a Digit Flip in hand the cards that can be flipped are candidates
twice, as in the search); the CPU time per world of each fan set over the base game's, taken in
one interleaved run (base, each fan set, base, ...; the ratio is the median over trials).

Run: python benchmarks/take6_world_cost.py [--games 4] [--worlds 1000] [--trials 5]
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import time
from typing import Any

from bullheads.bots.base import decide
from bullheads.bots.registry import make_bot
from bullheads.bots.take6_kernel import WORLD_COST, KernelPlayouts, choice, kernel_playouts
from bullheads.games.take6 import TAKE6, Play, Take6Config
from bullheads.games.take6.fans import FAN_CARDS

FAN_SETS = [combo for size in range(len(FAN_CARDS) + 1) for combo in itertools.combinations(FAN_CARDS, size)]
"""Every set of the fan cards, the base game (no fan card) first."""


def positions(fans: tuple[str, ...], games: int, seed: int) -> list[KernelPlayouts]:
    """The kernel playouts of seat 0's card decisions (two or more cards in hand) in
    `games` games of four rule-of-thumb bots."""
    found: list[KernelPlayouts] = []
    config = Take6Config(players=4, fans=fans)
    for number in range(games):
        state = TAKE6.new(config, seed=seed * 1000 + number)
        bots = [make_bot("heuristic", "take6", seed * 1000 + number * 4 + seat) for seat in range(4)]
        while not state.over:
            for seat in state.to_act():
                view: Any = state.view(seat)
                if seat == 0 and view["phase"] == "choose" and len(view["hand"]) > 1:
                    plays = [play for play in state.legal(seat) if isinstance(play, Play)]
                    cards = [choice(play) for play in plays]
                    playouts = kernel_playouts(view, cards, [1.0] * 4)
                    if playouts is not None:
                        found.append(playouts)
                state.act(seat, decide(bots[seat], state, seat))  # type: ignore[arg-type]
    return found


def cpu_per_world(found: list[KernelPlayouts], worlds: int) -> float:
    """CPU seconds per world, every candidate of every position valued over `worlds` worlds."""
    start = time.process_time()
    for index, playouts in enumerate(found):
        totals = [0.0] * len(playouts.cards)
        playouts.add(range(len(playouts.cards)), worlds, index + 1, totals)
    return (time.process_time() - start) / (worlds * len(found))


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=4, help="games whose positions are timed, per fan set")
    parser.add_argument("--worlds", type=int, default=1000, help="worlds per position")
    parser.add_argument("--trials", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    found = {fans: positions(fans, args.games, args.seed) for fans in FAN_SETS}
    for playouts in found.values():  # compile and warm up outside the timings
        cpu_per_world(playouts[:1], 10)
    base = FAN_SETS[0]
    ratios: dict[tuple[str, ...], list[float]] = {fans: [] for fans in FAN_SETS[1:]}
    per_world: dict[tuple[str, ...], list[float]] = {fans: [] for fans in FAN_SETS}
    for _ in range(args.trials):
        for fans in FAN_SETS[1:]:
            before = cpu_per_world(found[base], args.worlds)
            cost = cpu_per_world(found[fans], args.worlds)
            per_world[base].append(before)
            per_world[fans].append(cost)
            ratios[fans].append(cost / before)
    print(f"{args.games} games of 4 rule-of-thumb bots per fan set, {args.worlds} worlds per position")
    print(f"{'fan cards':<46} {'positions':>9} {'µs/world':>9} {'cost':>6} {'WORLD_COST':>10}")
    for fans in FAN_SETS:
        name = ", ".join(fans) or "none (the baseline)"
        micros = 1e6 * statistics.median(per_world[fans])
        cost = statistics.median(ratios[fans]) if fans else 1.0
        used = WORLD_COST[frozenset(fans)]
        print(f"{name:<46} {len(found[fans]):>9} {micros:>9.1f} {cost:>6.2f} {used:>10.2f}")


if __name__ == "__main__":
    main()
