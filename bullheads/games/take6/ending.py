"""How a Take 6! game is decided (T6-12..T6-14), shared by the engine and the search
bot's look-ahead (bullheads.bots.take6_outlook), so that both end a game alike."""

from __future__ import annotations

from collections.abc import Iterable, Sequence


def fewest(totals: Sequence[float], seats: Iterable[int]) -> tuple[int, ...]:
    """T6-12/T6-14: the seats with the fewest points among `seats` share the win."""
    seats = list(seats)
    best = min(totals[seat] for seat in seats)
    return tuple(seat for seat in seats if totals[seat] == best)


def limit_reached(limit: int, totals: Sequence[float], active: Sequence[bool]) -> bool:
    """T6-12: a seat still in the game has reached the point limit."""
    return any(total >= limit for total, playing in zip(totals, active, strict=True) if playing)
