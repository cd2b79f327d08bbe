"""A vectorized Take 6! Gymnasium env on the compiled batch kernel: thousands of games
stepped per call.

`Take6VectorEnv` plays `num_envs` games (of the configs the kernel covers) in one
`Take6Batch`: the agent holds one seat, the kernel's policies play the others
(``opponents="random"`` or ``"heuristic"``, the rule-of-thumb bot with the cheapest row),
and each step runs until the agent's next decision. Observations and action masks are
batched in the single env's layout (bullheads.envs.take6), written by a compiled copy of
the encoder (bullheads.envs.take6_batch). Autoreset is NEXT_STEP: the step that ends a game returns
its last observation and `terminated`; the next step ignores that game's action and
deals a new game. docs/envs.md describes it; it needs the kernel's extra.
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
from gymnasium.utils import seeding
from gymnasium.vector import AutoresetMode
from gymnasium.vector.utils import batch_space
from numpy.typing import ArrayLike, NDArray

from bullheads.core.errors import ConfigError
from bullheads.envs.pettingzoo import spaces
from bullheads.envs.table import Table
from bullheads.games.take6 import kernel
from bullheads.games.take6.kernel.games import OVER

POLICIES = {"random": ("random", "random"), "heuristic": ("heuristic", "cheapest")}
"""The opponents the kernel plays: (card policy, row policy) of kernel/policies.py."""
Observation = dict[str, NDArray[Any]]


class Take6VectorEnv(gymnasium.vector.VectorEnv[Observation, NDArray[np.int64], NDArray[Any]]):
    """`num_envs` Take 6! games of `config` (JSON form or Take6Config), the agent in `seat`."""

    metadata: dict[str, Any] = {"autoreset_mode": AutoresetMode.NEXT_STEP, "render_modes": []}  # noqa: RUF012 - typed as VectorEnv declares it

    def __init__(
        self,
        num_envs: int = 1,
        config: Any = None,
        opponents: str = "heuristic",
        seat: int = 0,
        reward: str = "score",
        copy: bool = True,
    ) -> None:
        if not kernel.available():
            raise ConfigError(
                f"the vector env runs on the compiled Take 6! kernel: {kernel.EXTRA} "
                "(or gymnasium.make_vec(..., vectorization_mode='sync') for single envs in a loop)"
            )
        from bullheads.envs import take6_batch
        from bullheads.games.take6.kernel.batch import Take6Batch
        from bullheads.games.take6.kernel.policies import CARD_POLICIES, ROW_POLICIES
        from bullheads.games.take6.kernel.rng import seed_all

        self.table = Table("take6", config, reward)
        config = self.table.config
        if opponents not in POLICIES:
            raise ConfigError(f"unknown opponents {opponents!r} (choose one of: {', '.join(POLICIES)})")
        seats = self.table.seats
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < seats:
            raise ConfigError(f"the seat must be 0..{seats - 1} ({seat!r} given)")
        self.batch = Take6Batch(num_envs, config, 0, autoreset=False)
        self._advance = take6_batch.advance
        self._seed_all = seed_all
        card, row = POLICIES[opponents]
        self.policies = (CARD_POLICIES[card], ROW_POLICIES[row])
        self.seat, self.reward, self.copy = seat, reward, copy
        self.num_envs = num_envs
        self.single_observation_space, self.single_action_space = spaces(self.table)
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        encoding = self.table.encoding
        self._observation = np.zeros((num_envs, encoding.size), np.float32)
        self._mask = np.zeros((num_envs, encoding.actions), np.int8)
        self._rewards = np.zeros(num_envs, np.float64)
        self._ended = np.zeros(num_envs, np.bool_)
        self._illegal = np.zeros(num_envs, np.bool_)

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        """Deal a new game in every slot; `seed` makes the whole run reproducible."""
        if seed is not None or self._np_random is None:
            self._np_random, self._np_random_seed = seeding.np_random(seed)
        origin = np.array([int(self.np_random.integers(2**63))], np.uint64)
        state = self.batch.state
        self._seed_all(state.rng, origin)
        state.phase[:] = OVER  # every slot is dealt anew by the next step
        observation, *_ = self.step(np.zeros(self.num_envs, np.int64))
        return observation, {}

    def step(
        self, actions: ArrayLike
    ) -> tuple[Observation, NDArray[np.float64], NDArray[np.bool_], NDArray[np.bool_], dict[str, Any]]:
        """One decision of the agent in every game (ignored in a game that ended in the
        last step: it is dealt anew). An illegal action changes nothing in its game, which
        gets reward 0 and is named in ``info["illegal"]``."""
        chosen = np.asarray(actions).astype(np.int64, copy=False).reshape(-1)
        if chosen.shape != (self.num_envs,):
            raise ValueError(f"give one action per game: {self.num_envs} (not the shape {np.shape(actions)})")
        written = self._advance(
            self.batch.state,
            self.seat,
            *self.policies,
            chosen,
            float(self.table.config.limit),
            bool(self.table.config.professional),
            self._observation,
            self._mask,
            self._rewards,
            self._ended,
            self._illegal,
        )
        if written != self.table.encoding.size:
            raise AssertionError(
                f"the compiled encoder wrote {written} of {self.table.encoding.size} numbers"
            )
        if self.reward != "score":
            self._pay_the_end()
        info: dict[str, Any] = {}
        if self._illegal.any():
            info = {"illegal": self._illegal.copy(), "_illegal": self._illegal.copy()}
        observation: Observation = {"observation": self._observation, "action_mask": self._mask}
        if self.copy:
            observation = {key: value.copy() for key, value in observation.items()}
        truncated = np.zeros(self.num_envs, np.bool_)
        return observation, self._rewards.copy(), self._ended.copy(), truncated, info

    def _pay_the_end(self) -> None:
        """The rewards ``rank`` and ``win``: nothing until a game ends, then the table's."""
        state, table = self.batch.state, self.table
        self._rewards[:] = 0.0
        for g in np.flatnonzero(self._ended):
            if self.reward == "rank":
                self._rewards[g] = table.ranks(state.final[g].tolist())[self.seat]
            else:
                self._rewards[g] = table.wins(np.flatnonzero(state.winners[g]).tolist())[self.seat]

    def action_masks(self) -> NDArray[np.bool_]:
        """[num_envs, actions]: the agent's legal actions now, as booleans."""
        return self._mask.astype(bool)
