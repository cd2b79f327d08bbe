"""The rule-of-thumb Numeranza bot in the trips variant (V3): its games end by the rules,
and its trip habits (V3-3) do not stall the table."""

from __future__ import annotations

import pytest
from numeranza_tools import arrange, new, run

from bullheads.bots.numeranza_heuristic import NumeranzaHeuristicBot
from bullheads.bots.registry import make_bot
from bullheads.games.numeranza import NUMERANZA, NumeranzaConfig
from bullheads.games.numeranza.actions import CONFRONT, DRAW, TRIP, Defend

STARTS = [{"dice": [6, 6]}, {"dice": [1, 1]}, {"dice": [1, 2]}]
"""Target 8 is rolled first ({"dice": [4, 4]}), then seat 0 rolls 12 and starts."""


@pytest.mark.parametrize("players", [2, 4])
def test_trips_games_of_the_bot_end_by_exhaustion_not_the_turn_limit(players: int) -> None:
    """V3-4: the game ends at the first exhaustion. Bots that tripped whenever their zone
    was strong reached the turn limit (400) in about four games of ten."""
    for seed in range(12):
        state = NUMERANZA.new(NumeranzaConfig(variant="trips", players=players), seed=seed)
        bots = [make_bot("heuristic", "numeranza", seed * 10 + seat) for seat in range(players)]
        while not state.over:
            seat = state.to_act()[0]
            state.act(seat, bots[seat].choose(state.view(seat), state.legal(seat)))
        assert state.reason == "exhaustion", f"seed {seed}: {state.reason}"


def test_with_a_small_hand_of_overshooting_cards_the_bot_draws_rather_than_trips() -> None:
    """V3-3: zone 7 for target 8, hand [2]; another seat has 3 cards in play. A draw may
    bring the 1; a trip would only cost the others a card and the game a turn."""
    state = new("trips", players=3, setup=[{"dice": [4, 4]}, *STARTS])
    arrange(state, 0, play=[4, 3], hand=[2])
    arrange(state, 1, play=[1, 2, 2])
    assert TRIP in state.legal(0) and DRAW in state.legal(0)
    for seed in range(8):
        assert NumeranzaHeuristicBot(seed).choose(state.view(0), state.legal(0)) == DRAW


def test_with_a_large_hand_a_worthwhile_trip_is_declared_sometimes_not_always() -> None:
    """V3-3: with three overshooting cards in hand and a threatening seat the bot trips in
    some games only, so that tables of bots tripping each other do not stall."""
    state = new("trips", players=3, setup=[{"dice": [4, 4]}, *STARTS])
    arrange(state, 0, won=[6], play=[4, 3], hand=[2, 2, 6])
    arrange(state, 1, play=[1, 2, 2])
    choices = {NumeranzaHeuristicBot(seed).choose(state.view(0), state.legal(0)) for seed in range(16)}
    assert TRIP in choices and len(choices) > 1, choices


def test_a_zone_one_below_the_target_confronts_a_trip() -> None:
    """V3-3 [R]: the attacker wins only with a strictly higher zone; an attacker that did
    not claim is below the target, so a zone of target - 1 cannot lose: it confronts
    rather than throwing away a card, even against three attacking cards."""
    state = new("trips", players=3, setup=[{"dice": [4, 4]}, *STARTS])
    arrange(state, 0, play=[1, 2, 4])
    arrange(state, 1, play=[4, 3])
    arrange(state, 2, play=[2])
    run(state, (0, TRIP))
    bot = NumeranzaHeuristicBot(0)
    assert bot.choose(state.view(1), state.legal(1)) == CONFRONT
    assert isinstance(bot.choose(state.view(2), state.legal(2)), Defend), "a zone of 2 defends"
