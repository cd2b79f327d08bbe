"""Take 6! one decision at a time on the compiled kernel: the AEC env's fast table.

`Take6KernelTable` stands in for `bullheads.envs.table.Table` in the PettingZoo AEC env
when the game is Take 6!, the kernel's extra is installed and the kernel covers the
config (no open draft, kernel.uncovered): the seats choose their cards one after another
(T6-04), the last choice reveals them (T6-05), and a low card's owner chooses a row
(T6-09), as in the engine. The kernel's per-seat contract (kernel/seats.py) decides all
of it: who is asked, what is legal, what an action does, the scores; this module only
calls it. Observations come from the compiled encoder (`take6_batch.encode`), a checked
copy of the engine's encoder of `view(seat)`; tests/test_envs_kernel.py replays every
step in the engine and compares observations, masks and rewards.

The kernel deals with its own generator, so a seed gives other cards than the engine's
table with the same seed; the same seed gives the same game on the same table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
from numpy.typing import NDArray

from bullheads.core.state import State
from bullheads.envs.table import Table
from bullheads.envs.take6_batch import encode
from bullheads.games.take6 import TAKE6
from bullheads.games.take6.actions import describe
from bullheads.games.take6.kernel._jit import compiled, jit, jit_apart
from bullheads.games.take6.kernel.batch import Take6Batch
from bullheads.games.take6.kernel.check import deal_of
from bullheads.games.take6.kernel.games import OVER, Games
from bullheads.games.take6.kernel.rng import seed_all
from bullheads.games.take6.kernel.rounds import resolve
from bullheads.games.take6.kernel.seats import (
    ILLEGAL,
    PLACING,
    SCORED,
    begin_act,
    end_act,
    first_to_act,
    legal_actions,
    scores,
)
from bullheads.games.take6.kernel.seats import start as start_seats

PAID = 16
"""Added to `act`'s answer when a score changed (heads taken, or the game over)."""


@jit_apart
def look(
    games: Games,
    chosen: NDArray[np.int32],
    seat: int,
    limit: float,
    professional: bool,
    out: NDArray[np.float32],
    legal: NDArray[np.int8],
) -> int:
    """The seat's observation vector into `out` and its action mask into `legal`.

    Called, not inlined (`jit_apart`): `start` and `act` call it too, and the encoder is
    compiled once instead of into each of them (compile time: docs/envs.md)."""
    written = encode(games, 0, seat, chosen, limit, professional, out)
    legal_actions(games, 0, chosen, seat, legal)
    return written


@jit
def start(
    games: Games,
    origin: NDArray[np.uint64],
    chosen: NDArray[np.int32],
    scores_now: NDArray[np.int64],
    limit: float,
    professional: bool,
    out: NDArray[np.float32],
    legal: NDArray[np.int8],
) -> int:
    """A new game in slot 0, dealt from `origin[0]`; the seat asked first, whose
    observation and mask `look` writes to `out` and `legal`."""
    seed_all(games.rng, origin)
    start_seats(games, 0, chosen)
    scores(games, 0, scores_now)
    first = first_to_act(games, 0, chosen)
    look(games, chosen, first, limit, professional, out, legal)
    return first


@jit
def act(
    seat: int,
    action: int,
    games: Games,
    chosen: NDArray[np.int32],
    scores_now: NDArray[np.int64],
    limit: float,
    professional: bool,
    out: NDArray[np.float32],
    legal: NDArray[np.int8],
) -> int:
    """`seat` plays the action of index `action` (card - 1, or TAKE_BASE + row): the
    kernel's `seats.act` (here as its parts `begin_act`, `resolve`, `end_act`) decides
    whether it is legal and what follows.

    Returns ILLEGAL if it is not legal now (nothing changes), else 1 + the seat asked
    next (`seats.first_to_act`; 0: the game is over), plus PAID if the result changed
    (`seats.SCORED`); then `scores_now` holds the new scores (`seats.scores`), and `out`
    and `legal` the next seat's observation and mask (as `look`): the env reads them
    next, and one call costs less than two. The seat and action come first so that the
    table passes the rest as one tuple it keeps.
    """
    done = begin_act(games, 0, chosen, seat, action)
    if done == ILLEGAL:
        return ILLEGAL
    if done == PLACING:
        resolve(games, 0)  # called here, not two calls deep: see seats.begin_act
        done = end_act(games, 0)
    following = first_to_act(games, 0, chosen)
    if following >= 0:
        look(games, chosen, following, limit, professional, out, legal)
    answer = 1 + following
    if done == SCORED:
        scores(games, 0, scores_now)
        answer += PAID
    return answer


class Take6KernelTable:
    """One Take 6! game on the kernel, answering as `Table` does to the AEC env; `table`
    is the engine's table of the same config (encoding, agents, rewards, screen)."""

    def __init__(self, config: Any = None, reward: str = "score") -> None:
        self.table = table = Table("take6", config, reward)
        self.config = config = table.config
        self.agents, self.seats, self.encoding = table.agents, table.seats, table.encoding
        self.batch = Take6Batch(1, config, 0, autoreset=False)  # a ConfigError for what it does not cover
        self._games = games = self.batch.state
        players = config.players
        self._chosen = np.zeros(players, np.int32)
        self._scores = np.zeros(players, np.int64)
        self._origin = np.zeros(1, np.uint64)
        self._out = np.zeros(self.encoding.size, np.float32)
        self._legal = np.zeros(self.encoding.actions, np.int8)
        self._limit, self._professional = float(config.limit), bool(config.professional)
        seen = (self._limit, self._professional, self._out, self._legal)
        self._start: Callable[..., int] = compiled(
            start, games, self._origin, self._chosen, self._scores, *seen
        )
        self._act: Callable[..., int] = compiled(act, 0, 0, games, self._chosen, self._scores, *seen)
        self._acted = (games, self._chosen, self._scores, *seen)
        self._look: Callable[..., int] = compiled(look, games, self._chosen, 0, *seen)
        self._seen = seen
        self._shown = -1
        """The seat whose observation `_out` and `_legal` hold now (-1: none)."""
        self._seed = 0
        self._played: list[tuple[int, int]] = []
        self._next: int | None = None
        self._replayed: tuple[int, State[Any, Any]] | None = None

    def reset(self, seed: int) -> None:
        self._seed = seed % 2**64
        self._origin[0] = self._seed  # seeding advances it
        self._next = self._shown = self._start(
            self._games, self._origin, self._chosen, self._scores, *self._seen
        )
        self.table.scores = tuple(self._scores.tolist())
        self._played = []
        self._replayed = None

    def acting(self) -> int | None:
        return self._next

    def observe(self, seat: int) -> dict[str, Any]:
        if seat != self._shown:
            self._look(self._games, self._chosen, seat, *self._seen)
            self._shown = seat
        return {"observation": self._out.copy(), "action_mask": self._legal.copy()}

    def play(self, seat: int, index: Any) -> list[float] | None:
        """As `Table.play`: the rewards of the step, None when they are all 0."""
        if type(index) is not int:
            index = self.table.index(index)
        answer = self._act(seat, index, *self._acted)
        if answer < 0:
            self._refuse(seat, index)
        self._played.append((seat, index))
        following = answer % PAID - 1
        self._next = None if following < 0 else following
        self._shown = following
        if answer < PAID:
            return None
        winners = np.flatnonzero(self._games.winners[0]).tolist() if self._next is None else []
        return self.table.gains(self._scores.tolist(), self._next is None, winners)

    def _refuse(self, seat: int, index: int) -> None:
        """The engine's refusal of this action in the same position (the same words)."""
        action = TAKE6.decode(self.table.codes[self.table.index(index)])
        state = self.state
        self._replayed = None  # the engine's state may change below
        state.act(seat, action)  # raises IllegalAction with the engine's reason
        raise AssertionError(
            f"the kernel refused what the engine allows: seat {seat + 1}, {describe(action)}"
        )

    @property
    def state(self) -> State[Any, Any]:
        """The engine's state of this position: the kernel's deals and the actions played,
        replayed (for `render`, a refusal's reason and the tests)."""
        if self._replayed is not None and self._replayed[0] == len(self._played):
            return self._replayed[1]
        replay = Take6Batch(1, self.config, 0, autoreset=False)
        games, chosen, scores = replay.state, np.zeros_like(self._chosen), np.zeros_like(self._scores)
        seen = (self._limit, self._professional, np.zeros_like(self._out), np.zeros_like(self._legal))
        start(games, np.array([self._seed], np.uint64), chosen, scores, *seen)
        deals = [deal_of(games, 0)]
        for seat, index in self._played:
            round_before = int(games.round[0])
            act(seat, index, games, chosen, scores, *seen)
            if games.round[0] != round_before and games.phase[0] != OVER:
                deals.append(deal_of(games, 0))
        state = TAKE6.new(self.config, outcomes=deals)
        for seat, index in self._played:
            state.act(seat, TAKE6.decode(self.table.codes[index]))
        self._replayed = (len(self._played), state)
        return state

    def render(self, seat: int) -> str:
        table = self.table
        table.state = self.state
        return table.render(seat)
