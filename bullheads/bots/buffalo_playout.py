"""The Beat the Buffalo playout of the search bot: this turn by the rule of thumb, then lean.

1. The rest of the current turn through the contract: members' cards and the low-card
   row by the rule-of-thumb team policy (bots.buffalo_heuristic), a Sort's order by its
   best order, and no further special card (each window passes: the search decides
   every window for itself).
2. The turns left (BUF-04: one round of 10) on a copy of the table, as the lean path of
   Take 6! does it: each member plays a random card of its hand, the buffalo its next
   face-down card, lowest first (T6-05); a member's low card takes the open row with the
   fewest heads, the buffalo's its own row (BUF-06). No special card is used there, so
   each one still in play (face up or in the stack) counts `KEEP` heads for the team, as
   the rule-of-thumb bot counts it: a card used now must gain more than keeping it.

The value is the result that matters, a win (BUF-07: strictly fewer heads than the
buffalo), plus a small term for the heads margin: wins and losses alone are flat over
most choices (a game won or lost whatever the team does), and the margin tells the search
which choice leaves the team better placed.
"""

from __future__ import annotations

import random
from typing import Any, cast

from bullheads.bots.buffalo_heuristic import KEEP, BuffaloHeuristicBot
from bullheads.core.state import State
from bullheads.games.buffalo.actions import BuffaloAction, Pass
from bullheads.games.buffalo.events import BUFFALO
from bullheads.games.buffalo.state import WINDOW, BuffaloState
from bullheads.games.take6.cards import HEADS, heads
from bullheads.games.take6.table import NO_ROW

MARGIN = 0.01
"""The value of one head of margin (the buffalo's heads minus the team's score); a win is 1."""


def buffalo_playout(state: State[Any, Any], seat: int, rng: random.Random) -> float:
    """1 for a team win, plus MARGIN per head of margin at the end of the game."""
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
    weight = 2 if game.config.players <= 2 else 1
    margin = float(heads(game.buffalo_pile) - game.team_score())
    if not game.over:
        margin += _rest(game, rng, weight) + KEEP * (len(game.face_up) + len(game.stack))
    return float(margin > 0) + MARGIN * margin


def _rest(game: BuffaloState, rng: random.Random, weight: int) -> float:
    """The margin the turns left add when members play random cards (step 2)."""
    table = game.table.clone()
    hands = [list(hand) for hand in game.hands]
    for hand in hands:
        rng.shuffle(hand)
    margin = 0.0
    for turn, buffalo_card in enumerate(game.buffalo):
        plays = [(hand[turn], member) for member, hand in enumerate(hands)]
        plays.append((buffalo_card, BUFFALO))
        plays.sort()
        for card, owner in plays:
            row = table.target(card)
            if row != NO_ROW:
                taken = table.place(row, card)
            elif owner == BUFFALO:
                taken = table.take(table.buffalo_row(), card)
            else:
                taken = table.take(min(table.open_rows(), key=lambda r: table.row_heads[r]), card)
            if taken:
                taken_heads = sum(HEADS[taken_card] for taken_card in taken)
                margin += taken_heads if owner == BUFFALO else -weight * taken_heads
    return margin
