"""A rule-of-thumb Take 11! bot: empty the hand fast, take small piles for bull cards.

From the view only:
- Play: with bull cards, the pile onto which the most cards of the hand can still go
  this turn, nearest card first so that the others still follow (T11-04); with none, the
  card that fits the fewest piles (cards that fit many piles are kept for later), heavy
  cards before light ones.
- Take: on purpose, a pile of exactly 3 cards while it holds no bull card and the draw
  pile is still long (the bull card pays for itself in later multi-card plays); when it
  must, the smallest pile that earns a bull card if that pile is small, else the
  smallest pile.
- Steal: from the holder with the fewest points (the leader).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from bullheads.core.state import Action
from bullheads.games.take11.actions import Play, Steal, Take
from bullheads.games.take11.cards import REACH, distance, fits, parse_heads
from bullheads.games.take11.state import BULL_PILE_SIZE

SMALL_BULL_PILE = 4
"""The largest pile worth taking for its bull card when a take is compulsory."""
EARLY_DRAW = 20
"""A draw pile at least this long leaves time for a bull card to pay back a voluntary take."""


class Take11HeuristicBot:
    """The rule-of-thumb bot for any seat and any number of players."""

    name = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], legal: Sequence[Action]) -> Action:
        if isinstance(legal[0], Steal):
            totals = view["totals"]
            return min(legal, key=lambda action: (totals[action.seat], action.seat))  # type: ignore[attr-defined]
        plays = [action for action in legal if isinstance(action, Play)]
        takes = [action for action in legal if isinstance(action, Take)]
        sizes = {pile["top"]: pile["size"] for pile in view["piles"]}
        seat = view["seat"]
        bulls = view["bulls"][seat]
        if takes and not bulls and view["draw_size"] >= EARLY_DRAW:
            exact = [take for take in takes if sizes[take.top] == BULL_PILE_SIZE]
            if exact:
                return exact[0]
        if plays:
            return min(plays, key=lambda play: self._play_key(view, play, bulls))
        if takes:
            return min(takes, key=lambda take: _take_key(sizes[take.top], bulls))
        return legal[0]

    def _play_key(self, view: dict[str, Any], play: Play, bulls: int) -> tuple[int, ...]:
        hand: list[int] = view["hand"]
        steps = distance(play.on, play.card)
        table = parse_heads(view["config"]["heads"])
        flexibility = sum(1 for pile in view["piles"] if fits(pile["top"], play.card))
        if not bulls:
            return (flexibility, -table[play.card], steps)
        chain = sum(1 for card in hand if steps <= distance(play.on, card) <= REACH)
        return (-chain, steps, flexibility, -table[play.card])


def _take_key(size: int, bulls: int) -> tuple[int, int]:
    """A small pile that earns a bull card first (while few are held), then the smallest."""
    earns = BULL_PILE_SIZE <= size <= SMALL_BULL_PILE and bulls < 2
    return (0 if earns else 1, size)
