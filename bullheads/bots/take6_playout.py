"""The Take 6! playout of the search bot: the rest of the round on the lean path.

Values a state for a seat as minus the points that seat will have at the end of the
current round (T6-11), so the search minimizes the heads it takes. Decisions before the
next card choice are made quickly through the contract (a low card's owner takes the
cheapest row, T6-09; a drafting seat takes a random face-up card, T6-16); from the card
choice on, `rollout.rollout_round` plays the round out with random cards.
"""

from __future__ import annotations

import random
from typing import Any, cast

from bullheads.core.state import State
from bullheads.games.take6.actions import DRAFT, TAKE
from bullheads.games.take6.rollout import rollout_round
from bullheads.games.take6.state import Phase, Take6State


def take6_playout(state: State[Any, Any], seat: int, rng: random.Random) -> float:
    """Minus `seat`'s points at the end of the current round (or of the game)."""
    game = cast(Take6State, state)
    current = game.round
    while not game.over and game.round == current and game.phase is not Phase.CHOOSE:
        actor = game.to_act()[0]
        if game.phase is Phase.ROW:
            game.act(actor, TAKE[game.table.cheapest_row()])
        else:
            game.act(actor, DRAFT[rng.choice(game.draft_pool)])
    if game.over or game.round != current:
        return -float(game.result().scores[seat])
    return -float(game.totals[seat] + rollout_round(game, rng)[seat])
