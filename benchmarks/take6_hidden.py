"""What the hidden hands cost the Take 6! search: the same games, with the search told more.

The search bot draws the other seats' hidden hands and types from what its seat has seen
(bullheads/bots/take6_rivals.py). Here its model of the other seats is told the truth
(read from the game's state, which no bot may read at a real table), so that a match
shows how much stronger the search would be if its inference were perfect:

- `careful`: every other seat is a careful player (the rule of thumb): true of the
  heuristic bots this benchmark plays against;
- `costs`: that, and where cards are not as each other seat itself judged them: at each
  reveal, the cards its own view found cheaper than the card it played (no tolerance);
  the best a search could learn of the cards a careful seat does not hold, short of
  knowing its hand (the bot learns it from its own view, take6_rivals.Rivals.avoided);
- `hands`: that, and each other seat's hand (its hidden cards, and the card it has chosen
  this turn): every world the search samples is then the real deal.

The games are those of `bullheads match --game take6 --players 4 --bots search,heuristic
--games N --seed S` (the same deals, seats and bot seeds, through bullheads.lab.match), so
the results file pairs game by game with that match's (`bullheads lab compare`).

Run: python benchmarks/take6_hidden.py --told hands --games 200 --seed 13 --jobs 2 --results T.json
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from tqdm import tqdm

from bullheads.bots.base import decide
from bullheads.bots.playouts import RivalModel
from bullheads.bots.registry import make_bot
from bullheads.bots.search import SearchBot
from bullheads.bots.take6_heuristic import play_costs, unseen_cards
from bullheads.games.take6 import TAKE6, Phase, Take6Config, Take6State
from bullheads.games.take6.cards import DECK_SIZE
from bullheads.games.take6.views import Take6View, take6_view
from bullheads.lab.match import MatchSpec, bot_seed, deal_seed, game_line, seating
from bullheads.lab.results import save
from bullheads.lab.stats import summarize, table

TOLD = ("careful", "costs", "hands")


class Told:
    """The search's own model of the other seats, with what `told` names read from the
    state instead (module docstring)."""

    def __init__(self, learnt: RivalModel, told: str, seat: int) -> None:
        self.learnt = learnt
        self.told = told
        self.seat = seat
        self.state: Take6State | None = None
        """The game, set before each of the searching seat's decisions."""
        self.views: dict[int, Take6View] = {}
        """Each other seat's view at the start of the last card choice (`costs`)."""
        self.cheaper: dict[int, set[int]] = {}
        self.ruled_out = [0, 0, 0, 0]
        """(card, seat) pairs ruled out when the search asked (`costs`): told, of them held;
        the bot's own inference, of them held."""

    def start_turn(self, state: Take6State) -> None:
        """At the start of a card choice (`costs`): learn from the reveal since the last one
        what each other seat found cheaper than its card, then keep each other seat's view
        before it chooses."""
        view = take6_view(state.view(self.seat))
        for seat, before in self.views.items():
            if before["round"] != view["round"]:
                self.cheaper = {}  # T6-03: new hands
                break
            if before["turn"] + 1 == view["turn"] and view["played"][seat]:
                played = view["played"][seat]
                costs = play_costs(before, [*unseen_cards(before), played])
                self.cheaper.setdefault(seat, set()).update(
                    card for card, cost in costs.items() if cost < costs[played]
                )
        self.views = {
            seat: take6_view(state.view(seat))
            for seat, playing in enumerate(state.active)
            if playing and seat != self.seat
        }

    def observe(self, view: Mapping[str, Any]) -> None:
        self.learnt.observe(view)

    def sample(self, rng: random.Random) -> frozenset[int]:
        return frozenset()  # every other seat careful

    def careful(self, seat: int) -> float:
        return 1.0

    def avoided(self, seat: int) -> frozenset[int]:
        if self.told == "costs" and self.state is not None:
            told, learnt = frozenset(self.cheaper.get(seat, ())), self.learnt.avoided(seat)
            held = {*self.state.hands[seat], self.state.chosen[seat]}
            self.ruled_out = [
                a + b
                for a, b in zip(
                    self.ruled_out,
                    [len(told), len(told & held), len(learnt), len(learnt & held)],
                    strict=True,
                )
            ]
            return told
        if self.told != "hands" or self.state is None or seat == self.seat:
            return self.learnt.avoided(seat)
        held = set(self.state.hands[seat])
        if self.state.chosen[seat]:
            held.add(self.state.chosen[seat])
        return frozenset(card for card in range(1, DECK_SIZE + 1) if card not in held)

    def strict(self, seat: int) -> float:
        return 1.0  # the rule-of-thumb bots hold none of the cards the rule found cheaper

    def careful_rows(self, seat: int) -> float:
        return 1.0


def play(spec: MatchSpec, told: str, number: int) -> dict[str, Any]:
    """Game `number` of the match `spec`, the search bot told `told`; its results line."""
    order = seating(spec, number)
    bots = [
        make_bot(spec.bots[index], "take6", bot_seed(spec, number, seat)) for seat, index in enumerate(order)
    ]
    models: dict[int, Told] = {}
    for seat, bot in enumerate(bots):
        if isinstance(bot, SearchBot):
            models[seat] = Told(bot.rivals, told, seat)
            bot.rivals = models[seat]
    state = TAKE6.new(TAKE6.config_from_json(spec.config), seed=deal_seed(spec, number))
    decisions = 0
    while not state.over:
        if state.phase is Phase.CHOOSE and not any(state.chosen):
            for model in models.values():
                if model.told == "costs":
                    model.start_turn(state)
        for seat in state.to_act():
            if seat in models:
                models[seat].state = state
            state.act(seat, decide(bots[seat], state, seat))
            decisions += 1
    line = game_line(spec, number, state, decisions, [])
    line["ruled_out"] = [
        sum(counts) for counts in zip(*(model.ruled_out for model in models.values()), strict=True)
    ]
    return line


def _play(job: tuple[MatchSpec, str, int]) -> dict[str, Any]:
    return play(*job)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--told", choices=TOLD, required=True)
    parser.add_argument("--bot", default="search", help="the searching bot (a search level)")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--results", help="write the match's results file here")
    args = parser.parse_args(argv)
    config = Take6Config(players=4).to_json()
    spec = MatchSpec(
        "take6", config, (args.bot, "heuristic", "heuristic", "heuristic"), args.games, args.seed
    )
    jobs = [(spec, args.told, number) for number in range(args.games)]
    with ProcessPoolExecutor(args.jobs) as pool:
        games = list(tqdm(pool.map(_play, jobs), total=len(jobs), desc=f"told {args.told}"))
    print(table(summarize(games)))
    if args.told == "costs":
        told, told_held, learnt, learnt_held = (
            sum(counts) for counts in zip(*(game["ruled_out"] for game in games), strict=True)
        )
        print(
            f"(card, seat) pairs ruled out: told {told:,} ({told_held} held), "
            f"the bot's own {learnt:,} ({learnt_held} held)"
        )
    if args.results:
        save(args.results, spec, games)


if __name__ == "__main__":
    main()
