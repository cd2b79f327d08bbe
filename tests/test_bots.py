"""Bots: legal in every seat and variant, reproducible when seeded, and the rule-of-thumb
bot clearly better than random play."""

from __future__ import annotations

import copy
import math
import statistics
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bullheads.bots.base import Bot
from bullheads.bots.registry import bot_names, make_bot
from bullheads.bots.take6_heuristic import at_least
from bullheads.core.errors import BullheadsError
from bullheads.games.take6 import TAKE6, Play, ProMode, Take6Config, Take6State, TakeRow
from bullheads.games.take6.state import Phase

VARIANTS = [
    Take6Config(players=2, limit=30),
    Take6Config(players=4, end="rounds", rounds=2),
    Take6Config(players=10, end="rounds", rounds=1),
    Take6Config(players=5, end="elimination", limit=20),
    Take6Config(players=2, professional=True, limit=20),
    Take6Config(players=4, professional=True, snake=True, end="rounds", rounds=2),
    Take6Config(players=6, professional=True, end="elimination", limit=20),
    Take6Config(players=3, professional=ProMode.DEAL, end="rounds", rounds=2),
    Take6Config(players=5, professional=ProMode.DEAL, end="elimination", limit=20),
]


def play(config: Take6Config, bots: list[Bot], seed: int) -> Take6State:
    """A whole game; each chosen action must be one of the seat's legal actions."""
    state = TAKE6.new(config, seed=seed)
    while not state.over:
        seat = state.to_act()[0]
        view = state.view(seat)
        legal = state.legal(seat)
        untouched = (copy.deepcopy(view), list(legal))
        action = bots[seat].choose(view, legal)
        assert action in legal, f"{bots[seat].name} in seat {seat} chose {action} (legal: {legal})"
        assert (view, legal) == untouched, f"{bots[seat].name} changed its view or legal list"
        state.act(seat, action)
    return state


def test_the_registry_names_the_bots() -> None:
    assert bot_names("take6") == [
        "heuristic",
        "random",
        "search",
        "search:easy",
        "search:expert",
        "search:strong",
    ]
    assert bot_names("chess") == []
    with pytest.raises(
        BullheadsError,
        match=r"no bot called 'genius' for take6 \(bots: heuristic, random, search, search:easy, "
        r"search:expert, search:strong, or cmd:COMMAND\)",
    ):
        make_bot("genius", "take6")
    with pytest.raises(BullheadsError, match="no bot called 'random' for chess"):
        make_bot("random", "chess")


@pytest.mark.parametrize("name", ["heuristic", "random"])
@pytest.mark.parametrize("config", VARIANTS, ids=lambda c: "-".join(f"{v}" for v in c.to_json().values()))
def test_bot_plays_legally_in_every_seat(name: str, config: Take6Config) -> None:
    """All seats the same bot, and the bot alone among the other kind, in every seat."""
    players = config.players
    play(config, [make_bot(name, "take6", seed=seat) for seat in range(players)], seed=1)
    other = "random" if name == "heuristic" else "heuristic"
    for seat in range(players):
        bots = [make_bot(name if s == seat else other, "take6", seed=s) for s in range(players)]
        play(config, bots, seed=seat + 2)


def test_heuristic_bot_takes_the_cheapest_row_for_a_low_card() -> None:
    bot = make_bot("heuristic", "take6", seed=0)
    view: dict[str, Any] = {"rows": [[10, 55], [20], [30, 33], [40, 41, 42]]}
    choice = bot.choose(view, [TakeRow(0), TakeRow(1), TakeRow(2), TakeRow(3)])
    assert choice == TakeRow(1)


def test_heuristic_bot_avoids_the_sixth_card() -> None:
    """With rows 1-5 full at 5 and an empty gap above 60, card 6 is the sixth card; 61 is safe."""
    state = TAKE6.new(Take6Config(players=2, end="rounds", rounds=1), seed=0)
    view = state.view(0)
    view.update(
        rows=[[1, 2, 3, 4, 5], [20], [40], [60]],
        hand=[6, 61],
        revealed=[],
        penalty=[[], []],
        active=[True, True],
    )
    assert make_bot("heuristic", "take6", seed=0).choose(view, [Play(6), Play(61)]) == Play(61)


@given(st.integers(0, 9), st.integers(0, 9), st.floats(0.0, 1.0))
def test_heuristic_bots_chance_of_enough_cards_in_a_gap_is_a_binomial_tail(k: int, n: int, p: float) -> None:
    """`at_least` (products and an integer n choose i, so that the kernel can compile it)
    is P(at least k of n trials of chance p succeed)."""
    tail = sum(math.comb(n, i) * p**i * (1.0 - p) ** (n - i) for i in range(k, n + 1))
    assert at_least(k, n, p) == pytest.approx(tail, rel=1e-12, abs=1e-15)
    assert at_least(k, n, p) >= at_least(k + 1, n, p)


def heads_per_round(seed: int, heuristic_seat: int) -> list[int]:
    """The heads each seat took in one seeded round (T6-13: a game of one round)."""
    bots = [
        make_bot("heuristic" if seat == heuristic_seat else "random", "take6", seed=seed * 10 + seat)
        for seat in range(4)
    ]
    return list(play(Take6Config(players=4, end="rounds", rounds=1), bots, seed).totals)


def test_heuristic_bot_beats_random_bots() -> None:
    """Over 200 seeded single rounds, one heuristic bot against three random bots."""
    mine: list[int] = []
    theirs: list[int] = []
    for seed in range(200):
        seat = seed % 4
        totals = heads_per_round(seed, seat)
        mine.append(totals[seat])
        theirs.extend(total for s, total in enumerate(totals) if s != seat)
    heuristic, random_ = statistics.mean(mine), statistics.mean(theirs)
    assert random_ > 5, "random bots take heads every round"
    assert heuristic < 0.6 * random_, f"heuristic {heuristic:.1f} heads a round, random {random_:.1f}"


def test_seeded_bots_are_reproducible() -> None:
    config = Take6Config(players=4, professional=True, end="rounds", rounds=2)

    def game(bot_seed: int) -> list[Any]:
        bots = [
            make_bot(name, "take6", seed=bot_seed + s) for s, name in enumerate(["heuristic", "random"] * 2)
        ]
        return list(play(config, bots, seed=3).history)

    assert game(1) == game(1)
    assert game(1) != game(2), "the random bots ignore their seed"


def test_random_bot_explores_its_legal_actions() -> None:
    bot = make_bot("random", "take6", seed=0)
    state = TAKE6.new(Take6Config(players=4), seed=0)
    legal = state.legal(0)
    picks = {bot.choose(state.view(0), legal) for _ in range(200)}
    assert picks == set(legal)
    assert state.phase is Phase.CHOOSE and not state.history
