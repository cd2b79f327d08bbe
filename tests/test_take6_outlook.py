"""The search bot values a Take 6! round by the seat's chance to win the game."""

from __future__ import annotations

import random

import pytest
from conftest import play_turn, position

from bullheads.bots.base import decide
from bullheads.bots.registry import make_bot
from bullheads.bots.take6_outlook import (
    OWN_PRIOR_PACE,
    PRIOR_PACE,
    PRIOR_ROUNDS,
    TIEBREAK,
    game_value,
    paces,
    rounds_after,
)
from bullheads.bots.take6_playout import RANDOM_PACE, own_rest, rest_at_pace, take6_playout
from bullheads.games.take6 import Take6Config, TakeRow
from bullheads.games.take6.rollout import random_round, rollout_round

POINTS = Take6Config(players=3)
ACTIVE = [True, True, True]


def test_T6_12_a_round_that_ends_the_game_is_worth_the_seat_s_share_of_the_win() -> None:
    pace = paces([0, 0, 0], 0, 0)
    assert game_value(POINTS, 0, [40, 41, 70], pace, ACTIVE, None) == pytest.approx(1 - 40 * TIEBREAK)
    assert game_value(POINTS, 0, [40, 40, 70], pace, ACTIVE, None) == pytest.approx(0.5 - 40 * TIEBREAK)
    assert game_value(POINTS, 0, [41, 40, 70], pace, ACTIVE, None) == pytest.approx(-41 * TIEBREAK)


def test_T6_12_the_game_goes_on_until_the_fastest_seat_reaches_the_limit() -> None:
    assert rounds_after(66, [60, 10, 10], [6.0, 6.0, 6.0], ACTIVE) == 1.0
    assert rounds_after(66, [30, 10, 6], [6.0, 6.0, 6.0], ACTIVE) == 6.0
    assert rounds_after(66, [30, 66, 6], [6.0, 6.0, 6.0], ACTIVE) == 0.0
    assert rounds_after(66, [30, 70, 6], [6.0, 6.0, 6.0], [True, False, True]) == 6.0


def test_T6_13_a_fixed_number_of_rounds_ends_after_the_last() -> None:
    config = Take6Config(players=3, end="rounds", rounds=3)
    pace = paces([0, 0, 0], 0, 0)
    assert game_value(config, 0, [5, 9, 9], pace, ACTIVE, 0.0) == pytest.approx(1 - 5 * TIEBREAK)
    assert 0.0 < game_value(config, 0, [5, 9, 9], pace, ACTIVE, 2.0) < 1.0


def test_T6_14_elimination_values_only_the_seat_s_own_total() -> None:
    config = Take6Config(players=3, end="elimination")
    pace = paces([0, 0, 0], 0, 0)
    assert game_value(config, 1, [5, 12, 30], pace, ACTIVE, None) == -12.0


def test_a_game_that_goes_on_is_worth_more_with_fewer_own_heads_and_more_for_the_rivals() -> None:
    pace = paces([10, 12, 20], 2, 0)
    value = game_value(POINTS, 0, [14, 16, 24], pace, ACTIVE, None)
    assert 0.0 < value < 1.0
    assert game_value(POINTS, 0, [18, 16, 24], pace, ACTIVE, None) < value
    assert game_value(POINTS, 0, [14, 20, 24], pace, ACTIVE, None) > value
    # The closest rival's heads count more than the leader's.
    assert game_value(POINTS, 0, [14, 20, 24], pace, ACTIVE, None) > game_value(
        POINTS, 0, [14, 16, 28], pace, ACTIVE, None
    )


def test_a_seat_that_has_taken_few_heads_per_round_is_expected_to_go_on_so() -> None:
    weight = 3 + PRIOR_ROUNDS
    assert paces([0, 30], 3, 1) == pytest.approx(
        [PRIOR_PACE * PRIOR_ROUNDS / weight, (30 + OWN_PRIOR_PACE * PRIOR_ROUNDS) / weight]
    )
    assert paces([0, 0], 0, 1) == pytest.approx([PRIOR_PACE, OWN_PRIOR_PACE])
    # The more rounds played, the more a seat's own pace counts against the prior.
    assert paces([0, 0], 6, 1)[0] < paces([0, 0], 3, 1)[0] < PRIOR_PACE


def test_the_searching_seat_expects_few_heads_of_itself_and_many_of_the_others() -> None:
    """Before any round (and shrunk towards them after) the searching seat's own pace is its
    own prior, the others' theirs: against rule-of-thumb bots the search takes about 3.5
    heads a round and they 12 (docs/bots.md)."""
    assert OWN_PRIOR_PACE < PRIOR_PACE
    assert paces([0, 0, 0], 0, 2) == pytest.approx([PRIOR_PACE, PRIOR_PACE, OWN_PRIOR_PACE])
    weight = 2 + PRIOR_ROUNDS
    assert paces([7, 24, 24], 2, 0) == pytest.approx(
        [
            (7 + OWN_PRIOR_PACE * PRIOR_ROUNDS) / weight,
            (24 + PRIOR_PACE * PRIOR_ROUNDS) / weight,
            (24 + PRIOR_PACE * PRIOR_ROUNDS) / weight,
        ]
    )


def test_T6_09_the_search_takes_a_dearer_row_when_that_wins_the_game() -> None:
    """Last turn of the last round (T6-13), seat 0 at 10 heads and seat 1 at 11. Taking
    the cheapest row (1 head) lets 99 end safely on 95: a shared win. Taking 95's row
    (2 heads) sends 99 as sixth card onto 80..84 (T6-08): seat 1 takes 7 and seat 0 wins."""
    rows = [[95], [80, 81, 82, 83, 84], [21], [60, 66]]
    state = position([[3], [99]], rows, end="rounds", rounds=1)
    state.totals = [10, 11]
    play_turn(state, [3, 99], low_rows=None)
    assert decide(make_bot("search:easy", "take6", 1), state, 0) == TakeRow(0)


def test_T6_08_the_others_rest_of_the_round_is_valued_at_their_pace_not_by_random_cards() -> None:
    """Seat 1's 46 lands sixth on 41..45 (T6-08) and it takes 10 heads; two of the three
    turns are left. The playout counts those 10 heads, then seat 1's pace for the rest of
    the round; only the searching seat's own heads come from the random rollout."""
    rows = [[41, 42, 43, 44, 45], [10], [20], [30]]
    state = position([[11, 70, 71], [46, 90, 91], [21, 80, 81]], rows, limit=66)
    state.totals = [10, 20, 30]
    play_turn(state, [11, 46, 21])
    assert state.penalty_heads[1] == 10
    assert rest_at_pace(state, 1, 6.0) == pytest.approx(10 + 6.0 * 2 / 3)

    pace = paces(state.totals, 0, 0)
    own = state.totals[0] + own_rest(state, 0, rollout_round(state, random.Random(5))[0], pace[0])
    others = [total + rest_at_pace(state, seat, pace[seat]) for seat, total in enumerate(state.totals)]
    expected = game_value(state.config, 0, [own, others[1], others[2]], pace, state.active, None)
    assert take6_playout(state.clone(), 0, random.Random(5)) == pytest.approx(expected)
    rolled = [state.totals[seat] + heads for seat, heads in enumerate(rollout_round(state, random.Random(5)))]
    assert game_value(state.config, 0, rolled, pace, state.active, None) != pytest.approx(expected)


def test_the_seat_s_own_rest_of_the_round_is_the_rollout_s_moved_to_its_pace() -> None:
    """Two of three turns are left: the rollout's heads less random play's excess over
    the seat's pace for two thirds of a round (3 players: 10.8 heads a round)."""
    rows = [[41, 42, 43, 44, 45], [10], [20], [30]]
    state = position([[11, 70, 71], [46, 90, 91], [21, 80, 81]], rows, limit=66)
    play_turn(state, [11, 46, 21])
    assert own_rest(state, 0, 9.0, 4.0) == pytest.approx(9.0 - (10.8 - 4.0) * 2 / 3)
    assert own_rest(state, 0, 9.0, 10.8) == pytest.approx(9.0)


@pytest.mark.parametrize("players", range(2, 11))
def test_random_pace_is_what_random_play_takes_in_a_round(players: int) -> None:
    rng = random.Random(players)
    rounds = 400
    heads = sum(sum(random_round(rng, players)) for _ in range(rounds)) / (rounds * players)
    assert heads == pytest.approx(RANDOM_PACE[players], abs=0.6)
