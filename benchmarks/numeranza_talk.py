"""The co-op team that hears what the phrases say, against the rule-of-thumb team.

Plays the games of `bullheads match --game numeranza --config '{"variant": "coop"}'
--players P --bots heuristic --games N --seed S` (the same deals and bot seeds, through
bullheads.lab.match) with the talk bot (bullheads/bots/numeranza_talk.py: the rule of
thumb, reading each teammate's phrase as what it says of that teammate's card) in every
seat and the team seat, so that its results file pairs deal by deal with the match's in
`bullheads lab compare`. The talk bot is the search's model of its co-op teammates; it is
not a bot of the registry.

Run: python benchmarks/numeranza_talk.py --games 4000 --seed 3 --jobs 2 --results talk.json
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from tqdm import tqdm

from bullheads.bots.numeranza_talk import TalkBot
from bullheads.games.numeranza import NUMERANZA
from bullheads.lab.match import MatchSpec, bot_seed, deal_seed, game_line
from bullheads.lab.results import save
from bullheads.lab.stats import summarize, table


def play(spec: MatchSpec, number: int) -> dict[str, Any]:
    """Game `number` of the match `spec`, a talk bot in every seat; its results line."""
    state = NUMERANZA.new(NUMERANZA.config_from_json(spec.config), seed=deal_seed(spec, number))
    bots: dict[int, TalkBot] = {}
    decisions = 0
    while not state.over:
        for seat in state.to_act():
            bot = bots.setdefault(seat, TalkBot(bot_seed(spec, number, seat)))
            state.act(seat, bot.choose(state.view(seat), state.legal(seat)))
            decisions += 1
    return game_line(spec, number, state, decisions, [])


def _play(job: tuple[MatchSpec, int]) -> dict[str, Any]:
    return play(*job)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--results", help="write the match's results file here")
    args = parser.parse_args(argv)
    config = NUMERANZA.config_from_json({"variant": "coop", "players": args.players}).to_json()
    spec = MatchSpec("numeranza", config, ("talk",) * args.players, args.games, args.seed)
    jobs = [(spec, number) for number in range(args.games)]
    with ProcessPoolExecutor(args.jobs) as pool:
        games = list(tqdm(pool.map(_play, jobs, chunksize=20), total=len(jobs), desc="talk team"))
    print(table(summarize(games)))
    if args.results:
        save(args.results, spec, games)


if __name__ == "__main__":
    main()
