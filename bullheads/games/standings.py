"""The final standings of the games where the fewest points rank first (Take 6!, T6-12;
Take 11!, T11-09), as narrated lines (core/narration.py)."""

from __future__ import annotations

from collections.abc import Sequence

from bullheads.core.narration import Count, Line, Seat, Seats, say


def standings(totals: Sequence[int], winners: Sequence[int]) -> list[Line]:
    """The final standings of a game where the fewest points rank first (T6-12, T11-09):
    seats from fewest up, equal totals sharing a place, then the winners, and to each
    winner that it won (or shares the win)."""
    order = sorted(range(len(totals)), key=lambda seat: (totals[seat], seat))
    lines = [say("result.standings")]
    for index, seat in enumerate(order):
        place = 1 + sum(1 for other in order[:index] if totals[other] < totals[seat])
        lines.append(say("result.place", place=place, name=Seat(seat), points=Count(totals[seat], "points")))
    lines.append(Line("result.winners", {"names": Seats(tuple(winners))}, count=len(winners)))
    won = "result.you_win" if len(winners) == 1 else "result.you_share"
    lines += [Line(won, {"name": Seat(seat)}, to="subject") for seat in winners]
    return lines
