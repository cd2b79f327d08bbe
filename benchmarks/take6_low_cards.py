"""How often random players play a low card in Take 6!, and which row they take (T6-09).

Plays seeded single rounds of random bots through the contract and counts the cards
played, the low cards among them, and the rows taken for them that were not a cheapest
row: what the search's worlds must get right about a random seat's low cards
(bullheads/bots/take6_rivals.py, `careful_rows`; docs/bots.md).

Run: python benchmarks/take6_low_cards.py [--rounds 300] [--players 4]
"""

from __future__ import annotations

import argparse

from bullheads.bots.base import RandomBot, decide
from bullheads.bots.take6_rivals import cheapest_rows
from bullheads.games.take6 import TAKE6, Take6Config
from bullheads.games.take6.actions import TAKE


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=300)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    cards = lows = not_cheapest = 0
    for seed in range(args.rounds):
        state = TAKE6.new(Take6Config(players=args.players, end="rounds", rounds=1), seed=seed)
        bots = [RandomBot(seed * 10 + seat) for seat in range(args.players)]
        while not state.over:
            for seat in state.to_act():
                action = decide(bots[seat], state, seat)
                if state.phase == "row":
                    lows += 1
                    not_cheapest += action not in [TAKE[row] for row in cheapest_rows(state.table.row_heads)]
                else:
                    cards += 1
                state.act(seat, action)
    print(f"{args.rounds} rounds of {args.players} random players: {cards} cards played")
    print(f"low cards: {lows} ({lows / cards:.1%} of the cards, {lows / args.rounds:.2f} a round)")
    print(f"rows taken for them that were not a cheapest row: {not_cheapest} of {lows}")


if __name__ == "__main__":
    main()
