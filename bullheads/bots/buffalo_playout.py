"""The Beat the Buffalo playout of the search bot: this turn by the rule of thumb, then lean.

1. The rest of the current turn through the contract by the rule-of-thumb team policy
   (bots.buffalo_heuristic): members' cards, the windows' special cards, low-card rows
   and a Sort's order. The team seat's search uses the rule of thumb's windows and Sort
   orders too (`buffalo_candidates`), so this is what the team will do.
2. The turns left (BUF-04: one round of 10) on a copy of the table, as the lean path of
   Take 6! does it: each member plays a greedy card of its hand (`_greedy`: no take if
   it can, near a row's end), the buffalo its next face-down card, lowest first (T6-05);
   a member's low card takes the open row with the fewest heads, the buffalo's its own
   row (BUF-06). (Random cards there, as in Take 6!, did no better: 23 wins against 25
   of 40 three-player deals when searching cards.)
3. The team's special cards in those turns (`Specials`): while any is still in play
   (face up or in the stack), each take of the team's is handed to the buffalo with the
   chance TURNED, using one. Special cards move most of the heads: in the rule-of-thumb
   team's games (60 deals, seed 1) the team takes 40 heads and the buffalo 55 with 6
   players (19 and 31 with 3); passing every window, 78 and 23 (31 and 19). Step 2
   alone predicted the second pair, so a long row was a sure loss for the team and the
   search took long rows with its low cards to keep them from its members; with TURNED
   it predicts 39 and 61 (16 and 33).

The value is the result that matters, a win (BUF-07: strictly fewer heads than the
buffalo), read smoothly from the final margin (a logistic curve of width SOFT heads: a
0/1 win from so coarse a sample of the future is mostly noise), plus a small term for
the margin itself, so that a game won or lost whatever the team does still has a
gradient.

The search compares few candidates (`buffalo_candidates`): a member's card among the
rule of thumb's CARDS cheapest; every low-card row and replacement card. With all of
them (dozens of Push! and Insert! placements, every card) the best of many noisy
estimates is mostly luck: such a search team won 8 to 15 of 40 three-player games where
the rule-of-thumb team won 32. In a window and for a Sort's order it takes the rule of
thumb's action: those depend on the revealed cards, which the rule of thumb weighs
exactly, and on 200 six-player deals (seed 1, rule-of-thumb members) a search of the
windows alone (passing against the rule of thumb's card) won 72 to 74% and of Sort
orders 71 to 73%, where the rule-of-thumb team won 76%.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from typing import Any, cast

from bullheads.bots.buffalo_heuristic import BuffaloHeuristicBot, card_costs, place
from bullheads.core.state import Action, State
from bullheads.games.buffalo.actions import BuffaloAction
from bullheads.games.buffalo.config import team_weight
from bullheads.games.buffalo.events import BUFFALO
from bullheads.games.buffalo.specials import BuffaloTable
from bullheads.games.buffalo.state import CHOOSE, SORTING, WINDOW, BuffaloState
from bullheads.games.buffalo.views import buffalo_view
from bullheads.games.take6.cards import heads
from bullheads.games.take6.table import NO_ROW

MARGIN = 0.01
"""The value of one head of margin (the buffalo's heads minus the team's score)."""
SOFT = 4.0
"""Heads of margin that lift the chance of a win from 1/2 to about 3/4 (a logistic curve)."""
CARDS = 3
"""A member's card is searched among the rule of thumb's this many cheapest cards."""
TURNED = 0.5
"""The chance that a special card still in play hands one of the team's takes to the
buffalo in the lean path (step 3; measured against the rule-of-thumb team's games)."""


def buffalo_playout(
    state: State[Any, Any], seat: int, rng: random.Random, careless: frozenset[int] = frozenset()
) -> float:
    """The chance of a team win read from the margin at the end, plus MARGIN per head."""
    ahead = rest_margin(cast(BuffaloState, state), rng)
    return 1.0 / (1.0 + math.exp(-ahead / SOFT)) + MARGIN * ahead


def team_margin(game: BuffaloState) -> float:
    """The buffalo's heads minus the team's score (BUF-07: the team wins if it is above 0)."""
    return float(heads(game.buffalo_pile) - game.team_score())


def rest_margin(game: BuffaloState, rng: random.Random) -> float:
    """The margin at the end of the game that steps 1 to 3 foresee; `game` is played on."""
    policy = BuffaloHeuristicBot(rng.getrandbits(32))
    turn = game.turn
    while not game.over and game.turn == turn:
        actor = game.to_act()[0]
        game.act(actor, cast(BuffaloAction, policy.choose(game.view(actor), game.legal(actor))))
    if game.over:
        return team_margin(game)
    weight = team_weight(game.config.players)
    lean = Specials(game.table.clone(), len(game.face_up) + len(game.stack), weight, rng)
    return team_margin(game) + _rest(game, lean)


class Specials:
    """The lean table and the team's special cards still in play (step 3)."""

    def __init__(self, table: BuffaloTable, left: int, weight: int, rng: random.Random) -> None:
        self.table = table
        self.left = left
        """The special cards still in play."""
        self.weight = weight
        self.rng = rng

    def place(self, order: Sequence[tuple[int, int]]) -> float:
        """The margin `order` ((seat, card) pairs, placed as it is) adds."""
        margin = 0.0
        for seat, card in order:
            taken = heads(place(self.table, seat, card))
            if seat == BUFFALO:
                margin += taken
            elif taken and self.left and self.rng.random() < TURNED:
                self.left -= 1
                margin += taken
            else:
                margin -= self.weight * taken
        return margin


def _rest(game: BuffaloState, lean: Specials) -> float:
    """The margin the turns left add when members play greedy cards (step 2)."""
    hands = [list(hand) for hand in game.hands]
    margin = 0.0
    for buffalo_card in game.buffalo:
        plays = [(_greedy(lean.table, hand, lean.rng), member) for member, hand in enumerate(hands)]
        for card, member in plays:
            hands[member].remove(card)
        plays.append((buffalo_card, BUFFALO))
        margin += lean.place([(owner, card) for card, owner in sorted(plays)])
    return margin


def _greedy(table: BuffaloTable, hand: list[int], rng: random.Random) -> int:
    """A member's card on the table as it stands: the one that takes no row and lands
    closest to a row's end; a card that takes one costs that row's heads (a low card the
    cheapest open row's). Ties go at random."""
    best, best_cost = hand[0], float("inf")
    for card in hand:
        row = table.target(card)
        if row == NO_ROW:
            cost = 100.0 + min(table.row_heads[r] for r in table.open_rows())
        elif len(table.rows[row]) >= table.capacity(row):
            cost = 100.0 + table.row_heads[row]
        else:
            cost = float(card - table.lasts[row])
        cost += rng.random()
        if cost < best_cost:
            best, best_cost = card, cost
    return best


def buffalo_candidates(given: Mapping[str, Any], legal: list[Action]) -> list[Action]:
    """A member's card: the CARDS the rule of thumb expects to cost least; a window (BUF-09)
    or a Sort's next card (BUF-17): the rule-of-thumb team bot's; else all of `legal`."""
    view = buffalo_view(given)
    if view["phase"] == CHOOSE:
        costs = card_costs(view, legal)
        return sorted(legal, key=lambda play: costs[play])[:CARDS]
    if view["phase"] in (SORTING, WINDOW):
        return [BuffaloHeuristicBot(0).choose(view, legal)]
    return legal
