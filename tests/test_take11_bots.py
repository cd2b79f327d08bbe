"""The Take 11! rule-of-thumb bot and the search bot's Take 11! playout."""

from __future__ import annotations

import random

from bullheads.bots.take11_heuristic import Take11HeuristicBot, rule_of_thumb, seen_from_view, seen_in
from bullheads.bots.take11_playout import take11_playout
from bullheads.games.take11 import TAKE11, Take11Config


def test_the_playout_reads_from_the_state_what_the_bot_reads_from_the_view() -> None:
    """`seen_in` is the lean path of `seen_from_view`: equal at every position of a game."""
    state = TAKE11.new(Take11Config(players=3), seed=7)
    bot = Take11HeuristicBot(1)
    while not state.over:
        seat = state.to_act()[0]
        seen = seen_in(state, seat)
        assert seen_from_view(state.view(seat)) == seen
        action = bot.choose(state.view(seat), state.legal(seat))
        assert action == rule_of_thumb(seen, state.legal(seat))
        state.act(seat, action)


def test_the_playout_plays_the_round_out_and_values_the_lead_over_the_others_mean() -> None:
    """T11-06: the round ends when a hand is empty; the value is the others' mean round
    score minus the seat's (all totals were 0 before round 1)."""
    state = TAKE11.new(Take11Config(players=4), seed=3)
    value = take11_playout(state, 2, random.Random(1))
    assert state.round == 2 and len(state.score_pad) == 1
    scored = state.score_pad[0]
    assert 0 in scored
    assert value == sum(scored[seat] for seat in (0, 1, 3)) / 3 - scored[2]
