"""The RL environments (bullheads.envs): PettingZoo's and Gymnasium's own checks for every
game, observations that carry nothing a seat cannot see, and rewards that replay."""

from __future__ import annotations

import random
import warnings
from fractions import Fraction
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
from bullheads.core.state import Result, State
from bullheads.envs.games import ENV_GAMES
from bullheads.envs.pettingzoo import env, parallel_env
from bullheads.envs.table import Table
from bullheads.games import GAMES

FANS = ["even-odd", "mountaineering", "cow", "digit-flip"]
CASES: list[tuple[str, dict[str, Any]]] = [
    ("take6", {}),
    ("take6", {"professional": True, "players": 3}),
    ("take6", {"professional": True, "snake": True, "players": 3}),
    ("take6", {"professional": "deal", "players": 3}),
    ("take6", {"fans": ["digit-flip"]}),
    ("take6", {"fans": FANS}),
    ("take6", {"end": "rounds", "rounds": 2}),
    ("take6", {"end": "elimination", "limit": 20, "players": 3}),
    ("buffalo", {"players": 1}),
    ("buffalo", {"players": 4}),
    ("take11", {}),
    *(("numeranza", {"variant": variant}) for variant in ("target", "spiral", "trips", "diamond", "coop")),
    ("numeranza", {"variant": "trips", "bluff": True}),
]
"""Every game and its variants, in the JSON form records hold (the game's `config_from_json`):
the configs every env test runs on (tests/test_envs_parallel.py and test_envs_gymnasium.py too)."""
IDS = [f"{game}-{'-'.join(f'{key}={value}' for key, value in config.items())}" for game, config in CASES]
KERNEL_CASES = [("take6", {}), ("take6", {"end": "elimination", "limit": 20, "players": 3})]
"""The AEC env runs these on the compiled kernel when its extra is installed (tests/test_envs_kernel.py);
every case also runs on the engine (backend="engine"), which needs no compile."""
AEC_CASES = [
    pytest.param(game, config, "engine", id=f"{id}-engine")
    for id, (game, config) in zip(IDS, CASES, strict=True)
]
AEC_CASES += [
    pytest.param(game, config, "kernel", id=f"{id}-kernel", marks=pytest.mark.xdist_group("aec-kernel"))
    for id, (game, config) in zip(IDS, CASES, strict=True)
    if (game, config) in KERNEL_CASES
]


def final_rewards(lower_wins: bool, result: Result, reward: str) -> list[float]:
    """The end-of-game rewards `rank` and `win` of docs/envs.md, worked out here from the
    result alone (not with the envs' code): a seat's place is its position in the order of
    scores (best first; seats with equal scores share the mean of their positions),
    mapped linearly from 1 (first) to -1 (last); a win is 1 for a winner, -1 otherwise."""
    scores = list(result.scores)
    if reward == "win":
        return [1.0 if seat in result.winners else -1.0 for seat in range(len(scores))]
    assert reward == "rank"
    if len(scores) < 2:
        return [0.0] * len(scores)
    best_first = sorted(scores, reverse=not lower_wins)
    last = len(scores) - 1
    places = []
    for score in scores:
        positions = [position for position, other in enumerate(best_first) if other == score]
        place = Fraction(sum(positions), len(positions))  # exact, then rounded once as the env's
        places.append(float(1 - 2 * place / last))
    return places


def test_every_game_has_an_env() -> None:
    assert set(ENV_GAMES) == set(GAMES)


@pytest.mark.parametrize(("game", "config", "backend"), AEC_CASES)
def test_pettingzoo_api(game: str, config: dict[str, Any], backend: str) -> None:
    api_test(env(game, config=config, backend=backend), num_cycles=60)
    seed_test(lambda: env(game, config=config, backend=backend), num_cycles=40)


@pytest.mark.parametrize(("game", "config"), CASES, ids=IDS)
def test_pettingzoo_parallel_api(game: str, config: dict[str, Any]) -> None:
    """PettingZoo's own check, whose random actions are drawn from each agent's mask."""
    parallel_api_test(parallel_env(game, config=config), num_cycles=200)


@pytest.mark.parametrize(("game", "config"), CASES, ids=IDS)
def test_gymnasium_check_env(game: str, config: dict[str, Any]) -> None:
    """Gymnasium's own check (it steps with unmasked samples: the env refuses them, reward 0),
    with no warning about what an env declares (render modes and frames per second)."""
    made = gymnasium.make(bullheads.envs.env_id(game), opponents="random", config=config)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        check_env(made.unwrapped)
    made.close()
    assert not [str(warning.message) for warning in caught if "render" in str(warning.message)]


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


@pytest.mark.parametrize(
    "backend", ["engine", pytest.param("kernel", marks=pytest.mark.xdist_group("aec-kernel"))]
)
def test_ansi_render_is_the_terminal_table(backend: str) -> None:
    """On either backend (the kernel's on the worker that compiles it once)."""
    aec = env("take6", render_mode="ansi", backend=backend)
    aec.reset(seed=2)
    text = aec.render()
    assert text is not None and "Row 1:" in text and "Hand of seat_0" in text
    assert env("take6", render_mode="ansi", backend=backend).metadata["render_fps"] > 0


def _states_along(game: str, config: dict[str, Any], seed: int, count: int) -> list[State[Any, Any]]:
    """About `count` states spread evenly over one whole seeded random game, from the first
    decision to the last (a random seat of those that owe a decision acts each time, so
    secret choices are made in every order)."""
    engine = GAMES[game]
    settings = engine.config_from_json(config)
    state, rng = engine.new(settings, seed=seed), random.Random(seed)
    played = []
    while not state.over:
        seat = rng.choice(state.to_act())
        action = rng.choice(state.legal(seat))
        state.act(seat, action)
        played.append((seat, action))
    every = max(1, len(played) // count)
    replay, states = engine.new(settings, seed=seed), []  # same seed, same actions: same game
    for step, (seat, action) in enumerate(played):
        if step % every == 0 or step == len(played) - 1:
            states.append(replay.clone())
        replay.act(seat, action)
    return states


@pytest.mark.parametrize(("game", "config"), CASES, ids=IDS)
def test_an_observation_is_the_same_in_every_determinization(game: str, config: dict[str, Any]) -> None:
    """What a seat cannot see never reaches its observation (nor its action mask), at states
    spread over two whole games."""
    table = Table(game, config)
    rng, redealt = random.Random(7), 0
    for seed in (3, 4):
        for state in _states_along(game, config, seed=seed, count=12):
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
    else:
        assert expected == final_rewards(engine.lower_scores_win(table.config), state.result(), reward)


@pytest.mark.parametrize(
    ("scores", "winners", "game", "ranks"),
    [
        ((10, 30, 20), (0,), "take6", [1.0, -1.0, 0.0]),
        ((10, 30, 20), (1,), "numeranza", [-1.0, 1.0, 0.0]),
        ((5, 5, 9, 1), (3,), "take11", [0.0, 0.0, -1.0, 1.0]),
        ((3, 3, 3), (0, 1, 2), "buffalo", [0.0, 0.0, 0.0]),
    ],
)
def test_rank_and_win_rewards_by_hand(
    scores: tuple[int, ...], winners: tuple[int, ...], game: str, ranks: list[float]
) -> None:
    """The independent computation above, and the env's, against places worked out by hand."""
    result = Result(scores, winners)
    table = Table(game)
    lower_wins = GAMES[game].lower_scores_win(table.config)
    assert final_rewards(lower_wins, result, "rank") == ranks == table.ranks(scores)
    wins = [1.0 if seat in winners else -1.0 for seat in range(len(scores))]
    assert final_rewards(lower_wins, result, "win") == wins


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
