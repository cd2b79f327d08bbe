"""The rule-book examples B1-B8 of Beat the Buffalo (examples.md), exactly as stated.

Positions are built to match each example's text (the pictures were lost); the other
cards of the turn (a partner's, the buffalo's) are chosen so that they change nothing.
"""

from __future__ import annotations

from test_buffalo_positions import place_rest, position, reveal

from bullheads.games.buffalo.actions import CardCard, Insert, Pass, Push, RowCard, Sort
from bullheads.games.buffalo.events import BUFFALO
from bullheads.games.buffalo.state import TEAM
from bullheads.games.take6.actions import Play
from bullheads.games.take6.cards import heads


def test_B1_BUF_10_take7_makes_20_the_sixth_card_and_the_seventh_takes_six() -> None:
    state = position(
        [[3, 6, 9, 12, 17], [30], [50], [70]], [[20, 21], [103, 104]], [80, 90], ["take7", "first"]
    )
    reveal(state, 20, 104)
    state.act(TEAM, RowCard("take7", 0))
    place_rest(state)
    assert state.table.rows[0] == [3, 6, 9, 12, 17, 20]
    assert state.team_pile == []
    reveal(state, 21, 103)
    place_rest(state)
    assert state.team_pile == [3, 6, 9, 12, 17, 20]
    assert state.table.rows[0] == [21]
    assert state.view(None)["take7"] == []


def test_B2_BUF_11_stop_forces_the_buffalos_25_onto_the_full_row() -> None:
    state = position([[4, 8, 12, 16, 20], [22, 24], [60], [80]], [[90], [100]], [25], ["stop", "take7"])
    reveal(state, 90, 100)
    assert state.order[0] == (BUFFALO, 25)
    state.act(TEAM, RowCard("stop", 1))
    place_rest(state)
    assert state.buffalo_pile == [4, 8, 12, 16, 20]
    assert heads(state.buffalo_pile) == 7
    assert state.table.rows[0] == [25]
    assert state.table.rows[1] == [22, 24]


def test_B3_BUF_12_replace_sends_25_back_and_15_goes_after_10() -> None:
    state = position(
        [[2, 5, 9, 13, 17], [10], [50], [70]], [[15, 25], [103, 104]], [80, 90], ["replace", "take7"]
    )
    reveal(state, 25, 104)
    state.act(TEAM, CardCard("replace", 25))
    assert state.to_act() == [0]
    assert state.legal(0) == [Play(15)]
    state.act(0, Play(15))
    assert state.table.rows[1] == [10, 15]
    assert state.hands[0] == [25]
    place_rest(state)
    assert state.team_pile == []
    assert state.table.rows[0] == [2, 5, 9, 13, 17]


def test_B4_BUF_13_insert_puts_10_between_5_and_11() -> None:
    state = position([[5, 11, 14], [20], [30], [40]], [[10], [104]], [50], ["insert", "take7"])
    reveal(state, 10, 104)
    state.act(TEAM, Insert(0, 1))
    assert state.table.rows[0] == [5, 10, 11, 14]
    place_rest(state)
    assert state.team_pile == []
    assert state.table.rows[0] == [5, 10, 11, 14]


def test_B5_BUF_14_push_makes_the_buffalos_15_the_sixth_card() -> None:
    state = position([[2, 4, 9, 12], [30], [40], [6, 7]], [[90], [100]], [15], ["push", "take7"])
    reveal(state, 90, 100)
    state.act(TEAM, Push(3, 1, 0, 2))
    assert state.table.rows[0] == [2, 4, 7, 9, 12]
    place_rest(state)
    assert state.buffalo_pile == [2, 4, 7, 9, 12]
    assert heads(state.buffalo_pile) == 5
    assert state.table.rows[0] == [15]
    assert state.table.rows[3] == [6]


B6_ROWS = [[91], [81, 83, 84, 86, 87], [70, 71], [75, 76, 77]]


def test_B6_BUF_15_unaided_the_buffalos_5_takes_row_1_and_100_is_a_sixth_card() -> None:
    state = position(B6_ROWS, [[100], [78]], [5], ["first", "take7"])
    reveal(state, 100, 78)
    place_rest(state)
    assert state.buffalo_pile == [91]
    assert state.team_pile == [81, 83, 84, 86, 87]


def test_B6_BUF_15_first_card_places_imeldas_100_first() -> None:
    state = position(B6_ROWS, [[100], [78]], [5], ["first", "take7"])
    reveal(state, 100, 78)
    state.act(TEAM, CardCard("first", 100))
    assert state.order[0] == (0, 100)
    state.act(TEAM, Pass())
    assert state.table.rows[0] == [91, 100]
    place_rest(state)
    assert state.buffalo_pile == [91, 100]
    assert heads(state.buffalo_pile) == 4
    assert state.team_pile == []


def test_B7_BUF_16_last_card_lets_the_buffalos_103_go_first() -> None:
    state = position([[20], [90, 92, 94, 96, 98], [50], [70]], [[100], [60]], [103], ["last", "take7"])
    reveal(state, 100, 60)
    state.act(TEAM, CardCard("last", 100))
    place_rest(state)
    assert state.buffalo_pile == [90, 92, 94, 96, 98]
    assert heads(state.buffalo_pile) == 7
    assert state.table.rows[1] == [103]
    assert state.table.rows[3] == [70, 100]
    assert state.team_pile == []


B8_ROWS = [[70], [40, 45, 50, 53], [30, 35], [90]]


def test_B8_BUF_17_unaided_68_is_the_sixth_card_of_row_2() -> None:
    state = position(B8_ROWS, [[55], [68], [78], [80]], [72], ["sort", "take7"])
    reveal(state, 55, 68, 78, 80)
    place_rest(state)
    assert state.team_pile == [40, 45, 50, 53, 55]


def test_B8_BUF_17_sort_makes_the_buffalos_72_the_sixth_card() -> None:
    state = position(B8_ROWS, [[55], [68], [78], [80]], [72], ["sort", "take7"])
    reveal(state, 55, 68, 78, 80)
    state.act(TEAM, Sort())
    for card in (78, 80, 55, 72):
        state.act(TEAM, CardCard("order", card))
    assert [card for _, card in state.order] == [78, 80, 55, 72, 68]
    place_rest(state)
    assert state.buffalo_pile == [40, 45, 50, 53, 55]
    assert heads(state.buffalo_pile) == 16
    assert state.table.rows[0] == [70, 78, 80]
    assert state.table.rows[2] == [30, 35, 68]
    assert state.team_pile == []
