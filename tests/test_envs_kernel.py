"""The Take 6! AEC env on the compiled kernel (bullheads.envs.take6_kernel) against the
engine's table: the same deals and actions give, at every step, the same seat asked, the
same observation and action mask for every seat, and the same rewards."""

from __future__ import annotations

import random
from typing import Any

import pytest

pytest.importorskip("pettingzoo", reason="the envs extra is not installed (pip install bullheads[envs])")
pytest.importorskip("numba", reason="the kernel extra is not installed (pip install bullheads[kernel])")

import numpy as np

from bullheads.core.errors import BullheadsError, ConfigError, IllegalAction
from bullheads.envs.pettingzoo import env
from bullheads.envs.table import Table
from bullheads.envs.take6_kernel import Take6KernelTable
from bullheads.games.take6 import TAKE6

pytestmark = pytest.mark.xdist_group("aec-kernel")
"""On one worker, so that the kernel table's first compile happens once."""

CONFIGS: list[dict[str, Any]] = [
    {"players": 4, "end": "rounds", "rounds": 2},
    {"players": 2},
    {"players": 10, "end": "rounds", "rounds": 1},
    {"players": 3, "professional": "deal", "end": "rounds", "rounds": 2},
    {"players": 3, "end": "elimination", "limit": 20},
    {"players": 5, "limit": 30},
    {"players": 4, "end": "rounds", "rounds": 2, "fans": ["even-odd", "mountaineering", "cow"]},
    {"players": 3, "end": "rounds", "rounds": 1, "fans": ["mountaineering"]},
    {"players": 3, "end": "rounds", "rounds": 2, "fans": ["digit-flip"]},
    {"players": 4, "end": "rounds", "rounds": 1, "fans": ["even-odd", "mountaineering", "cow", "digit-flip"]},
]


def _compare(config: dict[str, Any], reward: str, seed: int) -> int:
    """Play one random game on the kernel table, then the same deals and actions on the
    engine's table, comparing every step; returns the steps compared."""
    kernel = Take6KernelTable(config, reward)
    kernel.reset(seed)
    rng, played = random.Random(seed), []
    while kernel.acting() is not None:
        seat = kernel.acting()
        assert seat is not None
        legal = np.flatnonzero(kernel.observe(seat)["action_mask"])
        index = int(legal[rng.randrange(len(legal))])
        played.append((seat, index, kernel.play(seat, index)))
    deals = kernel.state.outcomes  # the kernel's deals, as the engine draws them
    engine = Table("take6", config, reward)
    engine.state = TAKE6.new(engine.config, outcomes=deals)
    engine.scores = engine.state.result().scores
    kernel.reset(seed)
    for step, (seat, index, gains) in enumerate(played):
        assert kernel.acting() == engine.acting() == seat, f"step {step}"
        for other in range(engine.seats):
            ours, theirs = kernel.observe(other), engine.observe(other)
            assert np.array_equal(ours["observation"], theirs["observation"]), f"step {step}, seat {other}"
            assert np.array_equal(ours["action_mask"], theirs["action_mask"]), f"step {step}, seat {other}"
        assert kernel.play(seat, index) == engine.play(seat, index) == gains, f"step {step}"
    assert kernel.acting() is None and engine.state.over
    return len(played)


@pytest.mark.parametrize("config", CONFIGS, ids=[str(config) for config in CONFIGS])
@pytest.mark.parametrize("reward", ["score", "rank", "win"])
def test_the_kernel_table_answers_as_the_engine_table(config: dict[str, Any], reward: str) -> None:
    steps = sum(_compare(config, reward, seed) for seed in range(2))
    assert steps > 20


def test_a_seed_deals_the_same_game_again() -> None:
    first, second = Take6KernelTable(), Take6KernelTable()
    first.reset(5)
    second.reset(5)
    assert np.array_equal(first.observe(0)["observation"], second.observe(0)["observation"])
    second.reset(6)
    assert not np.array_equal(first.observe(0)["observation"], second.observe(0)["observation"])


def test_an_illegal_action_is_the_engines_refusal_and_changes_nothing() -> None:
    """T6-04: a card not in the hand, a second card in a turn, a row when no low card waits."""
    table = Take6KernelTable({"players": 3})
    table.reset(1)
    hand = np.flatnonzero(table.observe(0)["action_mask"])
    missing = next(index for index in range(104) if index not in hand)
    before = table.observe(0)
    with pytest.raises(IllegalAction, match="does not hold the card"):
        table.play(0, missing)
    with pytest.raises(IllegalAction):
        table.play(0, 104)  # a row, while cards are chosen
    with pytest.raises(BullheadsError, match="no action has the index"):
        table.play(0, 500)
    with pytest.raises(BullheadsError, match="no action has the index"):
        table.play(0, True)
    table.play(0, int(hand[0]))
    with pytest.raises(IllegalAction, match="already chosen"):
        table.play(0, int(hand[1]))
    after = table.observe(0)
    assert after["action_mask"].sum() == 0 and not np.array_equal(after["observation"], before["observation"])
    assert table.acting() == 1


def test_the_backend_is_chosen_by_what_the_kernel_covers() -> None:
    assert isinstance(env("take6").table, Take6KernelTable)
    assert isinstance(env("take6", backend="engine").table, Table)
    assert isinstance(env("take6", config={"fans": ["cow"]}).table, Take6KernelTable)
    assert isinstance(env("take6", config={"fans": ["digit-flip"]}).table, Take6KernelTable)
    assert isinstance(env("take6", config={"professional": "draft", "players": 3}).table, Table)
    with pytest.raises(ConfigError, match="the open draft is not covered"):
        env("take6", config={"professional": "draft", "players": 3}, backend="kernel")
    with pytest.raises(ConfigError, match="Take 6! only"):
        env("take11", backend="kernel")
    with pytest.raises(ConfigError, match="unknown backend"):
        env("take6", backend="gpu")


def test_render_shows_the_kernel_position() -> None:
    aec = env("take6", render_mode="ansi")
    aec.reset(seed=3)
    for _ in range(5):
        observation, *_ = aec.last()
        aec.step(int(np.flatnonzero(observation["action_mask"])[0]))
    text = aec.render()
    assert text is not None and "turn 2 of 10" in text
