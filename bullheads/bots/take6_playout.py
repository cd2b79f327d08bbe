"""The Take 6! playout of the search bot: the rest of the round on the lean path.

Plays the current round out and values the totals it ends with by the seat's chance to
win the game (take6_outlook.game_value), so the search takes few heads, gives them to
its rivals where it can, and near the end plays to stay below the lowest total. Decisions
before the next card choice are made quickly through the contract (a low card's owner
takes the cheapest row, T6-09; a drafting seat takes a random face-up card, T6-16);
from the card choice on, `rollout.rollout_round` plays the round out with random cards.

The totals of the seats this world models as careless players (`careless`,
take6_rivals), who do play at random, come from that rollout. The careful seats' rests
of the round come from their pace (`rest_at_pace`), while the heads the current turn gave
them are counted as they fell: random cards hand the others heads that careful players
dodge, and valued from the rollout, the search traded its own heads for them and lost
games against rule-of-thumb players (57% won, against 68% at their pace; docs/bots.md).

The seat's own rest of the round comes from the rollout too, which tells a dangerous
hand from a safe one, but random cards take far more heads than the search does (about
12 a round with 4 players, against 4 to 5), so `own_rest` moves it by the difference
between random play's pace and the seat's own. The move is the same for every candidate
of a decision, so it reorders none by the seat's heads alone; it shows the seat how far
ahead it really is, which is what a chance to win depends on.
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

RANDOM_PACE = (0.0, 0.0, 8.1, 10.8, 12.2, 13.0, 13.6, 14.0, 14.3, 14.5, 14.7)
"""Heads a seat takes in a round when every seat plays at random, by number of players
(2 to 10; `rollout.random_round` over 1000 rounds, checked by tests/test_take6_outlook.py)."""


def take6_playout(
    state: State[Any, Any], seat: int, rng: random.Random, careless: frozenset[int] = frozenset()
) -> float:
    """`seat`'s chance to win from the totals at the end of the current round."""
    game = cast(Take6State, state)
    current = game.round
    pace = paces(game.totals, current - 1, seat)
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
            total + (heads[other] if other in careless else rest_at_pace(game, other, pace[other]))
            for other, total in enumerate(game.totals)
        ]
        totals[seat] = game.totals[seat] + own_rest(game, seat, heads[seat], pace[seat])
    return game_value(game.config, seat, totals, pace, game.active, rounds_left)


def rest_at_pace(game: Take6State, other: int, pace: float) -> float:
    """The heads another seat ends the round with: what it has taken, and its pace for
    the share of the round still to play."""
    return game.penalty_heads[other] + pace * round_left(game, other)


def own_rest(game: Take6State, seat: int, rolled: float, pace: float) -> float:
    """The searching seat's heads at the end of the round: `rolled`, what the random
    rollout gave it, less the heads random play takes beyond the seat's pace in the share
    of the round still to play (module docstring)."""
    return rolled - (RANDOM_PACE[sum(game.active)] - pace) * round_left(game, seat)


def round_left(game: Take6State, seat: int) -> float:
    """The share of the round `seat` has still to play: its cards left of the round's turns."""
    return len(game.hands[seat]) / game.turns_in_round
