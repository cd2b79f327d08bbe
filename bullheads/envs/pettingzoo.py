"""PettingZoo environments for every game: an AEC env (one decision at a time, in the
order the game asks) and a Parallel env (every seat that owes a decision answers at once,
as in Take 6!'s and Beat the Buffalo's secret card choices).

Agents are ``seat_0``, ``seat_1``, ...; a decision the game gives to a co-operative team
(`team_decision()`) is asked of the seat the game names (Numeranza co-op: the last agent,
the team seat). Observations and spaces: docs/envs.md.
"""

from __future__ import annotations

from typing import Any, ClassVar

import gymnasium
import numpy as np
from pettingzoo import AECEnv, ParallelEnv

from bullheads.core.errors import BullheadsError, ConfigError, IllegalAction
from bullheads.envs.table import Table, TurnTable, agent_name
from bullheads.games.take6 import kernel

RENDER_MODES = ["ansi"]
RENDER_FPS = 1
"""Frames a second a viewer of the text table should show (Gymnasium asks every env to
declare it): a turn-based table changes only when someone acts, so one is plenty."""


def spaces(table: TurnTable) -> tuple[gymnasium.spaces.Dict, gymnasium.spaces.Discrete]:
    """The observation space (vector and action mask) and the action space of a seat."""
    encoding = table.encoding
    observation = gymnasium.spaces.Dict(
        {
            "observation": gymnasium.spaces.Box(0.0, np.inf, (encoding.size,), np.float32),
            "action_mask": gymnasium.spaces.Box(0, 1, (encoding.actions,), np.int8),
        }
    )
    return observation, gymnasium.spaces.Discrete(encoding.actions)


BACKENDS = ("auto", "engine", "kernel")
"""Where the AEC env plays: the engine, the compiled Take 6! kernel, or the kernel where
it covers the game and config and the engine elsewhere."""


def turn_table(game: str, config: Any, reward: str, backend: str) -> TurnTable:
    """The table an AEC env plays on (see BACKENDS)."""
    if backend not in BACKENDS:
        raise ConfigError(f"unknown backend {backend!r} (choose one of: {', '.join(BACKENDS)})")
    if backend == "engine" or (backend == "auto" and (game != "take6" or not kernel.available())):
        return Table(game, config, reward)
    if game != "take6":
        raise ConfigError(f"the kernel plays Take 6! only, not {game!r}: use backend='engine'")
    if not kernel.available():
        raise ConfigError(f"the kernel backend needs its extra: {kernel.EXTRA}")
    from bullheads.envs.take6_kernel import Take6KernelTable

    try:
        return Take6KernelTable(config, reward)
    except ConfigError:
        if backend == "kernel":
            raise
        return Table(game, config, reward)


def _check_render_mode(render_mode: str | None) -> None:
    if render_mode is not None and render_mode not in RENDER_MODES:
        raise BullheadsError(f"unknown render mode {render_mode!r} (modes: {', '.join(RENDER_MODES)})")


class BullheadsAEC(AECEnv[str, dict[str, Any], int]):  # type: ignore[misc]
    """One game of `game` (a name of bullheads.games) with `config` (its JSON form, as in
    records, or a config object), agents acting one at a time."""

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": RENDER_MODES,
        "name": "bullheads_v0",
        "is_parallelizable": True,
        "render_fps": RENDER_FPS,
    }

    def __init__(
        self,
        game: str = "take6",
        config: Any = None,
        reward: str = "score",
        render_mode: str | None = None,
        backend: str = "auto",
    ) -> None:
        super().__init__()
        _check_render_mode(render_mode)
        self.table = turn_table(game, config, reward, backend)
        self.render_mode = render_mode
        self.possible_agents = list(self.table.agents)
        self.seat_of = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        self._spaces = spaces(self.table)

    def observation_space(self, agent: str) -> gymnasium.spaces.Dict:
        return self._spaces[0]

    def action_space(self, agent: str) -> gymnasium.spaces.Discrete:
        return self._spaces[1]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None or not hasattr(self, "_rng"):
            self._rng = np.random.default_rng(seed)
        self.table.reset(int(self._rng.integers(2**63)))
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._paid = False
        self.agent_selection = self.possible_agents[self.table.acting() or 0]

    def observe(self, agent: str) -> dict[str, Any]:
        return self.table.observe(self.seat_of[agent])

    def last(self, observe: bool = True) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        """PettingZoo's `last`, with the table asked directly: it runs once per step."""
        agent = self.agent_selection
        return (
            self.table.observe(self.seat_of[agent]) if observe else None,
            self._cumulative_rewards[agent],
            self.terminations[agent],
            self.truncations[agent],
            self.infos[agent],
        )

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        table = self.table
        gains = table.play(self.seat_of[agent], action)
        self._cumulative_rewards[agent] = 0.0
        if gains is not None:
            self.rewards = dict(zip(self.possible_agents, gains, strict=True))
            self._accumulate_rewards()
            self._paid = True
        elif self._paid:  # the last step's rewards are spent
            self.rewards = dict.fromkeys(self.agents, 0.0)
            self._paid = False
        following = table.acting()
        if following is None:
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.agent_selection = self.possible_agents[following]

    def render(self) -> str | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() without a render_mode: nothing to show")
            return None
        return self.table.render(self.seat_of[self.agent_selection])

    def close(self) -> None:
        """Nothing to release."""


class BullheadsParallel(ParallelEnv[str, dict[str, Any], int]):  # type: ignore[misc]
    """One game of `game` with `config`, every seat that owes a decision acting at once.

    `step` takes an action for each agent. The actions of agents that owe no decision
    now (an all-zero action mask) are ignored. Every agent that owes one must be given an
    action of its mask: a missing action, an index that is no action or an action outside
    the mask is a BullheadsError raised before anything is played, so the game is
    unchanged. The actions are then played in seat order. A game may let an earlier
    answer of the same step change what a later seat may do (Numeranza co-op: a phrase
    said ends another's clash, so that seat may no longer change its own); an action that
    was in its agent's mask at the start of the step but that the game refuses when its
    turn in the order comes (its seat may no longer do it, or owes no decision any more;
    a refused action changes nothing) is dropped: the agent's info says so
    (``infos[agent]["dropped"]``), and a seat that still owes a decision is asked again
    at the next step with a fresh observation and mask. Which actions are dropped follows
    from the game and the actions alone, so a seeded episode still replays exactly."""

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": RENDER_MODES,
        "name": "bullheads_v0",
        "render_fps": RENDER_FPS,
    }

    def __init__(
        self, game: str = "take6", config: Any = None, reward: str = "score", render_mode: str | None = None
    ) -> None:
        _check_render_mode(render_mode)
        self.table = Table(game, config, reward)
        self.render_mode = render_mode
        self.possible_agents = list(self.table.agents)
        self.agents: list[str] = []
        self._spaces = spaces(self.table)

    def observation_space(self, agent: str) -> gymnasium.spaces.Dict:
        return self._spaces[0]

    def action_space(self, agent: str) -> gymnasium.spaces.Discrete:
        return self._spaces[1]

    def reset(
        self, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
        if seed is not None or not hasattr(self, "_rng"):
            self._rng = np.random.default_rng(seed)
        self.table.reset(int(self._rng.integers(2**63)))
        self.agents = list(self.possible_agents)
        return self._observations(), {agent: {} for agent in self.agents}

    def _observations(self) -> dict[str, Any]:
        return {agent: self.table.observe(seat) for seat, agent in enumerate(self.agents)}

    def step(self, actions: dict[str, Any]) -> tuple[dict[str, Any], ...]:
        table = self.table
        chosen = self._checked(actions)
        rewards = dict.fromkeys(self.agents, 0.0)
        infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        for seat, index in chosen:
            try:
                gains = table.act(seat, index)
            except IllegalAction:  # legal at the start of the step: an earlier answer changed that
                infos[agent_name(seat)]["dropped"] = self._dropped(seat, index)
                continue
            for name, gain in zip(self.agents, gains, strict=True):
                rewards[name] += gain
        over = table.state.over
        observations = self._observations()
        terminations = dict.fromkeys(self.agents, over)
        truncations = dict.fromkeys(self.agents, False)
        if over:
            self.agents = []
        return observations, rewards, terminations, truncations, infos

    def _checked(self, actions: dict[str, Any]) -> list[tuple[int, int]]:
        """Each seat that owes a decision now with the index of its action, in seat order,
        once every one is known to be in its agent's mask; else a BullheadsError, raised
        before anything is played."""
        table = self.table
        unknown = sorted(str(name) for name in actions if name not in self.possible_agents)
        if unknown:
            agents = ", ".join(self.possible_agents)
            raise BullheadsError(f"no agent is called {', '.join(unknown)} (agents: {agents})")
        chosen = []
        for seat in table.state.to_act():
            agent = agent_name(seat)
            if agent not in actions:
                raise BullheadsError(f"{agent} owes a decision and was given no action (nothing was played)")
            index = table.index(actions[agent])
            if not table.allows(seat, index):
                action = table.action(index)
                raise IllegalAction(
                    f"{agent} cannot {table.state.describe(action)} now: action {index} is not in its "
                    "action mask (nothing was played)"
                )
            chosen.append((seat, index))
        return chosen

    def _dropped(self, seat: int, index: int) -> str:
        """Why the action of `seat` was not played, for its info."""
        agent, table = agent_name(seat), self.table
        text = table.state.describe(table.action(index))
        if seat in table.state.to_act():
            return f"{agent} could no longer {text} after earlier answers of this step: it is asked again"
        return f"{agent} owed no decision any more after earlier answers of this step: {text} was not played"

    def render(self) -> str | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() without a render_mode: nothing to show")
            return None
        to_act = self.table.state.to_act()
        return self.table.render(to_act[0] if to_act else 0)

    def close(self) -> None:
        """Nothing to release."""

    def state(self) -> np.ndarray[Any, Any]:
        raise NotImplementedError("a global state would hold every secret; observe a seat instead")


def env(game: str = "take6", **kwargs: Any) -> BullheadsAEC:
    """The AEC env of `game`, as PettingZoo's `env()` convention names it."""
    return BullheadsAEC(game, **kwargs)


def parallel_env(game: str = "take6", **kwargs: Any) -> BullheadsParallel:
    """The Parallel env of `game`."""
    return BullheadsParallel(game, **kwargs)
