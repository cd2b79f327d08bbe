"""A Take 11! seat's memory of the piles: how many cards each holds, from the public plays.

A view shows each pile's top card only (T11-05), but every play and take is public, so a
player may count the cards of each pile. A bot sees a view at its own decisions only, so
this memory reconciles two successive views of its seat: what the seat did itself (it
knows its own actions) and the others' turns in between, in turn order (T11-04/T11-05):

- a seat whose hand grew by n cards took a pile of n cards: that pile left the row of
  piles and two new piles of one card each were appended (T11-05);
- a seat whose hand shrank by m cards played m cards, on up to as many piles as it held
  bull cards (one with none, T11-04).

Every way of doing so is tried (a card is unique, so a top still showing marks a pile
nobody touched); the ways that lead to the tops the new view shows are kept, and the
likeliest size lists are remembered (`_odds`), to be narrowed down by later views: a
take shows how many cards the pile held. A seat's multi-card play over several piles, and
plays on a pile revealed since the last view (its first card unseen), leave the count
uncertain: with 4 players, every size is right at a third of the decisions only, and the
bot decides as it would with the true sizes at 95% (docs/bots.md). A round the memory did
not see from its deal (a hand-written position, a bot seated late) starts from what it
can tell: one card per pile it has not seen grow.
"""

from __future__ import annotations

import itertools
import math
from collections import defaultdict
from collections.abc import Iterator, Sequence
from typing import Any, NamedTuple

from bullheads.core.state import Action
from bullheads.games.take11.actions import Play, Take
from bullheads.games.take11.cards import REACH, distance
from bullheads.games.take11.deal import PER_HAND
from bullheads.games.take11.state import NEW_PILES

MAX_WORLDS = 20_000
"""The most ways of playing the turns between two views that are followed; beyond, the
memory keeps the sizes of the piles whose tops it still sees, one card for the others."""
MAX_BELIEFS = 16
"""The most size lists kept from one view to the next (the likeliest): as many as 2000
decided no better (docs/bots.md) and cost ten times as long."""
HELD = 0.3
"""The chance that the seat playing holds a given card near a top (`_odds`); 0.15 counted
a little worse."""


class Pile(NamedTuple):
    """A pile in one way of playing the turns since the last view."""

    top: int | None
    """Its top card when the window began (None: revealed during the window, not seen)."""
    size: int
    added: int
    """Cards played on it during the window."""


World = tuple[Pile, ...]


Sizes = tuple[int, ...]


class PileMemory:
    """What one seat remembers of the piles of the current round (module docstring)."""

    def __init__(self) -> None:
        self.round = 0
        self.tops: list[int] = []
        self.beliefs: dict[Sizes, float] = {}
        """The size lists the seat finds possible for the piles of its last view, after
        its own action, each with how likely it is (not normalized)."""
        self.hands: list[int] = []
        self.bulls: list[int] = []
        self.revealing = False
        """The seat took a pile: two new piles come when its take is complete (T11-05)."""

    def sizes(self, view: dict[str, Any]) -> list[int]:
        """The likeliest size of each pile of `view` (a view of this memory's seat)."""
        tops = [pile["top"] for pile in view["piles"]]
        beliefs = self._reconcile(view, tops)
        if not beliefs:
            known = dict(zip(self.tops, self.likeliest(), strict=True))
            beliefs = {tuple(known.get(top, 1) for top in tops): 1.0}
        self.round = view["round"]
        self.tops = tops
        self.beliefs = dict(sorted(beliefs.items(), key=lambda item: -item[1])[:MAX_BELIEFS])
        self.hands = list(view["hand_sizes"])
        self.bulls = list(view["bulls"])
        return self.likeliest()

    def likeliest(self) -> list[int]:
        """The likeliest size list (ties: the first found)."""
        if not self.beliefs:
            return [1] * len(self.tops)
        best, _ = max(self.beliefs.items(), key=lambda item: item[1])
        return list(best)

    def acted(self, view: dict[str, Any], action: Action) -> None:
        """The seat did `action` in the position of `view` (its last call to `sizes`)."""
        if isinstance(action, Play):
            index = view["turn_tops"].index(action.on)
            self.tops[index] = action.card
            self.beliefs = {
                (*sizes[:index], sizes[index] + 1, *sizes[index + 1 :]): odds
                for sizes, odds in self.beliefs.items()
            }
        elif isinstance(action, Take):
            index = self.tops.index(action.top)
            self.tops.pop(index)
            taken: defaultdict[Sizes, float] = defaultdict(float)
            for sizes, odds in self.beliefs.items():
                taken[(*sizes[:index], *sizes[index + 1 :])] += odds
            self.beliefs = dict(taken)
            self.revealing = True

    def _reconcile(self, view: dict[str, Any], tops: list[int]) -> dict[Sizes, float]:
        """The size lists the ways of playing the turns since the last view lead to."""
        seat, players = view["seat"], len(view["hand_sizes"])
        worlds: defaultdict[World, float] = defaultdict(float)
        if view["round"] == self.round:
            revealed: World = ()
            if self.revealing and view["phase"] != "steal":
                revealed = (Pile(None, 1, 0),) * NEW_PILES
                self.revealing = False
            for sizes, odds in self.beliefs.items():
                world = tuple(Pile(top, size, 0) for top, size in zip(self.tops, sizes, strict=True))
                worlds[(*world, *revealed)] += odds
            same_turn = view["turn_seat"] == seat and (view["phase"] == "steal" or any(view["turn_reach"]))
            turns = [] if same_turn else _between(seat, seat, players)
            hands, bulls = self.hands, self.bulls
        else:
            # T11-03, T11-08: a dealt round starts with one pile of one card and no bull
            # card, so every seat before this one played one card or took that pile.
            self.revealing = False
            worlds[(Pile(None, 1, 0),)] = 1.0
            turns = _between(view["starter"] - 1, seat, players)
            hands, bulls = [PER_HAND] * players, [0] * players
        still = frozenset(tops)
        for other in turns:
            change = view["hand_sizes"][other] - hands[other]
            worlds = _turn(worlds, change, max(bulls[other], 1), still)
            if len(worlds) > MAX_WORLDS:
                return {}
        fitting: defaultdict[Sizes, float] = defaultdict(float)
        for world, odds in worlds.items():
            shown = odds * _odds(world, tops)
            if shown:
                fitting[tuple(pile.size for pile in world)] += shown
        return dict(fitting)


def _between(before: int, seat: int, players: int) -> list[int]:
    """The seats that play after `before` and before `seat`, in turn order."""
    return [(before + step) % players for step in range(1, (seat - before) % players or players)]


def _turn(
    worlds: dict[World, float], change: int, most_piles: int, still: frozenset[int]
) -> defaultdict[World, float]:
    """Every world after one seat's turn whose hand changed by `change` cards."""
    following: defaultdict[World, float] = defaultdict(float)
    for world, odds in worlds.items():
        turns = _takes(world, change, still) if change > 0 else _plays(world, -change, most_piles, still)
        for after in turns:
            following[after] += odds
    return following


def _touchable(world: World, still: frozenset[int]) -> list[int]:
    """The piles a turn may have changed: a top the new view still shows was not touched."""
    return [
        index for index, pile in enumerate(world) if pile.top is None or pile.added or pile.top not in still
    ]


def _takes(world: World, size: int, still: frozenset[int]) -> Iterator[World]:
    """T11-05: the pile of `size` cards leaves; two piles of one card are revealed."""
    for index in _touchable(world, still):
        if world[index].size == size:
            yield world[:index] + world[index + 1 :] + (Pile(None, 1, 0),) * NEW_PILES


def _plays(world: World, cards: int, most_piles: int, still: frozenset[int]) -> Iterator[World]:
    """T11-04: `cards` cards on up to `most_piles` piles, at least one on each pile used."""
    touchable = _touchable(world, still)
    for count in range(1, min(cards, most_piles, len(touchable)) + 1):
        for used in itertools.combinations(touchable, count):
            for split in _splits(cards, count):
                piles = list(world)
                for index, number in zip(used, split, strict=True):
                    pile = piles[index]
                    piles[index] = Pile(pile.top, pile.size + number, pile.added + number)
                yield tuple(piles)


def _splits(total: int, parts: int) -> Iterator[tuple[int, ...]]:
    """Every way of writing `total` as `parts` numbers from 1 to REACH, in order."""
    if parts == 1:
        if 1 <= total <= REACH:
            yield (total,)
        return
    for first in range(1, min(total - parts + 1, REACH) + 1):
        for rest in _splits(total - first, parts - 1):
            yield (first, *rest)


def _odds(world: World, tops: Sequence[int]) -> float:
    """How likely `world` shows `tops` (0: it cannot). An untouched pile shows its own top;
    a pile played on shows a top it could reach with that many cards (T11-04: each card
    1 to REACH farther). Cards go on in increasing distance, so a seat puts every card it
    holds between the top and its farthest card: `added` cards reaching `steps` away are
    as likely as a hand holding `added - 1` of the `steps - 1` cards between and none of
    the others (HELD: the chance a hand holds a given card)."""
    if len(world) != len(tops):
        return 0.0
    odds = 1.0
    for pile, top in zip(world, tops, strict=True):
        if pile.top is None:
            odds *= HELD ** max(pile.added - 1, 0)
        elif not pile.added:
            if pile.top != top:
                return 0.0
        else:
            steps = distance(pile.top, top)
            if not pile.added <= steps <= REACH * pile.added:
                return 0.0
            between = steps - 1
            chosen = min(pile.added - 1, between)
            odds *= math.comb(between, chosen) * HELD**chosen * (1 - HELD) ** (between - chosen)
    return odds
