"""Reinforcement-learning environments for every game (the ``envs`` extra).

PettingZoo: `bullheads.envs.pettingzoo.env(game, config=..., reward=...)` (AEC) and
`parallel_env(...)`. Gymnasium: importing this package registers ``bullheads/Take6-v0``,
``bullheads/Buffalo-v0``, ``bullheads/Take11-v0`` and ``bullheads/Numeranza-v0``, so
``gymnasium.make("bullheads/Take6-v0", opponents="heuristic")`` works after
``import bullheads.envs`` (or, without it, ``gymnasium.make("bullheads.envs:bullheads/Take6-v0")``),
and ``bullheads/Take6Vector-v0``: ``gymnasium.make_vec("bullheads/Take6Vector-v0",
num_envs=4096)`` is the vector env on the compiled kernel (bullheads.envs.vector; the
``kernel`` extra), ``vectorization_mode="sync"`` a loop of single envs instead.
Observations, spaces, rewards and action codes: docs/envs.md.
"""

from __future__ import annotations

import gymnasium as gym

from bullheads.envs.games import ENV_GAMES
from bullheads.envs.gymnasium import BullheadsEnv


def env_id(game: str) -> str:
    """The Gymnasium id of `game`'s single-agent env."""
    return f"bullheads/{ENV_GAMES[game].title}-v0"


# `gym`, not `gymnasium`: importing the submodule bullheads.envs.gymnasium binds that name here.
for _name in ENV_GAMES:
    if env_id(_name) not in gym.registry:
        gym.register(
            env_id(_name), entry_point="bullheads.envs.gymnasium:BullheadsEnv", kwargs={"game": _name}
        )

VECTOR_ID = "bullheads/Take6Vector-v0"
"""The vectorized Take 6! env: its vector entry point is the kernel's, its entry point the
single env's (for ``make_vec(..., vectorization_mode="sync")``)."""
if VECTOR_ID not in gym.registry:
    gym.register(
        VECTOR_ID,
        entry_point="bullheads.envs.gymnasium:BullheadsEnv",
        vector_entry_point="bullheads.envs.vector:Take6VectorEnv",
    )

__all__ = ["BullheadsEnv", "env_id"]
