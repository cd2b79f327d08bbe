"""How well the Take 11! rule-of-thumb bot counts the piles it cannot see (T11-05).

A view shows each pile's top only; the bot counts the cards of each pile from the public
plays of the round that the view logs (bullheads/bots/take11_piles.py). This plays games
of rule-of-thumb bots (deals seeded 0..games-1) and, at every decision, compares the
bot's counts with the true sizes, and its decision with the one the rule takes with the
true sizes (what the bot did when the view still showed sizes). Prints both shares and
the time per decision.

With --duel, one counting bot plays against rule-of-thumb bots that are given the true
sizes (the bot as it was while views showed them), every deal (seeded 0..games-1) from
every seat: the counting seat's heads a round and share of the wins, with 95% intervals,
and how often it counted every pile right.

Run: python benchmarks/take11_pile_memory.py [--players 4] [--games 10] [--duel]
"""

from __future__ import annotations

import argparse
import math
import statistics
import time

from bullheads.bots.take11_heuristic import Take11HeuristicBot, rule_of_thumb, seen_from_view, seen_in
from bullheads.bots.take11_piles import pile_sizes
from bullheads.games.take11 import TAKE11, Take11Config


def measure(players: int, games: int) -> tuple[int, int, int, float]:
    """Decisions with every size right, with the full-knowledge decision, in all, seconds."""
    right = same = decisions = 0
    started = time.process_time()
    for seed in range(games):
        state = TAKE11.new(Take11Config(players=players), seed=seed)
        while not state.over:
            seat = state.to_act()[0]
            view, legal = state.view(seat), state.legal(seat)
            right += pile_sizes(view) == [len(pile) for pile in state.piles]
            action = rule_of_thumb(seen_from_view(view), legal)
            same += action == rule_of_thumb(seen_in(state, seat), legal)
            decisions += 1
            state.act(seat, action)
    return right, same, decisions, time.process_time() - started


def duel(players: int, deals: int) -> tuple[list[float], list[float], float]:
    """The counting seat's heads a round and its share of the win, game by game, and the
    share of its decisions at which it counted every pile right."""
    heads: list[float] = []
    wins: list[float] = []
    right = decisions = 0
    for deal in range(deals):
        for counting in range(players):
            state = TAKE11.new(Take11Config(players=players), seed=deal)
            bot = Take11HeuristicBot(deal)
            while not state.over:
                seat = state.to_act()[0]
                legal = state.legal(seat)
                if seat == counting:
                    view = state.view(seat)
                    right += pile_sizes(view) == [len(pile) for pile in state.piles]
                    decisions += 1
                    state.act(seat, bot.choose(view, legal))
                else:
                    state.act(seat, rule_of_thumb(seen_in(state, seat), legal))
            heads.append(state.totals[counting] / state.config.rounds)
            wins.append(1 / len(state.winners) if counting in state.winners else 0.0)
    return heads, wins, right / decisions


def interval(values: list[float]) -> str:
    return f"{statistics.fmean(values):.3f} ± {1.96 * statistics.stdev(values) / math.sqrt(len(values)):.3f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--duel", action="store_true")
    args = parser.parse_args()
    if args.duel:
        heads, wins, right = duel(args.players, args.games)
        share = f"wins {interval(wins)} (fair share {1 / args.players:.3f})"
        print(
            f"{len(heads)} games: the counting seat's heads a round {interval(heads)}, {share}, "
            f"every size counted right at {right:.1%} of its decisions"
        )
        return
    right, same, decisions, seconds = measure(args.players, args.games)
    print(
        f"{args.players} players, {args.games} games, {decisions} decisions: every size right "
        f"{right / decisions:.1%}, the full-knowledge decision {same / decisions:.1%}, "
        f"{1000 * seconds / decisions:.2f} ms CPU a decision"
    )


if __name__ == "__main__":
    main()
