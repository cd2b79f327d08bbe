"""The RL environments (bullheads.envs): PettingZoo's and Gymnasium's own checks for every
game, observations that carry nothing a seat cannot see, and rewards that replay."""

from __future__ import annotations

import random
from typing import Any

import pytest

pytest.importorskip("pettingzoo", reason="the envs extra is not installed (pip install bullheads[envs])")
pytest.importorskip("gymnasium", reason="the envs extra is not installed (pip install bullheads[envs])")

import gymnasium
import numpy as np
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, parallel_api_test, seed_test

import bullheads.envs
from bullheads.core.errors import BullheadsError
from bullheads.envs.games import ENV_GAMES
from bullheads.envs.pettingzoo import env, parallel_env
from bullheads.envs.table import Table
from bullheads.games import GAMES

FANS = ["even-odd", "mountaineering", "cow", "digit-flip"]
CASES: list[tuple[str, dict[str, Any]]] = [
    ("take6", {}),
    ("take6", {"professional": True, "players": 3}),
    ("take6", {"fans": ["digit-flip"]}),
    ("take6", {"fans": FANS}),
    ("take6", {"end": "elimination", "limit": 20, "players": 3}),
    ("buffalo", {"players": 1}),
    ("buffalo", {"players": 4}),
    ("take11", {}),
    *(("numeranza", {"variant": variant}) for variant in ("target", "spiral", "trips", "diamond", "coop")),
]
IDS = [f"{game}-{'-'.join(f'{key}={value}' for key, value in config.items())}" for game, config in CASES]
SIMULTANEOUS = [case for case in CASES if case[0] in ("take6", "buffalo")]
KERNEL_CASES = [("take6", {}), ("take6", {"end": "elimination", "limit": 20, "players": 3})]
"""The AEC env runs these on the compiled kernel when its extra is installed (tests/test_envs_kernel.py)."""
AEC_CASES = [
    pytest.param(game, config, "engine", id=f"{id}-engine")
    for id, (game, config) in zip(IDS, CASES, strict=True)
]
AEC_CASES += [
    pytest.param(game, config, "kernel", id=f"{id}-kernel", marks=pytest.mark.xdist_group("aec-kernel"))
    for id, (game, config) in zip(IDS, CASES, strict=True)
    if (game, config) in KERNEL_CASES
]


def test_every_game_has_an_env() -> None:
    assert set(ENV_GAMES) == set(GAMES)


@pytest.mark.parametrize(("game", "config", "backend"), AEC_CASES)
def test_pettingzoo_api(game: str, config: dict[str, Any], backend: str) -> None:
    api_test(env(game, config=config, backend=backend), num_cycles=60)
    seed_test(lambda: env(game, config=config, backend=backend), num_cycles=40)


@pytest.mark.parametrize(("game", "config"), SIMULTANEOUS, ids=[f"{g}-{c}" for g, c in SIMULTANEOUS])
def test_pettingzoo_parallel_api(game: str, config: dict[str, Any]) -> None:
    parallel_api_test(parallel_env(game, config=config), num_cycles=60)


@pytest.mark.parametrize("game", sorted(ENV_GAMES))
def test_gymnasium_check_env(game: str) -> None:
    made = gymnasium.make(bullheads.envs.env_id(game), opponents="random")
    check_env(made.unwrapped)
    made.close()


def test_gymnasium_make_names_the_opponents() -> None:
    made = gymnasium.make("bullheads/Take6-v0", opponents="heuristic", config={"players": 3})
    observation, _ = made.reset(seed=4)
    total, over = 0.0, False
    while not over:
        legal = np.flatnonzero(observation["action_mask"])
        observation, reward, over, _, info = made.step(int(legal[0]))
        assert "illegal" not in info
        total += float(reward)
    state = made.unwrapped.table.state  # type: ignore[attr-defined]
    assert total == -state.result().scores[0]


def test_gymnasium_refuses_an_illegal_action_and_changes_nothing() -> None:
    made = bullheads.envs.BullheadsEnv("take6", opponents="random")
    observation, _ = made.reset(seed=1)
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    again, reward, over, _, info = made.step(illegal)
    assert reward == 0.0 and not over and "illegal" in info
    assert np.array_equal(again["observation"], observation["observation"])


def test_ansi_render_is_the_terminal_table() -> None:
    aec = env("take6", render_mode="ansi")
    aec.reset(seed=2)
    text = aec.render()
    assert text is not None and "Row 1:" in text and "Hand of seat_0" in text


def _random_states(game: str, config: dict[str, Any], seed: int, count: int) -> list[Any]:
    """States reached by random play, one every few actions."""
    engine = GAMES[game]
    state = engine.new(engine.config_from_json(config), seed=seed)
    rng, states = random.Random(seed), []
    while not state.over and len(states) < count:
        seat = state.to_act()[0]
        state.act(seat, rng.choice(state.legal(seat)))
        if rng.random() < 0.2:
            states.append(state.clone())
    return states


@pytest.mark.parametrize(("game", "config"), CASES, ids=IDS)
def test_an_observation_is_the_same_in_every_determinization(game: str, config: dict[str, Any]) -> None:
    """What a seat cannot see never reaches its observation (nor its action mask)."""
    table = Table(game, config)
    rng, redealt = random.Random(7), 0
    for state in _random_states(game, config, seed=3, count=6):
        for seat in range(table.seats):
            table.state = state
            seen = table.observe(seat)
            next_seat = (seat + 1) % table.seats
            neighbour = table.observe(next_seat)["observation"]
            for _ in range(3):
                table.state = state.determinize(seat, rng)
                other = table.observe(seat)
                assert np.array_equal(other["observation"], seen["observation"])
                assert np.array_equal(other["action_mask"], seen["action_mask"])
                redealt += not np.array_equal(table.observe(next_seat)["observation"], neighbour)
    # the check has teeth: the determinizations do change what the other seats see
    assert redealt > 0 or table.seats == 1


@pytest.mark.parametrize(("game", "config", "backend"), AEC_CASES)
@pytest.mark.parametrize("reward", ["score", "rank", "win"])
def test_an_episode_replays_with_the_same_rewards(
    game: str, config: dict[str, Any], backend: str, reward: str
) -> None:
    """The env's actions fed to the engine give the same scores, hence the same rewards."""
    aec = env(game, config=config, reward=reward, backend=backend)
    aec.reset(seed=11)
    rng = random.Random(5)
    actions, totals = [], dict.fromkeys(aec.possible_agents, 0.0)
    for agent in aec.agent_iter(max_iter=5000):
        observation, gained, over, cut, _ = aec.last()
        totals[agent] += gained
        if over or cut:
            aec.step(None)
            continue
        index = rng.choice(np.flatnonzero(observation["action_mask"]).tolist())
        actions.append((aec.seat_of[agent], index))
        aec.step(index)
    table = Table(game, config, reward)
    engine, state = GAMES[game], aec.table.state
    replay = engine.new(table.config, outcomes=state.outcomes)
    expected = [0.0] * table.seats
    table.state, table.scores = replay, replay.result().scores
    for seat, index in actions:
        for other, gain in enumerate(table.act(seat, index)):
            expected[other] += gain
    assert replay.over and replay.result() == state.result()
    assert [totals[name] for name in aec.possible_agents] == expected
    if reward == "score":
        assert expected == [table.sign * score for score in state.result().scores]


def test_a_bad_action_index_is_a_clear_error_that_changes_nothing() -> None:
    aec = env("take11")
    aec.reset(seed=1)
    before = aec.observe(aec.agent_selection)["observation"]
    with pytest.raises(BullheadsError, match="no action has the index"):
        aec.step(10**6)
    assert np.array_equal(aec.observe(aec.agent_selection)["observation"], before)


def test_unknown_reward_and_opponents_are_clear_errors() -> None:
    with pytest.raises(BullheadsError, match="unknown reward"):
        env("take6", reward="money")
    with pytest.raises(BullheadsError, match="no bot called"):
        bullheads.envs.BullheadsEnv("take6", opponents="genius")
