"""A rule-of-thumb Take 11! bot: empty the hand fast, take small piles for bull cards.

From the view only:
- Play: with bull cards, the pile onto which the most cards of the hand can still go
  this turn, nearest card first so that the others still follow (T11-04); with none, the
  card that fits the fewest piles (cards that fit many piles are kept for later), heavy
  cards before light ones.
- Take: on purpose, a pile of exactly 3 cards while it holds no bull card, the draw
  pile is still long and no other hand is nearly empty (the bull card pays for itself
  in later multi-card plays); when it must, the smallest pile that earns a bull card if
  that pile is small, else the smallest pile, the one whose top card has fewer heads
  among equals (the only card of a pile a view shows, T11-05). The sizes are the bot's
  own count of the public plays the view logs (bots.take11_piles): it shows no size.
- The race (T11-06): once another hand holds at most RACE_HAND cards, the round may end
  within a turn or two and a bull card has no time to pay back: no take on purpose, and
  a compulsory take is the smallest pile.
- Steal: from the holder with the fewest points (the leader).

The rule reads a few fields of the view and the counted pile sizes (`Seen`); the search
bot's playout reads the same fields straight from a state (`seen_in`: a world the search
plays out holds every pile, as a seat that counted the plays knows them), which costs
far less than building a view for every action of a look-ahead.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from bullheads.bots.take11_piles import pile_sizes
from bullheads.core.state import Action
from bullheads.games.take11.actions import Play, Steal, Take
from bullheads.games.take11.cards import REACH, distance, fits, parse_heads
from bullheads.games.take11.state import BULL_PILE_SIZE, Take11State
from bullheads.games.take11.views import Take11View, take11_view

SMALL_BULL_PILE = 4
"""The largest pile worth taking for its bull card when a take is compulsory."""
EARLY_DRAW = 20
"""A draw pile at least this long leaves time for a bull card to pay back a voluntary take."""
RACE_HAND = 4
"""Another hand this small may be empty soon: the round is a race to its end (T11-06).
One seat with the race rule against three without scored 3.10 heads a round to their
3.84 (docs/bots.md)."""


class Seen(NamedTuple):
    """The fields of a seat's view (Take11State.view) that the rule of thumb reads."""

    seat: int
    hand: Sequence[int]
    hand_sizes: Sequence[int]
    piles: Sequence[tuple[int, int]]
    """Each pile's top card and size (the size as the seat counted it from the plays)."""
    bulls: Sequence[int]
    totals: Sequence[int]
    draw_size: int
    heads: Sequence[int]
    """The heads table (T11-02), index 0 unused."""


def seen_from_view(view: Take11View) -> Seen:
    """What the rule of thumb reads of a seat's view, with the piles' sizes counted from
    its public plays (T11-05)."""
    sizes = pile_sizes(view)
    seat, hand = view["seat"], view["hand"]
    assert seat is not None and hand is not None, "a bot is asked with its own seat's view"
    return Seen(
        seat=seat,
        hand=hand,
        hand_sizes=view["hand_sizes"],
        piles=[(pile["top"], size) for pile, size in zip(view["piles"], sizes, strict=True)],
        bulls=view["bulls"],
        totals=view["totals"],
        draw_size=view["draw_size"],
        heads=parse_heads(view["config"]["heads"]),
    )


def seen_in(state: Take11State, seat: int) -> Seen:
    """The same fields as `seen_from_view(state.view(seat))`, read from the state."""
    return Seen(
        seat=seat,
        hand=state.hands[seat],
        hand_sizes=[len(hand) for hand in state.hands],
        piles=[(pile[-1], len(pile)) for pile in state.piles],
        bulls=state.bulls,
        totals=state.totals,
        draw_size=len(state.draw),
        heads=state.config.heads,
    )


class Take11HeuristicBot:
    """The rule-of-thumb bot for any seat and any number of players."""

    name = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        return rule_of_thumb(seen_from_view(take11_view(view)), legal)


def rule_of_thumb(seen: Seen, legal: Sequence[Action]) -> Action:
    """The rule of thumb's action (module docstring) among `legal`."""
    if isinstance(legal[0], Steal):
        totals = seen.totals
        return min(legal, key=lambda action: (totals[action.seat], action.seat))  # type: ignore[attr-defined]
    plays = [action for action in legal if isinstance(action, Play)]
    takes = [action for action in legal if isinstance(action, Take)]
    sizes = dict(seen.piles)
    bulls = seen.bulls[seen.seat]
    racing = any(size <= RACE_HAND for other, size in enumerate(seen.hand_sizes) if other != seen.seat)
    if takes and not bulls and not racing and seen.draw_size >= EARLY_DRAW:
        exact = [take for take in takes if sizes[take.top] == BULL_PILE_SIZE]
        if exact:
            return exact[0]
    if plays:
        return min(plays, key=lambda play: _play_key(seen, play, bulls))
    if takes:
        bull_wanted = bulls < 2 and not racing
        return min(takes, key=lambda take: _take_key(sizes[take.top], seen.heads[take.top], bull_wanted))
    return legal[0]


def _play_key(seen: Seen, play: Play, bulls: int) -> tuple[int, ...]:
    steps = distance(play.on, play.card)
    flexibility = sum(1 for top, _ in seen.piles if fits(top, play.card))
    if not bulls:
        return (flexibility, -seen.heads[play.card], steps)
    chain = sum(1 for card in seen.hand if steps <= distance(play.on, card) <= REACH)
    return (-chain, steps, flexibility, -seen.heads[play.card])


def _take_key(size: int, top_heads: int, bull_wanted: bool) -> tuple[int, int, int]:
    """A small pile that earns a bull card first (while one is wanted), then the smallest,
    then the one whose top card has the fewest heads."""
    earns = bull_wanted and BULL_PILE_SIZE <= size <= SMALL_BULL_PILE
    return (0 if earns else 1, size, top_heads)
