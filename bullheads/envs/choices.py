"""Chance outcomes split into elementary uniform choices, for explicit chance nodes.

A game makes each chance outcome with a generator (`Chance.draw(make, ...)`): a deal is
``rng.sample(deck, 44)``, a roll ``rng.randint(1, 6)`` per die, a reshuffle
``rng.shuffle(cards)``. `Choices` is a generator whose every such call is a sequence of
uniform choices among the values still possible (a card of those not dealt yet, a face of
the die, ...), read from a list of picks. When the picks run out it raises `NeedsChoice`
with the values the next choice is among: that is a chance node. The game's own `make`
still decides what an outcome is; this module knows no game.

The distribution is the generator's: a uniform k-sample is k uniform draws without
replacement, a uniform shuffle is a Fisher-Yates pass of uniform draws. Equal values (two
copies of a special card) are one option whose probability is their share.
"""

from __future__ import annotations

import collections
import random
from collections.abc import Iterable, MutableSequence, Sequence
from typing import Any, TypeVar

T = TypeVar("T")


class NeedsChoice(Exception):
    """The outcome being made needs one more elementary choice: among `options`, each
    with its probability. `values` are the values it chooses among (with repeats), and
    `more` how many choices the same draw makes after it from the values left (a sample
    or a shuffle), so that those nodes are known without making the outcome again."""

    def __init__(self, values: list[Any], more: int = 0) -> None:
        options, counts = options_of(values)
        super().__init__(f"a chance choice among {len(options)} options")
        self.values = values
        self.more = more
        self.options = options
        self.probabilities = [count / len(values) for count in counts]

    def then(self, pick: int) -> NeedsChoice | None:
        """The next choice of the same draw once `pick` is chosen (None: the draw is
        done, or its next choice depends on more than this draw). Mirrors `Choices`."""
        values = list(self.values)
        chosen = self.options[pick]
        values.pop(next(index for index, value in enumerate(values) if value == chosen))
        more = self.more
        while more > 0:
            more -= 1
            if len(options_of(values)[0]) > 1:
                return NeedsChoice(values, more)
            values.pop(0)  # a choice of one is no node
        return None


def options_of(values: Sequence[Any]) -> tuple[list[Any], list[int]]:
    """The distinct values in first-seen order, and how many times each occurs."""
    try:
        counted = collections.Counter(values)
    except TypeError:  # unhashable values: compare them one by one
        counted = collections.Counter()
        firsts: list[Any] = []
        for value in values:
            first = next((seen for seen in firsts if seen == value), None)
            if first is None:
                firsts.append(value)
                first = value
            counted[id(first)] += 1
        return firsts, [counted[id(first)] for first in firsts]
    return list(counted), list(counted.values())


class Choices(random.Random):
    """A generator that takes its draws from `picks` (indexes into each choice's options).

    Only the draws games make outcomes with are offered (`choice`, `randrange`, `randint`,
    `sample`, `shuffle`); any other raises TypeError, as its draw is not a finite choice.
    """

    def __init__(self, picks: Sequence[int]) -> None:
        super().__init__(0)
        self.picks = picks
        self.used = 0

    def _index(self, values: Sequence[Any], more: int = 0) -> int:
        """The position in `values` of the next pick's value (a choice of one is no node);
        `more` choices of the same draw follow this one."""
        options, _ = options_of(values)
        if len(options) == 1:
            return 0
        if self.used == len(self.picks):
            raise NeedsChoice(list(values), more)
        pick = self.picks[self.used]
        if not 0 <= pick < len(options):
            raise ValueError(f"chance outcome {pick} is not one of 0..{len(options) - 1}")
        self.used += 1
        chosen = options[pick]
        return next(index for index, value in enumerate(values) if value == chosen)

    def choice(self, seq: Sequence[T]) -> T:  # type: ignore[override]
        return seq[self._index(seq)]

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:
        values = range(start) if stop is None else range(start, stop, step)
        return values[self._index(values)]

    def randint(self, a: int, b: int) -> int:
        return self.randrange(a, b + 1)

    def sample(self, population: Sequence[T], k: int, *, counts: Iterable[int] | None = None) -> list[T]:
        if counts is not None:
            raise TypeError("Choices.sample does not take counts")
        pool = list(population)
        return [pool.pop(self._index(pool, k - 1 - drawn)) for drawn in range(k)]

    def shuffle(self, x: MutableSequence[Any]) -> None:
        pool = list(x)
        for place in range(len(x)):
            x[place] = pool.pop(self._index(pool, len(x) - 1 - place))

    def random(self) -> float:
        raise TypeError("an outcome made with random() cannot be split into finite choices")

    def getrandbits(self, k: int, /) -> int:
        raise TypeError("an outcome made with getrandbits() cannot be split into finite choices")
