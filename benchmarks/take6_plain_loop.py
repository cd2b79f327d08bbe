"""The baseline: a plain-Python 6 nimmt! round, the way the simplest public engines play it.

No API, no events, no checks: lists for the hands and rows, a random card from each hand
every turn, placed lowest first, a random row taken for a low card. Every other path is
measured against this loop (benchmarks/take6_paths.py). Only the heads table is the
game's (`cards.HEADS`), so that no fact of the game is copied.

Run: python benchmarks/take6_plain_loop.py [--rounds 20000]
"""

from __future__ import annotations

import argparse
import random
import time

from bullheads.games.take6.cards import HEADS


def plain_round(rng: random.Random, players: int = 4) -> list[int]:
    """Deal 104 shuffled cards, play 10 random turns; the heads each player takes."""
    deck = list(range(1, 105))
    rng.shuffle(deck)
    hands = [deck[seat * 10 : seat * 10 + 10] for seat in range(players)]
    rows = [[deck[players * 10 + index]] for index in range(4)]
    penalty = [0] * players
    for _ in range(10):
        plays = sorted((hand.pop(rng.randrange(len(hand))), seat) for seat, hand in enumerate(hands))
        for card, seat in plays:
            best = None
            for row in rows:
                if row[-1] < card and (best is None or row[-1] > best[-1]):
                    best = row
            if best is None:
                best = rows[rng.randrange(4)]
            elif len(best) < 5:
                best.append(card)
                continue
            penalty[seat] += sum(HEADS[taken] for taken in best)
            best[:] = [card]
    return penalty


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--rounds", type=int, default=20000)
    args = parser.parse_args()
    rng = random.Random(2026)
    start = time.process_time()
    for _ in range(args.rounds):
        plain_round(rng)
    cpu = time.process_time() - start
    print(f"plain loop: {args.rounds / cpu:,.0f} random 4-player rounds per CPU-second")


if __name__ == "__main__":
    main()
