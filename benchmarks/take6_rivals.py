"""What the Take 6! search bot learns of the other seats (bullheads/bots/take6_rivals.py).

Plays seeded 4-player games of three rule-of-thumb bots (seats 0 to 2; seat 1 another
bot with --bot) and a random bot (seat 3); seat 0 watches with a `Rivals` model, as the
search bot does. Prints:

- how sure the model is, after each round, that seat 1 plays carefully and that seat 3
  (random) does (the mean careful chance over the games);
- how often the cards it rules out of a careful seat's hand (`Rivals.avoided`) are in
  fact in it: at every card choice of seat 0, the (seat, card) pairs ruled out for seat
  1 and for seat 2, and how many of them that seat held.

Run: python benchmarks/take6_rivals.py [--games 40] [--rounds 3] [--tolerance 0.25]
     [--bot heuristic]

--tolerance sets how much cheaper (in heads) a card must be to count as cheaper
(take6_rivals.TOLERANCE), to see what another tolerance would learn.
"""

from __future__ import annotations

import argparse
import statistics

from bullheads.bots import take6_rivals
from bullheads.bots.base import Bot, RandomBot, decide
from bullheads.bots.registry import make_bot
from bullheads.bots.take6_heuristic import Take6HeuristicBot
from bullheads.bots.take6_rivals import Rivals
from bullheads.games.take6 import TAKE6, Take6Config


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--tolerance", type=float, default=take6_rivals.TOLERANCE)
    parser.add_argument("--bot", default="heuristic", help="seat 1's bot (registry name)")
    args = parser.parse_args()
    take6_rivals.TOLERANCE = args.tolerance
    careful: dict[int, list[list[float]]] = {
        1: [[] for _ in range(args.rounds)],
        3: [[] for _ in range(args.rounds)],
    }
    ruled_out = {1: 0, 2: 0}
    wrong = {1: 0, 2: 0}
    for seed in range(args.games):
        state = TAKE6.new(Take6Config(players=4, end="rounds", rounds=args.rounds), seed=seed)
        bots: list[Bot] = [
            Take6HeuristicBot(0),
            make_bot(args.bot, "take6", seed),
            Take6HeuristicBot(2),
            RandomBot(3),
        ]
        rivals = Rivals()
        watched = 1
        while not state.over:
            if state.phase == "choose" and not state.chosen[0]:
                if state.round != watched:
                    for seat, chances in careful.items():
                        chances[watched - 1].append(rivals.careful(seat))
                    watched = state.round
                rivals.observe(state.view(0))
                for seat in (1, 2):
                    avoided = rivals.avoided(seat)
                    ruled_out[seat] += len(avoided)
                    wrong[seat] += len(avoided & set(state.hands[seat]))
            seat = state.to_act()[0]
            state.act(seat, decide(bots[seat], state, seat))
        for seat, chances in careful.items():
            chances[args.rounds - 1].append(rivals.careful(seat))
    print(
        f"{args.games} games of {args.rounds} rounds, 4 players, seat 0 watching, tolerance {args.tolerance}"
    )
    for seat, name in ((1, args.bot), (3, "random")):
        means = ", ".join(f"{statistics.mean(chances):.3f}" for chances in careful[seat])
        print(f"seat {seat} ({name}): mean careful chance after each round: {means}")
    for seat, name in ((1, args.bot), (2, "heuristic")):
        print(
            f"ruled out of seat {seat}'s hand ({name}): "
            f"{ruled_out[seat]} (card choice, card) pairs, held: {wrong[seat]}"
        )


if __name__ == "__main__":
    main()
