"""The one source of randomness of a state, and the log of its chance outcomes.

Every deal, roll or random choice a game makes goes through `Chance.draw`. A live game
draws from its seeded generator; a replay draws the outcomes written in the record, so a
record replays exactly even when it was written by hand or by another program.
"""

from __future__ import annotations

import contextlib
import math
import random
from collections.abc import Callable, Iterator, MutableSequence, Sequence
from contextvars import ContextVar
from typing import Any, TypeVar

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


T = TypeVar("T")


class Chance:
    """A seeded generator plus an optional script of outcomes to replay first.

    When the script runs out, outcomes come from the generator again: a hand-written
    position can be played on beyond its last recorded deal. Each scripted outcome also
    draws one from the generator, which it discards, so that the generator stands where
    the recorded game left it.
    """

    __slots__ = ("_next", "_rng", "_script", "_seed", "_shared", "outcomes")

    def __init__(self, seed: int | None = None, script: Sequence[Outcome] | None = None) -> None:
        self._rng: random.Random | None = None
        self._seed = seed
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
            if _SOURCE.get() is None:
                # The generator moves on as if it had drawn this outcome, so a seeded game
                # replayed from its record and played on (a resumed game) deals what the
                # game never interrupted would have dealt.
                make(self._generator())
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
        a new or re-seeded one keeps only its seed until then.
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
        other = Chance(self._seed)
        other._rng = self._rng
        other._shared = self._shared = self._rng is not None
        other._script = self._script
        other._next = self._next
        other.outcomes = list(self.outcomes)
        return other

    def reseeded(self, rng: random.Random) -> Chance:
        """A copy whose future outcomes come from `rng` and from no script (search bots)."""
        other = Chance(rng.getrandbits(64))
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


def sample(rng: random.Random, population: Sequence[T], k: int) -> list[T]:
    """``rng.sample(population, k)``, the same list from the same generator state, faster.

    Deals are drawn by the hundred thousand (rounds, rollouts): `random.Random.sample`
    calls a Python helper for every card it draws. For a plain `random.Random` and the
    case CPython's `sample` handles with a pool (every deal of the games: the population
    is small next to the sample), this is the same algorithm with that helper written
    inline, so it draws the same random bits and returns the same cards
    (tests/test_chance.py compares them); any other case is left to `rng.sample`.
    """
    n = len(population)
    if type(rng) is not random.Random or not 0 <= k <= n or n > _pool_limit(k):
        return rng.sample(population, k)
    getrandbits = rng.getrandbits
    bits_of = _BITS if n < len(_BITS) else [size.bit_length() for size in range(n + 1)]
    pool = list(population)
    result = pool[:k]
    for i in range(k):
        left = n - i
        bits = bits_of[left]
        j = getrandbits(bits)
        while j >= left:
            j = getrandbits(bits)
        result[i] = pool[j]
        pool[j] = pool[left - 1]
    return result


def shuffle(rng: random.Random, cards: MutableSequence[Any]) -> None:
    """``rng.shuffle(cards)``: the same order from the same generator state, faster (see
    `sample`; the same Fisher-Yates steps with the helper inline)."""
    if type(rng) is not random.Random:
        rng.shuffle(cards)
        return
    getrandbits = rng.getrandbits
    size = len(cards)
    bits_of = _BITS if size < len(_BITS) else [count.bit_length() for count in range(size + 1)]
    for i in range(size - 1, 0, -1):
        bits = bits_of[i + 1]
        j = getrandbits(bits)
        while j > i:
            j = getrandbits(bits)
        cards[i], cards[j] = cards[j], cards[i]


_BITS = tuple(size.bit_length() for size in range(512))
"""_BITS[n]: the random bits CPython draws to pick one of n items (n.bit_length())."""


def _pool_limit(k: int) -> int:
    """The largest population `random.Random.sample` draws `k` items from with a pool
    (CPython's own threshold: a list of n items against a set of k)."""
    return 21 + (4 ** math.ceil(math.log(k * 3, 4)) if k > 5 else 0)
