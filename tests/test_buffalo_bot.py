"""The rule-of-thumb Beat the Buffalo team bot: legal to the end, and special cards with sense."""

from __future__ import annotations

import itertools

import pytest
from test_buffalo_positions import place_rest, position, reveal

from bullheads.bots.base import decide
from bullheads.bots.registry import make_bot
from bullheads.games.buffalo import BUFFALO_GAME
from bullheads.games.buffalo.actions import CardCard, Pass, RowCard, Sort
from bullheads.games.buffalo.config import BuffaloConfig
from bullheads.games.buffalo.state import TEAM
from bullheads.games.take6.actions import Play
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


def test_the_bot_replaces_its_own_sixth_card_with_the_best_card_of_its_hand() -> None:
    """BUF-12 as in example B3: the team seat's own 25 would be the sixth card of row 1;
    Replace! sends it back and the bot's 15 goes after 10, so nobody takes."""
    rows = [[2, 5, 9, 13, 17], [10], [50], [70]]
    state = position(rows, [[15, 25, 103], [104, 101, 102]], [80, 90, 91], ["replace", "first"])
    reveal(state, 25, 104)
    bot = make_bot("heuristic", "buffalo")
    assert decide(bot, state, TEAM) == CardCard("replace", 25)
    state.act(TEAM, CardCard("replace", 25))
    assert decide(bot, state, TEAM) == Play(15)


def test_the_bot_does_not_replace_another_members_card_it_cannot_see() -> None:
    state = position(
        [[2, 5, 9, 13, 17], [10], [50], [70]], [[103, 104], [15, 25]], [80, 90], ["replace", "first"]
    )
    reveal(state, 103, 25)
    assert decide(make_bot("heuristic", "buffalo"), state, TEAM) == Pass()


def test_a_window_skips_only_the_special_cards_that_change_nothing() -> None:
    """`Reach`: a Take 7! or Stop! the window does not place again (beside a row the
    revealed cards' placing did not reach) would have placed every card as without it
    (the same gain as passing), and the window chooses what weighing every card chooses."""
    from bullheads.bots.buffalo_heuristic import (
        KEEP,
        BuffaloHeuristicBot,
        Reach,
        _apply,
        _best_order,
        placement_gain,
        table_of,
    )
    from bullheads.games.buffalo.views import buffalo_view

    skipped = weighed = 0
    for players, game in itertools.product((2, 4, 6), range(3)):
        state = BUFFALO_GAME.new(BuffaloConfig(players), seed=100 + game)
        bot = BuffaloHeuristicBot(game)
        while not state.over:
            seat = state.to_act()[0]
            view = buffalo_view(state.view(seat))
            legal = state.legal(seat)
            if state.phase == "window" and view["window"] == "a":
                table, weight = table_of(view), view["team_weight"]
                order = [(owner, card) for owner, card in view["revealed"]]
                reach = Reach()
                base = placement_gain(table.clone(), order, weight, reach)
                best, best_gain = Pass(), base + KEEP
                for action in legal:
                    if isinstance(action, Sort):
                        _, gain = _best_order(view, table, order)
                    else:
                        trial = _apply(table.clone(), list(order), action, weight, view)
                        if trial is None:
                            continue
                        gain = trial[2] + placement_gain(trial[0], trial[1], weight)
                    if isinstance(action, RowCard) and not reach.changed_by(action):
                        assert gain == base, (action, view)
                        skipped += 1
                    elif isinstance(action, RowCard):
                        weighed += 1
                    if gain > best_gain:
                        best, best_gain = action, gain
                assert bot.choose(state.view(seat), legal) == best
            state.act(seat, decide(bot, state, seat))  # type: ignore[arg-type]
    assert skipped > 0 and weighed > 0
