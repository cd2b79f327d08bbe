"""The Take 11! playout of the search bot: a short look-ahead within the round.

Plays at most HORIZON actions of the rule-of-thumb bot for every seat (random play tells
good moves from bad ones too poorly), stopping early when the round is scored, and
values the state for a seat as minus its points plus the heads still in its hand: those
are what it would score if the round ended now (T11-06, T11-07), and fewest points wins
(T11-09). Play to the end of a round, let alone of the game, is too long a horizon for
the time a decision has.
"""

from __future__ import annotations

import random
from typing import Any, cast

from bullheads.bots.take11_heuristic import Take11HeuristicBot
from bullheads.core.state import State
from bullheads.games.take11.actions import Take11Action
from bullheads.games.take11.cards import heads
from bullheads.games.take11.state import Take11State

HORIZON = 12


def take11_playout(state: State[Any, Any], seat: int, rng: random.Random) -> float:
    """Minus `seat`'s points and hand heads after a short look-ahead."""
    game = cast(Take11State, state)
    policy = Take11HeuristicBot(rng.getrandbits(32))
    current = game.round
    for _ in range(HORIZON):
        if game.over or game.round != current:
            return -float(game.result().scores[seat])
        actor = game.to_act()[0]
        game.act(actor, cast(Take11Action, policy.choose(game.view(actor), game.legal(actor))))
    if game.over or game.round != current:
        return -float(game.result().scores[seat])
    return -float(game.totals[seat] + heads(game.config.heads, game.hands[seat]))
