"""The Take 6! playout of the search bot: the rest of the round on the lean path.

Plays the current round out and values the totals it ends with by the seat's chance to
win the game (take6_outlook.game_value), so the search takes few heads, gives them to
its rivals where it can, and near the end plays to stay below the lowest total. Decisions
before the next card choice are made quickly through the contract (a low card's owner
takes the cheapest row, T6-09; a drafting seat takes a random face-up card, T6-16);
from the card choice on, `rollout.rollout_round` plays the round out with random cards.

The seat's own total comes from that rollout, and so do the totals of the seats this
world models as careless players (`careless`, take6_rivals), who do play at random. The
careful seats' rests of the round come from their pace (`rest_at_pace`), while the heads
the current turn gave them are counted as they fell: random cards hand the others heads
that careful players dodge, and valued from the rollout, the search traded its own heads
for them and lost games against rule-of-thumb players (57% won, against 68% at their
pace; docs/bots.md).
"""

from __future__ import annotations

import random
from typing import Any, cast

from bullheads.bots.take6_outlook import game_value, paces
from bullheads.core.state import State
from bullheads.games.take6.actions import DRAFT, TAKE
from bullheads.games.take6.config import EndRule
from bullheads.games.take6.rollout import rollout_round
from bullheads.games.take6.state import Phase, Take6State


def take6_playout(
    state: State[Any, Any], seat: int, rng: random.Random, careless: frozenset[int] = frozenset()
) -> float:
    """`seat`'s chance to win from the totals at the end of the current round."""
    game = cast(Take6State, state)
    current = game.round
    pace = paces(game.totals, current - 1)
    rounds_left = float(game.config.rounds - current) if game.config.end is EndRule.ROUNDS else None
    while not game.over and game.round == current and game.phase is not Phase.CHOOSE:
        actor = game.to_act()[0]
        if game.phase is Phase.ROW:
            game.act(actor, TAKE[game.table.cheapest_row()])
        else:
            game.act(actor, DRAFT[rng.choice(game.draft_pool)])
    if game.over:
        return game_value(game.config, seat, game.result().scores, pace, game.active, 0.0)
    totals: list[float]
    if game.round != current:
        totals = list(game.totals)
    else:
        heads = rollout_round(game, rng)
        totals = [
            total
            + (heads[other] if other == seat or other in careless else rest_at_pace(game, other, pace[other]))
            for other, total in enumerate(game.totals)
        ]
    return game_value(game.config, seat, totals, pace, game.active, rounds_left)


def rest_at_pace(game: Take6State, other: int, pace: float) -> float:
    """The heads another seat ends the round with: what it has taken, and its pace for
    the share of the round still to play (its cards left of the round's turns)."""
    return game.penalty_heads[other] + pace * len(game.hands[other]) / game.turns_in_round
