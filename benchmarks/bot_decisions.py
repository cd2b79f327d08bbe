"""Time per decision of a bot, on one core, in any game (by default 4-player Take 6!).

Plays whole games (the bot under test in one seat, rotating, the other seats played by
the `--against` bot) and times every decision of the bot under test; prints the mean,
median, p95 and maximum in milliseconds, of wall-clock time and of the process's CPU
time (on a busy machine the CPU time is what a decision costs one core). A seat the game
adds for a team (Numeranza's co-operative team seat) is played by the `--against` bot.

Run: python benchmarks/bot_decisions.py [--bot search] [--games 10] [--seed 1]
     [--game take11] [--players 4] [--config '{"variant": "spiral"}'] [--no-batch] [--by-hand]

--by-hand also gives the CPU time by the number of cards in the bot's hand (a Take 6!
round's choices from 10 cards down to 1; a row choice counts with the hand it is made
from). --no-batch times the search on its Python path only (no batch playouts: Take 6!
without the compiled kernel), for a comparison with the kernel's.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from bullheads.bots import playouts
from bullheads.bots.base import decide
from bullheads.bots.registry import make_bot
from bullheads.compiled import engine
from bullheads.games import get_game


def decision_times(
    game_name: str,
    config_data: dict[str, object],
    bot: str,
    against: str,
    games: int,
    seed: int,
    hands: dict[int, list[float]] | None = None,
) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU seconds of each decision of the bot under test; with `hands`,
    also its CPU seconds by the number of cards in its hand (the view's "hand")."""
    game = get_game(game_name)
    config = game.config_from_json(config_data)
    walls: list[float] = []
    cpus: list[float] = []
    for number in range(games):
        mine = number % config.players
        state = game.new(config, seed=seed * 1000 + number)
        bots: dict[int, object] = {}
        while not state.over:
            for seat in state.to_act():
                if seat not in bots:
                    bots[seat] = make_bot(
                        bot if seat == mine else against,
                        game.name,
                        seed * 1000 + number * config.players + seat,
                    )
                hand = state.view(seat).get("hand") if hands is not None and seat == mine else None
                wall, cpu = time.perf_counter(), time.process_time()
                action = decide(bots[seat], state, seat)  # type: ignore[arg-type]
                if seat == mine:
                    walls.append(time.perf_counter() - wall)
                    cpus.append(time.process_time() - cpu)
                    if hands is not None and isinstance(hand, list):
                        hands.setdefault(len(hand), []).append(cpus[-1])
                state.act(seat, action)
    return walls, cpus


def describe(seconds: list[float]) -> str:
    times = sorted(1000 * value for value in seconds)
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    return (
        f"mean {statistics.fmean(times):.1f} ms, median {statistics.median(times):.1f} ms, "
        f"p95 {p95:.1f} ms, max {times[-1]:.1f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--game", default="take6")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--config", default="{}", help="game options as JSON")
    parser.add_argument("--bot", default="search")
    parser.add_argument("--against", default="heuristic")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-batch", action="store_true", help="the search's Python path only")
    parser.add_argument("--by-hand", action="store_true", help="CPU time by cards in hand too")
    args = parser.parse_args()
    if args.no_batch:
        playouts.BATCHES.clear()
    config = {**json.loads(args.config), "players": args.players}
    hands: dict[int, list[float]] | None = {} if args.by_hand else None
    walls, cpus = decision_times(args.game, config, args.bot, args.against, args.games, args.seed, hands)
    print(
        f"{args.bot}: {len(walls)} decisions in {args.games} games of {args.game} {json.dumps(config)} "
        f"against {args.against}, seed {args.seed}, the engine {engine()}"
    )
    print(f"wall clock: {describe(walls)}")
    print(f"CPU time:   {describe(cpus)}")
    for size, seconds in sorted((hands or {}).items(), reverse=True):
        print(f"  {size:2d} cards in hand, {len(seconds):3d} decisions: CPU {describe(seconds)}")


if __name__ == "__main__":
    main()
