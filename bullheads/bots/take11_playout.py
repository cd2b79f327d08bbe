"""The Take 11! playout of the search bot: the rest of the round by the rule of thumb.

Every seat plays the rule-of-thumb bot (bots.take11_heuristic, reading the state
directly rather than building a view for every action) until the round is scored. A
round always ends, and soon: each turn plays a card or takes a pile, which reveals two
cards of the draw pile (T11-05..T11-07).

The value for a seat is the others' mean total minus its own, after the round, plus
WIN if the game ended with the seat's win (WIN / k when k seats share it). A round is a
race: the first to empty its hand scores nothing and every other seat the heads left in
its hand (T11-06), and the fewest points win the game (T11-09). Valued by its own points
alone, the search plays for small hands but lets the others go out cheaply; valued by
its lead, it also weighs what its play and its takes leave to the others; in the last
round, what counts is the win. The round ends too far away for a short look-ahead:
valued after 12 actions by its own points and hand, the search won less than its fair
share (docs/bots.md).
"""

from __future__ import annotations

import random
from typing import Any, cast

from bullheads.bots.take11_heuristic import rule_of_thumb, seen_in
from bullheads.core.state import State
from bullheads.games.take11.actions import Take11Action
from bullheads.games.take11.state import Take11State

WIN = 10.0
"""The value of winning the game, in heads of lead: about two rounds' worth (a seat that
does not go out scores 5 heads a round on average among rule-of-thumb bots)."""


def take11_playout(
    state: State[Any, Any], seat: int, rng: random.Random, careless: frozenset[int] = frozenset()
) -> float:
    """The others' mean total minus `seat`'s at the end of the current round, plus WIN
    for a win if that was the last round."""
    game = cast(Take11State, state)
    current = game.round
    while not game.over and game.round == current:
        actor = game.seat
        game.act(actor, cast(Take11Action, rule_of_thumb(seen_in(game, actor), game.legal(actor))))
    totals = game.totals
    others = (sum(totals) - totals[seat]) / (len(totals) - 1)
    won = WIN / len(game.winners) if seat in game.winners else 0.0
    return others - totals[seat] + won
