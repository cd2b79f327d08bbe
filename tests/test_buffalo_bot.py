"""The rule-of-thumb Beat the Buffalo team bot: legal to the end, and special cards with sense."""

from __future__ import annotations

import pytest
from test_buffalo_positions import place_rest, position, reveal

from bullheads.bots.base import decide
from bullheads.bots.registry import make_bot
from bullheads.games.buffalo import BUFFALO_GAME
from bullheads.games.buffalo.actions import Pass, RowCard, Sort
from bullheads.games.buffalo.config import BuffaloConfig
from bullheads.games.buffalo.state import TEAM
from bullheads.games.take6.cards import heads


@pytest.mark.parametrize("players", range(1, 7))
def test_the_team_bot_plays_legal_decisions_to_the_end(players: int) -> None:
    state = BUFFALO_GAME.new(BuffaloConfig(players), seed=players)
    bots = [make_bot("heuristic", "buffalo", seat) for seat in range(players)]
    while not state.over:
        seat = state.to_act()[0]
        action = decide(bots[seat], state, seat)
        assert action in state.legal(seat)
        state.act(seat, action)  # type: ignore[arg-type]


def test_the_bot_lays_stop_to_force_the_buffalos_card_onto_a_full_row() -> None:
    state = position([[4, 8, 12, 16, 20], [22, 24], [60], [80]], [[90], [100]], [25], ["stop", "take7"])
    reveal(state, 90, 100)
    assert decide(make_bot("heuristic", "buffalo"), state, TEAM) == RowCard("stop", 1)


def test_the_bot_sorts_so_that_the_buffalo_takes_the_full_row() -> None:
    state = position(
        [[70], [40, 45, 50, 53], [30, 35], [90]], [[55], [68], [78], [80]], [72], ["sort", "take7"]
    )
    reveal(state, 55, 68, 78, 80)
    bot = make_bot("heuristic", "buffalo")
    assert decide(bot, state, TEAM) == Sort()
    while state.phase in ("window", "sort") and state.order:
        state.act(TEAM, decide(bot, state, TEAM))  # type: ignore[arg-type]
    place_rest(state)
    assert heads(state.buffalo_pile) >= 16 and state.team_pile == []


def test_the_bot_keeps_its_cards_when_nothing_is_gained() -> None:
    state = position([[5], [20], [30], [40]], [[10], [104]], [50], ["take7", "stop"])
    reveal(state, 10, 104)
    assert decide(make_bot("heuristic", "buffalo"), state, TEAM) == Pass()
