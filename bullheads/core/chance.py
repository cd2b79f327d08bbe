"""The one source of randomness of a state, and the log of its chance outcomes.

Every deal, roll or random choice a game makes goes through `Chance.draw`. A live game
draws from its seeded generator; a replay draws the outcomes written in the record, so a
record replays exactly even when it was written by hand or by another program.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from bullheads.core.errors import RecordError

Outcome = Any
"""A JSON-ready chance outcome (usually a dict), as stored in records."""


class Chance:
    """A seeded generator plus an optional script of outcomes to replay first.

    When the script runs out, outcomes come from the generator again: a hand-written
    position can be played on beyond its last recorded deal.
    """

    __slots__ = ("_next", "_script", "outcomes", "rng")

    def __init__(self, seed: int | None = None, script: Sequence[Outcome] | None = None) -> None:
        self.rng = random.Random(seed)
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
                outcome = check(self._script[index])
            except (KeyError, TypeError, ValueError) as error:
                raise RecordError(f"chance outcome {index + 1} is not valid: {error}") from error
        else:
            outcome = make(self.rng)
        self.outcomes.append(outcome)
        return outcome

    def clone(self) -> Chance:
        other = Chance.__new__(Chance)
        # Not random.Random(): seeding from the system only to overwrite it costs more
        # than the copy itself, and search bots clone states by the hundred thousand.
        other.rng = random.Random.__new__(random.Random)
        other.rng.setstate(self.rng.getstate())
        other._script = self._script
        other._next = self._next
        other.outcomes = list(self.outcomes)
        return other

    def reseeded(self, rng: random.Random) -> Chance:
        """A copy whose future outcomes come from `rng` and from no script (search bots)."""
        other = Chance.__new__(Chance)
        other.rng = random.Random(rng.getrandbits(64))
        other._script = []
        other._next = 0
        other.outcomes = list(self.outcomes)
        return other
