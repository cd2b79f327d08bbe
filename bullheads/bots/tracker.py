"""The played-card tracker of Take 6!: what a seat knows about the cards of this round.

A function of the seat's view alone: in Take 6! every card played this round is still in
sight (in a row, in a penalty pile or revealed on the table), so the latest view holds all
the seat has seen; in the professional variant every hand is public too (T6-16). Unseen
cards are in the other seats' hands or were left out of the deal (T6-03).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from bullheads.games.take6.cards import DECK_SIZE, HEADS
from bullheads.games.take6.table import ROW_CAPACITY


@dataclasses.dataclass(frozen=True, slots=True)
class RowWatch:
    """One row: its last card, the room left before a sixth card, and the unseen cards
    that would be placed on it (those above its last card and below the next row's)."""

    row: int
    last: int
    room: int
    heads: int
    fitting: tuple[int, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class Tracked:
    """What the tracker shows: seen and unseen cards and each row's watch."""

    seen: tuple[int, ...]
    unseen: tuple[int, ...]
    in_other_hands: int
    """How many of the unseen cards the other seats hold (the rest are out of the round)."""
    unseen_heads: int
    rows: tuple[RowWatch, ...]
    low: tuple[int, ...]
    """Unseen cards below every row's last card: low cards (T6-09) if played now."""


def seen_cards(view: dict[str, Any]) -> set[int]:
    """Every card of this round the seat has seen: hands it may see, rows, piles, reveals."""
    seen = set(view.get("hand") or ())
    for hand in view.get("hands") or ():
        seen.update(hand)
    for cards in (*view["rows"], *view["penalty"]):
        seen.update(cards)
    seen.update(card for card, _ in view["revealed"])
    return seen


def track(view: dict[str, Any]) -> Tracked:
    """The tracker for `view` (a Take 6! view of one seat)."""
    seen = seen_cards(view)
    unseen = tuple(card for card in range(1, DECK_SIZE + 1) if card not in seen)
    seat = view["seat"]
    hidden = (
        0
        if view.get("hands") is not None
        else sum(size for other, size in enumerate(view["hand_sizes"]) if other != seat)
    )
    lasts = sorted((row[-1], index) for index, row in enumerate(view["rows"]))
    watches = []
    for position, (last, index) in enumerate(lasts):
        above = lasts[position + 1][0] if position + 1 < len(lasts) else DECK_SIZE + 1
        row = view["rows"][index]
        watches.append(
            RowWatch(
                row=index,
                last=last,
                room=ROW_CAPACITY - len(row),
                heads=sum(HEADS[card] for card in row),
                fitting=tuple(card for card in unseen if last < card < above),
            )
        )
    watches.sort(key=lambda watch: watch.row)
    lowest = lasts[0][0] if lasts else 0
    return Tracked(
        seen=tuple(sorted(seen)),
        unseen=unseen,
        in_other_hands=hidden,
        unseen_heads=sum(HEADS[card] for card in unseen),
        rows=tuple(watches),
        low=tuple(card for card in unseen if card < lowest),
    )
