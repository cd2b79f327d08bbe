"""Beat the Buffalo rules, one test (at least) per rule id BUF-01..BUF-18, and the refusals."""

from __future__ import annotations

import pytest
from test_buffalo_positions import place_rest, position, reveal

from bullheads.core.errors import ConfigError, IllegalAction
from bullheads.games.buffalo import BUFFALO_GAME
from bullheads.games.buffalo.actions import CardCard, Insert, Pass, Push, RowCard, Sort
from bullheads.games.buffalo.config import BuffaloConfig
from bullheads.games.buffalo.events import BUFFALO
from bullheads.games.buffalo.specials import IN_PLAY, STOP, TAKE7, BuffaloTable, Stop, Take7
from bullheads.games.buffalo.state import TEAM
from bullheads.games.take6.actions import Play, TakeRow
from bullheads.games.take6.cards import heads


def refused(state: object, seat: int, action: object, reason: str) -> None:
    with pytest.raises(IllegalAction, match=reason):
        state.act(seat, action)  # type: ignore[attr-defined]


def test_BUF_01_one_to_six_players_against_an_automatic_buffalo() -> None:
    for players in range(1, 7):
        state = BUFFALO_GAME.new(BuffaloConfig(players), seed=players)
        assert all(0 <= seat < players for seat in state.to_act())
    for players in (0, 7):
        with pytest.raises(ConfigError, match="1 to 6 players"):
            BuffaloConfig(players)


def test_BUF_02_ten_cards_each_ten_hidden_for_the_buffalo_and_four_rows() -> None:
    state = BUFFALO_GAME.new(BuffaloConfig(4), seed=2)
    assert [len(hand) for hand in state.hands] == [10] * 4
    assert len(state.buffalo) == 10
    assert [len(row) for row in state.table.rows] == [1, 1, 1, 1]
    cards = [*(card for hand in state.hands for card in hand), *state.buffalo]
    cards += [card for row in state.table.rows for card in row]
    assert len(set(cards)) == len(cards) == 54
    for seat in (None, 0, 1, 2, 3):
        text = str(state.view(seat))
        assert "buffalo_cards" in text and all(
            f"'hand': {state.hands[other]}" not in text for other in range(4) if other != seat
        )
        assert state.view(seat)["buffalo_cards"] == 10 and "buffalo" not in state.view(seat)


@pytest.mark.parametrize("players", range(1, 7))
def test_BUF_03_special_cards_by_team_size_two_face_up(players: int) -> None:
    state = BUFFALO_GAME.new(BuffaloConfig(players), seed=7)
    assert len(state.face_up) + len(state.stack) == IN_PLAY[players]
    assert len(state.face_up) == min(2, IN_PLAY[players])
    view = state.view(0)
    assert view["stack"] == len(state.stack) and "specials" not in view


def test_BUF_03_a_used_card_is_replaced_at_once_and_can_be_used_at_once() -> None:
    state = position([[5, 11, 14], [20], [30], [40]], [[10], [104], [103]], [50], ["take7", "stop", "insert"])
    state.act(TEAM, RowCard("take7", 2))
    assert state.face_up == ["stop", "insert"] and state.stack == []
    reveal(state, 10, 104, 103)
    state.act(TEAM, Insert(0, 1))
    assert state.face_up == ["stop"]


def test_BUF_03_solo_games_have_no_special_cards_and_no_windows() -> None:
    state = BUFFALO_GAME.new(BuffaloConfig(1), seed=3)
    assert state.face_up == [] and state.stack == [] and state.phase == "choose"


def test_BUF_04_ten_turns_the_buffalo_reveals_its_top_card() -> None:
    state = BUFFALO_GAME.new(BuffaloConfig(1), seed=4)
    buffalo = list(state.buffalo)
    for turn in range(10):
        assert state.turn == turn + 1
        card = state.hands[0][0]
        events = state.act(0, Play(card))
        revealed = next(event for event in events if event.kind() == "cards_revealed")
        assert (buffalo[turn], BUFFALO) in revealed.plays  # type: ignore[attr-defined]
        while state.phase == "row":
            state.act(TEAM, state.legal(TEAM)[0])
    assert state.over


def test_BUF_05_one_team_pile_and_the_buffalos_own() -> None:
    state = position(
        [[1, 2, 3, 4, 5], [20, 21, 23, 24, 26], [40], [60, 61, 62, 63, 64]], [[6], [27]], [65], []
    )
    reveal(state, 6, 27)
    assert state.team_pile == [1, 2, 3, 4, 5, 20, 21, 23, 24, 26]
    assert state.buffalo_pile == [60, 61, 62, 63, 64]


def test_BUF_06_the_buffalos_low_card_takes_the_fewest_heads_then_the_highest_last_card() -> None:
    state = position([[10], [20, 21], [31, 32], [55]], [[90]], [1], [])
    reveal(state, 90)
    assert state.buffalo_pile == [31, 32]
    state = position([[12], [13], [31, 32], [55]], [[90]], [1], [])
    reveal(state, 90)
    assert state.buffalo_pile == [13]


def test_BUF_06_a_members_low_card_row_is_the_teams_choice() -> None:
    state = position([[10], [20], [30], [40]], [[90], [5]], [95], ["take7"])
    reveal(state, 90, 5)
    state.act(TEAM, Pass())
    assert state.phase == "row" and state.to_act() == [TEAM]
    state.act(TEAM, TakeRow(3))
    assert state.team_pile == [40]


def end_of_game(first_row: list[int], card: int, players: int) -> tuple[int, int, bool]:
    others = [[101 + seat] for seat in range(players - 1)]
    state = position([first_row, [70, 75, 76, 77, 78], [90], [100]], [[card], *others], [79], [])
    reveal(state, card, *(hand[0] for hand in others))
    place_rest(state)
    while state.phase == "row":
        state.act(TEAM, TakeRow(0))
    assert state.over
    return state.team_score(), heads(state.buffalo_pile), state.result().winners != ()


def test_BUF_07_team_heads_double_for_one_or_two_players_and_a_tie_loses() -> None:
    assert end_of_game([1, 2, 3, 4, 5], 6, 1) == (12, 12, False)
    assert end_of_game([1, 2, 3, 4, 5], 6, 2) == (12, 12, False)
    assert end_of_game([1, 2, 3, 4, 5], 6, 3) == (6, 12, True)
    assert end_of_game([1, 2, 3, 4, 6], 7, 2) == (10, 12, True)


def test_BUF_07_result_gives_every_member_the_team_score() -> None:
    state = position([[1, 2, 3, 4, 5], [70, 75, 76, 77, 78], [90], [100]], [[6], [101], [102]], [79], [])
    reveal(state, 6, 101, 102)
    assert state.result().to_json() == {"scores": [6, 6, 6], "winners": [0, 1, 2]}


def test_BUF_08_no_window_and_no_special_card_while_cards_are_chosen() -> None:
    state = position([[5, 11, 14], [20], [30], [40]], [[10], [104]], [50], ["take7", "stop"])
    state.act(TEAM, Pass())
    state.act(1, Play(104))
    assert state.legal(TEAM) == [Play(10)]
    refused(state, TEAM, RowCard("take7", 0), "only in the team's windows")
    assert "my_choice" in state.view(0) and state.view(0)["my_choice"] is None
    assert state.view(1)["my_choice"] == 104 and "104" not in str(state.view(0)["chosen"])


def test_BUF_09_window_b_allows_only_take7_stop_and_removing_a_stop() -> None:
    state = position([[5, 11, 14], [20], [30], [40]], [[10], [104], [103]], [50], ["stop", "first", "take7"])
    assert state.phase == "window" and state.window == "b"
    assert {type(action).__name__ for action in state.legal(TEAM)} == {"Pass", "RowCard"}
    refused(state, TEAM, CardCard("first", 10), "only after the reveal")
    state.act(TEAM, RowCard("stop", 3))
    assert state.phase == "window" and RowCard("unstop", 3) in state.legal(TEAM)
    state.act(TEAM, RowCard("unstop", 3))
    assert state.view(None)["stop"] == []


def test_BUF_09_window_a_opens_before_each_placement_the_buffalos_included() -> None:
    state = position([[5], [20], [30], [40]], [[10], [104]], [50], ["take7", "take7"])
    reveal(state, 10, 104)
    placed = []
    while state.phase == "window" and state.window == "a":
        placed.append(state.order[0])
        state.act(TEAM, Pass())
    assert placed == [(0, 10), (BUFFALO, 50), (1, 104)]


def test_BUF_10_take7_leaves_when_its_row_is_taken_by_a_low_card() -> None:
    state = position([[5], [20], [30], [40]], [[1], [104]], [50], ["take7", "take7"])
    state.act(TEAM, RowCard("take7", 0))
    refused(state, TEAM, RowCard("take7", 0), "already has a Take 7!")
    reveal(state, 1, 104)
    state.act(TEAM, Pass())
    state.act(TEAM, TakeRow(0))
    assert state.view(None)["take7"] == []


def test_BUF_10_BUF_11_a_copied_table_lays_lifts_and_loses_its_cards_alone() -> None:
    """A copy of the table shares the Take 7! and Stop! cards themselves (they never move:
    `Take7.clone` and `Stop.clone` return the card); what one table does with them must
    not reach the other."""
    table = BuffaloTable([[5], [20], [30], [40]], [Take7(0), Stop(1)])
    copy = table.clone()
    copy.lay(Stop(2))
    copy.lift(STOP, 1)
    copy.take(0, 3)  # BUF-10: the taken row's Take 7! leaves the copy's table
    assert [(piece.name, piece.row) for piece in table.pieces] == [(TAKE7, 0), (STOP, 1)]
    assert [(piece.name, piece.row) for piece in copy.pieces] == [(STOP, 2)]
    assert table.target(25) == 0 and copy.target(25) == 1  # BUF-11 on each table
    assert table.rows[0] == [5] and copy.rows[0] == [3]


def test_BUF_11_a_stopped_row_is_not_eligible_and_cannot_be_taken() -> None:
    state = position([[5], [20], [30], [40]], [[25], [3]], [90], ["stop", "take7"])
    state.act(TEAM, RowCard("stop", 1))
    reveal(state, 25, 3)
    place_rest(state)
    assert state.phase == "row"
    assert TakeRow(1) not in state.legal(TEAM)
    refused(state, TEAM, TakeRow(1), "Stop!.*cannot be taken")
    state.act(TEAM, TakeRow(2))
    place_rest(state)
    assert state.table.rows[1] == [20]
    assert state.table.rows[0] == [5, 25]


def test_BUF_11_nothing_is_inserted_or_pushed_into_or_out_of_a_stopped_row() -> None:
    state = position(
        [[5, 11, 14], [20, 22], [30], [40]], [[10], [104], [103]], [50], ["stop", "insert", "push"]
    )
    state.act(TEAM, RowCard("stop", 0))
    reveal(state, 10, 104, 103)
    refused(state, TEAM, Insert(0, 1), "Stop!.*nothing goes into it")
    refused(state, TEAM, Push(0, 0, 2, 0), "Stop!.*pushed into or out")
    refused(state, TEAM, Push(1, 0, 0, 0), "Stop!.*pushed into or out")


def test_BUF_12_replace_is_not_for_the_buffalos_card_nor_with_an_empty_hand() -> None:
    state = position([[2, 5, 9, 13, 17], [10], [50], [70]], [[25], [104]], [80], ["replace", "take7"])
    reveal(state, 25, 104)
    refused(state, TEAM, CardCard("replace", 80), "buffalo's card")
    refused(state, TEAM, CardCard("replace", 25), "hand is empty")
    refused(state, TEAM, CardCard("replace", 33), "not a revealed card")


def test_BUF_12_the_replacement_must_be_a_different_card() -> None:
    state = position([[2, 5, 9, 13, 17], [10], [50], [70]], [[15, 25], [103, 104]], [80, 90], ["replace"])
    reveal(state, 25, 104)
    state.act(TEAM, CardCard("replace", 25))
    refused(state, 0, Play(25), "other than the 25")
    refused(state, 1, Play(103), "no decision")


def test_BUF_13_insert_into_a_full_row_takes_all_but_the_rightmost() -> None:
    state = position([[5, 11, 14, 16, 18], [20], [30], [40]], [[10], [104]], [50], ["insert", "take7"])
    reveal(state, 10, 104)
    state.act(TEAM, Insert(0, 1))
    assert state.team_pile == [5, 10, 11, 14, 16]
    assert state.table.rows[0] == [18]


def test_BUF_13_insert_is_not_for_the_buffalos_card_and_keeps_the_row_ascending() -> None:
    state = position([[5, 11, 14], [20], [30], [40]], [[60], [104]], [2], ["insert", "take7"])
    reveal(state, 60, 104)
    refused(state, TEAM, Insert(0, 0), "buffalo's card")
    assert state.view(None)["insert_card"] is None
    state.act(TEAM, Pass())
    assert state.order[0] == (0, 60) and state.view(None)["insert_card"] == 60
    refused(state, TEAM, Insert(1, 0), "keeping it ascending")


def test_BUF_14_a_rows_only_card_cannot_be_pushed() -> None:
    state = position([[2, 4, 9, 12], [30], [40], [6, 7]], [[90], [100]], [15], ["push", "take7"])
    reveal(state, 90, 100)
    refused(state, TEAM, Push(1, 0, 2, 0), "only card cannot be pushed")
    refused(state, TEAM, Push(3, 1, 0, 0), "ascending")
    refused(state, TEAM, Push(3, 1, 3, 1), "another row")


def test_BUF_14_a_push_into_a_full_row_takes_it_but_its_last_card() -> None:
    state = position([[2, 4, 9, 12, 13], [30], [40], [6, 7]], [[90], [100]], [15], ["push", "take7"])
    reveal(state, 90, 100)
    state.act(TEAM, Push(3, 1, 0, 2))
    assert state.team_pile == [2, 4, 7, 9, 12]
    assert state.table.rows[0] == [13] and state.table.rows[3] == [6]


def test_BUF_15_two_first_cards_choose_the_next_two_not_the_buffalos() -> None:
    state = position([[1], [20], [30], [40]], [[50], [60], [70]], [45], ["first", "first", "take7"])
    reveal(state, 50, 60, 70)
    refused(state, TEAM, CardCard("first", 45), "buffalo's card")
    state.act(TEAM, CardCard("first", 70))
    state.act(TEAM, CardCard("first", 60))
    assert state.order == [(2, 70), (1, 60), (BUFFALO, 45), (0, 50)]


def test_BUF_16_two_last_cards_choose_the_last_two_not_the_buffalos() -> None:
    state = position([[1], [20], [30], [40]], [[50], [60], [70]], [45], ["last", "last", "take7"])
    reveal(state, 50, 60, 70)
    refused(state, TEAM, CardCard("last", 45), "buffalo's card")
    state.act(TEAM, CardCard("last", 50))
    state.act(TEAM, CardCard("last", 60))
    assert state.order == [(BUFFALO, 45), (2, 70), (1, 60), (0, 50)]


def test_BUF_17_sort_orders_every_remaining_card_the_buffalos_included() -> None:
    state = position([[1], [20], [30], [40]], [[50], [60], [70]], [45], ["sort", "first", "take7"])
    reveal(state, 50, 60, 70)
    state.act(TEAM, CardCard("first", 60))
    state.act(TEAM, Sort())
    refused(state, TEAM, Pass(), "Sort order")
    for card in (70, 50, 45):
        state.act(TEAM, CardCard("order", card))
    assert state.order == [(2, 70), (0, 50), (BUFFALO, 45), (1, 60)]


def test_BUF_18_after_last_card_a_card_may_turn_out_to_be_a_low_card() -> None:
    state = position([[11], [50], [60], [70]], [[15], [12]], [80], ["last", "take7"])
    reveal(state, 15, 12)
    state.act(TEAM, CardCard("last", 12))
    place_rest(state)
    assert state.phase == "row" and state.low == (1, 12)


def test_buf16_last_card_after_replace_of_named_card() -> None:
    """BUF-12, BUF-16: Replace! places the new card at once, so the «Last Card» naming of
    the card it sent back ends with it; a later «Last Card» makes its card the last."""
    hands = [[44, 90], [55, 95], [66, 99]]
    state = position([[1], [20], [30], [40]], hands, [10, 100], ["last", "replace", "last", "take7"])
    reveal(state, 44, 55, 66)
    state.act(TEAM, CardCard("last", 44))
    assert state.order == [(BUFFALO, 10), (1, 55), (2, 66), (0, 44)]
    state.act(TEAM, CardCard("replace", 44))
    state.act(0, Play(90))
    assert state.table.rows[3] == [40, 90] and state.order == [(BUFFALO, 10), (1, 55), (2, 66)]
    assert CardCard("last", 66) in state.legal(TEAM)
    state.act(TEAM, CardCard("last", 55))
    assert state.order == [(BUFFALO, 10), (2, 66), (1, 55)]


def test_buf15_first_card_after_replace_of_named_card() -> None:
    """BUF-12, BUF-15: the «First Card» naming of a card Replace! sent back ends with it; a
    later «First Card» makes its card the next, before the buffalo's."""
    hands = [[44, 95], [55, 99], [66, 90]]
    state = position([[1], [20], [30], [40]], hands, [10, 100], ["first", "replace", "first", "take7"])
    reveal(state, 44, 55, 66)
    state.act(TEAM, CardCard("first", 66))
    assert state.order == [(2, 66), (BUFFALO, 10), (0, 44), (1, 55)]
    state.act(TEAM, CardCard("replace", 66))
    state.act(2, Play(90))
    assert state.order == [(BUFFALO, 10), (0, 44), (1, 55)]
    state.act(TEAM, CardCard("first", 55))
    assert state.order == [(1, 55), (BUFFALO, 10), (0, 44)]


def test_float_and_bool_fields_and_seats_are_refused_and_change_nothing() -> None:
    """Play(12.0) and seat True were accepted (12.0 == 12, True == 1) and written as
    records that replay refuses; a Push! with a float row reached the rules."""
    state = BUFFALO_GAME.new(BuffaloConfig(players=3), seed=1)
    card = state.hands[1][0]
    before = [state.view(seat) for seat in (0, 1, 2, None)]
    refused(state, 1, Play(float(card)), "the card must be a whole number")
    refused(state, True, Play(card), "there is no seat True")
    refused(state, 1, Play(card, flip=True), "no Digit Flip")
    refused(state, 1, Push(0, 1.0, 1, 0), "the place of the pushed card must be a whole number")  # type: ignore[arg-type]
    refused(state, 1, RowCard("stop", 9), "the row must be a whole number from 1 to 4 \\(10 given\\)")
    refused(state, 1, CardCard("swap", 5), "the special card must be one of")
    assert [state.view(seat) for seat in (0, 1, 2, None)] == before and state.history == []
