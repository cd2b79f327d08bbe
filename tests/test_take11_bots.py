"""The Take 11! rule-of-thumb bot and the search bot's Take 11! playout."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bullheads.bots.take11_heuristic import Take11HeuristicBot, rule_of_thumb, seen_from_view, seen_in
from bullheads.bots.take11_piles import pile_sizes
from bullheads.bots.take11_playout import WIN, take11_playout
from bullheads.core.state import Action
from bullheads.games.take11 import TAKE11, Play, Take, Take11Config
from bullheads.games.take11.state import Take11State

FAR = [60, 61]
"""Two cards that fit none of the piles used below (tops 3, 5, 20 and 33)."""


def position(mine: Sequence[int], piles: Sequence[Sequence[int]], others: int = 10) -> Take11State:
    """4 players, seat 0 to play holding `mine`, the others `others` cards each (the
    highest cards left), the rest in a long draw pile."""
    used = {*mine, *(card for pile in piles for card in pile)}
    rest = [card for card in range(100, 0, -1) if card not in used]
    hands = [list(mine)] + [sorted(rest[seat * others : (seat + 1) * others]) for seat in range(3)]
    deal = {"hands": hands, "piles": [list(pile) for pile in piles], "draw": rest[3 * others :]}
    return TAKE11.new(Take11Config(players=4), outcomes=[{"start": 0}, deal])


def heuristic(state: Take11State) -> Action:
    """The rule of thumb for seat 0, knowing every pile's size (as a seat that watched the
    whole round does)."""
    return rule_of_thumb(seen_in(state, 0), state.legal(0))


def test_a_compulsory_take_earns_a_bull_card_from_a_small_pile() -> None:
    """T11-05: with no card that fits, a pile of 3 cards is worth its bull card."""
    state = position(FAR, [[1, 2, 3], [20]])
    assert heuristic(state) == Take(3)


@pytest.mark.parametrize("others", [4, 1])
def test_in_the_race_a_compulsory_take_is_the_smallest_pile(others: int) -> None:
    """T11-06: another hand of at most 4 cards may be empty before a bull card pays back."""
    state = position(FAR, [[1, 2, 3], [20]], others=others)
    assert heuristic(state) == Take(20)


def test_among_piles_of_one_size_the_take_is_the_top_with_fewer_heads() -> None:
    """T11-02: 33 has 7 heads, 20 one."""
    state = position(FAR, [[33], [20]])
    assert heuristic(state) == Take(20)


def test_a_pile_of_three_is_taken_on_purpose_unless_another_hand_is_nearly_empty() -> None:
    """With no bull card, a pile of exactly 3 cards is taken rather than playing 6 on 5;
    not in the race (T11-06)."""
    assert heuristic(position([6, *FAR], [[1, 2, 3], [5]])) == Take(3)
    assert heuristic(position([6, *FAR], [[1, 2, 3], [5]], others=4)) == Play(6, 5)


def test_the_playout_reads_from_the_state_what_the_bot_reads_from_the_view() -> None:
    """`seen_in` is the lean path of `seen_from_view`: the sizes the bot counts from the
    view's public plays are the piles' true sizes."""
    state = TAKE11.new(Take11Config(players=3), seed=7)
    while not state.over:
        seat = state.to_act()[0]
        assert seen_from_view(state.view(seat)) == seen_in(state, seat)
        state.act(seat, state.legal(seat)[0])


def true_sizes(state: Take11State) -> list[int]:
    return [len(pile) for pile in state.piles]


@settings(max_examples=20, derandomize=True, database=None, deadline=None)
@given(players=st.integers(2, 7), seed=st.integers(0, 2**32), bots=st.sampled_from(["random", "heuristic"]))
def test_T11_05_the_bot_counts_every_pile_exactly_from_the_public_plays(
    players: int, seed: int, bots: str
) -> None:
    """At every decision of a game (random or rule-of-thumb play), the sizes counted from
    the view of the seat to act, and of every other seat and the spectator, are the true
    sizes; so are those counted in a world the search bot plays out (`determinize`)."""
    state = TAKE11.new(Take11Config(players=players), seed=seed)
    rng = random.Random(seed)
    bot = Take11HeuristicBot(seed)
    while not state.over:
        seat = state.to_act()[0]
        for viewer in [*range(players), None]:
            assert pile_sizes(state.view(viewer)) == true_sizes(state)
        if len(state.history) % 10 == 0:
            world = state.determinize(seat, random.Random(seed))
            assert pile_sizes(world.view(seat)) == true_sizes(world) == true_sizes(state)
        legal = state.legal(seat)
        state.act(seat, bot.choose(state.view(seat), legal) if bots == "heuristic" else rng.choice(legal))


def test_T11_05_the_count_begins_with_the_dealt_piles_and_again_with_each_round() -> None:
    """A hand-written position's piles count as dealt (T11-03); a take removes its pile
    and reveals two piles of one card (T11-05); the next round counts its own deal."""
    state = position(FAR, [[1, 2, 3], [20]])
    assert pile_sizes(state.view(0)) == [3, 1]
    state.act(0, Take(3))
    assert pile_sizes(state.view(None)) == [1, 1, 1]
    fresh = TAKE11.new(Take11Config(players=4), seed=1)
    rng = random.Random(1)
    while fresh.round == 1:
        seat = fresh.to_act()[0]
        fresh.act(seat, rng.choice(fresh.legal(seat)))
    assert pile_sizes(fresh.view(fresh.to_act()[0])) == [1]


def test_the_playout_plays_the_round_out_and_values_the_lead_over_the_others_mean() -> None:
    """T11-06: the round ends when a hand is empty; the value is the others' mean round
    score minus the seat's (all totals were 0 before round 1)."""
    state = TAKE11.new(Take11Config(players=4), seed=3)
    value = take11_playout(state, 2, random.Random(1))
    assert state.round == 2 and len(state.score_pad) == 1
    scored = state.score_pad[0]
    assert 0 in scored
    assert value == sum(scored[seat] for seat in (0, 1, 3)) / 3 - scored[2]


def test_the_playout_adds_the_win_at_the_end_of_the_last_round() -> None:
    """T11-09: a 2-player game has 2 rounds; after the last, the fewest points win."""
    state = TAKE11.new(Take11Config(players=2), seed=5)
    take11_playout(state, 0, random.Random(1))
    values = [take11_playout(state.clone(), seat, random.Random(1)) for seat in (0, 1)]
    final = state.clone()
    take11_playout(final, 0, random.Random(1))
    assert final.over and len(final.winners) == 1
    winner, loser = final.winners[0], 1 - final.winners[0]
    lead = final.totals[loser] - final.totals[winner]
    assert values[winner] == lead + WIN and values[loser] == -lead
