"""How often a team beats the buffalo (BUF-07: strictly fewer heads), per team size.

Every member seat and the team seat are played by the same bot (a team policy); the
buffalo is the engine's. Game g of each size is dealt with seed g, so runs repeat.

Run: python benchmarks/buffalo_winrate.py [--games 1000] [--bots heuristic,random] [--sizes 1-6]
"""

from __future__ import annotations

import argparse
import time

from bullheads.bots.base import decide
from bullheads.bots.registry import make_bot
from bullheads.games.buffalo import BUFFALO_GAME
from bullheads.games.buffalo.config import BuffaloConfig


def wins(bot_name: str, players: int, games: int) -> int:
    won = 0
    for game in range(games):
        state = BUFFALO_GAME.new(BuffaloConfig(players), seed=game)
        bots = [make_bot(bot_name, "buffalo", seed=game * 10 + seat) for seat in range(players)]
        while not state.over:
            seat = state.to_act()[0]
            state.act(seat, decide(bots[seat], state, seat))  # type: ignore[arg-type]
        won += bool(state.result().winners)
    return won


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=1000, help="games per team size and bot (default 1000)")
    parser.add_argument("--bots", default="heuristic,random", help="team bots (default heuristic,random)")
    parser.add_argument("--sizes", default="1-6", help="team sizes, e.g. 1-6 or 3 (default 1-6)")
    args = parser.parse_args()
    low, _, high = args.sizes.partition("-")
    sizes = range(int(low), int(high or low) + 1)
    print(f"{args.games} games per team size; win = strictly fewer heads than the buffalo")
    for bot_name in args.bots.split(","):
        start = time.perf_counter()
        rates = [f"{size}: {100 * wins(bot_name, size, args.games) / args.games:.1f}%" for size in sizes]
        print(f"{bot_name:>9}  " + "  ".join(rates) + f"  ({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
