"""Take 6! observations: what `view(seat)` shows, as a fixed-size vector.

Read from the view: phase, round, turn, turns, to_act, rows, row_heads, hand, my_choice,
hand_sizes, chosen, revealed, low_card, penalty, penalty_heads, totals, active; with fan
cards fans.markers, fans.digit_flips, fans.flipped, fans.my_flip; in the professional
variant hands (an entry it does not show is skipped) and draft.pool, draft.order.
Per-seat values start with the observing seat (features.turned).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bullheads.envs.features import Vector, Writer, seats_from, turned
from bullheads.games.take6.actions import ACTION_COUNT, ROWS
from bullheads.games.take6.cards import DECK_SIZE
from bullheads.games.take6.config import Take6Config
from bullheads.games.take6.fans import DIGIT_FLIP, FAN_CARDS
from bullheads.games.take6.state import Phase

PHASES = tuple(Phase)
MARKERS = tuple(name for name in FAN_CARDS if name != DIGIT_FLIP)
"""The fan cards that stand on a row (FAN-EO, FAN-MT, FAN-COW)."""
MARKER_SIDES = {"shows": "odd", "arrow": "up"}
"""The one two-sided fact a marker shows (Even/Odd: odd cards; Mountaineering: up), as 1."""


class Take6Encoding:
    """The observation vector of a Take 6! seat (layout in docs/envs.md)."""

    def __init__(self, config: Take6Config) -> None:
        self.config = config
        players, deck = config.players, DECK_SIZE
        self.size = len(PHASES) + 3 + ROWS * (deck + 1) + 5 * deck + 7 * players
        if config.professional:
            self.size += players * deck + deck + players
        if config.fans:
            self.size += len(MARKERS) * (ROWS + 1) + players + deck + 1
        self.actions = ACTION_COUNT

    def encode(self, view: Mapping[str, Any], seat: int) -> Vector:
        players, deck, limit = self.config.players, DECK_SIZE, self.config.limit
        w = Writer(self.size)
        w.one(PHASES.index(Phase(view["phase"])), len(PHASES))
        w.numbers([view["round"], view["turn"], view["turns"]], 10.0)
        w.hot(seats_from(view["to_act"], seat, players), players)
        for row in view["rows"] or [[]] * ROWS:  # no rows yet while drafting (T6-16)
            w.hot((card - 1 for card in row), deck)
        w.numbers(view["row_heads"] or [0] * ROWS, 10.0)
        w.hot((card - 1 for card in view["hand"] or ()), deck)
        choice = view["my_choice"]
        w.one(choice - 1 if choice else None, deck)
        w.numbers(turned(view["hand_sizes"], seat), deck)
        w.numbers(turned([float(flag) for flag in view["chosen"]], seat))
        revealed = w.at
        w.at += deck
        for card, owner in view["revealed"]:
            w.out[revealed + card - 1] = 1 + (owner - seat) % players
        low = view["low_card"]
        w.one(None if low is None else low["card"] - 1, deck)
        w.one(None if low is None else (low["seat"] - seat) % players, players)
        w.hot((card - 1 for cards in view["penalty"] for card in cards), deck)
        w.numbers(turned(view["penalty_heads"], seat), limit)
        w.numbers(turned(view["totals"], seat), limit)
        w.numbers(turned([float(flag) for flag in view["active"]], seat))
        if self.config.professional:
            self._professional(w, view, seat)
        if self.config.fans:
            self._fans(w, view["fans"], seat)
        return w.done()

    def _professional(self, w: Writer, view: Mapping[str, Any], seat: int) -> None:
        """T6-16: the open hands, the face-up draft pool and the next seat to draft."""
        players, deck = self.config.players, DECK_SIZE
        for hand in turned(view.get("hands") or [None] * players, seat):
            w.hot((card - 1 for card in hand or ()), deck)
        draft = view.get("draft") or {}
        w.hot((card - 1 for card in draft.get("pool", ())), deck)
        order = draft.get("order") or [None]
        w.one(None if order[0] is None else (order[0] - seat) % players, players)

    def _fans(self, w: Writer, fans: dict[str, Any], seat: int) -> None:
        """Where each marker stands and what it shows, who still holds a Digit Flip, the
        values revealed flipped cards count as, and whether the own choice is flipped."""
        markers = fans["markers"]
        for name in MARKERS:
            marker = markers.get(name) or {}
            w.one(marker.get("row"), ROWS)
            w.number(float(any(marker.get(key) == side for key, side in MARKER_SIDES.items())))
        flips = fans["digit_flips"] or [False] * self.config.players
        w.numbers(turned([float(flag) for flag in flips], seat))
        flipped = w.at
        w.at += DECK_SIZE
        for card, value in fans["flipped"]:
            w.out[flipped + card - 1] = value / DECK_SIZE
        w.number(float(bool(fans["my_flip"])))
