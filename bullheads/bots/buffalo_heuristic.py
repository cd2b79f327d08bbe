"""A rule-of-thumb Beat the Buffalo team bot (one policy for the members and the team seat).

- A member's card: the Take 6! rule-of-thumb cost of each card (the expected heads it
  costs, bullheads.bots.take6_heuristic) on the engine's own buffalo table built from the
  view (Take 7! and Stop! included); the cheapest card.
- A member's low card: the open row with the fewest heads.
- A window after the reveal (BUF-09 a): the revealed cards are public, so the bot plays
  out the rest of the turn on a copy of the table for passing and for each special card
  it may use (Take 7!, Stop!, its removal, Insert!, Push!, «First Card», «Last Card», and
  Sort over every order when few cards remain), and uses the card that gains the most:
  heads moved from the team to the buffalo, at least `KEEP` to be worth a card.
  Replace! is weighed on the bot's own revealed card only, with the best card of its
  hand as the replacement (the team seat cannot see the other members' hands).
- Its own replacement after Replace! (BUF-12): the card that gains the most when placed
  at once, before the other revealed cards.
- Between turns it passes: the next turn's cards are not known yet.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from typing import Any

from bullheads.bots.take6_heuristic import _cost
from bullheads.core.state import Action
from bullheads.games.buffalo.actions import CardCard, Insert, Pass, Push, RowCard, Sort
from bullheads.games.buffalo.events import BUFFALO
from bullheads.games.buffalo.specials import STOP, TAKE7, BuffaloTable, Stop, Take7, lay_changes_placing
from bullheads.games.buffalo.views import BuffaloView, buffalo_view
from bullheads.games.take6.actions import Play, TakeRow
from bullheads.games.take6.cards import DECK_SIZE, heads
from bullheads.games.take6.table import NO_ROW

Placing = tuple[int, int]
"""A revealed card to place: (seat, card), `seat` a member or BUFFALO."""
KEEP = 1.0
"""What keeping a special card for later is worth, in heads (team heads count double
for a team of 1 or 2, as BUF-07 scores them)."""
SORT_LIMIT = 5
"""Sort is weighed over every order only when at most this many cards remain."""


class BuffaloHeuristicBot:
    """The rule-of-thumb team policy; any seat of the team."""

    name = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, given: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        view = buffalo_view(given)
        table = table_of(view)
        if isinstance(legal[0], Play) and view["phase"] == "replace":
            me = view["seat"]
            assert me is not None, "Replace! is asked of the member who played the card (BUF-12)"
            order = [(seat, card) for seat, card in view["revealed"]]
            weight = view["team_weight"]
            return max(
                legal,
                key=lambda play: placement_gain(table.clone(), [(me, play.card), *order], weight),  # type: ignore[attr-defined]
            )
        if isinstance(legal[0], Play):
            costs = card_costs(view, legal)
            return min(legal, key=lambda play: costs[play])
        if isinstance(legal[0], TakeRow):
            return min(legal, key=lambda take: table.row_heads[take.row])  # type: ignore[attr-defined]
        order = [(seat, card) for seat, card in view["revealed"]]
        if view["phase"] == "sort":
            fixed = len(order) - len(legal)
            best, _ = _best_order(view, table, order[fixed:], order[:fixed])
            return CardCard("order", best[fixed][1])
        if view["window"] != "a":
            return Pass()
        return self._window(view, table, order, legal)

    def _window(
        self, view: BuffaloView, table: BuffaloTable, order: list[Placing], legal: Sequence[Action]
    ) -> Action:
        weight = view["team_weight"]
        reach = Reach()
        base = placement_gain(table.clone(), order, weight, reach)
        best: Action = Pass()
        best_gain = base + KEEP
        for action in legal:
            if isinstance(action, RowCard) and not reach.changed_by(action):
                continue  # the placing and its gain would be the base's: no better than passing
            if isinstance(action, Sort):
                _, gain = _best_order(view, table, order)
            else:
                trial = _apply(table.clone(), list(order), action, weight, view)
                if trial is None:
                    continue
                trial_table, rest, already = trial
                gain = already + placement_gain(trial_table, rest, weight)
            if gain > best_gain:
                best, best_gain = action, gain
        return best


def card_costs(view: BuffaloView, legal: Sequence[Action]) -> dict[Action, float]:
    """A member's cards (Play actions): the heads each is expected to cost the team."""
    table, unseen, others = table_of(view), _unseen(view), view["players"]
    return {
        play: _cost(table, play.card, play.card, unseen, others) for play in legal if isinstance(play, Play)
    }


def table_of(view: BuffaloView) -> BuffaloTable:
    """The engine's table as the view shows it, Take 7! and Stop! cards included."""
    pieces = [*(Take7(row) for row in view["take7"]), *(Stop(row) for row in view["stop"])]
    return BuffaloTable(view["rows"], pieces)


def _unseen(view: BuffaloView) -> list[int]:
    seen = set(view.get("hand") or ())
    for cards in (*view["rows"], view["team_pile"], view["buffalo_pile"]):
        seen.update(cards)
    return [card for card in range(1, DECK_SIZE + 1) if card not in seen]


class Reach:
    """The rows a placing reached: those a card went on or took (`touched`), and of those
    the ones a sixth card took (`filled`, T6-08).

    A window weighs each special card by placing the revealed cards again with it; a
    Take 7! or Stop! that the game says cannot change this placing
    (`specials.lay_changes_placing`) would place every card as passing does, so it is not
    placed again. tests/test_buffalo_bot.py checks the windows against weighing every card.
    """

    __slots__ = ("filled", "touched")

    def __init__(self) -> None:
        self.touched: set[int] = set()
        self.filled: set[int] = set()

    def changed_by(self, action: RowCard) -> bool:
        """Whether laying `action`'s card beside its row can change the placing."""
        return lay_changes_placing(action.kind, action.row, self.touched, self.filled)


def placement_gain(
    table: BuffaloTable, order: Sequence[Placing], weight: int, reach: Reach | None = None
) -> float:
    """Heads the buffalo takes minus the team's (weighted) when `order` ((seat, card) pairs)
    is placed as it is (`place`); the rows it reached go to `reach`, if given."""
    gain = 0.0
    for seat, card in order:
        gain += worth(seat, place(table, seat, card, reach), weight)
    return gain


def worth(seat: int, taken: list[int], weight: int) -> int:
    """What `seat` taking `taken` is worth to the team: the buffalo's heads, or minus the
    team's, weighted as BUF-07 scores them."""
    return heads(taken) if seat == BUFFALO else -weight * heads(taken)


def place(table: BuffaloTable, seat: int, card: int, reach: Reach | None = None) -> list[int]:
    """Place `seat`'s card on `table` as the rules do; the cards it takes (T6-06..T6-09): a
    member's low card takes the open row with the fewest heads, the buffalo's its own
    row (BUF-06). The row it reached goes to `reach`, if given."""
    row = table.target(card)
    if row != NO_ROW:
        taken = table.place(row, card)
        if reach is not None:
            reach.touched.add(row)
            if taken:
                reach.filled.add(row)
        return taken
    row = table.buffalo_row() if seat == BUFFALO else min(table.open_rows(), key=table.row_heads.__getitem__)
    if reach is not None:
        reach.touched.add(row)
    return table.take(row, card)


def _apply(
    table: BuffaloTable, order: list[Placing], action: Action, weight: int, view: BuffaloView
) -> tuple[BuffaloTable, list[Placing], float] | None:
    """The table and the cards left after `action` (and its immediate takes), or None for
    an action the bot does not weigh (nothing to gain by it)."""
    if isinstance(action, CardCard) and action.kind == "replace":
        item = next(item for item in order if item[1] == action.card)
        if item[0] != view["seat"] or not view.get("hand"):
            return None  # another member's card: their hand is not seen
        order.remove(item)
        best = max(
            view["hand"], key=lambda card: placement_gain(table.clone(), [(item[0], card), *order], weight)
        )
        return table, [(item[0], best), *order], 0.0
    if isinstance(action, RowCard):
        if action.kind == "unstop":
            table.lift(STOP, action.row)
        else:
            table.lay(Take7(action.row) if action.kind == TAKE7 else Stop(action.row))
        return table, order, 0.0
    if isinstance(action, CardCard) and action.kind in ("first", "last"):
        index = next(index for index, item in enumerate(order) if item[1] == action.card)
        if index == (0 if action.kind == "first" else len(order) - 1):
            return None  # the card is placed there anyway: the placing would be the base's
        item = order.pop(index)
        order.insert(0 if action.kind == "first" else len(order), item)
        return table, order, 0.0
    if isinstance(action, Insert):
        card = order.pop(0)[1]
        return table, order, -weight * heads(table.insert(action.row, action.position, card))
    if isinstance(action, Push):
        card = table.remove(action.source, action.index)
        return table, order, -weight * heads(table.insert(action.row, action.position, card))
    return None


def _best_order(
    view: BuffaloView,
    table: BuffaloTable,
    order: list[Placing],
    fixed: Sequence[Placing] = (),
) -> tuple[list[Placing], float]:
    """BUF-17: after the `fixed` cards, the order of `order` that gains the most, and its
    gain (small sets only; else `order` as it is). The first best in the order of
    `itertools.permutations`; the orders that begin alike share the placing of their
    common beginning (a walk over the tree of orders: half the placements of placing
    each order in full)."""
    weight = view["team_weight"]
    start = table.clone()
    gain = placement_gain(start, fixed, weight)
    if len(order) > SORT_LIMIT:
        return [*fixed, *order], gain + placement_gain(start, order, weight)
    best: list[Placing] = []
    best_gain = -math.inf

    def walk(table: BuffaloTable, placed: list[Placing], left: list[Placing], gain: float) -> None:
        nonlocal best, best_gain
        if not left:
            if gain > best_gain:
                best, best_gain = placed, gain
            return
        for index, (seat, card) in enumerate(left):
            after = table.clone() if index < len(left) - 1 else table  # the last child may use it up
            step = worth(seat, place(after, seat, card), weight)
            walk(after, [*placed, (seat, card)], [*left[:index], *left[index + 1 :]], gain + step)

    walk(start, list(fixed), list(order), gain)
    return best, best_gain
