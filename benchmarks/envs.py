"""Environment steps per CPU-second on one core, for every env of bullheads.envs.

- the PettingZoo AEC env of every game (random legal actions from the action mask, one
  observation per step, as a learner reads it);
- the PettingZoo Parallel env of the games with simultaneous choices;
- the Gymnasium env of every game against random bots (bot moves are not counted as steps);
- the headline: random 4-player Take 6! rounds (one round per game) through the AEC env,
  in rounds per CPU-second (target: 6,000);
- the vector Take 6! env on the compiled kernel (bullheads.envs.vector; needs the kernel
  extra), 4 players against random opponents, in agent steps per CPU-second for
  num_envs 1, 64, 1024 and 4096 (target: 1,000,000), with the observations copied out
  (the default) and not (``copy=False``). The agent plays its first legal action, so
  that the figure is the env's, not a policy's.

Run: python benchmarks/envs.py [--seconds 3] [--vector-only]
"""

from __future__ import annotations

import argparse
import platform
import time
from collections.abc import Callable
from typing import Any

import numpy as np

import bullheads.envs
from bullheads.envs.games import ENV_GAMES
from bullheads.envs.pettingzoo import env, parallel_env
from bullheads.games.take6 import kernel

ONE_ROUND = {"players": 4, "end": "rounds", "rounds": 1}


def aec_episode(game: str, config: dict[str, Any]) -> Callable[[np.random.Generator, int], int]:
    aec = env(game, config=config)

    def play(rng: np.random.Generator, seed: int) -> int:
        aec.reset(seed=seed)
        steps = 0
        for _ in aec.agent_iter():
            observation, _, over, cut, _ = aec.last()
            if over or cut:
                aec.step(None)
                continue
            legal = np.flatnonzero(observation["action_mask"])
            aec.step(int(legal[rng.integers(len(legal))]))
            steps += 1
        return steps

    return play


def parallel_episode(game: str, config: dict[str, Any]) -> Callable[[np.random.Generator, int], int]:
    par = parallel_env(game, config=config)

    def play(rng: np.random.Generator, seed: int) -> int:
        observations, _ = par.reset(seed=seed)
        steps = 0
        while par.agents:
            actions = {}
            for agent, observation in observations.items():
                legal = np.flatnonzero(observation["action_mask"])
                if len(legal):
                    actions[agent] = int(legal[rng.integers(len(legal))])
            observations, *_ = par.step(actions)
            steps += 1
        return steps

    return play


def gym_episode(game: str) -> Callable[[np.random.Generator, int], int]:
    single = bullheads.envs.BullheadsEnv(game, opponents="random")

    def play(rng: np.random.Generator, seed: int) -> int:
        observation, _ = single.reset(seed=seed)
        steps, over = 0, False
        while not over:
            legal = np.flatnonzero(observation["action_mask"])
            observation, _, over, _, _ = single.step(int(legal[rng.integers(len(legal))]))
            steps += 1
        return steps

    return play


def vector_steps(num_envs: int, seconds: float, copy: bool) -> float:
    """Agent steps per CPU-second of the vector env (after a warm-up call)."""
    from bullheads.envs.vector import Take6VectorEnv

    envs = Take6VectorEnv(num_envs, {"players": 4}, opponents="random", copy=copy)
    observation, _ = envs.reset(seed=1)
    steps = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        observation, *_ = envs.step(observation["action_mask"].argmax(axis=1))
        steps += num_envs
    return steps / (time.process_time() - start)


def measure(play: Callable[[np.random.Generator, int], int], seconds: float) -> tuple[float, float]:
    """(steps, episodes) per CPU-second."""
    rng = np.random.default_rng(2026)
    steps = episodes = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        steps += play(rng, episodes)
        episodes += 1
    spent = time.process_time() - start
    return steps / spent, episodes / spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per measurement")
    parser.add_argument("--vector-only", action="store_true", help="measure the vector env only")
    arguments = parser.parse_args()
    seconds = arguments.seconds
    print(f"Python {platform.python_version()} on {platform.machine()}, one core, CPU time")
    if kernel.available():
        print(f"{'vector env, 4 players vs random':<34}{'copy':>10}{'no copy':>12}  (agent steps/s)")
        for num_envs in (1, 64, 1024, 4096):
            copied, shared = (vector_steps(num_envs, seconds, copy) for copy in (True, False))
            print(f"{f'num_envs={num_envs}':<34}{copied:>10,.0f}{shared:>12,.0f}")
    if arguments.vector_only:
        return
    _, rounds = measure(aec_episode("take6", ONE_ROUND), seconds)
    print(f"Take 6! 4-player random rounds through the AEC env: {rounds:,.0f} per CPU-second (target 6,000)")
    print(f"{'env':<34}{'steps/s':>10}{'episodes/s':>12}")
    rows: list[tuple[str, Callable[[np.random.Generator, int], int]]] = []
    for game in ENV_GAMES:
        rows.append((f"AEC {game}", aec_episode(game, {})))
    for game in ("take6", "buffalo"):
        rows.append((f"Parallel {game}", parallel_episode(game, {})))
    for game in ENV_GAMES:
        rows.append((f"Gymnasium {game} (vs random)", gym_episode(game)))
    for name, play in rows:
        steps, episodes = measure(play, seconds)
        print(f"{name:<34}{steps:>10,.0f}{episodes:>12,.1f}")


if __name__ == "__main__":
    main()
