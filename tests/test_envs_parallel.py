"""The PettingZoo Parallel env (bullheads.envs.pettingzoo.BullheadsParallel): whole games of
masked random play for every game and variant, answers that an earlier answer of the same
step made illegal, refused input that changes nothing, and seeded reproducibility.

PettingZoo's own `parallel_seed_test` samples actions without the mask, which an env that
refuses illegal actions cannot take; the seed test here is the project's own."""

from __future__ import annotations

import random
from typing import Any

import pytest

pytest.importorskip("pettingzoo", reason="the envs extra is not installed (pip install bullheads[envs])")

import numpy as np
from test_envs import CASES, IDS

from bullheads.core.errors import BullheadsError, IllegalAction
from bullheads.envs.pettingzoo import BullheadsParallel, parallel_env
from bullheads.games import GAMES

STEPS = 20_000
"""More steps than any game of CASES takes (the longest random ones take a few hundred)."""


def masked_actions(observations: dict[str, Any], rng: random.Random) -> dict[str, int]:
    """A random action from each agent's mask, for every agent that owes a decision."""
    return {
        agent: rng.choice(np.flatnonzero(seen["action_mask"]).tolist())
        for agent, seen in sorted(observations.items())
        if seen["action_mask"].any()
    }


def expected_step(par: BullheadsParallel, actions: dict[str, int]) -> tuple[list[Any], set[str]]:
    """What a step with `actions` should do, worked out on a copy of the game with the
    contract alone: each seat that owes a decision, in seat order, plays its action if it
    is still legal when its turn in the order comes, else the action is dropped. Returns
    the (seat, action) pairs played and the agents whose actions are dropped."""
    state = par.table.state.clone()
    played, dropped = [], set()
    for seat in state.to_act():
        agent = par.possible_agents[seat]
        action = par.table.action(actions[agent])
        if action in state.legal(seat):
            state.act(seat, action)
            played.append((seat, action))
        else:
            dropped.add(agent)
    return played, dropped


def play_whole_game(game: str, config: dict[str, Any], seed: int) -> int:
    """Masked random play of one game through the Parallel env, each step checked against
    `expected_step`, the rewards against the final scores; returns the actions dropped."""
    par = parallel_env(game, config=config)
    observations, _ = par.reset(seed=seed)
    rng, drops = random.Random(seed), 0
    totals = dict.fromkeys(par.possible_agents, 0.0)
    for _ in range(STEPS):
        if not par.agents:
            break
        actions = masked_actions(observations, rng)
        asked = {par.possible_agents[seat] for seat in par.table.state.to_act()}
        assert set(actions) == asked  # the masks show exactly the seats that owe a decision
        played, dropped = expected_step(par, actions)
        before = len(par.table.state.history)
        observations, rewards, terminations, truncations, infos = par.step(actions)
        assert par.table.state.history[before:] == played
        assert {agent for agent, info in infos.items() if "dropped" in info} == dropped
        for agent in dropped:  # asked again, with a fresh mask, while it owes a decision
            still_owes = par.possible_agents.index(agent) in par.table.state.to_act()
            assert observations[agent]["action_mask"].any() == still_owes
        assert not any(truncations.values())
        assert all(terminations.values()) == par.table.state.over
        for agent, gain in rewards.items():
            totals[agent] += gain
        drops += len(dropped)
    assert not par.agents and par.table.state.over, "the game did not end"
    sign = -1.0 if GAMES[game].lower_scores_win(par.table.config) else 1.0
    assert [totals[agent] for agent in par.possible_agents] == [
        sign * score for score in par.table.state.result().scores
    ]
    return drops


@pytest.mark.parametrize(("game", "config"), CASES, ids=IDS)
def test_masked_random_play_ends_every_game(game: str, config: dict[str, Any]) -> None:
    """Actions drawn from the masks never raise: whole games end, every step plays exactly
    the answers the contract allows in seat order, and the rewards add up to the scores."""
    for seed in (1, 2):
        play_whole_game(game, config, seed)


def test_an_answer_that_an_earlier_one_made_illegal_is_dropped_and_asked_again() -> None:
    """Numeranza co-op: the players' phrases are answered at once, and a phrase said can end
    another's clash, so that player may no longer change its own (V5-2). Such an answer is
    dropped, not refused, and its seat is asked again."""
    drops = sum(play_whole_game("numeranza", {"variant": "coop"}, seed) for seed in range(4))
    assert drops > 0
    par, dropped = parallel_env("numeranza", config={"variant": "coop"}), set()
    for seed in range(4):  # the first step that drops an answer, in the games above
        observations, _ = par.reset(seed=seed)
        rng = random.Random(seed)
        while par.agents and not dropped:
            actions = masked_actions(observations, rng)
            given = {agent: observations[agent]["action_mask"] for agent in actions}
            _, dropped = expected_step(par, actions)
            observations, _, _, _, infos = par.step(actions)
        if dropped:
            break
    assert dropped
    for agent in dropped:
        assert given[agent][actions[agent]]  # it was in the mask the agent was given
        seat = par.possible_agents.index(agent)
        if seat in par.table.state.to_act():
            assert "could no longer" in infos[agent]["dropped"]
            assert observations[agent]["action_mask"].any()
        else:
            assert "owed no decision" in infos[agent]["dropped"]


def test_an_action_outside_the_mask_is_refused_before_anything_is_played() -> None:
    """An illegal action, a missing one, an index that is no action or an unknown agent is a
    clear BullheadsError, even after valid actions of earlier seats: nothing is played."""
    par = parallel_env("take6", config={"players": 4})
    observations, _ = par.reset(seed=3)
    rng = random.Random(3)
    legal = masked_actions(observations, rng)
    outside = int(np.flatnonzero(observations["seat_3"]["action_mask"] == 0)[0])
    view = par.table.state.view(None)
    bad_inputs: list[tuple[dict[str, Any], str]] = [
        ({**legal, "seat_3": outside}, "not in its action mask"),
        ({agent: index for agent, index in legal.items() if agent != "seat_3"}, "was given no action"),
        ({**legal, "seat_3": 10**6}, "no action has the index"),
        ({**legal, "seat_9": 0}, "no agent is called seat_9"),
    ]
    for actions, reason in bad_inputs:
        with pytest.raises(BullheadsError, match=reason):
            par.step(actions)
        assert par.table.state.history == [] and par.table.state.view(None) == view
    with pytest.raises(IllegalAction):
        par.step({**legal, "seat_3": outside})
    par.step(legal)  # the same game goes on
    assert len(par.table.state.history) == 4


def run(par: BullheadsParallel, seed: int, actions_seed: int) -> list[Any]:
    """Every step's output of one whole game: observations, rewards, terminations,
    truncations and infos, the actions drawn from the masks by a generator seeded with
    `actions_seed`."""
    observations, infos = par.reset(seed=seed)
    rng, steps = random.Random(actions_seed), [(observations, infos)]
    while par.agents:
        output = par.step(masked_actions(observations, rng))
        observations = output[0]
        steps.append(output)
        assert len(steps) < STEPS
    return steps


def same(first: Any, second: Any) -> bool:
    """Equal, arrays compared by their values, through dicts, lists and tuples."""
    if isinstance(first, np.ndarray) or isinstance(second, np.ndarray):
        return bool(np.array_equal(first, second) and first.dtype == second.dtype)
    if isinstance(first, dict) and isinstance(second, dict):
        return first.keys() == second.keys() and all(same(first[key], second[key]) for key in first)
    if isinstance(first, list | tuple) and isinstance(second, list | tuple):
        return len(first) == len(second) and all(same(a, b) for a, b in zip(first, second, strict=True))
    return bool(first == second)


@pytest.mark.parametrize(("game", "config"), CASES, ids=IDS)
def test_the_same_seed_gives_the_same_game(game: str, config: dict[str, Any]) -> None:
    """Two envs reset with the same seed and given the same masked actions agree at every
    step (observations, rewards, terminations, truncations, infos); a reset with the same
    seed replays the game on the same env; another seed deals another game."""
    first, second = parallel_env(game, config=config), parallel_env(game, config=config)
    steps = run(first, seed=21, actions_seed=5)
    assert same(steps, run(second, seed=21, actions_seed=5))
    assert same(steps, run(first, seed=21, actions_seed=5))
    assert not same(steps, run(second, seed=22, actions_seed=5))
    assert not same(steps[0], run(second, seed=22, actions_seed=5)[0])
