"""A rule-of-thumb Take 6! bot: avoid sixth cards and low cards, take the cheapest row.

For each card in hand it estimates the heads that playing it would cost, from the view
only: a low card costs the cheapest row; a card whose row is full costs that row; any
other card costs the row times the chance that enough of the other seats' cards land in
the gap before it (the unseen cards in that gap, drawn binomially).

With fan cards it predicts with the engine's own fan table, built from the view
(`table_from_view`): the marked row's parity (FAN-EO-2) and direction (FAN-MT-2), the
cow's place in its row (FAN-COW-3); the cards in the gap are the unseen ones that would
go to the same row before its card. It plays its Digit Flip when the flipped value costs
at least `FLIP_KEEP` heads less than the best unflipped card (FAN-FLIP-2, FAN-FLIP-3).
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from bullheads.core.state import Action
from bullheads.games.take6.actions import Draft, Play, TakeRow
from bullheads.games.take6.cards import HEADS
from bullheads.games.take6.deal import deck_in_view
from bullheads.games.take6.fans import FanTable, table_from_view
from bullheads.games.take6.flip import FLIPPED_VALUE
from bullheads.games.take6.table import NO_ROW, Table
from bullheads.games.take6.views import Take6View, take6_view

LOW_CARD_PREMIUM = 1.0
"""A low card also resets a row to a low number, which often costs again later."""
FLIP_KEEP = 1.0
"""What keeping the round's one Digit Flip for later is worth, in heads."""


class Take6HeuristicBot:
    """The rule-of-thumb bot; any seat, any end rule, the professional variant too."""

    name = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, given: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        view = take6_view(given)
        first = legal[0]
        if isinstance(first, TakeRow):
            return TakeRow(table_from_view(view).cheapest_row())
        if isinstance(first, Draft):
            return min(legal, key=_draft_preference)
        plays = [action for action in legal if isinstance(action, Play)]
        table = table_from_view(view)
        unseen = unseen_cards(view)
        others = sum(view["active"]) - 1
        return min(plays, key=lambda play: (_play_cost(table, play, unseen, others), -play.card))


def play_costs(view: Take6View, cards: Iterable[int]) -> dict[int, float]:
    """The heads the rule expects each of `cards` to cost if played now (unflipped), as
    the seat of `view` judges them; it plays the cheapest, the higher card of equals."""
    table = table_from_view(view)
    unseen = unseen_cards(view)
    others = sum(view["active"]) - 1
    return {card: _cost(table, card, card, unseen, others) for card in cards}


def settled_costs(view: Take6View, cards: Iterable[int]) -> dict[int, float]:
    """The costs of those of `cards` that the rows alone decide (a low card, a full row, a
    row with room for every other seat's card): every seat at the table judges them alike,
    whatever cards it has seen, so the rule's choice among them, the higher card of equals
    included, is the same from every seat (take6_rivals). The other cards are left out."""
    table = table_from_view(view)
    others = sum(view["active"]) - 1
    costs = {card: _settled_cost(table, table.target(card), others) for card in cards}
    return {card: cost for card, cost in costs.items() if cost is not None}


def unseen_cards(view: Take6View) -> list[int]:
    """The cards this seat has not seen, in order: candidates for the other seats' plays
    (the open hands of the professional draft, T6-16; else the unseen cards of the deck
    the view says the round is dealt from, T6-03/T6-15)."""
    seen = set(view["hand"] or ())
    for cards in (*view["rows"], *view["penalty"]):
        seen.update(cards)
    seen.update(card for card, _ in view["revealed"])
    if "hands" in view:
        return sorted(card for hand in view["hands"] for card in hand if card not in seen)
    return [card for card in deck_in_view(view) if card not in seen]


def _play_cost(table: Table, play: Play, unseen: list[int], others: int) -> float:
    """The cost of `play`; a flipped play is judged by its flipped value (FAN-FLIP-3)."""
    if not play.flip or not isinstance(table, FanTable):
        return _cost(table, play.card, play.card, unseen, others)
    table.values[play.card] = FLIPPED_VALUE[play.card]
    try:
        return _cost(table, play.card, FLIPPED_VALUE[play.card], unseen, others) + FLIP_KEEP
    finally:
        del table.values[play.card]


def _cost(table: Table, card: int, value: int, unseen: list[int], others: int) -> float:
    """The expected heads that playing `card` (counting as `value`) now costs (see the
    module docstring); `unseen` is in order."""
    row = table.target(card)
    settled = _settled_cost(table, row, others)
    if settled is not None:
        return settled
    if not unseen:
        return 0.0
    room = table.capacity(row) - len(table.rows[row])
    if isinstance(table, FanTable):
        in_gap = sum(1 for other in unseen if other < value and table.target(other) == row)
    else:
        in_gap = bisect_left(unseen, card) - bisect_right(unseen, table.lasts[row])
    chance = at_least(room, others, in_gap / len(unseen))
    return chance * (table.row_heads[row] + room)


def _settled_cost(table: Table, row: int, others: int) -> float | None:
    """The cost of a card that goes to `row` (its `Table.target`) where the rows alone
    decide it: a low card (T6-09) costs the cheapest row and `LOW_CARD_PREMIUM`, a card
    that would be a row's sixth (T6-07) that row, a card whose row has room for every
    other seat's card nothing; else None (the unseen cards decide, `_cost`)."""
    if row == NO_ROW:
        return min(table.row_heads) + LOW_CARD_PREMIUM
    room = table.capacity(row) - len(table.rows[row])
    if room == 0:
        return float(table.row_heads[row])
    if room > others:
        return 0.0
    return None


def at_least(k: int, n: int, p: float) -> float:
    """P(at least k successes in n trials of probability p).

    Written with plain loops and integers, calling nothing, so that the compiled kernel's
    rule of thumb (kernel/policies.py) compiles this very function instead of keeping a
    copy of it. The powers are products, not `**` (a call of the C library's `pow` cost a
    seventh of the search's time there), and n choose i is kept as an integer
    (`math.comb` does not compile)."""
    q = 1.0 - p
    ways = 1  # n choose i, and p to the i, for i from 0 up to k
    low = 1.0
    for i in range(k):
        ways = ways * (n - i) // (i + 1)
        low *= p
    chance = 0.0
    for i in range(k, n + 1):
        high = 1.0  # q to the n - i
        for _ in range(n - i):
            high *= q
        chance += ways * low * high
        low *= p
        ways = ways * (n - i) // (i + 1)
    return chance


def _draft_preference(action: Action) -> tuple[int, int]:
    """Draft light cards first, higher ones among equals (a simple, safe habit)."""
    card = action.card if isinstance(action, Draft) else 0
    return (HEADS[card], -card)
