"""The Beat the Buffalo playout of the search bot: this turn by the rule of thumb, then lean.

1. The rest of the current turn through the contract: members' cards and the low-card
   row by the rule-of-thumb team policy (bots.buffalo_heuristic), a Sort's order by its
   best order, and no further special card (each window passes: the search decides
   every window for itself).
2. The turns left (BUF-04: one round of 10) on a copy of the table, as the lean path of
   Take 6! does it: each member plays a greedy card of its hand (`_greedy`: no take if
   it can, near a row's end), the buffalo its next face-down card, lowest first (T6-05);
   a member's low card takes the open row with the fewest heads, the buffalo's its own
   row (BUF-06). No special card is used there, so each one still in play (face up or in
   the stack) counts `KEEP` heads for the team, as the rule-of-thumb bot counts it: a
   card used now must gain more than keeping it. (Random cards there, as in Take 6!,
   did no better: 23 wins against 25 of 40 three-player deals when searching cards.)

The value is the result that matters, a win (BUF-07: strictly fewer heads than the
buffalo), read smoothly from the final margin (a logistic curve of width SOFT heads: a
0/1 win from so coarse a sample of the future is mostly noise), plus a small term for
the margin itself, so that a game won or lost whatever the team does still has a
gradient.

The search compares few candidates (`buffalo_candidates`): a member's card among the
rule of thumb's CARDS cheapest, a window's passing against the rule of thumb's special
card. With all of them (dozens of Push! and Insert! placements, every card) the best of
many noisy estimates is mostly luck: such a search team won 8 to 15 of 40 three-player
games where the rule-of-thumb team won 32.
"""

from __future__ import annotations

import math
import random
from typing import Any, cast

from bullheads.bots.buffalo_heuristic import KEEP, BuffaloHeuristicBot, card_costs, placement_gain
from bullheads.core.state import Action, State
from bullheads.games.buffalo.actions import BuffaloAction, Pass
from bullheads.games.buffalo.config import team_weight
from bullheads.games.buffalo.events import BUFFALO
from bullheads.games.buffalo.specials import BuffaloTable
from bullheads.games.buffalo.state import CHOOSE, WINDOW, BuffaloState
from bullheads.games.take6.cards import heads
from bullheads.games.take6.table import NO_ROW

MARGIN = 0.01
"""The value of one head of margin (the buffalo's heads minus the team's score)."""
SOFT = 4.0
"""Heads of margin that lift the chance of a win from 1/2 to about 3/4 (a logistic curve)."""
CARDS = 3
"""A member's card is searched among the rule of thumb's this many cheapest cards."""


def buffalo_playout(state: State[Any, Any], seat: int, rng: random.Random) -> float:
    """The chance of a team win read from the margin at the end, plus MARGIN per head."""
    game = cast(BuffaloState, state)
    policy = BuffaloHeuristicBot(rng.getrandbits(32))
    turn = game.turn
    while not game.over and game.turn == turn:
        actor = game.to_act()[0]
        legal = game.legal(actor)
        if game.phase == WINDOW:
            action: BuffaloAction = Pass()
        else:
            action = cast(BuffaloAction, policy.choose(game.view(actor), legal))
        game.act(actor, action)
    weight = team_weight(game.config.players)
    margin = float(heads(game.buffalo_pile) - game.team_score())
    if not game.over:
        margin += _rest(game, rng, weight) + KEEP * (len(game.face_up) + len(game.stack))
    return 1.0 / (1.0 + math.exp(-margin / SOFT)) + MARGIN * margin


def _rest(game: BuffaloState, rng: random.Random, weight: int) -> float:
    """The margin the turns left add when members play greedy cards (step 2)."""
    table = game.table.clone()
    hands = [list(hand) for hand in game.hands]
    margin = 0.0
    for buffalo_card in game.buffalo:
        plays = [(_greedy(table, hand, rng), member) for member, hand in enumerate(hands)]
        for card, member in plays:
            hands[member].remove(card)
        plays.append((buffalo_card, BUFFALO))
        margin += placement_gain(table, [(owner, card) for card, owner in sorted(plays)], weight)
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
            cost = card - table.lasts[row]
        cost += rng.random()
        if cost < best_cost:
            best, best_cost = card, cost
    return best


def buffalo_candidates(view: dict[str, Any], legal: list[Action]) -> list[Action]:
    """In a window (BUF-09): passing, or the card the rule-of-thumb team bot would use;
    a member's card: the CARDS the rule of thumb expects to cost least; else all of `legal`."""
    if view["phase"] == CHOOSE:
        costs = card_costs(view, legal)
        return sorted(legal, key=lambda play: costs[play])[:CARDS]
    if view["phase"] != WINDOW:
        return legal
    proposal = BuffaloHeuristicBot(0).choose(view, legal)
    return [Pass()] if proposal == Pass() else [Pass(), proposal]
