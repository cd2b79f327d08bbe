"""Bot strength in 4-player Take 6!: mean heads per round of each seat's bot.

Plays single rounds (Take6Config(end="rounds", rounds=1)) through the public contract,
one bot under test against three opponents, and prints the mean heads per round of the
bot under test and of its opponents with 95% confidence intervals.

Run: python benchmarks/take6_bots.py [--rounds 2000] [--bot heuristic] [--against random]
"""

from __future__ import annotations

import argparse
import statistics

from bullheads.bots.registry import make_bot
from bullheads.games.take6 import TAKE6, Take6Config

CONFIG = Take6Config(players=4, end="rounds", rounds=1)


def play_rounds(bot: str, against: str, rounds: int) -> tuple[list[int], list[float]]:
    """Heads of the bot under test (seat rotating) and the mean of its opponents, per round."""
    mine: list[int] = []
    theirs: list[float] = []
    for number in range(rounds):
        seat_of_bot = number % 4
        bots = [
            make_bot(bot if seat == seat_of_bot else against, "take6", number * 4 + seat) for seat in range(4)
        ]
        state = TAKE6.new(CONFIG, seed=number)
        while not state.over:
            for seat in state.to_act():
                state.act(seat, bots[seat].choose(state.view(seat), state.legal(seat)))
        scores = state.result().scores
        mine.append(scores[seat_of_bot])
        theirs.append(sum(scores[seat] for seat in range(4) if seat != seat_of_bot) / 3)
    return mine, theirs


def describe(values: list[float] | list[int]) -> str:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5
    return f"{mean:5.2f} ± {half:4.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--rounds", type=int, default=2000)
    parser.add_argument("--bot", default="heuristic")
    parser.add_argument("--against", default="random")
    args = parser.parse_args()
    mine, theirs = play_rounds(args.bot, args.against, args.rounds)
    print(f"{args.rounds} rounds, 4 players, seeds 0..{args.rounds - 1}, the bot's seat rotating")
    print(f"{args.bot:>10} (1 seat):  {describe(mine)} heads per round")
    print(f"{args.against:>10} (3 seats): {describe(theirs)} heads per round")


if __name__ == "__main__":
    main()
