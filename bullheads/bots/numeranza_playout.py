"""The Numeranza playout of the search bot: a rule-of-thumb look-ahead, valued by score.

Random play to the end of a Numeranza game is long and tells good moves from bad ones
poorly (most random actions waste a turn). This playout lets the rule-of-thumb bot
(bots.numeranza_heuristic) play every seat, the co-operative team seat included, for at
most HORIZON actions, and values the position reached for a seat:

- competitive variants (NUM-02): a win when the game has ended (1/k for a k-way share),
  plus SCALE times the seat's points minus the best other seat's points: the progress
  that wins games, which a short look-ahead can see;
- the co-operative variant (V5): a team win when it has ended, plus SCALE times the
  cards on the common pile (the team's score, the progress towards victory, V5-4).
"""

from __future__ import annotations

import random
from typing import Any, cast

from bullheads.bots.numeranza_heuristic import NumeranzaHeuristicBot
from bullheads.core.state import State
from bullheads.games.numeranza.actions import NumeranzaAction
from bullheads.games.numeranza.config import Variant
from bullheads.games.numeranza.state import NumeranzaState

HORIZON = 30
"""Actions of look-ahead: a few turns of every seat, short enough for the time a decision has."""
SCALE = 0.05
"""The value of one point (or one card on the common pile); a win is 1."""


def numeranza_playout(
    state: State[Any, Any], seat: int, rng: random.Random, careless: frozenset[int] = frozenset()
) -> float:
    """A win, plus SCALE times the seat's lead in points (co-op: the team's pile)."""
    game = cast(NumeranzaState, state)
    policy = NumeranzaHeuristicBot(rng.getrandbits(32))
    for _ in range(HORIZON):
        if game.over:
            break
        actor = game.to_act()[0]
        game.act(actor, cast(NumeranzaAction, policy.choose(game.view(actor), game.legal(actor))))
    result = game.result()
    won = 0.0
    if game.over and seat in result.winners:
        won = 1.0 if game.config.variant is Variant.COOP else 1.0 / len(result.winners)
    if game.config.variant is Variant.COOP:
        return won + SCALE * result.scores[seat]
    lead = result.scores[seat] - max(score for other, score in enumerate(result.scores) if other != seat)
    return won + SCALE * lead
