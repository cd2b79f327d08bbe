"""Gymnasium environments: one seat of a game, every other seat played by a bot of
bullheads.bots.registry (``opponents="heuristic"``, or one name per other seat).

The observation is the seat's vector and action mask (docs/envs.md). An action outside
the mask changes nothing: the step gives reward 0 and says why in ``info["illegal"]``.

An episode begins at the seat's first decision. What the bots' actions before it gave the
seat (a co-operative team's points) is added to the first step's reward, so that an
episode's rewards add up to the whole game's; a game that ends before the seat ever owes
a decision (Numeranza co-op's team seat: the team may lose before it is asked) is no
episode, and `reset` deals the next game from the env's generator, counting the games it
passed over in ``info["skipped"]``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np

from bullheads.bots.base import Bot, decide
from bullheads.bots.registry import make_bot
from bullheads.core.errors import BullheadsError, ConfigError
from bullheads.envs.pettingzoo import RENDER_FPS, RENDER_MODES, spaces
from bullheads.envs.table import Table
from bullheads.tui.seats import bot_seed

SKIP_LIMIT = 1000
"""The most games in a row `reset` passes over because they ended before the seat owed a
decision; beyond it the seat is one that never decides in this config (a clear error)."""


class BullheadsEnv(gymnasium.Env[dict[str, Any], np.int64]):
    """Seat `seat` of `game` with `config` (JSON form or config object) against bots."""

    metadata: dict[str, Any] = {"render_modes": RENDER_MODES, "render_fps": RENDER_FPS}  # noqa: RUF012 - typed as Env declares it

    def __init__(
        self,
        game: str = "take6",
        config: Any = None,
        opponents: str | Sequence[str] = "heuristic",
        seat: int = 0,
        reward: str = "score",
        render_mode: str | None = None,
    ) -> None:
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ConfigError(f"unknown render mode {render_mode!r} (modes: {', '.join(RENDER_MODES)})")
        self.table = Table(game, config, reward)
        self.game = game
        self.render_mode = render_mode
        if not isinstance(seat, int) or not 0 <= seat < self.table.seats:
            raise ConfigError(f"the seat must be 0..{self.table.seats - 1} ({seat!r} given)")
        self.seat = seat
        others = [other for other in range(self.table.seats) if other != seat]
        names = [opponents] * len(others) if isinstance(opponents, str) else list(opponents)
        if len(names) != len(others):
            raise ConfigError(f"name one bot for each of the {len(others)} other seats ({len(names)} given)")
        self.opponents = dict(zip(others, names, strict=True))
        for name in names:
            make_bot(name, game)  # a clear error for a bot this game does not have
        self.bots: dict[int, Bot] = {}
        self._carried = 0.0
        """The seat's reward from the bots' actions before its first decision."""
        self.observation_space, self.action_space = spaces(self.table)

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        super().reset(seed=seed)
        for skipped in range(SKIP_LIMIT):
            game_seed = int(self.np_random.integers(2**63))
            self.table.reset(game_seed)
            self.bots = {
                other: make_bot(name, self.game, seed=bot_seed(game_seed, other))
                for other, name in self.opponents.items()
            }
            self._carried = self._play_bots()
            if not self.table.state.over:
                return self.table.observe(self.seat), {"skipped": skipped}
        raise ConfigError(
            f"seat {self.seat} owed no decision in {SKIP_LIMIT} games in a row of this config: "
            "choose a seat that plays"
        )

    def step(self, action: np.int64 | int) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        table = self.table
        info: dict[str, Any] = {}
        try:
            reward = table.act(self.seat, action)[self.seat]
        except BullheadsError as error:
            info["illegal"] = str(error)
            reward = 0.0
        else:
            reward += self._play_bots() + self._carried
            self._carried = 0.0
        return table.observe(self.seat), reward, table.state.over, False, info

    def _play_bots(self) -> float:
        """Let the bots decide until the seat owes a decision or the game ends; the
        seat's reward from their actions."""
        table, reward = self.table, 0.0
        state = table.state
        while not state.over and self.seat not in state.to_act():
            other = state.to_act()[0]
            action = decide(self.bots[other], state, other)
            reward += table.act(other, table.index_of[action.encode()])[self.seat]
        return reward

    def render(self) -> str | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() without a render_mode: nothing to show")
            return None
        return self.table.render(self.seat)

    def action_masks(self) -> np.ndarray[Any, Any]:
        """The legal actions as booleans (the method masked-action learners call)."""
        return self.table.mask(self.seat).astype(bool)
