"""The one source of randomness of a state, and the log of its chance outcomes.

Every deal, roll or random choice a game makes goes through `Chance.draw`. A live game
draws from its seeded generator; a replay draws the outcomes written in the record, so a
record replays exactly even when it was written by hand or by another program.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable, Iterator, Sequence
from contextvars import ContextVar
from typing import Any

from bullheads.core.errors import RecordError

Outcome = Any
"""A JSON-ready chance outcome (usually a dict), as stored in records."""

_SOURCE: ContextVar[random.Random | None] = ContextVar("bullheads_chance_source", default=None)


@contextlib.contextmanager
def drawn_from(source: random.Random) -> Iterator[None]:
    """Within this block every outcome a `Chance` would make with its own generator is
    made with `source` instead (scripted outcomes still replay first).

    For adapters whose chance nodes choose an outcome one elementary draw at a time
    (OpenSpiel: bullheads.envs.openspiel), so that the game's own `make` still decides
    what an outcome is. Outside such a block nothing changes.
    """
    token = _SOURCE.set(source)
    try:
        yield
    finally:
        _SOURCE.reset(token)


class Chance:
    """A seeded generator plus an optional script of outcomes to replay first.

    When the script runs out, outcomes come from the generator again: a hand-written
    position can be played on beyond its last recorded deal.
    """

    __slots__ = ("_next", "_rng", "_script", "_seed", "_shared", "outcomes")

    def __init__(self, seed: int | None = None, script: Sequence[Outcome] | None = None) -> None:
        self._rng: random.Random | None = random.Random(seed)
        self._seed: int | None = None
        self._shared = False
        self._script = list(script or ())
        self._next = 0
        self.outcomes: list[Outcome] = []

    def draw(
        self,
        make: Callable[[random.Random], Outcome],
        check: Callable[[Outcome], Outcome],
    ) -> Outcome:
        """The next outcome: the next scripted one (validated by `check`), else a new one."""
        if self._next < len(self._script):
            index = self._next
            self._next += 1
            try:
                outcome = check(_no_floats(self._script[index]))
            except (KeyError, TypeError, ValueError) as error:
                raise RecordError(f"chance outcome {index + 1} is not valid: {error}") from error
        else:
            source = _SOURCE.get()
            outcome = make(self._generator() if source is None else source)
        self.outcomes.append(outcome)
        return outcome

    def _generator(self) -> random.Random:
        """The generator, made or copied only when an outcome is drawn from it.

        Search bots clone and re-seed states by the hundred thousand, and most of those
        copies end before the next deal: a clone shares its original's generator until
        either of them draws (each then draws from its own copy of the shared state), and
        a re-seeded copy keeps only its seed until then.
        """
        if self._rng is None:
            self._rng = random.Random(self._seed)
        elif self._shared:
            # Not random.Random(): seeding from the system only to overwrite it costs
            # more than the copy itself.
            own = random.Random.__new__(random.Random)
            own.setstate(self._rng.getstate())
            self._rng = own
            self._shared = False
        return self._rng

    def clone(self) -> Chance:
        other = Chance.__new__(Chance)
        other._rng = self._rng
        other._seed = self._seed
        other._shared = self._shared = self._rng is not None
        other._script = self._script
        other._next = self._next
        other.outcomes = list(self.outcomes)
        return other

    def reseeded(self, rng: random.Random) -> Chance:
        """A copy whose future outcomes come from `rng` and from no script (search bots)."""
        other = Chance.__new__(Chance)
        other._rng = None
        other._seed = rng.getrandbits(64)
        other._shared = False
        other._script = []
        other._next = 0
        other.outcomes = list(self.outcomes)
        return other


def _no_floats(outcome: Outcome) -> Outcome:
    """`outcome` itself, once it is known to hold no float anywhere: chance outcomes are
    whole numbers, names and flags, and the games' checks compare by ==, which would take
    41.0 for the card 41 (walked without recursion: a record may nest deeply)."""
    stack = [outcome]
    while stack:
        value = stack.pop()
        if isinstance(value, float):
            raise ValueError(f"{value!r} is not a whole number")
        if isinstance(value, dict):
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
    return outcome
