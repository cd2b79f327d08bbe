"""One or more tests per Take 6! rule id (T6-01 .. T6-18), with exact numbers.

Positions are dealt by hand (`position`) so that every take and every score is known.
"""

from __future__ import annotations

from typing import Any

import pytest
from conftest import autoplay, finish_round, play_turn, position, rows

from bullheads.core.errors import IllegalAction
from bullheads.games.take6 import HEADS, TAKE6, Draft, EndRule, Play, Take6Config, Take6State, TakeRow, heads
from bullheads.games.take6.events import (
    CardChosen,
    CardPlaced,
    CardsRevealed,
    GameEnded,
    LowCard,
    RoundScored,
    RowTaken,
    SeatEliminated,
)

# Rows with known heads, used as "the row the low card takes" in one-card rounds.
ROW_27 = [11, 22, 33, 44, 55]  # 5 + 5 + 5 + 5 + 7
ROW_27B = [55, 66, 77, 88, 99]  # 7 + 5 + 5 + 5 + 5
ROW_12 = [10, 20, 30, 40]  # 3 + 3 + 3 + 3
ROW_11 = [10, 20, 30, 41, 42]  # 3 + 3 + 3 + 1 + 1
ROW_10 = [31, 32, 33, 34, 35]  # 1 + 1 + 5 + 1 + 2
ROW_10B = [21, 22, 23, 24, 25]  # 1 + 5 + 1 + 1 + 2
ROW_7 = [60, 61, 62, 63, 64]  # 3 + 1 + 1 + 1 + 1


def one_card_deal(row: list[int], taker: int, hands: int) -> dict[str, Any]:
    """A round of one turn: hand `taker` plays the low card 1 and will take `row` (row 0);
    the other hands play 101, 102, ... which go quietly after 80."""
    cards = [[1] if index == taker else [101 + index] for index in range(hands)]
    return {"hands": cards, "rows": [row, [70], [75], [80]]}


def play_one_card_round(state: Take6State, taker: int) -> None:
    """Every seat plays its only card; seat `taker` (the low card) takes row 0."""
    for seat in state.to_act():
        state.act(seat, state.legal(seat)[0])
    assert state.to_act() == [taker]
    state.act(taker, TakeRow(0))


def draft_lowest(state: Take6State) -> None:
    """Every drafting seat takes the lowest face-up card until the rows are laid."""
    autoplay(state, lambda s: s.phase != "draft")


# ----------------------------------------------------------------------- cards


def test_T6_01_deck_is_104_unique_cards() -> None:
    assert len(HEADS) - 1 == 104
    state = TAKE6.new(Take6Config(players=10), seed=1)
    assert sorted(state.cards_in_play()) == list(range(1, 105))


def test_T6_02_heads_of_each_kind_of_card() -> None:
    assert HEADS[55] == 7
    assert [HEADS[card] for card in (11, 22, 33, 44, 66, 77, 88, 99)] == [5] * 8
    assert [HEADS[card] for card in (10, 20, 50, 100)] == [3] * 4
    assert [HEADS[card] for card in (5, 15, 45, 65, 95)] == [2] * 5
    assert [HEADS[card] for card in (1, 2, 13, 54, 56, 101, 104)] == [1] * 7


def test_T6_02_heads_table_totals_171() -> None:
    assert heads(range(1, 105)) == 171
    counts = {n: sum(1 for card in range(1, 105) if HEADS[card] == n) for n in (1, 2, 3, 5, 7)}
    assert counts == {7: 1, 5: 8, 3: 10, 2: 9, 1: 76}


# ----------------------------------------------------------------------- set-up


@pytest.mark.parametrize("players", range(2, 11))
def test_T6_03_deal_sizes(players: int) -> None:
    state = TAKE6.new(Take6Config(players=players), seed=players)
    view = state.view(0)
    assert view["hand_sizes"] == [10] * players
    assert [len(row) for row in view["rows"]] == [1, 1, 1, 1]
    assert len(state.cards_in_play()) == 10 * players + 4
    assert state.cards_in_play() <= set(range(1, 105))
    deal = state.outcomes[0]
    assert [len(hand) for hand in deal["hands"]] == [10] * players
    assert all(hand == sorted(hand) for hand in deal["hands"])
    assert state.view(None)["turns"] == 10


def test_T6_03_fresh_full_deck_each_round() -> None:
    state = TAKE6.new(Take6Config(players=10, end=EndRule.ROUNDS, rounds=2), seed=7)
    first = state.cards_in_play()
    assert first == set(range(1, 105))
    autoplay(state, lambda s: s.round == 2)
    assert state.round == 2
    assert len(state.outcomes) == 2
    # every card of round 1 (also those now in penalty piles) is dealt again
    assert state.cards_in_play() == set(range(1, 105))
    assert state.view(None)["hand_sizes"] == [10] * 10
    assert state.view(None)["penalty"] == [[]] * 10
    assert state.outcomes[0] != state.outcomes[1]


def test_T6_03_two_players_new_deal_reuses_cards_of_the_last_round() -> None:
    state = TAKE6.new(Take6Config(players=2), seed=11)
    first = state.cards_in_play()
    autoplay(state, lambda s: s.round == 2)
    second = state.cards_in_play()
    assert len(second) == 24
    assert first & second  # not drawn from the 80 cards left over from round 1


# ----------------------------------------------------------------------- a turn


def test_T6_04_all_seats_choose_at_once_in_secret() -> None:
    state = position([[3, 14], [9, 15], [44, 68], [61, 83]], [[12], [37], [43], [58]])
    assert state.to_act() == [0, 1, 2, 3]
    assert {seat: state.legal(seat) for seat in range(4)} == {
        0: [Play(3), Play(14)],
        1: [Play(9), Play(15)],
        2: [Play(44), Play(68)],
        3: [Play(61), Play(83)],
    }
    before = {seat: state.view(seat) for seat in (None, 1, 2, 3)}
    events = state.act(0, Play(14))
    assert events == [CardChosen(0)]
    said = [{"key": "event.chose", "params": {"name": {"seat": 0}}, "to": "subject"}]
    assert events[0].to_json() == {"type": "card_chosen", "seat": 0, "say": said}
    assert state.to_act() == [1, 2, 3]
    assert state.view(0)["my_choice"] == 14
    assert state.view(0)["hand"] == [3, 14]  # still in hand until the reveal
    for seat, old in before.items():
        new = state.view(seat)
        changed = {key for key in new if new[key] != old[key]}
        assert changed == {"to_act", "chosen"}, seat
        assert new["chosen"] == [True, False, False, False]
        assert new["my_choice"] is None
        assert new["hand_sizes"] == [2, 2, 2, 2]


def test_T6_04_every_view_shows_the_card_each_seat_revealed_last() -> None:
    """The cards are revealed together (T6-04): from then on everyone sees who played
    which, until the next reveal; a new round starts with none."""
    state = position([[11, 70], [46, 90], [21, 80]], [[41], [10], [20], [30]], rounds=2, end="rounds")
    assert state.view(0)["played"] == [0, 0, 0]
    play_turn(state, [11, 46, 21])
    for seat in (0, 1, 2, None):
        assert state.view(seat)["played"] == [11, 46, 21]
    state.act(0, Play(70))
    assert state.view(2)["played"] == [11, 46, 21], "a choice still secret is not shown"
    play_turn(state, [None, 90, 80], low_rows=None)
    assert state.round == 2
    assert state.view(1)["played"] == [0, 0, 0]


def test_T6_04_a_seat_cannot_choose_twice() -> None:
    state = position([[3, 14], [9, 15]], [[12], [37], [43], [58]])
    state.act(0, Play(14))
    assert state.legal(0) == []
    with pytest.raises(IllegalAction, match="seat 1 has already chosen a card this turn"):
        state.act(0, Play(3))
    assert state.view(0)["my_choice"] == 14
    assert state.history == [(0, Play(14))]


def test_T6_04_reveal_when_the_last_seat_has_chosen() -> None:
    state = position([[3, 14], [9, 15], [44, 68], [61, 83]], [[12], [37], [43], [58]])
    for seat, card in ((3, 61), (1, 15), (2, 44)):
        assert not [e for e in state.act(seat, Play(card)) if isinstance(e, CardsRevealed)]
    events = state.act(0, Play(14))
    assert events[0] == CardChosen(0)
    assert events[1] == CardsRevealed(1, ((14, 0), (15, 1), (44, 2), (61, 3)))
    assert state.view(None)["hand_sizes"] == [1, 1, 1, 1]
    assert state.to_act() == [0, 1, 2, 3]
    assert state.view(None)["turn"] == 2


def test_T6_04_illegal_choices_name_the_reason() -> None:
    state = position([[3, 14], [9, 15]], [[12], [37], [43], [58]])
    with pytest.raises(IllegalAction, match="seat 1 does not hold the card 9"):
        state.act(0, Play(9))
    with pytest.raises(IllegalAction, match="there is no seat 3: the seats are 1 to 2"):
        state.act(2, Play(14))
    with pytest.raises(IllegalAction, match="there is no seat 0: the seats are 1 to 2"):
        state.act(-1, Play(14))
    with pytest.raises(
        IllegalAction, match="seat 1 cannot take a row now: the game waits for seats 1, 2 to choose a card"
    ):
        state.act(0, TakeRow(0))
    with pytest.raises(IllegalAction, match="seat 2 cannot draft a card now"):
        state.act(1, Draft(3))
    assert state.history == []
    assert state.to_act() == [0, 1]


def test_T6_05_placed_lowest_first_whatever_the_seat_order() -> None:
    state = position([[61, 90], [44, 91], [15, 92], [14, 93]], [[12], [37], [43], [58]])
    events = play_turn(state, [61, 44, 15, 14])
    placed = [(e.card, e.seat, e.row) for e in events if isinstance(e, CardPlaced)]
    assert placed == [(14, 3, 0), (15, 2, 0), (44, 1, 2), (61, 0, 3)]
    assert rows(state) == [[12, 14, 15], [37], [43, 44], [58, 61]]


def test_T6_05_order_decides_which_card_takes_the_row() -> None:
    # 16 and 17 both go on row 1 (4 cards): the lower card, 16, is the 5th; 17 the 6th
    state = position([[17, 90], [16, 91]], [[10, 11, 12, 13], [50], [60], [70]])
    events = play_turn(state, [17, 16])
    taken = [e for e in events if isinstance(e, RowTaken)]
    assert taken == [RowTaken(0, 0, (10, 11, 12, 13, 16), 3 + 5 + 1 + 1 + 1, "full")]
    assert rows(state) == [[17], [50], [60], [70]]


def test_T6_06_a_card_only_goes_after_a_lower_last_card() -> None:
    # 49 is nearer to 50 (1) than to 10 (39), but 50 is higher: only row 1 fits
    state = position([[49, 90], [104, 91]], [[10], [50], [60], [70]])
    play_turn(state, [49, 104])
    assert rows(state) == [[10, 49], [50], [60], [70, 104]]
    assert state.view(None)["penalty_heads"] == [0, 0]


def test_T6_07_smallest_difference_no_choice() -> None:
    state = position([[33, 90], [25, 91]], [[10], [20], [30], [40]])
    events = play_turn(state, [33, 25])
    assert [(e.card, e.row) for e in events if isinstance(e, CardPlaced)] == [(25, 1), (33, 2)]
    assert rows(state) == [[10], [20, 25], [30, 33], [40]]
    # nobody was asked anything: the next turn's choice follows at once
    assert state.phase == "choose"
    assert not any(isinstance(e, LowCard) for e in events)


def test_T6_07_closest_below_not_the_row_with_room() -> None:
    # 43 fits rows 1 (last 41) and 2 (last 42, full): it must go to 42 and take the row
    state = position([[43, 95], [104, 96]], [[20], [33, 41], [34, 36, 38, 40, 42], [90]])
    events = play_turn(state, [43, 104])
    assert RowTaken(0, 2, (34, 36, 38, 40, 42), 7, "full") in events
    assert rows(state) == [[20], [33, 41], [43], [90, 104]]


def test_T6_08_sixth_card_takes_the_five_cards() -> None:
    state = position([[47, 90], [3, 91]], [[41, 42, 43, 44, 45], [2], [50], [60]])
    events = play_turn(state, [47, 3])
    assert RowTaken(0, 0, (41, 42, 43, 44, 45), 1 + 1 + 1 + 5 + 2, "full") in events
    assert rows(state) == [[47], [2, 3], [50], [60]]
    assert state.view(None)["penalty"] == [[41, 42, 43, 44, 45], []]
    assert state.view(None)["penalty_heads"] == [10, 0]
    assert state.result().scores == (10, 0)


def test_T6_08_fifth_card_does_not_take() -> None:
    state = position([[46, 90], [3, 91]], [[41, 42, 43, 44], [2], [50], [60]])
    events = play_turn(state, [46, 3])
    assert not any(isinstance(e, RowTaken) for e in events)
    assert rows(state) == [[41, 42, 43, 44, 46], [2, 3], [50], [60]]


def test_T6_09_low_card_player_chooses_row() -> None:
    state = position([[5, 90], [30, 91], [40, 92]], [[10], [20, 22], [55], [60]])
    events = [*state.act(2, Play(40)), *state.act(0, Play(5)), *state.act(1, Play(30))]
    assert LowCard(0, 5) in events
    assert not any(isinstance(e, CardPlaced) for e in events)  # nothing placed yet
    assert state.phase == "row"
    assert state.to_act() == [0]
    assert state.legal(0) == [TakeRow(0), TakeRow(1), TakeRow(2), TakeRow(3)]
    assert state.legal(1) == [] and state.legal(2) == []
    view = state.view(0)
    assert view["low_card"] == {"seat": 0, "card": 5}
    assert view["revealed"] == [[5, 0], [30, 1], [40, 2]]
    assert view["rows"] == [[10], [20, 22], [55], [60]]
    # the engine waits: nobody else can answer, nobody can play on
    with pytest.raises(IllegalAction, match="seat 1 chooses the row to take, not seat 2"):
        state.act(1, TakeRow(0))
    with pytest.raises(
        IllegalAction, match="seat 3 cannot play a card now: the game waits for seat 1 to take a row"
    ):
        state.act(2, Play(92))
    # the owner may take any row, here the most expensive one (55: 7 heads)
    events = state.act(0, TakeRow(2))
    assert events[0] == RowTaken(0, 2, (55,), 7, "low")
    assert events[1] == CardPlaced(0, 5, 2)
    assert rows(state) == [[10], [20, 22, 30, 40], [5], [60]]
    assert state.view(None)["penalty_heads"] == [7, 0, 0]
    assert state.phase == "choose" and state.to_act() == [0, 1, 2]


@pytest.mark.parametrize(
    ("row", "taken", "taken_heads", "after"),
    [
        (0, [10], 3, [[5], [20, 22], [55], [60, 99]]),
        (1, [20, 22], 8, [[10], [5], [55], [60, 99]]),
        (2, [55], 7, [[10], [20, 22], [5], [60, 99]]),
        (3, [60], 3, [[10], [20, 22], [55, 99], [5]]),
    ],
)
def test_T6_09_low_card_owner_may_take_any_row(
    row: int, taken: list[int], taken_heads: int, after: list[list[int]]
) -> None:
    state = position([[5, 90], [99, 91]], [[10], [20, 22], [55], [60]])
    events = play_turn(state, [5, 99], low_rows=[row])
    assert RowTaken(0, row, tuple(taken), taken_heads, "low") in events
    assert state.view(None)["penalty"] == [taken, []]
    assert state.result().scores == (taken_heads, 0)
    assert rows(state) == after


def test_T6_09_bad_row_and_wrong_seat_are_refused() -> None:
    state = position([[5], [99]], [[10], [20], [55], [60]])
    state.act(0, Play(5))
    state.act(1, Play(99))
    with pytest.raises(IllegalAction, match=r"the row must be a whole number from 1 to 4 \(5 given\)"):
        state.act(0, TakeRow(4))
    with pytest.raises(IllegalAction, match=r"the row must be a whole number from 1 to 4 \(0 given\)"):
        state.act(0, TakeRow(-1))
    with pytest.raises(IllegalAction, match="there is no seat 8: the seats are 1 to 2"):
        state.act(7, TakeRow(1))
    with pytest.raises(IllegalAction, match="seat 1 cannot play a card now"):
        state.act(0, Play(5))
    assert state.phase == "row" and state.to_act() == [0]


def test_T6_09_only_the_lowest_card_can_be_low() -> None:
    # 3, 5 and 7 are all lower than every row; only 3 is a low card: 5 and 7 follow it
    state = position([[3, 90], [5, 91], [7, 92], [80, 93]], [[10], [20], [30], [40]])
    events = play_turn(state, [3, 5, 7, 80], low_rows=[1])
    assert [e for e in events if isinstance(e, LowCard)] == [LowCard(0, 3)]
    assert [e for e in events if isinstance(e, RowTaken)] == [RowTaken(0, 1, (20,), 3, "low")]
    assert rows(state) == [[10], [3, 5, 7], [30], [40, 80]]
    assert state.result().scores == (3, 0, 0, 0)


def test_T6_10_taken_cards_never_return() -> None:
    state = TAKE6.new(Take6Config(players=5, end=EndRule.ROUNDS, rounds=2), seed=3)
    dealt = state.cards_in_play()
    piles: list[list[int]] = [[] for _ in range(5)]
    round_ = 1
    while not state.over:
        seat = state.to_act()[0]
        state.act(seat, state.legal(seat)[0])
        view = state.view(None)
        if state.over:
            break
        if state.round != round_:
            round_, piles, dealt = state.round, [[] for _ in range(5)], state.cards_in_play()
            continue
        assert state.cards_in_play() == dealt
        on_table = {card for row in view["rows"] for card in row}
        for seat, (old, new) in enumerate(zip(piles, view["penalty"], strict=True)):
            assert new[: len(old)] == old  # piles only grow
            assert not set(new) & set(state.view(seat)["hand"])
            assert not set(new) & on_table
        piles = view["penalty"]
    assert state.round == 2
    assert sum(sum(line) for line in state.view(None)["score_pad"]) > 0  # rows were taken


# ----------------------------------------------------------------------- scoring and the end


def test_T6_11_round_scoring_and_score_pad() -> None:
    state = TAKE6.new(
        Take6Config(players=3),
        outcomes=[one_card_deal(ROW_27, 1, 3), one_card_deal(ROW_12, 0, 3)],
        seed=0,
    )
    assert state.result().scores == (0, 0, 0)
    for seat in (0, 1, 2):
        state.act(seat, state.legal(seat)[0])
    assert state.result().scores == (0, 0, 0)
    events = state.act(1, TakeRow(0))
    assert RoundScored(1, (0, 27, 0), (0, 27, 0)) in events
    view = state.view(None)
    assert view["totals"] == [0, 27, 0]
    assert view["score_pad"] == [[0, 27, 0]]
    assert view["penalty"] == [[], [], []] and view["penalty_heads"] == [0, 0, 0]
    assert view["round"] == 2 and view["turn"] == 1
    assert view["rows"] == [ROW_12, [70], [75], [80]]
    play_one_card_round(state, 0)
    view = state.view(None)
    assert view["score_pad"] == [[0, 27, 0], [12, 0, 0]]
    assert view["totals"] == [12, 27, 0]
    assert state.result().scores == (12, 27, 0)
    assert state.result().winners == ()


def test_T6_11_scores_during_a_round_add_the_heads_taken_so_far() -> None:
    deal = {"hands": [[1, 2], [101, 102]], "rows": [ROW_27, [70], [75], [80]]}
    state = TAKE6.new(Take6Config(players=2), outcomes=[deal, one_card_deal(ROW_12, 0, 2)])
    play_turn(state, [1, 101], low_rows=[0])
    assert state.result().scores == (27, 0)
    assert state.view(None)["totals"] == [0, 0]
    play_turn(state, [2, 102])
    assert state.view(None)["totals"] == [27, 0]
    assert state.result().scores == (27, 0)


def test_T6_12_exactly_66_ends_the_game() -> None:
    deals = [one_card_deal(row, 0, 3) for row in (ROW_27, ROW_27B, ROW_12)]
    state = TAKE6.new(Take6Config(players=3), outcomes=deals, seed=0)
    play_one_card_round(state, 0)
    play_one_card_round(state, 0)
    assert not state.over and state.view(None)["totals"] == [54, 0, 0]
    events: list[Any] = []
    for seat in state.to_act():
        events += state.act(seat, state.legal(seat)[0])
    events += state.act(0, TakeRow(0))
    assert state.over and state.phase == "over"
    assert state.view(None)["totals"] == [66, 0, 0]
    assert state.result().winners == (1, 2)  # equal best scores share the win
    assert events[-1] == GameEnded((66, 0, 0), (1, 2))
    assert len(state.outcomes) == 3  # no fourth round was dealt
    assert state.to_act() == []
    assert all(state.legal(seat) == [] for seat in range(3))


def test_T6_12_65_does_not_end_the_game() -> None:
    deals = [one_card_deal(row, 0, 2) for row in (ROW_27, ROW_27B, ROW_11)]
    state = TAKE6.new(Take6Config(players=2), outcomes=deals, seed=5)
    for _ in range(3):
        play_one_card_round(state, 0)
    assert state.view(None)["totals"] == [65, 0]
    assert not state.over
    assert state.round == 4 and state.phase == "choose"
    assert state.view(None)["hand_sizes"] == [10, 10]


def test_T6_12_acting_after_the_game_is_over() -> None:
    state = TAKE6.new(Take6Config(players=2, limit=10), outcomes=[one_card_deal(ROW_12, 0, 2)])
    play_one_card_round(state, 0)
    assert state.over and state.result().winners == (1,)
    for action in (Play(1), TakeRow(0), Draft(1)):
        with pytest.raises(IllegalAction, match="the game is over"):
            state.act(1, action)
    assert state.result().scores == (12, 0)


def test_T6_13_another_point_limit() -> None:
    deals = [one_card_deal(ROW_10, 0, 2), one_card_deal(ROW_11, 1, 2)]
    state = TAKE6.new(Take6Config(players=2, limit=11), outcomes=deals, seed=0)
    play_one_card_round(state, 0)
    assert not state.over  # 10 < 11
    play_one_card_round(state, 1)
    assert state.over  # 11 reaches the limit
    assert state.result().scores == (10, 11)
    assert state.result().winners == (0,)


def test_T6_13_fixed_number_of_rounds_ignores_66() -> None:
    deals = [one_card_deal(row, 0, 2) for row in (ROW_27, ROW_27B, ROW_27, ROW_12)]
    state = TAKE6.new(Take6Config(players=2, end=EndRule.ROUNDS, rounds=4), outcomes=deals, seed=0)
    for expected in (27, 54, 81):
        play_one_card_round(state, 0)
        assert not state.over
        assert state.view(None)["totals"] == [expected, 0]
    play_one_card_round(state, 0)
    assert state.over and state.round == 4
    assert state.result().scores == (93, 0)
    assert state.result().winners == (1,)


def test_T6_13_fixed_rounds_with_equal_scores_share() -> None:
    state = TAKE6.new(Take6Config(players=3, end=EndRule.ROUNDS, rounds=2), seed=1)
    autoplay(state, lambda s: False)
    totals = state.view(None)["totals"]
    assert state.round == 2 and len(state.view(None)["score_pad"]) == 2
    assert state.result().winners == tuple(s for s in range(3) if totals[s] == min(totals))


def test_T6_14_elimination_strictly_above_the_limit() -> None:
    config = Take6Config(players=3, end=EndRule.ELIMINATION, limit=27)
    deals = [one_card_deal(ROW_27, 0, 3), one_card_deal(ROW_10, 1, 3)]
    state = TAKE6.new(config, outcomes=deals, seed=0)
    play_one_card_round(state, 0)
    assert state.view(None)["active"] == [True, True, True]  # 27 is not above 27
    events: list[Any] = []
    for seat in state.to_act():
        events += state.act(seat, state.legal(seat)[0])
    events += state.act(1, TakeRow(0))
    assert state.view(None)["active"] == [True, True, True]
    assert not any(isinstance(e, SeatEliminated) for e in events)
    assert state.view(None)["totals"] == [27, 10, 0]


def test_T6_14_eliminated_seat_plays_no_more_and_last_one_left_wins() -> None:
    config = Take6Config(players=3, end=EndRule.ELIMINATION, limit=20)
    deals = [
        one_card_deal(ROW_27, 2, 3),  # seat 2: 27 > 20, out
        one_card_deal(ROW_10, 0, 2),  # hands of seats 0 and 1 only
        one_card_deal(ROW_10B, 0, 2),  # seat 0: 20, not above the limit
        one_card_deal(ROW_27, 1, 2),  # seat 1: 27, out: seat 0 is the last one left
    ]
    state = TAKE6.new(config, outcomes=deals, seed=0)
    for seat in state.to_act():
        state.act(seat, state.legal(seat)[0])
    events = state.act(2, TakeRow(0))
    assert SeatEliminated(2, 27) in events
    assert state.view(None)["active"] == [True, True, False]
    assert state.to_act() == [0, 1]
    assert state.view(None)["hand_sizes"] == [1, 1, 0]
    with pytest.raises(IllegalAction, match="seat 3 does not play in this round"):
        state.act(2, Play(1))
    play_one_card_round(state, 0)
    play_one_card_round(state, 0)
    assert state.view(None)["totals"] == [20, 0, 27]
    assert not state.over
    play_one_card_round(state, 1)
    assert state.over
    assert state.result().winners == (0,)
    assert state.view(None)["score_pad"] == [[0, 0, 27], [10, 0, None], [10, 0, None], [0, 27, None]]
    assert state.view(None)["active"] == [True, False, False]


def test_T6_14_round_with_one_player_left_is_never_played() -> None:
    # seat 1 takes row 0 (27) with its low card; seat 2's 65 is the sixth card of row 1 (7)
    deal = {"hands": [[101], [1], [65]], "rows": [ROW_27, ROW_7, [70], [80]]}
    state = TAKE6.new(Take6Config(players=3, end=EndRule.ELIMINATION, limit=5), outcomes=[deal], seed=2)
    play_turn(state, [101, 1, 65], low_rows=[0])
    assert state.over
    assert state.view(None)["totals"] == [0, 27, 7]
    assert state.result().winners == (0,)
    assert state.round == 1 and len(state.outcomes) == 1  # no round for seat 0 alone
    assert state.to_act() == []


def test_T6_14_all_eliminated_together_fewest_wins() -> None:
    deal = {"hands": [[1], [65]], "rows": [ROW_27, ROW_7, [70], [80]]}
    state = TAKE6.new(Take6Config(players=2, end=EndRule.ELIMINATION, limit=5), outcomes=[deal], seed=0)
    events = play_turn(state, [1, 65], low_rows=[0])
    assert [e for e in events if isinstance(e, SeatEliminated)] == [
        SeatEliminated(0, 27),
        SeatEliminated(1, 7),
    ]
    assert state.over and state.result().winners == (1,)


def test_T6_14_all_eliminated_together_with_equal_fewest_share() -> None:
    state = TAKE6.new(
        Take6Config(players=2, end=EndRule.ELIMINATION, limit=5),
        outcomes=[{"hands": [[1], [26]], "rows": [ROW_10, ROW_10B, [70], [80]]}],
    )
    play_turn(state, [1, 26], low_rows=[0])
    assert state.view(None)["totals"] == [10, 10]
    assert state.over and state.result().winners == (0, 1)


def test_T6_14_only_the_seats_eliminated_last_can_win() -> None:
    deals = [
        one_card_deal(ROW_7, 2, 3),  # seat 2 is out first, with 7
        {"hands": [[1], [26]], "rows": [ROW_10, ROW_10B, [70], [80]]},  # seats 0 and 1: 10 each
    ]
    state = TAKE6.new(Take6Config(players=3, end=EndRule.ELIMINATION, limit=5), outcomes=deals, seed=0)
    play_one_card_round(state, 2)
    assert state.view(None)["active"] == [True, True, False]
    play_turn(state, [1, 26], low_rows=[0])
    assert state.view(None)["totals"] == [10, 10, 7]
    assert state.over and state.result().winners == (0, 1)  # not seat 2, out a round earlier


def test_T6_14_one_left_under_the_limit_wins() -> None:
    deal = {"hands": [[1], [26], [103]], "rows": [ROW_10, ROW_10B, [70], [80]]}
    state = TAKE6.new(Take6Config(players=3, end=EndRule.ELIMINATION, limit=5), outcomes=[deal], seed=0)
    play_turn(state, [1, 26, 103], low_rows=[0])
    assert state.view(None)["totals"] == [10, 10, 0]
    assert state.over and state.result().winners == (2,)


# ----------------------------------------------------------------------- professional


@pytest.mark.parametrize(("players", "top"), [(2, 24), (3, 34), (4, 44), (5, 54), (6, 64)])
def test_T6_15_professional_uses_cards_1_to_10n_plus_4(players: int, top: int) -> None:
    state = TAKE6.new(Take6Config(players=players, professional=True), seed=players)
    assert state.phase == "draft"
    assert state.view(None)["draft"]["pool"] == list(range(1, top + 1))
    assert state.cards_in_play() == set(range(1, top + 1))
    draft_lowest(state)
    assert state.view(None)["hand_sizes"] == [10] * players
    assert state.cards_in_play() == set(range(1, top + 1))


def test_T6_15_professional_heads_unchanged() -> None:
    state = TAKE6.new(Take6Config(players=4, professional=True), outcomes=[{"start": 0}])
    keep = {11, 22, 33, 44}
    while state.phase == "draft":
        seat = state.to_act()[0]
        card = min(set(state.view(None)["draft"]["pool"]) - keep)
        state.act(seat, Draft(card))
    view = state.view(None)
    assert view["rows"] == [[11], [22], [33], [44]]
    assert view["row_heads"] == [5, 5, 5, 5]


def test_T6_16_draft_in_turn_order_from_the_start_player() -> None:
    state = TAKE6.new(Take6Config(players=3, professional=True), outcomes=[{"start": 1}])
    assert state.outcomes == [{"start": 1}]
    assert state.view(None)["draft"]["start"] == 1
    order = []
    while state.phase == "draft":
        seat = state.to_act()[0]
        order.append(seat)
        assert state.legal(seat) == [Draft(card) for card in state.view(None)["draft"]["pool"]]
        assert all(state.legal(other) == [] for other in range(3) if other != seat)
        state.act(seat, state.legal(seat)[-1])  # the highest card left
    assert order == [1, 2, 0] * 10
    assert state.view(None)["hand_sizes"] == [10, 10, 10]
    # the highest cards went first, so 1..4 are left: the rows, ascending
    assert rows(state) == [[1], [2], [3], [4]]
    assert state.view(0)["hands"] == [list(range(5, 33, 3)), list(range(7, 35, 3)), list(range(6, 34, 3))]


def test_T6_16_leftover_cards_become_the_rows_sorted() -> None:
    state = TAKE6.new(Take6Config(players=2, professional=True), outcomes=[{"start": 0}])
    keep = {20, 3, 17, 9}
    while state.phase == "draft":
        seat = state.to_act()[0]
        state.act(seat, Draft(max(set(state.view(None)["draft"]["pool"]) - keep)))
    assert rows(state) == [[3], [9], [17], [20]]
    assert state.view(None)["draft"]["pool"] == []
    assert state.phase == "choose" and state.to_act() == [0, 1]


def test_T6_16_draft_refuses_the_wrong_seat_and_a_missing_card() -> None:
    state = TAKE6.new(Take6Config(players=2, professional=True), outcomes=[{"start": 0}])
    with pytest.raises(IllegalAction, match="it is seat 1's turn to draft, not seat 2's"):
        state.act(1, Draft(5))
    state.act(0, Draft(5))
    with pytest.raises(IllegalAction, match="the card 5 is not among the face-up cards"):
        state.act(1, Draft(5))
    with pytest.raises(IllegalAction, match="the card 25 is not among the face-up cards"):
        state.act(1, Draft(25))
    with pytest.raises(
        IllegalAction, match="seat 2 cannot play a card now: the game waits for seat 2 to draft a card"
    ):
        state.act(1, Play(6))
    assert state.view(None)["hands"] == [[5], []]


def test_T6_16_every_hand_public_but_the_choice_secret() -> None:
    state = TAKE6.new(Take6Config(players=3, professional=True), outcomes=[{"start": 0}])
    draft_lowest(state)
    hands = [list(range(1, 29, 3)), list(range(2, 30, 3)), list(range(3, 31, 3))]
    for seat in (None, 0, 1, 2):
        assert state.view(seat)["hands"] == hands
    assert "hands" not in position([[3], [9]], [[12], [37], [43], [58]]).view(1)
    before = {seat: state.view(seat) for seat in (None, 1, 2)}
    state.act(0, Play(13))
    for seat, old in before.items():
        new = state.view(seat)
        changed = {key for key in new if new[key] != old[key]}
        assert changed == {"to_act", "chosen"}, seat
        assert 13 in new["hands"][0]  # still shown in seat 0's public hand
        assert new["my_choice"] is None
    assert state.view(0)["my_choice"] == 13
    state.act(1, Play(2))
    state.act(2, Play(30))
    hands_after = state.view(1)["hands"]
    assert 13 not in hands_after[0] and 2 not in hands_after[1] and 30 not in hands_after[2]


def test_T6_17_start_seat_random_seeded_and_recorded() -> None:
    config = Take6Config(players=4, professional=True)
    starts = {seed: TAKE6.new(config, seed=seed).outcomes for seed in range(12)}
    assert all(outcomes == TAKE6.new(config, seed=seed).outcomes for seed, outcomes in starts.items())
    assert all(len(outcomes) == 1 and set(outcomes[0]) == {"start"} for outcomes in starts.values())
    assert len({outcomes[0]["start"] for outcomes in starts.values()}) > 1
    state = TAKE6.new(config, outcomes=[{"start": 3}])
    assert state.to_act() == [3] and state.view(None)["draft"]["start"] == 3


def test_T6_17_start_seat_moves_one_seat_clockwise_each_round() -> None:
    config = Take6Config(players=4, professional=True, end=EndRule.ROUNDS, rounds=3)
    state = TAKE6.new(config, outcomes=[{"start": 2}])
    starts = []
    for round_ in (1, 2, 3):
        assert state.round == round_ and state.phase == "draft"
        starts.append((state.view(None)["draft"]["start"], state.to_act()[0]))
        assert state.view(None)["draft"]["pool"] == list(range(1, 45))
        finish_round(state)
    assert starts == [(2, 2), (3, 3), (0, 0)]
    assert state.over and len(state.outcomes) == 1  # the later starts are not random


def test_T6_17_snake_draft_reverses_each_pass() -> None:
    config = Take6Config(players=3, professional=True, snake=True)
    state = TAKE6.new(config, outcomes=[{"start": 1}])
    order = []
    while state.phase == "draft":
        order.append(state.to_act()[0])
        state.act(order[-1], state.legal(order[-1])[0])
    assert order == [1, 2, 0, 0, 2, 1] * 5
    plain = TAKE6.new(Take6Config(players=3, professional=True), outcomes=[{"start": 1}])
    assert plain.view(None)["draft"]["order"] == [1, 2, 0] * 10


def test_T6_17_card_range_recomputed_after_elimination() -> None:
    config = Take6Config(players=4, professional=True, end=EndRule.ELIMINATION, limit=16)
    state = TAKE6.new(config, outcomes=[{"start": 0}])
    autoplay(state, lambda s: s.round == 2)
    view = state.view(None)
    assert view["totals"] == [8, 16, 14, 20]  # seat 3 is above 16; seat 1 is not
    assert view["active"] == [True, True, True, False]
    assert view["draft"]["pool"] == list(range(1, 35))  # 3 players: 1..34
    assert view["draft"]["start"] == 1
    assert view["draft"]["order"] == [1, 2, 0] * 10
    draft_lowest(state)
    assert state.view(None)["hand_sizes"] == [10, 10, 10, 0]
    assert state.to_act() == [0, 1, 2]


def test_T6_17_start_skips_eliminated_seats() -> None:
    config = Take6Config(players=4, professional=True, end=EndRule.ELIMINATION, limit=14)
    state = TAKE6.new(config, outcomes=[{"start": 0}])
    autoplay(state, lambda s: s.round == 2)
    view = state.view(None)
    assert view["active"] == [True, False, True, False]
    assert view["draft"]["start"] == 2  # seat 1, next clockwise, is out
    assert view["draft"]["pool"] == list(range(1, 25))
    assert view["draft"]["order"] == [2, 0] * 10


def test_T6_18_professional_low_card_sixth_card_and_scoring_as_base() -> None:
    state = TAKE6.new(Take6Config(players=2, professional=True), outcomes=[{"start": 0}])
    mine = [1, 2, 3, 4, 6, 7, 8, 9, 11, 12]
    theirs = [13, 14, 16, 17, 18, 19, 21, 22, 23, 24]
    for card_0, card_1 in zip(mine, theirs, strict=True):
        state.act(0, Draft(card_0))
        state.act(1, Draft(card_1))
    assert rows(state) == [[5], [10], [15], [20]]
    assert state.view(None)["row_heads"] == [2, 3, 2, 3]
    assert state.view(None)["turns"] == 10
    # a low card: its owner chooses the row
    events = [*state.act(0, Play(1)), *state.act(1, Play(21))]
    assert LowCard(0, 1) in events and state.to_act() == [0]
    events = state.act(0, TakeRow(1))
    assert events[0] == RowTaken(0, 1, (10,), 3, "low")
    assert rows(state) == [[5], [1], [15], [20, 21]]
    # ascending rows, smallest difference
    for card_0, card_1 in ((6, 16), (7, 17), (8, 18), (9, 19)):
        play_turn(state, [card_0, card_1])
    assert rows(state) == [[5, 6, 7, 8, 9], [1], [15, 16, 17, 18, 19], [20, 21]]
    # a sixth card takes the row
    events = play_turn(state, [11, 13])
    assert RowTaken(0, 0, (5, 6, 7, 8, 9), 6, "full") in events
    assert rows(state) == [[11, 13], [1], [15, 16, 17, 18, 19], [20, 21]]
    # the rest of the round, lowest card first, then the round is scored
    finish_round(state)
    view = state.view(None)
    assert view["score_pad"] == [[9, 0]] and view["totals"] == [9, 0]
    assert view["round"] == 2 and view["phase"] == "draft"
    assert view["draft"]["start"] == 1


# ----------------------------------------------------------------------- the contract's boundary


def test_take_row_float_changes_nothing() -> None:
    """TakeRow(1.5) or TakeRow(1.0) once removed the low card before failing, leaving a
    game that asked a seat with no low card to take a row."""
    state = position([[5], [99]], [[10], [20], [55], [60]])
    state.act(0, Play(5))
    state.act(1, Play(99))
    before = [state.view(seat) for seat in (0, 1, None)]
    for row in (1.5, 1.0, True):
        with pytest.raises(IllegalAction, match="the row must be a whole number from 1 to 4"):
            state.act(0, TakeRow(row))  # type: ignore[arg-type]
    assert [state.view(seat) for seat in (0, 1, None)] == before
    state.act(0, TakeRow(1))
    assert state.history[-1] == (0, TakeRow(1)) and state.phase == "choose"


@pytest.mark.parametrize("action", [Play(5.0), Play(True), Play(5, flip=1), Draft(1.0)])  # type: ignore[arg-type]
def test_float_and_bool_fields_are_refused_and_never_recorded(action: Any) -> None:
    """Play(12.0) and Play(True) were accepted and wrote records that replay refuses."""
    state = position([[1, 5], [99, 100]], [[10], [20], [55], [60]])
    with pytest.raises(IllegalAction, match="must be"):
        state.act(0, action)
    assert state.history == [] and state.to_act() == [0, 1]


@pytest.mark.parametrize("seat", [True, "1", None, 1.0])
def test_a_seat_that_is_not_a_whole_number_is_refused(seat: Any) -> None:
    """A seat True played as seat 1; "1" or None raised a TypeError."""
    state = position([[1, 5], [99, 100]], [[10], [20], [55], [60]])
    with pytest.raises(IllegalAction, match=r"there is no seat .*: the seats are 1 to 2"):
        state.act(seat, Play(99))
    assert state.history == [] and state.to_act() == [0, 1]


def test_another_games_action_is_refused() -> None:
    from bullheads.games.take11.actions import Take

    state = position([[1, 5], [99, 100]], [[10], [20], [55], [60]])
    with pytest.raises(IllegalAction, match=r"Take\(top=5\) is not a Take 6! action"):
        state.act(0, Take(5))  # type: ignore[arg-type]
