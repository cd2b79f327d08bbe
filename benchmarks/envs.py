"""Environment steps per CPU-second on one core, for every env of bullheads.envs.

- the PettingZoo AEC env of every game (random legal actions from the action mask, one
  observation per step, as a learner reads it);
- the PettingZoo Parallel env of the games with simultaneous choices;
- the Gymnasium env of every game against random bots (bot moves are not counted as steps);
- the headline: random 4-player Take 6! rounds (one round per game) through the AEC env,
  in rounds per CPU-second (target: 6,000), on the kernel backend and on the engine, in
  one interleaved run (kernel, engine, floor, kernel, ...; medians), beside the floor:
  the same loop on an AEC env that plays no game and hands out observations of the same
  size, as many steps a round as the kernel's rounds took: PettingZoo's loop and the
  random policy alone, the most any AEC env could reach here;
- the vector Take 6! env on the compiled kernel (bullheads.envs.vector; needs the kernel
  extra), 4 players against random opponents, in agent steps per CPU-second for
  num_envs 1, 64, 1024 and 4096 (target: 1,000,000), with the observations copied out
  (the default) and not (``copy=False``). The agent plays its first legal action, so
  that the figure is the env's, not a policy's;
- random play through the OpenSpiel API (bullheads.envs.openspiel; needs open-spiel) of
  every game in its default config, in nodes per CPU-second, chance nodes included (a
  chance node draws its outcome with the node's probabilities, a decision node a uniformly
  random legal action; a simultaneous node one per seat, the pass included).

The random policy draws among the action mask's nonzero entries with Python's generator:
numpy's `flatnonzero` and `Generator.integers` would cost about 5 µs a step, more than a
step of the kernel's env. Episodes are seeded once; later resets draw from the env's own
generator, as a training loop does.

Run: python benchmarks/envs.py [--seconds 3] [--trials 5] [--vector-only | --openspiel-only |
     --headline-only]
"""

from __future__ import annotations

import argparse
import importlib.util
import platform
import random
import statistics
import time
from collections.abc import Callable
from typing import Any, ClassVar

import numpy as np
from pettingzoo import AECEnv

import bullheads.envs
from bullheads.envs.games import ENV_GAMES
from bullheads.envs.pettingzoo import env, parallel_env
from bullheads.games.take6 import kernel

ONE_ROUND = {"players": 4, "end": "rounds", "rounds": 1}


Episode = Callable[[random.Random, int], int]
"""Plays one episode (the int: the episode's number) and returns its steps."""


def random_loop(aec: AECEnv[str, dict[str, Any], int]) -> Episode:
    """PettingZoo's loop with a uniformly random legal action at every step."""

    def play(rng: random.Random, episode: int) -> int:
        aec.reset(seed=episode if episode == 0 else None)
        steps = 0
        for _ in aec.agent_iter():
            observation, _, over, cut, _ = aec.last()
            if over or cut:
                aec.step(None)
                continue
            legal = observation["action_mask"].nonzero()[0]
            aec.step(int(legal[int(rng.random() * len(legal))]))
            steps += 1
        return steps

    return play


def aec_episode(game: str, config: dict[str, Any], backend: str = "auto") -> Episode:
    return random_loop(env(game, config=config, backend=backend))


class Floor(AECEnv[str, dict[str, Any], int]):  # type: ignore[misc]
    """An AEC env that plays no game: `steps` decisions a round, seats in turn, each
    observation a fresh copy of a vector and a mask of Take 6!'s sizes (10 legal
    actions). What PettingZoo's loop and the random policy cost by themselves."""

    metadata: ClassVar[dict[str, Any]] = {"name": "floor"}

    def __init__(self, steps: int, size: int, actions: int) -> None:
        super().__init__()
        self.possible_agents = [f"seat_{seat}" for seat in range(4)]
        self.steps = steps
        self.vector = np.zeros(size, np.float32)
        self.mask = np.zeros(actions, np.int8)
        self.mask[:10] = 1

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self.agent_selection = self.agents[0]
        self.made = 0

    def observe(self, agent: str) -> dict[str, Any]:
        return {"observation": self.vector.copy(), "action_mask": self.mask.copy()}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.made += 1
        if self.made == self.steps:
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.agent_selection = self.possible_agents[self.made % 4]


def headline(seconds: float, trials: int) -> None:
    """Take 6! 4-player random rounds through the AEC env: kernel, engine and the floor,
    interleaved; the medians of CPU and wall rates."""
    kernel_env = env("take6", config=ONE_ROUND)
    backend = type(kernel_env.table).__name__
    loops: dict[str, Episode] = {
        f"AEC env ({backend})": random_loop(kernel_env),
        "AEC env (engine table)": aec_episode("take6", ONE_ROUND, "engine"),
    }
    steps, _, _ = measure(loops[f"AEC env ({backend})"], seconds / 4)
    size, actions = kernel_env.table.encoding.size, kernel_env.table.encoding.actions
    loops["floor: no game, same loop"] = random_loop(Floor(round(steps), size, actions))
    rates: dict[str, list[tuple[float, float]]] = {name: [] for name in loops}
    for _ in range(trials):
        for name, play in loops.items():
            _, cpu, wall = measure(play, seconds)
            rates[name].append((cpu, wall))
    print(
        f"Take 6! random 4-player rounds through the AEC env, {steps:.1f} decisions a round "
        "(target 6,000/CPU-s)"
    )
    print(f"{'loop':<34}{'rounds/CPU-s':>14}{'rounds/wall-s':>15}")
    for name, found in rates.items():
        cpu = statistics.median(rate for rate, _ in found)
        wall = statistics.median(rate for _, rate in found)
        print(f"{name:<34}{cpu:>14,.0f}{wall:>15,.0f}")


def parallel_episode(game: str, config: dict[str, Any]) -> Episode:
    par = parallel_env(game, config=config)

    def play(rng: random.Random, episode: int) -> int:
        observations, _ = par.reset(seed=episode if episode == 0 else None)
        steps = 0
        while par.agents:
            actions = {}
            for agent, observation in observations.items():
                legal = observation["action_mask"].nonzero()[0]
                if len(legal):
                    actions[agent] = int(legal[int(rng.random() * len(legal))])
            observations, *_ = par.step(actions)
            steps += 1
        return steps

    return play


def gym_episode(game: str) -> Episode:
    single = bullheads.envs.BullheadsEnv(game, opponents="random")

    def play(rng: random.Random, episode: int) -> int:
        observation, _ = single.reset(seed=episode if episode == 0 else None)
        steps, over = 0, False
        while not over:
            legal = observation["action_mask"].nonzero()[0]
            observation, _, over, _, _ = single.step(int(legal[int(rng.random() * len(legal))]))
            steps += 1
        return steps

    return play


def openspiel_episode(game: str) -> Episode:
    """Random play of one game through the OpenSpiel API; its nodes (chance included)."""
    from bullheads.envs import openspiel

    loaded = openspiel.load(game)

    def play(rng: random.Random, episode: int) -> int:
        state, nodes = loaded.new_initial_state(), 0
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probabilities = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rng.choices(outcomes, probabilities)[0])
            elif state.is_simultaneous_node():
                joint = []
                for seat in range(state.num_players()):
                    legal = state.legal_actions(seat)
                    joint.append(legal[int(rng.random() * len(legal))])
                state.apply_actions(joint)
            else:
                legal = state.legal_actions()
                state.apply_action(legal[int(rng.random() * len(legal))])
            nodes += 1
        return nodes

    return play


def openspiel_rows(seconds: float) -> None:
    """Nodes per CPU-second of random OpenSpiel play, per game (default configs)."""
    print(f"{'OpenSpiel, random play, default config':<40}{'nodes/s':>10}{'nodes/game':>12}{'games/s':>10}")
    for game in ENV_GAMES:
        nodes, games, _ = measure(openspiel_episode(game), seconds)
        print(f"{f'OpenSpiel {game}':<40}{nodes * games:>10,.0f}{nodes:>12,.0f}{games:>10,.1f}")


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


def measure(play: Episode, seconds: float) -> tuple[float, float, float]:
    """(steps per episode, episodes per CPU-second, episodes per wall-second)."""
    rng = random.Random(2026)
    steps = episodes = 0
    start, wall = time.process_time(), time.perf_counter()
    while time.process_time() - start < seconds:
        steps += play(rng, episodes)
        episodes += 1
    spent, waited = time.process_time() - start, time.perf_counter() - wall
    return steps / episodes, episodes / spent, episodes / waited


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per measurement")
    parser.add_argument("--trials", type=int, default=5, help="interleaved trials of the headline")
    parser.add_argument("--vector-only", action="store_true", help="measure the vector env only")
    parser.add_argument("--openspiel-only", action="store_true", help="measure the OpenSpiel games only")
    parser.add_argument(
        "--headline-only", action="store_true", help="measure the Take 6! AEC rounds (the headline) only"
    )
    arguments = parser.parse_args()
    seconds = arguments.seconds
    print(f"Python {platform.python_version()} on {platform.machine()}, one core, CPU time")
    if arguments.openspiel_only:
        openspiel_rows(seconds)
        return
    if arguments.headline_only:
        headline(seconds, arguments.trials)
        return
    if kernel.available():
        print(f"{'vector env, 4 players vs random':<34}{'copy':>10}{'no copy':>12}  (agent steps/s)")
        for num_envs in (1, 64, 1024, 4096):
            copied, shared = (vector_steps(num_envs, seconds, copy) for copy in (True, False))
            print(f"{f'num_envs={num_envs}':<34}{copied:>10,.0f}{shared:>12,.0f}")
    if arguments.vector_only:
        return
    headline(seconds, arguments.trials)
    print(f"{'env':<34}{'steps/s':>10}{'episodes/s':>12}")
    rows: list[tuple[str, Episode]] = []
    for game in ENV_GAMES:
        rows.append((f"AEC {game}", aec_episode(game, {})))
    rows.append(("AEC take6 (engine table)", aec_episode("take6", {}, "engine")))
    for game in ENV_GAMES:
        rows.append((f"Parallel {game}", parallel_episode(game, {})))
    for game in ENV_GAMES:
        rows.append((f"Gymnasium {game} (vs random)", gym_episode(game)))
    for name, play in rows:
        steps, episodes, _ = measure(play, seconds)
        print(f"{name:<34}{steps * episodes:>10,.0f}{episodes:>12,.1f}")
    if importlib.util.find_spec("pyspiel") is not None:
        openspiel_rows(seconds)


if __name__ == "__main__":
    main()
