"""One game played through the contract for the environments: agents, observations,
action indexes and rewards. The PettingZoo and Gymnasium classes are thin layers on it.

Rewards (docs/envs.md): ``score`` gives after every action each seat's score change
(negative heads or points taken where the fewest win, points won where the most win);
``rank`` and ``win`` give only at the end: the place among the seats from 1 (first) to
-1 (last), ties sharing it, or 1 for a winner and -1 for every other seat.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from bullheads.core.errors import BullheadsError, ConfigError
from bullheads.core.state import State
from bullheads.envs.games import ENV_GAMES, Encoding, EnvGame
from bullheads.games import get_game
from bullheads.tui.seats import Seats

REWARDS = ("score", "rank", "win")
Mask = npt.NDArray[np.int8]


class TurnTable(Protocol):
    """What the AEC env asks of a table: `Table`, or `take6_kernel.Take6KernelTable`."""

    agents: list[str]
    encoding: Encoding

    def reset(self, seed: int) -> None: ...
    def acting(self) -> int | None: ...
    def observe(self, seat: int) -> dict[str, Any]: ...
    def play(self, seat: int, index: Any) -> list[float] | None: ...
    def render(self, seat: int) -> str: ...


def agent_name(seat: int) -> str:
    return f"seat_{seat}"


class Table:
    """A game, its config and the running state, as the environments use them."""

    def __init__(self, game: str, config: Any = None, reward: str = "score") -> None:
        get_game(game)  # a clear error for an unknown game
        self.env_game: EnvGame = ENV_GAMES[game]
        engine = self.env_game.game
        if config is None or isinstance(config, dict):
            config = engine.config_from_json(config or {})
        self.config = config
        if reward not in REWARDS:
            raise ConfigError(f"unknown reward {reward!r} (choose one of: {', '.join(REWARDS)})")
        self.reward = reward
        self.sign = -1.0 if engine.lower_scores_win(config) else 1.0
        self.encoding = self.env_game.encoding(config)
        codes: Sequence[int] = getattr(self.encoding, "codes", range(self.encoding.actions))
        self.codes = codes
        self.index_of = {code: index for index, code in enumerate(codes)}
        self.state: State[Any, Any] = engine.new(config, seed=0)
        self.seats = len(self.state.result().scores)
        """Every seat that may owe a decision: the players and, in Numeranza co-op, the team."""
        self.agents = [agent_name(seat) for seat in range(self.seats)]
        self.names = Seats(tuple(self.agents), None)
        self.scores: tuple[int, ...] = ()

    def reset(self, seed: int) -> None:
        self.state = self.env_game.game.new(self.config, seed=seed)
        self.scores = tuple(self.state.result().scores)

    def observe(self, seat: int) -> dict[str, Any]:
        """The seat's observation vector (from its view only) and its action mask."""
        state = self.state
        return {
            "observation": self.encoding.encode(state.view(seat), seat),
            "action_mask": self.mask(seat),
        }

    def mask(self, seat: int) -> Mask:
        mask = np.zeros(self.encoding.actions, dtype=np.int8)
        index_of = self.index_of
        for action in self.state.legal(seat):
            mask[index_of[action.encode()]] = 1
        return mask

    def action(self, index: int) -> Any:
        """The game's action of the action index `index` (see `index`)."""
        return self.env_game.game.decode(self.codes[index])

    def allows(self, seat: int, index: int) -> bool:
        """Whether the action of index `index` is legal for `seat` now (in its mask)."""
        return bool(self.mask(seat)[index])

    def act(self, seat: int, index: Any) -> list[float]:
        """Play the action of index `index` for `seat`; each seat's reward for it.

        An index that is no action, or an action that is not legal now, is a
        BullheadsError (IllegalAction) that changes nothing."""
        return self.play(seat, index) or [0.0] * self.seats

    def play(self, seat: int, index: Any) -> list[float] | None:
        """`act`, but None when no seat's reward changed (most steps): the AEC env's step."""
        index = self.index(index)
        state = self.state
        state.act(seat, self.action(index))
        result = state.result()
        if state.over or result.scores != self.scores:
            return self.gains(result.scores, state.over, result.winners)
        return None

    def acting(self) -> int | None:
        """The seat the AEC env asks next (the first that owes a decision); None: over."""
        state = self.state
        return None if state.over else state.to_act()[0]

    def index(self, index: Any) -> int:
        """`index` as an action index, or a BullheadsError naming it."""
        if isinstance(index, np.integer):
            index = int(index)
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(self.codes):
            raise BullheadsError(f"no action has the index {index!r} (0..{len(self.codes) - 1})")
        return index

    def gains(self, scores: Sequence[int], over: bool, winners: Sequence[int]) -> list[float]:
        """Each seat's reward for a step that left `scores` (`winners` if `over`), from the
        scores before it (docs/envs.md: score, rank, win)."""
        if self.reward == "score":
            gains = [self.sign * (new - old) for new, old in zip(scores, self.scores, strict=True)]
        else:
            gains = [0.0] * self.seats
        self.scores = tuple(scores)
        if over and self.reward != "score":
            gains = self.ranks(scores) if self.reward == "rank" else self.wins(winners)
        return gains

    def ranks(self, scores: Sequence[int]) -> list[float]:
        """1 for the best score down to -1 for the worst; equal scores share their place."""
        if len(scores) < 2:
            return [0.0] * len(scores)
        keys = [self.sign * score for score in scores]
        return [
            (sum(key > other for other in keys) - sum(key < other for other in keys)) / (len(keys) - 1)
            for key in keys
        ]

    def wins(self, winners: Sequence[int]) -> list[float]:
        return [1.0 if seat in winners else -1.0 for seat in range(self.seats)]

    def render(self, seat: int) -> str:
        """The terminal's lines for what `seat` sees now."""
        return "\n".join(self.env_game.screen(self.state.view(seat), seat, self.names))
