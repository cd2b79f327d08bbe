"""How well the Take 11! rule-of-thumb bot counts the piles it cannot see (T11-05).

A view shows each pile's top only; the bot counts the cards of each pile from its own
successive views (bullheads/bots/take11_piles.py). This plays games of rule-of-thumb bots
(deals seeded 0..games-1) and, at every decision, compares the bot's counts with the
true sizes, and its decision with the one the rule takes with the true sizes (what the
bot did when the view still showed sizes). Prints both shares and the time per decision.

Run: python benchmarks/take11_pile_memory.py [--players 4] [--games 10]
"""

from __future__ import annotations

import argparse
import time

from bullheads.bots.take11_heuristic import Take11HeuristicBot, rule_of_thumb, seen_from_view, seen_in
from bullheads.games.take11 import TAKE11, Take11Config


def measure(players: int, games: int) -> tuple[int, int, int, float]:
    """Decisions with every size right, with the full-knowledge decision, in all, seconds."""
    right = same = decisions = 0
    started = time.process_time()
    for seed in range(games):
        state = TAKE11.new(Take11Config(players=players), seed=seed)
        bots = [Take11HeuristicBot(seat) for seat in range(players)]
        while not state.over:
            seat = state.to_act()[0]
            view, legal, memory = state.view(seat), state.legal(seat), bots[seat].memory
            sizes = memory.sizes(view)
            right += sizes == [len(pile) for pile in state.piles]
            action = rule_of_thumb(seen_from_view(view, sizes), legal)
            same += action == rule_of_thumb(seen_in(state, seat), legal)
            decisions += 1
            memory.acted(view, action)
            state.act(seat, action)
    return right, same, decisions, time.process_time() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=10)
    args = parser.parse_args()
    right, same, decisions, seconds = measure(args.players, args.games)
    print(
        f"{args.players} players, {args.games} games, {decisions} decisions: every size right "
        f"{right / decisions:.1%}, the full-knowledge decision {same / decisions:.1%}, "
        f"{1000 * seconds / decisions:.2f} ms CPU a decision"
    )


if __name__ == "__main__":
    main()
