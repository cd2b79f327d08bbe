"""The compiled Take 6! kernel against the engine (T6-03, T6-05..T6-14).

The kernel is a second copy of the rules, kept for speed: these tests drive it and the
engine with the same deals and the same seeded random choices and require the same rows
after every step, the same takes (who, which row, which cards), heads, totals and
winners; and the kernel's rule of thumb must choose the heuristic bot's cards and rows.
benchmarks/take6_kernel_diff.py runs the same check over 100,000 rounds.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import numpy as np
import pytest

pytest.importorskip(
    "numba", reason="the Take 6! kernel's extra is not installed (pip install -e '.[kernel]')"
)

from bullheads.core.errors import ConfigError
from bullheads.games.take6 import kernel
from bullheads.games.take6.cards import HEADS
from bullheads.games.take6.config import EndRule, ProMode, Take6Config
from bullheads.games.take6.kernel import available
from bullheads.games.take6.kernel.batch import Take6Batch, play_games, play_rounds
from bullheads.games.take6.kernel.check import compare
from bullheads.games.take6.kernel.games import CHOOSE, ROW
from bullheads.games.take6.kernel.rules import HEADS as KERNEL_HEADS

pytestmark = pytest.mark.xdist_group("kernel")
"""The kernel's first compile takes minutes: every test file that compiles it runs on one
worker (scripts/check: --dist loadgroup), so it compiles once and the others load it."""

CASES = [
    *(Take6Config(players=p, end=EndRule.ROUNDS, rounds=2) for p in range(2, 11)),
    *(Take6Config(players=p, end=EndRule.POINTS, limit=30) for p in (2, 4, 7, 10)),
    *(Take6Config(players=p, end=EndRule.ELIMINATION, limit=25) for p in (2, 3, 5, 10)),
    *(Take6Config(players=p, end=EndRule.ROUNDS, rounds=2, professional=ProMode.DEAL) for p in range(2, 7)),
    Take6Config(players=4, end=EndRule.POINTS, limit=30, professional=ProMode.DEAL),
    Take6Config(players=5, end=EndRule.ELIMINATION, limit=25, professional=ProMode.DEAL),
]


@pytest.mark.parametrize("config", CASES, ids=lambda config: str(config.to_json()))
def test_T6_05_kernel_matches_the_engine_turn_by_turn(config: Take6Config) -> None:
    rounds, steps, mismatches = compare(config, games=40, seed=config.players)
    assert mismatches == []
    assert rounds >= 40 and steps >= 400


@pytest.mark.parametrize("players", [2, 4, 10])
@pytest.mark.parametrize("professional", [False, True])
def test_kernel_rule_of_thumb_chooses_as_the_heuristic_bot(players: int, professional: bool) -> None:
    if professional and players > 6:
        pytest.skip("T6-15: the professional deck is for 2 to 6 players")
    mode = ProMode.DEAL if professional else None
    config = Take6Config(players=players, end=EndRule.ROUNDS, rounds=1, professional=mode)
    rounds, _, mismatches = compare(config, games=15, seed=100 + players, rule_of_thumb=True)
    assert mismatches == []
    assert rounds == 15


def test_T6_02_kernel_heads_are_the_games_table() -> None:
    assert KERNEL_HEADS.tolist() == list(HEADS)


def test_kernel_is_available_with_its_extra() -> None:
    assert available()


def test_without_the_extra_it_says_once_where_the_kernel_would_help(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(kernel, "available", lambda: False)
    with caplog.at_level(logging.INFO, logger=kernel.__name__):
        assert not kernel.suggest("a study")
        assert not kernel.suggest("a study")
    assert [record.getMessage() for record in caplog.records] == [
        f"a study would run faster with the compiled Take 6! kernel ({kernel.EXTRA})"
    ]


def test_play_rounds_is_seeded_and_counts_every_head() -> None:
    first = play_rounds(500, players=4, seed=7)
    assert first.shape == (500, 4)
    assert np.array_equal(first, play_rounds(500, players=4, seed=7))
    assert not np.array_equal(first, play_rounds(500, players=4, seed=8))
    assert (first >= 0).all() and first.sum() > 0


@pytest.mark.parametrize(
    ("config", "card", "row"),
    [
        (Take6Config(players=2, end=EndRule.POINTS, limit=30), "random", "random"),
        (Take6Config(players=4, end=EndRule.ROUNDS, rounds=2), "heuristic", "cheapest"),
        (Take6Config(players=10, end=EndRule.ELIMINATION, limit=25), "random", "cheapest"),
        (Take6Config(players=5, limit=30, professional=ProMode.DEAL), "heuristic", "random"),
    ],
    ids=lambda value: str(value.to_json()) if isinstance(value, Take6Config) else value,
)
def test_policy_games_are_the_step_apis_games(config: Take6Config, card: str, row: str) -> None:
    """`play_games` reveals the policies' cards by their slots in the hands; driven through
    the step API (the policies' cards, looked up in the hands: the path compared with the
    engine above), the same seed must give the same games."""
    games = 12
    expected = play_games(games, config, seed=5, card=card, row=row)
    batch = Take6Batch(1, config, seed=5)
    totals: list[np.ndarray] = []
    winners: list[np.ndarray] = []
    rounds: list[int] = []
    while len(totals) < games:
        batch.step(batch.policy_actions(card, row))
        if batch.state.done[0]:
            totals.append(batch.state.final[0].copy())
            winners.append(batch.state.winners[0].copy())
            rounds.append(int(batch.state.final_round[0]))
    assert np.array_equal(expected.totals, np.array(totals))
    assert np.array_equal(expected.winners, np.array(winners))
    assert expected.rounds.tolist() == rounds


def test_T6_12_games_to_the_limit_end_when_someone_reaches_it() -> None:
    results = play_games(300, Take6Config(players=4), seed=3, card="heuristic", row="cheapest")
    assert (results.totals.max(axis=1) >= 66).all()
    best = results.totals.min(axis=1, keepdims=True)
    assert np.array_equal(results.winners, results.totals == best)


def test_step_api_masks_rewards_and_autoreset() -> None:
    batch = Take6Batch(8, Take6Config(players=3, end=EndRule.ROUNDS, rounds=1), seed=5)
    heads = np.zeros((8, 3), np.int64)
    ended = 0
    while ended < 8:
        mask = batch.legal_mask()
        assert (mask.sum(axis=2)[batch.state.phase == CHOOSE] > 0).all()
        assert (mask.any(axis=2).sum(axis=1)[batch.state.phase == ROW] == 1).all()
        batch.step(batch.policy_actions())
        heads += batch.state.heads
        ended += int(batch.state.done.sum())
        finals = batch.state.final[batch.state.done]
        assert (finals >= 0).all()
    assert heads.sum() > 0
    assert (batch.state.round == 1).all()  # autoreset: new games are dealt


def test_illegal_step_is_refused_and_changes_nothing() -> None:
    batch = Take6Batch(2, Take6Config(players=2), seed=1)
    before = batch.state.hands.copy()
    actions = batch.policy_actions()
    held = int(batch.state.hands[1, 0, 0])
    actions[1, 1] = held - 1  # seat 1 plays seat 0's card
    with pytest.raises(ValueError, match="game 1, seat 1: the action"):
        batch.step(actions)
    assert np.array_equal(batch.state.hands, before)


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: Take6Batch(0), "at least 1 game"),
        (lambda: Take6Batch(1, Take6Config(fans=("cow",))), "fan cards are not covered"),
        (lambda: Take6Batch(1, Take6Config(professional=ProMode.DRAFT)), "draft is not covered"),
        (lambda: play_rounds(1, card="clever"), "unknown policy 'clever'"),
        (lambda: play_rounds(1, players=7, professional=True), "2 to 6 players"),
    ],
)
def test_kernel_bad_input_is_a_clear_error(make: Callable[[], object], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        make()
