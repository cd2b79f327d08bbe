"""The pieces every observation encoding is built of: a fixed-size float32 vector written
field by field. Each field has a span fixed by the game and its config, so the same
config always gives the same length (the observation space) whatever the view holds."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TypeVar

import numpy as np
import numpy.typing as npt

Vector = npt.NDArray[np.float32]
T = TypeVar("T")


class Writer:
    """Writes fields one after the other into a vector of `size` numbers."""

    def __init__(self, size: int) -> None:
        self.out: Vector = np.zeros(size, dtype=np.float32)
        self.at = 0

    def hot(self, indexes: Iterable[int], span: int, value: float = 1.0) -> None:
        """A multi-hot field of `span` slots (one slot per index given)."""
        out, at = self.out, self.at
        for index in indexes:
            out[at + index] = value
        self.at = at + span

    def one(self, index: int | None, span: int) -> None:
        """A one-hot field of `span` slots; None leaves it empty."""
        if index is not None:
            self.out[self.at + index] = 1.0
        self.at += span

    def numbers(self, values: Sequence[float], scale: float = 1.0) -> None:
        """Numbers divided by `scale`, one slot each."""
        end = self.at + len(values)
        self.out[self.at : end] = values
        if scale != 1.0:
            self.out[self.at : end] /= scale
        self.at = end

    def number(self, value: float, scale: float = 1.0) -> None:
        self.out[self.at] = value / scale
        self.at += 1

    def done(self) -> Vector:
        """The vector, once every field is written (a wrong span is a bug, said here)."""
        if self.at != len(self.out):
            raise AssertionError(f"the encoding wrote {self.at} of {len(self.out)} numbers")
        return self.out


def turned(values: Sequence[T], seat: int) -> list[T]:
    """Per-seat values seen from `seat`: its own first, then the next seats in order."""
    return [*values[seat:], *values[:seat]]


def seats_from(seats: Iterable[int], seat: int, players: int) -> list[int]:
    """Seat numbers seen from `seat` (0 is `seat` itself), as `turned` orders them."""
    return [(other - seat) % players for other in seats]
