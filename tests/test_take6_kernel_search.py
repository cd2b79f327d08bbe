"""The search bot's Take 6! card choices on the compiled kernel (kernel/search.py).

The kernel plays the search's worlds in one call; these tests check that it re-deals
only what the seat cannot see, that a world valued in the kernel is worth what the
round played out by the heuristic bot through the engine makes of it, for every end
rule, and that the bot on the kernel path picks legal cards, the same ones for the same
seed.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest

pytest.importorskip(
    "numba", reason="the Take 6! kernel's extra is not installed (pip install -e '.[kernel]')"
)

import numpy as np
from conftest import play_turn, position

from bullheads.bots.base import decide
from bullheads.bots.playouts import take6_batch
from bullheads.bots.registry import make_bot
from bullheads.bots.search import LEVELS, SearchBot
from bullheads.bots.take6_heuristic import unseen_cards
from bullheads.bots.take6_kernel import WORLD_COST, KernelPlayouts, kernel_playouts
from bullheads.bots.take6_outlook import game_value, paces
from bullheads.bots.take6_rivals import Rivals
from bullheads.games.take6 import TAKE6, Play, Take6Config
from bullheads.games.take6.actions import TAKE
from bullheads.games.take6.config import EndRule, ProMode
from bullheads.games.take6.kernel.batch import FAN_BITS
from bullheads.games.take6.kernel.search import (
    CARELESS,
    LOOSE,
    PLAYED,
    RANDOM_ROWS,
    WORLD,
    _card_policy,
    _turn,
    _world,
    copy_slot,
    redeal,
)
from bullheads.games.take6.state import Take6State

pytestmark = pytest.mark.xdist_group("kernel-search")
"""The kernel's search compiles for minutes the first time: its tests share one worker."""


def played_to(config: Take6Config, seed: int, round_: int, turn: int) -> Take6State:
    """A game of rule-of-thumb bots played to the card choice of `turn` in `round_` (or
    the last round the game reaches)."""
    state = TAKE6.new(config, seed=seed)
    bot = make_bot("heuristic", "take6", seed)
    while not state.over:
        choosing = state.phase == "choose" and not any(state.chosen)
        if choosing and state.turn == turn and state.round >= round_:
            return state
        seat = state.to_act()[0]
        state.act(seat, decide(bot, state, seat))
    raise AssertionError("the game ended before the wanted turn")


@pytest.mark.parametrize("players", [2, 4, 7])
@pytest.mark.parametrize("professional", [False, True])
def test_T6_03_a_kernel_world_re_deals_only_the_cards_the_seat_has_not_seen(
    players: int, professional: bool
) -> None:
    if professional and players > 6:
        pytest.skip("T6-15: the professional deck is for 2 to 6 players")
    mode = ProMode.DEAL if professional else None
    state = played_to(Take6Config(players=players, professional=mode), seed=players, round_=1, turn=4)
    view = state.view(1)
    playouts = kernel_playouts(view, view["hand"], [1.0] * players)
    assert isinstance(playouts, KernelPlayouts)
    games = playouts.games
    unseen = set(unseen_cards(view))
    hands_seen = set()
    for number in range(20):
        games.rng[0] = number
        redeal(games, 1, np.zeros(players, np.int32), playouts.avoid)
        assert sorted(games.hands[WORLD, 1, :7].tolist()) == sorted(view["hand"])
        dealt: list[int] = []
        for seat in range(players):
            if seat != 1:
                dealt += games.hands[WORLD, seat, :7].tolist()
        assert len(set(dealt)) == len(dealt) == 7 * (players - 1)
        assert set(dealt) <= unseen
        hands_seen.add(tuple(sorted(games.hands[WORLD, 0, :7].tolist())))
        assert games.rows[WORLD].tolist() == games.rows[0].tolist()
    assert len(hands_seen) > 1 or len(unseen) == 7 * (players - 1) == 7


def test_a_careful_seat_is_dealt_none_of_the_cards_it_showed_it_does_not_hold() -> None:
    """Seats 2 and 3 avoid every other unseen card (take6_rivals.Rivals.avoided): drawn
    careful and strict (seat 2) a seat never gets one, drawn careless or loose (seat 3)
    it does; a seat that avoids every unseen card is still dealt a full hand of distinct
    unseen cards."""
    state = played_to(Take6Config(players=4), seed=4, round_=1, turn=4)
    view = state.view(1)
    unseen = sorted(unseen_cards(view))
    half = set(unseen[::2])
    for avoided, careless in (
        (half, [0, 0, 0, CARELESS]),
        (half, [0, 0, 0, LOOSE]),
        (set(unseen), [0, 0, 0, 0]),
    ):
        playouts = kernel_playouts(view, view["hand"], [1.0] * 4, [set(), set(), avoided, avoided])
        assert isinstance(playouts, KernelPlayouts)
        games = playouts.games
        careless_got = 0
        for number in range(30):
            games.rng[0] = number
            redeal(games, 1, np.array(careless, np.int32), playouts.avoid)
            dealt = [games.hands[WORLD, seat, :7].tolist() for seat in (0, 2, 3)]
            assert len({card for hand in dealt for card in hand}) == 21
            assert {card for hand in dealt for card in hand} <= set(unseen)
            if len(avoided) < len(unseen):
                assert not set(dealt[1]) & avoided
                careless_got += len(set(dealt[2]) & avoided)
        assert careless_got > 0 or len(avoided) == len(unseen)


def test_a_world_draws_each_seat_s_kind_with_its_chances() -> None:
    """Step 1 of a world: a seat whose careful chance is 0 is drawn careless (taking
    random rows if its cheapest-row chance is 0 too), one whose careful chance is 1 strict
    or loose by its strict chance (take6_rivals.Rivals.strict); the searching seat is
    none of these. Drawn loose, a seat plays the rule of thumb's card, as a strict one."""
    state = played_to(Take6Config(players=4), seed=4, round_=1, turn=4)
    view = state.view(1)
    careful = [1.0, 1.0, 1.0, 0.0]
    playouts = kernel_playouts(
        view, view["hand"], careful, [set()] * 4, None, [1.0, 1.0, 1.0, 0.0], [0.0, 0.0, 1.0, 1.0]
    )
    assert isinstance(playouts, KernelPlayouts)
    careless = np.zeros(4, np.int32)
    chosen = np.zeros(4, np.int32)
    _world(playouts.games, 1, playouts.careful, playouts.avoid, chosen, careless)
    assert careless.tolist() == [LOOSE, 0, 0, RANDOM_ROWS]
    assert _card_policy(LOOSE) == _card_policy(0) != _card_policy(CARELESS) == _card_policy(RANDOM_ROWS)


def test_the_search_deals_by_what_its_rivals_model_ruled_out() -> None:
    """The batch the search plays is given each seat's ruled-out cards (Rivals.avoided),
    learnt from the reveals seat 1 watched this round, and none for itself."""
    state = played_to(Take6Config(players=4), seed=6, round_=1, turn=1)
    rivals = Rivals()
    bot = make_bot("heuristic", "take6", 0)
    while state.turn < 5:
        if state.phase == "choose" and not any(state.chosen):
            rivals.observe(state.view(1))
        seat = state.to_act()[0]
        state.act(seat, decide(bot, state, seat))
    view = state.view(1)
    rivals.observe(view)
    playouts = take6_batch(view, state.legal(1), rivals, False)
    assert isinstance(playouts, KernelPlayouts)
    for seat in range(4):
        assert set(np.flatnonzero(playouts.avoid[seat]).tolist()) == rivals.avoided(seat)
    assert rivals.avoided(0) and not rivals.avoided(1)


CONFIGS = [
    Take6Config(players=2, professional=ProMode.DEAL),
    Take6Config(players=2, professional=ProMode.DEAL, limit=20),
    Take6Config(players=2, professional=ProMode.DEAL, end=EndRule.ROUNDS, rounds=2),
    Take6Config(players=2, professional=ProMode.DEAL, end=EndRule.ROUNDS, rounds=3),
    Take6Config(players=2, professional=ProMode.DEAL, end=EndRule.ELIMINATION, limit=30),
    Take6Config(players=2, professional=ProMode.DEAL, fans=("even-odd", "mountaineering", "cow")),
    Take6Config(players=2, professional=ProMode.DEAL, end=EndRule.ROUNDS, rounds=2, fans=("cow",)),
]


@pytest.mark.parametrize("config", CONFIGS, ids=lambda config: str(config.to_json()))
@pytest.mark.parametrize(("seed", "turn"), [(1, 9), (2, 4), (3, 6), (4, 8)])
def test_a_kernel_world_is_worth_the_round_the_rule_of_thumb_plays_out(
    config: Take6Config, seed: int, turn: int
) -> None:
    """Two players with the professional deck: the other hand is all the seat has not
    seen (T6-15), so every world is the real position. With both seats careful, the other
    seat plays its card by the rule of thumb, and the rollout plays the round out by the
    rule of thumb for both seats, every low card's owner taking the cheapest row (T6-09).
    So each candidate's value must be the game value (take6_outlook.game_value) of the
    totals that the engine's round ends with when the heuristic bot plays it so, under
    every end rule, and with the fan cards on the rows where the view shows them
    (FAN-EO, FAN-MT, FAN-COW)."""
    state = played_to(config, seed, round_=2, turn=turn)
    view = state.view(0)
    hand = view["hand"]
    playouts = kernel_playouts(view, hand, [1.0, 1.0])
    assert playouts is not None
    values = [0.0] * len(hand)
    playouts.add(list(range(len(hand))), 3, seed, values)
    heuristic = make_bot("heuristic", "take6", 0)
    pace = paces(state.totals, state.round - 1, 0)
    rounds_left = float(config.rounds - state.round) if config.end is EndRule.ROUNDS else None
    for index, card in enumerate(hand):
        world = state.clone()
        world.act(1, decide(heuristic, world, 1))
        world.act(0, Play(card))
        while not world.over and world.round == state.round:
            seat = world.to_act()[0]
            if world.phase == "row":
                world.act(seat, TAKE[world.table.cheapest_row()])
            else:
                world.act(seat, decide(heuristic, world, seat))
        expected = game_value(config, 0, world.totals, pace, state.active, rounds_left)
        assert values[index] / 3 == pytest.approx(expected, abs=1e-9), f"card {card}"


def test_the_kernel_covers_card_choices_of_the_base_game_the_professional_deal_and_row_fans() -> None:
    rivals = Rivals()
    base = TAKE6.new(Take6Config(players=3), seed=1)
    legal = base.legal(0)
    assert take6_batch(base.view(0), legal, rivals, False) is not None
    dealt = TAKE6.new(Take6Config(players=3, professional=ProMode.DEAL), seed=1)
    assert take6_batch(dealt.view(0), dealt.legal(0), rivals, False) is not None
    fans = TAKE6.new(Take6Config(players=3, fans=("even-odd", "cow")), seed=1)
    assert take6_batch(fans.view(0), fans.legal(0), rivals, False) is not None
    assert take6_batch(fans.view(0), fans.legal(0), rivals, True) is None  # the network knows no fan cards
    flip = TAKE6.new(Take6Config(players=3, fans=("even-odd", "digit-flip")), seed=1)
    assert take6_batch(flip.view(0), flip.legal(0), rivals, False) is not None
    low = position([[3, 50], [90, 91]], [[10], [20], [30], [40]])
    play_turn(low, [3, 90], low_rows=None)
    assert take6_batch(low.view(0), low.legal(0), rivals, False) is None


def test_the_search_on_the_kernel_picks_legal_cards_and_the_same_for_the_same_seed() -> None:
    state = played_to(Take6Config(players=4), seed=5, round_=1, turn=3)
    choices = []
    for _ in range(2):
        bot = SearchBot("take6", make_bot("heuristic", "take6", 0), "normal", seed=11)
        choices.append(decide(bot, state, 2))
    assert choices[0] == choices[1]
    assert choices[0] in state.legal(2)
    other_seed = SearchBot("take6", make_bot("heuristic", "take6", 0), "normal", seed=12)
    assert decide(other_seed, state, 2) in state.legal(2)


def test_every_set_of_the_row_fans_has_a_world_cost_and_none_is_cheaper_than_the_base_game() -> None:
    covered = list(FAN_BITS)
    subsets = [
        frozenset(combo)
        for size in range(len(covered) + 1)
        for combo in itertools.combinations(covered, size)
    ]
    assert set(WORLD_COST) == set(subsets)
    assert WORLD_COST[frozenset()] == 1.0
    assert all(cost >= 1.0 for cost in WORLD_COST.values())


@pytest.mark.parametrize("fans", [(), ("mountaineering",), ("even-odd", "mountaineering", "cow")])
def test_a_tables_search_plays_the_levels_worlds_divided_by_what_a_world_costs_there(
    fans: tuple[str, ...], monkeypatch: pytest.MonkeyPatch
) -> None:
    state = played_to(Take6Config(players=4, fans=fans), seed=3, round_=1, turn=2)
    played: list[int] = []
    add = KernelPlayouts.add

    def counted(self: KernelPlayouts, alive: Any, worlds: int, seed: int, totals: list[float]) -> None:
        played.append(worlds)
        add(self, alive, worlds, seed, totals)

    monkeypatch.setattr(KernelPlayouts, "add", counted)
    bot = SearchBot("take6", make_bot("heuristic", "take6", 0), "easy", seed=1)
    assert decide(bot, state, 0) in state.legal(0)
    assert sum(played) == round(LEVELS["easy"].batch_worlds / WORLD_COST[frozenset(fans)])


@pytest.mark.parametrize("careless", [0, 1])
def test_T6_09_a_seat_drawn_with_random_rows_takes_any_row_for_its_low_card_the_others_the_cheapest(
    careless: int,
) -> None:
    """In the search's worlds a low card's owner takes its row as the world's player does
    (kernel.search._take_low): a seat drawn with random rows plays like a random player,
    any row alike; a careless one that takes the cheapest rows (take6_rivals) takes the
    cheapest, as the rule of thumb does."""
    config = Take6Config(players=2, professional=ProMode.DEAL)
    for seed in range(1, 50):  # a position where seat 1's lowest card fits no row
        state = played_to(config, seed, round_=1, turn=1)
        low = min(state.hands[1])
        if low < min(state.table.lasts) and min(state.hands[0]) > low:
            break
    else:
        raise AssertionError("no position with a low card in the first 50 deals")
    cheapest = state.table.cheapest_row()
    view = state.view(0)
    playouts = kernel_playouts(view, view["hand"], [1.0, 1.0])
    assert playouts is not None
    games = playouts.games
    chosen = np.array([max(state.hands[0]), low], np.int32)
    flags = np.array([0, RANDOM_ROWS if careless else CARELESS], np.int32)
    taken = set()
    for number in range(40):
        games.rng[0] = number
        redeal(games, 0, flags, playouts.avoid)
        copy_slot(games, WORLD, PLAYED)
        games.rng[PLAYED] = number
        _turn(games, chosen, flags)
        taken |= {row for row in range(4) if games.rows[PLAYED, row, 0] == low}
    assert taken == (set(range(4)) if careless else {cheapest})
