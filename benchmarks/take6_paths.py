"""Every way to play random 4-player Take 6! rounds, against the plain-Python baseline.

Paths (a round: the deal, then 10 turns of 4 uniformly random cards, low cards included):
- plain: benchmarks/take6_plain_loop.py, the baseline (no API, no events);
- contract: `TAKE6.new`, then `to_act`, `legal` and `act` for every seat, every event
  built (a random seat owner takes any row for a low card);
- lean: the rollout path (`rollout.random_round`, the cheapest row for a low card);
- kernel: the compiled kernel (`kernel.batch.play_rounds`, random cards and rows), if its
  extra is installed;
- floor: the contract path's loop over `FloorState`, a state that deals as the engine does
  and answers `to_act`, `legal` and `act` with no rules and no events: what the loop and
  its calls cost by themselves, the most any engine behind the contract could reach;
- inline: the lean round written as one function, the placement rules spelled out in its
  loop (no call per card): not a path of the package (it keeps a second copy of T6-05 to
  T6-09, checked against the lean path's heads at start), but how far a pure-Python
  rollout can go on CPython.

With the engine compiled (scripts/compile.py, in place or a compiled copy on PYTHONPATH)
the contract and lean paths run compiled; the first line printed says which engine ran.
The plain loop, the floor and the inline round stay interpreted either way.

One interleaved run: plain, contract, lean, kernel, plain, contract, ... Each trial plays
a fixed number of rounds of each path; the figure of a path is its median, over the
trials, of its rate divided by the plain loop's rate in the same trial, in CPU time
(time.process_time) and in wall time.

Run: python benchmarks/take6_paths.py [--trials 9] [--scale 1.0]
"""

from __future__ import annotations

import argparse
import logging
import platform
import random
import statistics
import time
from collections.abc import Callable

from take6_plain_loop import plain_round

from bullheads.compiled import engine
from bullheads.core.chance import sample
from bullheads.games.take6 import TAKE6, Take6Config
from bullheads.games.take6.cards import HEADS
from bullheads.games.take6.deal import DECK, PER_HAND, ROWS, shuffled_deal
from bullheads.games.take6.kernel import suggest
from bullheads.games.take6.rollout import random_round
from bullheads.games.take6.table import ROW_CAPACITY

CONFIG = Take6Config(players=4, end="rounds", rounds=1)


def plain(rounds: int, rng: random.Random) -> None:
    for _ in range(rounds):
        plain_round(rng)


def contract(rounds: int, rng: random.Random) -> None:
    randrange = rng.randrange
    for _ in range(rounds):
        state = TAKE6.new(CONFIG, seed=randrange(2**32))
        while not state.over:
            for seat in state.to_act():
                legal = state.legal(seat)
                state.act(seat, legal[randrange(len(legal))])


class FloorState:
    """The least a Take 6! state behind the contract can do: the engine's deal (`sample`
    of the deck), then every seat chooses a card of its hand each turn; no placing, no
    low-card rows (about six decisions a round fewer than the game), no checks, no events."""

    def __init__(self, seed: int, players: int = 4) -> None:
        cards = sample(random.Random(seed), DECK, PER_HAND * players + ROWS)
        self.hands = [cards[seat * PER_HAND : (seat + 1) * PER_HAND] for seat in range(players)]
        self.waiting = players
        self.over = False

    def to_act(self) -> list[int]:
        return list(range(len(self.hands)))

    def legal(self, seat: int) -> list[int]:
        return self.hands[seat][:]

    def act(self, seat: int, card: int) -> list[object]:
        hand = self.hands[seat]
        hand.remove(card)
        self.waiting -= 1
        if not self.waiting:
            self.waiting = len(self.hands)
            self.over = not hand
        return []


def floor(rounds: int, rng: random.Random) -> None:
    randrange = rng.randrange
    for _ in range(rounds):
        state = FloorState(randrange(2**32))
        while not state.over:
            for seat in state.to_act():
                legal = state.legal(seat)
                state.act(seat, legal[randrange(len(legal))])


def lean(rounds: int, rng: random.Random) -> None:
    for _ in range(rounds):
        random_round(rng, 4)


def inline_round(rng: random.Random, players: int = 4) -> list[int]:
    """The lean path's round (`random_round`: the same deal, the same cards, the cheapest
    row for a low card) with `Table.target`, `place`, `take` and `cheapest_row` written
    out in the loop."""
    hands, rows = shuffled_deal(rng, players)
    lasts = [row[0] for row in rows]
    heads = [HEADS[card] for card in lasts]
    penalty = [0] * players
    packed = [[card * 16 + seat for card in hand] for seat, hand in enumerate(hands)]
    for turn in zip(*packed, strict=True):
        for play in sorted(turn):
            card = play >> 4
            first, second, third, fourth = lasts
            best, best_last = -1, 0
            if first < card:
                best, best_last = 0, first
            if best_last < second < card:
                best, best_last = 1, second
            if best_last < third < card:
                best, best_last = 2, third
            if best_last < fourth < card:
                best = 3
            if best < 0:
                best, fewest, shortest = 0, heads[0], len(rows[0])
                for index in (1, 2, 3):
                    if heads[index] < fewest or (heads[index] == fewest and len(rows[index]) < shortest):
                        best, fewest, shortest = index, heads[index], len(rows[index])
                penalty[play & 15] += fewest
                rows[best], lasts[best], heads[best] = [card], card, HEADS[card]
                continue
            row = rows[best]
            lasts[best] = card
            if len(row) < ROW_CAPACITY:
                row.append(card)
                heads[best] += HEADS[card]
            else:
                penalty[play & 15] += heads[best]
                rows[best], heads[best] = [card], HEADS[card]
    return penalty


def inline(rounds: int, rng: random.Random) -> None:
    for _ in range(rounds):
        inline_round(rng)


def check_inline(seeds: int = 500) -> None:
    """The inline round must take the heads the lean path takes, deal for deal."""
    for seed in range(seeds):
        if inline_round(random.Random(seed)) != random_round(random.Random(seed), 4):
            raise SystemExit(f"the inline round differs from the lean path (seed {seed})")


def kernel_path() -> Callable[[int, random.Random], None] | None:
    """The kernel path, compiled and warmed up; None without the extra (said once)."""
    if not suggest("benchmarks/take6_paths.py"):
        return None
    from bullheads.games.take6.kernel.batch import play_rounds

    play_rounds(10)

    def kernel(rounds: int, rng: random.Random) -> None:
        play_rounds(rounds, 4, seed=rng.randrange(2**32))

    return kernel


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--trials", type=int, default=9)
    parser.add_argument("--scale", type=float, default=1.0, help="rounds per trial, times this")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    paths: list[tuple[str, Callable[[int, random.Random], None], int]] = [
        ("plain", plain, 2000),
        ("contract", contract, 400),
        ("lean", lean, 2000),
        ("floor", floor, 2000),
        ("inline", inline, 2000),
    ]
    check_inline()
    kernel = kernel_path()
    if kernel:
        paths.append(("kernel", kernel, 200_000))
    rng = random.Random(2026)
    cpu: dict[str, list[float]] = {name: [] for name, _, _ in paths}
    wall: dict[str, list[float]] = {name: [] for name, _, _ in paths}
    for _ in range(args.trials):
        for name, play, rounds in paths:
            count = max(1, int(rounds * args.scale))
            start_cpu, start_wall = time.process_time(), time.perf_counter()
            play(count, rng)
            cpu[name].append(count / (time.process_time() - start_cpu))
            wall[name].append(count / (time.perf_counter() - start_wall))
    print(
        f"Python {platform.python_version()} on {platform.machine()}, 4 players, {args.trials} trials,"
        f" the engine {engine()}"
    )
    print(
        f"{'path':>9} {'rounds/CPU-s':>13} {'x plain (CPU)':>14} {'rounds/wall-s':>14} {'x plain (wall)':>15}"
    )
    for name, _, _ in paths:
        cpu_ratio = statistics.median(a / b for a, b in zip(cpu[name], cpu["plain"], strict=True))
        wall_ratio = statistics.median(a / b for a, b in zip(wall[name], wall["plain"], strict=True))
        print(
            f"{name:>9} {statistics.median(cpu[name]):>13,.0f} {cpu_ratio:>14.2f}"
            f" {statistics.median(wall[name]):>14,.0f} {wall_ratio:>15.2f}"
        )


if __name__ == "__main__":
    main()
