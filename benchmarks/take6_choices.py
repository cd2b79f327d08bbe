"""How far a Take 6! bot's card choices are from the rule of thumb's, against a random card.

The search bot's model of the other seats (bullheads/bots/take6_rivals.py) judges each
reveal by the rule of thumb's cost of the cards a seat might hold: a careful seat plays
the cheapest card of its hand, a careless one any card. This benchmark plays seeded
4-player games of the bots given and, at every card choice from a hand of 2 cards or
more, compares the card each bot played with its own hand as the rule judges it at that
moment (`take6_heuristic.play_costs`, from the choosing seat's view):

- how often it is the rule's card (the heuristic bot's own choice);
- how often its cost is within `take6_rivals.TOLERANCE` of the hand's cheapest, which is
  all the judging can tell apart;
- the mean cost above the cheapest, in heads;

and beside each, what a uniformly random card of the same hands would give. A bot whose
figures are near a random card's is hard to tell from a random player by its cards.

Run: python benchmarks/take6_choices.py --bots search --games 20 [--seed 1]
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass

from bullheads.bots import take6_rivals
from bullheads.bots.base import decide
from bullheads.bots.registry import make_bot
from bullheads.bots.take6_heuristic import Take6HeuristicBot, play_costs
from bullheads.games.take6 import TAKE6, Phase, Play, Take6Config
from bullheads.games.take6.views import take6_view


@dataclass
class Tally:
    """One bot's card choices against the rule of thumb, and a random card's expectation."""

    choices: int = 0
    rule: int = 0
    near: int = 0
    excess: float = 0.0
    random_rule: float = 0.0
    random_near: float = 0.0
    random_excess: float = 0.0

    def add(self, hand: list[int], costs: dict[int, float], card: int, rule: int) -> None:
        """Count the choice of `card` from `hand`, its cards costing `costs`, where the rule
        of thumb plays `rule`."""
        cheapest = min(costs.values())
        near = [other for other in hand if costs[other] <= cheapest + take6_rivals.TOLERANCE]
        self.choices += 1
        self.rule += card == rule
        self.near += card in near
        self.excess += costs[card] - cheapest
        self.random_rule += 1 / len(hand)
        self.random_near += len(near) / len(hand)
        self.random_excess += sum(costs.values()) / len(hand) - cheapest

    def line(self, name: str) -> str:
        n = self.choices
        return (
            f"{name:<16} {n:>7,}  {self.rule / n:>6.3f} ({self.random_rule / n:.3f})"
            f"  {self.near / n:>6.3f} ({self.random_near / n:.3f})"
            f"  {self.excess / n:>6.2f} ({self.random_excess / n:.2f})"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bots", default="search", help="seats 0-3, comma-separated; the last repeats")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    names = [name.strip() for name in args.bots.split(",")]
    names += [names[-1]] * (4 - len(names))
    tallies = {name: Tally() for name in names}
    rule_of_thumb = Take6HeuristicBot()  # its choice is the rule's card, tie-break included
    for game in range(args.games):
        seed = args.seed * 100_000 + game
        bots = [make_bot(name, "take6", seed * 10 + seat) for seat, name in enumerate(names)]
        state = TAKE6.new(Take6Config(players=4), seed=seed)
        while not state.over:
            seat = state.to_act()[0]
            action = decide(bots[seat], state, seat)
            if state.phase is Phase.CHOOSE and isinstance(action, Play):
                view = take6_view(state.view(seat))
                hand = list(view["hand"] or ())
                if len(hand) >= 2:
                    rule = rule_of_thumb.choose(view, state.legal(seat))
                    assert isinstance(rule, Play)
                    tallies[names[seat]].add(hand, play_costs(view, hand), action.card, rule.card)
            state.act(seat, action)
    print(f"{args.games} games from seed {args.seed * 100_000}; in brackets, a random card of the same hands")
    within = f"within {take6_rivals.TOLERANCE}"
    print(f"{'bot':<16} {'choices':>7}  {'the rule':>14}  {within:>14}  {'heads above':>13}")
    for name, tally in tallies.items():
        print(tally.line(name))


if __name__ == "__main__":
    main()
