"""How well the Take 6! search foresees a game: its win chance at the end of each round.

The search values each world by the totals it ends the current round with
(bullheads/bots/take6_outlook.py): each seat's pace from the rounds it has finished,
shrunk towards a prior; the rounds left until the fastest seat reaches the limit; a
normal spread of each final total; the chance to end below every rival. This benchmark
plays the games of `bullheads match --game take6 --players 4 --bots BOT,OTHER --games N
--seed S` (through the match's own `play_game`, which shows it the state after every
action), keeps every seat's total at the end of each round that does not end the game
and who won in the end, and asks `game_value` what the search would have asked there:
the searching seat's chance to win from those totals, with the paces of the rounds
before (`paces(..., seat)`). Printed, for each
model of the paces given (`--priors OWN/OTHERS/ROUNDS`: the prior of the searching
seat's own pace, `take6_outlook.OWN_PRIOR_PACE`; the other seats', `PRIOR_PACE`; how
many rounds the priors weigh, `PRIOR_ROUNDS`): the log loss and Brier score of those
chances against the games' results, and a calibration table (the mean chance foreseen
against the share of those games the seat won).

Run: python benchmarks/take6_outlook_fit.py --games 400 --seed 17 --jobs 2 --data rounds.jsonl
     [--bots search,heuristic] [--priors 3.5/8/1 3.5/12/3]

With --data, the games are kept in that file (one JSON line each) and read from it when
it exists, so other priors can be judged on the same games without playing them again.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from tqdm import tqdm

from bullheads.bots import take6_outlook
from bullheads.bots.take6_outlook import game_value, paces
from bullheads.cli.match import bot_list
from bullheads.core.errors import BullheadsError
from bullheads.core.jsonfile import decode_json
from bullheads.core.state import State
from bullheads.games.take6 import Take6Config
from bullheads.lab.match import MatchSpec, play_game

CONFIG = Take6Config(players=4)
BINS = (0.0, 0.05, 0.2, 0.4, 0.6, 0.8, 0.95, 1.0)


def play(spec: MatchSpec, number: int) -> dict[str, Any]:
    """Game `number` of the match `spec`, as the match plays it: its seats' bots, the totals
    after each round that did not end it, and its winners."""
    ends: list[list[int]] = []

    def watch(state: State[Any, Any]) -> None:
        view = state.view(None)
        if view["round"] == len(ends) + 2 and not state.over:  # a round has just ended
            ends.append(list(view["totals"]))

    line = play_game(spec, number, watch)
    return {"number": number, "bots": line["bots"], "ends": ends, "winners": line["winners"]}


def games(args: argparse.Namespace) -> list[dict[str, Any]]:
    """The match's games, played (and kept in --data) or read from --data."""
    if args.data and Path(args.data).exists():
        return read_games(Path(args.data))
    bots = bot_list(args.bots, (), CONFIG.players)
    spec = MatchSpec("take6", CONFIG.to_json(), bots, args.games, args.seed)
    with ProcessPoolExecutor(args.jobs) as pool:
        played = list(
            tqdm(
                pool.map(play, [spec] * args.games, range(args.games), chunksize=4),
                total=args.games,
                unit="game",
            )
        )
    if args.data:
        Path(args.data).write_text("".join(json.dumps(game) + "\n" for game in played))
    return played


def read_games(path: Path) -> list[dict[str, Any]]:
    """The games kept in `path` by an earlier run; a clear error if a line is not one."""
    played = []
    try:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.strip():
                game = decode_json(line, f"{path}, line {number},", BullheadsError)
                if not (isinstance(game, dict) and {"bots", "ends", "winners"} <= game.keys()):
                    raise BullheadsError(f"{path}, line {number}, is not a game of this benchmark")
                played.append(game)
    except UnicodeDecodeError:
        raise SystemExit(f"{path} is not a text file; delete it to play the games again") from None
    except BullheadsError as error:
        raise SystemExit(f"{error}; delete the file to play the games again") from None
    return played


def foreseen(played: list[dict[str, Any]], searching: str) -> list[tuple[float, float]]:
    """(the searching seat's win chance at a round's end, its share of the win in the end)."""
    pairs = []
    active = [True] * CONFIG.players
    for game in played:
        winners = game["winners"]
        before = [0] * CONFIG.players
        for done, totals in enumerate(game["ends"]):
            for seat, bot in enumerate(game["bots"]):
                if bot != searching:
                    continue
                pace = paces(before, done, seat)
                value = game_value(CONFIG, seat, totals, pace, active, None)
                chance = value + take6_outlook.TIEBREAK * totals[seat]  # the win chance alone
                pairs.append((chance, 1 / len(winners) if seat in winners else 0.0))
            before = totals
    return pairs


def paces_shown(played: list[dict[str, Any]], searching: str) -> str:
    """The heads a round the searching seat and the others took, over the rounds of each
    game before its last."""
    heads = {True: 0, False: 0}
    rounds = {True: 0, False: 0}
    for game in played:
        if game["ends"]:
            for seat, bot in enumerate(game["bots"]):
                heads[bot == searching] += game["ends"][-1][seat]
                rounds[bot == searching] += len(game["ends"])
    if not rounds[True]:
        return "no game lasted more than one round"
    return (
        f"{searching} took {heads[True] / rounds[True]:.2f} heads a round, the others "
        f"{heads[False] / rounds[False]:.2f} (the rounds before each game's last)"
    )


def report(pairs: list[tuple[float, float]]) -> None:
    """Log loss, Brier score and the calibration table of the chances foreseen."""
    eps = 1e-6
    loss = -sum(
        won * math.log(max(eps, chance)) + (1 - won) * math.log(max(eps, 1 - chance)) for chance, won in pairs
    ) / len(pairs)
    brier = sum((chance - won) ** 2 for chance, won in pairs) / len(pairs)
    print(f"  {len(pairs)} round ends: log loss {loss:.3f}, Brier {brier:.3f}")
    print("  | foreseen | round ends | mean foreseen | share won |")
    print("  | --- | ---: | ---: | ---: |")
    for low, high in itertools.pairwise(BINS):
        inside = [(c, w) for c, w in pairs if low <= c < high or (high == 1.0 and c == 1.0)]
        if inside:
            mean = sum(c for c, _ in inside) / len(inside)
            share = sum(w for _, w in inside) / len(inside)
            print(f"  | {low:.2f} to {high:.2f} | {len(inside)} | {mean:.3f} | {share:.3f} |")


def priors(text: str) -> tuple[float, float, float]:
    """OWN/OTHERS/ROUNDS, as --priors takes it."""
    try:
        own, others, weight = (float(part) for part in text.split("/"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not OWN/OTHERS/ROUNDS, e.g. 3.5/12/3") from None
    if min(own, others) < 0 or weight <= 0:
        raise argparse.ArgumentTypeError(f"{text!r}: the paces must be 0 or more and the rounds above 0")
    return own, others, weight


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--bots", default="search,heuristic", help="the searching bot, then the others")
    parser.add_argument("--data", help="a JSON-lines file that keeps the games (read if it exists)")
    parser.add_argument(
        "--priors",
        type=priors,
        nargs="+",
        default=[
            (take6_outlook.OWN_PRIOR_PACE, take6_outlook.PRIOR_PACE, take6_outlook.PRIOR_ROUNDS),
        ],
        metavar="OWN/OTHERS/ROUNDS",
        help="models of the paces to judge: the searching seat's own prior pace, the other "
        "seats', and how many rounds they weigh (default: the package's)",
    )
    args = parser.parse_args()
    played = games(args)
    searching = args.bots.split(",")[0]
    print(paces_shown(played, searching))
    for own, others, weight in args.priors:
        take6_outlook.OWN_PRIOR_PACE = own
        take6_outlook.PRIOR_PACE = others
        take6_outlook.PRIOR_ROUNDS = weight
        print(
            f"own pace prior {own:g}, the others' {others:g}, weighed over {weight:g} rounds; "
            f"{len(played)} games:"
        )
        report(foreseen(played, searching))


if __name__ == "__main__":
    main()
