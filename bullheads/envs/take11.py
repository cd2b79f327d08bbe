"""Take 11! observations: what `view(seat)` shows, as a fixed-size vector.

Read from the view: phase, round, rounds, starter, turn_seat, to_act, the top of each
of piles (never its size), turn_tops, turn_reach, draw_size, supply, bulls, hand,
hand_sizes, steal_candidates, totals. Per-seat values start with the observing seat.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bullheads.envs.features import Vector, Writer, seats_from, turned
from bullheads.games.take11.actions import ACTION_COUNT
from bullheads.games.take11.cards import BULL_CARDS, DECK_SIZE, REACH
from bullheads.games.take11.config import Take11Config
from bullheads.games.take11.state import Phase

PHASES = tuple(Phase)


class Take11Encoding:
    """The observation vector of a Take 11! seat (layout in docs/envs.md)."""

    def __init__(self, config: Take11Config) -> None:
        self.config = config
        self.size = len(PHASES) + 4 + 4 * DECK_SIZE + 7 * config.players
        self.actions = ACTION_COUNT

    def encode(self, view: Mapping[str, Any], seat: int) -> Vector:
        players, deck = self.config.players, DECK_SIZE
        w = Writer(self.size)
        w.one(PHASES.index(Phase(view["phase"])), len(PHASES))
        w.numbers([view["round"], view["rounds"]], players)
        w.one((view["starter"] - seat) % players, players)
        w.one((view["turn_seat"] - seat) % players, players)
        w.hot(seats_from(view["to_act"], seat, players), players)
        w.hot((pile["top"] - 1 for pile in view["piles"]), deck)
        w.hot((top - 1 for top in view["turn_tops"]), deck)
        reach = w.at
        w.at += deck
        for top, used in zip(view["turn_tops"], view["turn_reach"], strict=True):
            w.out[reach + top - 1] = used / REACH
        w.numbers([view["draw_size"]], deck)
        w.numbers([view["supply"]], BULL_CARDS)
        w.numbers(turned(view["bulls"], seat), BULL_CARDS)
        w.hot((card - 1 for card in view["hand"] or ()), deck)
        w.numbers(turned(view["hand_sizes"], seat), deck)
        w.hot(seats_from(view["steal_candidates"], seat, players), players)
        w.numbers(turned(view["totals"], seat), 100.0)
        return w.done()
