"""The Take 6! search bot tells careful players from careless ones by what they reveal."""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from typing import Any

import pytest
from conftest import play_turn, position

from bullheads.bots.base import Bot, RandomBot, decide
from bullheads.bots.registry import make_bot
from bullheads.bots.take6_heuristic import Take6HeuristicBot, play_costs
from bullheads.bots.take6_outlook import game_value, paces
from bullheads.bots.take6_playout import own_rest, rest_at_pace, take6_playout
from bullheads.bots.take6_rivals import (
    LOOSE_SHARE,
    MIN_HAND,
    PRIOR,
    ROW_PRIOR,
    SLIP,
    TOLERANCE,
    Evidence,
    Rivals,
)
from bullheads.core.state import Action
from bullheads.games.take6 import TAKE6, Play, Take6Config, Take6State
from bullheads.games.take6.actions import TAKE
from bullheads.games.take6.rollout import rollout_round
from bullheads.games.take6.views import Take6View, take6_view


def test_the_rule_of_thumb_s_pick_is_evidence_of_care_and_a_sixth_card_of_carelessness() -> None:
    """Three seats; seat 1 holds 10 cards out of the 83 seat 0 has not seen. The rule's
    cheapest card (a free place on a short row) is far likelier from a careful player
    than from a careless one, though other cards are as cheap; 16, the sixth card of
    the first row (T6-08), or 1, a low card (T6-09), nearly never."""
    hands = [[2, 3, 4, 5, 6, 7, 8, 9, 10, 104], [*range(60, 69), 103], [*range(70, 79), 102]]
    rows = [[11, 12, 13, 14, 15], [30], [50, 51, 52, 53], [100]]
    state = position(hands, rows)
    view = state.view(0)
    seen = {*hands[0], *(card for row in rows for card in row)}
    unseen = [card for card in range(1, 105) if card not in seen]
    costs = play_costs(view, unseen)
    best = min(unseen, key=lambda card: (costs[card], -card))
    careful, careless = Evidence(view).likelihoods(1, best)
    assert careless == pytest.approx(1 / 83)
    assert careful > 2 * careless
    assert costs[16] == 10 and costs[1] > costs[best] + 1
    for careless_card in (16, 1):
        careful, careless = Evidence(view).likelihoods(1, careless_card)
        assert careful < careless / 10
    assert Evidence(view).likelihoods(1, 5) == (0.0, 0.0), "seat 0 holds the 5: nobody else played it"


def test_a_careful_seat_s_card_is_judged_among_the_cards_it_may_still_hold() -> None:
    """The view of the first test. Had seat 1's reveals shown it holds none of the cards
    the rule finds cheaper than 20, a careful seat would play 20 far more often than
    if it might hold them; a card it was shown not to hold, a careful seat never plays."""
    hands = [[2, 3, 4, 5, 6, 7, 8, 9, 10, 104], [*range(60, 69), 103], [*range(70, 79), 102]]
    rows = [[11, 12, 13, 14, 15], [30], [50, 51, 52, 53], [100]]
    view = position(hands, rows).view(0)
    evidence = Evidence(view)
    avoided = frozenset(evidence.cheaper(20))
    assert len(avoided) > 10
    careful, careless = evidence.likelihoods(1, 20)
    careful_now, careless_now = evidence.likelihoods(1, 20, avoided)
    assert careless_now == careless == pytest.approx(1 / 83)
    assert careful_now > 5 * careful
    assert evidence.likelihoods(1, min(avoided), avoided) == (0.0, careless)


def test_where_the_rows_decide_the_costs_a_strict_seat_s_card_is_the_highest_of_equals() -> None:
    """Four players, first turn: every row holds one card, so every card that fits a row
    has room for the three other seats' cards and costs nothing, for every seat alike
    (T6-06/T6-07); the rule plays the highest of equals. So a strict seat that played a
    card holds no higher card that fits a row, nor one the rows make cheaper; the
    rule-of-thumb seat's real hand bears it out. A tolerance alone (`cheaper`) could not
    tell: all those costs are equal."""
    hands = [
        [*range(40, 49), 104],
        [*range(60, 69), 90],
        [*range(70, 79), 95],
        [*range(80, 89), 99],
    ]
    rows = [[10], [20], [30], [50]]
    state = position(hands, rows)
    view = state.view(0)
    played = Take6HeuristicBot(1).choose(state.view(1), state.legal(1)).card
    assert played == 90
    evidence = Evidence(view)
    assert evidence.cheaper(played) == set()
    ruled = evidence.preferred(played)
    seen = {*hands[0], *(card for row in rows for card in row)}
    assert ruled == {card for card in range(91, 105) if card not in seen}
    assert not ruled & set(hands[1])
    lowest_row = evidence.preferred(5)  # a low card costs a row: every card that fits one is preferred
    assert lowest_row >= {card for card in range(11, 105) if card not in seen}


def test_a_card_the_rows_ties_ruled_out_is_evidence_against_the_strict_kind() -> None:
    """The position above, seat 1 now playing 68 first, not its highest card: seat 0's
    model rules out 90 for a strict seat 1, and when 90 comes next the strict kind's
    evidence falls by the slip's share (SLIP), the loose kind's does not."""
    hands = [[*range(40, 49), 104], [*range(60, 69), 90], [*range(70, 79), 95], [*range(80, 89), 99]]
    state = position(hands, [[10], [20], [30], [50]])
    rivals = Rivals()
    rivals.observe(state.view(0))
    play_turn(state, [48, 68, 95, 99])
    rivals.observe(state.view(0))
    assert 90 in rivals.avoided(1)
    strict, loose = rivals.log_odds[1], rivals.loose_odds[1]
    play_turn(state, [47, 90, 78, 88])
    rivals.observe(state.view(0))
    assert rivals.log_odds[1] == pytest.approx(strict + math.log(SLIP))
    assert rivals.loose_odds[1] > loose + math.log(SLIP)


def test_T6_16_with_open_hands_care_means_the_rule_s_cheapest_of_the_known_hand() -> None:
    """Professional variant: every hand is public, so the careful chance is shared by
    the cards the rule finds cheapest in that hand and is 0 for a dearer card; careless
    is 1 over the hand."""
    state = TAKE6.new(Take6Config(players=3, professional=True), seed=5)
    while state.phase == "draft":
        seat = state.to_act()[0]
        state.act(seat, decide(RandomBot(seat), state, seat))
    view = state.view(0)
    hand = view["hands"][1]
    costs = play_costs(view, hand)
    cheapest = [card for card in hand if costs[card] == 0.0]
    assert len(cheapest) == 3 and min(costs[card] for card in hand if card not in cheapest) > TOLERANCE
    pick = Take6HeuristicBot(0).choose(state.view(1), state.legal(1))
    assert pick.card in cheapest
    for card in cheapest:
        assert Evidence(view).likelihoods(1, card) == (1 / 3, 1 / len(hand))
    dearer = next(card for card in hand if card not in cheapest)
    assert Evidence(view).likelihoods(1, dearer) == (0.0, 1 / len(hand))


def watch(state: Take6State, bots: Sequence[Bot], rivals: Rivals) -> None:
    """Play `state` to its end with `bots`, seat 0's `rivals` observing each card choice."""
    while not state.over:
        if state.phase == "choose" and not state.chosen[0]:
            rivals.observe(state.view(0))
        seat = state.to_act()[0]
        state.act(seat, decide(bots[seat], state, seat))


def test_rivals_learn_who_plays_by_the_rule_and_who_at_random() -> None:
    """Seat 0 watches two rounds in which seats 1 and 2 play by the rule of thumb and
    seat 3 at random: the model ends sure of all three."""
    state = TAKE6.new(Take6Config(players=4, end="rounds", rounds=2), seed=11)
    bots = [RandomBot(0), Take6HeuristicBot(1), Take6HeuristicBot(2), RandomBot(3)]
    rivals = Rivals()
    assert rivals.careful(1) == PRIOR
    watch(state, bots, rivals)
    assert rivals.careful(1) > 0.95
    assert rivals.careful(2) > 0.95
    assert rivals.careful(3) < 0.05
    assert rivals.seats == (1, 2, 3)
    sampled = rivals.sample(random.Random(3))
    assert 3 in sampled and 1 not in sampled


class KeeperBot(Take6HeuristicBot):
    """The rule of thumb's second-cheapest card while it holds 3 or more, keeping its
    cheapest for later, as a searching player may: careful cards, not strict ones."""

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        hand = view["hand"]
        if view["phase"] != "choose" or len(hand) < 3:
            return super().choose(view, legal)
        costs = play_costs(take6_view(view), hand)
        kept = min(hand, key=lambda card: (costs[card], -card))
        return Play(min((card for card in hand if card != kept), key=lambda card: (costs[card], -card)))


def test_a_seat_that_keeps_a_cheap_card_for_later_is_judged_careful_but_loose() -> None:
    """Seat 0 watches two rounds of a keeper (seat 1), a rule-of-thumb player (seat 2)
    and a random one (seat 3). The keeper plays cards the strict kind had ruled out of
    its hand, which only a careless player would do were there no loose kind: its
    evidence for the loose kind ends above that for the strict kind, and it stays far
    likelier careful than the random seat; the rule-of-thumb player is careful and
    strict."""
    state = TAKE6.new(Take6Config(players=4, end="rounds", rounds=2), seed=11)
    bots = [RandomBot(0), KeeperBot(1), Take6HeuristicBot(2), RandomBot(3)]
    rivals = Rivals()
    assert rivals.strict(1) == 1.0 - LOOSE_SHARE
    watch(state, bots, rivals)
    assert rivals.loose_odds[1] > rivals.log_odds[1]
    assert rivals.strict(1) < 0.5 < 0.95 < rivals.strict(2)
    assert rivals.careful(1) > 0.2 > 0.05 > rivals.careful(3)
    assert rivals.careful(2) > 0.95


class CheapestRowBot(RandomBot):
    """Random cards, and the cheapest row for a low card: careless cards, careful rows."""

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        if view["phase"] == "row":
            heads = view["row_heads"]
            return TAKE[heads.index(min(heads))]
        return super().choose(view, legal)


def test_T6_09_rivals_learn_who_takes_the_cheapest_row_for_a_low_card() -> None:
    """Seat 0 watches a game in which seat 1 plays at random and seat 2 plays random
    cards but takes the cheapest row for its low cards: seat 1 is soon known to take
    random rows, seat 2 the cheapest, though both play careless cards. Seat 3 plays by
    the rule of thumb; its chance only rises from the prior, if it plays low cards at all."""
    state = TAKE6.new(Take6Config(players=4, end="rounds", rounds=6), seed=5)
    bots = [RandomBot(0), RandomBot(1), CheapestRowBot(2), Take6HeuristicBot(3)]
    rivals = Rivals()
    assert rivals.careful_rows(1) == ROW_PRIOR
    watch(state, bots, rivals)
    assert rivals.careful_rows(1) < 0.05
    assert rivals.careful_rows(2) > 0.95
    assert rivals.careful_rows(3) >= ROW_PRIOR
    assert rivals.careful(1) < 0.05 and rivals.careful(2) < 0.05


class RowRecorder(Rivals):
    """Rivals that keep every pair of views whose turn they weighed for a low card's row."""

    def __init__(self) -> None:
        super().__init__()
        self.turns: list[tuple[Take6View, Take6View]] = []

    def learn_rows(self, before: Take6View, after: Take6View) -> None:
        self.turns.append((before, after))
        super().learn_rows(before, after)


def test_T6_09_a_low_card_s_row_is_evidence_for_both_careful_kinds() -> None:
    """Both careful kinds take the cheapest row for a low card, so each take moves the
    strict and the loose kind's evidence alike: up for a cheapest row (unless tied four
    ways), down to the slip's chance for another. Seat 1 takes random rows, seat 2 the
    cheapest; each turn is weighed afresh."""
    state = TAKE6.new(Take6Config(players=4, end="rounds", rounds=6), seed=5)
    bots = [RandomBot(0), RandomBot(1), CheapestRowBot(2), RandomBot(3)]
    recorder = RowRecorder()
    watch(state, bots, recorder)
    moved: dict[int, list[float]] = {1: [], 2: []}
    for before, after in recorder.turns:
        fresh = Rivals()
        fresh.learn_rows(before, after)
        for seat, odds in moved.items():
            if seat in fresh.row_log_odds:
                assert fresh.log_odds[seat] == fresh.loose_odds[seat]
                odds.append(fresh.log_odds[seat])
    assert min(moved[1]) == pytest.approx(math.log(SLIP))
    assert min(moved[2]) > math.log(SLIP) and max(moved[2]) > 0.0


def test_rivals_learn_only_from_the_reveal_that_followed_the_view_they_kept() -> None:
    """Views that are not a card choice teach nothing, nor the same turn seen twice, nor
    a view of the next round paired with the last reveal of a round; nor a hidden hand
    of fewer than MIN_HAND cards (one card: no choice)."""
    state = TAKE6.new(Take6Config(players=3, end="rounds", rounds=2), seed=5)
    bots = [RandomBot(0), RandomBot(1), RandomBot(2)]
    rivals = Rivals()
    rivals.observe(state.view(0))
    rivals.observe(state.view(0))
    assert rivals.log_odds == {}
    random_turn(state, bots)
    rivals.observe(state.view(0))
    assert set(rivals.log_odds) == {1, 2}
    learnt = dict(rivals.log_odds)
    rivals.observe(state.view(0))
    assert rivals.log_odds == learnt
    while state.round == 1:
        before = state.view(0)
        random_turn(state, bots)
        if state.round == 1 and before["hand_sizes"][1] < MIN_HAND:
            assert Evidence(before).likelihoods(1, state.view(0)["played"][1]) == (0.0, 0.0)
    learnt = dict(rivals.log_odds)
    rivals.observe(state.view(0))
    assert rivals.log_odds == learnt


def test_a_careful_seat_s_reveals_tell_which_cards_it_does_not_hold() -> None:
    """Seat 0 watches two rounds of rule-of-thumb players and one random player. After
    each reveal, what the model says a seat does not hold, if careful, is every card the
    rule preferred to one it played this round (Evidence.preferred), gathered anew
    each round (T6-03). The careful seats hold nearly none of those cards, the careless
    one many."""
    state = TAKE6.new(Take6Config(players=4, end="rounds", rounds=2), seed=3)
    bots = [Take6HeuristicBot(0), Take6HeuristicBot(1), Take6HeuristicBot(2), RandomBot(3)]
    rivals = Rivals()
    expected: dict[int, set[int]] = {1: set(), 2: set(), 3: set()}
    before = None
    held = {1: 0, 2: 0, 3: 0}
    while not state.over:
        if state.phase == "choose" and not state.chosen[0]:
            view = state.view(0)
            if before is not None and before["round"] != view["round"]:
                expected = {1: set(), 2: set(), 3: set()}
            elif before is not None:
                for seat in expected:
                    expected[seat] |= Evidence(before).preferred(view["played"][seat])
            rivals.observe(view)
            for seat, cards in expected.items():
                assert rivals.avoided(seat) == cards
                held[seat] += len(cards & set(state.hands[seat]))
            before = view
        seat = state.to_act()[0]
        state.act(seat, decide(bots[seat], state, seat))
    assert held[1] + held[2] <= 1
    assert held[3] > 10


def test_T6_16_with_open_hands_a_reveal_rules_out_no_hidden_card() -> None:
    """Professional draft: every hand is public, there is nothing to rule out."""
    state = TAKE6.new(Take6Config(players=3, professional=True), seed=5)
    while state.phase == "draft":
        seat = state.to_act()[0]
        state.act(seat, decide(RandomBot(seat), state, seat))
    view = state.view(0)
    assert all(Evidence(view).preferred(card) == set() for card in view["hands"][1])


def random_turn(state: Take6State, bots: list[RandomBot]) -> None:
    """Every seat chooses a random card; a low card's owner takes a random row."""
    turn = (state.round, state.turn)
    while (state.round, state.turn) == turn and not state.over:
        seat = state.to_act()[0]
        state.act(seat, decide(bots[seat], state, seat))


def test_T6_08_a_careless_seat_s_rest_of_the_round_comes_from_the_rollout() -> None:
    """The playout values a careful seat's rest of the round at its pace and a careless
    seat's by the random rollout it is modelled by (take6_rivals)."""
    rows = [[41, 42, 43, 44, 45], [10], [20], [30]]
    state = position([[11, 70, 71], [46, 90, 91], [21, 80, 81]], rows, limit=66)
    state.totals = [10, 20, 30]
    play_turn(state, [11, 46, 21])
    pace = paces(state.totals, 0, 0)
    rolled = rollout_round(state, random.Random(5))
    totals = [
        state.totals[0] + own_rest(state, 0, rolled[0], pace[0]),
        state.totals[1] + rest_at_pace(state, 1, pace[1]),
        state.totals[2] + rolled[2],
    ]
    expected = game_value(state.config, 0, totals, pace, state.active, None)
    assert take6_playout(state.clone(), 0, random.Random(5), frozenset({2})) == pytest.approx(expected)
    assert take6_playout(state.clone(), 0, random.Random(5)) != pytest.approx(expected)


@pytest.mark.xdist_group("kernel-search")  # the search plays its card choices on the compiled kernel
def test_the_search_bot_models_the_seats_it_has_seen_play_at_random_as_careless() -> None:
    """Over games against random players the search bot's model becomes sure of them.
    Judged over five 5-round games: in one short game a random seat can look careful by
    chance (a 3-round game of seed 2 left one at 0.37 once the search's own choices
    changed)."""
    careful: list[list[float]] = [[], []]
    for seed in range(2, 7):
        state = TAKE6.new(Take6Config(players=3, end="rounds", rounds=5), seed=seed)
        bots = [make_bot("search:easy", "take6", 1), RandomBot(2), RandomBot(3)]
        while not state.over:
            seat = state.to_act()[0]
            state.act(seat, decide(bots[seat], state, seat))
        rivals = bots[0].rivals
        assert isinstance(rivals, Rivals)
        for seat in (1, 2):
            careful[seat - 1].append(rivals.careful(seat))
    for chances in careful:
        assert sum(chances) / len(chances) < 0.2 and sum(chance < 0.5 for chance in chances) >= 4, chances
