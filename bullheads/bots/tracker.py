"""The played-card tracker of Take 6!: what a seat knows about the cards of this round.

A function of the seat's view alone: in Take 6! every card played this round is still in
sight (in a row, in a penalty pile or revealed on the table), so the latest view holds all
the seat has seen; in the professional draft every hand is public too (T6-16). Unseen
cards are the cards of the round's deck (the view's: 1..104, T6-03, or the professional
deal mode's 1..(10 x players + 4), T6-15) not seen: in the other seats' hands or left out
of the deal (T6-03; the professional deal leaves none out).

With fan cards the rows are read through the engine's own placing rule on the table the
view shows (`table_from_view`): a row with the Even/Odd marker takes only cards of its
parity (FAN-EO-2), the Mountaineering row descends (FAN-MT-2), the cow's row is full at
4 cards (FAN-COW-3). While another seat still holds a Digit Flip (FAN-FLIP-1), each row
also lists the unseen cards that would land on it if flipped (FAN-FLIP-3).
"""

from __future__ import annotations

import dataclasses

from bullheads.games.take6.cards import HEADS
from bullheads.games.take6.deal import deck_in_view
from bullheads.games.take6.fans import FanTable, table_from_view
from bullheads.games.take6.flip import FLIPPED_VALUE, can_flip
from bullheads.games.take6.table import NO_ROW, Table
from bullheads.games.take6.views import Take6View


@dataclasses.dataclass(frozen=True, slots=True)
class RowWatch:
    """One row: its last card, the room left before the card that takes it (T6-08, five
    cards; FAN-COW-3: four on the cow's row), and the unseen cards that would be placed on
    it (base game: above its last card and below the next row's; the fan markers' rules
    included), as printed and, while another seat holds a Digit Flip, if flipped."""

    row: int
    last: int
    room: int
    heads: int
    fitting: tuple[int, ...]
    flip_fitting: tuple[int, ...] = ()


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
    """Unseen cards that fit no row: low cards (T6-09) if played now."""
    flip_holders: tuple[int, ...] = ()
    """The other seats that still hold a Digit Flip (FAN-FLIP-1), who may flip a card."""


def seen_cards(view: Take6View) -> set[int]:
    """Every card of this round the seat has seen: hands it may see, rows, piles, reveals."""
    seen = set(view.get("hand") or ())
    for hand in view.get("hands") or ():
        seen.update(hand)
    for cards in (*view["rows"], *view["penalty"]):
        seen.update(cards)
    seen.update(card for card, _ in view["revealed"])
    return seen


def track(view: Take6View) -> Tracked:
    """The tracker for `view` (a Take 6! view of one seat)."""
    seen = seen_cards(view)
    unseen = tuple(card for card in deck_in_view(view) if card not in seen)
    seat = view["seat"]
    hidden = (
        0
        if view.get("hands") is not None
        else sum(size for other, size in enumerate(view["hand_sizes"]) if other != seat)
    )
    table = table_from_view(view)
    targets = {card: table.target(card) for card in unseen}
    holders = flip_holders(view)
    flipped = _flipped_targets(table, unseen) if holders else {}
    watches = tuple(
        RowWatch(
            row=index,
            last=row[-1],
            room=table.capacity(index) - len(row),
            heads=table.row_heads[index],
            fitting=tuple(card for card in unseen if targets[card] == index),
            flip_fitting=tuple(card for card, target in flipped.items() if target == index),
        )
        for index, row in enumerate(view["rows"])
    )
    return Tracked(
        seen=tuple(sorted(seen)),
        unseen=unseen,
        in_other_hands=hidden,
        unseen_heads=sum(HEADS[card] for card in unseen),
        rows=watches,
        low=tuple(card for card in unseen if targets[card] == NO_ROW),
        flip_holders=holders,
    )


def flip_holders(view: Take6View) -> tuple[int, ...]:
    """FAN-FLIP-1: the other seats that have not used their Digit Flip yet."""
    fans = view.get("fans")
    flips = (fans["digit_flips"] if fans else None) or ()
    return tuple(other for other, holds in enumerate(flips) if holds and other != view["seat"])


def _flipped_targets(table: Table, unseen: tuple[int, ...]) -> dict[int, int]:
    """FAN-FLIP-3: the row each flippable unseen card would go to if flipped."""
    flipped = table.clone()
    if not isinstance(flipped, FanTable):
        return {}
    flipped.values = {card: FLIPPED_VALUE[card] for card in unseen if can_flip(card)}
    return {card: flipped.target(card) for card in flipped.values}
