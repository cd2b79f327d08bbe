"""How well the Beat the Buffalo playout predicts the rule-of-thumb team's games, by TURNED.

Plays --games games per team size with the rule-of-thumb bot in every seat (seat 0 also
takes the team's decisions; deal seeds from "turned:<game>", bot seeds 100 * game +
seat), keeps the state at
the start of every turn, and after the game asks the search's playout model
(bots.buffalo_playout: the rest of that turn by the rule of thumb, the turns left on the
lean table with the team's special cards handing each take to the buffalo with chance
TURNED) for the margin it expects at the end, --repeats times per state. Prints, for each
team size and each TURNED of the grid, the mean of predicted minus actual margin (the
buffalo's heads minus the team's score, BUF-07; positive: the model is too hopeful) and
its root mean square (docs/bots.md: the playout's TURNED and the value that fits
best).

    python benchmarks/buffalo_turned.py --games 150
"""

from __future__ import annotations

import argparse
import random
import statistics

from bullheads.bots import buffalo_playout
from bullheads.bots.buffalo_heuristic import BuffaloHeuristicBot
from bullheads.bots.buffalo_playout import rest_margin, team_margin
from bullheads.games.buffalo import BUFFALO_GAME
from bullheads.games.buffalo.state import BuffaloState

GRID = (0.3, 0.4, 0.5, 0.6)


def turn_starts(players: int, number: int) -> tuple[list[BuffaloState], float]:
    """One rule-of-thumb game: the state at each turn's start, and the final margin."""
    config = BUFFALO_GAME.config_from_json({"players": players})
    state = BUFFALO_GAME.new(config, seed=random.Random(f"turned:{number}").getrandbits(63))
    bots: dict[int, BuffaloHeuristicBot] = {}
    starts: list[BuffaloState] = []
    while not state.over:
        if not starts or starts[-1].turn != state.turn:
            starts.append(state.clone())
        seat = state.to_act()[0]
        bot = bots.setdefault(seat, BuffaloHeuristicBot(100 * number + seat))
        state.act(seat, bot.choose(state.view(seat), state.legal(seat)))
    return starts, team_margin(state)


def predicted(start: BuffaloState, rng: random.Random, turned: float) -> float:
    """The playout's margin from `start` with TURNED = `turned`."""
    buffalo_playout.TURNED = turned
    return rest_margin(start.clone(), rng)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=150, help="games per team size")
    parser.add_argument("--repeats", type=int, default=8, help="playouts per turn start")
    parser.add_argument("--players", default="2,3,4,5,6", help="team sizes, comma-separated")
    args = parser.parse_args()
    kept = buffalo_playout.TURNED
    print(f"predicted minus actual margin (heads), {args.games} games a size, {args.repeats} playouts a turn")
    print(f"{'size':>4} {'TURNED':>6} {'bias':>7} {'rmse':>6}")
    for players in (int(size) for size in args.players.split(",")):
        errors: dict[float, list[float]] = {turned: [] for turned in GRID}
        for number in range(args.games):
            starts, actual = turn_starts(players, number)
            rng = random.Random(number)
            for start in starts:
                for turned in GRID:
                    guess = statistics.mean(predicted(start, rng, turned) for _ in range(args.repeats))
                    errors[turned].append(guess - actual)
        for turned in GRID:
            bias = statistics.mean(errors[turned])
            rmse = statistics.mean(error * error for error in errors[turned]) ** 0.5
            print(f"{players:>4} {turned:>6} {bias:+7.2f} {rmse:6.2f}")
    print(f"the playout's TURNED: {kept}")


if __name__ == "__main__":
    main()
